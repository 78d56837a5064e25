import ArchMetricsModel
import ArchMetricsSupport
import Foundation
import SwiftScanning

/// Gives every scanned file of one variant its role and screen.
///
/// A file's role comes from its primary type (the top-level type the file is named after, or
/// else its largest), weighed in one order, the first that speaks deciding:
/// 1. a path rule (a glob: tests, demos, infrastructure folders);
/// 2. the name's longest role suffix (`LoginViewController`, `LoginController`,
///    `LoginWireframe`; `Factory`, `Assembler`, `Builder` only in a screen folder or a folder
///    named for assemblies; `Reducer`, `Feature`, `Store` only in a unidirectional variant);
/// 3. a conformance or superclass, followed through the variant's own declarations nearest
///    first (`LoginScreen: BaseViewController`, `BaseViewController: UIViewController`);
/// 4. for a type named after no known screen, the nearest enclosing folder named for a role
///    (`Presenters/`), singular or plural.
/// When a weaker piece of evidence says another role, the reason records it after the one
/// that decided (`suffix View (over conformance UIViewController via BaseView)`).
///
/// Its screen is the type name minus the role suffix when that names a known screen, else the
/// screen folder it sits in, else (for helper types with no role) a known screen its name
/// starts with, else the feature folder it sits in. Known screens are those with a view
/// controller (by suffix, or a screen part whose type is a view controller through its
/// superclasses), a screen folder, two screen roles sharing a name, a feature folder, or a
/// mention in the configuration; a role type whose screen is not known (`EmptyView`,
/// `LoadingView`, `AppCoordinator`) is a reusable part: shared. A feature folder is one that
/// groups parts of two or more screen roles (itself, or through folders named for roles:
/// `Login/View/`, `Login/Presenter/`) whose names share one stem or name no known screen.
public struct FileClassifier: Sendable {
    public var rules: [RoleRule] {
        didSet {
            pathRules = Self.compilePathRules(rules)
            suffixRules = Self.compileSuffixRules(rules)
            folderRules = Self.compileFolderRules(rules)
            conformanceRules = Self.compileConformanceRules(rules)
        }
    }
    public var screenFolders: [PathGlob]
    /// The path rules with their globs compiled once, in rule order.
    private var pathRules: [(rule: RoleRule, glob: PathGlob)]
    /// Screens named in the configuration, known whether or not a view controller exists.
    public var configuredScreens: [String]
    /// What each role means: which roles belong to a screen.
    public var roles: RoleCatalog { didSet { screenRoles = roles.screenRoles } }
    /// Roles that belong to a screen and so need one (asked for every file: kept, not rebuilt).
    public private(set) var screenRoles: Set<Role>
    /// The suffix rules in rule order, with their lengths in characters counted once.
    private var suffixRules: [(rule: RoleRule, length: Int)]
    /// The conformance rules, in rule order.
    /// Inherited type name → the first conformance rule naming it and its place in rule
    /// order: a superclass chain is walked for every file, so each name is one lookup.
    private var conformanceRules: [String: (order: Int, rule: RoleRule)]
    /// Folder name (every singular and plural form) → the first folder rule naming it.
    private var folderRules: [String: RoleRule]
    /// Whether the variant is a unidirectional one, so `unidirectionalRules` apply: nil
    /// decides per variant (it declares a reducer), true or false as configured.
    public var unidirectional: Bool?
    /// The suffix rules of unidirectional architectures (`Reducer`, `Feature`, `Store`).
    public var unidirectionalRules: [RoleRule] {
        didSet { unidirectionalSuffixRules = Self.compileSuffixRules(unidirectionalRules) }
    }
    private var unidirectionalSuffixRules: [(rule: RoleRule, length: Int)]

    public init(
        rules: [RoleRule] = RoleRule.defaults,
        screenFolders: [String] = RoleRule.defaultScreenFolders,
        configuredScreens: [String] = [], roles: RoleCatalog = .builtIn,
        unidirectional: Bool? = nil,
        unidirectionalRules: [RoleRule] = RoleRule.unidirectionalDefaults
    ) {
        self.rules = rules
        self.screenFolders = screenFolders.map(PathGlob.init)
        self.configuredScreens = configuredScreens
        self.roles = roles
        self.unidirectional = unidirectional
        self.unidirectionalRules = unidirectionalRules
        screenRoles = roles.screenRoles
        pathRules = Self.compilePathRules(rules)
        suffixRules = Self.compileSuffixRules(rules)
        folderRules = Self.compileFolderRules(rules)
        conformanceRules = Self.compileConformanceRules(rules)
        unidirectionalSuffixRules = Self.compileSuffixRules(unidirectionalRules)
    }

    private static func compileSuffixRules(_ rules: [RoleRule]) -> [(rule: RoleRule, length: Int)] {
        rules.filter { $0.kind == .suffix }.map { ($0, $0.pattern.count) }
    }

    private static func compilePathRules(_ rules: [RoleRule]) -> [(rule: RoleRule, glob: PathGlob)]
    {
        rules.filter { $0.kind == .path }.map { ($0, PathGlob($0.pattern)) }
    }

    private static func compileConformanceRules(_ rules: [RoleRule])
        -> [String: (order: Int, rule: RoleRule)]
    {
        var byName: [String: (order: Int, rule: RoleRule)] = [:]
        for (order, rule) in rules.filter({ $0.kind == .conformance }).enumerated()
        where byName[rule.pattern] == nil {
            byName[rule.pattern] = (order, rule)
        }
        return byName
    }

    private static func compileFolderRules(_ rules: [RoleRule]) -> [String: RoleRule] {
        var byName: [String: RoleRule] = [:]
        for rule in rules where rule.kind == .folder {
            for form in folderNameForms(rule.pattern) where byName[form] == nil {
                byName[form] = rule
            }
        }
        return byName
    }

    /// `Presenter` → `Presenter`, `Presenters`; `Factory` → also `Factories`; `Assembly` →
    /// also `Assemblies`; `Views` → also `View`: a folder vocabulary word in either number.
    package static func folderNameForms(_ word: String) -> [String] {
        var forms = [word, word + "s", word + "es"]
        if word.hasSuffix("y") { forms.append(word.dropLast() + "ies") }
        if word.hasSuffix("ies") { forms.append(word.dropLast(3) + "y") }
        if word.hasSuffix("s") { forms.append(String(word.dropLast())) }
        return forms
    }

    /// Classifies the files of one variant (paths relative to the variant folder), sorted by path.
    public func classify(_ files: [ScannedFile]) -> [ClassifiedFile] {
        classifyKeepingOrder(files).sorted { $0.path < $1.path }
    }

    /// `classify`, the result in the order of `files` (`result[i]` is `files[i]`).
    package func classifyKeepingOrder(_ files: [ScannedFile]) -> [ClassifiedFile] {
        placeKeepingOrder(files).map(\.file)
    }

    /// Every file classified, with what kept a screen-role file from a screen, in the order
    /// of `files`: what `archmetrics roles` shows.
    package func placeKeepingOrder(_ files: [ScannedFile]) -> [Placement] {
        let types = VariantTypes(files, unidirectional: unidirectional)
        // A prefix once Ctrl-C came (`parallelMap(stoppingWhen:)`): the command throws then.
        let matches = files.parallelMap(stoppingWhen: .process) { file in
            (file, match(file, types: types))
        }
        let screens = knownScreens(matches)
        return matches.parallelMap(stoppingWhen: .process) { file, match in
            place(file, match, screens: screens)
        }
    }

    /// `placeKeepingOrder`, sorted by path.
    package func place(_ files: [ScannedFile]) -> [Placement] {
        placeKeepingOrder(files).sorted { $0.file.path < $1.file.path }
    }

    /// A classified file, and for a file of a screen role left without a screen (made shared,
    /// or a near miss) the role it would have had and the screen name it would have needed.
    package struct Placement: Sendable {
        package var file: ClassifiedFile
        /// The screen role the rules gave a file that got no screen.
        package var unplacedRole: Role?
        /// The screen its name would give (`Things List` in `ThingsListPresenter`), if any.
        package var wantedScreen: String?
        /// The known screen a near miss was close to.
        package var nearScreen: String?
    }

    /// The variant's own type declarations, for following superclasses and conformances, and
    /// whether it is a unidirectional one.
    package struct VariantTypes: Sendable {
        /// Type name → the bare names it inherits or conforms to, across every declaration of
        /// it (extensions included) and its conformance macros.
        var inherited: [String: [String]] = [:]
        /// Names some declared type inherits from: base classes, not screens.
        var inheritedFrom: Set<String> = []
        var unidirectional: Bool

        init(_ files: [ScannedFile], unidirectional configured: Bool?) {
            var declaresReducer = false
            for file in files {
                for declaration in file.declarations {
                    let names =
                        declaration.inheritedTypes.map(FileClassifier.bareTypeName)
                        + (declaration.conformanceMacros ?? [])
                    guard !names.isEmpty else { continue }
                    inherited[declaration.name, default: []] += names
                    if declaration.kind != .extension { inheritedFrom.formUnion(names) }
                    if names.contains(where: { $0 == "Reducer" || $0 == "ReducerProtocol" }),
                        declaration.kind != .protocol
                    {
                        declaresReducer = true
                    }
                }
            }
            unidirectional = configured ?? declaresReducer
        }
    }

    /// The type a file is about: the one it is named after, else its largest declaration.
    public static func primaryType(of file: ScannedFile) -> String? {
        let baseName = file.baseName
        let types = file.declarations.filter { $0.kind != .extension }
        if let named = types.first(where: { $0.name == baseName }) { return named.name }
        // `GatherViewController+Picker.swift` extends the type before the `+`.
        let extended = Self.partBeforePlus(baseName)
        if extended != baseName, file.declarations.contains(where: { $0.name == extended }) {
            return extended
        }
        if let largest = types.max(by: { ($0.lineSpan, $1.name) < ($1.lineSpan, $0.name) }) {
            return largest.name
        }
        if let named = file.declarations.first(where: { $0.name == baseName || $0.name == extended }
        ) {
            return named.name
        }
        return file.declarations.max(by: { ($0.lineSpan, $1.name) < ($1.lineSpan, $0.name) })?.name
    }

    /// `GatherViewController+Picker` → `GatherViewController`: the first non-empty part between
    /// `+`s, or the whole name if there is none (on bytes: `split` by `Character` cost more
    /// than the rest of classifying the file).
    package static func partBeforePlus(_ name: String) -> String {
        var name = name
        return name.withUTF8 { bytes in
            guard let part = bytes.split(separator: UInt8(ascii: "+")).first else {
                return String(decoding: bytes, as: UTF8.self)
            }
            return String(decoding: UnsafeBufferPointer(rebasing: part), as: UTF8.self)
        }
    }

    /// True if the file at `path` is a test file whatever it contains: the first path rule it
    /// matches gives role `.test`, which `classify` keeps (test is no screen role). What the
    /// scan may leave out of the analysis before it reads the file.
    package func isTestFileByPath(_ path: String) -> Bool {
        pathRule(for: SplitPath(path))?.role == .test
    }

    /// The first path rule `path` matches: where a file lives decides before any suffix or conformance.
    private func pathRule(for path: SplitPath) -> RoleRule? {
        pathRules.first(where: { $0.glob.matches(path) })?.rule
    }

    /// What the rules say about a file before screens are known.
    package struct RuleMatch: Sendable {
        var primaryType: String?
        var rule: RoleRule?
        /// The name the rule matched: the primary type's, or the file's base name when only
        /// that carries the role (`GatherProtocols.swift` holding `GatherViewToPresenterProtocol`).
        var matchedName: String?
        /// The screen folder the file sits in, if any.
        var folderScreen: String?
        var folderPath: String?
        /// Outside a screen folder, the screen-folder-only suffix rule the name would match
        /// (`ThingListConfigurator`, `ThingListModel`) and the name it matched: it applies
        /// when the rest of the name is a known screen, so a VIP or VIPER tree laid out
        /// without `Scenes/` or `Modules/` folders is read as one laid out with them.
        var screenOnlyRule: RoleRule?
        var screenOnlyName: String?
        /// The nearest enclosing folder named for a role, and that folder's name as written.
        var folderRule: RoleRule?
        var roleFolderName: String?
        /// The folder grouping the file's screen: its own folder less trailing role folders
        /// (`Modules/Login` for `Modules/Login/Presenter/LoginPresenter.swift`); nil at the root.
        var featureFolder: String?
        /// The conformance rule the primary type meets through its declarations, and the
        /// inherited type of this file's declaration it was reached through, when not direct.
        var inheritedRule: RoleRule?
        var inheritedVia: String?
        /// The primary type is a view controller through its superclasses.
        var isViewControllerType = false
        /// Some type of the variant inherits from the primary type: a base class, no screen.
        var isBaseClass = false
        /// What weaker evidence said that the deciding rule overrode (`conformance UIViewController`).
        var overruled: [String] = []

        /// The name minus the suffix of the deciding suffix rule (`Login` of `LoginView`).
        var suffixStem: String? {
            guard let rule, rule.kind == .suffix else { return nil }
            let name = matchedName ?? primaryType ?? ""
            let stem = String(name.dropLast(rule.pattern.count))
            return stem.isEmpty ? nil : stem
        }
    }

    package func match(_ file: ScannedFile) -> RuleMatch {
        match(file, types: VariantTypes([file], unidirectional: unidirectional))
    }

    package func match(_ file: ScannedFile, types: VariantTypes) -> RuleMatch {
        let primary = Self.primaryType(of: file)
        let name = primary ?? file.baseName
        var result = RuleMatch(primaryType: primary)
        let path = SplitPath(file.path)  // once, for every glob
        for glob in screenFolders {
            if let depth = glob.matchingFolderDepth(in: path) {
                let parts = file.path.split(separator: "/")
                result.folderScreen = String(parts[depth - 1])
                result.folderPath = parts[..<depth].joined(separator: "/")
                break
            }
        }
        locateFolders(of: file.path, in: &result)
        if let pathRule = pathRule(for: path) {
            result.rule = pathRule
            return result
        }
        if let declaration = file.declarations.first(where: {
            $0.name == name && $0.kind != .extension
        }) {
            inheritance(of: declaration, types: types, into: &result)
        }
        // The primary type's name first, then the file's base name.
        let baseName = Self.partBeforePlus(file.baseName)
        let candidates = name == baseName ? [name] : [name, baseName]
        let inFolderOf = result.folderRule?.role
        for candidate in candidates {
            if let rule = longestSuffixRule(
                for: candidate, inScreenFolder: result.folderScreen != nil, roleFolder: inFolderOf,
                unidirectional: types.unidirectional)
            {
                result.rule = rule
                result.matchedName = candidate
                if let inherited = result.inheritedRule, inherited.role != rule.role {
                    result.overruled.append(
                        Self.inheritanceReason(inherited, via: result.inheritedVia))
                }
                noteFolderDisagreement(&result)
                return result
            }
        }
        if result.folderScreen == nil {
            for candidate in candidates {
                if let rule = longestSuffixRule(
                    for: candidate, inScreenFolder: true, roleFolder: nil,
                    unidirectional: types.unidirectional)
                {
                    result.screenOnlyRule = rule
                    result.screenOnlyName = candidate
                    break
                }
            }
        }
        if let inherited = result.inheritedRule {
            result.rule = inherited
            noteFolderDisagreement(&result)
        }
        return result
    }

    /// How a conformance found through the variant's types reads in a reason.
    static func inheritanceReason(_ rule: RoleRule, via: String?) -> String {
        via.map { "\(rule.reason) via \($0)" } ?? rule.reason
    }

    private func noteFolderDisagreement(_ result: inout RuleMatch) {
        if let folder = result.folderRule, let rule = result.rule, folder.role != rule.role {
            result.overruled.append("folder \(result.roleFolderName!)")
        }
    }

    /// The nearest enclosing role folder, and the feature folder: the file's folder less the
    /// role folders it ends with.
    private func locateFolders(of path: String, in result: inout RuleMatch) {
        var folders = Self.pathComponents(path).dropLast()
        guard !folderRules.isEmpty else {
            result.featureFolder = folders.isEmpty ? nil : folders.joined(separator: "/")
            return
        }
        for folder in folders.reversed() {
            if let rule = folderRules[String(folder)] {
                result.folderRule = rule
                result.roleFolderName = String(folder)
                break
            }
        }
        while let last = folders.last, folderRules[String(last)] != nil { folders.removeLast() }
        result.featureFolder = folders.isEmpty ? nil : folders.joined(separator: "/")
    }

    /// `path.split(separator: "/")`, on bytes for an ASCII path (a `/` byte is then a `/`
    /// Character): splitting by Character cost ~30,000 instructions a file, for every file.
    private static func pathComponents(_ path: String) -> [Substring] {
        guard !path.utf8.contains(where: { $0 >= 0x80 }) else { return path.split(separator: "/") }
        return path.utf8.split(separator: UInt8(ascii: "/")).map { Substring($0) }
    }

    /// The first conformance rule the declaration meets, nearest first: its own inherited
    /// types and conformance macros, then theirs as the variant declares them, and so on.
    private func inheritance(
        of declaration: TypeDeclaration, types: VariantTypes, into result: inout RuleMatch
    ) {
        result.isBaseClass = types.inheritedFrom.contains(declaration.name)
        guard !conformanceRules.isEmpty else { return }
        // Each name with the direct inherited type it was reached through (nil: direct).
        var level: [(name: String, via: String?)] =
            (declaration.inheritedTypes.map(Self.bareTypeName)
            + (declaration.conformanceMacros ?? []))
            .map { ($0, nil) }
        var seen = Set(level.map(\.name))
        seen.insert(declaration.name)
        var depth = 0
        while !level.isEmpty, depth < 32 {
            // The first rule in rule order that a name of this level meets.
            var found: (order: Int, rule: RoleRule, via: String?)?
            for entry in level {
                guard let (order, rule) = conformanceRules[entry.name] else { continue }
                if rule.role == .viewController { result.isViewControllerType = true }
                if order < found?.order ?? .max { found = (order, rule, entry.via) }
            }
            if result.inheritedRule == nil, let found {
                result.inheritedRule = found.rule
                result.inheritedVia = found.via
            }
            if result.inheritedRule != nil && result.isViewControllerType { return }
            var next: [(name: String, via: String?)] = []
            for entry in level {
                for inherited in types.inherited[entry.name] ?? []
                where seen.insert(inherited).inserted {
                    next.append((inherited, entry.via ?? entry.name))
                }
            }
            level = next
            depth += 1
        }
    }

    /// The longest suffix rule `name` ends with; the first rule among equally long ones. A
    /// rule kept to screen folders applies in one, or in a folder named for its role.
    private func longestSuffixRule(
        for name: String, inScreenFolder: Bool, roleFolder: Role?, unidirectional: Bool
    ) -> RoleRule? {
        var longest: (rule: RoleRule, length: Int)?
        func consider(_ rules: [(rule: RoleRule, length: Int)]) {
            for (rule, length) in rules
            where length > (longest?.length ?? -1)
                && (inScreenFolder || !rule.onlyInScreenFolders || rule.role == roleFolder)
                && name.hasSuffix(rule.pattern)
            {
                longest = (rule, length)
            }
        }
        consider(suffixRules)
        if unidirectional { consider(unidirectionalSuffixRules) }
        return longest?.rule
    }

    /// `Foundation.Coordinator<Int>` → `Coordinator`.
    static package func bareTypeName(_ written: String) -> String {
        // Most inherited types are written bare (`UIViewController`): nothing to cut or trim.
        if !written.utf8.contains(where: {
            $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: " ")
                || $0 == UInt8(ascii: "\t") || $0 >= 0x80
        }) {
            return written
        }
        // ASCII (every inherited type in practice): cut and trim the bytes. Walking Characters
        // and Foundation's trimming cost ~37,000 instructions a name, once per inherited type
        // of every declaration of the variant: a quarter of `scan --analysis` on a corpus.
        if let bare = Self.asciiBareTypeName(written) { return bare }
        var name = Substring(written)
        if let generic = name.firstIndex(of: "<") { name = name[..<generic] }
        if let dot = name.lastIndex(of: ".") { name = name[name.index(after: dot)...] }
        return String(name).trimmingCharacters(in: .whitespaces)
    }

    /// `bareTypeName` on bytes for an ASCII name (nil otherwise): in ASCII `.whitespaces` is
    /// space and tab, and `<`, `.`, space and tab are each a Character of their own, so the
    /// result is the same.
    private static func asciiBareTypeName(_ written: String) -> String? {
        var written = written
        return written.withUTF8 { bytes -> String? in
            guard !bytes.contains(where: { $0 >= 0x80 }) else { return nil }
            var end = bytes.firstIndex(of: UInt8(ascii: "<")) ?? bytes.endIndex
            var start = bytes[..<end].lastIndex(of: UInt8(ascii: ".")).map { $0 + 1 } ?? 0
            func isBlank(_ byte: UInt8) -> Bool {
                byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
            }
            while start < end, isBlank(bytes[start]) { start += 1 }
            while end > start, isBlank(bytes[end - 1]) { end -= 1 }
            return String(
                decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
        }
    }

    /// The screens a variant's files make known, and the feature folders that name one.
    package struct KnownScreens: Sendable {
        var names: Set<String>
        /// Feature folder path → the screen it makes.
        var byFeatureFolder: [String: String] = [:]
        func contains(_ screen: String) -> Bool { names.contains(screen) }
    }

    package func knownScreens(_ matches: [(ScannedFile, RuleMatch)]) -> KnownScreens {
        var screens = Set(configuredScreens)
        // Name → the screen roles whose suffix it carries (`ThingList` → presenter, router).
        var rolesByName: [String: Set<Role>] = [:]
        for (file, match) in matches {
            // A screen folder names a screen unless a path rule took the file out of screens
            // (a test folder mirroring `Modules/Gather/`).
            let excludedByPath =
                match.rule.map { $0.kind == .path && !screenRoles.contains($0.role) } ?? false
            if let folder = match.folderScreen, !excludedByPath {
                screens.insert(folder)
            }
            // A view controller by its suffix, or a screen part that is a view controller by
            // its superclasses (`LoginView: BaseView`, `BaseView: UIViewController`), names
            // its screen; a base class others inherit from names none.
            if let rule = match.rule, rule.kind == .suffix, !match.isBaseClass,
                rule.role == .viewController
                    || (match.isViewControllerType && roles.screenParts.contains(rule.role))
            {
                let name = match.matchedName ?? match.primaryType ?? file.baseName
                let screen = String(name.dropLast(rule.pattern.count))
                if !screen.isEmpty { screens.insert(screen) }
            }
            // A view controller by its superclasses alone (`Checkout: BaseViewController`)
            // is its own screen.
            if let rule = match.rule, rule.kind == .conformance, rule.role == .viewController,
                !match.isBaseClass, let name = match.primaryType
            {
                screens.insert(name)
            }
            let suffixMatch =
                match.rule.flatMap { rule in
                    rule.kind == .suffix
                        ? (rule, match.matchedName ?? match.primaryType ?? file.baseName) : nil
                }
                ?? match.screenOnlyRule.map { ($0, match.screenOnlyName!) }
            if case (let rule, let name)? = suffixMatch, screenRoles.contains(rule.role) {
                let screen = String(name.dropLast(rule.pattern.count))
                if !screen.isEmpty { rolesByName[screen, default: []].insert(rule.role) }
            }
        }
        // A name that two screen roles share, one of them a part of a screen (`ThingList`
        // with a `ThingListView` and a `ThingListPresenter`), is a screen even without a view
        // controller: VIPER's view often is one. Two flow holders (`AppCoordinator`,
        // `AppRouter`) make no screen: they are the app's own flow.
        let screenParts = roles.screenParts
        for (name, found) in rolesByName
        where found.count >= 2 && !found.isDisjoint(with: screenParts) {
            screens.insert(name)
        }
        var known = KnownScreens(names: screens)
        featureFolders(matches, into: &known)
        return known
    }

    /// A folder that groups the parts of two or more screen roles (one a screen part) whose
    /// names share one stem makes that screen; parts of two or more screen-part roles whose
    /// names name no known screen make a screen of the folder's name (`Features/Checkout/`
    /// with `CartView` and `CheckoutViewModel`). A folder whose parts name several known
    /// screens (`App/` above `Controllers/` and `Views/`) groups by role, and one holding
    /// another feature's folder (`App/` above `App/ThingList/`) groups features: neither is
    /// a screen.
    private func featureFolders(
        _ matches: [(ScannedFile, RuleMatch)], into known: inout KnownScreens
    ) {
        var groups: [String: (roles: Set<Role>, stems: Set<String>)] = [:]
        for (_, match) in matches {
            guard let folder = match.featureFolder,
                let role = match.rule?.role ?? match.folderRule?.role, screenRoles.contains(role),
                match.rule?.kind != .path
            else { continue }
            groups[folder, default: ([], [])].roles.insert(role)
            if let stem = match.suffixStem { groups[folder]!.stems.insert(stem) }
        }
        let screenParts = roles.screenParts
        // Every folder above a group's folder: a folder among them holds another feature.
        var holdsAnother = Set<Substring>()
        for folder in groups.keys {
            var index = folder.endIndex
            while let slash = folder[..<index].lastIndex(of: "/") {
                holdsAnother.insert(folder[..<slash])
                index = slash
            }
        }
        for (folder, group) in groups
        where group.roles.count >= 2 && !group.roles.isDisjoint(with: screenParts) {
            let screen: String
            if group.stems.count == 1 {
                screen = group.stems.first!
            } else if group.roles.intersection(screenParts).count >= 2,
                group.stems.allSatisfy({ !known.names.contains($0) })
            {
                screen = String(folder.split(separator: "/").last!)
            } else {
                continue
            }
            guard !holdsAnother.contains(Substring(folder)) else { continue }
            known.byFeatureFolder[folder] = screen
        }
        known.names.formUnion(known.byFeatureFolder.values)
    }

    package func resolve(_ file: ScannedFile, _ match: RuleMatch, knownScreens: KnownScreens)
        -> ClassifiedFile
    {
        place(file, match, screens: knownScreens).file
    }

    package func place(_ file: ScannedFile, _ match: RuleMatch, screens knownScreens: KnownScreens)
        -> Placement
    {
        let name = match.primaryType ?? file.baseName
        func classified(
            _ role: Role, _ screen: String?, _ reason: String, unplaced: Role? = nil,
            wanted: String? = nil, near: String? = nil
        ) -> Placement {
            Placement(
                file: ClassifiedFile(
                    path: file.path, role: role, screen: screen, primaryType: match.primaryType,
                    reason: reason,
                    bytes: file.bytes, lines: file.lines, declarations: file.declarations),
                unplacedRole: unplaced, wantedScreen: wanted, nearScreen: near)
        }
        let featureScreen = match.featureFolder.flatMap { knownScreens.byFeatureFolder[$0] }
        // Asked only where it decides: it is a search through every known screen.
        func prefixScreen() -> String? { Self.screenPrefix(of: name, in: knownScreens.names) }
        let rule: RoleRule
        if let decided = match.rule {
            rule = decided
        } else {
            if let rule = match.screenOnlyRule, let matchedName = match.screenOnlyName {
                let screen = String(matchedName.dropLast(rule.pattern.count))
                if knownScreens.contains(screen) {
                    let fileName = matchedName == name ? "" : " (file name)"
                    return classified(
                        rule.role, screen, "\(rule.reason)\(fileName); screen \(screen) is known")
                }
            }
            // A folder named for a role decides what nothing else did, but a helper named
            // after a known screen (`GatherTimeHandler` in `ViewControllers/`) stays that
            // screen's local model.
            let prefix = match.folderRule == nil ? nil : prefixScreen()
            if let folderRule = match.folderRule, prefix == nil {
                rule = folderRule
            } else {
                if let folder = match.folderScreen {
                    return classified(
                        .localModel, folder, "no role rule; in screen folder \(match.folderPath!)")
                }
                if let screen = prefix ?? prefixScreen() {
                    return classified(
                        .localModel, screen, "no role rule; name starts with screen \(screen)")
                }
                if let screen = featureScreen {
                    return classified(
                        .localModel, screen,
                        "no role rule; in feature folder \(match.featureFolder!)")
                }
                return classified(.shared, nil, "no role rule and no screen")
            }
        }
        let overruled =
            match.overruled.isEmpty ? "" : " (over \(match.overruled.joined(separator: ", ")))"
        var ruleReason = rule.reason
        if rule.kind == .conformance {
            ruleReason = Self.inheritanceReason(rule, via: match.inheritedVia)
        }
        if rule.kind == .folder { ruleReason = "folder \(match.roleFolderName!)" }
        guard screenRoles.contains(rule.role) else {
            return classified(rule.role, nil, ruleReason + overruled)
        }
        let matchedName = match.matchedName ?? name
        let reason =
            (matchedName == name ? ruleReason : "\(ruleReason) (file name)") + overruled
        if rule.kind == .suffix {
            let candidate = String(matchedName.dropLast(rule.pattern.count))
            if knownScreens.contains(candidate) { return classified(rule.role, candidate, reason) }
        }
        if let folder = match.folderScreen {
            return classified(rule.role, folder, "\(reason); in screen folder \(match.folderPath!)")
        }
        if rule.kind != .suffix, knownScreens.contains(name) {
            return classified(rule.role, name, "\(reason); its name is screen \(name)")
        }
        if rule.kind != .suffix, let screen = prefixScreen() {
            return classified(rule.role, screen, "\(reason); name starts with screen \(screen)")
        }
        let candidate = rule.kind == .suffix ? String(matchedName.dropLast(rule.pattern.count)) : ""
        // A name one slip away from a known screen (`ThingsListPresenter` beside the
        // `ThingList` screen) is that role with its screen unknown, and said so, not shared:
        // even in a feature folder, a misspelt name is worth a look.
        if let nearMiss = Self.nearMissScreen(candidate, in: knownScreens.names) {
            return classified(
                rule.role, nil,
                "\(reason), but screen '\(candidate)' is unknown (near screen '\(nearMiss)')",
                unplaced: rule.role, wanted: candidate, near: nearMiss)
        }
        if let screen = featureScreen {
            return classified(
                rule.role, screen, "\(reason); in feature folder \(match.featureFolder!)")
        }
        // A role type of no known screen is a reusable part (EmptyView, AppCoordinator).
        let missing = rule.kind == .suffix ? " '\(candidate)'" : ""
        return classified(
            .shared, nil, "\(reason), but no known screen\(missing): shared", unplaced: rule.role,
            wanted: candidate.isEmpty ? nil : candidate)
    }

    /// The known screen `candidate` most likely meant to name: at most two edits away (one
    /// for short names), the closest and then the first alphabetically.
    package static func nearMissScreen(_ candidate: String, in screens: Set<String>) -> String? {
        guard candidate.count >= 3 else { return nil }
        let allowed = candidate.count < 6 ? 1 : 2
        return screens.compactMap { screen -> (String, Int)? in
            guard abs(screen.count - candidate.count) <= allowed else { return nil }
            let distance = EditDistance.between(Array(candidate), Array(screen))
            return distance > 0 && distance <= allowed ? (screen, distance) : nil
        }.min { ($0.1, $0.0) < ($1.1, $1.0) }?.0
    }

    /// The longest known screen that `name` starts with, at a word boundary (`GatherTimeHandler` → `Gather`).
    package static func screenPrefix(of name: String, in screens: Set<String>) -> String? {
        screens.filter { screen in
            guard name.hasPrefix(screen), name.count > screen.count else { return false }
            let next = name[name.index(name.startIndex, offsetBy: screen.count)]
            return next.isUppercase || next.isNumber || next == "_"
        }.max { ($0.count, $1) < ($1.count, $0) }
    }
}

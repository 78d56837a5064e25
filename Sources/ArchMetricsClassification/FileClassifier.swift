import ArchMetricsModel
import ArchMetricsSupport
import Foundation
import SwiftScanning

/// Gives every scanned file of one variant its role and screen.
///
/// A file's role comes from its primary type (the top-level type the file is named after, or
/// else its largest) through `RoleRule`s. Its screen is the type name minus the role suffix
/// when that names a known screen, else the screen folder it sits in, else (for helper types
/// with no role) a known screen its name starts with. Known screens are those with a view
/// controller, a screen folder, or a mention in the configuration; a role type whose screen
/// is not known (`EmptyView`, `LoadingView`, `AppCoordinator`) is a reusable part: shared.
public struct FileClassifier: Sendable {
    public var rules: [RoleRule] {
        didSet {
            pathRules = Self.compilePathRules(rules)
            suffixRules = Self.compileSuffixRules(rules)
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

    public init(
        rules: [RoleRule] = RoleRule.defaults,
        screenFolders: [String] = RoleRule.defaultScreenFolders,
        configuredScreens: [String] = [], roles: RoleCatalog = .builtIn
    ) {
        self.rules = rules
        self.screenFolders = screenFolders.map(PathGlob.init)
        self.configuredScreens = configuredScreens
        self.roles = roles
        screenRoles = roles.screenRoles
        pathRules = Self.compilePathRules(rules)
        suffixRules = Self.compileSuffixRules(rules)
    }

    private static func compileSuffixRules(_ rules: [RoleRule]) -> [(rule: RoleRule, length: Int)] {
        rules.filter { $0.kind == .suffix }.map { ($0, $0.pattern.count) }
    }

    private static func compilePathRules(_ rules: [RoleRule]) -> [(rule: RoleRule, glob: PathGlob)]
    {
        rules.filter { $0.kind == .path }.map { ($0, PathGlob($0.pattern)) }
    }

    /// Classifies the files of one variant (paths relative to the variant folder), sorted by path.
    public func classify(_ files: [ScannedFile]) -> [ClassifiedFile] {
        classifyKeepingOrder(files).sorted { $0.path < $1.path }
    }

    /// `classify`, the result in the order of `files` (`result[i]` is `files[i]`).
    package func classifyKeepingOrder(_ files: [ScannedFile]) -> [ClassifiedFile] {
        // A prefix once Ctrl-C came (`parallelMap(stoppingWhen:)`): the command throws then.
        let matches = files.parallelMap(stoppingWhen: .process) { file in (file, match(file)) }
        let knownScreens = knownScreens(matches)
        return matches.parallelMap(stoppingWhen: .process) { file, match in
            resolve(file, match, knownScreens: knownScreens)
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
    package struct RuleMatch {
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
    }

    package func match(_ file: ScannedFile) -> RuleMatch {
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
        if let pathRule = pathRule(for: path) {
            result.rule = pathRule
            return result
        }
        // The primary type's name first, then the file's base name.
        let baseName = Self.partBeforePlus(file.baseName)
        let candidates = name == baseName ? [name] : [name, baseName]
        for candidate in candidates {
            if let rule = longestSuffixRule(
                for: candidate, inScreenFolder: result.folderScreen != nil)
            {
                result.rule = rule
                result.matchedName = candidate
                return result
            }
        }
        if result.folderScreen == nil {
            for candidate in candidates {
                if let rule = longestSuffixRule(for: candidate, inScreenFolder: true) {
                    result.screenOnlyRule = rule
                    result.screenOnlyName = candidate
                    break
                }
            }
        }
        if let declaration = file.declarations.first(where: {
            $0.name == name && $0.kind != .extension
        }) {
            let inherited = declaration.inheritedTypes.map(Self.bareTypeName)
            result.rule = rules.first { $0.kind == .conformance && inherited.contains($0.pattern) }
        }
        return result
    }

    /// The longest suffix rule `name` ends with; the first rule among equally long ones.
    private func longestSuffixRule(for name: String, inScreenFolder: Bool) -> RoleRule? {
        var longest: (rule: RoleRule, length: Int)?
        for (rule, length) in suffixRules
        where length > (longest?.length ?? -1) && (inScreenFolder || !rule.onlyInScreenFolders)
            && name.hasSuffix(rule.pattern)
        {
            longest = (rule, length)
        }
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
        var name = Substring(written)
        if let generic = name.firstIndex(of: "<") { name = name[..<generic] }
        if let dot = name.lastIndex(of: ".") { name = name[name.index(after: dot)...] }
        return String(name).trimmingCharacters(in: .whitespaces)
    }

    package func knownScreens(_ matches: [(ScannedFile, RuleMatch)]) -> Set<String> {
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
            if let rule = match.rule, rule.kind == .suffix, rule.role == .viewController {
                let name = match.matchedName ?? match.primaryType ?? file.baseName
                let screen = String(name.dropLast(rule.pattern.count))
                if !screen.isEmpty { screens.insert(screen) }
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
        return screens
    }

    package func resolve(_ file: ScannedFile, _ match: RuleMatch, knownScreens: Set<String>)
        -> ClassifiedFile
    {
        let name = match.primaryType ?? file.baseName
        func classified(_ role: Role, _ screen: String?, _ reason: String) -> ClassifiedFile {
            ClassifiedFile(
                path: file.path, role: role, screen: screen, primaryType: match.primaryType,
                reason: reason,
                bytes: file.bytes, lines: file.lines, declarations: file.declarations)
        }
        guard let rule = match.rule else {
            if let folder = match.folderScreen {
                return classified(
                    .localModel, folder, "no role rule; in screen folder \(match.folderPath!)")
            }
            if let rule = match.screenOnlyRule, let matchedName = match.screenOnlyName {
                let screen = String(matchedName.dropLast(rule.pattern.count))
                if knownScreens.contains(screen) {
                    let fileName = matchedName == name ? "" : " (file name)"
                    return classified(
                        rule.role, screen, "\(rule.reason)\(fileName); screen \(screen) is known")
                }
            }
            if let screen = Self.screenPrefix(of: name, in: knownScreens) {
                return classified(
                    .localModel, screen, "no role rule; name starts with screen \(screen)")
            }
            return classified(.shared, nil, "no role rule and no screen")
        }
        guard screenRoles.contains(rule.role) else {
            return classified(rule.role, nil, rule.reason)
        }
        let matchedName = match.matchedName ?? name
        let reason = matchedName == name ? rule.reason : "\(rule.reason) (file name)"
        if rule.kind == .suffix {
            let candidate = String(matchedName.dropLast(rule.pattern.count))
            if knownScreens.contains(candidate) { return classified(rule.role, candidate, reason) }
        }
        if let folder = match.folderScreen {
            return classified(rule.role, folder, "\(reason); in screen folder \(match.folderPath!)")
        }
        if rule.kind != .suffix, let screen = Self.screenPrefix(of: name, in: knownScreens) {
            return classified(rule.role, screen, "\(reason); name starts with screen \(screen)")
        }
        let candidate = rule.kind == .suffix ? String(matchedName.dropLast(rule.pattern.count)) : ""
        // A name one slip away from a known screen (`ThingsListPresenter` beside the
        // `ThingList` screen) is that role with its screen unknown, and said so, not shared.
        if let nearMiss = Self.nearMissScreen(candidate, in: knownScreens) {
            return classified(
                rule.role, nil,
                "\(reason), but screen '\(candidate)' is unknown (near screen '\(nearMiss)')")
        }
        // A role type of no known screen is a reusable part (EmptyView, AppCoordinator).
        let missing = rule.kind == .suffix ? " '\(candidate)'" : ""
        return classified(.shared, nil, "\(reason), but no known screen\(missing): shared")
    }

    /// The known screen `candidate` most likely meant to name: at most two edits away (one
    /// for short names), the closest and then the first alphabetically.
    package static func nearMissScreen(_ candidate: String, in screens: Set<String>) -> String? {
        guard candidate.count >= 3 else { return nil }
        let allowed = candidate.count < 6 ? 1 : 2
        return screens.compactMap { screen -> (String, Int)? in
            guard abs(screen.count - candidate.count) <= allowed else { return nil }
            let distance = editDistance(Array(candidate), Array(screen))
            return distance > 0 && distance <= allowed ? (screen, distance) : nil
        }.min { ($0.1, $0.0) < ($1.1, $1.0) }?.0
    }

    static func editDistance(_ lhs: [Character], _ rhs: [Character]) -> Int {
        var previous = Array(0...rhs.count)
        for (i, left) in lhs.enumerated() {
            var current = [i + 1] + Array(repeating: 0, count: rhs.count)
            for (j, right) in rhs.enumerated() {
                current[j + 1] = min(
                    previous[j + 1] + 1, current[j] + 1, previous[j] + (left == right ? 0 : 1))
            }
            previous = current
        }
        return previous[rhs.count]
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

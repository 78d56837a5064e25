import ArchMetricsModel
import Foundation
import SwiftScanning

// The evidence for a file's role, strongest first: a path rule, the name's suffix, a
// conformance or superclass followed through the variant's declarations, a folder named for a
// role. Screens are not known yet here; `FileClassifier+Screens` places the files once they are.
extension FileClassifier {
    /// The type a file is about: the one it is named after, else its largest declaration.
    package static func primaryType(of file: ScannedFile) -> String? {
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
        if let verdict = membership.verdict(for: path) { return verdict.role == .test }
        return pathRule(for: SplitPath(path))?.role == .test
    }

    /// The first path rule `path` matches: where a file lives decides before any suffix or conformance.
    private func pathRule(for path: SplitPath) -> RoleRule? {
        pathRules.first(where: { $0.glob.matches(path) })?.rule
    }

    package func match(_ file: ScannedFile) -> RuleMatch {
        match(file, types: VariantTypes([file], unidirectional: unidirectional))
    }

    package func match(_ file: ScannedFile, types: VariantTypes) -> RuleMatch {
        let primary = Self.primaryType(of: file)
        let name = primary ?? file.baseName
        var result = RuleMatch(primaryType: primary)
        let path = SplitPath(file.path)  // once, for every glob
        let parts = Self.pathComponents(file.path)  // once, for both folder searches
        locateScreenFolder(of: parts, split: path, in: &result)
        locateFolders(of: parts, in: &result)
        if decideByTargets(file.path, into: &result) { return result }
        if let pathRule = pathRule(for: path), !isOverruledByTargets(pathRule, result) {
            // A default glob saying "shared" (`**/Utils/**`, `**/Application/**`) is weaker
            // than the file's own evidence, read on below; one saying tests or a role, or one
            // the configuration adds, decides.
            guard pathRule.role == .shared, Self.defaultSharedGlobs.contains(pathRule.pattern)
            else {
                result.rule = pathRule
                return result
            }
            result.sharedPathRule = pathRule
        }
        // A file that only extends UIKit's or AppKit's types (`UINavigationController+Ext`)
        // is a reusable addition to the platform, whatever folder it sits in.
        if let extended = Self.platformTypeExtended(by: file)
            ?? frameworkType(extendedAs: primary, by: file, types: types)
        {
            result.extendsPlatformType = extended
            return result
        }
        if let declaration = file.declarations.first(where: {
            $0.name == name && $0.kind != .extension
        }) {
            inheritance(of: declaration, types: types, into: &result)
        }
        let candidates = suffixCandidates(
            of: file, primary: name, unidirectional: types.unidirectional)
        let inFolderOf = result.folderRule?.role
        // Each name as written, then each less a contract word (`MoviesCoordinatorProtocol`
        // is the coordinator's contract): a role the name itself carries comes first.
        let contracts = candidates.compactMap { Self.withoutContractWord($0) }
        for (candidate, written) in candidates.map({ ($0, nil) }) + contracts {
            if let rule = longestSuffixRule(
                for: candidate, inScreenFolder: result.folderScreen != nil, roleFolder: inFolderOf,
                unidirectional: types.unidirectional)
            {
                result.rule = rule
                result.matchedName = candidate
                result.contractName = written
                if let inherited = result.inheritedRule, inherited.role != rule.role {
                    result.overruled.append(.inheritance(inherited, via: result.inheritedVia))
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

    /// The names to read a role from, in order: the primary type's, then the file's base
    /// name (`GatherProtocols.swift`, `GatherModels.swift` holding `enum Gather`), unless the
    /// file's one type names a role of its own (`ListViewModel.swift` declaring only `struct
    /// MusicModel`). The base name comes first when the file's declarations are named after
    /// it (`MoviesListViewModel.swift` declaring `MoviesListViewModelInput` and
    /// `DefaultMoviesListViewModel`): the file names the role they make up together.
    private func suffixCandidates(
        of file: ScannedFile, primary name: String, unidirectional: Bool
    ) -> [String] {
        let baseName = Self.partBeforePlus(file.baseName)
        guard name != baseName else { return [name] }
        // A typealias of the file's name (`typealias LoginViewModel = FormViewModel<…>`) is
        // what the file declares under that name: the name comes first.
        if file.typealiases.contains(baseName) { return [baseName, name] }
        let types = file.declarations.lazy.filter { $0.kind != .extension }
        let saysItsOwnRole =
            types.count == 1
            && longestSuffixRule(
                for: name, inScreenFolder: true, roleFolder: nil, unidirectional: unidirectional)
                != nil
        if saysItsOwnRole { return [name] }
        let namedAfterFile =
            types.count > 1
            && types.allSatisfy { $0.name.hasPrefix(baseName) || $0.name.hasSuffix(baseName) }
        return namedAfterFile ? [baseName, name] : [name, baseName]
    }

    /// The words after a role's name that make its contract (`LoginPresenterProtocol`,
    /// `LoginRouterType`, `LoginViewInterface`): the role is kept, as its contract.
    static let contractWords = ["Protocol", "Type", "Interface"]

    /// `MoviesCoordinatorProtocol` → (`MoviesCoordinator`, `MoviesCoordinatorProtocol`): the
    /// name less a trailing contract word, with the name as written; nil when it has none.
    static func withoutContractWord(_ name: String) -> (String, String?)? {
        for word in contractWords where name.count > word.count && name.hasSuffix(word) {
            return (String(name.dropLast(word.count)), name)
        }
        return nil
    }

    /// The framework type the file extends when it is the file's primary type and the
    /// variant never declares it: a `UI…`/`NS…` name, or a type the rules name as a
    /// framework's conformance (`View+Card.swift` extending SwiftUI's `View`). A platform
    /// type names no screen (`UIViewController+AddBehaviors.swift` is no screen `UI`).
    private func frameworkType(
        extendedAs primary: String?, by file: ScannedFile, types: VariantTypes
    )
        -> String?
    {
        guard let primary, !types.declared.contains(primary),
            Self.isPlatformTypeName(primary) || conformanceRules[primary] != nil,
            file.declarations.contains(where: { $0.kind == .extension && $0.name == primary })
        else { return nil }
        return primary
    }

    /// The screen folder around the file, if any: the one the first matching screen-folder
    /// glob finds, or a deeper folder named for a module (`Login/ForgottenPasswordModule/`,
    /// `ReposScene/`) wherever it sits; and the folder of models or entities the file is in.
    private func locateScreenFolder(
        of parts: [Substring], split path: SplitPath, in result: inout RuleMatch
    ) {
        var globDepth = 0
        for glob in screenFolders {
            guard let depth = glob.matchingFolderDepth(in: path) else { continue }
            globDepth = depth
            break
        }
        var depth = globDepth
        if let named = parts.dropLast().lastIndex(where: Self.namesModule),
            named + 1 > globDepth
        {
            depth = named + 1
            result.isNamedModuleFolder = true
        }
        // Every form starts `Entit` or `Model`: the first letter rules out most folders
        // before a string is made to look up (this runs for every file).
        if let model = parts.dropLast().last(where: {
            ($0.utf8.first == UInt8(ascii: "E") || $0.utf8.first == UInt8(ascii: "M"))
                && Self.modelFolderNames.contains(String($0))
        }) {
            result.modelFolder = String(model)
        }
        guard depth > 0 else { return }
        result.folderScreen = Self.screenName(ofFolder: parts[depth - 1])
        result.folderPath = parts[..<depth].joined(separator: "/")
    }

    /// `ForgottenPasswordModule`, `ReposScene`: a folder named for a module, scene, feature or
    /// screen (longer than the word), as `screenName(ofFolder:)` reads it, without a copy.
    static func namesModule(_ folder: Substring) -> Bool {
        // Each word ends `e` or `n`: most folders are ruled out on one byte, and lengths are
        // compared in bytes (a Character count walks the name), as this runs for every folder.
        let last = folder.utf8.last
        guard last == UInt8(ascii: "e") || last == UInt8(ascii: "n") else { return false }
        return moduleFolderWords.contains {
            folder.utf8.count > $0.utf8.count
                && folder.utf8.reversed().starts(with: $0.utf8.reversed())
        }
    }

    /// Folders of a model layer's types (`Entities/`, the misspelt `Entitys/`, `Models/`):
    /// types many screens share: no screen for their files (as a screen folder, it holds no
    /// entry point).
    static let modelFolderNames = Set(
        ["Entity", "Model"].flatMap { folderNameForms($0) })

    /// The default globs that say shared: the weakest evidence.
    static let defaultSharedGlobs = Set(
        RoleRule.defaults.filter { $0.kind == .path && $0.role == .shared }.map(\.pattern))

    /// The platform type (`UI…`, `NS…`) a file extends when extensions of such types are all
    /// it declares.
    static func platformTypeExtended(by file: ScannedFile) -> String? {
        guard let first = file.declarations.first,
            file.declarations.allSatisfy({ $0.kind == .extension && isPlatformTypeName($0.name) })
        else { return nil }
        return first.name
    }

    /// `UINavigationController`, `NSView`: a two-letter platform prefix, then a capital.
    static func isPlatformTypeName(_ name: String) -> Bool {
        let bytes = Array(name.utf8.prefix(3))
        guard bytes.count == 3, bytes[2] >= UInt8(ascii: "A"), bytes[2] <= UInt8(ascii: "Z")
        else { return false }
        return (bytes[0], bytes[1]) == (UInt8(ascii: "U"), UInt8(ascii: "I"))
            || (bytes[0], bytes[1]) == (UInt8(ascii: "N"), UInt8(ascii: "S"))
    }

    private func noteFolderDisagreement(_ result: inout RuleMatch) {
        if let folder = result.folderRule, let rule = result.rule, folder.role != rule.role {
            result.overruled.append(.folder(folder, name: result.roleFolderName!))
        }
    }

    /// The nearest enclosing role folder, and the feature folder: the file's folder less the
    /// role folders it ends with.
    private func locateFolders(of parts: [Substring], in result: inout RuleMatch) {
        var folders = parts.dropLast()
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
    static func pathComponents(_ path: String) -> [Substring] {
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
}

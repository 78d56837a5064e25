import ArchMetricsModel
import ArchMetricsSupport
import SwiftScanning

/// Gives every scanned file of one variant its role and screen.
///
/// A file's role comes from its primary type (the top-level type the file is named after, or
/// else its largest), weighed in one order, the first that speaks deciding:
/// 1. a path rule giving a role other than shared (a glob: tests), then a file that only
///    extends UIKit's or AppKit's types (shared);
/// 2. the name's longest role suffix (`LoginViewController`, `LoginController`,
///    `LoginWireframe`; `Factory`, `Assembler`, `Builder` only in a screen folder or a folder
///    named for assemblies; `Reducer`, `Feature`, `Store` only in a unidirectional variant);
/// 3. a conformance or superclass, followed through the variant's own declarations nearest
///    first (`LoginScreen: BaseViewController`, `BaseViewController: UIViewController`);
/// 4. for a type named after no known screen, the nearest enclosing folder named for a role
///    (`Presenters/`), singular or plural;
/// 5. a path rule giving shared (demos, infrastructure folders): only where the evidence above
///    places the file on no screen and no screen or feature folder encloses it.
/// When a weaker piece of evidence says another role, the decision records it beside the one
/// that decided (`FileDecision.overruled`; the reason reads
/// `suffix View (over conformance UIViewController via BaseView)`).
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
package struct FileClassifier: Sendable {
    /// Once cancelled, classifying stops early and returns a part (a prefix of the files): the
    /// caller, seeing the token, throws. The caller's own, given to `init`.
    package let cancellation: CancellationToken
    package var rules: [RoleRule] {
        didSet {
            pathRules = Self.compilePathRules(rules)
            suffixRules = Self.compileSuffixRules(rules)
            folderRules = Self.compileFolderRules(rules)
            conformanceRules = Self.compileConformanceRules(rules)
        }
    }
    package var screenFolders: [PathGlob]
    /// The path rules with their globs compiled once, in rule order.
    private(set) var pathRules: [(rule: RoleRule, glob: PathGlob)]
    /// Screens named in the configuration, known whether or not a view controller exists.
    package var configuredScreens: [String]
    /// What each role means: which roles belong to a screen.
    package var roles: RoleCatalog { didSet { screenRoles = roles.screenRoles } }
    /// Roles that belong to a screen and so need one (asked for every file: kept, not rebuilt).
    package private(set) var screenRoles: Set<Role>
    /// The suffix rules in rule order, with their lengths in characters counted once.
    private(set) var suffixRules: [(rule: RoleRule, length: Int)]
    /// The conformance rules, in rule order.
    /// Inherited type name → the first conformance rule naming it and its place in rule
    /// order: a superclass chain is walked for every file, so each name is one lookup.
    private(set) var conformanceRules: [String: (order: Int, rule: RoleRule)]
    /// Folder name (every singular and plural form) → the first folder rule naming it.
    private(set) var folderRules: [String: RoleRule]
    /// Whether the variant is a unidirectional one, so `unidirectionalRules` apply: nil
    /// decides per variant (it declares a reducer), true or false as configured.
    package var unidirectional: Bool?
    /// The suffix rules of unidirectional architectures (`Reducer`, `Feature`, `Store`).
    package var unidirectionalRules: [RoleRule] {
        didSet { unidirectionalSuffixRules = Self.compileSuffixRules(unidirectionalRules) }
    }
    private(set) var unidirectionalSuffixRules: [(rule: RoleRule, length: Int)]
    /// What the variant's project manifests say of each file's targets: where they say tests
    /// or tooling, that decides before any rule; where they say app code, no path rule makes
    /// the file a test or tooling (`FileClassifier+TargetMembership`).
    package var membership = TargetMembership.none

    package init(
        cancellation: CancellationToken, rules: [RoleRule] = RoleRule.defaults,
        screenFolders: [String] = RoleRule.defaultScreenFolders,
        configuredScreens: [String] = [], roles: RoleCatalog = .builtIn,
        unidirectional: Bool? = nil,
        unidirectionalRules: [RoleRule] = RoleRule.unidirectionalDefaults
    ) {
        self.cancellation = cancellation
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

    /// Every file classified, with the decision behind it (`FileDecision`), in the order of
    /// `files` (`result[i]` is `files[i]`). `structures[i]`, when given, is what the scan read
    /// of `files[i]`'s code.
    package func placeKeepingOrder(
        _ files: [ScannedFile], structures: [PendingFileStructure?] = []
    ) -> [Placement] {
        placeWithScreens(files, structures: structures).placements
    }

    /// `placeKeepingOrder`, and the screens found on the way (with why each is one).
    /// `structures[i]`, when given, is what the scan read of `files[i]`'s code: the names a
    /// view controller's code mentions say which others it embeds (none given: nothing does).
    package func placeWithScreens(
        _ files: [ScannedFile], structures: [PendingFileStructure?] = []
    ) -> (placements: [Placement], screens: KnownScreens) {
        let types = VariantTypes(files, unidirectional: unidirectional)
        // A prefix once cancelled (`parallelMap(stoppingWhen:)`): the caller throws then.
        let matches = files.parallelMap(stoppingWhen: cancellation) { file in
            (file, match(file, types: types))
        }
        let screens = knownScreens(matches, structures: structures)
        let placements = matches.parallelMap(stoppingWhen: cancellation) { file, match in
            place(file, match, screens: screens)
        }
        return (placements, screens)
    }
}

// The analysis stage's output: who references whom (coupling between roles and screens) and
// how branchy each role's code is (cyclomatic complexity). Lines of code only hint at the
// article's claim that coordinators take flow logic out of view controllers; these figures
// measure it. README "Coupling and complexity" documents exactly what counts.
import SwiftScanning

/// Coupling and complexity of every analysed variant, in the order given.
public struct ArchitectureAnalysis: Codable, Equatable, Sendable {
    public static let currentSchemaVersion = 1

    public var schemaVersion: Int
    public var variants: [VariantArchitecture]

    public init(
        schemaVersion: Int = ArchitectureAnalysis.currentSchemaVersion,
        variants: [VariantArchitecture]
    ) {
        self.schemaVersion = schemaVersion
        self.variants = variants
    }

    /// The variant called `name`, if analysed.
    public func variant(named name: String) -> VariantArchitecture? {
        variants.first { $0.name == name }
    }
}

/// Coupling and complexity of one variant (test files excluded).
public struct VariantArchitecture: Codable, Equatable, Sendable {
    public var name: String
    public var coupling: CouplingSummary
    public var complexity: ComplexitySummary
    /// Files that could not be read for analysis; they count in neither half.
    public var diagnostics: [Diagnostic]
    /// References the configured `rules` forbid, sorted; nil when no rules were configured
    /// (and in snapshots written before rules existed).
    public var ruleViolations: [RuleViolation]?
    /// The rules the violations were found under (`DependencyRule.signature`, in the config's
    /// order); nil when none were configured, and in snapshots written before it was kept.
    /// What `check --current` compares with its config's rules: a snapshot's verdict is only
    /// the config's if it was checked against the same rules.
    public var checkedRules: [String]?

    public init(
        name: String, coupling: CouplingSummary, complexity: ComplexitySummary,
        diagnostics: [Diagnostic] = [], ruleViolations: [RuleViolation]? = nil,
        checkedRules: [String]? = nil
    ) {
        self.name = name
        self.coupling = coupling
        self.complexity = complexity
        self.diagnostics = diagnostics
        self.ruleViolations = ruleViolations
        self.checkedRules = checkedRules
    }
}

// MARK: - Coupling

/// Which roles and screens of a variant reference each other's types.
public struct CouplingSummary: Codable, Equatable, Sendable {
    /// The role-to-role dependency matrix, one entry per non-empty cell, sorted by role pair.
    public var roleDependencies: [RoleDependency]
    /// References from a screen's view controller, view, presenter or view model to another
    /// screen's view controller: the flow logic coordinators remove. Sorted by screen pair, file.
    public var navigationEdges: [NavigationEdge]
    /// References from one screen's coordinator to another screen's types: flow held by coordinators.
    public var coordinatorEdges: [NavigationEdge]
    /// Fan-in and fan-out per role, in `Role` order, for roles that have files.
    public var roleFans: [RoleFan]
    /// Per screen: how much of its code other screens use, and how much is tied to other screens.
    public var screens: [ScreenCoupling]
    /// Martin's Ca, Ce, I, A and D per role, in `Role` order (nil in snapshots written before
    /// they were computed).
    public var roleStability: [RoleStability]?

    public init(
        roleDependencies: [RoleDependency], navigationEdges: [NavigationEdge],
        coordinatorEdges: [NavigationEdge],
        roleFans: [RoleFan], screens: [ScreenCoupling], roleStability: [RoleStability]? = nil
    ) {
        self.roleDependencies = roleDependencies
        self.navigationEdges = navigationEdges
        self.coordinatorEdges = coordinatorEdges
        self.roleFans = roleFans
        self.screens = screens
        self.roleStability = roleStability
    }

    /// Distinct screen-to-screen pairs with navigation coupling (0 when coordinators own all flow).
    public var navigationScreenPairs: [ScreenPair] { Self.screenPairs(of: navigationEdges) }

    /// Distinct screen-to-screen pairs joined through coordinators.
    public var coordinatorScreenPairs: [ScreenPair] { Self.screenPairs(of: coordinatorEdges) }

    /// The matrix cell `from` → `to`, or nil if no file of `from` references a type of `to`.
    public func dependency(from: Role, to: Role) -> RoleDependency? {
        roleDependencies.first { $0.from == from && $0.to == to }
    }

    static func screenPairs(of edges: [NavigationEdge]) -> [ScreenPair] {
        var references: [ScreenPair: Int] = [:]
        for edge in edges {
            references[ScreenPair(from: edge.fromScreen, to: edge.toScreen), default: 0] +=
                edge.references
        }
        return references.keys.sorted().map { pair in
            var counted = pair
            counted.references = references[pair]!
            return counted
        }
    }
}

/// One cell of the role-to-role matrix: files of role `from` that reference types declared in
/// files of role `to`, and how often (identifier occurrences).
public struct RoleDependency: Codable, Equatable, Sendable {
    public var from: Role
    public var to: Role
    /// Distinct files of role `from` with at least one such reference.
    public var referencingFiles: Int
    public var references: Int

    public init(from: Role, to: Role, referencingFiles: Int, references: Int) {
        self.from = from
        self.to = to
        self.referencingFiles = referencingFiles
        self.references = references
    }
}

/// References from one file of screen `fromScreen` to a type that stands for screen `toScreen`.
public struct NavigationEdge: Codable, Equatable, Sendable {
    public var fromScreen: String
    public var toScreen: String
    /// The referencing file, relative to the variant folder.
    public var fromFile: String
    public var fromRole: Role
    /// The referenced type (`PlayerDetailViewController`, `PlayerListTogglable`).
    public var toType: String
    public var references: Int

    public init(
        fromScreen: String, toScreen: String, fromFile: String, fromRole: Role, toType: String,
        references: Int
    ) {
        self.fromScreen = fromScreen
        self.toScreen = toScreen
        self.fromFile = fromFile
        self.fromRole = fromRole
        self.toType = toType
        self.references = references
    }
}

/// A screen-to-screen edge with its total references.
public struct ScreenPair: Codable, Hashable, Comparable, Sendable {
    public var from: String
    public var to: String
    /// Total references over every file and type of the pair (0 in a bare pair used as a key).
    public var references: Int

    public init(from: String, to: String, references: Int = 0) {
        self.from = from
        self.to = to
        self.references = references
    }

    // Identity is the pair; the count is payload.
    public static func == (lhs: ScreenPair, rhs: ScreenPair) -> Bool {
        lhs.from == rhs.from && lhs.to == rhs.to
    }
    public func hash(into hasher: inout Hasher) {
        hasher.combine(from)
        hasher.combine(to)
    }
    public static func < (lhs: ScreenPair, rhs: ScreenPair) -> Bool {
        (lhs.from, lhs.to) < (rhs.from, rhs.to)
    }
}

/// Fan-in and fan-out of one role, counted between files: a file's fan-out is the number of
/// other files whose types it references, its fan-in the number of other files referencing its types.
public struct RoleFan: Codable, Equatable, Sendable {
    public var role: Role
    public var files: Int
    /// Sum over the role's files.
    public var fanIn: Int
    public var fanOut: Int
    /// The largest single file's figure.
    public var maximumFanIn: Int
    public var maximumFanOut: Int

    public init(
        role: Role, files: Int, fanIn: Int, fanOut: Int, maximumFanIn: Int, maximumFanOut: Int
    ) {
        self.role = role
        self.files = files
        self.fanIn = fanIn
        self.fanOut = fanOut
        self.maximumFanIn = maximumFanIn
        self.maximumFanOut = maximumFanOut
    }
}

/// How entangled one screen is with the others, in code lines of its files (every role,
/// coordinators included).
public struct ScreenCoupling: Codable, Equatable, Sendable {
    public var screen: String
    public var files: Int
    public var codeLines: Int
    /// Code lines of this screen's files whose types files of other screens reference.
    public var codeLinesUsedByOtherScreens: Int
    /// Code lines of this screen's non-coordinator files that reference another screen's types:
    /// code that cannot move to another app without those screens.
    public var codeLinesTiedToOtherScreens: Int
    /// Screens whose files reference this screen's types, sorted.
    public var usedByScreens: [String]
    /// Screens whose types this screen's non-coordinator files reference, sorted.
    public var dependsOnScreens: [String]

    public init(
        screen: String, files: Int, codeLines: Int, codeLinesUsedByOtherScreens: Int,
        codeLinesTiedToOtherScreens: Int,
        usedByScreens: [String], dependsOnScreens: [String]
    ) {
        self.screen = screen
        self.files = files
        self.codeLines = codeLines
        self.codeLinesUsedByOtherScreens = codeLinesUsedByOtherScreens
        self.codeLinesTiedToOtherScreens = codeLinesTiedToOtherScreens
        self.usedByScreens = usedByScreens
        self.dependsOnScreens = dependsOnScreens
    }

    /// The share of the screen's code that other screens depend on, 0…1.
    public var usedByOtherScreensShare: Double {
        codeLines == 0 ? 0 : Double(codeLinesUsedByOtherScreens) / Double(codeLines)
    }
    /// The share of the screen's code tied to other screens, 0…1 (0: reusable on its own).
    public var tiedToOtherScreensShare: Double {
        codeLines == 0 ? 0 : Double(codeLinesTiedToOtherScreens) / Double(codeLines)
    }
}

// MARK: - Complexity

/// Cyclomatic complexity per role and the most complex functions of a variant.
public struct ComplexitySummary: Codable, Equatable, Sendable {
    /// In `Role` order, for roles that have files.
    public var roles: [RoleComplexity]
    /// The most complex functions, most complex first (ties: by path, then line).
    public var topFunctions: [FunctionComplexity]

    public init(roles: [RoleComplexity], topFunctions: [FunctionComplexity]) {
        self.roles = roles
        self.topFunctions = topFunctions
    }

    /// The row of `role`, if the variant has files of it.
    public func role(_ role: Role) -> RoleComplexity? {
        roles.first { $0.role == role }
    }
}

/// The complexity of one role's files.
public struct RoleComplexity: Codable, Equatable, Sendable {
    public var role: Role
    public var files: Int
    /// Functions with a body: `func`, `init`, `deinit`, `subscript`, computed and observed properties.
    public var functions: Int
    /// Sum of the functions' cyclomatic complexities (each 1 + its decision points).
    public var totalComplexity: Int
    public var maximumComplexity: Int
    /// Decision points outside any function (stored-property initialisers, top-level code):
    /// counted here, in no function.
    public var decisionPointsOutsideFunctions: Int

    public init(
        role: Role, files: Int, functions: Int, totalComplexity: Int, maximumComplexity: Int,
        decisionPointsOutsideFunctions: Int
    ) {
        self.role = role
        self.files = files
        self.functions = functions
        self.totalComplexity = totalComplexity
        self.maximumComplexity = maximumComplexity
        self.decisionPointsOutsideFunctions = decisionPointsOutsideFunctions
    }

    /// Mean cyclomatic complexity per function (0 with no functions).
    public var meanComplexity: Double {
        functions == 0 ? 0 : Double(totalComplexity) / Double(functions)
    }
}

/// One function and its cyclomatic complexity.
public struct FunctionComplexity: Codable, Equatable, Sendable {
    /// Qualified by enclosing types and functions: `GatherViewController.endGather`, `Foo.init`.
    public var name: String
    /// Path relative to the variant folder.
    public var path: String
    /// 1-based line of the `func`/`init`/`var`/… keyword.
    public var line: Int
    public var role: Role
    public var screen: String?
    /// 1 + decision points.
    public var complexity: Int

    public init(name: String, path: String, line: Int, role: Role, screen: String?, complexity: Int)
    {
        self.name = name
        self.path = path
        self.line = line
        self.role = role
        self.screen = screen
        self.complexity = complexity
    }
}

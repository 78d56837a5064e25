// Roles are data: an id, the words a report uses for it, its place in the report, and what it
// means for screens, navigation and tests. The built-in set covers the architectures teams argue
// about (MVC, MVVM, MVP, MVP-C, VIPER, VIP/Clean Swift); a configuration adds its own roles
// (a TCA reducer, a client) or renames built-in ones.

/// The architectural part a file plays, by id (`viewController`, `interactor`, a team's own
/// `reducer`). What a role means is in its `RoleDefinition`; a role itself is only its name, so
/// that a snapshot written with one set of roles is read back with any other.
public struct Role: Hashable, Comparable, Codable, Sendable, CustomStringConvertible {
    public let rawValue: String

    public init(_ id: String) { rawValue = id }

    public var description: String { rawValue }

    /// The built-in role with this id, if there is one.
    public static func builtIn(_ id: String) -> Role? {
        RoleCatalog.builtIn.definition(of: Role(id)) == nil ? nil : Role(id)
    }

    /// The built-in roles, in report order.
    public static var allCases: [Role] { RoleCatalog.builtIn.roles }

    public static let coordinator = Role("coordinator")
    public static let router = Role("router")
    public static let viewController = Role("viewController")
    public static let view = Role("view")
    public static let presenter = Role("presenter")
    public static let viewModel = Role("viewModel")
    public static let reducer = Role("reducer")
    public static let interactor = Role("interactor")
    public static let worker = Role("worker")
    public static let assembly = Role("assembly")
    public static let contract = Role("contract")
    public static let sceneModel = Role("sceneModel")
    public static let localModel = Role("localModel")
    public static let shared = Role("shared")
    public static let tooling = Role("tooling")
    public static let test = Role("test")

    /// Whether the role's files are the app's code: neither tests nor demos and tooling, which
    /// source size, the role summary's totals and the own compile work leave out.
    public var isTheApp: Bool { self != .test && self != .tooling }

    /// Display name used in tables (`View Controllers`); a role no catalog knows reads as its id.
    public var title: String { RoleCatalog.builtIn.definition(of: self)?.title ?? rawValue }

    /// The role in a column header or a sentence (`view model`).
    public var singularPhrase: String {
        RoleCatalog.builtIn.definition(of: self)?.singular ?? rawValue
    }

    /// Built-in roles in report order, then other roles by id.
    public static func < (lhs: Role, rhs: Role) -> Bool {
        RoleCatalog.builtIn.sortKey(lhs) < RoleCatalog.builtIn.sortKey(rhs)
    }

    public init(from decoder: Decoder) throws {
        rawValue = try decoder.singleValueContainer().decode(String.self)
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}

/// What a role is: its words, and what it means for screens, navigation and tests.
public struct RoleDefinition: Codable, Equatable, Sendable {
    public var id: Role
    /// The plural title of its table (`View Controllers`).
    public var title: String
    /// The role in a column header or a sentence (`view controller`).
    public var singular: String
    /// A file of this role belongs to one screen and is counted in that screen's row.
    public var belongsToScreen: Bool
    /// Holds the flow between screens (coordinators, routers): a reference from it to another
    /// screen is how the flow is meant to be held, not navigation coupling.
    public var holdsFlow: Bool
    /// A part of a screen whose references to another screen's view controller are navigation
    /// coupling (view controllers, views, presenters, view models, interactors).
    public var isScreenPart: Bool
    /// Counted among the key classes of the article's unit-test table.
    public var isKeyClass: Bool

    public init(
        _ id: Role, title: String, singular: String, belongsToScreen: Bool = true,
        holdsFlow: Bool = false, isScreenPart: Bool = false, isKeyClass: Bool = false
    ) {
        self.id = id
        self.title = title
        self.singular = singular
        self.belongsToScreen = belongsToScreen
        self.holdsFlow = holdsFlow
        self.isScreenPart = isScreenPart
        self.isKeyClass = isKeyClass
    }
}

/// An ordered set of role definitions: the order is the report's (flow holders, view
/// controllers, views, presenters and view models, reducers, interactors, workers, assemblies, contracts,
/// scene models, local models, then shared code and tests).
public struct RoleCatalog: Equatable, Sendable {
    public private(set) var definitions: [RoleDefinition]

    public init(_ definitions: [RoleDefinition]) {
        self.definitions = definitions
    }

    public var roles: [Role] { definitions.map(\.id) }

    public func definition(of role: Role) -> RoleDefinition? {
        definitions.first { $0.id == role }
    }

    /// The roles whose files belong to a screen.
    public var screenRoles: Set<Role> { Set(definitions.filter(\.belongsToScreen).map(\.id)) }
    public var flowHolders: Set<Role> { Set(definitions.filter(\.holdsFlow).map(\.id)) }
    public var screenParts: Set<Role> { Set(definitions.filter(\.isScreenPart).map(\.id)) }
    public var keyClassRoles: Set<Role> { Set(definitions.filter(\.isKeyClass).map(\.id)) }

    package func sortKey(_ role: Role) -> (Int, String) {
        (definitions.firstIndex { $0.id == role } ?? definitions.count, role.rawValue)
    }

    /// The role's table title here (a configured `Reducers`), else the built-in one, else its
    /// id: a snapshot may hold roles its settings no longer define.
    public func title(of role: Role) -> String { definition(of: role)?.title ?? role.title }

    /// The role in a column header or a sentence, as `title(of:)` finds it.
    public func singular(of role: Role) -> String {
        definition(of: role)?.singular ?? role.singularPhrase
    }

    /// `roles` in this catalog's order (a configured role where its `after` put it), roles it
    /// does not define after them by id.
    public func sorted<Roles: Sequence<Role>>(_ roles: Roles) -> [Role] {
        roles.sorted { sortKey($0) < sortKey($1) }
    }

    /// Adds `definition`, or replaces the one with its id; the role goes right after `after`
    /// when given (a built-in `reducer` a configuration places after views moves there), else
    /// a replaced role stays where it stands and a new one goes before local models, the last
    /// screen role.
    public mutating func define(_ definition: RoleDefinition, after: Role? = nil) {
        if let index = definitions.firstIndex(where: { $0.id == definition.id }) {
            guard let after, after != definition.id, definitions.contains(where: { $0.id == after })
            else {
                definitions[index] = definition
                return
            }
            definitions.remove(at: index)
        }
        let anchor = after.flatMap { role in definitions.firstIndex { $0.id == role }.map { $0 + 1 }
        }
        let beforeLocalModels = definitions.firstIndex { $0.id == .localModel } ?? definitions.count
        definitions.insert(definition, at: anchor ?? beforeLocalModels)
    }

    public mutating func remove(_ role: Role) {
        definitions.removeAll { $0.id == role }
    }

    public static let builtIn = RoleCatalog([
        RoleDefinition(
            .coordinator, title: "Coordinators", singular: "coordinator", holdsFlow: true),
        RoleDefinition(.router, title: "Routers", singular: "router", holdsFlow: true),
        RoleDefinition(
            .viewController, title: "View Controllers", singular: "view controller",
            isScreenPart: true, isKeyClass: true),
        RoleDefinition(
            .view, title: "Views", singular: "view", isScreenPart: true, isKeyClass: true),
        RoleDefinition(
            .presenter, title: "Presenters", singular: "presenter", isScreenPart: true,
            isKeyClass: true),
        RoleDefinition(
            .viewModel, title: "View Models", singular: "view model", isScreenPart: true,
            isKeyClass: true),
        // Unidirectional architectures (TCA and the like): the screen's state machine.
        RoleDefinition(
            .reducer, title: "Reducers", singular: "reducer", isScreenPart: true,
            isKeyClass: true),
        RoleDefinition(
            .interactor, title: "Interactors", singular: "interactor", isScreenPart: true,
            isKeyClass: true),
        RoleDefinition(.worker, title: "Workers", singular: "worker", isKeyClass: true),
        RoleDefinition(.assembly, title: "Assemblies", singular: "assembly"),
        RoleDefinition(.contract, title: "Contracts", singular: "contract"),
        RoleDefinition(.sceneModel, title: "Scene models", singular: "scene model"),
        // Screen-owned helper types that are none of the above (PlayerListViewState).
        RoleDefinition(
            .localModel, title: "Local models", singular: "local model", isKeyClass: true),
        // Infrastructure and reusable components: networking, storage, utilities, reusable
        // views, the app delegate, the Coordinator protocol, the app coordinator.
        RoleDefinition(.shared, title: "Shared", singular: "shared", belongsToScreen: false),
        // Demos, scripts and other executables that are not the app (`Demo/main.swift`):
        // reported apart, out of the app's totals (configuration key `toolingPaths`).
        RoleDefinition(
            .tooling, title: "Demos and tooling", singular: "demo or tool",
            belongsToScreen: false),
        // Test sources (test targets, `*Tests` folders), counted apart from the app's code.
        RoleDefinition(.test, title: "Tests", singular: "test", belongsToScreen: false),
    ])
}

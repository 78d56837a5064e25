import ArchMetricsModel
import SwiftScanning

/// One rule that gives a file its role: by the primary type's name suffix, by a conformance or
/// superclass of that type, or by where the file lives.
///
/// Rules are tried by kind: path globs first, in order (where a file lives decides tests,
/// demos and infrastructure folders whatever the types are called); then suffixes, the
/// longest matching suffix winning (`PlayerListViewController` is a view controller, not a
/// view); then conformances, in order.

public struct RoleRule: Codable, Equatable, Sendable {
    public enum Kind: String, Codable, CaseIterable, Sendable {
        case suffix
        case conformance
        case path
    }

    public var kind: Kind
    /// The suffix (`ViewController`), the inherited type (`Coordinator`) or the glob (`**/Networking/**`).
    public var pattern: String
    public var role: Role
    /// The rule applies only to files in a screen folder: suffixes that are too common to
    /// mean a role anywhere else (`Model`, `Builder`, `Module`).
    public var onlyInScreenFolders: Bool

    public init(_ kind: Kind, _ pattern: String, _ role: Role, onlyInScreenFolders: Bool = false) {
        self.kind = kind
        self.pattern = pattern
        self.role = role
        self.onlyInScreenFolders = onlyInScreenFolders
    }

    /// How the rule reads in a `reason` (`suffix ViewController`).
    public var reason: String { "\(kind.rawValue) \(pattern)" }

    private enum CodingKeys: String, CodingKey { case kind, pattern, role, onlyInScreenFolders }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        kind = try container.decode(Kind.self, forKey: .kind)
        pattern = try container.decode(String.self, forKey: .pattern)
        role = try container.decode(Role.self, forKey: .role)
        onlyInScreenFolders =
            try container.decodeIfPresent(Bool.self, forKey: .onlyInScreenFolders) ?? false
    }

    /// The rules that reproduce the article on the original repository's layout and classify
    /// the bundled core: tests and demos by folder, infrastructure folders as shared, then
    /// role suffixes, then the Coordinator protocol.
    public static let defaults: [RoleRule] = [
        RoleRule(.path, "**/*Tests/**", .test),
        RoleRule(.path, "**/Tests/**", .test),
        RoleRule(.path, "**/Demo/**", .shared),
        RoleRule(.path, "**/Application/**", .shared),
        RoleRule(.path, "**/Networking/**", .shared),
        RoleRule(.path, "**/Storage/**", .shared),
        RoleRule(.path, "**/Utils/**", .shared),
        RoleRule(.path, "**/Utilities/**", .shared),
        RoleRule(.path, "**/Extensions/**", .shared),
        RoleRule(.suffix, "Coordinator", .coordinator),
        RoleRule(.suffix, "ViewController", .viewController),
        RoleRule(.suffix, "Presenter", .presenter),
        RoleRule(.suffix, "ViewModel", .viewModel),
        RoleRule(.suffix, "View", .view),
        // VIPER and VIP (Clean Swift): the router holds the flow, as a coordinator does.
        RoleRule(.suffix, "Router", .router),
        RoleRule(.suffix, "Interactor", .interactor),
        RoleRule(.suffix, "Worker", .worker),
        RoleRule(.suffix, "Module", .assembly, onlyInScreenFolders: true),
        RoleRule(.suffix, "Configurator", .assembly, onlyInScreenFolders: true),
        RoleRule(.suffix, "Assembly", .assembly, onlyInScreenFolders: true),
        RoleRule(.suffix, "Builder", .assembly, onlyInScreenFolders: true),
        RoleRule(.suffix, "Protocols", .contract),
        RoleRule(.suffix, "Contract", .contract),
        // VIP's request/response/view-model types of a scene (`GatherModels.swift`).
        RoleRule(.suffix, "Models", .sceneModel, onlyInScreenFolders: true),
        RoleRule(.suffix, "Model", .sceneModel, onlyInScreenFolders: true),
        // Table and collection cells are reusable components, never a screen's view.
        RoleRule(.suffix, "Cell", .shared),
        RoleRule(.conformance, "Coordinator", .coordinator),
        RoleRule(.conformance, "UIViewController", .viewController),
    ]

    /// Screen folders by default: the folder right under `Modules/`, `Screens/` or `Scenes/`.
    public static let defaultScreenFolders: [String] = [
        "**/Modules/*", "**/Screens/*", "**/Scenes/*",
    ]
}

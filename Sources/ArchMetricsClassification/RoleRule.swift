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

    public init(_ kind: Kind, _ pattern: String, _ role: Role) {
        self.kind = kind
        self.pattern = pattern
        self.role = role
    }

    /// How the rule reads in a `reason` (`suffix ViewController`).
    public var reason: String { "\(kind.rawValue) \(pattern)" }

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
        // Table and collection cells are reusable components, never a screen's view.
        RoleRule(.suffix, "Cell", .shared),
        RoleRule(.conformance, "Coordinator", .coordinator),
        RoleRule(.conformance, "UIViewController", .viewController),
    ]

    /// Screen folders by default: the folder right under `Modules/`, `Screens/` or `Scenes/`.
    public static let defaultScreenFolders: [String] = ["**/Modules/*", "**/Screens/*", "**/Scenes/*"]
}

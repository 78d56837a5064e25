import ArchMetricsModel

/// One rule that gives a file its role: by the primary type's name suffix, by a conformance or
/// superclass of that type, by a glob over where the file lives, or by the name of a folder
/// it sits in.
///
/// Evidence is weighed in one order (`FileClassifier` documents it whole): path globs giving
/// tests (or a configured role) first, in order; then suffixes, the longest matching suffix winning
/// (`PlayerListViewController` is a view controller, not a view); then conformances and
/// superclasses, followed through the variant's own types, nearest first; then the nearest
/// enclosing folder named for a role (`Presenters/`, `Assembly/`); the globs giving shared
/// (demos, infrastructure folders) last, where nothing above placed the file on a screen.

package struct RoleRule: Codable, Equatable, Sendable {
    package enum Kind: String, Codable, CaseIterable, Sendable {
        case suffix
        case conformance
        case path
        /// A folder name (`Presenter` also matches `Presenters`, `Factory` `Factories`).
        case folder
    }

    package var kind: Kind
    /// The suffix (`ViewController`), the inherited type (`Coordinator`), the glob
    /// (`**/Networking/**`) or the folder name, singular or plural (`Presenter`).
    package var pattern: String
    package var role: Role
    /// The rule applies only to files in a screen folder or in a folder named for the rule's
    /// role: suffixes that are too common to mean a role anywhere else (`Model`, `Builder`,
    /// `Factory` mean an assembly in `Modules/Login/` or `Assembly/`, not in `Networking/`).
    package var onlyInScreenFolders: Bool

    package init(_ kind: Kind, _ pattern: String, _ role: Role, onlyInScreenFolders: Bool = false) {
        self.kind = kind
        self.pattern = pattern
        self.role = role
        self.onlyInScreenFolders = onlyInScreenFolders
    }

    /// How the rule reads in a `reason` (`suffix ViewController`).
    package var reason: String { "\(kind.rawValue) \(pattern)" }

    private enum CodingKeys: String, CodingKey { case kind, pattern, role, onlyInScreenFolders }

    package init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        kind = try container.decode(Kind.self, forKey: .kind)
        pattern = try container.decode(String.self, forKey: .pattern)
        role = try container.decode(Role.self, forKey: .role)
        onlyInScreenFolders =
            try container.decodeIfPresent(Bool.self, forKey: .onlyInScreenFolders) ?? false
    }

    /// The rules that reproduce the article on the original repository's layout and classify
    /// the bundled core: tests and demos (not the app) by folder, infrastructure folders as
    /// shared, then role suffixes, then the Coordinator protocol.
    package static let defaults: [RoleRule] =
        [
            RoleRule(.path, "**/*Tests/**", .test),
            RoleRule(.path, "**/Tests/**", .test),
            RoleRule(.path, "**/Demo/**", .tooling),
            // Xcode file templates (their placeholders would make fake screens) and SwiftUI
            // preview content are tools for writing the app, not the app.
            RoleRule(.path, "**/*.xctemplate/**", .tooling),
            RoleRule(.path, "**/*___VARIABLE_*", .tooling),
            RoleRule(.path, "**/Preview Content/**", .tooling),
            RoleRule(.path, "**/Application/**", .shared),
            RoleRule(.path, "**/Networking/**", .shared),
            RoleRule(.path, "**/Storage/**", .shared),
            RoleRule(.path, "**/Utils/**", .shared),
            RoleRule(.path, "**/Utilities/**", .shared),
            RoleRule(.path, "**/Extensions/**", .shared),
        ] + defaultRoleFolders + [
            RoleRule(.suffix, "Coordinator", .coordinator),
            // What a coordinator's screen adopts to reach it (`Coordinatable`, `Coordinating`).
            RoleRule(.suffix, "Coordinatable", .coordinator),
            RoleRule(.suffix, "Coordinating", .coordinator),
            RoleRule(.suffix, "ViewController", .viewController),
            // MVC's controller as a plain class (`LoginController`): the C of the screen.
            RoleRule(.suffix, "Controller", .viewController),
            // Containers hold screens and are none: shared, whatever folder they sit in.
            RoleRule(.suffix, "NavigationController", .shared),
            RoleRule(.suffix, "TabBarController", .shared),
            RoleRule(.suffix, "SplitViewController", .shared),
            RoleRule(.suffix, "Presenter", .presenter),
            RoleRule(.suffix, "ViewModel", .viewModel),
            RoleRule(.suffix, "View", .view),
            // VIPER and VIP (Clean Swift): the router holds the flow, as a coordinator does.
            RoleRule(.suffix, "Router", .router),
            // Older VIPER names: the wireframe is the router, the data manager the interactor's worker.
            RoleRule(.suffix, "Wireframe", .router),
            // A navigator (RxSwift's and many MVVM apps') pushes and presents: a router.
            RoleRule(.suffix, "Navigator", .router),
            RoleRule(.suffix, "DataManager", .worker, onlyInScreenFolders: true),
            RoleRule(.suffix, "Interactor", .interactor),
            // Clean Architecture's name for an interactor.
            RoleRule(.suffix, "UseCase", .interactor),
            RoleRule(.suffix, "Worker", .worker),
            RoleRule(.suffix, "Module", .assembly, onlyInScreenFolders: true),
            RoleRule(.suffix, "Configurator", .assembly, onlyInScreenFolders: true),
            RoleRule(.suffix, "Assembly", .assembly, onlyInScreenFolders: true),
            RoleRule(.suffix, "Builder", .assembly, onlyInScreenFolders: true),
            RoleRule(.suffix, "Assembler", .assembly, onlyInScreenFolders: true),
            RoleRule(.suffix, "Factory", .assembly, onlyInScreenFolders: true),
            RoleRule(.suffix, "Protocols", .contract),
            RoleRule(.suffix, "Contract", .contract),
            // The VIPER templates' one file of a module's protocols (`LoginInterfaces.swift`).
            RoleRule(.suffix, "Interfaces", .contract),
            // VIP's request/response/view-model types of a scene (`GatherModels.swift`).
            RoleRule(.suffix, "Models", .sceneModel, onlyInScreenFolders: true),
            RoleRule(.suffix, "Model", .sceneModel, onlyInScreenFolders: true),
            // Table and collection cells, with their views and models, and list items are
            // reusable components, never a screen's view or view model.
            RoleRule(.suffix, "Cell", .shared),
            RoleRule(.suffix, "CellView", .shared),
            RoleRule(.suffix, "CellModel", .shared),
            RoleRule(.suffix, "CellViewModel", .shared),
            RoleRule(.suffix, "ItemView", .shared),
            // ReactorKit's reactor holds a screen's state and actions: its view model.
            RoleRule(.suffix, "Reactor", .viewModel),
            RoleRule(.conformance, "Coordinator", .coordinator),
            // The app's entry points (the `@main` SwiftUI app, the application and scene
            // delegates) are the whole app's, whatever screen their name starts with.
            RoleRule(.conformance, "App", .shared),
            RoleRule(.conformance, "UIApplicationDelegate", .shared),
            RoleRule(.conformance, "NSApplicationDelegate", .shared),
            RoleRule(.conformance, "UIWindowSceneDelegate", .shared),
            RoleRule(.conformance, "UIViewController", .viewController),
            // UIKit's and AppKit's own view controllers, which the variant does not declare.
            RoleRule(.conformance, "UITableViewController", .viewController),
            RoleRule(.conformance, "UICollectionViewController", .viewController),
            RoleRule(.conformance, "UINavigationController", .shared),
            RoleRule(.conformance, "UITabBarController", .shared),
            RoleRule(.conformance, "UISplitViewController", .shared),
            RoleRule(.conformance, "UIHostingController", .viewController),
            RoleRule(.conformance, "NSViewController", .viewController),
            // SwiftUI: a `View` is a view; an observable object (`ObservableObject`, or a class
            // with the `@Observable` macro, read as a conformance) is a view model.
            RoleRule(.conformance, "View", .view),
            RoleRule(.conformance, "ObservableObject", .viewModel),
            RoleRule(.conformance, "Reactor", .viewModel),
            RoleRule(.conformance, "Observable", .viewModel),
            // A unidirectional app's reducer (TCA's `Reducer`, or `@Reducer`).
            RoleRule(.conformance, "Reducer", .reducer),
            RoleRule(.conformance, "ReducerProtocol", .reducer),
        ]

    /// Folders named for a role, by the singular (a plural matches too): a file in
    /// `Presenters/` that nothing else placed is a presenter, and an `Assembly/` folder lets
    /// `Factory`, `Assembler` and `Builder` mean an assembly.
    package static let defaultRoleFolders: [RoleRule] = [
        RoleRule(.folder, "Coordinator", .coordinator),
        RoleRule(.folder, "Router", .router),
        RoleRule(.folder, "Wireframe", .router),
        RoleRule(.folder, "Controller", .viewController),
        RoleRule(.folder, "ViewController", .viewController),
        RoleRule(.folder, "View", .view),
        RoleRule(.folder, "Presenter", .presenter),
        RoleRule(.folder, "ViewModel", .viewModel),
        RoleRule(.folder, "Reducer", .reducer),
        RoleRule(.folder, "Interactor", .interactor),
        RoleRule(.folder, "Worker", .worker),
        RoleRule(.folder, "Assembly", .assembly),
        RoleRule(.folder, "Assembler", .assembly),
        RoleRule(.folder, "Builder", .assembly),
        RoleRule(.folder, "Factory", .assembly),
        RoleRule(.folder, "Configurator", .assembly),
    ]

    /// Suffixes of unidirectional architectures, tried only in a variant that declares a
    /// reducer (a type conforming to `Reducer` or `ReducerProtocol`, or marked `@Reducer`),
    /// or where the configuration says `"unidirectional": true`: elsewhere `Store` and
    /// `Feature` name too many other things.
    package static let unidirectionalDefaults: [RoleRule] = [
        RoleRule(.suffix, "Reducer", .reducer),
        RoleRule(.suffix, "Feature", .reducer),
        RoleRule(.suffix, "Store", .reducer),
    ]

    /// Screen folders by default: the folder right under `Modules/`, `Screens/` or `Scenes/`.
    package static let defaultScreenFolders: [String] = [
        "**/Modules/*", "**/Screens/*", "**/Scenes/*",
    ]
}

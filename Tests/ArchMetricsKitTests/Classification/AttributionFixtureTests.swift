import ArchMetricsSupport
import Foundation
import TestSupport
import Testing

@testable import ArchMetricsKit
@testable import ArchMetricsModel
@testable import ArchMetricsReporting
@testable import SwiftScanning

/// `Fixtures/attribution/families`: one small app per family of files that real iOS apps
/// laid out the usual ways got wrong, each file's role and screen as a reader gives them,
/// read with default rules and no configuration.
@Suite struct AttributionFixtureTests {
    static var tree: URL { Fixtures.folder("attribution/families") }

    /// Variant → path → "role screen" (the screen left out when the file has none).
    static let expected: [String: [String: String]] = [
        // Folders of base classes and entities hold no screen entry point: no screen.
        "SharedFolders": [
            "App/Modules/Common/BasePresenter.swift": "shared",
            "App/Modules/Common/BaseView.swift": "shared",
            "App/Modules/Common/BaseViewController.swift": "shared",
            "App/Modules/Entities/Player.swift": "shared",
            "App/Modules/Login/LoginPresenter.swift": "presenter Login",
            "App/Modules/Login/LoginRouter.swift": "router Login",
            "App/Modules/Login/LoginViewController.swift": "viewController Login",
            "App/Modules/PlayerList/PlayerListPresenter.swift": "presenter PlayerList",
            "App/Modules/PlayerList/PlayerListViewController.swift": "viewController PlayerList",
        ],
        // A helper in a subfolder of its screen stays with it; a global folder stays shared.
        "ScreenHelpers": [
            "App/Login/DataSource/FormFieldsDataSource.swift": "localModel Login",
            "App/Login/LoginPresenter.swift": "presenter Login",
            "App/Login/LoginViewController.swift": "viewController Login",
            "App/Login/Utils/CredentialsValidator.swift": "localModel Login",
            "App/Networking/APIRouter.swift": "shared",
            "App/PlayerList/PlayerListPresenter.swift": "presenter PlayerList",
            "App/PlayerList/PlayerListViewController.swift": "viewController PlayerList",
            "App/PlayerList/Source/PlayersFetcher.swift": "localModel PlayerList",
            "App/Utils/Throttle.swift": "shared",
        ],
        // Navigator, ReactorKit's Reactor, UseCase; the app's own coordinators.
        "RoleNames": [
            "App/Application/AppCoordinator.swift": "coordinator",
            "App/Application/AppDelegate.swift": "shared",
            "App/Application/Coordinatable.swift": "coordinator",
            "App/Application/Coordinator.swift": "coordinator",
            "App/Login/FetchUserUseCase.swift": "interactor Login",
            "App/Login/LoginNavigator.swift": "router Login",
            "App/Login/LoginReactor.swift": "viewModel Login",
            "App/Login/LoginViewController.swift": "viewController Login",
        ],
        // Cells, items and containers are reusable, in a screen's folder or not.
        "ReusableUI": [
            "App/Components/ListCell/ListCellModel.swift": "shared",
            "App/Components/ListCell/ListCellView.swift": "shared",
            "App/Components/ListCell/ListCellViewModel.swift": "shared",
            "App/Components/TagItemView.swift": "shared",
            "App/Modules/PlayerList/PlayerCellView.swift": "shared",
            "App/Modules/PlayerList/PlayerCellViewModel.swift": "shared",
            "App/Modules/PlayerList/PlayerListViewController.swift": "viewController PlayerList",
            "App/Navigation/MainNavigationController.swift": "shared",
            "App/Navigation/MainTabBarController.swift": "shared",
            "App/Navigation/UINavigationController+Ext.swift": "shared",
        ],
        // Module folders name their screen without the word `Module`/`Scene`; a module
        // nested in another is its own screen.
        "ModuleFolders": [
            "App/Features/SettingsScene/OptionsList.swift": "localModel Settings",
            "App/Features/SettingsScene/SettingsInteractor.swift": "interactor Settings",
            "App/Features/SettingsScene/SettingsViewController.swift": "viewController Settings",
            "App/Modules/ToDoListModule/ListEntity.swift": "localModel ToDoList",
            "App/Modules/ToDoListModule/ToDoDetailModule/DetailEntity.swift":
                "localModel ToDoDetail",
            "App/Modules/ToDoListModule/ToDoDetailModule/ToDoDetailPresenter.swift":
                "presenter ToDoDetail",
            "App/Modules/ToDoListModule/ToDoDetailModule/ToDoDetailViewController.swift":
                "viewController ToDoDetail",
            "App/Modules/ToDoListModule/ToDoListPresenter.swift": "presenter ToDoList",
            "App/Modules/ToDoListModule/ToDoListViewController.swift": "viewController ToDoList",
            // A controller named unlike its folder is still the folder's one screen.
            "App/Modules/ToDos/ToDoController.swift": "viewController ToDos",
            "App/Modules/ToDos/ToDoPresenter.swift": "presenter ToDos",
            "App/Modules/ToDos/ToDosDataSource.swift": "localModel ToDos",
        ],
        // A project-wide class prefix (`Acme`) is no part of a screen's name.
        "ClassPrefix": [
            "App/Carousel/AcmeCarouselViewController.swift": "viewController Carousel",
            "App/Carousel/CarouselFactory.swift": "assembly Carousel",
            "App/Carousel/CarouselPresenter.swift": "presenter Carousel",
            "App/Menu/AcmeMenuViewController.swift": "viewController Menu",
            "App/Menu/MenuCoordinator.swift": "coordinator Menu",
        ],
        // A file's one declaration outranks its file name.
        "SilentGuesses": [
            "App/List/ListViewController.swift": "viewController List",
            "App/List/ListViewModel.swift": "shared",
            "App/Scenes/ForgottenPassword/ForgottPasswordPresenter.swift":
                "presenter ForgottenPassword",
            "App/Scenes/ForgottenPassword/ForgottenPasswordViewController.swift":
                "viewController ForgottenPassword",
        ],
        // A child view controller named after the screen's (`MoviesListTableViewController`
        // beside `MoviesListViewController`) joins that screen; so do the files after its name.
        // In another folder it joins when the screen's view controller names its type
        // (`SearchResultsViewController`); one nothing names (`SearchHistory`), or a screen
        // whose name is no extension of the one naming it (`MovieDetails`), stays its own.
        "ChildViewControllers": [
            "App/Components/SearchResults/SearchResultsDataSource.swift": "localModel Search",
            "App/Components/SearchResults/SearchResultsViewController.swift":
                "viewController Search",
            "App/Search/SearchViewController.swift": "viewController Search",
            "App/SearchHistory/SearchHistoryViewController.swift": "viewController SearchHistory",
            "App/MovieDetails/MovieDetailsViewController.swift": "viewController MovieDetails",
            "App/MovieDetails/MovieDetailsViewModel.swift": "viewModel MovieDetails",
            "App/MoviesList/View/MoviesListTableViewController.swift": "viewController MoviesList",
            "App/MoviesList/View/MoviesListTableViewDataSource.swift": "localModel MoviesList",
            "App/MoviesList/View/MoviesListViewController.swift": "viewController MoviesList",
            "App/MoviesList/ViewModel/MoviesListViewModel.swift": "viewModel MoviesList",
        ],
        // The file's name names the role its protocols and typealias stand for; an
        // implementation prefix (`Default`, `Live`) names no screen; `<Role>Protocol` and
        // `<Role>Type` are that role's contract.
        "RoleContracts": [
            "App/Flows/LiveMoviesListCoordinator.swift": "coordinator MoviesList",
            // Named after its typealias alone; its one type is the fields' model.
            "App/Login/LoginViewController.swift": "viewController Login",
            "App/Login/LoginViewModel.swift": "viewModel Login",
            "App/MoviesList/MoviesListCoordinatorProtocol.swift": "coordinator MoviesList",
            "App/MoviesList/MoviesListRouterType.swift": "router MoviesList",
            "App/MoviesList/MoviesListViewController.swift": "viewController MoviesList",
            "App/MoviesList/MoviesListViewModel.swift": "viewModel MoviesList",
            "App/MoviesList/SearchMoviesUseCaseProtocol.swift": "interactor MoviesList",
        ],
        // A platform type (`UIViewController`, `NSObject`, SwiftUI's `View`) names no screen.
        "PlatformTypes": [
            "App/Behaviors/NSObject+Name.swift": "shared",
            "App/Behaviors/UIViewController+AddBehaviors.swift": "shared",
            "App/Login/LoginPresenter.swift": "presenter Login",
            "App/Login/LoginViewController.swift": "viewController Login",
            "App/Styling/View+Card.swift": "shared",
        ],
        // The `@main` app and its delegate are the app's, not the screen their name starts with.
        "AppEntryPoints": [
            "App/Movies/MovieRow.swift": "localModel Movies",
            "App/Movies/MoviesView.swift": "view Movies",
            "App/Movies/MoviesViewModel.swift": "viewModel Movies",
            "App/MoviesApp.swift": "shared",
            "App/MoviesAppDelegate.swift": "shared",
        ],
        // Xcode file templates and preview content are tooling, and make no screen.
        "Templates": [
            "App/Login/LoginPresenter.swift": "presenter Login",
            "App/Login/LoginViewController.swift": "viewController Login",
            "App/Preview Content/LoginPreviewData.swift": "tooling",
            "App/Scaffold/___VARIABLE_sceneName___Router.swift": "tooling",
            "App/Templates/Module.xctemplate/___FILEBASENAME___Presenter.swift": "tooling",
            "App/Templates/Module.xctemplate/___FILEBASENAME___ViewController.swift": "tooling",
        ],
        // A folder of models or entities is no screen, and its files take none from their name.
        "ModelFolders": [
            "App/Models/LoginCredentials.swift": "shared",
            "App/Scenes/Entitys/MockUser.swift": "shared",
            "App/Scenes/Entitys/MockUsersAvatrs.swift": "shared",
            "App/Scenes/Login/LoginInteractor.swift": "interactor Login",
            "App/Scenes/Login/LoginViewController.swift": "viewController Login",
            "App/Scenes/Mock/MockViewController.swift": "viewController Mock",
        ],
        // A module folder (`…Module`, `…Scene`) is its own screen wherever it sits, nested too.
        "NestedModules": [
            "App/Login/ForgottenPasswordModule/Presenter/ResetPresenter.swift":
                "presenter ForgottenPassword",
            "App/Login/ForgottenPasswordModule/Protocols/ResetViewInput.swift":
                "localModel ForgottenPassword",
            "App/Login/LoginPresenter.swift": "presenter Login",
            "App/Login/LoginViewController.swift": "viewController Login",
            "App/Modules/ToDoListModule/ToDoDetailModule/Protocols/DetailViewInput.swift":
                "localModel ToDoDetail",
            "App/Modules/ToDoListModule/ToDoDetailModule/ToDoDetailPresenter.swift":
                "presenter ToDoDetail",
            "App/Modules/ToDoListModule/ToDoDetailModule/ToDoDetailViewController.swift":
                "viewController ToDoDetail",
            "App/Modules/ToDoListModule/ToDoListPresenter.swift": "presenter ToDoList",
            "App/Modules/ToDoListModule/ToDoListViewController.swift": "viewController ToDoList",
        ],
        // The screen folder around a helper beats a glob (`Utils/`), and a folder's one
        // controller gives its subfolders' helpers its screen.
        "ScreenFolderHelpers": [
            "App/Collections/Stack/EmplesStackedController.swift": "viewController EmplesStacked",
            "App/Collections/Stack/Source/StackedViewSource.swift": "localModel EmplesStacked",
            "App/ReposScene/ReposViewController.swift": "viewController Repos",
            "App/ReposScene/Utils/ReposDataSource.swift": "localModel Repos",
            "App/Utils/Debouncer.swift": "shared",
        ],
    ]

    static func found(_ variant: VariantSourceMetrics) -> [String: String] {
        Dictionary(
            uniqueKeysWithValues: variant.files.map { file in
                (
                    file.path,
                    ([file.role.rawValue] + (file.screen.map { [$0] } ?? [])).joined(separator: " ")
                )
            })
    }

    @Test(arguments: [
        "SharedFolders", "ScreenHelpers", "RoleNames", "ReusableUI", "ModuleFolders",
        "ClassPrefix", "SilentGuesses", "ChildViewControllers", "RoleContracts", "PlatformTypes",
        "AppEntryPoints", "Templates", "ModelFolders", "NestedModules", "ScreenFolderHelpers",
    ])
    func everyFileHasItsRoleAndScreen(family: String) throws {
        let snapshot = try collectSnapshot(root: Self.tree)
        let variant = try #require(snapshot.variants.first { $0.name == family })
        let found = Self.found(variant)
        let expected = try #require(Self.expected[family])
        for path in Set(found.keys).union(expected.keys).sorted()
        where found[path] != expected[path] {
            Issue.record(
                "\(family)/\(path): \(found[path] ?? "missing"), expected \(expected[path] ?? "none")"
            )
        }
    }

    /// Base classes in a shared folder are no screen's view controller: subclassing them is
    /// neither navigation coupling nor a breach of the MVP-C rules.
    @Test func baseClassesInASharedFolderMakeNoCouplingAndNoViolation() throws {
        let snapshot = try collectSnapshot(
            root: Self.tree, config: Repository.path("Examples/rules-mvp-c.json"))
        let analysis = try #require(
            snapshot.analysis?.variants.first { $0.name == "SharedFolders" })
        #expect(analysis.coupling.navigationScreenPairs.map { "\($0.from)→\($0.to)" } == [])
        #expect(analysis.ruleViolations ?? [] == [])
    }

    /// The report's notes count, per variant, the files weak evidence alone placed.
    @Test func theReportCountsTheGuessesPerVariant() throws {
        let snapshot = try collectSnapshot(root: Self.tree)
        let summary = try #require(SourceTables.roleSummaryTable(snapshot, measure: .physical))
        let note = try #require(summary.notes.first { $0.contains("weak evidence alone") })
        #expect(note.contains("SharedFolders 3,"))
        #expect(note.contains("SilentGuesses 1"))
        #expect(note.contains("RoleContracts 0"))
        #expect(note.contains("`archmetrics roles --uncertain`"))
    }

    /// A name one slip from the screen of the folder that places it is warned about.
    @Test func aNearMissInItsScreenFolderIsWarnedAbout() throws {
        let snapshot = try collectSnapshot(root: Self.tree)
        let warnings = snapshot.diagnostics.filter {
            $0.severity == .warning && $0.path.contains("SilentGuesses")
        }
        #expect(
            warnings.map { String($0.path.split(separator: "/").last!) } == [
                "ForgottPasswordPresenter.swift"
            ])
        #expect(warnings.first?.message.contains("'ForgottenPassword'") == true)
    }

    /// `roles` reads each file's code as `report` does: a child view controller in another
    /// folder joins the screen whose view controller names it, in the listing too.
    @Test func rolesJoinsAChildViewControllerAsTheReportDoes() throws {
        let configuration = try ToolConfiguration.load(
            path: nil, root: Self.tree, variantOverrides: [], in: testContext())
        let listing = RoleListing.list(
            configuration, variantNames: ["ChildViewControllers"], in: testContext()
        ).listing
        let files = try #require(listing.variants.first?.files)
        let child = files.first {
            $0.path == "App/Components/SearchResults/SearchResultsViewController.swift"
        }
        #expect(child?.screen == "Search")
        #expect(listing.screens.map(\.name).contains("SearchHistory"))
        #expect(!listing.screens.map(\.name).contains("SearchResults"))
    }

    /// `roles` says which screens it found and why, and which screen folders made none.
    @Test func rolesShowsTheScreensFoundAndTheFoldersThatMadeNone() throws {
        let configuration = try ToolConfiguration.load(
            path: nil, root: Self.tree, variantOverrides: [], in: testContext())
        let listing = RoleListing.list(
            configuration, variantNames: ["SharedFolders"], in: testContext()
        ).listing
        let screens = listing.screens.map { "\($0.name): \($0.why)" }
        #expect(
            screens == [
                "Login: view controller LoginViewController",
                "PlayerList: view controller PlayerListViewController",
            ])
        #expect(
            listing.foldersWithoutScreen.map(\.folder) == [
                "App/Modules/Common", "App/Modules/Entities",
            ])
        let table = listing.table()
        #expect(table.contains("Screens found, and why:"))
        #expect(table.contains("SharedFolders  App/Modules/Common"))
    }
}

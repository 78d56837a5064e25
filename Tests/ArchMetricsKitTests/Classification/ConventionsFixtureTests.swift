import Foundation
import TestSupport
import Testing

@testable import ArchMetricsModel

/// `Fixtures/conventions`: the layouts real apps use, one variant folder each, read with the
/// default rules and no configuration: folders per role (MVC, MVP, MVVM), a layered app
/// (`ApplicationLayer/`, `BusinessLogicLayer/`, `PresentationLayer/<Feature>/` with plain
/// `<Feature>Controller` classes and views that are view controllers through a base class),
/// older VIPER (wireframes, assemblers, data managers, no `Modules/`), SwiftUI with
/// `ObservableObject` and `@Observable` view models, and a reducer-based app.
@Suite struct ConventionsFixtureTests {
    static var tree: URL {
        Fixtures.folder("conventions")
    }

    static func collect() throws -> MetricsSnapshot {
        return try collectSnapshot(root: tree)
    }

    /// Variant → path → "role screen" (the screen left out when the file has none).
    static let expected: [String: [String: String]] = [
        "FolderPerRoleMVC": [
            "App/AppDelegate.swift": "shared",
            "App/Controllers/LoginController.swift": "viewController Login",
            "App/Controllers/SignupController.swift": "viewController Signup",
            "App/Controllers/LoginFormValidator.swift": "localModel Login",
            "App/Views/LoginView.swift": "view Login",
            "App/Views/SignupView.swift": "view Signup",
            "App/Views/AvatarBadge.swift": "shared",
            "App/Views/PlayerCell.swift": "shared",
            "App/Models/User.swift": "shared",
            "AppTests/LoginControllerTests.swift": "test",
        ],
        "FolderPerRoleMVP": [
            "App/Presenters/LoginPresenter.swift": "presenter Login",
            "App/Presenters/SignupPresenter.swift": "presenter Signup",
            "App/Presenters/BasePresenter.swift": "shared",
            "App/ViewControllers/LoginViewController.swift": "viewController Login",
            "App/ViewControllers/SignupViewController.swift": "viewController Signup",
            "App/Views/LoadingView.swift": "shared",
            "App/Services/AuthService.swift": "shared",
        ],
        "FolderPerRoleMVVM": [
            "App/ViewModels/LoginViewModel.swift": "viewModel Login",
            "App/ViewModels/SignupViewModel.swift": "viewModel Signup",
            "App/ViewModels/SignupFormState.swift": "localModel Signup",
            "App/ViewControllers/LoginViewController.swift": "viewController Login",
            "App/ViewControllers/SignupViewController.swift": "viewController Signup",
            "App/Coordinators/AppCoordinator.swift": "coordinator",
            "App/Coordinators/Coordinator.swift": "coordinator",
            "App/Coordinators/LoginCoordinator.swift": "coordinator Login",
        ],
        "LayeredMVC": [
            "ApplicationLayer/AppDelegate.swift": "shared",
            "ApplicationLayer/SceneDelegate.swift": "shared",
            "BusinessLogicLayer/Services/PokemonService.swift": "shared",
            "BusinessLogicLayer/Models/Pokemon.swift": "shared",
            "PresentationLayer/Base/BaseView.swift": "shared",
            "PresentationLayer/PokemonList/PokemonListView.swift": "view PokemonList",
            "PresentationLayer/PokemonList/PokemonListController.swift":
                "viewController PokemonList",
            "PresentationLayer/PokemonList/PokemonCell.swift": "shared",
            "PresentationLayer/PokemonDetail/PokemonDetailView.swift": "view PokemonDetail",
            "PresentationLayer/PokemonDetail/PokemonDetailController.swift":
                "viewController PokemonDetail",
            "PresentationLayer/PokemonDetail/StatsFormatter.swift": "localModel PokemonDetail",
            "PresentationLayer/Assembly/PokemonListFactory.swift": "assembly PokemonList",
            "PresentationLayer/Assembly/PokemonDetailFactory.swift": "assembly PokemonDetail",
            "PresentationLayer/Assembler/PokemonListAssembler.swift": "assembly PokemonList",
            "PresentationLayer/Assembler/PokemonDetailAssembler.swift": "assembly PokemonDetail",
        ],
        "VIPERWireframes": [
            "Features/Login/LoginViewController.swift": "viewController Login",
            "Features/Login/LoginPresenter.swift": "presenter Login",
            "Features/Login/LoginInteractor.swift": "interactor Login",
            "Features/Login/LoginWireframe.swift": "router Login",
            "Features/Login/LoginAssembler.swift": "assembly Login",
            "Features/Login/LoginDataManager.swift": "worker Login",
            "Features/Login/LoginInterfaces.swift": "contract Login",
            "Features/Search/SearchProtocols.swift": "contract Search",
            "Features/Search/View/SearchView.swift": "view Search",
            "Features/Search/Presenter/SearchPresenter.swift": "presenter Search",
            "Features/Search/Interactor/SearchInteractor.swift": "interactor Search",
            "Features/Search/Interactor/ResultsParser.swift": "interactor Search",
            "Features/Search/Wireframe/SearchWireframe.swift": "router Search",
            "Features/Search/Assembler/SearchAssembler.swift": "assembly Search",
            "Common/Wireframe.swift": "router",
            "Common/APIClient.swift": "shared",
        ],
        "SwiftUIMVVM": [
            "App/ShopApp.swift": "shared",
            "Features/Profile/ProfileView.swift": "view Profile",
            "Features/Profile/ProfileViewModel.swift": "viewModel Profile",
            "Features/Profile/AvatarPicker.swift": "view Profile",
            "Features/Settings/SettingsScreen.swift": "view Settings",
            "Features/Settings/SettingsModel.swift": "viewModel Settings",
            "Components/PrimaryButton.swift": "shared",
            "Models/Item.swift": "shared",
        ],
        "ReducerApp": [
            "App/AppFeature.swift": "shared",
            "Features/Counter/CounterFeature.swift": "reducer Counter",
            "Features/Counter/CounterView.swift": "view Counter",
            "Features/Favorites/FavoritesReducer.swift": "reducer Favorites",
            "Features/Favorites/FavoritesView.swift": "view Favorites",
            "Features/Favorites/FavoriteRow.swift": "view Favorites",
            "Dependencies/NumberFactClient.swift": "shared",
            "Tests/CounterFeatureTests.swift": "test",
        ],
    ]

    @Test func everyFileOfEveryLayoutHasItsRoleAndScreenWithNoConfiguration() throws {
        let snapshot = try Self.collect()
        #expect(Set(snapshot.variants.map(\.name)) == Set(Self.expected.keys))
        for variant in snapshot.variants {
            let expected = try #require(Self.expected[variant.name])
            let found = Dictionary(
                uniqueKeysWithValues: variant.files.map { file in
                    (
                        file.path,
                        [file.role.rawValue, file.screen].compactMap { $0 }.joined(separator: " ")
                    )
                })
            // Every file is listed, so a file added to the fixture is checked too.
            #expect(Set(found.keys) == Set(expected.keys), "\(variant.name)")
            for (path, value) in expected {
                let reason = variant.files.first { $0.path == path }?.reason ?? "missing"
                #expect(found[path] == value, "\(variant.name) \(path): \(reason)")
            }
        }
    }

    /// The reason names the evidence that decided and what it overruled.
    @Test func theReasonRecordsTheEvidenceThatDecidedAndWhatItOverruled() throws {
        let snapshot = try Self.collect()
        func reason(_ variant: String, _ path: String) -> String? {
            snapshot.variants.first { $0.name == variant }?.files.first { $0.path == path }?.reason
        }
        #expect(
            reason("LayeredMVC", "PresentationLayer/PokemonList/PokemonListView.swift")
                == "suffix View (over conformance UIViewController via BaseView)")
        #expect(
            reason("LayeredMVC", "PresentationLayer/Base/BaseView.swift")
                == "suffix View (over conformance UIViewController), but no known screen 'Base': shared"
        )
        #expect(
            reason("LayeredMVC", "PresentationLayer/PokemonDetail/StatsFormatter.swift")
                == "no role rule; in feature folder PresentationLayer/PokemonDetail")
        #expect(
            reason("FolderPerRoleMVC", "App/Views/PlayerCell.swift")
                == "suffix Cell (over folder Views)")
        #expect(
            reason("FolderPerRoleMVC", "App/Views/AvatarBadge.swift")
                == "folder Views, but no known screen: shared")
        #expect(
            reason("VIPERWireframes", "Features/Search/Interactor/ResultsParser.swift")
                == "folder Interactor; in feature folder Features/Search")
        #expect(
            reason("SwiftUIMVVM", "Features/Settings/SettingsModel.swift")
                == "conformance Observable; name starts with screen Settings")
    }
}

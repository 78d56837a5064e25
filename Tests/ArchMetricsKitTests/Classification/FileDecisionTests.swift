import ArchMetricsSupport
import Testing

@testable import ArchMetricsClassification
@testable import ArchMetricsModel
@testable import SwiftScanning

/// The classifier's one decision per file says, in typed fields, what its reason says in
/// prose: the evidence that decided and what it overruled, a near miss of a screen, the app's
/// own flow, a test. Consumers (the near-miss warnings, `roles`) read these fields; the reason
/// is rendered from them.
@Suite struct FileDecisionTests {
    func decisions(_ files: [ScannedFile]) -> [String: FileClassifier.Placement] {
        Dictionary(
            uniqueKeysWithValues: FileClassifier(cancellation: CancellationToken())
                .placeKeepingOrder(files).map {
                    ($0.file.path, $0)
                })
    }

    @Test func eachFactOfTheDecisionIsAField() throws {
        let placed = decisions([
            scannedClass(
                "App/ThingList/ThingListViewController.swift", inherits: ["UIViewController"]),
            scannedClass("App/ThingList/ThingListPresenter.swift"),
            scannedClass("App/Misc/ThingsListPresenter.swift"),
            scannedClass("App/AppCoordinator.swift"),
            scannedClass("App/Login/LoginView.swift", inherits: ["BaseView"]),
            scannedClass("App/Base/BaseView.swift", inherits: ["UIViewController"]),
            scannedClass("App/Scenes/ForgottenPassword/ForgottenPasswordViewController.swift"),
            scannedClass("App/Scenes/ForgottenPassword/ForgottPasswordPresenter.swift"),
            scannedClass("AppTests/ThingListPresenterTests.swift"),
        ])

        let nearMiss = try #require(placed["App/Misc/ThingsListPresenter.swift"]?.decision)
        #expect(nearMiss.role == .presenter && nearMiss.screen == nil)
        #expect(nearMiss.unplacedRole == .presenter)
        #expect(nearMiss.wantedScreen == "ThingsList" && nearMiss.nearScreen == "ThingList")
        #expect(!nearMiss.isAppFlow && nearMiss.folderSlip == nil)

        let flow = try #require(placed["App/AppCoordinator.swift"]?.decision)
        #expect(flow.role == .coordinator && flow.screen == nil && flow.isAppFlow)
        #expect(flow.unplacedRole == nil && flow.nearScreen == nil)

        let view = try #require(placed["App/Login/LoginView.swift"]?.decision)
        #expect(view.evidence == .rule(RoleRule(.suffix, "View", .view)))
        #expect(view.overruled.map(\.phrase) == ["conformance UIViewController via BaseView"])

        let slip = try #require(
            placed["App/Scenes/ForgottenPassword/ForgottPasswordPresenter.swift"]?.decision)
        #expect(slip.screen == "ForgottenPassword")
        #expect(
            slip.folderSlip
                == FileDecision.NearMiss(wanted: "ForgottPassword", near: "ForgottenPassword"))

        let test = try #require(placed["AppTests/ThingListPresenterTests.swift"]?.decision)
        #expect(test.isTest && !nearMiss.isTest)

        // The file the snapshot records carries the decision's role, screen and guess, and
        // its reason is the decision rendered.
        for placement in placed.values {
            #expect(placement.file.reason == placement.decision.reason)
            #expect(placement.file.role == placement.decision.role)
            #expect(placement.file.screen == placement.decision.screen)
            #expect(placement.file.guess == placement.decision.guess)
        }
        #expect(
            nearMiss.reason
                == "suffix Presenter, but screen 'ThingsList' is unknown (near screen 'ThingList')")
        #expect(flow.reason == "suffix Coordinator, of no screen: the app's own flow")
    }
}

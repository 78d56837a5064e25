import HeadlessUI
import Testing

@MainActor
@Suite struct ViewControllerLifecycleTests {
    @Test func viewLoadsLazilyAndViewDidLoadRunsOnce() {
        let journal = Journal()
        let screen = RecordingViewController("A", journal: journal)
        #expect(!screen.isViewLoaded)
        #expect(journal.entries.isEmpty)

        _ = screen.view
        _ = screen.view
        screen.loadViewIfNeeded()

        #expect(screen.isViewLoaded)
        #expect(journal.drain() == ["A.viewDidLoad"])
    }

    @Test func loadViewOverrideInstallsTheCustomView() {
        final class LabelView: UIView {}
        final class CustomScreen: UIViewController {
            var viewSeenInViewDidLoad: UIView?
            override func loadView() { view = LabelView() }
            override func viewDidLoad() { viewSeenInViewDidLoad = view }
        }
        let screen = CustomScreen()
        #expect(screen.view is LabelView)
        #expect(screen.viewSeenInViewDidLoad === screen.view)
    }

    @Test func windowShowsRootAndWillAppearRunsEachTimeShown() {
        let journal = Journal()
        let root = RecordingViewController("Root", journal: journal)
        let window = UIWindow()
        window.rootViewController = root
        #expect(journal.entries.isEmpty, "nothing appears before the window is visible")

        window.makeKeyAndVisible()
        #expect(
            journal.drain() == ["Root.viewDidLoad", "Root.viewWillAppear", "Root.viewDidAppear"])
        #expect(root.isOnScreen)

        let other = RecordingViewController("Other", journal: journal)
        window.rootViewController = other
        #expect(
            journal.drain() == [
                "Root.viewWillDisappear", "Other.viewDidLoad", "Other.viewWillAppear",
                "Root.viewDidDisappear", "Other.viewDidAppear",
            ])
        window.rootViewController = root
        #expect(
            journal.drain() == [
                "Other.viewWillDisappear", "Root.viewWillAppear", "Other.viewDidDisappear",
                "Root.viewDidAppear",
            ], "viewDidLoad is not repeated, viewWillAppear is")
    }

    @Test func titleFeedsTheNavigationItem() {
        let screen = UIViewController()
        screen.title = "Players"
        #expect(screen.navigationItem.title == "Players")
        let select = UIBarButtonItem(title: "Select", style: .plain)
        screen.navigationItem.rightBarButtonItem = select
        #expect(screen.navigationItem.rightBarButtonItem === select)
    }

    @Test func presentRecordsTheAlertAndDismissClearsIt() {
        let screen = UIViewController()
        let alert = UIAlertController(title: "Error", message: "Boom", preferredStyle: .alert)
        var completed = false
        screen.present(alert, animated: true) { completed = true }

        #expect(completed)
        #expect(screen.presentedViewController === alert)
        #expect(alert.presentingViewController === screen)

        let second = UIAlertController(title: "Second", message: nil, preferredStyle: .alert)
        screen.present(second, animated: true)
        #expect(
            screen.presentedViewController === alert, "UIKit refuses to present over a presentation"
        )

        screen.dismiss(animated: true)
        #expect(screen.presentedViewController == nil)
        #expect(alert.presentingViewController == nil)
    }

    @Test func presentationFromAScreenInANavigationControllerIsHeldByTheNavigationController() {
        let screen = UIViewController()
        let navigation = UINavigationController(rootViewController: screen)
        let alert = UIAlertController(title: "Error", message: nil, preferredStyle: .alert)
        screen.present(alert, animated: true)
        #expect(navigation.presentedViewController === alert)
        #expect(screen.presentedViewController === alert)
        #expect(navigation.visibleViewController === alert)
        alert.dismiss(animated: true)
        #expect(screen.presentedViewController == nil)
        #expect(navigation.visibleViewController === screen)
    }
}

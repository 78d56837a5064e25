import HeadlessUI
import Testing

/// Logs what a navigation controller tells its delegate, including the transition's "from" screen.
@MainActor
final class RecordingNavigationDelegate: UINavigationControllerDelegate {
    let journal: Journal

    init(journal: Journal) {
        self.journal = journal
    }

    func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController,
        animated: Bool
    ) {
        journal.record("willShow \(viewController.title ?? "?")")
    }

    func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController,
        animated: Bool
    ) {
        let from = navigationController.transitionCoordinator?.viewController(forKey: .from)
        let fromWasPopped = from.map { left in
            !navigationController.viewControllers.contains { $0 === left }
        }
        journal.record(
            "didShow \(viewController.title ?? "?") from \(from?.title ?? "nil") popped \(fromWasPopped ?? false)"
        )
    }
}

@MainActor
@Suite struct NavigationControllerTests {
    private let journal = Journal()

    /// A visible navigation controller with `Root` on its stack; the journal starts empty.
    private func makeVisibleNavigation() -> (
        UINavigationController, RecordingNavigationDelegate, UIWindow
    ) {
        let navigation = UINavigationController(
            rootViewController: RecordingViewController("Root", journal: journal))
        let delegate = RecordingNavigationDelegate(journal: journal)
        navigation.delegate = delegate
        let window = UIWindow()
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        _ = journal.drain()
        return (navigation, delegate, window)
    }

    @Test func rootAppearsWhenTheNavigationControllerIsShown() {
        let navigation = UINavigationController(
            rootViewController: RecordingViewController("Root", journal: journal))
        let window = UIWindow()
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        #expect(
            journal.drain() == ["Root.viewDidLoad", "Root.viewWillAppear", "Root.viewDidAppear"])
    }

    @Test func pushShowsTheNewScreenWithLifecycleAndDelegateCallbacksInOrder() {
        let (navigation, delegate, window) = makeVisibleNavigation()
        let detail = RecordingViewController("Detail", journal: journal)
        navigation.pushViewController(detail, animated: true)

        #expect(navigation.viewControllers.map(\.title) == ["Root", "Detail"])
        #expect(navigation.topViewController === detail)
        #expect(detail.navigationController === navigation)
        #expect(
            journal.drain() == [
                "Detail.viewDidLoad", "willShow Detail",
                "Root.viewWillDisappear", "Detail.viewWillAppear", "Root.viewDidDisappear",
                "Detail.viewDidAppear",
                "didShow Detail from Root popped false",
            ])
        #expect(
            navigation.transitionCoordinator == nil,
            "the coordinator lives only during the transition")
        withExtendedLifetime((delegate, window)) {}
    }

    @Test func popReturnsTheTopScreenTellsTheDelegateAndReappearsTheOneBelow() {
        let (navigation, delegate, window) = makeVisibleNavigation()
        let detail = RecordingViewController("Detail", journal: journal)
        navigation.pushViewController(detail, animated: false)
        _ = journal.drain()

        let popped = navigation.popViewController(animated: true)

        #expect(popped === detail)
        #expect(detail.navigationController == nil)
        #expect(navigation.viewControllers.map(\.title) == ["Root"])
        #expect(
            journal.drain() == [
                "willShow Root",
                "Detail.viewWillDisappear", "Root.viewWillAppear", "Detail.viewDidDisappear",
                "Root.viewDidAppear",
                "didShow Root from Detail popped true",
            ])
        #expect(navigation.popViewController(animated: true) == nil, "the root is never popped")
        #expect(journal.entries.isEmpty)
        withExtendedLifetime((delegate, window)) {}
    }

    @Test func popToViewControllerPopsEverythingAboveIt() {
        let (navigation, delegate, window) = makeVisibleNavigation()
        let list = RecordingViewController("List", journal: journal)
        let confirm = RecordingViewController("Confirm", journal: journal)
        let gather = RecordingViewController("Gather", journal: journal)
        for screen in [list, confirm, gather] {
            navigation.pushViewController(screen, animated: false)
        }
        _ = journal.drain()

        let popped = navigation.popToViewController(list, animated: true)

        #expect(popped?.map(\.title) == ["Confirm", "Gather"])
        #expect(navigation.viewControllers.map(\.title) == ["Root", "List"])
        #expect(
            journal.drain() == [
                "willShow List",
                "Gather.viewWillDisappear", "List.viewWillAppear", "Gather.viewDidDisappear",
                "List.viewDidAppear",
                "didShow List from Gather popped true",
            ], "Confirm was never on screen, so it gets no appearance callbacks")
        #expect(navigation.popToViewController(UIViewController(), animated: true) == nil)
        withExtendedLifetime((delegate, window)) {}
    }

    @Test func popToRootLeavesOnlyTheRoot() {
        let (navigation, delegate, window) = makeVisibleNavigation()
        navigation.pushViewController(
            RecordingViewController("A", journal: journal), animated: false)
        navigation.pushViewController(
            RecordingViewController("B", journal: journal), animated: false)

        let popped = navigation.popToRootViewController(animated: false)

        #expect(popped?.map(\.title) == ["A", "B"])
        #expect(navigation.viewControllers.map(\.title) == ["Root"])
        withExtendedLifetime((delegate, window)) {}
    }

    @Test func tapBackPopsLikeTheBackButtonAndDoesNothingOnTheRoot() {
        let (navigation, delegate, window) = makeVisibleNavigation()
        #expect(navigation.tapBack() == nil)
        let detail = RecordingViewController("Detail", journal: journal)
        navigation.pushViewController(detail, animated: true)
        _ = journal.drain()

        #expect(navigation.tapBack() === detail)
        #expect(journal.entries.contains("didShow Root from Detail popped true"))

        let noBack = RecordingViewController("NoBack", journal: journal)
        noBack.navigationItem.hidesBackButton = true
        navigation.pushViewController(noBack, animated: true)
        #expect(navigation.tapBack() == nil)
        #expect(navigation.topViewController === noBack)
        withExtendedLifetime((delegate, window)) {}
    }

    @Test func aPoppedScreenIsDeallocatedWhenNothingElseHoldsIt() {
        let (navigation, delegate, window) = makeVisibleNavigation()
        weak var weakDetail: UIViewController?
        do {
            let detail = RecordingViewController("Detail", journal: journal)
            let button = UIButton()
            button.addTarget(
                detail, action: RecordingViewController.viewDidLoad, for: .touchUpInside)
            detail.view.addSubview(button)
            detail.navigationItem.rightBarButtonItem = UIBarButtonItem(
                title: "Done", style: .done, target: detail,
                action: RecordingViewController.viewDidLoad)
            detail.present(
                UIAlertController(title: "Hi", message: nil, preferredStyle: .alert), animated: true
            )
            navigation.pushViewController(detail, animated: true)
            weakDetail = detail
        }
        #expect(weakDetail != nil, "the stack holds the pushed screen")
        navigation.presentedViewController?.dismiss(animated: true)
        navigation.tapBack()
        #expect(weakDetail == nil, "popping released the last strong reference")
        withExtendedLifetime((delegate, window)) {}
    }

    @Test func offScreenNavigationLoadsNothingUntilShown() {
        let navigation = UINavigationController(
            rootViewController: RecordingViewController("Root", journal: journal))
        navigation.pushViewController(
            RecordingViewController("Detail", journal: journal), animated: false)
        #expect(journal.entries.isEmpty)
        let window = UIWindow()
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        #expect(
            journal.drain() == [
                "Detail.viewDidLoad", "Detail.viewWillAppear", "Detail.viewDidAppear",
            ],
            "only the top screen is shown")
    }

    @Test func settingViewControllersReplacesTheStack() {
        let (navigation, delegate, window) = makeVisibleNavigation()
        let a = RecordingViewController("A", journal: journal)
        let b = RecordingViewController("B", journal: journal)
        navigation.viewControllers = [a, b]
        #expect(navigation.viewControllers.map(\.title) == ["A", "B"])
        #expect(a.navigationController === navigation)
        #expect(journal.entries.last == "didShow B from Root popped true")
        withExtendedLifetime((delegate, window)) {}
    }
}

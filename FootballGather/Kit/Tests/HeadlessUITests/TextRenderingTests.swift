import HeadlessUI
import Testing

/// A small Login-like screen built the way the variants build theirs.
@MainActor
final class SampleLoginViewController: UIViewController {
    let usernameField = UITextField()
    let passwordField = UITextField()
    let rememberMeSwitch = UISwitch()
    let loginButton = UIButton()
    let loadingView = UIView()
    private(set) var loginTaps = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Login"
        usernameField.placeholder = "Username"
        passwordField.isSecureTextEntry = true
        rememberMeSwitch.accessibilityIdentifier = "rememberMe"
        rememberMeSwitch.isOn = true
        loginButton.setTitle("Login", for: .normal)
        loginButton.addTarget(self, action: SampleLoginViewController.login, for: .touchUpInside)
        loadingView.accessibilityIdentifier = "loading"
        loadingView.isHidden = true
        loadingView.addSubview(UILabel())
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            title: "Register", style: .plain, target: self, action: SampleLoginViewController.login)
        for subview in [usernameField, passwordField, rememberMeSwitch, loginButton, loadingView] {
            view.addSubview(subview)
        }
    }

    func login() {
        loginTaps += 1
    }
}

@MainActor
@Suite struct TextRenderingTests {
    @Test func rendersAScreenWithItsControlsAndHidesHiddenViews() {
        let screen = SampleLoginViewController()
        screen.loadViewIfNeeded()
        screen.usernameField.type("demo-user")
        screen.passwordField.type("pass")
        screen.loginButton.isEnabled = false

        #expect(
            screen.renderText() == """
                SampleLoginViewController "Login" | right: [Register]
                  TextField "demo-user"
                  TextField "••••" (secure)
                  Switch#rememberMe on
                  Button [Login] (disabled)
                """)
    }

    @Test func rendersANavigationStackTableAndPresentedAlert() {
        let model = TeamsTableModel([("Team A", ["Ann"]), ("Team B", ["Bob \"B\""])])
        let screen = UIViewController()
        screen.title = "Gather in progress"
        let table = UITableView()
        table.dataSource = model
        screen.view.addSubview(table)
        let stepper = UIStepper()
        stepper.value = 2
        screen.view.addSubview(stepper)
        let navigation = UINavigationController(rootViewController: SampleLoginViewController())
        navigation.pushViewController(screen, animated: false)
        table.selectRow(at: IndexPath(row: 0, section: 0))
        table.cellForRow(at: IndexPath(row: 0, section: 1))?.accessoryType = .checkmark
        let alert = UIAlertController(
            title: "End Gather", message: "Are you sure?", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Yes", style: .default))
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        screen.present(alert, animated: true)

        #expect(
            navigation.renderText() == """
                Navigation: SampleLoginViewController > UIViewController
                UIViewController "Gather in progress" | left: [< Back]
                  Table
                    Section 0 "Team A"
                      Row 0: Cell "Ann" (selected)
                    Section 1 "Team B"
                      Row 0: Cell "Bob \\"B\\"" ✓
                  Stepper 2 (0...100)
                  Alert "End Gather": "Are you sure?"
                    [Yes]
                    [Cancel] cancel
                """)
    }

    @Test func theBackButtonIsTitledAfterTheScreenBelowAndOnlyShownWhenItCanPop() {
        let players = UIViewController()
        players.title = "Players"
        let detail = UIViewController()
        detail.title = "John"
        let navigation = UINavigationController(rootViewController: players)
        #expect(
            navigation.renderText() == "Navigation: UIViewController\nUIViewController \"Players\"")
        navigation.pushViewController(detail, animated: false)
        #expect(detail.renderText() == #"UIViewController "John" | left: [< Players]"#)
        detail.navigationItem.hidesBackButton = true
        #expect(detail.renderText() == #"UIViewController "John""#)
    }

    @Test func rendersPickerToolbarImageAndBlockedViews() {
        let overlay = UIView()
        overlay.accessibilityIdentifier = "timerOverlay"
        let picker = UIPickerView()
        let source = CountdownPickerSource()
        picker.dataSource = source
        picker.delegate = source
        picker.selectRow(10, inComponent: 0, animated: false)
        let toolbar = UIToolbar()
        let done = UIBarButtonItem(title: "Done", style: .done)
        done.isEnabled = false
        toolbar.items = [UIBarButtonItem(title: "Cancel", style: .plain), done]
        overlay.addSubview(picker)
        overlay.addSubview(toolbar)
        overlay.addSubview(UIImageView(image: UIImage(named: "ticked")))
        let label = UILabel()
        label.text = "10:00"
        let root = UIView()
        root.isUserInteractionEnabled = false
        root.addSubview(label)
        root.addSubview(overlay)

        #expect(
            root.renderText() == """
                View (no interaction)
                  Label "10:00"
                  View#timerOverlay
                    Picker [10 min | 0 sec]
                    Toolbar [Cancel] [Done] (disabled)
                    Image ticked
                """)
    }

    @Test func rendersAnEmptyTextFieldWithItsPlaceholderAndAnEmptyTable() {
        let field = UITextField()
        field.placeholder = "Enter name of the player"
        #expect(field.renderText() == #"TextField "" placeholder "Enter name of the player""#)
        #expect(UITableView().renderText() == "Table\n  (no sections)")
    }
}

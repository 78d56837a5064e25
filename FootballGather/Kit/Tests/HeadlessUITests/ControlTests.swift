import HeadlessUI
import Testing

/// A target that counts the actions it receives, with and without a sender.
@MainActor
final class ActionCounter {
    private(set) var count = 0
    private(set) var senders: [AnyObject] = []

    func fire() {
        count += 1
    }

    func recordSender(_ sender: UIControl) {
        count += 1
        senders.append(sender)
    }
}

@MainActor
@Suite struct ControlTests {
    @Test func buttonTapSendsTouchUpInsideToItsTargets() {
        let button = UIButton()
        let counter = ActionCounter()
        button.addTarget(counter, action: ActionCounter.fire, for: .touchUpInside)
        button.addTarget(counter, action: ActionCounter.recordSender, for: .touchUpInside)
        button.addTarget(counter, action: ActionCounter.fire, for: .valueChanged)

        #expect(button.tap())
        #expect(counter.count == 2)
        #expect(counter.senders.first === button)
    }

    @Test func buttonIgnoresTapsWhenDisabledHiddenOrBlockedButSendActionsStillWorks() {
        let container = UIView()
        let button = UIButton()
        container.addSubview(button)
        let counter = ActionCounter()
        button.addTarget(counter, action: ActionCounter.fire, for: .touchUpInside)

        button.isEnabled = false
        #expect(!button.tap())
        button.isEnabled = true
        container.isUserInteractionEnabled = false
        #expect(!button.tap())
        container.isUserInteractionEnabled = true
        container.isHidden = true
        #expect(!button.tap())
        #expect(counter.count == 0)

        button.sendActions(for: .touchUpInside)
        #expect(counter.count == 1, "sendActions is programmatic, as in UIKit")
    }

    @Test func buttonTargetsAreWeakAndRemovable() {
        let button = UIButton()
        do {
            let counter = ActionCounter()
            button.addTarget(counter, action: ActionCounter.fire, for: .touchUpInside)
            #expect(button.allTargets().count == 1)
        }
        #expect(button.allTargets().isEmpty)
        #expect(button.tap(), "a tap with no live target still lands, and does nothing")

        let counter = ActionCounter()
        button.addTarget(counter, action: ActionCounter.fire, for: .touchUpInside)
        button.removeTarget(counter, for: .touchUpInside)
        button.tap()
        #expect(counter.count == 0)
    }

    @Test func buttonTitleFollowsItsState() {
        let button = UIButton()
        button.setTitle("Add player", for: .normal)
        #expect(button.currentTitle == "Add player")
        button.setTitle("Unavailable", for: .disabled)
        button.isEnabled = false
        #expect(button.currentTitle == "Unavailable")
        button.setTitle(nil, for: .disabled)
        #expect(
            button.currentTitle == "Add player", "a state without a title falls back to .normal")
    }

    @Test func barButtonItemTapCallsItsTargetUnlessDisabled() {
        let counter = ActionCounter()
        let item = UIBarButtonItem(
            title: "Select", style: .plain, target: counter, action: ActionCounter.fire)
        #expect(item.tap())
        item.isEnabled = false
        #expect(!item.tap())
        #expect(counter.count == 1)

        let done = UIBarButtonItem(
            barButtonSystemItem: .done, target: counter, action: ActionCounter.fire)
        #expect(done.title == "Done")
        #expect(done.target === counter)
    }

    @Test func textFieldTypingSendsEditingChangedPerCharacter() {
        let field = UITextField()
        field.placeholder = "Enter name of the player"
        let counter = ActionCounter()
        field.addTarget(counter, action: ActionCounter.fire, for: .editingChanged)

        #expect(field.type("Bob"))
        #expect(field.text == "Bob")
        #expect(counter.count == 3)
        #expect(field.isFirstResponder)

        field.deleteBackward()
        #expect(field.text == "Bo")
        field.replaceText(with: "")
        #expect(field.text == "")
        #expect(counter.count == 5)

        field.text = "set in code"
        #expect(counter.count == 5, "setting text in code sends no event")
    }

    @Test func hiddenTextFieldCannotBeTypedIntoAndEndEditingResigns() {
        let container = UIView()
        let field = UITextField()
        container.addSubview(field)
        field.type("a")
        #expect(field.isFirstResponder)
        #expect(container.endEditing(true))
        #expect(!field.isFirstResponder)

        field.isHidden = true
        #expect(!field.type("b"))
        #expect(field.text == "a")
    }

    @Test func focusMovesBetweenFieldsAndEditingEventsFollowIt() {
        let form = UIView()
        let username = UITextField()
        let password = UITextField()
        form.addSubview(username)
        form.addSubview(password)
        let counter = ActionCounter()
        username.addTarget(
            counter, action: ActionCounter.fire, for: [.editingDidBegin, .editingDidEnd])

        username.type("demo")
        #expect(counter.count == 1, "editingDidBegin once, not per character")
        password.type("secret")
        #expect(password.isFirstResponder)
        #expect(!username.isFirstResponder, "only one field has the keyboard")
        #expect(counter.count == 2, "username sent editingDidEnd")
    }

    @Test func switchTapFlipsAndSendsValueChanged() {
        let toggle = UISwitch()
        toggle.isOn = true
        let counter = ActionCounter()
        toggle.addTarget(counter, action: ActionCounter.fire, for: .valueChanged)
        #expect(toggle.tap())
        #expect(!toggle.isOn)
        #expect(counter.count == 1)
        toggle.setOn(true, animated: false)
        #expect(toggle.isOn)
        #expect(counter.count == 1)
    }

    @Test func stepperStaysWithinItsBoundsAndReportsOnlyRealChanges() {
        let stepper = UIStepper()
        #expect(stepper.minimumValue == 0)
        #expect(stepper.maximumValue == 100)
        let counter = ActionCounter()
        stepper.addTarget(counter, action: ActionCounter.recordSender, for: .valueChanged)

        #expect(!stepper.decrement(), "already at the minimum")
        #expect(stepper.increment())
        #expect(stepper.value == 1)
        #expect(counter.senders.first === stepper)

        stepper.value = 99.5
        #expect(stepper.increment())
        #expect(stepper.value == 100, "clamped to the maximum")
        #expect(!stepper.increment())
        #expect(counter.count == 2)

        stepper.value = 250
        #expect(stepper.value == 100)
        stepper.value = -3
        #expect(stepper.value == 0)
        stepper.stepValue = 5
        stepper.increment()
        #expect(stepper.value == 5)
    }

    @Test func imageViewHoldsANamedImage() {
        let checkbox = UIImageView(image: UIImage(named: "unticked"))
        #expect(checkbox.image == UIImage(named: "unticked"))
        checkbox.image = UIImage(named: "ticked")
        #expect(checkbox.image?.name == "ticked")
        #expect(UIImage(named: "") == nil)
    }

    @Test func viewsAreFoundByIdentifierAndTag() {
        let root = UIView()
        let stack = UIStackView(arrangedSubviews: [UILabel(), UIStepper()])
        stack.arrangedSubviews[1].accessibilityIdentifier = "teamA"
        stack.arrangedSubviews[0].tag = 7
        root.addSubview(stack)
        #expect(root.view(withAccessibilityIdentifier: "teamA") is UIStepper)
        #expect(root.viewWithTag(7) is UILabel)
        #expect(stack.arrangedSubviews[0].isDescendant(of: root))
        stack.removeFromSuperview()
        #expect(root.subviews.isEmpty)
        #expect(stack.superview == nil)
    }
}

/// A single-line editable text; tests type into it with `type(_:)`, which sends
/// `.editingChanged` after each character as the keyboard does.
@MainActor
open class UITextField: UIControl {
    /// The text; setting it in code sends no event, as in UIKit.
    open var text: String? = ""
    open var placeholder: String?
    open var isSecureTextEntry = false

    open override var canBecomeFirstResponder: Bool { true }

    /// Test driver: the user focuses the field and types `characters` one at a time, each
    /// followed by `.editingChanged`. Returns false (typing nothing) if the field is disabled
    /// or unreachable.
    @discardableResult
    public func type(_ characters: String) -> Bool {
        guard focusForUserEditing() else { return false }
        for character in characters {
            text = (text ?? "") + String(character)
            sendActions(for: .editingChanged)
        }
        return true
    }

    /// Test driver: the user presses backspace once (a no-op on an empty field).
    @discardableResult
    public func deleteBackward() -> Bool {
        guard focusForUserEditing() else { return false }
        guard var current = text, !current.isEmpty else { return true }
        current.removeLast()
        text = current
        sendActions(for: .editingChanged)
        return true
    }

    /// Test driver: the user selects all the text and types (or pastes) `replacement`,
    /// which sends a single `.editingChanged`.
    @discardableResult
    public func replaceText(with replacement: String) -> Bool {
        guard focusForUserEditing() else { return false }
        text = replacement
        sendActions(for: .editingChanged)
        return true
    }

    private func focusForUserEditing() -> Bool {
        guard isEnabled, isReachableByTouch else { return false }
        if !isFirstResponder {
            becomeFirstResponder()
            sendActions(for: .editingDidBegin)
        }
        return true
    }

    @discardableResult
    open override func resignFirstResponder() -> Bool {
        let wasEditing = isFirstResponder
        super.resignFirstResponder()
        if wasEditing { sendActions(for: .editingDidEnd) }
        return true
    }

    open override var renderedSummary: String? {
        let shown =
            isSecureTextEntry
            ? String(repeating: "•", count: text?.count ?? 0)
            : (text ?? "")
        var detail = TextRendering.quoted(shown)
        if shown.isEmpty, let placeholder {
            detail += " placeholder " + TextRendering.quoted(placeholder)
        }
        return controlSummaryLine("TextField", detail, flags: isSecureTextEntry ? ["secure"] : [])
    }
}

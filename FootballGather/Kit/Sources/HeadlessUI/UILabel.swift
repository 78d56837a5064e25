/// A line of read-only text.
@MainActor
open class UILabel: UIView {
    /// The text shown.
    open var text: String?

    open override var renderedSummary: String? {
        summaryLine("Label", TextRendering.quoted(text))
    }
}

import Foundation

/// A node of the headless view tree: subviews, visibility, interaction, first responder and a
/// deterministic text rendering. There is no drawing or layout; `frame` is stored only so code
/// written for UIKit compiles unchanged.
@MainActor
open class UIView {
    /// Stored for source compatibility; nothing lays views out.
    open var frame: CGRect
    public private(set) weak var superview: UIView?
    public private(set) var subviews: [UIView] = []
    open var isHidden = false
    open var isUserInteractionEnabled = true
    /// Names the view for tests (`view(withAccessibilityIdentifier:)`) and in `renderText()`.
    open var accessibilityIdentifier: String?
    open var tag = 0
    public private(set) var isFirstResponder = false

    public init(frame: CGRect) {
        self.frame = frame
    }

    /// A view with a zero frame.
    public convenience init() {
        self.init(frame: .zero)
    }

    // MARK: - Hierarchy

    /// Adds `view` on top of the subviews, moving it from its previous superview.
    open func addSubview(_ view: UIView) {
        insertSubview(view, at: subviews.count)
    }

    /// Inserts `view` at `index` among the subviews, moving it from its previous superview.
    open func insertSubview(_ view: UIView, at index: Int) {
        precondition(view !== self, "A view cannot be its own subview")
        view.removeFromSuperview()
        subviews.insert(view, at: min(max(index, 0), subviews.count))
        view.superview = self
    }

    /// Detaches the view from its superview.
    open func removeFromSuperview() {
        guard let superview else { return }
        superview.subviews.removeAll { $0 === self }
        self.superview = nil
    }

    /// Whether the view is `view` or lies somewhere beneath it.
    public func isDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }

    /// The first view with `tag` in this subtree (depth-first, self included).
    public func viewWithTag(_ tag: Int) -> UIView? {
        firstView { $0.tag == tag }
    }

    /// The first view with `identifier` in this subtree (depth-first, self included).
    public func view(withAccessibilityIdentifier identifier: String) -> UIView? {
        firstView { $0.accessibilityIdentifier == identifier }
    }

    private func firstView(where matches: (UIView) -> Bool) -> UIView? {
        if matches(self) { return self }
        for subview in subviews {
            if let found = subview.firstView(where: matches) { return found }
        }
        return nil
    }

    /// Whether a finger could reach this view: it and all its ancestors are visible and
    /// accept touches. The test drivers (`tap()`, `type(_:)`, …) do nothing otherwise, so a test
    /// notices a control that is hidden or blocked by a loading state.
    public var isReachableByTouch: Bool {
        var current: UIView? = self
        while let view = current {
            if view.isHidden || !view.isUserInteractionEnabled { return false }
            current = view.superview
        }
        return true
    }

    // MARK: - First responder (UIResponder in UIKit)

    /// Whether the view can take keyboard focus; text fields can.
    open var canBecomeFirstResponder: Bool { false }

    /// Takes keyboard focus if the view can, taking it from any other view of the same tree.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        guard canBecomeFirstResponder else { return false }
        guard !isFirstResponder else { return true }
        var root = self
        while let parent = root.superview { root = parent }
        root.endEditing(true)
        isFirstResponder = true
        return true
    }

    /// Gives up keyboard focus.
    @discardableResult
    open func resignFirstResponder() -> Bool {
        isFirstResponder = false
        return true
    }

    /// Resigns the first responder in this subtree (hides the keyboard); always succeeds.
    @discardableResult
    open func endEditing(_ force: Bool) -> Bool {
        if isFirstResponder { resignFirstResponder() }
        for subview in subviews { subview.endEditing(force) }
        return true
    }

    // MARK: - Text rendering

    /// One line describing this view alone, or nil to render it as a transparent container
    /// whose subviews appear at its own indentation. Subclasses describe their state here.
    open var renderedSummary: String? {
        accessibilityIdentifier.map { "View#\($0)" }
    }

    /// The lines of this view and its visible subviews; hidden views render nothing.
    open func renderLines() -> [String] {
        guard !isHidden else { return [] }
        let childLines = subviews.flatMap { $0.renderLines() }
        var summary = renderedSummary
        if !isUserInteractionEnabled {
            summary = (summary ?? "View") + " (no interaction)"
        }
        guard let summary else { return childLines }
        return [summary] + TextRendering.indented(childLines)
    }

    /// A readable, deterministic description of what the user would see in this view.
    public func renderText() -> String {
        renderLines().joined(separator: "\n")
    }

    /// `Kind#identifier detail`, the common shape of a control's summary line.
    func summaryLine(_ kind: String, _ detail: String = "") -> String {
        var line = kind
        if let accessibilityIdentifier { line += "#\(accessibilityIdentifier)" }
        if !detail.isEmpty { line += " " + detail }
        return line
    }
}

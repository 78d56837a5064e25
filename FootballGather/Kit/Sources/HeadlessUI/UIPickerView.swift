import Foundation

/// A set of spinning wheels (components) of rows. Counts and titles are read live from the
/// data source and delegate; tests spin a wheel with `spinToRow(_:inComponent:)`.
@MainActor
open class UIPickerView: UIView {
    /// Gives the component and row counts; held weakly.
    public weak var dataSource: UIPickerViewDataSource?
    /// Gives the row titles and hears the user's selections; held weakly.
    public weak var delegate: UIPickerViewDelegate?
    private var selectedRowByComponent: [Int: Int] = [:]

    /// The number of components, from the data source (0 without one).
    public var numberOfComponents: Int {
        dataSource?.numberOfComponents(in: self) ?? 0
    }

    /// The number of rows of `component`, from the data source (0 for an invalid component).
    public func numberOfRows(inComponent component: Int) -> Int {
        guard let dataSource, (0..<numberOfComponents).contains(component) else { return 0 }
        return dataSource.pickerView(self, numberOfRowsInComponent: component)
    }

    /// Selects `row` of `component` in code (clamped to the valid rows); the delegate is not told.
    open func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
        let rows = numberOfRows(inComponent: component)
        guard rows > 0 else { return }
        selectedRowByComponent[component] = min(max(row, 0), rows - 1)
    }

    /// The selected row of `component`, or -1 when it has no rows (as in UIKit).
    open func selectedRow(inComponent component: Int) -> Int {
        let rows = numberOfRows(inComponent: component)
        guard rows > 0 else { return -1 }
        return min(selectedRowByComponent[component] ?? 0, rows - 1)
    }

    /// Re-reads every component; selections beyond the new row counts are clamped.
    open func reloadAllComponents() {
        for component in 0..<numberOfComponents {
            reloadComponent(component)
        }
    }

    /// Re-reads `component`, clamping its selection to the new row count.
    open func reloadComponent(_ component: Int) {
        guard let selected = selectedRowByComponent[component] else { return }
        let rows = numberOfRows(inComponent: component)
        selectedRowByComponent[component] = rows > 0 ? min(selected, rows - 1) : nil
    }

    /// Test driver: the user spins `component` to `row`; the delegate's `didSelectRow` is called.
    /// Returns false (changing nothing) for an invalid row or an unreachable picker.
    @discardableResult
    public func spinToRow(_ row: Int, inComponent component: Int) -> Bool {
        guard isReachableByTouch, (0..<numberOfRows(inComponent: component)).contains(row) else {
            return false
        }
        selectedRowByComponent[component] = row
        delegate?.pickerView(self, didSelectRow: row, inComponent: component)
        return true
    }

    open override var renderedSummary: String? {
        let wheels = (0..<numberOfComponents).map { component -> String in
            let row = selectedRow(inComponent: component)
            guard row >= 0 else { return "-" }
            return delegate?.pickerView(self, titleForRow: row, forComponent: component)
                ?? "row \(row)"
        }
        return summaryLine("Picker", "[" + wheels.joined(separator: " | ") + "]")
    }
}

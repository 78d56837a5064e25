import Foundation

/// A list of rows in sections, fed by a data source and observed by a delegate.
///
/// Every row counts as visible: the table asks the data source for all cells when it (re)loads,
/// lazily on first use or eagerly on `reloadData()`, and keeps them so `cellForRow(at:)` and
/// `renderText()` show what the user sees. Row updates (`deleteRows`/`insertRows`, inside
/// `beginUpdates`/`endUpdates` or alone) are checked against the data source exactly like UIKit,
/// which stops the app with "Invalid update" when the counts disagree.
///
/// Test drivers simulate the user: `selectRow(at:)`, `deleteRow(at:)` (swipe to delete),
/// `moveRow(from:to:)` (drag in editing mode).
@MainActor
open class UITableView: UIView {
    public enum Style: Sendable {
        case plain, grouped
    }

    public enum RowAnimation: Sendable {
        case fade, right, left, top, bottom, none, middle, automatic
    }

    public enum ScrollPosition: Sendable {
        case none, top, middle, bottom
    }

    public let style: Style

    /// Supplies sections, rows and cells; held weakly. Setting it makes the table reload on next use.
    public weak var dataSource: UITableViewDataSource? {
        didSet { hasLoaded = false }
    }

    /// Hears selections and gives editing styles; held weakly.
    public weak var delegate: UITableViewDelegate?
    /// Editing mode: rows can be moved with `moveRow(from:to:)`, and are not selectable by default.
    open var isEditing = false
    /// Whether `selectRow(at:)` works outside editing mode.
    open var allowsSelection = true
    /// Whether `selectRow(at:)` works in editing mode.
    open var allowsSelectionDuringEditing = false
    /// The selected row, kept in step with row updates and cleared by `reloadData()`.
    public private(set) var indexPathForSelectedRow: IndexPath?

    private var cellsBySection: [[UITableViewCell]] = []
    private var hasLoaded = false
    private var registeredCellClasses: [String: UITableViewCell.Type] = [:]
    private var updateNesting = 0
    private var pendingDeletions: [IndexPath] = []
    private var pendingInsertions: [IndexPath] = []

    /// A table of `style` (the style only matters on iOS).
    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
    }

    /// A plain table view.
    public override convenience init(frame: CGRect) {
        self.init(frame: frame, style: .plain)
    }

    /// Turns editing mode on or off (animation is ignored).
    open func setEditing(_ editing: Bool, animated: Bool) {
        isEditing = editing
        for cell in cellsBySection.joined() { cell.isEditing = editing }
    }

    // MARK: - Cells

    /// Makes `dequeueReusableCell` create `cellClass` for `identifier` (nil unregisters).
    public func register(
        _ cellClass: UITableViewCell.Type?, forCellReuseIdentifier identifier: String
    ) {
        registeredCellClasses[identifier] = cellClass
    }

    /// A new cell of the class registered for `identifier`, or nil if none is registered.
    /// The headless table never recycles cells, so each call returns a fresh one.
    public func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        registeredCellClasses[identifier].map {
            $0.init(style: .default, reuseIdentifier: identifier)
        }
    }

    /// A new cell of the class registered for `identifier`, or a `.default` `UITableViewCell`
    /// when none is registered (the storyboard prototype cells of the original).
    public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath)
        -> UITableViewCell
    {
        dequeueReusableCell(withIdentifier: identifier)
            ?? UITableViewCell(style: .default, reuseIdentifier: identifier)
    }

    /// The cell shown at `indexPath`, or nil outside the table.
    public func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
        loadIfNeeded()
        guard isValid(indexPath) else { return nil }
        return cellsBySection[indexPath.section][indexPath.row]
    }

    /// Every cell, section by section.
    public var visibleCells: [UITableViewCell] {
        loadIfNeeded()
        return Array(cellsBySection.joined())
    }

    /// The number of sections currently shown.
    public var numberOfSections: Int {
        loadIfNeeded()
        return cellsBySection.count
    }

    /// The number of rows currently shown in `section` (0 for an invalid section).
    public func numberOfRows(inSection section: Int) -> Int {
        loadIfNeeded()
        return cellsBySection.indices.contains(section) ? cellsBySection[section].count : 0
    }

    // MARK: - Reloading and row updates

    /// Asks the data source for every section, row and cell again; clears the selection.
    open func reloadData() {
        hasLoaded = true
        indexPathForSelectedRow = nil
        let sectionCount = dataSource.map { $0.numberOfSections(in: self) } ?? 0
        cellsBySection = (0..<sectionCount).map { section in
            (0..<rowCount(inSection: section)).map {
                makeCell(at: IndexPath(row: $0, section: section))
            }
        }
    }

    /// Asks the data source again for the cells at `indexPaths` (the row counts must not change).
    open func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        guard hasLoaded else { return reloadData() }
        for indexPath in indexPaths {
            precondition(
                isValid(indexPath),
                "Invalid update: attempt to reload row \(indexPath) that does not exist")
            cellsBySection[indexPath.section][indexPath.row] = makeCell(at: indexPath)
            if indexPathForSelectedRow == indexPath { indexPathForSelectedRow = nil }
        }
    }

    /// Asks the data source again for every row of `sections`.
    open func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
        guard hasLoaded else { return reloadData() }
        for section in sections where cellsBySection.indices.contains(section) {
            cellsBySection[section] = (0..<rowCount(inSection: section)).map {
                makeCell(at: IndexPath(row: $0, section: section))
            }
            if indexPathForSelectedRow?.section == section { indexPathForSelectedRow = nil }
        }
    }

    /// Starts a batch of row updates applied together by `endUpdates()`.
    open func beginUpdates() {
        loadIfNeeded()
        updateNesting += 1
    }

    /// Applies the batched updates and checks the new row counts against the data source.
    open func endUpdates() {
        precondition(updateNesting > 0, "endUpdates() without beginUpdates()")
        updateNesting -= 1
        if updateNesting == 0 { applyPendingUpdates() }
    }

    /// Removes the rows at `indexPaths` (index paths before the update).
    open func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        batch { pendingDeletions += indexPaths }
    }

    /// Inserts rows at `indexPaths` (index paths after the update), asking the data source for their cells.
    open func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        batch { pendingInsertions += indexPaths }
    }

    /// Moves a row in code; the data source is not told (it must already have moved the item).
    open func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        loadIfNeeded()
        moveCachedCell(from: indexPath, to: newIndexPath)
    }

    private func batch(_ record: () -> Void) {
        beginUpdates()
        record()
        endUpdates()
    }

    private func applyPendingUpdates() {
        defer {
            pendingDeletions = []
            pendingInsertions = []
        }
        let newSectionCount = dataSource.map { $0.numberOfSections(in: self) } ?? 0
        precondition(
            newSectionCount == cellsBySection.count,
            "Invalid update: invalid number of sections. The table has \(cellsBySection.count) "
                + "but the data source now reports \(newSectionCount), and no sections were inserted or deleted."
        )
        for indexPath in pendingDeletions {
            precondition(
                isValid(indexPath),
                "Invalid update: attempt to delete row \(indexPath) that does not exist")
        }
        var updated = cellsBySection
        for section in updated.indices {
            let deletedRows = Set(pendingDeletions.filter { $0.section == section }.map(\.row))
            let insertedRows = pendingInsertions.filter { $0.section == section }.map(\.row)
                .sorted()
            let survivors = updated[section].enumerated().filter {
                !deletedRows.contains($0.offset)
            }.map(\.element)
            let expected = rowCount(inSection: section)
            precondition(
                survivors.count + insertedRows.count == expected,
                "Invalid update: invalid number of rows in section \(section). The number of rows contained "
                    + "in an existing section after the update (\(expected)) must be equal to the number of rows "
                    + "contained in that section before the update (\(updated[section].count)), plus or minus "
                    + "the number of rows inserted or deleted from that section (\(insertedRows.count) inserted, "
                    + "\(deletedRows.count) deleted).")
            var rows = survivors
            for row in insertedRows {
                precondition(
                    row <= rows.count,
                    "Invalid update: attempt to insert row \(row) into section \(section)")
                rows.insert(makeCell(at: IndexPath(row: row, section: section)), at: row)
            }
            updated[section] = rows
        }
        let selectedCell = indexPathForSelectedRow.flatMap { cellsBySection[$0.section][$0.row] }
        cellsBySection = updated
        // The selection follows its row when it survives the update, as in UIKit.
        indexPathForSelectedRow = selectedCell.flatMap(indexPath(for:))
    }

    // MARK: - Selection in code (the delegate is not told, as in UIKit)

    /// Selects the row at `indexPath` without telling the delegate (nil deselects).
    open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        if let selected = indexPathForSelectedRow {
            cellForRow(at: selected)?.setSelected(false, animated: false)
        }
        indexPathForSelectedRow = nil
        guard let indexPath, let cell = cellForRow(at: indexPath) else { return }
        cell.setSelected(true, animated: animated)
        indexPathForSelectedRow = indexPath
    }

    /// Deselects the row at `indexPath` without telling the delegate.
    open func deselectRow(at indexPath: IndexPath, animated: Bool) {
        cellForRow(at: indexPath)?.setSelected(false, animated: animated)
        if indexPathForSelectedRow == indexPath { indexPathForSelectedRow = nil }
    }

    // MARK: - Test drivers

    /// Test driver: the user taps the row at `indexPath`. A previously selected other row is
    /// deselected first (`didDeselectRowAt`), then `didSelectRowAt` is called. Returns false,
    /// telling no one, when the row does not exist, selection is not allowed or the table is unreachable.
    @discardableResult
    public func selectRow(at indexPath: IndexPath) -> Bool {
        let selectionAllowed = isEditing ? allowsSelectionDuringEditing : allowsSelection
        guard selectionAllowed, isReachableByTouch, let cell = cellForRow(at: indexPath) else {
            return false
        }
        if let previous = indexPathForSelectedRow, previous != indexPath {
            deselectRow(at: previous, animated: true)
            delegate?.tableView(self, didDeselectRowAt: previous)
        }
        cell.setSelected(true, animated: true)
        indexPathForSelectedRow = indexPath
        delegate?.tableView(self, didSelectRowAt: indexPath)
        return true
    }

    /// Test driver: the user swipes the row at `indexPath` and taps Delete. Only rows the data source
    /// can edit and whose editing style (from the delegate, `.delete` by default) is `.delete` offer it;
    /// then the data source's `commit editingStyle: .delete` is called. Returns whether it was offered.
    @discardableResult
    public func deleteRow(at indexPath: IndexPath) -> Bool {
        guard isReachableByTouch, let dataSource, cellForRow(at: indexPath) != nil,
            dataSource.tableView(self, canEditRowAt: indexPath),
            editingStyle(forRowAt: indexPath) == .delete
        else { return false }
        dataSource.tableView(self, commit: .delete, forRowAt: indexPath)
        return true
    }

    /// Test driver: in editing mode, the user drags the row at `source` to `destination`
    /// (an index path after the move). The table moves its cell, then calls the data source's
    /// `moveRowAt`. Returns false, changing nothing, outside editing mode, for a row the data
    /// source cannot move, or for a destination outside the table.
    @discardableResult
    public func moveRow(from source: IndexPath, to destination: IndexPath) -> Bool {
        guard isEditing, isReachableByTouch, let dataSource, cellForRow(at: source) != nil,
            dataSource.tableView(self, canMoveRowAt: source),
            cellsBySection.indices.contains(destination.section)
        else { return false }
        let destinationCount = cellsBySection[destination.section].count
        let maximumRow =
            destination.section == source.section ? destinationCount - 1 : destinationCount
        guard (0...maximumRow).contains(destination.row) else { return false }
        moveCachedCell(from: source, to: destination)
        dataSource.tableView(self, moveRowAt: source, to: destination)
        return true
    }

    /// The editing style the delegate gives the row (UIKit's default `.delete` without a delegate).
    public func editingStyle(forRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle {
        delegate?.tableView(self, editingStyleForRowAt: indexPath) ?? .delete
    }

    // MARK: - Rendering

    /// `Table (editing)` then, per section, its header and rows; a single untitled section lists its rows directly.
    open override func renderLines() -> [String] {
        guard !isHidden else { return [] }
        loadIfNeeded()
        var flags: [String] = []
        if isEditing { flags.append("editing") }
        if !isUserInteractionEnabled { flags.append("no interaction") }
        var lines = [
            summaryLine("Table") + (flags.isEmpty ? "" : " (" + flags.joined(separator: ", ") + ")")
        ]
        let titles = cellsBySection.indices.map {
            dataSource?.tableView(self, titleForHeaderInSection: $0)
        }
        let listsSections = cellsBySection.count > 1 || titles.contains { $0 != nil }
        for (section, cells) in cellsBySection.enumerated() {
            var rowLines: [String] = []
            for (row, cell) in cells.enumerated() {
                var cellLines = cell.renderLines()
                if cellLines.isEmpty { continue }
                cellLines[0] = "Row \(row): " + cellLines[0]
                rowLines += cellLines
            }
            if rowLines.isEmpty { rowLines = ["(no rows)"] }
            if listsSections {
                let title = titles[section].map { " " + TextRendering.quoted($0) } ?? ""
                lines.append(TextRendering.indentUnit + "Section \(section)\(title)")
                lines += TextRendering.indented(rowLines, levels: 2)
            } else {
                lines += TextRendering.indented(rowLines)
            }
        }
        if cellsBySection.isEmpty { lines.append(TextRendering.indentUnit + "(no sections)") }
        return lines
    }

    // MARK: - Private

    private func loadIfNeeded() {
        if !hasLoaded { reloadData() }
    }

    private func rowCount(inSection section: Int) -> Int {
        max(0, dataSource?.tableView(self, numberOfRowsInSection: section) ?? 0)
    }

    private func makeCell(at indexPath: IndexPath) -> UITableViewCell {
        guard let dataSource else { return UITableViewCell(style: .default, reuseIdentifier: nil) }
        let cell = dataSource.tableView(self, cellForRowAt: indexPath)
        cell.isEditing = isEditing
        return cell
    }

    private func isValid(_ indexPath: IndexPath) -> Bool {
        indexPath.count == 2 && cellsBySection.indices.contains(indexPath.section)
            && cellsBySection[indexPath.section].indices.contains(indexPath.row)
    }

    private func moveCachedCell(from source: IndexPath, to destination: IndexPath) {
        precondition(isValid(source), "Attempt to move row \(source) that does not exist")
        let selectedCell = indexPathForSelectedRow.flatMap { cellsBySection[$0.section][$0.row] }
        let cell = cellsBySection[source.section].remove(at: source.row)
        precondition(
            cellsBySection.indices.contains(destination.section)
                && (0...cellsBySection[destination.section].count).contains(destination.row),
            "Attempt to move a row to \(destination), outside the table")
        cellsBySection[destination.section].insert(cell, at: destination.row)
        indexPathForSelectedRow = selectedCell.flatMap(indexPath(for:))
    }

    /// Where `cell` is shown now, if it is.
    public func indexPath(for cell: UITableViewCell) -> IndexPath? {
        for (section, cells) in cellsBySection.enumerated() {
            if let row = cells.firstIndex(where: { $0 === cell }) {
                return IndexPath(row: row, section: section)
            }
        }
        return nil
    }
}

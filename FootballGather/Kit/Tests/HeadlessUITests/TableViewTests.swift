import HeadlessUI
import Testing

/// A custom cell, as the variants write them: labels in the content view.
@MainActor
final class PlayerCell: UITableViewCell {
    let nameLabel = UILabel()

    required init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        contentView.addSubview(nameLabel)
    }
}

/// A sectioned table model that logs every data source and delegate call it receives.
@MainActor
final class TeamsTableModel: UITableViewDataSource, UITableViewDelegate {
    var sections: [(title: String, players: [String])]
    let journal = Journal()
    var editingStyle: UITableViewCell.EditingStyle = .delete
    var useCustomCells = false

    init(_ sections: [(title: String, players: [String])]) {
        self.sections = sections
    }

    func numberOfSections(in tableView: UITableView) -> Int { sections.count }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        sections[section].players.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        journal.record("cell \(indexPath.section).\(indexPath.row)")
        let player = sections[indexPath.section].players[indexPath.row]
        if useCustomCells,
            let cell = tableView.dequeueReusableCell(withIdentifier: "PlayerCell") as? PlayerCell
        {
            cell.nameLabel.text = player
            return cell
        }
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        cell.textLabel?.text = player
        return cell
    }

    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        sections[section].title
    }

    func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
        forRowAt indexPath: IndexPath
    ) {
        journal.record("commit \(indexPath.section).\(indexPath.row)")
        sections[indexPath.section].players.remove(at: indexPath.row)
        tableView.deleteRows(at: [indexPath], with: .fade)
    }

    func tableView(
        _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
        to destinationIndexPath: IndexPath
    ) {
        journal.record(
            "move \(sourceIndexPath.section).\(sourceIndexPath.row)->\(destinationIndexPath.section).\(destinationIndexPath.row)"
        )
        let player = sections[sourceIndexPath.section].players.remove(at: sourceIndexPath.row)
        sections[destinationIndexPath.section].players.insert(player, at: destinationIndexPath.row)
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        journal.record("select \(indexPath.section).\(indexPath.row)")
    }

    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
        journal.record("deselect \(indexPath.section).\(indexPath.row)")
    }

    func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath)
        -> UITableViewCell.EditingStyle
    {
        editingStyle
    }
}

@MainActor
@Suite struct TableViewTests {
    private let model = TeamsTableModel([("Team A", ["Ann", "Bob"]), ("Team B", ["Cid"])])

    private func makeTable() -> UITableView {
        let table = UITableView()
        table.dataSource = model
        table.delegate = model
        return table
    }

    private func names(in table: UITableView) -> [[String]] {
        (0..<table.numberOfSections).map { section in
            (0..<table.numberOfRows(inSection: section)).map {
                table.cellForRow(at: IndexPath(row: $0, section: section))?.textLabel?.text ?? "?"
            }
        }
    }

    @Test func indexPathHasRowAndSection() {
        var indexPath = IndexPath(row: 3, section: 1)
        #expect(indexPath.row == 3)
        #expect(indexPath.section == 1)
        indexPath.row = 4
        #expect(indexPath == IndexPath(row: 4, section: 1))
    }

    @Test func loadsLazilyFromTheDataSourceAndReloadsOnDemand() {
        let table = makeTable()
        #expect(model.journal.entries.isEmpty, "nothing is asked before the table is used")
        #expect(names(in: table) == [["Ann", "Bob"], ["Cid"]])
        #expect(model.journal.drain() == ["cell 0.0", "cell 0.1", "cell 1.0"])

        model.sections[1].players.append("Dan")
        #expect(
            table.numberOfRows(inSection: 1) == 1, "the table shows the old data until reloaded")
        table.reloadData()
        #expect(names(in: table) == [["Ann", "Bob"], ["Cid", "Dan"]])
    }

    @Test func reloadRowsAsksOnlyForThoseCells() {
        let table = makeTable()
        _ = table.visibleCells
        _ = model.journal.drain()
        model.sections[0].players[1] = "Bobby"
        table.reloadRows(at: [IndexPath(row: 1, section: 0)], with: .none)
        #expect(model.journal.drain() == ["cell 0.1"])
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.textLabel?.text == "Bobby")
        #expect(table.cellForRow(at: IndexPath(row: 5, section: 0)) == nil)
    }

    @Test func selectingARowTellsTheDelegateAndDeselectsThePreviousOne() {
        let table = makeTable()
        #expect(table.selectRow(at: IndexPath(row: 0, section: 0)))
        #expect(table.selectRow(at: IndexPath(row: 0, section: 1)))
        #expect(!table.selectRow(at: IndexPath(row: 9, section: 1)))
        #expect(
            model.journal.entries.filter { !$0.hasPrefix("cell") } == [
                "select 0.0", "deselect 0.0", "select 1.0",
            ])
        #expect(table.indexPathForSelectedRow == IndexPath(row: 0, section: 1))
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 1))?.isSelected == true)
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.isSelected == false)

        table.deselectRow(at: IndexPath(row: 0, section: 1), animated: true)
        #expect(table.indexPathForSelectedRow == nil)
        #expect(!model.journal.entries.contains("deselect 1.0"), "deselecting in code tells no one")
    }

    @Test func swipeToDeleteCommitsAndTheDeletedRowDisappears() {
        let table = makeTable()
        #expect(table.deleteRow(at: IndexPath(row: 0, section: 0)))
        #expect(model.journal.entries.contains("commit 0.0"))
        #expect(names(in: table) == [["Bob"], ["Cid"]])
    }

    @Test func theSelectionFollowsItsRowThroughDeletesAndMoves() {
        let table = makeTable()
        table.selectRow(at: IndexPath(row: 1, section: 0))
        table.deleteRow(at: IndexPath(row: 0, section: 0))
        #expect(table.indexPathForSelectedRow == IndexPath(row: 0, section: 0))
        table.isEditing = true
        table.moveRow(from: IndexPath(row: 0, section: 0), to: IndexPath(row: 1, section: 1))
        #expect(table.indexPathForSelectedRow == IndexPath(row: 1, section: 1))
        table.deleteRow(at: IndexPath(row: 1, section: 1))
        #expect(table.indexPathForSelectedRow == nil, "the selected row itself was deleted")
    }

    @Test func deleteIsNotOfferedWhenTheEditingStyleIsNone() {
        let table = makeTable()
        model.editingStyle = .none
        #expect(!table.deleteRow(at: IndexPath(row: 0, section: 0)))
        #expect(names(in: table) == [["Ann", "Bob"], ["Cid"]])
    }

    @Test func batchedDeleteAndInsertApplyTogether() {
        let table = makeTable()
        _ = table.visibleCells
        model.sections[0].players = ["Bob", "Eve"]
        table.beginUpdates()
        table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
        table.insertRows(at: [IndexPath(row: 1, section: 0)], with: .fade)
        #expect(
            names(in: table) == [["Ann", "Bob"], ["Cid"]], "nothing changes before endUpdates")
        table.endUpdates()
        #expect(names(in: table) == [["Bob", "Eve"], ["Cid"]])
    }

    @Test func movingRowsNeedsEditingModeThenTellsTheDataSource() {
        let table = makeTable()
        #expect(
            !table.moveRow(from: IndexPath(row: 0, section: 0), to: IndexPath(row: 1, section: 1)))
        table.setEditing(true, animated: false)
        #expect(table.isEditing)
        #expect(
            table.moveRow(from: IndexPath(row: 0, section: 0), to: IndexPath(row: 1, section: 1)))
        #expect(model.journal.entries.last == "move 0.0->1.1")
        #expect(names(in: table) == [["Bob"], ["Cid", "Ann"]])
        #expect(model.sections.map(\.players) == [["Bob"], ["Cid", "Ann"]])
        #expect(
            !table.moveRow(from: IndexPath(row: 0, section: 0), to: IndexPath(row: 5, section: 1)))
    }

    @Test func movingIntoAnEmptySectionWorks() {
        let model = TeamsTableModel([("Bench", ["Ann"]), ("Team A", [])])
        let table = UITableView()
        table.dataSource = model
        table.isEditing = true
        #expect(
            table.moveRow(from: IndexPath(row: 0, section: 0), to: IndexPath(row: 0, section: 1)))
        #expect(model.sections.map(\.players) == [[], ["Ann"]])
    }

    @Test func registeredCellClassesAreDequeued() {
        let table = makeTable()
        table.register(PlayerCell.self, forCellReuseIdentifier: "PlayerCell")
        model.useCustomCells = true
        table.reloadData()
        let cell = table.cellForRow(at: IndexPath(row: 1, section: 0)) as? PlayerCell
        #expect(cell?.nameLabel.text == "Bob")
        #expect(cell?.reuseIdentifier == "PlayerCell")
        #expect(table.dequeueReusableCell(withIdentifier: "Unknown") == nil)
    }

    @Test func subtitleCellsHaveADetailLabelAndDefaultCellsDoNot() {
        let subtitle = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
        subtitle.detailTextLabel?.text = "GK"
        subtitle.accessoryType = .checkmark
        #expect(subtitle.detailTextLabel?.text == "GK")
        #expect(UITableViewCell().detailTextLabel == nil)
        #expect(UITableViewCell().textLabel != nil)
    }
}

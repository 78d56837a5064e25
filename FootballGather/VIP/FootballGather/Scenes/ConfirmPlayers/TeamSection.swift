import FootballGatherKit
import Foundation
import HeadlessUI

// The Kit owns the teams and their rules (`TeamSection`, `TeamAssignment`); this file is the
// ConfirmPlayers scene's view of them: one table section per team, in raw-value order
// (Bench, Team A, Team B), and index paths translated into teams and rows.
extension TeamSection {
    /// The sections of the confirm table, in display order.
    static var confirmSections: [TeamSection] { allCases }

    /// The team shown in a table section; nil for an index that is not a section.
    init?(confirmSection section: Int) {
        self.init(rawValue: section)
    }
}

extension TeamAssignment {
    /// How many players a table section holds; 0 for an index that is not a section.
    func numberOfPlayers(inConfirmSection section: Int) -> Int {
        TeamSection(confirmSection: section).map { players(in: $0).count } ?? 0
    }

    /// The player shown at a table position, or nil when there is none.
    func player(at indexPath: IndexPath) -> PlayerResponseModel? {
        TeamSection(confirmSection: indexPath.section).flatMap { player(in: $0, at: indexPath.row) }
    }

    /// Applies a drag in the table: the player leaves the source row and lands at the
    /// destination row.
    mutating func movePlayer(from sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        guard let source = TeamSection(confirmSection: sourceIndexPath.section),
            let destination = TeamSection(confirmSection: destinationIndexPath.section)
        else { return }
        move(from: source, row: sourceIndexPath.row, to: destination, row: destinationIndexPath.row)
    }
}

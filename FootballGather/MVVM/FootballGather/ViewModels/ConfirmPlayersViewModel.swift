import FootballGatherKit
import HeadlessUI

/// The confirm-players screen's state and logic: who sits on the bench or plays for which team,
/// moving players between them, and starting the gather.
@MainActor
final class ConfirmPlayersViewModel {
    private let environment: ServiceEnvironment
    private var teamAssignment: TeamAssignment
    /// The gather the server started, handed to the gather screen.
    private(set) var startedGather: GatherModel?

    init(playersBySection: [TeamSection: [PlayerResponseModel]], environment: ServiceEnvironment) {
        teamAssignment = TeamAssignment(playersBySection: playersBySection)
        self.environment = environment
    }

    /// The screen title.
    var title: String { "Confirm Players" }

    // MARK: - Table

    /// Bench, Team A and Team B.
    var numberOfSections: Int { TeamSection.allCases.count }

    func titleForHeader(inSection section: Int) -> String? {
        TeamSection(rawValue: section)?.headerTitle
    }

    func numberOfRows(inSection section: Int) -> Int {
        TeamSection(rawValue: section).map { teamAssignment.players(in: $0).count } ?? 0
    }

    /// The player's name.
    func rowTitle(at indexPath: IndexPath) -> String {
        player(at: indexPath)?.name ?? ""
    }

    /// The player's position acronym, "-" when unset.
    func rowDescription(at indexPath: IndexPath) -> String {
        player(at: indexPath)?.preferredPosition?.acronym ?? "-"
    }

    /// Applies a drag from one row to another.
    func moveRowAt(sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        guard let source = TeamSection(rawValue: sourceIndexPath.section),
            let destination = TeamSection(rawValue: destinationIndexPath.section)
        else { return }
        teamAssignment.move(
            from: source, row: sourceIndexPath.row, to: destination, row: destinationIndexPath.row)
    }

    /// A gather can start when both teams have someone.
    var startGatherButtonIsEnabled: Bool { teamAssignment.canStartGather }

    // MARK: - Starting

    // The original treated a failed add as success and only ever added the first player; this
    // succeeds only when the gather and every add succeeded.
    /// Creates the gather and adds the team players; true when all of it succeeded.
    func startGather(completion: @escaping @MainActor (Bool) -> Void) {
        StartGatherService(environment: environment).startGather(with: teamAssignment.playersToSend)
        { [weak self] result in
            if case .success(let gather) = result {
                self?.startedGather = gather
            }
            completion(result.failureError == nil)
        }
    }

    private func player(at indexPath: IndexPath) -> PlayerResponseModel? {
        TeamSection(rawValue: indexPath.section).flatMap {
            teamAssignment.player(in: $0, at: indexPath.row)
        }
    }
}

import ArchMetricsModel
import SwiftScanning

extension FileClassifier {
    /// A classified file, and for a file of a screen role left without a screen (made shared,
    /// or a near miss) the role it would have had and the screen name it would have needed.
    package struct Placement: Sendable {
        package var file: ClassifiedFile
        /// The screen role the rules gave a file that got no screen.
        package var unplacedRole: Role?
        /// The screen its name would give (`Things List` in `ThingsListPresenter`), if any.
        package var wantedScreen: String?
        /// The known screen a near miss was close to.
        package var nearScreen: String?
    }
}

extension FileClassifier.Placement {
    /// `file` placed with `role` on `screen` (or none), for `reason`, by its own evidence or
    /// by the weak evidence `guess`; its primary type as `match` found it.
    init(
        _ file: ScannedFile, _ match: FileClassifier.RuleMatch, _ role: Role, _ screen: String?,
        _ reason: String, unplaced: Role? = nil, wanted: String? = nil, near: String? = nil,
        guess: PlacementGuess? = nil
    ) {
        self.init(
            file: ClassifiedFile(
                path: file.path, role: role, screen: screen, primaryType: match.primaryType,
                reason: reason, bytes: file.bytes, lines: file.lines,
                declarations: file.declarations, guess: guess),
            unplacedRole: unplaced, wantedScreen: wanted, nearScreen: near)
    }
}

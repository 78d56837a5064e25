import ArchMetricsModel
import SwiftScanning

extension FileClassifier {
    /// A file classified: the decision and the evidence behind it, and the classified file the
    /// snapshot records (its role, screen and guess the decision's, its reason rendered from it).
    package struct Placement: Sendable {
        package var file: ClassifiedFile
        package var decision: FileDecision
    }
}

extension FileClassifier.Placement {
    /// `file` placed as `decision` says.
    init(_ file: ScannedFile, _ decision: FileDecision) {
        self.init(
            file: ClassifiedFile(
                path: file.path, role: decision.role, screen: decision.screen,
                primaryType: decision.primaryType, reason: decision.reason, bytes: file.bytes,
                lines: file.lines, declarations: file.declarations, guess: decision.guess),
            decision: decision)
    }

    /// `file` placed with `role` on `screen` (or none) by `evidence` alone (nothing overruled),
    /// its screen found as `finding`, by its own evidence or by the weak evidence `guess`; its
    /// primary type as `match` found it.
    init(
        _ file: ScannedFile, _ match: FileClassifier.RuleMatch, _ role: Role, _ screen: String?,
        by evidence: FileDecision.Evidence, _ finding: FileDecision.ScreenFinding,
        guess: PlacementGuess? = nil
    ) {
        self.init(
            file,
            FileDecision(
                role: role, screen: screen, primaryType: match.primaryType, evidence: evidence,
                screenFinding: finding, guess: guess))
    }
}

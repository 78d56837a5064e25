import Foundation

/// The context of an untimed measure taken before the timed runs: its notes are held instead of
/// recorded, and the session records them with the rest of what the measure found after the
/// timed runs, when the measure applies to the variant as they left it (`HeldFindings`).
final class HoldingMeasureContext: SessionMeasureContext {
    /// The notes so far, each once, in order.
    private(set) var heldNotes: [String] = []

    override func note(_ message: String) {
        if !heldNotes.contains(message) { heldNotes.append(message) }
    }
}

/// One output format of the drift report, in the manner of Periphery's `OutputFormatter`: a
/// type per format, set up with what its format needs (`DriftFormat.formatter(_:)` makes them
/// from a `DriftFormatContext`), turning a report into the whole text of one document.
///
/// A new format is a new conforming type in `Formats/` and a case of `DriftFormat` (which
/// `--format` offers); `check` and `compare` print and write it through Kit's
/// `DriftPublication` with nothing else to change.
package protocol DriftFormatter: Sendable {
    /// `report` as this format's document.
    func format(_ report: DriftReport) throws -> String
}

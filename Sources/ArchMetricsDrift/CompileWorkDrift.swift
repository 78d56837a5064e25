import ArchMetricsModel
import Foundation

/// The drift rule on exact figures: each own file's compile-work counters (the compiler's own
/// count of its work, `CompileWorkProfile`) against the baseline's, per counter, within the
/// `compileWork` tolerance (default: an increase of more than 2% fails; a decrease never does).
///
/// A file beyond tolerance is a finding naming the file, its role and the counter, carried as one
/// of the variant's problems so every output (Markdown, JSON, SARIF, JUnit, GitHub annotations)
/// reports it. Counters from different compilers are not comparable: a changed compiler version is
/// stated in a note and nothing is judged. Files added or removed are the structure check's
/// business, not this one's. Timings stay in the noise-aware, informational comparison.
package enum CompileWorkDrift {
    /// Problems (each fails the check) and notes for one variant, and how many files' counters
    /// were compared.
    package static func compare(
        baseline: CompileWorkProfile?, current: CompileWorkProfile?, tolerance: Tolerance,
        catalog: RoleCatalog = .builtIn
    ) -> (problems: [String], notes: [String], files: Int) {
        guard let baseline else {
            return current == nil
                ? ([], [], 0)
                : ([], ["compile work not compared: the baseline has no compile-work counters."], 0)
        }
        guard let current else {
            return ([], ["compile work not compared: measured in the baseline, not now."], 0)
        }
        guard baseline.compilerVersion == current.compilerVersion else {
            return (
                [],
                [
                    "compile work not compared: the compiler changed (baseline: \(baseline.compilerVersion); now: \(current.compilerVersion)). "
                        + "Counters of different compilers are not comparable; regenerate the baseline with this compiler."
                ], 0
            )
        }
        let before = Dictionary(
            baseline.files.map { ($0.file, $0) }, uniquingKeysWith: { first, _ in first })
        // A counter not exact in either build (object bytes with debug information) changes
        // with the folder the build ran in: not judged.
        let inexact = CompileWorkProfile.headlineCounters.filter {
            !baseline.isExact($0) || !current.isExact($0)
        }
        let notes = inexact.map {
            "compile work: \(CompileWorkProfile.titleInSentence(of: $0)) (\($0)) not compared: "
                + (current.inexactCounters?[$0] ?? baseline.inexactCounters?[$0] ?? "not exact")
        }
        var problems: [String] = []
        var compared = 0
        for file in current.files {
            guard let old = before[file.file] else { continue }
            compared += 1
            for counter in CompileWorkProfile.headlineCounters where !inexact.contains(counter) {
                guard let from = old.counters[counter], let to = file.counters[counter],
                    !tolerance.allows(from: from, to: to)
                else { continue }
                let role = file.role.map { catalog.title(of: Role($0)) } ?? "no role"
                let change =
                    from > 0
                    ? String(format: "%+.1f%%", Double(to - from) * 100 / Double(from))
                    : "from zero"
                problems.append(
                    "compile work of \(file.file) (\(role)): \(CompileWorkProfile.titleInSentence(of: counter)) (\(counter)) "
                        + "went from \(from) to \(to) (\(change)), beyond the compileWork tolerance \(tolerance)"
                )
            }
        }
        return (problems, notes, compared)
    }
}

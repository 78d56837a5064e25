import ArchMetricsModel
import ArchMetricsSupport

/// Reads the compiler's `-debug-time-function-bodies` lines from a build log and adds them up
/// per file, role and feature of a variant.
///
/// Each line is `<ms>ms<TAB><path>:<line>:<column><TAB><description>`. SwiftPM prints a batch
/// job's output once per file of the batch, so the same line appears several times; exact
/// repeats are counted once. A body checked by two different jobs (a synthesized accessor used
/// from several batches) prints different lines, or the same line in different places, and is
/// real work each time; only an exact repeat with an identical time is taken for a reprint,
/// which at worst drops a few hundredths of a millisecond.
package enum TypeCheckTimes {
    /// The frontend flag as `swiftc` takes it (`BuildCommands.spelled` puts each after
    /// `-Xswiftc` for SwiftPM).
    package static let compilerFlags = ["-Xfrontend", "-debug-time-function-bodies"]

    /// The frontend flag, as `swift build` arguments.
    package static let buildArguments = compilerFlags.flatMap { ["-Xswiftc", $0] }

    /// One timed body as printed.
    package struct Entry: Equatable, Sendable {
        package var milliseconds: Double
        /// Absolute, as the compiler printed it.
        package var path: String
        package var line: Int
        package var description: String
    }

    /// The timed bodies of `log`, reprints dropped, in the order first printed.
    package static func entries(inLog log: String) -> [Entry] {
        read(log: log).entries
    }

    /// The timed bodies of `log` (as `entries(inLog:)`), and how many timing lines held a time
    /// no compiler prints (`CheckedFigure`: `1e308ms`, `infms`), left out, with the first one's
    /// source file. A build's output is read as it streams (`TypeCheckLogReader`); this is for a
    /// log already in memory.
    package static func read(log: String) -> (
        entries: [Entry], impossible: Int, firstImpossibleFile: String?
    ) {
        var seen = Set<Substring>()
        var entries: [Entry] = []
        var impossible = 0
        var firstImpossibleFile: String?
        for line in log.split(separator: "\n") {
            switch parse(line: line) {
            case nil: continue
            case .impossible(let path):
                impossible += 1
                firstImpossibleFile = firstImpossibleFile ?? path
            case .entry(let entry):
                if seen.insert(line).inserted { entries.append(entry) }
            }
        }
        return (entries, impossible, firstImpossibleFile)
    }

    /// What one output line holds.
    package enum ParsedLine {
        case entry(Entry)
        /// A timing line whose time no compiler prints, for the body in `path`.
        case impossible(path: String)
    }

    /// `line` read as a timing line; nil when it is not one.
    package static func parse(line: Substring) -> ParsedLine? {
        guard line.first?.isNumber == true else { return nil }
        let fields = line.split(separator: "\t", maxSplits: 2, omittingEmptySubsequences: false)
        guard fields.count == 3, fields[0].hasSuffix("ms"),
            let written = Double(fields[0].dropLast(2)),
            let location = Self.location(fields[1])
        else { return nil }
        guard let milliseconds = CheckedFigure.time(written) else {
            return .impossible(path: location.path)
        }
        // The description ends with `@<path>:<line>:<column>` again; the location is known.
        let description = fields[2].split(separator: "@", maxSplits: 1).first ?? fields[2]
        return .entry(
            Entry(
                milliseconds: milliseconds, path: location.path, line: location.line,
                description: String(description)))
    }

    /// `path:line:column` → path and line; nil when the field is not one.
    static func location(_ field: Substring) -> (path: String, line: Int)? {
        let parts = field.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count >= 3, Int(parts[parts.count - 1]) != nil,
            let line = Int(parts[parts.count - 2])
        else { return nil }
        return (parts.dropLast(2).joined(separator: ":"), line)
    }

    /// The profile of `variant` from its log; nil when the log holds no timed body (the
    /// toolchain ignored or lacks the flag).
    package static func profile(log: String, variant: MeasuredVariant) -> TypeCheckProfile? {
        let reader = TypeCheckLogReader(variant: variant)
        reader.consume(log)
        return reader.profile()
    }
}

import ArchMetricsModel
import ArchMetricsSupport
import Foundation

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
    /// source file.
    package static func read(log: String) -> (
        entries: [Entry], impossible: Int, firstImpossibleFile: String?
    ) {
        var seen = Set<Substring>()
        var entries: [Entry] = []
        var impossible = 0
        var firstImpossibleFile: String?
        for line in log.split(separator: "\n") where line.first?.isNumber == true {
            let fields = line.split(separator: "\t", maxSplits: 2, omittingEmptySubsequences: false)
            guard fields.count == 3, fields[0].hasSuffix("ms"),
                let written = Double(fields[0].dropLast(2)),
                let location = Self.location(fields[1])
            else { continue }
            guard let milliseconds = CheckedFigure.time(written) else {
                impossible += 1
                firstImpossibleFile = firstImpossibleFile ?? location.path
                continue
            }
            guard seen.insert(line).inserted else { continue }
            // The description ends with `@<path>:<line>:<column>` again; the location is known.
            let description = fields[2].split(separator: "@", maxSplits: 1).first ?? fields[2]
            entries.append(
                Entry(
                    milliseconds: milliseconds, path: location.path, line: location.line,
                    description: String(description)))
        }
        return (entries, impossible, firstImpossibleFile)
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
        profile(entries: entries(inLog: log), variant: variant)
    }

    /// The profile of `variant` from the timed bodies of its log; nil when there are none.
    package static func profile(entries: [Entry], variant: MeasuredVariant) -> TypeCheckProfile? {
        guard !entries.isEmpty else { return nil }
        // Compiler paths → the variant's relative paths, links resolved on both sides.
        var relativePath: [String: String] = [:]
        for file in variant.ownSourceFiles {
            let absolute = variant.packageFolder.appendingPathComponent(file).path
            relativePath[CoverageExport.canonicalPath(absolute)] = file
        }
        var canonical: [String: String] = [:]
        func resolved(_ path: String) -> String {
            if let known = canonical[path] { return known }
            let resolved = CoverageExport.canonicalPath(path)
            canonical[path] = resolved
            return resolved
        }
        var perFile: [String: (milliseconds: Double, functions: Int)] = [:]
        var own: [TypeCheckProfile.Function] = []
        var otherMilliseconds = 0.0
        for entry in entries {
            guard let file = relativePath[resolved(entry.path)] else {
                otherMilliseconds = CheckedFigure.sum(otherMilliseconds, entry.milliseconds)
                continue
            }
            perFile[file, default: (0, 0)].milliseconds = CheckedFigure.sum(
                perFile[file]?.milliseconds ?? 0, entry.milliseconds)
            perFile[file, default: (0, 0)].functions += 1
            own.append(
                TypeCheckProfile.Function(
                    file: file, line: entry.line, name: entry.description,
                    milliseconds: entry.milliseconds))
        }
        // Sums in a fixed order and to the compiler's precision (hundredths of a millisecond), so
        // the same log always gives the same JSON.
        func hundredths(_ milliseconds: Double) -> Double { (milliseconds * 100).rounded() / 100 }
        func total(_ files: [String]) -> (milliseconds: Double, functions: Int) {
            let figures = Set(files).sorted().compactMap { perFile[$0] }
            return (
                hundredths(figures.reduce(0) { CheckedFigure.sum($0, $1.milliseconds) }),
                figures.reduce(0) { $0 + $1.functions }
            )
        }
        func shares(_ groups: [String: [String]]) -> [TypeCheckProfile.Share] {
            groups.keys.sorted().map { name in
                let figure = total(groups[name] ?? [])
                return TypeCheckProfile.Share(
                    name: name, milliseconds: figure.milliseconds, functions: figure.functions)
            }
        }
        // Slowest first; ties by place, so the list is the same from run to run.
        let slowest = own.sorted {
            ($0.milliseconds, $1.file, $1.line) > ($1.milliseconds, $0.file, $0.line)
        }
        return TypeCheckProfile(
            ownMilliseconds: total(Array(perFile.keys)).milliseconds,
            ownFunctions: own.count, otherMilliseconds: hundredths(otherMilliseconds),
            byRole: shares(variant.roles), byFeature: shares(variant.features),
            slowestFunctions: Array(slowest.prefix(10)))
    }
}

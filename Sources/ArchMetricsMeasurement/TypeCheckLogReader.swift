import ArchMetricsModel
import ArchMetricsSupport
import Foundation

/// Reads a type-check build's output (`-debug-time-function-bodies` lines, see `TypeCheckTimes`)
/// as it streams by and keeps only what the profile needs: sums per own file, the ten slowest
/// own bodies, the other files' total, and a hash per distinct timing line to drop SwiftPM's
/// reprints. The log on disk keeps only its head and tail; the counts here are complete, and
/// memory grows with the distinct bodies (8 bytes each), not with the output.
///
/// Fed on the output pump's thread, read once the command is over (`ProcessRunner.run` has
/// joined that thread by then).
package final class TypeCheckLogReader: @unchecked Sendable {
    private var lines = LineSplitter()
    /// Compiler paths → the variant's relative paths, links resolved on both sides.
    private let relativePath: [String: String]
    private var canonical: [String: String] = [:]
    private var seen = Set<Int>()
    private var perFile: [String: (milliseconds: Double, functions: Int)] = [:]
    private var ownFunctions = 0
    private var otherMilliseconds = 0.0
    private var slowest: [TypeCheckProfile.Function] = []
    private let variant: MeasuredVariant
    /// Timing lines holding a time no compiler prints (`1e308ms`), left out.
    package private(set) var impossible = 0
    package private(set) var firstImpossibleFile: String?

    /// How many of the slowest own bodies the profile lists.
    static let slowestKept = 10

    package init(variant: MeasuredVariant) {
        self.variant = variant
        var relativePath: [String: String] = [:]
        for file in variant.ownSourceFiles {
            let absolute = variant.packageFolder.appendingPathComponent(file).path
            relativePath[CoverageExport.canonicalPath(absolute)] = file
        }
        self.relativePath = relativePath
    }

    /// Feeds the next chunk of output; lines may straddle chunks.
    package func consume(_ chunk: UnsafeRawBufferPointer) {
        lines.consume(chunk) { line($0) }
    }

    package func consume(_ text: String) {
        var text = text
        text.withUTF8 { consume(UnsafeRawBufferPointer($0)) }
    }

    /// The bytes held between chunks for a line not yet ended (at most one line's worth).
    package var heldLineBytes: Int { lines.heldBytes }

    private func line(_ bytes: UnsafeRawBufferPointer) {
        // Timing lines start with a digit; everything else is skipped undecoded.
        guard let first = bytes.first, first >= UInt8(ascii: "0"), first <= UInt8(ascii: "9")
        else { return }
        let text = String(decoding: bytes, as: UTF8.self)
        switch TypeCheckTimes.parse(line: text[...]) {
        case nil: return
        case .impossible(let path):
            impossible += 1
            firstImpossibleFile = firstImpossibleFile ?? path
        case .entry(let entry):
            guard seen.insert(text.hashValue).inserted else { return }
            add(entry)
        }
    }

    private func add(_ entry: TypeCheckTimes.Entry) {
        guard let file = relativePath[resolved(entry.path)] else {
            otherMilliseconds = CheckedFigure.sum(otherMilliseconds, entry.milliseconds)
            return
        }
        perFile[file, default: (0, 0)].milliseconds = CheckedFigure.sum(
            perFile[file]?.milliseconds ?? 0, entry.milliseconds)
        perFile[file, default: (0, 0)].functions += 1
        ownFunctions += 1
        let function = TypeCheckProfile.Function(
            file: file, line: entry.line, name: entry.description,
            milliseconds: entry.milliseconds)
        if slowest.count == Self.slowestKept,
            let last = slowest.last, !Self.isSlower(function, than: last)
        {
            return
        }
        // A stable sort of at most eleven: equal bodies keep the order they were printed in.
        slowest.append(function)
        slowest.sort(by: Self.isSlower)
        if slowest.count > Self.slowestKept { slowest.removeLast() }
    }

    /// Slowest first; ties by place, so the list is the same from run to run.
    private static func isSlower(
        _ a: TypeCheckProfile.Function, than b: TypeCheckProfile.Function
    ) -> Bool {
        (a.milliseconds, b.file, b.line) > (b.milliseconds, a.file, a.line)
    }

    /// `path` as a canonical absolute path. A relative one is the compiler's working folder's:
    /// the command's (the tool's, which the build inherits), else, when that names no own file,
    /// the variant's folder (a script that compiles with `cd "$variant"; swiftc …
    /// Sources/Core/*.swift`).
    private func resolved(_ path: String) -> String {
        if let known = canonical[path] { return known }
        var resolved = CoverageExport.canonicalPath(path)
        if !path.hasPrefix("/"), relativePath[resolved] == nil {
            let inVariant = CoverageExport.canonicalPath(
                variant.packageFolder.appendingPathComponent(path).path)
            if relativePath[inVariant] != nil { resolved = inVariant }
        }
        canonical[path] = resolved
        return resolved
    }

    /// The profile of everything consumed (a last line without a newline included); nil when
    /// no timed body was read (the toolchain ignored or lacks the flag).
    package func profile() -> TypeCheckProfile? {
        lines.finish { line($0) }
        guard !seen.isEmpty else { return nil }
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
        return TypeCheckProfile(
            ownMilliseconds: total(Array(perFile.keys)).milliseconds,
            ownFunctions: ownFunctions, otherMilliseconds: hundredths(otherMilliseconds),
            byRole: shares(variant.roles), byFeature: shares(variant.features),
            slowestFunctions: slowest)
    }
}

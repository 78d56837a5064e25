import ArchMetricsSupport
import Foundation

/// Checks every number of a snapshot before it is decoded, so that a hand-edited or corrupted
/// file is refused with the JSON path of the bad value instead of crashing the tool later:
/// `compare`, `check` and `merge` add counts up, and a line count of `Int64.max` traps on the
/// first addition.
///
/// What a real snapshot holds: counts, sizes and timings, never negative, far below the limits
/// here (a trillion lines, a petabyte of memory); only the rendered tables' `delta` cells are
/// signed. Counts must be whole numbers; Foundation's decoder rejects `12.5` for a count too, but
/// on Linux without saying where.
enum SnapshotNumberCheck {
    /// The largest count, size or time accepted: 2^40 (about 1.1 × 10^12; what the figures read
    /// from a build are checked against and saturate at, `CheckedFigure`). Summing even a
    /// million such values stays far inside `Int` (2^63).
    static let limit = Double(CheckedFigure.limit)
    /// Memory sizes are bytes: a machine's memory is not added to anything, and 2^53 is the
    /// largest integer a JSON reader keeps exactly.
    static let byteLimit: Double = 9_007_199_254_740_992

    /// Keys whose values are signed: the difference columns of the rendered tables.
    static let signedKeys: Set<String> = ["delta"]
    static let byteKeys: Set<String> = ["memoryBytes"]
    /// Keys whose values are counts (of lines, files, tests, functions, references…). A key that
    /// is not listed here is not checked for being whole: the decoder still rejects a fraction
    /// where the model has an `Int`, only with a vaguer message.
    static let countKeys: Set<String> = [
        "blank", "bytes", "code", "codeLines", "comment", "physical", "files", "functions",
        "complexity", "totalComplexity", "maximumComplexity", "decisionPointsOutsideFunctions",
        "coveredLines", "executableLines", "passed", "failed", "skipped", "ran", "runs", "warmup",
        "cpuCores", "references", "referencingFiles", "fanIn", "fanOut", "maximumFanIn",
        "maximumFanOut", "firstLine", "lastLine", "line", "keyClassCount", "keyClassTestCount",
        "totalTestCount", "codeLinesTiedToOtherScreens", "codeLinesUsedByOtherScreens",
        "memoryBytes", "schemaVersion", "ownFunctions",
    ]

    /// The first number of `data` (a JSON document) that no snapshot could hold, described with
    /// its path (`variants[0].files[3].lines.code: -3 is negative`); nil when all are plausible
    /// or the text is not JSON (the decoder says what is wrong with that).
    static func firstProblem(in data: Data) -> String? {
        guard let root = try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
        else { return nil }
        return firstProblem(in: root, path: [])
    }

    private static func firstProblem(in value: Any, path: [JSONPathComponent]) -> String? {
        if let object = value as? [String: Any] {
            for key in object.keys.sorted() {
                if let problem = firstProblem(in: object[key]!, path: path + [.key(key)]) {
                    return problem
                }
            }
        } else if let array = value as? [Any] {
            for (index, element) in array.enumerated() {
                if let problem = firstProblem(in: element, path: path + [.index(index)]) {
                    return problem
                }
            }
        } else if let number = value as? NSNumber {
            // `true` and `false` arrive as NSNumbers too, as 1 and 0: plausible, so let through.
            return problem(with: number, at: path)
        }
        return nil
    }

    private static func problem(with number: NSNumber, at path: [JSONPathComponent]) -> String? {
        var key: String?
        if case .key(let last)? = path.last { key = last }
        let location = JSONPathComponent.text(path)
        let value = number.doubleValue
        let written = number.stringValue
        guard value.isFinite else { return "\(location): \(written) is not a finite number" }
        if value < 0, !signedKeys.contains(key ?? "") {
            return "\(location): \(written) is negative; counts and times never are"
        }
        let limit = byteKeys.contains(key ?? "") ? byteLimit : self.limit
        if value.magnitude > limit {
            return
                "\(location): \(written) is larger than any real count or time (the limit is \(Int(limit)))"
        }
        if let key, countKeys.contains(key), value.rounded(.towardZero) != value {
            return "\(location): \(written) is not a whole number; '\(key)' is a count"
        }
        return nil
    }

}

import ArchMetricsSupport
import Foundation

extension MetricsSnapshot {
    /// Reads a snapshot (`metrics.json`, a drift baseline, a merge part), refusing anything it
    /// cannot trust with an input error that says what is wrong and where.
    /// - Parameters:
    ///   - kind: what the file is to the user (`baseline`), used in messages.
    ///   - regenerateHint: the command that makes a fresh one, shown when the file is missing,
    ///     malformed or of another schema version.
    public static func load(from url: URL, kind: String = "snapshot", regenerateHint: String) throws
        -> MetricsSnapshot
    {
        // Named as the user gave it, read where it is (a path relative to a run's folder).
        let path = url.relativePath
        let data = try InputFile.read(
            url.path, shown: path, what: kind, missingHint: "Create it with: \(regenerateHint)")
        guard !data.isEmpty else {
            throw ArchMetricsError.input(
                "\(kind) \(path) is empty", hint: "Regenerate it with: \(regenerateHint)")
        }
        // The version first, so that a file from another version is named as such rather than
        // reported as whatever field happens to differ first.
        struct Header: Decodable { var schemaVersion: Int? }
        let decoder = StableJSON.decoder()
        let header: Header
        do { header = try decoder.decode(Header.self, from: data) } catch {
            let reason = syntaxError(in: data) ?? describe(error)
            throw ArchMetricsError.input(
                "\(kind) \(path) is not valid JSON: \(reason)",
                hint: "Regenerate it with: \(regenerateHint)")
        }
        guard let version = header.schemaVersion else {
            throw ArchMetricsError.input(
                "\(kind) \(path) has no schemaVersion: it is not an archmetrics metrics snapshot",
                hint: "Regenerate it with: \(regenerateHint)")
        }
        guard version == currentSchemaVersion else {
            throw ArchMetricsError.input(
                "\(kind) \(path) has schema version \(version); this archmetrics (\(ArchMetricsVersion.current)) reads schema version \(currentSchemaVersion)",
                hint: "Regenerate it with: \(regenerateHint)")
        }
        if let problem = SnapshotNumberCheck.firstProblem(in: data) {
            throw ArchMetricsError.input(
                "\(kind) \(path) holds an impossible number at \(problem)",
                hint: "Regenerate it with: \(regenerateHint)")
        }
        do {
            return try decoder.decode(MetricsSnapshot.self, from: data)
        } catch {
            throw ArchMetricsError.input(
                "\(kind) \(path) is malformed: \(describe(error))",
                hint: "Regenerate it with: \(regenerateHint)")
        }
    }

    /// Where the JSON syntax breaks, as `line L, column C`. JSONDecoder does not say on Linux;
    /// JSONSerialization gives a byte offset ("around character 15"), turned here into a position.
    static func syntaxError(in data: Data) -> String? {
        do {
            _ = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
            return nil
        } catch {
            let text =
                (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String
                ?? error.localizedDescription
            let offset: Int
            if let marker = text.range(of: "character "),
                let given = Int(text[marker.upperBound...].prefix { $0.isNumber }),
                given <= data.count
            {
                offset = given
            } else if text.localizedCaseInsensitiveContains("end of file") {
                // A truncated file: Foundation gives no offset, but the end is where it broke.
                offset = data.count
            } else {
                return text
            }
            let before = data.prefix(offset)
            let line = before.filter { $0 == UInt8(ascii: "\n") }.count + 1
            let column = offset - (before.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0) + 1
            return
                "\(text.hasSuffix(".") ? String(text.dropLast()) : text) (line \(line), column \(column))"
        }
    }

    /// A decoding error as one line naming the JSON path (`variants[0].files[3].lines: missing 'code'`).
    static func describe(_ error: Error) -> String {
        guard let error = error as? DecodingError else { return String(describing: error) }
        func location(_ path: [CodingKey]) -> String {
            guard !path.isEmpty else { return "the top level" }
            return path.reduce("") { text, key in
                key.intValue.map { "\(text)[\($0)]" }
                    ?? (text.isEmpty ? key.stringValue : "\(text).\(key.stringValue)")
            }
        }
        switch error {
        case .keyNotFound(let key, let context):
            return "missing '\(key.stringValue)' at \(location(context.codingPath))"
        case .typeMismatch(let type, let context):
            return "expected \(type) at \(location(context.codingPath))"
        case .valueNotFound(let type, let context):
            return "null where \(type) was expected at \(location(context.codingPath))"
        case .dataCorrupted(let context):
            let underlying = (context.underlyingError as NSError?).flatMap {
                $0.userInfo[NSDebugDescriptionErrorKey] as? String
            }
            let detail = [context.debugDescription, underlying].compactMap { $0 }.filter {
                !$0.isEmpty
            }.joined(separator: ": ")
            return context.codingPath.isEmpty
                ? detail : "\(detail) at \(location(context.codingPath))"
        @unknown default:
            return String(describing: error)
        }
    }
}

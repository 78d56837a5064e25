import ArchMetricsSupport
import Foundation

/// Reads the members of one JSON object of the configuration, refusing keys it does not know.
struct MemberReader {
    let container: KeyedDecodingContainer<AnyKey>
    let path: [JSONPathComponent]
    let positions: JSONPositions

    init(_ decoder: Decoder, what: String, allowed: [String]) throws {
        positions =
            decoder.userInfo[ConfigurationFile.positionsKey] as? JSONPositions ?? JSONPositions.none
        path = decoder.codingPath.map(JSONPathComponent.init)
        guard let container = try? decoder.container(keyedBy: AnyKey.self) else {
            let found = positions.entry(at: path)?.kindName ?? "something else"
            throw ConfigurationFile.Problem(
                path: path, message: "\(what) must be an object, not \(found)")
        }
        self.container = container
        // Of several unknown keys, the first written is reported.
        let unknown = container.allKeys.map(\.stringValue).filter { !allowed.contains($0) }
        let order = Dictionary(
            positions.keys(of: path).enumerated().map { ($1, $0) }, uniquingKeysWith: min)
        if let first = unknown.min(by: { order[$0] ?? 0 < order[$1] ?? 0 }) {
            let context = what == "the configuration" ? "" : " in \(what)"
            throw ConfigurationFile.Problem(
                path: path + [.key(first)],
                message: "unknown key \"\(first)\"\(context); expected one of: "
                    + allowed.joined(separator: ", "),
                atKey: true)
        }
    }

    func has(_ key: String) -> Bool { container.contains(AnyKey(key)) }

    func kind(of key: String) -> String? { positions.entry(at: path + [.key(key)])?.kindName }

    func decode<T: Decodable>(_ type: T.Type, _ key: String, expected: String) throws -> T {
        do {
            return try container.decode(type, forKey: AnyKey(key))
        } catch DecodingError.typeMismatch(_, let context) {
            let at = context.codingPath.map(JSONPathComponent.init)
            let found = positions.entry(at: at)?.kindName ?? "something else"
            let message =
                at == path + [.key(key)]
                ? "\(key) must be \(expected), not \(found)"
                : "each entry of \(JSONPathComponent.text(at.dropLast().map { $0 })) must be "
                    + "a string, not \(found)"
            throw ConfigurationFile.Problem(path: at, message: message)
        }
    }

    /// A non-empty string, if the key is there.
    func string(_ key: String) throws -> String? {
        guard has(key) else { return nil }
        let text = try decode(String.self, key, expected: "a string")
        guard !text.isEmpty else {
            throw ConfigurationFile.Problem(
                path: path + [.key(key)], message: "\(key) must not be empty")
        }
        return text
    }

    /// A list of non-empty strings, if the key is there.
    func strings(_ key: String) throws -> [String]? {
        guard has(key) else { return nil }
        let texts = try decode([String].self, key, expected: "an array")
        if let empty = texts.firstIndex(where: \.isEmpty) {
            throw ConfigurationFile.Problem(
                path: path + [.key(key), .index(empty)],
                message: "each entry of \(key) must not be empty")
        }
        return texts
    }

    /// The decoder of the value under `key`.
    func nested(_ key: String) throws -> Decoder {
        try container.superDecoder(forKey: AnyKey(key))
    }

    /// The decoders of the elements of the array under `key`, in order: one walk over the
    /// array (reaching element `i` anew for each would be quadratic in its length).
    func elements(_ key: String, expected: String = "an array") throws -> [Decoder] {
        _ = try decode([AnyDecodable].self, key, expected: expected)
        var elements = try container.nestedUnkeyedContainer(forKey: AnyKey(key))
        var decoders: [Decoder] = []
        while !elements.isAtEnd { decoders.append(try elements.superDecoder()) }
        return decoders
    }
}

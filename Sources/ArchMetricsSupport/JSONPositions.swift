import Foundation

/// A 1-based line and column in a text file; columns count characters, not bytes.
package struct TextPosition: Equatable, Sendable, CustomStringConvertible {
    package var line: Int
    package var column: Int
    package var description: String { "\(line):\(column)" }

    package init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// The position of the byte at `offset` in `data` (UTF-8): how Foundation's byte offsets
    /// ("around character 19") become a place a user can find.
    package init<Bytes: Collection<UInt8>>(byteOffset offset: Int, in data: Bytes) {
        let before = String(decoding: data.prefix(max(0, min(offset, data.count))), as: UTF8.self)
        var line = 1
        var column = 1
        for character in before {
            if character == "\n" || character == "\r\n" {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
        self.init(line: line, column: column)
    }
}

/// One step of a path into a JSON document: an object's key or an array's index.
package enum JSONPathComponent: Hashable, Sendable, CustomStringConvertible {
    case key(String)
    case index(Int)

    package init(_ codingKey: CodingKey) {
        self = codingKey.intValue.map { .index($0) } ?? .key(codingKey.stringValue)
    }

    package var description: String {
        switch self {
        case .key(let key): key
        case .index(let index): "[\(index)]"
        }
    }

    /// `roleRules[2].role`.
    package static func text(_ path: [JSONPathComponent]) -> String {
        path.enumerated().map { offset, component in
            if case .key = component, offset > 0 { return ".\(component)" }
            return component.description
        }.joined()
    }
}

/// Where each value of a JSON text was written, and its object keys in document order.
///
/// Foundation decodes the document; it reports a decoding error by path and forgets the order
/// of an object's keys. This index answers the questions a decoder cannot: where in the file a
/// path is (for `file:line:column` in messages), in what order an object's keys were written
/// (variant columns), whether a key is written twice, and whether the text nests deeper than
/// `maximumDepth`. It only reads structure and gives up quietly on text that is not JSON:
/// saying what is wrong with such text is Foundation's part.
///
/// Built in one pass over the UTF-8 bytes without recursion, and linear in the text: an entry
/// knows its parent and its component, not its whole path (a path per entry is quadratic in
/// the depth), and a path is looked up through a member table and each container's child list,
/// not by scanning every entry (quadratic in the number of objects a config decodes).
package struct JSONPositions: Sendable {
    /// Containers nested deeper than this are refused, as Foundation's own parser refuses them.
    package static let maximumDepth = 512

    package struct Entry: Sendable {
        /// The enclosing container's entry, -1 for the document's value.
        var parent: Int
        /// The key or index this value has in its container; nil for the document's value.
        var component: JSONPathComponent?
        /// Where the key of an object member starts (its opening quote), as a byte offset.
        var keyOffset: Int?
        var valueOffset: Int
        /// The value's first byte, which tells its kind.
        var firstByte: UInt8
        /// A container's children: `children[childStart ..< childStart + childCount]`.
        var childStart = 0
        var childCount = 0

        /// What a user calls the value's kind in a message (`an array`).
        package var kindName: String {
            switch firstByte {
            case UInt8(ascii: "{"): "an object"
            case UInt8(ascii: "["): "an array"
            case UInt8(ascii: "\""): "a string"
            case UInt8(ascii: "t"), UInt8(ascii: "f"): "true or false"
            case UInt8(ascii: "n"): "null"
            default: "a number"
            }
        }
    }

    /// An object's member, for looking a key up without scanning the object.
    private struct Member: Hashable {
        var object: Int
        var key: String
    }

    private let bytes: [UInt8]
    /// Every value, in document order.
    private var entries: [Entry] = []
    /// The entries of each container's children, each container's run contiguous.
    private var children: [Int] = []
    private var members: [Member: Int] = [:]
    /// The first key written twice in one object, with the offset of its second writing.
    private var duplicate: (entry: Int, keyOffset: Int)?
    /// Where a container opens deeper than `maximumDepth`; nothing after it was read.
    private var tooDeepOffset: Int?

    /// The positions of no document: where a decoder was given none, every lookup misses.
    package static let none = JSONPositions("", cancellation: CancellationToken())

    /// Reads the positions of `text`; once `cancellation` is cancelled the reading stops and
    /// the positions are partial (the caller throws).
    package init(_ text: String, cancellation: CancellationToken) {
        bytes = Array(text.utf8)
        var builder = Builder(bytes: bytes, cancellation: cancellation)
        builder.build()
        entries = builder.entries
        children = builder.children
        members = builder.members
        duplicate = builder.duplicate
        tooDeepOffset = builder.tooDeepOffset
    }

    /// Where the text nests deeper than `maximumDepth`, if it does.
    package var tooDeepPosition: TextPosition? {
        tooDeepOffset.map(textPosition(ofByte:))
    }

    /// The first key written a second time in the same object: its path and where the second
    /// writing starts.
    package var duplicateKey: (path: [JSONPathComponent], position: TextPosition)? {
        duplicate.map { (path(of: $0.entry), textPosition(ofByte: $0.keyOffset)) }
    }

    package func entry(at path: [JSONPathComponent]) -> Entry? {
        index(of: path).map { entries[$0] }
    }

    /// The keys of the object at `path`, as written.
    package func keys(of path: [JSONPathComponent]) -> [String] {
        guard let object = index(of: path) else { return [] }
        let entry = entries[object]
        return children[entry.childStart..<(entry.childStart + entry.childCount)].compactMap {
            guard case .key(let key) = entries[$0].component else { return nil }
            return key
        }
    }

    /// The nearest written place for `path`: the value itself, else its closest parent.
    package func position(of path: [JSONPathComponent], preferringKey: Bool = false) -> TextPosition
    {
        var path = path
        while !path.isEmpty {
            if let entry = entry(at: path) {
                let offset =
                    preferringKey ? entry.keyOffset ?? entry.valueOffset : entry.valueOffset
                return textPosition(ofByte: offset)
            }
            path.removeLast()
        }
        return textPosition(ofByte: entries.first?.valueOffset ?? 0)
    }

    /// Where a comma probably belongs when a parser stopped at `offset`: a value or key starts
    /// there and a finished value ends just before it (only whitespace between), so the two
    /// lack the comma between them; the parser names the second, the author wants the end of
    /// the first. Nil when the text before is a key or anything else (a missing colon, a stray
    /// character): guessing then would mislead more than the parser's own words.
    package static func missingCommaPosition(beforeByte offset: Int, in text: String)
        -> TextPosition?
    {
        let bytes = Array(text.utf8)
        guard offset > 0, offset < bytes.count, startsValue(bytes[offset]) else { return nil }
        var end = offset
        while end > 0, isWhitespace(bytes[end - 1]) { end -= 1 }
        guard end > 0, end < offset else { return nil }
        let last = bytes[end - 1]
        if last == UInt8(ascii: "\"") {
            // A string: a value only if a colon or an opening bracket comes before it (after
            // `{` or `,` it could be a key waiting for its colon).
            var start = end - 2
            while start >= 0, bytes[start] != UInt8(ascii: "\"") || isEscaped(start, in: bytes) {
                start -= 1
            }
            while start > 0, isWhitespace(bytes[start - 1]) { start -= 1 }
            guard start > 0, [UInt8(ascii: ":"), UInt8(ascii: "[")].contains(bytes[start - 1])
            else { return nil }
        } else {
            let endsValue =
                last == UInt8(ascii: "}") || last == UInt8(ascii: "]")
                || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(last)
                || last == UInt8(ascii: "e") || last == UInt8(ascii: "l")
            guard endsValue else { return nil }
        }
        return TextPosition(byteOffset: end, in: bytes)
    }

    private static func startsValue(_ byte: UInt8) -> Bool {
        "\"{[-0123456789tfn".utf8.contains(byte)
    }

    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
            || byte == UInt8(ascii: "\t")
    }

    /// Whether the byte at `index` follows an odd run of backslashes.
    private static func isEscaped(_ index: Int, in bytes: [UInt8]) -> Bool {
        var count = 0
        var at = index - 1
        while at >= 0, bytes[at] == UInt8(ascii: "\\") {
            count += 1
            at -= 1
        }
        return count % 2 == 1
    }

    /// A byte offset as line and column: counted from the start each time, for messages only.
    private func textPosition(ofByte offset: Int) -> TextPosition {
        TextPosition(byteOffset: offset, in: bytes)
    }

    private func index(of path: [JSONPathComponent]) -> Int? {
        guard !entries.isEmpty else { return nil }
        var current = 0
        for component in path {
            switch component {
            case .key(let key):
                guard let member = members[Member(object: current, key: key)] else { return nil }
                current = member
            case .index(let index):
                let entry = entries[current]
                guard entry.firstByte == UInt8(ascii: "["), index >= 0, index < entry.childCount
                else { return nil }
                current = children[entry.childStart + index]
            }
        }
        return current
    }

    private func path(of entry: Int) -> [JSONPathComponent] {
        var path: [JSONPathComponent] = []
        var current = entry
        while current >= 0 {
            if let component = entries[current].component { path.append(component) }
            current = entries[current].parent
        }
        return path.reversed()
    }

    /// One pass over the bytes with an explicit stack of open containers: no recursion, so no
    /// depth of nesting can exhaust the stack, and the depth is checked before a container opens.
    private struct Builder {
        let bytes: [UInt8]
        let cancellation: CancellationToken
        var offset = 0
        var entries: [Entry] = []
        var children: [Int] = []
        var members: [Member: Int] = [:]
        var duplicate: (entry: Int, keyOffset: Int)?
        var tooDeepOffset: Int?
        /// The open containers, innermost last, with where their children start in `pending`.
        var open: [(entry: Int, pendingStart: Int)] = []
        /// The children read so far of every open container, outermost first.
        var pending: [Int] = []

        var current: UInt8? { offset < bytes.count ? bytes[offset] : nil }

        mutating func skipWhitespace() {
            while let byte = current,
                byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n")
                    || byte == UInt8(ascii: "\r") || byte == UInt8(ascii: "\t")
            {
                offset += 1
            }
        }

        mutating func build() {
            defer { while !open.isEmpty { closeContainer() } }
            guard readValue(key: nil) else { return }
            while let container = open.last {
                // A huge document takes seconds: Ctrl-C stops the reading (the parse throws).
                if entries.count % 65_536 == 0, cancellation.isCancelled { return }
                skipWhitespace()
                guard let byte = current else { return }
                let isObject = entries[container.entry].firstByte == UInt8(ascii: "{")
                if byte == (isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) {
                    offset += 1
                    closeContainer()
                    continue
                }
                if byte == UInt8(ascii: ",") {
                    offset += 1
                    continue
                }
                guard isObject else {
                    guard readValue(key: nil) else { return }
                    continue
                }
                guard byte == UInt8(ascii: "\"") else { return }
                let keyOffset = offset
                let key = string()
                skipWhitespace()
                guard current == UInt8(ascii: ":") else { return }
                offset += 1
                guard readValue(key: (key, keyOffset)) else { return }
            }
        }

        /// Records the value that starts here and opens it if it is a container; false when
        /// there is nothing to read or it nests too deep.
        mutating func readValue(key: (text: String, offset: Int)?) -> Bool {
            skipWhitespace()
            guard let first = current else { return false }
            let parent = open.last?.entry ?? -1
            let index = entries.count
            var component: JSONPathComponent?
            if let key {
                component = .key(key.text)
                let member = Member(object: parent, key: key.text)
                if members[member] == nil {
                    members[member] = index
                } else if duplicate == nil {
                    duplicate = (index, key.offset)
                }
            } else if let container = open.last {
                component = .index(pending.count - container.pendingStart)
            }
            if parent >= 0 { pending.append(index) }
            entries.append(
                Entry(
                    parent: parent, component: component, keyOffset: key?.offset,
                    valueOffset: offset, firstByte: first))
            switch first {
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                guard open.count < JSONPositions.maximumDepth else {
                    tooDeepOffset = offset
                    return false
                }
                open.append((index, pending.count))
                offset += 1
            case UInt8(ascii: "\""):
                _ = string()
            default:
                let start = offset
                while let byte = current, byte != UInt8(ascii: ","), byte != UInt8(ascii: "]"),
                    byte != UInt8(ascii: "}"), byte != UInt8(ascii: " "),
                    byte != UInt8(ascii: "\n"), byte != UInt8(ascii: "\r"),
                    byte != UInt8(ascii: "\t")
                {
                    offset += 1
                }
                if offset == start { return false }
            }
            return true
        }

        /// Moves the innermost open container's children from `pending` to `children`.
        mutating func closeContainer() {
            let container = open.removeLast()
            entries[container.entry].childStart = children.count
            entries[container.entry].childCount = pending.count - container.pendingStart
            children.append(contentsOf: pending[container.pendingStart...])
            pending.removeSubrange(container.pendingStart...)
        }

        /// Reads a string from its opening quote; returns its text, escapes decoded.
        mutating func string() -> String {
            offset += 1
            let start = offset
            var escaped = false
            var hasEscape = false
            while let byte = current {
                offset += 1
                if escaped {
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                    hasEscape = true
                } else if byte == UInt8(ascii: "\"") {
                    let raw = bytes[start..<(offset - 1)]
                    guard hasEscape else { return String(decoding: raw, as: UTF8.self) }
                    let quoted = Data([UInt8(ascii: "\"")] + raw + [UInt8(ascii: "\"")])
                    return (try? JSONDecoder().decode(String.self, from: quoted))
                        ?? String(decoding: raw, as: UTF8.self)
                }
            }
            return String(decoding: bytes[start...], as: UTF8.self)
        }
    }
}

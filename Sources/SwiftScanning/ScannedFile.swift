// The scanner's output: what one Swift file holds, counted exactly.
// Every later stage (classification, reporting, drift) consumes these values, so their
// Codable shape is part of the tool's stable JSON.
import ArchMetricsSupport

/// Physical lines of a file split into code, comment and blank lines.
/// Invariant: `code + comment + blank == physical`.
public struct LineCounts: Codable, Equatable, Hashable, Sendable {
    public var physical: Int
    public var code: Int
    public var comment: Int
    public var blank: Int

    public init(physical: Int = 0, code: Int = 0, comment: Int = 0, blank: Int = 0) {
        self.physical = physical
        self.code = code
        self.comment = comment
        self.blank = blank
    }

    public static let zero = LineCounts()

    public static func + (lhs: LineCounts, rhs: LineCounts) -> LineCounts {
        LineCounts(
            physical: lhs.physical + rhs.physical, code: lhs.code + rhs.code,
            comment: lhs.comment + rhs.comment, blank: lhs.blank + rhs.blank)
    }

    public static func += (lhs: inout LineCounts, rhs: LineCounts) { lhs = lhs + rhs }
}

/// The kind of a top-level type declaration.
public enum DeclarationKind: String, Codable, CaseIterable, Sendable {
    case `class`, `struct`, `enum`, `protocol`, actor, `extension`
}

/// A top-level type declaration as written in the source.
public struct TypeDeclaration: Codable, Equatable, Hashable, Sendable {
    public var kind: DeclarationKind
    /// The declared name; for an extension, the extended type as written (e.g. `Array where …` is `Array`).
    public var name: String
    /// Inherited types and conformances as written, in order (`UIViewController`, `Coordinator`).
    public var inheritedTypes: [String]
    /// 1-based line of the declaration's first token (attributes and modifiers included).
    public var firstLine: Int
    /// 1-based line of its closing brace (or of the last token if the body is unterminated).
    public var lastLine: Int
    /// The attached macros that make the type conform to something (`@Observable`,
    /// `@Reducer`), which classification reads as conformances; nil when none. Only these:
    /// other attributes (`@MainActor`) say nothing about a type's role.
    public var conformanceMacros: [String]?

    /// The attributes `conformanceMacros` keeps.
    public static let conformanceMacroNames: Set<String> = ["Observable", "Reducer"]

    public init(
        kind: DeclarationKind, name: String, inheritedTypes: [String] = [], firstLine: Int,
        lastLine: Int, conformanceMacros: [String]? = nil
    ) {
        self.kind = kind
        self.name = name
        self.inheritedTypes = inheritedTypes
        self.firstLine = firstLine
        self.lastLine = lastLine
        self.conformanceMacros = conformanceMacros
    }

    /// Lines the declaration spans, first to last inclusive.
    public var lineSpan: Int { lastLine - firstLine + 1 }
}

/// Something worth telling the user about a file or path, without stopping the run.
public struct Diagnostic: Codable, Equatable, Hashable, Sendable {
    public enum Severity: String, Codable, Sendable { case warning, error }
    public var severity: Severity
    /// The file or path concerned, as reported elsewhere (relative to the scan root when possible).
    public var path: String
    /// 1-based line, when the problem has a position.
    public var line: Int?
    public var message: String

    public init(severity: Severity, path: String, line: Int? = nil, message: String) {
        self.severity = severity
        self.path = path
        self.line = line
        self.message = message
    }

    /// `path:line: severity: message`, the shape compilers use, so editors can jump to it.
    public var formatted: String {
        "\(TextEscaping.terminal(path))\(line.map { ":\($0)" } ?? ""): \(severity.rawValue): \(message)"
    }
}

/// One scanned Swift file.
public struct ScannedFile: Codable, Equatable, Sendable {
    /// Path relative to the scan root it was found under, with `/` separators.
    public var path: String
    public var bytes: Int
    public var lines: LineCounts
    public var declarations: [TypeDeclaration]
    /// Problems found while lexing (unterminated comment or string, invalid UTF-8, …).
    public var diagnostics: [Diagnostic]
    /// The names of its top-level typealiases: a file named after one is named after what it
    /// declares (classification reads it). Not in the stable JSON: no coding key.
    public var typealiases: [String] = []

    private enum CodingKeys: String, CodingKey {
        case path, bytes, lines, declarations, diagnostics
    }

    public init(
        path: String, bytes: Int, lines: LineCounts, declarations: [TypeDeclaration] = [],
        diagnostics: [Diagnostic] = [], typealiases: [String] = []
    ) {
        self.path = path
        self.bytes = bytes
        self.lines = lines
        self.declarations = declarations
        self.diagnostics = diagnostics
        self.typealiases = typealiases
    }

    /// The file name without directories or the `.swift` extension.
    public var baseName: String {
        // On the UTF-8 bytes: classification asks this of every file, and splitting the path
        // into Characters was a tenth of `scan --analysis`'s work after the scan.
        var path = path
        return path.withUTF8 { bytes in
            var end = bytes.count
            while end > 0, bytes[end - 1] == UInt8(ascii: "/") { end -= 1 }
            var start = end
            while start > 0, bytes[start - 1] != UInt8(ascii: "/") { start -= 1 }
            if start == end { return String(decoding: bytes, as: UTF8.self) }
            if end - start >= 6, bytes[(end - 6)..<end].elementsEqual(".swift".utf8) { end -= 6 }
            return String(
                decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
        }
    }
}

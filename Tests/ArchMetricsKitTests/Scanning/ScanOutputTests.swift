import ArchMetricsReporting
import ArchMetricsSupport
import Foundation
import SwiftScanning
import Testing

/// `scan --format json` and `csv` are written byte by byte (no `JSONEncoder`); what they write
/// must stay exactly what `StableJSON` and the RFC 4180 rules give.
@Suite struct ScanOutputTests {
    /// Every character JSON escapes or could be tempted to: control characters, quote, backslash,
    /// slash, DEL, line and paragraph separators, a BOM, accents, an emoji.
    static let awkwardText =
        String((0..<0x20).map { Character(Unicode.Scalar(UInt8($0))) })
        + "\"\\/ ,x\u{7F}\u{80}\u{2028}\u{2029}\u{FEFF}é😀\r\n"

    static let sample = ScanResult(
        roots: ["App", Self.awkwardText, ""],
        files: [
            ScannedFile(path: "Empty.swift", bytes: 0, lines: .zero),
            ScannedFile(
                path: "App/Sources/\(Self.awkwardText).swift", bytes: 1_234_567,
                lines: LineCounts(physical: 40, code: 30, comment: 6, blank: 4),
                declarations: [
                    TypeDeclaration(kind: .class, name: "A", firstLine: 1, lastLine: 20),
                    TypeDeclaration(
                        kind: .extension, name: "Array where \(Self.awkwardText)",
                        inheritedTypes: ["P", "Q<[Int]>", Self.awkwardText], firstLine: 21,
                        lastLine: 40),
                ],
                diagnostics: [
                    Diagnostic(
                        severity: .warning, path: "x", line: 3, message: Self.awkwardText),
                    Diagnostic(severity: .error, path: Self.awkwardText, message: "no line"),
                ]),
        ],
        diagnostics: [
            Diagnostic(severity: .error, path: "missing", message: "no such file or folder"),
            Diagnostic(severity: .warning, path: "bin.swift", line: 1, message: "binary"),
        ])

    @Test(arguments: [
        sample,
        ScanResult(roots: [], files: [], diagnostics: []),
        ScanResult(
            roots: ["."], files: [ScannedFile(path: "a.swift", bytes: 1, lines: .zero)],
            diagnostics: []),
    ])
    func jsonIsWhatStableJSONWrites(result: ScanResult) throws {
        let expected = String(decoding: try StableJSON.encode(result), as: UTF8.self)
        #expect(result.formatted(as: .json, byFile: false) == expected)
    }

    /// Strings are checked for escapes eight bytes at a time: a byte that needs one, at every
    /// offset of strings up to three words long, beside bytes that do not (DEL, non-ASCII).
    @Test func everyEscapeIsFoundAtEveryOffset() throws {
        for needsEscape in ["\"", "\\", "\n", "\u{0}", "\u{1F}"] {
            for length in 1...24 {
                for offset in 0..<length {
                    var characters = Array(repeating: Character("a"), count: length)
                    characters[offset] = Character(needsEscape)
                    if offset + 1 < length { characters[offset + 1] = "\u{7F}" }
                    let path = String(characters) + "é"
                    let result = ScanResult(
                        roots: [path], files: [ScannedFile(path: path, bytes: 1, lines: .zero)],
                        diagnostics: [])
                    let expected = String(decoding: try StableJSON.encode(result), as: UTF8.self)
                    #expect(
                        result.formatted(as: .json, byFile: false) == expected,
                        "\(path.debugDescription)")
                }
            }
        }
    }

    @Test func jsonReadsBackAsTheSameResult() throws {
        let json = Self.sample.formatted(as: .json, byFile: false)
        #expect(try JSONDecoder().decode(ScanResult.self, from: Data(json.utf8)) == Self.sample)
    }

    @Test func csvQuotesOnlyTheFieldsThatNeedIt() {
        let result = ScanResult(
            roots: ["."],
            files: [
                ScannedFile(
                    path: "plain.swift", bytes: 10,
                    lines: LineCounts(physical: 3, code: 1, comment: 1, blank: 1),
                    declarations: [
                        TypeDeclaration(kind: .struct, name: "S", firstLine: 1, lastLine: 1)
                    ]),
                ScannedFile(
                    path: "a,\"b\".swift", bytes: 5, lines: LineCounts(physical: 1, code: 1)),
            ],
            diagnostics: [])
        #expect(
            result.formatted(as: .csv, byFile: true) == """
                path,physical,code,comment,blank,bytes,types
                plain.swift,3,1,1,1,10,1
                "a,""b"".swift",1,1,0,0,5,0
                TOTAL,4,2,1,1,15,1

                """)
        #expect(
            result.formatted(as: .csv, byFile: false) == """
                path,physical,code,comment,blank,bytes,types
                TOTAL,4,2,1,1,15,1

                """)
    }

    @Test(arguments: [0, 7, -1, 10, 99, 100, -100, 1_234_567_890, Int.max, Int.min])
    func decimalsAreSpelledAsStringDoes(value: Int) {
        let output = BufferedOutput()
        output.write(decimal: value)
        #expect(String(decoding: output.bytes, as: UTF8.self) == String(value))
    }

    @Test func aFileDescriptorGetsEveryByteInOrderThroughASmallBuffer() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "buffered-output-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: url) }
        let descriptor = open(url.path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        try #require(descriptor >= 0)
        // Pieces smaller than, equal to and larger than the 8-byte buffer, and a number that
        // needs more room than it has.
        let output = BufferedOutput(fileDescriptor: descriptor, capacity: 8)
        var expected = ""
        output.write(decimal: Int.min)
        expected += String(Int.min)
        for piece in ["a", "bcdefgh", "ijklmnopqrstuvwxyz", "12345678", "é😀"] {
            output.write(utf8: piece)
            expected += piece
        }
        output.write(UInt8(ascii: "!"))
        output.write(decimal: -42)
        expected += "!-42"
        try output.flush()
        close(descriptor)
        #expect(try String(contentsOf: url, encoding: .utf8) == expected)
    }

    @Test func aFailedWriteIsThrownByFlush() {
        let output = BufferedOutput(fileDescriptor: -1, capacity: 8)
        output.write(utf8: "more than eight bytes")
        #expect(throws: ArchMetricsError.self) { try output.flush() }
    }
}

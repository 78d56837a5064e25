import ArchMetricsModel
import Foundation
import SwiftScanning
import TestSupport
import Testing

/// The library's seeded generator, so a failing case can be replayed from its seed.
typealias SeededGenerator = SplitMix64

/// Whatever the bytes, the scanner must finish, and its counts must add up. A hang is what the
/// time limit catches; it is generous because it also counts the wait for a thread of the
/// concurrency pool, which a loaded two-core machine may keep busy for minutes.
@Suite(.timeLimit(.minutes(30))) struct LexerRandomizedTests {
    /// Pieces that exercise every lexer state, mixed with arbitrary bytes.
    static let pieces: [[UInt8]] = [
        "\"", "\"\"\"", "#", "##", "/", "*", "\\", "(", ")", "\n", "\r", "\r\n", " ", "\t", "a",
        "1",
        "//", "/*", "*/", "#/", "/#", "\\(", "\\#(", "{", "}", "class ", "struct X: Y ", "`", "$0",
        "@",
        "#!", "\u{FEFF}", "é", ".", "<", ">", ",", ":",
    ].map { Array($0.utf8) }

    static func checkInvariants(_ bytes: [UInt8], context: @autoclosure () -> String) {
        let file = bytes.withUnsafeBufferPointer { SourceScanner.scan(bytes: $0, path: "random") }
        let classes = bytes.withUnsafeBufferPointer { SourceScanner.explain(bytes: $0) }
        let newlines = bytes.filter { $0 == 0x0A }.count
        let expectedPhysical = newlines + (bytes.last.map { $0 == 0x0A ? 0 : 1 } ?? 0)
        let lines = file.lines
        #expect(lines.physical == expectedPhysical, "\(context())")
        #expect(lines.code + lines.comment + lines.blank == lines.physical, "\(context())")
        #expect(classes.count == lines.physical, "\(context())")
        #expect(classes.filter { $0 == .code }.count == lines.code, "\(context())")
        #expect(file.bytes == bytes.count)
        for declaration in file.declarations {
            #expect(
                declaration.firstLine >= 1 && declaration.firstLine <= declaration.lastLine
                    && declaration.lastLine <= max(1, lines.physical), "\(context())")
        }
    }

    @Test func arbitraryBytesNeverBreakTheCounts() {
        var generator = SeededGenerator(seed: 0xA4C4)
        for round in 0..<3_000 {
            var bytes: [UInt8] = []
            let length = Int.random(in: 0..<200, using: &generator)
            while bytes.count < length {
                if Bool.random(using: &generator) {
                    bytes += Self.pieces.randomElement(using: &generator)!
                } else {
                    bytes.append(UInt8.random(in: 0...255, using: &generator))
                }
            }
            Self.checkInvariants(bytes, context: "round \(round): \(bytes)")
        }
    }

    /// Real Swift (the scanner's own sources), cut, duplicated and spliced at random.
    @Test func mutatedRealSwiftNeverBreaksTheCounts() throws {
        let sources = try Self.realSwiftFiles()
        #expect(sources.count >= 5)
        var generator = SeededGenerator(seed: 0x5EED)
        for round in 0..<600 {
            let bytes = Self.mutated(
                sources.randomElement(using: &generator)!, inserting: Self.pieces,
                using: &generator)
            Self.checkInvariants(bytes, context: "round \(round)")
        }
    }

    /// Converting line endings to CRLF, or dropping the final newline, must not change any class.
    @Test func lineEndingsDoNotChangeClassesOfRealSwift() throws {
        for source in try Self.realSwiftFiles() {
            let text = String(decoding: source, as: UTF8.self)
            let classes = SourceScanner.explain(source: text)
            #expect(
                SourceScanner.explain(source: text.replacingOccurrences(of: "\n", with: "\r\n"))
                    == classes)
            // Only a non-empty last line keeps its count when its newline goes.
            if text.hasSuffix("\n") && !text.hasSuffix("\n\n") {
                #expect(SourceScanner.explain(source: String(text.dropLast())) == classes)
            }
        }
    }

    /// `source` cut, duplicated and spliced at one to four random places, some of them
    /// receiving one of `pieces`.
    static func mutated(
        _ source: [UInt8], inserting pieces: [[UInt8]], using generator: inout SeededGenerator
    ) -> [UInt8] {
        var bytes = source
        for _ in 0..<Int.random(in: 1...4, using: &generator) where !bytes.isEmpty {
            let start = Int.random(in: 0..<bytes.count, using: &generator)
            let end = min(bytes.count, start + Int.random(in: 0...80, using: &generator))
            switch Int.random(in: 0..<3, using: &generator) {
            case 0: bytes.removeSubrange(start..<end)
            case 1:
                bytes.insert(
                    contentsOf: bytes[start..<end],
                    at: Int.random(in: 0...bytes.count, using: &generator))
            default:
                bytes.insert(contentsOf: pieces.randomElement(using: &generator)!, at: start)
            }
        }
        return bytes
    }

    static func realSwiftFiles() throws -> [[UInt8]] {
        let scanning = Repository.path("Sources/SwiftScanning")
        return try FileManager.default.contentsOfDirectory(
            at: scanning, includingPropertiesForKeys: nil
        )
        .filter { $0.pathExtension == "swift" }
        .sorted { $0.path < $1.path }
        .map { Array(try Data(contentsOf: $0)) }
    }
}

import Foundation
import Testing

@testable import ArchMetricsKit

/// The configuration the README and `Examples/` show must be one the tool accepts: every
/// ```json block of the README and every `Examples/*.json` is parsed as an `archmetrics.json`.
@Suite struct ReadmeExamplesTests {
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func readmeJSONBlocks() throws -> [String] {
        let readme = try String(
            contentsOf: repository.appendingPathComponent("README.md"), encoding: .utf8)
        var blocks: [String] = []
        var current: [Substring]?
        for line in readme.split(separator: "\n", omittingEmptySubsequences: false) {
            if current == nil, line == "```json" {
                current = []
            } else if current != nil, line == "```" {
                blocks.append(current!.joined(separator: "\n"))
                current = nil
            } else {
                current?.append(line)
            }
        }
        return blocks
    }

    @Test func everyJSONBlockOfTheReadmeIsAValidConfiguration() throws {
        let blocks = try Self.readmeJSONBlocks()
        #expect(!blocks.isEmpty)
        for block in blocks {
            #expect(throws: Never.self, "\(block)") {
                try ConfigurationFile.parse(block, path: "README.md")
            }
        }
    }

    @Test func everyExampleConfigurationIsValid() throws {
        let examples = Self.repository.appendingPathComponent("Examples")
        let files = try FileManager.default.contentsOfDirectory(atPath: examples.path)
            .filter { $0.hasSuffix(".json") }
        #expect(!files.isEmpty)
        for name in files {
            let text = try String(
                contentsOf: examples.appendingPathComponent(name), encoding: .utf8)
            #expect(throws: Never.self, "\(name)") {
                try ConfigurationFile.parse(text, path: name)
            }
        }
    }
}

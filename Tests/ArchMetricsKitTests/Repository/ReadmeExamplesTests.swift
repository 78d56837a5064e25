import ArchMetricsSupport
import Foundation
import TestSupport
import Testing

@testable import ArchMetricsKit

/// The configuration the manual and `Examples/` show must be one the tool accepts: every
/// ```json block of the README, of `Docs/*.md` and of the bundled app's README, and every
/// `Examples/*.json`, is parsed as an `archmetrics.json`.
@Suite struct ReadmeExamplesTests {
    static let repository = Repository.root

    /// The README and every page of the manual it links to.
    static func manualPages() throws -> [String] {
        let docs = try FileManager.default.contentsOfDirectory(
            atPath: repository.appendingPathComponent("Docs").path
        ).filter { $0.hasSuffix(".md") }.sorted().map { "Docs/" + $0 }
        return ["README.md", "FootballGather/README.md"] + docs
    }

    /// Every ```json block of the manual, with the page it is on.
    static func readmeJSONBlocks() throws -> [(page: String, block: String)] {
        try manualPages().flatMap { page in
            try jsonBlocks(
                in: String(contentsOf: repository.appendingPathComponent(page), encoding: .utf8)
            ).map { (page, $0) }
        }
    }

    static func jsonBlocks(in text: String) -> [String] {
        var blocks: [String] = []
        var current: [Substring]?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
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
        // The front door shows a configuration, and so does the configuration page.
        #expect(blocks.contains { $0.page == "README.md" })
        #expect(blocks.contains { $0.page == "Docs/configuration.md" })
        for (page, block) in blocks {
            #expect(throws: Never.self, "\(page): \(block)") {
                try ConfigurationFile.parse(block, path: page, cancellation: CancellationToken())
            }
        }
    }

    /// The README is a front door: every page it and the manual link to must be there, so a
    /// section moved out of the README stays reachable.
    @Test func everyRelativeLinkOfTheManualResolves() throws {
        var broken: [String] = []
        for page in try Self.manualPages() {
            let text = try String(
                contentsOf: Self.repository.appendingPathComponent(page), encoding: .utf8)
            let folder = Self.repository.appendingPathComponent(page).deletingLastPathComponent()
            for target in Self.linkTargets(in: text)
            where !target.hasPrefix("http") && !target.hasPrefix("#")
                && !target.hasPrefix("mailto:")
            {
                let path = String(target.split(separator: "#", maxSplits: 1)[0])
                let resolved = folder.appendingPathComponent(path).standardizedFileURL.path
                if !FileManager.default.fileExists(atPath: resolved) {
                    broken.append("\(page): \(target)")
                }
            }
        }
        #expect(broken.isEmpty, "links to nothing: \(broken)")
        #expect(try Self.manualPages().count > 3)
    }

    /// The targets of `[text](target)` links.
    static func linkTargets(in text: String) -> [String] {
        var targets: [String] = []
        var rest = text[...]
        while let open = rest.range(of: "](") {
            let after = rest[open.upperBound...]
            guard let close = after.firstIndex(where: { $0 == ")" || $0 == " " || $0 == "\n" })
            else { break }
            if after[close] == ")" { targets.append(String(after[..<close])) }
            rest = after[close...]
        }
        return targets
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
                try ConfigurationFile.parse(text, path: name, cancellation: CancellationToken())
            }
        }
    }
}

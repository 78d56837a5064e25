import ArchMetricsSupport
import Foundation
import Testing

@testable import ArchMetricsKit

/// When a `--variants` value is a git revision and when it is a folder.
@Suite struct GitVariantsParsingTests {
    let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "git-variants-parsing-\(UUID().uuidString)")
        // A folder whose name holds a colon stays a folder.
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("v1:App"), withIntermediateDirectories: true)
    }

    @Test func aRevisionIsWhatPrecedesTheFirstColonOfAPathNotOnDisk() {
        #expect(GitVariants.revisionAndPath("HEAD~30:App", in: folder)! == ("HEAD~30", "App"))
        #expect(
            GitVariants.revisionAndPath("main:Sources/App:Extra", in: folder)!
                == ("main", "Sources/App:Extra"))
        #expect(GitVariants.revisionAndPath("HEAD:", in: folder)! == ("HEAD", ""))
        #expect(GitVariants.revisionAndPath("HEAD:./App", in: folder)! == ("HEAD", "./App"))
    }

    @Test func foldersAndValuesWithoutARevisionAreNotRevisions() {
        #expect(GitVariants.revisionAndPath("App", in: folder) == nil)
        #expect(GitVariants.revisionAndPath(":App", in: folder) == nil)
        #expect(GitVariants.revisionAndPath("v1:App", in: folder) == nil)
    }

    @Test func plainFoldersAreLeftAsTheyAreWithoutRunningGit() throws {
        // Outside any repository: no git is needed when no value names a revision.
        let variants = try GitVariants(
            resolving: [.init(name: "A", path: "App"), .init(name: "B", path: "v1:App")],
            in: folder, cancellation: CancellationToken()
        )
        #expect(variants.overrides.map(\.name) == ["A", "B"])
        #expect(variants.overrides.map(\.path) == ["App", "v1:App"])
        #expect(variants.labels.isEmpty)
    }
}

import ArchMetricsModel
import Foundation
import TestSupport
import Testing

// PluginArguments.swift in this folder is a symlink to the plugins' own file (a test target
// cannot import a plugin), so these tests run the code the plugins run.

/// The plugins' rewriting of relative paths: made the caller's folder's, as on the command
/// line, while the tool runs in the package's folder.
@Suite struct PluginArgumentsTests {
    let package = URL(fileURLWithPath: "/nowhere/Package")
    var caller: URL { package.appendingPathComponent("Sources") }

    func resolved(_ arguments: [String], from caller: URL? = nil) -> [String] {
        PluginArguments.resolvingPaths(arguments, from: caller ?? self.caller, package: package)
    }

    @Test func pathOptionsAreTheCallersInBothSpellings() {
        #expect(
            resolved(["check", "--sarif", "out.sarif", "--junit=out.xml", "--baseline", "/b.json"])
                == [
                    "check", "--sarif", "/nowhere/Package/Sources/out.sarif",
                    "--junit=/nowhere/Package/Sources/out.xml", "--baseline", "/b.json",
                ])
        // After `--` every argument is a path the tool reads as given.
        #expect(resolved(["report", "--", "--output", "x"]) == ["report", "--", "--output", "x"])
    }

    @Test func variantPathsAreTheCallersInBothSpellings() {
        #expect(
            resolved(["report", "--variants", "now=Shop", "--variants=then=Old"]) == [
                "report", "--variants", "now=/nowhere/Package/Sources/Shop",
                "--variants=then=/nowhere/Package/Sources/Old",
            ])
    }

    /// A revision is no path: `HEAD` stays `HEAD`, and PATH, from the repository's top, too.
    @Test func aRevisionKeepsItsRevisionAndItsPathFromTheTop() {
        #expect(
            resolved(["report", "--variants", "old=HEAD:App/Sources", "--variants=v=main~2:App"])
                == ["report", "--variants", "old=HEAD:App/Sources", "--variants=v=main~2:App"])
    }

    /// `REV:./PATH` is from the folder the tool runs in (the package's): the caller's folder is
    /// put in front, so it names what it named in the caller's folder.
    @Test func aRevisionPathFromTheCurrentFolderBecomesTheCallersFromThePackage() {
        #expect(
            resolved(["report", "--variants", "old=HEAD:./Shop"])
                == ["report", "--variants", "old=HEAD:./Sources/Shop"])
        #expect(
            resolved(["report", "--variants=old=HEAD:./Shop"], from: package)
                == ["report", "--variants=old=HEAD:./Shop"])
        let deeper = package.appendingPathComponent("Tests/Unit")
        #expect(
            resolved(["report", "--variants", "old=v1:./A"], from: deeper)
                == ["report", "--variants", "old=v1:./Tests/Unit/A"])
    }

    /// The plugin tells a revision from a folder as the tool does (`RevisionPath`): a folder
    /// whose name holds a colon, or a colon first, is a path.
    @Test func readsRevisionsAsTheToolDoes() throws {
        let folder = try makeTemporaryFolder("archmetrics-plugin-arguments")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("a:b"), withIntermediateDirectories: true)
        for text in ["HEAD:App", "a:b", ":App", "App", "main~2:./x", "/abs:olute", "v1.2:"] {
            let tool = RevisionPath(text, in: folder)
            let plugin = PluginArguments.revisionAndPath(text, from: folder)
            #expect(tool?.revision == plugin?.0, "\(text)")
            #expect(tool?.path == plugin?.1, "\(text)")
        }
        #expect(
            PluginArguments.resolvingPaths(
                ["report", "--variants", "x=a:b"], from: folder, package: folder)
                == ["report", "--variants", "x=" + folder.appendingPathComponent("a:b").path])
    }
}

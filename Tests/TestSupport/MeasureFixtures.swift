import Foundation

/// Temporary folders, fake packages and the fake `swift` the measurement tests run.
package enum MeasureFixtures {
    package static let folder = Fixtures.folder("measure")

    /// A copy of the real package `fixture` (`TinyPackage`, `HangingPackage`) as `folder/name`,
    /// so a build's products never land in the repository.
    package static func copyPackage(_ fixture: String, as name: String, into folder: URL) throws
        -> URL
    {
        let package = folder.appendingPathComponent(name)
        try FileManager.default.copyItem(
            at: Self.folder.appendingPathComponent(fixture), to: package)
        return package
    }

    /// A fresh folder under the system's temporary directory.
    package static func temporaryFolder() throws -> URL {
        try makeTemporaryFolder("archmetrics-measure-tests")
    }

    /// A copy of `fake-swift.sh` with its execute bit set, whatever the checkout did to modes.
    package static func fakeSwift(in folder: URL) throws -> String {
        let copy = folder.appendingPathComponent("fake-swift")
        if FileManager.default.isExecutableFile(atPath: copy.path) { return copy.path }
        try FileManager.default.copyItem(
            at: Self.folder.appendingPathComponent("fake-swift.sh"), to: copy)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: copy.path)
        return copy.path
    }

    /// A package folder the measurement accepts (a Package.swift, one Gather file), with `conf` for
    /// the fake swift after a first line that makes its tests print a passing run (a run that
    /// finds no tests fails the measurement; `conf` may set `TEST_OUTPUT` again).
    package static func fakePackage(_ name: String, in folder: URL, conf: String = "") throws -> URL
    {
        let package = folder.appendingPathComponent(name)
        let gather = package.appendingPathComponent("Sources/App/Gather")
        try FileManager.default.createDirectory(at: gather, withIntermediateDirectories: true)
        try Data("// swift-tools-version: 6.0\n".utf8).write(
            to: package.appendingPathComponent("Package.swift"))
        try Data("final class GatherPresenter {}\n".utf8).write(
            to: gather.appendingPathComponent("GatherPresenter.swift"))
        let passing = Self.folder.appendingPathComponent("outputs/both-runners-passing.txt").path
        // The pid files of a hanging fake in this folder, where the test looks for them: the
        // fake itself runs on the measurement's private copy.
        let pidFolder = "PID_FOLDER='\(package.path)'\n"
        try Data((pidFolder + "TEST_OUTPUT='\(passing)'\n" + conf).utf8).write(
            to: package.appendingPathComponent("fake-swift.conf"))
        return package
    }

    /// A configured `build` command (with `"swiftFlags": "swiftc"`) that compiles nothing but
    /// writes, as a compiler given `-stats-output-dir` would, one valid statistics file per
    /// file name of `files`, each in `module`: for tests of what the build's tests do, whose
    /// compile work must still be measured for the run to pass.
    package static func statisticsWritingBuild(module: String, files: [String]) -> [String] {
        let writes = files.enumerated().map { index, file in
            "echo '{\"Sema.NumConstraintScopes\": 1}' > \"$2/stats-1-swift-frontend-\(module)-\(file)-x86_64_unknown_linux_gnu-o-Onone-\(index).json\""
        }
        let script =
            "while [ $# -gt 0 ]; do if [ \"$1\" = -stats-output-dir ]; then "
            + writes.joined(separator: "; ") + "; fi; shift; done"
        return ["sh", "-c", script, "sh", "{swiftFlags}"]
    }

    /// The process id a fixture wrote to `file`, waiting up to `seconds` for it to appear.
    package static func pid(in file: URL, within seconds: Double = 5) throws -> pid_t {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if let text = try? String(contentsOf: file, encoding: .utf8),
                let pid = pid_t(text.trimmingCharacters(in: .whitespacesAndNewlines))
            {
                return pid
            }
            usleep(10_000)
        }
        throw FixtureError("no pid in \(file.path)")
    }

    /// Dead: no such process (`kill` says ESRCH), or a zombie waiting for its (new) parent to
    /// reap it. A process that exists and cannot be read as a zombie is alive: without
    /// `/proc` this can only say "gone" when the process really is.
    package static func isGone(_ pid: pid_t) -> Bool {
        if kill(pid, 0) != 0 { return errno == ESRCH }
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            let close = stat.lastIndex(of: ")")
        else { return false }
        return stat[stat.index(close, offsetBy: 2)] == "Z"
    }
}

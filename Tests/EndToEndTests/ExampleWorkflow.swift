import Foundation
import TestSupport
import Testing

/// Examples/github-actions.yml as the tests play it, step by step, in a folder standing for a
/// team's checkout: the file's own `run:` scripts with its `env:` inputs, `sh -e` as the runner
/// runs them, and the built tool first on `PATH` in place of the one the `tool` job builds.
/// Artifacts are folders: a measuring job's part is copied to where the check job downloads it.
struct ExampleWorkflow {
    static let file = Repository.path("Examples/github-actions.yml")

    /// One matrix job: a variant's name and folder (`matrix.variant`, `matrix.path`).
    struct Job {
        var variant: String
        var path: String
    }

    /// What one run of the workflow did: each measuring job's exit status by variant, then
    /// the check job's steps (nil: skipped by its `if:`).
    struct Run {
        var measure: [String: Int32] = [:]
        var merge: BuiltTool.Result?
        var check: BuiltTool.Result?
        var propose: BuiltTool.Result?
    }

    let lines: [String]
    /// The repository the workflow runs in.
    let folder: URL

    init(in folder: URL) throws {
        lines = try String(contentsOf: Self.file, encoding: .utf8).components(separatedBy: "\n")
        self.folder = folder
    }

    /// The top-level `env:` block: the inputs a team sets.
    func inputs() -> [String: String] {
        guard let start = lines.firstIndex(of: "env:") else { return [:] }
        var inputs: [String: String] = [:]
        for line in lines[(start + 1)...].prefix(while: { $0.isEmpty || $0.hasPrefix(" ") })
        where !line.trimmingCharacters(in: .whitespaces).hasPrefix("#") {
            let parts = line.split(separator: ":", maxSplits: 1)
            guard parts.count == 2 else { continue }
            inputs[parts[0].trimmingCharacters(in: .whitespaces)] = parts[1]
                .trimmingCharacters(in: .whitespaces)
        }
        return inputs
    }

    /// The `run: |` block of the step named `name`.
    func script(_ name: String) throws -> String {
        let start = try #require(lines.firstIndex { $0.hasSuffix("- name: \(name)") })
        let run = try #require(lines[start...].firstIndex { $0.hasSuffix("run: |") })
        let indent = lines[run + 1].prefix { $0 == " " }.count
        let body = lines[(run + 1)...].prefix {
            $0.isEmpty || $0.hasPrefix(String(repeating: " ", count: indent))
        }
        return body.map { String($0.dropFirst(min(indent, $0.count))) }.joined(separator: "\n")
    }

    /// Runs step `name` in the repository with the inputs, `environment` over them.
    func run(_ name: String, _ environment: [String: String] = [:]) throws -> BuiltTool.Result {
        let path = BuiltTool.binary.deletingLastPathComponent().path
        let base = BuiltTool.environment()
        let variables = base.merging(inputs()) { _, input in input }
            .merging(environment) { _, new in new }
            .merging(["PATH": path + ":" + (base["PATH"] ?? "/usr/bin:/bin")]) { _, new in new }
        return try BuiltTool.run(
            ["-e", "-c", try script(name)], in: folder, environment: variables,
            executable: "/bin/sh")
    }

    /// The whole workflow on the committed tree: each job starts from a clean checkout, the
    /// measuring jobs upload their parts (also when they failed), the check job merges them,
    /// checks, and proposes a baseline, each step under its `if:`.
    func play(_ jobs: [Job], _ environment: [String: String] = [:]) throws -> Run {
        let artifacts = try makeTemporaryFolder("archmetrics-artifacts")
        defer { try? FileManager.default.removeItem(at: artifacts) }
        var run = Run()
        for job in jobs {
            try cleanCheckout()
            let measured = try self.run(
                "Measure",
                environment.merging(["VARIANT": job.variant, "VARIANT_PATH": job.path]) {
                    _, new in new
                })
            run.measure[job.variant] = measured.status
            let part = folder.appendingPathComponent("Reports/part-\(job.variant)/metrics.json")
            if FileManager.default.fileExists(atPath: part.path) {
                let upload = artifacts.appendingPathComponent("archmetrics-part-\(job.variant)")
                try FileManager.default.createDirectory(
                    at: upload, withIntermediateDirectories: true)
                try FileManager.default.copyItem(
                    at: part, to: upload.appendingPathComponent("metrics.json"))
            }
        }
        try cleanCheckout()
        try FileManager.default.copyItem(at: artifacts, to: folder.appendingPathComponent("parts"))
        let merge = try self.run("Merge the parts", environment)
        run.merge = merge
        if exists("Reports/current.json") { run.check = try self.run("Check", environment) }
        if merge.status == 0 { run.propose = try self.run("Propose the baseline", environment) }
        return run
    }

    func exists(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: folder.appendingPathComponent(path).path)
    }

    /// The work tree as `actions/checkout` leaves it: the commit, nothing untracked.
    func cleanCheckout() throws {
        try GitFixture.git(["clean", "-fdxq"], in: folder)
        try GitFixture.git(["checkout", "--quiet", "."], in: folder)
    }
}

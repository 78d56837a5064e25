import ArchMetricsModel
import ArchMetricsSupport
import Foundation

/// Per-file line coverage from the JSON `swift test --enable-code-coverage` leaves at
/// `swift test --show-codecov-path` (llvm-cov export format: `data[].files[].summary.lines`).
package struct CoverageExport: Equatable, Sendable {
    /// Executable and covered lines of one source file.
    package struct FileLines: Equatable, Sendable {
        package var executable: Int
        package var covered: Int
    }

    /// Keyed by the file's absolute path with symbolic links resolved.
    package var files: [String: FileLines]

    /// Reads the llvm-cov export at `url`.
    package static func load(from url: URL) throws -> CoverageExport {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw ArchMetricsError.input(
                "cannot read coverage data \(url.path): \(error.localizedDescription)")
        }
        return try parse(data, source: url.path)
    }

    /// Parses llvm-cov export JSON; `source` names it in errors.
    package static func parse(_ data: Data, source: String = "coverage data") throws
        -> CoverageExport
    {
        let export: LLVMCoverageJSON
        do {
            export = try JSONDecoder().decode(LLVMCoverageJSON.self, from: data)
        } catch {
            throw ArchMetricsError.input("\(source) is not llvm-cov export JSON: \(error)")
        }
        var files: [String: FileLines] = [:]
        for file in export.data.flatMap(\.files) {
            let lines = file.summary.lines
            // A file can appear in several exports' data entries; its lines are the same lines.
            files[Self.canonicalPath(file.filename)] = FileLines(
                executable: lines.count, covered: lines.covered)
        }
        return CoverageExport(files: files)
    }

    /// Line coverage of `relativePaths` (relative to `packageFolder`) under `name`. Files the
    /// coverage data does not mention (not compiled into a tested target, or misspelt) are listed
    /// in `missingFiles` and add no lines.
    package func figure(name: String, files relativePaths: [String], packageFolder: URL)
        -> CoverageFigure
    {
        var covered = 0
        var executable = 0
        var missing: [String] = []
        for relativePath in relativePaths.sorted() {
            let path = Self.canonicalPath(packageFolder.appendingPathComponent(relativePath).path)
            if let lines = files[path] {
                covered += lines.covered
                executable += lines.executable
            } else {
                missing.append(relativePath)
            }
        }
        return CoverageFigure(
            name: name, coveredLines: covered, executableLines: executable,
            files: relativePaths.sorted(),
            missingFiles: missing.isEmpty ? nil : missing)
    }

    /// The compiler records paths as SwiftPM passed them; resolve links on both sides to compare.
    static func canonicalPath(_ path: String) -> String {
        guard let resolved = realpath(path, nil) else {
            return URL(fileURLWithPath: path).standardizedFileURL.path
        }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    private struct LLVMCoverageJSON: Decodable {
        struct Export: Decodable { var files: [File] }
        struct File: Decodable {
            var filename: String
            var summary: Summary
        }
        struct Summary: Decodable { var lines: Lines }
        struct Lines: Decodable {
            var count: Int
            var covered: Int
        }
        var data: [Export]
    }
}

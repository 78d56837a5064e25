import Foundation
import PackagePlugin

// Shared by both plugins: Plugins/ArchMetricsReadPlugin/ holds a symlink to this file (see
// PluginArguments.swift for why a symlink).

/// One run of the archmetrics tool for a plugin: built in release for the host, run in the
/// package's folder (its archmetrics.json and Reports/ are the defaults) with the arguments as
/// given, their relative paths the caller's. A non-zero exit of the tool (1 drift, 2 usage)
/// fails `swift package` (which exits 1 for any plugin failure) with "archmetrics exited with
/// status N", so CI steps fail on drift as with the tool itself.
struct PluginRun {
    let context: PluginContext
    /// The plugin's `packageManager`, which builds the tool.
    let packageManager: PackageManager
    let arguments: [String]
    /// False for `archmetrics-read`, which has no permission to write into the package.
    let mayWrite: Bool

    static let writingCommand = "swift package --allow-writing-to-package-directory archmetrics"

    func perform() throws {
        let package = context.package.directoryURL
        if !mayWrite, let reason = PluginArguments.writes(arguments) {
            Diagnostics.error(
                "archmetrics-read only reads, and \(reason): run it as \(Self.writingCommand) \(arguments.joined(separator: " "))"
            )
            throw PluginFailure.exit(2)
        }
        // Checked before building the tool (minutes on a fresh clone): a missing config should
        // be said at once.
        if let problem = PluginArguments.missingVariants(arguments, in: package) {
            Diagnostics.error(problem)
            throw PluginFailure.exit(2)
        }
        let process = Process()
        process.executableURL = try builtTool()
        // SwiftPM starts a command plugin in the folder `swift package` was run in.
        let caller = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        process.arguments = PluginArguments.resolvingPaths(
            arguments, from: caller, package: package)
        process.currentDirectoryURL = package
        // The tool names the plugin in its hints, and keeps annotations out of a machine format
        // printed on stdout (see DriftPublication.annotationsFile).
        var environment = ProcessInfo.processInfo.environment
        environment["ARCHMETRICS_PLUGIN"] = "1"
        process.environment = environment
        // stdout is inherited: reports reach SwiftPM's stdout as the tool prints them. SwiftPM
        // prints a plugin's stderr on its stdout too, so the tool's stderr is read here instead.
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        Self.forward(errors.fileHandleForReading)
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            throw PluginFailure.exit(process.terminationStatus)
        }
    }

    /// The tool's stderr, line by line until it closes: notes and progress as the plugin's
    /// progress messages, which SwiftPM prints on its stderr, so stdout carries only what the
    /// tool printed there (a SARIF or JSON document stays one). GitHub workflow commands
    /// (`::error …`) stay on stdout, where the runner reads them, whole and at a line's start.
    static func forward(_ stream: FileHandle) {
        var pending = Data()
        func emit(_ line: Data) {
            let text = String(decoding: line, as: UTF8.self)
            if text.hasPrefix("::") {
                FileHandle.standardOutput.write(Data((text + "\n").utf8))
            } else if !text.trimmingCharacters(in: .whitespaces).isEmpty {
                Diagnostics.progress(text)
            }
        }
        while true {
            let chunk = stream.availableData
            if chunk.isEmpty { break }
            pending.append(chunk)
            while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
                emit(pending[pending.startIndex..<newline])
                pending = pending[pending.index(after: newline)...]
            }
        }
        if !pending.isEmpty { emit(pending) }
    }

    /// The tool, built in release through SwiftPM (scanning runs over 10× faster than in
    /// debug: Benchmarks/RESULTS.md); a debug build, with a warning, if the release one fails.
    func builtTool() throws -> URL {
        for configuration in [PackageManager.BuildConfiguration.release, .debug] {
            // Minutes on a fresh clone, silent otherwise; on stderr, out of any report.
            Diagnostics.progress("archmetrics: building the tool (\(configuration))")
            let result = try packageManager.build(
                .product("archmetrics"),
                parameters: .init(configuration: configuration, logging: .concise, echoLogs: false))
            if result.succeeded,
                let tool = result.builtArtifacts.first(where: { $0.kind == .executable })
            {
                return tool.url
            }
            Diagnostics.warning(
                "archmetrics: the \(configuration) build of the tool failed:\n\(result.logText)")
        }
        throw PluginFailure.buildFailed
    }
}

enum PluginFailure: Error, CustomStringConvertible {
    case exit(Int32)
    case buildFailed

    var description: String {
        switch self {
        case .exit(let status): "archmetrics exited with status \(status)"
        case .buildFailed: "archmetrics could not be built (see the warnings above)"
        }
    }
}

import Foundation
import PackagePlugin

/// `swift package archmetrics COMMAND …`: runs the archmetrics tool, built from this package for
/// the host, on the package the command is run in, with the arguments as given.
///
///     swift package --allow-writing-to-package-directory archmetrics baseline --no-build
///     swift package --allow-writing-to-package-directory archmetrics check --no-build
///
/// The tool runs in the package's folder, so its archmetrics.json, its Reports/ folder and any
/// relative path in the arguments are the package's. A non-zero exit of the tool (1 drift,
/// 2 usage) fails `swift package` (which exits 1 for any plugin failure) with
/// "archmetrics exited with status N", so CI steps fail on drift as with the tool itself.
@main
struct ArchMetricsPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let package = context.package.directoryURL
        // Checked before asking for the tool: `context.tool` builds it (minutes on a fresh
        // clone), and a missing config should be said at once.
        if let problem = Self.missingVariants(arguments, in: package) {
            Diagnostics.error(problem)
            throw ArchMetricsPluginError.exit(2)
        }
        let tool = try context.tool(named: "archmetrics")
        let process = Process()
        process.executableURL = tool.url
        process.arguments = arguments
        process.currentDirectoryURL = package
        // SwiftPM prints a plugin's stderr on its stdout: the tool keeps annotations out of a
        // machine format printed there (see DriftPublication.annotationsFile).
        var environment = ProcessInfo.processInfo.environment
        environment["ARCHMETRICS_PLUGIN"] = "1"
        process.environment = environment
        // Output goes straight to the terminal (inherited), as if the tool were run by hand.
        try process.run()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            throw ArchMetricsPluginError.exit(process.terminationStatus)
        }
    }

    /// Commands that measure variants default to the sample app bundled with archmetrics when
    /// told nothing else, which in someone's package would be a surprise: without an
    /// archmetrics.json in the package, a --config, --variants, --from or --current, or a ROOT,
    /// say what to add instead.
    static func missingVariants(_ arguments: [String], in package: URL) -> String? {
        guard let command = arguments.first,
            ["report", "baseline", "check", "history"].contains(command)
        else { return nil }
        let told = ["--config", "--variants", "--from", "--current", "--help", "-h"]
        if arguments.contains(where: { argument in
            told.contains { argument == $0 || argument.hasPrefix($0 + "=") }
        }) {
            return nil
        }
        if FileManager.default.fileExists(
            atPath: package.appendingPathComponent("archmetrics.json").path)
        {
            return nil
        }
        // A ROOT: a folder named by an argument that is not the value of --output.
        for index in arguments.indices.dropFirst()
        where !arguments[index].hasPrefix("-") && arguments[index - 1] != "--output" {
            var isFolder: ObjCBool = false
            let argument = arguments[index]
            let path =
                argument.hasPrefix("/") ? argument : package.appendingPathComponent(argument).path
            if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder),
                isFolder.boolValue
            {
                return nil
            }
        }
        return
            "archmetrics: no archmetrics.json in \(package.path). Add one naming the variants ({\"variants\": [{\"name\": \"App\", \"path\": \".\"}]}), or pass --variants NAME=PATH or a ROOT folder."
    }
}

enum ArchMetricsPluginError: Error, CustomStringConvertible {
    case exit(Int32)

    var description: String {
        switch self {
        case .exit(let status): "archmetrics exited with status \(status)"
        }
    }
}

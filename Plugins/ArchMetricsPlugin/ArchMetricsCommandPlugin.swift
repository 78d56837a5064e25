import PackagePlugin

// Shared by both plugins: Plugins/ArchMetricsReadPlugin/ holds a symlink to this file (see
// PluginArguments.swift for why a symlink).

/// Both plugins: they differ only in whether they may write into the package.
protocol ArchMetricsCommandPlugin: CommandPlugin {
    /// False for `archmetrics-read`, declared without permission to write.
    static var mayWrite: Bool { get }
}

extension ArchMetricsCommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        try PluginRun(
            context: context, packageManager: packageManager, arguments: arguments,
            mayWrite: Self.mayWrite
        ).perform()
    }
}

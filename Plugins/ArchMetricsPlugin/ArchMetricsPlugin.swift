import PackagePlugin

/// `swift package --allow-writing-to-package-directory archmetrics COMMAND …`: runs the
/// archmetrics tool on the package the command is run in, with the arguments as given, and may
/// write (reports, baselines, SARIF, JUnit). `archmetrics-read` is the same without that
/// permission, for the commands that only read.
///
///     swift package --allow-writing-to-package-directory archmetrics baseline --no-build
///     swift package --allow-writing-to-package-directory archmetrics check --no-build
@main
struct ArchMetricsPlugin: ArchMetricsCommandPlugin {
    static let mayWrite = true
}

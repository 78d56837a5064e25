import PackagePlugin

/// `swift package archmetrics-read COMMAND …`: the commands that only read (`roles`, `scan`,
/// `check --no-build` without output files, `compare`, `help`), without
/// `--allow-writing-to-package-directory`. SwiftPM grants permissions per plugin, not per
/// command, hence a plugin of its own; one that writes is refused with the command to use.
///
///     swift package archmetrics-read roles
///     swift package archmetrics-read check --no-build
@main
struct ArchMetricsReadPlugin: ArchMetricsCommandPlugin {
    static let mayWrite = false
}

import Foundation

/// How the user runs archmetrics, for the hints that name a command to run: `archmetrics`, or
/// under the SwiftPM plugins (which set `ARCHMETRICS_PLUGIN=1`) the plugin's form: the one with
/// write permission for a command that writes (a baseline, a report, `check --freeze`), the
/// read-only `archmetrics-read` for one that does not (`help`).
package enum ToolInvocation {
    package static let writingPlugin =
        "swift package --allow-writing-to-package-directory archmetrics"
    package static let readingPlugin = "swift package archmetrics-read"

    /// `archmetrics`, or the plugin's form when `environment` says a plugin runs the tool.
    package static func command(
        writes: Bool = true, environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> String {
        guard environment["ARCHMETRICS_PLUGIN"] == "1" else { return "archmetrics" }
        return writes ? writingPlugin : readingPlugin
    }
}

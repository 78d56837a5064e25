/// How the user runs archmetrics, for the hints that name a command to run: `archmetrics`, or
/// under the SwiftPM plugins (which set `ARCHMETRICS_PLUGIN=1`) the plugin's form: the one with
/// write permission for a command that writes (a baseline, a report, `check --freeze`), the
/// read-only `archmetrics-read` for one that does not (`help`).
package enum ToolInvocation {
    package static let writingPlugin =
        "swift package --allow-writing-to-package-directory archmetrics"
    package static let readingPlugin = "swift package archmetrics-read"

    /// `archmetrics`, or the plugin's form when `environment` says a plugin runs the tool.
    /// `environment` is the run's (its context's), never read here from the process: a run
    /// given another environment names the tool as that environment says.
    package static func command(
        writes: Bool = true, environment: [String: String]
    ) -> String {
        guard environment["ARCHMETRICS_PLUGIN"] == "1" else { return "archmetrics" }
        return writes ? writingPlugin : readingPlugin
    }
}

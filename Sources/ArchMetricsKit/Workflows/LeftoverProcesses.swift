import ArchMetricsMeasurement

/// For the command line's exit: whatever the commands left running outside every tree the tool
/// tracks (`AdoptedProcesses`: a daemon started with `setsid env -i`) is ended, so that no child
/// process outlives the tool, whether the run succeeded, failed or was interrupted.
package enum LeftoverProcesses {
    /// SIGTERM, SIGKILL after a second for what is still there, all reaped; at once when there
    /// is nothing (the usual case) or on macOS, which adopts nothing.
    package static func end() {
        AdoptedProcesses.end()
    }
}

import ArchMetricsMeasurement
import ArchMetricsSupport

/// Ctrl-C, SIGTERM, SIGHUP and SIGQUIT turned into a cancelled token, for a command line that
/// runs workflows (`InterruptHandler` does the work; the command line calls no stage itself).
package enum SignalCancellation {
    /// From now on the signals cancel `token` instead of killing the process.
    package static func install(_ token: CancellationToken) {
        InterruptHandler.install(token)
    }
}

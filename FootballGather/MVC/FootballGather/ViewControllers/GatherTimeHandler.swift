import FootballGatherKit
import HeadlessUI

/// The gather countdown: the selected time, whether it runs, and the one-second timer.
///
/// Start, pause and resume share one button (`toggleTimer()`); each tick counts a second down
/// and stops the timer at 00:00. Time comes from an injected `TickSource` instead of `Timer`,
/// so tests move it with a `ManualClock`.
@MainActor
final class GatherTimeHandler {
    /// The time left on the countdown (10:00 until the user picks another).
    var selectedTime: GatherTime
    private(set) var state = GatherTimerState.stopped
    private var timer: (any TimerHandle)?
    private let tickSource: any TickSource
    /// Called after every tick, once the time (and, at 00:00, the state) is updated.
    var onTick: (@MainActor () -> Void)?

    init(tickSource: any TickSource, selectedTime: GatherTime = .defaultTime) {
        self.tickSource = tickSource
        self.selectedTime = selectedTime
    }

    // A gather screen left with the countdown running must not leave its timer ticking forever.
    isolated deinit {
        timer?.invalidate()
    }

    /// Starts or resumes a countdown that has time left, or pauses a running one (keeping the
    /// time left, so the next toggle resumes). Does nothing at 00:00.
    func toggleTimer() {
        guard selectedTime.hasTimeLeft else { return }
        state = state.toggled
        if state == .running {
            timer?.invalidate()
            timer = tickSource.scheduleRepeating(every: 1) { [weak self] in
                self?.countDown()
            }
        } else {
            invalidateTimer()
        }
    }

    /// Stops the countdown where it is.
    func stopTimer() {
        invalidateTimer()
        state = .stopped
    }

    /// Puts the countdown back to 10:00.
    func resetSelectedTime() {
        selectedTime = .defaultTime
    }

    private func countDown() {
        if selectedTime.tick() {
            stopTimer()
        }
        onTick?()
    }

    private func invalidateTimer() {
        timer?.invalidate()
        timer = nil
    }
}

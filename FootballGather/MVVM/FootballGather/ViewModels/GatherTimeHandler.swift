import FootballGatherKit
import HeadlessUI

/// The gather countdown: the selected time, whether it runs, and the repeating one-second timer.
/// Time comes from an injected `TickSource` (a `ManualClock` in tests) instead of `Timer`.
@MainActor
final class GatherTimeHandler {
    /// The time left on the countdown.
    var selectedTime: GatherTime
    /// Stopped, running or paused.
    private(set) var state: GatherTimerState
    private var timer: TimerHandle?
    private let tickSource: any TickSource

    init(
        selectedTime: GatherTime = .defaultTime, state: GatherTimerState = .stopped,
        tickSource: any TickSource
    ) {
        self.selectedTime = selectedTime
        self.state = state
        self.tickSource = tickSource
    }

    /// Starts or resumes the countdown (calling `onTick` after each second counted down), or
    /// pauses it keeping the time left. Does nothing when there is no time left to count.
    func toggleTimer(onTick: @escaping @MainActor () -> Void) {
        guard selectedTime.hasTimeLeft else { return }
        state = state.toggled
        if state == .running {
            timer?.invalidate()
            timer = tickSource.scheduleRepeating(every: 1) { [weak self] in
                self?.countDownOneSecond()
                onTick()
            }
        } else {
            timer?.invalidate()
            timer = nil
        }
    }

    /// Stops the countdown, keeping the time left.
    func stopTimer() {
        timer?.invalidate()
        timer = nil
        state = .stopped
    }

    /// Restores the default 10:00.
    func resetSelectedTime() {
        selectedTime = .defaultTime
    }

    private func countDownOneSecond() {
        if selectedTime.tick() {
            stopTimer()
        }
    }
}

import FootballGatherKit
import HeadlessUI

/// Told after every second the gather countdown moves.
@MainActor
protocol GatherTimeHandlerDelegate: AnyObject {
    func timeHandlerDidTick(_ timeHandler: GatherTimeHandler)
}

/// The Gather screen's countdown: the selected time, whether it runs, and the repeating timer
/// that moves it. Owned by the presenter; the tick source is injected so tests use a manual clock.
@MainActor
final class GatherTimeHandler {
    /// The remaining time, shown as "MM:SS".
    var selectedTime: GatherTime
    private(set) var state: GatherTimerState
    weak var delegate: GatherTimeHandlerDelegate?

    private let tickSource: any TickSource
    private var timer: (any TimerHandle)?
    private let timerInterval: Double = 1

    /// Creates a stopped countdown at 10:00 unless told otherwise.
    init(
        selectedTime: GatherTime = .defaultTime, state: GatherTimerState = .stopped,
        tickSource: any TickSource
    ) {
        self.selectedTime = selectedTime
        self.state = state
        self.tickSource = tickSource
    }

    /// Starts or resumes a stopped or paused countdown; pauses a running one, keeping the
    /// remaining time. Does nothing when there is no time left to count.
    func toggleTimer() {
        guard selectedTime.hasTimeLeft else { return }
        state = state.toggled
        if state == .running {
            startTimer()
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

    private func startTimer() {
        invalidateTimer()
        timer = tickSource.scheduleRepeating(every: timerInterval) { [weak self] in
            self?.tick()
        }
    }

    private func tick() {
        let reachedZero = selectedTime.tick()
        if reachedZero {
            stopTimer()
        }
        delegate?.timeHandlerDidTick(self)
    }

    private func invalidateTimer() {
        timer?.invalidate()
        timer = nil
    }
}

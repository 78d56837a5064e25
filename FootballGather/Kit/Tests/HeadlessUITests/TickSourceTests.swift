import HeadlessUI
import Testing

@MainActor
@Suite struct TickSourceTests {
    @Test func manualClockFiresDueTicksInOrderAndOnlyWhenAdvanced() {
        let clock = ManualClock()
        var log: [String] = []
        let everySecond = clock.scheduleRepeating(every: 1) { log.append("1s@\(clock.now)") }
        let everyTwo = clock.scheduleRepeating(every: 2) { log.append("2s@\(clock.now)") }
        #expect(log.isEmpty, "scheduling fires nothing")

        clock.advance(bySeconds: 0.5)
        #expect(log.isEmpty)
        clock.advance(bySeconds: 1.5)
        #expect(log == ["1s@1.0", "1s@2.0", "2s@2.0"], "ties fire in scheduling order")
        #expect(clock.now == 2)
        #expect(everySecond.isValid && everyTwo.isValid)
        #expect(clock.activeTimerCount == 2)
    }

    @Test func invalidatedTimersNeverFire() {
        let clock = ManualClock()
        var ticks = 0
        let timer = clock.scheduleRepeating(every: 1) { ticks += 1 }
        clock.advance(bySeconds: 3)
        timer.invalidate()
        timer.invalidate()
        clock.advance(bySeconds: 10)
        #expect(ticks == 3)
        #expect(!timer.isValid)
        #expect(clock.activeTimerCount == 0)
    }

    @Test func aTickMayInvalidateItsOwnTimer() {
        let clock = ManualClock()
        var remaining = 3
        var handle: TimerHandle?
        handle = clock.scheduleRepeating(every: 1) {
            remaining -= 1
            if remaining == 0 { handle?.invalidate() }
        }
        clock.advance(bySeconds: 60)
        #expect(remaining == 0)
        #expect(handle?.isValid == false)
    }

    @Test func aTimerScheduledByATickCountsFromThatTick() {
        let clock = ManualClock()
        var log: [Double] = []
        var first: TimerHandle?
        var second: TimerHandle?
        first = clock.scheduleRepeating(every: 1) {
            first?.invalidate()
            second = clock.scheduleRepeating(every: 1) { log.append(clock.now) }
        }
        clock.advance(bySeconds: 3)
        #expect(log == [2, 3])
        #expect(second?.isValid == true)
    }

    @Test func invalidatingReleasesTheTickClosure() {
        let clock = ManualClock()
        final class Owner {}
        weak var weakOwner: Owner?
        let timer: TimerHandle
        do {
            let owner = Owner()
            weakOwner = owner
            timer = clock.scheduleRepeating(every: 1) { _ = owner }
        }
        #expect(weakOwner != nil)
        timer.invalidate()
        #expect(weakOwner == nil)
    }

    @Test func dispatchTickSourceTicksOnTheMainActorUntilInvalidated() async throws {
        let source = DispatchTickSource()
        var ticks = 0
        let timer = source.scheduleRepeating(every: 0.01) { ticks += 1 }
        let deadline = ContinuousClock.now + .seconds(5)
        while ticks < 3, ContinuousClock.now < deadline {
            try await Task.sleep(for: .milliseconds(10))
        }
        timer.invalidate()
        let ticksAtInvalidation = ticks
        try await Task.sleep(for: .milliseconds(50))
        #expect(ticksAtInvalidation >= 3)
        #expect(ticks == ticksAtInvalidation, "no tick after invalidate()")
        #expect(!timer.isValid)
    }
}

import Foundation

/// Build instruments whose flags ride on the coverage run's build instead of a clean build of
/// their own (type checking), one clean build fewer per variant. The coverage run builds the
/// variant's targets first, alone (`swift build --enable-code-coverage` with the carried flags:
/// the targets a plain build compiles, in batch mode as it does; coverage instrumentation comes
/// after type checking), then `swift test` builds the tests on top and runs them. So the timed
/// bodies and their level are a plain build's (Benchmarks/type-check-in-coverage.sh), and the
/// tests' own bodies, which no plain build compiles, are not in them.
///
/// `CoverageMeasure` starts the readings and holds what its build gave per variant;
/// `InstrumentedBuildMeasure`, run after it, finishes them, and builds alone for a variant the
/// coverage run did not build (configured commands) or whose build refused the flags.
final class CarriedInstruments {
    let instruments: [any BuildInstrument]
    /// The coverage build per variant name: the readings it fed and how it ended.
    private var builds: [String: (readings: [BuildReading], outcome: ProcessOutcome)] = [:]

    init(_ instruments: [any BuildInstrument]) { self.instruments = instruments }

    /// Whether `instrument` is one of those carried.
    func carries(_ instrument: any BuildInstrument) -> Bool { index(of: instrument) != nil }

    /// `instrument`'s place in `instruments` (and so in a build's readings), by its purpose.
    private func index(of instrument: any BuildInstrument) -> Int? {
        instruments.firstIndex { $0.purpose == instrument.purpose }
    }

    /// Keeps the readings of `variant`'s coverage build, which succeeded as `outcome`.
    func hold(_ readings: [BuildReading], of outcome: ProcessOutcome, for variant: String) {
        builds[variant] = (readings, outcome)
    }

    /// `instrument`'s reading of `variant`'s coverage build and its outcome; nil when that
    /// build did not carry it.
    func take(_ instrument: any BuildInstrument, for variant: String) -> (
        reading: BuildReading, outcome: ProcessOutcome
    )? {
        guard let build = builds[variant], let index = index(of: instrument) else { return nil }
        return (build.readings[index], build.outcome)
    }
}

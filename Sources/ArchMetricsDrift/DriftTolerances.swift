import ArchMetricsModel
import ArchMetricsSupport
import Foundation

/// What the drift check lets pass: one `Tolerance` per metric, with per-role and per-timing overrides.
///
/// Source metrics are exact by default; timings always go through the noise-aware comparison,
/// and `timing` is the smallest slowdown worth failing for (default `+10%`). Set from
/// `--tolerance KEY=VALUE` flags or the config file's `tolerances` object, whose keys are the
/// same (`{"lines": "+20", "roles": {"viewController": "+5%"}, "timings": {"cleanBuild": "+15%"}, "significance": 0.05}`).

package struct DriftTolerances: Codable, Equatable, Sendable {
    /// Lines of every file and every role's total per variant (code and physical lines).
    package var lines: Tolerance
    /// Structural changes per variant: files added, removed, renamed, or whose role or screen changed.
    package var files: Tolerance
    /// Test counts: the unit-test inventory and, when measured, tests run/passed/failed.
    package var tests: Tolerance
    /// The smallest slowdown of a median build or test time that fails the check, if significant.
    package var timing: Tolerance
    /// Line tolerance per role (`viewController`), overriding `lines` for that role's files and total.
    package var roles: [String: Tolerance]
    /// Timing tolerance per measure (`cleanBuild`), overriding `timing`.
    package var timings: [String: Tolerance]
    /// Each own file's compile-work counters (the compiler's exact count of its work, per
    /// counter): default `+2%,-any`, an increase beyond 2% fails, a decrease never does.
    package var compileWork: Tolerance = DriftTolerances.defaultCompileWork
    /// The one-sided p-value at or below which a slowdown counts as real (default 0.05).
    package var significanceLevel: Double
    /// Role ids a configuration declares beside the built-in ones (a TCA `reducer`), accepted
    /// as keys by `apply(_:)` so that `--tolerance reducer=+5%` works with that configuration
    /// while a typo of a built-in key is still refused. Where the settings were read, not a
    /// setting: neither encoded nor compared.
    package var declaredRoles: Set<String> = []

    package static func == (lhs: DriftTolerances, rhs: DriftTolerances) -> Bool {
        (lhs.lines, lhs.files, lhs.tests, lhs.timing, lhs.roles, lhs.timings)
            == (rhs.lines, rhs.files, rhs.tests, rhs.timing, rhs.roles, rhs.timings)
            && lhs.significanceLevel == rhs.significanceLevel && lhs.compileWork == rhs.compileWork
    }

    /// Only growth matters for timings: a faster build is never drift.
    package static let defaultTiming = Tolerance(increase: .percent(10), decrease: nil)
    package static let defaultSignificanceLevel = 0.05
    package static let defaultCompileWork = Tolerance(increase: .percent(2), decrease: .unlimited)

    package init(
        lines: Tolerance = .exact, files: Tolerance = .exact, tests: Tolerance = .exact,
        timing: Tolerance = DriftTolerances.defaultTiming, roles: [String: Tolerance] = [:],
        timings: [String: Tolerance] = [:],
        significanceLevel: Double = DriftTolerances.defaultSignificanceLevel
    ) {
        self.lines = lines
        self.files = files
        self.tests = tests
        self.timing = timing
        self.roles = roles
        self.timings = timings
        self.significanceLevel = significanceLevel
    }

    /// The line tolerance for files of `role`.
    package func lines(for role: Role) -> Tolerance { roles[role.rawValue] ?? lines }

    /// The slowdown tolerance for `measure` (a `TimingMeasure` raw value).
    package func timing(for measure: String) -> Tolerance { timings[measure] ?? timing }

    /// Every key `apply(_:)` accepts, for help and error text.
    package static var keys: [String] {
        ["lines", "files", "tests", "timing", "compileWork", "significance"]
            + Role.allCases.map(\.rawValue)
            + TimingMeasure.allCases.map(\.rawValue)
    }

    /// `keys` with the declared roles, for error text.
    var acceptedKeys: [String] { Self.keys + declaredRoles.subtracting(Self.keys).sorted() }

    /// Applies one `KEY=VALUE` setting from the command line (`viewController=+5%`, `lines=+20`,
    /// `cleanBuild=+15%`, `significance=0.01`); later settings win.
    package mutating func apply(_ setting: String) throws {
        guard let equals = setting.firstIndex(of: "=") else {
            throw ArchMetricsError.usage(
                "--tolerance expects KEY=VALUE, got '\(setting)'",
                hint:
                    "Keys: \(acceptedKeys.joined(separator: ", ")). "
                    + "Example: --tolerance viewController=+5% --tolerance lines=+20"
            )
        }
        let key = String(setting[..<equals]).trimmingCharacters(in: .whitespaces)
        let value = String(setting[setting.index(after: equals)...])
        if key == "significance" {
            guard let level = Double(value), level > 0, level < 1 else {
                throw ArchMetricsError.usage(
                    "--tolerance significance expects a p-value between 0 and 1, got '\(value)'")
            }
            significanceLevel = level
            return
        }
        let tolerance: Tolerance
        do { tolerance = try Tolerance(parsing: value) } catch let error as ArchMetricsError {
            throw ArchMetricsError.usage("--tolerance \(key): \(error.message)", hint: error.hint)
        }
        switch key {
        case "lines": lines = tolerance
        case "files": files = tolerance
        case "tests": tests = tolerance
        case "timing": timing = tolerance
        case "compileWork": compileWork = tolerance
        case _ where Role.builtIn(key) != nil || declaredRoles.contains(key):
            roles[key] = tolerance
        case _ where TimingMeasure(rawValue: key) != nil: timings[key] = tolerance
        default:
            throw ArchMetricsError.usage(
                "--tolerance: unknown key '\(key)'",
                hint: "Keys: \(acceptedKeys.joined(separator: ", ")).")
        }
    }

    /// The settings that differ from the defaults, as `KEY=VALUE` text for the report's footer.
    package var summary: String { summary(timings: true, compileWork: true) }

    /// The tolerances applied, as `key=value`: the timing ones only when `timings` were
    /// compared, the compile-work one whenever `compileWork` was (its default included, since a
    /// reader cannot guess it), and lines, files and tests when not exact.
    package func summary(timings compared: Bool, compileWork compileWorkCompared: Bool) -> String {
        var parts: [String] = []
        if lines != .exact { parts.append("lines=\(lines)") }
        if files != .exact { parts.append("files=\(files)") }
        if tests != .exact { parts.append("tests=\(tests)") }
        if compared { parts.append("timing=\(timing)") }
        parts += roles.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
        if compared {
            parts += timings.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
        }
        if compileWorkCompared { parts.append("compileWork=\(compileWork)") }
        if compared, significanceLevel != Self.defaultSignificanceLevel {
            parts.append("significance=\(significanceLevel)")
        }
        return parts.joined(separator: ", ")
    }

    // Every key is optional in a config file; unknown role or measure names are an error there too.
    // `significance`, as on the command line.
    private enum CodingKeys: String, CodingKey {
        case lines, files, tests, timing, roles, timings, compileWork
        case significanceLevel = "significance"
    }

    package init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        lines = try container.decodeIfPresent(Tolerance.self, forKey: .lines) ?? .exact
        files = try container.decodeIfPresent(Tolerance.self, forKey: .files) ?? .exact
        tests = try container.decodeIfPresent(Tolerance.self, forKey: .tests) ?? .exact
        timing =
            try container.decodeIfPresent(Tolerance.self, forKey: .timing) ?? Self.defaultTiming
        roles = try container.decodeIfPresent([String: Tolerance].self, forKey: .roles) ?? [:]
        timings = try container.decodeIfPresent([String: Tolerance].self, forKey: .timings) ?? [:]
        significanceLevel =
            try container.decodeIfPresent(Double.self, forKey: .significanceLevel)
            ?? Self.defaultSignificanceLevel
        compileWork =
            try container.decodeIfPresent(Tolerance.self, forKey: .compileWork)
            ?? Self.defaultCompileWork
        if let unknown = roles.keys.sorted().first(where: { Role.builtIn($0) == nil }) {
            throw DecodingError.dataCorruptedError(
                forKey: .roles, in: container,
                debugDescription:
                    "unknown role '\(unknown)'; expected one of \(Role.allCases.map(\.rawValue).joined(separator: ", "))"
            )
        }
        if let unknown = timings.keys.sorted().first(where: { TimingMeasure(rawValue: $0) == nil })
        {
            throw DecodingError.dataCorruptedError(
                forKey: .timings, in: container,
                debugDescription:
                    "unknown timing '\(unknown)'; expected one of \(TimingMeasure.allCases.map(\.rawValue).joined(separator: ", "))"
            )
        }
    }
}

import ArchMetricsMeasurement
import ArchMetricsSupport
import Foundation

/// The configuration's `commands`: how to build and test variants that are not SwiftPM packages
/// (or SwiftPM packages built another way), for every variant (`shared`) and per variant
/// (`commands.variants.NAME`, key by key over the shared ones). A variant with neither is built
/// by SwiftPM as always.
package struct CommandsConfiguration: Sendable, Equatable {
    /// One set of command keys as written; nil: not given at that level.
    package struct Entry: Sendable, Equatable {
        package var clean: [String]?
        package var build: [String]?
        package var nothingChanged: [String]?
        package var touch: [String]?
        package var test: [String]?
        package var swiftFlagStyle: BuildCommands.SwiftFlagStyle?
        package var testResults: [String]?
        /// Module → folders of the variant (`BuildCommands.modules`).
        package var modules: [String: [String]]?

        package init() {}

        /// True when no key is given.
        var isEmpty: Bool { self == Entry() }

        /// `self` with `override`'s keys in place of its own.
        func overridden(by override: Entry) -> Entry {
            var merged = self
            merged.clean = override.clean ?? clean
            merged.build = override.build ?? build
            merged.nothingChanged = override.nothingChanged ?? nothingChanged
            merged.touch = override.touch ?? touch
            merged.test = override.test ?? test
            merged.swiftFlagStyle = override.swiftFlagStyle ?? swiftFlagStyle
            merged.testResults = override.testResults ?? testResults
            merged.modules = override.modules ?? modules
            return merged
        }
    }

    /// One variant's own keys (`commands.variants.NAME`).
    package struct VariantEntry: Sendable, Equatable {
        package var name: String
        package var entry: Entry
    }

    package var shared = Entry()
    /// Per variant name, in the order written.
    package var perVariant: [VariantEntry] = []
    /// The configuration file's folder, `{configFolder}`: filled in with the other placeholders
    /// when a command runs (once: a folder named `cfg{name}` stays as it is); nil until known.
    package var configFolder: String?

    package init(shared: Entry = Entry(), perVariant: [VariantEntry] = []) {
        self.shared = shared
        self.perVariant = perVariant
    }

    /// The commands of variant `name`; nil: SwiftPM's. The reader made sure that every entry
    /// that applies has a build and a test command.
    package func commands(for name: String) -> BuildCommands? {
        var entry = shared
        if let own = perVariant.first(where: { $0.name == name }) {
            entry = entry.overridden(by: own.entry)
        }
        guard let build = entry.build, let test = entry.test else { return nil }
        var commands = BuildCommands(
            clean: entry.clean, build: build, nothingChanged: entry.nothingChanged,
            touch: entry.touch, test: test, swiftFlagStyle: entry.swiftFlagStyle ?? .swiftc,
            testResults: entry.testResults ?? [])
        commands.modules = entry.modules
        commands.configFolder = configFolder
        return commands
    }

    /// The commands of the variants measured now (`measured`: all of them, or one matrix job's
    /// share), each per-variant entry checked against every variant the configuration knows
    /// (`known`). An entry for another job's variant is left out, not refused; one for a name
    /// in neither list is a mistake (misspelt, that variant would silently be built by
    /// SwiftPM): an input error naming it.
    package func selecting(_ measured: [String], known: [String]) throws -> CommandsConfiguration {
        if let unknown = perVariant.first(where: {
            !measured.contains($0.name) && !known.contains($0.name)
        }) {
            let names = known + measured.filter { !known.contains($0) }
            throw ArchMetricsError.input(
                "commands.variants.\(unknown.name) names no variant of the configuration (variants: \(names.joined(separator: ", ")))"
            )
        }
        var selected = self
        selected.perVariant = perVariant.filter { measured.contains($0.name) }
        return selected
    }

    /// The commands with `{configFolder}` standing for `folder`.
    package func resolvingConfigFolder(_ folder: URL) -> CommandsConfiguration {
        var resolved = self
        resolved.configFolder = folder.path
        return resolved
    }
}

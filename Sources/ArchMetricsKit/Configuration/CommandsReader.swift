import ArchMetricsMeasurement
import ArchMetricsSupport

/// Reads `commands`: `{"build": ["sh", "{configFolder}/build.sh", "{variant}", "{scratch}",
/// "{swiftFlags}"], "test": [...], "testResults": ["{scratch}/junit.xml"], "swiftFlags":
/// "swiftc", "variants": {"NAME": {...}}}`. Every problem is an input error at the key it is
/// about: an unknown key or placeholder, an empty command, a bad glob, a missing build or test.
enum CommandsReader {
    static let commandKeys = BuildCommands.stepNames
    static let keys = commandKeys + ["swiftFlags", "testResults", "modules"]

    static func read(_ decoder: Decoder) throws -> CommandsConfiguration {
        let reader = try MemberReader(decoder, what: "commands", allowed: keys + ["variants"])
        var configuration = CommandsConfiguration(shared: try entry(reader))
        if reader.has("variants") {
            let variants = try MemberReader(
                reader.nested("variants"), what: "commands.variants",
                allowed: reader.positions.keys(of: reader.path + [.key("variants")]))
            for name in variants.positions.keys(of: variants.path) {
                let entryReader = try MemberReader(
                    variants.nested(name), what: "commands.variants.\(name)", allowed: keys)
                let entry = try entry(entryReader)
                let merged = configuration.shared.overridden(by: entry)
                try requireBuildAndTest(merged, at: entryReader.path, shared: configuration.shared)
                configuration.perVariant.append(.init(name: name, entry: entry))
            }
        }
        // Shared commands apply to every variant not listed, so they must be whole; with none
        // at the top, unlisted variants stay SwiftPM packages.
        if !configuration.shared.isEmpty {
            try requireBuildAndTest(configuration.shared, at: reader.path, shared: nil)
        }
        return configuration
    }

    /// The command keys of one level.
    private static func entry(_ reader: MemberReader) throws -> CommandsConfiguration.Entry {
        var entry = CommandsConfiguration.Entry()
        entry.clean = try command("clean", reader)
        entry.build = try command("build", reader)
        entry.nothingChanged = try command("nothingChanged", reader)
        entry.touch = try command("touch", reader)
        entry.test = try command("test", reader)
        if let style = try reader.string("swiftFlags") {
            guard let known = BuildCommands.SwiftFlagStyle(rawValue: style) else {
                throw ConfigurationFile.Problem(
                    path: reader.path + [.key("swiftFlags")],
                    message: "unknown swiftFlags style \"\(style)\"; expected one of: "
                        + BuildCommands.SwiftFlagStyle.allCases.map(\.rawValue).joined(
                            separator: ", ")
                        + " (swiftpm puts each flag after -Xswiftc, bazel after --swiftcopt=)")
            }
            entry.swiftFlagStyle = known
        }
        if let globs = try reader.strings("testResults") {
            for (offset, glob) in globs.enumerated() {
                let path = reader.path + [.key("testResults"), .index(offset)]
                try checkPlaceholders(glob, allowed: allowed("testResults"), at: path)
                if let problem = ResultFileGlob.problem(in: glob) {
                    throw ConfigurationFile.Problem(
                        path: path,
                        message: "\(JSONPathComponent.text(path)): the glob \"\(glob)\" \(problem)")
                }
            }
            entry.testResults = globs
        }
        entry.modules = try modules(reader)
        return entry
    }

    /// `"modules": {"Core": ["Sources/Core"], …}`: which module compiles the files of which
    /// folders, for compile work when the build writes no output file maps.
    private static func modules(_ reader: MemberReader) throws -> [String: [String]]? {
        guard reader.has("modules") else { return nil }
        let modules = try reader.decode(
            [String: [String]].self, "modules", expected: "an object of module → folders")
        if let empty = modules.keys.sorted().first(where: { modules[$0]?.isEmpty == true }) {
            throw ConfigurationFile.Problem(
                path: reader.path + [.key("modules"), .key(empty)],
                message: "modules.\(empty) must list at least one folder")
        }
        return modules
    }

    /// One command: a non-empty array of strings, its placeholders known.
    private static func command(_ key: String, _ reader: MemberReader) throws -> [String]? {
        guard let arguments = try reader.strings(key) else { return nil }
        let path = reader.path + [.key(key)]
        guard !arguments.isEmpty else {
            throw ConfigurationFile.Problem(
                path: path,
                message: "\(JSONPathComponent.text(path)) must name a command: "
                    + "[\"executable\", \"argument\", …]")
        }
        if arguments[0] == "{swiftFlags}" {
            throw ConfigurationFile.Problem(
                path: path + [.index(0)],
                message: "\(JSONPathComponent.text(path)) must start with the executable, "
                    + "not {swiftFlags}")
        }
        for (offset, argument) in arguments.enumerated() {
            try checkPlaceholders(argument, allowed: allowed(key), at: path + [.index(offset)])
        }
        return arguments
    }

    /// The placeholders `key` may use: the measurement's, and `{configFolder}`, which the
    /// configuration fills in itself.
    static func allowed(_ key: String) -> [String] {
        CommandTemplate.allowed(inStep: key) + ["configFolder"]
    }

    private static func checkPlaceholders(
        _ argument: String, allowed: [String], at path: [JSONPathComponent]
    ) throws {
        guard let unknown = CommandTemplate.unknownPlaceholder(in: argument, allowed: allowed)
        else { return }
        throw ConfigurationFile.Problem(
            path: path,
            message: "\(JSONPathComponent.text(path)): unknown placeholder {\(unknown)}; "
                + "expected one of: " + allowed.map { "{\($0)}" }.joined(separator: ", "))
    }

    private static func requireBuildAndTest(
        _ entry: CommandsConfiguration.Entry, at path: [JSONPathComponent],
        shared: CommandsConfiguration.Entry?
    ) throws {
        for (key, value) in [("build", entry.build), ("test", entry.test)] where value == nil {
            let whereFrom = shared == nil ? "" : " (or commands.\(key) for every variant)"
            throw ConfigurationFile.Problem(
                path: path,
                message: "\(JSONPathComponent.text(path)) needs a \"\(key)\" command\(whereFrom)")
        }
    }
}

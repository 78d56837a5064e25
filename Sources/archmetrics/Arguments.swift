import ArchMetricsSupport

/// A small argument reader: each command declares what it takes by asking for it, and
/// `finish()` turns anything left over into a usage error that says what was expected.
///
/// Supports `--flag`, `--option VALUE`, `--option=VALUE`, repeated options, `--` to end
/// options, and positionals. Short aliases (`-o`) are declared per call.
struct Arguments {
    private var remaining: [String]
    private var positionalsOnly: [String] = []
    let command: String
    /// The options the command declares; nothing else is read.
    let table: [OptionSpec]
    /// The options found so far, for the check that they apply together.
    private var given: [String] = []
    /// The run's environment (its context's): whether the hints name the plugin's command.
    let environment: [String: String]

    /// Refuses, before anything is read, a `--name` the command does not take: an unknown
    /// option is the error to report, whatever else is missing.
    init(
        command: String, options table: [OptionSpec], _ arguments: [String],
        environment: [String: String]
    ) throws {
        self.command = command
        self.table = table
        self.environment = environment
        if let separator = arguments.firstIndex(of: "--") {
            remaining = Array(arguments[..<separator])
            positionalsOnly = Array(arguments[(separator + 1)...])
        } else {
            remaining = arguments
        }
        for argument in remaining where argument.hasPrefix("--") {
            let name =
                argument.dropFirst(2).split(separator: "=", maxSplits: 1).first.map(String.init)
                ?? ""
            guard table.spec(named: name) == nil else { continue }
            throw Self.unknownOption(
                argument, command: command, table: table, environment: environment)
        }
    }

    /// How the user runs the tool, for a hint (`ToolInvocation`), by the run's environment.
    func tool(writes: Bool) -> String {
        ToolInvocation.command(writes: writes, environment: environment)
    }

    /// An unknown option, with the closest one the command takes when it looks like a typo.
    static func unknownOption(
        _ argument: String, command: String, table: [OptionSpec], environment: [String: String]
    ) -> ArchMetricsError {
        let typed = String(argument.split(separator: "=", maxSplits: 1).first ?? "")
        return .usage(
            "\(command): unknown option '\(argument)'."
                + Suggestion.phrase(for: typed, among: table.map { "--\($0.name)" }),
            hint:
                "Run '\(ToolInvocation.command(writes: false, environment: environment)) help \(command)' to see the options it takes."
        )
    }

    /// True if the flag `--name` (or an alias) was given; removes it.
    mutating func flag(_ option: OptionSpec) -> Bool {
        let name = option.name
        let spellings = spellings(of: name)
        var found = false
        remaining.removeAll { argument in
            if spellings.contains(argument) {
                found = true
                return true
            }
            return false
        }
        if found { given.append(name) }
        return found
    }

    /// `--name` and its alias; the name must be in the command's table.
    private func spellings(of name: String) -> [String] {
        guard let spec = table.spec(named: name) else {
            preconditionFailure("\(command) reads --\(name), which its option table does not list")
        }
        return ["--\(name)"] + (spec.alias.map { [$0] } ?? [])
    }

    /// Every value of `--name VALUE` / `--name=VALUE`, in order; removes them.
    mutating func options(_ option: OptionSpec) throws -> [String] {
        let name = option.name
        let spellings = spellings(of: name)
        var values: [String] = []
        var index = 0
        while index < remaining.count {
            let argument = remaining[index]
            if spellings.contains(argument) {
                guard index + 1 < remaining.count, !remaining[index + 1].hasPrefix("--") else {
                    throw ArchMetricsError.usage(
                        "\(command): \(argument) needs a value",
                        hint:
                            "Run '\(tool(writes: false)) help \(command)' for usage."
                    )
                }
                values.append(remaining[index + 1])
                remaining.removeSubrange(index...(index + 1))
                continue
            }
            if let spelling = spellings.first(where: { argument.hasPrefix("\($0)=") }) {
                values.append(String(argument.dropFirst(spelling.count + 1)))
                remaining.remove(at: index)
                continue
            }
            index += 1
        }
        if !values.isEmpty { given.append(name) }
        return values
    }

    /// The value of `--name`, if given; giving it twice is a usage error.
    mutating func option(_ option: OptionSpec) throws -> String? {
        let name = option.name
        let values = try options(option)
        guard values.count <= 1 else {
            throw ArchMetricsError.usage(
                "\(command): --\(name) given \(values.count) times; give it once")
        }
        return values.first
    }

    /// `--name VALUE` as an integer within `range`.
    mutating func intOption(
        _ option: OptionSpec, default defaultValue: Int, range: ClosedRange<Int>
    ) throws -> Int {
        let name = option.name
        guard let text = try self.option(option) else { return defaultValue }
        guard let value = Int(text), range.contains(value) else {
            throw ArchMetricsError.usage(
                "\(command): --\(name) expects a whole number from \(range.lowerBound) to \(range.upperBound), got '\(text)'"
            )
        }
        return value
    }

    /// `--name VALUE`, one of the cases of `Choice` by its raw value; `defaultValue` when not
    /// given.
    mutating func choice<Choice: RawRepresentable & CaseIterable>(
        _ option: OptionSpec, default defaultValue: Choice
    ) throws -> Choice where Choice.RawValue == String {
        try optionalChoice(option) ?? defaultValue
    }

    /// `--name VALUE` among the cases of `Choice`, nil when not given.
    mutating func optionalChoice<Choice: RawRepresentable & CaseIterable>(
        _ option: OptionSpec, as: Choice.Type = Choice.self
    ) throws -> Choice? where Choice.RawValue == String {
        guard let value = try self.option(option) else { return nil }
        guard let chosen = Choice(rawValue: value) else {
            let choices = Choice.allCases.map(\.rawValue)
            throw ArchMetricsError.usage(
                "\(command): --\(option.name) expects one of \(choices.joined(separator: ", ")), got '\(value)'"
            )
        }
        return chosen
    }

    /// Everything left once options are read; an unknown `--option` is a usage error.
    mutating func positionals() throws -> [String] {
        if let unknown = remaining.first(where: { $0.hasPrefix("-") && $0 != "-" }) {
            throw Self.unknownOption(
                unknown, command: command, table: table, environment: environment)
        }
        for name in given {
            if let other = table.spec(named: name)?.notWith.first(where: given.contains) {
                throw ArchMetricsError.usage(
                    "\(command): --\(name) does not apply with --\(other)",
                    hint:
                        "Run '\(tool(writes: false)) help \(command)' for usage.")
            }
        }
        let values = remaining + positionalsOnly
        remaining = []
        positionalsOnly = []
        return values
    }

    /// The positionals of a command that takes at most one ROOT folder: that folder or nil.
    mutating func optionalRoot() throws -> String? {
        let roots = try positionals()
        guard roots.count <= 1 else {
            throw ArchMetricsError.usage(
                "\(command): expected at most one ROOT folder, got \(roots.count)",
                hint: "Run '\(tool(writes: false)) help \(command)' for usage.")
        }
        return roots.first
    }

    /// Fails if anything was not consumed: a command that takes no positionals calls this last.
    mutating func finish() throws {
        let left = try positionals()
        if let first = left.first {
            throw ArchMetricsError.usage(
                "\(command): unexpected argument '\(first)'",
                hint: "Run '\(tool(writes: false)) help \(command)' for usage.")
        }
    }
}

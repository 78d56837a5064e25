import ArchMetricsKit

/// A small argument reader: each command declares what it takes by asking for it, and
/// `finish()` turns anything left over into a usage error that says what was expected.
///
/// Supports `--flag`, `--option VALUE`, `--option=VALUE`, repeated options, `--` to end
/// options, and positionals. Short aliases (`-o`) are declared per call.
struct Arguments {
    private var remaining: [String]
    private var positionalsOnly: [String] = []
    let command: String

    init(command: String, _ arguments: [String]) {
        self.command = command
        if let separator = arguments.firstIndex(of: "--") {
            remaining = Array(arguments[..<separator])
            positionalsOnly = Array(arguments[(separator + 1)...])
        } else {
            remaining = arguments
        }
    }

    /// True if `--name` (or an alias) was given; removes it.
    mutating func flag(_ name: String, aliases: [String] = []) -> Bool {
        let spellings = ["--\(name)"] + aliases
        var found = false
        remaining.removeAll { argument in
            if spellings.contains(argument) { found = true; return true }
            return false
        }
        return found
    }

    /// Every value of `--name VALUE` / `--name=VALUE`, in order; removes them.
    mutating func options(_ name: String, aliases: [String] = []) throws -> [String] {
        let spellings = ["--\(name)"] + aliases
        var values: [String] = []
        var index = 0
        while index < remaining.count {
            let argument = remaining[index]
            if spellings.contains(argument) {
                guard index + 1 < remaining.count, !remaining[index + 1].hasPrefix("--") else {
                    throw ArchMetricsError.usage("\(command): \(argument) needs a value", hint: "Run 'archmetrics help \(command)' for usage.")
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
        return values
    }

    /// The value of `--name`, if given; giving it twice is a usage error.
    mutating func option(_ name: String, aliases: [String] = []) throws -> String? {
        let values = try options(name, aliases: aliases)
        guard values.count <= 1 else {
            throw ArchMetricsError.usage("\(command): --\(name) given \(values.count) times; give it once")
        }
        return values.first
    }

    /// `--name VALUE` as an integer within `range`.
    mutating func intOption(_ name: String, default defaultValue: Int, range: ClosedRange<Int>) throws -> Int {
        guard let text = try option(name) else { return defaultValue }
        guard let value = Int(text), range.contains(value) else {
            throw ArchMetricsError.usage("\(command): --\(name) expects a whole number from \(range.lowerBound) to \(range.upperBound), got '\(text)'")
        }
        return value
    }

    /// `--name VALUE` restricted to `choices`.
    mutating func choice(_ name: String, _ choices: [String], default defaultValue: String) throws -> String {
        guard let value = try option(name) else { return defaultValue }
        guard choices.contains(value) else {
            throw ArchMetricsError.usage("\(command): --\(name) expects one of \(choices.joined(separator: ", ")), got '\(value)'")
        }
        return value
    }

    /// Everything left once options are read; an unknown `--option` is a usage error.
    mutating func positionals() throws -> [String] {
        if let unknown = remaining.first(where: { $0.hasPrefix("-") && $0 != "-" }) {
            throw ArchMetricsError.usage("\(command): unknown option '\(unknown)'", hint: "Run 'archmetrics help \(command)' to see the options it takes.")
        }
        let values = remaining + positionalsOnly
        remaining = []
        positionalsOnly = []
        return values
    }

    /// Fails if anything was not consumed: a command that takes no positionals calls this last.
    mutating func finish() throws {
        let left = try positionals()
        if let first = left.first {
            throw ArchMetricsError.usage("\(command): unexpected argument '\(first)'", hint: "Run 'archmetrics help \(command)' for usage.")
        }
    }
}

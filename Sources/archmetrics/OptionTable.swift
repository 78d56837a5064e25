/// One option a command takes. Each command lists its options once, in a table: the parser
/// accepts only what the table lists, and the OPTIONS part of the command's help is printed
/// from it, so the two cannot drift apart.
import Foundation

struct OptionSpec {
    enum Kind {
        case flag
        /// Takes a value, shown in help as `placeholder` (`--runs N`).
        case value(placeholder: String)
    }

    let name: String
    let alias: String?
    let kind: Kind
    /// What the option does, one or more lines as help shows them.
    let help: String
    /// Options with which this one has no meaning: giving both is a usage error.
    let notWith: [String]

    /// Each option is a constant of its command (`ScanCommand.byFile`): its name is written
    /// there once, and the table, the parser (`arguments.flag(byFile)`) and the options it does
    /// not apply with refer to the constant, so a misspelt name does not compile.
    init(
        _ name: String, alias: String? = nil, _ kind: Kind, notWith: [OptionSpec] = [],
        _ help: String
    ) {
        self.name = name
        self.alias = alias
        self.kind = kind
        self.help = help
        self.notWith = notWith.map(\.name)
    }

    /// A flag.
    init(_ name: String, alias: String? = nil, notWith: [OptionSpec] = [], _ help: String) {
        self.init(name, alias: alias, .flag, notWith: notWith, help)
    }

    /// `option` in another command's table, where it does not apply with `others` either (and
    /// has no alias).
    init(_ option: OptionSpec, alsoNotWith others: [OptionSpec]) {
        self.name = option.name
        self.alias = nil
        self.kind = option.kind
        self.help = option.help
        self.notWith = option.notWith + others.map(\.name)
    }

    var isFlag: Bool {
        if case .flag = kind { return true }
        return false
    }

    static let helpOption = OptionSpec("help", alias: "-h", "Show this help.")

    /// `--runs N, -r N` as help's first column shows it.
    var synopsis: String {
        let placeholder: String
        switch kind {
        case .flag: placeholder = ""
        case .value(let text): placeholder = " " + text
        }
        let long = "--\(name)\(placeholder)"
        return alias.map { "\(long), \($0)\(placeholder)" } ?? long
    }
}

extension Array where Element == OptionSpec {
    /// The OPTIONS part of a help text: synopses in one column, help beside them.
    var helpText: String {
        let width = (map(\.synopsis.count).max() ?? 0) + 2
        return map { option in
            let lines = option.help.split(separator: "\n", omittingEmptySubsequences: false)
            let first =
                "  " + option.synopsis.padding(toLength: width, withPad: " ", startingAt: 0)
                + lines[0]
            let rest = lines.dropFirst().map { String(repeating: " ", count: width + 2) + $0 }
            return ([first] + rest).joined(separator: "\n")
        }.joined(separator: "\n")
    }

    func spec(named name: String) -> OptionSpec? { first { $0.name == name } }
}

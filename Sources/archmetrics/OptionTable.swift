/// One option a command takes. Each command lists its options once, in a table: the parser
/// accepts only what the table lists, and the OPTIONS part of the command's help is printed
/// from it, so the two cannot drift apart.
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

    init(_ name: String, alias: String? = nil, _ kind: Kind, notWith: [String] = [], _ help: String)
    {
        self.name = name
        self.alias = alias
        self.kind = kind
        self.help = help
        self.notWith = notWith
    }

    /// A flag.
    init(_ name: String, alias: String? = nil, notWith: [String] = [], _ help: String) {
        self.init(name, alias: alias, .flag, notWith: notWith, help)
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

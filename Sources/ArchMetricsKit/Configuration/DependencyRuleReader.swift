import ArchMetricsModel
import ArchMetricsSupport

/// One entry of `rules`: `{"from": "view", "mayNotDependOn": ["interactor", "router"]}`, or
/// `mayDependOnlyOn` instead, with an optional `id` and `reason`. A side is `ROLE`,
/// `ROLE@SCREEN`, `ROLE@otherScreen`, `ROLE@sameScreen`, or `*` for any role.
enum DependencyRuleReader {
    static let keys = ["id", "from", "mayNotDependOn", "mayDependOnlyOn", "reason"]
    static let targetKeys = ["mayNotDependOn", "mayDependOnlyOn"]

    static func rule(_ decoder: Decoder, declared: Set<String>) throws -> DependencyRule {
        let reader = try MemberReader(decoder, what: "a rule", allowed: keys)
        guard let fromText = try reader.string("from") else {
            throw ConfigurationFile.Problem(
                path: reader.path, message: "a rule needs \"from\" (a role, e.g. \"view\")")
        }
        let from = try endpoint(fromText, at: reader.path + [.key("from")], declared: declared)
        if from.screens == .same || from.screens == .other {
            throw ConfigurationFile.Problem(
                path: reader.path + [.key("from")],
                message:
                    "\"from\" names the referencing side: @sameScreen and @otherScreen only make sense in its targets"
            )
        }
        let given = targetKeys.filter(reader.has)
        guard given.count == 1, let key = given.first else {
            throw ConfigurationFile.Problem(
                path: given.count > 1 ? reader.path + [.key(given[1])] : reader.path,
                message: "a rule takes one of mayNotDependOn or mayDependOnlyOn"
                    + (given.count > 1 ? ", not both" : ""),
                atKey: given.count > 1)
        }
        let texts = try reader.strings(key) ?? []
        if texts.isEmpty, key == "mayNotDependOn" {
            throw ConfigurationFile.Problem(
                path: reader.path + [.key(key)], message: "mayNotDependOn must not be empty")
        }
        let targets = try texts.enumerated().map { offset, text in
            try endpoint(text, at: reader.path + [.key(key), .index(offset)], declared: declared)
        }
        return DependencyRule(
            id: try reader.string("id"), from: from,
            targets: key == "mayNotDependOn" ? .forbidden(targets) : .allowedOnly(targets),
            reason: try reader.string("reason"))
    }

    /// `viewController@otherScreen` → role and screens; the role must be known.
    static func endpoint(_ text: String, at path: [JSONPathComponent], declared: Set<String>)
        throws -> RuleEndpoint
    {
        let parts = text.split(separator: "@", maxSplits: 1, omittingEmptySubsequences: false)
        let roleText = String(parts[0])
        if parts.count == 2, parts[1].isEmpty {
            throw ConfigurationFile.Problem(
                path: path,
                message:
                    "\"\(text)\": a screen after @ (a screen's name, sameScreen or otherScreen)")
        }
        let role =
            roleText == "*" || roleText.isEmpty
            ? nil : try ConfigurationFile.role(roleText, at: path, declared: declared)
        return RuleEndpoint(role: role, screens: RuleEndpoint.screens(parts.dropFirst().first))
    }
}

extension DependencyRuleReader {
    /// Where each screen `rules` name is written (the first time, at `rulesPath`'s entries):
    /// whether a screen exists is known only once the variants are classified, and the error
    /// then points at the text to fix, as a misspelt role's does.
    static func screenPaths(of rules: [DependencyRule], at rulesPath: [JSONPathComponent])
        -> [String: [JSONPathComponent]]
    {
        var paths: [String: [JSONPathComponent]] = [:]
        for (index, rule) in rules.enumerated() {
            let entry = rulesPath + [.index(index)]
            let (key, targets) =
                switch rule.targets {
                case .forbidden(let list): ("mayNotDependOn", list)
                case .allowedOnly(let list): ("mayDependOnlyOn", list)
                }
            let sides =
                [(rule.from, entry + [.key("from")])]
                + targets.enumerated().map { ($1, entry + [.key(key), .index($0)]) }
            for (endpoint, path) in sides {
                if case .named(let screen) = endpoint.screens, paths[screen] == nil {
                    paths[screen] = path
                }
            }
        }
        return paths
    }
}

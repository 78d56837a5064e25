import ArchMetricsClassification
import ArchMetricsModel

/// One entry of `roles`: `{"id": "reducer", "title": "Reducers", "singular": "reducer",
/// "after": "viewModel", "rules": [{"suffix": "Feature"}], "screenPart": true}`. An `id` of a
/// built-in role renames it (and may change what it means); a new id adds a role.
enum RoleDefinitionReader {
    static let keys = [
        "id", "title", "singular", "after", "rules", "belongsToScreen", "flowHolder", "screenPart",
        "keyClass",
    ]

    static func definition(_ decoder: Decoder) throws -> (RoleDefinition, Role?, [RoleRule]) {
        let reader = try MemberReader(decoder, what: "a role", allowed: keys)
        guard let id = try reader.string("id") else {
            throw ConfigurationFile.Problem(path: reader.path, message: "a role needs an id")
        }
        let role = Role(id)
        let builtIn = RoleCatalog.builtIn.definition(of: role)
        func flag(_ key: String, _ fallback: Bool) throws -> Bool {
            reader.has(key)
                ? try reader.decode(Bool.self, key, expected: "true or false") : fallback
        }
        let definition = RoleDefinition(
            role,
            title: try reader.string("title") ?? builtIn?.title ?? id,
            singular: try reader.string("singular") ?? builtIn?.singular ?? id,
            belongsToScreen: try flag("belongsToScreen", builtIn?.belongsToScreen ?? true),
            holdsFlow: try flag("flowHolder", builtIn?.holdsFlow ?? false),
            isScreenPart: try flag("screenPart", builtIn?.isScreenPart ?? false),
            isKeyClass: try flag("keyClass", builtIn?.isKeyClass ?? false))
        let after = try reader.string("after").map(Role.init)
        var rules: [RoleRule] = []
        if reader.has("rules") {
            rules = try reader.elements("rules").map {
                try RoleRuleReader.rule($0, defaultRole: role)
            }
        }
        return (definition, after, rules)
    }
}

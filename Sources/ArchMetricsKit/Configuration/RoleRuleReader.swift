import ArchMetricsClassification
import ArchMetricsModel
import ArchMetricsSupport

/// `{"suffix": "ViewController", "role": "viewController"}` (or `conformance`, `path`, `folder`).
enum RoleRuleReader {
    /// `defaultRole`: the role of a rule listed under a `roles` entry, which may leave it out.
    static func rule(_ decoder: Decoder, defaultRole: Role? = nil, declared: Set<String> = [])
        throws -> RoleRule
    {
        let kinds = RoleRule.Kind.allCases.map(\.rawValue)
        let reader = try MemberReader(
            decoder, what: "a role rule", allowed: kinds + ["role", "onlyInScreenFolders"])
        let given = kinds.filter(reader.has)
        guard given.count <= 1 else {
            throw ConfigurationFile.Problem(
                path: reader.path + [.key(given[1])],
                message: "a role rule takes one of suffix, conformance, path or folder, not two",
                atKey: true)
        }
        guard let kindName = given.first, let kind = RoleRule.Kind(rawValue: kindName),
            let pattern = try reader.string(kindName)
        else {
            throw ConfigurationFile.Problem(
                path: reader.path,
                message: "a role rule needs one of suffix, conformance, path or folder")
        }
        let role: Role
        if let roleName = try reader.string("role") {
            role = try ConfigurationFile.role(
                roleName, at: reader.path + [.key("role")], declared: declared)
        } else if let defaultRole {
            role = defaultRole
        } else {
            throw ConfigurationFile.Problem(path: reader.path, message: "a role rule needs a role")
        }
        let onlyInScreenFolders =
            reader.has("onlyInScreenFolders")
            ? try reader.decode(Bool.self, "onlyInScreenFolders", expected: "true or false") : false
        return RoleRule(kind, pattern, role, onlyInScreenFolders: onlyInScreenFolders)
    }
}

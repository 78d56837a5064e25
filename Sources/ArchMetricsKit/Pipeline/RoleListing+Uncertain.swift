import ArchMetricsModel

extension RoleListing.Uncertain {
    /// How much a wrong guess on a file of `role` costs: a part of a screen (view
    /// controller, view, presenter, view model) first, then the screen's other roles, then
    /// its local models, then shared code and the rest.
    static func consequence(of role: Role, roles: RoleCatalog) -> Int {
        if roles.screenParts.contains(role) { return 0 }
        if role == .localModel { return 2 }
        if roles.screenRoles.contains(role) { return 1 }
        return 3
    }

    /// Whether this file is listed before `other`: the role its rules gave it (the screen
    /// role it wanted when it ended shared) by consequence, then the larger file, then by
    /// variant and path.
    func isBefore(_ other: Self, roles: RoleCatalog) -> Bool {
        let mine = Self.consequence(of: unplacedRole ?? role, roles: roles)
        let theirs = Self.consequence(of: other.unplacedRole ?? other.role, roles: roles)
        if mine != theirs { return mine < theirs }
        if codeLines != other.codeLines { return codeLines > other.codeLines }
        return (variant, path) < (other.variant, other.path)
    }
}

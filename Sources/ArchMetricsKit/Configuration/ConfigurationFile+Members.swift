import ArchMetricsDrift
import ArchMetricsModel
import ArchMetricsSupport

/// The members of the configuration object, read by concern; `init(from:)` calls them in the
/// order that decides which error a file with several is told about.
extension ConfigurationFile {
    /// The members that are a plain string, list of strings or flag.
    mutating func readSettings(_ reader: MemberReader) throws {
        description = try reader.string("description")
        root = try reader.string("root")
        focus = try reader.string("focus")
        reference = try reader.string("reference")
        unitTestScreen = try reader.string("unitTestScreen")
        screenFolders = try reader.strings("screenFolders")
        screens = try reader.strings("screens")
        toolingPaths = try reader.strings("toolingPaths")
        scenarios = try reader.strings("scenarios")
        if reader.has("unidirectional") {
            unidirectional = try reader.decode(
                Bool.self, "unidirectional", expected: "true or false")
        }
    }

    /// `variants`: an array of `{"name", "path"}`, or the deprecated object of name → path.
    mutating func readVariants(_ reader: MemberReader) throws {
        if reader.kind(of: "variants") == "an object" {
            // The first form: `{"MVC": "path"}`. Its key order is the column order, which
            // Foundation does not keep, so the order is read from the text.
            let names = reader.positions.keys(of: reader.path + [.key("variants")])
            let byName = try reader.decode(
                [String: String].self, "variants", expected: "an array")
            variants = names.compactMap { name in
                byName[name].map { NamedPath(name: name, path: $0) }
            }
            warnings.append(
                Problem(
                    path: reader.path + [.key("variants")],
                    message: "\"variants\" as an object is deprecated; write an array of "
                        + "{\"name\": …, \"path\": …} (the order of its entries is the column "
                        + "order)"))
        } else {
            variants = try reader.decode([NamedPath].self, "variants", expected: "an array")
        }
        listsNoVariants = variants.isEmpty
        try Self.check(variants, at: reader.path + [.key("variants")])
    }

    /// Every variant has a name and a path, neither holding a control character nor too long
    /// (`NameLength`).
    private static func check(_ variants: [NamedPath], at path: [JSONPathComponent]) throws {
        for (offset, variant) in variants.enumerated()
        where variant.name.isEmpty || variant.path.isEmpty {
            throw Problem(
                path: path + [.index(offset)],
                message: "a variant needs a non-empty name and path")
        }
        for (offset, variant) in variants.enumerated() {
            for (key, text) in [("name", variant.name), ("path", variant.path)] {
                if let problem = NameLength.problem(text, key: key) {
                    throw Problem(path: path + [.index(offset), .key(key)], message: problem)
                }
                guard let control = ControlCharacters.first(in: text) else { continue }
                throw Problem(
                    path: path + [.index(offset), .key(key)],
                    message: "a variant's \(key) cannot contain control characters "
                        + "(this one holds \(ControlCharacters.name(of: control)))")
            }
        }
    }

    /// `dropRoles` and `roles`: the roles the file removes from, and adds to, the built-in set.
    mutating func readRoles(_ reader: MemberReader) throws {
        if reader.has("dropRoles") {
            droppedRoles = try (reader.strings("dropRoles") ?? []).enumerated().map {
                offset, name in
                try Self.role(name, at: reader.path + [.key("dropRoles"), .index(offset)])
            }
        }
        if reader.has("roles") {
            roleDefinitions = try reader.elements("roles").map(RoleDefinitionReader.definition)
        }
    }

    /// `roleRules` and `roleEquivalences`, which may name the roles the file `declared`.
    mutating func readRoleRules(_ reader: MemberReader, declared: Set<String>) throws {
        if reader.has("roleRules") {
            rules = try reader.elements("roleRules").map {
                try RoleRuleReader.rule($0, declared: declared)
            }
        }
        if reader.has("roleEquivalences") {
            let groups = try reader.decode(
                [[String]].self, "roleEquivalences", expected: "an array of arrays of roles")
            roleEquivalences = try groups.enumerated().map { group, names in
                try names.enumerated().map { offset, name in
                    try Self.role(
                        name,
                        at: reader.path + [
                            .key("roleEquivalences"), .index(group), .index(offset),
                        ],
                        declared: declared)
                }
            }
        }
    }

    /// `features`: screen lists by name, in the order the file writes them.
    mutating func readFeatures(_ reader: MemberReader) throws {
        let byName = try reader.decode(
            [String: [String]].self, "features", expected: "an object of screen lists")
        features = reader.positions.keys(of: reader.path + [.key("features")]).compactMap {
            name in
            byName[name].map { ToolConfiguration.Feature(name: name, screens: $0) }
        }
    }

    /// `policy` and `tolerances`: the policy first, wherever it stands in the file, since
    /// `tolerances` refine it.
    mutating func readTolerances(_ reader: MemberReader, declared: Set<String>) throws {
        var policy: DriftPolicy?
        if let name = try reader.string("policy") {
            guard let preset = DriftPolicy(rawValue: name) else {
                throw Problem(
                    path: reader.path + [.key("policy")],
                    message: "unknown policy \"\(name)\"; expected one of: "
                        + DriftPolicy.allCases.map(\.rawValue).joined(separator: ", "))
            }
            policy = preset
        }
        if reader.has("tolerances") {
            tolerances = try ToleranceReader.tolerances(
                reader.nested("tolerances"), declaredRoles: declared,
                startingFrom: policy?.tolerances ?? DriftTolerances())
        } else {
            tolerances = policy?.tolerances
        }
    }
}

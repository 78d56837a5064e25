import ArchMetricsClassification
import ArchMetricsDrift
import ArchMetricsModel
import ArchMetricsSupport
import Foundation

/// The content of an `archmetrics.json`, decoded by Foundation and checked key by key. Every
/// error names the file, line and column; an unknown key is an error, so a typo never silently
/// falls back to a default.
struct ConfigurationFile: Decodable {
    struct NamedPath: Decodable, Equatable {
        var name: String
        var path: String
    }

    var description: String?
    var root: String?
    var variants: [NamedPath] = []
    /// True when `variants` is there but empty (`[]` or `{}`): variants are then discovered.
    var listsNoVariants = false
    var focus: String?
    var reference: String?
    var rules: [RoleRule]?
    var screenFolders: [String]?
    var screens: [String]?
    var roleEquivalences: [[Role]]?
    var features: [ReportConfiguration.Feature]?
    var unitTestScreen: String?
    /// Whether the variants are unidirectional (`Reducer`, `Feature`, `Store` suffixes mean a
    /// reducer); nil: each variant that declares a reducer is.
    var unidirectional: Bool?
    /// Drift tolerances, the same `KEY: VALUE` pairs as `check --tolerance KEY=VALUE`, on top
    /// of the `policy` preset's.
    var tolerances: DriftTolerances?
    /// Roles the configuration adds or renames (`roles`), each with its rules, and built-in
    /// roles it drops (`dropRoles`).
    var roleDefinitions: [(definition: RoleDefinition, after: Role?, rules: [RoleRule])] = []
    var droppedRoles: [Role] = []
    /// `rules`: which roles and screens may reference which.
    var dependencyRules: [DependencyRule]?
    /// `commands`: how variants are built and tested when not by SwiftPM's defaults.
    var commands: CommandsConfiguration?
    /// Said once on stderr by the caller: the configuration works, but in an old form.
    var deprecations: [String] = []

    static let keys = [
        "description", "root", "variants", "focus", "reference", "roleRules", "screenFolders",
        "screens", "roleEquivalences", "features", "unitTestScreen", "tolerances", "roles",
        "dropRoles", "rules", "unidirectional", "policy", "commands",
    ]

    /// The built-in roles with this file's `roles` and `dropRoles` applied.
    var roleCatalog: RoleCatalog {
        var catalog = RoleCatalog.builtIn
        for role in droppedRoles { catalog.remove(role) }
        for (definition, after, _) in roleDefinitions { catalog.define(definition, after: after) }
        return catalog
    }

    /// `roleRules` (or the defaults), less the rules of dropped roles, after the rules the
    /// `roles` entries bring: a team's own suffix is tried with the others, the longest winning.
    var effectiveRules: [RoleRule] {
        let base = (rules ?? RoleRule.defaults).filter { !droppedRoles.contains($0.role) }
        let added = roleDefinitions.flatMap(\.rules)
        // Path rules stay first whatever their source: where a file lives decides first.
        return added.filter { $0.kind == .path } + base + added.filter { $0.kind != .path }
    }

    init() {}

    /// Parses and checks a configuration document; `path` is only used in messages.
    static func parse(_ text: String, path: String) throws -> ConfigurationFile {
        let data = Data(text.utf8)
        let positions = JSONPositions(text)
        try CancellationToken.process.checkpoint()
        func failure(_ position: TextPosition, _ message: String) -> ArchMetricsError {
            ArchMetricsError.input(
                "\(path):\(position): \(message)",
                hint: "See Examples/article-layout.json for a complete configuration.")
        }
        // Too deep first: the positions stop reading there, and a hostile depth must cost
        // nothing more than that one pass.
        if let deep = positions.tooDeepPosition {
            throw failure(
                deep,
                "nested more than \(JSONPositions.maximumDepth) arrays or objects deep; "
                    + "a configuration needs a handful")
        }
        // Syntax next, from JSONSerialization, the one Foundation API that says where.
        do {
            _ = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
        } catch {
            let (message, offset) = syntaxError(error)
            let position = offset.map { TextPosition(byteOffset: $0, in: data) }
            throw failure(position ?? positions.position(of: []), "malformed JSON: \(message)")
        }
        try CancellationToken.process.checkpoint()
        // Foundation keeps one of the two silently; which one was meant, only the author knows.
        if let (path, position) = positions.duplicateKey, case .key(let key) = path.last {
            let object = path.dropLast()
            throw failure(
                position,
                "duplicate key \"\(key)\""
                    + (object.isEmpty ? "" : " in \(JSONPathComponent.text(Array(object)))")
                    + "; each key may appear once in an object")
        }
        let decoder = JSONDecoder()
        decoder.userInfo[positionsKey] = positions
        do {
            return try decoder.decode(ConfigurationFile.self, from: data)
        } catch let problem as Problem {
            let position = positions.position(of: problem.path, preferringKey: problem.atKey)
            throw failure(position, problem.message)
        } catch let error as DecodingError {
            let (path, message) = describe(error, positions: positions)
            throw failure(positions.position(of: path), message)
        }
    }

    /// A problem found while decoding, with the path of the value (or key) it is about.
    struct Problem: Error {
        var path: [JSONPathComponent]
        var message: String
        var atKey = false
    }

    static let positionsKey = CodingUserInfoKey(rawValue: "positions")!

    init(from decoder: Decoder) throws {
        let reader = try MemberReader(decoder, what: "the configuration", allowed: Self.keys)
        description = try reader.string("description")
        root = try reader.string("root")
        focus = try reader.string("focus")
        reference = try reader.string("reference")
        unitTestScreen = try reader.string("unitTestScreen")
        screenFolders = try reader.strings("screenFolders")
        screens = try reader.strings("screens")
        if reader.has("unidirectional") {
            unidirectional = try reader.decode(
                Bool.self, "unidirectional", expected: "true or false")
        }
        if reader.has("variants") {
            if reader.kind(of: "variants") == "an object" {
                // The first form: `{"MVC": "path"}`. Its key order is the column order, which
                // Foundation does not keep, so the order is read from the text.
                let names = reader.positions.keys(of: reader.path + [.key("variants")])
                let byName = try reader.decode(
                    [String: String].self, "variants", expected: "an array")
                variants = names.compactMap { name in
                    byName[name].map { NamedPath(name: name, path: $0) }
                }
                deprecations.append(
                    "\"variants\" as an object is deprecated; write an array of "
                        + "{\"name\": …, \"path\": …} (the order of its entries is the column order)"
                )
            } else {
                variants = try reader.decode([NamedPath].self, "variants", expected: "an array")
            }
            listsNoVariants = variants.isEmpty
            for (offset, variant) in variants.enumerated()
            where variant.name.isEmpty || variant.path.isEmpty {
                throw Problem(
                    path: reader.path + [.key("variants"), .index(offset)],
                    message: "a variant needs a non-empty name and path")
            }
            for (offset, variant) in variants.enumerated() {
                for (key, text) in [("name", variant.name), ("path", variant.path)] {
                    guard let control = ControlCharacters.first(in: text) else { continue }
                    throw Problem(
                        path: reader.path + [.key("variants"), .index(offset), .key(key)],
                        message: "a variant's \(key) cannot contain control characters "
                            + "(this one holds \(ControlCharacters.name(of: control)))")
                }
            }
        }
        if reader.has("dropRoles") {
            droppedRoles = try (reader.strings("dropRoles") ?? []).enumerated().map {
                offset, name in
                try Self.role(name, at: reader.path + [.key("dropRoles"), .index(offset)])
            }
        }
        if reader.has("roles") {
            roleDefinitions = try reader.elements("roles").map(RoleDefinitionReader.definition)
        }
        let declared = Set(roleDefinitions.map(\.definition.id.rawValue))
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
        if reader.has("features") {
            let byName = try reader.decode(
                [String: [String]].self, "features", expected: "an object of screen lists")
            features = reader.positions.keys(of: reader.path + [.key("features")]).compactMap {
                name in
                byName[name].map { ReportConfiguration.Feature(name: name, screens: $0) }
            }
        }
        if reader.has("rules") {
            dependencyRules = try reader.elements("rules").map {
                try DependencyRuleReader.rule($0, declared: declared)
            }
        }
        if reader.has("commands") {
            commands = try CommandsReader.read(reader.nested("commands"))
        }
        // The policy first, wherever it stands in the file: `tolerances` refine it.
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

    /// A built-in role, or one the configuration's `roles` declare.
    static func role(_ name: String, at path: [JSONPathComponent], declared: Set<String> = [])
        throws -> Role
    {
        guard let role = Role.builtIn(name) ?? (declared.contains(name) ? Role(name) : nil) else {
            throw Problem(
                path: path,
                message: "unknown role \"\(name)\"; expected one of: "
                    + (Role.allCases.map(\.rawValue) + declared.sorted()).joined(separator: ", "))
        }
        return role
    }

    /// JSONSerialization's message without its offset, and the offset.
    static func syntaxError(_ error: Error) -> (message: String, byteOffset: Int?) {
        let text =
            (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String
            ?? error.localizedDescription
        guard let marker = text.range(of: " around character ") else {
            return (text.hasSuffix(".") ? String(text.dropLast()) : text, nil)
        }
        let offset = Int(text[marker.upperBound...].prefix { $0.isNumber })
        return (String(text[..<marker.lowerBound]), offset)
    }

    /// A Foundation decoding error as the path it is about and a message in the config's words.
    static func describe(_ error: DecodingError, positions: JSONPositions) -> (
        [JSONPathComponent], String
    ) {
        switch error {
        case .typeMismatch(let type, let context), .valueNotFound(let type, let context):
            let path = context.codingPath.map(JSONPathComponent.init)
            let found = positions.entry(at: path)?.kindName ?? "something else"
            return (path, "\(JSONPathComponent.text(path)) must be \(article(type)), not \(found)")
        case .keyNotFound(let key, let context):
            let path = context.codingPath.map(JSONPathComponent.init)
            return (path, "\(JSONPathComponent.text(path)) needs \"\(key.stringValue)\"")
        case .dataCorrupted(let context):
            let path = context.codingPath.map(JSONPathComponent.init)
            return (path, "\(JSONPathComponent.text(path)): \(context.debugDescription)")
        @unknown default:
            return ([], "\(error)")
        }
    }

    static func article(_ type: Any.Type) -> String {
        switch type {
        case is String.Type: "a string"
        case is Double.Type, is Int.Type: "a number"
        case is Bool.Type: "true or false"
        default: String(describing: type).hasPrefix("Array") ? "an array" : "an object"
        }
    }
}

/// Reads the members of one JSON object of the configuration, refusing keys it does not know.
struct MemberReader {
    let container: KeyedDecodingContainer<AnyKey>
    let path: [JSONPathComponent]
    let positions: JSONPositions

    init(_ decoder: Decoder, what: String, allowed: [String]) throws {
        positions =
            decoder.userInfo[ConfigurationFile.positionsKey] as? JSONPositions ?? JSONPositions("")
        path = decoder.codingPath.map(JSONPathComponent.init)
        guard let container = try? decoder.container(keyedBy: AnyKey.self) else {
            let found = positions.entry(at: path)?.kindName ?? "something else"
            throw ConfigurationFile.Problem(
                path: path, message: "\(what) must be an object, not \(found)")
        }
        self.container = container
        // Of several unknown keys, the first written is reported.
        let unknown = container.allKeys.map(\.stringValue).filter { !allowed.contains($0) }
        let order = Dictionary(
            positions.keys(of: path).enumerated().map { ($1, $0) }, uniquingKeysWith: min)
        if let first = unknown.min(by: { order[$0] ?? 0 < order[$1] ?? 0 }) {
            let context = what == "the configuration" ? "" : " in \(what)"
            throw ConfigurationFile.Problem(
                path: path + [.key(first)],
                message: "unknown key \"\(first)\"\(context); expected one of: "
                    + allowed.joined(separator: ", "),
                atKey: true)
        }
    }

    func has(_ key: String) -> Bool { container.contains(AnyKey(key)) }

    func kind(of key: String) -> String? { positions.entry(at: path + [.key(key)])?.kindName }

    func decode<T: Decodable>(_ type: T.Type, _ key: String, expected: String) throws -> T {
        do {
            return try container.decode(type, forKey: AnyKey(key))
        } catch DecodingError.typeMismatch(_, let context) {
            let at = context.codingPath.map(JSONPathComponent.init)
            let found = positions.entry(at: at)?.kindName ?? "something else"
            let message =
                at == path + [.key(key)]
                ? "\(key) must be \(expected), not \(found)"
                : "each entry of \(JSONPathComponent.text(at.dropLast().map { $0 })) must be "
                    + "a string, not \(found)"
            throw ConfigurationFile.Problem(path: at, message: message)
        }
    }

    /// A non-empty string, if the key is there.
    func string(_ key: String) throws -> String? {
        guard has(key) else { return nil }
        let text = try decode(String.self, key, expected: "a string")
        guard !text.isEmpty else {
            throw ConfigurationFile.Problem(
                path: path + [.key(key)], message: "\(key) must not be empty")
        }
        return text
    }

    /// A list of non-empty strings, if the key is there.
    func strings(_ key: String) throws -> [String]? {
        guard has(key) else { return nil }
        let texts = try decode([String].self, key, expected: "an array")
        if let empty = texts.firstIndex(where: \.isEmpty) {
            throw ConfigurationFile.Problem(
                path: path + [.key(key), .index(empty)],
                message: "each entry of \(key) must not be empty")
        }
        return texts
    }

    /// The decoder of the value under `key`.
    func nested(_ key: String) throws -> Decoder {
        try container.superDecoder(forKey: AnyKey(key))
    }

    /// The decoders of the elements of the array under `key`, in order: one walk over the
    /// array (reaching element `i` anew for each would be quadratic in its length).
    func elements(_ key: String, expected: String = "an array") throws -> [Decoder] {
        _ = try decode([AnyDecodable].self, key, expected: expected)
        var elements = try container.nestedUnkeyedContainer(forKey: AnyKey(key))
        var decoders: [Decoder] = []
        while !elements.isAtEnd { decoders.append(try elements.superDecoder()) }
        return decoders
    }
}

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

/// `tolerances`: the `check --tolerance KEY=VALUE` settings as `"KEY": "VALUE"` members, or
/// grouped as `check --format json` prints them (`{"roles": {"viewController": "+5%"}}`).
enum ToleranceReader {
    static let groups = ["roles", "timings"]

    static func tolerances(
        _ decoder: Decoder, declaredRoles: Set<String> = [],
        startingFrom base: DriftTolerances = DriftTolerances()
    ) throws -> DriftTolerances {
        let settings = try members(decoder, what: "tolerances")
        var tolerances = base
        tolerances.declaredRoles = declaredRoles
        for (path, name, value) in settings {
            do {
                try tolerances.apply("\(name)=\(value)")
            } catch let problem as ArchMetricsError {
                throw ConfigurationFile.Problem(
                    path: path,
                    message: "tolerances: "
                        + problem.message.replacingOccurrences(of: "--tolerance: ", with: "")
                        .replacingOccurrences(of: "--tolerance ", with: "")
                        .replacingOccurrences(of: "--tolerance", with: "tolerances"),
                    atKey: true)
            }
        }
        return tolerances
    }

    /// Every `KEY: VALUE` setting in document order, groups flattened.
    static func members(_ decoder: Decoder, what: String) throws -> [(
        [JSONPathComponent], String, String
    )] {
        let positions =
            decoder.userInfo[ConfigurationFile.positionsKey] as? JSONPositions ?? JSONPositions("")
        let path = decoder.codingPath.map(JSONPathComponent.init)
        guard let container = try? decoder.container(keyedBy: AnyKey.self) else {
            let found = positions.entry(at: path)?.kindName ?? "something else"
            throw ConfigurationFile.Problem(
                path: path, message: "\(what) must be an object, not \(found)")
        }
        var settings: [([JSONPathComponent], String, String)] = []
        for name in positions.keys(of: path) where container.contains(AnyKey(name)) {
            let memberPath = path + [.key(name)]
            if groups.contains(name), positions.entry(at: memberPath)?.kindName == "an object" {
                settings += try members(
                    container.superDecoder(forKey: AnyKey(name)), what: "tolerances.\(name)")
                continue
            }
            // `check --format json` prints the significance level as a number: take it back.
            if name == "significance",
                let level = try? container.decode(Double.self, forKey: AnyKey(name))
            {
                settings.append((memberPath, name, String(level)))
                continue
            }
            guard let value = try? container.decode(String.self, forKey: AnyKey(name)) else {
                let found = positions.entry(at: memberPath)?.kindName ?? "something else"
                throw ConfigurationFile.Problem(
                    path: memberPath, message: "tolerance '\(name)' must be a string, not \(found)")
            }
            settings.append((memberPath, name, value))
        }
        return settings
    }
}

/// Any key of a JSON object, for objects whose keys are checked rather than assumed.
struct AnyKey: CodingKey {
    var stringValue: String
    var intValue: Int?
    init(_ string: String) { stringValue = string }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) {
        stringValue = "\(intValue)"
        self.intValue = intValue
    }
}

/// Any JSON value, decoded only to be skipped or counted.
struct AnyDecodable: Decodable {
    init(from decoder: Decoder) throws {}
}

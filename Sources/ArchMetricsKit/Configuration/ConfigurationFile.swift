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
    var features: [ToolConfiguration.Feature]?
    var unitTestScreen: String?
    /// `toolingPaths`: globs of the files that are not the app (demos, scripts, tools), which
    /// replace the default `**/Demo/**`; `[]` counts every file as the app's. Nil: the defaults.
    var toolingPaths: [String]?
    /// `scenarios`: the behaviours every variant's tests should cover, by the ids their test
    /// files tag (`// Scenario: login.logsIn`).
    var scenarios: [String]?
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
    /// Each screen `rules` name, with where it is first written; `parse` turns the paths into
    /// `FILE:LINE:COLUMN` (`ruleScreenPlaces`).
    var ruleScreenPaths: [String: [JSONPathComponent]] = [:]
    var ruleScreenPlaces: [String: String] = [:]
    /// `commands`: how variants are built and tested when not by SwiftPM's defaults.
    var commands: CommandsConfiguration?
    /// What decoding found risky or outdated but legal, at the path it is about (a placeholder
    /// inside a shell's script string, a deprecated form); `parse` turns them into
    /// `locatedWarnings`.
    var warnings: [Problem] = []
    /// `warnings` as `FILE:LINE:COLUMN: warning: …`, the way an error names its place.
    var locatedWarnings: [String] = []

    static let keys = [
        "description", "root", "variants", "focus", "reference", "roleRules", "screenFolders",
        "screens", "roleEquivalences", "features", "unitTestScreen", "tolerances", "roles",
        "dropRoles", "rules", "unidirectional", "policy", "commands", "toolingPaths",
        "scenarios",
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
        var base = (rules ?? RoleRule.defaults).filter { !droppedRoles.contains($0.role) }
        if let toolingPaths {
            base.removeAll { $0.kind == .path && $0.role == .tooling }
            base.insert(contentsOf: toolingPaths.map { RoleRule(.path, $0, .tooling) }, at: 0)
        }
        let added = roleDefinitions.flatMap(\.rules)
        // Path rules stay first whatever their source: where a file lives decides first.
        return added.filter { $0.kind == .path } + base + added.filter { $0.kind != .path }
    }

    init() {}

    /// Parses and checks a configuration document; `path` is only used in messages. A large
    /// document stops between its passes once `cancellation` is cancelled.
    static func parse(_ text: String, path: String, cancellation: CancellationToken) throws
        -> ConfigurationFile
    {
        let data = Data(text.utf8)
        let positions = JSONPositions(text, cancellation: cancellation)
        try cancellation.checkpoint()
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
            if let offset,
                let comma = JSONPositions.missingCommaPosition(beforeByte: offset, in: text)
            {
                throw failure(
                    comma, "malformed JSON: a comma is probably missing here (\(message))")
            }
            let position = offset.map { TextPosition(byteOffset: $0, in: data) }
            throw failure(position ?? positions.position(of: []), "malformed JSON: \(message)")
        }
        try cancellation.checkpoint()
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
            var file = try decoder.decode(ConfigurationFile.self, from: data)
            file.locatedWarnings = file.warnings.map {
                "\(path):\(positions.position(of: $0.path)): warning: \($0.message)"
            }
            file.ruleScreenPlaces = file.ruleScreenPaths.mapValues {
                "\(path):\(positions.position(of: $0))"
            }
            return file
        } catch let problem as Problem {
            let position = positions.position(of: problem.path, preferringKey: problem.atKey)
            throw failure(position, problem.message)
        } catch let error as DecodingError {
            let (path, message) = describe(error, positions: positions)
            throw failure(positions.position(of: path), message)
        }
    }

    /// A problem found while decoding, with the path of the value (or key) it is about: thrown
    /// when it is an error, kept in `warnings` when it is not.
    struct Problem: Error {
        var path: [JSONPathComponent]
        var message: String
        var atKey = false
    }

    static let positionsKey = CodingUserInfoKey(rawValue: "positions")!

    /// Reads the members one concern at a time, in the order that decides which of two
    /// errors a file with both is told about: plain settings, variants, roles and what names
    /// them, commands, then the policy and its tolerances.
    init(from decoder: Decoder) throws {
        let reader = try MemberReader(decoder, what: "the configuration", allowed: Self.keys)
        try readSettings(reader)
        if reader.has("variants") { try readVariants(reader) }
        try readRoles(reader)
        let declared = Set(roleDefinitions.map(\.definition.id.rawValue))
        try readRoleRules(reader, declared: declared)
        if reader.has("features") { try readFeatures(reader) }
        if reader.has("rules") {
            let rules = try reader.elements("rules").map {
                try DependencyRuleReader.rule($0, declared: declared)
            }
            dependencyRules = rules
            ruleScreenPaths = DependencyRuleReader.screenPaths(
                of: rules, at: reader.path + [.key("rules")])
        }
        if reader.has("commands") {
            commands = try CommandsReader.read(reader.nested("commands"))
            warnings += CommandsReader.shellScriptWarnings(
                commands, at: reader.path + [.key("commands")])
        }
        try readTolerances(reader, declared: declared)
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

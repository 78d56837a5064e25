import ArchMetricsAnalysis
import ArchMetricsClassification
import ArchMetricsDrift
import ArchMetricsMeasurement
import ArchMetricsModel
import ArchMetricsReporting
import ArchMetricsSupport
import SwiftScanning
/// The content of an `archmetrics.json`, checked key by key. Every error names the file, line
/// and column; an unknown key is an error, so a typo never silently falls back to a default.
struct ConfigurationFile {
    var description: String?
    var root: String?
    var variants: [(name: String, path: String)] = []
    var focus: String?
    var reference: String?
    var rules: [RoleRule]?
    var screenFolders: [String]?
    var screens: [String]?
    var roleEquivalences: [[Role]]?
    var features: [ReportConfiguration.Feature]?
    var unitTestScreen: String?
    /// Drift tolerances, the same `KEY: VALUE` pairs as `check --tolerance KEY=VALUE`.
    var tolerances: DriftTolerances?

    static let keys = ["description", "root", "variants", "focus", "reference", "roleRules", "screenFolders",
                       "screens", "roleEquivalences", "features", "unitTestScreen", "tolerances"]

    /// Parses and checks a configuration document; `path` is only used in messages.
    static func parse(_ text: String, path: String) throws -> ConfigurationFile {
        let document: PositionedJSON
        do { document = try ConfigurationJSONParser.parse(text) } catch {
            throw ArchMetricsError.input("\(path):\(error.position): malformed JSON: \(error.message)")
        }
        let reader = Reader(path: path)
        var file = ConfigurationFile()
        for (key, keyPosition, value) in try reader.object(document, what: "the configuration") {
            switch key {
            case "description": file.description = try reader.string(value, what: key)
            case "root": file.root = try reader.string(value, what: key)
            case "variants":
                file.variants = try reader.object(value, what: key).map { (name: $0.key, path: try reader.string($0.value, what: "variant '\($0.key)'")) }
            case "focus": file.focus = try reader.string(value, what: key)
            case "reference": file.reference = try reader.string(value, what: key)
            case "roleRules": file.rules = try reader.array(value, what: key).map(reader.rule)
            case "screenFolders": file.screenFolders = try reader.strings(value, what: key)
            case "screens": file.screens = try reader.strings(value, what: key)
            case "roleEquivalences":
                file.roleEquivalences = try reader.array(value, what: key).map { group in
                    try reader.array(group, what: "a role equivalence").map { try reader.role($0) }
                }
            case "features":
                file.features = try reader.object(value, what: key).map {
                    ReportConfiguration.Feature(name: $0.key, screens: try reader.strings($0.value, what: "feature '\($0.key)'"))
                }
            case "unitTestScreen": file.unitTestScreen = try reader.string(value, what: key)
            case "tolerances":
                var tolerances = DriftTolerances()
                for (name, namePosition, setting) in try reader.object(value, what: key) {
                    let text = try reader.string(setting, what: "tolerance '\(name)'")
                    do { try tolerances.apply("\(name)=\(text)") } catch let problem as ArchMetricsError {
                        throw reader.error(at: namePosition, problem.message.replacingOccurrences(of: "--tolerance", with: "tolerances"))
                    }
                }
                file.tolerances = tolerances
            default:
                throw reader.error(at: keyPosition, "unknown key \"\(key)\"; expected one of: \(keys.joined(separator: ", "))")
            }
        }
        return file
    }

    /// Typed access to positioned JSON, throwing errors that point at the offending value.
    struct Reader {
        var path: String

        func error(at position: TextPosition, _ message: String) -> ArchMetricsError {
            ArchMetricsError.input("\(path):\(position): \(message)", hint: "See Examples/article-layout.json for a complete configuration.")
        }

        func object(_ json: PositionedJSON, what: String) throws -> [(key: String, keyPosition: TextPosition, value: PositionedJSON)] {
            guard case .object(let members) = json.value else { throw error(at: json.position, "\(what) must be an object, not \(json.value.kindName)") }
            return members
        }

        func array(_ json: PositionedJSON, what: String) throws -> [PositionedJSON] {
            guard case .array(let elements) = json.value else { throw error(at: json.position, "\(what) must be an array, not \(json.value.kindName)") }
            return elements
        }

        func string(_ json: PositionedJSON, what: String) throws -> String {
            guard case .string(let text) = json.value else { throw error(at: json.position, "\(what) must be a string, not \(json.value.kindName)") }
            guard !text.isEmpty else { throw error(at: json.position, "\(what) must not be empty") }
            return text
        }

        func strings(_ json: PositionedJSON, what: String) throws -> [String] {
            try array(json, what: what).map { try string($0, what: "each entry of \(what)") }
        }

        func role(_ json: PositionedJSON) throws -> Role {
            let name = try string(json, what: "a role")
            guard let role = Role(rawValue: name) else {
                throw error(at: json.position, "unknown role \"\(name)\"; expected one of: \(Role.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            return role
        }

        /// `{"suffix": "ViewController", "role": "viewController"}` (or `conformance`, or `path`).
        func rule(_ json: PositionedJSON) throws -> RoleRule {
            let members = try object(json, what: "a role rule")
            var kind: RoleRule.Kind?
            var pattern: String?
            var role: Role?
            for (key, keyPosition, value) in members {
                if key == "role" {
                    role = try self.role(value)
                } else if let ruleKind = RoleRule.Kind(rawValue: key) {
                    guard kind == nil else { throw error(at: keyPosition, "a role rule takes one of suffix, conformance or path, not two") }
                    kind = ruleKind
                    pattern = try string(value, what: key)
                } else {
                    throw error(at: keyPosition, "unknown key \"\(key)\" in a role rule; expected suffix, conformance or path, and role")
                }
            }
            guard let kind, let pattern else { throw error(at: json.position, "a role rule needs one of suffix, conformance or path") }
            guard let role else { throw error(at: json.position, "a role rule needs a role") }
            return RoleRule(kind, pattern, role)
        }
    }
}

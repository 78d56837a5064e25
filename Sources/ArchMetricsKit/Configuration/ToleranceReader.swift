import ArchMetricsDrift
import ArchMetricsSupport
import Foundation

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
            decoder.userInfo[ConfigurationFile.positionsKey] as? JSONPositions ?? JSONPositions.none
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

import Foundation

/// What the rules-check tests run `check` on: the bundled core's MVC and MVP-C copied to
/// `tree/MVC` and `tree/MVP-C`, and the MVP-C rule set of `Examples/` naming those two variants.
package enum RulesProject {
    package static let variants = ["MVC", "MVP-C"]

    /// Writes the two trees and the rules config (named `configName`) into `folder`.
    package static func write(into folder: URL, configName: String) throws {
        for variant in variants {
            let target = folder.appendingPathComponent("tree/\(variant)")
            try FileManager.default.createDirectory(
                at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.copyItem(
                at: Repository.path("FootballGather/\(variant)"), to: target)
        }
        let example = Repository.path("Examples/rules-mvp-c.json")
        guard
            var config = try JSONSerialization.jsonObject(with: Data(contentsOf: example))
                as? [String: Any]
        else { throw FixtureError("\(example.path) is not a JSON object") }
        config["variants"] = variants.map { ["name": $0, "path": "tree/\($0)"] }
        try JSONSerialization.data(withJSONObject: config).write(
            to: folder.appendingPathComponent(configName))
    }
}

import ArchMetricsModel
import ArchMetricsSupport

/// A screen a rule names (`viewController@PlayerList`) must be one the variants have: a misspelt
/// one (`@PlayerLst`) matches no file, so the rule would check nothing and every check pass. Which
/// screens exist is known only once the files are classified, so this runs on the snapshot,
/// where a misspelt role was already refused while the config was read. `sameScreen` and
/// `otherScreen` are words of the grammar, not screens (`RuleEndpoint.screens`).
enum RuleScreens {
    /// Throws an input error (exit 2) for the first screen `configuration`'s rules name that no
    /// file of `snapshot` belongs to and the config's `screens` does not list, naming where it is
    /// written and the nearest screen that exists.
    static func refuseUnknown(
        in configuration: ToolConfiguration, measuring snapshot: MetricsSnapshot
    ) throws {
        let named = configuration.dependencyRules.flatMap(\.namedScreens)
        guard !named.isEmpty else { return }
        // A variant narrowed away (one matrix job per variant) may hold a screen the others
        // lack: the config's `screens` vouches for it.
        let known = Set(snapshot.variants.flatMap { $0.files.compactMap(\.screen) })
            .union(configuration.screens)
        guard let (screen, endpoint) = named.first(where: { !known.contains($0.screen) }) else {
            return
        }
        let nearest = NearNameIndex(known).closest(to: screen, within: NearNameIndex.maximumEdits)
        let listed = known.sorted()
        let place = configuration.ruleScreenPlaces[screen].map { "\($0): " } ?? ""
        throw ArchMetricsError.input(
            "\(place)rule side \"\(endpoint)\" names the screen \"\(screen)\", which no variant has"
                + (nearest.map { "; did you mean \"\($0)\"?" } ?? "")
                + " (screens: \(listed.prefix(12).joined(separator: ", "))"
                + (listed.count > 12 ? ", … \(listed.count - 12) more" : "") + ")",
            hint:
                "A rule's screen must be one the variants' files belong to ('archmetrics roles' lists them), "
                + "or one the config's \"screens\" lists; sameScreen and otherScreen stand for the referencing file's own screen or another. "
                + "A screen that matches no file switches the rule off.")
    }
}

import ArchMetricsModel
import ArchMetricsSupport
import Foundation
import SwiftScanning

// Screen detection: which screens a variant's files make known (view controllers, screen and
// feature folders, names two screen roles share), and each file placed on one, or shared.
extension FileClassifier {
    package func knownScreens(_ matches: [(ScannedFile, RuleMatch)]) -> KnownScreens {
        var screens = Set(configuredScreens)
        // Name → the screen roles whose suffix it carries (`ThingList` → presenter, router).
        var rolesByName: [String: Set<Role>] = [:]
        for (file, match) in matches {
            // A screen folder names a screen unless a path rule took the file out of screens
            // (a test folder mirroring `Modules/Gather/`).
            let excludedByPath =
                match.rule.map { $0.kind == .path && !screenRoles.contains($0.role) } ?? false
            if let folder = match.folderScreen, !excludedByPath {
                screens.insert(folder)
            }
            // A view controller by its suffix, or a screen part that is a view controller by
            // its superclasses (`LoginView: BaseView`, `BaseView: UIViewController`), names
            // its screen; a base class others inherit from names none.
            if let rule = match.rule, rule.kind == .suffix, !match.isBaseClass,
                rule.role == .viewController
                    || (match.isViewControllerType && roles.screenParts.contains(rule.role))
            {
                let name = match.matchedName ?? match.primaryType ?? file.baseName
                let screen = String(name.dropLast(rule.pattern.count))
                if !screen.isEmpty { screens.insert(screen) }
            }
            // A view controller by its superclasses alone (`Checkout: BaseViewController`)
            // is its own screen.
            if let rule = match.rule, rule.kind == .conformance, rule.role == .viewController,
                !match.isBaseClass, let name = match.primaryType
            {
                screens.insert(name)
            }
            let suffixMatch =
                match.rule.flatMap { rule in
                    rule.kind == .suffix
                        ? (rule, match.matchedName ?? match.primaryType ?? file.baseName) : nil
                }
                ?? match.screenOnlyRule.map { ($0, match.screenOnlyName!) }
            if case (let rule, let name)? = suffixMatch, screenRoles.contains(rule.role) {
                let screen = String(name.dropLast(rule.pattern.count))
                if !screen.isEmpty { rolesByName[screen, default: []].insert(rule.role) }
            }
        }
        // A name that two screen roles share, one of them a part of a screen (`ThingList`
        // with a `ThingListView` and a `ThingListPresenter`), is a screen even without a view
        // controller: VIPER's view often is one. Two flow holders (`AppCoordinator`,
        // `AppRouter`) make no screen: they are the app's own flow.
        let screenParts = roles.screenParts
        for (name, found) in rolesByName
        where found.count >= 2 && !found.isDisjoint(with: screenParts) {
            screens.insert(name)
        }
        var known = KnownScreens(names: screens)
        featureFolders(matches, into: &known)
        known.nearNames = NearNameIndex(known.names)
        return known
    }

    /// A folder that groups the parts of two or more screen roles (one a screen part) whose
    /// names share one stem makes that screen; parts of two or more screen-part roles whose
    /// names name no known screen make a screen of the folder's name (`Features/Checkout/`
    /// with `CartView` and `CheckoutViewModel`). A folder whose parts name several known
    /// screens (`App/` above `Controllers/` and `Views/`) groups by role, and one holding
    /// another feature's folder (`App/` above `App/ThingList/`) groups features: neither is
    /// a screen.
    private func featureFolders(
        _ matches: [(ScannedFile, RuleMatch)], into known: inout KnownScreens
    ) {
        var groups: [String: (roles: Set<Role>, stems: Set<String>)] = [:]
        for (_, match) in matches {
            guard let folder = match.featureFolder,
                let role = match.rule?.role ?? match.folderRule?.role, screenRoles.contains(role),
                match.rule?.kind != .path
            else { continue }
            groups[folder, default: ([], [])].roles.insert(role)
            if let stem = match.suffixStem { groups[folder]!.stems.insert(stem) }
        }
        let screenParts = roles.screenParts
        // Every folder above a group's folder: a folder among them holds another feature.
        var holdsAnother = Set<Substring>()
        for folder in groups.keys {
            var index = folder.endIndex
            while let slash = folder[..<index].lastIndex(of: "/") {
                holdsAnother.insert(folder[..<slash])
                index = slash
            }
        }
        for (folder, group) in groups
        where group.roles.count >= 2 && !group.roles.isDisjoint(with: screenParts) {
            let screen: String
            if group.stems.count == 1 {
                screen = group.stems.first!
            } else if group.roles.intersection(screenParts).count >= 2,
                group.stems.allSatisfy({ !known.names.contains($0) })
            {
                screen = String(folder.split(separator: "/").last!)
            } else {
                continue
            }
            guard !holdsAnother.contains(Substring(folder)) else { continue }
            known.byFeatureFolder[folder] = screen
        }
        known.names.formUnion(known.byFeatureFolder.values)
    }

    package func resolve(_ file: ScannedFile, _ match: RuleMatch, knownScreens: KnownScreens)
        -> ClassifiedFile
    {
        place(file, match, screens: knownScreens).file
    }

    package func place(_ file: ScannedFile, _ match: RuleMatch, screens knownScreens: KnownScreens)
        -> Placement
    {
        let name = match.primaryType ?? file.baseName
        func classified(
            _ role: Role, _ screen: String?, _ reason: String, unplaced: Role? = nil,
            wanted: String? = nil, near: String? = nil
        ) -> Placement {
            Placement(
                file: ClassifiedFile(
                    path: file.path, role: role, screen: screen, primaryType: match.primaryType,
                    reason: reason,
                    bytes: file.bytes, lines: file.lines, declarations: file.declarations),
                unplacedRole: unplaced, wantedScreen: wanted, nearScreen: near)
        }
        let featureScreen = match.featureFolder.flatMap { knownScreens.byFeatureFolder[$0] }
        // Asked only where it decides: it is a search through every known screen.
        func prefixScreen() -> String? { Self.screenPrefix(of: name, in: knownScreens.names) }
        let rule: RoleRule
        if let decided = match.rule {
            rule = decided
        } else {
            if let rule = match.screenOnlyRule, let matchedName = match.screenOnlyName {
                let screen = String(matchedName.dropLast(rule.pattern.count))
                if knownScreens.contains(screen) {
                    let fileName = matchedName == name ? "" : " (file name)"
                    return classified(
                        rule.role, screen, "\(rule.reason)\(fileName); screen \(screen) is known")
                }
            }
            // A folder named for a role decides what nothing else did, but a helper named
            // after a known screen (`GatherTimeHandler` in `ViewControllers/`) stays that
            // screen's local model.
            let prefix = match.folderRule == nil ? nil : prefixScreen()
            if let folderRule = match.folderRule, prefix == nil {
                rule = folderRule
            } else {
                if let folder = match.folderScreen {
                    return classified(
                        .localModel, folder, "no role rule; in screen folder \(match.folderPath!)")
                }
                if let screen = prefix ?? prefixScreen() {
                    return classified(
                        .localModel, screen, "no role rule; name starts with screen \(screen)")
                }
                if let screen = featureScreen {
                    return classified(
                        .localModel, screen,
                        "no role rule; in feature folder \(match.featureFolder!)")
                }
                return classified(.shared, nil, "no role rule and no screen")
            }
        }
        let overruled =
            match.overruled.isEmpty ? "" : " (over \(match.overruled.joined(separator: ", ")))"
        var ruleReason = rule.reason
        if rule.kind == .conformance {
            ruleReason = Self.inheritanceReason(rule, via: match.inheritedVia)
        }
        if rule.kind == .folder { ruleReason = "folder \(match.roleFolderName!)" }
        guard screenRoles.contains(rule.role) else {
            return classified(rule.role, nil, ruleReason + overruled)
        }
        let matchedName = match.matchedName ?? name
        let reason =
            (matchedName == name ? ruleReason : "\(ruleReason) (file name)") + overruled
        if rule.kind == .suffix {
            let candidate = String(matchedName.dropLast(rule.pattern.count))
            if knownScreens.contains(candidate) { return classified(rule.role, candidate, reason) }
        }
        if let folder = match.folderScreen {
            return classified(rule.role, folder, "\(reason); in screen folder \(match.folderPath!)")
        }
        if rule.kind != .suffix, knownScreens.contains(name) {
            return classified(rule.role, name, "\(reason); its name is screen \(name)")
        }
        if rule.kind != .suffix, let screen = prefixScreen() {
            return classified(rule.role, screen, "\(reason); name starts with screen \(screen)")
        }
        let candidate = rule.kind == .suffix ? String(matchedName.dropLast(rule.pattern.count)) : ""
        // A name one slip away from a known screen (`ThingsListPresenter` beside the
        // `ThingList` screen) is that role with its screen unknown, and said so, not shared:
        // even in a feature folder, a misspelt name is worth a look.
        if let nearMiss = Self.nearMissScreen(
            candidate, in: knownScreens.nearNames ?? NearNameIndex(knownScreens.names))
        {
            return classified(
                rule.role, nil,
                "\(reason), but screen '\(candidate)' is unknown (near screen '\(nearMiss)')",
                unplaced: rule.role, wanted: candidate, near: nearMiss)
        }
        if let screen = featureScreen {
            return classified(
                rule.role, screen, "\(reason); in feature folder \(match.featureFolder!)")
        }
        // A role type of no known screen is a reusable part (EmptyView, AppCoordinator).
        let missing = rule.kind == .suffix ? " '\(candidate)'" : ""
        return classified(
            .shared, nil, "\(reason), but no known screen\(missing): shared", unplaced: rule.role,
            wanted: candidate.isEmpty ? nil : candidate)
    }

    /// The known screen `candidate` most likely meant to name: at most two edits away (one
    /// for short names), the closest and then the first alphabetically.
    package static func nearMissScreen(_ candidate: String, in screens: Set<String>) -> String? {
        nearMissScreen(candidate, in: NearNameIndex(screens))
    }

    /// `nearMissScreen(_:in:)` through an index of the screens made once per variant: the
    /// search measures only the screens that can be that close (`NearNameIndex`), and stops
    /// when the run is cancelled.
    static func nearMissScreen(_ candidate: String, in screens: NearNameIndex) -> String? {
        guard candidate.count >= 3 else { return nil }
        return screens.closest(
            to: candidate, within: candidate.count < 6 ? 1 : 2,
            stop: { CancellationToken.process.isCancelled })
    }

    /// The longest known screen that `name` starts with, at a word boundary (`GatherTimeHandler` → `Gather`).
    /// Each word boundary of `name` is looked up, longest first, rather than every screen
    /// compared with it: the cost does not grow with the number of screens.
    package static func screenPrefix(of name: String, in screens: Set<String>) -> String? {
        var index = name.endIndex
        while index > name.startIndex {
            index = name.index(before: index)
            let next = name[index]
            guard index > name.startIndex, next.isUppercase || next.isNumber || next == "_"
            else { continue }
            let prefix = String(name[..<index])
            if screens.contains(prefix) { return prefix }
        }
        return nil
    }
}

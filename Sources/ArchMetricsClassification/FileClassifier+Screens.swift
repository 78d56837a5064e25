import ArchMetricsModel
import ArchMetricsSupport
import Foundation
import SwiftScanning

// Screen detection: which screens a variant's files make known (view controllers, screen and
// feature folders, names two screen roles share), and each file placed on one, or shared.
extension FileClassifier {
    package func knownScreens(
        _ matches: [(ScannedFile, RuleMatch)], structures: [PendingFileStructure?] = []
    ) -> KnownScreens {
        let prefix = classPrefix(matches)
        var evidence = ScreenEvidence()
        for screen in configuredScreens { evidence.screens[screen] = "listed under \"screens\"" }
        for (index, (file, match)) in matches.enumerated() {
            note(file, match, at: index, prefix: prefix, in: &evidence)
        }
        return knownScreens(
            from: evidence, prefix: prefix, matches: matches, structures: structures)
    }

    /// What the files of a variant say about its screens, gathered file by file.
    struct ScreenEvidence {
        /// Screen → why it is one (the first evidence found), what `roles` shows.
        var screens: [String: String] = [:]
        /// Name → the screen roles whose suffix it carries (`ThingList` → presenter, router).
        var rolesByName: [String: Set<Role>] = [:]
        /// Screen folder path → its name; those holding a screen entry point.
        var screenFolders: [String: String] = [:]
        var entryFolders = Set<String>()
        /// View controller stem → the screen folders its view controllers sit in.
        var viewControllerFolders: [String: Set<String>] = [:]
        /// Feature folder (less trailing role folders) → the stems of the view controllers in it.
        var viewControllersByFolder: [String: Set<String>] = [:]
        /// Each view controller by its suffix: its file's index, its stem, its type's name and
        /// the screen folder it sits in (`joinReferencedChildViewControllers`).
        var viewControllers: [(index: Int, stem: String, name: String, folderScreen: String?)] =
            []
    }

    /// Adds what one file says about screens to `evidence`.
    private func note(
        _ file: ScannedFile, _ match: RuleMatch, at index: Int, prefix: String?,
        in evidence: inout ScreenEvidence
    ) {
        // A screen folder names a screen unless a path rule took the file out of screens
        // (a test folder mirroring `Modules/Gather/`), and only if it holds a screen
        // entry point: a folder of base classes or entities (`Modules/Common/`) is none.
        let excludedByPath =
            match.rule.map { $0.kind == .path && !screenRoles.contains($0.role) } ?? false
        if let folder = match.folderScreen, let path = match.folderPath, !excludedByPath {
            evidence.screenFolders[path] = folder
            if isScreenEntryPoint(match, folder: folder, prefix: prefix) {
                evidence.entryFolders.insert(path)
            }
        }
        // A base class others inherit from names no screen, by its name or its folder.
        guard !match.isBaseClass else { return }
        // A view controller by its suffix, or a screen part that is a view controller by
        // its superclasses (`LoginView: BaseView`, `BaseView: UIViewController`), names
        // its screen; a base class others inherit from names none.
        if let rule = match.rule, rule.kind == .suffix,
            rule.role == .viewController
                || (match.isViewControllerType && roles.screenParts.contains(rule.role))
        {
            let name = match.matchedName ?? match.primaryType ?? file.baseName
            let screen = Self.unprefixed(String(name.dropLast(rule.pattern.count)), prefix)
            if !screen.isEmpty, evidence.screens[screen] == nil {
                evidence.screens[screen] = "view controller \(name)"
            }
            if !screen.isEmpty, match.folderScreen != nil, let path = match.folderPath {
                evidence.viewControllerFolders[screen, default: []].insert(path)
            }
            if !screen.isEmpty, let folder = match.featureFolder {
                evidence.viewControllersByFolder[folder, default: []].insert(screen)
            }
            if !screen.isEmpty {
                evidence.viewControllers.append((index, screen, name, match.folderScreen))
            }
        }
        // A view controller by its superclasses alone (`Checkout: BaseViewController`)
        // is its own screen.
        if let rule = match.rule, rule.kind == .conformance, rule.role == .viewController,
            let name = match.primaryType, evidence.screens[name] == nil
        {
            evidence.screens[name] = "view controller \(name) by its superclasses"
        }
        let suffixMatch =
            match.rule.flatMap { rule in
                rule.kind == .suffix
                    ? (rule, match.matchedName ?? match.primaryType ?? file.baseName) : nil
            }
            ?? match.screenOnlyRule.map { ($0, match.screenOnlyName!) }
        if case (let rule, let name)? = suffixMatch, screenRoles.contains(rule.role) {
            let screen = Self.unprefixed(String(name.dropLast(rule.pattern.count)), prefix)
            if !screen.isEmpty { evidence.rolesByName[screen, default: []].insert(rule.role) }
        }
    }

    /// The known screens that `evidence` makes.
    private func knownScreens(
        from evidence: ScreenEvidence, prefix: String?, matches: [(ScannedFile, RuleMatch)],
        structures: [PendingFileStructure?]
    ) -> KnownScreens {
        var evidence = evidence
        var known = KnownScreens(names: [])
        known.classPrefix = prefix
        joinChildViewControllers(&evidence, into: &known)
        joinReferencedChildViewControllers(&evidence, into: &known, structures: structures)
        // A name that two screen roles share, one of them a part of a screen (`ThingList`
        // with a `ThingListView` and a `ThingListPresenter`), is a screen even without a view
        // controller: VIPER's view often is one. Two flow holders (`AppCoordinator`,
        // `AppRouter`) make no screen: they are the app's own flow.
        let screenParts = roles.screenParts
        for (name, found) in evidence.rolesByName
        where found.count >= 2 && !found.isDisjoint(with: screenParts)
            && evidence.screens[name] == nil && known.aliases[name] == nil
        {
            evidence.screens[name] = "two screen roles named \(name)"
        }
        // A screen folder whose one view controller is named otherwise (`ToDos/` holding
        // `ToDoController`) is one screen, the folder's: the controller's name is an alias.
        var stemsByFolder: [String: [String]] = [:]
        for (stem, folders) in evidence.viewControllerFolders where folders.count == 1 {
            stemsByFolder[folders.first!, default: []].append(stem)
        }
        for (path, stems) in stemsByFolder {
            guard stems.count == 1, let folder = evidence.screenFolders[path], stems[0] != folder,
                evidence.entryFolders.contains(path)
            else { continue }
            known.aliases[stems[0]] = folder
            evidence.screens[folder] = evidence.screens[folder] ?? evidence.screens[stems[0]]
            evidence.screens[stems[0]] = nil
        }
        for (path, folder) in evidence.screenFolders.sorted(by: { $0.key < $1.key }) {
            if evidence.entryFolders.contains(path) || configuredScreens.contains(folder) {
                known.byScreenFolder[path] = folder
                if evidence.screens[folder] == nil {
                    evidence.screens[folder] = "screen folder \(path)"
                }
            } else {
                known.foldersWithoutEntryPoint.append(path)
            }
        }
        known.names = Set(evidence.screens.keys)
        known.origins = evidence.screens
        featureFolders(matches, into: &known)
        known.indexFolders()
        known.nearNames = NearNameIndex(known.names)
        return known
    }

    /// A view controller whose name extends another's in the same folder
    /// (`MoviesList/View/MoviesListTableViewController` beside `MoviesListViewController`) is
    /// a child the other embeds: it joins that screen, when every view controller of the
    /// folder extends the one name. A folder left with one screen's view controllers, and
    /// holding no other's below it, is that screen's controller folder.
    private func joinChildViewControllers(
        _ evidence: inout ScreenEvidence, into known: inout KnownScreens
    ) {
        let folders = evidence.viewControllersByFolder
        // Folders with a view controller folder or a screen folder below them, found once: a
        // prefix search per folder would be quadratic in the number of screens.
        let withScreensBelow = Self.ancestors(of: Array(folders.keys))
            .union(Self.ancestors(of: Array(evidence.screenFolders.keys)))
        for (folder, stems) in folders {
            guard let parent = stems.min(by: { ($0.count, $0) < ($1.count, $1) }) else { continue }
            let children = stems.subtracting([parent])
            guard children.allSatisfy({ Self.isChildName($0, of: parent) }) else { continue }
            for child in children where !configuredScreens.contains(child) {
                known.aliases[child] = parent
                evidence.screens[child] = nil
                evidence.viewControllerFolders[child] = nil
            }
            guard !withScreensBelow.contains(folder) else { continue }
            known.byControllerFolder[folder] = parent
        }
    }

    /// Every proper ancestor of each folder path (`a/b/c` → `a`, `a/b`).
    static func ancestors(of folders: [String]) -> Set<String> {
        var result = Set<String>()
        for folder in folders {
            var path = Substring(folder)
            while let slash = path.lastIndex(of: "/") {
                path = path[..<slash]
                guard result.insert(String(path)).inserted else { break }
            }
        }
        return result
    }

    /// `MoviesListTable` of `MoviesList`: the parent's name, then more words.
    static func isChildName(_ child: String, of parent: String) -> Bool {
        guard child.count > parent.count, child.hasPrefix(parent) else { return false }
        return child[child.index(child.startIndex, offsetBy: parent.count)].isUppercase
    }

    /// Whether a file makes its screen folder a screen: a view controller (by suffix or
    /// superclasses), or a part of a screen named after the folder (`LoginView`,
    /// `LoginPresenter` in `Modules/Login/`), or any screen role in a folder named for a
    /// module (`ForgottenPasswordModule/`); never a base class others inherit from.
    private func isScreenEntryPoint(_ match: RuleMatch, folder: String, prefix: String?) -> Bool {
        guard let rule = match.rule, !match.isBaseClass else { return false }
        if match.isNamedModuleFolder, rule.kind != .path, screenRoles.contains(rule.role) {
            return true
        }
        if rule.role == .viewController
            || (match.isViewControllerType && roles.screenParts.contains(rule.role))
        {
            return true
        }
        return roles.screenParts.contains(rule.role)
            && match.suffixStem.map { Self.unprefixed($0, prefix) } == folder
    }

    /// A folder that groups the parts of two or more screen roles (one a screen part) whose
    /// names share one stem, or one of whose names is the folder's and a known screen, makes
    /// that screen; parts of two or more screen-part roles whose
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
            guard let folder = match.featureFolder, !match.isBaseClass, match.modelFolder == nil,
                let role = match.rule?.role ?? match.folderRule?.role, screenRoles.contains(role),
                match.rule?.kind != .path, match.sharedPathRule == nil
            else { continue }
            groups[folder, default: ([], [])].roles.insert(role)
            if let stem = match.suffixStem {
                groups[folder]!.stems.insert(known.screen(forStem: stem))
            }
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
            let folderName = Self.screenName(ofFolder: folder.split(separator: "/").last!)
            if group.stems.count == 1 {
                screen = group.stems.first!
            } else if known.names.contains(folderName), group.stems.contains(folderName) {
                // A folder named for a known screen its parts name (`Login/` with
                // `LoginViewController` beside an action's `FetchUserUseCase`) is its folder.
                screen = folderName
            } else if group.roles.intersection(screenParts).count >= 2,
                group.stems.allSatisfy({ !known.names.contains($0) })
            {
                screen = folderName
            } else {
                continue
            }
            guard !holdsAnother.contains(Substring(folder)) else { continue }
            known.byFeatureFolder[folder] = screen
        }
        known.names.formUnion(known.byFeatureFolder.values)
        for (folder, screen) in known.byFeatureFolder.sorted(by: { $0.key < $1.key })
        where known.origins[screen] == nil {
            known.origins[screen] = "feature folder \(folder)"
        }
    }

    /// Where `file` goes: its own evidence placed on the known screens, below it a glob that
    /// says shared (`**/Utils/**`), which decides only when that evidence places the file on
    /// no screen and no screen or feature folder encloses it.
    package func place(_ file: ScannedFile, _ match: RuleMatch, screens knownScreens: KnownScreens)
        -> Placement
    {
        func shared(by evidence: FileDecision.Evidence, guess: PlacementGuess? = nil) -> Placement {
            Placement(file, match, .shared, nil, by: evidence, .roleOfNoScreen, guess: guess)
        }
        if let verdict = match.targetVerdict, let role = verdict.role {
            return Placement(file, match, role, nil, by: .targets(verdict), .roleOfNoScreen)
        }
        if let extended = match.extendsPlatformType {
            return shared(by: .extendsPlatformType(extended))
        }
        guard let glob = match.sharedPathRule else {
            return placeByEvidence(file, match, screens: knownScreens)
        }
        // A folder named for a role is stronger evidence than the glob (step 4 before 5):
        // `Checkout/Utils/Routers/Flow.swift` is read by its folder, below.
        if match.rule == nil, match.screenOnlyRule == nil, match.folderRule == nil {
            // A helper in a screen's own `Utils/` or `Source/` folder is that screen's.
            if let enclosing = knownScreens.enclosingScreen(of: file.path) {
                return Placement(
                    file, match, .localModel, enclosing.screen, by: .noRule,
                    .globInFolder(glob, enclosing))
            }
            return shared(by: .rule(glob), guess: .pathGlob)
        }
        let placed = placeByEvidence(file, match, screens: knownScreens)
        let decision = placed.decision
        let kept = decision.role != .shared && (decision.screen != nil || decision.isAppFlow)
        // A file its own evidence made shared (an app delegate in `Application/`) is no guess.
        let firmlyShared = decision.role == .shared && decision.guess == nil
        return kept ? placed : shared(by: .rule(glob), guess: firmlyShared ? nil : .pathGlob)
    }

    private func placeByEvidence(
        _ file: ScannedFile, _ match: RuleMatch, screens knownScreens: KnownScreens
    ) -> Placement {
        let name = match.primaryType ?? file.baseName
        // What no role rule placed: the screen alone is found.
        func classified(
            _ role: Role, _ screen: String?, _ finding: FileDecision.ScreenFinding,
            guess: PlacementGuess? = nil
        ) -> Placement {
            Placement(file, match, role, screen, by: .noRule, finding, guess: guess)
        }
        // The nearest screen or feature folder around the file (a screen folder makes a
        // screen only with a screen entry point in it; a module nested in one is its own).
        let enclosing = knownScreens.enclosingScreen(of: file.path)
        let screenFolder = enclosing.flatMap { $0.isScreenFolder ? $0 : nil }
        // Asked only where it decides: it is a search through every known screen.
        func prefixScreen() -> String? { Self.screenPrefix(of: name, in: knownScreens.names) }
        let rule: RoleRule
        if let decided = match.rule {
            rule = decided
        } else {
            if let rule = match.screenOnlyRule, let matchedName = match.screenOnlyName {
                let screen = knownScreens.screen(
                    forStem: String(matchedName.dropLast(rule.pattern.count)))
                if knownScreens.contains(screen) {
                    var decision = FileDecision(
                        role: rule.role, screen: screen, primaryType: match.primaryType,
                        evidence: .rule(rule), screenFinding: .known(screen))
                    decision.byFileName = matchedName != name
                    return Placement(file, decision)
                }
            }
            // A folder named for a role decides what nothing else did, but a helper named
            // after a known screen (`GatherTimeHandler` in `ViewControllers/`) stays that
            // screen's local model.
            let prefix = match.folderRule == nil ? nil : prefixScreen()
            if let folderRule = match.folderRule, prefix == nil {
                rule = folderRule
            } else {
                if let screenFolder {
                    return classified(
                        .localModel, screenFolder.screen, .folder(screenFolder, slip: nil))
                }
                if let model = match.modelFolder {
                    return classified(.shared, nil, .modelFolder(model))
                }
                if let screen = prefix ?? prefixScreen() {
                    return classified(
                        .localModel, screen, .namePrefix(screen), guess: .namePrefix)
                }
                if let enclosing {
                    return classified(.localModel, enclosing.screen, .folder(enclosing, slip: nil))
                }
                // A helper in a subfolder of a screen's controller folder follows the controller.
                if let (screen, folder) = knownScreens.controllerScreen(of: file.path) {
                    return classified(
                        .localModel, knownScreens.aliases[screen] ?? screen,
                        .controllerFolder(folder), guess: .controllerFolder)
                }
                // In a screen folder that made no screen, that folder is what failed to place it.
                return classified(
                    .shared, nil, .noScreen,
                    guess: match.folderScreen == nil
                        ? .sharedFallback : .screenFolderWithoutEntryPoint)
            }
        }
        return place(
            file, match, by: rule, name: name, enclosing: enclosing, screens: knownScreens)
    }

    /// Where the role rule that decided puts `file`: on the screen its name or its folder
    /// names, else as the rule's role on no screen, or shared.
    private func place(
        _ file: ScannedFile, _ match: RuleMatch, by rule: RoleRule, name: String,
        enclosing: EnclosingScreen?, screens knownScreens: KnownScreens
    ) -> Placement {
        let evidence: FileDecision.Evidence =
            switch rule.kind {
            case .conformance: .inheritance(rule, via: match.inheritedVia)
            case .folder: .folder(rule, name: match.roleFolderName!)
            case .suffix, .path: .rule(rule)
            }
        var decided = FileDecision(
            role: rule.role, screen: nil, primaryType: match.primaryType, evidence: evidence,
            screenFinding: .roleOfNoScreen)
        decided.overruled = match.overruled
        guard screenRoles.contains(rule.role) else { return Placement(file, decided) }
        let screenFolder = enclosing.flatMap { $0.isScreenFolder ? $0 : nil }
        let matchedName = match.matchedName ?? name
        decided.byFileName = (match.contractName ?? matchedName) != name
        decided.byContract = match.contractName != nil
        func classified(
            _ role: Role, _ screen: String?, _ finding: FileDecision.ScreenFinding,
            guess: PlacementGuess? = nil
        ) -> Placement {
            Placement(file, decided.placing(role, on: screen, finding, guess: guess))
        }
        if rule.kind == .suffix {
            let candidate = knownScreens.screen(
                forStem: String(matchedName.dropLast(rule.pattern.count)))
            if knownScreens.contains(candidate) { return classified(rule.role, candidate, .named) }
        }
        if let screenFolder {
            // The folder decides, but a name one slip from its screen (`ForgottPassword…` in
            // `ForgottenPassword/`) is said, so a misspelt name is not filed silently.
            let stem = rule.kind == .suffix ? String(matchedName.dropLast(rule.pattern.count)) : ""
            let slip = Self.nearMissScreen(stem, in: [screenFolder.screen]).map {
                FileDecision.NearMiss(wanted: stem, near: $0)
            }
            return classified(rule.role, screenFolder.screen, .folder(screenFolder, slip: slip))
        }
        if rule.kind != .suffix, knownScreens.contains(name) {
            return classified(rule.role, name, .nameIsScreen(name))
        }
        if rule.kind != .suffix,
            let screen = Self.screenPrefix(of: name, in: knownScreens.names)
        {
            return classified(rule.role, screen, .namePrefix(screen), guess: .namePrefix)
        }
        return placeOnNoKnownScreen(
            file, match, by: rule, decided: decided, name: name, matchedName: matchedName,
            enclosing: enclosing, screens: knownScreens)
    }

    /// Where a file goes whose rule and name place it on no known screen: a near miss of one,
    /// the feature or screen folder around it, the app's own flow, or shared.
    private func placeOnNoKnownScreen(
        _ file: ScannedFile, _ match: RuleMatch, by rule: RoleRule, decided: FileDecision,
        name: String, matchedName: String, enclosing: EnclosingScreen?,
        screens knownScreens: KnownScreens
    ) -> Placement {
        func classified(
            _ role: Role, _ screen: String?, _ finding: FileDecision.ScreenFinding,
            guess: PlacementGuess? = nil
        ) -> Placement {
            Placement(file, decided.placing(role, on: screen, finding, guess: guess))
        }
        let candidate =
            rule.kind == .suffix
            ? knownScreens.screen(
                forStem: String(matchedName.dropLast(rule.pattern.count))) : ""
        // A name one slip away from a known screen (`ThingsListPresenter` beside the
        // `ThingList` screen) is that role with its screen unknown, and said so, not shared:
        // even in a feature folder, a misspelt name is worth a look.
        if let nearMiss = Self.nearMissScreen(
            candidate, in: knownScreens.nearNames ?? NearNameIndex(knownScreens.names),
            stoppingWhen: cancellation)
        {
            return classified(
                rule.role, nil, .nearMiss(FileDecision.NearMiss(wanted: candidate, near: nearMiss)))
        }
        if let enclosing {
            return classified(rule.role, enclosing.screen, .folder(enclosing, slip: nil))
        }
        // A class holding the flow of no screen (`AppCoordinator`, the `Coordinator`
        // protocol) is the app's own flow: a coordinator all the same.
        if roles.flowHolders.contains(rule.role),
            file.declarations.contains(where: {
                $0.name == name && [.class, .protocol, .actor].contains($0.kind)
            })
        {
            return classified(rule.role, nil, .appFlow)
        }
        // A role type of no known screen is a reusable part (EmptyView, LoadingView).
        return classified(
            .shared, nil,
            .noKnownScreen(unplaced: rule.role, wanted: rule.kind == .suffix ? candidate : nil),
            guess: match.folderScreen == nil ? .sharedFallback : .screenFolderWithoutEntryPoint)
    }

    /// `ToDoListModule` → `ToDoList`: a folder's name without the word that says it holds a
    /// module, scene, feature or screen.
    package static func screenName<Name: StringProtocol>(ofFolder name: Name) -> String {
        for suffix in moduleFolderWords where name.hasSuffix(suffix) && name.count > suffix.count {
            return String(name.dropLast(suffix.count))
        }
        return String(name)
    }

    /// The words ending a folder's name that say it holds one screen.
    static let moduleFolderWords = ["Module", "Scene", "Feature", "Screen"]

    /// The known screen `candidate` most likely meant to name: at most two edits away (one
    /// for short names), the closest and then the first alphabetically.
    package static func nearMissScreen(_ candidate: String, in screens: Set<String>) -> String? {
        nearMissScreen(candidate, in: NearNameIndex(screens), stoppingWhen: CancellationToken())
    }

    /// `nearMissScreen(_:in:)` through an index of the screens made once per variant: the
    /// search measures only the screens that can be that close (`NearNameIndex`), and stops
    /// once `cancellation` is cancelled.
    static func nearMissScreen(
        _ candidate: String, in screens: NearNameIndex, stoppingWhen cancellation: CancellationToken
    ) -> String? {
        guard candidate.count >= 3 else { return nil }
        return screens.closest(
            to: candidate, within: candidate.count < 6 ? 1 : 2,
            stop: { cancellation.isCancelled })
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

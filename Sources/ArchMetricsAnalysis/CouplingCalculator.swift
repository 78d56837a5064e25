import ArchMetricsClassification
import ArchMetricsModel
import ArchMetricsSupport
import SwiftScanning

/// Turns the identifiers each file mentions into references between the variant's files, and
/// those into the role matrix, navigation and coordinator edges, fan-in/out and screen reuse.
///
/// A reference is an occurrence, in code, of an identifier naming a top-level type (class,
/// struct, enum, protocol, actor) declared in *another* file of the same variant; extending
/// another file's type counts too. Mentions of a file's own types are not dependencies.
///
/// References arrive as type numbers (`TypeNameFilter`): no name is hashed as a string here.

struct CouplingCalculator {
    private let files: [AnalyzedFile]
    private let typeNames: TypeNameFilter
    /// Type number → index of the file declaring it (the first by path if several do), -1 if no analysed file does.
    private let declaringFile: [Int]
    /// Type number → the screen whose view controller it stands for, if any.
    private let navigationTargets: [String?]

    /// Roles whose references to another screen's view controller are navigation coupling.
    private let screenPartRoles: Set<Role>
    /// Roles that hold the flow between screens (coordinators, routers): their references to
    /// other screens are the flow held where it belongs.
    private let flowHolderRoles: Set<Role>
    /// The configured dependency rules, and the variant their violations are reported in.
    private let rules: [DependencyRule]
    private let variantName: String

    /// `typeNames`: the names the files' references are numbered by; it holds every type the
    /// files declare. `roles` says which roles are screen parts and which hold the flow.
    init(
        files: [AnalyzedFile], typeNames: TypeNameFilter, roles: RoleCatalog = .builtIn,
        rules: [DependencyRule] = [], variantName: String = ""
    ) {
        self.files = files
        self.typeNames = typeNames
        self.rules = rules
        self.variantName = variantName
        screenPartRoles = roles.screenParts
        flowHolderRoles = roles.flowHolders
        var declaringFile = [Int](repeating: -1, count: typeNames.names.count)
        // Indices sorted, not (index, file) pairs: copying a file's many strings costs more than the sort.
        for index in files.indices.sorted(by: { files[$0].file.path < files[$1].file.path }) {
            for declaration in files[index].file.declarations where declaration.kind != .extension {
                if let type = typeNames.number(of: declaration.name), declaringFile[type] < 0 {
                    declaringFile[type] = index
                }
            }
        }
        self.declaringFile = declaringFile
        var navigationTargets = [String?](repeating: nil, count: typeNames.names.count)
        for (name, screen) in Self.navigationTargets(files) {
            if let type = typeNames.number(of: name) { navigationTargets[type] = screen }
        }
        self.navigationTargets = navigationTargets
    }

    /// The types that stand for a screen's view controller: the view controller itself (also a
    /// VIPER view that is one, `ThingListView: UIViewController`), and a protocol declared in
    /// that screen's files that only view controllers of that screen adopt (MVC's
    /// `PlayerListTogglable`, which Gather uses to pop back to the player list).
    static func navigationTargets(_ files: [AnalyzedFile]) -> [String: String] {
        var targets: [String: String] = [:]
        for analyzed in files
        where analyzed.file.role == .viewController || isViewController(analyzed.file) {
            if let screen = analyzed.file.screen, let type = analyzed.file.primaryType {
                targets[type] = screen
            }
        }
        let viewControllerScreens = targets
        var protocolScreen: [String: String] = [:]
        for analyzed in files {
            guard let screen = analyzed.file.screen else { continue }
            for declaration in analyzed.file.declarations where declaration.kind == .protocol {
                protocolScreen[declaration.name] = screen
            }
        }
        var adopters: [String: Set<String>] = [:]
        for analyzed in files {
            for declaration in analyzed.file.declarations {
                guard let screen = viewControllerScreens[declaration.name] else { continue }
                for inherited in declaration.inheritedTypes.map(FileClassifier.bareTypeName)
                where protocolScreen[inherited] != nil {
                    adopters[inherited, default: []].insert(screen)
                }
            }
        }
        for (name, screens) in adopters
        where screens.count == 1 && screens.first == protocolScreen[name] {
            targets[name] = screens.first
        }
        return targets
    }

    /// A file whose primary type subclasses a view controller (`UIViewController`,
    /// `UITableViewController`, an app's `BaseViewController`), whatever its role's name.
    static func isViewController(_ file: ClassifiedFile) -> Bool {
        guard let type = file.primaryType else { return false }
        return file.declarations.contains { declaration in
            declaration.name == type && declaration.kind == .class
                && declaration.inheritedTypes.contains {
                    FileClassifier.bareTypeName($0).hasSuffix("ViewController")
                }
        }
    }

    /// The coupling summary, and the references that break the rules (sorted; nil without rules).
    func analyze(
        cancellation: CancellationToken
    ) -> (coupling: CouplingSummary, ruleViolations: [RuleViolation]?) {
        // Arrays indexed by file, type and role, not sets and dictionaries: this runs once per
        // reference (eighty thousand in a large tree) after the scan, on one thread.
        let roles = Set(files.map(\.file.role)).sorted()
        let roleIndex = files.map { roles.firstIndex(of: $0.file.role)! }
        var pairReferences = [Int](repeating: 0, count: roles.count * roles.count)
        var pairFiles = [Int](repeating: 0, count: roles.count * roles.count)
        /// The last source file counted for a role pair or a target file: a file counts once.
        var pairLastSource = [Int](repeating: -1, count: roles.count * roles.count)
        var targetLastSource = [Int](repeating: -1, count: files.count)
        var fanOut = Array(repeating: [Int](), count: files.count)
        var fanIn = Array(repeating: [Int](), count: files.count)
        var navigationEdges: [NavigationEdge] = []
        var coordinatorEdges: [NavigationEdge] = []
        var violations: [RuleViolation] = []

        for (source, analyzed) in files.enumerated() {
            // Ctrl-C: the rest is left out, and the command throws before using the result.
            if cancellation.isCancelled { break }
            let file = analyzed.file
            let isScreenPart = screenPartRoles.contains(file.role)
            // Usually none or one or two: rules are checked per reference only where they apply.
            let applicableRules = rules.filter {
                $0.from.matchesSource(role: file.role, screen: file.screen)
            }
            for reference in analyzed.structure.references {
                let count = reference.count
                if isScreenPart, let screen = file.screen,
                    let targetScreen = navigationTargets[reference.type], targetScreen != screen
                {
                    navigationEdges.append(
                        NavigationEdge(
                            fromScreen: screen, toScreen: targetScreen, fromFile: file.path,
                            fromRole: file.role, toType: typeNames.names[reference.type],
                            references: count))
                }
                let target = declaringFile[reference.type]
                guard target >= 0, target != source else { continue }
                let pair = roleIndex[source] * roles.count + roleIndex[target]
                pairReferences[pair] += count
                if pairLastSource[pair] != source {
                    pairLastSource[pair] = source
                    pairFiles[pair] += 1
                }
                if targetLastSource[target] != source {
                    targetLastSource[target] = source
                    fanOut[source].append(target)
                    fanIn[target].append(source)
                }
                let targetFile = files[target].file
                if !applicableRules.isEmpty {
                    violations += ruleViolations(
                        of: applicableRules, from: file, to: targetFile, reference: reference)
                }
                if flowHolderRoles.contains(file.role), let screen = file.screen,
                    let targetScreen = targetFile.screen, targetScreen != screen
                {
                    coordinatorEdges.append(
                        NavigationEdge(
                            fromScreen: screen, toScreen: targetScreen, fromFile: file.path,
                            fromRole: file.role, toType: typeNames.names[reference.type],
                            references: count))
                }
            }
        }

        let coupling = CouplingSummary(
            roleDependencies: Self.roleDependencies(
                roles: roles, pairFiles: pairFiles, pairReferences: pairReferences),
            navigationEdges: Self.sorted(navigationEdges),
            coordinatorEdges: Self.sorted(coordinatorEdges),
            roleFans: roleFans(fanIn: fanIn, fanOut: fanOut),
            screens: screens(fanIn: fanIn, fanOut: fanOut),
            roleStability: roleStability(fanIn: fanIn, fanOut: fanOut))
        return (coupling, rules.isEmpty ? nil : violations.sorted())
    }

    /// The role pairs with references, in role order (`Role` compares by declaration), as the
    /// sorted pairs were: `pairFiles` and `pairReferences` are indexed `from * roles.count + to`.
    private static func roleDependencies(
        roles: [Role], pairFiles: [Int], pairReferences: [Int]
    ) -> [RoleDependency] {
        var dependencies: [RoleDependency] = []
        for from in roles.indices {
            for to in roles.indices {
                let pair = from * roles.count + to
                guard pairFiles[pair] > 0 else { continue }
                dependencies.append(
                    RoleDependency(
                        from: roles[from], to: roles[to], referencingFiles: pairFiles[pair],
                        references: pairReferences[pair]))
            }
        }
        return dependencies
    }

    /// The rules of `rules` that the reference from `file` to `target` breaks.
    private func ruleViolations(
        of rules: [DependencyRule], from file: ClassifiedFile, to target: ClassifiedFile,
        reference: TypeReference
    ) -> [RuleViolation] {
        rules.compactMap { rule in
            rule.breach(fromScreen: file.screen, toRole: target.role, toScreen: target.screen)
                .map {
                    violation(of: rule, breach: $0, from: file, to: target, reference: reference)
                }
        }
    }

    private func violation(
        of rule: DependencyRule, breach: String, from file: ClassifiedFile,
        to target: ClassifiedFile,
        reference: TypeReference
    ) -> RuleViolation {
        let toType = typeNames.names[reference.type]
        func place(_ role: Role, _ screen: String?) -> String {
            role.rawValue + (screen.map { "@\($0)" } ?? "")
        }
        let message =
            "\(file.primaryType ?? file.path) (\(place(file.role, file.screen))) references "
            + "\(toType) (\(place(target.role, target.screen))): rule '\(rule.id)' \(breach)"
            + (rule.reason.map { " — \($0)" } ?? "")
        return RuleViolation(
            rule: rule.id, message: message, variant: variantName, file: file.path,
            line: reference.firstLine > 0 ? reference.firstLine : nil, fromRole: file.role,
            fromScreen: file.screen, fromType: file.primaryType, toType: toType,
            toFile: target.path, toRole: target.role, toScreen: target.screen,
            references: reference.count)
    }

    /// Martin's metrics per role, counted between files: Ca is the other roles' files that
    /// reference one of the role's files, Ce the role's files that reference another role's.
    private func roleStability(fanIn: [[Int]], fanOut: [[Int]]) -> [RoleStability] {
        Set(files.map(\.file.role)).sorted().map { role in
            let members = files.indices.filter { files[$0].file.role == role }
            let outsiders = Set(
                members.flatMap { fanIn[$0] }.filter { files[$0].file.role != role })
            let dependent = members.filter { member in
                fanOut[member].contains { files[$0].file.role != role }
            }
            let types = members.flatMap { files[$0].file.declarations }.filter {
                $0.kind != .extension
            }
            return RoleStability(
                role: role, files: members.count, types: types.count,
                protocols: types.filter { $0.kind == .protocol }.count,
                afferent: outsiders.count, efferent: dependent.count)
        }
    }

    /// `fanIn[i]`, `fanOut[i]`: the distinct other files that reference file `i`, and that it references.
    private func roleFans(fanIn: [[Int]], fanOut: [[Int]]) -> [RoleFan] {
        Set(files.map(\.file.role)).sorted().compactMap { role in
            let members = files.indices.filter { files[$0].file.role == role }
            guard !members.isEmpty else { return nil }
            return RoleFan(
                role: role, files: members.count,
                fanIn: members.reduce(0) { $0 + fanIn[$1].count },
                fanOut: members.reduce(0) { $0 + fanOut[$1].count },
                maximumFanIn: members.map { fanIn[$0].count }.max() ?? 0,
                maximumFanOut: members.map { fanOut[$0].count }.max() ?? 0)
        }
    }

    private func screens(fanIn: [[Int]], fanOut: [[Int]]) -> [ScreenCoupling] {
        // Grouped once: filtering every file for each screen is quadratic in screens.
        var membersByScreen: [String: [Int]] = [:]
        for index in files.indices {
            if let screen = files[index].file.screen {
                membersByScreen[screen, default: []].append(index)
            }
        }
        return membersByScreen.keys.sorted().map { screen in
            let members = membersByScreen[screen]!
            func otherScreens(_ indices: [Int]) -> Set<String> {
                Set(indices.compactMap { files[$0].file.screen }.filter { $0 != screen })
            }
            var usedBy = Set<String>()
            var dependsOn = Set<String>()
            var usedLines = 0
            var tiedLines = 0
            for member in members {
                let users = otherScreens(fanIn[member])
                usedBy.formUnion(users)
                if !users.isEmpty { usedLines += files[member].file.lines.code }
                guard !flowHolderRoles.contains(files[member].file.role) else { continue }
                let dependencies = otherScreens(fanOut[member])
                dependsOn.formUnion(dependencies)
                if !dependencies.isEmpty { tiedLines += files[member].file.lines.code }
            }
            return ScreenCoupling(
                screen: screen, files: members.count,
                codeLines: members.reduce(0) { $0 + files[$1].file.lines.code },
                codeLinesUsedByOtherScreens: usedLines, codeLinesTiedToOtherScreens: tiedLines,
                usedByScreens: usedBy.sorted(), dependsOnScreens: dependsOn.sorted())
        }
    }

    private static func sorted(_ edges: [NavigationEdge]) -> [NavigationEdge] {
        edges.sorted {
            ($0.fromScreen, $0.toScreen, $0.fromFile, $0.toType) < (
                $1.fromScreen, $1.toScreen, $1.fromFile, $1.toType
            )
        }
    }
}

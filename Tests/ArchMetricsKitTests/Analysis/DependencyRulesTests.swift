import ArchMetricsSupport
import Foundation
import Testing

@testable import ArchMetricsDrift
@testable import ArchMetricsKit
@testable import ArchMetricsModel
@testable import ArchMetricsReporting
@testable import ArchMetricsSupport

/// Architecture rules (`rules` in the config): how they are read, which references break them
/// and where, the frozen-baseline ratchet, and Martin's metrics per role.
@Suite struct DependencyRulesTests {
    /// Two screens, Alpha and Beta, under `App/Modules/`: Alpha's view controller shows Beta's
    /// (navigation), its view reaches into its presenter, its presenter uses a protocol.
    static let twoScreens: [String: String] = [
        "App/Modules/Alpha/AlphaViewController.swift": """
        final class AlphaViewController: UIViewController {
            let presenter = AlphaPresenter()
            // BetaViewController in a comment is no reference.
            func next() {
                show(BetaViewController(), sender: nil)
                _ = BetaViewController.self
            }
        }
        """,
        "App/Modules/Alpha/AlphaView.swift": """
        final class AlphaView: UIView {

            var presenter: AlphaPresenter?
        }
        """,
        "App/Modules/Alpha/AlphaPresenter.swift": """
        protocol AlphaDisplaying: AnyObject {}
        final class AlphaPresenter {
            weak var display: AlphaDisplaying?
        }
        """,
        "App/Modules/Beta/BetaViewController.swift": """
        final class BetaViewController: UIViewController {
            let view2 = AlphaView()
        }
        """,
    ]

    /// The snapshot of `files` (under one variant, `App`) with `config` as archmetrics.json.
    static func collect(_ files: [String: String], config: String) throws -> MetricsSnapshot {
        let root = try ArchitectureRolesTests.tree(files)
        defer { try? FileManager.default.removeItem(at: root) }
        let configURL = root.appendingPathComponent("archmetrics.json")
        try config.write(to: configURL, atomically: true, encoding: .utf8)
        return try collectSnapshot(root: root, config: configURL)
    }

    static func configError(_ text: String) -> String? {
        inputErrorMessage {
            _ = try ConfigurationFile.parse(
                text, path: "rules.json", cancellation: CancellationToken())
        }
    }

    // MARK: - Reading the config

    @Test func rulesAreReadWithRolesScreensAndDerivedIDs() throws {
        let file = try ConfigurationFile.parse(
            """
            {"rules": [
              {"from": "view", "mayNotDependOn": ["interactor", "router"]},
              {"id": "no-navigation", "from": "viewController@Gather", "mayNotDependOn": ["viewController@otherScreen", "*@sameScreen"], "reason": "coordinators navigate"},
              {"from": "*", "mayDependOnlyOn": ["shared"]}
            ]}
            """, path: "rules.json", cancellation: CancellationToken())
        let rules = try #require(file.dependencyRules)
        #expect(rules.count == 3)
        #expect(rules[0].id == "view mayNotDependOn interactor, router")
        #expect(rules[0].from == RuleEndpoint(role: .view))
        #expect(
            rules[0].targets
                == .forbidden([RuleEndpoint(role: .interactor), RuleEndpoint(role: .router)]))
        #expect(rules[1].id == "no-navigation")
        #expect(rules[1].reason == "coordinators navigate")
        #expect(rules[1].from == RuleEndpoint(role: .viewController, screens: .named("Gather")))
        #expect(
            rules[1].targets
                == .forbidden([
                    RuleEndpoint(role: .viewController, screens: .other),
                    RuleEndpoint(role: nil, screens: .same),
                ]))
        #expect(rules[2].id == "* mayDependOnlyOn shared")
        #expect(rules[2].targets == .allowedOnly([RuleEndpoint(role: .shared)]))
    }

    @Test func aMalformedRuleNamesTheFileLineAndColumn() {
        // The unknown role is the second entry of the second line's list: line 2, column 49.
        #expect(
            Self.configError(
                """
                {"rules": [
                  {"from": "view", "mayNotDependOn": ["router", "interactr"]}
                ]}
                """)?.hasPrefix("rules.json:2:49: unknown role \"interactr\"") == true)
        #expect(
            Self.configError(#"{"rules": [{"from": "view"}]}"#)
                == "rules.json:1:12: a rule takes one of mayNotDependOn or mayDependOnlyOn")
        #expect(
            Self.configError(
                #"{"rules": [{"from": "view", "mayNotDependOn": ["router"], "mayDependOnlyOn": []}]}"#
            )
                == "rules.json:1:59: a rule takes one of mayNotDependOn or mayDependOnlyOn, not both"
        )
        #expect(
            Self.configError(#"{"rules": [{"mayNotDependOn": ["router"]}]}"#)
                == "rules.json:1:12: a rule needs \"from\" (a role, e.g. \"view\")")
        #expect(
            Self.configError(
                #"{"rules": [{"from": "view@otherScreen", "mayNotDependOn": ["router"]}]}"#)?
                .hasPrefix("rules.json:1:21: \"from\" names the referencing side") == true)
        #expect(
            Self.configError(#"{"rules": [{"from": "view", "mayNotDependOn": ["router@"]}]}"#)?
                .hasPrefix("rules.json:1:48: \"router@\": a screen after @") == true)
        #expect(
            Self.configError(
                #"{"rules": [{"from": "view", "mayNotDependOn": ["router"], "severity": "x"}]}"#)?
                .hasPrefix("rules.json:1:59: unknown key \"severity\" in a rule") == true)
        #expect(
            Self.configError(#"{"rules": {"from": "view"}}"#)
                == "rules.json:1:11: rules must be an array, not an object")
    }

    @Test func aRuleMayNameARoleTheConfigDeclares() throws {
        let file = try ConfigurationFile.parse(
            """
            {"roles": [{"id": "reducer", "rules": [{"suffix": "Feature"}]}],
             "rules": [{"from": "view", "mayNotDependOn": ["reducer"]}]}
            """, path: "rules.json", cancellation: CancellationToken())
        #expect(
            file.dependencyRules?.first?.targets
                == .forbidden([RuleEndpoint(role: Role("reducer"))]))
    }

    // MARK: - Violations

    @Test func violationsNameFileLineAndBothEnds() throws {
        let snapshot = try Self.collect(
            Self.twoScreens,
            config: """
                {"rules": [
                  {"from": "viewController", "mayNotDependOn": ["viewController@otherScreen"], "reason": "coordinators navigate"},
                  {"from": "view", "mayNotDependOn": ["presenter"]}
                ]}
                """)
        let violations = try #require(snapshot.ruleViolations)
        #expect(violations.count == 2)
        let navigation = try #require(violations.first { $0.toType == "BetaViewController" })
        #expect(navigation.variant == "App")
        #expect(navigation.file == "Modules/Alpha/AlphaViewController.swift")
        // The first mention in code: line 5, not the comment on line 3.
        #expect(navigation.line == 5)
        #expect(navigation.references == 2)
        #expect(navigation.fromRole == .viewController)
        #expect(navigation.fromScreen == "Alpha")
        #expect(navigation.fromType == "AlphaViewController")
        #expect(navigation.toRole == .viewController)
        #expect(navigation.toScreen == "Beta")
        #expect(navigation.toFile == "Modules/Beta/BetaViewController.swift")
        #expect(navigation.rule == "viewController mayNotDependOn viewController@otherScreen")
        #expect(
            navigation.message
                == "AlphaViewController (viewController@Alpha) references BetaViewController "
                + "(viewController@Beta): rule 'viewController mayNotDependOn "
                + "viewController@otherScreen' forbids viewController@otherScreen — coordinators navigate"
        )
        #expect(
            navigation.location(variantPath: "Sources/App")
                == "Sources/App/Modules/Alpha/AlphaViewController.swift:5")
        let view = try #require(violations.first { $0.toType == "AlphaPresenter" })
        #expect(view.file == "Modules/Alpha/AlphaView.swift")
        #expect(view.line == 3)
    }

    @Test func sameScreenAndOtherScreenNeedBothScreensAndAllowListsFlagTheRest() throws {
        let snapshot = try Self.collect(
            Self.twoScreens,
            config: """
                {"rules": [
                  {"from": "viewController", "mayNotDependOn": ["view@sameScreen"]},
                  {"from": "presenter", "mayDependOnlyOn": ["view"]},
                  {"from": "viewController@Alpha", "mayDependOnlyOn": ["presenter@sameScreen"]}
                ]}
                """)
        let found = Set(
            (snapshot.ruleViolations ?? []).map {
                "\($0.file.split(separator: "/").last!) → \($0.toType)"
            })
        // Beta's view controller uses Alpha's view: another screen, so `view@sameScreen` is
        // not broken; Alpha's view controller may use its presenter, not Beta's view controller.
        #expect(found == ["AlphaViewController.swift → BetaViewController"])
        #expect(
            snapshot.ruleViolations?.first?.message.hasSuffix(
                ": rule 'viewController@Alpha mayDependOnlyOn presenter@sameScreen' allows only presenter@sameScreen"
            ) == true)
    }

    @Test func screenToScreenRulesNameScreensOnBothSides() throws {
        let snapshot = try Self.collect(
            Self.twoScreens,
            config: #"{"rules": [{"from": "*@Beta", "mayNotDependOn": ["*@Alpha"]}]}"#)
        let violations = try #require(snapshot.ruleViolations)
        #expect(violations.map(\.toType) == ["AlphaView"])
        #expect(violations.first?.file == "Modules/Beta/BetaViewController.swift")
        #expect(violations.first?.line == 2)
        #expect(violations.first?.rule == "*@Beta mayNotDependOn *@Alpha")
    }

    @Test func withoutRulesThereAreNoViolationsRecorded() throws {
        let snapshot = try Self.collect(Self.twoScreens, config: "{}")
        #expect(snapshot.ruleViolations == nil)
        #expect(snapshot.analysis?.variants.first?.ruleViolations == nil)
    }

    // MARK: - The frozen baseline

    static func violation(_ file: String, _ toType: String, line: Int?) -> RuleViolation {
        RuleViolation(
            rule: "r", message: "m", variant: "MVC", file: file, line: line,
            fromRole: .viewController, fromScreen: "A", fromType: nil, toType: toType,
            toFile: "B.swift", toRole: .viewController, toScreen: "B", references: 1)
    }

    @Test func frozenEntriesMatchByFileAndTypeNotLine() {
        let frozen = [Self.violation("A.swift", "BViewController", line: 10)]
        let moved = RuleCheck(
            current: [Self.violation("A.swift", "BViewController", line: 42)], frozen: frozen)
        #expect(!moved.failed)
        #expect(moved.change == 0)

        let added = RuleCheck(
            current: [
                Self.violation("A.swift", "BViewController", line: 10),
                Self.violation("A.swift", "CViewController", line: 11),
            ], frozen: frozen)
        #expect(added.failed)
        #expect(added.new.map(\.toType) == ["CViewController"])
        #expect(added.stale.isEmpty)
        #expect(added.change == 1)

        let fixed = RuleCheck(current: [], frozen: frozen)
        #expect(fixed.failed)
        #expect(fixed.new.isEmpty)
        #expect(fixed.stale.map(\.toType) == ["BViewController"])
        #expect(fixed.change == -1)
    }

    /// The drift check of MVC's `current` violations against the `frozen` ones.
    static func check(current: [RuleViolation]?, frozen: [RuleViolation]?) -> DriftResult {
        let base = MetricsSnapshot(focusVariant: "MVC", variants: [])
        var baseline = base
        baseline.frozenViolations = frozen
        var now = base
        if let current {
            now.analysis = ArchitectureAnalysis(variants: [
                VariantArchitecture(
                    name: "MVC",
                    coupling: CouplingSummary(
                        roleDependencies: [], navigationEdges: [], coordinatorEdges: [],
                        roleFans: [], screens: []),
                    complexity: ComplexitySummary(roles: [], topFunctions: []),
                    ruleViolations: current)
            ])
        }
        return SnapshotDiff.compare(
            baseline: baseline, current: now, tolerances: DriftTolerances(),
            compareTimings: false, baselineLabel: "b", currentLabel: "c")
    }

    /// A stale entry's hint names the tool as the run's environment does (here the plugin's
    /// form), and its file is placed from the run's folder: both come from the format context,
    /// not from the process the formatter runs in.
    @Test func theDriftFormatsNameTheToolAndPlacePathsFromTheRunsContext() throws {
        let one = [Self.violation("A.swift", "BViewController", line: 3)]
        let stale = Self.check(current: nil, frozen: one)
        let base = MetricsSnapshot(focusVariant: "MVC", variants: [])
        let context = DriftFormatContext(
            baseline: base, current: base, repositoryRoot: "/repo",
            workingDirectory: "/repo/apps/pkg", maxRows: 15,
            toolCommand: ToolInvocation.writingPlugin)
        let hint = "\(ToolInvocation.writingPlugin) check --remove-stale"
        for format in DriftFormat.allCases where format != .json {
            let text = try format.formatter(context).format(stale)
            #expect(text.contains(hint), "\(format): \(text)")
        }
        let junit = try DriftFormat.junit.formatter(context).format(stale)
        #expect(junit.contains("apps/pkg/A.swift: MVC A.swift: no longer references"), "\(junit)")
        let annotations = DriftAnnotationsFormatter(
            repositoryRoot: "/repo", workingDirectory: "/repo/apps/pkg",
            toolCommand: ToolInvocation.writingPlugin
        ).annotations(stale)
        #expect(annotations.contains { $0.contains("file=apps/pkg/A.swift") && $0.contains(hint) })
    }

    @Test func theDriftReportFailsOnNewAndStaleViolationsOnly() {
        let one = [Self.violation("A.swift", "BViewController", line: 3)]
        #expect(Self.check(current: nil, frozen: nil).rules == nil)
        #expect(Self.check(current: one, frozen: one).failed == false)
        let new = Self.check(current: one, frozen: nil)
        #expect(new.failed && !new.hasDrift)
        let markdown = DriftMarkdownFormatter().format(new)
        #expect(markdown.contains("**FAIL — architecture rules:** 1 new violation."))
        #expect(markdown.contains("Violations: 1 now, 0 frozen in the baseline (+1)."))
        #expect(
            markdown.contains(
                "| `A.swift:3` | MVC | viewController → BViewController (viewController@B) | `r` |")
        )
        // Rules dropped from the config: the frozen entries are stale, not silently forgotten.
        let dropped = Self.check(current: nil, frozen: one)
        #expect(dropped.failed)
        #expect(dropped.rules?.stale.count == 1)
        let annotations = DriftAnnotationsFormatter(repositoryRoot: "/repo").annotations(new)
        #expect(
            annotations.first == "::error file=A.swift,line=3,title=archmetrics rule%3A r::MVC: m")
    }

    // MARK: - Martin's metrics

    @Test func martinsMetricsPerRoleCountFilesAcrossRoles() throws {
        let snapshot = try Self.collect(Self.twoScreens, config: "{}")
        let stability = try #require(snapshot.analysis?.variants.first?.coupling.roleStability)
        let byRole = Dictionary(uniqueKeysWithValues: stability.map { ($0.role, $0) })
        // View controllers: AlphaViewController uses the presenter, BetaViewController the
        // view (Ce 2); nothing outside references them (Ca 0; Alpha → Beta stays inside).
        let viewControllers = try #require(byRole[.viewController])
        #expect((viewControllers.afferent, viewControllers.efferent) == (0, 2))
        #expect(viewControllers.instability == 1)
        #expect(viewControllers.abstractness == 0)
        #expect(viewControllers.distance == 0)
        // Presenters: used by a view controller and a view (Ca 2), use nothing (Ce 0); one
        // protocol among two types.
        let presenters = try #require(byRole[.presenter])
        #expect((presenters.afferent, presenters.efferent) == (2, 0))
        #expect((presenters.types, presenters.protocols) == (2, 1))
        #expect(presenters.instability == 0)
        #expect(presenters.abstractness == 0.5)
        #expect(presenters.distance == 0.5)
        // Views: used by Beta's view controller, uses the presenter.
        let views = try #require(byRole[.view])
        #expect((views.afferent, views.efferent) == (1, 1))
        #expect(views.instability == 0.5)
        #expect(views.distance == 0.5)
    }

    @Test func aRoleCoupledToNoOtherHasNoInstability() {
        let alone = RoleStability(
            role: .shared, files: 1, types: 0, protocols: 0, afferent: 0, efferent: 0)
        #expect(alone.instability == nil)
        #expect(alone.abstractness == nil)
        #expect(alone.distance == nil)
    }

    @Test func theReportShowsIADPerRoleAndTheViolationCounts() throws {
        let snapshot = try Self.collect(
            Self.twoScreens,
            config:
                #"{"rules": [{"from": "viewController", "mayNotDependOn": ["viewController@otherScreen"]}]}"#
        )
        let analysis = try #require(snapshot.analysis)
        let markdown = ArchitectureAnalysisReport.markdown(
            analysis, focusVariant: "App", toolCommand: "archmetrics")
        #expect(markdown.contains("### Stability and abstractness per role (Martin)"))
        #expect(markdown.contains("| Presenters | I 0.00 · A 0.50 · D 0.50 (Ca 2, Ce 0) |"))
        #expect(markdown.contains("### Architecture rule violations"))
        #expect(
            markdown.contains("| viewController mayNotDependOn viewController@otherScreen | 1 |"))
        let tables = ArchitectureAnalysisReport.tables(
            analysis, focusVariant: "App", toolCommand: "archmetrics")
        let stability = try #require(tables.first { $0.id == "coupling.stability" })
        #expect(stability.rows.first { $0.label == "Presenters" }?.cells.first?.value == 0.5)
        // metrics.json carries the figures themselves, in the snapshot.
        let json = try StableJSON.string(snapshot)
        #expect(json.contains("\"instability\" : 0.5") || json.contains("\"instability\": 0.5"))
    }
}

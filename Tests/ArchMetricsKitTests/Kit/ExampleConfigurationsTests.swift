import Foundation
import Testing

@testable import ArchMetricsModel
@testable import ArchMetricsReporting

/// Each configuration in `Examples/` on a small tree in the layout it describes.
@Suite struct ExampleConfigurationsTests {
    static let examples = ReadmeExamplesTests.repository.appendingPathComponent("Examples")

    /// Copies the example next to a tree of `files` (under `App/`) and collects it.
    func collect(example: String, _ files: [String: String]) throws -> (MetricsSnapshot, URL) {
        let root = try ArchitectureRolesTests.tree(files.mapKeys { "App/\($0)" })
        let config = root.appendingPathComponent("archmetrics.json")
        try FileManager.default.copyItem(
            at: Self.examples.appendingPathComponent(example), to: config)
        return (try collectSnapshot(root: root, config: config), root)
    }

    func roles(_ snapshot: MetricsSnapshot) -> [String: Role] {
        Dictionary(
            uniqueKeysWithValues: snapshot.variants[0].files.map {
                (String($0.path.split(separator: "/").last!), $0.role)
            })
    }

    @Test func viper() throws {
        let files = ArchitectureRolesTests.viperScreen("Gather", next: nil).mapKeys {
            String($0.dropFirst("VIPER/App/".count))
        }
        let (snapshot, root) = try collect(example: "viper.json", files)
        defer { try? FileManager.default.removeItem(at: root) }
        let roles = roles(snapshot)
        #expect(roles["GatherInteractor.swift"] == .interactor)
        #expect(roles["GatherRouter.swift"] == .router)
        #expect(roles["GatherModule.swift"] == .assembly)
        #expect(roles["GatherProtocols.swift"] == .contract)
    }

    @Test func vipCleanSwift() throws {
        let files = ArchitectureRolesTests.vipScreen.mapKeys {
            String($0.dropFirst("VIP/App/".count))
        }
        let (snapshot, root) = try collect(example: "vip-clean-swift.json", files)
        defer { try? FileManager.default.removeItem(at: root) }
        let roles = roles(snapshot)
        #expect(roles["GatherConfigurator.swift"] == .assembly)
        #expect(roles["GatherModels.swift"] == .sceneModel)
        #expect(roles["GatherWorker.swift"] == .worker)
        #expect(snapshot.variants[0].files.allSatisfy { $0.screen == "Gather" })
    }

    @Test func mvvmC() throws {
        let (snapshot, root) = try collect(
            example: "mvvm-c.json",
            [
                "Screens/Gather/GatherCoordinator.swift": "final class GatherCoordinator {}\n",
                "Screens/Gather/GatherViewModel.swift": "final class GatherViewModel {}\n",
                "Screens/Gather/GatherViewController.swift":
                    "final class GatherViewController: UIViewController {}\n",
            ])
        defer { try? FileManager.default.removeItem(at: root) }
        let ids = SourceTables.tables(snapshot, measure: .physical).map(\.id)
        #expect(ids.contains("loc.coordinator"))
        #expect(ids.contains("loc.viewModel"))
    }

    @Test func swiftUIWithTheComposableArchitecture() throws {
        let (snapshot, root) = try collect(
            example: "swiftui-tca.json",
            [
                "Features/Counter/CounterFeature.swift": """
                @Reducer struct CounterFeature {
                    struct State { var count = 0 }
                    enum Action { case increment }
                }
                """,
                "Features/Counter/CounterView.swift": """
                struct CounterView: View { var body: some View { Text("") } }
                """,
                "Features/Counter/Timer.swift": "struct Timer { var seconds = 0 }\n",
                "Dependencies/NumberFactClient.swift": "struct NumberFactClient {}\n",
                "Tests/CounterFeatureTests.swift": """
                final class CounterFeatureTests: XCTestCase { func testIncrement() {} }
                """,
            ])
        defer { try? FileManager.default.removeItem(at: root) }
        let roles = roles(snapshot)
        #expect(roles["CounterFeature.swift"] == Role("reducer"))
        #expect(roles["CounterView.swift"] == .view)
        #expect(roles["NumberFactClient.swift"] == Role("client"))
        #expect(roles["Timer.swift"] == .localModel)
        let tables = SourceTables.tables(snapshot, measure: .physical)
        let reducers = try #require(tables.first { $0.id == "loc.reducer" })
        #expect(reducers.title.hasSuffix("Reducers"))
        #expect(!tables.contains { $0.id == "loc.client" })
        #expect(snapshot.settings?.roles?.contains { $0.id == Role("reducer") } == true)
        #expect(snapshot.variants[0].unitTests.keyClass == "CounterFeature")
    }
}

extension Dictionary where Key == String {
    func mapKeys(_ transform: (String) -> String) -> [String: Value] {
        Dictionary(uniqueKeysWithValues: map { (transform($0.key), $0.value) })
    }
}

/// What a configured role's flags change in the analysis.
@Suite struct ConfiguredRoleAnalysisTests {
    func coupling(screenPart: Bool) throws -> CouplingSummary {
        let root = try ArchitectureRolesTests.tree([
            "App/Features/Counter/CounterFeature.swift": """
            struct CounterFeature { func next() -> FactViewController { FactViewController() } }
            """,
            "App/Features/Fact/FactViewController.swift":
                "final class FactViewController: UIViewController {}\n",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let config = root.appendingPathComponent("archmetrics.json")
        try """
        {"screenFolders": ["**/Features/*"],
         "roles": [{"id": "reducer", "screenPart": \(screenPart), "rules": [{"suffix": "Feature"}]}]}
        """.write(to: config, atomically: true, encoding: .utf8)
        let snapshot = try collectSnapshot(root: root, config: config)
        return try #require(snapshot.analysis?.variants.first).coupling
    }

    @Test func aConfiguredScreenPartNamingAnotherScreensViewControllerIsNavigationCoupling() throws
    {
        #expect(try coupling(screenPart: true).navigationEdges.map(\.fromRole) == [Role("reducer")])
        #expect(try coupling(screenPart: false).navigationEdges.isEmpty)
    }

    /// The example CI workflow is a team's to copy: it builds archmetrics from the pinned
    /// revision it fetches (never `swift build` in the team's repository, which has no such
    /// product), caches that build on the fetched commit (not on the team's sources), and
    /// every value naming a repository is an input of the top `env:` block.
    @Test func theExampleWorkflowBuildsThePinnedToolNotTheTeamsRepository() throws {
        let workflow = try String(
            contentsOf: ExampleConfigurationsTests.examples.appendingPathComponent(
                "github-actions.yml"),
            encoding: .utf8)
        let builds = workflow.split(separator: "\n").filter { $0.contains("swift build") }
        #expect(!builds.isEmpty)
        #expect(builds.allSatisfy { $0.contains("--package-path archmetrics-source") })
        #expect(!workflow.contains("hashFiles('Package.swift'"))
        #expect(workflow.contains("key: ${{ steps.revision.outputs.key }}"))
        #expect(workflow.contains("COMMIT: ${{ steps.fetch.outputs.commit }}"))
        #expect(workflow.contains("ref: ${{ env.ARCHMETRICS_REVISION }}"))
        #expect(!workflow.contains("FootballGather"))
        #expect(!workflow.contains(".build/release/archmetrics"))
    }

    /// One `check` writes the summary, annotations, SARIF and JUnit (two would annotate twice);
    /// it checks the config's rules against the committed baseline (no artifact replaces it);
    /// the check job runs when a variant failed to build; fork pull requests skip the SARIF
    /// upload their token cannot do. (actionlint and the workflow schema run in
    /// scripts/test-all.sh; ExampleWorkflowTests plays the steps.)
    @Test func theExampleWorkflowChecksOnceWithRulesAndSurvivesForksAndFailures() throws {
        let workflow = try String(
            contentsOf: ExampleConfigurationsTests.examples.appendingPathComponent(
                "github-actions.yml"),
            encoding: .utf8)
        let checks = workflow.split(separator: "\n").filter {
            $0.trimmingCharacters(in: .whitespaces).hasPrefix("archmetrics check")
        }
        #expect(checks.count == 1, "\(checks)")
        #expect(workflow.contains("--sarif archmetrics.sarif --junit archmetrics.xml"))
        #expect(workflow.contains("--config \"$ARCHMETRICS_CONFIG\""))
        #expect(workflow.contains("--baseline Reports/baseline.json"))
        #expect(workflow.contains("    if: always() && needs.tool.result == 'success'\n"))
        #expect(workflow.contains("uses: actions/cache@v4"))
        #expect(
            workflow.contains(
                "github.event.pull_request.head.repo.full_name == github.repository"))
        #expect(workflow.contains("name: archmetrics-baseline\n"))
        #expect(!workflow.contains("listArtifactsForRepo"))
    }
}

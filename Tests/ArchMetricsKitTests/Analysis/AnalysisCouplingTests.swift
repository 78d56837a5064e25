import ArchMetricsAnalysis
import ArchMetricsClassification
import ArchMetricsModel
import ArchMetricsReporting
import ArchMetricsSupport
import Foundation
import SwiftScanning
import TestSupport
import Testing

@testable import ArchMetricsKit

/// Coupling on two tiny variants whose references are known by construction
/// (Fixtures/analysis/coupling): roles are assigned here, by hand, so only the analysis is tested.
@Suite struct AnalysisCouplingTests {
    static let roles: [String: (Role, String?)] = [
        "LoginViewController": (.viewController, "Login"),
        "PlayerListViewController": (.viewController, "PlayerList"),
        "GatherViewController": (.viewController, "Gather"),
        "LoginCoordinator": (.coordinator, "Login"),
        "PlayerListCoordinator": (.coordinator, "PlayerList"),
        "PlayerListPresenter": (.presenter, "PlayerList"),
        "AlertHelper": (.shared, nil), "Coordinator": (.shared, nil),
    ]

    static func analyze(_ name: String) -> VariantArchitecture {
        let root = AnalysisComplexityTests.fixtureURL("coupling/\(name)")
        let scan = SourceScanner.scanRecords(
            paths: [root], options: ScanOptions(), isTestPath: { _ in false })
        let records = scan.records.map { record in
            let file = record.file
            let (role, screen) = roles[file.baseName]!
            let classified = ClassifiedFile(
                path: file.path, role: role, screen: screen, primaryType: file.baseName,
                reason: "by hand",
                bytes: file.bytes, lines: file.lines, declarations: file.declarations)
            return ClassifiedRecord(classified, record)
        }
        return ArchitectureAnalyzer.analyze(
            records, name: name, cancellation: CancellationToken()
        ).architecture
    }

    @Test func pushingViewControllersAreNavigationCoupled() {
        let coupling = Self.analyze("Pushing").coupling
        #expect(
            coupling.navigationEdges == [
                NavigationEdge(
                    fromScreen: "Gather", toScreen: "PlayerList",
                    fromFile: "GatherViewController.swift",
                    fromRole: .viewController, toType: "PlayerListTogglable", references: 2),
                NavigationEdge(
                    fromScreen: "Login", toScreen: "PlayerList",
                    fromFile: "LoginViewController.swift",
                    fromRole: .viewController, toType: "PlayerListViewController", references: 1),
                NavigationEdge(
                    fromScreen: "PlayerList", toScreen: "Gather",
                    fromFile: "PlayerListViewController.swift",
                    fromRole: .viewController, toType: "GatherViewController", references: 1),
            ])
        #expect(
            coupling.navigationScreenPairs.map { "\($0.from)→\($0.to):\($0.references)" }
                == ["Gather→PlayerList:2", "Login→PlayerList:1", "PlayerList→Gather:1"])
        #expect(coupling.coordinatorEdges.isEmpty)
        #expect(
            coupling.roleDependencies == [
                RoleDependency(
                    from: .viewController, to: .viewController, referencingFiles: 3, references: 4),
                RoleDependency(
                    from: .viewController, to: .shared, referencingFiles: 3, references: 3),
            ])
        #expect(
            coupling.roleFans == [
                RoleFan(
                    role: .viewController, files: 3, fanIn: 3, fanOut: 6, maximumFanIn: 2,
                    maximumFanOut: 2),
                RoleFan(
                    role: .shared, files: 1, fanIn: 3, fanOut: 0, maximumFanIn: 3, maximumFanOut: 0),
            ])
        let gather = coupling.screens.first { $0.screen == "Gather" }
        #expect(
            gather
                == ScreenCoupling(
                    screen: "Gather", files: 1, codeLines: 8, codeLinesUsedByOtherScreens: 8,
                    codeLinesTiedToOtherScreens: 8, usedByScreens: ["PlayerList"],
                    dependsOnScreens: ["PlayerList"]))
        let login = coupling.screens.first { $0.screen == "Login" }
        #expect(
            login
                == ScreenCoupling(
                    screen: "Login", files: 1, codeLines: 7, codeLinesUsedByOtherScreens: 0,
                    codeLinesTiedToOtherScreens: 7, usedByScreens: [],
                    dependsOnScreens: ["PlayerList"]))
    }

    @Test func coordinatorsHoldTheFlowAndScreensStayApart() {
        let coupling = Self.analyze("Coordinated").coupling
        #expect(coupling.navigationEdges.isEmpty)
        #expect(
            coupling.coordinatorEdges == [
                NavigationEdge(
                    fromScreen: "Login", toScreen: "PlayerList", fromFile: "LoginCoordinator.swift",
                    fromRole: .coordinator, toType: "PlayerListCoordinator", references: 1)
            ])
        #expect(
            coupling.roleDependencies == [
                RoleDependency(
                    from: .coordinator, to: .coordinator, referencingFiles: 1, references: 1),
                RoleDependency(
                    from: .coordinator, to: .viewController, referencingFiles: 2, references: 2),
                RoleDependency(
                    from: .coordinator, to: .presenter, referencingFiles: 1, references: 1),
                RoleDependency(from: .coordinator, to: .shared, referencingFiles: 2, references: 2),
                RoleDependency(
                    from: .viewController, to: .coordinator, referencingFiles: 1, references: 1),
                RoleDependency(
                    from: .viewController, to: .presenter, referencingFiles: 1, references: 1),
                RoleDependency(
                    from: .viewController, to: .shared, referencingFiles: 2, references: 4),
            ])
        #expect(
            coupling.screens == [
                ScreenCoupling(
                    screen: "Login", files: 2, codeLines: 16, codeLinesUsedByOtherScreens: 0,
                    codeLinesTiedToOtherScreens: 0,
                    usedByScreens: [], dependsOnScreens: []),
                ScreenCoupling(
                    screen: "PlayerList", files: 3, codeLines: 13, codeLinesUsedByOtherScreens: 6,
                    codeLinesTiedToOtherScreens: 0, usedByScreens: ["Login"], dependsOnScreens: []),
            ])
    }

    /// `sources` written into a new folder and scanned, each file with its structure and the
    /// role and screen `role` gives its path: records as the analyzer takes them.
    static func handClassified(
        _ sources: [String: String], into folder: URL, role: (String) -> (Role, String?)
    ) throws -> [ClassifiedRecord] {
        try writeFiles(sources, into: folder)
        let scan = SourceScanner.scanRecords(
            paths: [folder], options: ScanOptions(), isTestPath: { _ in false })
        return scan.records.map { record in
            let file = record.file
            let (role, screen) = role(file.path)
            let classified = ClassifiedFile(
                path: file.path, role: role, screen: screen, primaryType: nil, reason: "",
                bytes: file.bytes, lines: file.lines, declarations: file.declarations)
            return ClassifiedRecord(classified, record)
        }
    }

    @Test func testFilesAreLeftOut() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let records = try Self.handClassified(
            [
                "LoginViewController.swift":
                    "final class LoginViewController { func f() { if a {} } }",
                "LoginTests.swift":
                    "final class LoginTests { func test() { if LoginViewController() != nil {} } }",
            ], into: folder,
            role: { $0 == "LoginTests.swift" ? (.test, nil) : (.viewController, "Login") })
        #expect(records.allSatisfy { $0.structure != nil })
        let variant = ArchitectureAnalyzer.analyze(
            records, name: "X", cancellation: CancellationToken()
        ).architecture
        #expect(variant.coupling.roleDependencies.isEmpty)
        #expect(variant.complexity.roles.map(\.role) == [.viewController])
        #expect(variant.complexity.topFunctions.map(\.name) == ["LoginViewController.f"])
    }

    /// A variant declaring a type whose name starts lower-case has its files read again for
    /// every name (`ArchitectureAnalyzer.resolve`): one gone by then is a diagnostic.
    @Test func unreadableFilesAreDiagnosticsNotFailures() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let records = try Self.handClassified(
            [
                "Missing.swift": "final class Missing { func f() { if a {} } }",
                "loginHelper.swift": "struct loginHelper {}",
            ], into: folder, role: { _ in (.viewController, "Login") })
        try FileManager.default.removeItem(at: folder.appendingPathComponent("Missing.swift"))
        let variant = ArchitectureAnalyzer.analyze(
            records, name: "P", cancellation: CancellationToken()
        ).architecture
        #expect(variant.diagnostics.map(\.path) == ["Missing.swift"])
        #expect(variant.diagnostics.first?.severity == .error)
        #expect(variant.complexity.topFunctions.isEmpty)
    }
}

/// The Markdown sections and the JSON, on the two fixture variants.
@Suite struct AnalysisReportTests {
    static func analysis() -> ArchitectureAnalysis {
        ArchitectureAnalysis(variants: [
            AnalysisCouplingTests.analyze("Pushing"), AnalysisCouplingTests.analyze("Coordinated"),
        ])
    }

    @Test func markdownPutsTheFocusVariantFirstWithDeltas() {
        let markdown = ArchitectureAnalysisReport.markdown(
            Self.analysis(), focusVariant: "Coordinated", toolCommand: "archmetrics")
        #expect(markdown.hasPrefix("## Coupling\n"))
        #expect(markdown.contains("\n## Complexity\n"))
        #expect(markdown.contains("| Measure | Coordinated | Pushing |"))
        #expect(markdown.contains("| Screen pairs with navigation coupling | 0 | 3 (+3) |"))
        #expect(markdown.contains("| Screen pairs joined by coordinators | 1 | 0 (-1) |"))
        #expect(markdown.contains("| Gather → PlayerList | – | 2 |"))
        #expect(markdown.contains("| View Controllers → View Controllers | – | 3 / 4 |"))
    }

    @Test func mermaidDiagramsDrawNavigationSolidAndCoordinatorFlowDashed() {
        let markdown = ArchitectureAnalysisReport.markdown(
            Self.analysis(), focusVariant: "Coordinated", toolCommand: "archmetrics")
        #expect(markdown.components(separatedBy: "```mermaid\nflowchart LR\n").count == 3)
        #expect(markdown.contains("    s_Login -->|1| s_PlayerList\n"))
        #expect(markdown.contains("    s_Gather -->|2| s_PlayerList\n"))
        #expect(markdown.contains("    s_Login -.->|coordinator| s_PlayerList\n"))
    }

    @Test func tablesAreTheMarkdownsTablesAsData() {
        let tables = ArchitectureAnalysisReport.tables(
            Self.analysis(), focusVariant: "Pushing", toolCommand: "archmetrics")
        #expect(
            tables.map(\.id) == [
                "coupling.summary", "coupling.navigationEdges", "coupling.roleMatrix",
                "coupling.fans", "coupling.stability",
                "coupling.screens", "complexity.total", "complexity.functions",
                "complexity.topFunctions",
            ])
        #expect(tables[0].columnVariants == ["Pushing", "Coordinated"])
    }

    @Test func jsonIsStableAndRoundTrips() throws {
        let analysis = Self.analysis()
        let json = try StableJSON.string(analysis)
        #expect(json.contains("\"schemaVersion\" : 1"))
        // Keys sorted and the figures of the fixture written out: the Pushing variant's one
        // navigation pair, its view controllers' references counted by hand.
        let object = try #require(
            JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(Array(object.keys).sorted() == ["schemaVersion", "variants"])
        let keys = json.split(separator: "\n").compactMap { line -> String? in
            guard let colon = line.firstIndex(of: ":"), line.hasPrefix("  \"") else { return nil }
            return String(line[..<colon]).trimmingCharacters(in: .whitespaces)
        }
        #expect(keys == keys.sorted(), "top-level keys in sorted order")
        // The Pushing fixture's three navigation edges, as written in the JSON.
        for (file, target) in [
            ("GatherViewController.swift", "PlayerListTogglable"),
            ("LoginViewController.swift", "PlayerListViewController"),
            ("PlayerListViewController.swift", "GatherViewController"),
        ] {
            #expect(json.contains("\"fromFile\" : \"\(file)\""))
            #expect(json.contains("\"toType\" : \"\(target)\""))
        }
        let decoded = try StableJSON.decoder().decode(
            ArchitectureAnalysis.self, from: Data(json.utf8))
        #expect(decoded == analysis)
    }

    /// `scan --analysis` reads each file's structure in the scan's own lexing pass; it must
    /// agree with analysing the same files with each one's structure read alone.
    @Test(arguments: [
        Fixtures.folder("analysis/coupling/Pushing"), Repository.path("FootballGather/MVC"),
        Repository.path("FootballGather/MVP-C"),
    ])
    func analysingAScanAgreesWithAnalysingEachFileReadAlone(_ root: URL) throws {
        let fromScan = ScanAnalysis.run(
            paths: [root], options: ScanOptions(cancellation: CancellationToken()), name: "V"
        ).analyzed
            .architecture
        let classifier = FileClassifier(cancellation: CancellationToken())
        let scanned = SourceScanner.scanRecords(
            paths: [root], options: ScanOptions(),
            isTestPath: { classifier.isTestFileByPath($0) })
        let readAlone = try scanned.records.map { record in
            var alone = record
            guard record.structure != nil else { return alone }
            var source = try String(
                contentsOf: root.appendingPathComponent(record.path), encoding: .utf8)
            alone.structure = source.withUTF8 { bytes in
                var reader = SourceStructureReader(names: .typeLike)
                return reader.read(bytes)
            }
            return alone
        }
        let direct = ArchitectureAnalyzer.analyze(
            SourceMetricsCollector.classified(readAlone, by: classifier), name: "V",
            cancellation: CancellationToken()
        ).architecture
        #expect(fromScan == direct)
        #expect(!fromScan.complexity.roles.isEmpty)
    }
}

import ArchMetricsKit
import Foundation
import TestSupport
import Testing

@testable import ArchMetricsAnalysis
@testable import ArchMetricsModel
@testable import ArchMetricsSupport
@testable import SwiftScanning

/// `scan --analysis --format json|csv`: every function, with its extent and kind, in a stable
/// document.
@Suite struct FunctionInventoryTests {
    static let source = """
        final class Gate {
            var isOpen: Bool {
                get { state ?? false }
                set { if newValue { open() } }
            }
            var count = 0 { didSet { if count > 9 { alarm() } } }
            init(file: StaticString = #fileID) {}
            deinit { if isOpen {} }
            subscript<let n: Int>(i: Int) -> Int {
                i > 0 ? 1 : 0
            }
            func open() {
                func helper() { if a && b {} }
            }
        }
        lazy var top = { if x {} }()

        """

    static func inventory(of files: [String: String]) throws -> FunctionInventory {
        let root = try MeasureFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        return ScanAnalysis.run(
            paths: [root], options: ScanOptions(cancellation: CancellationToken()), name: "V"
        ).analyzed
            .functionInventory()
    }

    @Test func everyFunctionWithItsExtentKindAndComplexity() throws {
        let inventory = try Self.inventory(of: ["Gate.swift": Self.source])
        let rows = inventory.functions.map {
            "\($0.name) \($0.kind.rawValue) \($0.line)-\($0.endLine) len \($0.length) cc \($0.complexity)"
        }
        #expect(
            rows == [
                "Gate.isOpen property 2-5 len 4 cc 3",
                "Gate.count property 6-6 len 1 cc 2",
                "Gate.init initializer 7-7 len 1 cc 1",
                "Gate.deinit deinitializer 8-8 len 1 cc 2",
                "Gate.subscript subscript 9-11 len 3 cc 2",
                "Gate.open function 12-14 len 3 cc 1",
                "Gate.open.helper function 13-13 len 1 cc 3",
            ])
        #expect(
            inventory.files == [
                FunctionInventory.File(
                    path: "Gate.swift", role: inventory.files.first?.role ?? .shared, functions: 7,
                    decisionPointsOutsideFunctions: 1)
            ])
    }

    @Test func jsonIsTheStableEncodingAndReadsBack() throws {
        let inventory = try Self.inventory(of: [
            "Gate.swift": Self.source, "Sub/Other.swift": "func f() { if a {} }\n",
            "Tests/GateTests.swift": "func testGate() { if a {} }\n",
        ])
        // Test files are left out, as in the analysis.
        #expect(inventory.files.map(\.path) == ["Gate.swift", "Sub/Other.swift"])
        let output = BufferedOutput()
        inventory.writeJSON(to: output)
        let written = String(decoding: output.bytes, as: UTF8.self)
        #expect(written == String(decoding: try StableJSON.encode(inventory), as: UTF8.self))
        #expect(written.contains("\"length\" : 4"))
        let decoded = try StableJSON.decoder().decode(
            FunctionInventory.self, from: Data(written.utf8))
        #expect(decoded == inventory)
        #expect(decoded.schemaVersion == FunctionInventory.currentSchemaVersion)
    }

    @Test func csvHasAHeaderAndQuotesByRFC4180() throws {
        let inventory = try Self.inventory(of: ["a,b \"c\".swift": "func f() {\n    if a {}\n}\n"])
        let output = BufferedOutput()
        inventory.writeCSV(to: output)
        let lines = String(decoding: output.bytes, as: UTF8.self).split(
            separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.first == "path,line,endLine,name,kind,complexity,length,role")
        #expect(lines.count == 3 && lines[2].isEmpty)
        #expect(
            lines.dropFirst().first?.hasPrefix("\"a,b \"\"c\"\".swift\",1,3,f,function,2,3,")
                == true)
    }

    @Test func orderIsByPathLineAndNameWhateverTheInputOrder() {
        let role = Role("view")
        let functions = [
            FunctionInventory.Function(
                path: "b.swift", line: 1, endLine: 2, name: "z", kind: .function, complexity: 1,
                role: role),
            FunctionInventory.Function(
                path: "a.swift", line: 5, endLine: 5, name: "y", kind: .property, complexity: 1,
                role: role),
            FunctionInventory.Function(
                path: "a.swift", line: 5, endLine: 5, name: "x", kind: .function, complexity: 1,
                role: role),
        ]
        let inventory = FunctionInventory(files: [], functions: functions)
        #expect(inventory.functions.map(\.name) == ["x", "y", "z"])
        #expect(FunctionInventory(files: [], functions: functions.reversed()) == inventory)
    }
}

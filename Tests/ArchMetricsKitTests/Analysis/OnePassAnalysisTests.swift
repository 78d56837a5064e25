import Foundation
import TestSupport
import Testing

@testable import ArchMetricsAnalysis
@testable import ArchMetricsClassification
@testable import ArchMetricsKit
@testable import ArchMetricsMeasurement
@testable import ArchMetricsModel
@testable import ArchMetricsSupport
@testable import SwiftScanning

/// `scan --analysis` and `report` read structure in the scanner's own lexing pass; these check
/// what that pass, the reader around it and the helpers it uses give, by expected values.
@Suite struct OnePassAnalysisTests {
    static func footballGather(_ variant: String) -> URL {
        Repository.path("FootballGather/\(variant)")
    }

    /// README "Coupling and complexity": MVP-C has no navigation coupling; MVC has every
    /// transition of the spec (7 screen pairs on the bundled core).
    @Test(arguments: [("MVC", 7), ("MVP-C", 0)])
    func scanAndAnalyzeFindsTheDocumentedNavigationCoupling(_ variant: String, _ screenPairs: Int) {
        let root = Self.footballGather(variant)
        let (scan, analyzed) = ScanAnalysis.run(
            paths: [root], options: ScanOptions(cancellation: CancellationToken()), name: "V")
        let architecture = analyzed.architecture
        #expect(scan == SourceScanner.scan(paths: [root]))
        #expect(architecture.coupling.navigationScreenPairs.count == screenPairs)
        #expect(architecture.diagnostics.isEmpty)
        // Test files are left out: no role `test` in either half.
        #expect(!architecture.complexity.roles.contains { $0.role == .test })
        #expect(architecture.complexity.role(.viewController).map { $0.functions > 0 } == true)
    }

    /// The pushing fixture: Login pushes the list, the list pushes Gather, and Gather pops back
    /// to the list through `PlayerListTogglable` (roles from the default rules, by file name).
    @Test func scanAndAnalyzeFindsThePushingFixturesTransitions() {
        let root = AnalysisComplexityTests.fixtureURL("coupling/Pushing").standardized
        let (_, analyzed) = ScanAnalysis.run(
            paths: [root], options: ScanOptions(cancellation: CancellationToken()), name: "V")
        let architecture = analyzed.architecture
        #expect(
            architecture.coupling.navigationScreenPairs.map { "\($0.from)>\($0.to)" }
                == ["Gather>PlayerList", "Login>PlayerList", "PlayerList>Gather"])
    }

    @Test func theScanLeavesOutOnlyFilesThatThePathRulesMakeTests() {
        let classifier = FileClassifier(cancellation: CancellationToken())
        let defaults = StructureScanCompanion(configuration: { classifier.isTestFileByPath($0) })
        #expect(!defaults.wantsTokens(ofFileAt: "Tests/GatherTests.swift"))
        #expect(!defaults.wantsTokens(ofFileAt: "App/FootballGatherTests/Mocks/Mock.swift"))
        #expect(defaults.wantsTokens(ofFileAt: "App/Gather/GatherViewController.swift"))
        // Named like a test but not in a test folder: only classification can tell, so it is read.
        #expect(defaults.wantsTokens(ofFileAt: "App/GatherTests.swift"))
        // The first matching path rule decides, as in classification.
        let rules = [RoleRule(.path, "**/Fixtures/**", .shared)] + RoleRule.defaults
        let withFixtures = FileClassifier(cancellation: CancellationToken(), rules: rules)
        let fixturesShared = StructureScanCompanion(configuration: {
            withFixtures.isTestFileByPath($0)
        })
        #expect(fixturesShared.wantsTokens(ofFileAt: "Tests/Fixtures/Sample.swift"))
        #expect(!fixturesShared.wantsTokens(ofFileAt: "Tests/Sample.swift"))
        let scanned = SourceScanner.scanRecords(
            paths: [Self.footballGather("MVC")], options: ScanOptions(),
            isTestPath: { classifier.isTestFileByPath($0) })
        let skipped = scanned.records.filter { $0.structure == nil }.map(\.path)
        #expect(!skipped.isEmpty, "\(skipped)")
        #expect(
            skipped.allSatisfy { $0.hasPrefix("Tests/") || $0.contains("Tests/") },
            "\(skipped)")
    }

    @Test func aPendingStructureResolvesToTheVariantsTypeNames() {
        var source = """
            final class GatherViewController: UIViewController {
                let presenter = GatherPresenter()
                func go() { if presenter.ready { navigate(to: PlayerListViewController()) } }
            }
            extension GatherPresenter { }
            """
        let pending = source.withUTF8 { buffer in
            var reader = SourceStructureReader(names: .typeLike)
            return reader.read(buffer)
        }
        let typeNames = TypeNameFilter(["GatherPresenter", "PlayerListViewController", "Unused"])
        let resolved = pending.resolved(to: typeNames)
        #expect(
            Self.referencedNames(resolved, typeNames)
                == ["GatherPresenter": 2, "PlayerListViewController": 1])
        #expect(
            resolved.functions.measuredFunctions
                == [MeasuredFunction(name: "GatherViewController.go", line: 3, decisionPoints: 1)])
        #expect(resolved.decisionPointsOutsideFunctions == 0)
    }

    static func referencedNames(
        _ structure: ResolvedFileStructure,
        _ typeNames: TypeNameFilter
    ) -> [String: Int] {
        Dictionary(
            uniqueKeysWithValues: structure.references.map {
                (typeNames.names[$0.type], $0.count)
            })
    }

    @Test func typeNamesAreNumberedAndFoundByTheirExactBytes() {
        var typeNames = TypeNameFilter(["Foo", "Bar", "Foo"])
        // Grows the table past its first 16 slots.
        for index in 0..<100 { typeNames.insert("Type\(index)") }
        #expect(typeNames.names.count == 102)
        #expect(typeNames.number(of: "Foo") == 0)
        #expect(typeNames.number(of: "Bar") == 1)
        #expect(typeNames.number(of: "Type99") == 101)
        #expect(typeNames.number(of: "Type100") == nil)
        #expect(typeNames.number(of: "Fo") == nil)
        #expect(typeNames.number(of: "") == nil)
        var source = Array("let x: Type42 = Bar()".utf8)
        source.withUnsafeMutableBufferPointer { mutable in
            let bytes = UnsafeBufferPointer(mutable)
            func number(_ start: Int, _ length: Int) -> Int? {
                typeNames.number(
                    of: bytes, start: start, length: length,
                    hash: IdentifierTally.hash(bytes, start, start + length))
            }
            #expect(number(7, 6) == 44)
            #expect(number(16, 3) == 1)
            #expect(number(4, 1) == nil)
        }
    }

    @Test func aTypeLikeTallySkipsNamesThatStartLowerCase() {
        var source = "let a = Foo(); var b: _Storage; c.Bar; `Baz`(); ünicode(); foo(); self.x\n"
        func read(_ names: IdentifierTally.Names) -> PendingFileStructure {
            source.withUTF8 { buffer in
                var reader = SourceStructureReader(names: names)
                return reader.read(buffer)
            }
        }
        let typeLike = read(.typeLike)
        #expect(!typeLike.identifiers.includesLowercaseNames)
        #expect(typeLike.identifiers.names() == ["Foo": 1, "_Storage": 1, "Baz": 1, "ünicode": 1])
        let everything = TypeNameFilter(["Foo", "_Storage", "Bar", "Baz", "ünicode"])
        #expect(!everything.hasLowercaseInitial)
        #expect(
            Self.referencedNames(typeLike.resolved(to: everything), everything)
                == ["Foo": 1, "_Storage": 1, "Baz": 1, "ünicode": 1])
        // `b` (a property's name), `Bar` and `x` (members) are no references.
        #expect(
            read(.all).identifiers.names()
                == [
                    "let": 1, "a": 1, "Foo": 1, "var": 1, "_Storage": 1, "c": 1, "Baz": 1,
                    "ünicode": 1,
                    "foo": 1, "self": 1,
                ])
        #expect(TypeNameFilter(["Foo", "foo"]).hasLowercaseInitial)
    }

    /// A type whose name starts with a lower-case letter was not tallied by the scan's pass:
    /// `scan --analysis` and `report` read the files again, and its references count like any
    /// other.
    @Test func aLowerCaseTypeNameIsCountedByReadingAgain() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = [
            "Modules/Login/LoginViewController.swift": """
            final class LoginViewController: UIViewController {
                let handler = loginHandler()
                func done() {
                    navigationController?.pushViewController(PlayerListViewController(),
                                                             animated: true)
                }
            }
            """,
            "Modules/Login/loginHandler.swift":
                "struct loginHandler { func go() -> Bool { true } }\n",
            "Modules/PlayerList/PlayerListViewController.swift":
                "final class PlayerListViewController: UIViewController {}\n",
        ]
        for (path, text) in files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(),
                withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        let configuration = ToolConfiguration(
            variants: [.init(name: "V", folder: folder)],
            focusVariant: "V", referenceVariant: "V")
        let snapshot = try SourceMetricsCollector.collect(configuration, in: testContext())
        let collected = try #require(snapshot.analysis?.variants.first)
        let scanned = ScanAnalysis.run(
            paths: [folder], options: ScanOptions(cancellation: CancellationToken()), name: "V"
        ).analyzed
            .architecture
        for architecture in [scanned, collected] {
            let coupling = architecture.coupling
            #expect(coupling.dependency(from: .viewController, to: .localModel)?.references == 1)
            #expect(
                coupling.navigationScreenPairs.map { "\($0.from)>\($0.to)" }
                    == ["Login>PlayerList"])
            #expect(
                architecture.complexity.topFunctions.map(\.name)
                    == ["LoginViewController.done", "loginHandler.go"])
        }
    }

    /// The pass handles a token once the eight after it have arrived, through a window of
    /// sixty-four: names and look-ahead must not depend on tokens that have left it (a long
    /// dotted extension name, a signature longer than the window, a file shorter than the
    /// look-ahead, an accessor list at the very end).
    @Test func tokensBeyondTheWindowStillCount() {
        let parameters = (1...100).map { "p\($0): Int" }.joined(separator: ", ")
        let extended = (1...40).map { "C\($0)" }.joined(separator: ".")
        let source = """
            extension \(extended) {
                func longSignature(\(parameters)) -> Int { if p1 > 0 { return p1 }; return p2 ?? 0 }
            }
            protocol Short { var value: Int { get set } }
            """
        let structure = SourceFileStructure.analyze(source: source)
        #expect(
            structure.functions
                == [MeasuredFunction(name: extended + ".longSignature", line: 2, decisionPoints: 2)]
        )
        #expect(structure.identifierCounts["C40"] == 1)
        #expect(
            SourceFileStructure.analyze(source: "func f() { if x {} }").functions
                == [MeasuredFunction(name: "f", line: 1, decisionPoints: 1)])
        #expect(SourceFileStructure.analyze(source: "extension Foo").identifierCounts["Foo"] == 1)
    }

    /// A body's `{` is told from a requirement list by the accessor words after it, at most
    /// eight tokens ahead: a requirement list of any length up to the limit, a getter written
    /// out, observers, and lists cut off by the end of the file.
    @Test func aBodyBraceIsToldFromARequirementListByTheAccessorWordsAfterIt() {
        let source = """
            protocol P {
                var a: Int { get }
                var b: Int { mutating get async throws }
                subscript(i: Int) -> Int { nonmutating get set }
                var seven: Int { get set get set get set get }
                var eight: Int { get set get set get set get set }
            }
            struct S {
                var c: Int { get { if x { return 1 }; return 2 } }
                var d: Int = 0 { didSet { if d > 1 {} } }
                var e: Int { return f ?? 0 }
                func g() { get() }
            }
            protocol Q { var h: Int { get set
            """
        let functions = SourceFileStructure.analyze(source: source).functions
        #expect(
            functions == [
                // Seven words and the `}` fit the look-ahead; eight do not, so it reads as a body.
                MeasuredFunction(name: "P.eight", line: 6, decisionPoints: 0),
                MeasuredFunction(name: "S.c", line: 9, decisionPoints: 1),
                MeasuredFunction(name: "S.d", line: 10, decisionPoints: 1),
                MeasuredFunction(name: "S.e", line: 11, decisionPoints: 1),
                MeasuredFunction(name: "S.g", line: 12, decisionPoints: 0),
                // No `}` before the end of the file: no requirement list, so a body.
                MeasuredFunction(name: "Q.h", line: 14, decisionPoints: 0),
            ])
    }

    /// As keywords, `let`, `return`, `private`… end a declaration waiting for its body at their
    /// depth; as argument labels they do not.
    @Test func wordsThatOnlyEndADeclarationEndOneThatIsWaiting() {
        let ended = SourceFileStructure.analyze(source: "func f() -> Int private { if x {} }")
        #expect(ended.functions.isEmpty)
        #expect(ended.decisionPointsOutsideFunctions == 1)
        let labelled = SourceFileStructure.analyze(
            source: "func f(private: Int, in x: Int) -> Int { let y = g(return: x); return y ?? 0 }"
        )
        #expect(labelled.functions == [MeasuredFunction(name: "f", line: 1, decisionPoints: 1)])
    }

    @Test func qualifiedNamesAreBuiltInOneByteBufferAndRepairedWhenRead() {
        // Prefixes copied from the buffer itself, an extension's dotted name, a function inside
        // a function, enough functions to grow the buffer, and invalid UTF-8 in a type name.
        var bytes = Array("extension A.B { func f() { func g() {} } }\nstruct T".utf8) + [0xFF]
        bytes += Array(" {\n".utf8)
        for index in 0..<500 { bytes += Array("    var p\(index): Int { 1 }\n".utf8) }
        bytes += Array("}\n".utf8)
        let functions = bytes.withUnsafeBufferPointer { buffer in
            var reader = SourceStructureReader(names: .all)
            return reader.read(buffer).functions
        }
        let names = functions.measuredFunctions.map(\.name)
        #expect(names.prefix(3) == ["A.B.f", "A.B.f.g", "T\u{FFFD}.p0"])
        #expect(names.count == 502)
        #expect(names.last == "T\u{FFFD}.p499")
        // The list keeps what it is given, and compares by the names it reads.
        #expect(FunctionList(functions.measuredFunctions) == functions)
    }

    /// The lookup table finds every word of the list, and nothing that only looks like one.
    @Test func structureKeywordsAreFoundByTheirExactBytes() {
        func keyword(_ text: String, paddedBy padding: String) -> StructureKeyword {
            var source = text + padding
            let token = SwiftToken(
                kind: .identifier, start: 0, end: text.utf8.count, firstLine: 1,
                lastLine: 1)
            return source.withUTF8 { StructureKeywordTable.shared.keyword(token, in: $0) }
        }
        for (word, expected) in StructureKeyword.words {
            // Near the end of a buffer the bytes are read one by one, elsewhere sixteen at a time.
            #expect(keyword(word, paddedBy: "") == expected, "\(word)")
            #expect(keyword(word, paddedBy: " = 0123456789abcdef") == expected, "\(word)")
        }
        let lookalikes = [
            "iff", "Func", "funcs", "fo", "f", "precedencegroups", "self", "Init",
            "inits", "ifelse", "iF", "returm", "precedencegroupx", "nonmutatinG", "é",
            "_if",
        ]
        for text in lookalikes {
            #expect(keyword(text, paddedBy: "") == .none, "\(text)")
            #expect(keyword(text, paddedBy: " { }0123456789abcdef") == .none, "\(text)")
        }
        #expect(Set(StructureKeyword.words.map(\.word)).count == StructureKeyword.words.count)
    }

    /// The hash reads eight bytes at a time when it can; near the end of a buffer it reads the
    /// tail byte by byte. Both must agree, or a name would not match itself.
    @Test(arguments: [1, 7, 8, 9, 15, 16, 17, 40])
    func hashIsTheSameWhereverTheBytesSit(_ length: Int) {
        let name = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz".utf8.prefix(length))
        let alone = name.withUnsafeBufferPointer { IdentifierTally.hash($0, 0, $0.count) }
        let padded = (Array("xx".utf8) + name + Array("yyyyyyyyyy".utf8)).withUnsafeBufferPointer {
            IdentifierTally.hash($0, 2, 2 + length)
        }
        #expect(alone == padded)
        let other = (name.dropLast() + Array("!".utf8)).withUnsafeBufferPointer {
            IdentifierTally.hash($0, 0, $0.count)
        }
        #expect(other != alone)
    }

    @Test func globsMatchSplitPaths() {
        let paths = [
            "Modules/Gather/GatherViewController.swift", "App/Networking/API.swift",
            "Networking/API.swift", "/leading//double/slash.swift",
            "Tests/GatherTests/GatherTests.swift", "a.swift", "",
        ]
        // Per glob, in the order of `paths`: whether it matches the path, and the depth of the
        // shortest leading folder path it matches (nil: none).
        let no = false
        let yes = true
        let expected: [(glob: String, matches: [Bool], folderDepths: [Int?])] = [
            ("**/Networking/**", [no, yes, yes, no, no, no, no], [nil, 2, 1, nil, nil, nil, nil]),
            ("Modules/*", [no, no, no, no, no, no, no], [2, nil, nil, nil, nil, nil, nil]),
            ("**/*Tests/**", [no, no, no, no, yes, no, no], [nil, nil, nil, nil, 1, nil, nil]),
            ("a.swift", [no, no, no, no, no, yes, no], [nil, nil, nil, nil, nil, nil, nil]),
            ("*/G?ther", [no, no, no, no, no, no, no], [2, nil, nil, nil, nil, nil, nil]),
            ("**", [yes, yes, yes, yes, yes, yes, yes], [1, 1, 1, 1, 1, nil, nil]),
        ]
        for (pattern, matches, folderDepths) in expected {
            let glob = PathGlob(pattern)
            #expect(paths.map { glob.matches(SplitPath($0)) } == matches, "\(pattern)")
            #expect(
                paths.map { glob.matchingFolderDepth(in: SplitPath($0)) } == folderDepths,
                "\(pattern)")
        }
        // Empty components (a leading `/`, `//`) are dropped.
        #expect(SplitPath("/leading//double/slash.swift").count == 3)
    }

    @Test(arguments: [0, 1, 255, 256, 257, 1000, 4097])
    func parallelMapKeepsOrder(_ count: Int) {
        let numbers = Array(0..<count)
        #expect(numbers.parallelMap { "\($0 * 3)" } == numbers.map { "\($0 * 3)" })
    }
}

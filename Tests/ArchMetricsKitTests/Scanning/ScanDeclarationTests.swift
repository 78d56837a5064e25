import SwiftScanning
import Testing

@Suite struct ScanDeclarationTests {
    private func declarations(_ source: String) -> [TypeDeclaration] {
        SourceScanner.scan(source: source).declarations
    }

    @Test func findsEveryKindWithNameInheritanceAndLines() {
        let found = declarations(
            """
            import UIKit

            final class PlayerListViewController: UIViewController, Coordinated {
                struct Nested {}
            }
            struct Player: Codable, Hashable {}
            enum Team: String, CaseIterable { case a, b }
            protocol Coordinator: AnyObject {
                func start()
            }
            actor Cache {}
            extension Player: Identifiable {
                var id: Int { 0 }
            }
            """)
        #expect(
            found == [
                TypeDeclaration(
                    kind: .class, name: "PlayerListViewController",
                    inheritedTypes: ["UIViewController", "Coordinated"], firstLine: 3, lastLine: 5),
                TypeDeclaration(
                    kind: .struct, name: "Player", inheritedTypes: ["Codable", "Hashable"],
                    firstLine: 6, lastLine: 6),
                TypeDeclaration(
                    kind: .enum, name: "Team", inheritedTypes: ["String", "CaseIterable"],
                    firstLine: 7, lastLine: 7),
                TypeDeclaration(
                    kind: .protocol, name: "Coordinator", inheritedTypes: ["AnyObject"],
                    firstLine: 8, lastLine: 10),
                TypeDeclaration(kind: .actor, name: "Cache", firstLine: 11, lastLine: 11),
                TypeDeclaration(
                    kind: .extension, name: "Player", inheritedTypes: ["Identifiable"],
                    firstLine: 12, lastLine: 14),
            ])
    }

    @Test func genericsAndWhereClausesAreKeptAsWritten() {
        let found = declarations(
            """
            struct Box<T: Equatable>: Container, Equatable where T: Hashable {
            }
            class Store<Key, Value>: Base<Dictionary<Key, Value>>, Publisher<[Value], Never> {}
            extension Array where Element == Player {}
            extension Dictionary: Storable where Key == String, Value: Codable {}
            extension Foo.Bar: P {}
            final class Model: @unchecked Sendable {}
            """)
        #expect(found.map(\.name) == ["Box", "Store", "Array", "Dictionary", "Foo.Bar", "Model"])
        #expect(found[0].inheritedTypes == ["Container", "Equatable"])
        #expect(
            found[1].inheritedTypes == [
                "Base<Dictionary<Key, Value>>", "Publisher<[Value], Never>",
            ])
        #expect(found[2].inheritedTypes == [])
        #expect(found[3].inheritedTypes == ["Storable"])
        #expect(found[4].inheritedTypes == ["P"])
        #expect(found[5].inheritedTypes == ["@unchecked Sendable"])
        #expect(found[0].firstLine == 1 && found[0].lastLine == 2)
    }

    @Test func attributesAndModifiersStartTheDeclaration() {
        let found = declarations(
            """
            @MainActor
            @available(iOS 13, macOS 10.15, *)
            public final class Coordinator {
            }

            // A comment is not part of the declaration.
            public
            enum Direction {}
            @testable import Foo
            struct After {}
            """)
        #expect(found.map(\.firstLine) == [1, 7, 10])
        #expect(found.map(\.lastLine) == [4, 8, 10])
    }

    @Test func nestedAndLocalTypesAreNotTopLevel() {
        let found = declarations(
            """
            struct Outer {
                class Inner {}
                enum Kind {}
            }
            func make() {
                struct Local {}
            }
            let closure = { class InClosure {} }
            """)
        #expect(found.map(\.name) == ["Outer"])
    }

    @Test func typesInsideConditionalCompilationAreTopLevel() {
        let found = declarations(
            """
            #if canImport(UIKit)
            import UIKit
            class A: UIView {}
            #else
            class A: NSView {}
            #endif
            """)
        #expect(found.map(\.inheritedTypes) == [["UIView"], ["NSView"]])
        #expect(found.map(\.firstLine) == [3, 5])
    }

    @Test func wordsInStringsCommentsAndIdentifiersAreNotDeclarations() {
        let found = declarations(
            """
            // class NotInComment {}
            let text = "struct NotInString {}"
            let actor = 1
            /* enum NotInBlock {} */
            let multi = \"\"\"
                protocol NotInMultiLine {}
                \"\"\"
            struct Real {}
            """)
        #expect(found.map(\.name) == ["Real"])
        #expect(found.first?.firstLine == 8)
    }

    @Test func multiLineHeadersAndBacktickNames() {
        let found = declarations(
            """
            class PlayerDetailPresenter:
                PlayerDetailPresenterProtocol,
                // a comment between conformances
                Sendable
            {
                func a() {}
            }
            enum `Type` {}
            """)
        #expect(found.first?.inheritedTypes == ["PlayerDetailPresenterProtocol", "Sendable"])
        #expect(found.first.map { ($0.firstLine, $0.lastLine) } ?? (0, 0) == (1, 7))
        #expect(found.last?.name == "Type")
    }

    @Test func unterminatedBodyEndsAtTheLastToken() {
        let found = declarations("struct Open {\n    var a = 1\n\n")
        #expect(found == [TypeDeclaration(kind: .struct, name: "Open", firstLine: 1, lastLine: 2)])
    }

    /// Top-level typealiases are kept by name (classification reads a file named after one);
    /// one inside a type is not top-level, and none is a type declaration.
    @Test func findsTopLevelTypealiasesByName() {
        let file = SourceScanner.scan(
            source: """
                typealias MoviesListViewModel = MoviesListViewModelInput & MoviesListViewModelOutput
                @available(iOS 15, *) public typealias `Default` = Int
                struct Box {
                    typealias Element = Int
                }
                """)
        #expect(file.typealiases == ["MoviesListViewModel", "Default"])
        #expect(file.declarations.map(\.name) == ["Box"])
    }
}

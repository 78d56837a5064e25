import ArchMetricsSupport
import Foundation
import TestSupport
import Testing

@testable import ArchMetricsClassification
@testable import ArchMetricsModel
@testable import SwiftScanning

/// Docs/configuration.md's numbered precedence ("Evidence is weighed in one order") read from
/// the doc and checked against what the classifier does: for each step and the one after
/// it, a file carrying both pieces of evidence, each saying another role, gets the earlier
/// step's. A reordered or added step in either the doc or the code fails here.
@Suite struct PrecedenceDocTests {
    /// One step of the precedence: a file carrying its evidence, and the role it says.
    struct Step {
        /// Folders the file sits in (outermost first).
        var folders: [String] = []
        /// The type's name suffix, if this step's evidence is a name.
        var suffix: String?
        var inherits: [String] = []
        var role: Role
    }

    /// Each step the doc may name, by the words it starts with, and evidence of it.
    static let steps: [String: Step] = [
        "path globs giving a role other than shared": Step(folders: ["AppTests"], role: .test),
        "name suffixes": Step(suffix: "Presenter", role: .presenter),
        "conformances and superclasses": Step(
            inherits: ["UIViewController"], role: .viewController),
        "the nearest enclosing folder named for a role": Step(folders: ["Routers"], role: .router),
        "path globs giving shared": Step(folders: ["Utils"], role: .shared),
    ]

    /// The emphasised words of each numbered item of the precedence list, in order.
    static func documentedOrder() throws -> [String] {
        let doc = try String(
            contentsOf: Repository.path("Docs/configuration.md"), encoding: .utf8)
        let start = try #require(doc.range(of: "Evidence is weighed in one order"))
        var order: [String] = []
        for line in doc[start.upperBound...].split(
            separator: "\n", omittingEmptySubsequences: false
        )
        .dropFirst() {
            guard let dot = line.firstIndex(of: "."), line[..<dot].allSatisfy(\.isNumber),
                !line[..<dot].isEmpty
            else {
                if line.isEmpty || line.hasPrefix(" ") { continue } else { break }
            }
            let item = line[line.index(after: dot)...].drop { $0 == " " }
            guard item.hasPrefix("*"), let end = item.dropFirst().firstIndex(of: "*") else {
                Issue.record("precedence item without emphasised words: \(line)")
                continue
            }
            order.append(String(item[item.index(after: item.startIndex)..<end]))
        }
        return order
    }

    @Test func theDocumentedStepsAreTheClassifiersInItsOrder() throws {
        let order = try Self.documentedOrder()
        #expect(order.count == Self.steps.count, "documented: \(order)")
        for name in order where Self.steps[name] == nil {
            Issue.record("Docs/configuration.md names an unknown step: \(name)")
        }
        for (stronger, weaker) in zip(order, order.dropFirst()) {
            guard let first = Self.steps[stronger], let second = Self.steps[weaker] else {
                continue
            }
            // A screen the file is on (`Modules/Checkout`, with its view controller), so a
            // glob saying shared meets evidence that places the file, as documented.
            let folders = ["Modules", "Checkout"] + first.folders + second.folders
            let name = "Flow" + (first.suffix ?? second.suffix ?? "")
            let file = scanned(
                (folders + [name + ".swift"]).joined(separator: "/"),
                [(.class, name, first.inherits + second.inherits, 10)])
            let placed = FileClassifier(cancellation: CancellationToken()).classify([
                scannedClass(
                    "Modules/Checkout/CheckoutViewController.swift", inherits: ["UIViewController"]),
                file,
            ])
            let role = placed.first { $0.path == file.path }?.role
            #expect(
                role == first.role,
                "\(stronger) should outrank \(weaker): \(file.path) is \(role.map(\.rawValue) ?? "missing")"
            )
        }
    }
}

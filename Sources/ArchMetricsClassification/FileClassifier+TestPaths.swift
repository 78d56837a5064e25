import ArchMetricsModel
import SwiftScanning

extension FileClassifier {
    /// What the file at `path` may be, before it is read: a test whatever it holds
    /// (`isTestFileByPath`), possibly a test when a rule other than a path rule gives role
    /// `.test` (a configured suffix `Tests`: its contents decide), else never one. A file's role
    /// is the verdict of its targets or a rule's, so no other file can be classified a test.
    /// The scan reads what the test inventory needs of every file that may be a test, in its
    /// one lexing pass.
    package func testPathVerdict(_ path: String) -> TestPathVerdict {
        if isTestFileByPath(path) { return .test }
        return rulesByContentsGiveTests ? .possibleTest : .notTest
    }

    /// Whether a rule of any kind but a path (a suffix, a conformance, a folder: weighed with
    /// the file's declarations and its neighbours') gives role `.test`.
    private var rulesByContentsGiveTests: Bool {
        let givesTests = { (rule: RoleRule) in rule.kind != .path && rule.role == .test }
        return rules.contains(where: givesTests) || unidirectionalRules.contains(where: givesTests)
    }
}

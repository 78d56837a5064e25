import Foundation
import TestSupport
import Testing

/// The command line's front door: help, and a command it does not know.
@Suite struct CLITests {
    @Test func helpListsCommandsAndExitsZero() throws {
        let result = try BuiltTool.run(["--help"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("USAGE: archmetrics <command>"))
    }

    @Test func unknownCommandIsAUsageError() throws {
        let result = try BuiltTool.run(["frobnicate"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("unknown command 'frobnicate'"))
        #expect(result.stderr.contains("expected one of"))
    }
}

import Foundation
import Testing

@testable import ArchMetricsClassification
@testable import ArchMetricsKit
@testable import ArchMetricsModel
@testable import ArchMetricsSupport

/// Inputs built to hurt (issue 32): configs nested absurdly deep, huge, or with a key written
/// twice, and globs that make a backtracking matcher explode. Each must be refused or handled
/// in time proportional to its size. The time bounds below are loose guards against a
/// quadratic or exponential cost coming back (each is 10 to 1,000 times what the linear code
/// takes, and far below what the old code took); `Benchmarks/input-scaling-benchmark.sh`
/// measures the growth itself.
@Suite struct HostileInputTests {
    func parseError(_ text: String) -> String? {
        inputErrorMessage {
            _ = try ConfigurationFile.parse(
                text, path: "archmetrics.json", cancellation: CancellationToken())
        }
    }

    func seconds(_ work: () throws -> Void) rethrows -> Double {
        let start = ContinuousClock.now
        try work()
        let elapsed = ContinuousClock.now - start
        return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    }

    @Test func aConfigNestedTooDeepIsRefusedWhereTheDepthIsPassed() {
        // `{"description": ` is 16 characters; the root object is one level, so the 512th
        // `[` (column 16 + 512) is the first too many.
        let depth = 3_000
        let text =
            #"{"description": "# + String(repeating: "[", count: depth)
            + String(repeating: "]", count: depth) + "}"
        let message = parseError(text)
        #expect(
            message?.hasPrefix(
                "archmetrics.json:1:528: nested more than 512 arrays or objects deep")
                == true, "\(message ?? "no error")")
    }

    @Test func aMillionLevelsCostOnePassNotTheMachine() throws {
        let depth = 1_000_000
        let text = "[" + String(repeating: "{\"a\":[", count: depth) + "1"
        var message: String?
        let elapsed = seconds { message = parseError(text) }
        #expect(message?.contains("nested more than 512") == true, "\(message ?? "no error")")
        #expect(elapsed < 10, "took \(elapsed) s")
    }

    @Test func aKeyWrittenTwiceIsRefusedAtItsSecondWriting() {
        let top = parseError("{\n  \"focus\": \"MVP-C\",\n  \"focus\": \"MVC\"\n}")
        #expect(
            top?.hasPrefix(
                "archmetrics.json:3:3: duplicate key \"focus\"; each key may appear once")
                == true, "\(top ?? "no error")")
        let nested = parseError(
            #"{"roleRules": [{"suffix": "View", "role": "view", "suffix": "Screen"}]}"#)
        #expect(
            nested?.hasPrefix("archmetrics.json:1:51: duplicate key \"suffix\" in roleRules[0]")
                == true, "\(nested ?? "no error")")
        // The same key in two objects is no duplicate.
        #expect(
            parseError(
                #"{"roleRules": [{"suffix": "A", "role": "view"}, {"suffix": "B", "role": "view"}]}"#
            )
                == nil)
    }

    @Test func aVariantNameOrPathWithAControlCharacterIsRefused() {
        let message = parseError(#"{"variants": [{"name": "M\nVC", "path": "MVC"}]}"#)
        #expect(
            message?.hasPrefix(
                "archmetrics.json:1:24: a variant's name cannot contain control characters "
                    + "(this one holds a newline (U+000A))") == true, "\(message ?? "no error")")
        let tab = parseError(#"{"variants": [{"name": "MVC", "path": "M\tVC"}]}"#)
        #expect(tab?.contains("a variant's path cannot contain control characters") == true)
    }

    /// Old cost: every object's keys found by scanning every value of the document, and the
    /// i-th rule reached by decoding the i before it (6,000 rules took 17 s).
    @Test func tenThousandsOfRoleRulesDecodeInLinearTime() throws {
        let count = 30_000
        let rules = (0..<count).map { #"{"suffix": "Thing\#($0)", "role": "shared"}"# }
        let text = #"{"roleRules": [\#(rules.joined(separator: ",\n"))]}"#
        var file: ConfigurationFile?
        let elapsed = try seconds {
            file = try ConfigurationFile.parse(
                text, path: "a.json", cancellation: CancellationToken())
        }
        #expect(file?.rules?.count == count)
        #expect(file?.rules?.last?.pattern == "Thing\(count - 1)")
        #expect(elapsed < 20, "took \(elapsed) s")
    }

    @Test func positionsAndKeyOrderSurviveTheLinearIndex() throws {
        let positions = JSONPositions(
            "{\"b\": [1, {\"x\": 2}],\n \"a\": {\"z\": 1, \"y\": 2}}",
            cancellation: CancellationToken())
        #expect(positions.keys(of: []) == ["b", "a"])
        #expect(positions.keys(of: [.key("a")]) == ["z", "y"])
        #expect(
            positions.position(of: [.key("b"), .index(1), .key("x")]) == .init(line: 1, column: 17))
        #expect(
            positions.position(of: [.key("a"), .key("y")], preferringKey: true)
                == .init(line: 2, column: 16))
        #expect(positions.entry(at: [.key("b")])?.kindName == "an array")
        #expect(positions.entry(at: [.key("b"), .index(2)]) == nil)
        // A missing path falls back to its nearest written parent.
        #expect(positions.position(of: [.key("a"), .key("w")]) == .init(line: 2, column: 7))
    }

    /// Old cost: `*` tried every split, so each more `*a` multiplied the work (a 28-letter name
    /// took 5.3 s, a 40-letter one over ten minutes).
    @Test func globsWithManyStarsMatchInPolynomialTime() {
        let glob = PathGlob("**/*a*a*a*a*a*a*a*a*a*a*a*a*b")
        var matched = true
        let elapsed = seconds {
            matched = glob.matches("Sources/" + String(repeating: "a", count: 40) + ".swift")
        }
        #expect(!matched)
        #expect(elapsed < 2, "took \(elapsed) s")
        #expect(glob.matches("x/" + String(repeating: "a", count: 40) + "b"))
        // The same over components: each `**` tried every split of the rest of the path.
        let deep = PathGlob(String(repeating: "**/a/", count: 12) + "b")
        let path = Array(repeating: "a", count: 60).joined(separator: "/") + "/c"
        let deepElapsed = seconds { matched = deep.matches(path) }
        #expect(!matched)
        #expect(deepElapsed < 2, "took \(deepElapsed) s")
        #expect(deep.matches(Array(repeating: "a", count: 60).joined(separator: "/") + "/b"))
    }

    /// The linear matcher agrees with a regular expression on every small pattern and path
    /// over a tiny alphabet (`*` within a component, `**` any run of whole components).
    @Test func globsAgreeWithARegularExpressionOnSmallCases() throws {
        var random = SplitMix64(seed: 32)
        let pieces = ["a", "b", "*", "?", "**", "a*", "*b", "?a"]
        for _ in 0..<3_000 {
            let pattern = (0..<Int.random(in: 1...4, using: &random)).map { _ in
                pieces.randomElement(using: &random)!
            }.joined(separator: "/")
            let path = (0..<Int.random(in: 1...4, using: &random)).map { _ in
                String(
                    (0..<Int.random(in: 1...3, using: &random)).map { _ in
                        "ab".randomElement(using: &random)!
                    })
            }.joined(separator: "/")
            let slashed = "/" + path
            let expected =
                try Self.regex(for: pattern).firstMatch(
                    in: slashed, range: NSRange(slashed.startIndex..., in: slashed)) != nil
            #expect(PathGlob(pattern).matches(path) == expected, "\(pattern) against \(path)")
        }
    }

    /// `**` as any run of whole components (none included), `*` as any run within one, `?` as
    /// one character; matched against the path with a `/` before each component.
    static func regex(for pattern: String) throws -> NSRegularExpression {
        let expression = pattern.split(separator: "/").map { part in
            part == "**"
                ? "(?:/[^/]+)*"
                : "/" + part.map { $0 == "*" ? "[^/]*" : $0 == "?" ? "[^/]" : String($0) }.joined()
        }.joined()
        return try NSRegularExpression(pattern: "^" + expression + "$")
    }
}

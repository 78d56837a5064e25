import Foundation
import SwiftScanning
import TestSupport
import Testing

/// The house's rule that no function of the tool is over 80 lines, read from the sources with
/// the tool's own structure pass (the function inventory `scan --analysis` lists), so what counts
/// as a function and where it ends is what the tool itself says, not a regex's guess.
@Suite struct FunctionLengthTests {
    static let longest = 80

    /// Every function, initialiser, accessor and subscript of `Sources/` longer than `longest`
    /// lines, from its declaring keyword's line to its closing brace's, as `path:line name (N
    /// lines)`.
    static func tooLong(under folder: String) throws -> [String] {
        var found: [String] = []
        for (relative, text) in try Repository.swiftFiles(under: folder) {
            let functions = SourceFileStructure.analyze(source: text).functionList
            for function in functions.all {
                let length = function.endLine - function.line + 1
                guard length > longest else { continue }
                found.append(
                    "\(folder)/\(relative):\(function.line) \(functions.name(of: function)) "
                        + "(\(length) lines)")
            }
        }
        return found.sorted()
    }

    @Test func noFunctionOfTheToolIsOverEightyLines() throws {
        let found = try Self.tooLong(under: "Sources")
        let list = found.joined(separator: "\n")
        #expect(
            found.isEmpty,
            "split these by concern (at most \(Self.longest) lines, declaration to brace):\n\(list)"
        )
    }
}

import ArchMetricsModel
import SwiftScanning

/// Pairs files that disappeared with files that appeared in the same variant, so that a moved or
/// renamed file is reported as one rename instead of a removal plus an addition.
///
/// Evidence, strongest first: identical content metrics *and* declarations; the same primary type;
/// the same declared type names; identical content metrics (lines and bytes) alone. Each pass
/// pairs in path order, so the result is deterministic.

package enum RenameMatcher {
    /// A removed file matched with an added one.
    package struct Pair: Equatable, Sendable {
        package var removed: ClassifiedFile
        package var added: ClassifiedFile
    }

    /// Returns the pairs found and the files left unpaired on each side.
    package static func match(removed: [ClassifiedFile], added: [ClassifiedFile])
        -> (pairs: [Pair], removed: [ClassifiedFile], added: [ClassifiedFile])
    {
        var removedLeft = removed.sorted { $0.path < $1.path }
        var addedLeft = added.sorted { $0.path < $1.path }
        var pairs: [Pair] = []
        let rules: [(ClassifiedFile, ClassifiedFile) -> Bool] = [
            { sameContent($0, $1) && declarationNames($0) == declarationNames($1) },
            { $0.primaryType != nil && $0.primaryType == $1.primaryType },
            { !$0.declarations.isEmpty && declarationNames($0) == declarationNames($1) },
            { sameContent($0, $1) && $0.lines.physical > 0 },
        ]
        for rule in rules {
            var index = 0
            while index < removedLeft.count {
                if let match = addedLeft.firstIndex(where: { rule(removedLeft[index], $0) }) {
                    pairs.append(Pair(removed: removedLeft[index], added: addedLeft[match]))
                    removedLeft.remove(at: index)
                    addedLeft.remove(at: match)
                } else {
                    index += 1
                }
            }
        }
        return (pairs.sorted { $0.added.path < $1.added.path }, removedLeft, addedLeft)
    }

    private static func sameContent(_ a: ClassifiedFile, _ b: ClassifiedFile) -> Bool {
        a.lines == b.lines && a.bytes == b.bytes
    }

    private static func declarationNames(_ file: ClassifiedFile) -> [String] {
        file.declarations.map { "\($0.kind.rawValue) \($0.name)" }
    }
}

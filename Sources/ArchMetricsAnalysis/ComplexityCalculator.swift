import ArchMetricsModel
import SwiftScanning

/// Adds up the functions' cyclomatic complexity per role, picks the most complex functions, and
/// lists them all (`scan --analysis --format json|csv`).

enum ComplexityCalculator {
    /// How many of a variant's most complex functions the summary keeps.
    static let topFunctionCount = 10

    static func summary(of files: [AnalyzedFile]) -> ComplexitySummary {
        // One pass over the files, copying no function: a large tree has tens of thousands.
        var byRole: [Role: RoleComplexity] = [:]
        var topComplexities = TopValues(count: topFunctionCount)
        for analyzed in files {
            let role = analyzed.file.role
            var summary =
                byRole[role]
                ?? RoleComplexity(
                    role: role, files: 0, functions: 0, totalComplexity: 0,
                    maximumComplexity: 0, decisionPointsOutsideFunctions: 0)
            summary.files += 1
            summary.functions += analyzed.structure.functions.all.count
            summary.decisionPointsOutsideFunctions +=
                analyzed.structure.decisionPointsOutsideFunctions
            for function in analyzed.structure.functions.all {
                let complexity = function.complexity
                summary.totalComplexity += complexity
                summary.maximumComplexity = max(summary.maximumComplexity, complexity)
                topComplexities.add(complexity)
            }
            byRole[role] = summary
        }
        let roles = byRole.keys.sorted().compactMap { byRole[$0] }
        // Only functions at least as complex as the tenth most complex are candidates, and
        // only the ten kept get their names read: when many functions tie (all of a file's
        // thousands of nested functions), reading every candidate's qualified name would take
        // time and memory quadratic in the nesting.
        let threshold = topComplexities.seen > topFunctionCount ? topComplexities.smallest : 0
        let candidates = files.indices.flatMap { file in
            files[file].structure.functions.all.indices.lazy.filter {
                files[file].structure.functions.all[$0].complexity >= threshold
            }.map { (file: file, function: $0) }
        }
        func key(_ candidate: (file: Int, function: Int)) -> (Int, String, Int) {
            let function = files[candidate.file].structure.functions.all[candidate.function]
            return (-function.complexity, files[candidate.file].file.path, function.line)
        }
        let top = candidates.sorted { key($0) < key($1) }.prefix(topFunctionCount).map {
            candidate in
            let analyzed = files[candidate.file]
            let functions = analyzed.structure.functions
            let function = functions.all[candidate.function]
            return FunctionComplexity(
                name: functions.name(of: function), path: analyzed.file.path,
                line: function.line, role: analyzed.file.role,
                screen: analyzed.file.screen, complexity: function.complexity)
        }
        return ComplexitySummary(roles: roles, topFunctions: top)
    }

    /// Every function of `files`, with the files themselves (those without functions too).
    static func inventory(of files: [AnalyzedFile]) -> FunctionInventory {
        var entries: [FunctionInventory.File] = []
        var functions: [FunctionInventory.Function] = []
        entries.reserveCapacity(files.count)
        for analyzed in files {
            let list = analyzed.structure.functions
            entries.append(
                FunctionInventory.File(
                    path: analyzed.file.path, role: analyzed.file.role,
                    functions: list.all.count,
                    decisionPointsOutsideFunctions: analyzed.structure
                        .decisionPointsOutsideFunctions
                ))
            for function in list.all {
                functions.append(
                    FunctionInventory.Function(
                        path: analyzed.file.path, line: function.line, endLine: function.endLine,
                        name: list.name(of: function), kind: function.kind,
                        complexity: function.complexity, role: analyzed.file.role))
            }
        }
        return FunctionInventory(files: entries, functions: functions)
    }

    /// The largest `count` values seen so far (ascending), and how many values were seen.
    private struct TopValues {
        let count: Int
        private(set) var values: [Int] = []
        private(set) var seen = 0

        init(count: Int) { self.count = count }

        /// The smallest of the kept values: the `count`-th largest seen once `seen >= count`.
        var smallest: Int { values.first ?? 0 }

        mutating func add(_ value: Int) {
            seen += 1
            if values.count == count {
                guard value > values[0] else { return }
                values.removeFirst()
            }
            values.insert(value, at: values.firstIndex { $0 > value } ?? values.count)
        }
    }
}

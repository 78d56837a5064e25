/// Adds up the functions' cyclomatic complexity per role and picks the most complex functions.
enum ComplexityCalculator {
    /// How many of a variant's most complex functions the summary keeps.
    static let topFunctionCount = 10

    static func summary(of files: [AnalyzedFile]) -> ComplexitySummary {
        let roles = Role.allCases.compactMap { role -> RoleComplexity? in
            let members = files.filter { $0.file.role == role }
            guard !members.isEmpty else { return nil }
            let functions = members.flatMap(\.structure.functions)
            return RoleComplexity(role: role, files: members.count, functions: functions.count,
                                  totalComplexity: functions.reduce(0) { $0 + $1.complexity },
                                  maximumComplexity: functions.map(\.complexity).max() ?? 0,
                                  decisionPointsOutsideFunctions: members.reduce(0) { $0 + $1.structure.decisionPointsOutsideFunctions })
        }
        // Only functions at least as complex as the tenth most complex become values: a large
        // tree has tens of thousands of functions.
        let complexities = files.flatMap { $0.structure.functions.map(\.complexity) }.sorted(by: >)
        let threshold = complexities.count > topFunctionCount ? complexities[topFunctionCount - 1] : 0
        let candidates = files.flatMap { analyzed in
            analyzed.structure.functions.lazy.filter { $0.complexity >= threshold }.map { function in
                FunctionComplexity(name: function.name, path: analyzed.file.path, line: function.line, role: analyzed.file.role,
                                   screen: analyzed.file.screen, complexity: function.complexity)
            }
        }
        let top = candidates.sorted { ($1.complexity, $0.path, $0.line) < ($0.complexity, $1.path, $1.line) }.prefix(topFunctionCount)
        return ComplexitySummary(roles: roles, topFunctions: Array(top))
    }
}

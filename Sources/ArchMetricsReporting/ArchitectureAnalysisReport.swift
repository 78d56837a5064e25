import ArchMetricsModel
import ArchMetricsSupport
import Foundation

/// The "Coupling" and "Complexity" sections of `comparison.md`: tables with the variants side
/// by side (focus variant first, deltas as the article writes them), and a Mermaid diagram of
/// each variant's screens and navigation edges.
package enum ArchitectureAnalysisReport {
    /// `## Coupling` and `## Complexity` as Markdown, for `scan --analysis`. `catalog` gives
    /// the roles' words and order (a configuration's own roles, `Reducers`); `toolCommand`
    /// how a note names the tool (`ToolInvocation.command` for the run's environment).
    package static func markdown(
        _ analysis: ArchitectureAnalysis, focusVariant: String, catalog: RoleCatalog = .builtIn,
        toolCommand: String
    ) -> String {
        MarkdownReportFormatter.text(
            ReportDocument(
                blocks(
                    analysis, focusVariant: focusVariant, catalog: catalog,
                    toolCommand: toolCommand)))
    }

    /// The two sections as blocks: tables with the variants side by side, and each variant's
    /// navigation drawn as a Mermaid diagram between them. A part of `ComparisonReport`.
    package static func blocks(
        _ analysis: ArchitectureAnalysis, focusVariant: String, catalog: RoleCatalog = .builtIn,
        toolCommand: String
    ) -> [ReportBlock] {
        let variants = ordered(analysis, focusVariant: focusVariant)
        var blocks: [ReportBlock] = [
            .heading("Coupling", level: 2),
            .paragraph(
                "Who references whom: an identifier in code naming a type declared in another file of the same variant "
                    + "(comments, strings and test files excluded). **Navigation coupling** is a view controller, view, "
                    + "presenter or view model referring to *another screen's* view controller: the flow logic coordinators "
                    + "take out of the screens."),
        ]
        blocks += couplingTables(
            variants, focusVariant: focusVariant, catalog: catalog, toolCommand: toolCommand
        ).map { .table($0, level: 3) }
        blocks += [
            .heading("Navigation between screens", level: 3),
            .paragraph(
                "Solid arrows: navigation coupling (references, from a screen's own parts). Dashed arrows: flow held by "
                    + "the screen's \(flowHolderWords(variants, catalog: catalog, plural: false))."),
        ]
        // One diagram per variant: long, and read one at a time, so folded together.
        if !variants.isEmpty {
            blocks.append(
                .folded(
                    summary:
                        "Show the diagrams (\(variants.count) variant\(variants.count == 1 ? "" : "s"))",
                    variants.flatMap { variant -> [ReportBlock] in
                        [
                            .heading(TextEscaping.markdownText(variant.name), level: 4),
                            .code(language: "mermaid", lines: mermaid(variant, catalog: catalog)),
                        ]
                    }))
        }
        blocks += [
            .heading("Complexity", level: 2),
            .paragraph(
                "Cyclomatic complexity per function: 1 + its decision points (`if`, `guard`, `for`, `while`, `repeat`, each "
                    + "`case` label of a `switch`, `catch`, `&&`, `||`, `??`, the ternary `?:`), closures counted in their "
                    + "function. Functions are `func`, `init`, `deinit`, `subscript` and computed or observed properties "
                    + "with a body; test files are excluded."),
        ]
        return blocks
            + complexityTables(variants, focusVariant: focusVariant, catalog: catalog).map {
                .table($0, level: 3)
            }
    }

    /// Focus variant first, the others in analysis order.
    static func ordered(_ analysis: ArchitectureAnalysis, focusVariant: String)
        -> [VariantArchitecture]
    {
        analysis.variants.filter { $0.name == focusVariant }
            + analysis.variants.filter { $0.name != focusVariant }
    }

    // MARK: - Coupling tables

    static func couplingTables(
        _ variants: [VariantArchitecture], focusVariant: String, catalog: RoleCatalog = .builtIn,
        toolCommand: String
    ) -> [ReportTable] {
        [
            couplingSummaryTable(variants, focusVariant: focusVariant, catalog: catalog),
            navigationTable(variants), roleMatrixTable(variants, catalog: catalog),
            fansTable(variants, catalog: catalog),
        ]
            + [
                stabilityTable(variants, catalog: catalog),
                rulesTable(variants, toolCommand: toolCommand),
            ].compactMap { $0 }
            + [reuseTable(variants)]
    }

    /// Navigation coupling in four counts, with the focus variant's deltas.
    static func couplingSummaryTable(
        _ variants: [VariantArchitecture], focusVariant: String, catalog: RoleCatalog
    ) -> ReportTable {
        let names = variants.map(\.name)
        let focus = variants.first { $0.name == focusVariant }
        func countRow(_ label: String, _ value: (VariantArchitecture) -> Int) -> ReportRow {
            ReportRow(
                label: label,
                cells: variants.map { variant in
                    let figure = value(variant)
                    let delta = focus.map { figure - value($0) }
                    return ReportCell(
                        text: ValueFormatting.count(
                            figure, delta: variant.name == focusVariant ? nil : delta),
                        value: Double(figure),
                        delta: variant.name == focusVariant ? nil : delta.map(Double.init))
                })
        }
        return ReportTable(
            id: "coupling.summary", title: "Navigation coupling", columns: ["Measure"] + names,
            columnVariants: names,
            rows: [
                countRow("Screen pairs with navigation coupling") {
                    $0.coupling.navigationScreenPairs.count
                },
                countRow("Navigation references") {
                    $0.coupling.navigationEdges.reduce(0) { $0 + $1.references }
                },
                countRow("Files with navigation coupling") {
                    Set($0.coupling.navigationEdges.map(\.fromFile)).count
                },
                countRow("Screen pairs joined by \(flowHolderWords(variants, catalog: catalog))") {
                    $0.coupling.coordinatorScreenPairs.count
                },
            ],
            notes: [
                "A bracket is \(ReportCell.bracketReading(focus: focusVariant)). Fewer is better in the first three rows: a screen that names another's view controller changes with it."
            ])
    }

    /// References from one screen's parts to another screen's view controller, per pair.
    static func navigationTable(_ variants: [VariantArchitecture]) -> ReportTable {
        let names = variants.map(\.name)
        // Each variant's pairs computed once (the property sorts its edges anew each time it
        // is read) and looked up by pair: per row, either is quadratic in screens.
        let pairsByVariant = variants.map { variant in
            Dictionary(
                variant.coupling.navigationScreenPairs.map { ($0, $0) },
                uniquingKeysWith: { first, _ in first })
        }
        let pairs = Set(pairsByVariant.flatMap(\.keys)).sorted()
        return ReportTable(
            id: "coupling.navigationEdges", title: "Navigation edges (references)",
            columns: ["From → to"] + names,
            columnVariants: names,
            rows: pairs.map { pair in
                ReportRow(
                    label: "\(pair.from) → \(pair.to)",
                    cells: pairsByVariant.map { byPair in
                        guard let found = byPair[pair] else { return .missing }
                        return ReportCell(
                            text: "\(found.references)", value: Double(found.references))
                    })
            },
            notes: pairs.isEmpty
                ? ["No screen refers to another screen's view controller in any variant."] : [])
    }

    /// Files and references from one role to another, per pair of roles.
    static func roleMatrixTable(_ variants: [VariantArchitecture], catalog: RoleCatalog)
        -> ReportTable
    {
        let names = variants.map(\.name)
        let rolePairs = Set(
            variants.flatMap { $0.coupling.roleDependencies.map { [$0.from, $0.to] } }
        )
        .sorted { lhs, rhs in
            lhs[0] != rhs[0]
                ? catalog.sortKey(lhs[0]) < catalog.sortKey(rhs[0])
                : catalog.sortKey(lhs[1]) < catalog.sortKey(rhs[1])
        }
        return ReportTable(
            id: "coupling.roleMatrix", title: "Role-to-role dependencies",
            columns: ["From → to"] + names, columnVariants: names,
            rows: rolePairs.map { pair in
                ReportRow(
                    label: "\(catalog.title(of: pair[0])) → \(catalog.title(of: pair[1]))",
                    cells: variants.map { variant in
                        guard let cell = variant.coupling.dependency(from: pair[0], to: pair[1])
                        else { return .missing }
                        return ReportCell(
                            text: "\(cell.referencingFiles) / \(cell.references)",
                            value: Double(cell.references))
                    })
            },
            notes: [
                "A cell reads *files / references*: files of the first role that reference types declared in files of "
                    + "the second, and how many references in all. A file's references to its own types are not counted."
            ])
    }

    /// Fan-in and fan-out summed over each role's files.
    static func fansTable(_ variants: [VariantArchitecture], catalog: RoleCatalog) -> ReportTable {
        let names = variants.map(\.name)
        let roles = catalog.sorted(Set(variants.flatMap { $0.coupling.roleFans.map(\.role) }))
        return ReportTable(
            id: "coupling.fans", title: "Fan-in and fan-out per role", columns: ["Role"] + names,
            columnVariants: names,
            rows: roles.map { role in
                ReportRow(
                    label: catalog.title(of: role),
                    cells: variants.map { variant in
                        guard let fan = variant.coupling.roleFans.first(where: { $0.role == role })
                        else { return .missing }
                        return ReportCell(
                            text:
                                "\(fan.fanIn) / \(fan.fanOut) (\(fan.files) file\(fan.files == 1 ? "" : "s"))"
                        )
                    })
            },
            notes: [
                "A cell reads *fan-in / fan-out*, summed over the role's files: a file's fan-out is the number of other "
                    + "files whose types it references, its fan-in the number of other files that reference its types."
            ])
    }

    /// How much of each screen's code other screens use, and how much of it uses them.
    static func reuseTable(_ variants: [VariantArchitecture]) -> ReportTable {
        let names = variants.map(\.name)
        let screens = orderedScreens(variants)
        // Looked up by name, not searched per row: a search is quadratic in screens.
        let screensByName = variants.map { variant in
            Dictionary(
                variant.coupling.screens.map { ($0.screen, $0) },
                uniquingKeysWith: { first, _ in first })
        }
        return ReportTable(
            id: "coupling.screens", title: "Screen reuse", columns: ["Screen"] + names,
            columnVariants: names,
            rows: screens.map { screen in
                ReportRow(
                    label: screen,
                    cells: screensByName.map { byName in
                        guard let found = byName[screen] else { return .missing }
                        return ReportCell(
                            text:
                                "\(ValueFormatting.percent(100 * found.usedByOtherScreensShare)) / "
                                + ValueFormatting.percent(100 * found.tiedToOtherScreensShare),
                            value: found.usedByOtherScreensShare)
                    })
            },
            notes: [
                "A cell reads *used by other screens / tied to other screens*, as shares of the screen's code lines: "
                    + "code in files whose types other screens reference, and code in the screen's own parts (coordinators "
                    + "excluded) that references another screen's types. A screen tied to none can be reused alone."
            ])
    }

    /// Martin's I, A and D per role; nil for snapshots written before they were computed.
    static func stabilityTable(_ variants: [VariantArchitecture], catalog: RoleCatalog)
        -> ReportTable?
    {
        guard variants.contains(where: { $0.coupling.roleStability != nil }) else { return nil }
        let names = variants.map(\.name)
        let roles = catalog.sorted(
            Set(variants.flatMap { ($0.coupling.roleStability ?? []).map(\.role) }))
        func figure(_ value: Double?) -> String { value.map { String(format: "%.2f", $0) } ?? "–" }
        return ReportTable(
            id: "coupling.stability", title: "Stability and abstractness per role (Martin)",
            columns: ["Role"] + names, columnVariants: names,
            rows: roles.map { role in
                ReportRow(
                    label: catalog.title(of: role),
                    cells: variants.map { variant in
                        guard
                            let metrics = variant.coupling.roleStability?.first(where: {
                                $0.role == role
                            })
                        else { return .missing }
                        return ReportCell(
                            text:
                                "I \(figure(metrics.instability)) · A \(figure(metrics.abstractness))"
                                + " · D \(figure(metrics.distance)) (Ca \(metrics.afferent), Ce \(metrics.efferent))",
                            value: metrics.distance)
                    })
            },
            notes: [
                "Robert C. Martin's package metrics with a role as the package and a file as the class. *Ca*: files of "
                    + "other roles that reference the role's types; *Ce*: the role's files that reference another role's "
                    + "types. *I* = Ce / (Ca + Ce): 0 stable (others depend on it), 1 unstable (it depends on others). "
                    + "*A*: protocols among the role's types. *D* = |A + I − 1|: 0 on the main sequence; near 1 a role is "
                    + "stable yet concrete (hard to change) or abstract yet unused. – where a figure is undefined."
            ])
    }

    /// Rule violations per variant, when the config has `rules`; the note names the command
    /// that lists them as the run invokes the tool (`toolCommand`).
    static func rulesTable(_ variants: [VariantArchitecture], toolCommand: String) -> ReportTable? {
        guard variants.contains(where: { $0.ruleViolations != nil }) else { return nil }
        let names = variants.map(\.name)
        let rules = Set(variants.flatMap { ($0.ruleViolations ?? []).map(\.rule) }).sorted()
        func row(_ label: String, isTotal: Bool = false, _ keep: (RuleViolation) -> Bool)
            -> ReportRow
        {
            ReportRow(
                label: label,
                cells: variants.map { variant in
                    guard let violations = variant.ruleViolations else { return .missing }
                    let count = violations.filter(keep).count
                    return ReportCell(text: "\(count)", value: Double(count))
                }, isTotal: isTotal)
        }
        return ReportTable(
            id: "coupling.ruleViolations", title: "Architecture rule violations",
            columns: ["Rule"] + names, columnVariants: names,
            rows: rules.map { rule in row(rule) { $0.rule == rule } }
                + [row("Total", isTotal: true) { _ in true }],
            notes: [
                "References that break the configuration's `rules`; `\(toolCommand) check --no-build` lists each with file:line."
            ])
    }

    /// Screens in the order the variants first mention them, focus variant first.
    private static func orderedScreens(_ variants: [VariantArchitecture]) -> [String] {
        var ordered: [String] = []
        var seen: Set<String> = []
        for variant in variants {
            for screen in variant.coupling.screens.map(\.screen) where seen.insert(screen).inserted
            {
                ordered.append(screen)
            }
        }
        return ordered
    }

    /// The roles that hold flow in these variants, for a row label: "coordinators" on the
    /// article's variants, "coordinators or routers" when VIPER or VIP routers are there too
    /// (`plural: false`: "coordinator or router").
    static func flowHolderWords(
        _ variants: [VariantArchitecture], catalog: RoleCatalog = .builtIn, plural: Bool = true
    ) -> String {
        let roles = Set(variants.flatMap { $0.coupling.coordinatorEdges.map(\.fromRole) })
        let words = catalog.sorted(roles.isEmpty ? [Role.coordinator] : roles).map {
            plural ? catalog.title(of: $0).lowercased() : catalog.singular(of: $0)
        }
        return words.count == 1
            ? words[0] : words.dropLast().joined(separator: ", ") + " or " + words.last!
    }

    /// A Mermaid flowchart (the fenced block's lines) of the variant's screens, navigation coupling and coordinator edges.
    static func mermaid(_ variant: VariantArchitecture, catalog: RoleCatalog = .builtIn)
        -> [String]
    {
        var lines = ["flowchart LR"]
        let screens = Set(
            variant.coupling.screens.map(\.screen)
                + variant.coupling.navigationScreenPairs.flatMap { [$0.from, $0.to] }
                + variant.coupling.coordinatorScreenPairs.flatMap { [$0.from, $0.to] }
        ).sorted()
        for screen in screens {
            lines.append("    \(mermaidID(screen))[\"\(mermaidLabel(screen))\"]")
        }
        for pair in variant.coupling.navigationScreenPairs {
            lines.append(
                "    \(mermaidID(pair.from)) -->|\(pair.references)| \(mermaidID(pair.to))")
        }
        for pair in variant.coupling.coordinatorScreenPairs {
            let holders = Set(
                variant.coupling.coordinatorEdges
                    .filter { $0.fromScreen == pair.from && $0.toScreen == pair.to }.map(\.fromRole)
            ).sorted { catalog.sortKey($0) < catalog.sortKey($1) }.map(catalog.singular(of:))
                .joined(separator: ", ")
            lines.append("    \(mermaidID(pair.from)) -.->|\(holders)| \(mermaidID(pair.to))")
        }
        return lines
    }

    /// Letters, digits and `_` only, prefixed so a screen called `end` or `1st` is still an ID.
    static func mermaidID(_ screen: String) -> String {
        "s_"
            + String(
                screen.unicodeScalars.map { scalar in
                    (scalar.isASCII && (CharacterSet.alphanumerics.contains(scalar)))
                        ? Character(scalar) : "_"
                })
    }

    private static func mermaidLabel(_ screen: String) -> String {
        screen.replacingOccurrences(of: "\"", with: "#quot;")
    }

    // MARK: - Complexity tables

    /// Functions listed per variant under "Most complex functions".
    static let topFunctionsShown = 5

    static func complexityTables(
        _ variants: [VariantArchitecture], focusVariant: String, catalog: RoleCatalog = .builtIn
    ) -> [ReportTable] {
        let names = variants.map(\.name)
        let focus = variants.first { $0.name == focusVariant }
        let roles = catalog.sorted(Set(variants.flatMap { $0.complexity.roles.map(\.role) }))
        func totalCell(_ variant: VariantArchitecture, _ value: (VariantArchitecture) -> Int?)
            -> ReportCell
        {
            guard let figure = value(variant) else { return .missing }
            let delta =
                variant.name == focusVariant ? nil : focus.flatMap(value).map { figure - $0 }
            return ReportCell(
                text: ValueFormatting.count(figure, delta: delta), value: Double(figure),
                delta: delta.map(Double.init))
        }
        let totals = ReportTable(
            id: "complexity.total", title: "Cyclomatic complexity per role",
            columns: ["Role"] + names, columnVariants: names,
            rows: roles.map { role in
                ReportRow(
                    label: catalog.title(of: role),
                    cells: variants.map { variant in
                        totalCell(variant) { $0.complexity.role(role)?.totalComplexity }
                    })
            } + [
                ReportRow(
                    label: "TOTAL",
                    cells: variants.map { variant in
                        totalCell(variant) {
                            $0.complexity.roles.reduce(0) { $0 + $1.totalComplexity }
                        }
                    }, isTotal: true)
            ],
            notes: [
                "The sum of the role's functions' complexities (lower is simpler to follow); a bracket is \(ReportCell.bracketReading(focus: focusVariant))."
            ])

        let shape = ReportTable(
            id: "complexity.functions", title: "Functions per role", columns: ["Role"] + names,
            columnVariants: names,
            rows: roles.map { role in
                ReportRow(
                    label: catalog.title(of: role),
                    cells: variants.map { variant in
                        guard let row = variant.complexity.role(role) else { return .missing }
                        return ReportCell(
                            text:
                                "\(row.functions) fn, mean \(ValueFormatting.fixed(row.meanComplexity, decimals: 1)), "
                                + "max \(row.maximumComplexity)", value: row.meanComplexity)
                    })
            },
            notes: [
                "Decision points outside any function (stored-property initialisers, top-level code) are in no function."
            ])

        var topRows: [ReportRow] = []
        for variant in variants {
            for function in variant.complexity.topFunctions.prefix(topFunctionsShown) {
                topRows.append(
                    ReportRow(
                        label: variant.name,
                        cells: [
                            ReportCell(text: "`\(function.name)`"),
                            ReportCell(text: "\(function.path):\(function.line)"),
                            ReportCell(text: catalog.singular(of: function.role)),
                            ReportCell(
                                text: "\(function.complexity)", value: Double(function.complexity)),
                        ]))
            }
        }
        let top = ReportTable(
            id: "complexity.topFunctions", title: "Most complex functions",
            columns: ["Variant", "Function", "File", "Role", "Complexity"], rows: topRows)
        return [totals, shape, top]
    }
}

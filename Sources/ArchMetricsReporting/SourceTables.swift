import ArchMetricsModel
import ArchMetricsSupport
import SwiftScanning

/// The article's source tables built from a snapshot: lines of code per role and screen
/// (rows = screens, columns = variants, focus first), the unit-test table, and a per-role
/// summary of every variant. Tables with no data are left out.

package enum SourceTables {
    /// Every source table, in report order.
    package static func tables(_ snapshot: MetricsSnapshot, measure: LineMeasure) -> [ReportTable] {
        let settings =
            snapshot.settings
            ?? ReportSettings(
                referenceVariant: snapshot.variants.first?.name ?? snapshot.focusVariant)
        var tables: [ReportTable] = []
        let catalog = settings.roleCatalog
        for group in roleGroups(settings.roleEquivalences, catalog: catalog) {
            if let table = linesTable(
                snapshot, roles: group, catalog: catalog, measure: measure,
                screenOrder: settings.screens)
            {
                tables.append(table)
            }
        }
        if let table = screenUITable(
            snapshot, catalog: catalog, measure: measure, settings: settings)
        {
            // Beside the separate tables it adds up, after the last of them.
            let after = tables.lastIndex { ["loc.viewController", "loc.view"].contains($0.id) }
            tables.insert(table, at: after.map { $0 + 1 } ?? tables.endIndex)
        }
        if let table = unitTestTable(snapshot, settings: settings) { tables.append(table) }
        if let table = scenarioTable(snapshot, settings: settings) { tables.append(table) }
        tables += TestsPerRole.tables(snapshot, catalog: catalog)
        if let table = roleSummaryTable(snapshot, measure: measure) { tables.append(table) }
        return tables
    }

    /// The per-screen role tables: each role alone, except equivalent roles, which share the
    /// table of the first one (view models in the presenters table).
    static func roleGroups(_ equivalences: [[Role]], catalog: RoleCatalog = .builtIn) -> [[Role]] {
        let screenRoles = catalog.definitions.filter(\.belongsToScreen).map(\.id)
        var groups: [[Role]] = []
        var placed = Set<Role>()
        for role in screenRoles where !placed.contains(role) {
            let equivalents = equivalences.first { $0.contains(role) } ?? [role]
            let group =
                [role]
                + equivalents.filter {
                    $0 != role && screenRoles.contains($0) && !placed.contains($0)
                }
            placed.formUnion(group)
            groups.append(group)
        }
        return groups
    }

    /// The row of a screen role's files whose screen is unknown.
    static let noScreen = "(no screen)"

    /// What names a file in a row (the tables' column is "File"): its primary type when the
    /// file is named after it, else its file name (`GatherProtocols.swift`, whose largest
    /// type is `GatherViewToPresenterProtocol`; VIP's `GatherModels.swift`, holding `enum
    /// Gather`). Local models are rows per type and keep the type's name.
    static func rowName(of file: ClassifiedFile) -> String {
        let fileName = String(file.path.split(separator: "/").last ?? "")
        let baseName =
            fileName.hasSuffix(".swift") ? String(fileName.dropLast(".swift".count)) : fileName
        let named = String(baseName.split(separator: "+").first ?? Substring(baseName))
        guard let type = file.primaryType, file.role != .localModel else {
            return file.primaryType ?? named
        }
        return named.isEmpty ? type : named
    }

    /// `value` minus the focus variant's, as every bracket reads (`ReportCell.bracketReading`).
    static func delta(focus: Int?, value: Int, isFocus: Bool) -> Int? {
        guard !isFocus, let focus else { return nil }
        return value - focus
    }

    /// The screen UI table: each screen's view controller and view added up (UIKit's, SwiftUI's
    /// or HeadlessUI's), so a variant that keeps its UI set-up in the controller (MVC) and one
    /// that moves it to a `<Screen>View` compare like for like. Nil unless some variant has both.
    static func screenUITable(
        _ snapshot: MetricsSnapshot, catalog: RoleCatalog, measure: LineMeasure,
        settings: ReportSettings
    ) -> ReportTable? {
        let roles: [Role] = [.viewController, .view]
        let present = Set(snapshot.variants.flatMap { $0.files.map(\.role) })
        guard roles.allSatisfy(present.contains),
            var table = linesTable(
                snapshot, roles: roles, catalog: catalog, measure: measure,
                screenOrder: settings.screens, labelRowsByScreen: true)
        else { return nil }
        table.id = "loc.screenUI"
        table.columns[0] = "Screen"
        table.title =
            (measure == .physical ? "Lines of code" : "Code lines") + " — Screen UI ("
            + roles.map { catalog.title(of: $0).lowercased() }.joined(separator: " + ") + ")"
        table.notes = [
            "Each screen's view controller and view together: where one variant keeps its UI set-up in the controller and another moves it to a view, the separate tables compare unlike things; this one compares the same thing in every variant."
        ]
        return table
    }

    /// One table of lines per screen (or, for local models, per type) for a group of roles;
    /// rows are named after their type, or after their screen when it has several types (always
    /// with `labelRowsByScreen`).
    static func linesTable(
        _ snapshot: MetricsSnapshot, roles: [Role], catalog: RoleCatalog = .builtIn,
        measure: LineMeasure,
        screenOrder: [String], labelRowsByScreen: Bool = false
    ) -> ReportTable? {
        let primaryRole = roles[0]
        let byType = primaryRole == .localModel
        let (cells, screenOfRow) = linesByRow(
            snapshot, roles: roles, byType: byType, measure: measure)
        guard !cells.isEmpty else { return nil }
        let columns = snapshot.variants.map(\.name).filter { name in
            cells.values.contains { $0[name] != nil }
        }
        let focus = snapshot.focusVariant
        // Positions looked up, not searched for in every comparison: with thousands of screens
        // a search per comparison made this sort quadratic.
        let position = Dictionary(
            screenOrder.enumerated().map { ($0.element, $0.offset) }, uniquingKeysWith: min)
        let rowKeys = cells.keys.sorted { lhs, rhs in
            let left = position[screenOfRow[lhs]!] ?? Int.max
            let right = position[screenOfRow[rhs]!] ?? Int.max
            return (left, lhs) < (right, rhs)
        }
        let rows = linesRows(
            cells, keys: rowKeys, columns: columns, focus: focus,
            labelRowsByScreen: labelRowsByScreen)
        let (headers, title) = linesHeaders(
            cells, columns: columns, primaryRole: primaryRole, catalog: catalog, measure: measure)
        return ReportTable(
            id: "loc.\(primaryRole.rawValue)", title: title,
            columns: ["File"] + headers, columnVariants: columns, rows: rows)
    }

    /// A row's figures in one variant: its lines, the type names seen, the roles seen.
    typealias LinesEntry = (lines: Int, types: [String], roles: Set<Role>)

    /// The files of `roles` summed per row (screen, or type with `byType`) and variant, and
    /// each row's screen.
    static func linesByRow(
        _ snapshot: MetricsSnapshot, roles: [Role], byType: Bool, measure: LineMeasure
    ) -> (cells: [String: [String: LinesEntry]], screenOfRow: [String: String]) {
        // Row key → variant → (lines, the type names seen, the roles seen).
        var cells: [String: [String: LinesEntry]] = [:]
        var screenOfRow: [String: String] = [:]
        for variant in snapshot.variants {
            for file in variant.files where roles.contains(file.role) {
                // A file of a screen role whose screen is unknown (a near miss the classifier
                // reported) is still counted, in a row of its own.
                let screen = file.screen ?? Self.noScreen
                let typeName =
                    file.primaryType ?? String(file.path.split(separator: "/").last ?? "")
                let key = byType ? typeName : screen
                screenOfRow[key] = screen
                // In place: a copy taken out and put back copied the row's list of types for
                // every file, quadratic in a row of thousands (the near misses' no-screen row).
                func add(_ entry: inout LinesEntry) {
                    entry.lines += measure.count(file.lines)
                    entry.types.append(rowName(of: file))
                    entry.roles.insert(file.role)
                }
                add(&cells[key, default: [:]][variant.name, default: (0, [], [])])
            }
        }
        return (cells, screenOfRow)
    }

    /// A lines table's rows in `keys` order, with the focus variant's deltas, then TOTAL.
    static func linesRows(
        _ cells: [String: [String: LinesEntry]], keys: [String], columns: [String],
        focus: String, labelRowsByScreen: Bool
    ) -> [ReportRow] {
        var rows: [ReportRow] = []
        var totals: [String: Int] = [:]
        for key in keys {
            let row = cells[key]!
            // Label rows by the focus variant's type name, as the article does (LoginPresenter
            // beside LoginViewModel); else by the first column that has the row.
            let labelSource = row[focus] ?? columns.lazy.compactMap { row[$0] }.first!
            // Several files of one type (`GatherViewController+Picker.swift`) still name the row
            // after the type; several types of one screen name it after the screen.
            let label =
                !labelRowsByScreen && Set(labelSource.types).count == 1 ? labelSource.types[0] : key
            let rowCells = columns.map { name -> ReportCell in
                guard let entry = row[name] else { return .missing }
                totals[name, default: 0] += entry.lines
                let difference = delta(
                    focus: row[focus]?.lines, value: entry.lines, isFocus: name == focus)
                return ReportCell(
                    text: ValueFormatting.count(entry.lines, delta: difference),
                    value: Double(entry.lines),
                    delta: difference.map(Double.init))
            }
            rows.append(ReportRow(label: label, cells: rowCells))
        }
        let totalCells = columns.map { name -> ReportCell in
            let total = totals[name] ?? 0
            let difference = delta(focus: totals[focus], value: total, isFocus: name == focus)
            return ReportCell(
                text: ValueFormatting.count(total, delta: difference), value: Double(total),
                delta: difference.map(Double.init))
        }
        rows.append(ReportRow(label: "TOTAL", cells: totalCells, isTotal: true))
        return rows
    }

    /// A lines table's column headers and title: a variant whose files in it all play one
    /// other role is named by that role, and the title says so.
    static func linesHeaders(
        _ cells: [String: [String: LinesEntry]], columns: [String], primaryRole: Role,
        catalog: RoleCatalog, measure: LineMeasure
    ) -> (headers: [String], title: String) {
        // A variant whose files in this table all play an equivalent role is named by it
        // (`MVVM view model` in the presenters table).
        var headers: [String] = []
        var alternates: [Role: Set<String>] = [:]
        for name in columns {
            let rolesSeen = cells.values.compactMap { $0[name]?.roles }.reduce(into: Set<Role>()) {
                $0.formUnion($1)
            }
            if !rolesSeen.contains(primaryRole), rolesSeen.count == 1, let role = rolesSeen.first {
                headers.append(
                    "\(name) \(catalog.singular(of: role))")
                alternates[role, default: []].insert(name)
            } else {
                headers.append(name)
            }
        }
        var title =
            (measure == .physical ? "Lines of code" : "Code lines") + " — "
            + catalog.title(of: primaryRole)
        if !alternates.isEmpty {
            let parts = alternates.sorted { $0.key < $1.key }.map { role, names in
                columns.filter(names.contains).joined(separator: ", ") + ": "
                    + catalog.title(of: role).lowercased()
            }
            title += " (\(parts.joined(separator: "; ")))"
        }
        return (headers, title)
    }

    /// What counts as a key class, in the article's words when the variants hold only the
    /// article's roles; else the key-class roles they hold, by title.
    static func keyClassesSentence(_ snapshot: MetricsSnapshot, settings: ReportSettings)
        -> String
    {
        let catalog = settings.roleCatalog
        let present = Set(snapshot.variants.flatMap { $0.files.map(\.role) })
        let keyRoles = catalog.keyClassRoles.intersection(present)
        let articleRoles: Set<Role> = [.viewController, .view, .presenter, .viewModel, .localModel]
        guard !keyRoles.isSubset(of: articleRoles) else {
            return "Key classes are view controllers, views, presenters/view models and local "
                + "models (coordinators not counted). "
        }
        let others = catalog.sorted(
            present.intersection(catalog.screenRoles).subtracting(catalog.keyClassRoles))
        let words = { (roles: [Role]) in
            roles.map { catalog.title(of: $0).lowercased() }.joined(separator: ", ")
        }
        return "Key classes are \(words(catalog.sorted(keyRoles)))"
            + (others.isEmpty ? "" : " (\(words(others)) not counted)") + ". "
    }

    /// The configured key screen, and the screens variants without it took instead (the one
    /// whose types have the most tests), so the note says where each key class came from.
    static func keyScreenWords(_ snapshot: MetricsSnapshot, settings: ReportSettings) -> String {
        let screen = settings.unitTestScreen
        var fallbacks: [String] = []
        for variant in snapshot.variants {
            guard let keyClass = variant.unitTests.keyClass,
                let found = variant.files.first(where: {
                    $0.primaryType == keyClass && $0.role != .test
                })?.screen, found != screen
            else { continue }
            fallbacks.append(
                "\(TextEscaping.markdownText(variant.name)) \(TextEscaping.markdownText(found))"
            )
        }
        // Chosen from the data (nothing configured): how to pick another, said here once.
        let pick =
            settings.unitTestScreenFromData == true
            ? "; \(screen.isEmpty ? "no file has a screen" : "\(screen) is chosen from the data (the screen whose types have the most tests, else the most lines)"), "
                + "set `unitTestScreen` in archmetrics.json to pick the key screen" : ""
        guard !fallbacks.isEmpty else {
            return screen.isEmpty
                ? "the key screen's type its test file is named after\(pick)"
                : "the \(screen)-screen type its test file is named after\(pick)"
        }
        return "the key screen's type its test file is named after (the key screen is \(screen), "
            + "else the screen whose types have the most tests: "
            + fallbacks.joined(separator: ", ") + ")\(pick)"
    }

    /// The article's unit-test table: key classes, the key class and its tests; with
    /// measurements, tests run and the coverage of the key feature.
    static func unitTestTable(_ snapshot: MetricsSnapshot, settings: ReportSettings) -> ReportTable?
    {
        let variants = snapshot.variants
        guard
            variants.contains(where: {
                $0.unitTests.keyClassCount > 0 || $0.unitTests.totalTestCount > 0
            })
        else { return nil }
        let focus = variants.first { $0.name == snapshot.focusVariant }
        func countRow(_ label: String, _ value: (VariantSourceMetrics) -> Int) -> ReportRow {
            ReportRow(
                label: label,
                cells: variants.map { variant in
                    let figure = value(variant)
                    let difference = delta(
                        focus: focus.map(value), value: figure,
                        isFocus: variant.name == snapshot.focusVariant)
                    return ReportCell(
                        text: ValueFormatting.count(figure, delta: difference),
                        value: Double(figure), delta: difference.map(Double.init))
                })
        }
        var rows = [
            countRow("Number of key classes", { $0.unitTests.keyClassCount }),
            ReportRow(
                label: "Key class",
                cells: variants.map { ReportCell(text: $0.unitTests.keyClass ?? "–") }),
            countRow("Number of unit tests", { $0.unitTests.keyClassTestCount }),
            countRow("Unit tests in all test files", { $0.unitTests.totalTestCount }),
        ]
        let scenarios = scenarioList(snapshot, settings: settings)
        if !scenarios.isEmpty {
            // Beside the counts: how many of the same behaviours the tests cover.
            rows.append(
                ReportRow(
                    label: "Scenarios covered",
                    cells: variants.map { variant in
                        let covered = Set(variant.unitTests.scenarios ?? [])
                            .intersection(scenarios).count
                        return ReportCell(
                            text: "\(covered) of \(scenarios.count)", value: Double(covered))
                    }))
        }
        var notes = [
            keyClassesSentence(snapshot, settings: settings)
                + "The key class is \(keyScreenWords(snapshot, settings: settings)); "
                + "its unit tests "
                + "are the XCTest `func test…` and Swift Testing `@Test` functions of that file."
        ]
        if let measurements = snapshot.measurements {
            let featureName = settings.features.first?.name ?? settings.unitTestScreen
            rows += measuredTestRows(snapshot, measurements, featureName: featureName)
            // No feature and no key screen: no coverage row, and the key-class note says why.
            if !featureName.isEmpty {
                notes.append(
                    "Coverage is line coverage of the \(featureName) feature's files, from the test run."
                )
            }
        }
        return ReportTable(
            id: "unitTests", title: "Unit tests", columns: ["Topic"] + variants.map(\.name),
            columnVariants: variants.map(\.name), rows: rows, notes: notes)
    }

    /// The unit-test rows of a measured run: tests ran, passed and failed, and the coverage of
    /// the feature.
    static func measuredTestRows(
        _ snapshot: MetricsSnapshot, _ measurements: MeasurementResults, featureName: String
    ) -> [ReportRow] {
        let variants = snapshot.variants
        let byName = Dictionary(
            measurements.variants.map { ($0.variant, $0) },
            uniquingKeysWith: { first, _ in first })
        func testRow(_ label: String, _ value: (TestCounts) -> Int) -> ReportRow {
            let focusValue = byName[snapshot.focusVariant]?.tests.map(value)
            return ReportRow(
                label: label,
                cells: variants.map { variant in
                    guard let tests = byName[variant.name]?.tests else { return .missing }
                    let figure = value(tests)
                    let difference = delta(
                        focus: focusValue, value: figure,
                        isFocus: variant.name == snapshot.focusVariant)
                    return ReportCell(
                        text: ValueFormatting.count(figure, delta: difference),
                        value: Double(figure), delta: difference.map(Double.init))
                })
        }
        var rows = [
            testRow("Tests ran", { $0.ran }), testRow("Tests passed", { $0.passed }),
            testRow("Tests failed", { $0.failed }),
        ]
        func coverage(_ name: String) -> Double? {
            byName[name]?.featureCoverage.first { $0.name == featureName }?.percent
        }
        guard !featureName.isEmpty else { return rows }
        let focusCoverage = coverage(snapshot.focusVariant)
        rows.append(
            ReportRow(
                label: "Code coverage of the \(featureName) feature",
                cells: variants.map { variant in
                    guard let percent = coverage(variant.name) else { return .missing }
                    let difference =
                        variant.name == snapshot.focusVariant
                        ? nil : focusCoverage.map { percent - $0 }
                    return ReportCell(
                        text: ValueFormatting.decimal(
                            percent, decimals: 1, delta: difference, suffix: "%"),
                        value: percent, delta: difference)
                }))
        return rows
    }

    /// The scenarios to report: the configured list, else every one a variant's tests tag.
    static func scenarioList(_ snapshot: MetricsSnapshot, settings: ReportSettings) -> [String] {
        settings.scenarios
            ?? Set(snapshot.variants.flatMap { $0.unitTests.scenarios ?? [] }).sorted()
    }

    /// Which variant's tests cover which scenario: the same behaviours, tested in each
    /// architecture's own way, so the test counts beside them compare like for like.
    static func scenarioTable(_ snapshot: MetricsSnapshot, settings: ReportSettings)
        -> ReportTable?
    {
        let scenarios = scenarioList(snapshot, settings: settings)
        guard !scenarios.isEmpty else { return nil }
        let variants = snapshot.variants
        let rows = scenarios.map { scenario in
            ReportRow(
                label: scenario,
                cells: variants.map { variant in
                    (variant.unitTests.scenarios ?? []).contains(scenario)
                        ? ReportCell(text: "✓", value: 1) : ReportCell(text: "–", value: 0)
                })
        }
        let source =
            settings.scenarios == nil
            ? "every scenario any variant's tests are tagged with"
            : "the configuration's `scenarios`"
        return ReportTable(
            id: "scenarios", title: "Scenarios covered by the tests",
            columns: ["Scenario"] + variants.map(\.name), columnVariants: variants.map(\.name),
            rows: rows,
            notes: [
                "A test covers a scenario when its test file tags it with a comment line `// Scenario: id` above the test. "
                    + "Rows are \(source); ✓ covered, – not covered."
            ])
    }

    /// The cell of a `roleSummary` row that holds its lines in `measure` (after the files).
    static func roleSummaryCell(_ measure: LineMeasure) -> Int { measure == .physical ? 1 : 2 }

    /// Files and lines per role for every variant, shared code and tests included, with each
    /// role's share of the variant (in the chosen measure). Demos and tooling are not the app:
    /// their row comes after the variant's total, which leaves them out, and has no share.
    /// The role rows and the total carry their `RowSubject`: the lines chart is drawn from them.
    static func roleSummaryTable(_ snapshot: MetricsSnapshot, measure: LineMeasure) -> ReportTable?
    {
        let catalog = snapshot.settings?.roleCatalog ?? .builtIn
        var rows: [ReportRow] = []
        var hasTooling = false
        for variant in snapshot.variants where !variant.files.isEmpty {
            let counted = variant.files.filter { $0.role != .tooling }
            let total = counted.reduce(LineCounts.zero) { $0 + $1.lines }
            let totalMeasured = measure.count(total)
            func row(
                _ label: String, files: Int, lines: LineCounts, isTotal: Bool, inTotal: Bool = true,
                subject: RowSubject? = nil
            ) -> ReportRow {
                let share =
                    totalMeasured == 0
                    ? 0 : Double(measure.count(lines)) * 100 / Double(totalMeasured)
                return ReportRow(
                    label: label,
                    cells: [
                        ReportCell(text: "\(files)", value: Double(files)),
                        ReportCell(text: "\(lines.physical)", value: Double(lines.physical)),
                        ReportCell(text: "\(lines.code)", value: Double(lines.code)),
                        ReportCell(text: "\(lines.comment)", value: Double(lines.comment)),
                        ReportCell(text: "\(lines.blank)", value: Double(lines.blank)),
                        inTotal
                            ? ReportCell(text: ValueFormatting.percent(share), value: share)
                            : ReportCell(text: "–"),
                    ], isTotal: isTotal, subject: subject)
            }
            for role in catalog.sorted(Set(counted.map(\.role))) {
                let files = counted.filter { $0.role == role }
                guard !files.isEmpty else { continue }
                rows.append(
                    row(
                        "\(variant.name) · \(catalog.title(of: role))", files: files.count,
                        lines: files.reduce(LineCounts.zero) { $0 + $1.lines }, isTotal: false,
                        subject: .role(role, variant: variant.name)))
            }
            rows.append(
                row(
                    "\(variant.name) · all files", files: counted.count, lines: total,
                    isTotal: true, subject: .total(variant: variant.name)))
            let tooling = variant.files.filter { $0.role == .tooling }
            if !tooling.isEmpty {
                hasTooling = true
                rows.append(
                    row(
                        "\(variant.name) · \(catalog.title(of: .tooling)) (not the app)",
                        files: tooling.count,
                        lines: tooling.reduce(LineCounts.zero) { $0 + $1.lines }, isTotal: false,
                        inTotal: false))
            }
        }
        guard !rows.isEmpty else { return nil }
        return ReportTable(
            id: "roleSummary", title: "Files and lines per role",
            columns: ["Variant · role", "Files", "Physical", "Code", "Comment", "Blank", "Share"],
            rows: rows,
            notes: [
                "Share is the role's part of all the variant's \(measure == .physical ? "physical" : "code") lines, tests and shared code included. "
                    + "Shared code (infrastructure, reusable views, the app delegate and app coordinator) is in no per-screen table."
                    + (hasTooling
                        ? " Demos and tooling (executables that are not the app, `toolingPaths` in the configuration) are listed after the total and left out of it, of the app code the findings count and of the own compile work."
                        : "")
            ] + guessNote(snapshot))
    }

    /// How many files of each variant weak evidence alone placed (a path glob, a name prefix,
    /// the shared fallback, a screen folder with no entry point), so a wrong guess is never
    /// silent; none when every file was placed by its own evidence.
    static func guessNote(_ snapshot: MetricsSnapshot) -> [String] {
        let counts = snapshot.variants.map { variant in
            (variant.name, variant.files.filter { $0.guess != nil }.count)
        }
        guard counts.contains(where: { $0.1 > 0 }) else { return [] }
        let list = counts.map { "\($0.0) \($0.1)" }.joined(separator: ", ")
        return [
            "Files placed by weak evidence alone (a path glob, a name prefix, the shared fallback, a screen folder with no entry point): \(list). `archmetrics roles --uncertain` lists them, most consequential first."
        ]
    }
}

import Testing

@testable import ArchMetricsReporting

/// The screen UI table adds each screen's view controller and view, so MVC (UI set-up in the
/// controller) and the variants with a `<Screen>View` compare like for like.
@Suite struct ScreenUITableTests {
    func rows(_ table: ReportTable) -> [String: [ReportCell]] {
        Dictionary(uniqueKeysWithValues: table.rows.map { ($0.label, $0.cells) })
    }

    @Test func eachScreenRowIsTheSumOfItsViewControllerAndViewRows() throws {
        let snapshot = try ReportGoldenTests.fixtureSnapshot()
        let tables = SourceTables.tables(snapshot, measure: .physical)
        let ids = tables.map(\.id)
        let screenUI = try #require(tables.first { $0.id == "loc.screenUI" })
        // Beside the separate tables: right after the views' table.
        #expect(ids.firstIndex(of: "loc.screenUI") == ids.firstIndex(of: "loc.view")! + 1)
        #expect(screenUI.title == "Lines of code — Screen UI (view controllers + views)")

        let controllers = try #require(tables.first { $0.id == "loc.viewController" })
        let views = try #require(tables.first { $0.id == "loc.view" })
        let columns = try #require(screenUI.columnVariants)
        var checked = 0
        for (screen, cells) in rows(screenUI) where screen != "TOTAL" {
            let controllerRow = controllers.rows.first { $0.label.hasPrefix(screen) }
            let viewRow = views.rows.first { $0.label.hasPrefix(screen) }
            for (index, variant) in columns.enumerated() {
                func value(_ row: ReportRow?, _ table: ReportTable) -> Double {
                    guard let row, let column = table.columnVariants?.firstIndex(of: variant)
                    else { return 0 }
                    return row.cells[column].value ?? 0
                }
                #expect(
                    cells[index].value == value(controllerRow, controllers) + value(viewRow, views),
                    "\(screen), \(variant)")
                checked += 1
            }
        }
        #expect(checked > 10)
        let total = try #require(rows(screenUI)["TOTAL"])
        let controllerTotal = try #require(rows(controllers)["TOTAL"])
        #expect(total[0].value! > controllerTotal[0].value!)
    }
}

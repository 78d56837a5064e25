import ArchMetricsModel

/// What `metrics.json` holds: the snapshot (the measured facts, which later commands read back)
/// and, beside it, every table of `comparison.md` as data for machines. The tables are derived
/// from the snapshot, so they live here rather than in the model: a snapshot read back from the
/// file ignores them, and `report --from` renders them anew.
package struct MetricsDocument: Codable, Equatable, Sendable {
    package var snapshot: MetricsSnapshot
    package var tables: [ReportTable]

    package init(snapshot: MetricsSnapshot, tables: [ReportTable]) {
        self.snapshot = snapshot
        self.tables = tables
    }

    private enum CodingKeys: String, CodingKey {
        case tables
    }

    /// The snapshot's keys and `tables` side by side in one object, as before the tables had
    /// a type of their own, so readers of metrics.json see no change.
    package func encode(to encoder: Encoder) throws {
        try snapshot.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(tables, forKey: .tables)
    }

    package init(from decoder: Decoder) throws {
        snapshot = try MetricsSnapshot(from: decoder)
        tables = try decoder.container(keyedBy: CodingKeys.self).decode(
            [ReportTable].self, forKey: .tables)
    }
}

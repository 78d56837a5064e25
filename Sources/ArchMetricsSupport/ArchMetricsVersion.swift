/// The tool's version, printed by `--version` and stored in every JSON document it writes.
public enum ArchMetricsVersion {
    public static let current = "0.1.0"
}

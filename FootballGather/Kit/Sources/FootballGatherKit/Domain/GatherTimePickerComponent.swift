/// The two wheels of the time picker: minutes (component 0) and seconds (component 1).
public enum GatherTimePickerComponent: Int, CaseIterable, Sendable {
    case minutes = 0
    case seconds = 1

    /// Each wheel has 60 rows, 0 to 59.
    public static let numberOfRows = 60

    /// The number of rows for a component index; 0 for an index that is not a component.
    public static func numberOfRows(inComponent component: Int) -> Int {
        GatherTimePickerComponent(rawValue: component) == nil ? 0 : numberOfRows
    }

    /// A row title, "N min" or "N sec"; nil for an index that is not a component.
    public static func title(forRow row: Int, inComponent component: Int) -> String? {
        GatherTimePickerComponent(rawValue: component)?.title(forRow: row)
    }

    /// A row title for this component, "N min" or "N sec".
    public func title(forRow row: Int) -> String {
        switch self {
        case .minutes: return "\(row) min"
        case .seconds: return "\(row) sec"
        }
    }
}

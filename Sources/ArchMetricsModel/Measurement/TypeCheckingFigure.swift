/// Type-checking time by role and feature (`TypeCheckingInstrument`); its table is
/// `MeasurementTables.typeCheckingTable`, and drift does not judge it (one build's milliseconds).
public enum TypeCheckingFigure: FigureKind {
    public typealias Value = TypeCheckProfile
    public static let key = "typeChecking"
    public static let title = "type-checking times"
}

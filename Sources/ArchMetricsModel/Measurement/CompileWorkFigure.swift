/// The compiler's work counters per file, role and feature (`CompileWorkInstrument`); its
/// tables are `CompileWorkTables`, its drift `CompileWorkDrift` (per file and counter, against
/// the `compileWork` tolerance).
public enum CompileWorkFigure: FigureKind {
    public typealias Value = CompileWorkProfile
    public static let key = "compileWork"
    public static let title = "compile-work counters"
}

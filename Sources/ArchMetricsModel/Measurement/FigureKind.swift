/// A kind of figure a measure takes of a variant, stored in the snapshot under its own key
/// (`VariantMeasurement.figures`). One type per kind, usually in the file of the measure that
/// takes it: its key and words, and, when the generic table and drift check should show it, the
/// quantities it is made of and how a change of them is judged. Registered in `FigureKinds`
/// (the session registers the kinds of the measures it runs), which is how a snapshot read from
/// disk, the report's tables and the drift check know it.
public protocol FigureKind: Sendable {
    associatedtype Value: Codable, Equatable, Sendable
    /// Its key in a variant's measurements in metrics.json (`typeChecking`).
    static var key: String { get }
    /// A few words for messages and the generic table's title (`type-checking times`).
    static var title: String { get }
    /// The numbers the generic table shows and drift judges, one row each, in order; empty
    /// (the default) for a kind whose tables and drift are written for it (`TypeCheckingFigure`,
    /// `CompileWorkFigure`).
    static func quantities(of value: Value) -> [FigureQuantity]
    /// How `check` judges a change of a quantity.
    static var drift: FigureDrift { get }
    /// The figure of a variant measured twice (a measure taken in every run): the default keeps
    /// the later.
    static func combine(_ earlier: Value, _ later: Value) -> Value
}

extension FigureKind {
    public static func quantities(of value: Value) -> [FigureQuantity] { [] }
    public static var drift: FigureDrift { .notJudged }
    public static func combine(_ earlier: Value, _ later: Value) -> Value { later }
}

/// One number of a figure: a row of its table and what drift compares.
public struct FigureQuantity: Equatable, Sendable {
    /// The row's label, and the name drift messages give it.
    public var name: String
    public var value: Double
    /// Its unit, in the table's title (`lines`, `ms`).
    public var unit: String
    /// Decimals the table shows.
    public var decimals: Int

    public init(name: String, value: Double, unit: String, decimals: Int = 0) {
        self.name = name
        self.value = value
        self.unit = unit
        self.decimals = decimals
    }
}

/// How `check` judges a figure's quantities against the baseline's.
public enum FigureDrift: Equatable, Sendable {
    /// Shown, never judged.
    case notJudged
    /// An increase of more than `percent` of the baseline's value fails; a decrease never does.
    case increaseBeyond(percent: Double)
}

/// The figures of one variant, each under its kind's key (`FigureKind`): what a measure found
/// (`MeasureFindings.figures`), what the session keeps, and what the snapshot holds, all the
/// one store, so a new kind of figure needs no field anywhere.
public struct FigureStore: Equatable, Sendable {
    private var figures: [String: any StoredFigure] = [:]

    public init() {}

    public subscript<Kind: FigureKind>(_ kind: Kind.Type) -> Kind.Value? {
        get { (figures[Kind.key] as? Stored<Kind>)?.value }
        set { figures[Kind.key] = newValue.map { Stored<Kind>(value: $0) } }
    }

    public var isEmpty: Bool { figures.isEmpty }

    /// Whether a figure is stored under `key`.
    public func contains(key: String) -> Bool { figures[key] != nil }

    /// The quantities of the figure under `key` (`FigureKind.quantities`); nil when there is none.
    public func quantities(key: String) -> [FigureQuantity]? { figures[key]?.quantities }

    /// `later` recorded after this: each of its figures combined with this one's of its kind
    /// (`FigureKind.combine`), or added.
    public mutating func record(_ later: FigureStore) {
        for (key, figure) in later.figures {
            figures[key] = figures[key].map { $0.combined(with: figure) } ?? figure
        }
    }

    public static func == (lhs: FigureStore, rhs: FigureStore) -> Bool {
        lhs.figures.count == rhs.figures.count
            && lhs.figures.allSatisfy { key, figure in
                rhs.figures[key].map(figure.isEqual) ?? false
            }
    }

    /// Writes each figure under its key.
    func encode(to container: inout KeyedEncodingContainer<JSONKey>) throws {
        for figure in figures.values { try figure.encode(to: &container) }
    }

    /// The figures of every known kind (`FigureKinds.all`) found in `container`.
    init(from container: KeyedDecodingContainer<JSONKey>) throws {
        for kind in FigureKinds.all {
            if let figure = try kind.decodeStored(from: container) { figures[kind.key] = figure }
        }
    }
}

/// A key of a JSON object, any string: what lets a figure be stored under its kind's key.
public struct JSONKey: CodingKey, Sendable {
    public var stringValue: String
    public var intValue: Int? { nil }

    public init(_ stringValue: String) { self.stringValue = stringValue }
    public init?(stringValue: String) { self.stringValue = stringValue }
    public init?(intValue: Int) { nil }
}

/// One figure with its kind, type-erased for the store.
private protocol StoredFigure: Sendable {
    var quantities: [FigureQuantity] { get }
    func isEqual(_ other: any StoredFigure) -> Bool
    func combined(with later: any StoredFigure) -> any StoredFigure
    func encode(to container: inout KeyedEncodingContainer<JSONKey>) throws
}

private struct Stored<Kind: FigureKind>: StoredFigure {
    let value: Kind.Value

    var quantities: [FigureQuantity] { Kind.quantities(of: value) }

    func isEqual(_ other: any StoredFigure) -> Bool { (other as? Self)?.value == value }

    func combined(with later: any StoredFigure) -> any StoredFigure {
        guard let later = later as? Self else { return later }
        return Self(value: Kind.combine(value, later.value))
    }

    func encode(to container: inout KeyedEncodingContainer<JSONKey>) throws {
        try container.encode(value, forKey: JSONKey(Kind.key))
    }
}

extension FigureKind {
    fileprivate static func decodeStored(from container: KeyedDecodingContainer<JSONKey>) throws
        -> (any StoredFigure)?
    {
        try container.decodeIfPresent(Value.self, forKey: JSONKey(key)).map {
            Stored<Self>(value: $0)
        }
    }
}

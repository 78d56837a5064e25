import Foundation

/// The figure kinds a snapshot can hold: the built-in ones, and those registered while the tool
/// runs (the measurement session registers the kinds its measures declare). Decoding a
/// snapshot, the report's tables and the drift check iterate them; a key no kind claims is left
/// out when a snapshot is read.
public enum FigureKinds {
    /// The tool's own kinds, in the order their tables come.
    public static let builtIn: [any FigureKind.Type] = [
        TypeCheckingFigure.self, CompileWorkFigure.self,
    ]

    /// Every kind known now: the built-in ones, then those registered, in registration order.
    public static var all: [any FigureKind.Type] {
        lock.lock()
        defer { lock.unlock() }
        return builtIn + added
    }

    /// Makes `kinds` known (again is harmless). Process-wide: a kind is a schema entry, true
    /// of every snapshot, so registering one changes nothing for snapshots that lack its key.
    public static func register(_ kinds: [any FigureKind.Type]) {
        lock.lock()
        defer { lock.unlock() }
        for kind in kinds
        where !(builtIn + added).contains(where: { $0.key == kind.key }) {
            added.append(kind)
        }
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var added: [any FigureKind.Type] = []
}

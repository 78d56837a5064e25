/// A named image (no pixels): enough to tell "ticked" from "unticked" in a test.
public struct UIImage: Hashable, Sendable {
    public let name: String

    /// The image called `name`; nil for an empty name (there is no asset catalogue to miss in).
    public init?(named name: String) {
        guard !name.isEmpty else { return nil }
        self.name = name
    }
}

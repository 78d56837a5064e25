/// Source metrics of one variant folder.
public struct VariantSourceMetrics: Codable, Equatable, Sendable {
    public var name: String
    /// The variant folder, relative to the current directory when the snapshot was taken.
    public var path: String
    /// Every Swift file, sources and tests, sorted by path.
    public var files: [ClassifiedFile]
    public var unitTests: UnitTestInventory

    public init(name: String, path: String, files: [ClassifiedFile], unitTests: UnitTestInventory) {
        self.name = name
        self.path = path
        self.files = files
        self.unitTests = unitTests
    }
}

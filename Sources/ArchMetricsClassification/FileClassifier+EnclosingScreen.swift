extension FileClassifier {
    /// The screen of the folder nearest a file, and which kind of folder made it.
    package struct EnclosingScreen: Equatable, Sendable {
        var screen: String
        var folder: String
        /// A screen folder (`Modules/Login`), not a feature folder.
        var isScreenFolder: Bool

        /// How the folder reads in a reason.
        var phrase: String { "in \(isScreenFolder ? "screen" : "feature") folder \(folder)" }
    }
}

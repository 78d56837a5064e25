extension FileClassifier {
    /// The screens a variant's files make known, and the feature folders that name one.
    package struct KnownScreens: Sendable {
        var names: Set<String>
        /// Feature folder path → the screen it makes.
        var byFeatureFolder: [String: String] = [:]
        func contains(_ screen: String) -> Bool { names.contains(screen) }
    }
}

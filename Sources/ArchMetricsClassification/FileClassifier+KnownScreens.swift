import ArchMetricsSupport

extension FileClassifier {
    /// The screens a variant's files make known, and the feature folders that name one.
    package struct KnownScreens: Sendable {
        var names: Set<String>
        /// Feature folder path → the screen it makes.
        var byFeatureFolder: [String: String] = [:]
        /// `names` indexed for the near-miss search, once they are all known.
        var nearNames: NearNameIndex?
        func contains(_ screen: String) -> Bool { names.contains(screen) }
    }
}

import ArchMetricsModel

/// The figures the article published, so a report on the same four variants can set its
/// own results beside them. Only ratios are compared: the article's seconds come from an
/// 8-core Intel i9 MacBook Pro 2019 with Xcode 12.5.1, not from this machine.

package enum ArticleReference {
    /// The article's variants.
    package static let variantNames: Set<String> = ["MVC", "MVVM", "MVP", "MVP-C"]

    /// The article's mean seconds per measure and variant ("Build times" table).
    package static let meanSeconds: [TimingMeasure: [String: Double]] = [
        .cleanBuild: ["MVP-C": 10.08, "MVP": 10.18, "MVVM": 9.65, "MVC": 9.78],
        .nullBuild: ["MVP-C": 0.1, "MVP": 0.1, "MVVM": 0.1, "MVC": 0.1],
        .cleanTest: ["MVP-C": 18.45, "MVP": 16.52, "MVVM": 17.88, "MVC": 12.78],
    ]

    /// Each article variant's published mean over the reference's, for one measure; nil when
    /// the article has no such figure.
    package static func ratios(_ measure: TimingMeasure, reference: String) -> [String: Double]? {
        guard let means = meanSeconds[measure], let referenceMean = means[reference],
            referenceMean > 0
        else { return nil }
        return means.mapValues { $0 / referenceMean }
    }
}

/// What the tool assumes when a configuration says nothing: the conventions of the Architecture
/// Series and its Football Gather app (the bundled core), written once. In the model because the
/// snapshot's settings, the measurement options and the configuration all default to them.
///
/// `@usableFromInline`: public initialisers take these as default argument values.
@usableFromInline package enum Defaults {
    /// The variant a report is written for (first column), when it is present.
    @usableFromInline package static let focusVariant = "MVP-C"
    /// The variant ratios are taken to, when it is present.
    @usableFromInline package static let referenceVariant = "MVC"
    /// The screen whose unit tests the article counts.
    @usableFromInline package static let unitTestScreen = "Gather"
    /// Screens measured together for coverage.
    @usableFromInline package static let features = [
        ReportSettings.Feature(name: "Gather", screens: ["Gather"])
    ]
    /// Roles that count as one when variants are compared (a presenter does a view model's job).
    @usableFromInline package static let roleEquivalences: [[Role]] = [[.presenter, .viewModel]]
    /// Folders under a root that are never variants (the bundled core's shared package).
    package static let nonVariantFolders: Set<String> = ["Kit"]
    /// The Architecture Series' order of variants, used when those names are present: the
    /// article's four, then the series' VIPER and VIP (Clean Swift) articles.
    package static let seriesOrder = ["MVC", "MVVM", "MVP", "MVP-C", "VIPER", "VIP"]
    /// The bundled core's folder, in this repository and beside the installed tool.
    package static let bundledCoreFolder = "FootballGather"
}

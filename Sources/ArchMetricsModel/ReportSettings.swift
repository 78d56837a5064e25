/// The parts of the configuration that shape the tables, kept in the snapshot so that a
/// report rendered later from `metrics.json` groups files the same way.
public struct ReportSettings: Codable, Equatable, Sendable {
    /// The variant build-time ratios are computed against (MVC by default).
    public var referenceVariant: String
    /// Roles that share a table, the first naming it (`[presenter, viewModel]`).
    public var roleEquivalences: [[Role]]
    /// Row order of the per-screen tables; screens not listed follow alphabetically.
    public var screens: [String]
    /// The screen whose tests name the key class (Gather in the bundled core); empty when no
    /// screen's types have tests and none was configured.
    public var unitTestScreen: String
    /// True when no configuration named `unitTestScreen` and the scan chose it (the screen
    /// whose types have the most tests), so the report says once how to pick another; nil
    /// when configured or the bundled core's default.
    public var unitTestScreenFromData: Bool?
    public var features: [Feature]
    /// The roles, when the configuration added, renamed or dropped any (nil: the built-in set).
    public var roles: [RoleDefinition]?
    /// The behaviours every variant's tests should cover (config key `scenarios`); nil: the
    /// scenarios any variant's tests are tagged with.
    public var scenarios: [String]?

    /// The roles the tables are built from.
    public var roleCatalog: RoleCatalog { roles.map(RoleCatalog.init) ?? .builtIn }

    /// A named group of screens whose files are measured together (coverage of `Gather`).
    public struct Feature: Codable, Equatable, Sendable {
        public var name: String
        public var screens: [String]
        public init(name: String, screens: [String]) {
            self.name = name
            self.screens = screens
        }
    }

    public init(
        referenceVariant: String, roleEquivalences: [[Role]] = Defaults.roleEquivalences,
        screens: [String] = [],
        unitTestScreen: String = Defaults.unitTestScreen,
        features: [Feature] = Defaults.features,
        roles: RoleCatalog = .builtIn, scenarios: [String]? = nil
    ) {
        self.referenceVariant = referenceVariant
        self.roleEquivalences = roleEquivalences
        self.screens = screens
        self.unitTestScreen = unitTestScreen
        self.features = features
        self.roles = roles == RoleCatalog.builtIn ? nil : roles.definitions
        self.scenarios = scenarios
    }
}

extension VariantSourceMetrics {
    /// The source files of a feature (its screens' files, tests excluded), relative to the
    /// variant folder: what the coverage of that feature is measured over.
    public func files(of feature: ReportSettings.Feature) -> [String] {
        files.filter { file in
            file.role != .test && file.screen.map(feature.screens.contains) == true
        }.map(\.path)
    }
}

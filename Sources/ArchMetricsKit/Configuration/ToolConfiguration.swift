import ArchMetricsClassification
import ArchMetricsDrift
import ArchMetricsMeasurement
import ArchMetricsModel
import ArchMetricsSupport
import Foundation

/// What to compare and how to classify it: the variants, the focus and reference variants,
/// the role rules, screen folders and features. Built from defaults that reproduce the article
/// on its own layout, an optional `archmetrics.json`, and `--variants` overrides.
package struct ToolConfiguration: Sendable {
    /// One variant: a name and the folder holding its sources and tests.
    package struct Variant: Equatable, Sendable {
        package var name: String
        package var folder: URL
        /// What reports call the folder when not its path (`HEAD~30:App` for a variant unpacked
        /// from git into a scratch folder).
        package var displayPath: String?
        package init(name: String, folder: URL, displayPath: String? = nil) {
            self.name = name
            self.folder = folder
            self.displayPath = displayPath
        }
    }

    /// A named group of screens whose files are measured together (coverage of `Gather`).
    package typealias Feature = ReportSettings.Feature

    /// The folder variants were discovered in, if any.
    package var root: URL?
    /// Variants in the order they were given or discovered (MVC, MVVM, MVP, MVP-C by default).
    package var variants: [Variant]
    /// The variant every other is compared with (deltas): MVP-C if present, else the last.
    package var focusVariant: String
    /// The variant build-time ratios are computed against: MVC if present, else the first.
    package var referenceVariant: String
    package var rules: [RoleRule]
    package var screenFolders: [String]
    /// Screens known even without a view controller, and the row order of the tables.
    package var screens: [String]
    /// Roles that play the same part and share a table (presenter ≈ view model).
    package var roleEquivalences: [[Role]]
    package var features: [Feature]
    /// The screen whose tests name the key class of the unit-test table; empty: chosen from
    /// the data after the scan (`SourceMetricsCollector.chosenKeyScreen`).
    package var unitTestScreen: String
    /// Where the configuration was read from, if anywhere.
    package var source: URL?
    /// What `check` lets drift before failing (config key `tolerances`; flags add to it).
    package var tolerances: DriftTolerances
    /// The roles files can play: the built-in set, with the configuration's own roles added,
    /// renamed or dropped (config keys `roles`, `dropRoles`).
    package var roles: RoleCatalog
    /// Which roles and screens may reference which (config key `rules`); checked by `check`.
    package var dependencyRules: [DependencyRule]
    /// Each screen the `rules` name → where it is first written (`FILE:LINE:COLUMN`), for the
    /// error when no variant has it (`RuleScreens`). Empty for a configuration not read from
    /// a file.
    package var ruleScreenPlaces: [String: String] = [:]
    /// Whether `Reducer`, `Feature` and `Store` suffixes mean a reducer (config key
    /// `unidirectional`); nil: in each variant that declares a reducer.
    package var unidirectional: Bool?
    /// How the variants are built and tested (`commands`); nil: SwiftPM's `swift build` and
    /// `swift test` for every variant.
    package var commands: CommandsConfiguration?
    /// The behaviours every variant's tests should cover (`scenarios`); nil: whatever the
    /// variants' tests are tagged with.
    package var scenarios: [String]?
    /// Why the variants are these, in one line: discovered (one app, a set of variants, and
    /// by what manifests), listed in the configuration, or given with `--variants`.
    package var variantsReason = ""
    /// What the configuration file holds that works but is risky, as `FILE:LINE:COLUMN:
    /// warning: …` lines: the command that loaded it says them on stderr.
    package var warnings: [String] = []

    /// The configuration file looked for in the current directory when none is given.
    package static let defaultFileName = "archmetrics.json"

    /// The configuration a run given `path` (`--config`) reads, as an input no output of the
    /// run may replace (`DistinctPaths`): `path`, else ./archmetrics.json when it exists in
    /// `folder` (the run's).
    package static func input(_ path: String?, in folder: URL) -> [DistinctPaths.Path] {
        if let path { return [DistinctPaths.Path("the config", path)] }
        guard hasDefaultFile(in: folder) else { return [] }
        return [DistinctPaths.Path("the config", defaultFileName)]
    }

    /// A configuration from explicit values (the defaults otherwise), for callers that
    /// assemble variants themselves.
    package init(
        root: URL? = nil, variants: [Variant], focusVariant: String, referenceVariant: String,
        rules: [RoleRule] = RoleRule.defaults,
        screenFolders: [String] = RoleRule.defaultScreenFolders,
        screens: [String] = [], roleEquivalences: [[Role]] = Defaults.roleEquivalences,
        features: [Feature] = Defaults.features,
        unitTestScreen: String = Defaults.unitTestScreen,
        source: URL? = nil, tolerances: DriftTolerances = DriftTolerances(),
        roles: RoleCatalog = .builtIn, dependencyRules: [DependencyRule] = [],
        unidirectional: Bool? = nil
    ) {
        self.root = root
        self.variants = variants
        self.focusVariant = focusVariant
        self.referenceVariant = referenceVariant
        self.rules = rules
        self.screenFolders = screenFolders
        self.screens = screens
        self.roleEquivalences = roleEquivalences
        self.features = features
        self.unitTestScreen = unitTestScreen
        self.source = source
        self.tolerances = tolerances
        self.roles = roles
        self.dependencyRules = dependencyRules
        self.unidirectional = unidirectional
    }

    /// Variants in report column order: the focus first, then the others from the one given
    /// last to the one given first (MVP-C, MVP, MVVM, MVC, as the article prints them).
    package var columnOrder: [String] {
        [focusVariant] + variants.map(\.name).filter { $0 != focusVariant }.reversed()
    }

    /// The classifier these settings describe, stopping once `cancellation` is cancelled.
    package func classifier(cancellation: CancellationToken) -> FileClassifier {
        FileClassifier(
            cancellation: cancellation, rules: rules, screenFolders: screenFolders,
            configuredScreens: screens, roles: roles,
            unidirectional: unidirectional)
    }

    /// Whether `folder` holds `archmetrics.json`, the file read when no `--config` is given.
    package static func hasDefaultFile(in folder: URL) -> Bool {
        FileManager.default.fileExists(atPath: folder.appendingPathComponent(defaultFileName).path)
    }

    /// Loads the configuration.
    /// - Parameters:
    ///   - path: a config file; nil looks for `archmetrics.json` in the context's folder and
    ///     uses the defaults when there is none.
    ///   - root: the folder holding one subfolder per variant; nil uses the config's `root`,
    ///     else `BundledCore.defaultSubject` (the context's folder, outside this repository).
    ///   - variantOverrides: `(name, path)` pairs from `--variants`; when given, exactly these
    ///     variants are compared (paths relative to the context's folder).
    ///   - foldersMayBeGone: a variant folder missing from the work tree is accepted (for
    ///     `history`, which reads every folder from git: one that exists only in old revisions).
    ///   - context: the run's folder and environment; its diagnostics get the notes on how the
    ///     configuration was read, its token stops parsing a large configuration file.
    package static func load(
        path: URL?, root: URL?, variantOverrides: [VariantOverride],
        foldersMayBeGone: Bool = false, in context: WorkflowContext
    ) throws -> ToolConfiguration {
        let currentDirectory = context.folder
        let (file, configURL) = try readFile(
            path, in: currentDirectory, cancellation: context.cancellation)
        // Absolute first: a relative `--config` folder standardized with `..` in a path lost
        // its base (`Examples/../Tests` became `/Tests`).
        let configFolder = configURL?.absoluteURL.deletingLastPathComponent() ?? currentDirectory
        let chosen = try chooseVariants(
            file, configURL: configURL, configFolder: configFolder, root: root,
            variantOverrides: variantOverrides, in: context)
        let (variants, resolvedRoot, variantsReason) = (chosen.variants, chosen.root, chosen.reason)
        try validate(variants, foldersMayBeGone: foldersMayBeGone)
        // Variants narrowed on the command line (one matrix job per variant) may leave out the
        // config's focus or reference: a note and the default, not an error.
        let (focus, reference) = try focusAndReference(
            file, among: variants.map(\.name), narrowed: !variantOverrides.isEmpty || root != nil,
            say: context.diagnostics.say)
        // `check --tolerance` may name the roles this file declares (applied to these).
        var tolerances = file.tolerances ?? DriftTolerances()
        tolerances.declaredRoles = Set(file.roleCatalog.roles.map(\.rawValue))
        // The Gather screen and feature are the bundled core's own: anywhere else, with none
        // configured, the scan chooses the key screen from the data (empty until then).
        let isBundledCore = resolvedRoot.map(BundledCore.isBundledCore) ?? false
        var configuration = ToolConfiguration(
            root: resolvedRoot, variants: variants, focusVariant: focus,
            referenceVariant: reference,
            rules: file.effectiveRules,
            screenFolders: file.screenFolders ?? RoleRule.defaultScreenFolders,
            screens: file.screens ?? [],
            roleEquivalences: file.roleEquivalences ?? Defaults.roleEquivalences,
            features: file.features ?? (isBundledCore ? Defaults.features : []),
            unitTestScreen: file.unitTestScreen ?? (isBundledCore ? Defaults.unitTestScreen : ""),
            source: configURL,
            tolerances: tolerances, roles: file.roleCatalog,
            dependencyRules: file.dependencyRules ?? [], unidirectional: file.unidirectional)
        configuration.variantsReason = variantsReason
        // One matrix job measures a share of the variants: the others' commands are not its
        // business, a name that is no variant at all is.
        configuration.commands = try file.commands?.selecting(
            variants.map(\.name),
            known: configuredVariantNames(
                file, discovered: chosen.discovered, root: root, configFolder: configFolder,
                in: context)
        ).resolvingConfigFolder(configFolder)
        configuration.scenarios = file.scenarios
        configuration.warnings = file.locatedWarnings
        configuration.ruleScreenPlaces = file.ruleScreenPlaces
        return configuration
    }

    /// The configuration file at `path`, else `archmetrics.json` in `currentDirectory` if there
    /// is one, parsed, with where it was read from; an empty one (the defaults) when neither.
    private static func readFile(
        _ path: URL?, in currentDirectory: URL, cancellation: CancellationToken
    ) throws -> (ConfigurationFile, URL?) {
        var configURL = path
        if configURL == nil {
            let candidate = currentDirectory.appendingPathComponent(defaultFileName)
            if FileManager.default.fileExists(atPath: candidate.path) { configURL = candidate }
        }
        guard let configURL else { return (ConfigurationFile(), nil) }
        let data = try InputFile.read(
            configURL.path, what: "configuration", limit: InputFile.configurationLimit)
        let file = try ConfigurationFile.parse(
            String(decoding: data, as: UTF8.self), path: configURL.path,
            cancellation: cancellation)
        return (file, configURL)
    }

    /// The variants compared, and the root they are in: `--variants` if given, else the
    /// file's list unless a ROOT was given, else the subfolders of ROOT, the file's `root` or
    /// the default subject (`discovered`: their names, when found so).
    private static func chooseVariants(
        _ file: ConfigurationFile, configURL: URL?, configFolder: URL, root: URL?,
        variantOverrides: [VariantOverride], in context: WorkflowContext
    ) throws -> (variants: [Variant], root: URL?, reason: String, discovered: [String]?) {
        if !variantOverrides.isEmpty {
            let variants = variantOverrides.map {
                Variant(name: $0.name, folder: resolve($0.path, against: context.folder))
            }
            return (variants, root, "given with --variants", nil)
        }
        if root == nil, !file.variants.isEmpty, let configURL {
            let variants = file.variants.map {
                Variant(name: $0.name, folder: resolve($0.path, against: configFolder))
            }
            return (
                variants, file.root.map { resolve($0, against: configFolder) },
                "listed under \"variants\" in \(configURL.path)", nil
            )
        }
        let discoveryRoot =
            try root ?? file.root.map { resolve($0, against: configFolder) }
            ?? BundledCore.defaultSubject(from: context.folder, environment: context.environment)
        let discovery = try VariantDiscovery.discover(in: discoveryRoot)
        let variants = discovery.variants
        let notice = { (text: String) in context.diagnostics.say(noteText(text)) }
        if !discovery.leftOut.isEmpty {
            notice(
                "\(discovery.reason); not compared: \(discovery.leftOut.joined(separator: ", ")) (no project of its own, or a project the variants use)"
            )
        }
        // Say why the config's own list is not what is compared.
        if let configURL, root != nil, !file.variants.isEmpty {
            notice(
                "\(configURL.path): its variants (\(file.variants.map(\.name).joined(separator: ", "))) are not used: ROOT \(discoveryRoot.path) was given, so the variants are its subfolders"
            )
        } else if let configURL, file.listsNoVariants {
            notice(
                "\(configURL.path): \"variants\" lists none, so the variants are the subfolders of \(discoveryRoot.path)"
            )
        }
        return (variants, discoveryRoot, discovery.reason, variants.map(\.name))
    }

    /// The variants the configuration describes whatever the command line picked: the file's
    /// list, else the subfolders of ROOT, the file's `root` or the default subject: those
    /// `discovered` while choosing the variants, or (best effort, when `--variants` chose
    /// them) discovered now.
    private static func configuredVariantNames(
        _ file: ConfigurationFile, discovered: [String]?, root: URL?, configFolder: URL,
        in context: WorkflowContext
    ) -> [String] {
        guard file.variants.isEmpty else { return file.variants.map(\.name) }
        if let discovered { return discovered }
        let folder =
            root ?? file.root.map { resolve($0, against: configFolder) }
            ?? (try? BundledCore.defaultSubject(
                from: context.folder, environment: context.environment))
        return folder.flatMap { try? discoverVariants(in: $0).map(\.name) } ?? []
    }

    /// The file's focus and reference variants, else the series' (MVP-C, MVC) or the last and
    /// first of `names`. One the command line `narrowed` away is noted and replaced by the
    /// default; one that is not among `names` otherwise is an error.
    private static func focusAndReference(
        _ file: ConfigurationFile, among names: [String], narrowed: Bool,
        say: (String) -> Void
    ) throws -> (focus: String, reference: String) {
        func chosen(_ name: String?, key: String) throws -> String? {
            guard let name, narrowed, !names.contains(name) else {
                return try name.map { try requireVariant($0, in: names, key: key) }
            }
            say(
                noteText(
                    "\(key) '\(name)' of the configuration is not among the variants selected (\(names.joined(separator: ", "))); the default is used"
                ))
            return nil
        }
        let focus =
            try chosen(file.focus, key: "focus")
            ?? (seriesName(Defaults.focusVariant, in: names) ?? names.last!)
        let reference =
            try chosen(file.reference, key: "reference")
            ?? (seriesName(Defaults.referenceVariant, in: names) ?? names.first!)
        return (focus, reference)
    }

    /// A note about how the configuration was read, as the run's diagnostics say it.
    private static func noteText(_ text: String) -> String {
        "archmetrics: note: \(text)"
    }

    /// The variants `VariantDiscovery` finds in `root` (its rule: one app per project, a set
    /// of variants where the subfolders are projects of their own).
    package static func discoverVariants(in root: URL) throws -> [Variant] {
        try VariantDiscovery.discover(in: root).variants
    }

    /// Folder names without the affix they all share (`MVC_Shop`, `MVVM_Shop` → `MVC`, `MVVM`):
    /// the affix names the app, not the variant. Only an affix that ends at a separator (`_`,
    /// `-`, `.`, a space) is cut, only if every name keeps something, and only if the names stay
    /// distinct; the folders themselves are kept in each variant's path.
    static func displayNames(_ folders: [String]) -> [String: String] {
        let unchanged = Dictionary(uniqueKeysWithValues: folders.map { ($0, $0) })
        guard folders.count > 1 else { return unchanged }
        let separators: Set<Character> = ["_", "-", ".", " "]
        func commonPrefix(_ names: [[Character]]) -> Int {
            var length = 0
            while names.allSatisfy({ $0.count > length }), Set(names.map { $0[length] }).count == 1
            { length += 1 }
            return length
        }
        let characters = folders.map(Array.init)
        // The shared prefix up to and including its last separator; the same for suffixes.
        var prefix = commonPrefix(characters)
        while prefix > 0, !separators.contains(characters[0][prefix - 1]) { prefix -= 1 }
        let reversed = characters.map { Array($0.reversed()) }
        var suffix = commonPrefix(reversed)
        while suffix > 0, !separators.contains(reversed[0][suffix - 1]) { suffix -= 1 }
        let stripped = characters.map { name -> String in
            guard name.count > prefix + suffix else { return String(name) }
            return String(name[prefix..<(name.count - suffix)])
        }
        guard stripped.allSatisfy({ !$0.isEmpty }), Set(stripped).count == folders.count,
            prefix + suffix > 0, characters.allSatisfy({ $0.count > prefix + suffix })
        else { return unchanged }
        return Dictionary(uniqueKeysWithValues: zip(folders, stripped).map { ($0, $1) })
    }

    static func containsSwiftFile(_ folder: URL) -> Bool {
        guard
            let enumerator = FileManager.default.enumerator(
                at: folder, includingPropertiesForKeys: nil,
                options: [.skipsHiddenFiles])
        else { return false }
        for case let url as URL in enumerator
        where url.pathExtension == "swift" && url.lastPathComponent != "Package.swift" {
            return true
        }
        return false
    }

    static func resolve(_ path: String, against folder: URL) -> URL {
        path.hasPrefix("/")
            ? URL(fileURLWithPath: path).standardized
            : folder.appendingPathComponent(path).standardized
    }

    static func validate(_ variants: [Variant], foldersMayBeGone: Bool = false) throws {
        var seen = Set<String>()
        for variant in variants {
            guard !variant.name.isEmpty else {
                throw ArchMetricsError.usage("a variant name is empty")
            }
            guard seen.insert(variant.name).inserted else {
                throw ArchMetricsError.usage("variant '\(variant.name)' is given twice")
            }
            var isDirectory: ObjCBool = false
            guard
                FileManager.default.fileExists(
                    atPath: variant.folder.path, isDirectory: &isDirectory), isDirectory.boolValue
            else {
                let exists = FileManager.default.fileExists(atPath: variant.folder.path)
                if foldersMayBeGone && !exists { continue }
                throw ArchMetricsError.input(
                    "variant '\(variant.name)': "
                        + (exists
                            ? "\(variant.folder.path) is a file, not a folder"
                            : "no such folder \(variant.folder.path)"))
            }
        }
    }

    /// The series' place of a variant named in any case (`mvc`, `Mvvm` are MVC and MVVM).
    static func seriesIndex(_ name: String) -> Int? {
        Defaults.seriesOrder.firstIndex { $0.caseInsensitiveCompare(name) == .orderedSame }
    }

    /// The variant among `names` that is the series' `name`, in whatever case it is written.
    static func seriesName(_ name: String, in names: [String]) -> String? {
        names.first { $0 == name }
            ?? names.first { $0.caseInsensitiveCompare(name) == .orderedSame }
    }

    static func requireVariant(_ name: String, in names: [String], key: String) throws -> String {
        guard names.contains(name) else {
            throw ArchMetricsError.input(
                "configuration: \(key) '\(name)' is not one of the variants (\(names.joined(separator: ", ")))"
            )
        }
        return name
    }
}

import ArchMetricsKit
import Foundation

enum RolesCommand: Command {
    static let name = "roles"
    static let summary =
        "List every file's role, screen and the rule that decided (before a config)."
    static let help = """
        USAGE: archmetrics roles [ROOT] [--variants NAME=PATH ...] [--config FILE]
                                 [--variant NAME ...] [--role ROLE ...] [--format table|json]

        Classifies every Swift file of every variant as 'report' does and lists it with its
        role, its screen and the evidence that decided — the first thing to run on a new
        codebase, before writing an archmetrics.json. Evidence is weighed in one order: a path
        rule (tests, demos, infrastructure folders), then the type name's longest role suffix,
        then its superclasses and conformances (followed through the variant's own types),
        then a folder named for a role; what a stronger piece overruled is shown in brackets
        ("suffix View (over conformance UIViewController via BaseView)").

        After the tables come the screens found and why (a view controller, a screen or
        feature folder, two screen roles sharing a name), the files whose weaker evidence was
        overruled, the screen folders with no screen entry point (so no screen: Common/,
        Entities/), and what a configuration could fix:
          near misses               a screen role whose name is one slip from a known screen
                                    (ThingsListPresenter beside the ThingList screen)
          shared because no screen  a screen role whose screen is unknown: right for a
                                    reusable part (LoadingView), else name its screen in
                                    "screens" or its folder in "screenFolders"

        ROOT is a folder with one subfolder per variant (default: the config's root, else the
        bundled Football Gather core), discovered as 'archmetrics report' does.

        OPTIONS:
        \(options.helpText)

        JSON (schemaVersion 1, sorted keys): {"schemaVersion", "variants": [{"name", "path",
        "files": [{"path", "role", "screen", "primaryType", "rule"}]}], "screens": [{"variant",
        "name", "why"}], "overruled": [{"variant", "path", "rule"}], "foldersWithoutScreen":
        [{"variant", "folder"}], "nearMisses": [{"variant", "path", "role", "wantedScreen",
        "nearScreen"}], "sharedForNoScreen": [same]}.
        Paths are relative to the variant's path; a value a file lacks (its screen) is left out.

        EXIT STATUS: 0 listed (near misses are no failure), 2 bad usage, a bad config or a
        missing folder.

        EXAMPLES:
          archmetrics roles
              Every file of the bundled core with its role, screen and rule.
          archmetrics roles ~/src/MyApp-variants --role shared
              What ended up shared, and why: the files a config may need to place.
          archmetrics roles --variants App=Sources/App --format json | jq '.sharedForNoScreen'
        """

    static let options: [OptionSpec] = [
        OptionSpec(
            "variants", .value(placeholder: "NAME=PATH"),
            "A variant to classify (repeatable); replaces discovery under ROOT."),
        OptionSpec(
            "config", .value(placeholder: "FILE"),
            "Read settings from FILE (default: ./archmetrics.json when it\nexists), as 'archmetrics report' does."
        ),
        OptionSpec(
            "variant", .value(placeholder: "NAME"), "Only this variant (repeatable)."),
        OptionSpec(
            "role", .value(placeholder: "ROLE"),
            "Only files of this role (repeatable): viewController, view, …,\nshared, test, or a configured role. An unplaced file is kept\nfor the screen role its rule gave it too."
        ),
        OptionSpec(
            "format", .value(placeholder: "FORMAT"),
            "table (default) or json (stable, sorted keys, schemaVersion)."),
        .helpOption,
    ]

    static func run(_ arguments: inout Arguments) throws -> ExitStatus {
        let variantSpecs = try arguments.options("variants")
        let configPath = try arguments.option("config")
        let variantNames = try arguments.options("variant")
        let roleNames = try arguments.options("role")
        let format = try arguments.choice("format", ["table", "json"], default: "table")
        let root = try arguments.optionalRoot()
        let overrides = try VariantOverrides.parse(variantSpecs, root: root, command: "roles")
        let configuration = try ReportConfiguration.load(
            path: configPath.map { URL(fileURLWithPath: $0) },
            root: root.map { URL(fileURLWithPath: $0) }, variantOverrides: overrides)
        configuration.warnings.forEach(Output.error)
        let known = configuration.variants.map(\.name)
        if let unknown = variantNames.first(where: { !known.contains($0) }) {
            throw ArchMetricsError.usage(
                "roles: --variant \(unknown) is not one of the variants (\(known.joined(separator: ", ")))"
            )
        }
        let roles = configuration.roles.roles
        if let unknown = roleNames.first(where: { name in !roles.contains { $0.rawValue == name } })
        {
            throw ArchMetricsError.usage(
                "roles: --role \(unknown) is not a role; expected one of: \(roles.map(\.rawValue).joined(separator: ", "))"
            )
        }
        let (listing, diagnostics) = RoleListing.list(
            configuration, variantNames: variantNames.isEmpty ? nil : Set(variantNames),
            roles: roleNames.isEmpty ? nil : Set(roleNames.map(Role.init)), cancellation: .process)
        for diagnostic in diagnostics { Output.error(diagnostic.formatted) }
        if format == "json" {
            Output.print(try StableJSON.string(listing))
        } else {
            Output.print(listing.table())
        }
        return .success
    }
}

import ArchMetricsKit

enum RolesCommand: Command {
    typealias Flow = RolesWorkflow
    // Reads files only: Ctrl-C ends the tool at once, nothing to stop or leave whole.
    static let cancelsOnInterrupt = false
    static let name = "roles"
    static let summary =
        "List every file's role, screen and the rule that decided (before a config)."
    static let help = """
        USAGE: archmetrics roles [ROOT] [--variants NAME=PATH ...] [--config FILE]
                                 [--variant NAME ...] [--role ROLE ...] [--uncertain]
                                 [--format table|json]

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

        --uncertain lists only the files placed by weak evidence alone (a path glob, a name
        prefix, the shared fallback, a screen folder with no entry point, the folder of a
        screen's one controller), most consequential first (a view controller or view model
        guessed before a helper, then the larger file), with a count per variant: what to
        configure first.

        ROOT is a folder with one subfolder per variant (default: the config's root, else the
        bundled Football Gather core), discovered as 'archmetrics report' does.

        OPTIONS:
        \(options.helpText)

        JSON (schemaVersion 1, sorted keys): {"schemaVersion", "variants": [{"name", "path",
        "files": [{"path", "role", "screen", "primaryType", "rule"}]}], "screens": [{"variant",
        "name", "why"}], "overruled": [{"variant", "path", "rule"}], "foldersWithoutScreen":
        [{"variant", "folder"}], "nearMisses": [{"variant", "path", "role", "wantedScreen",
        "nearScreen"}], "sharedForNoScreen": [same], "uncertain": [{"variant", "path", "role",
        "screen", "unplacedRole", "guess", "codeLines", "rule"}]} (with --uncertain, the
        variants' files are the uncertain ones).
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

    static let variants = OptionSpec(
        "variants", .value(placeholder: "NAME=PATH"),
        "A variant to classify (repeatable); replaces discovery under ROOT.")
    static let config = OptionSpec(
        "config", .value(placeholder: "FILE"),
        "Read settings from FILE (default: ./archmetrics.json when it\nexists), as 'archmetrics report' does."
    )
    static let variant = OptionSpec(
        "variant", .value(placeholder: "NAME"), "Only this variant (repeatable).")
    static let role = OptionSpec(
        "role", .value(placeholder: "ROLE"),
        "Only files of this role (repeatable): viewController, view, …,\nshared, test, or a configured role. An unplaced file is kept\nfor the screen role its rule gave it too."
    )
    static let uncertain = OptionSpec(
        "uncertain",
        "Only the files placed by weak evidence alone, most consequential\nfirst, with a count per variant."
    )
    static let format = OptionSpec(
        "format", .value(placeholder: "FORMAT"),
        "table (default) or json (stable, sorted keys, schemaVersion).")

    static let options = [variants, config, variant, role, uncertain, format, .helpOption]

    static func request(_ arguments: inout Arguments) throws -> RolesWorkflow.Request {
        var request = RolesWorkflow.Request()
        let variantSpecs = try arguments.options(variants)
        request.configPath = try arguments.option(config)
        request.variantNames = try arguments.options(variant)
        request.roleNames = try arguments.options(role)
        request.uncertainOnly = arguments.flag(uncertain)
        request.format = try arguments.choice(format, default: request.format)
        request.root = try arguments.optionalRoot()
        request.overrides = try VariantOverrides.parse(
            variantSpecs, root: request.root, command: "roles")
        return request
    }
}

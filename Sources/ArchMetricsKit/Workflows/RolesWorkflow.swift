import ArchMetricsModel
import ArchMetricsSupport
import Foundation

/// `archmetrics roles`: every file of every variant classified as `report` does, listed with
/// its role, screen and the rule that decided.
package enum RolesWorkflow: Workflow {
    /// What `--format` takes.
    package enum Format: String, CaseIterable, Sendable {
        case table, json
    }

    /// What the command line asked for.
    package struct Request {
        /// `--variants NAME=PATH`, replacing discovery under `root`.
        package var overrides: [VariantOverride] = []
        package var configPath: String?
        package var root: String?
        /// `--variant NAME`: only these variants (none: every one).
        package var variantNames: [String] = []
        /// `--role ROLE`: only files of these roles (none: every one).
        package var roleNames: [String] = []
        package var format: Format = .table
        /// `--uncertain`: only the files placed by weak evidence alone.
        package var uncertainOnly = false

        package init() {}
    }

    /// Listing never fails a check: near misses are no failure.
    package typealias Outcome = WorkflowResult

    /// The built-in roles as the tool's overview names them ("view controllers", …).
    package static var builtInRolePhrases: [String] {
        RoleCatalog.builtIn.roles.map(\.singularPhrase)
    }

    package static func run(_ request: Request, in context: WorkflowContext) throws -> Outcome {
        let configuration = try ToolConfiguration.load(
            path: request.configPath.map(context.url), root: request.root.map(context.url),
            variantOverrides: request.overrides, in: context)
        configuration.warnings.forEach(context.diagnostics.say)
        let known = configuration.variants.map(\.name)
        if let unknown = request.variantNames.first(where: { !known.contains($0) }) {
            throw ArchMetricsError.usage(
                "roles: --variant \(unknown) is not one of the variants (\(known.joined(separator: ", ")))"
            )
        }
        let roles = configuration.roles.roles
        if let unknown = request.roleNames.first(where: { name in
            !roles.contains { $0.rawValue == name }
        }) {
            throw ArchMetricsError.usage(
                "roles: --role \(unknown) is not a role; expected one of: \(roles.map(\.rawValue).joined(separator: ", "))"
            )
        }
        var (listing, diagnostics) = RoleListing.list(
            configuration,
            variantNames: request.variantNames.isEmpty ? nil : Set(request.variantNames),
            roles: request.roleNames.isEmpty ? nil : Set(request.roleNames.map(Role.init)),
            in: context)
        context.diagnostics.report(diagnostics)
        if request.uncertainOnly { listing = listing.onlyUncertain() }
        switch request.format {
        case .json: context.show(try StableJSON.string(listing))
        case .table:
            context.show(request.uncertainOnly ? listing.uncertainTable() : listing.table())
        }
        return Outcome(failed: false)
    }
}

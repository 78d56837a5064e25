import ArchMetricsClassification
import ArchMetricsModel
import ArchMetricsSupport
import Foundation
import SwiftScanning

/// What `archmetrics roles` shows: every file of every variant with its role, screen and the
/// rule that decided; the screens found and why; then what a configuration could fix or a
/// reader should check: near misses (a screen role whose name is one slip from a known
/// screen), files of a screen role made shared because no screen was found for them, files
/// whose weaker evidence said another role, and screen folders that held no screen entry
/// point. Its JSON form is versioned by `schemaVersion`.
package struct RoleListing: Encodable, Sendable {
    /// Raised when a field is renamed or removed or its meaning changes; new fields don't.
    package static let currentSchemaVersion = 1

    package var schemaVersion = RoleListing.currentSchemaVersion
    /// Why the variants are these: one app, a set of variants, a list given (one line).
    package var variantsReason: String?
    package var variants: [Variant]
    package var nearMisses: [Unplaced]
    package var sharedForNoScreen: [Unplaced]
    /// Every screen found, with the evidence that made it one.
    package var screens: [Screen] = []
    /// Files whose deciding evidence overruled another (`suffix View (over folder Views)`).
    package var overruled: [Overruled] = []
    /// Screen folders (`Modules/Common`) that held no screen entry point, so are no screen.
    package var foldersWithoutScreen: [Folder] = []
    /// Files placed by weak evidence alone, most consequential first (`Uncertain.isBefore`).
    package var uncertain: [Uncertain] = []

    /// A file placed only by weak evidence: what to check, or configure, first.
    package struct Uncertain: Encodable, Sendable {
        package var variant: String
        /// Relative to the variant folder.
        package var path: String
        package var role: Role
        package var screen: String?
        /// The screen role its rule gave it when it ended shared for want of a screen.
        package var unplacedRole: Role?
        package var guess: PlacementGuess
        package var codeLines: Int
        package var rule: String
    }

    package struct Screen: Encodable, Sendable {
        package var variant: String
        package var name: String
        /// `view controller LoginViewController`, `screen folder App/Modules/Login`, …
        package var why: String
    }

    package struct Overruled: Encodable, Sendable {
        package var variant: String
        package var path: String
        package var rule: String
    }

    package struct Folder: Encodable, Sendable {
        package var variant: String
        /// Relative to the variant folder.
        package var folder: String
    }

    package struct Variant: Encodable, Sendable {
        package var name: String
        /// The variant folder as reports show it (relative to the current folder when inside it).
        package var path: String
        package var files: [File]
    }

    package struct File: Encodable, Sendable {
        /// Relative to the variant folder.
        package var path: String
        package var role: Role
        /// Nil (left out of the JSON) for shared files and tests.
        package var screen: String?
        package var primaryType: String?
        /// The evidence that decided, and what it overruled (`suffix View (over folder Views)`).
        package var rule: String
    }

    /// A file of a screen role that got no screen.
    package struct Unplaced: Encodable, Sendable {
        package var variant: String
        /// Relative to the variant folder.
        package var path: String
        /// The screen role its rule gave it (its role is that role for a near miss, else shared).
        package var role: Role
        /// The screen its name asks for (`ThingsList` of `ThingsListPresenter`); nil when the
        /// rule was no suffix (a folder or a conformance).
        package var wantedScreen: String?
        /// For a near miss, the known screen it is one slip from.
        package var nearScreen: String?
    }

    /// Scans and classifies the variants of `configuration` (those named in `variantNames`
    /// when given) and keeps the files whose role (or, for an unplaced file, the role its rule
    /// gave) is in `roles` when given. Scan problems are returned, not thrown. Variant folders
    /// are shown relative to the context's folder; its token stops the scan.
    package static func list(
        _ configuration: ToolConfiguration, variantNames: Set<String>? = nil,
        roles: Set<Role>? = nil, in context: WorkflowContext
    ) -> (listing: RoleListing, diagnostics: [Diagnostic]) {
        let cancellation = context.cancellation
        var classifier = configuration.classifier(cancellation: cancellation)
        var listing = RoleListing(
            variantsReason: configuration.variantsReason, variants: [], nearMisses: [],
            sharedForNoScreen: [])
        var diagnostics: [Diagnostic] = []
        for variant in configuration.variants
        where variantNames.map({ $0.contains(variant.name) }) ?? true {
            let displayPath =
                variant.displayPath
                ?? SourceMetricsCollector.relativeDisplayPath(
                    of: variant.folder, in: context.folder)
            let manifests = ProjectManifests.membership(in: variant.folder)
            classifier.membership = manifests.membership
            // Read with their structure, as `report` reads them: the names a view controller's
            // code mentions say which others it embeds.
            let scan = SourceScanner.scanRecords(
                paths: [variant.folder], options: ScanOptions(cancellation: cancellation),
                isTestPath: { [classifier] in classifier.isTestFileByPath($0) })
            let (records, notCounted) = ProjectManifests.counted(
                scan.records.filter { SourceMetricsCollector.isVariantSource($0.file) },
                path: \.file.path, by: manifests.membership, under: displayPath)
            diagnostics += scan.result.diagnostics + manifests.diagnostics + notCounted
            var listed: [File] = []
            let (placements, screens) = classifier.placeWithScreens(
                records.map(\.file), structures: records.map(\.structure))
            listing.screens += screens.origins.keys.sorted().map {
                Screen(variant: variant.name, name: $0, why: screens.origins[$0]!)
            }
            listing.foldersWithoutScreen += screens.foldersWithoutEntryPoint.map {
                Folder(variant: variant.name, folder: $0)
            }
            for placement in placements.sorted(by: { $0.file.path < $1.file.path }) {
                let (file, decision) = (placement.file, placement.decision)
                let wanted = decision.unplacedRole
                guard
                    roles.map({ $0.contains(file.role) || wanted.map($0.contains) == true }) ?? true
                else { continue }
                listed.append(
                    File(
                        path: file.path, role: file.role, screen: file.screen,
                        primaryType: file.primaryType, rule: file.reason))
                if let guess = decision.guess {
                    listing.uncertain.append(
                        Uncertain(
                            variant: variant.name, path: file.path, role: file.role,
                            screen: file.screen, unplacedRole: wanted, guess: guess,
                            codeLines: file.lines.code, rule: file.reason))
                }
                if !decision.overruled.isEmpty {
                    listing.overruled.append(
                        Overruled(variant: variant.name, path: file.path, rule: file.reason))
                }
                guard let wanted else { continue }
                let unplaced = Unplaced(
                    variant: variant.name, path: file.path, role: wanted,
                    wantedScreen: decision.wantedScreen, nearScreen: decision.nearScreen)
                if decision.nearScreen != nil {
                    listing.nearMisses.append(unplaced)
                } else {
                    listing.sharedForNoScreen.append(unplaced)
                }
            }
            listing.variants.append(Variant(name: variant.name, path: displayPath, files: listed))
        }
        let catalog = configuration.roles
        listing.uncertain.sort { $0.isBefore($1, roles: catalog) }
        return (listing, diagnostics)
    }

    /// The listing less every file placed by its own evidence: what `roles --uncertain` shows.
    package func onlyUncertain() -> RoleListing {
        var listing = self
        let guessed = Set(uncertain.map { "\($0.variant)/\($0.path)" })
        listing.variants = variants.map { variant in
            var variant = variant
            variant.files = variant.files.filter { guessed.contains("\(variant.name)/\($0.path)") }
            return variant
        }
        return listing
    }

    /// The uncertain files as aligned text, most consequential first, with a count per variant.
    package func uncertainTable() -> String {
        guard !uncertain.isEmpty else { return "Every file was placed by its own evidence." }
        var lines = [
            "Placed by weak evidence alone (a path glob, a name prefix, the shared fallback, a screen folder with no entry point), most consequential first:"
        ]
        var counts: [String: Int] = [:]
        for file in uncertain { counts[file.variant, default: 0] += 1 }
        let rows =
            [["VARIANT", "PATH", "ROLE", "SCREEN", "GUESS", "RULE"]]
            + uncertain.map {
                [
                    $0.variant, $0.path,
                    $0.role.rawValue + ($0.unplacedRole.map { " (\($0.rawValue)?)" } ?? ""),
                    $0.screen ?? "-", $0.guess.phrase, $0.rule,
                ]
            }
        let widths = (0..<5).map { column in rows.map { $0[column].count }.max() ?? 0 }
        for row in rows {
            let padded = (0..<5).map {
                row[$0].padding(toLength: widths[$0], withPad: " ", startingAt: 0)
            }
            lines.append("  " + (padded + [row[5]]).joined(separator: "  "))
        }
        lines.append("")
        lines.append(
            "Guessed files per variant: "
                + variants.map { "\($0.name) \(counts[$0.name] ?? 0)" }.joined(separator: ", "))
        return lines.joined(separator: "\n")
    }

    /// The listing as aligned text: a table per variant, then what to configure.
    package func table() -> String {
        var lines: [String] = []
        if let variantsReason, !variantsReason.isEmpty {
            lines += ["Variants: \(variantsReason)", ""]
        }
        for variant in variants {
            let count = variant.files.count
            lines.append(
                "\(TextEscaping.terminal(variant.name)) (\(TextEscaping.terminal(variant.path))): \(count) file\(count == 1 ? "" : "s")"
            )
            let rows =
                [["PATH", "ROLE", "SCREEN", "RULE"]]
                + variant.files.map {
                    [
                        TextEscaping.terminal($0.path), $0.role.rawValue,
                        $0.screen.map(TextEscaping.terminal) ?? "-", TextEscaping.terminal($0.rule),
                    ]
                }
            let widths = (0..<3).map { column in rows.map { $0[column].count }.max() ?? 0 }
            for row in rows {
                let padded = (0..<3).map {
                    row[$0].padding(toLength: widths[$0], withPad: " ", startingAt: 0)
                }
                lines.append("  " + (padded + [row[3]]).joined(separator: "  "))
            }
            lines.append("")
        }
        lines += screenLines()
        if !nearMisses.isEmpty {
            lines.append(
                "Near misses: a screen role named one slip from a known screen (rename the type, or list its screen under \"screens\"):"
            )
            for miss in nearMisses {
                lines.append(
                    "  \(miss.variant)  \(miss.path)  \(miss.role.rawValue) of '\(miss.wantedScreen ?? "")', near screen '\(miss.nearScreen ?? "")'"
                )
            }
            lines.append("")
        }
        if !sharedForNoScreen.isEmpty {
            lines.append(
                "Shared because no screen: a screen role whose screen is unknown (fine for a reusable part; for a screen, list it under \"screens\" or \"screenFolders\", or give it a view controller):"
            )
            for miss in sharedForNoScreen {
                let wanted = miss.wantedScreen.map { " of '\($0)'" } ?? ""
                lines.append("  \(miss.variant)  \(miss.path)  \(miss.role.rawValue)\(wanted)")
            }
            lines.append("")
        }
        if nearMisses.isEmpty && sharedForNoScreen.isEmpty {
            lines.append("Every file of a screen role has a screen.")
        }
        return lines.joined(separator: "\n")
    }

    /// The screens found and why, the overruled evidence and the folders that made no screen.
    private func screenLines() -> [String] {
        var lines: [String] = []
        if !screens.isEmpty {
            lines.append("Screens found, and why:")
            lines += screens.map { "  \($0.variant)  \($0.name)  \($0.why)" }
            lines.append("")
        }
        if !overruled.isEmpty {
            lines.append("Evidence overruled: the rule that decided, weaker evidence in brackets:")
            lines += overruled.map { "  \($0.variant)  \($0.path)  \($0.rule)" }
            lines.append("")
        }
        if !foldersWithoutScreen.isEmpty {
            lines.append(
                "Screen folders with no screen entry point (no view controller or module view), so no screen:"
            )
            lines += foldersWithoutScreen.map { "  \($0.variant)  \($0.folder)" }
            lines.append("")
        }
        return lines
    }
}

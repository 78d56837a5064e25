import ArchMetricsSupport
import Foundation

/// What the session checks before anything runs: options in range, variants with unique,
/// non-empty names, and folders it can build.
extension MeasurementSession {
    static func validate(_ options: MeasurementOptions, _ variants: [MeasuredVariant]) throws {
        guard options.runs >= 1 else {
            throw ArchMetricsError.usage("runs must be at least 1 (got \(options.runs))")
        }
        guard options.warmup >= 0 else {
            throw ArchMetricsError.usage("warmup must be 0 or more (got \(options.warmup))")
        }
        guard options.timeoutSeconds > 0 else {
            throw ArchMetricsError.usage(
                "timeout must be more than 0 seconds (got \(options.timeoutSeconds))")
        }
        guard !variants.isEmpty else {
            throw ArchMetricsError.input("no variant packages to measure")
        }
        var seen = Set<String>()
        for variant in variants {
            guard !variant.name.isEmpty else {
                throw ArchMetricsError.input(
                    "a variant has an empty name (\(variant.packageFolder.path))")
            }
            guard seen.insert(variant.name).inserted else {
                throw ArchMetricsError.input("variant '\(variant.name)' is listed twice")
            }
            try Self.refuseOptionLikeName(variant)
            let manifest = variant.packageFolder.appendingPathComponent("Package.swift")
            guard variant.commands != nil || FileManager.default.fileExists(atPath: manifest.path)
            else {
                throw ArchMetricsError.input(
                    "variant '\(variant.name)': \(variant.packageFolder.path) is not a SwiftPM package (no Package.swift)",
                    hint: "Give it build and test commands (\"commands\" in the configuration).")
            }
            if let touchFile = variant.incrementalTouchFile {
                let path = variant.packageFolder.appendingPathComponent(touchFile).path
                guard FileManager.default.fileExists(atPath: path) else {
                    throw ArchMetricsError.input(
                        "variant '\(variant.name)': incremental-build file \(touchFile) does not exist in \(variant.packageFolder.path)"
                    )
                }
            }
        }
    }

    /// A variant name beginning with `-` where `{name}` begins an argument (`-scheme {name}`)
    /// would reach the build command as an option, not a name.
    private static func refuseOptionLikeName(_ variant: MeasuredVariant) throws {
        guard variant.name.hasPrefix("-"), let commands = variant.commands else { return }
        let templates = [
            commands.clean, commands.build, commands.nothingChanged, commands.touch, commands.test,
        ]
        guard templates.contains(where: { $0?.contains { $0.hasPrefix("{name}") } == true })
        else { return }
        throw ArchMetricsError.input(
            "variant '\(variant.name)': its name begins with '-' and a command takes {name} as an argument of its own, where it would be read as an option",
            hint:
                "Rename the variant, or write the argument so the name is not its start (--scheme={name})."
        )
    }
}

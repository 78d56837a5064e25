import Foundation

/// What the measures ask the session about a variant's commands: which they are (configured, or
/// SwiftPM's), each with its placeholders filled in, and the untimed instrumented build that
/// type checking and compile work share. Beside `BuildCommands`, not in the session's schedule.
extension MeasurementSession {
    /// One untimed build of variant `variantIndex` in `scratchFolder` with extra compiler
    /// `swiftFlags`, logged as `<logPrefix>-build.log`. Its configured `clean` runs first
    /// (`<logPrefix>-clean.log`): a build whose outputs live outside the scratch folder (Bazel's,
    /// Xcode's derived data elsewhere) would otherwise compile nothing. nil, with a note saying
    /// `consequence`, when that clean failed. `observe` sees the build's output as it comes.
    func runUntimedBuild(
        _ variantIndex: Int, scratchFolder: URL, swiftFlags: [String], logPrefix: String,
        consequence: String, observe: ((UnsafeRawBufferPointer) -> Void)? = nil
    ) throws -> ProcessOutcome? {
        if let clean = commands(variantIndex).clean {
            let outcome = try runCommand(
                commandLine(clean, variantIndex, scratchFolder: scratchFolder),
                logName: "\(logPrefix)-clean.log", variantIndex: variantIndex)
            guard outcome.succeeded else {
                note(
                    "the clean command failed (\(outcome.termination)); \(consequence); log: \(folders.relativeLogPath(outcome.logFile))",
                    variantIndex)
                return nil
            }
        }
        return try runCommand(
            commandLine(
                commands(variantIndex).build, variantIndex, scratchFolder: scratchFolder,
                swiftFlags: swiftFlags),
            logName: "\(logPrefix)-build.log", variantIndex: variantIndex, observe: observe)
    }

    /// The commands of variant `variantIndex`: its configured ones, else SwiftPM's.
    func commands(_ variantIndex: Int) -> BuildCommands {
        variants[variantIndex].commands ?? .swiftPM(swift: options.swiftExecutable)
    }

    /// `template` with the placeholders of variant `variantIndex` filled in: its folder and
    /// name, `scratchFolder`, the extra compiler `swiftFlags` (spelled as its commands say),
    /// and `file` (touch only).
    func commandLine(
        _ template: [String], _ variantIndex: Int, scratchFolder: URL, swiftFlags: [String] = [],
        file: String? = nil
    ) -> [String] {
        var values = [
            "variant": variants[variantIndex].packageFolder.path,
            "name": variants[variantIndex].name, "scratch": scratchFolder.path,
        ]
        values["file"] = file
        values["configFolder"] = commands(variantIndex).configFolder
        return CommandTemplate.expand(
            template, values: values, swiftFlags: commands(variantIndex).spelled(swiftFlags))
    }
}

import ArchMetricsKit
import ArchMetricsSupport
import Foundation

func main() -> Int32 {
    var argv = Array(CommandLine.arguments.dropFirst())
    guard let first = argv.first, first != "--help", first != "-h" else {
        Output.print(overview)
        return ExitStatus.success.rawValue
    }
    if ["--version", "-V", "version"].contains(first) {
        Output.print("archmetrics \(ArchMetricsVersion.current)")
        return ExitStatus.success.rawValue
    }
    argv.removeFirst()
    do {
        // Before anything opens a file or starts a thread: a low `ulimit -n` fails here, whole.
        try DescriptorLimit.raise()
        FileSizeLimit.failWritesInsteadOfSignalling()
        // Scratch folders in $TMPDIR left by a run killed with SIGKILL.
        AbandonedScratch.remove()
        guard let command = CommandRegistry.all.first(where: { $0.name == first }) else {
            throw unknownCommand(first)
        }
        // `--help` asks for help only among the options: after `--` it is a path.
        let optionsPart = argv.firstIndex(of: "--").map { Array(argv[..<$0]) } ?? argv
        if optionsPart.contains("--help") || optionsPart.contains("-h") {
            Output.print(command.help)
            return ExitStatus.success.rawValue
        }
        // The one context of the run: what the process gives (its folder, environment, streams
        // and the Ctrl-C token) is read here, and everything after reads it from the context.
        let context = commandLineContext()
        var arguments = try Arguments(
            command: command.name, options: command.options, argv,
            environment: context.environment)
        return try command.run(&arguments, in: context).rawValue
    } catch let error as ArchMetricsError
        where error.category != .interrupted && Interruption.happened
    {
        Output.error("archmetrics: interrupted (\(error.message))")
        return ExitStatus.interrupted.rawValue
    } catch let error as ArchMetricsError {
        Output.error("archmetrics: error: \(error.message)")
        if let hint = error.hint { Output.error(hint) }
        switch error.category {
        case .usage, .input: return ExitStatus.usageOrInput.rawValue
        case .checkFailed: return ExitStatus.checkFailed.rawValue
        case .interrupted: return ExitStatus.interrupted.rawValue
        }
    } catch {
        Output.error("archmetrics: error: \(error)")
        return ExitStatus.usageOrInput.rawValue
    }
}

/// What every workflow runs in from the command line: the current folder and environment,
/// the one token Ctrl-C cancels, stderr for diagnostics and stdout for results.
func commandLineContext() -> WorkflowContext {
    WorkflowContext(
        folder: URL(fileURLWithPath: FileManager.default.currentDirectoryPath),
        environment: ProcessInfo.processInfo.environment, cancellation: Interruption.token,
        diagnostics: DiagnosticsSink(Output.error, annotations: Output.annotation),
        show: Output.print,
        stream: BufferedOutput.standardOutput)
}

let status = Output.finalStatus(main())
// However the run ended: no process a command left behind outlives the tool.
LeftoverProcesses.end()
exit(status)

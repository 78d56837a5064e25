/// The Swift compiler's own work counters of one untimed clean build per variant
/// (`-stats-output-dir`, one frontend job per source file), added up per file and so per role
/// and feature. Counters count work items (constraint-solver scopes, declarations type-checked,
/// SIL functions, LLVM IR instructions, object bytes): the same source and compiler give the same
/// numbers on any machine under any load, so they can be compared exactly where times cannot.
/// They are not seconds; `cpuSeconds` beside them is the compiler's own time, for reading what a
/// counter stands for, and is never compared exactly.
///
/// Stored in metrics.json under each variant's `compileWork`; absent in snapshots from before it
/// was measured. Counter keys are the compiler's own statistic names.
public struct CompileWorkProfile: Codable, Equatable, Sendable {
    /// The counters the report shows and the drift check compares, in order.
    public static let headlineCounters = [
        "Sema.NumConstraintScopes", "Sema.NumDeclsTypechecked", "SILModule.NumSILGenFunctions",
        "IRModule.NumIRInsts", "LLVM.NumLLVMBytesOutput",
    ]

    /// A counter's name in tables and findings.
    public static func title(of counter: String) -> String {
        switch counter {
        case "Sema.NumConstraintScopes": "Type-checker constraint scopes"
        case "Sema.NumDeclsTypechecked": "Declarations type-checked"
        case "SILModule.NumSILGenFunctions": "SIL functions generated"
        case "IRModule.NumIRInsts": "LLVM IR instructions"
        case "LLVM.NumLLVMBytesOutput": "Object code bytes"
        default: counter
        }
    }

    /// A counter's name inside a sentence: first letter in lower case, but `SIL`, `LLVM` kept.
    public static func titleInSentence(of counter: String) -> String {
        let title = title(of: counter)
        guard title.dropFirst().first?.isUppercase != true else { return title }
        return title.prefix(1).lowercased() + title.dropFirst()
    }

    /// The compiler phases whose CPU time (user + system, summed over jobs) is kept, in order:
    /// the frontend's own timers (`time.swift.<phase>`).
    public static let phases = [
        "parse-and-resolve-imports", "perform-sema", "SILGen", "SIL optimization", "IRGen",
    ]

    /// A phase's name in tables.
    public static func title(ofPhase phase: String) -> String {
        switch phase {
        case "parse-and-resolve-imports": "Parsing and imports"
        case "perform-sema": "Type checking"
        case "SILGen": "SIL generation"
        case "SIL optimization": "SIL optimization"
        case "IRGen": "IR generation"
        default: phase
        }
    }

    /// The work of compiling one source file of the variant (its own frontend job).
    public struct FileWork: Codable, Equatable, Sendable {
        /// Relative to the variant's package folder.
        public var file: String
        /// The role that lists the file (the first by name when several do).
        public var role: String?
        /// Headline counter → value.
        public var counters: [String: Int]
        /// The job's CPU time (user + system): informational, never compared exactly.
        public var cpuSeconds: Double
        /// The module the file was compiled in; nil in snapshots from before jobs were matched
        /// by module.
        public var module: String?

        public init(
            file: String, role: String?, counters: [String: Int], cpuSeconds: Double,
            module: String? = nil
        ) {
            self.file = file
            self.role = role
            self.counters = counters
            self.cpuSeconds = cpuSeconds
            self.module = module
        }
    }

    /// The sum over a group of jobs: a role's or a feature's files, a module's jobs, the
    /// variant's own code, or the rest. `files` counts the jobs summed.
    public struct Share: Codable, Equatable, Sendable {
        public var name: String
        public var files: Int
        public var counters: [String: Int]
        public var cpuSeconds: Double

        public init(name: String, files: Int, counters: [String: Int], cpuSeconds: Double) {
            self.name = name
            self.files = files
            self.counters = counters
            self.cpuSeconds = cpuSeconds
        }
    }

    /// `swift --version`'s first line: counters from another compiler are not comparable.
    public var compilerVersion: String
    /// Whether the compiler batched files into shared jobs (false: one job per file, so each
    /// file's counters are its own).
    public var batchMode: Bool
    /// Frontend jobs whose statistics were read.
    public var jobs: Int
    /// The variant's own files (every file a role lists), by path.
    public var files: [FileWork]
    /// All of the variant's own work: its own files' jobs and its own modules' module jobs
    /// (`ownModules`).
    public var own: Share
    /// Everything else compiled: dependencies (the bundled core's Kit) with their module jobs,
    /// compiler checks of the build system (CMake's `cmTC_…`), files of the package no role
    /// lists.
    public var other: Share
    /// The jobs of the files that are not the app (demos and tooling, role `tooling`): neither
    /// the variant's own nor a dependency. Nil when the variant has none, and in older snapshots.
    public var tooling: Share?
    public var byRole: [Share]
    public var byFeature: [Share]
    /// Phase → CPU seconds summed over the own jobs (`phases`).
    public var ownPhaseSeconds: [String: Double]
    /// Per own module (a module that compiles an own file), its module job: the job without a
    /// primary file (the statistics file says `all`; with batch mode off it emits the module
    /// and its interface). Counted in `own`, in no role. Nil in snapshots from before.
    public var ownModules: [Share]?
    /// `other` by module (jobs of one module summed). Nil in snapshots from before.
    public var otherModules: [Share]?
    /// Counter → why it is not exact for this build (debug information or paths in the
    /// object files make object bytes depend on where the build ran); nil or empty: every
    /// counter is exact.
    public var inexactCounters: [String: String]?
    /// The dependencies (modules, by name) this variant's build found built by an earlier
    /// variant's compile-work build in the measurement's shared folder and did not compile again;
    /// their jobs, as that build ran them, are in `other`. Nil when it compiled every one itself,
    /// and in snapshots from before dependencies were shared.
    public var reusedModules: [String]?

    /// The sum of the own modules' module jobs; nil when there are none.
    public var moduleInterfaces: Share? {
        guard let ownModules, !ownModules.isEmpty else { return nil }
        var counters: [String: Int] = [:]
        for module in ownModules {
            for (counter, value) in module.counters { counters[counter, default: 0] += value }
        }
        return Share(
            name: "module interface", files: ownModules.map(\.files).reduce(0, +),
            counters: counters,
            cpuSeconds: (ownModules.map(\.cpuSeconds).reduce(0, +) * 1000).rounded() / 1000)
    }

    /// Whether `counter` is exact for this build.
    public func isExact(_ counter: String) -> Bool { inexactCounters?[counter] == nil }

    public init(
        compilerVersion: String, batchMode: Bool, jobs: Int, files: [FileWork], own: Share,
        other: Share, tooling: Share? = nil, byRole: [Share], byFeature: [Share],
        ownPhaseSeconds: [String: Double], ownModules: [Share]? = nil,
        otherModules: [Share]? = nil, inexactCounters: [String: String]? = nil
    ) {
        self.ownModules = ownModules
        self.otherModules = otherModules
        self.inexactCounters = inexactCounters
        self.compilerVersion = compilerVersion
        self.batchMode = batchMode
        self.jobs = jobs
        self.files = files
        self.own = own
        self.other = other
        self.tooling = tooling
        self.byRole = byRole
        self.byFeature = byFeature
        self.ownPhaseSeconds = ownPhaseSeconds
    }
}

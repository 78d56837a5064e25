/// The compiler's per-function type-checking times of one untimed build
/// (`-Xfrontend -debug-time-function-bodies`), added up per file and so per role and feature.
/// Only function bodies are timed (declarations, expressions outside functions, code generation
/// are not), and each body once per compilation that checks it.
public struct TypeCheckProfile: Codable, Equatable, Sendable {
    /// One group's share: a role or a feature.
    public struct Share: Codable, Equatable, Sendable {
        public var name: String
        public var milliseconds: Double
        /// Function bodies timed in the group's files.
        public var functions: Int

        public init(name: String, milliseconds: Double, functions: Int) {
            self.name = name
            self.milliseconds = milliseconds
            self.functions = functions
        }
    }

    /// One function body and its time.
    public struct Function: Codable, Equatable, Sendable {
        /// Relative to the variant's package folder.
        public var file: String
        public var line: Int
        /// The compiler's description, e.g. `instance method LoginViewController.setupViews()`.
        public var name: String
        public var milliseconds: Double

        public init(file: String, line: Int, name: String, milliseconds: Double) {
            self.file = file
            self.line = line
            self.name = name
            self.milliseconds = milliseconds
        }
    }

    /// Every body in the variant's own files (the files its roles list).
    public var ownMilliseconds: Double
    public var ownFunctions: Int
    /// Bodies in every other file compiled: dependencies such as the bundled core's Kit, and
    /// files of the package no role lists.
    public var otherMilliseconds: Double
    public var byRole: [Share]
    public var byFeature: [Share]
    /// The slowest bodies of the variant's own files, slowest first (at most ten).
    public var slowestFunctions: [Function]

    public init(
        ownMilliseconds: Double, ownFunctions: Int, otherMilliseconds: Double, byRole: [Share],
        byFeature: [Share], slowestFunctions: [Function]
    ) {
        self.ownMilliseconds = ownMilliseconds
        self.ownFunctions = ownFunctions
        self.otherMilliseconds = otherMilliseconds
        self.byRole = byRole
        self.byFeature = byFeature
        self.slowestFunctions = slowestFunctions
    }
}

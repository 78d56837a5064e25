import SwiftScanning

/// Every function the complexity analysis measured, one entry each: what
/// `archmetrics scan --analysis --format json|csv` writes, so the figures can be checked against
/// another tool (lizard's `--csv`) or reused. README "Coupling and complexity" documents it.
/// Stable: sorted (files by path; functions by path, line, name, end line), keys sorted,
/// `schemaVersion` raised on any incompatible change.
public struct FunctionInventory: Codable, Equatable, Sendable {
    public static let currentSchemaVersion = 1

    /// A file the analysis read (test files are left out), with or without functions.
    public struct File: Codable, Equatable, Sendable {
        /// Relative to the scanned folder, as in the scan's own JSON.
        public var path: String
        public var role: Role
        public var functions: Int
        /// Stored-property initialisers, top-level code: counted in no function.
        public var decisionPointsOutsideFunctions: Int

        public init(path: String, role: Role, functions: Int, decisionPointsOutsideFunctions: Int) {
            self.path = path
            self.role = role
            self.functions = functions
            self.decisionPointsOutsideFunctions = decisionPointsOutsideFunctions
        }
    }

    public struct Function: Codable, Equatable, Sendable {
        public var path: String
        /// 1-based line of the declaring keyword (`func`, `init`, `var`, …).
        public var line: Int
        /// Line of the body's closing `}` (the file's last line if the body never closes).
        public var endLine: Int
        /// Qualified by enclosing types and functions: `PlayerListViewController.viewDidLoad`.
        public var name: String
        public var kind: FunctionKind
        /// 1 + decision points.
        public var complexity: Int
        public var role: Role

        public init(
            path: String, line: Int, endLine: Int, name: String, kind: FunctionKind,
            complexity: Int, role: Role
        ) {
            self.path = path
            self.line = line
            self.endLine = endLine
            self.name = name
            self.kind = kind
            self.complexity = complexity
            self.role = role
        }

        /// Lines from the declaring keyword to the closing `}`, both included.
        public var length: Int { endLine - line + 1 }

        private enum CodingKeys: String, CodingKey {
            case complexity, endLine, kind, length, line, name, path, role
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            path = try container.decode(String.self, forKey: .path)
            line = try container.decode(Int.self, forKey: .line)
            endLine = try container.decode(Int.self, forKey: .endLine)
            name = try container.decode(String.self, forKey: .name)
            kind = try container.decode(FunctionKind.self, forKey: .kind)
            complexity = try container.decode(Int.self, forKey: .complexity)
            role = try container.decode(Role.self, forKey: .role)
        }

        /// `length` is written too, for readers that do not subtract.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(complexity, forKey: .complexity)
            try container.encode(endLine, forKey: .endLine)
            try container.encode(kind, forKey: .kind)
            try container.encode(length, forKey: .length)
            try container.encode(line, forKey: .line)
            try container.encode(name, forKey: .name)
            try container.encode(path, forKey: .path)
            try container.encode(role, forKey: .role)
        }

        /// The order of the document: path, line, then name and end line for functions that
        /// start on one line.
        static func precedes(_ lhs: Function, _ rhs: Function) -> Bool {
            if lhs.path != rhs.path { return lhs.path < rhs.path }
            if lhs.line != rhs.line { return lhs.line < rhs.line }
            if lhs.name != rhs.name { return lhs.name < rhs.name }
            return lhs.endLine < rhs.endLine
        }
    }

    public var schemaVersion: Int
    public var files: [File]
    public var functions: [Function]

    /// Sorts `files` and `functions` into the document's order.
    public init(
        schemaVersion: Int = FunctionInventory.currentSchemaVersion, files: [File],
        functions: [Function]
    ) {
        self.schemaVersion = schemaVersion
        self.files = files.sorted { $0.path < $1.path }
        self.functions = functions.sorted(by: Function.precedes)
    }
}

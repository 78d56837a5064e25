// Architecture rules: which roles (and screens) may reference which, the violations found,
// and the ratchet that lets known violations stay while new ones fail. Rules come from the
// config's `rules`; the analysis checks every reference between files against them
// (README "Architecture rules").

/// One side of a rule: `viewController`, `viewController@otherScreen`, `*@Gather`, `router`.
/// A role (nil: any role) and which screens count.
public struct RuleEndpoint: Hashable, Sendable, CustomStringConvertible {
    public enum Screens: Hashable, Sendable {
        case any
        /// The referencing file's own screen (target side only).
        case same
        /// A screen, but not the referencing file's (target side only).
        case other
        case named(String)
    }

    public var role: Role?
    public var screens: Screens

    public init(role: Role?, screens: Screens = .any) {
        self.role = role
        self.screens = screens
    }

    /// The text after `@`, as a `Screens` (`sameScreen`, `otherScreen`, else a screen's name).
    public static func screens(_ text: Substring?) -> Screens {
        switch text {
        case nil: .any
        case "sameScreen"?: .same
        case "otherScreen"?: .other
        case let name?: .named(String(name))
        }
    }

    /// As written in the config.
    public var description: String {
        let roleText = role?.rawValue ?? "*"
        switch screens {
        case .any: return roleText
        case .same: return roleText + "@sameScreen"
        case .other: return roleText + "@otherScreen"
        case .named(let name): return roleText + "@" + name
        }
    }

    /// Whether a referencing file of `role` in `screen` is on this (`from`) side.
    public func matchesSource(role: Role, screen: String?) -> Bool {
        guard self.role == nil || self.role == role else { return false }
        if case .named(let name) = screens { return screen == name }
        return true
    }

    /// Whether a referenced type declared by a file of `role` in `screen`, referenced from
    /// `sourceScreen`, is on this (target) side. `sameScreen` and `otherScreen` need both
    /// screens known: a shared file belongs to no screen, so it is neither.
    public func matchesTarget(role: Role, screen: String?, sourceScreen: String?) -> Bool {
        guard self.role == nil || self.role == role else { return false }
        switch screens {
        case .any: return true
        case .named(let name): return screen == name
        case .same: return screen != nil && screen == sourceScreen
        case .other: return screen != nil && sourceScreen != nil && screen != sourceScreen
        }
    }
}

/// `{"from": "view", "mayNotDependOn": ["interactor", "router"]}` or
/// `{"from": "view", "mayDependOnlyOn": ["presenter", "localModel"]}`.
public struct DependencyRule: Hashable, Sendable {
    public enum Targets: Hashable, Sendable {
        /// References to any of these are violations.
        case forbidden([RuleEndpoint])
        /// References to anything else are violations.
        case allowedOnly([RuleEndpoint])
    }

    /// Names the rule in violations and frozen entries: the config's `id`, else derived from
    /// the rule's text (`view mayNotDependOn interactor, router`), so reordering rules does
    /// not make frozen entries stale.
    public var id: String
    public var from: RuleEndpoint
    public var targets: Targets
    /// Why the rule exists, shown with each violation.
    public var reason: String?

    public init(id: String? = nil, from: RuleEndpoint, targets: Targets, reason: String? = nil) {
        self.from = from
        self.targets = targets
        self.reason = reason
        self.id = id ?? Self.derivedID(from: from, targets: targets)
    }

    /// What a snapshot records of a rule it was checked against (`VariantArchitecture.
    /// checkedRules`): its text, and its id when the config gave one of its own (violations
    /// and frozen entries carry the id). The reason only words the message, so it is left out.
    public var signature: String {
        let text = Self.derivedID(from: from, targets: targets)
        return id == text ? text : "\(text) (id \(id))"
    }

    /// The screens the rule names (`viewController@PlayerList`), each with the side's text.
    public var namedScreens: [(screen: String, endpoint: RuleEndpoint)] {
        let endpoints: [RuleEndpoint]
        switch targets {
        case .forbidden(let list), .allowedOnly(let list): endpoints = [from] + list
        }
        return endpoints.compactMap { endpoint in
            guard case .named(let screen) = endpoint.screens else { return nil }
            return (screen, endpoint)
        }
    }

    static func derivedID(from: RuleEndpoint, targets: Targets) -> String {
        switch targets {
        case .forbidden(let list):
            "\(from) mayNotDependOn \(list.map(\.description).joined(separator: ", "))"
        case .allowedOnly(let list):
            "\(from) mayDependOnlyOn \(list.map(\.description).joined(separator: ", "))"
        }
    }

    /// What a reference from a file in `fromScreen` to a type of `toRole` in `toScreen` breaks
    /// (`forbids viewController@otherScreen`, `allows only presenter, view`), nil if nothing.
    /// The source side must already match (`from.matchesSource`).
    public func breach(fromScreen: String?, toRole: Role, toScreen: String?) -> String? {
        func matches(_ endpoint: RuleEndpoint) -> Bool {
            endpoint.matchesTarget(role: toRole, screen: toScreen, sourceScreen: fromScreen)
        }
        switch targets {
        case .forbidden(let list):
            return list.first(where: matches).map { "forbids \($0)" }
        case .allowedOnly(let list):
            return list.contains(where: matches)
                ? nil : "allows only \(list.map(\.description).joined(separator: ", "))"
        }
    }
}

/// A file referencing a type that a rule says it may not: where, what, and which rule. A plain
/// record so that each output (Markdown, GitHub annotations, JSON, SARIF) formats it its own way.
public struct RuleViolation: Codable, Hashable, Comparable, Sendable {
    /// The rule's id (`DependencyRule.id`).
    public var rule: String
    /// One sentence: who references what, and the rule's reason if it has one.
    public var message: String
    public var variant: String
    /// The referencing file, relative to the variant folder.
    public var file: String
    /// 1-based line of the file's first mention of `toType`; nil when unknown.
    public var line: Int?
    public var fromRole: Role
    public var fromScreen: String?
    /// The referencing file's primary type, if it has one.
    public var fromType: String?
    public var toType: String
    /// The file declaring `toType`, relative to the variant folder.
    public var toFile: String
    public var toRole: Role
    public var toScreen: String?
    /// Mentions of `toType` in the file.
    public var references: Int

    public init(
        rule: String, message: String, variant: String, file: String, line: Int?,
        fromRole: Role, fromScreen: String?, fromType: String?, toType: String, toFile: String,
        toRole: Role, toScreen: String?, references: Int
    ) {
        self.rule = rule
        self.message = message
        self.variant = variant
        self.file = file
        self.line = line
        self.fromRole = fromRole
        self.fromScreen = fromScreen
        self.fromType = fromType
        self.toType = toType
        self.toFile = toFile
        self.toRole = toRole
        self.toScreen = toScreen
        self.references = references
    }

    /// What a frozen entry is matched by: the rule, the variant, the file and the referenced
    /// type — not the line, which moves with every edit above it, nor the message.
    public struct Key: Hashable, Comparable, Sendable {
        public var rule: String
        public var variant: String
        public var file: String
        public var toType: String

        public static func < (lhs: Key, rhs: Key) -> Bool {
            (lhs.variant, lhs.file, lhs.toType, lhs.rule)
                < (rhs.variant, rhs.file, rhs.toType, rhs.rule)
        }
    }

    public var key: Key { Key(rule: rule, variant: variant, file: file, toType: toType) }

    /// Variant, file, line (as a reader goes through a file), then referenced type and rule.
    public static func < (lhs: RuleViolation, rhs: RuleViolation) -> Bool {
        (lhs.variant, lhs.file, lhs.line ?? 0, lhs.toType, lhs.rule)
            < (rhs.variant, rhs.file, rhs.line ?? 0, rhs.toType, rhs.rule)
    }

    /// `MVC/ViewControllers/GatherViewController.swift:42`, the path under `variantPath`.
    public func location(variantPath: String?) -> String {
        let path =
            variantPath.map { $0.isEmpty || $0 == "." ? file : "\($0)/\(file)" } ?? file
        return line.map { "\(path):\($0)" } ?? path
    }
}

/// The rules verdict of `check`: the violations found now against those frozen in the baseline.
public struct RuleCheck: Codable, Equatable, Sendable {
    /// Every violation found now, sorted.
    public var current: [RuleViolation]
    /// Violations frozen in the baseline (`check --freeze`).
    public var frozenCount: Int
    /// Found now, not frozen: these fail the check.
    public var new: [RuleViolation]
    /// Frozen, no longer found: these fail the check until removed from the baseline (run
    /// `check --remove-stale`), so the baseline only ever shrinks.
    public var stale: [RuleViolation]

    public init(current: [RuleViolation], frozen: [RuleViolation]) {
        self.current = current.sorted()
        frozenCount = frozen.count
        let frozenKeys = Set(frozen.map(\.key))
        let currentKeys = Set(current.map(\.key))
        new = self.current.filter { !frozenKeys.contains($0.key) }
        stale = frozen.filter { !currentKeys.contains($0.key) }.sorted()
    }

    public var failed: Bool { !new.isEmpty || !stale.isEmpty }
    /// Violations now minus frozen ones: negative when violations were fixed.
    public var change: Int { current.count - frozenCount }
}

// MARK: - Martin's package metrics per role

/// Robert C. Martin's stability and abstractness metrics, with a role standing for his
/// "category" and a file for his "class": how hard the role is to change (many depend on it)
/// and whether it is abstract enough for that.
public struct RoleStability: Codable, Equatable, Sendable {
    public var role: Role
    public var files: Int
    /// Top-level types the role's files declare (extensions excluded).
    public var types: Int
    /// Of these, protocols.
    public var protocols: Int
    /// Ca: files of other roles that reference a type of this role.
    public var afferent: Int
    /// Ce: files of this role that reference a type of another role.
    public var efferent: Int
    /// I = Ce / (Ca + Ce), 0 (stable) … 1 (unstable); nil when the role is coupled to no other.
    public var instability: Double?
    /// A = protocols / types, 0 (concrete) … 1 (abstract); nil with no types.
    public var abstractness: Double?
    /// D = |A + I − 1|, the distance from the main sequence; nil when I or A is.
    public var distance: Double?

    public init(role: Role, files: Int, types: Int, protocols: Int, afferent: Int, efferent: Int) {
        self.role = role
        self.files = files
        self.types = types
        self.protocols = protocols
        self.afferent = afferent
        self.efferent = efferent
        // Rounded so metrics.json stays stable across platforms' last-digit differences.
        func rounded(_ value: Double) -> Double { (value * 1000).rounded() / 1000 }
        let instability =
            afferent + efferent == 0 ? nil : Double(efferent) / Double(afferent + efferent)
        let abstractness = types == 0 ? nil : Double(protocols) / Double(types)
        self.instability = instability.map(rounded)
        self.abstractness = abstractness.map(rounded)
        if let instability, let abstractness {
            distance = rounded(abs(abstractness + instability - 1))
        } else {
            distance = nil
        }
    }
}

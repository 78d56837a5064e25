/// One target a project's manifest declares: what it builds and the source files it compiles.
package struct BuildTarget: Equatable, Sendable {
    package enum Kind: String, Sendable {
        /// An application: the app itself, or a demo or example app beside it.
        case application
        /// A library, framework or extension: app code.
        case code
        case unitTests
        case uiTests
        /// Build tooling: a SwiftPM plugin or macro, not the app.
        case tool
    }

    package var name: String
    package var kind: Kind
    /// Source files, relative to the variant folder.
    package var files: [String]
    /// Folders whose every file the target compiles (Xcode 16's synchronized folders, a
    /// SwiftPM target's path), relative to the variant folder.
    package var folders: [String] = []
    /// Files of `folders` the target leaves out.
    package var excluded: [String] = []
    /// Globs of the files it compiles (Tuist's `sources: ["App/Sources/**"]`), relative to
    /// the variant folder.
    package var globs: [PathGlob] = []
    /// The names of the targets it depends on (a test bundle: the app it tests).
    package var dependencies: [String] = []

    package var isTests: Bool { kind == .unitTests || kind == .uiTests }

    /// Whether the target compiles the file at `path` (relative to the variant folder);
    /// `files` is `self.files` as a set, made once by the caller.
    func compiles(_ path: String, files: Set<String>) -> Bool {
        if files.contains(path) { return true }
        func within(_ folder: String) -> Bool {
            folder.isEmpty || path == folder || path.hasPrefix(folder + "/")
        }
        // An excluded entry is a file or a folder (`exclude: ["Legacy"]`).
        return (folders.contains(where: within) || globs.contains { $0.matches(path) })
            && !excluded.contains(where: within)
    }
}

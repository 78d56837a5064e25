import ArchMetricsSupport

extension FileClassifier {
    /// The screens a variant's files make known, and the feature folders that name one.
    package struct KnownScreens: Sendable {
        var names: Set<String>
        /// Feature folder path → the screen it makes.
        var byFeatureFolder: [String: String] = [:]
        /// `names` indexed for the near-miss search, once they are all known.
        var nearNames: NearNameIndex?
        /// Screen folder path (`App/Modules/Login`) → its screen, for the screen folders that
        /// hold a screen entry point (`Modules/Common/` of base classes holds none).
        var byScreenFolder: [String: String] = [:]
        /// Screen → the first evidence that made it one (`view controller LoginViewController`).
        package var origins: [String: String] = [:]
        /// The project's class prefix (`Acme`), which screen names leave out.
        package var classPrefix: String?
        /// A view controller's name → its screen folder's, where the folder's one view
        /// controller is named otherwise (`ToDo` of `ToDos/ToDoController` → `ToDos`).
        package var aliases: [String: String] = [:]
        /// Screen folders (by path) that hold no screen entry point, so make no screen.
        package var foldersWithoutEntryPoint: [String] = []
        /// Folder of a screen's one view controller (with its children) → that screen: a
        /// helper in a subfolder of it that nothing else placed is the screen's
        /// (`Collections/Stack/Source/` beside `Collections/Stack/EmplesStackedController`).
        var byControllerFolder: [String: String] = [:]
        /// `indexFolders()`'s lengths: what `enclosingScreen` tries a folder against first.
        var folderLengths = Set<Int>()

        /// The screen of the nearest folder enclosing `path` that is a screen or feature
        /// folder, and that folder: a file below a screen belongs to it.
        func enclosingScreen(of path: String) -> EnclosingScreen? {
            guard !folderLengths.isEmpty else { return nil }
            let bytes = path.utf8
            var end = bytes.endIndex
            while let slash = bytes[..<end].lastIndex(of: UInt8(ascii: "/")) {
                end = slash
                // Asked for every file, at every level: a folder of no screen's length is
                // skipped before a string is made and hashed (a quarter of `scan --analysis`
                // on a deep tree otherwise).
                guard folderLengths.contains(bytes.distance(from: bytes.startIndex, to: slash))
                else { continue }
                let folder = String(path[..<slash])
                if let screen = byScreenFolder[folder] {
                    return EnclosingScreen(screen: screen, folder: folder, isScreenFolder: true)
                }
                if let screen = byFeatureFolder[folder] {
                    return EnclosingScreen(screen: screen, folder: folder, isScreenFolder: false)
                }
            }
            return nil
        }

        /// The lengths in bytes of the screen and feature folders' paths, once they are known.
        mutating func indexFolders() {
            folderLengths = Set(
                (Array(byScreenFolder.keys) + Array(byFeatureFolder.keys)).map(\.utf8.count))
        }

        func contains(_ screen: String) -> Bool { names.contains(screen) }

        /// The screen a name's stem stands for: without the class prefix, through an alias;
        /// without an implementation prefix (`DefaultMoviesList`, `LiveMoviesList`) when only
        /// the rest is a known screen.
        func screen(forStem stem: String) -> String {
            let name = FileClassifier.unprefixed(stem, classPrefix)
            if let alias = aliases[name] { return alias }
            guard !names.contains(name), let bare = FileClassifier.withoutImplementationPrefix(name)
            else { return name }
            let screen = aliases[bare] ?? bare
            return names.contains(screen) ? screen : name
        }

        /// The screen of the nearest folder above `path`'s own folder that holds a screen's
        /// one view controller: a helper in a subfolder of the controller's follows it.
        func controllerScreen(of path: String) -> (screen: String, folder: String)? {
            guard !byControllerFolder.isEmpty else { return nil }
            var folders = FileClassifier.pathComponents(path).dropLast()
            while !folders.isEmpty {
                folders.removeLast()
                let folder = folders.joined(separator: "/")
                if let screen = byControllerFolder[folder] { return (screen, folder) }
            }
            return nil
        }
    }
}

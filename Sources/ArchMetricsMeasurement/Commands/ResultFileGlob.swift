import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A glob naming the result files a test command leaves (`{scratch}/reports/*.xml`,
/// `bazel-testlogs/**/test.xml`): `*`, `?` and `[…]` within one path component (`fnmatch`),
/// `**` as a whole component for any number of folders. Relative patterns start at the
/// variant's folder.
package struct ResultFileGlob: Sendable {
    package let pattern: String

    package init(_ pattern: String) { self.pattern = pattern }

    /// Why `pattern` is not a glob this type takes; nil when it is fine. Checked when the
    /// configuration is read, so a typo stops the run before any build.
    package static func problem(in pattern: String) -> String? {
        if pattern.isEmpty { return "is empty" }
        if pattern.hasSuffix("/") { return "ends with '/': name the files, not a folder" }
        for component in pattern.split(separator: "/") where component != "**" {
            if component.contains("**") {
                return
                    "uses '**' inside a name ('\(component)'); '**' must be a whole path component"
            }
            var open = false
            for character in component {
                if character == "[" { open = true } else if character == "]" { open = false }
            }
            if open { return "has a '[' without its ']' in '\(component)'" }
        }
        return nil
    }

    /// The regular files matching the pattern, sorted; relative patterns from `base`.
    package func files(from base: URL) -> [URL] {
        let absolute = pattern.hasPrefix("/")
        var folders = [absolute ? "/" : base.path]
        let components = pattern.split(separator: "/").map(String.init)
        for (index, component) in components.enumerated() {
            let isLast = index == components.count - 1
            var next: [String] = []
            for folder in folders {
                if component == "**" {
                    next += [folder] + Self.subfolders(of: folder)
                } else if !Self.hasWildcard(component) {
                    next.append(Self.joined(folder, component))
                } else {
                    let names =
                        (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
                    next += names.sorted().filter { fnmatch(component, $0, 0) == 0 }.map {
                        Self.joined(folder, $0)
                    }
                }
            }
            if !isLast { next = next.filter(Self.isFolder) }
            folders = next
        }
        // `a/**` alone names folders; only files count.
        var seen = Set<String>()
        return folders.filter { !Self.isFolder($0) && FileManager.default.fileExists(atPath: $0) }
            .filter { seen.insert($0).inserted }.sorted().map { URL(fileURLWithPath: $0) }
    }

    private static func hasWildcard(_ component: String) -> Bool {
        component.contains { $0 == "*" || $0 == "?" || $0 == "[" }
    }

    private static func joined(_ folder: String, _ name: String) -> String {
        folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }

    private static func isFolder(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
            && isDirectory.boolValue
    }

    /// Every folder below `folder`, depth first (links to folders are not followed).
    private static func subfolders(of folder: String) -> [String] {
        guard let walker = FileManager.default.enumerator(atPath: folder) else { return [] }
        var found: [String] = []
        while let relative = walker.nextObject() as? String {
            if walker.fileAttributes?[.type] as? FileAttributeType == .typeDirectory {
                found.append(joined(folder, relative))
            }
        }
        return found
    }
}

import ArchMetricsSupport
import Foundation

/// The copy of a SwiftPM variant that a measurement builds, touches and times instead of the
/// user's folder: the incremental and variant-only builds bump files' modification times, and
/// an editor, a `swift build` or a second measurement of the same folder at the same time would
/// otherwise break a build ("input file … was modified during the build") or skew a timing.
///
/// The variant's folder is copied whole, but for its `.build` and `.git` (`notCopied`). Local
/// packages its manifest names by a relative path (`../Kit`) must resolve from the copy as from
/// the original: the folders above it, up to as many levels as the manifest's deepest `../`
/// climbs, are mirrored by symbolic links to the originals (read, never touched or written;
/// deleting the copy removes the links, not what they point to).
///
/// Variants that climb to the same folder share one mirror, each copied into its place in it, so
/// a local package they share has one path in all of them: SwiftPM names a package by the path it
/// is reached by, and the compile-work builds reuse a shared package's outputs across variants
/// only when its path is the same (`SharedDependencyBuild`). A variant nested in another's
/// folder gets a mirror of its own.
///
/// A variant built by configured commands is measured in place: its commands may name any path,
/// which a copy cannot know to serve.
enum PrivateCopy {
    /// What a build of the copy does not need: SwiftPM's own build folder (the session builds in
    /// scratch folders of its own) and git's objects.
    static let notCopied: Set<String> = [".build", ".git"]

    /// `variants`, each with its package folder a fresh copy inside `scratch` (`folderNames`:
    /// theirs, in the same order); unchanged when built by configured commands.
    static func of(_ variants: [MeasuredVariant], folderNames: [String], in scratch: ScratchSpace)
        throws -> [MeasuredVariant]
    {
        var mirrors: [Mirror] = []
        return try zip(variants, folderNames).map { variant, folderName in
            guard variant.commands == nil else { return variant }
            let original = variant.packageFolder.standardizedFileURL.resolvingSymlinksInPath()
            do {
                var copied = variant
                copied.packageFolder = try copy(
                    original, folderName: folderName, mirrors: &mirrors, in: scratch)
                return copied
            } catch {
                throw ArchMetricsError.input(
                    "variant '\(variant.name)': cannot copy \(original.path) to measure it: \(error.localizedDescription)",
                    hint: "Set TMPDIR to a writable folder with room for a copy of the variant.")
            }
        }
    }

    /// One mirrored folder (`top`) and the variants copied into it.
    private struct Mirror {
        var top: URL
        /// The mirror of `top` inside the scratch space.
        var copy: URL
        var variants: [URL] = []

        /// Whether `folder` can be copied in: no variant in it holds it or lies inside it.
        func admits(_ folder: URL) -> Bool {
            variants.allSatisfy { !isInside($0, folder) && !isInside(folder, $0) }
        }

        private func isInside(_ inner: URL, _ outer: URL) -> Bool {
            inner.pathComponents.starts(with: outer.pathComponents)
        }
    }

    /// Copies `original` into the mirror of the folder its manifest climbs to (made now when no
    /// mirror admits it) and returns the copy.
    private static func copy(
        _ original: URL, folderName: String, mirrors: inout [Mirror], in scratch: ScratchSpace
    ) throws -> URL {
        let levels = min(
            climbs(manifest: original.appendingPathComponent("Package.swift")),
            original.pathComponents.count - 1)
        var top = original
        for _ in 0..<levels { top.deleteLastPathComponent() }
        let index: Int
        if let found = mirrors.firstIndex(where: { $0.top.path == top.path && $0.admits(original) })
        {
            index = found
        } else {
            // The mirror keeps the folders' names (the variant's is its package's default name).
            let copy = try scratch.folder("sources-\(folderName)")
                .appendingPathComponent(top.lastPathComponent)
            mirrors.append(Mirror(top: top, copy: copy))
            index = mirrors.count - 1
        }
        mirrors[index].variants.append(original)
        var real = top
        var copy = mirrors[index].copy
        for component in original.pathComponents.dropFirst(top.pathComponents.count) {
            try mirror(real, at: copy)
            real.appendPathComponent(component)
            copy.appendPathComponent(component)
        }
        // The variant's own place: a copy, where its parent's mirror put a link.
        _ = try removeLink(at: copy)
        try FileManager.default.createDirectory(at: copy, withIntermediateDirectories: false)
        for entry in try FileManager.default.contentsOfDirectory(atPath: original.path)
        where !Self.notCopied.contains(entry) {
            try FileManager.default.copyItem(
                at: original.appendingPathComponent(entry), to: copy.appendingPathComponent(entry))
        }
        return copy
    }

    /// Makes `copy` a folder holding a symbolic link to each entry of `real`, unless an earlier
    /// variant made it one already; a link standing there (to `real`) is replaced.
    private static func mirror(_ real: URL, at copy: URL) throws {
        if try !removeLink(at: copy), FileManager.default.fileExists(atPath: copy.path) { return }
        try FileManager.default.createDirectory(at: copy, withIntermediateDirectories: false)
        for entry in try FileManager.default.contentsOfDirectory(atPath: real.path) {
            try FileManager.default.createSymbolicLink(
                at: copy.appendingPathComponent(entry),
                withDestinationURL: real.appendingPathComponent(entry))
        }
    }

    /// Removes the symbolic link at `path` (an earlier mirror's link to the original); false,
    /// and nothing removed, when there is none.
    private static func removeLink(at path: URL) throws -> Bool {
        guard (try? FileManager.default.destinationOfSymbolicLink(atPath: path.path)) != nil
        else { return false }
        try FileManager.default.removeItem(at: path)
        return true
    }

    /// How many levels up the manifest's relative paths reach: the most `..` components any
    /// string in it starts with (`.package(path: "../Kit")`: 1; `"../../Shared/X"`: 2).
    static func climbs(manifest: URL) -> Int {
        guard let text = try? String(contentsOf: manifest, encoding: .utf8) else { return 0 }
        var deepest = 0
        var rest = Substring(text)
        while let quote = rest.range(of: "\"..") {
            var path = rest[rest.index(after: quote.lowerBound)...]
            var climbs = 0
            while path.hasPrefix("../") || path.hasPrefix("..\"") {
                climbs += 1
                path = path.dropFirst(3)
            }
            deepest = max(deepest, climbs)
            rest = rest[quote.upperBound...]
        }
        return deepest
    }
}

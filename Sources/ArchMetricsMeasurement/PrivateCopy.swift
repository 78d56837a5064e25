import ArchMetricsSupport
import Foundation

/// The copy of a SwiftPM variant that a measurement builds, touches and times instead of the
/// user's folder: the incremental and variant-only builds bump files' modification times, and
/// an editor, a `swift build` or a second measurement of the same folder at the same time would
/// otherwise break a build ("input file … was modified during the build") or skew a timing.
///
/// The variant's folder is copied whole, but for its `.build` and `.git` (`notCopied`). Local packages its manifest names by a relative path (`../Kit`) must
/// resolve from the copy as from the original: the folders above it, up to as many levels as the
/// manifest's deepest `../` climbs, are mirrored by symbolic links to the originals (read, never
/// touched or written; deleting the copy removes the links, not what they point to).
///
/// A variant built by configured commands is measured in place: its commands may name any path,
/// which a copy cannot know to serve.
enum PrivateCopy {
    /// What a build of the copy does not need: SwiftPM's own build folder (the session builds in
    /// scratch folders of its own) and git's objects.
    static let notCopied: Set<String> = [".build", ".git"]

    /// `variant`, with its package folder a fresh copy inside `scratch`; unchanged when it is
    /// built by configured commands.
    static func of(_ variant: MeasuredVariant, folderName: String, in scratch: ScratchSpace)
        throws -> MeasuredVariant
    {
        guard variant.commands == nil else { return variant }
        let original = variant.packageFolder.standardizedFileURL.resolvingSymlinksInPath()
        let levels = min(
            climbs(manifest: original.appendingPathComponent("Package.swift")),
            original.pathComponents.count - 1)
        var top = original
        for _ in 0..<levels { top.deleteLastPathComponent() }
        let below = Array(original.pathComponents.dropFirst(top.pathComponents.count))
        // The mirror keeps the folders' names (the variant's is its package's default name).
        var copy = try scratch.folder("sources-\(folderName)")
            .appendingPathComponent(top.lastPathComponent)
        var real = top
        do {
            try FileManager.default.createDirectory(at: copy, withIntermediateDirectories: false)
            for component in below {
                try link(real, into: copy, except: component)
                real.appendPathComponent(component)
                copy.appendPathComponent(component)
                try FileManager.default.createDirectory(
                    at: copy, withIntermediateDirectories: false)
            }
            for entry in try FileManager.default.contentsOfDirectory(atPath: original.path)
            where !Self.notCopied.contains(entry) {
                try FileManager.default.copyItem(
                    at: original.appendingPathComponent(entry),
                    to: copy.appendingPathComponent(entry))
            }
        } catch {
            throw ArchMetricsError.input(
                "variant '\(variant.name)': cannot copy \(original.path) to measure it: \(error.localizedDescription)",
                hint: "Set TMPDIR to a writable folder with room for a copy of the variant.")
        }
        var copied = variant
        copied.packageFolder = copy
        return copied
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

    /// A symbolic link in `copy` to each entry of `real` but `skipped`.
    private static func link(_ real: URL, into copy: URL, except skipped: String) throws {
        for entry in try FileManager.default.contentsOfDirectory(atPath: real.path)
        where entry != skipped {
            try FileManager.default.createSymbolicLink(
                at: copy.appendingPathComponent(entry),
                withDestinationURL: real.appendingPathComponent(entry))
        }
    }
}

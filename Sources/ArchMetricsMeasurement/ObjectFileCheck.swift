import Foundation

/// Whether the object code a build wrote depends on where the build ran: debug information (a
/// build system whose own flags put `-g` after the tool's `-gnone`) records the checkout, the
/// scratch folder and the toolchain, and a literal `#filePath` holds a folder. Then object bytes
/// differ between two builds of the same tree in two folders, and the report must not call them
/// exact. Read from the object files and archives the build left (`.o`, `.obj`, `.a`, `.lib`;
/// not `.swiftmodule.o`, a module wrapped for the debugger): a debug-information section, or the
/// variant's or the build folder's path in the bytes.
package enum ObjectFileCheck {
    /// The counter whose value is the object code's size.
    package static let objectBytes = "LLVM.NumLLVMBytesOutput"

    /// Counter → why it is not exact, for the object files of `ownSources` (absolute paths of the
    /// variant's own files, whose jobs the own rows count) as the build's output file maps under
    /// `buildFolder` name them, or, when no map names one, for every object file there; empty when
    /// none holds debug information or one of `paths`, or when there are no object files to read.
    /// Objects of other jobs (dependencies, demos, generated sources such as SwiftPM's
    /// `resource_bundle_accessor.swift`) do not make the own rows inexact.
    /// `maps`: the build's output file maps, when already read (else read from `buildFolder`).
    package static func inexactCounters(
        buildFolder: URL, paths: [String], ownSources: [String] = [],
        maps: [OutputFileMap]? = nil
    ) -> [String: String] {
        let own =
            ownSources.isEmpty
            ? []
            : CompileWorkModules.objectFiles(
                of: ownSources, maps: maps ?? OutputFileMap.all(in: buildFolder), in: buildFolder)
        let files = own.isEmpty ? objectFiles(in: buildFolder) : own
        guard !files.isEmpty else { return [:] }
        let kind = own.isEmpty ? "object files" : "own files' object files"
        let sections = ["__debug_info", ".debug_info"].map { Data($0.utf8) }
        let pathNeedles = Set(paths.flatMap { [$0, CoverageExport.canonicalPath($0)] })
            .filter { $0.count > 1 }.map { Data($0.utf8) }
        var debugInfo = 0
        var withPaths: [URL] = []
        for file in files {
            guard let data = try? Data(contentsOf: file, options: .mappedIfSafe) else { continue }
            if sections.contains(where: { data.range(of: $0) != nil }) { debugInfo += 1 }
            if pathNeedles.contains(where: { data.range(of: $0) != nil }) { withPaths.append(file) }
        }
        var reasons: [String] = []
        if debugInfo > 0 {
            reasons.append(
                "\(debugInfo) of \(files.count) \(kind) hold debug information (the build's own flags turn it on after -gnone)"
            )
        }
        if !withPaths.isEmpty {
            reasons.append(
                "\(withPaths.count) of \(files.count) \(kind) hold the build's or the variant's folder path (\(names(withPaths, in: buildFolder)))"
            )
        }
        guard !reasons.isEmpty else { return [:] }
        return [
            objectBytes: reasons.joined(separator: "; ")
                + ": object bytes change with the folder a build runs in"
        ]
    }

    /// The first three of `files` by their paths under `folder`, and how many more there are.
    static func names(_ files: [URL], in folder: URL) -> String {
        let prefix = folder.path.hasSuffix("/") ? folder.path : folder.path + "/"
        let shown = files.prefix(3).map {
            $0.path.hasPrefix(prefix) ? String($0.path.dropFirst(prefix.count)) : $0.path
        }
        let more = files.count - shown.count
        return shown.joined(separator: ", ") + (more > 0 ? " and \(more) more" : "")
    }

    /// Object files and static archives under `folder`, in path order.
    static func objectFiles(in folder: URL) -> [URL] {
        guard
            let enumerator = FileManager.default.enumerator(
                at: folder, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
        else { return [] }
        let extensions: Set<String> = ["o", "obj", "a", "lib"]
        var found: [URL] = []
        // `<Module>.swiftmodule.o` wraps a module's serialized interface for the debugger
        // (SwiftPM's executables on Linux): it records paths, but is no compiled code.
        for case let url as URL in enumerator
        where extensions.contains(url.pathExtension)
            && !url.lastPathComponent.hasSuffix(".swiftmodule.o")
        {
            found.append(url)
        }
        return found.sorted { $0.path < $1.path }
    }
}

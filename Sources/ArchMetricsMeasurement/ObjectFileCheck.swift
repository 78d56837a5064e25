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

    /// Counter → why it is not exact, for the object files under `buildFolder`; empty when none
    /// holds debug information or one of `paths`, or when there are no object files to read.
    package static func inexactCounters(buildFolder: URL, paths: [String]) -> [String: String] {
        let files = objectFiles(in: buildFolder)
        guard !files.isEmpty else { return [:] }
        let sections = ["__debug_info", ".debug_info"].map { Data($0.utf8) }
        let pathNeedles = Set(paths.flatMap { [$0, CoverageExport.canonicalPath($0)] })
            .filter { $0.count > 1 }.map { Data($0.utf8) }
        var debugInfo = 0
        var withPaths = 0
        for file in files {
            guard let data = try? Data(contentsOf: file, options: .mappedIfSafe) else { continue }
            if sections.contains(where: { data.range(of: $0) != nil }) { debugInfo += 1 }
            if pathNeedles.contains(where: { data.range(of: $0) != nil }) { withPaths += 1 }
        }
        var reasons: [String] = []
        if debugInfo > 0 {
            reasons.append(
                "\(debugInfo) of \(files.count) object files hold debug information (the build's own flags turn it on after -gnone)"
            )
        }
        if withPaths > 0 {
            reasons.append(
                "\(withPaths) of \(files.count) object files hold the build's or the variant's folder path"
            )
        }
        guard !reasons.isEmpty else { return [:] }
        return [
            objectBytes: reasons.joined(separator: "; ")
                + ": object bytes change with the folder a build runs in"
        ]
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

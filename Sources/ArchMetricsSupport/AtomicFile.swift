import Foundation

/// Writes files so that a reader (or a Ctrl-C) never sees half of one: the bytes go to a
/// temporary file in the same folder, which is then renamed over the destination.
public enum AtomicFile {
    public static func write(_ data: Data, to url: URL) throws {
        let folder = url.deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw ArchMetricsError.input(
                "cannot create folder \(folder.path): \(error.localizedDescription)")
        }
        let temporary = folder.appendingPathComponent(
            ".\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).tmp")
        do {
            try data.write(to: temporary)
            if rename(temporary.path, url.path) != 0 {
                let reason = String(cString: strerror(errno))
                try? FileManager.default.removeItem(at: temporary)
                throw ArchMetricsError.input("cannot write \(url.path): \(reason)")
            }
        } catch let error as ArchMetricsError {
            throw error
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw ArchMetricsError.input("cannot write \(url.path): \(error.localizedDescription)")
        }
    }

    public static func write(_ text: String, to url: URL) throws {
        try write(Data(text.utf8), to: url)
    }
}

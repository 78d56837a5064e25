#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A file or folder as the file system knows it (device and inode), whatever path led to it:
/// how the scanner notices a folder it has already walked (a symlink loop) or a file it has
/// already counted (through a link or a second root).
package struct FileIdentity: Hashable, Sendable {
    var device: UInt64
    var inode: UInt64

    init(_ info: stat) {
        device = UInt64(truncatingIfNeeded: info.st_dev)
        inode = UInt64(truncatingIfNeeded: info.st_ino)
    }
}

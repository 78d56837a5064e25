import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// `ulimit -f`: a write past the limit is an error like a full disk (exit 2, what failed said,
/// no temporary file left), not a SIGXFSZ that kills the tool half-way.
@Suite struct FileSizeLimitTests {
    #if os(Linux)
        @Test func aFileSizeLimitFailsTheWriteLikeAFullDisk() throws {
            let root = try MeasuredReportTests.makeTree(configuration: [:])
            defer { try? FileManager.default.removeItem(at: root) }
            let output = root.appendingPathComponent("Reports")
            let errors = root.appendingPathComponent("stderr.txt")
            let arguments = [
                BuiltTool.binary.path, "report", "--no-build", "--quiet", "--output", output.path,
                root.path,
            ]
            let status = try Self.spawnWithFileSizeLimit(blocks: 1, arguments, stderr: errors.path)
            let said = (try? String(contentsOf: errors, encoding: .utf8)) ?? ""
            #expect(status == 2 << 8, "wait status \(status): \(said)")
            #expect(said.contains("File too large"), "\(said)")
            let left = (try? FileManager.default.contentsOfDirectory(atPath: output.path)) ?? []
            #expect(!left.contains { $0.contains(".tmp") }, "\(left)")
        }

        /// Runs `arguments` with SIGXFSZ at its default and unblocked (the test runner may
        /// ignore or block it, and both survive exec) and a file-size limit of `blocks`; returns
        /// the wait status.
        static func spawnWithFileSizeLimit(blocks: Int, _ arguments: [String], stderr: String)
            throws -> Int32
        {
            var attributes = posix_spawnattr_t()
            posix_spawnattr_init(&attributes)
            defer { posix_spawnattr_destroy(&attributes) }
            var defaults = sigset_t()
            sigemptyset(&defaults)
            sigaddset(&defaults, SIGXFSZ)
            posix_spawnattr_setsigdefault(&attributes, &defaults)
            var unblocked = sigset_t()
            sigemptyset(&unblocked)
            posix_spawnattr_setsigmask(&attributes, &unblocked)
            posix_spawnattr_setflags(
                &attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
            var actions = posix_spawn_file_actions_t()
            posix_spawn_file_actions_init(&actions)
            defer { posix_spawn_file_actions_destroy(&actions) }
            posix_spawn_file_actions_addopen(
                &actions, 2, stderr, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
            posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
            // The limit is set by a shell in the child alone (`ulimit -f 1`: one block, 512 or
            // 1,024 bytes by shell): lowering it in this process, even for a moment, made the
            // writes of tests running beside this one fail with "File too large".
            let limited = ["/bin/sh", "-c", "ulimit -f \(blocks) && exec \"$@\"", "sh"] + arguments
            let argv = limited.map { strdup($0) } + [nil]
            defer { for argument in argv { free(argument) } }
            var pid: pid_t = 0
            let spawned = posix_spawn(&pid, limited[0], &actions, &attributes, argv, environ)
            guard spawned == 0 else { throw POSIXError(.init(rawValue: spawned) ?? .EIO) }
            var status: Int32 = 0
            while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
            return status
        }
    #endif
}

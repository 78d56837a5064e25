import Foundation

/// The files to scan, shared between the directory walk, which adds them as it finds them, and
/// the threads that read and lex them: lexing starts with the first file found instead of after
/// the whole walk (which alone took 15–25 ms of a 100 ms scan of the reference corpus).
///
/// Each file keeps its index in walk order, so results come out in that order whichever thread
/// scanned them.
final class FileQueue: @unchecked Sendable {
    private let condition = NSCondition()
    private var entries: [DirectoryWalker.Entry] = []
    private var nextIndex = 0
    private var walkFinished = false
    private var walkDiagnostics: [Diagnostic] = []
    private var waitingWorkers = 0
    /// How many threads take files: the last batches are sized to keep them all busy.
    private let workers: Int

    init(workers: Int) {
        self.workers = workers
    }

    /// Called by the walk for each file, in walk order.
    func add(_ entry: DirectoryWalker.Entry) {
        condition.lock()
        entries.append(entry)
        if waitingWorkers > 0 { condition.signal() }
        condition.unlock()
    }

    /// Called once the walk is over, with what it reported: no file will be added.
    func finishWalk(diagnostics: [Diagnostic]) {
        condition.lock()
        walkDiagnostics = diagnostics
        walkFinished = true
        condition.broadcast()
        condition.unlock()
    }

    /// The next files to scan, copied into `batch` (so the walk may go on adding), and the walk
    /// index of the first; nil once the walk is over and every file has been handed out. Waits
    /// while the walk has found nothing new yet.
    ///
    /// Batches of up to 16 files (one lock per batch) shrink to single files towards the end: a
    /// thread that drew a huge file then does not leave the others idle while it finishes a
    /// batch of files behind it. (File sizes are not known before the files are opened, so
    /// shrinking batches stand in for ordering by size.) While the walk goes on, the end is far
    /// off: lexing a file takes longer than finding one.
    func claimBatch(into batch: inout [DirectoryWalker.Entry]) -> Int? {
        condition.lock()
        defer { condition.unlock() }
        while nextIndex == entries.count && !walkFinished {
            waitingWorkers += 1
            condition.wait()
            waitingWorkers -= 1
        }
        let remaining = entries.count - nextIndex
        guard remaining > 0 else { return nil }
        let size = walkFinished ? max(1, min(16, remaining / (8 * workers))) : min(16, remaining)
        let start = nextIndex
        nextIndex += size
        batch.removeAll(keepingCapacity: true)
        batch.append(contentsOf: entries[start..<nextIndex])
        return start
    }

    /// Every file added, in walk order, and the walk's diagnostics: for after the walk is over.
    var walked: (entries: [DirectoryWalker.Entry], diagnostics: [Diagnostic]) {
        condition.lock()
        defer { condition.unlock() }
        precondition(walkFinished, "read before the walk was over")
        return (entries, walkDiagnostics)
    }
}

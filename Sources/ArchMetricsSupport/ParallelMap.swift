import Dispatch
import Foundation

extension Array {
    /// `map` shared out over every core, results in order: for per-element work on thousands of
    /// elements (classifying a corpus's files), where the second core would otherwise sit idle.
    /// `transform` runs on several threads at once: it must only read shared state.
    package func parallelMap<T>(_ transform: (Element) -> T) -> [T] {
        // Below a few hundred elements the threads cost more than they save.
        let workers = Swift.min(ProcessInfo.processInfo.activeProcessorCount, count / 256)
        guard workers > 1 else { return map(transform) }
        return withoutActuallyEscaping(transform) { transform in
            [T](unsafeUninitializedCapacity: count) { results, initialized in
                withUnsafeBufferPointer { elements in
                    let job = ParallelMapJob(
                        elements: elements, output: results.baseAddress!, transform: transform)
                    DispatchQueue.concurrentPerform(iterations: workers) { worker in
                        // Each worker initialises its own contiguous share of the results.
                        job.run(
                            job.elements.count * worker / workers..<job.elements.count
                                * (worker + 1) / workers)
                    }
                }
                initialized = count
            }
        }
    }
}

extension Array {
    /// `parallelMap` in slices of a few thousand elements, `cancellation` asked between them:
    /// a long map (classifying two hundred thousand files) stops soon after Ctrl-C. Then the
    /// result is only a prefix, so a caller must check the token before using it (the
    /// command line does, after each stage, and throws `.interrupted`).
    package func parallelMap<T>(
        stoppingWhen cancellation: CancellationToken, _ transform: (Element) -> T
    ) -> [T] {
        let slice = 4_096
        guard count > slice else { return parallelMap(transform) }
        var results: [T] = []
        results.reserveCapacity(count)
        for start in stride(from: 0, to: count, by: slice) {
            if cancellation.isCancelled { break }
            results += Array(self[start..<Swift.min(start + slice, count)]).parallelMap(transform)
        }
        return results
    }
}

/// What the workers of one `parallelMap` share. Unchecked: each worker writes only its own
/// range of `output`, and `concurrentPerform` returns after every worker is done.
private final class ParallelMapJob<Element, T>: @unchecked Sendable {
    let elements: UnsafeBufferPointer<Element>
    let output: UnsafeMutablePointer<T>
    let transform: (Element) -> T

    init(
        elements: UnsafeBufferPointer<Element>, output: UnsafeMutablePointer<T>,
        transform: @escaping (Element) -> T
    ) {
        self.elements = elements
        self.output = output
        self.transform = transform
    }

    func run(_ range: Range<Int>) {
        for index in range { (output + index).initialize(to: transform(elements[index])) }
    }
}

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

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A thread that runs one piece of work and is joined: the parser's libyaml reader, or half of
/// a long list's checks.
///
/// Plain pthreads rather than a dispatch queue: the work must be known to have finished before
/// what it reads is released or what it wrote is read, which a join says exactly.
final class WorkerThread {
    #if canImport(Darwin)
    private var thread: pthread_t?
    #else
    private var thread = pthread_t()
    #endif
    private var isJoined = false

    private final class Work {
        let body: () -> Void
        init(_ body: @escaping () -> Void) { self.body = body }
    }

    private init() {}

    /// Starts `body` on a new thread; nil when the system will not start one, and the caller
    /// does the work itself.
    static func start(_ body: @escaping @Sendable () -> Void) -> WorkerThread? {
        let started = WorkerThread()
        let work = Unmanaged.passRetained(Work(body)).toOpaque()
        let result = pthread_create(&started.thread, nil, { context in
            #if canImport(Darwin)
            let work = Unmanaged<Work>.fromOpaque(context).takeRetainedValue()
            #else
            guard let context else { return nil }
            let work = Unmanaged<Work>.fromOpaque(context).takeRetainedValue()
            #endif
            work.body()
            return nil
        }, work)
        guard result == 0 else {
            Unmanaged<Work>.fromOpaque(work).release()
            return nil
        }
        return started
    }

    func join() {
        guard !isJoined else { return }
        isJoined = true
        #if canImport(Darwin)
        if let thread { pthread_join(thread, nil) }
        #else
        pthread_join(thread, nil)
        #endif
    }

    deinit {
        join()
    }

    /// `body` over the first and second half of `0..<count`, in that order, the second half on
    /// a thread of its own. A machine has at least two cores where this pays; when no thread
    /// can be started, both halves run here.
    static func inHalves<Result: Sendable>(of count: Int, _ body: @escaping @Sendable (Range<Int>) -> Result) -> (Result, Result) {
        let middle = count / 2
        let second = ResultBox<Result>()
        let thread = start { second.value = body(middle..<count) }
        let first = body(0..<middle)
        guard let thread else { return (first, body(middle..<count)) }
        thread.join()
        // The join orders the worker's write before this read.
        guard let value = second.value else { return (first, body(middle..<count)) }
        return (first, value)
    }

    /// Where a worker leaves its result; read only after the join.
    private final class ResultBox<Value>: @unchecked Sendable {
        var value: Value?
    }
}

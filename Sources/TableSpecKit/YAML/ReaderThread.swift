#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A thread that runs one piece of work and is joined: the parser's libyaml reader.
///
/// Plain pthreads rather than a dispatch queue: the reader must be known to have finished before
/// the input it reads is released, which a join says exactly.
final class ReaderThread {
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
    static func start(_ body: @escaping @Sendable () -> Void) -> ReaderThread? {
        let started = ReaderThread()
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
}

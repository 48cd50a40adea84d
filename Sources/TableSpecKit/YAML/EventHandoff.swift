#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Passes batches of events from the thread that runs libyaml to the thread that builds the
/// tree, and empty batches back, so a few batches go round and round whatever the file's size.
///
/// Either side can end it: the reader when the stream ends, the builder when it stops early (a
/// limit, a duplicate too many), after which the reader stops at its next batch.
final class EventHandoff: @unchecked Sendable {
    // pthread's mutex and condition must not move: they live on the heap.
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let condition = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
    private var full: [YAMLEventBatch] = []
    private var empty: [YAMLEventBatch]
    private var cancelled = false
    private var readerFinished = false

    init(batches: Int) {
        pthread_mutex_init(mutex, nil)
        pthread_cond_init(condition, nil)
        empty = (0..<batches).map { _ in YAMLEventBatch() }
    }

    deinit {
        pthread_cond_destroy(condition)
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
        condition.deallocate()
    }

    private func locked<Result>(_ body: () -> Result) -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return body()
    }

    private func wait() {
        pthread_cond_wait(condition, mutex)
    }

    // MARK: The reader's side

    /// An empty batch to fill, or nil once the builder has stopped.
    func batchToFill() -> YAMLEventBatch? {
        locked {
            while empty.isEmpty, !cancelled { wait() }
            return cancelled ? nil : empty.removeLast()
        }
    }

    func deliver(_ batch: YAMLEventBatch) {
        locked {
            full.append(batch)
            pthread_cond_broadcast(condition)
        }
    }

    /// The reader's last word: after it, the reader touches nothing the builder owns.
    func finishReading() {
        locked {
            readerFinished = true
            pthread_cond_broadcast(condition)
        }
    }

    // MARK: The builder's side

    /// The next batch in document order, or nil when the reader has finished and every batch
    /// has been taken.
    func nextFilledBatch() -> YAMLEventBatch? {
        locked {
            while full.isEmpty, !readerFinished { wait() }
            return full.isEmpty ? nil : full.removeFirst()
        }
    }

    func recycle(_ batch: YAMLEventBatch) {
        batch.reset()
        locked {
            empty.append(batch)
            pthread_cond_broadcast(condition)
        }
    }

    /// Tells the reader to stop and waits until it has.
    func stopAndWaitForReader() {
        locked {
            cancelled = true
            pthread_cond_broadcast(condition)
            while !readerFinished { wait() }
        }
    }
}

import Foundation

/// A task executor that runs each job it is given on a new thread: a test that blocks there (a
/// synchronous wait for a process) holds that thread alone, never one of the cooperative pool's.
/// `BlockingTestSlots` bounds how many such tests run at once, and so how many threads live.
public final class ThreadPerJobExecutor: TaskExecutor {
    /// The one executor `OffThePool` prefers.
    public static let shared = ThreadPerJobExecutor()

    private static let marker = "movies tests: off the pool"

    /// Whether the calling code runs on one of this executor's threads.
    public static var isRunningHere: Bool {
        Thread.current.threadDictionary[marker] as? Bool == true
    }

    /// Runs `job` on a thread of its own.
    public func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        let executor = asUnownedTaskExecutor()
        let thread = Thread {
            Thread.current.threadDictionary[Self.marker] = true
            job.runSynchronously(on: executor)
        }
        thread.stackSize = 8 << 20
        thread.start()
    }
}

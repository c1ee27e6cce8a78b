import Dispatch

/// The task executor a command's work runs on: the main queue, where the main actor's jobs run
/// too. Without it, every `await` of a nonisolated async function (use cases, repositories, the
/// cache) hops to the global concurrency pool: Dispatch starts its worker threads and their
/// monitor, and each hop waits for a thread to wake, which on a busy machine costs more than
/// the work (a warm-cache search made 4 threads for 0.2 ms of work). A command is one flow
/// of awaits; waiting for the network happens on libcurl's own thread and for a busy lock on
/// a Dispatch thread (`BlockingIO`), so running the rest on one queue loses no parallelism.
///
/// Used with `withTaskExecutorPreference` in `MoviesCommand`: child tasks (task groups, and so
/// the view models' loads, see `LatestLoad`) inherit it; unstructured tasks (`Task {}`,
/// `Task.detached`) do not, so the spinner's timer stays off the queue.
final class MainQueueTaskExecutor: TaskExecutor {
    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        let executor = asUnownedTaskExecutor()
        DispatchQueue.main.async {
            job.runSynchronously(on: executor)
        }
    }
}

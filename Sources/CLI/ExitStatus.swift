/// The statuses `movies` exits with.
enum ExitStatus: Int32, Sendable {
    /// The command did what was asked, also when nothing was found.
    case success = 0
    /// Something failed at run time: the network, TMDB, storage.
    case failure = 1
    /// The command line was wrong; nothing was fetched or written.
    case usage = 2
    /// The full screen was left with Ctrl-C, as a shell expects of an interrupt (128 + SIGINT).
    case interrupted = 130
}

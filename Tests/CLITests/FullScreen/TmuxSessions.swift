import TestScheduling
import Testing

/// The suites that run `movies` in a real terminal (tmux), one test at a time: each test starts
/// a tmux server and `movies` in it, beside every other suite of the run on a small machine.
@Suite(.offThePool, .serialized, .timeLimit(.minutes(30))) enum TmuxSessions {}

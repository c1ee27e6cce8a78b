#if canImport(Glibc)
    import Glibc
#endif

/// Keeps a spawned child from inheriting this test process's descriptors beyond 0, 1 and 2.
///
/// Tests run in parallel threads: a descriptor another thread holds without close-on-exec (a
/// file being written, a pipe before `fcntl` marks it) would stay open in a child for as long as
/// it runs, and a pipe's reader would wait for it, or a script written meanwhile could not be
/// run (`ETXTBSY`). glibc's `posix_spawn_file_actions_addclosefrom_np` closes them in the child
/// itself, so nothing opened after a listing slips through; Swift's Glibc module does not
/// declare it (it needs `_GNU_SOURCE`), so it is looked up by name.
enum InheritedDescriptors {
    private typealias CloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32

    private static let closeFrom: CloseFrom? = {
        guard let symbol = dlsym(nil, "posix_spawn_file_actions_addclosefrom_np") else { return nil }
        return unsafeBitCast(symbol, to: CloseFrom.self)
    }()

    /// Adds "close every descriptor from 3 up" to `actions`; false when this glibc (older than
    /// 2.34) lacks it.
    @discardableResult
    static func closeAllButStandard(in actions: inout posix_spawn_file_actions_t) -> Bool {
        guard let closeFrom else { return false }
        return closeFrom(&actions, 3) == 0
    }
}

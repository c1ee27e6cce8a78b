import Glibc

/// Starts a detached POSIX thread running a closure: the libcurl loop's own thread, which
/// blocks in `curl_multi_poll` and so must not be one of Dispatch's or the Swift pool's.
/// (Foundation's `Thread` does the same, but the Data layer uses only FoundationEssentials.)
public enum DetachedThread {
    private final class Body {
        let run: @Sendable () -> Void
        init(_ run: @escaping @Sendable () -> Void) { self.run = run }
    }

    /// Runs `body` on a new thread; false when the system refused to create one. (Unnamed:
    /// `pthread_setname_np` is a GNU extension the Glibc module does not show.)
    public static func start(_ body: @escaping @Sendable () -> Void) -> Bool {
        let context = Unmanaged.passRetained(Body(body)).toOpaque()
        var thread = pthread_t()
        let created = pthread_create(
            &thread, nil,
            { context in
                guard let context else { return nil }
                Unmanaged<Body>.fromOpaque(context).takeRetainedValue().run()
                return nil
            }, context)
        guard created == 0 else {
            Unmanaged<Body>.fromOpaque(context).release()
            return false
        }
        pthread_detach(thread)
        return true
    }
}

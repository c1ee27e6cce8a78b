import CCurl
import Dispatch
import Glibc
import Threads

/// The dedicated thread that drives one libcurl multi handle: it adds submitted transfers,
/// lets libcurl move every transfer in flight, reports those that end, and sleeps in
/// `curl_multi_poll` until a socket is ready, a timeout is due, or `curl_multi_wakeup` is called
/// (a new transfer, a cancellation, shutdown). Connections stay open in the multi handle's pool
/// between transfers, which is how one process reuses them.
///
/// `@unchecked Sendable`: `multi` and `transfers` are touched only by the loop thread (and by
/// `curl_multi_wakeup`, which libcurl makes safe from any thread); everything else other
/// threads touch is inside `inbox`'s lock.
final class CurlMultiLoop: @unchecked Sendable {
    private struct Inbox {
        var submitted: [CurlTransfer] = []
        var isShuttingDown = false
    }

    private let multi: UnsafeMutableRawPointer
    private let inbox = PthreadLocked(Inbox())
    private let exited = DispatchSemaphore(value: 0)
    /// Transfers in flight, by their easy handle's address; loop thread only.
    private var transfers: [UInt: CurlTransfer] = [:]

    /// Starts the loop thread, or returns `nil` when libcurl cannot give a multi handle or the
    /// system no thread.
    init?(maxConnections: Int) {
        guard CurlGlobal.isReady, let multi = movies_curl_multi_init() else { return nil }
        self.multi = multi
        _ = movies_curl_multi_setopt_long(multi, CURLMOPT_MAXCONNECTS, maxConnections)
        guard DetachedThread.start({ [self] in run() }) else {
            movies_curl_multi_cleanup(multi)
            return nil
        }
    }

    // MARK: - Any thread

    /// Hands `transfer` to the loop; it completes with `.cancelled` if the loop is stopping.
    func submit(_ transfer: CurlTransfer) {
        let accepted = inbox.withLock { inbox in
            guard !inbox.isShuttingDown else { return false }
            inbox.submitted.append(transfer)
            return true
        }
        guard accepted else { return transfer.fail(.cancelled) }
        movies_curl_multi_wakeup(multi)
    }

    /// Wakes the loop so that it notices a cancelled transfer at once.
    func wake() { movies_curl_multi_wakeup(multi) }

    /// Stops the loop, aborting what is in flight, and waits (up to 5 s) for its thread to end.
    func shutDown() {
        inbox.withLock { $0.isShuttingDown = true }
        movies_curl_multi_wakeup(multi)
        _ = exited.wait(timeout: .now() + .seconds(5))
    }

    // MARK: - Loop thread

    private func run() {
        while true {
            let (submitted, isShuttingDown) = inbox.withLock { inbox in
                defer { inbox.submitted = [] }
                return (inbox.submitted, inbox.isShuttingDown)
            }
            for transfer in submitted { add(transfer) }
            for (key, transfer) in transfers where transfer.isCancelled || isShuttingDown {
                remove(key)?.fail(.cancelled)
            }
            if isShuttingDown { break }
            var running: Int32 = 0
            _ = movies_curl_multi_perform(multi, &running)
            reportFinished()
            if movies_curl_multi_poll(multi, nil, 0, 1000, nil) != CURLM_OK {
                usleep(10_000)  // a broken poll must not spin the loop hot
            }
        }
        movies_curl_multi_cleanup(multi)
        exited.signal()
    }

    private func add(_ transfer: CurlTransfer) {
        if let failure = transfer.makeHandle() { return transfer.fail(failure) }
        attach(transfer)
    }

    /// Puts `transfer`'s handle (new, or aimed at a redirect's target) in the multi handle.
    private func attach(_ transfer: CurlTransfer) {
        guard let easy = transfer.easy else { return transfer.fail(.failed(code: -1, message: "no handle")) }
        let code = movies_curl_multi_add_handle(multi, easy)
        guard code == CURLM_OK else {
            let message = movies_curl_multi_strerror(code).map { String(cString: $0) } ?? "curl_multi_add_handle failed"
            return transfer.fail(.failed(code: Int(code.rawValue), message: message))
        }
        transfers[UInt(bitPattern: easy)] = transfer
    }

    /// Detaches the transfer whose easy handle has address `key` from the multi handle.
    private func remove(_ key: UInt) -> CurlTransfer? {
        guard let transfer = transfers.removeValue(forKey: key) else { return nil }
        if let easy = transfer.easy { movies_curl_multi_remove_handle(multi, easy) }
        return transfer
    }

    private func reportFinished() {
        var remaining: Int32 = 0
        while let message = movies_curl_multi_info_read(multi, &remaining) {
            guard message.pointee.msg == CURLMSG_DONE, let easy = message.pointee.easy_handle else { continue }
            let code = movies_curl_msg_result(message)
            guard let transfer = remove(UInt(bitPattern: easy)) else { continue }
            switch transfer.redirect(after: code) {
            case .none: transfer.finish(code: code)
            case .followed: attach(transfer)
            case .refused(let error): transfer.fail(error)
            }
        }
    }
}

import Threads

/// Links a request's cancellation handler to its transfer, whichever of the two comes first:
/// a cancellation that arrives before the transfer exists is applied as soon as it does.
final class TransferCancellation: Sendable {
    private struct State {
        var transfer: CurlTransfer?
        var isCancelled = false
    }

    private let state = PthreadLocked(State())

    func set(_ transfer: CurlTransfer) {
        let cancelled = state.withLock { state in
            state.transfer = transfer
            return state.isCancelled
        }
        if cancelled { transfer.cancel() }
    }

    func cancel() {
        let transfer = state.withLock { state in
            state.isCancelled = true
            return state.transfer
        }
        transfer?.cancel()
    }
}

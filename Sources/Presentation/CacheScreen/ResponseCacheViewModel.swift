import MoviesDomain
import Observation

/// The response cache screen (`movies cache info`, `movies cache clear`); outside the search
/// flow, so a command makes it and awaits it with no coordinator.
@MainActor @Observable
public final class ResponseCacheViewModel {
    // MARK: - Outputs

    /// What the cache holds, once `load()` read it.
    public private(set) var usage: ResponseCacheUsage?
    /// What `clear()` removed.
    public private(set) var removed: ResponseCacheUsage?
    /// Why the last input failed.
    public private(set) var error: ErrorViewModel?

    /// The screen's title.
    public let screenTitle = "Response cache"

    // MARK: - State

    @ObservationIgnored private let fetchUsageUseCase: any FetchResponseCacheUsageUseCase
    @ObservationIgnored private let clearUseCase: any ClearResponseCacheUseCase

    /// A screen over the cache's two use cases.
    public init(
        fetchUsageUseCase: any FetchResponseCacheUsageUseCase, clearUseCase: any ClearResponseCacheUseCase
    ) {
        self.fetchUsageUseCase = fetchUsageUseCase
        self.clearUseCase = clearUseCase
    }
}

// MARK: - Inputs

extension ResponseCacheViewModel {
    /// Reads how much the cache holds.
    public func load() async {
        do throws(MoviesError) {
            usage = try await fetchUsageUseCase.execute()
            error = nil
        } catch {
            self.error = ErrorViewModel(error)
        }
    }

    /// Empties the cache; `removed` then tells how much it held.
    public func clear() async {
        do throws(MoviesError) {
            removed = try await clearUseCase.execute()
            usage = nil
            error = nil
        } catch {
            self.error = ErrorViewModel(error)
        }
    }
}

import FileSupport
import FoundationEssentials
import MoviesDomain

/// Recent queries in `recent-queries.json` in `folder`, shared by every `movies` process under
/// `flock` (`RecentRecordsFile`): at most `capacity`, newest first, one per
/// `MovieQuery.comparisonKey`. A query that cannot be saved is said once, as a notice (the
/// search that made it still answers).
public struct FileMoviesQueriesRepository: Sendable {
    /// How many queries are kept unless told otherwise.
    public static let defaultCapacity = 10

    private let file: RecentRecordsFile<RecentQueryRecord>

    /// A store in `folder` (`XDGDirectories.stateFolder` in the app) keeping `capacity` queries.
    /// `now` dates the name of a corrupt file kept aside.
    public init(
        folder: String, capacity: Int = Self.defaultCapacity, notices: any NoticeReporting,
        now: @escaping @Sendable () -> Date = { Date() }
    ) {
        file = RecentRecordsFile(
            folder: folder, name: "recent-queries", capacity: capacity, title: "recent queries", writer: "movies",
            now: now
        ) { notices.notice(Self.sentence($0)) }
    }

    /// The recents file's path.
    public var filePath: String { file.path }

    private static func sentence(_ notice: RecentRecordsNotice) -> String {
        switch notice {
        case .keptAside(let reason, let keptPath):
            "the recent queries file could not be read (\(reason)); kept it as \(keptPath) and started a new list"
        case .newerVersion(let error): error.message
        case .notSaved(let error): "the query was not saved in the recent queries: \(error.message)"
        }
    }
}

// MARK: - MoviesQueriesRepository

extension FileMoviesQueriesRepository: MoviesQueriesRepository {
    public func recentQueries(maxCount: Int) async throws(MoviesError) -> [MovieQuery] {
        do throws(FileError) { return try await file.records().prefix(max(maxCount, 0)).map(\.query) } catch {
            throw MoviesError(error)
        }
    }

    public func saveRecentQuery(_ query: MovieQuery) async throws(MoviesError) {
        do throws(FileError) { try await file.save(RecentQueryRecord(query)) } catch { throw MoviesError(error) }
    }

    public func clearRecentQueries() async throws(MoviesError) {
        do throws(FileError) { try await file.clear() } catch { throw MoviesError(error) }
    }
}

import MoviesDomain

/// TMDB's lists without a query, through the same fetcher as `TMDBMoviesRepository` (the cache's
/// rule, 429s, errors): one endpoint a list, each page checked as a search page is; `upcoming`
/// and `now playing` keep TMDB's date window and leave out the films outside it. A person's
/// films are two requests: the people a name finds, then the first one's credits, paged here.
public struct TMDBMovieListsRepository: MovieListsRepository {
    private let fetcher: any TMDBResponseFetching

    /// A repository reading TMDB through `fetcher` (`TMDBNetworkFetcher`, or the cache around it).
    public init(fetcher: any TMDBResponseFetching) {
        self.fetcher = fetcher
    }

    public func listPage(
        _ list: MovieList, page: MoviesPageNumber, language: String?, region: String?,
        cached: @escaping @Sendable (MovieListPage) async -> Void
    ) async throws(MoviesError) -> MovieListPage {
        guard TMDBService.pages.contains(page.value) else { throw .invalidPage(page.value) }
        if case .similar(let id) = list, !id.prefix.isEmpty {
            throw .notFound(message: "\(id) is not a TMDB id.")
        }
        if case .person(let name, let choice) = list {
            return try await personPage(name, choice: choice, page: page, language: language)
        }
        guard let endpoint = TMDBEndpoint.list(list, page: page.value, language: language, region: region) else {
            throw .notFound(message: "TMDB has no \(list.name) list.")
        }
        let shown = { @Sendable (response: TMDBResponse<MovieListPage>) in
            Self.shown(response.value, of: list, source: response.origin.pageSource)
        }
        let decode = { @Sendable (bytes: [UInt8]) throws(MoviesError) -> MovieListPage in
            try TMDBListPageDTO.decodeListPage(bytes, asked: page.value)
        }
        let response = try await fetcher.fetch(
            endpoint, decode: decode, cached: { older in await cached(shown(older)) })
        return shown(response)
    }

    /// The films of the person TMDB finds by `name` at `choice` (0: the first), newest first, 20 a
    /// page; the others it found are named, for a choice. No one found is an empty list.
    private func personPage(
        _ name: String, choice: Int, page: MoviesPageNumber, language: String?
    ) async throws(MoviesError) -> MovieListPage {
        let people = try await fetcher.fetch(
            .people(named: name, language: language), decode: TMDBPeoplePageDTO.decodePeople, cached: { _ in })
        // No one by that name is a list of no films, as a search that finds nothing.
        guard people.value.indices.contains(choice) else {
            return MovieListPage(
                movies: LocalPaging.page(page, totalResults: 0, movies: [], source: people.origin.pageSource))
        }
        var others = people.value
        let person = others.remove(at: choice)
        let filmography: TMDBResponse<TMDBFilmography>
        do {
            filmography = try await fetcher.fetch(
                .movieCredits(ofPerson: person.id, language: language),
                decode: TMDBMovieCreditsDTO.decodeFilmography, cached: { _ in })
        } catch .notFound {
            throw .notFound(message: "TMDB has no films listed for \(person.name) (person \(person.id))")
        }
        let films = filmography.value
        let movies = LocalPaging.movies(of: page, in: films.movies)
        let moviesPage = LocalPaging.page(
            page, totalResults: films.movies.count, movies: movies, source: filmography.origin.pageSource,
            notes: MoviesPageNotes(omittedResults: page.value == 1 ? films.omitted : []).ifAny)
        return MovieListPage(
            movies: moviesPage, person: person, otherPeople: others,
            credits: films.credits.filter { id, _ in movies.contains { $0.id == id } })
    }
}

import JSONText
import MoviesDomain
import MoviesPresentation

/// The JSON documents `--json` prints: one per command, keys in the order docs/REFERENCE.md lists.
enum MoviesJSONView {
    /// `movies search --json`: the results at `rows` of those the list holds (all of them
    /// without `--limit`), in page order, under the number of the first page asked for.
    /// `genreID` numbers the genres (`genre_ids`), as the composition root says. A list adds
    /// `members` to the document's and `rowMembers` to each result's (`listMembers`, `creditMembers`).
    @MainActor
    static func search(
        _ list: MoviesListViewModel, firstPage: Int, rows: Range<Int>, source: SourceOption,
        genreID: (Genre) -> Int, members: [(key: String, value: JSONValue)] = [],
        rowMembers: (MoviesListItemViewModel) -> [(key: String, value: JSONValue)] = { _ in [] }
    ) -> JSONValue {
        // A source that filtered only the pages it fetched (TMDB) counts its total before the
        // filters: then how many it fetched, and how many of those match, else `null`.
        let loaded = list.arrangement?.filters == true ? list.fetchedCount : nil
        return .object(
            [
                ("query", .string(list.query)),
                ("page", .int(firstPage)),
                ("total_pages", .int(list.totalPageCount)),
                ("total_results", .int(list.totalResults)),
                ("source", .string(sourceName(list.source, scene: source))),
                (
                    "results",
                    .array(
                        list.items[rows.clamped(to: list.items.indices)].map { item in
                            .object(movieMembers(item, genreID: genreID) + rowMembers(item))
                        }
                    )
                ),
                ("searched_as", searchedAs(list.searchedAs)),
                ("left_out", .array(list.leftOutWords.map(JSONValue.string))),
                ("arranged", .optional(list.arrangementText)),
                ("loaded_results", .optional(loaded)),
                ("loaded_matches", .optional(loaded.map { _ in list.items.count })),
            ] + members)
    }

    /// A list's members after a search's: `"list"`, its name; for a person's
    /// films `"person"` (`{"id", "name", "known_for"}` or `null` when no one was found) and
    /// `"other_people"`; each result then has `"character"` and `"jobs"` (`movieMembers`). Then
    /// `"dates"` (`{"minimum", "maximum"}`, the window of upcoming and now-playing, else `null`)
    /// and `"left_out_of_dates"` (the films outside it left out).
    @MainActor
    static func listMembers(_ list: MovieListViewModel) -> [(key: String, value: JSONValue)] {
        let shown = list.list
        let window = list.releaseWindow.map { window in
            JSONValue.object([
                ("minimum", .optional(window.minimum.iso8601)), ("maximum", .optional(window.maximum.iso8601)),
            ])
        }
        let dates: [(key: String, value: JSONValue)] = [
            ("dates", window ?? .null), ("left_out_of_dates", .int(list.leftOutOfWindow)),
        ]
        guard case .person = shown else { return [("list", .string(shown.name))] + dates }
        let person = { (person: Person) in
            JSONValue.object([
                ("id", .int(person.id)), ("name", .string(person.name)), ("known_for", .optional(person.knownFor)),
            ])
        }
        return [
            ("list", .string("person")), ("person", list.person.map(person) ?? .null),
            ("other_people", .array(list.otherPeople.map(person))),
        ] + dates
    }

    /// `{"query", "year"}` of what the source searched when it read the query differently (a
    /// word corrected, a year taken from the words), else `null`.
    static func searchedAs(_ query: MovieQuery?) -> JSONValue {
        query.map { .object([("query", .string($0.text)), ("year", .optional($0.year))]) } ?? .null
    }

    /// `movies show --json`: the movie, its details, then its story (`storyMembers`).
    static func details(_ details: MovieDetails, story: MovieStory?, genreID: (Genre) -> Int) -> JSONValue {
        let movie = MoviesListItemViewModel(movie: details.movie)
        return .object(
            movieMembers(movie, genreID: genreID) + [
                ("runtime", .optional(details.runtime)),
                ("genres", .array(details.genres.map { .string($0.name) })),
                ("tagline", .optional(details.tagline)),
                ("status", .optional(details.status)),
            ] + storyMembers(details, story: story))
    }

    /// `movies recent --json`: newest first, as texts (`queries`) and with their years
    /// (`searches`: `{"query", "year"}`, the year `null` when the search had none).
    static func recent(_ queries: [MovieQuery]) -> JSONValue {
        .object([
            ("queries", .array(queries.map { .string($0.text) })),
            ("searches", .array(queries.map { .object([("query", .string($0.text)), ("year", .optional($0.year))]) })),
        ])
    }

    // MARK: - Parts

    /// A movie's members. `id` is, from every source, the string `movies show` takes (`"550"`,
    /// `"c6088"`): the two sources number their movies independently, and a script must not mix
    /// them up; `source_id` is the source's own number (`550`, `6088`), from every source a
    /// number. `genre_ids` are the numbers `genreID` gives the movie's genres.
    static func movieMembers(
        _ movie: MoviesListItemViewModel, genreID: (Genre) -> Int
    ) -> [(key: String, value: JSONValue)] {
        [
            ("id", .string(movie.id.description)),
            ("source_id", .int(movie.id.number)),
            ("title", .string(movie.title)),
            ("original_title", .string(movie.originalTitle)),
            ("release_date", .optional(movie.releaseDate)),
            ("year", .optional(movie.year)),
            ("overview", .string(movie.overview)),
            ("vote_average", .double(movie.voteAverage)),
            ("vote_count", .int(movie.voteCount)),
            ("poster_path", .optional(movie.posterPath)),
            ("genre_ids", .array(movie.genres.map { .int(genreID($0)) })),
            ("url", .optional(movie.webPageURL)),
        ]
    }

    /// What the person of a person's films did on `item`'s film: `"character"` (a string, or
    /// `null` when not in the cast) and `"jobs"` (in the crew, maybe none); nothing for other lists.
    @MainActor
    static func creditMembers(
        _ list: MovieListViewModel, _ item: MoviesListItemViewModel
    ) -> [(key: String, value: JSONValue)] {
        guard case .person = list.list else { return [] }
        let credit = list.credit(for: item.id)
        return [
            ("character", .optional(credit?.character)), ("jobs", .array((credit?.jobs ?? []).map(JSONValue.string))),
        ]
    }

    /// `cache` for a page kept from an earlier answer (the response cache), else the scene's
    /// source: `tmdb`, or `catalog` for the offline one. (A list shows the source of the page it
    /// received last; with several pages, that is the last page to arrive.)
    static func sourceName(_ source: MoviesPageSource?, scene: SourceOption) -> String {
        source?.cachedAge == nil ? scene.rawValue : "cache"
    }
}

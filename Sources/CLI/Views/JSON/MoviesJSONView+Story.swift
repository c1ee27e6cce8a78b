import JSONText
import MoviesDomain
import MoviesPresentation

extension MoviesJSONView {
    /// What `show --json` adds after `status`: `budget`, `certification` and the `region` it is
    /// for, `directors`, `writers` (`{"name", "job"}`), the whole `cast` (`{"name", "character"}`,
    /// billing order), `collection`, `trailer_url`, `watch` (`{"link", "streaming", "rent",
    /// "buy", "credit", "free", "ads"}`, or `null` when the source does not say), then `revenue`,
    /// `original_language`, `imdb_id`, `homepage` and `regional_release` (`{"date", "region",
    /// "type"}`, or `null`). New fields go last: nothing a script reads moves.
    static func storyMembers(_ details: MovieDetails, story: MovieStory?) -> [(key: String, value: JSONValue)] {
        let credits = { (credits: [CreditedPerson], role: String) in
            JSONValue.array(credits.map { .object([("name", .string($0.name)), (role, .string($0.role))]) })
        }
        return [
            ("budget", .optional(details.budget)),
            ("certification", .optional(details.certification)),
            ("region", .optional(story?.region.code)),
            ("directors", .array((story?.directors ?? []).map(JSONValue.string))),
            ("writers", credits(story?.writers ?? [], "job")),
            ("cast", credits(story?.cast ?? [], "character")),
            ("collection", .optional(story?.collection)),
            ("trailer_url", .optional(story?.trailerURL)),
            ("watch", story?.watchOptions.map(watch) ?? .null),
            ("revenue", .optional(details.revenue)),
            ("original_language", .optional(details.originalLanguage)),
            ("imdb_id", .optional(details.imdbID)),
            ("homepage", .optional(details.homepage)),
            ("regional_release", story?.release.map(regionalRelease) ?? .null),
        ]
    }

    /// Where to watch, with the credit TMDB's terms ask for.
    private static func watch(_ options: MovieWatchOptions) -> JSONValue {
        .object([
            ("link", .optional(options.link)),
            ("streaming", .array(options.streaming.map(JSONValue.string))),
            ("rent", .array(options.rent.map(JSONValue.string))),
            ("buy", .array(options.buy.map(JSONValue.string))),
            ("credit", .string(MovieDetailsViewModel.watchCredit)),
            ("free", .array(options.free.map(JSONValue.string))),
            ("ads", .array(options.ads.map(JSONValue.string))),
        ])
    }

    /// The region's own release: `{"date": "1999-11-11", "region": "DE", "type": "theatrical"}`.
    private static func regionalRelease(_ release: RegionalRelease) -> JSONValue {
        .object([
            ("date", .optional(release.date.iso8601)),
            ("region", .string(release.region.code)),
            ("type", .string(release.kind.rawValue)),
        ])
    }
}

import MoviesDomain

// MARK: - The story's texts

extension MovieDetailsViewModel {
    /// How many of the cast a text shows: the top-billed.
    nonisolated public static let castShown = 5
    /// The credit TMDB's terms ask for wherever its watch data is shown.
    nonisolated public static let watchCredit = "Where to watch data by JustWatch"

    /// "Lana Wachowski, Lilly Wachowski"; `nil` when unknown.
    public var directorsText: String? { Self.list(story?.directors.joined(separator: ", ")) }
    /// "Jim Uhls (Screenplay), Chuck Palahniuk (Novel)"; `nil` when unknown.
    public var writersText: String? {
        Self.list(story?.writers.map(Self.credited).joined(separator: ", "))
    }
    /// The top-billed cast, at most `castShown`, each "Name as Character".
    public var castLines: [String] {
        (story?.cast.prefix(Self.castShown) ?? []).map { $0.role.isEmpty ? $0.name : "\($0.name) as \($0.role)" }
    }
    /// How many of the cast `castLines` leaves out.
    public var castLeftOut: Int { max(0, (story?.cast.count ?? 0) - Self.castShown) }
    /// "R (US)": the certification and the region it is for; `nil` when unknown.
    public var certificationText: String? {
        guard let certification = details?.certification, !certification.isEmpty else { return nil }
        return "\(certification) (\(story?.region ?? region))"
    }
    /// US dollars in groups of three: "$63,000,000"; `nil` when unknown.
    public var budgetText: String? { details?.budget.map { "$" + MovieFormatting.grouped($0) } }
    /// What it earned, as `budgetText` writes it: "$100,853,753"; `nil` when unknown.
    public var revenueText: String? { details?.revenue.map { "$" + MovieFormatting.grouped($0) } }
    /// The film's original language (`fr`) when it is not the one asked for (English when none
    /// was): `nil` when they agree or it is unknown.
    public var originalLanguageText: String? {
        let asked = (language ?? "en").prefix { $0 != "-" }.lowercased()
        return details?.originalLanguage.flatMap { $0 == asked ? nil : $0 }
    }
    /// The IMDb id, "tt0137523", when known.
    public var imdbID: String? { details?.imdbID }
    /// The film's own web site, when it has one.
    public var homepage: String? { details?.homepage }
    /// The official trailer's web address, when there is one.
    public var trailerURL: String? { story?.trailerURL }
    /// "The Matrix Collection", when the film belongs to one.
    public var collection: String? { story?.collection }
    /// Where to watch in the story's region, "Stream: Netflix, Hulu", "Free: …", "With ads: …",
    /// "Rent: …", "Buy: …", one a line, each in the source's order; empty when the source does
    /// not say or lists nothing there (`watchNothingText`).
    public var watchLines: [String] {
        guard let options = story?.watchOptions else { return [] }
        let offers = [
            ("Stream", options.streaming), ("Free", options.free), ("With ads", options.ads), ("Rent", options.rent),
            ("Buy", options.buy),
        ]
        return offers.filter { !$0.1.isEmpty }.map { "\($0.0): \($0.1.joined(separator: ", "))" }
    }
    /// "nothing listed for IS" when the source says where to watch, and lists nothing in the
    /// story's region; `nil` otherwise.
    public var watchNothingText: String? {
        guard let story, let options = story.watchOptions, options.isEmpty else { return nil }
        return "nothing listed for \(story.region)"
    }
    /// The watch page's address (TMDB's), when where to watch is known.
    public var watchLink: String? { story?.watchOptions?.link }
    /// "2 parts of the story could not be read and are left out"; `nil` when every part was read.
    public var unreadPartsText: String? {
        guard let count = story?.unreadParts.count, count > 0 else { return nil }
        return count == 1
            ? "a part of the story could not be read and is left out"
            : "\(count) parts of the story could not be read and are left out"
    }
    /// Which parts `unreadPartsText` counts, each with why: "videos (not the expected JSON)".
    public var unreadParts: [String] { story?.unreadParts ?? [] }

    private static func credited(_ credit: CreditedPerson) -> String {
        credit.role.isEmpty ? credit.name : "\(credit.name) (\(credit.role))"
    }

    private static func list(_ text: String?) -> String? { text.flatMap { $0.isEmpty ? nil : $0 } }
}

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
    public var budgetText: String? { details?.budget.map { "$" + Self.grouped($0) } }
    /// The official trailer's web address, when there is one.
    public var trailerURL: String? { story?.trailerURL }
    /// "The Matrix Collection", when the film belongs to one.
    public var collection: String? { story?.collection }
    /// Where to watch in the story's region, "Stream: Netflix, Hulu", "Rent: …", "Buy: …", one a
    /// line; empty when the source does not say.
    public var watchLines: [String] {
        guard let options = story?.watchOptions else { return [] }
        return [("Stream", options.streaming), ("Rent", options.rent), ("Buy", options.buy)]
            .filter { !$0.1.isEmpty }.map { "\($0.0): \($0.1.joined(separator: ", "))" }
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

    /// `63000000` as "63,000,000".
    private static func grouped(_ number: Int) -> String {
        let digits = Array(String(number))
        return digits.enumerated().map { index, digit in
            index > 0 && (digits.count - index) % 3 == 0 ? ",\(digit)" : String(digit)
        }.joined()
    }

    private static func list(_ text: String?) -> String? { text.flatMap { $0.isEmpty ? nil : $0 } }
}

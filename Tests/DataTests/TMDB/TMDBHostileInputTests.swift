import DomainTestSupport
import MoviesDomain
import TestScheduling
import Testing

@testable import MoviesData

/// Issue 39 at the Data seam: every text TMDB sends is bounded in bytes by one rule
/// (`OutsideText`), `person`'s included; a filmography is read in one pass with its lists bounded; a
/// page holds at most TMDB's 20; a malformed part of the story is left out alone; a number no film
/// has is unknown. Texts of a million marks take seconds: off the pool.
@Suite(.offThePool)
struct TMDBHostileInputTests {
    /// One letter and `marks` combining acute accents: one `Character` of 2 × marks + 1 bytes.
    private static func stacked(_ marks: Int) -> String {
        "N" + String(repeating: "\u{301}", count: marks)
    }

    // MARK: - The one bound, in bytes

    @Test func aTextOverTheBoundIsCutAtACharacterBoundaryWithAnEllipsis() throws {
        let text = String(repeating: "é", count: OutsideText.maxBytes)  // two bytes each
        let cut = try #require(OutsideText.bounded(text))
        #expect(cut.utf8.count <= OutsideText.maxBytes && cut.hasSuffix("…"))
        #expect(cut.dropLast().allSatisfy { $0 == "é" } && cut.count > OutsideText.maxBytes / 2 - 2)
        #expect(OutsideText.bounded("Keanu Reeves") == "Keanu Reeves")
        #expect(OutsideText.bounded("") == nil && OutsideText.bounded(nil) == nil)
        #expect(OutsideText.whole(text) == nil, "a list's item over the bound is left out")
    }

    /// Private-use and unassigned characters, which every view leaves out, are left out here, so
    /// no text ends in the space before one; a text of them alone is no text.
    @Test func charactersWithoutAnAgreedMeaningAreLeftOutBeforeTheTrim() {
        #expect(OutsideText.bounded("\u{E000}Private\u{F8FF} alien 1 \u{F0000}") == "Private alien 1")
        #expect(OutsideText.whole(" Keanu\u{378} ") == "Keanu")
        #expect(OutsideText.bounded("\u{E000} \u{F8FF}") == nil)
        #expect(OutsideText.bounded("Amélie 🎬") == "Amélie 🎬", "assigned characters stay")
    }

    @Test func oneCharacterOfAMillionCombiningMarksIsCutToTheBound() throws {
        let text = Self.stacked(1_000_000)
        #expect(text.count == 1, "one grapheme cluster: a count of characters cannot bound it")
        let cut = try #require(OutsideText.bounded(text))
        #expect(cut.utf8.count <= OutsideText.maxBytes && cut.unicodeScalars.first == "N" && cut.hasSuffix("…"))
        #expect(cut.utf8.count > OutsideText.maxBytes - 8, "the letter and the marks that fit")
        let mixed = try #require(OutsideText.bounded("ab" + text))
        #expect(mixed == "ab…", "cut at the character boundary when one fits")
    }

    @Test func aSearchResultsTextsAreBounded() throws {
        let huge = Self.stacked(300_000)
        let body =
            #"{"page": 1, "total_pages": 1, "total_results": 1, "results": [{"id": 7, "title": "\#(huge)", "#
            + #""original_title": "\#(huge)", "overview": "\#(huge)", "poster_path": "/\#(huge)"}]}"#
        let movie = try #require(try TMDBMoviesPageDTO.decodePage(Array(body.utf8), asked: 1).movies.first)
        for text in [movie.title, movie.originalTitle, movie.overview] {
            #expect(text.utf8.count <= OutsideText.maxBytes && text.hasSuffix("…"))
        }
        #expect(movie.posterPath == nil, "a path cut is no path")
    }

    @Test func aStorysTaglineAndCastAreBounded() throws {
        let huge = Self.stacked(300_000)
        let body =
            #"{"id": 603, "title": "The Matrix", "tagline": "\#(huge)", "status": "\#(huge)", "#
            + #""credits": {"cast": [{"name": "\#(huge)", "character": "Neo"}, {"name": "Keanu Reeves", "#
            + #""character": "\#(huge)"}]}}"#
        let story = try TMDBMovieStoryDTO.decodeStory(Array(body.utf8), region: .unitedStates)
        #expect(story.details.tagline.map { $0.utf8.count <= OutsideText.maxBytes } == true)
        #expect(story.details.status.map { $0.utf8.count <= OutsideText.maxBytes } == true)
        #expect(story.cast.map(\.name) == ["Keanu Reeves"], "a name over the bound is left out of the list")
        #expect(story.cast.first.map { $0.role.utf8.count <= OutsideText.maxBytes && $0.role.hasSuffix("…") } == true)
    }

    // MARK: - person

    @Test func aPersonsNameAndDepartmentAreBounded() throws {
        let huge = Self.stacked(500_000)
        let body = #"{"results": [{"id": 1, "name": "\#(huge)", "known_for_department": "\#(huge)"}]}"#
        let person = try #require(try TMDBPeoplePageDTO.decodePeople(Array(body.utf8)).first)
        #expect(person.name.utf8.count <= OutsideText.maxBytes && person.name.hasSuffix("…"))
        #expect(person.knownFor.map { $0.utf8.count <= OutsideText.maxBytes } == true)
    }

    @Test func manyCreditsOfOneFilmAreOneFilmWithItsRolesOnceAndBounded() throws {
        let count = 5_000
        let credits = (0..<count).map {
            #"{"id": 9, "title": "F", "character": "Role \#($0 % 2_500)", "job": "J\#($0)"}"#
        }
        let body = #"{"cast": [\#(credits.joined(separator: ","))], "crew": [{"id": 9, "title": "F", "job": "J1"}]}"#
        let films = try TMDBMovieCreditsDTO.decodeFilmography(Array(body.utf8))
        #expect(films.movies.map(\.id) == [Movie.ID(number: 9)])
        let credit = try #require(films.credits[Movie.ID(number: 9)])
        let character = try #require(credit.character)
        #expect(character.hasPrefix("Role 0 / Role 1 / Role 2 / ") && character.hasSuffix("…"))
        #expect(character.utf8.count <= OutsideText.maxBytes)
        #expect(credit.jobs == (0..<TMDBMovieCreditsDTO.maxJobs).map { "J\($0)" }, "each job once, at most 20")
    }

    @Test func aCreditsCharacterAndJobAreBounded() throws {
        let huge = Self.stacked(400_000)
        let body =
            #"{"cast": [{"id": 9, "title": "F", "character": "\#(huge)"}], "crew": [{"id": 9, "title": "F", "job": "\#(huge)"}]}"#
        let credit = try #require(try TMDBMovieCreditsDTO.decodeFilmography(Array(body.utf8)).credits.first?.value)
        #expect(credit.character.map { $0.utf8.count <= OutsideText.maxBytes } == true)
        #expect(credit.jobs.count == 1 && credit.jobs[0].utf8.count <= OutsideText.maxBytes)
    }

    @Test func aFilmographyLongerThanAnyIsRefused() {
        let credit = #"{"id": 9, "title": "F"}"#
        let cast = Array(repeating: credit, count: TMDBMovieCreditsDTO.maxCredits + 1).joined(separator: ",")
        #expect(throws: MoviesError.invalidResponse(message: "TMDB sent 10001 credits for one person, more than 10000"))
        {
            try TMDBMovieCreditsDTO.decodeFilmography(Array(#"{"cast": [\#(cast)]}"#.utf8))
        }
    }

    // MARK: - Pages

    @Test func aPageOfMoreThanTMDBsTwentyIsRefused() {
        let results = (1...21).map { #"{"id": \#($0), "title": "T"}"# }.joined(separator: ",")
        let body = #"{"page": 1, "total_pages": 1, "total_results": 21, "results": [\#(results)]}"#
        #expect(throws: MoviesError.invalidResponse(message: "TMDB sent 21 results on one page, more than 20")) {
            try TMDBMoviesPageDTO.decodePage(Array(body.utf8), asked: 1)
        }
    }

    // MARK: - The story's parts

    @Test(arguments: [
        (#""credits": []"#, "credits"), (#""videos": 5"#, "videos"),
        (#""belongs_to_collection": "x""#, "belongs_to_collection"),
        (#""release_dates": {"results": 7}"#, "release_dates"), (#""watch/providers": "x""#, "watch/providers"),
    ])
    func aMalformedPartIsLeftOutAloneAndNamed(part: String, name: String) throws {
        let parts = [
            "credits": #""credits": {"cast": [{"name": "Keanu Reeves", "character": "Neo"}]}"#,
            "videos": #""videos": {"results": [{"key": "vKQi3bBA1y8", "site": "YouTube", "type": "Trailer"}]}"#,
        ].filter { $0.key != name }.values.sorted()
        let body =
            #"{"id": 603, "title": "The Matrix", "runtime": 136, "# + (parts + [part]).joined(separator: ", ") + "}"
        let story = try TMDBMovieStoryDTO.decodeStory(Array(body.utf8), region: .unitedStates)
        #expect(story.details.runtime == 136 && story.details.movie.title == "The Matrix")
        #expect(story.unreadParts == ["\(name) (not the expected JSON)"])
        #expect(name == "credits" ? story.cast.isEmpty : story.cast.map(\.name) == ["Keanu Reeves"])
        #expect(name == "videos" ? story.trailerURL == nil : story.trailerURL != nil)
    }

    @Test func aPartLongerThanAnyFilmsIsLeftOutAloneAndSaysWhy() throws {
        let member = #"{"name": "A", "character": "B", "order": 1}"#
        let cast = Array(repeating: member, count: TMDBCreditsDTO.maxMembers + 1).joined(separator: ",")
        let body = #"{"id": 603, "title": "The Matrix", "credits": {"cast": [\#(cast)]}}"#
        let story = try TMDBMovieStoryDTO.decodeStory(Array(body.utf8), region: .unitedStates)
        #expect(story.cast.isEmpty)
        #expect(story.unreadParts == ["credits (TMDB sent 10001 cast members, more than 10000)"])
    }

    // MARK: - Numbers

    @Test func numbersNoFilmHasAreUnknown() throws {
        let most = Int.max
        let body =
            #"{"id": 603, "title": "The Matrix", "runtime": \#(most), "budget": \#(most), "#
            + #""revenue": \#(most), "vote_count": 25000, "vote_average": 8.2}"#
        let details = try TMDBMovieDetailsDTO.decodeDetails(Array(body.utf8))
        #expect(details.runtime == nil && details.budget == nil && details.revenue == nil)
        #expect(details.movie.voteCount == 25_000 && details.movie.voteAverage == 8.2)
        let plausible = #"{"id": 603, "title": "The Matrix", "runtime": 136, "budget": 63000000, "vote_count": 25000}"#
        let known = try TMDBMovieDetailsDTO.decodeDetails(Array(plausible.utf8))
        #expect(known.runtime == 136 && known.budget == 63_000_000 && known.movie.voteCount == 25_000)
    }

    /// A vote count no film has is no count of 0: the details cannot be read, as with a negative one.
    @Test(arguments: [-1, 999_999_999, Int.max])
    func detailsWithAVoteCountNoFilmHasAreRefused(count: Int) {
        let body = #"{"id": 603, "title": "The Matrix", "vote_count": \#(count), "vote_average": 7}"#
        let problem = count < 0 ? "is negative" : "is over 100 million"
        let message = "TMDB sent movie 603: its vote_count \(count) \(problem)"
        #expect(throws: MoviesError.invalidResponse(message: message)) {
            try TMDBMovieDetailsDTO.decodeDetails(Array(body.utf8))
        }
    }
}

import DomainTestSupport
import MoviesDomain
import Testing

@testable import MoviesData

/// The story's DTOs on bodies TMDB could send: the trailer chosen by its rule, counts and texts
/// bounded, and nothing from the server able to trap.
struct TMDBMovieStoryDTOTests {
    private func story(_ appended: String, region: MovieRegion = .unitedStates) throws(MoviesError) -> MovieStory {
        let body = #"{"id": 603, "title": "The Matrix""# + (appended.isEmpty ? "" : ", " + appended) + "}"
        return try TMDBMovieStoryDTO.decodeStory(Array(body.utf8), region: region)
    }

    private func video(_ key: String, site: String = "YouTube", type: String = "Trailer", official: Bool = true)
        -> String
    {
        #"{"key": "\#(key)", "site": "\#(site)", "type": "\#(type)", "official": \#(official)}"#
    }

    @Test func aBodyWithoutTheAppendedPartsIsTheDetailsAlone() throws {
        let story = try story("")
        #expect(story.details.movie.title == "The Matrix")
        #expect(story.cast.isEmpty && story.trailerURL == nil && story.watchOptions == nil && story.collection == nil)
    }

    @Test func theOfficialTrailerComesBeforeTeasersFeaturettesAndUnofficialOnes() throws {
        let videos = [
            video("teaser1", type: "Teaser"), video("feature1", type: "Featurette"),
            video("unofficial1", official: false), video("76979871", site: "Vimeo"), video("official1"),
        ]
        let story = try story(#""videos": {"results": [\#(videos.joined(separator: ", "))]}"#)
        #expect(story.trailerURL == "https://vimeo.com/76979871")
    }

    @Test func anUnofficialTrailerIsTakenWhenNoneIsOfficialButNeverATeaser() throws {
        let unofficial = try story(
            #""videos": {"results": [\#(video("t1", type: "Teaser")), \#(video("u1", official: false))]}"#)
        #expect(unofficial.trailerURL == "https://www.youtube.com/watch?v=u1")
        let teaser = try story(#""videos": {"results": [\#(video("t1", type: "Teaser"))]}"#)
        #expect(teaser.trailerURL == nil)
    }

    @Test func aTrailerInTheAskedLanguageComesFirstEvenUnofficial() throws {
        let body =
            #"{"id": 603, "title": "The Matrix", "videos": {"results": ["#
            + #"{"key": "en1", "site": "YouTube", "type": "Trailer", "official": true, "iso_639_1": "en"}, "#
            + #"{"key": "de1", "site": "YouTube", "type": "Trailer", "official": false, "iso_639_1": "de"}]}}"#
        let german = try TMDBMovieStoryDTO.decodeStory(Array(body.utf8), region: .unitedStates, language: "de-DE")
        let english = try TMDBMovieStoryDTO.decodeStory(Array(body.utf8), region: .unitedStates, language: "en-US")
        let french = try TMDBMovieStoryDTO.decodeStory(Array(body.utf8), region: .unitedStates, language: "fr")
        #expect(german.trailerURL == "https://www.youtube.com/watch?v=de1")
        #expect(english.trailerURL == "https://www.youtube.com/watch?v=en1")
        #expect(french.trailerURL == "https://www.youtube.com/watch?v=en1", "none in French: the official one")
    }

    /// Keys as JSON writes them: the last one holds an ESC.
    @Test(arguments: ["a b", "a/b", "a?b=c", "", String(repeating: "k", count: 65), #"k\u001b[2J"#])
    func aKeyThatIsNoKeyGivesNoAddress(key: String) throws {
        let body = #"{"results": [{"key": "\#(key)", "site": "YouTube", "type": "Trailer", "official": true}]}"#
        let story = try story(#""videos": \#(body)"#)
        #expect(story.trailerURL == nil)
    }

    @Test func tooManyCastMembersLeaveTheCreditsOutAlone() throws {
        let member = #"{"name": "A", "character": "B", "order": 1}"#
        let cast = Array(repeating: member, count: TMDBCreditsDTO.maxMembers + 1).joined(separator: ",")
        let story = try story(#""credits": {"cast": [\#(cast)], "crew": []}, "belongs_to_collection": {"name": "C"}"#)
        #expect(story.cast.isEmpty && story.collection == "C")
        #expect(story.unreadParts.count == 1)
    }

    @Test func hugeOrdersAndPrioritiesDoNotTrap() throws {
        let story = try story(
            #""credits": {"cast": [{"name": "B", "order": 9223372036854775807}, {"name": "A", "order": -9223372036854775808}, {"name": "C"}]}, "#
                + #""watch/providers": {"results": {"US": {"flatrate": [{"provider_name": "Y", "display_priority": 9223372036854775807}, {"provider_name": "X", "display_priority": -9223372036854775808}]}}}"#
        )
        #expect(story.cast.map(\.name) == ["A", "B", "C"])
        #expect(story.watchOptions?.streaming == ["X", "Y"])
    }

    @Test func aMemberOfTheWrongShapeIsLeftOutAlone() throws {
        let story = try story(
            #""credits": {"cast": [{"name": 5}, "x", {"name": "Keanu Reeves", "character": "Neo"}], "crew": [{"name": "L", "job": "Director"}]}"#
        )
        #expect(story.cast == [CreditedPerson(name: "Keanu Reeves", role: "Neo")])
        #expect(story.directors == ["L"])
    }
}

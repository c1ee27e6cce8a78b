import CommandLineKit
import DomainTestSupport
import MoviesData
import MoviesDomain
import Testing

@testable import MoviesCLI

/// The parser's accepted forms and every usage error it must report.
struct CommandLineParserTests {
    private let parser = CommandLineParser()

    // MARK: - Accepted

    @Test func noArgumentsIsTheInteractiveFlow() throws {
        #expect(try parser.parse([]) == .run(InteractiveCommand()))
        #expect(
            try parser.parse(["interactive", "--offline"])
                == .run(InteractiveCommand(source: SourceArguments(cacheMode: .offline))))
    }

    @Test func searchJoinsTheWordsAndReadsEveryOption() throws {
        let search = try #require(
            try parser.parse([
                "search", "star", "--page", "2", "wars", "--pages=3", "--year", "1977", "--language=en-US",
                "--include-adult", "--source", "catalog", "--refresh", "--json",
            ]).searchCommand)
        #expect(search.request.query == MovieFixtures.query("star wars", year: 1977))
        #expect(search.request.page == 2)
        #expect(search.request.pageCount == 3)
        #expect(search.request.options == MovieSearchOptions(language: "en-US", includeAdult: true))
        #expect(search.source == SourceArguments(source: .catalog, cacheMode: .refresh))
        #expect(search.format == .json)
    }

    /// The full screen, the line flow and the picker take the sort and filters of `search`; a
    /// single `--year` is a filter there, as no search is sent with it.
    @Test func theInteractiveCommandsTakeTheSortAndFilters() throws {
        let arranged = MovieArrangement(sort: .rating, years: 1979...1979, genres: [.scienceFiction], minVotes: 10)
        var interactive = InteractiveCommand()
        interactive.arrangement = arranged
        let words = ["--sort", "rating", "--year", "1979", "--genre", "science-fiction", "--min-votes", "10"]
        #expect(try parser.parse(words) == .run(interactive))
        #expect(
            try parser.parse(["pick", "alien"] + words) == .run(PickCommand(query: "alien", arrangement: arranged)))
    }

    /// Shorthands people type: a decade for its ten years, a genre's short name for the genre.
    @Test func aDecadeAndAGenresShortNameAreTheirLongForms() throws {
        let short = try CommandLineParser.arrangement(typed: "--year 1990s --genre sci-fi,Animated,SF")
        #expect(short == MovieArrangement(years: 1990...1999, genres: [.scienceFiction, .animation]))
        #expect(CommandLineParser.years("1900s") == 1900...1909)
        for word in ["1995s", "199s", "19990s", "+990s", "1790s", "٢٠٠٠s"] {
            #expect(CommandLineParser.years(word) == nil, "\(word)")
        }
        #expect(CommandLineParser.genres("scifi,musical") == [.scienceFiction, .music])
        #expect(CommandLineParser.genres("romcom") == nil, "no alias the genres' union would misread")
        for list in ["drama,,comedy", "drama,", ",drama", ","] {
            #expect(CommandLineParser.genres(list) == nil, "a genre left empty: \(list)")
        }
        #expect(CommandOption.genre.completions.contains("sci-fi"))
    }

    /// What `f` in the full screen shows and reads back: the options that give an arrangement.
    @Test func anArrangementAsTypedOptionsAndBack() throws {
        let arrangements = [
            MovieArrangement(),
            MovieArrangement(
                sort: .title, years: 1979...1985, genres: [.scienceFiction, .drama], minRating: 7.5, minVotes: 1000),
            MovieArrangement(years: 2001...2001, genres: [.tvMovie]),
        ]
        for arrangement in arrangements {
            let typed = CommandLineParser.typed(arrangement)
            #expect(try CommandLineParser.arrangement(typed: typed) == arrangement, "\(typed)")
        }
        #expect(CommandLineParser.typed(arrangements[2]) == "--year 2001 --genre tv-movie")
        #expect(throws: ArgumentError("--min-votes needs a whole number, not 'lots'")) {
            try CommandLineParser.arrangement(typed: "--min-votes lots")
        }
        #expect(throws: ArgumentError.self, "only the sort and filters") {
            try CommandLineParser.arrangement(typed: "--json")
        }
        #expect(throws: ArgumentError.self) { try CommandLineParser.arrangement(typed: "drama") }
        // The `f` field checks a year as `search` does, and says it alike.
        for year in ["0", "9223372036854775807"] {
            #expect(throws: ArgumentError("\(year) is not a year to search (1800…2999)")) {
                try CommandLineParser.arrangement(typed: "--year \(year)")
            }
        }
    }

    @Test func formatsLimitAndHeader() throws {
        let tsv = try #require(
            try parser.parse(["search", "alien", "--format", "tsv", "--limit", "5"]).searchCommand)
        #expect(tsv.format == .tsv)
        #expect(tsv.limit == 5)
        #expect(tsv.request.pageCount == 1)
        let many = try #require(try parser.parse(["search", "alien", "--limit=41", "--page", "3"]).searchCommand)
        #expect(many.request.pageCount == 3, "41 results take 3 pages of 20")
        #expect(many.request.page == 3)
        let pages = try #require(
            try parser.parse(["search", "alien", "--limit", "41", "--pages", "1"]).searchCommand)
        #expect(pages.request.pageCount == 1, "--pages says how many pages, the limit how many rows")
        let bare = try #require(try parser.parse(["search", "alien", "--no-header"]).searchCommand)
        #expect(!bare.header && bare.format == .text && bare.limit == nil)
        #expect(try parser.parse(["search", "x", "--json", "--format", "json"]).searchCommand?.format == .json)
        #expect(
            try parser.parse(["show", "1", "--format=tsv"])
                == .run(
                    ShowCommand(id: Movie.ID(number: 1), source: .init(source: .tmdb), format: .tsv)))
        #expect(try parser.parse(["recent", "--format", "tsv"]) == .run(RecentCommand(format: .tsv)))
    }

    @Test(arguments: [
        ("603", Movie.ID(number: 603), SourceOption.tmdb), ("c6088", Movie.ID(prefix: "c", number: 6088), .catalog),
        ("C6088", Movie.ID(prefix: "c", number: 6088), .catalog),
    ])
    func showsIDSaysWhichSourceShowsIt(word: String, id: Movie.ID, source: SourceOption) throws {
        let command = try parser.parse(["show", word])
        #expect(command == .run(ShowCommand(id: id, source: .init(source: source))))
        #expect(try parser.parse(["show", word, "--source", source.rawValue]).showCommand?.id == id)
    }

    @Test func anIDIsWrittenWithItsSource() {
        #expect(Movie.ID(number: 550).description == "550")
        #expect(Movie.ID(prefix: "c", number: 550).description == "c550")
        #expect(Movie.ID(parsing: "c550")?.description == "c550")
        for bad in ["", "c", "c-1", "c0", "0", "c1x", "-5", "c+1", " 1"] {
            #expect(Movie.ID(parsing: bad) == nil, "\(bad)")
        }
        // The JSON file's ids (in the offline source's place) are shown from there; IMDb's by TMDB.
        #expect((try? parser.parse(["show", "j1"]))?.showCommand?.source.source == .catalog)
        #expect((try? parser.parse(["show", "tt0137523"]))?.showCommand?.source.source == .tmdb)
        #expect(Movie.ID(parsing: "tt0137523")?.description == "tt0137523")
        #expect(Movie.ID(parsing: "TT12345678")?.description == "tt12345678")
    }

    /// An id as pasted from its page: TMDB's address or its last part, IMDb's address.
    @Test func anIDIsReadFromTheAddressOfItsPage() throws {
        for (word, id) in [
            ("https://www.themoviedb.org/movie/550", "550"), ("https://www.themoviedb.org/movie/550-fight-club", "550"),
            ("550-fight-club", "550"), ("themoviedb.org/movie/550?language=de", "550"),
            ("https://www.imdb.com/title/tt0137523/", "tt0137523"),
            ("https://www.imdb.com/title/tt0137523/?ref_=x", "tt0137523"),
        ] {
            #expect(try parser.parse(["show", word]).showCommand?.id.description == id, "\(word)")
        }
        #expect(
            try parser.parse(["similar", "https://www.themoviedb.org/movie/550-fight-club"])
                == (try parser.parse(["similar", "550"])))
        for bad in [
            "550x", "x550-fight-club", "https://www.themoviedb.org/tv/550", "550.5",
            "https://www.themoviedb.org/movie/c22460", "https://www.imdb.com/title/550/",
        ] {
            let message = "\(ShowCommand.idRule), not '\(bad)'"
            #expect(throws: UsageError(message: message, topic: .show)) { try parser.parse(["show", bad]) }
        }
    }

    @Test func theOptionsPagesAreTheRepositories() {
        #expect(CommandLineParser.pages == TMDBService.pages)
        #expect(CommandLineParser.resultsPerPage == TMDBService.pageSize)
    }

    @Test func theCatalogsIDsAreWrittenAsItsRepositoryWritesThem() {
        #expect(SourceOption.catalog.idPrefix == CatalogMoviesRepository.idPrefix)
        #expect(SourceOption(idPrefix: CatalogMoviesRepository.idPrefix) == .catalog)
        #expect(SourceOption(idPrefix: "") == .tmdb)
        #expect(SourceOption(idPrefix: Movie.ID.imdbPrefix) == .tmdb, "TMDB looks IMDb ids up")
        #expect(
            ShowCommand.offlineIDPrefixes == [CatalogMoviesRepository.idPrefix, JSONFileMoviesRepository.idPrefix])
    }

    @Test func configActions() throws {
        #expect(try parser.parse(["config"]) == .run(ConfigCommand(action: .list)))
        #expect(try parser.parse(["config", "list"]) == .run(ConfigCommand(action: .list)), "as gh's and git's")
        #expect(try parser.parse(["config", "get", "language"]) == .run(ConfigCommand(action: .get(.language))))
        #expect(
            try parser.parse(["config", "set", "timeout", "12"])
                == .run(ConfigCommand(action: .set(.timeout, value: "12"))))
        #expect(
            try parser.parse(["config", "set", "api_key"]) == .run(ConfigCommand(action: .set(.apiKey, value: nil))))
        #expect(
            try parser.parse(["config", "unset", "access_token"])
                == .run(ConfigCommand(action: .unset(.accessToken))))
        #expect(try parser.parse(["config", "--help"]) == .help(.config))
    }

    @Test func doubleDashEndsTheOptions() throws {
        let search = try #require(try parser.parse(["search", "--", "--json", "-x"]).searchCommand)
        #expect(search.request.query.text == "--json -x")
        #expect(search.format == .text)
    }

    @Test func showCacheRecentAndHelp() throws {
        #expect(
            try parser.parse(["show", "603", "--poster", "p.jpg", "--poster-width=342", "--offline"])
                == .run(
                    ShowCommand(
                        id: Movie.ID(number: 603),
                        source: SourceArguments(source: .tmdb, cacheMode: .offline), posterFile: "p.jpg",
                        posterWidth: 342)))
        #expect(try parser.parse(["cache", "info", "--json"]) == .run(CacheCommand(action: .info(json: true))))
        #expect(try parser.parse(["cache", "clear"]) == .run(CacheCommand(action: .clear)))
        #expect(try parser.parse(["recent", "--clear"]) == .run(RecentCommand(format: .text, clear: true)))
        #expect(try parser.parse(["--help"]) == .help(.general))
        #expect(try parser.parse(["-h", "search"]) == .help(.general))
        #expect(try parser.parse(["search", "x", "--page", "0", "-h"]) == .help(.search))
        #expect(try parser.parse(["cache", "--help"]) == .help(.cache))
        #expect(try parser.parse(["help", "show"]) == .help(.show))
        #expect(try parser.parse(["--version"]) == .version)
        #expect(try parser.parse(["-v"]) == .version)
        #expect(try parser.parse(["version"]) == .version)
        #expect(try parser.parse(["show", "1", "--verbose"]).showCommand?.source.verbose == true)
    }

    @Test func lastPagesWithinTheLimitAreAccepted() throws {
        let search = try #require(try parser.parse(["search", "x", "--page", "481", "--pages", "20"]).searchCommand)
        #expect(try search.request.pages.map(\.value) == Array(481...500))
    }

    // MARK: - Usage errors

    @Test(arguments: [
        (["bogus"], Subcommand.search, "unknown command 'bogus'; did you mean 'movies search bogus'?"),
        (["star", "wars"], .search, "unknown command 'star'; did you mean 'movies search star wars'?"),
        (["serch", "x"], .search, "unknown command 'serch'; did you mean 'search'?"),
        ([""], .general, "an empty argument names no command"),
        (["  ", "alien"], .general, "an empty argument names no command"),
        (["--bogus"], .general, "unknown option '--bogus' for movies"),
        (["interactive", "--bogus"], .interactive, "unknown option '--bogus' for movies interactive"),
        (["search", "x", "--bogus"], .search, "unknown option '--bogus' for movies search"),
        (["search", "x", "-p", "2"], .search, "unknown option '-p' for movies search"),
        (["search"], .search, "search needs a query"),
        (["search", "--json"], .search, "search needs a query"),
        (["search", "", "  "], .search, "the query is empty"),
        (["search", "x", "--page"], .search, "--page needs a value"),
        (["search", "x", "--page", "--json"], .search, "--page needs a value"),
        (["search", "x", "--page", "0"], .search, "--page must be from 1 to 500, not 0"),
        (["search", "x", "--page", "501"], .search, "--page must be from 1 to 500, not 501"),
        (["search", "x", "--page", "-1"], .search, "--page must be from 1 to 500, not -1"),
        (["search", "x", "--page", "abc"], .search, "--page needs a whole number, not 'abc'"),
        (["search", "x", "--page", "+2"], .search, "--page needs a whole number, not '+2'"),
        (
            ["search", "x", "--page", "99999999999999999999"], .search,
            "--page must be from 1 to 500, not 99999999999999999999"
        ),
        (["search", "x", "--pages", "0"], .search, "--pages must be from 1 to 20, not 0"),
        (["search", "x", "--pages", "21"], .search, "--pages must be from 1 to 20, not 21"),
        (["search", "x", "--page", "499", "--pages", "3"], .search, "--page plus --pages must stay within page 500"),
        (["search", "x", "--year", "99999"], .search, "99999 is not a year to search (1800…2999)"),
        (
            ["search", "x", "--year", "1977a"], .search,
            "--year needs a year, a range of years like 1979-1985 or a decade like 1990s, not '1977a'"
        ),
        (
            ["search", "x", "--year", "1990-1980"], .search,
            "--year needs a year, a range of years like 1979-1985 or a decade like 1990s, not '1990-1980'"
        ),
        (
            ["search", "x", "--sort", "best"], .search,
            "--sort must be one of relevance, rating, votes, year, title, not 'best'"
        ),
        (
            ["search", "x", "--genre", "westerns"], .search,
            "--genre must name genres, such as action or science-fiction,drama, not 'westerns'"
        ),
        (
            ["search", "x", "--min-rating", "nan"], .search,
            "--min-rating needs a rating from 0 to 10, such as 7.5, not 'nan'"
        ),
        (
            ["search", "x", "--min-rating", "0x5"], .search,
            "--min-rating needs a rating from 0 to 10, such as 7.5, not '0x5'"
        ),
        (
            ["search", "x", "--min-rating", "1e-400"], .search,
            "--min-rating needs a rating from 0 to 10, such as 7.5, not '1e-400'"
        ),
        (["search", "x", "--min-votes", "-1"], .search, "--min-votes must be from 0 to 1000000000, not -1"),
        (["search", "x", "--language", "english"], .search, "--language must look like en or en-US, not 'english'"),
        (["search", "x", "--language", "en_US"], .search, "--language must look like en or en-US, not 'en_US'"),
        (["search", "x", "--source", "nonsense"], .search, "--source must be tmdb or catalog, not 'nonsense'"),
        (["search", "x", "--refresh", "--offline"], .search, "--refresh and --offline cannot be used together"),
        (
            ["search", "x", "--json=yes"], .search,
            "--json has no field 'yes'; the fields are id, source_id, title, original_title, release_date, year, "
                + "overview, vote_average, vote_count, poster_path, genre_ids, url"
        ),
        (["recent", "--json=title"], .recent, "--json takes no value"),
        (["search", "x", "--limit", "0"], .search, "--limit must be from 1 to 400, not 0"),
        (["search", "x", "--limit", "401"], .search, "--limit must be from 1 to 400, not 401"),
        (["search", "x", "--format", "csv"], .search, "--format must be one of text, json, tsv, not 'csv'"),
        (["search", "x", "--json", "--format", "tsv"], .search, "--json and --format tsv cannot be used together"),
        (
            ["search", "x", "--page", "490", "--limit", "400"], .search,
            "--page plus the pages --limit takes must stay within page 500"
        ),
        (["search", "a\u{1B}[31m"], .search, "the query contains control characters"),
        (["search", "a\u{7}b"], .search, "the query contains control characters"),
        (["search", "star\nwars"], .search, "the query contains control characters"),
        (["search", "a\u{202E}b"], .search, "the query contains control characters"),
        (["search", String(repeating: "a", count: 10_000)], .search, "the query is longer than 500 characters"),
        (["show"], .show, "show needs a movie id"),
        (["show", "1", "2"], .show, "show takes one movie id, not 2 words"),
        (["show", "abc"], .show, "\(ShowCommand.idRule), not 'abc'"),
        (["show", "-3"], .show, "\(ShowCommand.idRule), not '-3'"),
        (["show", "c0"], .show, "\(ShowCommand.idRule), not 'c0'"),
        (["show", "x550"], .show, "\(ShowCommand.idRule), not 'x550'"),
        (
            ["similar", "tt0137523"], .similar,
            "tt0137523 is an IMDb id (movies show tt0137523 says its TMDB id); similar movies need a TMDB id, such as 550"
        ),
        (["show", "cc1"], .show, "\(ShowCommand.idRule), not 'cc1'"),
        (["show", "c12", "--source", "tmdb"], .show, "c12 is an offline catalog id, which --source tmdb cannot show"),
        (
            ["show", "12", "--source", "catalog"], .show,
            "12 is a TMDB id, which --source catalog cannot show; the offline catalog's ids (c and a number) "
                + "are listed by movies search TITLE --source catalog"
        ),
        (["show", "1", "--poster-width", "300"], .show, "--poster-width goes with --poster FILE or --poster -"),
        (["show", "1", "--poster", "p", "--poster-width", "0"], .show, "--poster-width must be from 1 to 4000, not 0"),
        (["show", "1", "--poster="], .show, "--poster needs a file name"),
        (["recent", "extra"], .recent, "unexpected argument 'extra'"),
        (["cache"], .cache, "cache needs an action: info or clear"),
        (["cache", "purge"], .cache, "unknown cache action 'purge' (info or clear)"),
        (["cache", "clear", "--json"], .cache, "unknown option '--json' for movies cache"),
        (["interactive", "x"], .interactive, "unexpected argument 'x'"),
        (
            ["config", "set", "access_token", "tok"], .config,
            "access_token is a secret: it is read from stdin, never from the command line "
                + "(movies config set access_token < file)"
        ),
        (["config", "set", "language"], .config, "config set language needs a value"),
        (
            ["config", "get"], .config,
            "config get needs a key: access_token, api_key, language, source, timeout, images, region, color"
        ),
        (["config", "get", "language", "x"], .config, "unexpected argument 'x'"),
        (["config", "set", "language", "de", "x"], .config, "unexpected argument 'x'"),
        (
            ["config", "sett", "language"], .config,
            "unknown config action 'sett' (list, get, set or unset); did you mean 'set'?"
        ),
        (["config", "list", "x"], .config, "unexpected argument 'x'"),
        (
            ["config", "get", "langauge"], .config,
            "unknown setting 'langauge' (access_token, api_key, language, source, timeout, images, region, color); "
                + "did you mean 'language'?"
        ),
        (["config", "--json"], .config, "unknown option '--json' for movies config"),
        (["--version", "x"], .general, "--version takes no arguments"),
        (["version", "x"], .general, "version takes no arguments"),
        (["help", "nothing"], .general, "no help for 'nothing'"),
    ])
    func usageErrorSaysWhatIsWrong(arguments: [String], topic: Subcommand, message: String) {
        #expect(throws: UsageError(message: message, topic: topic)) { try parser.parse(arguments) }
    }

    @Test func unknownWordsAreQuotedWithoutControlCharactersAndShortened() {
        let meant = "did you mean 'movies search x[31my'?"
        #expect(throws: UsageError(message: "unknown command 'x[31my'; \(meant)", topic: .search)) {
            try parser.parse(["x\u{1B}[31my"])
        }
        let long = String(repeating: "z", count: 100)
        let excerpt = "'\(String(repeating: "z", count: 40))…'"
        let movies = "'movies search \(String(repeating: "z", count: 26))…'"
        #expect(
            throws: UsageError(message: "unknown command \(excerpt); did you mean \(movies)?", topic: .search)
        ) {
            try parser.parse([long])
        }
    }

    // MARK: - Raw arguments

    @Test func invalidUTF8IsAUsageErrorOfItsCommand() {
        #expect(throws: UsageError(message: "argument 2 is not valid UTF-8", topic: .search)) {
            try parser.parse(bytes: [Array("search".utf8), [0x73, 0xFF, 0xFE]])
        }
        #expect(throws: UsageError(message: "argument 1 is not valid UTF-8", topic: .general)) {
            try parser.parse(bytes: [[0xC3]])
        }
    }
}

extension ParsedCommandLine {
    fileprivate var showCommand: ShowCommand? {
        guard case .run(let command) = self else { return nil }
        return command as? ShowCommand
    }

    fileprivate var searchCommand: SearchCommand? {
        guard case .run(let command) = self else { return nil }
        return command as? SearchCommand
    }
}

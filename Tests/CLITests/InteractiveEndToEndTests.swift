import DataTestSupport
import TestScheduling
import Testing

/// The interactive flow driven through piped stdin, compared byte for byte.
@Suite(.offThePool)
struct InteractiveEndToEndTests {
    @Test func searchNextPageDetailsBackQuit() throws {
        let server = try FixtureServer.started()
        defer { server.stop() }
        let sandbox = try CLISandbox(columns: 60)
        sandbox.useTMDB(server, fault: "total/25")

        let run = try sandbox.run([], stdin: "alien\nn\n22\nb\nq\n")

        #expect(run.status == 0)
        #expect(run.err.isEmpty, "\(run.err)")
        #expect(run.out == Self.expectedSession)
    }

    /// `--sort` and the filters hold for every search of the session; `s` takes the next order
    /// and shows every row again, numbered in it, so that a number opens the movie it shows.
    @Test func theSortAndFiltersOfTheLineFlow() throws {
        let sandbox = try CLISandbox(columns: 80)
        let run = try sandbox.run(
            ["--line", "--source", "catalog", "--min-votes", "80000"], stdin: "star wars\ns\ns\ns\n1\nq\n")
        #expect(run.status == 0, "\(run.err)")
        let screens = run.out.components(separatedBy: "> ")
        #expect(screens.count == 7, "\(run.out)")
        guard screens.count == 7 else { return }
        #expect(screens[1].contains("≥ 80000 votes\n\"star wars\": 4 movies, page 1 of 1"), "\(screens[1])")
        #expect(!screens[1].contains("Episode II "), "63,889 votes are too few")
        #expect(screens[2].contains("sorted by rating, ≥ 80000 votes\n"), "\(screens[2])")
        #expect(screens[3].contains("sorted by votes, ≥ 80000 votes\n"), "\(screens[3])")
        let newest = screens[4].split(separator: "\n").first { $0.hasPrefix("1  ") || $0.hasPrefix(" 1  ") }
        #expect(newest?.contains("Star Wars: Episode I ") == true, "sorted by year, 1999 first: \(screens[4])")
        #expect(screens[5].hasPrefix("1\nStar Wars: Episode I - "), "1 opens the first row shown: \(screens[5])")
    }

    /// A query the search refuses, typed over results (`/` alone), is said and the results stay:
    /// the next number opens one of them, not a search for the number.
    @Test func aRefusedQueryOverResultsKeepsThem() throws {
        let sandbox = try CLISandbox()

        let run = try sandbox.run(["interactive", "--source", "catalog"], stdin: "alien\n/\n1\nq\n")

        #expect(run.status == 0)
        #expect(run.err == "movies: The query is empty.\n", "\(run.err)")
        let screens = run.out.components(separatedBy: "> ")
        #expect(screens.count == 5, "\(run.out)")
        guard screens.count == 5 else { return }
        #expect(screens[2] == "/\nType n, a number, s, /words, b or q.\n", "\(screens[2])")
        #expect(screens[3].hasPrefix("1\nAlien\n"), "\(screens[3])")
    }

    @Test func endOfInputQuitsFromAnyScreen() throws {
        let sandbox = try CLISandbox()
        for input in ["", "star wars\n", "star wars\n1\n", "star wars\n1\nb\n"] {
            let run = try sandbox.run(["interactive", "--source", "catalog"], stdin: input)
            #expect(run.status == 0, "input \(input.debugDescription): \(run.err)")
            #expect(run.out.hasSuffix("> \n"), "input \(input.debugDescription)")
        }
    }

    @Test func recentQueryNumbersAndNewSearchesWithSlash() throws {
        let sandbox = try CLISandbox()
        _ = try sandbox.run(["search", "alien", "--source", "catalog"])

        let run = try sandbox.run(
            bytes: [], stdin: Array("1\n/zzzzqqqq\nalien\n/".utf8) + [0xFF, 0xFE] + Array("\nb\nq\n".utf8))

        #expect(run.status == 0)
        #expect(run.out.hasPrefix("Recent searches\n  1  alien\n"))
        #expect(run.out.contains("> 1\n\"alien\": "))
        #expect(
            run.out.contains(
                "> /zzzzqqqq\nNo movies found for \"zzzzqqqq\".\nthe offline catalog holds films up to 2005; "
                    + "set TMDB_ACCESS_TOKEN or TMDB_API_KEY to search TMDB\nwords new search · b back · q quit\n"))
        // Words without the slash search on results that show no movie, as the hint said.
        #expect(run.out.contains("> alien\n\"alien\": "), "\(run.out)")
        #expect(run.err.contains("movies: The query is not valid UTF-8.\n"), "refused as an argument is: \(run.err)")
        #expect(
            run.out.contains("> b\nRecent searches\n  1  alien\nType words"), "a search that found nothing is not saved"
        )
        #expect(run.err.contains("offline catalog"))
    }

    /// Input that cannot be read (stdin a folder) is no end of input: the flow says why it
    /// stopped, with status 1, not 0 as for a last line read.
    @Test func inputThatCannotBeReadIsAFailure() throws {
        let sandbox = try CLISandbox()

        let run = try sandbox.run(["--source", "catalog"], launcher: ["/bin/sh", "-c", "exec \"$0\" \"$@\" < /"])

        #expect(run.status == 1, "\(run.status) \(run.err)")
        #expect(run.err == "movies: cannot read standard input: Is a directory\n", "\(run.err)")
    }

    /// A recent search repeated by its number asks its year again, and the results say so.
    @Test func aRecentSearchWithAYearSaysItsYear() throws {
        let sandbox = try CLISandbox()
        _ = try sandbox.run(["search", "heat", "--year", "1995", "--source", "catalog"])

        let run = try sandbox.run(bytes: [], stdin: Array("1\nq\n".utf8))

        #expect(run.status == 0)
        #expect(run.out.hasPrefix("Recent searches\n  1  heat (1995)\n"), "\(run.out)")
        #expect(run.out.contains("> 1\n\"heat\" (1995): 5 movies, page 1 of 1 (offline catalog)\n"), "\(run.out)")
    }

    /// The recent searches are the first screen: `b` there goes nowhere, never forward to the
    /// results it came back from.
    @Test func backOnTheRecentQueriesNeverGoesForward() throws {
        let sandbox = try CLISandbox()
        _ = try sandbox.run(["search", "alien", "--source", "catalog"])

        let run = try sandbox.run(["--source", "catalog"], stdin: "1\nb\nb\n")

        #expect(run.status == 0)
        let screens = run.out.components(separatedBy: "> ")
        #expect(screens.count == 5, "\(run.out)")
        guard screens.count == 5 else { return }
        #expect(screens[1].hasPrefix("1\n\"alien\": "))
        #expect(screens[2].hasPrefix("b\nRecent searches\n"))
        #expect(screens[3] == "b\nThis is the first screen: type words to search, or q to quit.\n", "\(screens[3])")
    }

    /// A query refused (bytes that are not UTF-8, more than 500 characters, an escape sequence)
    /// shows no results, so words typed next search, as they did where it was typed.
    @Test(arguments: [
        ([0xFF, 0xFE], "movies: The query is not valid UTF-8.\n"),
        (Array(String(repeating: "a", count: 501).utf8), "movies: The query is longer than 500 characters.\n"),
        (Array("\u{1B}[31mred".utf8), "movies: The query contains control characters.\n"),
    ])
    func wordsSearchAfterARefusedQuery(refused: [UInt8], said: String) throws {
        let sandbox = try CLISandbox()

        let run = try sandbox.run(
            bytes: ["--line", "--source", "catalog"].map { Array($0.utf8) },
            stdin: refused + Array("\nalien\nq\n".utf8))

        #expect(run.status == 0)
        #expect(run.err.contains(said), "\(run.err)")
        let screens = run.out.components(separatedBy: "> ")
        #expect(screens.count == 4, "\(run.out)")
        guard screens.count == 4 else { return }
        #expect(screens[1].hasSuffix("\nwords new search · b back · q quit\n"), "\(screens[1])")
        #expect(screens[2].hasPrefix("alien\n\"alien\": "), "\(screens[2])")
    }

    /// A number too large to be a row is a number all the same: no movie on the list.
    @Test func aHugeNumberIsNoMovieOnTheList() throws {
        let sandbox = try CLISandbox()

        let run = try sandbox.run(["--source", "catalog"], stdin: "alien\n99999999999999999999\nq\n")

        #expect(run.status == 0)
        #expect(run.out.contains("> 99999999999999999999\nThere is no movie 99999999999999999999 on the list.\n"))
    }

    /// A rating sort whose vote floor keeps none of the movies loaded shows none, and still
    /// offers the next page and the next order, which brings them back.
    @Test func anOrderThatLeavesOutEveryMovieLoadedCanBeChangedAgain() throws {
        let server = try FixtureServer.started()
        defer { server.stop() }
        let sandbox = try CLISandbox()
        sandbox.useTMDB(server, fault: "vote-count/100")

        let run = try sandbox.run([], stdin: "alien\ns\nn\ns\nq\n")

        #expect(run.status == 0, "\(run.err)")
        let screens = run.out.components(separatedBy: "> ")
        #expect(screens.count == 6, "\(run.out)")
        guard screens.count == 6 else { return }
        #expect(screens[2].contains("None of the 20 loaded match the filters"), "\(screens[2])")
        #expect(screens[2].hasSuffix("\nn next page · s sort · /words new search · b back · q quit\n"), "\(screens[2])")
        #expect(screens[3].contains("None of the 40 loaded match the filters"), "\(screens[3])")
        #expect(screens[4].contains("sorted by votes within each page\n\"alien\": 100 movies"), "\(screens[4])")
    }

    @Test func aNumberBeyondTheRecentQueriesIsASearch() throws {
        let sandbox = try CLISandbox()

        let run = try sandbox.run(["--source", "catalog"], stdin: "1917\n")

        #expect(run.status == 0)
        #expect(run.out.contains("> 1917\n\"1917\": ") || run.out.contains("> 1917\nNo movies found for \"1917\"."))
    }

    private static let expectedSession = """
        No recent searches
        Type words to search, a number to repeat a recent search, or q to quit.
        > alien
        "alien": 25 movies, page 1 of 2
         #  Title     Year  Rating       ID
         1  alien 1   1951     5.1  2633001
         2  alien 2   1952     5.2  2633002
         3  alien 3   1953     5.3  2633003
         4  alien 4   1954     5.4  2633004
         5  alien 5   1955     5.5  2633005
         6  alien 6   1956     5.6  2633006
         7  alien 7   1957     5.7  2633007
         8  alien 8   1958     5.8  2633008
         9  alien 9   1959     5.9  2633009
        10  alien 10  1960     6.0  2633010
        11  alien 11  1961     6.1  2633011
        12  alien 12  1962     6.2  2633012
        13  alien 13  1963     6.3  2633013
        14  alien 14  1964     6.4  2633014
        15  alien 15  1965     6.5  2633015
        16  alien 16  1966     6.6  2633016
        17  alien 17  1967     6.7  2633017
        18  alien 18  1968     6.8  2633018
        19  alien 19  1969     6.9  2633019
        20  alien 20  1970     7.0  2633020
        n next page · number for details · s sort · /words new search · b back · q quit
        > n
        "alien": 25 movies, page 2 of 2
         #  Title     Year  Rating       ID
        21  alien 21  1971     7.1  2633021
        22  alien 22  1972     7.2  2633022
        23  alien 23  1973     7.3  2633023
        24  alien 24  1974     7.4  2633024
        25  alien 25  1975     7.5  2633025
        number for details · s sort · /words new search · b back · q quit
        > 22
        Movie 2633022
        Welcome to the real world.

        Released  1999-03-31
        Runtime   2h 12m
        Genres    Drama, Science Fiction
        Rating    8.2 (25,000 votes)
        Rated     R (US)
        Budget    $22,000,000
        Status    Released
        ID        2633022
        IMDb      tt2633022
        Web       https://www.themoviedb.org/movie/2633022
        Directed  Lana Wachowski, Lilly Wachowski
        Written   Lana Wachowski (Writer), Lilly Wachowski (Writer)
        Cast      Keanu Reeves as Neo
                  Laurence Fishburne as Morpheus
                  Carrie-Anne Moss as Trinity
                  Hugo Weaving as Agent Smith
                  Joe Pantoliano as Cypher
                  and 2 more
        Part of   The Matrix Collection
        Trailer   https://www.youtube.com/watch?v=vKQi3bBA1y8
        Watch     Stream: Max
                  Rent: Apple TV, Amazon Video
                  Buy: Apple TV
        https://www.themoviedb.org/movie/2633022/watch?locale=US
                  Where to watch data by JustWatch

        Overview of Movie 2633022.
        b back · q quit
        > b
        "alien": 25 movies, page 2 of 2
         #  Title     Year  Rating       ID
        21  alien 21  1971     7.1  2633021
        22  alien 22  1972     7.2  2633022
        23  alien 23  1973     7.3  2633023
        24  alien 24  1974     7.4  2633024
        25  alien 25  1975     7.5  2633025
        number for details · s sort · /words new search · b back · q quit
        > q

        """
}

/// One option's line in the help texts, written once for every text that lists it.
enum HelpOption: String {
    case page = "--page N             The first page of results, 1 to 500 (default 1)."
    case pages = "--pages N            How many pages from --page on, 1 to 20 (default 1), fetched at once."
    case year = "--year YYYY          Only movies released that year."
    case language = "--language xx-XX     The language of titles and overviews (TMDB), for example de or pt-BR."
    case includeAdult = "--include-adult      Include adult movies (TMDB)."
    case source = "--source SOURCE      tmdb or catalog (default: tmdb when credentials are set)."
    case refresh = "--refresh            Ask TMDB even when the cache holds a fresh answer."
    case offline = "--offline            Never ask TMDB: answer from the cache or fail."
    case json = "--json               Print one JSON document instead of text."
    case jsonInfo = "--json               Print one JSON document instead of text (info)."
    case clear = "--clear              Forget every recent query."
    case poster = "--poster FILE        Save the movie's poster image to FILE."
    case posterWidth = "--poster-width PX    The poster width to ask for (default 500; TMDB's nearest size)."
}

/// A TMDB search page shaped like the real ones: 20 results with every field TMDB sends and
/// overviews of a few hundred characters (about 9 KB for 20 results), deterministic.
enum TMDBSamplePage {
    static func json(query: String = "star wars", page: Int = 1, totalResults: Int = 100, count: Int = 20) -> [UInt8] {
        var results: [String] = []
        for index in 1...max(1, count) {
            let number = (page - 1) * 20 + index
            let overview = String(
                repeating: "A long time ago in a galaxy far, far away, rebels and an empire fight over \(number) plans. ",
                count: 3)
            results.append(
                """
                {"adult":false,"backdrop_path":"/bd\(number)xYzAbCdEf.jpg","genre_ids":[12,28,878],\
                "id":\(11 + number),"original_language":"en","original_title":"\(query) \(number)",\
                "overview":"\(overview)","popularity":\(Double(number) * 3.7),\
                "poster_path":"/p\(number)AbCdEfGhIj.jpg","release_date":"\(1977 + number % 40)-05-25",\
                "title":"\(query) \(number)","video":false,"vote_average":\(Double(number % 10) + 0.5),\
                "vote_count":\(1000 + number * 37)}
                """)
        }
        let totalPages = (totalResults + 19) / 20
        let body =
            "{\"page\":\(page),\"results\":[\(results.joined(separator: ","))],"
            + "\"total_pages\":\(totalPages),\"total_results\":\(totalResults)}"
        return Array(body.utf8)
    }
}

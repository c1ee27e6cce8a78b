extension MoviesPageNumber {
    /// `count` consecutive pages from `first` on, at most `maxCount`: what a request for several
    /// pages asks. `MoviesError.invalidPage` names the first one that is not a page, or the first
    /// past `maxCount` pages, or `first` when none is wanted.
    public static func run(from first: Int, count: Int, maxCount: Int) throws(MoviesError) -> [MoviesPageNumber] {
        guard count >= 1 else { throw .invalidPage(first) }
        var pages: [MoviesPageNumber] = []
        for offset in 0..<min(count, maxCount + 1) {
            let (number, overflow) = first.addingReportingOverflow(offset)
            guard !overflow else { throw .invalidPage(first) }
            guard offset < maxCount else { throw .invalidPage(number) }
            pages.append(try MoviesPageNumber(number))
        }
        return pages
    }
}

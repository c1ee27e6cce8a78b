import MoviesDomain

extension MoviesSceneDIContainer {
    /// What a run chose for its scene beside the source (the command's options), given when the
    /// scene is made and never changed: the slices beside the search are composed only when asked.
    struct Choices {
        /// How a search screen first shows its results: the command's `--sort` and filters, if any.
        let arrangement: MovieArrangement?
        /// The country details (and lists that take one) are for, as the command chose; `nil`: the US.
        let region: MovieRegion?
        /// Whether a search may ask for several pages at once (`--pages`, `--limit`): the use case
        /// then fetches them together (`MultiPageSearchMoviesInteractor`).
        let fetchesSeveralPages: Bool
        /// Whether the screens show lists without a query (the lists, the full screen): made only then.
        let browsesLists: Bool

        /// A plain search's choices unless told otherwise: no arrangement, the US, one page, no lists.
        init(
            arrangement: MovieArrangement? = nil, region: MovieRegion? = nil, fetchesSeveralPages: Bool = false,
            browsesLists: Bool = false
        ) {
            self.arrangement = arrangement
            self.region = region
            self.fetchesSeveralPages = fetchesSeveralPages
            self.browsesLists = browsesLists
        }
    }
}

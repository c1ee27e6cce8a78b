import MoviesDomain

/// What a command chose for its movies scene beside the source (its options), fixed in the scene by
/// `AppDIContainer.makeMoviesSceneDIContainer`: the slices beside the search are composed only when asked.
struct MoviesSceneChoices {
    /// How a search screen first shows its results: the command's `--sort` and filters, if any.
    let arrangement: MovieArrangement?
    /// The country details (and lists that take one) are for, as the command chose; `nil`: the US.
    let region: MovieRegion?
    /// Whether a search may ask for several pages at once (`--pages`, `--limit`): the use case
    /// then fetches them together (`MultiPageSearchMoviesInteractor`).
    let fetchesSeveralPages: Bool
    /// The language details are asked in (`show --language`); `nil`: the `language` setting's.
    let language: String?
}

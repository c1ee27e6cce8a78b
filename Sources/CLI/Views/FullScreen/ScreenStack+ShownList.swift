import MoviesPresentation

extension ScreenStack {
    /// The results list the user last saw: the topmost list of the navigation stack (a movie's
    /// similar movies pushed over its details), else the search screen at the root.
    var shownList: MoviesListViewModel? {
        screens.last { $0.moviesList != nil }?.moviesList
    }

    /// Whether `shownList` is a list pushed over the search screen (similar movies), which back
    /// (Esc) leaves as it leaves a movie's details.
    var showsPushedList: Bool {
        screens.count > 1 && top?.moviesList != nil
    }
}

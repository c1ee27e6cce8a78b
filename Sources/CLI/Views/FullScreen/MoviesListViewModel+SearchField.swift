import MoviesDomain
import MoviesPresentation

extension MoviesListViewModel {
    /// Whether the results shown are those of `text`, as typed in the search field, and settled
    /// (not loading, not failed): Enter in the field then goes to them instead of searching again.
    func showsSettledSearch(of text: String) -> Bool {
        guard let query = try? MovieQuery(text: text) else { return false }
        return query.text == self.query && loading == .none && error == nil
    }
}

import MoviesPresentation

// MARK: - A person's films

extension MoviesListTextView {
    /// The title of `item` in a list; in a person's films, with what the person did on it:
    /// `Heat (as Neil McCauley)`, `Heat (Director, Writer)`, `Heat (as Vincent; Producer)`.
    @MainActor
    static func title(_ item: MoviesListItemViewModel, in list: MovieListViewModel) -> String {
        guard let credit = list.credit(for: item.id) else { return item.title }
        let roles =
            (credit.character.map { ["as \($0)"] } ?? [])
            + (credit.jobs.isEmpty ? [] : [credit.jobs.joined(separator: ", ")])
        return roles.isEmpty ? item.title : "\(item.title) (\(roles.joined(separator: "; ")))"
    }
}

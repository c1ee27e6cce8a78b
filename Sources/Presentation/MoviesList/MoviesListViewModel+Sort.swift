import MoviesDomain

// MARK: - Sort and filters

/// How the user re-orders and narrows what the screen shows (the full screen's `s` and `f`).
extension MoviesListViewModel {
    /// Searches again, from the first page, for results sorted and filtered by `arrangement`,
    /// which the searches typed next ask for too. Before any search, only those do. A feed that
    /// takes an arrangement (a discover list) is fetched again with it; the others keep their order.
    public func arrange(_ arrangement: MovieArrangement) async {
        defaultOptions.arrangement = arrangement
        if let feed {
            guard feed.rearrange(arrangement) else { return }
            return await show(feed)
        }
        self.arrangement = arrangement
        guard var request else { return }
        request.options.arrangement = arrangement
        (request.page, request.pageCount) = (1, 1)
        await search(request)
    }

    /// Whether a sort and filters (`arrange(_:)`) apply to what the screen shows: a search's
    /// results and a feed that is arranged (a discover list); the other lists keep their own
    /// order and all their movies. Before a search, or after a refused one, there is nothing to
    /// arrange (`arrange(_:)` then only sets what the next search asks).
    public var canArrange: Bool { feed.map { $0.arrangement != nil } ?? (request != nil) }

    /// What `s` and `f` say on a list they do not apply to (`canArrange`), `nil` where they do.
    public var arrangeRefusal: String? {
        guard !canArrange, let feed else { return nil }
        return "\(feed.title) keeps its own order: sort and filters apply to searches and discover"
    }

    /// Searches again for the results in the next of the orders (`MovieArrangement.Sort`), after
    /// the last the first again.
    public func showNextSort() async {
        let orders = MovieArrangement.Sort.allCases
        var next = arrangement ?? MovieArrangement()
        next.sort = orders[((orders.firstIndex(of: next.sort) ?? 0) + 1) % orders.count]
        await arrange(next)
    }
}

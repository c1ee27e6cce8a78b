import MoviesDomain

// MARK: - Pages from a feed

/// The screen showing a feed's pages instead of a search's results (`movies popular`, a movie's
/// similar movies: `MovieListViewModel`): the same items, pages and sentences; the feed's title
/// stands where a query would (`query`). A feed never touches the recent queries.
extension MoviesListViewModel {
    /// Shows `feed`'s pages, cancelling the load in flight; a cached page shows first.
    public func show(_ feed: any MoviesListFeed) async {
        actions.closeMovieQueriesSuggestions()
        let generation = startLoading(.fullScreen)
        (request, self.feed) = (nil, feed)
        query = feed.title
        arrangement = feed.arrangement
        show([])
        await loads.run { [weak self] in
            do throws(MoviesError) {
                let pages = try await feed.firstPages { [weak self] page in
                    self?.receive([page], generation: generation, finished: false)
                }
                self?.receive(pages, generation: generation, finished: true)
            } catch {
                self?.fail(error, generation: generation)
            }
        }
    }

    /// Loads the feed's page after `currentPage`.
    func loadNextFeedPage() async {
        guard let feed else { return }
        let page = currentPage + 1
        let generation = startLoading(.nextPage)
        await loads.run { [weak self] in
            do throws(MoviesError) {
                let next = try await feed.nextPage(page) { [weak self] cached in
                    self?.receive([cached], generation: generation, finished: false)
                }
                self?.receive([next], generation: generation, finished: true)
            } catch {
                self?.fail(error, generation: generation)
            }
        }
    }
}

import MoviesDomain

// MARK: - A movie's details

/// The details screens: a child coordinator for each, released when its screen leaves.
extension MoviesSearchFlowCoordinator {
    func showMovieDetails(id: Movie.ID, movie: Movie?) async {
        let child = MovieDetailsCoordinator(movieID: id, router: router, dependencies: dependencies) {
            [weak self] child, result in
            self?.childDidFinish(child, with: result)
        }
        child.showSimilarMovies = { [weak self] id, back in
            await self?.showMovieList(MovieListRequest(list: .similar(id)), onLeave: back)
        }
        childCoordinators.append(child)
        await child.start(movie: movie)
    }

    func childDidFinish(_ child: MovieDetailsCoordinator, with result: MovieDetailsCoordinatorResult) {
        childCoordinators.removeAll { $0 === child }
        finishedChildResults.append(result)
    }
}

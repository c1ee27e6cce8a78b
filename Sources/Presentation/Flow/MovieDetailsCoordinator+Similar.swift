// MARK: - Back from the similar movies

extension MovieDetailsCoordinator {
    /// The similar movies shown over the details left, and the details show again: details that
    /// failed to load are asked for again, as when they are opened. It runs after the change:
    /// when the list left with the details (back to the search screen), the flow has finished by
    /// then and asks nothing.
    func detailsShownAgain() {
        Task { [weak self] in
            guard let self, !self.didFinish else { return }
            await self.viewModel?.loadAgainIfFailed()
        }
    }
}

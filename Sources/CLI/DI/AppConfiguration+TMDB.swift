import MoviesData

extension AppConfiguration.TMDBAccess {
    /// The Data layer's configuration of this access: the address checked (a plain `http://` one
    /// only to this machine), TMDB's own when none is set.
    func configuration() throws(AppSetupFailure) -> TMDBConfiguration {
        let credentials: TMDBCredentials =
            switch credential {
            case .accessToken(let token): .bearerToken(token)
            case .apiKey(let key): .apiKey(key)
            }
        do throws(TMDBConfigurationError) {
            return try TMDBConfiguration(baseURL: baseURL ?? TMDBConfiguration.defaultBaseURL, credentials: credentials)
        } catch {
            throw AppSetupFailure(message: error.message)
        }
    }
}

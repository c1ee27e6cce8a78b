import MoviesDomain

/// Finds the address of the poster at `path`, in the available width nearest to `width`
/// pixels. The composition root makes it over the source's poster images (TMDB's image
/// server); a details screen that cannot show an image shows this address instead.
public typealias PosterURLLookup = @Sendable (_ path: String, _ width: Int) async throws(MoviesError) -> String

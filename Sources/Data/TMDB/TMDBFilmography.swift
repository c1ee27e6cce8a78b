import MoviesDomain

/// A person's films as `person/{id}/movie_credits` lists them, decoded and checked: the films
/// newest first, what the person did on each, and why a credit was left out.
struct TMDBFilmography: Sendable {
    let movies: [Movie]
    let credits: [Movie.ID: MovieCredit]
    let omitted: [String]
}

/// The version `movies --version` prints and the HTTP `User-Agent` names.
enum MoviesVersion {
    static let current = "0.1.0"
}

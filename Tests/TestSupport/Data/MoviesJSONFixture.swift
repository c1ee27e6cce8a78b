import Foundation

/// `Tests/Fixtures/movies.json`: five movies in the format `JSONFileMoviesRepository` reads
/// (four whose title has a word starting with "alien", one "Blade Runner").
public enum MoviesJSONFixture {
    /// The file's absolute path, found from this file's own path.
    public static var path: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Fixtures/movies.json").path
    }
}

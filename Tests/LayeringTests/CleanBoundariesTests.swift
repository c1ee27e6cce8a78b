import Foundation
import Testing

/// What issue 31 made true and a later change could quietly undo: the Domain names no movie
/// service, each use case is one file, each environment variable's name is written once, and the
/// composition root stays small enough to read.
struct CleanBoundariesTests {
    private static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Every file under `folder` (relative to the project) ending in one of `extensions`.
    static func files(under folder: String, extensions: Set<String> = ["swift"]) throws -> [URL] {
        let base = root.appendingPathComponent(folder)
        let enumerator = try #require(FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil))
        return enumerator.compactMap { $0 as? URL }.filter { extensions.contains($0.pathExtension) }
            .sorted { $0.path < $1.path }
    }

    static func text(_ url: URL) throws -> String { try String(contentsOf: url, encoding: .utf8) }

    @Test func theDomainNamesNoMovieService() throws {
        let files = try Self.files(under: "Sources/Domain", extensions: ["swift", "md"])
        #expect(files.count > 10)
        for file in files {
            for (number, line) in try Self.text(file).components(separatedBy: "\n").enumerated()
            where line.contains("TMDB") {
                Issue.record("\(file.lastPathComponent):\(number + 1) names TMDB: \(line)")
            }
        }
    }

    @Test func eachUseCaseIsOneFile() throws {
        let names = try Self.files(under: "Sources/Domain/UseCases").map(\.lastPathComponent)
        #expect(!names.isEmpty)
        for name in names {
            #expect(name.hasSuffix("UseCase.swift"), "\(name): the protocol and its interactor share one file")
        }
    }

    /// Each variable `EnvironmentVariable` lists is written as a string literal once in the
    /// layers (the Infrastructure engines read the generic ones, such as `NO_COLOR`, themselves).
    @Test func eachEnvironmentVariableIsNamedOnce() throws {
        let list = try Self.text(Self.root.appendingPathComponent("Sources/CLI/Arguments/EnvironmentVariable.swift"))
        let names = list.components(separatedBy: "\n").compactMap { line -> String? in
            guard line.contains("case "), let quote = line.firstIndex(of: "\"") else { return nil }
            return String(line[line.index(after: quote)...].prefix { $0 != "\"" })
        }
        #expect(names.contains("TMDB_API_KEY") && names.contains("MOVIES_TIMEOUT"))
        let layers = try ["Domain", "Data", "Presentation", "CLI"].flatMap { try Self.files(under: "Sources/\($0)") }
        let texts = try layers.map(Self.text)
        for name in names {
            let count = texts.reduce(0) { $0 + $1.components(separatedBy: "\"\(name)\"").count - 1 }
            #expect(count == 1, "\"\(name)\" is written \(count) times in Sources' layers")
        }
        let everywhere = try Self.files(under: "Sources").map(Self.text)
        #expect(everywhere.reduce(0) { $0 + $1.components(separatedBy: "\"TMDB_API_KEY\"").count - 1 } == 1)
    }

    @Test func theCompositionRootIsAtMost400Lines() throws {
        let lines = try Self.files(under: "Sources/CLI/DI").reduce(0) {
            $0 + (try Self.text($1).split(separator: "\n", omittingEmptySubsequences: false).count - 1)
        }
        #expect(lines <= 400, "Sources/CLI/DI has \(lines) lines: move what is not composition out")
    }

    /// The pages a search may ask for, and the results on a page, are the movie service's facts,
    /// written once in Data (`TMDBService`): the parser reads them through the composition root,
    /// and the Domain knows none of them.
    @Test func thePageLimitsAreWrittenOnce() throws {
        let places = try Self.files(under: "Sources").filter { try Self.text($0).contains("1...500") }
        #expect(places.map(\.lastPathComponent) == ["TMDBService.swift"])
        let perPage = try Self.files(under: "Sources").filter {
            try Self.text($0).contains(#/(pageSize|resultsPerPage) = 20\b/#)
        }
        #expect(perPage.map(\.lastPathComponent) == ["TMDBService.swift"])
    }
}

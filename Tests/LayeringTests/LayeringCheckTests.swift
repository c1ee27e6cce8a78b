import Foundation
import TestScheduling
import Testing

/// Runs `Scripts/check-layering` over the project and over small trees made to break the rule.
@Suite(.offThePool)
struct LayeringCheckTests {
    private static let projectRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test func projectFollowsTheRule() throws {
        let result = try Self.check(Self.projectRoot)
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output.contains("every import allowed"))
    }

    @Test(arguments: [
        ("Presentation", "import MoviesData"),
        ("Presentation", "@testable import CCurl"),
        ("Domain", "import Foundation"),
        ("Domain", "public import MoviesData"),
        ("Data", "import MoviesPresentation"),
        ("CLI", "import struct CCurl.CURL"),
        ("CLI", "import CMoviesCatalog"),
        ("Presentation", "import CMoviesCatalog"),
        ("Presentation", "import Foundation"),
        // Of the CLI, only the composition root (Sources/CLI/DI) names Data's types.
        ("CLI", "import MoviesData"),
        ("CLI/Commands", "@testable import MoviesData"),
        // The engines know nothing of movies: no Infrastructure module imports a Movies* module.
        ("Infrastructure/CurlHTTP", "import MoviesDomain"),
        ("Infrastructure/Threads", "@testable import MoviesData"),
        ("Infrastructure/CurlHTTP", "import MoviesPresentation"),
        ("Infrastructure/CurlHTTP", "import CMoviesCatalog"),
        ("Data", "import CCurl"),
        // The engines behind an interface module are linked by the composition root alone: Data
        // and the rest of the CLI import HTTPClientInterface and ResponseCacheInterface.
        ("Data", "import CurlHTTP"),
        ("Data", "@testable import ResponseCache"),
        ("CLI/Commands", "import CurlHTTP"),
        ("CLI/Configuration", "import ResponseCache"),
    ])
    func violationIsNamedWithFileAndImport(layer: String, statement: String) throws {
        let tree = try Self.makeTree(files: [
            "Sources/Domain/Movie.swift": "struct Movie {}\n",
            "Sources/\(layer)/Violation.swift": "// A comment\n\(statement)\n",
        ])
        defer { try? FileManager.default.removeItem(at: tree) }

        let result = try Self.check(tree)

        let module = statement.split(separator: " ").last!.split(separator: ".").first!
        let layerName = layer.split(separator: "/").first!
        #expect(result.status == 1)
        #expect(result.output.contains("Sources/\(layer)/Violation.swift:2: \(layerName) may not import \(module)"))
    }

    @Test func dataImportingTheHTTPEngineIsToldToImportItsInterface() throws {
        let tree = try Self.makeTree(files: [
            "Sources/Data/TMDB/Fetcher.swift": "import HTTPClientInterface\nimport CurlHTTP\n",
            "Sources/Infrastructure/HTTPClientInterface/HTTPClient.swift": "public protocol HTTPClient {}\n",
            "Sources/Infrastructure/CurlHTTP/CurlHTTPClient.swift": "import HTTPClientInterface\n",
        ])
        defer { try? FileManager.default.removeItem(at: tree) }

        let result = try Self.check(tree)

        #expect(result.status == 1)
        #expect(
            result.output.contains(
                "Sources/Data/TMDB/Fetcher.swift:2: Data may not import CurlHTTP (an engine only Sources/CLI/DI imports; "
                    + "import its interface module)"), "\(result.output)")
        #expect(!result.output.contains("Fetcher.swift:1:"))
    }

    @Test func allowedImportsPass() throws {
        let tree = try Self.makeTree(files: [
            "Sources/Domain/A.swift": "import Swift\n",
            "Sources/Data/B.swift":
                "import FoundationEssentials\nimport HTTPClientInterface\nimport ResponseCacheInterface\n"
                + "import CMoviesCatalog\nimport MoviesDomain\n",
            "Sources/Infrastructure/HTTPClientInterface/H.swift": "public protocol HTTPClient {}\n",
            "Sources/Infrastructure/ResponseCacheInterface/I.swift": "import FileSupport\n",
            "Sources/Infrastructure/FileSupport/J.swift": "import Glibc\n",
            "Sources/Infrastructure/CurlHTTP/F.swift":
                "import CCurl\nimport HTTPClientInterface\nimport Threads\nimport Glibc\n",
            "Sources/Infrastructure/CCurl/module.modulemap": "",
            "Sources/Infrastructure/Threads/G.swift": "import Synchronization\n",
            "Sources/Presentation/C.swift": "import Observation\nimport MoviesDomain\n",
            "Sources/CLI/D.swift": "import MoviesPresentation\nimport Foundation\nimport ResponseCacheInterface\n",
            "Sources/CLI/DI/E.swift": "import MoviesData\nimport MoviesDomain\nimport CurlHTTP\nimport ResponseCache\n",
        ])
        defer { try? FileManager.default.removeItem(at: tree) }

        #expect(try Self.check(tree).status == 0)
    }

    // MARK: - The import budget (Scripts/check-import-budget)

    @Test func projectKeepsToTheImportBudget() throws {
        let result = try Self.check(Self.projectRoot, script: "check-import-budget")
        #expect(result.status == 0, "\(result.output)")
    }

    @Test(arguments: ["import Foundation", "@preconcurrency import Foundation", "public import struct Foundation.URL"])
    func importOfAllOfFoundationIsOverTheBudget(statement: String) throws {
        let tree = try Self.makeTree(files: [
            "Sources/Data/Fine.swift": "import FoundationEssentials\n",
            "Sources/CLI/Commands/Heavy.swift": "// A comment\n\(statement)\n",
        ])
        defer { try? FileManager.default.removeItem(at: tree) }

        let result = try Self.check(tree, script: "check-import-budget")

        #expect(result.status == 1)
        #expect(result.output.contains("Sources/CLI/Commands/Heavy.swift:2: imports Foundation"))
        #expect(!result.output.contains("Fine.swift"))
    }

    // MARK: - Helpers

    private static func makeTree(files: [String: String]) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("layering-\(UUID().uuidString)")
        for (path, contents) in files {
            let file = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try contents.write(to: file, atomically: true, encoding: .utf8)
        }
        return root
    }

    private static func check(_ root: URL, script: String = "check-layering") throws -> (status: Int32, output: String)
    {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = [projectRoot.appendingPathComponent("Scripts/\(script)").path, root.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, output)
    }
}

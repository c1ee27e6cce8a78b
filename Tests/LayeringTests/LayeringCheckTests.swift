import Foundation
import Testing

/// Runs `Scripts/check-layering` over the project and over small trees made to break the rule.
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
        ("Data", "import Foundation"),
        ("CLI", "import Foundation"),
    ])
    func violationIsNamedWithFileAndImport(layer: String, statement: String) throws {
        let tree = try Self.makeTree(files: [
            "Sources/Domain/Movie.swift": "struct Movie {}\n",
            "Sources/\(layer)/Violation.swift": "// A comment\n\(statement)\n",
        ])
        defer { try? FileManager.default.removeItem(at: tree) }

        let result = try Self.check(tree)

        let module = statement.split(separator: " ").last!.split(separator: ".").first!
        #expect(result.status == 1)
        #expect(result.output.contains("Sources/\(layer)/Violation.swift:2: \(layer) may not import \(module)"))
    }

    @Test func allowedImportsPass() throws {
        let tree = try Self.makeTree(files: [
            "Sources/Domain/A.swift": "import Swift\n",
            "Sources/Data/B.swift":
                "import FoundationEssentials\nimport CCurl\nimport CMoviesCatalog\nimport MoviesDomain\n",
            "Sources/Presentation/C.swift": "import Observation\nimport MoviesDomain\n",
            "Sources/CLI/D.swift": "import MoviesData\nimport MoviesPresentation\n",
        ])
        defer { try? FileManager.default.removeItem(at: tree) }

        #expect(try Self.check(tree).status == 0)
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

    private static func check(_ root: URL) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = [projectRoot.appendingPathComponent("Scripts/check-layering").path, root.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, output)
    }
}

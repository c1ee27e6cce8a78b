import Foundation
import Testing

/// The test-support targets follow the one rule too: each folder of `Tests/TestSupport` imports
/// only the project modules of its layer and of the layers below it, so that Domain tests build
/// without Data, and Presentation tests without Data. `Package.swift` is the first guard; this
/// is the second, as `Scripts/check-layering` is for `Sources` (SwiftPM lets a target import a
/// module it does not depend on when that module happens to be built already).
struct TestSupportLayeringTests {
    /// The project's modules each support folder may import; other project modules are refused,
    /// toolchain modules (Testing, Foundation, …) are free.
    static let allowed: [String: Set<String>] = [
        "Domain": ["MoviesDomain"],
        "Presentation": ["MoviesDomain", "MoviesPresentation", "DomainTestSupport"],
        "Data": ["MoviesDomain", "MoviesData", "DomainTestSupport"],
        // How tests are scheduled (`OffThePool`): of no layer, so it imports no project module.
        "Scheduling": [],
    ]

    static let projectModules: Set<String> = [
        "MoviesDomain", "MoviesData", "MoviesPresentation", "MoviesCLI", "CCurl", "CMoviesCatalog",
        "DomainTestSupport", "PresentationTestSupport", "DataTestSupport", "TestScheduling",
    ]

    private static let supportFolder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("TestSupport")

    @Test func everySupportFolderIsALayerWithFiles() throws {
        let folders = try FileManager.default.contentsOfDirectory(atPath: Self.supportFolder.path)
        #expect(Set(folders) == Set(Self.allowed.keys))
        for folder in folders {
            #expect(try !Self.swiftFiles(in: Self.supportFolder.appendingPathComponent(folder)).isEmpty, "\(folder)")
        }
    }

    @Test func supportImportsOnlyItsLayersModules() throws {
        #expect(try Self.violations(in: Self.supportFolder) == [])
    }

    @Test(arguments: [
        ("Domain", "import MoviesData"),
        ("Domain", "@testable import MoviesPresentation"),
        ("Presentation", "public import MoviesData"),
        ("Data", "import struct MoviesPresentation.Screen"),
        ("Data", "import PresentationTestSupport"),
    ])
    func aForbiddenImportIsNamed(layer: String, statement: String) throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("support-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let folder = root.appendingPathComponent(layer)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try "import Testing\n\(statement)\n".write(
            to: folder.appendingPathComponent("Double.swift"), atomically: true, encoding: .utf8)

        let module = statement.split(separator: " ").last!.split(separator: ".").first!
        #expect(
            try Self.violations(in: root) == ["\(layer)/Double.swift:2: \(layer) test support may not import \(module)"]
        )
    }

    // MARK: - Helpers

    /// "folder/file:line: … may not import Module" for every refused import under `root`.
    private static func violations(in root: URL) throws -> [String] {
        var found: [String] = []
        for layer in try FileManager.default.contentsOfDirectory(atPath: root.path).sorted() {
            let allowedHere = allowed[layer] ?? []
            for file in try swiftFiles(in: root.appendingPathComponent(layer)) {
                let lines = try String(contentsOf: file, encoding: .utf8).split(
                    separator: "\n", omittingEmptySubsequences: false)
                for (index, line) in lines.enumerated() {
                    guard let module = importedModule(line), projectModules.contains(module),
                        !allowedHere.contains(module)
                    else { continue }
                    found.append(
                        "\(layer)/\(file.lastPathComponent):\(index + 1): \(layer) test support may not import \(module)"
                    )
                }
            }
        }
        return found
    }

    private static func swiftFiles(in folder: URL) throws -> [URL] {
        try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "swift" }.sorted { $0.path < $1.path }
    }

    /// The module of an `import` line ("@testable import X", "public import X", "import struct X.Y").
    private static func importedModule(_ line: Substring) -> String? {
        var words = line.split(whereSeparator: \.isWhitespace)[...]
        while words.first?.hasPrefix("@") == true { words = words.dropFirst() }
        if ["public", "package", "internal", "fileprivate", "private"].contains(words.first) {
            words = words.dropFirst()
        }
        guard words.first == "import" else { return nil }
        words = words.dropFirst()
        if ["typealias", "struct", "class", "enum", "protocol", "let", "var", "func"].contains(words.first) {
            words = words.dropFirst()
        }
        return words.first?.split(separator: ".").first.map(String.init)
    }
}

import Foundation
import Testing

/// Every test file that blocks a thread while it waits (it runs `movies`, tmux or another
/// process and waits for it, or starts the fixture server and waits for its port) is in a
/// suite that carries `.offThePool`, so that no blocking test holds one of the cooperative
/// pool's few threads: in the file itself, or, for a file of extensions, in the file that
/// declares the suite it extends.
struct OffThePoolCoverageTests {
    private static let testsFolder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()

    /// What a test writes when it blocks while it waits.
    static let blockingCalls = [
        "sandbox.run(", "MoviesBinary.run(", "TmuxTerminal", "FullScreenRun(", ".waitUntilExit()",
        "FixtureServer",
    ]

    @Test func everyBlockingTestFileIsOffThePool() throws {
        let uncovered = try Self.uncovered(in: Self.testsFolder)
        #expect(uncovered.isEmpty, "blocking, yet on the pool: \(uncovered)")
    }

    @Test func aBlockingFileWithoutTheTraitIsNamed() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("off-pool-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        let files = [
            "Covered.swift": "@Suite(.offThePool)\nstruct Covered {\n    @Test func a() { sandbox.run([]) }\n}\n",
            "Extension.swift": "extension Covered {\n    @Test func b() { sandbox.run([]) }\n}\n",
            "Blocking.swift": "struct Blocking {\n    @Test func c() { process.waitUntilExit() }\n}\n",
            "Quick.swift": "struct Quick {\n    @Test func d() {}\n}\n",
        ]
        for (name, text) in files {
            try text.write(to: root.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }

        #expect(try Self.uncovered(in: root) == ["Blocking.swift"])
    }

    /// The blocking test files under `folder` that no `.offThePool` suite covers, relative paths.
    static func uncovered(in folder: URL) throws -> [String] {
        var texts: [String: String] = [:]
        let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        while let file = walker?.nextObject() as? URL {
            guard file.pathExtension == "swift" else { continue }
            texts[String(file.path.dropFirst(folder.path.count + 1))] = try String(contentsOf: file, encoding: .utf8)
        }
        // The suites declared in a file that carries the trait.
        var covered: Set<String> = []
        for text in texts.values where text.contains(".offThePool") {
            covered.formUnion(declaredTypes(in: text))
        }
        return texts.filter { _, text in
            text.contains("@Test") && blockingCalls.contains { text.contains($0) } && !text.contains(".offThePool")
                && !extendedTypes(in: text).contains { covered.contains($0) }
        }.keys.sorted()
    }

    /// The types a file declares at its top level (`@Suite(…) struct Name`, `enum Name`, …).
    private static func declaredTypes(in text: String) -> Set<String> {
        names(in: text, matching: /^(?:@\w+(?:\(.*\))?\s+)?(?:struct|enum|final class|class|actor)\s+(\w+)/)
    }

    /// The types a file extends at its top level (`extension Name` or `extension Name.Inner`: Name).
    private static func extendedTypes(in text: String) -> Set<String> {
        names(in: text, matching: /^extension\s+(\w+)/)
    }

    private static func names(in text: String, matching pattern: Regex<(Substring, Substring)>) -> Set<String> {
        Set(
            text.split(separator: "\n").compactMap { line in
                (try? pattern.prefixMatch(in: line)).flatMap { $0 }.map { String($0.1) }
            })
    }
}

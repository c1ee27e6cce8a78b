import Foundation
import TestScheduling
import Testing

/// The committed catalog is what `Scripts/derive-catalog.py` derives from the shared CSV. The
/// CSV lives beside the project (`../shared/data/movies.csv`), not in it, so a checkout without
/// it skips this check.
@Suite(.offThePool)
struct CatalogDerivationTests {
    private static let projectRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    private static let sourceCSV = projectRoot.appendingPathComponent("../shared/data/movies.csv").standardized

    @Test(
        .enabled(
            if: FileManager.default.fileExists(atPath: sourceCSV.path),
            "../shared/data/movies.csv is not beside the project: cannot re-derive the catalog")
    )
    func theCommittedCatalogIsUpToDate() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "python3", Self.projectRoot.appendingPathComponent("Scripts/derive-catalog.py").path, "--check",
            Self.sourceCSV.path,
        ]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()

        #expect(process.terminationStatus == 0, "\(output)")
        #expect(output.contains("is up to date"))
    }
}

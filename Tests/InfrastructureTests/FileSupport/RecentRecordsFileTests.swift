import DataTestSupport
import Foundation
import Synchronization
import Testing

@testable import FileSupport

/// A short list shared by processes: newest first, bounded, one per identity, the file kept
/// aside when it cannot be parsed and left alone when a newer program wrote it.
final class RecentRecordsFileTests {
    struct Word: RecentRecord {
        static let listKey = "words"
        static let formatVersion = 2

        let text: String

        var identity: String { text.lowercased() }
    }

    /// The notices a file gave, in order.
    final class Heard: Sendable {
        private let notices = Mutex<[RecentRecordsNotice]>([])
        var all: [RecentRecordsNotice] { notices.withLock { $0 } }
        func append(_ notice: RecentRecordsNotice) { notices.withLock { $0.append(notice) } }
    }

    let temporary: TemporaryFolder
    let heard = Heard()

    init() throws {
        temporary = try TemporaryFolder()
    }

    deinit { temporary.remove() }

    private func file(capacity: Int = 3) -> RecentRecordsFile<Word> {
        let heard = heard
        return RecentRecordsFile(
            folder: temporary.appending("state/app"), name: "words", capacity: capacity, title: "words",
            writer: "app", now: { Date(timeIntervalSince1970: 1_800_000_000) }, notices: { heard.append($0) })
    }

    private func texts() async throws -> [String] { try await file().records().map(\.text) }

    private func write(_ text: String) throws {
        try FileManager.default.createDirectory(
            atPath: temporary.appending("state/app"), withIntermediateDirectories: true)
        try text.write(toFile: file().path, atomically: false, encoding: .utf8)
    }

    @Test func theNewestComeFirstOncePerIdentityUpToTheCapacity() async throws {
        for text in ["a", "b", "c", "d", "B"] { try await file().save(Word(text: text)) }

        #expect(try await texts() == ["B", "d", "c"])
        #expect(
            try String(contentsOfFile: file().path, encoding: .utf8)
                == "{\n  \"version\" : 2,\n  \"words\" : [\n    {\n      \"text\" : \"B\"\n    },\n"
                + "    {\n      \"text\" : \"d\"\n    },\n    {\n      \"text\" : \"c\"\n    }\n  ]\n}\n")
    }

    @Test func readingNothingCreatesNothingAndClearingForgets() async throws {
        #expect(try await texts().isEmpty)
        #expect(!FileManager.default.fileExists(atPath: temporary.appending("state")))

        try await file().save(Word(text: "a"))
        try await file().clear()

        #expect(try await texts().isEmpty)
    }

    @Test func aFileThatCannotBeParsedIsKeptAside() async throws {
        try write(#"{"version": 2, "words": [{"txt": "a"}]}"#)

        #expect(try await texts().isEmpty)

        let kept = file().path + ".corrupt-20270115T080000Z"
        #expect(FileManager.default.fileExists(atPath: kept))
        #expect(heard.all == [.keptAside(reason: "it is not a valid words file", keptPath: kept)])
    }

    @Test func aNewerFormatIsLeftAloneAndSaidOnce() async throws {
        try write(#"{"version": 3, "anything": true}"#)
        let file = file()

        #expect(try await file.records().isEmpty)
        #expect(try await file.records().isEmpty)
        await #expect(throws: FileError.self) { try await file.save(Word(text: "a")) }
        await #expect(throws: FileError.self) { try await file.save(Word(text: "b")) }

        #expect(try String(contentsOfFile: file.path, encoding: .utf8) == #"{"version": 3, "anything": true}"#)
        let notices = heard.all
        #expect(notices.count == 2, "\(notices)")
        guard case .newerVersion(let error) = notices.first, case .notSaved = notices.last else {
            Issue.record("\(notices)")
            return
        }
        #expect(error.message.contains("was written by a newer app (format 3)"))
    }

    @Test func theDocumentRoundTrips() throws {
        let bytes = try RecentRecordsDocument.bytes(of: [Word(text: "x")])

        #expect(RecentRecordsDocument<Word>.contents(of: bytes) == .records([Word(text: "x")]))
        #expect(RecentRecordsDocument<Word>.contents(of: Array(#"{"version": 1, "words": []}"#.utf8)) == .invalid)
        #expect(RecentRecordsDocument<Word>.contents(of: Array("garbage".utf8)) == .invalid)
    }
}

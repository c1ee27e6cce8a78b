import DataTestSupport
import TestScheduling
import Testing

/// The fixture server the network tests rely on starts, answers its control paths and stops.
@Suite("Fixture server", .offThePool)
struct FixtureServerTests {
    @Test func startsOnAFreePortAndCountsNothingYet() throws {
        let server = try FixtureServer.started()
        defer { server.stop() }
        #expect(server.port > 0)
        #expect(server.baseURL() == "http://127.0.0.1:\(server.port)/3")
        #expect(server.baseURL(fault: "delay/200") == "http://127.0.0.1:\(server.port)/fault/delay/200/3")
        let stats = try server.stats()
        #expect(stats.requests == 0)
        #expect(stats.connections == 0)
        #expect(stats.lastRequest == nil)
    }

    @Test func stopsAndRefusesStatsAfterwards() throws {
        let server = try FixtureServer.started()
        server.stop()
        #expect(throws: FixtureServer.Failure.self) { try server.stats() }
    }
}

import Foundation
import MoviesData
import MoviesTestSupport
import Testing

/// `CurlHTTPClient` against the loopback fixture server: what it sends, reuses and refuses.
@Suite("CurlHTTPClient", .serialized)
final class CurlHTTPClientTests {
    let server: FixtureServer

    init() throws {
        server = try FixtureServer.started()
    }

    deinit {
        server.stop()
    }

    private func client(
        totalTimeout: Duration = .seconds(30), stallTimeout: Duration = .seconds(15)
    ) -> CurlHTTPClient {
        CurlHTTPClient(
            configuration: .init(userAgent: "movies/9.9.9", totalTimeout: totalTimeout, stallTimeout: stallTimeout))
    }

    private func searchURL(fault: String? = nil, query: String = "alien") -> String {
        "\(server.baseURL(fault: fault))/search/movie?query=\(query)&api_key=k"
    }

    // MARK: - Basics

    @Test func readsStatusHeadersAndADecompressedBody() async throws {
        let response = try await client().send(HTTPRequest(url: searchURL(), headers: ["Accept": "application/json"]))
        #expect(response.status == 200)
        #expect(response.header("Content-Type") == "application/json;charset=utf-8")
        #expect(response.header("content-encoding") == "gzip")
        let text = String(decoding: response.body, as: UTF8.self)
        #expect(text.hasPrefix("{\"page\": 1"))
        let request = try #require(try server.stats().lastRequest)
        #expect(request.headers["user-agent"] == "movies/9.9.9")
        #expect(request.headers["accept"] == "application/json")
        #expect(request.headers["accept-encoding"]?.contains("gzip") == true)
    }
}

import CCurl
import MoviesDomain
import Testing

@testable import CurlHTTP
@testable import MoviesData

/// `movies` is not linked against libcurl: it loads `libcurl.so.4` at its first request
/// (`Sources/Infrastructure/CCurl/shim.h`). These tests drive the loader with the real library and with one
/// that does not exist, and check that a missing libcurl is a sentence, not a crash.
@Suite("libcurl loading")
struct CurlLoadingTests {
    @Test func theRealLibraryResolvesEveryFunction() {
        var table = movies_curl_functions()
        #expect(movies_curl_resolve_from(&table, "libcurl.so.4") == 0)
        #expect(table.failed == 0)
        #expect(table.global_init != nil && table.easy_setopt != nil && table.multi_poll != nil)
        #expect(table.multi_wakeup != nil && table.multi_strerror != nil && table.slist_free_all != nil)
    }

    @Test func aMissingLibraryIsReportedWithTheLoadersReason() {
        var table = movies_curl_functions()
        #expect(movies_curl_resolve_from(&table, "libmovies-no-such-curl.so.4") == 1)
        #expect(table.failed == 1)
        #expect(table.easy_init == nil)
        let failure = Self.text(of: &table)
        #expect(failure.hasPrefix("libcurl could not be loaded: libmovies-no-such-curl.so.4"))
        #expect(failure.contains("cannot open shared object file"))
    }

    @Test func aLibraryWithoutCurlsFunctionsNamesTheMissingOne() {
        var table = movies_curl_functions()
        #expect(movies_curl_resolve_from(&table, "libc.so.6") == 1)
        #expect(
            Self.text(of: &table)
                == "libcurl could not be loaded: libc.so.6 has no curl_global_init (libcurl 7.68 or later is needed)")
    }

    @Test func anUnloadableLibcurlFailsRequestsAsNotConnectedWithTheReason() {
        let reason = "libcurl could not be loaded: libcurl.so.4: cannot open shared object file"
        let error = CurlGlobal.unavailable(reason)
        #expect(error == .failed(code: Int(CURLE_FAILED_INIT.rawValue), message: reason))
        #expect(MoviesError(error) == .notConnected(message: reason))
    }

    @Test func thisProcessLoadedLibcurl() {
        #expect(movies_curl_load() == nil)
        #expect(CurlGlobal.isReady)
    }

    private static func text(of table: inout movies_curl_functions) -> String {
        withUnsafeBytes(of: &table.failure) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
    }
}

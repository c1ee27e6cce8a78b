import MoviesData
import Testing

struct XDGDirectoriesTests {
    @Test func theXDGVariablesNameTheBaseFolders() throws {
        let directories = try XDGDirectories(environment: [
            "HOME": "/home/ada", "XDG_CACHE_HOME": "/tmp/c", "XDG_STATE_HOME": "/tmp/s/",
        ])

        #expect(directories == XDGDirectories(cacheFolder: "/tmp/c/movies", stateFolder: "/tmp/s/movies"))
    }

    @Test func withoutThemTheFoldersAreBelowHome() throws {
        let directories = try XDGDirectories(environment: ["HOME": "/home/ada"])

        #expect(directories.cacheFolder == "/home/ada/.cache/movies")
        #expect(directories.stateFolder == "/home/ada/.local/state/movies")
    }

    @Test func emptyOrRelativeValuesAreIgnoredAsTheSpecificationSays() throws {
        let directories = try XDGDirectories(environment: [
            "HOME": "/home/ada", "XDG_CACHE_HOME": "", "XDG_STATE_HOME": "relative/state",
        ])

        #expect(
            directories
                == XDGDirectories(cacheFolder: "/home/ada/.cache/movies", stateFolder: "/home/ada/.local/state/movies"))
    }
}

import FileSupport
import Testing

struct XDGDirectoriesTests {
    @Test func theXDGVariablesNameTheBaseFolders() throws {
        let directories = try XDGDirectories(
            application: "app",
            environment: [
                "HOME": "/home/ada", "XDG_CACHE_HOME": "/tmp/c", "XDG_STATE_HOME": "/tmp/s/",
            ])

        #expect(directories == XDGDirectories(cacheFolder: "/tmp/c/app", stateFolder: "/tmp/s/app"))
    }

    @Test func withoutThemTheFoldersAreBelowHome() throws {
        let directories = try XDGDirectories(application: "app", environment: ["HOME": "/home/ada"])

        #expect(directories.cacheFolder == "/home/ada/.cache/app")
        #expect(directories.stateFolder == "/home/ada/.local/state/app")
    }

    @Test func emptyOrRelativeValuesAreIgnoredAsTheSpecificationSays() throws {
        let directories = try XDGDirectories(
            application: "app",
            environment: [
                "HOME": "/home/ada", "XDG_CACHE_HOME": "", "XDG_STATE_HOME": "relative/state",
            ])

        #expect(
            directories
                == XDGDirectories(cacheFolder: "/home/ada/.cache/app", stateFolder: "/home/ada/.local/state/app"))
    }

    @Test func theConfigFolderFollowsTheSameRules() throws {
        #expect(try XDGDirectories.configFolder(application: "app", environment: ["XDG_CONFIG_HOME": "/x"]) == "/x/app")
        #expect(try XDGDirectories.configFolder(application: "app", environment: ["HOME": "/h"]) == "/h/.config/app")
    }
}

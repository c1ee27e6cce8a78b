import Foundation
import PackagePlugin

/// Writes `MoviesCommit.swift` for the target it is applied to: `MoviesVersion.commit`, the
/// checkout's commit (`git rev-parse --short=12 HEAD`) when the package is built from a git
/// checkout, else `nil`. A prebuild command, so that it runs at every build and a new commit is
/// never missed; the file is rewritten only when its text changes, so an unchanged commit
/// compiles nothing again. It runs `/bin/sh` and `git`, nothing built from source.
@main
struct GitCommit: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: any Target) throws -> [Command] {
        let output = context.pluginWorkDirectoryURL.appending(path: "Generated")
        let script = """
            mkdir -p "$2"
            commit=$(git -C "$1" rev-parse --short=12 HEAD 2>/dev/null || true)
            case "$commit" in *[!0-9a-f]*|'') value=nil ;; *) value="\\"$commit\\"" ;; esac
            text="extension MoviesVersion { static let commit: String? = $value }"
            [ "$(cat "$2/MoviesCommit.swift" 2>/dev/null)" = "$text" ] || printf '%s\\n' "$text" >"$2/MoviesCommit.swift"
            """
        return [
            .prebuildCommand(
                displayName: "Reading the git commit for movies --version",
                executable: URL(filePath: "/bin/sh"),
                arguments: ["-c", script, "sh", context.package.directoryURL.path, output.path],
                outputFilesDirectory: output)
        ]
    }
}

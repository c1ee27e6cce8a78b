// swift-tools-version: 6.2
import PackageDescription

/// Every target's Swift settings: an async function that is not marked `@concurrent` runs on its
/// caller's actor (SE-0461, Swift 6.2's default for new code), so a command's awaits stay where
/// the command runs instead of hopping to the global concurrency pool.
let settings: [SwiftSetting] = [.enableUpcomingFeature("NonisolatedNonsendingByDefault")]

/// The layers of `movies`, innermost first, then the Infrastructure engines they use. The target
/// graph is the first guard of the import rule in `docs/ARCHITECTURE.md`: a layer can only
/// import what it depends on here.
/// `Scripts/check-layering` is the second guard: it reads every file's imports.
let package = Package(
    name: "movies",
    products: [
        .executable(name: "movies", targets: ["MoviesCLI"])
    ],
    targets: [
        // MARK: - Layers

        .target(name: "MoviesDomain", path: "Sources/Domain", swiftSettings: settings),
        .target(
            name: "MoviesData",
            dependencies: [
                "MoviesDomain", "HTTPClientInterface", "ResponseCacheInterface", "Threads", "HumanText", "FileSupport",
                "TextIndex", "CMoviesCatalog", "JPEGDecoding",
            ],
            path: "Sources/Data", swiftSettings: settings
        ),
        .target(
            name: "MoviesPresentation", dependencies: ["MoviesDomain"], path: "Sources/Presentation",
            swiftSettings: settings),
        .executableTarget(
            name: "MoviesCLI",
            dependencies: [
                "MoviesDomain", "MoviesData", "MoviesPresentation", "HTTPClientInterface", "ResponseCacheInterface",
                "CurlHTTP", "HumanText", "FileSupport", "ResponseCache", "TerminalKit", "CommandLineKit", "JSONText", "SettingsStore", "JPEGDecoding",
                "TerminalImages",
            ],
            path: "Sources/CLI", swiftSettings: settings, plugins: ["GitCommit"]
        ),
        // `MoviesVersion.commit`, the git commit `movies --version` names when built from a checkout.
        .plugin(name: "GitCommit", capability: .buildTool(), path: "Plugins/GitCommit"),

        // MARK: - Infrastructure: engines that know nothing of movies; no Movies* dependency

        // The interfaces Data imports (the protocol and its value types, no libcurl, no files);
        // the engines below implement them, and only the composition root (Sources/CLI/DI) links
        // the engines.
        .target(name: "HTTPClientInterface", path: "Sources/Infrastructure/HTTPClientInterface", swiftSettings: settings),
        .target(
            name: "ResponseCacheInterface", dependencies: ["FileSupport"],
            path: "Sources/Infrastructure/ResponseCacheInterface", swiftSettings: settings),

        // libcurl's headers (libcurl4-openssl-dev, installed by Scripts/bootstrap) without linking
        // it: no `pkgConfig`, whose `-lcurl` would load libcurl at every start; `movies` loads
        // it at its first request instead (Sources/Infrastructure/CCurl/shim.h).
        .systemLibrary(name: "CCurl", path: "Sources/Infrastructure/CCurl"),
        // The offline catalog's bytes, embedded in the binary (Data layer only).
        .target(name: "CMoviesCatalog", path: "Sources/Infrastructure/CMoviesCatalog", exclude: ["movies.catalog"]),
        .target(name: "Threads", path: "Sources/Infrastructure/Threads", swiftSettings: settings),
        .target(name: "HumanText", path: "Sources/Infrastructure/HumanText", swiftSettings: settings),
        .target(name: "Checksums", path: "Sources/Infrastructure/Checksums", swiftSettings: settings),
        .target(
            name: "TerminalKit", dependencies: ["Threads"], path: "Sources/Infrastructure/TerminalKit",
            swiftSettings: settings),
        .target(
            name: "CommandLineKit", dependencies: ["TerminalKit", "TextIndex"],
            path: "Sources/Infrastructure/CommandLineKit",
            swiftSettings: settings),
        .target(
            name: "CurlHTTP", dependencies: ["HTTPClientInterface", "CCurl", "Threads"], path: "Sources/Infrastructure/CurlHTTP",
            swiftSettings: settings),
        .target(name: "FileSupport", path: "Sources/Infrastructure/FileSupport", swiftSettings: settings),
        .target(
            name: "SettingsStore", dependencies: ["FileSupport", "CommandLineKit"],
            path: "Sources/Infrastructure/SettingsStore", swiftSettings: settings),
        .target(name: "TextIndex", path: "Sources/Infrastructure/TextIndex", swiftSettings: settings),
        .target(name: "JSONText", path: "Sources/Infrastructure/JSONText", swiftSettings: settings),
        .target(name: "JPEGDecoding", path: "Sources/Infrastructure/JPEGDecoding", swiftSettings: settings),
        .target(
            name: "TerminalImages", dependencies: ["JPEGDecoding", "TerminalKit"],
            path: "Sources/Infrastructure/TerminalImages",
            swiftSettings: settings),
        .target(
            name: "ResponseCache", dependencies: ["ResponseCacheInterface", "FileSupport", "Checksums"],
            path: "Sources/Infrastructure/ResponseCache", swiftSettings: settings),

        // MARK: - Tests

        // Test support, split as the layers are: each target depends on the layer it doubles and
        // what that layer may import, so Domain tests build without Data or Presentation.
        .target(
            name: "DomainTestSupport", dependencies: ["MoviesDomain"], path: "Tests/TestSupport/Domain",
            swiftSettings: settings),
        .target(
            name: "PresentationTestSupport", dependencies: ["MoviesDomain", "MoviesPresentation"],
            path: "Tests/TestSupport/Presentation", swiftSettings: settings),
        .target(
            name: "DataTestSupport", dependencies: ["MoviesDomain", "MoviesData", "HTTPClientInterface"],
            path: "Tests/TestSupport/Data", swiftSettings: settings),
        // A trait that runs the tests that block while they wait (for a process, tmux, a
        // compiler) on threads of their own, off Swift's cooperative pool: no project module.
        .target(name: "TestScheduling", path: "Tests/TestSupport/Scheduling", swiftSettings: settings),
        .testTarget(
            name: "MoviesDomainTests",
            dependencies: ["MoviesDomain", "DomainTestSupport", "TestScheduling"],
            path: "Tests/DomainTests", swiftSettings: settings
        ),
        .testTarget(
            name: "MoviesDataTests",
            dependencies: [
                "MoviesDomain", "MoviesData", "HTTPClientInterface", "ResponseCacheInterface", "CurlHTTP", "Threads",
                "Checksums", "FileSupport", "ResponseCache", "TextIndex", "DomainTestSupport", "DataTestSupport",
                "TestScheduling",
            ],
            path: "Tests/DataTests", swiftSettings: settings
        ),
        // The HTTP client's own tests, against the fixture server (from the Data test support).
        .testTarget(
            name: "CurlHTTPTests",
            dependencies: ["CurlHTTP", "HTTPClientInterface", "Threads", "DataTestSupport", "TestScheduling"],
            path: "Tests/InfrastructureTests/CurlHTTP", swiftSettings: settings),
        .testTarget(
            name: "ChecksumsTests", dependencies: ["Checksums"], path: "Tests/InfrastructureTests/Checksums",
            swiftSettings: settings),
        .testTarget(
            name: "FileSupportTests", dependencies: ["FileSupport", "DataTestSupport"],
            path: "Tests/InfrastructureTests/FileSupport", swiftSettings: settings),
        .testTarget(
            name: "SettingsStoreTests", dependencies: ["SettingsStore", "DataTestSupport"],
            path: "Tests/InfrastructureTests/SettingsStore", swiftSettings: settings),
        .testTarget(
            name: "ResponseCacheTests",
            dependencies: [
                "ResponseCache", "ResponseCacheInterface", "FileSupport", "Checksums", "Threads", "DataTestSupport",
            ],
            path: "Tests/InfrastructureTests/ResponseCache", swiftSettings: settings),
        .testTarget(
            name: "JSONTextTests", dependencies: ["JSONText"], path: "Tests/InfrastructureTests/JSONText",
            swiftSettings: settings),
        .testTarget(
            name: "TextIndexTests", dependencies: ["TextIndex"], path: "Tests/InfrastructureTests/TextIndex",
            swiftSettings: settings),
        .testTarget(
            name: "CommandLineKitTests", dependencies: ["CommandLineKit"],
            path: "Tests/InfrastructureTests/CommandLineKit", swiftSettings: settings),
        .testTarget(
            name: "JPEGDecodingTests", dependencies: ["JPEGDecoding", "TestScheduling"],
            path: "Tests/InfrastructureTests/JPEGDecoding", swiftSettings: settings),
        .testTarget(
            name: "TerminalImagesTests", dependencies: ["TerminalImages", "JPEGDecoding", "TerminalKit"],
            path: "Tests/InfrastructureTests/TerminalImages", swiftSettings: settings),
        .testTarget(
            name: "HumanTextTests", dependencies: ["HumanText"], path: "Tests/InfrastructureTests/HumanText",
            swiftSettings: settings),
        .testTarget(
            name: "TerminalKitTests", dependencies: ["TerminalKit"], path: "Tests/InfrastructureTests/TerminalKit",
            swiftSettings: settings),
        .testTarget(
            name: "MoviesPresentationTests",
            dependencies: ["MoviesDomain", "MoviesPresentation", "DomainTestSupport", "PresentationTestSupport"],
            path: "Tests/PresentationTests", swiftSettings: settings
        ),
        .testTarget(
            name: "MoviesCLITests",
            dependencies: [
                "MoviesCLI", "MoviesDomain", "MoviesData", "MoviesPresentation", "ResponseCache", "ResponseCacheInterface",
                "TerminalKit", "CommandLineKit", "JSONText", "SettingsStore", "TerminalImages", "DomainTestSupport",
                "DataTestSupport", "PresentationTestSupport", "TestScheduling",
            ],
            path: "Tests/CLITests", swiftSettings: settings
        ),
        .testTarget(
            name: "LayeringTests", dependencies: ["TestScheduling"], path: "Tests/LayeringTests",
            swiftSettings: settings),

        // MARK: - Benchmarks (run on purpose, see Benchmarks/README.md)

        .executableTarget(
            name: "MoviesBenchmarks",
            dependencies: [
                "MoviesDomain", "MoviesData", "HTTPClientInterface", "ResponseCacheInterface", "CurlHTTP", "ResponseCache",
            ],
            path: "Benchmarks/MoviesBenchmarks", swiftSettings: settings
        ),
    ],
    swiftLanguageModes: [.v6]
)

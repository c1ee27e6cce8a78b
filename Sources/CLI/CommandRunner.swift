import MoviesData
import MoviesDomain

/// Runs a parsed command: help and version at once, everything else through the composition
/// root, which builds only what that command needs.
@MainActor
struct CommandRunner {
    let console: Console
    let environment: [String: String]
    let terminal: any TerminalProbing

    func run(_ command: CLICommand) async -> ExitStatus {
        switch command {
        case .help(let topic):
            console.out(HelpText.help(topic) + "\n")
            return .success
        case .version:
            console.out("movies \(MoviesVersion.current)\n")
            return .success
        default:
            break
        }
        let app = AppDIContainer(
            environment: environment, console: console,
            traits: TerminalTraits.current(environment: environment, terminal: terminal))
        switch command {
        case .cacheInfo(let json):
            return withCache(app) {
                CacheCommand(action: .info(json: json), cache: $0, console: console, style: app.style)
            }
        case .cacheClear:
            return withCache(app) { CacheCommand(action: .clear, cache: $0, console: console, style: app.style) }
        default:
            console.err("movies: not implemented yet")
            return .failure
        }
    }

    private func withCache(_ app: AppDIContainer, _ make: (FileJSONResponseCache) -> CacheCommand) -> ExitStatus {
        do throws(MoviesError) {
            return make(try app.responseCache()).run()
        } catch {
            console.err("movies: " + RunTimeFailureText.line(for: error))
            return .failure
        }
    }
}

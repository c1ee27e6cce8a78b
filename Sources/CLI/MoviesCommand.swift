/// The entry point: reads the arguments and runs the command they name.
@main
enum MoviesCommand {
    static func main() async {
        let arguments = Array(CommandLine.arguments.dropFirst())
        if arguments == ["--version"] {
            print("movies \(MoviesVersion.current)")
        } else {
            print(
                """
                movies \(MoviesVersion.current): search movies from the command line.

                Usage:
                  movies --help       Show this help.
                  movies --version    Show the version.
                """)
        }
    }
}

/// The examples each command's help ends with: two or three command lines a reader can run as
/// they are (`HelpExamplesTests` parses each one).
extension HelpText {
    /// The command lines `topic`'s help ends with.
    static func examples(_ topic: Subcommand) -> [String] {
        switch topic {
        case .general: ["movies search alien", "movies show 550 --region DE", "movies popular -n5 --json title,year"]
        case .search:
            [
                "movies search alien", "movies search star wars --year 1977-1983 --sort rating",
                "movies search heat --format tsv | cut -f1",
            ]
        case .show: ["movies show 550", "movies show tt0137523 --trailer", "movies show c6088 --json"]
        case .recent: ["movies recent", "movies recent --format tsv", "movies recent --clear"]
        case .cache: ["movies cache info", "movies cache info --json", "movies cache clear"]
        case .interactive: ["movies", "movies --source catalog --genre comedy", "echo alien | movies --line"]
        case .pick: ["movies show $(movies pick alien)", "movies pick --json star wars", "movies pick -m star wars"]
        case .config: ["movies config", "movies config set access_token", "movies config get language"]
        case .completion: ["movies completion bash", "source <(movies completion zsh)"]
        case .popular: ["movies popular", "movies popular --limit 50 --json"]
        case .topRated: ["movies top-rated", "movies top-rated --source catalog --format tsv"]
        case .upcoming: ["movies upcoming", "movies upcoming --limit 10"]
        case .nowPlaying: ["movies now-playing", "movies now-playing --json"]
        case .trending: ["movies trending", "movies trending --day --limit 5"]
        case .discover:
            [
                "movies discover --genre comedy --year 1990-1999 --sort rating",
                "movies discover --min-votes 10000 --sort votes --format tsv",
            ]
        case .similar: ["movies similar 550", "movies similar 550 --format tsv"]
        case .person: ["movies person sofia coppola", "movies person keanu reeves --json"]
        }
    }
}

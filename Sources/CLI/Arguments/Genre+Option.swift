import MoviesDomain

extension Genre {
    /// The genre as `--genre` takes it: its name in lower case, a hyphen for a space
    /// (`science-fiction`).
    var optionValue: String {
        String(name.lowercased().map { $0 == " " ? "-" : $0 })
    }
}

import MoviesDomain
import MoviesPresentation
import TerminalKit

// MARK: - Choosing a person

extension ListCommand {
    /// When a name found several people and someone is at the terminal (stdin and stderr are
    /// terminals, text output), asks which one on stderr: the request for the one chosen, or `nil`
    /// to keep the first (Enter, or anything that chooses no one else).
    @MainActor func choosePerson(
        in list: MovieListViewModel, of request: MovieListRequest, output: CommandOutput
    ) async -> MovieListRequest? {
        guard case .person(let name, _) = request.list, let person = list.person, !list.otherPeople.isEmpty,
            format == .text, output.traits.stdinIsTerminal, output.traits.stderrIsTerminal
        else { return nil }
        let people = [person] + list.otherPeople
        output.console.err("movies: \"\(TerminalSanitizer.sanitized(name))\" names \(people.count) people:")
        for (number, person) in zip(1..., people) {
            let known = person.knownFor.map { " (\($0))" } ?? ""
            output.console.err("  \(number)  " + TerminalSanitizer.sanitized(person.name + known))
        }
        output.console.prompt("Which one? [1] ")
        let answer = await StandardInputLineReader(maxLineBytes: 64).nextLine() ?? ""
        guard let number = Int(answer.split(separator: " ").first ?? ""),
            (2...people.count).contains(number)
        else { return nil }
        var chosen = request
        chosen.list = .person(name: name, choice: number - 1)
        return chosen
    }
}

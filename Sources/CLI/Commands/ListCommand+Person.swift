import MoviesDomain
import MoviesPresentation
import TerminalKit

// MARK: - Choosing a person

extension ListCommand {
    /// When a name found several people and someone is at the terminal (stdin and stderr are
    /// terminals, text output), asks which one on stderr: a number chooses, Enter keeps the first.
    /// An answer that chooses no one (`9` of 3, `abc`, `0`) is asked again, never taken for the
    /// first; after `PersonChoice.answersAllowed` of them, no one is chosen.
    @MainActor func choosePerson(
        in list: MovieListViewModel, of request: MovieListRequest, output: CommandOutput
    ) async -> PersonChoice {
        guard asksWhichPerson(in: list, of: request, output: output), case .person(let name, _) = request.list,
            let person = list.person
        else { return .first }
        let people = [person] + list.otherPeople
        output.console.err("movies: \"\(TerminalSanitizer.sanitized(name))\" names \(people.count) people:")
        for (number, person) in zip(1..., people) {
            let known = person.knownFor.map { " (\($0))" } ?? ""
            output.console.err("  \(number)  " + TerminalSanitizer.sanitized(person.name + known))
        }
        // One reader for every answer: a second would race the first for the terminal's lines.
        let reader = StandardInputLineReader(maxLineBytes: 64)
        for attempt in 1...PersonChoice.answersAllowed {
            output.console.prompt("Which one? [1] ")
            // The end of the input (Ctrl-D) answers nothing more: the first, as Enter.
            let answer = await reader.nextLine() ?? ""
            if let choice = PersonChoice.reading(answer, among: people.count) { return choice }
            if attempt < PersonChoice.answersAllowed {
                output.console.err("movies: answer a number from 1 to \(people.count), or Enter for 1")
            }
        }
        return .noneChosen
    }

    /// Whether `choosePerson` asks: the name found several people, and someone is at the terminal.
    @MainActor func asksWhichPerson(
        in list: MovieListViewModel, of request: MovieListRequest, output: CommandOutput
    ) -> Bool {
        guard case .person = request.list else { return false }
        return list.person != nil && !list.otherPeople.isEmpty && format == .text && output.traits.stdinIsTerminal
            && output.traits.stderrIsTerminal
    }
}

import MoviesDomain
import MoviesPresentation

/// `movies popular`, `movies discover`, `movies person NAME`, …: enters the movies flow at a
/// list deep link, waits for the list, and prints the results screen as `movies search` does.
@MainActor
struct ListCommand {
    let arguments: ListArguments
    let flow: MoviesSceneFlow
    let output: CommandOutput

    func run() async -> ExitStatus {
        let (router, coordinator) = (flow.router, flow.coordinator)
        var request = arguments.request
        request.language = request.language ?? flow.language
        request.region = flow.region
        var list = await output.spinner.whileWaiting("Fetching…") {
            await coordinator.start(browsing: request)
        }
        if let chosen = await choosePerson(in: list, of: request) {
            request = chosen
            list = await output.spinner.whileWaiting("Fetching…") { await coordinator.start(browsing: chosen) }
        }
        if arguments.format != .json, let person = list.person {
            output.notice(Self.personText(person, others: list.otherPeople))
        }
        // A person's films not found is about the person, as the source says, not "no such movie".
        if case .person = request.list, case .moviesList(let shown) = router.top, let error = shown.error,
            case .movies(.notFound(let said)) = error.cause, !said.isEmpty
        {
            return output.failure(said)
        }
        var printing = ResultsPrinting(
            format: arguments.format, limit: arguments.limit, header: arguments.header, firstPage: request.page,
            pageCount: request.pageCount)
        if case .person = list.list {
            printing.rowTitle = { [list] in MoviesListTextView.title($0, in: list) }
            printing.jsonRowMembers = { [list] in MoviesJSONView.creditMembers(list, $0) }
        }
        printing.jsonMembers = MoviesJSONView.listMembers(list)
        return SearchCommand.print(router.top, printing, flow: flow, output: output)
    }

    /// `Tom Hanks (Acting); also found: Tom Hanks Jr., …`: whose films these are, and who else the
    /// name found (`movies person` takes the first unless asked at a terminal; a longer name
    /// chooses another).
    static func personText(_ person: Person, others: [Person]) -> String {
        let known = person.knownFor.map { " (\($0))" } ?? ""
        let names = others.prefix(3).map(\.name) + (others.count > 3 ? ["…"] : [])
        return "\(person.name)\(known)" + (names.isEmpty ? "" : "; also found: " + names.joined(separator: ", "))
    }
}

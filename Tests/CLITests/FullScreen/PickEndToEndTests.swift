import Foundation
import Testing

extension TmuxSessions {
    /// `movies pick`: the full screen on /dev/tty with stdout piped, the chosen movie's ID (or
    /// record) on stdout and nothing else there; nothing chosen, status 1.
    struct PickEndToEndTests {
        private func picked(_ run: FullScreenRun) -> String? {
            try? String(contentsOf: run.sandbox.root.appendingPathComponent("picked"), encoding: .utf8)
        }

        @Test func enterPrintsTheChosenIDOnThePipe() throws {
            let run = try FullScreenRun(
                try CLISandbox(), arguments: ["pick", "--source", "catalog", "blade", "runner"],
                pipedTo: "cat > picked")
            let screen = try run.terminal.waitForText("› Blade Runner ")
            #expect(
                screen.contains { $0.hasPrefix("type to search · ↑↓ move · Enter pick · Esc cancel") },
                "the hints say Enter picks")
            try run.terminal.press("Enter")
            #expect(run.waitForExit() == 0)
            #expect(picked(run) == "c6088\n")
            try run.expectTerminalGivenBack()
        }

        @Test func jsonPrintsTheRecordAndShowTakesTheID() throws {
            let json = try FullScreenRun(
                try CLISandbox(), arguments: ["pick", "--source", "catalog", "--json", "star", "wars"],
                pipedTo: "cat > picked")
            try json.terminal.waitForText("› Star Wars ")
            try json.terminal.press("Enter")
            #expect(json.waitForExit() == 0)
            let record = try #require(picked(json))
            #expect(record.hasSuffix("}\n") && !record.dropLast().contains("\n"), "one line a record: \(record)")
            let object = try JSONSerialization.jsonObject(with: Data(record.utf8)) as? [String: Any]
            #expect(object?["id"] as? String == "c48908")
            #expect(object?["title"] as? String == "Star Wars")

            // movies show $(movies pick …), as a shell runs it.
            let shown = try FullScreenRun(
                try CLISandbox(), arguments: ["pick", "--source", "catalog", "blade", "runner"],
                pipedTo: "xargs '\(MoviesBinary.path)' show > picked")
            try shown.terminal.waitForText("› Blade Runner ")
            try shown.terminal.press("Enter")
            TmuxTerminal.waitUntil("show printed the details") { picked(shown)?.contains("ID        c6088") == true }
            #expect(picked(shown)?.hasPrefix("Blade Runner\n") == true)
        }

        /// `pick -m --json` prints one JSON document, as `--json` says: an array of the marked
        /// movies' records in the order they were marked, not one record a line.
        @Test func multiJSONPrintsOneArrayOfTheMarkedRecords() throws {
            let run = try FullScreenRun(
                try CLISandbox(), arguments: ["pick", "--source", "catalog", "-m", "--json", "star", "wars"],
                pipedTo: "cat > picked")
            try run.terminal.waitForText("›  Star Wars ")
            try run.terminal.press("Tab", "Tab")
            try run.terminal.waitForText("(2 marked)")
            try run.terminal.press("Enter")
            #expect(run.waitForExit() == 0)
            let document = try #require(picked(run))
            let array = try JSONSerialization.jsonObject(with: Data(document.utf8)) as? [[String: Any]]
            #expect(array?.map { $0["id"] as? String } == ["c48908", "c48911"], "\(document)")
            try run.expectTerminalGivenBack()
        }

        /// Esc cancels, as fzf's; `q` is typed into the query (`pickTypesIntoTheQueryAsFzfDoes`).
        @Test(arguments: [("Escape", Int32(1)), ("C-c", 130)])
        func nothingChosenPrintsNothing(key: String, status: Int32) throws {
            let run = try FullScreenRun(
                try CLISandbox(), arguments: ["pick", "--source", "catalog", "alien"], pipedTo: "cat > picked")
            try run.terminal.waitForText("› Alien")
            try run.terminal.press(key)
            #expect(run.waitForExit() == status)
            #expect(picked(run) == "")
            try run.expectTerminalGivenBack()
        }
    }
}

extension TmuxSessions.PickEndToEndTests {
    /// The sort and filters of `movies search` apply to the picker's results.
    @Test func theFiltersApplyToThePicker() throws {
        let run = try FullScreenRun(
            try CLISandbox(), arguments: ["pick", "--source", "catalog", "--year", "1999-2005", "star", "wars"],
            pipedTo: "cat > picked")
        let screen = try run.terminal.waitForText("› Star Wars: Episode I ")
        #expect(screen[23].contains("years 1999–2005 · 2 movies"), "\(screen[23])")
        try run.terminal.press("Enter")
        #expect(run.waitForExit() == 0)
        let picked = try? String(contentsOf: run.sandbox.root.appendingPathComponent("picked"), encoding: .utf8)
        #expect(picked == "c48909\n")
    }
}

/// `movies completion fish`: `complete` rules made from `CompletionModel`, each guarded by the
/// context the command line is in (found by `__movies_context`, which skips option values).
enum FishCompletion {
    static func script(_ model: CompletionModel = .movies) -> String {
        let valueOptions = model.valueOptions.map(\.name).joined(separator: " ")
        let actions = model.actions.map { ShellQuoting.fish("\($0.command) \($0.action)") }.joined(separator: " ")
        var lines = [
            "# fish completion for movies, made by `movies completion fish` from the table its help is made",
            "# from. Load it with: movies completion fish | source",
            "function __movies_context --description 'The command and action typed so far, and how many words follow'",
            "    set -l command ''",
            "    set -l action ''",
            "    set -l positionals 0",
            "    set -l skip 0",
            "    for word in (commandline -opc)[2..-1]",
            "        if test $skip = 1",
            "            set skip 0",
            "        else if contains -- $word \(valueOptions)",
            "            set skip 1",
            "        else if string match -q -- '-*' $word",
            "        else if test -z \"$command\"",
            "            set command $word",
            "        else if test -z \"$action\"; and contains -- \"$command $word\" \(actions)",
            "            set action $word",
            "        else",
            "            set positionals (math $positionals + 1)",
            "        end",
            "    end",
            "    string trim -- \"$command $action\"",
            "    echo $positionals",
            "end",
            "function __movies_in --argument-names path --description 'Whether the context is path'",
            "    set -l context (__movies_context)",
            "    test \"$context[1]\" = \"$path\"",
            "end",
            "function __movies_word --argument-names path --description 'Whether a word of path is next'",
            "    set -l context (__movies_context)",
            "    test \"$context[1]\" = \"$path\"; and test $context[2] = 0",
            "end",
            "function __movies_recent --description 'The recent queries'",
            "    set -l movies (commandline -opc)[1]",
            "    $movies recent --format tsv 2>/dev/null | string split -f1 \\t",
            "end",
            "complete -c movies -f",
        ]
        for context in model.contexts {
            let path = ShellQuoting.fish(context.path)
            let options = context.options.map { ($0.name, $0.summary, $0) }
            for (name, summary, option) in options {
                var rule = "complete -c movies -n \"__movies_in \(path)\" -l \(name.dropFirst(2))"
                if option.takesFile {
                    rule += " -r -F"
                } else if option.valueName != nil {
                    rule += " -x"
                    if !option.choices.isEmpty {
                        rule += " -a \(ShellQuoting.fish(option.choices.joined(separator: " ")))"
                    }
                }
                lines.append(rule + " -d \(ShellQuoting.fish(summary))")
            }
            for extra in BashCompletion.extraOptions(context) {
                let summary = extra == "--help" ? "Show the help." : "Print the version."
                lines.append(
                    "complete -c movies -n \"__movies_in \(path)\" -l \(extra.dropFirst(2)) -d \(ShellQuoting.fish(summary))"
                )
            }
            for word in context.words {
                let summary = word.summary.isEmpty ? "" : " -d \(ShellQuoting.fish(word.summary))"
                lines.append(
                    "complete -c movies -n \"__movies_word \(path)\" -a \(ShellQuoting.fish(word.text))\(summary)")
            }
            if context.offersRecentQueries {
                lines.append("complete -c movies -n \"__movies_word \(path)\" -a '(__movies_recent)' -d 'Recent query'")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}

/// fish `complete` rules made from a `ToolDescription`, each guarded by the context the command
/// line is in (found by a `__<tool>_context` function, which skips option values).
public enum FishCompletion {
    /// The script for `tool`; `command` is the command line that prints it, for its header.
    public static func script(for tool: ToolDescription, printedBy command: String) -> String {
        let model = CompletionModel(tool)
        let name = tool.name
        let valueOptions = model.valueOptions.map(\.name).joined(separator: " ")
        let actions = model.actions.map { ShellQuoting.fish("\($0.command) \($0.action)") }.joined(separator: " ")
        var lines = [
            "# fish completion for \(name), made by `\(command)` from the table its help is made",
            "# from. Load it with: \(command) | source",
            "function __\(name)_context --description 'The command and action typed so far, and how many words follow'",
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
            "function __\(name)_in --argument-names path --description 'Whether the context is path'",
            "    set -l context (__\(name)_context)",
            "    test \"$context[1]\" = \"$path\"",
            "end",
            "function __\(name)_word --argument-names path --description 'Whether a word of path is next'",
            "    set -l context (__\(name)_context)",
            "    test \"$context[1]\" = \"$path\"; and test $context[2] = 0",
            "end",
        ]
        if let output = tool.outputWords {
            lines += [
                "function __\(name)_\(output.name) --description \(ShellQuoting.fish("The " + output.plural))",
                "    set -l \(name) (commandline -opc)[1]",
                "    $\(name) \(output.arguments) 2>/dev/null | string split -f1 \\t",
                "end",
            ]
        }
        lines.append("complete -c \(name) -f")
        for context in model.contexts {
            let path = ShellQuoting.fish(context.path)
            for option in context.options {
                var rule = "complete -c \(name) -n \"__\(name)_in \(path)\" -l \(option.name.dropFirst(2))"
                if option.takesFile {
                    rule += " -r -F"
                } else if option.needsValue {
                    rule += " -x"
                    if !option.completions.isEmpty {
                        rule += " -a \(ShellQuoting.fish(option.completions.joined(separator: " ")))"
                    }
                }
                lines.append(rule + " -d \(ShellQuoting.fish(option.summary))")
            }
            for option in CompletionModel.builtInOptions(context) {
                lines.append(
                    "complete -c \(name) -n \"__\(name)_in \(path)\" -l \(option.text.dropFirst(2))"
                        + " -d \(ShellQuoting.fish(option.summary))")
            }
            for word in context.words {
                let summary = word.summary.isEmpty ? "" : " -d \(ShellQuoting.fish(word.summary))"
                lines.append(
                    "complete -c \(name) -n \"__\(name)_word \(path)\" -a \(ShellQuoting.fish(word.text))\(summary)")
            }
            if let output = tool.outputWords, context.offersOutputWords {
                lines.append(
                    "complete -c \(name) -n \"__\(name)_word \(path)\" -a '(__\(name)_\(output.name))'"
                        + " -d \(ShellQuoting.fish(output.singular))")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}

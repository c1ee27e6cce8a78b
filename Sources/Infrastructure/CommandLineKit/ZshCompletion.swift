/// A zsh completion function for zsh's completion system, made from a `ToolDescription` like
/// the bash script, with each command's and option's summary shown beside it (`_describe`).
public enum ZshCompletion {
    /// The script for `tool`; `command` is the command line that prints it, for its header.
    public static func script(for tool: ToolDescription, printedBy command: String) -> String {
        let model = CompletionModel(tool)
        let function = "_" + tool.name
        let output = tool.outputWords
        var lines = [
            "#compdef \(tool.name)",
            "# zsh completion for \(tool.name), made by `\(command)` from the table its help is made",
            "# from. Load it with: source <(\(command)), after compinit.",
            "\(function)() {",
            "    local command='' action='' word",
            "    local -i i positionals=0",
        ]
        // zsh's words are numbered from 1, the command itself first.
        lines += BashCompletion.walk(model, words: "words", first: 2, current: "CURRENT")
        lines += [
            "    case ${words[CURRENT-1]} in"
        ]
        for option in model.valueOptions where !option.completions.isEmpty {
            lines.append(
                "        (\(CompletionModel.pattern(option))) compadd -- \(option.completions.joined(separator: " ")); return ;;"
            )
        }
        for option in model.valueOptions where option.takesFile {
            lines.append("        (\(CompletionModel.pattern(option))) _files; return ;;")
        }
        lines += [
            "        (\(model.freeValueOptions)) return 1 ;;",
            "    esac",
            "    local -a options values",
        ]
        if let output { lines.append("    local \(output.name)=''") }
        lines.append("    case \"$command${action:+ $action}\" in")
        for context in model.contexts {
            let options =
                context.options.map { described($0.name, $0.summary) }
                + CompletionModel.builtInOptions(context).map { described($0.text, $0.summary) }
            var parts = ["options=(\(options.joined(separator: " ")))"]
            if !context.words.isEmpty {
                parts.append("values=(\(context.words.map { described($0.text, $0.summary) }.joined(separator: " ")))")
            }
            if let output, context.offersOutputWords { parts.append("\(output.name)=1") }
            lines.append("        (\(ShellQuoting.posix(context.path))) \(parts.joined(separator: "; ")) ;;")
        }
        lines += [
            "    esac",
            "    if [[ ${words[CURRENT]} == -* ]]; then",
            "        _describe -t options 'option' options",
            "        return",
            "    fi",
            "    ((positionals > 0)) && return 1",
            "    ((${#values})) && _describe -t values 'value' values",
        ]
        if let output {
            lines += [
                "    if [[ -n $\(output.name) ]]; then",
                "        local -a queries",
                "        local line",
                "        for line in ${(f)\"$(${words[1]} \(output.arguments) 2>/dev/null)\"}; do",
                "            queries+=(\"${line%%$'\\t'*}\")",
                "        done",
                "        ((${#queries})) && compadd -X \(ShellQuoting.posix(output.plural)) -- \"${queries[@]}\"",
                "    fi",
            ]
        }
        lines += [
            "}",
            "compdef \(function) \(tool.name)",
        ]
        return lines.joined(separator: "\n") + "\n"
    }

    /// `'word:summary'` for `_describe` (a colon in the word would be escaped; none has one).
    private static func described(_ word: String, _ summary: String) -> String {
        ShellQuoting.posix(summary.isEmpty ? word : "\(word):\(summary)")
    }
}

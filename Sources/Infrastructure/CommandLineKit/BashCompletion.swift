/// A bash completion script: a `complete -F` function made from a `ToolDescription`. It finds
/// the command (and action) typed so far, skipping option values, then offers the options of
/// that context after a dash, the values of options with choices (each item of an option that
/// takes a list), files after options that take one, the context's words, and the words the
/// tool lists itself (`ToolOutputWords`).
public enum BashCompletion {
    /// The script for `tool`; `command` is the command line that prints it, for its header.
    public static func script(for tool: ToolDescription, printedBy command: String) -> String {
        let model = CompletionModel(tool)
        let function = "_" + tool.name
        let output = tool.outputWords
        var lines = [
            "# bash completion for \(tool.name), made by `\(command)` from the table its help is made",
            "# from. Load it with: source <(\(command))",
            "\(function)() {",
            "    local cur=${COMP_WORDS[COMP_CWORD]} prev=${COMP_WORDS[COMP_CWORD-1]}",
            "    local command='' action='' positionals=0 word i",
        ]
        lines += walk(model, words: "COMP_WORDS", first: 1, current: "COMP_CWORD")
        lines += [
            "    case $prev in"
        ]
        // An option that takes a list (`--genre drama,com`) completes its last item, what comes
        // before it kept; any other completes the whole word, so that `--sort rating,` is offered
        // nothing its option would refuse.
        for option in model.valueOptions where !option.completions.isEmpty {
            let pattern = CompletionModel.pattern(option)
            let offered = words(option.completions)
            guard let separator = option.listSeparator else {
                lines.append("        \(pattern)) COMPREPLY=($(compgen -W \(offered) -- \"$cur\")); return ;;")
                continue
            }
            let last = "${cur##*\(separator)}"
            lines.append(
                "        \(pattern)) COMPREPLY=($(compgen -W \(offered) -P \"${cur%\"\(last)\"}\" -- \"\(last)\")); "
                    + "return ;;")
        }
        for option in model.valueOptions where option.takesFile {
            lines.append("        \(CompletionModel.pattern(option))) COMPREPLY=($(compgen -f -- \"$cur\")); return ;;")
        }
        lines += [
            "        \(model.freeValueOptions)) return ;;",
            "    esac",
            "    local options='' words=''" + (output.map { " \($0.name)=''" } ?? ""),
            "    case \"$command${action:+ $action}\" in",
        ]
        for context in model.contexts {
            let options = context.options.map(\.name) + CompletionModel.builtInOptions(context).map(\.text)
            var parts = ["options=\(words(options))"]
            if !context.words.isEmpty { parts.append("words=\(words(context.words.map(\.text)))") }
            if let output, context.offersOutputWords { parts.append("\(output.name)=1") }
            lines.append("        \(ShellQuoting.posix(context.path))) \(parts.joined(separator: "; ")) ;;")
        }
        lines += [
            "    esac",
            "    if [[ $cur == -* ]]; then",
            "        COMPREPLY=($(compgen -W \"$options\" -- \"$cur\"))",
            "        return",
            "    fi",
            "    ((positionals > 0)) && return",
            "    COMPREPLY=($(compgen -W \"$words\" -- \"$cur\"))",
        ]
        if let output {
            // The word as typed may be escaped (`star\ w`) or quoted (`"star w`): its text is
            // compared, never evaluated (a query may hold `$(…)`).
            lines += [
                "    if [[ -n $\(output.name) ]]; then",
                "        local query typed='' c",
                "        case $cur in",
                "            \\\"*) typed=${cur#\\\"} ;;",
                "            \\'*) typed=${cur#\\'} ;;",
                "            *) for ((i = 0; i < ${#cur}; i++)); do",
                "                   c=${cur:i:1}",
                "                   [[ $c == \\\\ ]] && { ((i++)); c=${cur:i:1}; }",
                "                   typed+=$c",
                "               done ;;",
                "        esac",
                "        while IFS=$'\\t' read -r query _; do",
                "            [[ $query == \"$typed\"* ]] && COMPREPLY+=(\"$(printf '%q' \"$query\")\")",
                "        done < <(\"${COMP_WORDS[0]}\" \(output.arguments) 2>/dev/null)",
                "    fi",
            ]
        }
        lines += [
            "}",
            "complete -F \(function) \(tool.name)",
        ]
        return lines.joined(separator: "\n") + "\n"
    }

    /// The loop both bash and zsh run over the words before the cursor (`words[first..<current]`):
    /// it sets `command`, `action` and how many `positionals` follow them, skipping option values.
    static func walk(_ model: CompletionModel, words: String, first: Int, current: String) -> [String] {
        [
            "    for ((i = \(first); i < \(current); i++)); do",
            "        word=${\(words)[i]}",
            "        case $word in",
            "            \(model.valueOptions.map(CompletionModel.pattern).joined(separator: "|"))) ((i++)) ;;",
            "            -*) ;;",
            "            *)",
            "                case \"$command:$action:$word\" in",
            "                    ::*) command=$word ;;",
            "                    \(model.actions.map { "\($0.command)::\($0.action)" }.joined(separator: "|"))) action=$word ;;",
            "                    *) ((positionals++)) ;;",
            "                esac ;;",
            "        esac",
            "    done",
        ]
    }

    private static func words(_ words: [String]) -> String {
        ShellQuoting.posix(words.joined(separator: " "))
    }
}

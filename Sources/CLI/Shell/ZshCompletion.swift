/// `movies completion zsh`: a completion function for zsh's completion system, made from
/// `CompletionModel` like the bash script, with each command's and option's summary shown
/// beside it (`_describe`).
enum ZshCompletion {
    static func script(_ model: CompletionModel = .movies) -> String {
        let valueOptions = model.valueOptions
        var lines = [
            "#compdef movies",
            "# zsh completion for movies, made by `movies completion zsh` from the table its help is made",
            "# from. Load it with: source <(movies completion zsh), after compinit.",
            "_movies() {",
            "    local command='' action='' word",
            "    local -i i positionals=0",
        ]
        // zsh's words are numbered from 1, the command itself first.
        lines += BashCompletion.walk(model, words: "words", first: 2, current: "CURRENT")
        lines += [
            "    case ${words[CURRENT-1]} in"
        ]
        for option in valueOptions where !option.choices.isEmpty {
            lines.append("        (\(option.name)) compadd -- \(option.choices.joined(separator: " ")); return ;;")
        }
        for option in valueOptions where option.takesFile {
            lines.append("        (\(option.name)) _files; return ;;")
        }
        lines += [
            "        (\(model.freeValueOptions)) return 1 ;;",
            "    esac",
            "    local -a options values",
            "    local recent=''",
            "    case \"$command${action:+ $action}\" in",
        ]
        for context in model.contexts {
            let options =
                context.options.map { described($0.name, $0.summary) }
                + BashCompletion.extraOptions(context).map {
                    described($0, $0 == "--help" ? "Show the help." : "Print the version.")
                }
            var parts = ["options=(\(options.joined(separator: " ")))"]
            if !context.words.isEmpty {
                parts.append("values=(\(context.words.map { described($0.text, $0.summary) }.joined(separator: " ")))")
            }
            if context.offersRecentQueries { parts.append("recent=1") }
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
            "    if [[ -n $recent ]]; then",
            "        local -a queries",
            "        local line",
            "        for line in ${(f)\"$(${words[1]} recent --format tsv 2>/dev/null)\"}; do",
            "            queries+=(\"${line%%$'\\t'*}\")",
            "        done",
            "        ((${#queries})) && compadd -X 'recent queries' -- \"${queries[@]}\"",
            "    fi",
            "}",
            "compdef _movies movies",
        ]
        return lines.joined(separator: "\n") + "\n"
    }

    /// `'word:summary'` for `_describe` (a colon in the word would be escaped; none has one).
    private static func described(_ word: String, _ summary: String) -> String {
        ShellQuoting.posix(summary.isEmpty ? word : "\(word):\(summary)")
    }
}

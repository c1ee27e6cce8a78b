/// `movies completion bash`: a `complete -F` function made from `CompletionModel`. It finds the
/// command (and action) typed so far, skipping option values, then offers the options of that
/// context after a dash, the values of `--source` and `--format`, files after `--poster`, the
/// context's words, and after `search` the recent queries (asked of `movies recent`).
enum BashCompletion {
    static func script(_ model: CompletionModel = .movies) -> String {
        let valueOptions = model.valueOptions
        var lines = [
            "# bash completion for movies, made by `movies completion bash` from the table its help is made",
            "# from. Load it with: source <(movies completion bash)",
            "_movies() {",
            "    local cur=${COMP_WORDS[COMP_CWORD]} prev=${COMP_WORDS[COMP_CWORD-1]}",
            "    local command='' action='' positionals=0 word i",
        ]
        lines += walk(model, words: "COMP_WORDS", first: 1, current: "COMP_CWORD")
        lines += [
            "    case $prev in"
        ]
        for option in valueOptions where !option.choices.isEmpty {
            lines.append(
                "        \(option.name)) COMPREPLY=($(compgen -W \(words(option.choices)) -- \"$cur\")); return ;;")
        }
        for option in valueOptions where option.takesFile {
            lines.append("        \(option.name)) COMPREPLY=($(compgen -f -- \"$cur\")); return ;;")
        }
        lines += [
            "        \(model.freeValueOptions)) return ;;",
            "    esac",
            "    local options='' words='' recent=''",
            "    case \"$command${action:+ $action}\" in",
        ]
        for context in model.contexts {
            var parts = ["options=\(words(context.options.map(\.name) + extraOptions(context)))"]
            if !context.words.isEmpty { parts.append("words=\(words(context.words.map(\.text)))") }
            if context.offersRecentQueries { parts.append("recent=1") }
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
            "    if [[ -n $recent ]]; then",
            "        local query",
            "        while IFS=$'\\t' read -r query _; do",
            "            [[ $query == \"$cur\"* ]] && COMPREPLY+=(\"$(printf '%q' \"$query\")\")",
            "        done < <(\"${COMP_WORDS[0]}\" recent --format tsv 2>/dev/null)",
            "    fi",
            "}",
            "complete -F _movies movies",
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
            "            \(model.valueOptions.map(\.name).joined(separator: "|"))) ((i++)) ;;",
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

    /// `--help` everywhere, and `--version` before any command.
    static func extraOptions(_ context: CompletionModel.Context) -> [String] {
        context.path.isEmpty ? ["--help", "--version"] : ["--help"]
    }

    private static func words(_ words: [String]) -> String {
        ShellQuoting.posix(words.joined(separator: " "))
    }
}

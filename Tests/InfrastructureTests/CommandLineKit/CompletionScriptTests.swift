import CommandLineKit
import Testing

/// The completion scripts of a made-up tool: each names the tool, offers its commands, options,
/// option values, placeholder words and the words the tool lists itself.
struct CompletionScriptTests {
    private let command = "notes completion"

    @Test func bashOffersTheTablesWords() {
        let script = BashCompletion.script(for: SampleTool.tool, printedBy: command + " bash")
        #expect(script.hasPrefix("# bash completion for notes, made by `notes completion bash`"))
        #expect(
            script.contains(
                "        '') options='--verbose --help --version'; words='add list tag export help version' ;;"))
        #expect(script.contains("        'tag') options='--help'; words='get set' ;;"))
        #expect(script.contains("        'tag get') options='--help'; words='urgent later' ;;"))
        #expect(script.contains("        'export') options='--output --help'; words='json csv' ;;"))
        #expect(script.contains("        'add') options='--verbose --help'; saved=1 ;;"))
        // `--color` takes one value: the whole word is completed, never an item after a comma.
        #expect(script.contains("        --color) COMPREPLY=($(compgen -W 'auto never' -- \"$cur\")); return ;;"))
        #expect(script.contains("        --output) COMPREPLY=($(compgen -f -- \"$cur\")); return ;;"))
        #expect(script.contains("        --limit) return ;;"))
        #expect(script.contains("done < <(\"${COMP_WORDS[0]}\" list --plain 2>/dev/null)"))
        #expect(script.hasSuffix("complete -F _notes notes\n"))
    }

    @Test func zshDescribesEachWord() {
        let script = ZshCompletion.script(for: SampleTool.tool, printedBy: command + " zsh")
        #expect(script.hasPrefix("#compdef notes\n"))
        #expect(script.contains("values=('urgent:Do it now' 'later')"))
        #expect(script.contains("compadd -X 'saved notes'"))
        #expect(script.hasSuffix("compdef _notes notes\n"))
    }

    @Test func fishGuardsEachRuleByItsContext() {
        let script = FishCompletion.script(for: SampleTool.tool, printedBy: command + " fish")
        #expect(script.contains("complete -c notes -n \"__notes_in 'list'\" -l color -x -a 'auto never' -d 'Colours.'"))
        #expect(script.contains("complete -c notes -n \"__notes_in 'export'\" -l output -r -F -d 'Write to FILE.'"))
        #expect(script.contains("complete -c notes -n \"__notes_word 'add'\" -a '(__notes_saved)' -d 'Saved note'"))
        #expect(script.contains("complete -c notes -n \"__notes_in ''\" -l version -d 'Print the version.'"))
    }

    @Test func aToolWithoutOutputWordsAsksItselfForNothing() {
        let tool = ToolDescription(
            name: "tiny", summary: "Do one thing.",
            commands: [
                CommandDescription(name: "run", summary: "Run.", details: "", forms: [CommandForm(words: "run")])
            ],
            generalOptions: [], options: [])
        for script in [
            BashCompletion.script(for: tool, printedBy: "tiny completion bash"),
            ZshCompletion.script(for: tool, printedBy: "tiny completion zsh"),
            FishCompletion.script(for: tool, printedBy: "tiny completion fish"),
        ] {
            #expect(!script.contains("2>/dev/null"))
            #expect(script.contains("run"))
        }
    }

    @Test func eachShellWritesItsOwnScript() {
        let bash = Shell.bash.completionScript(for: SampleTool.tool, printedBy: command + " bash")
        #expect(bash == BashCompletion.script(for: SampleTool.tool, printedBy: command + " bash"))
        #expect(
            Shell.zsh.completionScript(for: SampleTool.tool, printedBy: command)
                == ZshCompletion.script(for: SampleTool.tool, printedBy: command))
        #expect(
            Shell.fish.completionScript(for: SampleTool.tool, printedBy: command)
                == FishCompletion.script(for: SampleTool.tool, printedBy: command))
    }
}

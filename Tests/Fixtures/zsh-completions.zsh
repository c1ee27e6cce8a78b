# Asks zsh's completion system for the completions of a command line, as a user's tab would.
#
#   zsh -f Tests/Fixtures/zsh-completions.zsh SCRIPT 'LINE'
#
# Starts an interactive zsh on a pseudo-terminal (zsh/zpty) so that completion runs in a real
# completion widget, loads compinit and SCRIPT, types LINE and a tab, and prints every match the
# completion added, one a line (a match added twice is printed twice). `compadd` is wrapped to
# print what it adds; it still adds it. Exits 3 when zsh/zpty is missing.
zmodload zsh/zpty || exit 3
zpty completion zsh -f -i
zpty -w completion "PROMPT=''; RPROMPT=''"
zpty -w completion "autoload -U compinit && compinit -u -D"
zpty -w completion "source ${(q)1}"
zpty -w completion 'compadd() { local -a __hits; builtin compadd -O __hits "$@"; (( ${#__hits} )) && print -rl -- "" ${^__hits/#/__HIT__ }; builtin compadd "$@"; }'
zpty -w completion "zstyle ':completion:*' list-prompt ''; zstyle ':completion:*' menu no"
zpty -w completion "print __READY__"
local line
while zpty -r completion line; do [[ $line == __READY__* ]] && break; done
zpty -w -n completion "$2"$'\t'
zpty -w completion $'\C-a\C-k'"print __DONE__"
while zpty -r completion line; do
    [[ $line == __DONE__* ]] && break
    line=${${line//$'\r'/}%$'\n'}
    [[ $line == *"__HIT__ "* ]] && print -r -- "${line##*__HIT__ }"
done
zpty -d completion

"""The reading list of one search, from llvm-cov's JSON export on stdin (Scripts/one-search-files).

Prints the files a reader opens, "<lines> <path> run|read", then two counts of them: the files
the run executes, and the files as read: those plus every file of the four layer folders that
declares at its top level a type whose name appears in the code (not comments, not string
literals) of a file run. With `--write`, also writes the list and its counts into
docs/ARCHITECTURE.md's "One search" section (its table and the sentence "As read, the list is
…"), which `OneSearchListTests` checks against the files.
"""
import json
import os
import re
import sys

LAYERS = ("Sources/Domain/", "Sources/Data/", "Sources/Presentation/", "Sources/CLI/")
DECLARATION = re.compile(
    r"^(?:@[\w.]+(?:\([^)]*\))?\s+)*"
    r"(?:(?:public|private|fileprivate|internal|package|final|indirect|nonisolated|open)\s+)*"
    r"(?:struct|class|enum|protocol|actor|typealias)\s+(\w+)",
    re.M)


def code(path):
    """The file without its comments and string literals: the names left are the code's."""
    with open(path) as file:
        text = file.read()
    text = re.sub(r"/\*.*?\*/", "", text, flags=re.S)
    text = re.sub(r"//[^\n]*", "", text)
    text = re.sub(r'"""(?:.|\n)*?"""', '""', text)
    return re.sub(r'"(?:[^"\\\n]|\\.)*"', '""', text)


def line_count(path):
    with open(path) as file:
        return sum(1 for _ in file)


def layer_files():
    for layer in LAYERS:
        for folder, _, names in os.walk(layer):
            yield from (os.path.join(folder, name) for name in names if name.endswith(".swift"))


def main():
    root = os.getcwd() + "/"
    run = {
        entry["filename"].removeprefix(root)
        for entry in json.load(sys.stdin)["data"][0]["files"]
        if entry["filename"].removeprefix(root).startswith(LAYERS) and entry["summary"]["lines"]["covered"] > 0
    }
    declaring = {}
    for path in layer_files():
        for name in DECLARATION.findall(code(path)):
            declaring.setdefault(name, set()).add(path)
    named = set().union(*(re.findall(r"\b[A-Z]\w*", code(path)) for path in run))
    read = set(run).union(*(declaring.get(name, set()) for name in named))

    for path in sorted(read):
        print(line_count(path), path, "run" if path in run else "read")
    parts = (
        ("", lambda path: True),
        ("Domain, Data and Presentation: ", lambda path: not path.startswith("Sources/CLI/")),
        ("Domain: ", lambda path: path.startswith("Sources/Domain/")),
        ("CLI: ", lambda path: path.startswith("Sources/CLI/")),
    )
    totals = {}
    for count, files in (("run", run), ("as read", read)):
        for label, keeps in parts:
            part = [path for path in files if keeps(path)]
            totals[count, label] = (len(part), sum(line_count(path) for path in part))
            print(f"{count}: {label}{totals[count, label][0]} files, {totals[count, label][1]} lines")
    if "--write" in sys.argv[1:]:
        write_architecture(run, read, totals)


def write_architecture(run, read, totals, path="docs/ARCHITECTURE.md"):
    """The list into `path`'s table, one row a folder (in the table's order, new folders last),
    and its counts into the sentence that states them."""
    with open(path) as file:
        text = file.read()
    start = text.index("| folder | files run | files named |")
    end = text.index("\n\n", start)
    header = text[start:end].split("\n")[:2]
    order = re.findall(r"^\| `([^`]+/)` \|", text[start:end], re.M)
    folders = {}
    for file in sorted(read):
        folder, name = file.rsplit("/", 1)
        cells = folders.setdefault(folder + "/", ([], []))
        cells[0 if file in run else 1].append(f"`{name}` {line_count(file)}")
    order = [folder for folder in order if folder in folders] + sorted(set(folders) - set(order))
    rows = [f"| `{folder}` | {', '.join(folders[folder][0])} | {', '.join(folders[folder][1])} |" for folder in order]
    (files, lines), (files_run, lines_run) = totals["as read", ""], totals["run", ""]
    rows.append(f"| **{files} files, {lines:,} lines** | **{files_run} files, {lines_run:,} lines** | |")
    text = text[:start] + "\n".join(header + rows) + text[end:]
    inner, domain = totals["as read", "Domain, Data and Presentation: "], totals["as read", "Domain: "]
    sentence = (
        f"As read, the list is {files} files and {lines:,} lines: {inner[0]} files and {inner[1]:,} lines in Domain, Data and\n"
        f"Presentation, {domain[0]} and {domain[1]:,} in the Domain, {totals['as read', 'CLI: '][0]} files in the CLI; "
        f"{files_run} files and {lines_run:,} lines run.")
    text, found = re.subn(r"As read, the list is [^.]*\.", lambda _: sentence, text, count=1)
    if not found:
        sys.exit(f"reading-list.py: {path} has no sentence starting 'As read, the list is'")
    with open(path, "w") as file:
        file.write(text)


main()

"""The reading list of one search, from llvm-cov's JSON export on stdin (Scripts/one-search-files).

Prints the files a reader opens, "<lines> <path> run|read", then two counts of them: the files
the run executes, and the files as read: those plus every file of the four layer folders that
declares at its top level a type whose name appears in the code (not comments, not string
literals) of a file run.
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
    for count, files in (("run", run), ("as read", read)):
        for label, keeps in parts:
            part = [path for path in files if keeps(path)]
            print(f"{count}: {label}{len(part)} files, {sum(line_count(path) for path in part)} lines")


main()

#!/usr/bin/env python3
"""Whole-process benchmarks: `movies` against the tool a user would use instead, in one run.

Each scenario runs its two commands interleaved (A B A B ...) after a warm-up, so that both
sides see the same machine state, and prints the median wall time of each side, the median
of the pairwise ratios A/B, the median CPU time (user + system, from os.wait4) of each side,
and each side's peak resident set size. Ratios are `movies` / peer: lower is better. Wall
time is taken around Popen ... wait4 of the same runner for both sides, so its own cost is the
same on both. Peak RSS is measured in separate, untimed runs under Benchmarks/peak-rss.c
(a child of Python would count Python's memory as its own).

A time counts only for a right answer: every timed run's output (the last stage's stdout) and
exit status are checked against what the scenario expects (rows, first title, ...); a wrong one
stops the whole run with one line naming the scenario and what was printed (exit status 3).

Usage: compare.py --movies PATH --csv PATH --fixture-server PATH --fill-cache PATH
                  [--pairs N] [--warmup N] [--json OUT] [--markdown OUT]

Benchmarks/run builds everything the way the README says and calls this; see Benchmarks/README.md.
"""

import argparse
import fcntl
import importlib.util
import json
import os
import pty
import shutil
import statistics
import struct
import subprocess
import sys
import termios
import tempfile
import threading
import time
import urllib.request

MIB = 1024 * 1024


class WrongAnswer(Exception):
    """A run printed something other than its scenario's answer, or failed: its time must not count."""


class TerminalOutput:
    """A pseudo-terminal for a pipeline's last stage, as a user's terminal is (a poster is drawn
    only there): what the stage writes is read as it comes, by a thread, into `output` (an open
    file) or nowhere. The terminal converts each newline to CR LF, as any terminal does; it has
    `columns` columns and 50 rows."""

    def __init__(self, output, columns):
        self.master, self.slave = pty.openpty()
        fcntl.ioctl(self.slave, termios.TIOCSWINSZ, struct.pack("HHHH", 50, columns, 0, 0))
        self.reader = threading.Thread(target=self.drain, args=(output,))
        self.reader.start()

    def drain(self, output):
        while True:
            try:
                chunk = os.read(self.master, 65536)
            except OSError:  # EIO: the last writer closed the terminal
                break
            if not chunk:
                break
            if output:
                output.write(chunk)

    def started(self):
        """The stage has the terminal: only it keeps the writing end open."""
        os.close(self.slave)

    def finish(self):
        self.reader.join()
        os.close(self.master)


def run_pipeline(stages, env, peak_rss=None, rss_files=None, stdin_path=None, output=None, terminal=False):
    """Runs argv lists connected by pipes; returns (wall seconds, CPU seconds).

    The first stage reads `stdin_path` (a file) when given, else nothing; the last writes to
    `output` (an open file) when given, else its output is discarded; with `terminal`, it writes
    to a pseudo-terminal read into `output`. With `peak_rss`, each stage runs under that helper,
    which writes the stage's peak RSS to the matching file of `rss_files` (untimed runs only: the
    helper adds a fork and an exec).
    """
    processes = []
    previous = None
    first_input = open(stdin_path, "rb") if stdin_path else subprocess.DEVNULL
    screen = TerminalOutput(output, int(env.get("COLUMNS", "80"))) if terminal else None
    start = time.perf_counter()
    for index, argv in enumerate(stages):
        last = index == len(stages) - 1
        if peak_rss:
            argv = [peak_rss, rss_files[index], *argv]
        if last:
            stdout = screen.slave if screen else (output or subprocess.DEVNULL)
        else:
            stdout = subprocess.PIPE
        process = subprocess.Popen(
            argv,
            stdin=previous.stdout if previous else first_input,
            stdout=stdout,
            stderr=subprocess.DEVNULL,
            env=env,
        )
        if previous:
            previous.stdout.close()
        processes.append(process)
        previous = process
    if screen:
        screen.started()
    statuses = []
    cpu = 0.0
    for process in processes:
        _, status, usage = os.wait4(process.pid, 0)
        process.returncode = os.waitstatus_to_exitcode(status)
        statuses.append(process.returncode)
        cpu += usage.ru_utime + usage.ru_stime
    elapsed = time.perf_counter() - start
    if screen:
        screen.finish()
    if stdin_path:
        first_input.close()
    if any(statuses):
        raise WrongAnswer(f"exited with {statuses}")
    return elapsed, cpu


class Side:
    """One side of a scenario: its stages, environment and untimed preparation, and `expect`, the
    check of what a run printed (it returns what is wrong, or None); with `terminal`, its last
    stage writes to a pseudo-terminal."""

    def __init__(self, label, stages, env, prepare=None, stdin_path=None, expect=None, terminal=False):
        self.label = label
        self.terminal = terminal
        self.stages = stages
        self.env = env
        self.prepare = prepare or (lambda: None)
        self.stdin_path = stdin_path
        if expect is None:
            raise ValueError(f"{label}: a side must say what its answer is (expect=)")
        self.expect = expect

    def run(self):
        """One timed run (its preparation and the check of its answer untimed): (wall seconds,
        CPU seconds of all stages). Raises WrongAnswer when the answer is not the expected one."""
        self.prepare()
        with tempfile.TemporaryFile() as output:
            try:
                timed = run_pipeline(self.stages, self.env, stdin_path=self.stdin_path, output=output,
                                     terminal=self.terminal)
            except WrongAnswer as failure:
                raise WrongAnswer(f"{self.label} {failure}") from None
            output.seek(0)
            printed = output.read().decode("utf-8", errors="replace")
        wrong = self.expect(printed)
        if wrong:
            first = printed.splitlines()[0][:80] if printed else ""
            raise WrongAnswer(f"{self.label} printed {wrong} (first line {first!r})")
        return timed

    def peak_rss_mib(self, peak_rss, runs):
        """The highest peak RSS of any stage over `runs` untimed runs, in MiB."""
        peak = 0
        with tempfile.TemporaryDirectory() as folder:
            files = [os.path.join(folder, f"stage{index}") for index in range(len(self.stages))]
            for _ in range(runs):
                self.prepare()
                run_pipeline(self.stages, self.env, peak_rss, files, self.stdin_path, terminal=self.terminal)
                for path in files:
                    with open(path) as measured:
                        peak = max(peak, int(measured.read().strip()) * 1024)
        return peak / MIB


def compare(name, a, b, pairs, warmup, target, rss_target_mib, peak_rss, b_is_movies=False, rss_runs=3,
            a_per_b=1, a_limit_s=None):
    """A and B interleaved, `warmup` pairs then `pairs` timed pairs; then each side's peak RSS.

    When A does `a_per_b` times B's work (10,000 searches against 1,000), each ratio is per unit
    of work: (A / a_per_b) / B. `a_limit_s` bounds A's median wall time as well.
    """
    try:
        return timed_pairs(name, a, b, pairs, warmup, target, rss_target_mib, peak_rss, b_is_movies, rss_runs,
                           a_per_b, a_limit_s)
    except WrongAnswer as failure:
        raise WrongAnswer(f"{name}: {failure}") from None


def timed_pairs(name, a, b, pairs, warmup, target, rss_target_mib, peak_rss, b_is_movies, rss_runs, a_per_b,
                a_limit_s):
    """`compare`'s work, each run's answer checked."""
    for _ in range(warmup):
        a.run()
        b.run()
    a_times, b_times, ratios, a_cpu, b_cpu = [], [], [], [], []
    for _ in range(pairs):
        ta, ca = a.run()
        tb, cb = b.run()
        a_times.append(ta)
        b_times.append(tb)
        ratios.append(ta / a_per_b / tb)
        a_cpu.append(ca)
        b_cpu.append(cb)
    result = {
        "scenario": name,
        "a": a.label,
        "b": b.label,
        "pairs": pairs,
        "a_median_ms": statistics.median(a_times) * 1000,
        "b_median_ms": statistics.median(b_times) * 1000,
        "ratio_median": statistics.median(ratios),
        "target": target,
        "a_cpu_median_ms": statistics.median(a_cpu) * 1000,
        "b_cpu_median_ms": statistics.median(b_cpu) * 1000,
        "a_peak_rss_mib": a.peak_rss_mib(peak_rss, rss_runs),
        "b_peak_rss_mib": b.peak_rss_mib(peak_rss, rss_runs),
    }
    # The RSS bound is for `movies`: side A always, side B when it runs `movies` too.
    movies_rss = max(result["a_peak_rss_mib"], result["b_peak_rss_mib"] if b_is_movies else 0)
    result["movies_peak_rss_mib"] = movies_rss
    # A scenario whose target is A's time alone (target None) shows its ratio for information.
    result["ratio_met"] = target is None or result["ratio_median"] <= target
    if a_limit_s is not None:
        result["a_limit_s"] = a_limit_s
        result["ratio_met"] = result["ratio_met"] and result["a_median_ms"] <= a_limit_s * 1000
    result["rss_met"] = movies_rss <= rss_target_mib
    result["rss_target_mib"] = rss_target_mib
    result["met"] = result["ratio_met"] and result["rss_met"]
    print(
        f"{name:<44} {result['a_median_ms']:8.2f} ms {result['b_median_ms']:8.2f} ms "
        f"{result['ratio_median']:6.2f} {target_text(result):>6}  "
        f"{result['a_cpu_median_ms']:6.2f} ms {result['b_cpu_median_ms']:6.2f} ms  "
        f"{result['a_peak_rss_mib']:5.1f} MiB {result['b_peak_rss_mib']:5.1f} MiB  "
        f"{'met' if result['met'] else 'MISSED'}",
        flush=True,
    )
    return result


def target_text(result):
    """"≤ 1.2", or A's time limit when that is the target: "A ≤ 30 s"."""
    limit = result.get("a_limit_s")
    parts = ([f"≤ {result['target']}"] if result["target"] is not None else []) + (
        [f"A ≤ {limit} s"] if limit is not None else [])
    return ", ".join(parts)


class FixtureServer:
    """The tests' TMDB fixture server, on 127.0.0.1, stopped when the benchmark ends."""

    def __init__(self, script):
        self.process = subprocess.Popen(
            # An hour: the server's default lifetime (15 min) is shorter than a slow run.
            [sys.executable, script, "--lifetime", "3600"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True
        )
        self.port = int(self.process.stdout.readline().strip())

    def base(self, prefix=""):
        return f"http://127.0.0.1:{self.port}{prefix}/3"

    def stop(self):
        self.process.stdin.close()
        try:
            self.process.wait(timeout=5)
        except subprocess.TimeoutExpired:
            self.process.kill()


# MARK: - Answers

def table(rows, first):
    """The check of a `movies` table: after its column header ("Title ..."), `rows` rows, the
    first starting with the title `first`."""
    def check(printed):
        found = printed.splitlines()
        header = next((index for index, line in enumerate(found) if line.startswith("Title ")), None)
        if header is None:
            return "no table"
        found = found[header + 1:]
        if len(found) != rows:
            return f"{len(found)} rows, not {rows}"
        if not found[0].startswith(first + " "):
            return f"{found[0][:60]!r} first, not {first!r}"
        return None
    return check


def lines(count, first):
    """The check of a peer's lines: `count` of them (None: at least one), the first holding `first`."""
    def check(printed):
        found = printed.splitlines()
        if (count is None and not found) or (count is not None and len(found) != count):
            return f"{len(found)} lines, not {count if count is not None else 'one or more'}"
        if first.lower() not in found[0].lower():
            return f"{found[0][:60]!r} first, without {first!r}"
        return None
    return check


def holding(*texts):
    """The check of an output that must hold every one of `texts`."""
    def check(printed):
        missing = [text for text in texts if text not in printed]
        return f"no {missing[0]!r} in {len(printed)} characters" if missing else None
    return check


def searches(count):
    """The check of an interactive session of `count` searches ("fill N"): each one answered."""
    def check(printed):
        answered = sum(1 for line in printed.splitlines() if line.startswith('"fill ') and '": 100 movies' in line)
        return None if answered == count else f"{answered} answered searches, not {count}"
    return check


def entries(count):
    """The check of `movies cache info`: its Entries line says `count`."""
    def check(printed):
        line = next((line for line in printed.splitlines() if line.startswith("Entries")), "")
        said = "".join(character for character in line if character.isdigit())
        return None if said == str(count) else f"{line!r}, not {count} entries"
    return check


VERSION = holding("movies ")
PPM = holding("P6\n")


# MARK: - Scenarios

QUERY = ["star", "wars"]
RSS_TARGET_MIB = 30
# The poster the fixture server serves under its jpeg-posters fault (Scripts/make-jpeg-fixtures).
POSTER_JPEG = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Tests", "Fixtures", "jpeg", "poster-500x750.jpg")
API_KEY = "benchmark-key"


def base_environment():
    """The runner's environment without anything that changes what `movies` does."""
    env = {
        name: value
        for name, value in os.environ.items()
        if not name.startswith(("TMDB_", "XDG_")) and name not in ("NO_COLOR", "COLUMNS", "http_proxy", "https_proxy")
    }
    env["COLUMNS"] = "100"
    return env


class Folders:
    """A scenario's own XDG_CACHE_HOME and XDG_STATE_HOME under one temporary root."""

    def __init__(self, root, name):
        self.cache_home = os.path.join(root, name, "cache")
        self.state_home = os.path.join(root, name, "state")
        os.makedirs(self.cache_home)
        os.makedirs(self.state_home)

    @property
    def cache(self):
        return os.path.join(self.cache_home, "movies")

    def env(self, extra=None):
        env = base_environment()
        env["XDG_CACHE_HOME"] = self.cache_home
        env["XDG_STATE_HOME"] = self.state_home
        env.update(extra or {})
        return env

    def clear_cache(self):
        shutil.rmtree(self.cache, ignore_errors=True)

    def set_aside_and_settle(self):
        """Empties both folders as a new user's are, and as the file system is after a pause.

        On a file system without a journal (this VM's ext4), creating a file skips every inode
        freed in the last 30 s, one by one. A session of 10,000 searches frees about 13,000
        (each search replaces the recents file; past the bound, entries are evicted), so a run
        right after another creates its files several times slower. The folders are therefore
        moved under the root, not deleted (the root goes when the benchmark ends), and the run
        waits 31 s, untimed, for the previous run's freed inodes to age."""
        aside = os.path.join(os.path.dirname(self.cache_home), "set-aside")
        os.makedirs(aside, exist_ok=True)
        for home in (self.cache_home, self.state_home):
            folder = os.path.join(home, "movies")
            if os.path.exists(folder):
                os.rename(folder, tempfile.mkdtemp(dir=aside))
        time.sleep(31)


def server_requests(server):
    with urllib.request.urlopen(f"http://127.0.0.1:{server.port}/__stats", timeout=5) as response:
        return json.load(response)["requests"]


def run_once(argv, env):
    """Runs argv once (untimed), failing loudly when it fails; returns its stdout."""
    completed = subprocess.run(argv, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    if completed.returncode != 0:
        raise RuntimeError(f"{argv} exited with {completed.returncode}: {completed.stderr.strip()}")
    return completed.stdout


class FilledCaches:
    """Cache folders holding `count` entries: count - 1 search pages of other queries written by
    `MoviesBenchmarks fill-cache` (FileJSONResponseCache itself), then one real search of QUERY.
    Each count is filled once, when a scenario first asks for it, and checked with `cache info`."""

    def __init__(self, args, root, tmdb):
        self.args, self.root, self.tmdb = args, root, tmdb
        self.filled = {}

    def __call__(self, count):
        if count not in self.filled:
            folders = Folders(self.root, f"entries{count}")
            subprocess.run([self.args.fill_cache, "fill-cache", folders.cache, str(count - 1)], check=True)
            env = self.tmdb(folders)
            run_once([self.args.movies, "search", *QUERY], env)
            entries = json.loads(run_once([self.args.movies, "cache", "info", "--json"], env))["entries"]
            if entries != count:
                raise RuntimeError(f"the cache holds {entries} entries, not {count}")
            self.filled[count] = folders
        return self.filled[count]


def session_input(root, count):
    """A file of `count` new searches for the interactive flow ("fill 0", "/fill 1", ...), then q."""
    path = os.path.join(root, f"session-{count}.txt")
    with open(path, "w") as lines:
        lines.write("fill 0\n" + "".join(f"/fill {index}\n" for index in range(1, count)) + "q\n")
    return path


def scenarios(args, server, root):
    movies = args.movies
    search = [movies, "search", *QUERY]
    tmdb = lambda folders, prefix="": folders.env({"TMDB_API_KEY": API_KEY, "TMDB_API_BASE": server.base(prefix)})

    # 1. The offline catalog (no TMDB credentials: what a user without a key gets) against grep,
    # for an exact query and for a misspelt one (the forgiving path: the catalog's words are
    # scanned for the nearest; grep is given the right spelling, as a user would type it).
    catalog = Folders(root, "catalog")
    yield dict(
        name="catalog search, exact query",
        a=Side("movies search star wars (catalog)", [search], catalog.env(), expect=table(5, "Star Wars")),
        b=Side("grep -i 'star wars' movies.csv", [["grep", "-i", " ".join(QUERY), args.csv]], base_environment(),
               expect=lines(None, "star wars")),
        target=1.0,
    )
    yield dict(
        name="catalog search, misspelt query",
        a=Side("movies search jurasic park (catalog)", [[movies, "search", "jurasic", "park"]], catalog.env(),
               expect=table(3, "Jurassic Park")),
        b=Side("grep -i 'jurassic park' movies.csv", [["grep", "-i", "jurassic park", args.csv]], base_environment(),
               expect=lines(None, "jurassic park")),
        target=1.0,
    )
    # What the forgiving path itself costs: the same film, misspelt against spelt right. Each
    # side has its own state folder: in a shared one, each search would move its query to the
    # top of the other's recent queries and rewrite the file (an fsync) at every run.
    misspelt, spelt_right = Folders(root, "catalog-misspelt"), Folders(root, "catalog-spelt-right")
    yield dict(
        name="catalog search, misspelt vs spelt right",
        a=Side("movies search jurasic park (catalog)", [[movies, "search", "jurasic", "park"]], misspelt.env(),
               expect=table(3, "Jurassic Park")),
        b=Side("movies search jurassic park (catalog)", [[movies, "search", "jurassic", "park"]], spelt_right.env(),
               expect=table(3, "Jurassic Park")),
        target=1.1,
        b_is_movies=True,
    )

    # 2. TMDB with an empty cache (cleared before every run, untimed) against curl | jq.
    cold = Folders(root, "cold")
    url = f"{server.base()}/search/movie?query=star%20wars&page=1&include_adult=false&api_key={API_KEY}"
    yield dict(
        name="TMDB search, cold cache, text",
        a=Side("movies search star wars (TMDB)", [search], tmdb(cold), prepare=cold.clear_cache,
               expect=table(20, "star wars 1")),
        b=Side("curl -s URL | jq -r '.results[].title'", [["curl", "-s", url], ["jq", "-r", ".results[].title"]],
               base_environment(), expect=lines(20, "star wars 1")),
        target=1.0,
        network=True,
    )

    # 2b. One list without a query (movies popular) with an empty cache, against curl | jq: the
    # lists' path (their use case, repository and endpoint) costs what a search's does.
    cold_list = Folders(root, "cold-list")
    list_url = f"{server.base()}/movie/popular?page=1&api_key={API_KEY}"
    yield dict(
        name="one list's cold request (popular), text",
        a=Side("movies popular (TMDB)", [[movies, "popular"]], tmdb(cold_list), prepare=cold_list.clear_cache,
               expect=table(20, "movie/popular 1")),
        b=Side("curl -s URL | jq -r '.results[].title'", [["curl", "-s", list_url], ["jq", "-r", ".results[].title"]],
               base_environment(), expect=lines(20, "movie/popular 1")),
        target=1.0,
        network=True,
    )

    # 3. The same search answered from the cache (filled once, before the warm-up).
    warm = Folders(root, "warm")
    run_once(search, tmdb(warm))
    yield dict(
        name="the same search, warm cache",
        a=Side("movies search star wars (cached)", [search], tmdb(warm), expect=table(20, "star wars 1")),
        b=Side("movies --version", [[movies, "--version"]], warm.env(), expect=VERSION),
        target=1.5,
        b_is_movies=True,
        expect_no_requests=True,
    )

    # 3b. A movie's details with its whole story (credits, videos, release dates and watch
    # providers, one TMDB answer), from the cache filled once, against `movies --version`.
    story = Folders(root, "story")
    show = [movies, "show", "603"]
    run_once(show, tmdb(story))
    yield dict(
        name="details with everything from a warm cache",
        a=Side("movies show 603 (story, cached)", [show], tmdb(story), expect=holding("Movie 603", "Runtime")),
        b=Side("movies --version", [[movies, "--version"]], story.env(), expect=VERSION),
        target=1.6,
        b_is_movies=True,
        expect_no_requests=True,
    )

    # 4. Five pages at once against one, the server taking 100 ms per response; cold cache.
    pages5 = Folders(root, "pages5")
    pages1 = Folders(root, "pages1")
    yield dict(
        name="--pages 5 vs --pages 1, 100 ms per response",
        a=Side("movies search star wars --pages 5", [search + ["--pages", "5"]], tmdb(pages5, "/fault/delay/100"),
               prepare=pages5.clear_cache, expect=table(100, "star wars 1")),
        b=Side("movies search star wars --pages 1", [search + ["--pages", "1"]], tmdb(pages1, "/fault/delay/100"),
               prepare=pages1.clear_cache, expect=table(20, "star wars 1")),
        target=1.6,
        b_is_movies=True,
        network=True,
    )

    # 5. A warm lookup with 10,000 entries in the cache against one with 10.
    wanted = lambda name: selected(args, name)
    filled = FilledCaches(args, root, tmdb)
    with_entries = lambda count, *options: Side(
        f"movies search star wars{''.join(' ' + option for option in options)} ({count} entries)",
        [search + list(options)], tmdb(filled(count)), expect=table(20, "star wars 1"))
    name = "cache lookup, 10,000 vs 10 entries"
    if wanted(name):
        yield dict(name=name, a=with_entries(10_000), b=with_entries(10), target=1.2, b_is_movies=True,
                   expect_no_requests=True)

    # 6, 7. A search that goes to the network and rewrites its entry (--refresh) with 10,000 and
    # 50,000 entries in the cache, against the same with 10: a write must not list the cache.
    for count in (10_000, 50_000):
        name = f"cold search (--refresh), {count:,} vs 10 entries"
        if wanted(name):
            yield dict(name=name, a=with_entries(count, "--refresh"), b=with_entries(10, "--refresh"),
                       target=1.1, b_is_movies=True, network=True)

    # 8. `cache info` with 50,000 entries answers from the counters, against `movies --version`.
    name = "cache info, 50,000 entries"
    if wanted(name):
        folders = filled(50_000)
        yield dict(name=name, a=Side("movies cache info (50000 entries)", [[movies, "cache", "info"]], folders.env(),
                                     expect=entries(50_000)),
                   b=Side("movies --version", [[movies, "--version"]], folders.env(), expect=VERSION), target=1.5,
                   b_is_movies=True)

    # 9. Filling the cache through one interactive session, every search new (and so written):
    # 10,000 searches (past the 50 MiB bound, so cleanups run) within 30 s. The ratio against
    # 1,000 searches, per search, is shown for information: on this VM it measures the file
    # system more than `movies` (Benchmarks/README.md). Both start from empty folders after a
    # pause (see Folders.set_aside_and_settle); 3 pairs, no warm-up.
    name = "filling 10,000 entries, one interactive session"
    if wanted(name):
        big, small = Folders(root, "session10000"), Folders(root, "session1000")
        session = [[movies, "interactive", "--refresh"]]
        yield dict(
            name=name,
            a=Side("movies interactive, 10,000 searches", session, tmdb(big), prepare=big.set_aside_and_settle,
                   stdin_path=session_input(root, 10_000), expect=searches(10_000)),
            b=Side("movies interactive, 1,000 searches", session, tmdb(small), prepare=small.set_aside_and_settle,
                   stdin_path=session_input(root, 1_000), expect=searches(1_000)),
            target=None, a_per_b=10, a_limit_s=30, pairs=3, warmup=0, rss_runs=1, b_is_movies=True, network=True)


    # 10. A 500 × 750 poster decoded and drawn in half blocks, whole process (the details, TMDB's
    # configuration and the poster read from a warm cache), against djpeg writing the same JPEG
    # as PPM.
    name = "poster, decode and draw 500 x 750"
    if wanted(name):
        poster = Folders(root, "poster")
        env = tmdb(poster, "/fault/jpeg-posters/poster-500x750")
        env.update({"COLUMNS": "80", "COLORTERM": "truecolor"})
        show = [movies, "show", "603", "--poster", "-", "--images", "blocks"]
        run_pipeline([show], env, terminal=True)  # the poster is fetched only for a terminal
        yield dict(
            name=name,
            a=Side("movies show 603 --poster - --images blocks (cached)", [show], env, terminal=True,
                   expect=holding("Movie 603", "\u2580")),
            b=Side("djpeg -ppm poster.jpg", [["djpeg", "-ppm", POSTER_JPEG]], base_environment(), expect=PPM),
            target=3.0,
            expect_no_requests=True,
        )

    # 11. The largest poster within the decoder's limits (4096 × 1953 at 4:4:4, the fixture
    # server's flat-444), drawn as kitty and as sixel pictures from a warm cache: its peak RSS is
    # the bound (64 MiB), the time against djpeg decoding the same file at the same scale (1/2)
    # is shown for information.
    flat = os.path.join(root, "flat-444.jpg")
    with open(flat, "wb") as image:
        image.write(server_module(args.fixture_server).synthetic_jpeg(4096, 1953, 3, False))
    for images in ("kitty", "sixel"):
        name = f"poster at the pixel limit, {images}"
        if wanted(name):
            folders = Folders(root, f"poster-{images}")
            env = tmdb(folders, "/fault/jpeg-posters/flat-444")
            env.update({"COLUMNS": "126"})
            show = [movies, "show", "550", "--poster", "-", "--images", images]
            run_pipeline([show], env, terminal=True)  # the poster is fetched only for a terminal
            yield dict(
                name=name,
                a=Side(f"movies show 550 --poster - --images {images} (cached)", [show], env, terminal=True,
                       expect=holding("Fight Club", "\x1b_G" if images == "kitty" else "\x1bP")),
                b=Side("djpeg -scale 1/2 -ppm flat-444.jpg", [["djpeg", "-scale", "1/2", "-ppm", flat]],
                       base_environment(), expect=PPM),
                target=None,
                rss_target_mib=64,
                expect_no_requests=True,
            )


def server_module(path):
    """The fixture server's module, for the pictures it builds (`synthetic_jpeg`)."""
    spec = importlib.util.spec_from_file_location("tmdb_fixture_server", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def selected(args, name):
    """Whether --only (texts separated by commas; none: every scenario) picks the scenario `name`."""
    return not args.only or any(text in name for text in args.only.split(","))


def markdown(results, rss_target_mib):
    lines = [
        "| scenario | A (`movies`) | B (peer) | A median | B median | median of A/B | target | A CPU | B CPU "
        "| peak RSS A | peak RSS B | |",
        "|---|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---|",
    ]
    for r in results:
        verdict = "met" if r["met"] else ("MISSED (RSS)" if r["ratio_met"] else "MISSED")
        cell = lambda text: text.replace("|", "\\|")
        lines.append(
            f"| {r['scenario']} | {cell(r['a'])} | {cell(r['b'])} | {r['a_median_ms']:.2f} ms | {r['b_median_ms']:.2f} ms "
            f"| {r['ratio_median']:.2f} | {target_text(r)} | {r['a_cpu_median_ms']:.2f} ms | {r['b_cpu_median_ms']:.2f} ms "
            f"| {r['a_peak_rss_mib']:.1f} MiB | {r['b_peak_rss_mib']:.1f} MiB | {verdict} |"
        )
    lines.append(f"\nPeak RSS bound for `movies` (side A, and side B when it runs `movies`): {rss_target_mib} MiB; "
                 "64 MiB for the posters at the pixel limit.")
    return "\n".join(lines) + "\n"


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--movies", required=True, help="the release binary, built as the README says")
    parser.add_argument("--csv", required=True, help="movies.csv, the catalog's source, for grep")
    parser.add_argument("--fixture-server", required=True, help="Tests/Fixtures/tmdb_fixture_server.py")
    parser.add_argument("--fill-cache", required=True, help="the MoviesBenchmarks binary (fill-cache)")
    parser.add_argument("--peak-rss", required=True, help="the peak-rss helper (Benchmarks/peak-rss.c)")
    parser.add_argument("--pairs", type=int, default=41)
    parser.add_argument("--warmup", type=int, default=5)
    parser.add_argument("--only", help="run only the scenarios whose name contains this (or one of these, comma-separated)")
    parser.add_argument("--json")
    parser.add_argument("--markdown")
    args = parser.parse_args()
    args.movies = os.path.abspath(args.movies)
    for tool in ("grep", "curl", "jq"):
        if shutil.which(tool) is None:
            sys.exit(f"compare.py: {tool} is missing (Benchmarks/run installs it)")

    server = FixtureServer(args.fixture_server)
    root = tempfile.mkdtemp(prefix="movies-bench-")
    results = []
    try:
        print(f"{'scenario':<44} {'A median':>11} {'B median':>11} {'A/B':>6} {'target':>6}  "
              f"{'A CPU':>9} {'B CPU':>9}  {'RSS A':>9} {'RSS B':>9}", flush=True)
        for scenario in scenarios(args, server, root):
            if not selected(args, scenario["name"]):
                continue
            before = server_requests(server)
            result = compare(scenario["name"], scenario["a"], scenario["b"], scenario.get("pairs", args.pairs),
                             scenario.get("warmup", args.warmup), scenario["target"],
                             scenario.get("rss_target_mib", RSS_TARGET_MIB), args.peak_rss,
                             b_is_movies=scenario.get("b_is_movies", False), rss_runs=scenario.get("rss_runs", 3),
                             a_per_b=scenario.get("a_per_b", 1), a_limit_s=scenario.get("a_limit_s"))
            requests = server_requests(server) - before
            result["server_requests"] = requests
            if scenario.get("expect_no_requests") and requests:
                raise RuntimeError(f"{scenario['name']}: the warm runs sent {requests} requests")
            if scenario.get("network") and requests == 0:
                raise RuntimeError(f"{scenario['name']}: the cold runs sent no request")
            results.append(result)
    except WrongAnswer as failure:
        print(f"compare.py: a wrong answer, not timed: {failure}", file=sys.stderr, flush=True)
        return 3
    finally:
        server.stop()
        shutil.rmtree(root, ignore_errors=True)
    if args.json:
        with open(args.json, "w") as output:
            json.dump(results, output, indent=2)
    if args.markdown:
        with open(args.markdown, "w") as output:
            output.write(markdown(results, RSS_TARGET_MIB))
    missed = [r["scenario"] for r in results if not r["met"]]
    print(f"\n{len(results) - len(missed)} of {len(results)} scenarios met their targets"
          + (f"; missed: {', '.join(missed)}" if missed else ""))
    return 1 if missed else 0


if __name__ == "__main__":
    sys.exit(main())

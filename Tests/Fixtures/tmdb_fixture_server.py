#!/usr/bin/env python3
"""A TMDB-shaped HTTP/1.1 fixture server for the tests of `movies` (python3 standard library only).

Starting and stopping
    python3 tmdb_fixture_server.py [--lifetime SECONDS] [--tls CERT KEY]
    With --tls it serves https with that certificate (Tests/Fixtures/tls: a self-signed one for
    127.0.0.1 and localhost, which a client trusts only when told to).
    Binds 127.0.0.1 on a free port and prints that port alone on its first stdout line. Exits when
    its stdin closes (the launcher died or stopped it), on SIGTERM or SIGINT, or after --lifetime
    seconds (default 900) whatever happens. Every delay it is asked for is capped at 120 s.

URL grammar
    [/fault/<name>[/<arg>]]... /3/<endpoint>[?query]      a TMDB v3 request, faults applied in order
    [/fault/<name>[/<arg>]]... /t/p/<size>/<file>          a poster image: a small JPEG whose comment says
                                                          "IMG <size> <file>"
    GET  /__stats     JSON: {"connections", "requests", "paths": {path: count},
                      "last_request": {"method", "path", "query": {name: value}, "headers": {name: value}},
                      "hang_ups": requests whose client closed the connection while a delay or stall
                      held the answer (a cancelled transfer)}
                      (header names lower-cased; control paths are never counted)
    POST /__reset     zeroes the counters and forgets the "once" faults' state and the injected faults
    POST /__inject/<name>[/<arg>][/fault/<name>[/<arg>]]...
                      applies these faults to every later request, before the URL's own: the
                      same base URL (and so the same cache keys) turns faulty

    Credentials are required as TMDB requires them: an `api_key` query parameter or an
    `Authorization: Bearer <token>` header, else 401 with status_code 7.

Endpoints (deterministic for any input)
    search/movie      query, page (1...500, else 400 code 22); titles "<query> <n>", n counting from 1
                      over all pages; 20 a page; total_results 100 unless the `total` fault says.
                      ids are crc32(query) % 100000 * 1000 + n; "fight club" finds Fight Club (550) first.
    movie/<id>        details of any positive integer id: title "Movie <id>" (else 404 code 34), in "The
                      Matrix Collection"; `append_to_response` adds what it names of credits, videos,
                      release_dates and watch/providers (`story_parts`). As TMDB does, `videos` keeps
                      the languages `include_video_language` names ("de,en,null"; "null": none), else
                      the request's `language` (ISO 639-1 part), else English.
                      movie/550 is Fight Club as TMDB tells it (FIGHT_CLUB): revenue, imdb_id, homepage,
                      a German overview when asked in German; release dates with DE's theatrical
                      1999-11-11 (type 3) and JP's "PG12 " (TMDB's stray space); watch providers in ES
                      (free: Plex), HR (ads: RTL Play), DE and US; an English trailer, a German
                      teaser (so a German request without include_video_language has no trailer)
                      and a French trailer (which a French request prefers)
    movie/popular, movie/top_rated, movie/upcoming, movie/now_playing, trending/movie/<day|week>,
    discover/movie, movie/<id>/recommendations, movie/<id>/similar
                      a page shaped as search/movie's, its titles "<list> <n>" (the list: the path,
                      e.g. "movie/popular"; discover's with its sort_by); upcoming and now_playing add
                      TMDB's "dates" {"maximum": "2026-12-24", "minimum": "2026-11-27"}, their films
                      dated within it but every tenth (upcoming's 2026-10-30, already out; now
                      playing's 2027-01-15, still to come); the parameters sent are in /__stats
    find/<external id> external_source=imdb_id: TMDB's {"movie_results": [...], "person_results": [], ...};
                      tt0137523 finds Fight Club (550), any other id nothing (another source: 400 code 22)
    search/person     query, page: people "<Query>" (id 7001) then "<Query> Jr." (7002) and
                      "<Query> Sr." (7003); the query "nobody" finds no one
    person/<id>/movie_credits
                      TMDB's shape: "cast" (with "character", "credit_id", "order") and "crew" (with
                      "department", "job"): 3 films played, 2 directed (one of them also played and
                      also written), one undated; titles "Film <id>-<n>"; with the `same-year` fault,
                      two more films of 2023, January's listed before September's
    configuration     images.secure_base_url pointing back at this server (fault prefix kept),
                      poster_sizes w92 w154 w185 w342 w500 w780 original
    /t/p/<size>/<f>   bytes b"IMG <size> <f>" as image/jpeg

    JSON bodies are gzip-compressed when the request accepts gzip, as TMDB's are.

Faults (names with an <arg> always take exactly one)
    total/<n>                  search pages count n results in all
    claimed-total/<n>          search pages carry their results as usual but say total_results n and total_pages
                               ceil(n / 20): totals below what they sent (0: a full page that says it has none)
    delay/<ms>                 answer after ms milliseconds
    stall/<s>                  send nothing for s seconds (gives up early if the client hangs up), then answer
    stall-body/<s>             send the headers and half the body, then nothing for s seconds, then the rest
    status/<code>              HTTP <code> with a TMDB error body: 400 (22), 401 (7), 404 (34), 422 (22),
                               429 (25), 500 (11), 502 (11), 503 (46), 504 (24)
    unauthorized/<tmdb code>   401 with status_code 3, 7 or 10 and TMDB's message for it
    not-found/<tmdb code>      404 with status_code 6 or 34
    rate-limit/<s>             429 code 25 with Retry-After: s, always
    rate-limit-no-retry-after  429 code 25 without Retry-After, always
    rate-limit-once/<s>        the first request for each path+query gets 429 with Retry-After: s, later ones succeed
    rate-limit-once-no-retry-after   the same without Retry-After
    truncated                  Content-Length of the whole body, half of it sent, connection closed
    cut-json                   a well-formed HTTP 200 whose JSON stops in the middle
    invalid-json               HTTP 200, application/json, not JSON
    html                       HTTP 200, text/html, a web page
    huge/<MiB>                 HTTP 200 streaming MiB mebibytes of JSON-looking bytes, chunked (no length)
    huge-length/<MiB>          the same with a Content-Length header
    redirect-loop              302 to the same URL, forever
    redirects/<n>              302 n times (to the same URL with n-1), then the answer
    redirect-file              302 to file:///etc/passwd
    jpeg-posters/<name>        poster images are Tests/Fixtures/jpeg/<name>.jpg, a real JPEG; or, built here
                               (as Tests/InfrastructureTests/JPEGDecoding/SyntheticJPEG.swift does): scan-flood
                               (a valid 4096x1952 gray progressive JPEG, then 10,000 empty scans) or
                               flat-444 (a flat 4096x1953 baseline 4:4:4 JPEG, just inside the 8 M-pixel limit)
    poster-html                poster images answer HTTP 200 with an HTML page
    poster-status/<code>       poster images answer HTTP <code> with an HTML body (an image host's error page)
    poster-sizes/<kind>        configuration's poster_sizes is hostile: int-min (["w-9223372036854775808", "w500"]),
                               huge (["w9223372036854775807"]), junk (["wide", "w12x"])
    redirect-ftp               302 to ftp://127.0.0.1:<port>/
    redirect-to/<host>         302 to the same path and query (this fault removed) on http://<host>:<port>
                               (a host plain http must not go to, such as 127.0.0.2)
    redirect-other-host        302 to the same path and query (this fault removed) on http://localhost:<port>,
                               another host to the client (it must not forward an Authorization header)
    drop                       close the connection without answering
    reset                      reset the connection (a TCP RST) without answering
    drop-after-headers         send the headers (with a Content-Length) then close the connection
    http09                     answer the body alone, with no status line or headers, as HTTP/0.9 did
    bad-status-line            answer "HTTP/1.1 abc" and no headers: a status line no HTTP version has
    echo-credentials           401 code 7 whose status_message repeats the api_key and bearer token received
                               (a hostile server: proves the client scrubs secrets from errors)
    control-titles             search titles and details (title, tagline, overview) carrying ESC sequences,
                               BEL, CR, NUL, bidi overrides, C1 controls and a 1,000-character word
    strict-pages               search pages past the last one answer 422 code 22, as TMDB did in issue 14
                               (instead of an empty page)
    vote-average/<v>           every search result's and details' vote_average is <v> (1e18: a value no film has)
    vote-count/<n>             every search result's and details' vote_count is <n> (under 500: no film a rating
                               sort ranks; over 100,000,000: a count no film has)
    other-id/<id>              details answer about movie <id>, whichever movie was asked for
    other-page/<n>             search and list pages say "page": n, whichever page was asked for (their results
                               and totals unchanged)
    hostile-story              the appended parts carry values no film has (`story_parts`)
    quirks                     what TMDB really sends: "" release dates, null paths, whole-number votes,
                               empty genre_ids, missing optional fields, any Unicode, one malformed result
    echo-in-results            200: each search result's title repeats the api_key received, its overview the
                               Authorization header and the request's path and query (an echo service or proxy)
    echo-url                   401 code 7 whose status_message repeats the api_key as decoded and as a form
                               encodes it, then the request's path and query with its hex digits in lower case,
                               and as received (a hostile server: proves the key is scrubbed in every form)
    credits/<n>                person/<id>/movie_credits answers n cast credits, all of one film, each with its
                               own character and job (a filmography a quadratic decoder chokes on)
    credits-status/<code>      person/<id>/movie_credits alone answers HTTP <code> as `status` does
    combining/<n>              every name, character, job, title and tagline is one letter and n combining
                               marks (U+0301): one grapheme cluster of 2n+1 bytes (6n+1 in the JSON, which
                               escapes them)
    page-size/<n>              list and search pages hold n results (TMDB's hold at most 20)
    bad-part/<name>            the story's part <name> has a shape TMDB never sends: credits ([]), videos (5),
                               belongs_to_collection ("x"), release_dates ({"results": 7}),
                               watch-providers (watch/providers: "x")
    huge-numbers               runtime 2^63-1, budget and revenue Int64.max (a vote count that high: vote-count)
    private-use                search titles and details carry private-use characters (U+E000, U+F8FF,
                               U+F0000)
    same-year                  person/<id>/movie_credits adds "Film <id>-5" (2023-01-20) then "Film <id>-6"
                               (2023-09-08): one year, two dates
"""

import argparse
import gzip
import json
import math
import os
import select
import signal
import ssl
import socket
import struct
import sys
import threading
import time
import zlib
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import parse_qsl, quote_plus, urlsplit

MAX_DELAY_SECONDS = 120.0
PAGE_SIZE = 20
FAULTS_WITH_ARG = {
    "total", "claimed-total", "delay", "stall", "stall-body", "status", "unauthorized", "not-found", "rate-limit",
    "rate-limit-once", "huge", "huge-length", "redirects", "redirect-to", "vote-average", "vote-count", "other-id",
    "other-page",
    "jpeg-posters", "poster-status", "poster-sizes", "credits", "credits-status", "combining", "page-size",
    "bad-part",
}
FAULTS_WITHOUT_ARG = {
    "rate-limit-no-retry-after", "rate-limit-once-no-retry-after", "truncated", "cut-json", "invalid-json",
    "html", "echo-credentials", "redirect-loop", "redirect-file", "redirect-ftp", "redirect-other-host", "drop", "reset", "drop-after-headers",
    "http09", "bad-status-line", "control-titles",
    "quirks", "strict-pages", "poster-html", "hostile-story", "echo-url", "huge-numbers", "private-use",
    "same-year", "echo-in-results",
}
STATUS_BODIES = {
    400: (22, "Invalid page: Pages start at 1 and max at 500. They are expected to be an integer."),
    401: (7, "Invalid API key: You must be granted a valid key."),
    404: (34, "The resource you requested could not be found."),
    422: (22, "Invalid page: Pages start at 1 and max at 500. They are expected to be an integer."),
    429: (25, "Your request count (41) is over the allowed limit of 40."),
    500: (11, "Internal error: Something went wrong, contact TMDb."),
    502: (11, "Internal error: Something went wrong, contact TMDb."),
    503: (46, "The API is undergoing maintenance. Try again later."),
    504: (24, "Your request to the backend server timed out. Try again."),
}
UNAUTHORIZED_MESSAGES = {
    3: "Authentication failed: You do not have permissions to access the service.",
    7: "Invalid API key: You must be granted a valid key.",
    10: "Suspended API key: Access to your account has been suspended, contact TMDB.",
}
NOT_FOUND_MESSAGES = {
    6: "Invalid id: The pre-requisite id is invalid or not found.",
    34: "The resource you requested could not be found.",
}


class Stats:
    def __init__(self):
        self.lock = threading.Lock()
        self.reset()

    def reset(self):
        self.connections = 0
        self.requests = 0
        self.hang_ups = 0
        self.paths = {}
        self.last_request = None
        self.once_seen = set()
        self.injected = []

    def snapshot(self):
        with self.lock:
            return {
                "connections": self.connections,
                "requests": self.requests,
                "hang_ups": self.hang_ups,
                "paths": dict(self.paths),
                "last_request": self.last_request,
            }


STATS = Stats()


class ClientGone(Exception):
    pass


class FixtureHandler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    server_version = "tmdb-fixture/1"
    timeout = 600  # idle keep-alive connections are closed after this (libcurl drops them after 118 s)

    def setup(self):
        super().setup()
        # Headers and body go out in two writes: with Nagle's algorithm the body would wait for
        # the client's delayed ACK of the headers, 40 ms per request on a reused connection.
        self.connection.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        self.connection_counted = False

    def log_message(self, format, *args):  # keep stderr quiet
        pass

    # MARK: - Dispatch

    def do_GET(self):
        self.dispatch()

    def do_POST(self):
        self.dispatch()

    def dispatch(self):
        split = urlsplit(self.path)
        if split.path == "/__stats":
            return self.send_json(200, STATS.snapshot(), compress=False)
        if split.path == "/__reset":
            with STATS.lock:
                STATS.reset()
            return self.send_json(200, {"reset": True}, compress=False)
        if split.path.startswith("/__inject/"):
            with STATS.lock:
                STATS.injected = ["fault"] + [s for s in split.path[len("/__inject/"):].split("/") if s]
            return self.send_json(200, {"injected": STATS.injected}, compress=False)
        query = dict(parse_qsl(split.query, keep_blank_values=True))
        with STATS.lock:
            if not self.connection_counted:
                self.connection_counted = True
                STATS.connections += 1
            STATS.requests += 1
            STATS.paths[split.path] = STATS.paths.get(split.path, 0) + 1
            STATS.last_request = {
                "method": self.command,
                "path": split.path,
                "query": query,
                "headers": {name.lower(): value for name, value in self.headers.items()},
            }
        try:
            self.answer(split, query)
        except ClientGone:
            with STATS.lock:
                STATS.hang_ups += 1
            self.close_connection = True
        except (BrokenPipeError, ConnectionResetError):
            self.close_connection = True

    def answer(self, split, query):
        with STATS.lock:
            injected = list(STATS.injected)
        segments = injected + [s for s in split.path.split("/") if s]
        faults = []
        while len(segments) >= 2 and segments[0] == "fault":
            name = segments[1]
            if name in FAULTS_WITH_ARG and len(segments) >= 3:
                faults.append((name, segments[2]))
                segments = segments[3:]
            elif name in FAULTS_WITHOUT_ARG:
                faults.append((name, None))
                segments = segments[2:]
            else:
                return self.send_error_body(400, 22, f"unknown fault {name!r}")
        prefix = split.path[: len(split.path) - len("/".join(segments))].rstrip("/")
        self.faults = dict(faults)
        self.fault_prefix = prefix
        for name, arg in faults:
            if self.apply_fault(name, arg, split, query):
                return
        if segments[:2] == ["t", "p"] and len(segments) == 4:
            if "poster-html" in self.faults:
                return self.send_body(200, b"<!DOCTYPE html><html><body>Not a poster</body></html>", "text/html")
            if "poster-status" in self.faults:
                return self.send_body(int(self.faults["poster-status"]), b"<html>no</html>", "text/html")
            name = self.faults.get("jpeg-posters")
            if name in SYNTHETIC_POSTERS:
                return self.send_body(200, SYNTHETIC_POSTERS[name](), "image/jpeg")
            if name is not None:
                if not name.replace("-", "").isalnum():
                    return self.send_error_body(400, 22, "bad jpeg-posters name")
                with open(os.path.join(os.path.dirname(os.path.abspath(__file__)), "jpeg", name + ".jpg"), "rb") as image:
                    return self.send_body(200, image.read(), "image/jpeg")
            return self.send_body(200, labelled_jpeg(f"IMG {segments[2]} {segments[3]}"), "image/jpeg")
        if not segments or segments[0] != "3":
            return self.send_error_body(404, 34, "The resource you requested could not be found.")
        if "api_key" not in query and not self.headers.get("Authorization", "").startswith("Bearer "):
            return self.send_error_body(401, 7, UNAUTHORIZED_MESSAGES[7])
        endpoint = segments[1:]
        if endpoint == ["search", "movie"]:
            return self.search(query)
        if endpoint[:1] == ["movie"] and len(endpoint) == 3 and endpoint[2] in ("recommendations", "similar"):
            if not endpoint[1].isdigit():
                return self.send_error_body(404, 34, "The resource you requested could not be found.")
            return self.search(dict(query, query="/".join(endpoint)))
        if endpoint in (["movie", "popular"], ["movie", "top_rated"], ["movie", "upcoming"], ["movie", "now_playing"],
                        ["trending", "movie", "day"], ["trending", "movie", "week"], ["discover", "movie"]):
            name = "/".join(endpoint) + (" " + query.get("sort_by", "") if endpoint[0] == "discover" else "")
            dates = {"maximum": "2026-12-24", "minimum": "2026-11-27"} if endpoint[1] in ("upcoming", "now_playing") else None
            return self.search(dict(query, query=name), dates=dates)
        if endpoint == ["search", "person"]:
            return self.people(query)
        if len(endpoint) == 3 and endpoint[0] == "person" and endpoint[2] == "movie_credits":
            return self.movie_credits(endpoint[1])
        if len(endpoint) == 2 and endpoint[0] == "movie":
            return self.details(endpoint[1], query)
        if len(endpoint) == 2 and endpoint[0] == "find":
            return self.find(endpoint[1], query)
        if endpoint == ["configuration"]:
            return self.configuration()
        return self.send_error_body(404, 34, "The resource you requested could not be found.")

    # MARK: - Faults

    def apply_fault(self, name, arg, split, query):
        """Returns True when the fault answered the request."""
        if name == "delay":
            self.wait(float(arg) / 1000)
        elif name == "stall":
            self.wait(float(arg))
        elif name == "stall-body":
            body = json.dumps(self.sample_page()).encode()
            self.send_head(200, "application/json;charset=utf-8", len(body))
            self.wfile.write(body[: len(body) // 2])
            self.wfile.flush()
            self.wait(float(arg))
            self.wfile.write(body[len(body) // 2 :])
            self.wfile.flush()
            return True
        elif name == "status":
            code = int(arg)
            tmdb_code, message = STATUS_BODIES.get(code, (11, "Internal error: Something went wrong, contact TMDb."))
            self.send_error_body(code, tmdb_code, message)
            return True
        elif name == "unauthorized":
            self.send_error_body(401, int(arg), UNAUTHORIZED_MESSAGES.get(int(arg), UNAUTHORIZED_MESSAGES[7]))
            return True
        elif name == "not-found":
            self.send_error_body(404, int(arg), NOT_FOUND_MESSAGES.get(int(arg), NOT_FOUND_MESSAGES[34]))
            return True
        elif name in ("rate-limit", "rate-limit-no-retry-after"):
            self.send_error_body(429, *STATUS_BODIES[429], retry_after=arg)
            return True
        elif name in ("rate-limit-once", "rate-limit-once-no-retry-after"):
            key = (name, split.path, split.query)
            with STATS.lock:
                first = key not in STATS.once_seen
                STATS.once_seen.add(key)
            if first:
                self.send_error_body(429, *STATUS_BODIES[429], retry_after=arg)
                return True
        elif name == "truncated":
            body = json.dumps(self.sample_page()).encode()
            self.send_head(200, "application/json;charset=utf-8", len(body))
            self.wfile.write(body[: len(body) // 2])
            self.wfile.flush()
            self.hang_up()
            return True
        elif name == "cut-json":
            body = json.dumps(self.sample_page()).encode()
            self.send_body(200, body[: len(body) // 2], "application/json;charset=utf-8")
            return True
        elif name == "invalid-json":
            self.send_body(200, b'{"page": 1, "results": [ this is not json', "application/json;charset=utf-8")
            return True
        elif name == "html":
            page = b"<!DOCTYPE html><html><head><title>Sign in</title></head><body><h1>Captive portal</h1></body></html>"
            self.send_body(200, page, "text/html; charset=utf-8")
            return True
        elif name in ("huge", "huge-length"):
            self.stream_huge(int(float(arg) * 1024 * 1024), chunked=(name == "huge"))
            return True
        elif name == "redirect-loop":
            self.redirect(self.path)
            return True
        elif name == "redirects":
            remaining = int(arg)
            if remaining > 0:
                self.redirect(self.path.replace(f"/fault/redirects/{remaining}/", f"/fault/redirects/{remaining - 1}/", 1))
                return True
        elif name == "redirect-file":
            self.redirect("file:///etc/passwd")
            return True
        elif name == "redirect-other-host":
            target = self.path.replace("/fault/redirect-other-host", "", 1)
            self.redirect(f"http://localhost:{self.server.server_address[1]}{target}")
            return True
        elif name == "redirect-to":
            target = self.path.replace(f"/fault/redirect-to/{arg}", "", 1)
            self.redirect(f"http://{arg}:{self.server.server_address[1]}{target}")
            return True
        elif name == "redirect-ftp":
            self.redirect(f"ftp://127.0.0.1:{self.server.server_address[1]}/")
            return True
        elif name == "echo-credentials":
            echoed = f"Invalid API key {query.get('api_key', '')} / {self.headers.get('Authorization', '')}"
            self.send_error_body(401, 7, echoed)
            return True
        elif name == "echo-url":
            key = query.get("api_key", "")
            lower = "%".join(part if i == 0 else part[:2].lower() + part[2:]
                             for i, part in enumerate(self.path.split("%")))
            echoed = f"Invalid API key [{key}] <{quote_plus(key)}> in {lower} ({self.path})"
            self.send_error_body(401, 7, echoed)
            return True
        elif name == "credits-status" and "/movie_credits" in split.path:
            code = int(arg)
            self.send_error_body(code, *STATUS_BODIES.get(code, (11, "Internal error")))
            return True
        elif name == "drop":
            self.hang_up()
            return True
        elif name == "reset":
            # Closed with a zero linger time, the socket sends RST instead of FIN.
            self.connection.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
            self.close_connection = True
            self.connection.close()
            return True
        elif name in ("http09", "bad-status-line"):
            body = json.dumps(self.sample_page()).encode()
            self.wfile.write(body if name == "http09" else b"HTTP/1.1 abc\r\n\r\n" + body)
            self.wfile.flush()
            self.hang_up()
            return True
        elif name == "drop-after-headers":
            self.send_head(200, "application/json;charset=utf-8", 4096)
            self.wfile.flush()
            self.hang_up()
            return True
        return False

    def wait(self, seconds):
        """Sleeps, but returns early (raising ClientGone) when the client hangs up."""
        deadline = time.monotonic() + min(max(seconds, 0), MAX_DELAY_SECONDS)
        while True:
            left = deadline - time.monotonic()
            if left <= 0:
                return
            readable, _, _ = select.select([self.connection], [], [], min(left, 0.05))
            if readable:
                try:
                    if self.connection.recv(1, socket.MSG_PEEK) == b"":
                        raise ClientGone()
                except OSError:
                    raise ClientGone()
                time.sleep(min(left, 0.05))  # a pipelined request: keep waiting

    def hang_up(self):
        self.close_connection = True
        try:
            self.connection.shutdown(socket.SHUT_RDWR)
        except OSError:
            pass

    def redirect(self, location):
        self.send_response(302)
        self.send_header("Location", location)
        self.send_header("Content-Length", "0")
        self.end_headers()

    def stream_huge(self, size, chunked):
        self.send_response(200)
        self.send_header("Content-Type", "application/json;charset=utf-8")
        if chunked:
            self.send_header("Transfer-Encoding", "chunked")
        else:
            self.send_header("Content-Length", str(size))
        self.end_headers()
        record = b'{"id":1,"title":"' + b"x" * 200 + b'"},'
        block = (b'{"page":1,"results":[' + record * (65536 // len(record)))[:65536]
        sent = 0
        while sent < size:
            chunk = block[: min(len(block), size - sent)]
            if chunked:
                self.wfile.write(b"%x\r\n" % len(chunk) + chunk + b"\r\n")
            else:
                self.wfile.write(chunk)
            sent += len(chunk)
        if chunked:
            self.wfile.write(b"0\r\n\r\n")
        self.wfile.flush()

    # MARK: - Endpoints

    def search(self, query, dates=None):
        text = query.get("query", "")
        try:
            page = int(query.get("page", "1"))
        except ValueError:
            page = 0
        if not 1 <= page <= 500:
            return self.send_error_body(400, 22, STATUS_BODIES[400][1])
        total = int(self.faults.get("total", "100"))
        total_pages = min(math.ceil(total / PAGE_SIZE), 500)
        base = zlib.crc32(text.encode()) % 100000 * 1000
        if "strict-pages" in self.faults and page > max(total_pages, 1):
            return self.send_error_body(422, 22, STATUS_BODIES[422][1])
        first = (page - 1) * PAGE_SIZE + 1
        numbers = range(first, min(first + PAGE_SIZE, total + 1)) if page <= total_pages else range(0)
        results = [self.search_result(base + n, f"{text} {n}", n) for n in numbers]
        if "control-titles" in self.faults:
            results = [self.search_result(base + i + 1, title, i + 1) for i, title in enumerate(control_titles())]
        if "quirks" in self.faults:
            results = quirky_results()
        if "vote-average" in self.faults:
            for result in results:
                result["vote_average"] = float(self.faults["vote-average"])
        if "vote-count" in self.faults:
            for result in results:
                result["vote_count"] = int(self.faults["vote-count"])
        if "page-size" in self.faults:
            results = [self.search_result(base + n, f"{text} {n}", n) for n in range(1, int(self.faults["page-size"]) + 1)]
        if "echo-in-results" in self.faults:
            for result in results:
                result["title"] = f"{result['title']} key {query.get('api_key', '')}"
                result["overview"] = f"{self.headers.get('Authorization', '')} asked {self.path}"
        if text == "fight club" and page == 1 and results:
            results[0] = dict(self.search_result(550, FIGHT_CLUB["title"], 1), release_date=FIGHT_CLUB["release_date"])
        for result in results:
            self.make_hostile(result, "title", "original_title")
        body = {"page": page, "results": results, "total_pages": total_pages, "total_results": total}
        if "claimed-total" in self.faults:
            claimed = int(self.faults["claimed-total"])
            body.update(total_pages=math.ceil(claimed / PAGE_SIZE), total_results=claimed)
        if "other-page" in self.faults:
            body["page"] = int(self.faults["other-page"])
        if dates:
            body["dates"] = dates
            # As TMDB's lists do now and then, every tenth film is outside the window: upcoming's
            # already out, now playing's still to come; the others are dated within it.
            upcoming = text.startswith("movie/upcoming")
            for result in (r for r in results if isinstance(r, dict) and isinstance(r.get("id"), int)):
                n = result["id"] % 1000
                inside = f"2026-12-{1 + n % 24:02d}" if upcoming else f"2026-11-{27 + n % 4:02d}"
                outside = "2026-10-30" if upcoming else "2027-01-15"
                result["release_date"] = outside if n % 10 == 0 else inside
        self.send_json(200, body)

    def find(self, external_id, query):
        """TMDB's find: the movies known by an external id; tt0137523 is Fight Club (550)."""
        if query.get("external_source") not in ("imdb_id", "facebook_id", "instagram_id", "tvdb_id", "tiktok_id",
                                                  "twitter_id", "wikidata_id", "youtube_id"):
            return self.send_error_body(400, 22, STATUS_BODIES[400][1])
        movies = []
        if query.get("external_source") == "imdb_id" and external_id == FIGHT_CLUB["imdb_id"]:
            movies = [dict(self.search_result(550, FIGHT_CLUB["title"], 1), release_date=FIGHT_CLUB["release_date"],
                           media_type="movie")]
        self.send_json(200, {"movie_results": movies, "person_results": [], "tv_results": [],
                             "tv_episode_results": [], "tv_season_results": []})

    def people(self, query):
        text = query.get("query", "")
        names = [] if text == "nobody" else [text.title(), f"{text.title()} Jr.", f"{text.title()} Sr."]
        results = [{
            "adult": False, "gender": 2, "id": 7001 + i, "known_for_department": "Acting" if i else "Directing",
            "name": name, "original_name": name, "popularity": 50.0 - i, "profile_path": None,
            "known_for": [self.search_result(9000 + i, f"Known {i}", i + 1)],
        } for i, name in enumerate(names)]
        for result in results:
            self.make_hostile(result, "name", "known_for_department")
        self.send_json(200, {"page": 1, "results": results, "total_pages": 1, "total_results": len(results)})

    def movie_credits(self, raw_id):
        if not raw_id.isdigit() or int(raw_id) <= 0:
            return self.send_error_body(404, 34, "The resource you requested could not be found.")
        person = int(raw_id)
        def film(n, date):
            result = self.search_result(person * 100 + n, f"Film {person}-{n}", n)
            result["release_date"] = date
            return result
        cast = [dict(film(1, "1999-05-01"), character="Hero", credit_id="c1", order=0),
                dict(film(2, "2010-07-16"), character="Villain", credit_id="c2", order=3),
                dict(film(3, ""), character="", credit_id="c3", order=1)]
        crew = [dict(film(2, "2010-07-16"), department="Directing", job="Director", credit_id="c4"),
                dict(film(2, "2010-07-16"), department="Writing", job="Screenplay", credit_id="c5"),
                dict(film(4, "2020-01-10"), department="Directing", job="Director", credit_id="c6")]
        if "same-year" in self.faults:
            cast += [dict(film(5, "2023-01-20"), character="Winter", credit_id="c7", order=4),
                     dict(film(6, "2023-09-08"), character="Autumn", credit_id="c8", order=5)]
        if "credits" in self.faults:
            # Short credits, as many as asked, all of one film: each adds a character and a job.
            cast = [{"id": person * 100 + 1, "title": f"Film {person}-1", "character": f"Role {n}", "job": f"Job {n}"}
                    for n in range(int(self.faults["credits"]))]
            crew = []
        for credit in cast + crew:
            self.make_hostile(credit, "title", "character", "job")
        self.send_json(200, {"cast": cast, "crew": crew, "id": person})

    def make_hostile(self, value, *fields):
        """Applies the text faults (combining, private-use) to value's fields that it has."""
        for field in fields:
            if field not in value or not isinstance(value[field], str):
                continue
            if "combining" in self.faults:
                value[field] = "N" + "\u0301" * int(self.faults["combining"])
            if "private-use" in self.faults:
                value[field] = "\ue000Private\uf8ff " + value[field] + " \U000f0000"
        if "huge-numbers" in self.faults:
            for field in ("runtime", "budget", "revenue"):
                if field in value:
                    value[field] = 2**63 - 1

    @staticmethod
    def search_result(movie_id, title, n):
        return {
            "adult": False,
            "backdrop_path": f"/backdrop{movie_id}.jpg",
            "genre_ids": [18, 878][: n % 3],
            "id": movie_id,
            "original_language": "en",
            "original_title": title,
            "overview": f"Overview of {title}.",
            "popularity": round(100.0 / n, 3),
            "poster_path": f"/poster{movie_id}.jpg",
            "release_date": f"{1950 + n % 70}-{1 + n % 12:02d}-{1 + n % 28:02d}",
            "title": title,
            "video": False,
            "vote_average": round(5 + (n % 50) / 10, 1),
            "vote_count": 1000 + n,
        }

    def details(self, raw_id, query):
        if not raw_id.isdigit() or int(raw_id) <= 0:
            return self.send_error_body(404, 34, "The resource you requested could not be found.")
        movie_id = int(raw_id)
        title = f"Movie {movie_id}"
        if "control-titles" in self.faults:
            title = control_titles()[0]
        body = {
            "adult": False,
            "backdrop_path": None,
            "budget": 1000000 * (movie_id % 100),
            "genres": [{"id": 18, "name": "Drama"}, {"id": 878, "name": "Science Fiction"}],
            "homepage": "",
            "id": movie_id,
            "imdb_id": f"tt{movie_id:07d}",
            "original_language": "en",
            "original_title": title,
            "overview": f"Overview of {title}." if "control-titles" not in self.faults else " ".join(control_titles()),
            "popularity": 12.5,
            "poster_path": f"/poster{movie_id}.jpg",
            "release_date": "1999-03-31",
            "revenue": 0,
            "runtime": 90 + movie_id % 60,
            "status": "Released",
            "tagline": "Welcome to the real world." if "control-titles" not in self.faults else control_titles()[1],
            "title": title,
            "video": False,
            "vote_average": 8.2,
            "vote_count": 25000,
        }
        if movie_id == 550:
            body.update(FIGHT_CLUB)
            if query.get("language", "").startswith("de"):
                body["overview"] = FIGHT_CLUB_OVERVIEW_DE
        if "quirks" in self.faults:
            body.update({"release_date": "", "poster_path": None, "runtime": None, "vote_average": 8, "genres": []})
            del body["tagline"]
            del body["budget"]
        if "vote-average" in self.faults:
            body["vote_average"] = float(self.faults["vote-average"])
        if "vote-count" in self.faults:
            body["vote_count"] = int(self.faults["vote-count"])
        if "other-id" in self.faults:
            body["id"] = int(self.faults["other-id"])
        self.make_hostile(body, "title", "original_title", "tagline")
        parts = story_parts(movie_id, hostile="hostile-story" in self.faults)
        for member in parts["credits"]["cast"][:1]:
            self.make_hostile(member, "name", "character")
        if "bad-part" in self.faults:
            parts.update(BAD_PARTS.get(self.faults["bad-part"], {}))
        body["belongs_to_collection"] = parts.pop("belongs_to_collection")
        if isinstance(parts["videos"], dict) and isinstance(parts["videos"].get("results"), list):
            asked = query.get("include_video_language") or query.get("language", "en").split("-")[0]
            languages = asked.split(",")
            parts["videos"]["results"] = [video for video in parts["videos"]["results"]
                                          if (video.get("iso_639_1") or "null") in languages]
        for name in query.get("append_to_response", "").split(","):
            if name in parts:
                body[name] = parts[name]
        self.send_json(200, body)

    def configuration(self):
        host = self.headers.get("Host", f"127.0.0.1:{self.server.server_address[1]}")
        images = f"http://{host}{self.fault_prefix}/t/p/"
        body = {
            "images": {
                "base_url": images,
                "secure_base_url": images,
                "backdrop_sizes": ["w300", "w780", "w1280", "original"],
                "logo_sizes": ["w45", "w92", "w154", "w185", "w300", "w500", "original"],
                "poster_sizes": HOSTILE_POSTER_SIZES.get(
                    self.faults.get("poster-sizes"), ["w92", "w154", "w185", "w342", "w500", "w780", "original"]),
                "profile_sizes": ["w45", "w185", "h632", "original"],
                "still_sizes": ["w92", "w185", "w300", "original"],
            },
            "change_keys": ["adult", "title"],
        }
        self.send_json(200, body)

    def sample_page(self):
        return {"page": 1, "results": [self.search_result(n, f"Sample {n}", n) for n in range(1, 21)],
                "total_pages": 5, "total_results": 100}

    # MARK: - Writing

    def send_head(self, status, content_type, length, extra=()):
        self.send_response(status)
        self.send_header("Content-Type", content_type)
        self.send_header("Content-Length", str(length))
        for name, value in extra:
            self.send_header(name, value)
        self.end_headers()

    def send_body(self, status, body, content_type, extra=()):
        self.send_head(status, content_type, len(body), extra)
        if self.command != "HEAD":
            self.wfile.write(body)
        self.wfile.flush()

    def send_json(self, status, value, compress=True, extra=()):
        body = json.dumps(value).encode()
        headers = list(extra)
        if compress and "gzip" in self.headers.get("Accept-Encoding", ""):
            body = gzip.compress(body)
            headers.append(("Content-Encoding", "gzip"))
        self.send_body(status, body, "application/json;charset=utf-8", headers)

    def send_error_body(self, status, tmdb_code, message, retry_after=None):
        extra = [("Retry-After", retry_after)] if retry_after is not None else []
        self.send_json(status, {"success": False, "status_code": tmdb_code, "status_message": message}, extra=extra)


BAD_PARTS = {
    "credits": {"credits": []},
    "videos": {"videos": 5},
    "belongs_to_collection": {"belongs_to_collection": "x"},
    "release_dates": {"release_dates": {"results": 7}},
    "watch-providers": {"watch/providers": "x"},
}


HOSTILE_POSTER_SIZES = {
    "int-min": ["w-9223372036854775808", "w500"],
    "huge": ["w9223372036854775807"],
    "junk": ["wide", "w12x"],
}


def labelled_jpeg(label):
    """Tests/Fixtures/jpeg/tiny-420.jpg with a comment (COM) segment holding label: a real image
    whose bytes say which size and file were asked for."""
    with open(os.path.join(os.path.dirname(os.path.abspath(__file__)), "jpeg", "tiny-420.jpg"), "rb") as image:
        tiny = image.read()
    text = label.encode()
    return tiny[:2] + bytes([0xFF, 0xFE]) + (len(text) + 2).to_bytes(2, "big") + text + tiny[2:]


def synthetic_jpeg(width, height, components, progressive, extra_scans=0):
    """A flat gray picture: every coefficient zero, each coded in one bit (DC and AC tables of
    one code, "0", for symbol 0), then extra_scans DC scans without data."""
    def segment(marker, body):
        return bytes([0xFF, marker]) + (len(body) + 2).to_bytes(2, "big") + body

    def scan(ids, band, bits):
        header = bytes([len(ids)]) + b"".join(bytes([i, 0]) for i in ids) + bytes([band[0], band[1], 0])
        return segment(0xDA, header) + bytes((bits + 7) // 8)

    out = b"\xff\xd8" + segment(0xDB, bytes([0]) + bytes([1]) * 64)
    frame = bytes([8]) + height.to_bytes(2, "big") + width.to_bytes(2, "big") + bytes([components])
    frame += b"".join(bytes([i, 0x11, 0]) for i in range(1, components + 1))
    out += segment(0xC2 if progressive else 0xC0, frame)
    for table_class in (0x00, 0x10):
        out += segment(0xC4, bytes([table_class, 1]) + bytes(15) + bytes([0]))
    blocks = ((width + 7) // 8) * ((height + 7) // 8)
    ids = list(range(1, components + 1))
    if progressive:
        out += scan(ids, (0, 0), blocks * components)
        out += b"".join(scan([i], (1, 63), blocks) for i in ids)
    else:
        out += scan(ids, (0, 63), blocks * components * 2)
    out += b"".join(scan(ids, (0, 0), 0) for _ in range(extra_scans))
    return out + b"\xff\xd9"


SYNTHETIC_POSTERS = {
    "scan-flood": lambda: synthetic_jpeg(4096, 1952, 1, True, 10000),
    "flat-444": lambda: synthetic_jpeg(4096, 1953, 3, False),
}


def story_parts(movie_id, hostile=False):
    """What `append_to_response` adds to movie/<id>, in TMDB's documented shapes, the same for
    every id: credits (cast by `order`, crew by department and job), videos (one official
    YouTube trailer among a teaser, a featurette, a fan trailer and a trailer on another site),
    release_dates (US R, DE 16 after an uncertified premiere, GB 15) and watch/providers (DE and
    US, providers out of display order). With `hostile`, values no film has: a key that would
    break out of its URL, a watch link to another site, over-long names."""
    cast = [("Keanu Reeves", "Neo"), ("Laurence Fishburne", "Morpheus"), ("Carrie-Anne Moss", "Trinity"),
            ("Hugo Weaving", "Agent Smith"), ("Joe Pantoliano", "Cypher"), ("Marcus Chong", "Tank"),
            ("Gloria Foster", "Oracle")]
    cast_members = [{"adult": False, "gender": 2, "id": 6384 + n, "known_for_department": "Acting", "name": name,
                     "original_name": name, "popularity": 10.0, "profile_path": None, "cast_id": n,
                     "character": character, "credit_id": f"52fe425bc3a36847f80181{n:02d}", "order": n}
                    for n, (name, character) in enumerate(cast)]
    cast_members[0], cast_members[1] = cast_members[1], cast_members[0]  # `order` decides, not the position
    crew = [("Lana Wachowski", "Directing", "Director"), ("Lilly Wachowski", "Directing", "Director"),
            ("Lana Wachowski", "Writing", "Writer"), ("Lilly Wachowski", "Writing", "Writer"),
            ("Barrie M. Osborne", "Production", "Producer"), ("Bill Pope", "Camera", "Director of Photography")]
    crew_members = [{"adult": False, "gender": 1, "id": 9339 + n, "known_for_department": department, "name": name,
                     "original_name": name, "popularity": 5.0, "profile_path": None,
                     "credit_id": f"52fe425bc3a36847f80182{n:02d}", "department": department, "job": job}
                    for n, (name, department, job) in enumerate(crew)]

    def video(name, key, site, kind, official):
        return {"iso_639_1": "en", "iso_3166_1": "US", "name": name, "key": key, "site": site, "size": 1080,
                "type": kind, "official": official, "published_at": "2019-03-31T12:00:00.000Z", "id": key.lower()}

    videos = [video("Trailer on another site", "x7tgad0", "Dailymotion", "Trailer", True),
              video("Teaser", "teaserKey01", "YouTube", "Teaser", True),
              video("Behind the scenes", "featurette1", "YouTube", "Featurette", True),
              video("Fan trailer", "fanTrailer1", "YouTube", "Trailer", False),
              video("Official Trailer", "vKQi3bBA1y8", "YouTube", "Trailer", True)]

    def release(certification, kind):
        return {"certification": certification, "descriptors": [], "iso_639_1": "", "note": "",
                "release_date": "1999-03-31T00:00:00.000Z", "type": kind}

    release_dates = [{"iso_3166_1": "GB", "release_dates": [release("15", 3)]},
                     {"iso_3166_1": "DE", "release_dates": [release("", 1), release("16", 3)]},
                     {"iso_3166_1": "US", "release_dates": [release("R", 3), release("R", 5)]}]

    def provider(name, priority):
        return {"logo_path": f"/{name.replace(' ', '').lower()}.jpg", "provider_id": priority * 7,
                "provider_name": name, "display_priority": priority}

    def watch(region, flatrate, rent, buy):
        return {"link": f"https://www.themoviedb.org/movie/{movie_id}/watch?locale={region}",
                "flatrate": flatrate, "rent": rent, "buy": buy}

    providers = {
        "DE": watch("DE", [provider("WOW", 9), provider("Netflix", 4)], [provider("Amazon Video", 3)],
                    [provider("Apple TV", 2), provider("Amazon Video", 3)]),
        "US": watch("US", [provider("Max", 1)], [provider("Apple TV", 2), provider("Amazon Video", 3)],
                    [provider("Apple TV", 2)]),
    }
    if movie_id == 550:
        videos = [video("Official Trailer", "qtRKdVHc-cE", "YouTube", "Trailer", True),
                  dict(video("Teaser", "deTeaser550", "YouTube", "Teaser", True), iso_639_1="de", iso_3166_1="DE"),
                  dict(video("Bande-annonce", "frTrailer550", "YouTube", "Trailer", True), iso_639_1="fr",
                       iso_3166_1="FR")]

        def dated(certification, kind, day):
            return dict(release(certification, kind), release_date=f"{day}T00:00:00.000Z")

        release_dates = [{"iso_3166_1": "US", "release_dates": [dated("R", 3, "1999-10-15"), dated("R", 5, "2000-06-06")]},
                         {"iso_3166_1": "DE", "release_dates": [dated("", 1, "1999-09-10"), dated("18", 3, "1999-11-11"),
                                                                dated("18", 2, "1999-11-04")]},
                         {"iso_3166_1": "JP", "release_dates": [dated("PG12 ", 3, "1999-12-11")]},
                         {"iso_3166_1": "FR", "release_dates": [dated("", 2, "1999-11-10")]}]
        providers = {
            "ES": {"link": "https://www.themoviedb.org/movie/550/watch?locale=ES", "free": [provider("Plex", 6)],
                   "flatrate": [], "rent": [provider("Apple TV", 2)]},
            "HR": {"link": "https://www.themoviedb.org/movie/550/watch?locale=HR",
                   "ads": [provider("Pluto TV", 9), provider("RTL Play", 3)]},
            "DE": watch("DE", [provider("Netflix", 4)], [provider("Amazon Video", 3)], [provider("Apple TV", 2)]),
            "US": watch("US", [provider("Hulu", 5)], [provider("Apple TV", 2)], [provider("Apple TV", 2)]),
        }
    if hostile:
        cast_members.insert(0, dict(cast_members[0], name="N" * 5000, order=-1))
        videos.insert(0, video("Hostile trailer", 'abc"><script>', "YouTube", "Trailer", True))
        providers["US"]["link"] = "https://evil.example/watch"
        release_dates[2]["release_dates"].insert(0, release("R" * 100, 3))
    return {
        "credits": {"cast": cast_members, "crew": crew_members},
        "videos": {"results": videos},
        "release_dates": {"results": release_dates},
        "watch/providers": {"results": providers},
        "belongs_to_collection": {"id": 2344, "name": "The Matrix Collection", "poster_path": "/bV9qTVHTVf0gkW0j7p7M0ILD4pG.jpg",
                                  "backdrop_path": None},
    }


FIGHT_CLUB = {
    "title": "Fight Club", "original_title": "Fight Club", "original_language": "en", "release_date": "1999-10-15",
    "budget": 63000000, "revenue": 100853753, "runtime": 139, "imdb_id": "tt0137523",
    "homepage": "http://www.foxmovies.com/movies/fight-club", "tagline": "Mischief. Mayhem. Soap.",
    "overview": "A ticking-time-bomb insomniac and a slippery soap salesman channel primal male aggression.",
}
FIGHT_CLUB_OVERVIEW_DE = "Ein namenloser Erzähler leidet an Schlaflosigkeit."


def control_titles():
    return [
        "\x1b[31mRed\x1b[0m Alert \x1b[2J",
        "Bell\x07 Ringer",
        "Carriage\rReturn",
        "Nul\x00Byte",
        "Bidi \u202eevil\u202c override \u2066isolate\u2069",
        "OSC \x1b]0;pwned\x07 title",
        "C1 \x9b31m control",
        "Long " + "w" * 1000,
    ]


def quirky_results():
    return [
        {"id": 1, "title": "No Date", "release_date": "", "poster_path": None, "backdrop_path": None,
         "vote_average": 7, "vote_count": 10, "genre_ids": [], "overview": "", "original_title": "No Date"},
        {"id": 2, "title": "Only Required"},
        {"id": 3, "title": "千と千尋の神隠し", "original_title": "千と千尋の神隠し", "release_date": "2001-07-20",
         "vote_average": 8.5, "vote_count": 16000, "genre_ids": [16, 10751, 14], "poster_path": "/39wmItIWsg5sZMyRUHLkWBcuVCM.jpg"},
        {"id": "not-a-number", "title": "Malformed"},
        {"id": 5, "title": "Am\u00e9lie \U0001F3AC \u0627\u0644\u0639\u0631\u0628\u064a\u0629 e\u0301", "release_date": "2001",
         "vote_average": 0, "vote_count": 0, "genre_ids": None, "overview": None},
    ]


def main():
    parser = argparse.ArgumentParser(description="TMDB fixture server")
    parser.add_argument("--lifetime", type=float, default=900.0)
    parser.add_argument("--tls", nargs=2, metavar=("CERT", "KEY"), help="serve https with this certificate and key")
    arguments = parser.parse_args()

    ThreadingHTTPServer.request_queue_size = 128
    server = ThreadingHTTPServer(("127.0.0.1", 0), FixtureHandler)
    if arguments.tls:
        context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
        context.load_cert_chain(*arguments.tls)
        # The handshake happens in the request's thread: a client that refuses the certificate
        # never holds up the others.
        server.socket = context.wrap_socket(server.socket, server_side=True, do_handshake_on_connect=False)
    server.daemon_threads = True
    stop = threading.Event()

    def watch_stdin():
        try:
            while sys.stdin.buffer.read(4096):
                pass
        except OSError:
            pass
        stop.set()

    signal.signal(signal.SIGTERM, lambda *_: stop.set())
    signal.signal(signal.SIGINT, lambda *_: stop.set())
    threading.Thread(target=watch_stdin, daemon=True).start()
    threading.Thread(target=server.serve_forever, kwargs={"poll_interval": 0.1}, daemon=True).start()
    print(server.server_address[1], flush=True)
    stop.wait(arguments.lifetime)
    server.shutdown()
    server.server_close()
    os._exit(0)


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""Derives the offline catalog (Sources/Infrastructure/CMoviesCatalog/movies.catalog) from movies.csv.

The catalog is a little-endian binary file made to be searched in place, without decoding
58,788 objects at every start: the `movies` binary embeds it and reads it where it lies.
`Sources/Data/Catalog/MovieCatalog.swift` is its reader; the layout below must match it.

    header   "MOVIECAT", u32 version, u32 movie count, u32 word count, then the u32 offsets of
             the ten sections below in order (60 bytes, zero-padded to 64); sections are
             4-byte aligned
    records  one 24-byte record per movie, most-voted first (a movie's "rank" is its index):
             u32 id, u32 title offset, u32 votes, u32 budget (0xFFFFFFFF unknown),
             u16 year, u16 runtime (minutes), u8 rating x 10, u8 title length,
             u8 MPAA rating (index into MPAA_RATINGS), u8 genre flags (bit i = GENRES[i])
    rank-of-id  u16 per id (id 1 first): the rank of that movie
    years       u16 per rank, the year column (the year filter reads no records)
    word counts u8 per rank: how many words the folded title has (exact matches need it)
    titles      the titles in natural order ("The Matrix"), ASCII, concatenated
    word offsets u32 per word + 1: where each word starts in `words`
    words       every distinct folded title word, sorted bytewise, concatenated
    shared lengths u8 per word: how many first letters it shares with the word before it (0
             for the first word), so that a scan of the sorted words knows without reading
             them which words start like the last one (Sources/Infrastructure/TextIndex/Vocabulary.swift)
    posting offsets u32 per word + 1: where each word's postings start in `postings`
    postings    u16 ranks, ascending, per word: the movies whose title has that word

Words of the same prefix are neighbours in `words`, so the movies having a word that starts
with a query word are one contiguous run of postings. Folding: ASCII letters lower-cased,
digits kept, every other byte separates words ("Bear's" -> "bear", "s"); those are the words a
title counts. A word that punctuation splits without a space ("Spider-Man", "E.T.",
"Schindler's") is indexed joined as well ("spiderman", "et", "schindlers"), so that a query
typed without the punctuation finds it (Sources/Infrastructure/TextIndex/TitleMatching.swift).

Usage: Scripts/derive-catalog.py [CSV] [--output FILE] [--check]
  CSV       default ../shared/data/movies.csv, relative to the project root
  --check   derive in memory and compare with the committed catalog; exit 1 if they differ
"""

import argparse
import csv
import os
import struct
import sys

PROJECT_ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DEFAULT_CSV = os.path.join(PROJECT_ROOT, "..", "shared", "data", "movies.csv")
DEFAULT_OUTPUT = os.path.join(PROJECT_ROOT, "Sources", "Infrastructure", "CMoviesCatalog", "movies.catalog")

MAGIC = b"MOVIECAT"
VERSION = 2
HEADER_SIZE = 64
RECORD_SIZE = 24
UNKNOWN_BUDGET = 0xFFFFFFFF
MPAA_RATINGS = ["", "G", "PG", "PG-13", "R", "NC-17"]
# The CSV's genre flag columns, in bit order; the reader maps bits to TMDB genre ids.
GENRES = ["Action", "Animation", "Comedy", "Drama", "Documentary", "Romance", "Short"]

# Articles the CSV moves to the end of a title ("Matrix, The"), as IMDB lists them: English,
# French, Italian, Spanish, Portuguese, German, Dutch, Scandinavian, Greek, Tagalog, Arabic,
# Hebrew and Hungarian. Those ending in an apostrophe join the next word ("L'Atalante").
ARTICLES = {
    "The", "A", "An",
    "Le", "La", "Les", "L'", "Un", "Une",
    "Il", "Lo", "I", "Gli", "Uno", "Una", "Un'",
    "El", "Los", "Las",
    "O", "Os", "As", "Um", "Uma",
    "Der", "Die", "Das", "Den", "Dem", "Des", "Ein", "Eine",
    "De", "Het", "Een", "'t",
    "Det", "En", "Ett", "Et",
    "To", "Ta", "Oi", "Ho", "Hoi", "He",
    "Ang", "Mga",
    "Al", "Ha",
    "Az",
}


def natural_title(stored):
    """'Matrix, The' -> 'The Matrix'; 'Atalante, L'' -> 'L'Atalante'; others unchanged."""
    head, separator, article = stored.rpartition(", ")
    if not separator or not head or article not in ARTICLES:
        return stored
    return article + head if article.endswith("'") else article + " " + head


def folded_words(title):
    """The title's words as search matches them: lower-case ASCII letters and digits."""
    folded = "".join(c.lower() if c.isascii() and c.isalnum() else " " for c in title)
    return folded.split()


def joined_words(title):
    """The title's space-separated tokens that punctuation splits, folded and joined:
    "Spider-Man 2" -> ["spiderman"]."""
    joined = []
    for token in title.split():
        parts = folded_words(token)
        if len(parts) > 1:
            joined.append("".join(parts))
    return joined


def number(text):
    return None if text == "NA" else text


def read_movies(csv_path):
    with open(csv_path, newline="", encoding="utf-8") as file:
        rows = csv.reader(file)
        header = next(rows)
        column = {name: index for index, name in enumerate(header)}
        movies = []
        for expected_id, row in enumerate(rows, start=1):
            movie_id = int(row[0])
            if movie_id != expected_id:
                sys.exit(f"derive-catalog: row {expected_id} has id {movie_id}; ids must be 1, 2, 3, …")
            title = natural_title(row[column["title"]])
            if not title.isascii() or not 0 < len(title) < 256:
                sys.exit(f"derive-catalog: id {movie_id}: the title must be 1…255 ASCII characters")
            budget = number(row[column["budget"]])
            rating = number(row[column["rating"]])
            runtime = number(row[column["length"]])
            mpaa = row[column["mpaa"]]
            if mpaa not in MPAA_RATINGS:
                sys.exit(f"derive-catalog: id {movie_id}: unknown MPAA rating {mpaa!r}")
            genres = 0
            for bit, name in enumerate(GENRES):
                if row[column[name]] == "1":
                    genres |= 1 << bit
            movies.append({
                "id": movie_id,
                "title": title,
                "year": int(row[column["year"]]),
                "runtime": int(runtime) if runtime else 0,
                "budget": int(budget) if budget else UNKNOWN_BUDGET,
                # Ratings have one decimal (1.0 … 10.0): tenths are exact.
                "rating": round(float(rating) * 10) if rating else 0,
                "votes": int(number(row[column["votes"]]) or 0),
                "mpaa": MPAA_RATINGS.index(mpaa),
                "genres": genres,
                "words": folded_words(title),
                "joined": joined_words(title),
            })
    if len(movies) >= 0xFFFF:
        sys.exit("derive-catalog: ranks are u16; more than 65,534 movies needs a new format")
    return movies


def shared_length(before, word):
    """How many first bytes `word` shares with `before` (at most 255, the u8's range)."""
    length = 0
    while length < min(len(before), len(word), 255) and before[length] == word[length]:
        length += 1
    return length


def derive(csv_path):
    movies = read_movies(csv_path)
    # Most-voted first, then by id: search results come out in this order for free.
    ranked = sorted(movies, key=lambda movie: (-movie["votes"], movie["id"]))

    titles = bytearray()
    records = bytearray()
    rank_of_id = [0] * len(movies)
    postings_by_word = {}
    for rank, movie in enumerate(ranked):
        title = movie["title"].encode("ascii")
        records += struct.pack(
            "<IIIIHHBBBB", movie["id"], len(titles), movie["votes"], movie["budget"], movie["year"],
            movie["runtime"], movie["rating"], len(title), movie["mpaa"], movie["genres"])
        titles += title
        rank_of_id[movie["id"] - 1] = rank
        for word in dict.fromkeys(movie["words"] + movie["joined"]):
            postings_by_word.setdefault(word.encode("ascii"), []).append(rank)

    words = sorted(postings_by_word)
    word_offsets, word_bytes = [], bytearray()
    posting_offsets, postings = [], []
    for word in words:
        word_offsets.append(len(word_bytes))
        word_bytes += word
        posting_offsets.append(len(postings))
        postings += postings_by_word[word]
    word_offsets.append(len(word_bytes))
    posting_offsets.append(len(postings))

    sections = [
        bytes(records),
        struct.pack(f"<{len(movies)}H", *rank_of_id),
        struct.pack(f"<{len(ranked)}H", *(movie["year"] for movie in ranked)),
        bytes(min(len(movie["words"]), 255) for movie in ranked),
        bytes(titles),
        struct.pack(f"<{len(word_offsets)}I", *word_offsets),
        bytes(word_bytes),
        bytes(shared_length(before, word) for before, word in zip([b""] + words, words)),
        struct.pack(f"<{len(posting_offsets)}I", *posting_offsets),
        struct.pack(f"<{len(postings)}H", *postings),
    ]
    body, offsets = bytearray(), []
    for section in sections:
        body += b"\0" * (-(HEADER_SIZE + len(body)) % 4)  # every section 4-byte aligned
        offsets.append(HEADER_SIZE + len(body))
        body += section
    header = MAGIC + struct.pack(f"<III{len(offsets)}I", VERSION, len(movies), len(words), *offsets)
    return header.ljust(HEADER_SIZE, b"\0") + body


def main():
    parser = argparse.ArgumentParser(description="Derives the offline catalog from movies.csv.")
    parser.add_argument("csv", nargs="?", default=DEFAULT_CSV, help="the source CSV (default: %(default)s)")
    parser.add_argument("--output", default=DEFAULT_OUTPUT, help="the catalog (default: %(default)s)")
    parser.add_argument("--check", action="store_true", help="compare with --output instead of writing it")
    arguments = parser.parse_args()

    if not os.path.isfile(arguments.csv):
        sys.exit(f"derive-catalog: no CSV at {arguments.csv}")
    catalog = derive(arguments.csv)
    if arguments.check:
        try:
            with open(arguments.output, "rb") as file:
                committed = file.read()
        except OSError as error:
            sys.exit(f"derive-catalog: cannot read {arguments.output}: {error.strerror}")
        if committed != catalog:
            sys.exit(f"derive-catalog: {arguments.output} is out of date; run Scripts/derive-catalog.py")
        print(f"derive-catalog: {arguments.output} is up to date ({len(catalog):,} bytes)")
        return
    temporary = arguments.output + ".tmp"
    with open(temporary, "wb") as file:
        file.write(catalog)
    os.replace(temporary, arguments.output)
    print(f"derive-catalog: wrote {arguments.output} ({len(catalog):,} bytes)")


if __name__ == "__main__":
    main()

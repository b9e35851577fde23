"""Fuzzing the readers of what comes from outside: online game logs (Tenhou mjlog XML, tenhou.net/6
JSON, gzip), players files (CSV, XLSX) and JSON (`strict_json`). Whatever the input, a reader
reads it or refuses it in words: a `LogProblem` of one line, a players file's problems as
data, a `JsonRefused` of one line; never another exception. Fixed seed (derandomize), few
examples: each test runs in seconds."""

from __future__ import annotations

import csv
import gzip
import io
import json
import math
from pathlib import Path

import openpyxl
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tournament.online_logs import LogProblem, compare, read_log, room_rules
from tournament.players.file_reading import read_csv_bytes, read_xlsx
from tournament.strict_json import JsonRefused, loads

FUZZ = settings(max_examples=60, deadline=None, derandomize=True,
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])

DATA = Path(__file__).parent.parent / "data" / "online_logs"
MJLOG = (DATA / "tenhou-example.xml").read_text(encoding="utf-8")
TENHOU6 = json.loads((DATA / "mjs-sample_tenhou.json").read_text(encoding="utf-8"))

# Numbers and text as hostile input writes them: other digits, NaN, infinity, huge, signs.
NUMBER_TEXT = st.sampled_from([
    "0", "-1", "4", "nan", "inf", "Infinity", "1e400", "²", "٢", "1_0", "9" * 5000, "2.5"])
TEXT = st.text(alphabet=st.characters(codec="utf-8"), max_size=12) | NUMBER_TEXT
JSON_VALUE = st.recursive(
    st.none() | st.booleans() | st.integers(-10**40, 10**40) | st.floats()
    | st.sampled_from([10**400, 4, -1, 0.5]) | TEXT,
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(TEXT, inner, max_size=3),
    max_leaves=8)


def read_and_settle(data: bytes) -> None:
    """Read a log and settle it; a refusal is one line."""
    try:
        log = read_log(data, "fuzz.log")
        compare(log, *room_rules(log))
    except LogProblem as problem:
        assert "\n" not in str(problem) and str(problem).startswith("fuzz.log")


# --------------------------------------------------------------------------- mjlog XML

ATTRIBUTES = ["who", "fromWho", "oya", "ten", "sc", "owari", "seed", "yaku", "yakuman",
              "paoWho", "step", "type", "hai0", "ba"]


@settings(FUZZ, max_examples=150)
@given(edits=st.lists(st.tuples(st.integers(0, 10**6), st.sampled_from(ATTRIBUTES),
                                st.one_of(NUMBER_TEXT, NUMBER_TEXT, st.lists(
                                    NUMBER_TEXT, min_size=2, max_size=16).map(",".join))),
                      min_size=1, max_size=4))
def test_any_mjlog_attribute_set_to_anything(edits):
    # A real log whose attributes (seats, scores, owari...) are rewritten at random places.
    text = MJLOG
    for where, attribute, value in edits:
        marker = f' {attribute}="'
        places = [i for i in range(len(text)) if text.startswith(marker, i)]
        if not places:
            continue
        start = places[where % len(places)] + len(marker)
        end = text.index('"', start)
        text = text[:start] + value.replace('"', "") + text[end:]
    read_and_settle(text.encode("utf-8"))


@FUZZ
@given(data=st.binary(max_size=300) | st.text(max_size=200).map(
    lambda t: ("<mjloggm>" + t + "</mjloggm>").encode("utf-8", "surrogatepass")))
def test_any_bytes_as_a_log(data):
    read_and_settle(data)


# --------------------------------------------------------------------------- tenhou.net/6

def _replace(data: object, path: list[int], value: object) -> object:
    if not path:
        return value
    if isinstance(data, dict) and data:
        key = sorted(data)[path[0] % len(data)]
        data[key] = _replace(data[key], path[1:], value)
    elif isinstance(data, list) and data:
        i = path[0] % len(data)
        data[i] = _replace(data[i], path[1:], value)
    return data


@FUZZ
@given(path=st.lists(st.integers(0, 50), min_size=1, max_size=6), value=JSON_VALUE)
def test_any_part_of_a_tenhou6_log_replaced_by_anything(path, value):
    crafted = _replace(json.loads(json.dumps(TENHOU6)), path, value)
    read_and_settle(json.dumps(crafted, ensure_ascii=False).encode("utf-8", "surrogatepass"))


@FUZZ
@given(token=st.sampled_from(["NaN", "Infinity", "-Infinity", "1e400", "9" * 5000,
                              '"\\ud800"', '"\\udfff x"', '{"a": 1, "a": 2}',
                              "[" * 14 + "1" + "]" * 14]),
       where=st.integers(0, 10**6))
def test_a_hostile_json_token_anywhere_in_a_tenhou6_log(token, where):
    # Put where a value starts: after a colon, a comma or an opening bracket.
    text = json.dumps(TENHOU6, ensure_ascii=False)
    places = [i + 1 for i, c in enumerate(text) if c in ":,["]
    at = places[where % len(places)]
    end = at
    while end < len(text) and text[end] not in ",]}":
        end += 1
    read_and_settle((text[:at] + token + text[end:]).encode("utf-8"))


# --------------------------------------------------------------------------- gzip

@FUZZ
@given(cuts=st.lists(st.integers(0, 10**6), max_size=3),
       tail=st.sampled_from([b"", b"\0\0\0", b"junk", b"\x1f\x8b", b"\x1f\x8b\x08\x00"]),
       damage=st.lists(st.tuples(st.integers(0, 10**6), st.integers(0, 255)), max_size=2))
def test_any_gzip_members_cut_joined_or_damaged(cuts, tail, damage):
    raw = MJLOG.encode("utf-8")
    points = sorted({c % len(raw) for c in cuts} | {0, len(raw)})
    members = b"".join(gzip.compress(raw[a:b]) for a, b in zip(points, points[1:],
                                                               strict=False))
    data = bytearray(members + tail)
    for at, byte in damage:
        data[at % len(data)] = byte
    read_and_settle(bytes(data))


# --------------------------------------------------------------------------- players files

CELL = TEXT | st.sampled_from(["Anna Berg", "Bo Chen", "GER", "04290032", "4290032", "٠٤٢٩٠٠٣٢",
                               "substitute", "dropped", "yes", "Mpeace", "ＭＰＥＡＣＥ",
                               "=HYPERLINK(\"x\")", "\x1b[2J", "\u202e", "A" * 200])
HEADER = st.lists(st.sampled_from(["name", "first_name", "last_name", "ema_number", "country",
                                   "club", "team", "status", "ema_ranked", "online_name",
                                   "other", "Name", ""]), min_size=1, max_size=6)


def _checked(result) -> None:
    for message in result.messages():
        assert "\n" not in message


@FUZZ
@given(header=HEADER, rows=st.lists(st.lists(CELL, max_size=7), max_size=6),
       wide=st.sampled_from([0, 0, 55]), delimiter=st.sampled_from([",", ";", "\t"]),
       encoding=st.sampled_from(["utf-8", "utf-8-sig", "utf-16", "cp1252", "utf-7"]))
def test_any_players_csv(header, rows, wide, delimiter, encoding):
    lines = [header] + [row + ["x"] * wide for row in rows]
    out = io.StringIO()
    csv.writer(out, delimiter=delimiter).writerows(lines)
    data = out.getvalue().encode(encoding, "replace")
    _checked(read_csv_bytes(data, encoding=encoding if encoding == "utf-7" else None))


@settings(FUZZ, max_examples=15)
@given(header=HEADER, rows=st.lists(st.lists(CELL | st.integers(-10**20, 10**20)
                                             | st.floats(allow_nan=True), max_size=6),
                                    max_size=4))
def test_any_players_workbook(header, rows):
    book = openpyxl.Workbook()
    sheet = book.active
    for row in [header, *rows]:
        clean = []
        for cell in row:
            if isinstance(cell, str):
                # (a workbook cannot hold control characters or surrogates at all)
                cell = "".join(c for c in cell if c.isprintable() and not
                               "\ud800" <= c <= "\udfff")
            elif isinstance(cell, float) and not math.isfinite(cell):
                cell = str(cell)
            clean.append(cell)
        sheet.append(clean)
    buffer = io.BytesIO()
    book.save(buffer)
    _checked(read_xlsx(buffer.getvalue()))


# --------------------------------------------------------------------------- strict JSON

@FUZZ
@given(text=st.text(alphabet=st.sampled_from(list('{}[]":,-+.eE0129 \\ud8nNaIfity')),
                    max_size=60)
       | JSON_VALUE.map(lambda v: json.dumps(v)))
def test_any_text_as_strict_json(text):
    try:
        loads(text, 12)
    except JsonRefused as refused:
        assert "\n" not in str(refused)

"""Fuzzing the phone entry API: random bodies (hands nearly right, wrong types, deep nesting,
keys given twice, huge and fractional numbers, any Unicode, bytes that are no text) and random
path numbers, to each endpoint. Every answer is 2xx or a JSON 4xx with its problems, never a
500 or an HTML page, and a refused request stores nothing. Derandomized with a bounded count:
the same examples on every run, a few seconds."""

from __future__ import annotations

import json
import threading
from typing import Any
from urllib.parse import quote

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.web.helpers import cup
from tournament.web.app import create_app
from tournament.web.source import TournamentSource

FUZZ = settings(max_examples=200, deadline=None, derandomize=True, database=None,
                suppress_health_check=[HealthCheck.function_scoped_fixture,
                                       HealthCheck.too_slow, HealthCheck.data_too_large])

TEXT = st.sampled_from(["", " ", "ron", "chombo", "\ud800", "\udfff", "\u202e", "A" * 300,
                        "NaN", "-0", "1e3"]) | st.text(max_size=12)
NUMBER = (st.sampled_from([2.0, -0.0, 1.0, 0.5, 2**63, -2**63 - 1, 10**9, 999_999_999, 10**30])
          | st.integers(-3, 20) | st.integers(-10**30, 10**30)
          | st.floats(allow_nan=True, allow_infinity=True))
SCALAR = st.none() | st.booleans() | NUMBER | TEXT
SEAT = st.integers(0, 3) | SCALAR
JSON = st.recursive(SCALAR, lambda inner: st.lists(inner, max_size=4)
                    | st.dictionaries(TEXT, inner, max_size=4), max_leaves=12)

WIN = st.fixed_dictionaries(
    {"winner": SEAT},
    optional={"loser": SEAT, "han": st.integers(0, 14) | SCALAR,
              "fu": st.sampled_from([20, 25, 30, 40, 110]) | SCALAR,
              "yakuman": st.integers(0, 2) | SCALAR, "pao": SEAT, "dora": NUMBER,
              "yaku": st.lists(TEXT, max_size=3) | SCALAR, "open": st.booleans() | SCALAR,
              "tenpia": SCALAR})
HAND = st.fixed_dictionaries(
    {"outcome": st.sampled_from(["ron", "tsumo", "exhaustive_draw", "abortive_draw",
                                 "chombo", "nagashi_mangan"]) | TEXT},
    optional={"riichi": st.lists(SEAT, max_size=5) | SCALAR,
              "wins": st.lists(WIN, max_size=4) | SCALAR,
              "tenpai": st.lists(SEAT, max_size=5) | SCALAR,
              "abortive_kind": st.sampled_from(["four_winds", "nine_terminals"]) | TEXT,
              "offender": SEAT, "last_hand": st.booleans() | SCALAR, "note": TEXT | SCALAR,
              "nagashi_mangan_seats": st.lists(SEAT, max_size=3) | SCALAR})
# Hands the rules take (most of them), to have hands stored between the refused requests.
GOOD_HAND = st.one_of(
    st.tuples(st.integers(0, 3), st.integers(1, 3), st.integers(1, 4),
              st.sampled_from([30, 40])).map(lambda w: {
                  "outcome": "ron", "riichi": [],
                  "wins": [{"winner": w[0], "loser": (w[0] + w[1]) % 4, "han": w[2],
                            "fu": w[3]}]}),
    st.lists(st.integers(0, 3), unique=True, max_size=4).map(
        lambda seats: {"outcome": "exhaustive_draw", "riichi": [], "tenpai": seats}),
    st.integers(0, 3).map(lambda s: {"outcome": "chombo", "offender": s}))


@st.composite
def near_hands(draw: Any) -> dict[str, Any]:
    """A good hand with one field made wrong."""
    hand = dict(draw(GOOD_HAND))
    key = draw(st.sampled_from(sorted(hand) + ["wins", "note", "last_hand", "tenpia"]))
    hand[key] = draw(SCALAR | st.lists(SCALAR, max_size=3) | st.lists(WIN, max_size=2))
    return hand


ENTRY_ID = st.from_regex(r"[A-Za-z0-9._:-]{1,64}", fullmatch=True) | TEXT | NUMBER
GOOD_ID = st.uuids().map(lambda u: u.hex) | st.sampled_from(["again"])  # (the same id: 200)
BODY = st.one_of(
    st.fixed_dictionaries({"hand": st.one_of(GOOD_HAND, near_hands()), "entry_id": GOOD_ID}),
    st.fixed_dictionaries({"hand": st.one_of(GOOD_HAND, near_hands(), HAND, JSON)},
                          optional={"entry_id": ENTRY_ID, "seen": NUMBER | SCALAR,
                                    "extra": JSON}))


def _dumps(value: Any) -> bytes:
    # Python writes NaN, Infinity and lone surrogates (as \ud800) as they are: all sent.
    return json.dumps(value).encode("utf-8")


@st.composite
def raw_bodies(draw: Any) -> bytes:
    kind = draw(st.sampled_from(["body", "fraction", "nested", "surrogate", "twice", "json",
                                 "bytes", "spliced", "body"]))
    if kind == "body":
        return _dumps(draw(BODY))
    if kind in ("fraction", "surrogate"):
        # A good hand with a number written as a fraction (2.0, -0.0), or with text that
        # JSON can spell and Unicode cannot write.
        hand = json.loads(json.dumps(draw(GOOD_HAND)))
        if kind == "surrogate":
            key = draw(st.sampled_from(["note", "\udfff"]))
            hand[key] = draw(st.sampled_from(["\ud800", "a\udbff", "x"]))
        else:
            win = (hand.get("wins") or [hand])[0]
            field = draw(st.sampled_from(sorted(k for k, v in win.items()
                                                if isinstance(v, int)) or ["offender"]))
            win[field] = float(win.get(field) or 0) * draw(st.sampled_from([1, -1]))
        return _dumps({"hand": hand, "entry_id": draw(GOOD_ID)})
    if kind == "json":
        return _dumps(draw(JSON))
    if kind == "nested":
        depth = draw(st.sampled_from([3, 31, 32, 33, 900, 5_000, 30_000]))
        opener, closer = draw(st.sampled_from([(b"[", b"]"), (b'{"a":', b"}")]))
        inner = opener * depth + b"0" + closer * depth
        return (b'{"entry_id": "n", "hand": ' + inner + b"}")[:70_000]
    if kind == "twice":
        key = draw(st.sampled_from([b'"entry_id"', b'"hand"', b'"seen"']))
        return (b'{"hand": {"outcome": "chombo", "offender": 1}, "entry_id": "k", '
                + key + b": " + _dumps(draw(SCALAR)) + b"}")
    if kind == "bytes":
        return draw(st.binary(max_size=200))
    # A valid body with a piece cut out or put in.
    text = _dumps(draw(BODY))
    at = draw(st.integers(0, len(text)))
    return text[:at] + draw(st.sampled_from([b"", b"\\ud800", b"\xff", b"[", b"}", b",",
                                             b"1e999", b"-0.0"])) + text[at + 1:]


ODD_NUMBER = (st.sampled_from(["0", "01", "3", "10000", "10001", "9" * 5000, "\uff11",
                               "\u0661", "", "1.0", "%", "..", "99999999999999999999",
                               "18446744073709551616", "-1"])
              | st.integers(-10**25, 10**25).map(str) | st.text(max_size=8))


@st.composite
def table_paths(draw: Any) -> tuple[str, str]:
    """Round 1's tables mostly; one time in four, anything."""
    if draw(st.integers(0, 3)):
        return "1", draw(st.sampled_from(["1", "1", "2"]))
    return draw(st.sampled_from(["1", "2"]) | ODD_NUMBER), draw(ODD_NUMBER)


@pytest.fixture(scope="module")
def served(tmp_path_factory):
    """Round 1 seated and its codes issued, served as the desk serves it; each request comes
    from an address of its own (the wrong-code limit has tests of its own)."""
    from starlette.testclient import TestClient

    t = cup(tmp_path_factory.mktemp("fuzz"))
    codes, _ = t.phones.issue_codes(1)
    lock = threading.Lock()

    def run(fn):
        with lock:
            return fn(t)

    app = create_app(TournamentSource(run), entry=run)

    async def addressed(scope, receive, send):
        if scope["type"] == "http":
            address = dict(scope["headers"]).get(b"x-fuzz-address")
            if address:
                scope = dict(scope, client=(address.decode(), 1))
        await app(scope, receive, send)

    with TestClient(addressed) as client:
        yield run, client, codes
    t.close()


_sent = iter(range(10**9))


def _fractions(value: Any) -> bool:
    if isinstance(value, float):
        return True
    if isinstance(value, dict):
        return any(_fractions(v) for v in value.values())
    if isinstance(value, list):
        return any(_fractions(v) for v in value)
    return False


def _hands(run) -> tuple[int, int]:
    return run(lambda t: (len(t.tables.view(1, 1).hands), len(t.tables.view(1, 2).hands)))


@FUZZ
@given(endpoint=st.sampled_from(["hands", "check", "hands", "GET"]),
       where=table_paths(), body=raw_bodies(),
       code=st.sampled_from(["table"] * 5 + ["other", "wrong", "none"]))
def test_every_answer_is_2xx_or_a_json_4xx_and_a_refusal_stores_nothing(
        served, endpoint, where, body, code):
    run, client, codes = served
    round, table = where
    # (dots escaped too: the client would make "1/.." into nothing before sending it)
    path = "/api/table/" + "/".join(quote(part, safe="").replace(".", "%2E")
                                    for part in (round, table))
    headers = {"X-Fuzz-Address": f"10.{next(_sent) % 250}.0.{next(_sent) % 250}"}
    table_code = {"table": codes.get(int(table) if table in ("1", "2") else 1, codes[1]),
                  "other": codes[2] if table != "2" else codes[1], "wrong": "WRONG2",
                  "none": ""}[code]
    if table_code:
        headers["X-Table-Code"] = table_code
    before = _hands(run)
    if endpoint == "GET":
        answer = client.get(path, headers=headers)
    else:
        headers["Content-Type"] = "application/json"
        answer = client.post(f"{path}/{endpoint}", content=body, headers=headers)

    status = answer.status_code
    assert status < 500, (status, answer.text[:300])
    assert answer.headers["content-type"].startswith("application/json"), answer.text[:300]
    data = answer.json()
    after = _hands(run)
    if status >= 400:
        problems = data["problems"]
        assert problems and all(set(p) - {"params"} == {"field", "code", "message", "text",
                                                        "lang"} and p["message"] and p["text"]
                                for p in problems), data
        assert after == before
    elif status == 201:
        assert endpoint == "hands" and sum(after) == sum(before) + 1
        # Stored as sent: whole numbers only (2.0 is not seat 2), each key once.
        pairs: list[list[tuple[str, Any]]] = []
        sent = json.loads(body, object_pairs_hook=lambda p: pairs.append(p) or dict(p))
        assert not _fractions(sent), body
        assert all(len({k for k, _ in p}) == len(p) for p in pairs), body
    else:
        assert status == 200 and after == before

"""`python -m tournament table-codes`: one code per table of a round, random, stored, new for
each round; `--new` (optionally `--table T`) issues fresh ones; `--json` is the contract's
format; bad input exits 2 with one line per problem and changes nothing."""

from __future__ import annotations

import json
import re
import sqlite3
from pathlib import Path

import pytest

from tests.service.helpers import new_tournament, seat_in_order
from tournament.cli import main
from tournament.service.phone import CODE_ALPHABET

CODE = re.compile(rf"[{CODE_ALPHABET}]{{6,}}")


@pytest.fixture
def cup(tmp_path) -> Path:
    with new_tournament(tmp_path, players=12, rounds=3) as t:
        seat_in_order(t, 1, [[1, 2, 3, 4], [5, 6, 7, 8], [9, 10, 11, 12]])
        seat_in_order(t, 2, [[1, 5, 9, 2], [6, 10, 3, 7], [11, 4, 8, 12]])
        return t.path


def run(capsys, *argv) -> tuple[int, str, str]:
    code = main([str(a) for a in argv])
    out, err = capsys.readouterr()
    return code, out, err


def codes(capsys, cup: Path, *more) -> dict[int, str]:
    code, out, err = run(capsys, "table-codes", cup, *more, "--json")
    assert code == 0, err
    data = json.loads(out)
    return {t["table"]: t["code"] for t in data["tables"]}


def test_one_code_per_table_stored_and_new_for_each_round(cup, capsys):
    code, out, err = run(capsys, "table-codes", cup, "--round", "1", "--json")
    assert code == 0, err
    data = json.loads(out)
    assert list(data) == ["round", "tables"] and data["round"] == 1
    assert [list(t) for t in data["tables"]] == [["table", "code", "path"]] * 3
    assert [(t["table"], t["path"]) for t in data["tables"]] == [
        (1, "/table/1/1"), (2, "/table/1/2"), (3, "/table/1/3")]
    first = {t["table"]: t["code"] for t in data["tables"]}
    assert all(CODE.fullmatch(c) for c in first.values())
    assert not any(ch in c for c in first.values() for ch in "0O1IL")
    assert len(set(first.values())) == 3
    # Stored: asked again, the same codes (and nothing written again).
    with sqlite3.connect(cup) as conn:
        audits = conn.execute("SELECT count(*) FROM audit_log").fetchone()[0]
    assert codes(capsys, cup, "--round", "1") == first
    with sqlite3.connect(cup) as conn:
        assert conn.execute("SELECT count(*) FROM audit_log").fetchone()[0] == audits
        stored = dict(conn.execute("SELECT table_number, code FROM table_codes WHERE "
                                   "round_number = 1").fetchall())
    assert stored == first
    # The next round's are others.
    second = codes(capsys, cup, "--round", "2")
    assert not set(second.values()) & set(first.values())
    # The text form: one line per table, with the page's path.
    code, out, _ = run(capsys, "table-codes", cup, "--round", "1")
    assert code == 0
    assert out.splitlines() == [f"round 1 table {t}: {c}  /table/1/{t}"
                                for t, c in first.items()]


def test_new_codes_for_every_table_or_one(cup, capsys):
    first = codes(capsys, cup, "--round", "1")
    renewed = codes(capsys, cup, "--round", "1", "--new")
    assert all(renewed[t] != first[t] for t in first)
    one = codes(capsys, cup, "--round", "1", "--new", "--table", "2")
    assert list(one) == [2] and one[2] != renewed[2]
    now = codes(capsys, cup, "--round", "1")
    assert now == {1: renewed[1], 2: one[2], 3: renewed[3]}
    # The audit trail says codes were issued, never the codes.
    code, out, _ = run(capsys, "log", cup)
    assert "issue_table_codes" in out
    assert not any(c in out for c in (*first.values(), *renewed.values(), one[2]))


def test_the_same_entry_id_issues_nothing_again_and_prints_the_codes(cup, capsys):
    first = run(capsys, "table-codes", cup, "--round", "1", "--new", "--entry-id", "c-1")
    assert first[0] == 0
    again = run(capsys, "table-codes", cup, "--round", "1", "--new", "--entry-id", "c-1")
    assert again[0] == 0 and "already saved" in again[2]
    assert again[1] == first[1]


@pytest.mark.parametrize("argv, lines", [
    (["--round", "0"], ["--round: 0 is no round (1 or more)"]),
    (["--round", "0", "--table", "-1"], ["--round: 0 is no round (1 or more)",
                                         "--table: -1 is no table (1 or more)"]),
    (["--round", "3"], ["round: round 3 is not seated [no_such_round]"]),
    (["--round", "1", "--table", "7"], ["table: round 1 has no table 7 [no_such_table]"]),
])
def test_bad_input_exits_2_one_line_each_and_changes_nothing(cup, capsys, argv, lines):
    code, out, err = run(capsys, "table-codes", cup, *argv)
    assert (code, out, err.splitlines()) == (2, "", lines)
    with sqlite3.connect(cup) as conn:
        assert conn.execute("SELECT count(*) FROM table_codes").fetchone() == (0,)


def test_phone_entry_switches_a_round_or_a_table_and_lists_the_tables(cup, capsys):
    def listing() -> list[dict]:
        code, out, err = run(capsys, "phone-entry", cup, "--round", "1", "--json")
        assert code == 0, err
        data = json.loads(out)
        assert data["round"] == 1
        return data["tables"]

    first = listing()
    assert first == [{"table": t, "code": False, "on": True, "hands": 0, "last_at": ""}
                     for t in (1, 2, 3)]
    codes(capsys, cup, "--round", "1")
    assert run(capsys, "phone-entry", cup, "--round", "1", "--off", "--table", "2")[0] == 0
    assert [(t["code"], t["on"]) for t in listing()] == [(True, True), (True, False),
                                                         (True, True)]
    assert run(capsys, "phone-entry", cup, "--round", "1", "--off")[0] == 0
    assert [t["on"] for t in listing()] == [False, False, False]
    assert run(capsys, "phone-entry", cup, "--round", "1", "--on")[0] == 0
    # The round is on again; table 2's own switch is still off.
    assert [t["on"] for t in listing()] == [True, False, True]
    code, out, _ = run(capsys, "log", cup)
    assert out.count("phone_entry_off") == 2 and out.count("phone_entry_on") == 1
    # Bad input: exit 2, one line each, nothing switched.
    assert run(capsys, "phone-entry", cup, "--round", "3", "--off")[:2] == (2, "")
    code, out, err = run(capsys, "phone-entry", cup, "--round", "0", "--table", "0")
    assert (code, out, err.splitlines()) == (2, "", ["--round: 0 is no round (1 or more)",
                                                     "--table: 0 is no table (1 or more)"])
    assert run(capsys, "phone-entry", cup, "--round", "1", "--table", "1")[2].strip() == \
        "--table goes with --on or --off"
    assert [t["on"] for t in listing()] == [True, False, True]

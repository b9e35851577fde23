"""Table results are kept with each table's log, and `check` replays every log to confirm
them: on every fixture the stored results agree; a stored result that lies, or a log edited
by other means, is found, named and (with --repair) put right from the log."""

from __future__ import annotations

import json
import sqlite3

import pytest

from tests.export.builders import awkward_tournament
from tests.service.helpers import new_tournament, ron, seat_in_order, tsumo
from tournament.cli import main
from tournament.demo import build_demo_tournament
from tournament.service import Tournament


@pytest.fixture
def played(tmp_path):
    t = new_tournament(tmp_path, players=8, rounds=1)
    seat_in_order(t, 1, [[1, 2, 3, 4], [5, 6, 7, 8]])
    t.tables.record_hand(1, 1, ron(1, 3, 3, 30))
    t.tables.record_hand(1, 1, tsumo(0, 2, 30))
    t.tables.void_hand(1, 1, 0, reason="wrong table")
    t.tables.record_totals(1, 2, [40000, 30000, 30000, 20000])
    path = t.path
    t.close()
    return path


@pytest.mark.parametrize("build", [build_demo_tournament, awkward_tournament])
def test_the_fixtures_agree_with_their_logs(tmp_path, build, capsys):
    path = tmp_path / "t.rtdb"
    build(path).close()
    assert main(["check", str(path)]) == 0
    assert "every stored result agrees with its hand log" in capsys.readouterr().out


def test_a_stored_result_that_lies_is_found_and_repaired(played, capsys):
    with Tournament.open(played) as t:
        before = t.standings.get()
    conn = sqlite3.connect(played)
    # Table 2, scored on paper: a finished game, counted in the standings.
    table_id, text = conn.execute("SELECT table_id, summary FROM table_states "
                                  "ORDER BY table_id DESC LIMIT 1").fetchone()
    summary = json.loads(text)
    summary[16] = [99000, -33000, -33000, -33000]  # the result's points
    conn.execute("UPDATE table_states SET summary = ? WHERE table_id = ?",
                 (json.dumps(summary), table_id))
    conn.commit()
    conn.close()
    with Tournament.open(played) as t:
        assert t.standings.get() != before  # the standings are computed from the summaries
    assert main(["check", str(played)]) == 2
    err = capsys.readouterr().err
    assert "round 1 table 2: its stored summary differs from its log (result" in err
    assert main(["check", str(played), "--repair"]) == 0
    assert "1 table(s) repaired" in capsys.readouterr().out
    with Tournament.open(played) as t:
        assert t.standings.get() == before
    assert main(["check", str(played)]) == 0


def test_a_log_edited_by_other_means_is_found(played, capsys):
    conn = sqlite3.connect(played)
    conn.execute("UPDATE hand_log SET payload = ? WHERE seq = 2 AND table_id = "
                 "(SELECT MIN(table_id) FROM hand_log)",
                 (json.dumps({"outcome": "tsumo", "riichi": [],
                              "wins": [{"winner": 0, "han": 4, "fu": 30}]}),))
    conn.commit()
    conn.close()
    assert main(["check", str(played)]) == 2
    assert "round 1 table 1: its stored summary differs from its log" in \
        capsys.readouterr().err


def test_an_open_folds_a_table_whose_summary_is_behind_its_log(played):
    conn = sqlite3.connect(played)
    conn.execute("DELETE FROM table_states WHERE table_id = (SELECT MIN(table_id) FROM "
                 "table_states)")
    conn.commit()
    conn.close()
    with Tournament.open(played) as t:
        assert t.tables.summary(1, 1).hands == 1
    assert main(["check", str(played)]) == 0  # the open stored it again


def test_a_summary_stored_before_end_codes_is_folded_again_at_open(tmp_path):
    # A finished game's summary written by an older version has no end code (the code the
    # desk words "why the game ended" from): the open folds that table again and stores it.
    path = tmp_path / "t.rtdb"
    build_demo_tournament(path).close()
    conn = sqlite3.connect(path)
    rows = conn.execute("SELECT table_id, summary FROM table_states").fetchall()
    for table_id, text in rows:
        conn.execute("UPDATE table_states SET summary = ? WHERE table_id = ?",
                     (json.dumps(json.loads(text)[:21]), table_id))
    conn.commit()
    conn.close()
    with Tournament.open(path) as t:
        assert t.tables.summary(1, 1).state.end_code is not None
    conn = sqlite3.connect(path)
    stored = [json.loads(text) for (text,) in conn.execute("SELECT summary FROM "
                                                          "table_states")]
    conn.close()
    assert {len(item) for item in stored} == {24}
    assert main(["check", str(path)]) == 0


def test_a_summary_stored_before_the_statistics_digest_is_folded_again_at_open(tmp_path):
    # A summary written by an older version has no digest of its hands for the statistics
    # nor chombo marks: the open folds that table again and stores its summary whole.
    path = tmp_path / "t.rtdb"
    build_demo_tournament(path).close()
    with Tournament.open(path) as t:
        before = t.standings.statistics(), t.penalties.chombos(1)
    conn = sqlite3.connect(path)
    for table_id, text in conn.execute("SELECT table_id, summary FROM table_states").fetchall():
        conn.execute("UPDATE table_states SET summary = ? WHERE table_id = ?",
                     (json.dumps(json.loads(text)[:22]), table_id))
    conn.commit()
    conn.close()
    with Tournament.open(path) as t:
        assert (t.standings.statistics(), t.penalties.chombos(1)) == before
    conn = sqlite3.connect(path)
    stored = [json.loads(text) for (text,) in conn.execute("SELECT summary FROM "
                                                          "table_states")]
    conn.close()
    assert {len(item) for item in stored} == {24}
    assert main(["check", str(path)]) == 0


def test_a_damaged_index_opens_but_check_finds_it(played, capsys):
    # The open runs SQLite's quick check (every page and row); only the full integrity check
    # compares each index with its table. Swap the pages of the players' two unique indexes
    # (names, EMA numbers): every page is still well formed, but the name index now holds
    # EMA numbers, which would let a duplicate name in.
    conn = sqlite3.connect(played)
    pages = dict(conn.execute("SELECT name, rootpage FROM sqlite_master WHERE name IN "
                              "('sqlite_autoindex_players_1', 'sqlite_autoindex_players_2')"))
    assert len(pages) == 2
    conn.execute("PRAGMA writable_schema = ON")
    a, b = pages["sqlite_autoindex_players_1"], pages["sqlite_autoindex_players_2"]
    conn.execute("UPDATE sqlite_master SET rootpage = CASE name "
                 "WHEN 'sqlite_autoindex_players_1' THEN ? ELSE ? END "
                 "WHERE name IN ('sqlite_autoindex_players_1', 'sqlite_autoindex_players_2')",
                 (b, a))
    conn.commit()
    conn.close()

    t = Tournament.open(played)
    problems = t.ledger.check(repair=True)
    t.close()
    assert [p.code for p in problems] == ["file_damaged"]
    assert "integrity check: row" in problems[0].message
    assert "restore a backup" in problems[0].message

    assert main(["check", "--repair", str(played)]) == 2
    out, err = capsys.readouterr()
    assert "is damaged (integrity check" in err and "repaired" not in out

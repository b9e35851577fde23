"""`record --totals` on a file goes the quick way (`tournament.cli.quick`: sqlite3 alone, one
table read) and writes exactly what the ordinary way (the service) writes: the same rows in
every table, the same ledger head, the same output. `standings` reads the quick way and
prints what the ordinary way prints. Every refusal and every file out of the ordinary goes
the ordinary way, so the messages and exit codes are the service's."""

from __future__ import annotations

import json
import os
import shutil
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from tournament.cli import main, quick
from tournament.service import Tournament
from tournament.standings.ranking import PenaltyKind
from tournament.storage import migrations, values
from tournament.storage import quick as storage_quick

ROOT = Path(__file__).resolve().parents[2]
AT = "2026-05-02T10:00:00.000Z"
TOTALS = ["--totals", "40000", "30000", "20000", "10000"]


@pytest.fixture
def cup(built_once) -> Path:
    """Round 1 seated (two tables), table 2 with one hand recorded."""
    return built_once("quick-cup", _cup)


def _cup(tmp_path: Path) -> Path:
    players = tmp_path / "players.csv"
    players.write_text("name\n" + "".join(f"P{i}\n" for i in range(1, 9)), encoding="utf-8")
    path = tmp_path / "cup.rtdb"
    assert main(["new", str(path), "--name", "Cup", "--rounds", "2", "--players",
                 str(players)]) == 0
    assert main(["seat", str(path), "--round", "1"]) == 0
    with Tournament.open(path) as t:
        t.tables.record_hand(1, 2, {"outcome": "exhaustive_draw", "riichi": [], "tenpai": [0]})
    return path


@pytest.fixture
def frozen(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every moment either way writes is the same (so the rows and hashes can be equal)."""
    monkeypatch.setattr(values, "now", lambda: AT)


def rows(path: Path) -> dict[str, list[tuple[object, ...]]]:
    """Every row of every table of the file."""
    conn = sqlite3.connect(path)
    try:
        names = [n for (n,) in conn.execute(
            "SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")]
        return {n: sorted(conn.execute(f'SELECT * FROM "{n}"').fetchall(), key=repr)
                for n in names}
    finally:
        conn.close()


def head(path: Path) -> tuple[object, ...]:
    conn = sqlite3.connect(path)
    try:
        return tuple(conn.execute("SELECT seq, hash FROM ledger ORDER BY seq DESC LIMIT 1")
                     .fetchone())
    finally:
        conn.close()


def both(cup: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch,
         *argv: str, before: tuple[str, ...] = ()
         ) -> tuple[tuple[int, str, str, Path], tuple[int, str, str, Path]]:
    """`record FILE *argv` the ordinary way on one copy and with the quick path on another
    (after `before`, a command run the ordinary way on both): (code, out, err, file) each."""
    results = []
    for name, enabled in (("ordinary", False), ("quick", True)):
        path = cup.with_name(f"{name}.rtdb")
        shutil.copyfile(cup, path)
        monkeypatch.setattr(quick, "ENABLED", False)
        if before:
            assert main([before[0], str(path), *before[1:]]) == 0
        capsys.readouterr()
        monkeypatch.setattr(quick, "ENABLED", enabled)
        code = main(["record", str(path), *argv])
        out, err = capsys.readouterr()
        results.append((code, out, err.replace(str(path), "FILE"), path))
    return results[0], results[1]


def test_the_quick_way_writes_what_the_service_writes(cup, capsys, monkeypatch, frozen, opened):
    # The quick way never opens the tournament through the service.
    (code, out, err, path), (qcode, qout, qerr, qpath) = both(
        cup, capsys, monkeypatch, "--round", "1", "--table", "1", *TOTALS, "--chombos", "0",
        "1", "0", "0", "--entry-id", "slip-1")
    assert opened == [False]
    assert (code, out, err) == (qcode, qout, qerr) == (0, out, "")
    assert "finished" in out
    assert rows(path) == rows(qpath)
    assert head(path) == head(qpath)
    written = rows(qpath)
    assert [r[1:4] for r in written["hand_log"] if r[3] == "totals"] == [(1, 1, "totals")]
    counter = written["change_counter"][0][1]
    assert ("slip-1", counter) in [r[:2] for r in written["applied_entries"]]
    # What the quick way wrote is in the ledger: check passes, and a change made behind the
    # app's back is found.
    monkeypatch.setattr(quick, "ENABLED", True)
    assert main(["check", str(qpath)]) == 0
    conn = sqlite3.connect(qpath)
    with conn:
        conn.execute("UPDATE hand_log SET payload = ? WHERE kind = 'totals'",
                     ('{"scores":[10000,20000,30000,40000],"chombos":[0,0,0,0]}',))
    conn.close()
    capsys.readouterr()
    assert main(["check", str(qpath)]) == 2
    assert "changed behind the app's back" in capsys.readouterr().err


def test_totals_replacing_earlier_totals_are_written_alike(cup, capsys, monkeypatch, frozen):
    (code, out, err, path), (qcode, qout, qerr, qpath) = both(
        cup, capsys, monkeypatch, "--round", "1", "--table", "1", "--totals", "30000",
        "30000", "30000", "30000", "--entry-id", "slip-2",
        before=("record", "--round", "1", "--table", "1", *TOTALS, "--entry-id", "slip-1"))
    assert (code, out, err) == (qcode, qout, qerr) and code == 0
    assert rows(path) == rows(qpath)
    # Both ways say that earlier totals were replaced, and with what.
    first = ", ".join(TOTALS[1:])
    assert f"replace the ones entered before ({first})" in err
    # `undo` puts the earlier totals back, as the note says.
    monkeypatch.setattr(quick, "ENABLED", False)
    assert main(["undo", str(qpath), "--round", "1", "--table", "1"]) == 0
    with Tournament.open(qpath) as t:
        assert t.tables.view(1, 1).totals.scores == tuple(int(v) for v in TOTALS[1:])


@pytest.mark.parametrize("argv, said", [
    (("--round", "1", "--table", "2", *TOTALS), "recorded hand by hand"),
    (("--round", "1", "--table", "9", *TOTALS), "has no table 9"),
    (("--round", "2", "--table", "1", *TOTALS), "round 2 is not seated"),
    (("--round", "1", "--table", "1", "--totals", "40000", "30000", "20000", "9000"),
     "add up to"),
    (("--round", "1", "--table", "1", *TOTALS, "--chombos", "0", "0", "0", "-1"), "chombo"),
    (("--round", "1", "--table", "1", *TOTALS, "--who", "a\x1bb"), "who"),
])
def test_refusals_are_the_services(cup, capsys, monkeypatch, frozen, argv, said):
    (code, out, err, path), (qcode, qout, qerr, qpath) = both(cup, capsys, monkeypatch, *argv)
    assert (code, out, err) == (qcode, qout, qerr)
    assert code == 2 and said in err and not out
    assert rows(qpath) == rows(cup)  # nothing changed


def test_the_same_totals_again_are_refused_as_the_service_refuses(cup, capsys, monkeypatch,
                                                                  frozen):
    argv = ("--round", "1", "--table", "1", *TOTALS)
    (code, out, err, _), (qcode, qout, qerr, _) = both(
        cup, capsys, monkeypatch, *argv, before=("record", *argv))
    assert (code, out, err) == (qcode, qout, qerr)
    assert code == 2 and "already entered" in err


def test_an_entry_id_already_applied_is_noted_not_applied_again(cup, capsys, monkeypatch,
                                                                frozen):
    argv = ("--round", "1", "--table", "1", *TOTALS, "--entry-id", "slip-1")
    (code, out, err, path), (qcode, qout, qerr, qpath) = both(
        cup, capsys, monkeypatch, *argv, before=("record", *argv))
    assert (code, out, err) == (qcode, qout, qerr)
    assert code == 0 and "slip-1" in err and "already" in err
    assert rows(path) == rows(qpath)


def test_a_locked_table_is_refused_as_the_service_refuses(cup, capsys, monkeypatch, frozen):
    for table in ("1", "2"):
        assert main(["record", str(cup), "--round", "1", "--table", table,
                     "--totals", "30000", "30000", "30000", "30000"]) in (0, 2)
    with Tournament.open(cup) as t:
        t.tables.void_hand(1, 2, 0)
        t.tables.record_totals(1, 2, [30000, 30000, 30000, 30000])
        t.approvals.approve(1)
    (code, out, err, _), (qcode, qout, qerr, qpath) = both(
        cup, capsys, monkeypatch, "--round", "1", "--table", "1", *TOTALS)
    assert (code, out, err) == (qcode, qout, qerr)
    assert code == 2 and "locked" in err


def test_a_file_held_by_another_instance_is_refused_as_before(cup, capsys, monkeypatch):
    with Tournament.open(cup):
        results = []
        for enabled in (False, True):
            monkeypatch.setattr(quick, "ENABLED", enabled)
            code = main(["record", str(cup), "--round", "1", "--table", "1", *TOTALS])
            results.append((code, *capsys.readouterr()))
    assert results[0] == results[1]
    assert results[0][0] == 2 and "open" in results[0][2]


def test_a_stale_summary_sends_the_command_the_ordinary_way(cup, capsys, monkeypatch,
                                                           frozen):
    """A summary that does not match its log is folded and stored by the ordinary open
    first (its own change): the quick way leaves such a file to it."""
    conn = sqlite3.connect(cup)
    with conn:
        conn.execute("DELETE FROM table_states")
    conn.close()
    (code, out, err, path), (qcode, qout, qerr, qpath) = both(
        cup, capsys, monkeypatch, "--round", "1", "--table", "1", *TOTALS, "--entry-id", "s")
    assert (code, out, err) == (qcode, qout, qerr) and code == 0
    assert rows(path) == rows(qpath)


def test_the_quick_way_loads_no_database_library(cup):
    """The point of it: `record --totals` starts without SQLAlchemy or sqlmodel (timings
    in benchmarks/bench_cli_floor.py)."""
    script = ("import sys\nfrom tournament.cli import main\ncode = main(sys.argv[1:])\n"
              "print(sorted({m.split('.')[0] for m in sys.modules} & "
              "{'sqlalchemy', 'sqlmodel', 'alembic'}), file=sys.stderr)\nsys.exit(code)\n")
    done = subprocess.run([sys.executable, "-c", script, "record", str(cup), "--round", "1",
                           "--table", "1", *TOTALS], cwd=ROOT, capture_output=True, text=True,
                          env=dict(os.environ, PYTHONPATH=str(ROOT)), timeout=120)
    assert done.returncode == 0, done.stderr
    assert "finished" in done.stdout
    assert done.stderr.strip().splitlines()[-1] == "[]"


def test_the_quick_way_knows_this_versions_file_format():
    """A new revision of the schema must be brought to the quick way (until then every file
    would go the ordinary way, slowly)."""
    assert storage_quick.SCHEMA_VERSION == migrations.SCHEMA_VERSION
    assert storage_quick.HEAD_REVISION == migrations.head()


@pytest.fixture
def played(built_once) -> Path:
    """Three tables of round 1 (a finished one, one in play, an empty one), teams, a
    substitute, tie-breaks, and penalties of every kind."""
    return built_once("quick-played", _played)


def _played(tmp_path: Path) -> Path:
    players = tmp_path / "players.csv"
    players.write_text("name,team,status\n" + "".join(
        f"P{i},{'AB'[i % 2]},{'substitute' if i == 12 else 'active'}\n" for i in range(1, 13)),
        encoding="utf-8")
    path = tmp_path / "played.rtdb"
    assert main(["new", str(path), "--name", "Cup", "--rounds", "3", "--players", str(players),
                 "--tie-break", "firsts"]) == 0
    assert main(["seat", str(path), "--round", "1"]) == 0
    with Tournament.open(path) as t:
        t.tables.record_totals(1, 1, [40000, 30000, 20000, 10000])
        t.tables.record_hand(1, 2, {"outcome": "exhaustive_draw", "riichi": [], "tenpai": [0]})
        first, second, third = (t.players.get(p).name for p in t.rounds.seating(1)[0].players[:3])
        t.penalties.add(first, PenaltyKind.DEDUCTION, -5000, "late", round=1, table=1)
        t.penalties.add(second, PenaltyKind.YELLOW_CARD, 0, "noise")
        t.penalties.add(third, PenaltyKind.DISQUALIFICATION, 0, "left")
    return path


@pytest.mark.parametrize("argv", [
    (), ("--json",), ("--provisional",), ("--provisional", "--json"), ("--round", "1"),
    ("--round", "1", "--only-round", "--json"), ("--round", "2", "--json"),
    ("--round", "9"), ("--round", "0"),
])
def test_standings_read_the_quick_way_are_the_services(played, capsys, monkeypatch, argv):
    results = []
    for enabled in (False, True):
        monkeypatch.setattr(quick, "ENABLED", enabled)
        code = main(["standings", str(played), *argv])
        results.append((code, *capsys.readouterr()))
    assert results[0] == results[1]
    code, out, err = results[0]
    if "9" in argv or "0" in argv:
        assert code == 2 and "round" in err and not out
    else:
        assert code == 0 and out and not err


def test_standings_read_the_quick_way_open_nothing_through_the_service(played, capsys,
                                                                        monkeypatch):
    monkeypatch.setattr(Tournament, "open", None)  # (would fail if called)
    assert main(["standings", str(played), "--json"]) == 0
    assert '"pending"' in capsys.readouterr().out


GAME = ROOT / "tests" / "data" / "games" / "ema_rcr_hanchan.json"
# The first hand of table 2 in `cup` (recorded by the fixture).
DRAW = {"outcome": "exhaustive_draw", "riichi": [], "tenpai": [0]}


def game_file(cup: Path, table: int, hands: list[object] | None = None,
              swap: bool = False, ruleset: str | None = None) -> str:
    """A game record for round 1 table `table` of `cup`: its players in seat order (the
    first two swapped with `swap`) and the 16 hands of the EMA example game (or `hands`)."""
    with Tournament.open(cup) as t:
        seating = next(s for s in t.rounds.seating(1) if s.table == table)
        names = [t.players.get(p).name for p in seating.players]
    if swap:
        names[0], names[1] = names[1], names[0]
    data = json.loads(GAME.read_text(encoding="utf-8"))
    record: dict[str, object] = {"players": names,
                                 "hands": data["hands"] if hands is None else hands}
    if ruleset is not None:
        record["ruleset"] = ruleset
    path = cup.with_name(f"game-{table}-{len(record['hands'])}-{swap}-{ruleset}.json")
    path.write_text(json.dumps(record), encoding="utf-8")
    return str(path)


def test_a_game_record_the_quick_way_writes_what_the_service_writes(cup, capsys, monkeypatch,
                                                                    frozen, opened):
    game = game_file(cup, 1)
    opened.clear()  # (making the game file read the tournament; the commands are what count)
    (code, out, err, path), (qcode, qout, qerr, qpath) = both(
        cup, capsys, monkeypatch, "--round", "1", "--table", "1", game, "--entry-id", "g-1")
    assert opened == [False]
    assert (code, out, err) == (qcode, qout, qerr) == (0, out, "")
    assert "finished" in out
    assert rows(path) == rows(qpath)
    assert head(path) == head(qpath)
    written = rows(qpath)
    assert len([r for r in written["hand_log"] if r[3] == "hand"]) == 1 + 16
    monkeypatch.setattr(quick, "ENABLED", True)
    assert main(["check", str(qpath)]) == 0


def test_a_game_record_continuing_a_table_is_written_alike(cup, capsys, monkeypatch, frozen):
    """Table 2 has one hand: a record that starts with it appends the rest, either way."""
    data = json.loads(GAME.read_text(encoding="utf-8"))
    game = game_file(cup, 2, [DRAW, *data["hands"][:3]])
    (code, out, err, path), (qcode, qout, qerr, qpath) = both(
        cup, capsys, monkeypatch, "--round", "1", "--table", "2", game, "--entry-id", "g-2")
    assert (code, out, err) == (qcode, qout, qerr) and code == 0
    assert "4 hands" in out
    assert rows(path) == rows(qpath)


@pytest.mark.parametrize("case, said", [
    ("swapped", "not "),
    ("differs", "differs from them at hand 0"),
    ("nothing new", "already recorded"),
    ("totals", "score slip"),
    ("ruleset", "ruleset"),
    ("impossible", "hands[0]"),
    ("not json", "JSON"),
    ("who", "who"),
])
def test_game_record_refusals_are_the_services(cup, capsys, monkeypatch, frozen, case, said):
    table, before, extra = "1", (), []
    if case == "swapped":
        game = game_file(cup, 1, swap=True)
    elif case == "differs":
        table, game = "2", game_file(cup, 2, [{**DRAW, "tenpai": [1]}])
    elif case == "nothing new":
        table, game = "2", game_file(cup, 2, [DRAW])
    elif case == "totals":
        game = game_file(cup, 1)
        before = ("record", "--round", "1", "--table", "1", *TOTALS, "--entry-id", "t-1")
    elif case == "ruleset":
        game = game_file(cup, 1, ruleset="wrc")
    elif case == "impossible":
        game = game_file(cup, 1, [{"outcome": "tsumo", "riichi": [], "wins": [
            {"winner": 0, "han": 0, "fu": 20}]}])
    elif case == "not json":
        game = str(cup.with_name("broken.json"))
        Path(game).write_text("{", encoding="utf-8")
    else:
        game, extra = game_file(cup, 1), ["--who", "a\x1bb"]
    (code, out, err, path), (qcode, qout, qerr, qpath) = both(
        cup, capsys, monkeypatch, "--round", "1", "--table", table, game, *extra,
        "--entry-id", "g-3", before=before)
    assert (code, out, err) == (qcode, qout, qerr)
    assert code == 2 and said in err and not out, err
    assert rows(path) == rows(qpath)


def test_a_game_record_the_quick_way_loads_no_database_library(cup, tmp_path):
    game = game_file(cup, 1)
    script = ("import sys\nfrom tournament.cli import main\ncode = main(sys.argv[1:])\n"
              "print(sorted({m.split('.')[0] for m in sys.modules} & "
              "{'sqlalchemy', 'sqlmodel', 'alembic'}), file=sys.stderr)\nsys.exit(code)\n")
    done = subprocess.run([sys.executable, "-c", script, "record", str(cup), "--round", "1",
                           "--table", "1", game], cwd=ROOT, capture_output=True, text=True,
                          env=dict(os.environ, PYTHONPATH=str(ROOT)), timeout=120)
    assert done.returncode == 0, done.stderr
    assert "finished" in done.stdout
    assert done.stderr.strip().splitlines()[-1] == "[]"

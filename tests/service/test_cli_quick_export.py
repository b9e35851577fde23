"""`export --format ema` on a plain file goes the quick way (`tournament.cli.quick.quick_ema`:
sqlite3 alone) and does what the ordinary way (the service) does: the same bytes written,
the same line printed, the same warnings, the same exit code. What the ordinary way refuses
(a tournament not ready for the EMA file, one that fails its check without --force) or must
see to first (a final stage, a stale summary) goes the ordinary way, which words it."""

from __future__ import annotations

import os
import shutil
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest
from openpyxl import load_workbook

from tournament.cli import main, quick
from tournament.players.roster import PlayerDraft, PlayerStatus
from tournament.service import Tournament

ROOT = Path(__file__).resolve().parents[2]
NAMES = ["Anna Berg", "Jonas Weber", "Pieter Vries", "Sanne Bakker", "Luca Keller",
         "Nora Haas", "Marie Dubois", "Hugo Lefevre"]
COUNTRIES = ["GER", "GER", "NED", "NED", "SUI", "SUI", "FRA", "JPN"]
# Round 1: two tables, Jonas and Pieter tied for 2nd (shared uma and table points); round 2:
# one table with every player tied; round 3 seated, table 1 in play, table 2 empty.
ROUND_1 = [(NAMES[0:4], [45000, 30000, 30000, 15000]),
           (NAMES[4:8], [40000, 35000, 25000, 20000])]
ROUND_2 = [([NAMES[0], NAMES[4], NAMES[1], NAMES[5]], [30000] * 4),
           ([NAMES[2], NAMES[6], NAMES[3], NAMES[7]], [50000, 30000, 20000, 20000])]
ROUND_3: list[tuple[list[str], list[int] | None]] = [
    ([NAMES[0], NAMES[6], NAMES[5], NAMES[3]], None),
    ([NAMES[1], NAMES[2], NAMES[4], NAMES[7]], None)]


def _open(tmp_path: Path, **settings: object) -> Tournament:
    players = [PlayerDraft(name, country=country, ema_number=f"0500000{i}" if i % 3 else None)
               for i, (name, country) in enumerate(zip(NAMES, COUNTRIES, strict=True))]
    players.append(PlayerDraft("Sam Sub", country="GBR", status=PlayerStatus.SUBSTITUTE))
    options: dict[str, object] = dict(
        start_date="2025-04-12", end_date="2025-04-13", city="Lyon", host_country="France",
        mers_weight="1.5", short_name="LRO", tie_breaks=["firsts"])
    options.update(settings)
    t = Tournament.create(tmp_path / "open.rtdb", name="Lyon Open", rounds=4,
                          players=players, **options)  # type: ignore[arg-type]
    for number, tables in ((1, ROUND_1), (2, ROUND_2), (3, ROUND_3)):
        t.rounds.set_seating(number, [names for names, _ in tables])
        for table, (_, scores) in enumerate(tables, start=1):
            if scores is not None:
                t.tables.record_totals(number, table, scores)
    return t


def _ready(tmp_path: Path) -> Path:
    """Rounds 1 and 2 finished; round 3 in play; a penalty in round 2."""
    with _open(tmp_path) as t:
        t.tables.record_hand(3, 1, {"outcome": "exhaustive_draw", "riichi": [],
                                    "tenpai": [0]})
        from tournament.standings.ranking import PenaltyKind

        t.penalties.add(NAMES[5], PenaltyKind.DEDUCTION, -4000, "late", round=2, table=1)
    return tmp_path / "open.rtdb"


def _no_city(tmp_path: Path) -> Path:
    """Ready but for the city, and one player without a country (two problems)."""
    with _open(tmp_path, city="") as t:
        t.players.update(NAMES[3], country="")
    return tmp_path / "open.rtdb"


def _final(tmp_path: Path) -> Path:
    """Rounds 1 and 2 played, then a final of the top four."""
    players = [PlayerDraft(name, country=country) for name, country in zip(NAMES, COUNTRIES,
                                                                          strict=True)]
    with Tournament.create(tmp_path / "final.rtdb", name="Final Cup", rounds=2,
                           players=players, start_date="2025-04-12", city="Lyon",
                           host_country="France", mers_weight="1") as t:
        for number, tables in ((1, ROUND_1), (2, ROUND_2)):
            t.rounds.set_seating(number, [names for names, _ in tables])
            for table, (_, scores) in enumerate(tables, start=1):
                t.tables.record_totals(number, table, scores)
        t.final.start(4)
        t.tables.record_totals(3, 1, [40000, 30000, 20000, 10000])
    return tmp_path / "final.rtdb"


@pytest.fixture
def ready(built_once) -> Path:
    return built_once("quick-export-ready", _ready)


def both(path: Path, capsys, monkeypatch, *argv: str, out: str = "ema.csv"
         ) -> tuple[tuple[int, str, str, bytes | None], tuple[int, str, str, bytes | None]]:
    """`export FILE --format ema --out OUT *argv` the ordinary way, then the quick way (each
    into a file of its own): (code, stdout, stderr, the bytes written) each, the output's
    path written OUT."""
    results = []
    for name, enabled in (("ordinary", False), ("quick", True)):
        monkeypatch.setattr(quick, "ENABLED", enabled)
        target = path.with_name(f"{name}-{out}")
        code = main(["export", str(path), "--format", "ema", "--out", str(target), *argv])
        said, err = capsys.readouterr()
        written = target.read_bytes() if target.exists() else None
        results.append((code, said.replace(str(target), "OUT"), err, written))
    return results[0], results[1]


@pytest.mark.parametrize("argv", [
    (), ("--round", "2"), ("--round", "1"), ("--score-unit", "thousands"),
    ("--round", "1", "--score-unit", "thousands"), ("--force",),
])
def test_the_quick_way_writes_what_the_service_writes(ready, capsys, monkeypatch, opened, argv):
    ordinary, fast = both(ready, capsys, monkeypatch, *argv)
    assert fast == ordinary
    code, said, err, written = fast
    assert code == 0 and written
    round = argv[argv.index("--round") + 1] if "--round" in argv else "2"
    assert said == f"OUT: EMA results after round {round}, 8 players\n"
    assert "the tournament has 4 rounds; the file counts rounds 1 to" in err
    assert opened == [False]  # the quick way never opened it through the service
    if not argv:  # the shared table points: Jonas 1.5 (2nd with Pieter) + 7/4 (all tied)
        assert b",Jonas,WEBER,05000001,3.25,0,YES,GER," in written


def test_a_substitute_who_agreed_is_ranked_alike(tmp_path, capsys, monkeypatch, opened):
    with _open(tmp_path) as t:
        t.players.update("Sam Sub", ema_ranked=True)
        t.tables.record_totals(3, 1, [36000, 34000, 26000, 24000])
        t.tables.record_totals(3, 2, [31000, 29000, 28000, 32000])
        t.players.set_status(NAMES[7], PlayerStatus.DROPPED, "ill")
        t.rounds.set_seating(4, [[NAMES[0], NAMES[1], NAMES[2], "Sam Sub"],
                                 [NAMES[3], NAMES[4], NAMES[5], NAMES[6]]])
        t.tables.record_totals(4, 1, [25000, 25000, 25000, 45000])
        t.tables.record_totals(4, 2, [25000, 35000, 20000, 40000])
    ordinary, fast = both(tmp_path / "open.rtdb", capsys, monkeypatch, "--round", "4")
    assert fast == ordinary and fast[0] == 0
    assert b"SUB" in (fast[3] or b"") and opened == [False]


def test_the_workbook_holds_the_same_cells(ready, capsys, monkeypatch, opened):
    ordinary, fast = both(ready, capsys, monkeypatch, out="ema.xlsx")
    assert fast[:3] == ordinary[:3] and fast[0] == 0
    books = [load_workbook(ready.with_name(f"{name}-ema.xlsx"))["Riichi template"]
             for name in ("ordinary", "quick")]
    cells = [[[(c.value, c.number_format) for c in row] for row in book.iter_rows()]
             for book in books]
    assert cells[0] == cells[1] and len(cells[0]) == 9
    assert opened == [False]


def test_standard_output_has_the_same_bytes(ready, capsysbinary, monkeypatch, opened):
    results = []
    for enabled in (False, True):
        monkeypatch.setattr(quick, "ENABLED", enabled)
        code = main(["export", str(ready), "--format", "ema", "--out", "-"])
        results.append((code, *capsysbinary.readouterr()))
    assert results[0] == results[1]
    code, out, err = results[0]
    assert code == 0 and out.startswith(b"Tournament name,") and b"warning:" in err
    assert opened == [False]


@pytest.mark.parametrize("argv, said", [
    (("--round", "3"), "round 3 table 1 has no final result"),
    (("--round", "5"), "the tournament has 4 rounds; there is no round 5"),
    (("--round", "0"), "there is no round 0"),
])
def test_refusals_are_the_services(ready, capsys, monkeypatch, opened, argv, said):
    ordinary, fast = both(ready, capsys, monkeypatch, *argv)
    assert fast == ordinary
    code, out, err, written = fast
    assert code == 2 and not out and written is None and said in err, err
    assert opened == [False, True]  # refused the ordinary way, in its words


def test_a_tournament_not_ready_is_refused_with_every_problem(tmp_path, capsys, monkeypatch,
                                                               opened):
    path = _no_city(tmp_path)
    ordinary, fast = both(path, capsys, monkeypatch)
    assert fast == ordinary
    code, out, err, written = fast
    assert code == 2 and written is None
    assert "the EMA file needs the city" in err and "Sanne Bakker has no country" in err
    assert opened == [False, True]


def test_a_tournament_that_fails_its_check_is_refused_unless_forced(ready, capsys,
                                                                     monkeypatch, opened):
    conn = sqlite3.connect(ready)
    with conn:
        assert conn.execute("UPDATE players SET country = 'ITA' WHERE country = 'JPN'"
                            ).rowcount == 1
    conn.close()
    ordinary, fast = both(ready, capsys, monkeypatch)
    assert fast == ordinary
    code, out, err, written = fast
    assert code == 2 and written is None and "changed behind the app's back" in err
    assert "--force writes it anyway" in err
    assert opened == [False, True]
    opened.clear()
    ordinary, fast = both(ready, capsys, monkeypatch, "--force")
    assert fast == ordinary and fast[0] == 0
    assert b",ITA," in (fast[3] or b"")  # the file as it is now, forced
    assert opened == [False]


def test_a_final_stage_goes_the_ordinary_way(tmp_path, capsys, monkeypatch, opened):
    path = _final(tmp_path)
    ordinary, fast = both(path, capsys, monkeypatch, "--round", "2")
    assert fast == ordinary and fast[0] == 0
    assert opened == [False, True]


def test_a_stale_summary_goes_the_ordinary_way(ready, capsys, monkeypatch, opened):
    """The ordinary open folds and stores a table's missing summary first (its own change):
    the quick way leaves such a file to it. Each way on its own copy."""
    conn = sqlite3.connect(ready)
    with conn:
        assert conn.execute("DELETE FROM table_states").rowcount > 0
    conn.close()
    results = []
    for name, enabled in (("ordinary", False), ("quick", True)):
        copy = ready.with_name(f"{name}.rtdb")
        shutil.copyfile(ready, copy)
        monkeypatch.setattr(quick, "ENABLED", enabled)
        code = main(["export", str(copy), "--format", "ema", "--out",
                     str(ready.with_name(f"{name}.csv")), "--force"])
        said, err = capsys.readouterr()
        results.append((code, said.replace(name, "NAME"), err,
                        ready.with_name(f"{name}.csv").read_bytes()))
    assert results[0] == results[1] and results[0][0] == 0
    assert opened == [False, True]


def test_the_quick_way_loads_no_database_library(ready, tmp_path):
    """The point of it: the EMA file is written without SQLAlchemy, sqlmodel, pydantic or
    Alembic (timings in benchmarks/bench_cli_floor.py). And the garbage collector is left as
    it was found: nothing frozen, collecting again once the read's pause is over
    (`tournament.collector`)."""
    script = ("import gc, sys\nfrom tournament.cli import main\ncode = main(sys.argv[1:])\n"
              "print(gc.get_freeze_count(), gc.isenabled(), file=sys.stderr)\n"
              "print(sorted({m.split('.')[0] for m in sys.modules} & "
              "{'sqlalchemy', 'sqlmodel', 'pydantic', 'alembic'}), file=sys.stderr)\n"
              "sys.exit(code)\n")
    out = tmp_path / "ema.csv"
    done = subprocess.run([sys.executable, "-c", script, "export", str(ready), "--format",
                           "ema", "--out", str(out)], cwd=ROOT, capture_output=True,
                          text=True, env=dict(os.environ, PYTHONPATH=str(ROOT)), timeout=120)
    assert done.returncode == 0, done.stderr
    assert "EMA results after round 2" in done.stdout and out.stat().st_size > 0
    assert done.stderr.strip().splitlines()[-2:] == ["0 True", "[]"]

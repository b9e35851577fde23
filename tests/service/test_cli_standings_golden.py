"""`python -m tournament standings FILE` prints what it printed before its columns were
declared in `tournament.standings.spec`: the text and the `--json` output are a contract
(docs/cli.md, "Command-line conventions"; scripts read them), so every byte is compared
with the files in
tests/data/cli_standings, written from the output of the version before that change (with
the three keys added later, `only_round`, `unit` and `tie_breaks`, moved to the end of the
object, where the command line's conventions put new keys).

The tournaments cover what the output shows: players apart (a substitute, a disqualified
player) and one who dropped out, shared places, a game in play (`--provisional`), an empty
table (not counted yet), referee penalties and end-of-game chombo deductions, teams, a total
that ends in a quarter (Python writes 92.25 to one decimal as "92.2"), unicode names, a
final with halved carried points, and a tournament with no round seated. Each is read the
quick way (`cli.quick`, sqlite3 alone) and the ordinary way (the service), in process and
as a command, and the first one from a PostgreSQL server too (`--db URL`)."""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

from tournament.cli import main, quick
from tournament.players.roster import PlayerDraft, PlayerStatus
from tournament.service import Tournament
from tournament.standings.ranking import PenaltyKind

ROOT = Path(__file__).resolve().parents[2]
GOLDEN = ROOT / "tests" / "data" / "cli_standings"

NAMES = ["Zoë Ångström", "李小龍", "Søren Kierkegaard", "Ana", "Bo", "Émile Zola",
         "Ölçer", "Marie-Thérèse d'Aubigné", "Kai", "Łucja", "Ngô Bảo Châu", "Yūki"]


def _players() -> list[PlayerDraft]:
    return [PlayerDraft(name, team="AB"[i % 2], status=PlayerStatus.SUBSTITUTE if i == 11
                        else PlayerStatus.ACTIVE) for i, name in enumerate(NAMES)]


def played(folder: Path, target: str | None = None) -> Path | str:
    """Round 1: two tables with the same scores (shared places), the third in play with a
    chombo; round 2: a table with a chombo deducted at the end of the game, one with equal
    scores (shared uma), one not played; penalties of every kind; a player who dropped
    out."""
    path = target if target is not None else folder / "played.rtdb"
    with Tournament.create(path, name="Coupe d'Été", ruleset="ema2016", rounds=3,
                           players=_players(), add_substitutes=False) as t:
        n = NAMES
        t.rounds.set_seating(1, [[n[0], n[1], n[2], n[3]], [n[4], n[5], n[6], n[7]],
                          [n[8], n[9], n[10], n[11]]])
        t.tables.record_totals(1, 1, [41300, 28700, 20000, 10000])
        t.tables.record_totals(1, 2, [41300, 28700, 20000, 10000])
        t.tables.record_hand(1, 3, {"outcome": "exhaustive_draw", "riichi": [], "tenpai": [0]})
        t.tables.record_hand(1, 3, {"outcome": "chombo", "offender": 2})
        t.rounds.set_seating(2, [[n[0], n[4], n[8], n[11]], [n[1], n[5], n[9], n[2]],
                          [n[3], n[6], n[10], n[7]]])
        t.tables.record_totals(2, 1, [35500, 31500, 18000, 15000], chombos=[0, 0, 1, 0])
        t.tables.record_totals(2, 2, [30000, 30000, 25000, 15000])
        t.penalties.add(n[0], PenaltyKind.DEDUCTION, -5000, "late", round=1, table=1)
        t.penalties.add(n[5], PenaltyKind.YELLOW_CARD, 0, "noise", round=1)
        t.penalties.add(n[6], PenaltyKind.DISQUALIFICATION, 0, "left", round=2)
        t.players.set_status(n[2], PlayerStatus.DROPPED, "went home")
    return path


def final(folder: Path) -> Path:
    """Two qualifying rounds, then a final of the top four with halved carried points,
    its game finished; the final stage always goes the ordinary way."""
    path = folder / "final.rtdb"
    n = NAMES[:8]
    with Tournament.create(path, name="Final Cup", rounds=2,
                           players=[PlayerDraft(name) for name in n]) as t:
        t.rounds.set_seating(1, [[n[0], n[1], n[2], n[3]], [n[4], n[5], n[6], n[7]]])
        t.tables.record_totals(1, 1, [41300, 28700, 20000, 10000])
        t.tables.record_totals(1, 2, [38100, 31900, 17000, 13000])
        t.rounds.set_seating(2, [[n[0], n[4], n[2], n[6]], [n[1], n[5], n[3], n[7]]])
        t.tables.record_totals(2, 1, [33200, 32800, 19000, 15000])
        t.tables.record_totals(2, 2, [39900, 30100, 20000, 10000])
        t.final.start(4, carry="halved")
        first = [t.players.get(p).name for p in t.rounds.seating(3)[0].players]
        assert len(first) == 4
        t.tables.record_totals(3, 1, [45000, 25000, 18000, 12000])
    return path


def empty(folder: Path) -> Path:
    """No round seated yet."""
    path = folder / "empty.rtdb"
    Tournament.create(path, name="Empty", rounds=2,
                      players=[PlayerDraft(name) for name in NAMES[:8]]).close()
    return path


TOURNAMENTS: dict[str, Callable[[Path], Path | str]] = {
    "played": played, "final": final, "empty": empty}

OPTIONS: dict[str, tuple[str, ...]] = {
    "plain": (), "json": ("--json",), "provisional": ("--provisional",),
    "provisional_json": ("--provisional", "--json"), "round1": ("--round", "1"),
    "round1_json": ("--round", "1", "--json"), "only1": ("--round", "1", "--only-round"),
    "only1_json": ("--round", "1", "--only-round", "--json"),
    "only2_provisional": ("--round", "2", "--only-round", "--provisional"),
    "only2_provisional_json": ("--round", "2", "--only-round", "--provisional", "--json"),
}
CASES = [(name, option) for name in TOURNAMENTS for option in OPTIONS
         if name != "empty" or option in ("plain", "json")]


def golden(name: str, option: str) -> bytes:
    return (GOLDEN / f"{name}__{option}.txt").read_bytes()


@pytest.fixture(scope="module")
def files(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path | str]:
    folder = tmp_path_factory.mktemp("golden")
    return {name: build(folder) for name, build in TOURNAMENTS.items()}


@pytest.fixture(autouse=True)
def _data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("RIICHI_TOURNAMENT_DATA", str(tmp_path / "data"))


@pytest.mark.parametrize("name, option", CASES)
@pytest.mark.parametrize("way", ["quick", "ordinary"])
def test_the_output_is_the_one_before(files, capsysbinary, monkeypatch, name, option, way):
    opened: list[object] = []
    ordinary_open = Tournament.open

    def spy(*args, **kwargs):  # type: ignore[no-untyped-def]
        opened.append(args)
        return ordinary_open(*args, **kwargs)

    monkeypatch.setattr(Tournament, "open", spy)
    monkeypatch.setattr(quick, "ENABLED", way == "quick")
    code = main(["standings", str(files[name]), *OPTIONS[option]])
    out, err = capsysbinary.readouterr()
    assert (code, err) == (0, b"")
    # The way asked for is the way taken (a final always goes the ordinary way).
    assert bool(opened) == (way == "ordinary" or name == "final")
    assert out == golden(name, option)


@pytest.mark.parametrize("option", ["plain", "json", "provisional", "only2_provisional_json"])
def test_a_tournament_on_a_server_prints_the_same(pg_url, tmp_path, capsysbinary, option):
    """The ordinary way through PostgreSQL (a URL never goes the quick way)."""
    played(tmp_path, pg_url)
    capsysbinary.readouterr()
    code = main(["standings", "--db", pg_url, *OPTIONS[option]])
    out, err = capsysbinary.readouterr()
    assert (code, err) == (0, b"")
    assert out == golden("played", option)


@pytest.mark.slow  # (the command as a process: its standard output is the process's)
@pytest.mark.parametrize("name, option, enabled", [
    ("played", "plain", True), ("played", "provisional_json", True),
    ("played", "provisional", False), ("final", "json", True), ("empty", "plain", True)])
def test_the_command_prints_the_same_bytes(files, name, option, enabled):
    """As a process: what a script reading the command's standard output gets."""
    script = ("import sys\nfrom tournament.cli import main, quick\n"
              "quick.ENABLED = False\nsys.exit(main(sys.argv[1:]))\n")
    command = ["-m", "tournament"] if enabled else ["-c", script]  # (the quick way is on)
    env = dict(os.environ, PYTHONPATH=str(ROOT), PYTHONIOENCODING="utf-8")
    done = subprocess.run([sys.executable, *command, "standings", str(files[name]),
                           *OPTIONS[option]], cwd=ROOT, capture_output=True, env=env,
                          timeout=120)
    assert done.returncode == 0, done.stderr
    assert done.stdout == golden(name, option)


def test_every_case_has_its_file_and_every_file_its_case():
    assert sorted(p.name for p in GOLDEN.iterdir()) == sorted(
        f"{name}__{option}.txt" for name, option in CASES)


def write_golden(folder: Path) -> None:  # pragma: no cover - run once, by hand, before a change
    """Write the golden files from what `python -m tournament standings` prints with the code
    as it is (never from a change meant to keep them)."""
    GOLDEN.mkdir(parents=True, exist_ok=True)
    built = {name: build(folder) for name, build in TOURNAMENTS.items()}
    env = dict(os.environ, PYTHONPATH=str(ROOT), PYTHONIOENCODING="utf-8")
    for name, option in CASES:
        done = subprocess.run([sys.executable, "-m", "tournament", "standings",
                               str(built[name]), *OPTIONS[option]], cwd=ROOT,
                              capture_output=True, env=env, timeout=120, check=True)
        (GOLDEN / f"{name}__{option}.txt").write_bytes(done.stdout)

"""The statistics files are what they were before their formats joined the export registry
(`tournament.export.formats`): the CSV of `export --format stats-csv` and the JSON document
of `stats --json` are read by other tools, so every byte is compared with the files in
tests/data/statistics_files, written from the version before that change (`write_golden`).

Two tournaments: the demo (16 players, two rounds of realistic hands, a chombo, a referee
penalty, round 3 seated) and the standings golden test's "played" tournament (unicode names,
paper score slips, a game in play, a dropped and a disqualified player); each for every round
and for round 1. `export --format stats-json`, which came with the registry, writes the
document `stats --json` prints, byte for byte. The desk writes the same files
(tests/ui/test_statistics_export_files.py).
"""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

from tests.service.test_cli_standings_golden import played
from tournament.cli import main
from tournament.demo import build_demo_tournament

ROOT = Path(__file__).resolve().parents[2]
GOLDEN = ROOT / "tests" / "data" / "statistics_files"


def demo(folder: Path) -> Path:
    path = folder / "demo.rtdb"
    build_demo_tournament(path).close()
    return path


def played_file(folder: Path) -> Path:
    path = played(folder)
    assert isinstance(path, Path)
    return path


TOURNAMENTS: dict[str, Callable[[Path], Path]] = {"demo": demo, "played": played_file}
ROUNDS: dict[str, tuple[str, ...]] = {"all": (), "r1": ("--round", "1")}
CASES = [(name, rounds) for name in TOURNAMENTS for rounds in ROUNDS]
ONE_PLAYER = ("demo", "Hugo Lefèvre")  # `stats --json --player`: the document, one player


def golden(name: str) -> bytes:
    return (GOLDEN / name).read_bytes()


@pytest.fixture(scope="module")
def files(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    folder = tmp_path_factory.mktemp("statistics")
    return {name: build(folder) for name, build in TOURNAMENTS.items()}


@pytest.fixture(autouse=True)
def _data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("RIICHI_TOURNAMENT_DATA", str(tmp_path / "data"))


@pytest.mark.parametrize("name, rounds", CASES)
def test_the_statistics_csv_is_the_one_before(files, tmp_path, capsys, name, rounds):
    out = tmp_path / "stats.csv"
    code = main(["export", str(files[name]), "--format", "stats-csv", "--out", str(out),
                 *ROUNDS[rounds]])
    _, err = capsys.readouterr()
    assert (code, err) == (0, "")
    assert out.read_bytes() == golden(f"{name}__{rounds}.csv")


@pytest.mark.parametrize("name, rounds", CASES)
def test_the_statistics_json_is_the_one_before(files, capsysbinary, name, rounds):
    code = main(["stats", str(files[name]), "--json", *ROUNDS[rounds]])
    out, err = capsysbinary.readouterr()
    assert (code, err) == (0, b"")
    assert out == golden(f"{name}__{rounds}.json")


@pytest.mark.parametrize("name, rounds", CASES)
def test_the_statistics_json_file_is_the_document_stats_prints(files, tmp_path, capsys, name,
                                                               rounds):
    out = tmp_path / "stats.json"
    code = main(["export", str(files[name]), "--format", "stats-json", "--out", str(out),
                 *ROUNDS[rounds]])
    said, err = capsys.readouterr()
    assert (code, err) == (0, "")
    assert said.startswith(f"{out}: statistics of ")
    assert out.read_bytes() == golden(f"{name}__{rounds}.json")


def test_one_players_json_is_the_one_before(files, capsysbinary):
    name, player = ONE_PLAYER
    code = main(["stats", str(files[name]), "--json", "--player", player])
    out, err = capsysbinary.readouterr()
    assert (code, err) == (0, b"")
    assert out == golden(f"{name}__player.json")


@pytest.mark.slow  # (three commands as processes: their standard output is the process's)
def test_the_command_writes_the_same_bytes(files, tmp_path):
    """As processes: the CSV through standard output (`--out -`, its byte order mark kept)
    and the JSON as a script reading `stats --json` (or `export --out -`) gets it."""
    env = dict(os.environ, PYTHONPATH=str(ROOT), PYTHONIOENCODING="utf-8",
               RIICHI_TOURNAMENT_DATA=str(tmp_path / "data"))
    for argv, expected in (
            (["export", str(files["demo"]), "--format", "stats-csv", "--out", "-"],
             "demo__all.csv"),
            (["stats", str(files["played"]), "--json", "--round", "1"], "played__r1.json"),
            (["export", str(files["played"]), "--format", "stats-json", "--out", "-",
              "--round", "1"], "played__r1.json")):
        done = subprocess.run([sys.executable, "-m", "tournament", *argv], cwd=ROOT,
                              capture_output=True, env=env, timeout=120)
        assert done.returncode == 0, done.stderr
        assert done.stdout == golden(expected)


def test_every_case_has_its_file_and_every_file_its_case():
    expected = {f"{name}__{rounds}{suffix}" for name, rounds in CASES
                for suffix in (".csv", ".json")} | {f"{ONE_PLAYER[0]}__player.json"}
    assert {p.name for p in GOLDEN.iterdir()} == expected


def write_golden(folder: Path) -> None:  # pragma: no cover - run once, by hand, before a change
    """Write the golden files from what the commands write with the code as it is (never
    from a change meant to keep them)."""
    GOLDEN.mkdir(parents=True, exist_ok=True)
    built = {name: build(folder) for name, build in TOURNAMENTS.items()}
    env = dict(os.environ, PYTHONPATH=str(ROOT), PYTHONIOENCODING="utf-8",
               RIICHI_TOURNAMENT_DATA=str(folder / "data"))

    def command(*argv: str) -> bytes:
        return subprocess.run([sys.executable, "-m", "tournament", *argv], cwd=ROOT,
                              capture_output=True, env=env, timeout=120, check=True).stdout

    for name, rounds in CASES:
        out = GOLDEN / f"{name}__{rounds}.csv"
        command("export", str(built[name]), "--format", "stats-csv", "--out", str(out),
                *ROUNDS[rounds])
        (GOLDEN / f"{name}__{rounds}.json").write_bytes(
            command("stats", str(built[name]), "--json", *ROUNDS[rounds]))
    name, player = ONE_PLAYER
    (GOLDEN / f"{name}__player.json").write_bytes(
        command("stats", str(built[name]), "--json", "--player", player))


def test_a_tournament_on_a_server_writes_the_same_files(pg_url, tmp_path, capsysbinary):
    """The same statistics read from PostgreSQL (`--db URL`): the same bytes."""
    played(tmp_path, pg_url)
    capsysbinary.readouterr()
    for fmt, suffix in (("stats-csv", ".csv"), ("stats-json", ".json")):
        out = tmp_path / f"stats{suffix}"
        code = main(["export", "--db", pg_url, "--format", fmt, "--out", str(out)])
        _, err = capsysbinary.readouterr()
        assert (code, err) == (0, b"")
        assert out.read_bytes() == golden(f"played__all{suffix}")
    code = main(["stats", "--db", pg_url, "--json", "--round", "1"])
    printed, err = capsysbinary.readouterr()
    assert (code, err) == (0, b"")
    assert printed == golden("played__r1.json")

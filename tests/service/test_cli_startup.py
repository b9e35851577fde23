"""Commands that start fast: each command imports only its own module;
`calc`, `replay` and `schedule` never load the storage layer (SQLAlchemy, sqlmodel), nor does
`record GAME.json` on a plain file (the quick path); `export --format ema` on a plain file
loads neither the storage layer, Alembic, openpyxl nor the online logs' readers; and `--help`
loads none of the command modules. Timings are in benchmarks/bench_startup.py; here, what is
imported and that the command line did not change."""

from __future__ import annotations

import argparse
import importlib
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from tournament import cli
from tournament.cli import COMMAND_MODULES, COMMANDS, build_parser

ROOT = Path(__file__).resolve().parents[2]
GAME = ROOT / "tests" / "data" / "games" / "ema_rcr_hanchan.json"
STORAGE = ("sqlalchemy", "sqlmodel")
# The command line's own machinery, loaded by every command (not command modules).
MACHINERY = {"tournament.cli.commands", "tournament.cli.parser", "tournament.cli.masking"}
# Runs one command in this process and then names the modules of interest it loaded.
RUNNER = """
import sys
from tournament.cli import main
try:
    code = main(sys.argv[1:])
except SystemExit as exc:  # --help, a malformed command line
    code = exc.code
loaded = sorted(({m.split(".")[0] for m in sys.modules}
                 & {"sqlalchemy", "sqlmodel", "PySide6", "alembic", "openpyxl"})
                | ({"tournament.online_logs"} & set(sys.modules)))
commands = sorted(m for m in sys.modules if m.startswith("tournament.cli."))
print("LOADED", " ".join(loaded), "|", " ".join(commands), file=sys.stderr)
sys.exit(code)
"""


def run(*argv: str) -> tuple[int, str, set[str], set[str]]:
    """Exit code, stdout, the packages of interest loaded, the command modules loaded."""
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    done = subprocess.run([sys.executable, "-c", RUNNER, *argv], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=120)
    line = [x for x in done.stderr.splitlines() if x.startswith("LOADED")][-1]
    packages, commands = line.removeprefix("LOADED").split("|")
    return (done.returncode, done.stdout, set(packages.split()),
            set(commands.split()) - MACHINERY)


def test_the_command_list_is_what_the_modules_register():
    """COMMANDS (what --help lists without importing the modules) is, in order, each command
    each module registers, with its help line."""
    registered = []
    for name in COMMAND_MODULES:
        sub = argparse.ArgumentParser().add_subparsers()
        importlib.import_module(f"tournament.cli.{name}").register(sub)
        registered += [(action.dest, name, action.help) for action in sub._choices_actions]
    assert registered == list(COMMANDS)


@pytest.mark.parametrize("argv", [["--help"], ["record", "--help"], ["calc", "--help"],
                                  ["bogus"], []])
def test_the_command_line_reads_as_before(argv, capsys):
    """The parser built for the arguments (one module imported) says what the full parser
    says: the same help, the same error for an unknown or missing command."""
    outputs = []
    for parser in (build_parser(argv=argv), build_parser()):
        with pytest.raises(SystemExit) as exit:
            parser.parse_args(argv)
        out, err = capsys.readouterr()
        outputs.append((exit.value.code, out, err))
    assert outputs[0] == outputs[1]


@pytest.mark.parametrize("argv", [
    ["calc", "234456m678p345s88s", "--win", "5s", "--ron", "--riichi", "--seat-wind", "S",
     "--round-wind", "E"],
    ["replay", str(GAME)],
    ["schedule", "--players", "8", "--rounds", "2"],
])
def test_calc_replay_and_schedule_never_load_the_storage_layer(argv):
    code, out, packages, commands = run(*argv)
    assert code == 0 and out.strip()
    assert packages.isdisjoint(STORAGE), packages
    assert commands == {f"tournament.cli.{argv[0]}"}, commands


def test_help_loads_no_command_module():
    code, out, packages, commands = run("--help")
    assert code == 0 and "standings" in out and "schedule" in out
    assert not packages and not commands, (packages, commands)


def test_a_command_on_a_file_loads_its_own_module_only(tmp_path):
    """The control: the storage layer does show up in the list when a command uses it."""
    path = tmp_path / "cup.rtdb"
    code, _, packages, commands = run("new", str(path), "--name", "Cup", "--rounds", "2")
    assert code == 0 and path.exists()
    assert set(STORAGE) <= packages and "PySide6" not in packages
    # (with the options its commands share)
    assert commands == {"tournament.cli.store", "tournament.cli.options"}, commands


def test_main_builds_the_parser_for_its_arguments(monkeypatch, capsys):
    """`main` passes its arguments on (and sys.argv when given none), so that only the
    module of the command they name is imported."""
    seen = []
    real = cli.build_parser

    def spy(prog, more, argv=None):  # type: ignore[no-untyped-def]
        seen.append(argv)
        return real(prog, more, argv)

    monkeypatch.setattr(cli, "build_parser", spy)
    assert cli.main(["calc", "123m456p789s11z22z", "--win", "2z", "--tsumo", "--seat-wind", "E",
                     "--round-wind", "E"]) in (0, 2)
    monkeypatch.setattr(sys, "argv", ["python -m tournament", "calc", "--bogus"])
    with pytest.raises(SystemExit):
        cli.main()
    capsys.readouterr()
    assert seen == [["calc", "123m456p789s11z22z", "--win", "2z", "--tsumo", "--seat-wind", "E",
                     "--round-wind", "E"],
                    ["calc", "--bogus"]]


def test_record_of_a_game_record_never_loads_the_storage_layer(tmp_path):
    """A game record on a plain file goes the quick way (tests/service/test_cli_quick.py
    compares what it writes with the service's)."""
    players = tmp_path / "players.csv"
    players.write_text("name\n" + "".join(f"P{i}\n" for i in range(1, 5)), encoding="utf-8")
    path = tmp_path / "cup.rtdb"
    assert run("new", str(path), "--name", "Cup", "--rounds", "1", "--players",
               str(players))[0] == 0
    code, out, _, _ = run("seat", str(path), "--round", "1")
    assert code == 0
    names = out.strip().splitlines()[-1].split(": ", 1)[1]
    record = json.loads(GAME.read_text(encoding="utf-8"))
    record.pop("ruleset", None)
    record["players"] = [seat.split(" ", 1)[1] for seat in names.split(", ")]
    game = tmp_path / "game.json"
    game.write_text(json.dumps(record), encoding="utf-8")
    code, out, packages, commands = run("record", str(path), "--round", "1", "--table", "1",
                                        str(game))
    assert code == 0 and "finished" in out
    assert packages.isdisjoint(STORAGE + ("alembic",)), packages
    assert "tournament.cli.recording" in commands


def test_the_ema_export_loads_neither_alembic_openpyxl_nor_the_log_readers(tmp_path):
    players = tmp_path / "players.csv"
    players.write_text("name,country\n" + "".join(f"P{i},FR\n" for i in range(1, 5)),
                       encoding="utf-8")
    path = tmp_path / "cup.rtdb"
    assert run("new", str(path), "--name", "Cup", "--rounds", "1", "--players", str(players),
               "--start", "2025-04-12", "--end", "2025-04-12", "--city", "Lyon",
               "--host-country", "France", "--mers-weight", "1")[0] == 0
    assert run("seat", str(path), "--round", "1")[0] == 0
    assert run("record", str(path), "--round", "1", "--table", "1", "--totals", "40000",
               "30000", "20000", "10000")[0] == 0
    out = tmp_path / "ema.csv"
    code, _, packages, _ = run("export", str(path), "--format", "ema", "--out", str(out))
    assert code == 0 and out.read_text(encoding="utf-8").count("\n") >= 4
    # A plain file is read the quick way (`cli.quick.quick_ema`): not even SQLAlchemy.
    assert packages.isdisjoint(STORAGE + ("alembic", "openpyxl", "tournament.online_logs")), \
        packages

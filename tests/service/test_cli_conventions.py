"""Command-line conventions (docs/cli.md, "Command-line conventions"): every argument has a
help line and every command an example that parses; the commands that read print JSON with
stable keys (`--json`); `export --out -` writes the file's bytes to standard output; a closed
pipe ends a command that only reads quietly; `audit` is another name for `log`."""

from __future__ import annotations

import argparse
import json
import os
import shlex
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from tests.faults import ROOT, child_env
from tournament.cli import EXAMPLES, READ_COMMANDS, build_parser, main
from tournament.players.roster import PlayerDraft, PlayerStatus
from tournament.service import Tournament

PROG = "python -m tournament"


def run(capsys, *argv):
    code = main([str(a) for a in argv])
    out, err = capsys.readouterr()
    return code, out, err


@pytest.fixture
def cup(built_once, capsys) -> Path:
    return built_once("conventions-cup", lambda folder: _cup(folder, capsys))


def _cup(tmp_path, capsys) -> Path:
    path = tmp_path / "cup.rtdb"
    # "Anna Maria Berg", typed as one name, is split by a guess (a name to check).
    drafts = [PlayerDraft(f"P{i}", club=f"Club {i % 2}", country="FRA") for i in range(1, 9)]
    drafts.append(PlayerDraft("Anna Maria Berg", status=PlayerStatus.SUBSTITUTE,
                              country="FRA"))
    Tournament.create(path, name="Cup", rounds=2, players=drafts, venue="Town Hall",
                      city="Lyon", host_country="FRA", mers_weight="1").close()
    assert run(capsys, "seat", path, "--round", 1)[0] == 0
    for table in (1, 2):
        assert run(capsys, "record", path, "--round", 1, "--table", table, "--totals",
                   40000, 30000, 30000, 20000)[0] == 0
    return path


def commands() -> dict[str, argparse.ArgumentParser]:
    parser = build_parser()
    sub = next(a for a in parser._actions if isinstance(a, argparse._SubParsersAction))
    return dict(sub.choices)


# -- help lines and examples --------------------------------------------------------------

def test_every_argument_of_every_command_has_a_help_line():
    missing = [f"{name} {a.option_strings[0] if a.option_strings else a.metavar or a.dest}"
               for name, p in commands().items() for a in p._actions
               if not isinstance(a, argparse._HelpAction) and not (a.help or "").strip()]
    assert missing == []


def test_every_command_ends_its_help_with_an_example_that_parses():
    for name, p in commands().items():
        assert p.epilog == f"Example: {PROG} {EXAMPLES[name]}", name
        help_text = p.format_help()
        # Printed whole on its last line, to be copied.
        assert help_text.rstrip("\n").splitlines()[-1] == p.epilog, name
        argv = shlex.split(EXAMPLES[name])
        assert argv[0] == name
        args = build_parser(argv=argv).parse_args(argv)  # (exits 2 if it does not parse)
        assert args.command == name
    assert set(EXAMPLES) == set(commands())


# -- --json on the commands that read ---------------------------------------------------------

READERS = ("players", "player", "names", "settings", "check", "log", "audit", "seating",
           "standings", "stats", "awards", "clock", "final", "table-codes", "phone-entry",
           "player-flag")


@pytest.mark.parametrize("name", READERS)
def test_the_commands_that_read_take_json(name):
    assert "--json" in commands()[name]._option_string_actions


def test_players_player_and_names_as_json(cup, capsys):
    code, out, err = run(capsys, "players", cup, "--json")
    assert (code, err) == (0, "")
    players = json.loads(out)
    with Tournament.open(cup) as t:
        expected = t.players.all()
    assert [p["id"] for p in players] == [p.id for p in expected]
    assert [p["name"] for p in players] == [p.name for p in expected]
    keys = ["id", "name", "entered_name", "first_name", "last_name", "name_checked",
            "ema_number", "country", "club", "team", "status", "ema_ranked", "online_name"]
    assert all(list(p) == keys for p in players)
    anna = next(p for p in players if p["entered_name"] == "Anna Maria Berg")
    assert (anna["status"], anna["club"], players[0]["club"]) == ("substitute", "", "Club 1")

    # The same player after a change, as `player --json` prints it.
    code, out, _ = run(capsys, "player", cup, "--player", "P3", "--team", "Owls", "--json")
    assert code == 0
    p3 = json.loads(out)
    assert list(p3) == keys and p3["team"] == "Owls" and p3["name"] == "P3"
    with Tournament.open(cup) as t:
        assert t.players.get("P3").team == "Owls"

    # "Anna Maria Berg" was split by a guess: `names` lists her (and only her).
    code, out, _ = run(capsys, "names", cup, "--json")
    listed = json.loads(out)
    assert code == 0 and [p["entered_name"] for p in listed] == ["Anna Maria Berg"]
    assert listed[0]["name_checked"] is False
    assert run(capsys, "player", cup, "--player", "Anna Maria Berg", "--name-ok")[0] == 0
    code, out, _ = run(capsys, "names", cup, "--json")
    assert (code, json.loads(out)) == (0, [])


def test_player_flags_as_json(cup, capsys):
    code, out, _ = run(capsys, "player-flag", cup, "--player", "P2", "--flag", "newcomer",
                       "--json")
    assert (code, json.loads(out)) == (0, [{"player": "P2", "flags": ["newcomer"]}])
    assert run(capsys, "player-flag", cup, "--player", "P1", "--flag", "woman")[0] == 0
    code, out, _ = run(capsys, "player-flag", cup, "--json")
    assert (code, json.loads(out)) == (0, [{"player": "P1", "flags": ["woman"]},
                                           {"player": "P2", "flags": ["newcomer"]}])


def test_settings_as_json(cup, capsys):
    code, out, _ = run(capsys, "settings", cup, "--json")
    assert code == 0
    shown = json.loads(out)
    assert list(shown) == ["name", "short_name", "venue", "city", "host_country",
                           "start_date", "end_date", "rounds", "mers_weight", "name_style",
                           "ruleset", "phone_entry", "hide_standings_from"]
    assert (shown["name"], shown["venue"], shown["rounds"], shown["start_date"],
            shown["mers_weight"], shown["ruleset"]) == ("Cup", "Town Hall", 2, None, "1",
                                                        "ema_rcr")
    # After a change, what is stored.
    code, out, _ = run(capsys, "settings", cup, "--city", "Lille", "--start", "2026-05-02",
                       "--json")
    shown = json.loads(out)
    assert code == 0 and (shown["city"], shown["start_date"]) == ("Lille", "2026-05-02")
    with Tournament.open(cup) as t:
        assert t.settings.city == "Lille"


def test_check_as_json(cup, capsys):
    with Tournament.open(cup) as t:
        head = t.ledger.head()
    assert head is not None
    code, out, err = run(capsys, "check", cup, "--json", "--head", head.fingerprint)
    assert (code, err) == (0, "")
    shown = json.loads(out)
    assert shown["tables"] == 2 and shown["repaired"] == []
    assert shown["ledger"] == {**head.to_json(), "start": head.start}
    assert shown["held"]["seq"] == head.seq and shown["held"]["counter"] == head.counter
    # A check that fails: exit 2, one line per problem on stderr, no JSON.
    code, out, err = run(capsys, "check", cup, "--json", "--head", "0" * 64)
    assert code == 2 and out == "" and "no longer holds" in err


def test_the_json_that_was_there_keeps_its_keys(cup, capsys):
    """Other tools read these: their keys do not change."""
    code, out, _ = run(capsys, "standings", cup, "--json")
    standings = json.loads(out)
    # (The keys added after the first ones stand at the end, as the command line's conventions
    # in docs/cli.md say new keys do.)
    assert code == 0 and list(standings) == ["round", "rows", "substitutes", "disqualified",
                                             "teams", "pending", "only_round", "unit",
                                             "tie_breaks"]
    assert list(standings["rows"][0]) == ["place", "player", "points", "games", "score",
                                          "placements", "penalties", "chombos",
                                          "yellow_cards", "rounds", "team", "status",
                                          "provisional"]
    code, out, _ = run(capsys, "seating", cup, "--round", 1, "--json")
    assert code == 0 and list(json.loads(out)) == ["round", "tables"]
    code, out, _ = run(capsys, "log", cup, "--json")
    entries = json.loads(out)
    assert code == 0 and entries
    assert all(list(e)[:6] == ["at", "who", "round", "table", "action", "detail"]
               for e in entries)


def test_audit_is_log_by_another_name(cup, capsys):
    assert "another name for `log`" in commands()["audit"].description
    assert run(capsys, "log", cup, "--round", 1) == run(capsys, "audit", cup, "--round", 1)


# -- export --out - -----------------------------------------------------------------------------

def _cli(*argv: object, stdout: int = subprocess.PIPE) -> subprocess.CompletedProcess[bytes]:
    return subprocess.run([sys.executable, "-m", "tournament", *map(str, argv)],
                          env=child_env(), cwd=ROOT, stdout=stdout, stderr=subprocess.PIPE)


@pytest.mark.parametrize("fmt", ["csv", "xlsx", "ema", "html", "json", "stats-csv",
                                 "stats-json"])
def test_export_to_standard_output_writes_the_files_bytes(cup, tmp_path, capsys, fmt):
    # (the EMA file needs the dates)
    assert run(capsys, "settings", cup, "--start", "2026-05-02", "--end", "2026-05-03")[0] == 0
    file = tmp_path / f"standings.{fmt}"
    assert run(capsys, "export", cup, "--format", fmt, "--out", file)[0] == 0
    # (standard output is the process's: written by a process of its own)
    piped = _cli("export", cup, "--format", fmt, "--out", "-")
    assert piped.returncode == 0, piped.stderr
    if fmt == "xlsx":  # (a workbook carries the time it was written)
        from openpyxl import load_workbook

        def cells(source: Path) -> list[tuple[object, ...]]:
            return list(load_workbook(source).active.values)

        (tmp_path / "piped.xlsx").write_bytes(piped.stdout)
        assert cells(tmp_path / "piped.xlsx") == cells(file)
    elif fmt == "json":  # (an export says when it was made)
        assert {k: v for k, v in json.loads(piped.stdout).items() if k != "exported_at"} == \
            {k: v for k, v in json.loads(file.read_bytes()).items() if k != "exported_at"}
    else:
        assert piped.stdout == file.read_bytes()
    assert b"standings" not in piped.stderr  # (no "PATH: written" line among the data)


def test_a_workbook_is_never_written_onto_a_terminal(cup):
    main_end, child_end = os.openpty()
    try:
        done = _cli("export", cup, "--format", "xlsx", "--out", "-", stdout=child_end)
        os.set_blocking(main_end, False)
        try:
            shown = os.read(main_end, 4096)
        except BlockingIOError:
            shown = b""
    finally:
        os.close(child_end)
        os.close(main_end)
    assert done.returncode == 2 and shown == b""
    assert done.stderr.decode().splitlines() == [
        "--out -: an xlsx workbook is binary and is not written to a terminal; redirect it "
        "(> standings.xlsx), pipe it, or give --out FILE"]


@pytest.mark.parametrize("argv", [["demo", "-"], ["copy", "{cup}", "-"],
                                  ["import", "{json}", "--out", "-"],
                                  ["new", "-", "--name", "Cup", "--rounds", "1"]])
def test_a_tournament_is_never_written_to_standard_output(cup, tmp_path, capsys, argv,
                                                          monkeypatch):
    exported = tmp_path / "cup.json"
    assert run(capsys, "export", cup, "--format", "json", "--out", exported)[0] == 0
    monkeypatch.chdir(tmp_path)
    code, out, err = run(capsys, *[a.format(cup=cup, json=exported) for a in argv])
    assert (code, out) == (2, "")
    assert err.splitlines() == [
        f"{argv[0]}: '-' (standard output) cannot hold a tournament, which is a database "
        f"file: give the new file's name (./- for a file called -)"]
    assert not (tmp_path / "-").exists()


# -- a closed pipe ---------------------------------------------------------------------------

def _closed_pipe(*argv: object) -> subprocess.CompletedProcess[bytes]:
    """Run a command whose reader has gone (`... | head -0`)."""
    read, write = os.pipe()
    os.close(read)
    try:
        return _cli(*argv, stdout=write)
    finally:
        os.close(write)


@pytest.mark.parametrize("argv", [["players", "--json"], ["log"], ["audit", "--json"],
                                  ["export", "--format", "csv", "--out", "-"],
                                  ["check"], ["standings", "--json"]])
def test_a_command_that_reads_ends_quietly_when_its_reader_has_gone(cup, argv):
    assert argv[0] in READ_COMMANDS
    done = _closed_pipe(argv[0], cup, *argv[1:])
    assert (done.returncode, done.stderr) == (0, b"")


def test_a_change_command_still_tells_the_truth_on_a_closed_pipe(cup):
    done = _closed_pipe("player", cup, "--player", "P2", "--club", "Owls")
    assert done.returncode == 3 and b"the change was saved" in done.stderr
    with Tournament.open(cup) as t:
        assert t.players.get("P2").club == "Owls"
    done = _closed_pipe("player", cup, "--player", "P2", "--json")
    assert done.returncode == 2 and b"nothing was changed" in done.stderr


def _tamper_a_result(path: Path) -> None:
    """Table 2's kept result made to lie (as `check` finds and `--repair` puts right)."""
    conn = sqlite3.connect(path)
    table_id, text = conn.execute("SELECT table_id, summary FROM table_states "
                                  "ORDER BY table_id DESC LIMIT 1").fetchone()
    summary = json.loads(text)
    summary[16] = [99000, -33000, -33000, -33000]  # the result's points
    conn.execute("UPDATE table_states SET summary = ? WHERE table_id = ?",
                 (json.dumps(summary), table_id))
    conn.commit()
    conn.close()


def test_check_repair_is_a_change_and_says_so(cup, capsys):
    _tamper_a_result(cup)
    done = _closed_pipe("check", cup, "--repair")
    assert done.returncode == 3 and b"the change was saved" in done.stderr
    code, out, _ = run(capsys, "check", cup, "--json")
    assert code == 0 and json.loads(out)["repaired"] == []
    _tamper_a_result(cup)
    code, out, _ = run(capsys, "check", cup, "--repair", "--json")
    repaired = json.loads(out)["repaired"]
    assert code == 0 and len(repaired) == 1 and "round 1 table 2" in repaired[0]

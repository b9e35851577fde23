"""Disk faults told truthfully, as SQLite tests itself (its I/O-error and crash tests): every
change command is run in a child process with a fault injected by an LD_PRELOAD shim
(tests/storage/faultshim.c) at one real file operation on the tournament's folder: an I/O
error or a full disk at a sync, a rename, a link, a truncate or a write, or kill -9 just
before it. Then, on what the file holds after the next open:

- the exit code matches what is stored: 0 saved, 2 not saved, 3 either (and it says so, with
  `--entry-id ID` to retry); never 1, never a traceback;
- `check` passes, and an approved round's backup exists and is sound;
- the command retried with the same entry id leaves the change stored exactly once.

The quick run samples the points (an I/O error at every sync, rename and link, and from a
few of them on; a few writes, truncates and unlinks, a full disk, kills in the commit, the
checkpoint and at each rename): about a minute on two cores. `pytest -m disk_faults_full`
runs every point of every kind (an I/O error once and from there on, a full disk, a kill).
"""

from __future__ import annotations

import contextlib
import io
import json
import os
import shutil
import signal
import sqlite3
import subprocess
import sys
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import pytest

from tests.faults import ROOT
from tests.service.helpers import ron
from tournament.cli import main
from tournament.service import Tournament

pytestmark = pytest.mark.skipif(
    sys.platform != "linux" or shutil.which("cc") is None,
    reason="the fault shim is a Linux LD_PRELOAD library built with the C compiler")

SHIM = Path(__file__).with_name("faultshim.c")
KINDS = ("write", "sync", "truncate", "rename", "link", "unlink")
EIO, ENOSPC = 5, 28
ENTRY = "fault-entry-1"


@pytest.fixture(scope="module")
def shim(tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("shim") / "faultshim.so"
    subprocess.run(["cc", "-shared", "-fPIC", "-O1", "-o", str(out), str(SHIM), "-ldl"],
                   check=True, capture_output=True)
    return out


def _quiet(argv: list[str]) -> tuple[int, str]:
    err = io.StringIO()
    with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(err):
        code = main(argv)
    return code, err.getvalue()


def _build(folder: Path, all_finished: bool) -> Path:
    """The demo tournament (rounds 1 and 2 approved, round 3 seated), round 3's tables 2
    and 3 finished on paper, table 4 with two hands (or, `all_finished`, every table of
    round 3 finished: ready to approve)."""
    folder.mkdir(parents=True)
    path = folder / "base.rtdb"
    assert _quiet(["demo", str(path)])[0] == 0
    t = Tournament.open(path)
    try:
        for table in (1, 2, 3, 4) if all_finished else (2, 3):
            t.tables.record_totals(3, table, [40000, 30000, 20000, 10000], [0, 0, 0, 0])
        if not all_finished:
            t.tables.record_hand(3, 4, ron(0, 1, 3, 30))
            t.tables.record_hand(3, 4, ron(2, 3, 2, 30))
    finally:
        t.close()
    return path


@pytest.fixture(scope="module")
def bases(tmp_path_factory) -> dict[str, Path]:
    root = tmp_path_factory.mktemp("bases")
    game = json.loads((ROOT / "tests/data/games/ema_rcr_hanchan.json").read_text("utf-8"))
    path = _build(root / "play", all_finished=False)
    t = Tournament.open(path)
    game["players"] = [p.name for p in t.tables.view(3, 1).players]
    t.close()
    (root / "game.json").write_text(json.dumps(game), "utf-8")
    (root / "hand.json").write_text(json.dumps(
        {"outcome": "ron", "riichi": [], "wins": [{"winner": 1, "loser": 2, "han": 2,
                                                   "fu": 30}]}), "utf-8")
    return {"play": path, "finished": _build(root / "fin", all_finished=True),
            "game": root / "game.json", "hand": root / "hand.json"}


def _log_kinds(t: Tournament, round: int, table: int, kind: str) -> int:
    return sum(1 for line in t.tables.view(round, table).log if line.entry.kind.value == kind)


@dataclass(frozen=True)
class Command:
    base: str
    argv: Callable[[Path, dict[str, Path]], list[str]]
    # How many times the change is in the file (0 or 1; more is a doubled change).
    stored: Callable[[Tournament], int]


def _game_hands(t: Tournament) -> int:
    hands = len(t.tables.view(3, 1).hands)
    return 0 if hands == 0 else (1 if hands > 0 and t.tables.view(3, 1).final else 99)


COMMANDS: dict[str, Command] = {
    "penalty": Command(
        "play", lambda f, b: ["penalty", str(f), "--player", "Jonas Weber", "--points", "-1",
                              "--reason", "fault test", "--round", "3"],
        lambda t: sum(1 for p in t.penalties.all() if p.reason == "fault test")),
    "announce": Command(
        "play", lambda f, b: ["announce", str(f), "fault test"],
        lambda t: sum(1 for a in t.announcements.all() if a.text == "fault test")),
    "record-totals": Command(
        "play", lambda f, b: ["record", str(f), "--round", "3", "--table", "1", "--totals",
                              "45000", "25000", "20000", "10000"],
        lambda t: _log_kinds(t, 3, 1, "totals")),
    "record": Command(
        "play", lambda f, b: ["record", str(f), "--round", "3", "--table", "1",
                              str(b["game"])], _game_hands),
    "amend": Command(
        "play", lambda f, b: ["amend", str(f), "--round", "3", "--table", "4", "--hand", "0",
                              str(b["hand"]), "--reason", "fault test"],
        lambda t: _log_kinds(t, 3, 4, "amend")),
    "void": Command(
        "play", lambda f, b: ["void", str(f), "--round", "3", "--table", "4", "--hand", "1",
                              "--reason", "fault test"],
        lambda t: _log_kinds(t, 3, 4, "void")),
    "approve": Command(
        "finished", lambda f, b: ["approve", str(f), "--round", "3"],
        lambda t: sum(1 for a in t.approvals.audit()
                      if a.action == "approve_round" and a.round == 3)),
}


class Runner:
    """tests/storage/fault_runner.py, started once with the shim preloaded: every run is a
    process forked from it (see there)."""

    def __init__(self, shim: Path, data: Path):
        env = dict(os.environ, PYTHONPATH=str(ROOT), PYTHONDONTWRITEBYTECODE="1",
                   RIICHI_TOURNAMENT_DATA=str(data), LD_PRELOAD=str(shim))
        self._process = subprocess.Popen(
            [sys.executable, "-m", "tests.storage.fault_runner"], stdin=subprocess.PIPE,
            stdout=subprocess.PIPE, text=True, cwd=ROOT, env=env)

    def _ask(self, request: dict) -> dict:
        assert self._process.stdin is not None and self._process.stdout is not None
        self._process.stdin.write(json.dumps(request) + "\n")
        self._process.stdin.flush()
        line = self._process.stdout.readline()
        assert line, "the fault runner stopped"
        return json.loads(line)

    def cli(self, argv: list[str], fault: dict | None = None,
            counts: Path | None = None) -> tuple[int, str, str]:
        answer = self._ask({"argv": argv, "fault": fault,
                            "counts": str(counts) if counts else None})
        return answer["code"], answer["stdout"], answer["stderr"]

    def call(self, name: str, *args: object) -> object:
        answer = self._ask({"call": name, "args": list(args)})
        assert answer["code"] == 0, answer["stderr"]
        return answer["value"]

    def close(self) -> None:
        assert self._process.stdin is not None
        self._process.stdin.close()
        self._process.wait(timeout=60)
        if self._process.stdout is not None:
            self._process.stdout.close()


@pytest.fixture(scope="module")
def runner(shim, tmp_path_factory):
    made = Runner(shim, tmp_path_factory.mktemp("data"))
    yield made
    made.close()


def _fresh(folder: Path, base: Path) -> Path:
    if folder.exists():
        shutil.rmtree(folder)
    folder.mkdir(parents=True)
    path = folder / "t.rtdb"
    shutil.copyfile(base, path)
    return path


def _counts(runner: Runner, folder: Path, command: Command, bases: dict[str, Path]
            ) -> dict[str, int]:
    """How many calls of each kind the command makes on its folder (no fault)."""
    path = _fresh(folder, bases[command.base])
    counted = folder.parent / (folder.name + ".counts")
    code, _, err = runner.cli([*command.argv(path, bases), "--entry-id", ENTRY],
                              {"dir": str(folder), "kind": "", "at": 0}, counted)
    assert code == 0, err
    return {k: int(n) for k, n in (line.split() for line in counted.read_text().splitlines())}


def _spread(n: int, count: int) -> list[int]:
    """`count` calls of `n`, spread from the first to the last (one: the middle one)."""
    if n <= count:
        return list(range(1, n + 1))
    if count == 1:
        return [(n + 1) // 2]
    return sorted({1 + round(i * (n - 1) / (count - 1)) for i in range(count)})


def _points(counts: dict[str, int], full: bool) -> list[tuple[str, int, str]]:
    """(kind, the call that fails, how: "eio", "enospc", "eio-on": that call and every later
    one of its kind, a disk that is gone; or "kill")."""
    points: list[tuple[str, int, str]] = []
    for kind in KINDS:
        n = counts.get(kind, 0)
        if full:
            every = list(range(1, n + 1))
            points += [(kind, i, how) for i in every for how in ("eio", "eio-on", "kill")]
            if kind == "write":
                points += [(kind, i, "enospc") for i in every]
            continue
        if kind in ("sync", "rename", "link"):
            points += [(kind, i, "eio") for i in range(1, n + 1)]
            points += [(kind, i, "eio-on") for i in _spread(n, 3)]
        elif kind == "write":
            points += [(kind, i, "eio") for i in _spread(n, 3)]
            points += [(kind, i, "enospc") for i in _spread(n, 3)[1:2]]
        elif kind in ("truncate", "unlink"):
            points += [(kind, i, "eio") for i in _spread(n, 1)]
    if not full:
        # kill -9 in the middle of the change (its commit) and while it is copied from the
        # log into the file (the last sync), and at each rename.
        syncs = counts.get("sync", 0)
        points += [("sync", i, "kill") for i in sorted({(syncs + 1) // 2, syncs})]
        points += [("rename", i, "kill") for i in range(1, counts.get("rename", 0) + 1)]
    return points


def verify(name: str, path: str) -> tuple[int, list[str]]:
    """Run in the fault runner, on the file as the next open finds it: how many times
    command `name`'s change is in it, and what is wrong with it: `check`'s findings (SQLite's
    integrity check, every table's log against its stored result), and a round 3 approved
    with a backup that is missing or unsound."""
    t = Tournament.open(path)
    try:
        stored = COMMANDS[name].stored(t)
        problems = [i.message for i in t.ledger.check()]
        info = next((r for r in t.rounds.all() if r.number == 3), None)
        backup = Path(info.backup or "") if info and info.approved_at else None
    finally:
        t.close()
    if backup is not None:
        if not backup.is_file():
            problems.append(f"round 3 approved, its backup {backup} missing")
        else:
            conn = sqlite3.connect(f"{backup.as_uri()}?mode=ro", uri=True)
            try:
                found = conn.execute("PRAGMA quick_check").fetchall()
            finally:
                conn.close()
            if found != [("ok",)]:
                problems.append(f"round 3's backup fails the quick check: {found}")
    return stored, problems


def _run_point(runner: Runner, folder: Path, name: str, bases: dict[str, Path],
               kind: str, at: int, how: str) -> tuple[int, int]:
    command = COMMANDS[name]
    path = _fresh(folder, bases[command.base])
    fault = {"dir": str(folder), "kind": kind, "at": at,
             "errno": ENOSPC if how == "enospc" else EIO, "kill": how == "kill",
             "sticky": how == "eio-on"}
    argv = [*command.argv(path, bases), "--entry-id", ENTRY]
    code, out, err = runner.cli(argv, fault)
    where = f"{name}: {kind} #{at} ({how}): exit {code}\n{err}"
    assert "Traceback" not in err + out, where
    assert code != 1, where
    if how == "kill":
        assert code in (-signal.SIGKILL, 0, 2, 3), where
    stored, problems = runner.call("verify", name, str(path))
    assert stored in (0, 1), f"stored {stored} times after {where}"
    assert not problems, f"{problems} after {where}"
    if code == 0:
        assert stored == 1, f"exit 0 but not stored: {where}"
    elif code == 2:
        assert stored == 0, f"exit 2 ('not saved') but stored: {where}"
    elif code == 3:
        assert "the change was saved, but" in err or (
            "may or may not have been saved" in err and f"--entry-id {ENTRY}" in err
            and "python -m tournament log" in err), where
        if "the change was saved, but" in err:
            assert stored == 1, where
    # The retry, as the message says: the same command with the same entry id.
    retried, _, said = runner.cli(argv)
    assert retried == 0, f"retry after {where}: {said}"
    stored_after, problems = runner.call("verify", name, str(path))
    assert stored_after == 1, f"retry: stored {stored_after} times after {where}"
    assert not problems, f"{problems} after the retry after {where}"
    return code, stored


def _attack(name: str, runner: Runner, tmp_path: Path, bases: dict[str, Path],
            full: bool) -> list[tuple[str, int, str, int, int]]:
    folder = tmp_path / "run"
    counts = _counts(runner, folder, COMMANDS[name], bases)
    assert counts["sync"] > 0 and counts["write"] > 0, counts
    results = []
    for kind, at, how in _points(counts, full):
        code, stored = _run_point(runner, folder, name, bases, kind, at, how)
        results.append((kind, at, how, code, stored))
    return results


@pytest.mark.parametrize("name", sorted(COMMANDS))
def test_a_disk_fault_in_a_change_is_told_truthfully(name, runner, tmp_path, bases):
    results = _attack(name, runner, tmp_path, bases, full=False)
    # The faults reach the change: not every one of them ends "saved".
    assert any(code in (2, 3) for _, _, how, code, _ in results if how != "kill"), results


@pytest.mark.disk_faults_full
@pytest.mark.parametrize("name", sorted(COMMANDS))
def test_every_disk_fault_point_of_a_change(name, runner, tmp_path, bases):
    _attack(name, runner, tmp_path, bases, full=True)


# -- the six cases of the disk-fault report, one regression test each -------------------------

def _faulted(runner: Runner, tmp_path: Path, base: Path, argv: Callable[[Path], list[str]],
             **fault: object) -> tuple[Path, int, str]:
    folder = tmp_path / "case"
    path = _fresh(folder, base)
    code, out, err = runner.cli(argv(path), {"dir": str(folder), **fault})
    assert "Traceback" not in out + err and "internal error" not in err, err
    return path, code, err


@pytest.mark.parametrize("name", ["penalty", "record-totals", "announce"])
def test_an_io_error_on_the_commits_sync_is_maybe_saved_and_its_retry_applies_once(
        name, runner, tmp_path, bases):
    # Case 1 ("a penalty stored twice"): EIO on the sync of the write-ahead log at the
    # change's commit (the log's second sync: its first is the new log's header). The
    # answer was "not saved", the next open recovered the change, the retry doubled it.
    command = COMMANDS[name]
    argv = [*command.argv(Path("X"), bases)]

    def with_entry(path: Path) -> list[str]:
        return [str(path) if a == "X" else a for a in argv] + ["--entry-id", ENTRY]

    path, code, err = _faulted(runner, tmp_path, bases[command.base], with_entry,
                               kind="sync", at=2, suffix="-wal")
    assert code == 3, err
    assert "may or may not have been saved" in err and f"--entry-id {ENTRY}" in err
    assert f"python -m tournament log {path}" in err
    stored, problems = runner.call("verify", name, str(path))
    assert stored in (0, 1) and not problems
    assert runner.cli(with_entry(path))[0] == 0
    assert runner.call("verify", name, str(path)) == [1, []]
    # The same id once more: nothing applied, and said so.
    code, _, err = runner.cli(with_entry(path))
    assert code == 0 and runner.call("verify", name, str(path)) == [1, []]


@pytest.mark.parametrize("errno, at", [(EIO, 9), (ENOSPC, 12)])
@pytest.mark.parametrize("argv", [
    ["penalty", "{file}", "--player", "Jonas Weber", "--points", "-1", "--reason", "x"],
    ["export", "{file}", "--format", "xlsx", "--out", "{out}.xlsx"],
    ["export", "{file}", "--format", "ema", "--out", "{out}.csv"],
    ["export", "{file}", "--format", "ema", "--out", "{out}.xlsx"],
], ids=["penalty", "xlsx", "ema-csv", "ema-xlsx"])
def test_a_disk_error_while_the_first_connection_sets_up_the_log_is_named(
        argv, errno, at, runner, tmp_path, bases):
    # Case 2 ("a bug" for a disk error): EIO or ENOSPC on the -shm while the first
    # connection sets up WAL mode ended in exit 1 ("internal error ... this is a bug") and
    # tracebacks in the exports. (The -shm's writes 1 to 8 are the open's checks, which
    # named the error already; from the 9th on, the engine's first connection's.)
    def fill(path: Path) -> list[str]:
        return [a.format(file=path, out=path.parent / "out") for a in argv]

    path, code, err = _faulted(runner, tmp_path, bases["play"], fill, kind="write", at=at,
                               suffix="-shm", errno=errno)
    assert code == 2, err
    assert str(path) in err and ("I/O error" in err or "disk is full" in err), err
    assert not list(path.parent.glob("out*")) and not list(path.parent.glob(".out*"))
    assert runner.call("verify", "penalty", str(path)) == [0, []]


@pytest.mark.parametrize("errno", [EIO, ENOSPC])
@pytest.mark.parametrize("at", [1, 4, 8])
def test_a_disk_error_on_the_log_of_the_quick_way_is_named(errno, at, runner, tmp_path,
                                                          bases):
    # `standings` reads the file the quick way (sqlite3 alone: tournament.cli.quick), whose
    # one connection sets up the log in its first -shm writes; a disk that fails there (and
    # from there on) sends it the ordinary way, which names the error.
    path, code, err = _faulted(runner, tmp_path, bases["play"], lambda p: ["standings", str(p)],
                               kind="write", at=at, suffix="-shm", errno=errno, sticky=True)
    assert code == 2, err
    assert str(path) in err and ("I/O error" in err or "disk is full" in err), err


def test_a_failed_checkpoint_is_told_and_names_the_log_that_must_stay(runner, tmp_path,
                                                                      bases):
    # Case 3 ("exit 0, nothing said, and the file alone is damaged"): every write into the
    # .rtdb fails (the change is committed in the -wal, and copying it into the file fails,
    # also at the close): the change is saved, and the warning names the -wal.
    argv = COMMANDS["penalty"].argv
    path, code, err = _faulted(runner, tmp_path, bases["play"],
                               lambda p: [*argv(p, bases), "--entry-id", ENTRY],
                               kind="write", at=1, sticky=True, suffix="t.rtdb")
    assert code == 0, err
    assert "warning:" in err and "t.rtdb-wal" in err and "copy" in err, err
    assert (path.parent / "t.rtdb-wal").stat().st_size > 0
    assert runner.call("verify", "penalty", str(path)) == [1, []]
    # The next open copied the log into the file: now the file alone holds the change.
    alone = tmp_path / "alone" / "t.rtdb"
    alone.parent.mkdir()
    shutil.copyfile(path, alone)
    assert runner.call("verify", "penalty", str(alone)) == [1, []]


def test_a_kill_during_the_checkpoint_loses_nothing_beside_the_file(runner, tmp_path,
                                                                    bases):
    # Case 3, the kill: kill -9 in the middle of copying the log into the file. The change
    # is committed (in the -wal, which stays beside the file) and the next open has it.
    argv = COMMANDS["record-totals"].argv
    path, code, err = _faulted(runner, tmp_path, bases["play"],
                               lambda p: [*argv(p, bases), "--entry-id", ENTRY],
                               kind="write", at=2, suffix="t.rtdb", kill=True)
    assert code == -signal.SIGKILL, err
    assert (path.parent / "t.rtdb-wal").exists()
    assert runner.call("verify", "record-totals", str(path)) == [1, []]


@pytest.mark.parametrize("kind, at", [("rename", 1), ("sync", 1)])
def test_an_approval_killed_around_its_backups_rename_never_names_a_missing_backup(
        kind, at, runner, tmp_path, bases):
    # Case 4: the approval was committed before its backup's .part got its name; killed
    # there, the next open deleted the .part and the round stayed approved, naming nothing.
    argv = COMMANDS["approve"].argv
    path, code, err = _faulted(runner, tmp_path, bases["finished"],
                               lambda p: [*argv(p, bases), "--entry-id", ENTRY],
                               kind=kind, at=at, suffix=".part" if kind == "rename" else "",
                               kill=True)
    assert code == -signal.SIGKILL, err
    stored, problems = runner.call("verify", "approve", str(path))
    assert not problems and stored in (0, 1)
    assert runner.cli([*argv(path, bases), "--entry-id", ENTRY])[0] == 0
    assert runner.call("verify", "approve", str(path)) == [1, []]


def test_a_backup_parts_journal_is_cleaned_with_it_and_never_named_the_newest_backup(
        runner, tmp_path, bases):
    # Case 5 ("litter named as a backup"): approval killed while the backup's .part was
    # written; the next open removed the .part but not its -journal, which a later damage
    # message named "the newest backup".
    argv = COMMANDS["approve"].argv
    path, code, err = _faulted(runner, tmp_path, bases["finished"],
                               lambda p: [*argv(p, bases), "--entry-id", ENTRY],
                               kind="write", at=2, suffix=".part-journal", kill=True)
    assert code == -signal.SIGKILL, err
    folder = path.parent / "t-backups"
    assert any(p.name.endswith(".part-journal") for p in folder.iterdir())
    assert runner.call("verify", "approve", str(path)) == [0, []]  # (an open)
    assert not [p.name for p in folder.iterdir() if ".part" in p.name]
    # (The copied file's earlier backups stayed beside the original: none is found here.)
    assert runner.call("newest_backup_name", str(path)) is None


def newest_backup_name(path: str) -> str | None:
    from tournament.storage.backup import newest_backup

    found = newest_backup(Path(path))
    return None if found is None else found.name


def test_the_newest_backup_is_the_newest_sound_one(tmp_path):
    # Case 5, the choice: litter and a damaged newer file are never "the newest backup".
    from tournament.storage.backup import newest_backup

    path = _build(tmp_path / "t", all_finished=True)
    t = Tournament.open(path)
    made = t.approvals.backup()
    t.close()
    folder = made.parent
    (folder / (made.stem + ".x.rtdb-journal")).write_bytes(b"\0" * 512)
    (folder / (made.stem + ".y.rtdb")).write_bytes(b"SQLite format 3\0" + b"\1" * 2000)
    assert newest_backup(path) == made


def import_state(path: str) -> list[object] | None:
    """The approved rounds and the number of locked tables of a file (None: no file)."""
    if not Path(path).exists():
        return None
    t = Tournament.open(path)
    try:
        rounds = [r.number for r in t.rounds.all() if r.approved_at is not None]
        locked = sum(1 for r in t.rounds.all() for s in t.rounds.seating(r.number) if s.locked)
        return [rounds, locked]
    finally:
        t.close()


def test_an_import_killed_leaves_no_file_or_one_with_its_approvals(runner, tmp_path, bases):
    # Case 6 ("an import that lost its approvals"): killed after the new file was linked
    # into place but before its approvals were restored, the output passed `check` and had
    # no approved round and no locked table. Killed at each link and at syncs spread over
    # the last part of the import (where the approvals were restored), and at the start.
    exported = tmp_path / "t.json"
    assert runner.cli(["export", str(bases["play"]), "--format", "json", "--out",
                       str(exported)])[0] == 0
    want = runner.call("import_state", str(bases["play"]))
    assert want[0] == [1, 2] and want[1] > 0
    folder = tmp_path / "out"
    out = folder / "new.rtdb"

    def run_import(fault: dict, counts: Path | None = None) -> tuple[int, str]:
        if folder.exists():
            shutil.rmtree(folder)
        folder.mkdir()
        code, _, err = runner.cli(["import", str(exported), "--out", str(out)],
                                  {"dir": str(folder), **fault}, counts)
        assert "Traceback" not in err, err
        return code, err

    counted = tmp_path / "import.counts"
    assert run_import({"kind": "", "at": 0}, counted)[0] == 0
    counts = {k: int(n) for k, n in (line.split() for line in counted.read_text().splitlines())}
    syncs = counts["sync"]
    points = [("link", i) for i in range(1, counts["link"] + 1)] + [("sync", 1)]
    points += [("sync", i) for i in sorted({syncs * k // 8 for k in range(5, 9)})]
    for kind, at in points:
        code, err = run_import({"kind": kind, "at": at, "kill": True})
        assert code in (-signal.SIGKILL, 0), err
        assert runner.call("import_state", str(out)) in (None, want), f"{kind} #{at}"
        if code == 0:
            assert runner.call("import_state", str(out)) == want


@pytest.mark.parametrize("kind, errno", [("write", ENOSPC), ("sync", EIO), ("rename", EIO)])
@pytest.mark.parametrize("fmt, out", [("xlsx", "o.xlsx"), ("ema", "o.csv"),
                                      ("ema", "o.xlsx"), ("csv", "o.csv"),
                                      ("json", "o.json"), ("html", "o.html")])
def test_an_export_meeting_a_disk_fault_is_named_and_leaves_no_part(
        fmt, out, kind, errno, runner, tmp_path, bases):
    # Case 2, the exports: a full or failing disk while an export is written, synced or
    # renamed into place is named with what to do (exit 2), and leaves no file behind.
    folder = tmp_path / "export"
    path = _fresh(folder, bases["finished"])  # (the EMA file needs every game finished)
    code, _, err = runner.cli(
        ["export", str(path), "--format", fmt, "--out", str(folder / out)],
        {"dir": str(folder / ".o"), "kind": kind, "at": 1, "errno": errno})
    assert code == 2 and "Traceback" not in err, err
    assert f"{folder / out}: " in err and "try again" in err, err
    assert sorted(p.name for p in folder.iterdir()) == ["t.rtdb"]


def test_a_failed_checkpoint_is_said_by_the_service_until_the_log_is_copied_in(
        tmp_path, monkeypatch, bases):
    # What the desk shows on its status bar (ui.session.change): the change is saved in the
    # -wal only, and the warning names it; once a checkpoint succeeds, nothing is said.
    from tournament.storage import engine

    path = _fresh(tmp_path / "w", bases["play"])
    t = Tournament.open(path)
    try:
        real = engine.checkpoint

        def failing(_engine) -> None:
            raise sqlite3.OperationalError("disk I/O error")

        monkeypatch.setattr(engine, "checkpoint", failing)
        t.penalties.add("Jonas Weber", "yellow_card", 0, "fault test", round=3)
        warning = t.checkpoint_warning()
        assert warning is not None and "t.rtdb-wal" in warning and "an I/O error" in warning
        monkeypatch.setattr(engine, "checkpoint", real)
        t.penalties.add("Jonas Weber", "yellow_card", 0, "fault test 2", round=3)
        assert t.checkpoint_warning() is None
    finally:
        t.close()

"""Re-run the hostile-file attacks and print figures (tries, survived, lost). Plain script;
no asserts. The kill -9 attack has its own script (bench_crash_copy.py).

    python benchmarks/bench_attacks.py [--corruptions 200] [--seed 1]

- injected write failures: every kind of change, its commit failing as SQLite fails it
  ("disk I/O error", "database or disk is full"): is it refused as a failed write, is the
  tournament unchanged (its JSON export before and after), does the file pass SQLite's
  integrity check?
- a backup that cannot be written while approving: is the approval refused, nothing changed?
- random corruption: bytes overwritten at random places of a real file: refused at open with
  one line, opened with the same content (the bytes hit free space), opened with different
  content (not detectable without a checksum of the content), or an error that is not one
  line (a bug)? Then a penalty is written into each file that opened: is it still sound?
- two openers through different paths (the path, a hard link, a symlink), one in another
  process: how often did both get the file?
"""

from __future__ import annotations

import argparse
import json
import os
import random
import sqlite3
import subprocess
import sys
import tempfile
import textwrap
from collections import Counter
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from sqlalchemy import event  # noqa: E402
from sqlalchemy.exc import OperationalError  # noqa: E402

from tournament.errors import CorruptFile, FileInUse, StoreError, WriteFailed  # noqa: E402
from tournament.export.json_io import export_tournament  # noqa: E402
from tournament.players.roster import PlayerDraft  # noqa: E402
from tournament.service import Tournament  # noqa: E402

os.environ.setdefault("RIICHI_TOURNAMENT_DATA", tempfile.mkdtemp(prefix="attacks-data-"))


def build(path: Path) -> None:
    t = Tournament.create(path, name="Attack Cup", rounds=3, password="tonpu",
                          players=[PlayerDraft(f"P{i:02d}") for i in range(1, 17)])
    t.rounds.set_seating(1, [[f"P{n:02d}" for n in range(k, k + 4)] for k in (1, 5, 9, 13)])
    for table in (1, 2, 3, 4):
        t.tables.record_totals(1, table, [40000, 30000, 30000, 20000])
    t.approvals.approve(1, who="Olga")
    t.rounds.seat(2, seed=3)
    t.tables.record_hand(2, 1, {"outcome": "ron", "riichi": [0],
                         "wins": [{"winner": 1, "loser": 0, "han": 3, "fu": 30}]})
    t.penalties.add("P03", "deduction", -2000, "slow play", round=2)
    t.close()


CHANGES: dict[str, Callable[[Tournament], Any]] = {
    "record_hand": lambda t: t.tables.record_hand(2, 1, {"outcome": "exhaustive_draw",
                                                         "tenpai": [0], "riichi": []}),
    "record_totals": lambda t: t.tables.record_totals(2, 2, [35000, 25000, 30000, 30000]),
    "amend_hand": lambda t: t.tables.amend_hand(2, 1, 0, {"outcome": "ron", "riichi": [0], "wins": [
        {"winner": 2, "loser": 0, "han": 3, "fu": 30}]}, reason="typo"),
    "void_hand": lambda t: t.tables.void_hand(2, 1, 0, reason="typo"),
    "undo": lambda t: t.tables.undo(2, 1),
    "penalty": lambda t: t.penalties.add("P04", "yellow_card", 0, "phone", round=2),
    "withdraw": lambda t: t.penalties.withdraw(t.penalties.all()[0].id, "appeal"),
    "unlock": lambda t: t.approvals.unlock_table(1, 1, "tonpu", "recount"),
    "player_status": lambda t: t.players.set_status("P05", "dropped", "ill"),
    "update_player": lambda t: t.players.update("P06", club="Lyon"),
    "settings": lambda t: t.setup.update(venue="Hall 2"),
    "add_players": lambda t: t.players.add([PlayerDraft("Newcomer")]),
    "seat_round": lambda t: t.rounds.seat(3, seed=1),
}


def injected_failures(folder: Path) -> None:
    tries = survived = lost = 0
    for message in ("disk I/O error", "database or disk is full"):
        for name, change in CHANGES.items():
            path = folder / f"{name}-{len(message)}.rtdb"
            build(path)
            t = Tournament.open(path)
            before = json.dumps(export_tournament(t), sort_keys=True)

            @event.listens_for(t._store.engine, "commit")
            def _fail(conn: Any, message: str = message) -> None:
                raise OperationalError("COMMIT", None, sqlite3.OperationalError(message))

            tries += 1
            try:
                change(t)
                named = False
            except WriteFailed:
                named = True
            same = json.dumps(export_tournament(t), sort_keys=True) == before
            t.close()
            with Tournament.open(path) as again:
                same = same and json.dumps(export_tournament(again), sort_keys=True) == before
            conn = sqlite3.connect(path)
            sound = conn.execute("PRAGMA integrity_check").fetchall() == [("ok",)]
            conn.close()
            if named and same and sound:
                survived += 1
            elif not same:
                lost += 1
    print(f"injected write failures (I/O error, disk full) x {len(CHANGES)} kinds of change: "
          f"tries {tries}, refused as a failed write with the tournament unchanged and sound "
          f"{survived}, changed or lost {lost}")

    path = folder / "approve.rtdb"
    t = Tournament.create(path, name="Approve Cup", rounds=1,
                          players=[PlayerDraft(f"P{i:02d}") for i in range(1, 5)])
    t.rounds.set_seating(1, [["P01", "P02", "P03", "P04"]])
    t.tables.record_totals(1, 1, [40000, 30000, 30000, 20000])
    t.close()
    (folder / "approve-backups").write_text("a file where the backups folder goes")
    t = Tournament.open(path)
    before = json.dumps(export_tournament(t), sort_keys=True)
    try:
        t.approvals.approve(1)
        refused = False
    except WriteFailed:
        refused = True
    same = json.dumps(export_tournament(t), sort_keys=True) == before
    t.close()
    print(f"approval whose backup cannot be written: tries 1, refused with nothing changed "
          f"{int(refused and same)}")


def corruption(folder: Path, trials: int, rng: random.Random) -> None:
    good = folder / "good.rtdb"
    build(good)
    with Tournament.open(good) as t:
        reference = json.dumps(export_tournament(t), sort_keys=True)
    data = good.read_bytes()
    outcome: Counter[str] = Counter()
    unsound_after_write = 0
    for i in range(trials):
        bad = bytearray(data)
        size = rng.choice([1, 8, 64, 512, 4096])
        at = rng.randrange(100, len(data) - size)  # past the header: not "not a tournament"
        bad[at:at + size] = bytes(rng.randrange(256) for _ in range(size))
        path = folder / f"c{i}.rtdb"
        path.write_bytes(bytes(bad))
        try:
            t = Tournament.open(path)
        except CorruptFile as exc:
            outcome["refused at open, one line" if "\n" not in str(exc) else "bug"] += 1
            continue
        except StoreError:
            outcome["refused at open, one line"] += 1
            continue
        except Exception as exc:
            outcome[f"bug at open: {type(exc).__name__}: {str(exc)[:120]}"] += 1
            continue
        try:
            same = json.dumps(export_tournament(t), sort_keys=True) == reference
            outcome["opened, content intact (free space hit)" if same
                    else "opened, content changed (undetectable)"] += 1
            try:
                t.penalties.add("P07", "yellow_card", 0, "after", round=2)
            except StoreError:
                pass
        except StoreError:
            outcome["refused on first read, one line"] += 1
        except Exception as exc:
            outcome[f"bug after open: {type(exc).__name__}: {str(exc)[:120]}"] += 1
        finally:
            t.close()
        conn = sqlite3.connect(path)
        try:
            if conn.execute("PRAGMA integrity_check").fetchall() != [("ok",)]:
                unsound_after_write += 1
        except sqlite3.Error:
            unsound_after_write += 1
        finally:
            conn.close()
    print(f"random corruption (1 to 4096 bytes at a random place): tries {trials}")
    for name, count in sorted(outcome.items()):
        print(f"  {name}: {count}")
    print(f"  files that opened and were no longer sound after a penalty was written: "
          f"{unsound_after_write}")


HOLD = textwrap.dedent("""
    import sys
    from tournament.service import Tournament
    t = Tournament.open(sys.argv[1])
    print("ready", flush=True)
    sys.stdin.read()
""")


def two_paths(folder: Path, tries: int) -> None:
    path = folder / "locked.rtdb"
    build(path)
    os.link(path, folder / "hard.rtdb")
    (folder / "sym.rtdb").symlink_to(path)
    both = 0
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    for i in range(tries):
        first, second = [path, folder / "hard.rtdb", folder / "sym.rtdb"][i % 3], \
            [folder / "hard.rtdb", folder / "sym.rtdb", path][i % 3]
        child = subprocess.Popen([sys.executable, "-c", HOLD, str(first)], stdin=subprocess.PIPE,
                                 stdout=subprocess.PIPE, text=True, env=env)
        assert child.stdout is not None and child.stdin is not None
        child.stdout.readline()
        try:
            Tournament.open(second).close()
            both += 1
        except FileInUse:
            pass
        child.stdin.close()
        child.wait()
        child.stdout.close()
    print(f"two openers through different paths (path, hard link, symlink; two processes): "
          f"tries {tries}, both got the file {both}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--corruptions", type=int, default=200)
    parser.add_argument("--locks", type=int, default=30)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    with tempfile.TemporaryDirectory(prefix="attacks-") as tmp:
        folder = Path(tmp)
        injected_failures(folder)
        corruption(folder, args.corruptions, rng)
        two_paths(folder, args.locks)


if __name__ == "__main__":
    main()

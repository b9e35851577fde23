"""Crash-and-copy: kill -9 a process while it records, then copy the tournament file alone
(what an organiser does to a USB stick) and count how many acknowledged changes the copy
holds. Plain script, prints figures; no asserts.

    python benchmarks/bench_crash_copy.py [--kills 20] [--seed 1]

Each kill: a child opens the tournament and records changes in a loop (a hand, then a
penalty), printing each one after the call returned (acknowledged: committed, on disk). The
parent kills it with SIGKILL at a random moment, copies only the .rtdb (not its -wal), opens
the copy and counts the acknowledged changes it holds. The same is run once more with the
checkpoint after each change switched off in the child (how the store behaved before), to show
what the checkpoint buys. Also printed: how often the -wal held anything after the kill (a
change caught between its commit and its checkpoint, or one in the middle of its commit) and
the time one change takes with and without the checkpoint (median).
"""

from __future__ import annotations

import argparse
import os
import random
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import textwrap
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tournament.players.roster import PlayerDraft  # noqa: E402
from tournament.service import Tournament  # noqa: E402

CHILD = textwrap.dedent("""
    import sys, time
    if sys.argv[2] == "off":
        from tournament.storage import engine
        engine.checkpoint = lambda e: None
    from tournament.service import Tournament
    t = Tournament.open(sys.argv[1])
    n = 0
    while True:
        table = 1 + n % 4
        start = time.perf_counter()
        if n % 2:
            t.penalties.add(f"P{1 + n % 16:02d}", "yellow_card", 0, f"c{n}", round=1)
        else:
            t.tables.record_hand(1, table, {"outcome": "exhaustive_draw", "tenpai": [0],
                                     "riichi": [], "note": f"h{n}"})
        print(n, time.perf_counter() - start, flush=True)
        n += 1
""")


def build(folder: Path) -> Path:
    path = folder / "cup.rtdb"
    t = Tournament.create(path, name="Crash Cup", rounds=1,
                          players=[PlayerDraft(f"P{i:02d}") for i in range(1, 17)])
    t.rounds.set_seating(1, [[f"P{n:02d}" for n in range(k, k + 4)] for k in (1, 5, 9, 13)])
    t.close()
    return path


def held(path: Path) -> set[int]:
    """The change numbers a tournament file holds (hand notes hN, penalty reasons cN)."""
    with Tournament.open(path) as t:
        found = {int(p.reason[1:]) for p in t.penalties.all()}
        for table in (1, 2, 3, 4):
            found |= {int(r.record.note[1:]) for r in t.tables.view(1, table).hands}
    return found


def one_kill(path: Path, mode: str, rng: random.Random, scratch: Path) -> dict[str, object]:
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    child = subprocess.Popen([sys.executable, "-c", CHILD, str(path), mode],
                             stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                             env=env, cwd=ROOT)
    assert child.stdout is not None
    acked: list[int] = []
    times: list[float] = []
    first = child.stdout.readline()
    if not first:
        raise SystemExit(child.stderr.read() if child.stderr else "child failed")
    n, dt = first.split()
    acked.append(int(n))
    deadline = time.perf_counter() + rng.uniform(0.05, 0.6)
    os.set_blocking(child.stdout.fileno(), False)
    while time.perf_counter() < deadline:
        time.sleep(0.001)
    os.kill(child.pid, signal.SIGKILL)
    child.wait()
    os.set_blocking(child.stdout.fileno(), True)
    for line in child.stdout.read().splitlines():
        n, dt = line.split()
        acked.append(int(n))
        times.append(float(dt))
    child.stdout.close()
    if child.stderr is not None:
        child.stderr.close()
    wal = Path(f"{path}-wal")
    wal_bytes = wal.stat().st_size if wal.exists() else 0
    copy_dir = scratch / f"usb-{rng.random():.9f}"
    copy_dir.mkdir()
    copy = Path(shutil.copyfile(path, copy_dir / path.name))
    try:
        found = held(copy)
        sound = True
    except Exception:  # a copy that does not open counts every change as lost
        found, sound = set(), False
    # Opening the file itself recovers its -wal, ready for the next kill.
    held(path)
    lost = [n for n in acked if n not in found]
    return {"acked": len(acked), "lost": len(lost), "wal": wal_bytes, "sound": sound,
            "times": times}


def run(mode: str, kills: int, seed: int) -> None:
    rng = random.Random(seed)
    with tempfile.TemporaryDirectory(prefix="crash-copy-") as tmp:
        folder = Path(tmp)
        path = build(folder)
        results = [one_kill(path, mode, rng, folder) for _ in range(kills)]
    acked = sum(int(r["acked"]) for r in results)  # type: ignore[call-overload]
    lost = sum(int(r["lost"]) for r in results)  # type: ignore[call-overload]
    wal = sum(1 for r in results if r["wal"])
    broken = sum(1 for r in results if not r["sound"])
    times = [t for r in results for t in r["times"]]  # type: ignore[attr-defined]
    label = "checkpoint after each change" if mode == "on" else "no checkpoint (as before)"
    print(f"{label}:")
    print(f"  kills: {kills}; acknowledged changes: {acked}; held by the copy of the file "
          f"alone: {acked - lost}; lost: {lost}")
    print(f"  copies that did not open: {broken}; kills that left a non-empty -wal: {wal}")
    if times:
        print(f"  one change (hand or penalty), median: {statistics.median(times) * 1000:.1f} ms"
              f" over {len(times)}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--kills", type=int, default=20)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    run("on", args.kills, args.seed)
    run("off", args.kills, args.seed)


if __name__ == "__main__":
    main()

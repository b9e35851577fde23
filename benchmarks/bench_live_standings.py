"""OK -> standings in process: a game's result recorded, then the standings asked for, at 400
and 2,000 players x 12 rounds. Plain script, prints medians; no asserts.

    nice python benchmarks/bench_live_standings.py [--runs 9] [--before DIR] [--keep DIR]

Files: bench_scale's (built in --keep, or reused from there); each measured on a copy, in a new
process per code tree (--before DIR: another checkout, side by side). In each, after the
standings were shown once (cumulative and provisional):
- a score slip (`record_totals`) at a table of the seated, unplayed 13th round, then
  `standings()` (the game ends: every cumulative view moves). Targets: < 50 ms at 400,
  < 150 ms at 2,000 players;
- a hand of a game in play (`record_hand`), then `standings(provisional=True)`;
- the standings part alone, and the full recompute from every game (the floor the live
  standings are measured against; `Tournament.standings.recomputed`, or the cache dropped
  where that does not exist).
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

RUNNER = """
import json, statistics, sys, time
from tournament.service import Tournament
path, runs = sys.argv[1], int(sys.argv[2])
med = lambda xs: statistics.median(xs)
with Tournament.open(path) as t:
    last = max(r.number for r in t.rounds.all())
    tables = [s.table for s in t.rounds.seating(last)]
    t.standings.get(); t.standings.get(provisional=True)
    slip, slip_standings, hand, full = [], [], [], []
    for table in tables[:runs]:
        a = time.perf_counter()
        t.tables.record_totals(last, table, [30000, 30000, 30000, 30000])
        b = time.perf_counter()
        t.standings.get()
        c = time.perf_counter()
        slip.append(c - a); slip_standings.append(c - b)
    for table in tables[runs:2 * runs]:
        a = time.perf_counter()
        t.tables.record_hand(last, table,
                             {"outcome": "exhaustive_draw", "riichi": [], "tenpai": [0]})
        t.standings.get(provisional=True)
        hand.append(time.perf_counter() - a)
    for _ in range(max(3, runs // 3)):
        a = time.perf_counter()
        t.standings.recomputed()
        full.append(time.perf_counter() - a)
print("RESULT", json.dumps({"slip": med(slip), "slip_standings": med(slip_standings),
                            "hand": med(hand), "full": med(full)}))
"""


def measure(code: Path, source: Path, folder: Path, runs: int) -> dict[str, float]:
    work = folder / f"{code.name}-{source.name}"
    shutil.copyfile(source, work)
    done = subprocess.run([sys.executable, "-c", RUNNER, str(work), str(runs)], cwd=code,
                          env=dict(os.environ, PYTHONPATH=str(code)), capture_output=True,
                          text=True, check=False)
    work.unlink()
    for line in done.stdout.splitlines():
        if line.startswith("RESULT "):
            result: dict[str, float] = json.loads(line.removeprefix("RESULT "))
            return result
    raise RuntimeError(done.stderr[-2000:])


def ms(value: float) -> str:
    return f"{value * 1000:.0f} ms"


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=9)
    parser.add_argument("--players", type=int, nargs="+", default=[400, 2000])
    parser.add_argument("--before", type=Path, help="another checkout, measured side by side")
    parser.add_argument("--keep", type=Path, help="bench_scale's files: built here or reused")
    args = parser.parse_args()
    trees = {"this": ROOT}
    if args.before:
        trees = {"before": args.before.resolve(), "this": ROOT}
    folder = Path(tempfile.mkdtemp(prefix="bench-live-"))
    keep = args.keep or folder
    try:
        for players in args.players:
            source = keep / f"scale-{players}.rtdb"
            if not source.exists():
                from benchmarks.bench_scale import build

                print(f"built {players} x 12 in {build(source, players, 12):.0f} s")
            target = 50 if players <= 400 else 150
            print(f"{players} players x 12 rounds (medians of {args.runs}):")
            for name, code in trees.items():
                r = measure(code, source, folder, args.runs)
                print(f"  {name:<6} score slip + standings {ms(r['slip']):>7} (target < "
                      f"{target} ms; the standings part {ms(r['slip_standings'])}, "
                      f"{r['slip_standings'] / r['full']:.2f}x the full recompute "
                      f"{ms(r['full'])}); a hand in play + provisional standings "
                      f"{ms(r['hand'])}")
    finally:
        shutil.rmtree(folder, ignore_errors=True)


if __name__ == "__main__":
    main()

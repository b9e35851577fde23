"""The commands at the floor: `record --totals` and `standings` on a
400-player x 12-round file, wall time of a new process, next to a process doing the raw insert
in the same run. Plain script, prints medians; no asserts.

    nice python benchmarks/bench_cli_floor.py [--runs 7] [--before DIR] [--file scale-400.rtdb]

- floor: `python -c SCRIPT` that opens the file with sqlite3 and inserts one hand log row in a
  transaction (what recording a table's totals amounts to, without any checks);
- `record FILE --round 13 --table T --totals ...`: each run a table with nothing recorded yet,
  on a copy of the file (target < 0.35 s wall, < 5x the floor);
- `standings FILE` (target < 0.35 s wall);
- `python -c pass`, for scale.

With --before DIR (another checkout, e.g. `git worktree add DIR main`), both commands also run
with DIR's code, interleaved run by run so that the machine's load falls on both alike. The
processes run with bytecode caching on (PYTHONDONTWRITEBYTECODE unset), as an installed
program does; one warm-up run per command fills the caches first. The load average is printed
before and after.
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

# The same file made ready, the same last round and the same figures as the start-up benchmark.
from benchmarks.bench_startup import last_round, ms, ready  # noqa: E402

RAW_INSERT = """
import sqlite3, sys
conn = sqlite3.connect(sys.argv[1], isolation_level=None)
conn.execute("PRAGMA journal_mode = WAL")
conn.execute("PRAGMA synchronous = FULL")
conn.execute("BEGIN IMMEDIATE")
table_id = conn.execute("SELECT t.id FROM tables t JOIN rounds r ON r.id = t.round_id "
                        "WHERE r.number = ? AND t.number = ?",
                        (int(sys.argv[2]), int(sys.argv[3]))).fetchone()[0]
seq = (conn.execute("SELECT MAX(seq) FROM hand_log WHERE table_id = ?",
                    (table_id,)).fetchone()[0] or 0) + 1
conn.execute("INSERT INTO hand_log (table_id, seq, kind, payload, who, at, why, station, "
             "person) VALUES (?, ?, 'totals', ?, 'cli', '2026-01-01T00:00:00.000Z', '', '', '')",
             (table_id, seq, '{"scores":[30000,30000,30000,30000],"chombos":[0,0,0,0]}'))
conn.execute("COMMIT")
conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
conn.close()
"""


def environment(code: Path | None) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    if code is not None:
        env["PYTHONPATH"] = str(code)
    return env


def run(code: Path | None, *args: str) -> float:
    """Wall time of `python ARGS` with `code` first on the path; fails loudly if it fails."""
    start = time.perf_counter()
    done = subprocess.run([sys.executable, *args], cwd=code or ROOT, env=environment(code),
                          capture_output=True, text=True, check=False)
    took = time.perf_counter() - start
    if done.returncode != 0:
        raise SystemExit(f"python {' '.join(args)} failed ({done.returncode}): "
                         f"{done.stderr.strip()[-400:]}")
    return took








def load() -> str:
    one, five, fifteen = os.getloadavg()
    return f"load average {one:.2f} {five:.2f} {fifteen:.2f} ({os.cpu_count()} cores)"


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--before", type=Path, help="another checkout, measured side by side")
    parser.add_argument("--file", type=Path, help="a bench_scale file of 400 players")
    args = parser.parse_args()
    trees: dict[str, Path] = {"this": ROOT}
    if args.before:
        trees = {"before": args.before.resolve(), "this": ROOT}
    folder = Path(tempfile.mkdtemp(prefix="bench-cli-floor-"))
    try:
        source = args.file
        if source is None:
            from benchmarks.bench_scale import build

            source = folder / "scale-400.rtdb"
            print(f"built a 400 x 12 file in {build(source, 400, 12):.0f} s")
        source = ready(source, folder)
        round_number, tables = last_round(source)
        if tables < 2 * args.runs + 2:
            raise SystemExit("the file has too few tables in its last round for these runs")
        copies = {name: folder / f"{name}.rtdb" for name in (*trees, "raw")}
        for copy in copies.values():
            shutil.copyfile(source, copy)
        print(f"before: {load()}")

        def record(name: str, table: int) -> float:
            return run(trees[name], "-m", "tournament", "record", str(copies[name]),
                       "--round", str(round_number), "--table", str(table), "--totals",
                       "30000", "30000", "30000", "30000")

        def standings(name: str) -> float:
            return run(trees[name], "-m", "tournament", "standings", str(copies[name]))

        # Warm-up: bytecode caches filled, the file in the page cache.
        for name in trees:
            record(name, tables)
            standings(name)
        run(None, "-c", RAW_INSERT, str(copies["raw"]), str(round_number), str(tables))
        samples: dict[tuple[str, str], list[float]] = {}
        for i in range(args.runs):
            table = tables - 1 - i  # a table with nothing recorded yet
            samples.setdefault(("floor", "pass"), []).append(run(None, "-c", "pass"))
            samples.setdefault(("floor", "raw"), []).append(run(
                None, "-c", RAW_INSERT, str(copies["raw"]), str(round_number), str(table)))
            for name in trees:
                samples.setdefault((name, "record"), []).append(record(name, table))
                samples.setdefault((name, "standings"), []).append(standings(name))
        print(f"after:  {load()}")

        def median(key: tuple[str, str]) -> float:
            return statistics.median(samples[key])

        raw, plain = median(("floor", "raw")), median(("floor", "pass"))
        print(f"medians of {args.runs} runs, 400 players x 12 rounds; floor: a process doing "
              f"the raw insert {ms(raw)}; python -c pass {ms(plain)}")
        for name, code in trees.items():
            print(f"{name} ({code}):")
            for key in ("record", "standings"):
                figure = median((name, key))
                print(f"  {key + (' --totals' if key == 'record' else ''):<16} {ms(figure):>8}"
                      f"  vs floor {ms(raw)}, ratio {figure / raw:4.1f}x  (target < 350 ms,"
                      f" < 5x)")
    finally:
        shutil.rmtree(folder, ignore_errors=True)


if __name__ == "__main__":
    main()

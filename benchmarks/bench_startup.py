"""How fast the commands start: each figure next to its floor, as a ratio. Plain script,
prints medians; no asserts.

    nice python benchmarks/bench_startup.py [--runs 11] [--before DIR] [--file scale-400.rtdb]

Every figure is the wall time of a new process (`subprocess.run`, output captured), the median
of --runs, like hyperfine. With --before DIR (a checkout of another version, e.g.
`git archive main | tar -x -C DIR`), each command also runs with DIR's code, the two
interleaved run by run so that the machine's load falls on both alike.

Figures and their floors:
- `python -m tournament --help` against `python -c pass` (target < 3x);
- `calc` of a hand against a script that imports the `mahjong` package and scores the same
  hand (target < 3x);
- `replay` of a game record and `schedule` of 16 players x 4 rounds, against `python -c pass`;
- `record --totals` of one table in a 400-player x 12-round file (bench_scale's file, built
  when --file is not given; measured on a copy, each run a table with nothing recorded yet),
  wall (target < 0.4 s);
- which of those commands load the storage layer (SQLAlchemy, sqlmodel): `calc`, `replay` and
  `schedule` must not (tests/cli/test_startup.py checks it too).
"""

from __future__ import annotations

import argparse
import os
import shutil
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from benchmarks.bench_scale import CALC, MAHJONG_SCRIPT  # noqa: E402

GAME = ROOT / "tests" / "data" / "games" / "ema_rcr_hanchan.json"
STORAGE = ("sqlalchemy", "sqlmodel")


def run(code: Path | None, *args: str) -> float:
    """Wall time of `python ARGS` with `code` first on the path (None: no tournament code)."""
    env = dict(os.environ)
    if code is not None:
        env["PYTHONPATH"] = str(code)
    start = time.perf_counter()
    subprocess.run([sys.executable, *args], cwd=code or ROOT, env=env, capture_output=True,
                   check=False)
    return time.perf_counter() - start


def loaded(code: Path, *args: str) -> list[str]:
    """The storage-layer packages `python ARGS` imports (from -X importtime)."""
    err = subprocess.run([sys.executable, "-X", "importtime", *args], cwd=code,
                         env=dict(os.environ, PYTHONPATH=str(code)), capture_output=True,
                         text=True, check=False).stderr
    names = {line.rsplit("|", 1)[-1].strip().split(".")[0] for line in err.splitlines()
             if line.startswith("import time:")}
    return sorted(n for n in STORAGE if n in names)


def ready(source: Path, folder: Path) -> Path:
    """A copy of `source` opened once: bench_scale writes the hand logs without the results
    kept beside them, which the first open computes and stores (not what is measured)."""
    from tournament.service import Tournament

    path = folder / "ready.rtdb"
    shutil.copyfile(source, path)
    Tournament.open(path).close()
    return path


def ms(value: float) -> str:
    return f"{value * 1000:.0f} ms"


def last_round(path: Path) -> tuple[int, int]:
    conn = sqlite3.connect(path)
    try:
        number, tables = conn.execute(
            "SELECT r.number, COUNT(t.id) FROM rounds r JOIN tables t ON t.round_id = r.id "
            "GROUP BY r.number ORDER BY r.number DESC LIMIT 1").fetchone()
    finally:
        conn.close()
    return int(number), int(tables)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=11)
    parser.add_argument("--before", type=Path, help="another checkout, measured side by side")
    parser.add_argument("--file", type=Path, help="a bench_scale file of 400 players")
    args = parser.parse_args()
    trees: dict[str, Path] = {"this": ROOT}
    if args.before:
        trees = {"before": args.before.resolve(), "this": ROOT}
    folder = Path(tempfile.mkdtemp(prefix="bench-startup-"))
    try:
        source = args.file
        if source is None:
            from benchmarks.bench_scale import build

            source = folder / "scale-400.rtdb"
            print(f"built a 400 x 12 file in {build(source, 400, 12):.0f} s")
        source = ready(source, folder)
        round_number, tables = last_round(source)
        copies = {}
        for name in trees:
            copies[name] = folder / f"{name}.rtdb"
            shutil.copyfile(source, copies[name])
        commands: dict[str, tuple[str, ...]] = {
            "--help": ("-m", "tournament", "--help"),
            "calc": ("-m", "tournament", "calc", *CALC),
            "replay": ("-m", "tournament", "replay", str(GAME)),
            "schedule": ("-m", "tournament", "schedule", "--players", "16", "--rounds", "4"),
        }
        floors = {"pass": ("-c", "pass"), "mahjong": ("-c", MAHJONG_SCRIPT)}
        samples: dict[tuple[str, str], list[float]] = {}
        for i in range(args.runs):
            for key, floor in floors.items():
                samples.setdefault(("floor", key), []).append(run(None, *floor))
            for name, code in trees.items():
                for key, command in commands.items():
                    samples.setdefault((name, key), []).append(run(code, *command))
                table = tables - i  # a table with nothing recorded yet
                samples.setdefault((name, "record"), []).append(run(
                    code, "-m", "tournament", "record", str(copies[name]), "--round",
                    str(round_number), "--table", str(table), "--totals", "30000", "30000",
                    "30000", "30000"))

        def median(key: tuple[str, str]) -> float:
            return statistics.median(samples[key])

        plain, mahjong = median(("floor", "pass")), median(("floor", "mahjong"))
        print(f"medians of {args.runs} runs; python -c pass {ms(plain)}; a script scoring the "
              f"hand with the mahjong package {ms(mahjong)}")
        for name, code in trees.items():
            print(f"{name} ({code}):")
            for key in commands:
                floor, floor_name = ((mahjong, "mahjong script") if key == "calc"
                                     else (plain, "python -c pass"))
                figure = median((name, key))
                print(f"  {key:<9} {ms(figure):>8}  {figure / floor:4.1f}x {floor_name}"
                      + ("  (target < 3x)" if key in ("--help", "calc") else ""))
            record = median((name, "record"))
            print(f"  record    {ms(record):>8}  {record / plain:4.1f}x python -c pass "
                  f"(target < 400 ms wall)")
            for key in ("calc", "replay", "schedule"):
                storage = loaded(code, *commands[key])
                print(f"  {key} loads the storage layer: "
                      f"{', '.join(storage) if storage else 'no'}")
    finally:
        shutil.rmtree(folder, ignore_errors=True)


if __name__ == "__main__":
    main()

"""What trust costs: a hand's cost on a file and on a PostgreSQL server (the writer, the
server's own functions, the signing), and `check` at 400 players x 12 rounds with and without
the organiser password. Plain script, prints medians and the load; no asserts.

    nice python benchmarks/bench_trust.py [--runs 5] [--hands 40] [--before DIR]

- hand, file: `record_hand` in process on a 400 x 12 file (its last round), per hand;
- hand, server: `record_hand` in process on a server started for the run (tests/pg.py), one
  station, per hand (two round trips);
- check: `python -m tournament check FILE` as a new process, on the 400 x 12 file without a
  password, and with one, the password not given and given ($RIICHI_TOURNAMENT_PASSWORD).

With --before DIR (another checkout, e.g. `git worktree add DIR <commit>`), the hand figures
are taken with DIR's code too, in a process of their own, one after the other, so that the
machine's load falls on both alike (DIR's code has no password signing: its `check` is
timed without one).
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DRAW = {"outcome": "exhaustive_draw", "riichi": [], "tenpai": [0]}

HANDS = r"""
import json, statistics, sys, tempfile, time
from pathlib import Path
from tournament.players.roster import PlayerDraft
from tournament.service import Tournament
path, hands, url = Path(sys.argv[1]), int(sys.argv[2]), sys.argv[3]
draw = {"outcome": "exhaustive_draw", "riichi": [], "tenpai": [0]}
out = {}
with Tournament.open(path) as t:
    last = max(r.number for r in t.rounds.all())
    tables = t.rounds.seating(last)
    t.standings.get()
    times = []
    for i in range(hands):
        start = time.perf_counter()
        t.tables.record_hand(last, tables[i % len(tables)].table, draw)
        times.append(time.perf_counter() - start)
    out["file"] = statistics.median(times)
if url:
    names = [f"P{i:02d}" for i in range(32)]
    with Tournament.create(url, name="Cup", rounds=1,
                           players=[PlayerDraft(n) for n in names]) as t:
        t.rounds.set_seating(1, [names[i:i + 4] for i in range(0, 32, 4)])
    with Tournament.open(url, station="Desk 1") as t:
        t.tables.record_hand(1, 1, draw)
        times = []
        for i in range(hands):
            start = time.perf_counter()
            t.tables.record_hand(1, 1 + i % 8, draw)
            times.append(time.perf_counter() - start)
        out["server"] = statistics.median(times)
print(json.dumps(out))
"""


BUILD = r"""
import sys
from pathlib import Path
from benchmarks.bench_scale import build
from tournament.service import Tournament
build(Path(sys.argv[1]), 400, 12)
Tournament.open(Path(sys.argv[1])).close()
"""


def ms(seconds: float) -> str:
    return f"{seconds * 1000:.1f} ms"


def load() -> str:
    return f"load {os.getloadavg()[0]:.1f}"


def run(code_dir: Path, *args: str, env: dict[str, str] | None = None) -> tuple[float, str]:
    start = time.perf_counter()
    done = subprocess.run([sys.executable, *args], cwd=code_dir, capture_output=True,
                          text=True, env={**os.environ, "PYTHONPATH": str(code_dir),
                                          **(env or {})})
    return time.perf_counter() - start, done.stdout + done.stderr


def hands(code_dir: Path, path: Path, count: int, url: str) -> dict[str, float]:
    copy = path.with_name(f"hands-{code_dir.name}-{time.monotonic_ns()}.rtdb")
    shutil.copyfile(path, copy)
    _, out = run(code_dir, "-c", HANDS, str(copy), str(count), url)
    try:
        return dict(json.loads(out.strip().splitlines()[-1]))
    except (ValueError, IndexError):
        raise SystemExit(f"the hands of {code_dir} failed:\n{out}") from None


def main() -> None:
    sys.path.insert(0, str(ROOT))
    from benchmarks.bench_scale import build
    from tests.pg import PgServer, binaries
    from tournament.service import Tournament

    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--hands", type=int, default=40)
    parser.add_argument("--before", type=Path)
    args = parser.parse_args()
    server = PgServer.start() if binaries() is not None else None
    try:
        with tempfile.TemporaryDirectory() as folder:
            plain = Path(folder) / "open-400.rtdb"
            build(plain, 400, 12)
            Tournament.open(plain).close()  # the first open folds and stores the results
            signed = Path(folder) / "signed-400.rtdb"
            shutil.copyfile(plain, signed)
            with Tournament.open(signed) as t:
                t.setup.set_password("organiser words")
            print(f"400 players x 12 rounds ({load()})")
            sides = [("after", ROOT)] + ([("before", args.before)] if args.before else [])
            # Each side's own file, built by its own code (an older one cannot open a newer
            # format).
            files = {"after": plain}
            for name, code in sides[1:]:
                files[name] = Path(folder) / f"{name}-400.rtdb"
                run(code, "-c", BUILD, str(files[name]))
            figures: dict[str, list[dict[str, float]]] = {name: [] for name, _ in sides}
            for _ in range(args.runs):
                for name, code in sides:
                    url = server.new_database() if server is not None else ""
                    figures[name].append(hands(code, files[name], args.hands, url))
            for name, _ in sides:
                for where in ("file", "server"):
                    found = [f[where] for f in figures[name] if where in f]
                    if found:
                        print(f"  a hand ({where}), {name}: median {ms(statistics.median(found))}"
                              f" ({len(found)} runs of {args.hands})")
            checks = {
                "check, no password": (plain, {}),
                "check, with a password not given": (signed, {}),
                "check, with the password given": (signed, {"RIICHI_TOURNAMENT_PASSWORD":
                                                            "organiser words"}),
            }
            for label, (path, env) in checks.items():
                times = []
                for _ in range(args.runs):
                    took, out = run(ROOT, "-m", "tournament", "check", str(path), env=env)
                    times.append(took)
                print(f"  {label}: median {ms(statistics.median(times))} "
                      f"({out.strip().splitlines()[-1][:70]}...)")
            print(f"  ({load()})")
    finally:
        if server is not None:
            server.stop()


if __name__ == "__main__":
    main()

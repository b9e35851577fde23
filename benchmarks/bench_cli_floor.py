"""The commands at the floor: `record --totals`, `record GAME.json`, `standings`,
`export --format ema` and `python -m ui print --what standings` on a 400-player x 12-round
file, wall time of a new process, next to a floor process doing the same work bare in the
same run. Plain script, prints medians; no asserts.

    nice python benchmarks/bench_cli_floor.py [--runs 7] [--before DIR] [--file scale-400.rtdb]

- floor: `python -c SCRIPT` that opens the file with sqlite3 and inserts one hand log row in a
  transaction (what recording a table's totals amounts to, without any checks); for a game
  record, the same with 16 rows;
- `record FILE --round R --table T --totals ...`: each run a table with nothing recorded yet,
  on a copy of the file (target < 0.35 s wall, < 5x the floor);
- `record FILE --round R --table T GAME.json`: the 16 hands of the EMA example game
  (tests/data/games/ema_rcr_hanchan.json) with the table's players, each run a table with
  nothing recorded yet, on another copy (target < 0.5 s);
- `standings FILE` (target < 5x the floor);
- `export FILE --format ema --out X.csv` on a copy made ready for the EMA file (dates, city,
  country, MERS weight, every player's country, every game of the last round finished by
  totals); its floor a process that reads the players' names and the tables' stored
  results with sqlite3 and writes a 400-line CSV (target < 0.5 s);
- `python -m ui print FILE --what standings --out X.pdf` (offscreen) on that copy; its floor
  a process that starts Qt (QGuiApplication) and writes a one-page PDF with QPdfWriter
  (target < 1.5 s);
- `python -c pass`, for scale.

With --before DIR (another checkout, e.g. `git worktree add DIR main`), every command also
runs with DIR's code, interleaved run by run so that the machine's load falls on both alike.
The processes run with bytecode caching on (PYTHONDONTWRITEBYTECODE unset), as an installed
program does; one warm-up run per command fills the caches first. The load average is printed
before and after.
"""

from __future__ import annotations

import argparse
import json
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
for n in range(int(sys.argv[4]) if len(sys.argv) > 4 else 1):
    conn.execute("INSERT INTO hand_log (table_id, seq, kind, payload, who, at, why, station, "
                 "person) VALUES (?, ?, 'totals', ?, 'cli', '2026-01-01T00:00:00.000Z', '', "
                 "'', '')", (table_id, seq + n,
                             '{"scores":[30000,30000,30000,30000],"chombos":[0,0,0,0]}'))
conn.execute("COMMIT")
conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
conn.close()
"""

RAW_EXPORT = """
import csv, sqlite3, sys
conn = sqlite3.connect(sys.argv[1])
names = dict(conn.execute("SELECT id, name FROM players").fetchall())
results = conn.execute("SELECT table_id, summary FROM table_states").fetchall()
with open(sys.argv[2], "w", newline="", encoding="utf-8") as out:
    w = csv.writer(out)
    for pid, name in sorted(names.items()):
        w.writerow([pid, name, len(results)])
"""

RAW_PDF = """
import sys
from PySide6.QtGui import QGuiApplication, QPainter, QPdfWriter
app = QGuiApplication(["floor"])
writer = QPdfWriter(sys.argv[1])
painter = QPainter(writer)
painter.drawText(100, 100, "standings")
painter.end()
"""

GAME = ROOT / "tests" / "data" / "games" / "ema_rcr_hanchan.json"


def game_record(path: Path, round_number: int, table: int, folder: Path) -> Path:
    """The EMA example game with the players of `table` in seat order, as a file."""
    conn = sqlite3.connect(path)
    try:
        names = [n for (n,) in conn.execute(
            "SELECT p.name FROM tables t JOIN rounds r ON r.id = t.round_id "
            "JOIN seats s ON s.table_id = t.id JOIN players p ON p.id = s.player_id "
            "WHERE r.number = ? AND t.number = ? ORDER BY s.seat", (round_number, table))]
    finally:
        conn.close()
    record = json.loads(GAME.read_text(encoding="utf-8"))
    record.pop("ruleset", None)
    record["players"] = names
    out = folder / f"game-{table}.json"
    out.write_text(json.dumps(record), encoding="utf-8")
    return out


def ema_ready(source: Path, folder: Path, round_number: int) -> Path:
    """A copy with what the EMA file needs: dates, city, country, MERS weight, every
    player's country, every table of the last round finished (by totals)."""
    from tournament.service import Tournament

    path = folder / "ema.rtdb"
    shutil.copyfile(source, path)
    with Tournament.open(path) as t:
        t.setup.update(start_date="2026-05-01", end_date="2026-05-03", city="Lyon",
                          host_country="France", mers_weight="1")
        for player in t.players.all():
            t.players.update(player.id, country="France")
        for seating in t.rounds.seating(round_number):
            view = t.tables.view(round_number, seating.table)
            if view.final is None and not view.hands:
                t.tables.record_totals(round_number, seating.table, [30000] * 4)
    return path


def environment(code: Path | None) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    env["QT_QPA_PLATFORM"] = "offscreen"
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
        games = {name: folder / f"{name}-game.rtdb" for name in (*trees, "raw")}
        for copy in (*copies.values(), *games.values()):
            shutil.copyfile(source, copy)
        ema = ema_ready(source, folder, round_number)
        records = {t: game_record(source, round_number, t, folder)
                   for t in range(tables - 1 - args.runs, tables + 1)}
        print(f"before: {load()}")

        def record(name: str, table: int) -> float:
            return run(trees[name], "-m", "tournament", "record", str(copies[name]),
                       "--round", str(round_number), "--table", str(table), "--totals",
                       "30000", "30000", "30000", "30000")

        def record_game(name: str, table: int) -> float:
            return run(trees[name], "-m", "tournament", "record", str(games[name]),
                       "--round", str(round_number), "--table", str(table),
                       str(records[table]))

        def standings(name: str) -> float:
            return run(trees[name], "-m", "tournament", "standings", str(copies[name]))

        def export(name: str) -> float:
            return run(trees[name], "-m", "tournament", "export", str(ema), "--format", "ema",
                       "--out", str(folder / f"{name}.csv"))

        def printed(name: str) -> float:
            return run(trees[name], "-m", "ui", "print", str(ema), "--what", "standings",
                       "--out", str(folder / f"{name}.pdf"))

        def floors(table: int) -> dict[str, float]:
            return {
                "pass": run(None, "-c", "pass"),
                "raw": run(None, "-c", RAW_INSERT, str(copies["raw"]), str(round_number),
                           str(table)),
                "raw16": run(None, "-c", RAW_INSERT, str(games["raw"]), str(round_number),
                             str(table), "16"),
                "csv": run(None, "-c", RAW_EXPORT, str(ema), str(folder / "raw.csv")),
                "pdf": run(None, "-c", RAW_PDF, str(folder / "raw.pdf")),
            }

        # Warm-up: bytecode caches filled, the file in the page cache.
        for name in trees:
            record(name, tables)
            record_game(name, tables)
            standings(name)
            export(name)
            printed(name)
        floors(tables)
        samples: dict[tuple[str, str], list[float]] = {}
        for i in range(args.runs):
            table = tables - 1 - i  # a table with nothing recorded yet
            for key, took in floors(table).items():
                samples.setdefault(("floor", key), []).append(took)
            for name in trees:
                samples.setdefault((name, "record"), []).append(record(name, table))
                samples.setdefault((name, "game"), []).append(record_game(name, table))
                samples.setdefault((name, "standings"), []).append(standings(name))
                samples.setdefault((name, "export"), []).append(export(name))
                samples.setdefault((name, "print"), []).append(printed(name))
        print(f"after:  {load()}")

        def median(key: tuple[str, str]) -> float:
            return statistics.median(samples[key])

        plain = median(("floor", "pass"))
        print(f"medians of {args.runs} runs, 400 players x 12 rounds; python -c pass "
              f"{ms(plain)}")
        # Each command: its label, its floor (and what that is), its target.
        rows = {"record": ("record --totals", "raw", "< 350 ms, < 5x"),
                "game": ("record GAME.json", "raw16", "< 500 ms"),
                "standings": ("standings", "raw", "< 5x"),
                "export": ("export --format ema", "csv", "< 500 ms"),
                "print": ("print standings", "pdf", "< 1500 ms")}
        for key, (_, floor, _) in rows.items():
            print(f"  floor for {key:<10} ({floor}): {ms(median(('floor', floor)))}")
        for name, code in trees.items():
            print(f"{name} ({code}):")
            for key, (label, floor, target) in rows.items():
                figure, base = median((name, key)), median(("floor", floor))
                print(f"  {label:<20} {ms(figure):>8}  vs floor {ms(base)}, ratio "
                      f"{figure / base:4.1f}x  (target {target})")
        if "before" in trees:
            print("this / before:")
            for key, (label, _, _) in rows.items():
                print(f"  {label:<20} {median(('this', key)) / median(('before', key)):4.2f}")
    finally:
        shutil.rmtree(folder, ignore_errors=True)


if __name__ == "__main__":
    main()

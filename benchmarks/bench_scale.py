"""Cost as the tournament grows: 400 / 1,000 / 2,000 players x 12 rounds, each figure next to
its floor, as a ratio. Plain script, prints medians; no asserts.

    nice python benchmarks/bench_scale.py [--players 400 1000 2000] [--rounds 12] [--runs 5]
                                          [--keep DIR] [--only open|commands|seating]

Files are built once (kept in --keep to compare two versions of the code on the same files):
players through the service, then seating and every table's hand log written straight into the
file (realistic games from tournament.demo, checked by the core as they are made), which is
what recording them would store, only faster. A 13th round is seated and not played.

Figures:
- open + standings, in process (median of --runs), against the floor: reading the same rows
  (players, seats, hand log) with plain sqlite3;
- open + standings in a new process (imports included), against `python -c pass`;
- record a hand + standings refreshed, in process;
- `python -m tournament --help` against `python -c pass`; `calc` against a script scoring
  the same hand with the `mahjong` package; `record --totals` on the file, wall time;
- seating: the engine against the greedy baseline (repeated pairs, seconds), and one round of
  the tournament seated from its stored plan.
"""

from __future__ import annotations

import argparse
import json
import random
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))


def median(samples: list[float]) -> float:
    return statistics.median(samples)


def ms(value: float) -> str:
    return f"{value * 1000:.0f} ms"


def build(path: Path, players: int, rounds: int) -> float:
    """A tournament file with `players` players and `rounds` played rounds (a simple rotation
    seats them; the seating engine is measured on its own below)."""
    from tournament.demo import realistic_game
    from tournament.games.record_json import hand_to_dict
    from tournament.players.roster import PlayerDraft
    from tournament.rules import preset
    from tournament.service import Tournament

    start = time.perf_counter()
    rules = preset("ema_rcr")
    Tournament.create(path, name=f"Open {players}", rounds=rounds + 1,
                      players=[PlayerDraft(f"Player {i:04d}") for i in range(players)]).close()
    rng = random.Random(players)
    conn = sqlite3.connect(path)
    ids = [row[0] for row in conn.execute("SELECT id FROM players ORDER BY id")]
    at = "2026-01-01T00:00:00.000Z"
    with conn:
        for number in range(1, rounds + 2):
            round_id = conn.execute("INSERT INTO rounds (number, approved_by) VALUES (?, '')",
                                    (number,)).lastrowid
            order = ids[:]
            rng.shuffle(order)
            for t in range(players // 4):
                table_id = conn.execute("INSERT INTO tables (round_id, number, locked) "
                                        "VALUES (?, ?, 0)", (round_id, t + 1)).lastrowid
                for seat, pid in enumerate(order[4 * t: 4 * t + 4]):
                    conn.execute("INSERT INTO seats (table_id, round_id, seat, player_id) "
                                 "VALUES (?, ?, ?, ?)", (table_id, round_id, seat, pid))
                if number > rounds:
                    continue
                for seq, hand in enumerate(realistic_game(rng, rules, max_hands=12), 1):
                    conn.execute("INSERT INTO hand_log (table_id, seq, kind, payload, who, at,"
                                 " why) VALUES (?, ?, 'hand', ?, 'bench', ?, '')",
                                 (table_id, seq, json.dumps(hand_to_dict(hand),
                                                            separators=(",", ":")), at))
    conn.close()
    # Rows written straight into the tables are facts the ledger has not recorded (the desk
    # and check would say they were added behind the app's back): record them, as an
    # upgrade does.
    from sqlalchemy import create_engine

    from tournament.storage import chain

    engine = create_engine(f"sqlite:///{path}")
    with engine.begin() as c:
        chain.seal_all(c, "benchmark rows written straight into the file")
    engine.dispose()
    return time.perf_counter() - start


def raw_read(path: Path) -> float:
    start = time.perf_counter()
    conn = sqlite3.connect(path)
    for query in ("SELECT * FROM players", "SELECT * FROM seats", "SELECT * FROM tables",
                  "SELECT * FROM hand_log"):
        conn.execute(query).fetchall()
    conn.close()
    return time.perf_counter() - start


def open_standings(path: Path) -> float:
    from tournament.service import Tournament

    start = time.perf_counter()
    with Tournament.open(path) as t:
        t.standings.get()
    return time.perf_counter() - start


def process(*args: str) -> float:
    start = time.perf_counter()
    subprocess.run([sys.executable, *args], cwd=ROOT, capture_output=True, check=False)
    return time.perf_counter() - start


CALC = ("234456m678p345s88s", "--win", "5s", "--ron", "--riichi", "--dora-indicators", "4s",
        "--seat-wind", "S", "--round-wind", "E")
MAHJONG_SCRIPT = """
from mahjong.hand_calculating.hand import HandCalculator
from mahjong.hand_calculating.hand_config import HandConfig
from mahjong.tile import TilesConverter
tiles = TilesConverter.string_to_136_array(man="234456", pin="678", sou="34588")
win = TilesConverter.string_to_136_array(sou="5")[0]
dora = [TilesConverter.string_to_136_array(sou="4")[0]]
HandCalculator().estimate_hand_value(tiles, win, dora_indicators=dora,
                                     config=HandConfig(is_riichi=True))
"""


def open_figures(path: Path, runs: int) -> None:
    from tournament.service import Tournament

    open_standings(path)  # the first open of a file of an older format folds and stores
    floor = median([raw_read(path) for _ in range(runs)])
    opened = median([open_standings(path) for _ in range(runs)])
    print(f"  open + standings, in process: {ms(opened)}; raw read of the rows {ms(floor)}; "
          f"ratio {opened / floor:.1f}")
    code = ("import sys; from tournament.service import Tournament; "
            "t = Tournament.open(sys.argv[1]); t.standings.get(); t.close()")
    pass_ = median([process("-c", "pass") for _ in range(runs)])
    new = median([process("-c", code, str(path)) for _ in range(3)])
    print(f"  open + standings, new process: {ms(new)}; python -c pass {ms(pass_)}; "
          f"ratio {new / pass_:.1f}")
    with Tournament.open(path) as t:
        last = max(r.number for r in t.rounds.all())
        tables = t.rounds.seating(last)
        t.standings.get()
        times = []
        for seating in tables[:runs * 4]:
            start = time.perf_counter()
            t.tables.record_hand(last, seating.table, {"outcome": "exhaustive_draw", "riichi": [],
                                                "tenpai": [0]})
            t.standings.get(provisional=True)
            times.append(time.perf_counter() - start)
        print(f"  record a hand + standings refreshed: {ms(median(times))}")


def command_figures(path: Path, runs: int) -> None:
    pass_ = median([process("-c", "pass") for _ in range(runs)])
    helps = median([process("-m", "tournament", "--help") for _ in range(runs)])
    print(f"  python -m tournament --help: {ms(helps)}; python -c pass {ms(pass_)}; "
          f"ratio {helps / pass_:.1f}")
    calc = median([process("-m", "tournament", "calc", *CALC) for _ in range(runs)])
    script = median([process("-c", MAHJONG_SCRIPT) for _ in range(runs)])
    print(f"  calc: {ms(calc)}; a script with the mahjong package {ms(script)}; "
          f"ratio {calc / script:.1f}")
    conn = sqlite3.connect(path)
    last, tables = conn.execute("SELECT r.number, COUNT(t.id) FROM rounds r JOIN tables t "
                                "ON t.round_id = r.id GROUP BY r.number "
                                "ORDER BY r.number DESC LIMIT 1").fetchone()
    conn.close()
    records = []
    for table in range(tables, tables - runs, -1):  # tables with nothing recorded yet
        records.append(process("-m", "tournament", "record", str(path), "--round", str(last),
                               "--table", str(table), "--totals", "30000", "30000",
                               "30000", "30000"))
    print(f"  record --totals of one table (command, wall): {ms(median(records))}")


def seating_figures(players: int, rounds: int, runs: int) -> None:
    from tournament.seating import generate
    from tournament.seating.greedy import greedy_schedule

    engine, greedy = [], []
    for seed in range(runs):
        start = time.perf_counter()
        schedule = generate(players, rounds, seed=seed)
        engine.append((time.perf_counter() - start, schedule.report.repeated_pairs))
        start = time.perf_counter()
        base = greedy_schedule(players, rounds, seed=seed)
        greedy.append((time.perf_counter() - start, base.report.repeated_pairs))
    e_time = median([t for t, _ in engine])
    g_time = median([t for t, _ in greedy])
    print(f"  seating {players} x {rounds}: engine {e_time:.2f} s, repeated pairs "
          f"{max(r for _, r in engine)}; greedy {g_time:.2f} s, repeated pairs "
          f"{max(r for _, r in greedy)}; time ratio {e_time / g_time:.1f}")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--players", type=int, nargs="+", default=[400, 1000, 2000])
    parser.add_argument("--rounds", type=int, default=12)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--keep", type=Path, help="build the files here, or reuse them")
    parser.add_argument("--only", choices=["open", "commands", "seating"])
    args = parser.parse_args()
    folder = args.keep or Path(tempfile.mkdtemp(prefix="bench-scale-"))
    folder.mkdir(parents=True, exist_ok=True)
    for players in args.players:
        path = folder / f"scale-{players}.rtdb"
        print(f"{players} players x {args.rounds} rounds")
        if args.only in (None, "open", "commands"):
            if not path.exists():
                print(f"  built in {build(path, players, args.rounds):.0f} s")
            work = folder / f"work-{players}.rtdb"
            work.write_bytes(path.read_bytes())  # measured on a copy: the original stays
            if args.only in (None, "open"):
                open_figures(work, args.runs)
            if args.only in (None, "commands") and players == args.players[0]:
                command_figures(work, args.runs)
            work.unlink()
        if args.only in (None, "seating"):
            seating_figures(players, args.rounds, min(args.runs, 3))


if __name__ == "__main__":
    main()

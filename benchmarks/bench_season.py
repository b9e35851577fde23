"""A club's season: `season --json` on 12 events of 100 players, next to its floor, reading
the 12 files' standings alone. Plain script, prints medians and the load; no asserts.

    python benchmarks/bench_season.py [--runs 5] [--cache DIR] [--events 12] [--players 100]

The 12 tournament files (12 rounds each: 300 games an event, 3,600 in all, about 1,200
event-players from a club of 200 members, half with an EMA number, some names written in
capitals) are built once through the service into the cache folder (default: a folder in the
system's temporary folder), never in the timed part; a second run reuses them.

Timed, each the median of --runs runs, in this process:
- floor: each file opened read-only and its standings read (`Tournament.open`, `standings`);
- season: `compute_season` and its JSON, what `season FILE --json` does: each event opened,
  checked (`check`: SQLite's integrity check, every table's log folded again, the ledger),
  its standings and games read; players matched; scored; rated game by game. Twice: the
  first run (no check passed on record: every event checked), and again with the events
  unchanged since (their checks passed on record: `season.events`, the usual case of a
  season looked at again);
- the parts: the checks alone, and the rating alone (openskill over the 3,600 games);
and once, `python -m tournament season FILE --json` as a new process (wall time).
Target: the season within 3x the floor.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tournament.players.roster import PlayerDraft  # noqa: E402
from tournament.season import SeasonFile, compute_season  # noqa: E402
from tournament.service import Tournament  # noqa: E402

SCORES = [(40000, 32000, 28000, 20000), (52000, 31000, 22000, 15000),
          (35000, 30000, 30000, 25000), (61000, 27000, 19000, 13000)]


def load() -> str:
    one, five, _ = os.getloadavg()
    return f"load average {one:.2f} (5 min {five:.2f}) on {os.cpu_count()} cores"


def build(folder: Path, events: int, players: int, rounds: int) -> Path:
    """The events and the season file naming them (made once: kept in `folder`)."""
    season = folder / "club.rtseason"
    if season.exists():
        return season
    rng = random.Random(2027)
    members = [(f"Member {i:03d}", f"{10000000 + i}" if i % 2 else None)
               for i in range(1, 2 * players + 1)]
    sf = SeasonFile(season)
    for e in range(1, events + 1):
        path = folder / f"event-{e:02d}.rtdb"
        chosen = rng.sample(members, players)
        drafts = [PlayerDraft(n.upper() if rng.random() < 0.1 else n, ema_number=ema)
                  for n, ema in chosen]
        t = Tournament.create(path, name=f"Club night {e}", rounds=rounds,
                              start_date=f"2027-{e:02d}-05", players=drafts)
        try:
            names = [d.name for d in drafts]
            for r in range(1, rounds + 1):
                rng.shuffle(names)
                t.rounds.set_seating(r, [names[i:i + 4] for i in range(0, len(names), 4)])
                for table in range(1, len(names) // 4 + 1):
                    scores = list(rng.choice(SCORES))
                    rng.shuffle(scores)
                    t.tables.record_totals(r, table, scores)
        finally:
            t.close()
        problems = sf.add_event(str(path))
        assert not problems, problems
        print(f"  built {path.name}", flush=True)
    sf.save()
    return season


def median_s(fn, runs: int) -> float:
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        fn()
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--events", type=int, default=12)
    parser.add_argument("--players", type=int, default=100)
    parser.add_argument("--rounds", type=int, default=12)
    parser.add_argument("--cache", type=Path, default=Path(tempfile.gettempdir())
                        / "riichi-season-bench-1")
    args = parser.parse_args()
    args.cache.mkdir(parents=True, exist_ok=True)
    start = time.perf_counter()
    path = build(args.cache, args.events, args.players, args.rounds)
    print(f"events ready in {time.perf_counter() - start:.1f} s ({args.cache})")
    sf = SeasonFile.load(path)
    files = [sf.where(e) for e in sf.events]
    print(load())

    def floor() -> None:
        for where in files:
            with Tournament.open(where, read_only=True) as t:
                t.standings.get()

    checked = args.cache / "data"
    os.environ["RIICHI_TOURNAMENT_DATA"] = str(checked)  # the checks passed are kept here

    def season() -> None:
        json.dumps(compute_season(sf).as_json())

    def season_cold() -> None:
        shutil.rmtree(checked / "season-checks", ignore_errors=True)
        season()

    def checks() -> None:
        for where in files:
            with Tournament.open(where, read_only=True) as t:
                t.ledger.check()

    result = compute_season(sf)
    games = sum(e.games for e in result.events)
    people = sum(e.players for e in result.events)
    print(f"{len(result.events)} events, {people} event-players, {len(result.players)} "
          f"people, {games} games, {len(result.conflicts)} conflicts")

    def rating() -> None:
        from tournament.season.rating import RatedGame, Ratings

        r = Ratings()
        rng = random.Random(1)
        for _ in range(games):
            r.play(RatedGame(tuple(rng.sample(range(200), 4)), rng.choice(SCORES)))

    floor_s = median_s(floor, args.runs)
    cold_s = median_s(season_cold, args.runs)
    season()
    season_s = median_s(season, args.runs)
    print(f"floor (open + standings, {len(files)} files): {floor_s * 1000:.0f} ms "
          f"(median of {args.runs})")
    print(f"season, first run (every event checked): {cold_s * 1000:.0f} ms, "
          f"{cold_s / floor_s:.2f}x the floor")
    print(f"season, events unchanged since their check: {season_s * 1000:.0f} ms, "
          f"{season_s / floor_s:.2f}x the floor (target < 3x)")
    print(f"  of which the checks (open + check): {median_s(checks, args.runs) * 1000:.0f} ms;"
          f" the rating of {games} games: {median_s(rating, args.runs) * 1000:.0f} ms")
    env = {**os.environ, "PYTHONPATH": str(ROOT)}  # (the checks passed on record, too)
    start = time.perf_counter()
    done = subprocess.run([sys.executable, "-m", "tournament", "season", str(path), "--json"],
                          capture_output=True, env=env, cwd=ROOT, check=False)
    wall = time.perf_counter() - start
    print(f"`season FILE --json` as a new process: {wall:.2f} s wall (exit {done.returncode})")
    print(load())


if __name__ == "__main__":
    main()

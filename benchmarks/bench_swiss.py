"""Swiss pairing at scale: seconds per round and repeated pairs, against a plain greedy floor.

A 400-player event (--players) plays --rounds Swiss rounds: round 1 seats the players in id
order, each later round by the standings after it. Results are simulated from --seeds seeds:
each player has a strength; at each table three players' raw scores are drawn around 25,000
plus their strength (the fourth makes the sum 100,000), and the final score is
(raw - 30,000) / 1,000 plus uma 15, 5, -5, -15 by place. With --frozen the standings never
change: the top players keep meeting, the hardest case for a repeat-free round.

For every round prints the median seconds of `swiss_round` over the seeds and, over the whole
event, the repeated pairs (pairs that met more than once) summed over the seeds and for the
worst seed; then the same for the floor, a plain greedy Swiss: the best-ranked free player
with the first three of the next free players who met neither them nor each other (the fewest
clashes among the next twelve when none is clean). --compare FILE times another version of
swiss.py in the same run, e.g. the one before a change:

    git show REV:tournament/seating/swiss.py > swiss_before.py
    nice python benchmarks/bench_swiss.py [--players 400] [--rounds 6] [--seeds 5] [--frozen]
        [--compare swiss_before.py]

The load average before the run is printed with the figures.
"""

from __future__ import annotations

import argparse
import importlib.util
import os
import random
import statistics
import sys
import time
from collections.abc import Callable, Sequence
from itertools import combinations
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tournament.seating import swiss_round  # noqa: E402

Pairing = Callable[[list[int], list[list[tuple[int, ...]]], int], Sequence[Sequence[int]]]
UMA = (15.0, 5.0, -5.0, -15.0)
STRENGTH = 6_000


def greedy_floor(
    ranking: list[int], history: list[list[tuple[int, ...]]], seed: int
) -> list[tuple[int, ...]]:
    met: set[tuple[int, int]] = set()
    for rnd in history:
        for table in rnd:
            for a, b in combinations(table, 2):
                met.add((a, b) if a < b else (b, a))

    def clashes(group: Sequence[int]) -> int:
        return sum(((a, b) if a < b else (b, a)) in met for a, b in combinations(group, 2))

    free = list(ranking)
    tables: list[tuple[int, ...]] = []
    while free:
        head = free[0]
        best = min(combinations(free[1:13], 3), key=lambda trio: clashes((head,) + trio))
        chosen = (head,) + best
        tables.append(chosen)
        free = [p for p in free if p not in chosen]
    return tables


def event(
    pairing: Pairing, players: int, rounds: int, seed: int, frozen: bool
) -> tuple[list[float], int]:
    """(seconds of each round, repeated pairs over the event) for one simulated event."""
    rng = random.Random(seed)
    score = dict.fromkeys(range(players), 0.0)
    skill = [rng.gauss(0, 1) for _ in range(players)]
    history: list[list[tuple[int, ...]]] = []
    seconds = []
    for r in range(rounds):
        ranking = list(range(players)) if frozen else sorted(
            range(players), key=lambda p: (-score[p], p))
        start = time.perf_counter()
        tables = [tuple(t) for t in pairing(ranking, history, r)]
        seconds.append(time.perf_counter() - start)
        history.append(tables)
        for table in tables:
            raw = [round(rng.gauss(25_000 + STRENGTH * skill[p], 9_000), -2)
                   for p in table[:3]]
            raw.append(100_000 - sum(raw))
            order = sorted(range(4), key=lambda i: (-raw[i], i))
            for place, i in enumerate(order):
                score[table[i]] += (raw[i] - 30_000) / 1_000 + UMA[place]
    meet: dict[tuple[int, int], int] = {}
    for rnd in history:
        for table in rnd:
            for a, b in combinations(table, 2):
                key = (a, b) if a < b else (b, a)
                meet[key] = meet.get(key, 0) + 1
    return seconds, sum(1 for c in meet.values() if c > 1)


def report(name: str, pairing: Pairing, args: argparse.Namespace) -> None:
    per_round: list[list[float]] = [[] for _ in range(args.rounds)]
    repeats = []
    for seed in range(args.seeds):
        seconds, repeated = event(pairing, args.players, args.rounds, seed, args.frozen)
        for r, s in enumerate(seconds):
            per_round[r].append(s)
        repeats.append(repeated)
    medians = [statistics.median(s) for s in per_round]
    print(f"{name}: seconds per round (median of {args.seeds} seeds) "
          + " ".join(f"{m:.3f}" for m in medians)
          + f"; slowest round {max(medians):.3f} s, event {sum(medians):.2f} s; "
          f"repeated pairs {sum(repeats)} over {args.seeds} seeds (worst seed {max(repeats)})",
          flush=True)


def load_pairing(path: str) -> Pairing:
    spec = importlib.util.spec_from_file_location("swiss_compared", path)
    if spec is None or spec.loader is None:
        raise SystemExit(f"cannot load {path}")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    other: Callable[..., Sequence[Sequence[int]]] = module.swiss_round
    return lambda ranking, history, r: other(ranking, history, seed=r)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=400)
    parser.add_argument("--rounds", type=int, default=6)
    parser.add_argument("--seeds", type=int, default=5)
    parser.add_argument("--frozen", action="store_true", help="standings that never change")
    parser.add_argument("--compare", help="another swiss.py to time in the same run")
    parser.add_argument("--skip-floor", action="store_true")
    args = parser.parse_args()
    load = ", ".join(f"{x:.2f}" for x in os.getloadavg())
    print(f"{args.players} players, {args.rounds} Swiss rounds, "
          f"{'frozen' if args.frozen else 'simulated'} standings; load average {load} "
          f"on {os.cpu_count()} cores")
    if args.compare:
        report(f"compared ({args.compare})", load_pairing(args.compare), args)
    report("swiss_round", lambda ranking, history, r: swiss_round(ranking, history, seed=r),
           args)
    if not args.skip_floor:
        report("greedy floor", greedy_floor, args)


if __name__ == "__main__":
    main()

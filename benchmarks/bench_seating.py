"""Seating benchmark: for every n = 16, 20, ..., 200, the largest repeat-free R reached.

For each n the target is min(12, best known repeat-free rounds) (the bound floor((n-1)/3)
where nothing better is on record); with --full, the best known value itself. generate() is
asked for the target with its default 10 s limit; if that is not repeat-free, a binary search
finds the largest R that is (seconds and winds are then those of that R). Seconds are the
median over --runs seeds when a run is quick (< 1 s), else a single run. Winds: whether every
player's count of every wind is within floor(R/4)..ceil(R/4).

    nice python benchmarks/bench_seating.py [--full] [--runs 3] [--from 16] [--to 200]
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tournament.seating import best_known, generate, repeat_free_limit  # noqa: E402


def target(n: int, full: bool) -> int:
    known = best_known(n)
    best = known if known is not None else repeat_free_limit(n)
    return best if full else min(12, best)


def measure(n: int, rounds: int, runs: int, time_limit: float) -> tuple[bool, float, bool, str]:
    """(repeat-free, median seconds, winds balanced, method) for generate(n, rounds)."""
    times = []
    ok = True
    winds = True
    method = ""
    for seed in range(runs):
        start = time.perf_counter()
        schedule = generate(n, rounds, seed=seed, time_limit=time_limit)
        times.append(time.perf_counter() - start)
        ok = ok and schedule.report.repeat_free
        winds = winds and schedule.report.wind_balanced
        method = method or schedule.report.method
        if times[-1] >= 1.0 or not ok:
            break
    return ok, statistics.median(times), winds, method


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--full", action="store_true", help="aim for the best known R")
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--from", dest="first", type=int, default=16)
    parser.add_argument("--to", dest="last", type=int, default=200)
    parser.add_argument("--time-limit", type=float, default=10.0)
    args = parser.parse_args()
    print(f"{'n':>4} {'target':>6} {'reached':>7} {'seconds':>8} {'winds':>6}  method")
    short = []
    for n in range(args.first, args.last + 1, 4):
        goal = target(n, args.full)
        ok, seconds, winds, method = measure(n, goal, args.runs, args.time_limit)
        reached = goal if ok else 0
        if not ok:
            # Binary search for the largest R that comes out repeat-free.
            low, high = 0, goal - 1
            while low < high:
                mid = (low + high + 1) // 2
                result = measure(n, mid, args.runs, args.time_limit)
                if result[0]:
                    low = mid
                    seconds, winds, method = result[1:]
                else:
                    high = mid - 1
            reached = low
        if reached < goal:
            short.append((n, goal, reached))
        print(f"{n:>4} {goal:>6} {reached:>7} {seconds:>8.2f} {'yes' if winds else 'NO':>6}"
              f"  {method}", flush=True)
    print()
    if short:
        print("short of the target: " + ", ".join(f"n={n} R={g} (reached {r})"
                                                  for n, g, r in short))
    else:
        print("every target reached")


if __name__ == "__main__":
    main()

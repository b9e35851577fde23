"""Seating at scale: the engine against the greedy baseline, and seating one round of a big event.

For 400, 1,000 and 2,000 players x 12 rounds, 80 x 26 and 100 x 33 (the best known repeat-free
counts), prints the engine's seconds (median over --runs seeds; a single seed once a run takes
longer than --affordable seconds), repeated pairs and the most meetings of any pair (worst over
the seeds), and the same for `greedy_schedule`, with the ratio of the seconds.

Then "one round of a 400-player, 12-round tournament after 3 played rounds", as the service
does it with a plan stored as JSON: following the plan (nobody left), and re-planning the
remaining rounds after 4 players dropped out.

    nice python benchmarks/bench_seating_scale.py [--runs 3] [--affordable 15] [--only 400x12]
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tournament.seating import (  # noqa: E402
    Schedule,
    best_known,
    generate,
    greedy_schedule,
    seat_next,
)

CASES = [(400, 12), (1000, 12), (2000, 12), (80, 26), (100, 33)]


def run(make: Callable[[int], Schedule], runs: int, affordable: float
        ) -> tuple[float, int, int, bool, str]:
    """(median seconds, repeated pairs, max meetings, winds balanced, method) over seeds."""
    times = []
    repeated = meetings = 0
    winds = True
    method = ""
    for seed in range(runs):
        start = time.perf_counter()
        schedule = make(seed)
        times.append(time.perf_counter() - start)
        report = schedule.report
        repeated = max(repeated, report.repeated_pairs)
        meetings = max(meetings, report.max_meetings)
        winds = winds and report.wind_balanced
        method = method or report.method
        if times[-1] > affordable:
            break
    return statistics.median(times), repeated, meetings, winds, method


def scaling(runs: int, affordable: float, only: str | None) -> None:
    print(f"{'players x rounds':>16}  {'engine s':>8} {'rep':>4} {'max':>3} {'winds':>5}  "
          f"{'greedy s':>8} {'rep':>4} {'max':>3}  {'s ratio':>7}  engine method")
    for n, rounds in CASES:
        if only and only != f"{n}x{rounds}":
            continue
        e_s, e_rep, e_max, e_winds, method = run(
            lambda seed, n=n, rounds=rounds: generate(n, rounds, seed=seed), runs, affordable)
        g_s, g_rep, g_max, _, _ = run(
            lambda seed, n=n, rounds=rounds: greedy_schedule(n, rounds, seed=seed), runs,
            affordable)
        print(f"{f'{n} x {rounds}':>16}  {e_s:>8.2f} {e_rep:>4} {e_max:>3} "
              f"{'yes' if e_winds else 'NO':>5}  {g_s:>8.2f} {g_rep:>4} {g_max:>3}  "
              f"{e_s / g_s:>7.1f}  {method}", flush=True)
        known = best_known(n)
        if known is not None and rounds <= known:
            # The floor: best_known(n) repeat-free rounds exist, so 0 repeated pairs.
            print(f"{'':>16}  repeated pairs: engine {e_rep} vs floor 0 (best known "
                  f"{known} repeat-free rounds)", flush=True)


def one_round(runs: int) -> None:
    """Seat round 4 of a 400-player, 12-round event after 3 played rounds, as the service
    does it with a stored plan: read the plan from its JSON, and either take its next round
    (nobody left) or plan the remaining rounds again around the played ones (4 drop-outs)."""
    n, total, played = 400, 12, 3
    start = time.perf_counter()
    plan = generate(n, total, seed=0)
    print(f"plan a 400 x 12 event once: {time.perf_counter() - start:.2f} s")
    stored = json.dumps(plan.to_json())
    history = plan.rounds[:played]
    gone = {5, 77, 160, 301}
    players = [p for p in range(n) if p not in gone]

    def follow() -> None:
        step = seat_next(Schedule.from_json(json.loads(stored)), history, list(range(n)), total)
        assert not step.replanned

    def dropped() -> None:
        step = seat_next(Schedule.from_json(json.loads(stored)), history, players, total)
        assert step.replanned

    for name, action in (("following the stored plan", follow),
                         ("after 4 drop-outs (reseat)", dropped)):
        times = []
        for _ in range(runs):
            start = time.perf_counter()
            action()
            times.append(time.perf_counter() - start)
        print(f"one round of 400 x 12 after {played} played, {name}: "
              f"{statistics.median(times):.3f} s (median of {runs})", flush=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--affordable", type=float, default=15.0,
                        help="after a run this slow, stop at one seed")
    parser.add_argument("--only", help="a single case such as 400x12")
    parser.add_argument("--skip-one-round", action="store_true")
    args = parser.parse_args()
    print("load average (1, 5, 15 min): " + ", ".join(f"{x:.2f}" for x in os.getloadavg()))
    scaling(args.runs, args.affordable, args.only)
    if not args.skip_one_round and not args.only:
        print()
        one_round(args.runs)


if __name__ == "__main__":
    main()

"""How long the desk's round clock takes to fold (ui.round_clock) for a large event: every
seated round's stored clock (after a change: a clock action, a hand recorded), and the one
running round (what a tick folds, once per second shown). Plain script; prints figures
(median of several runs), asserts nothing.

    python benchmarks/bench_round_clock.py [--tables 500] [--rounds 10] [--events 40]

The ticker ticks every 250 ms on the GUI thread; a round that is not running is not folded
again until its next event.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from datetime import UTC, datetime, timedelta
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tournament.clock import ClockEvent, ClockEventKind  # noqa: E402
from ui.round_clock import ClockBasis, RoundBasis, fold, live_round  # noqa: E402

T0 = datetime(2026, 11, 21, 9, 0, tzinfo=UTC)


def basis(tables: int, rounds: int, events: int) -> ClockBasis:
    """Every round seated; the earlier rounds played (their clocks run out, games finished),
    the last one running with `events` actions (pauses, resumes, minutes for tables)."""
    out = {}
    for r in range(1, rounds + 1):
        at = T0 + timedelta(hours=2 * (r - 1))
        log = [ClockEvent(r, 1, ClockEventKind.START, at)]
        for i in range(2, events + 2):
            at += timedelta(seconds=30)
            kind = (ClockEventKind.ADD if i % 3 == 0 else
                    ClockEventKind.PAUSE if i % 3 == 1 else ClockEventKind.RESUME)
            log.append(ClockEvent(r, i, kind, at, minutes=1 if kind is ClockEventKind.ADD
                                  else None, table=(i % tables) + 1
                                  if kind is ClockEventKind.ADD else None))
        done = r < rounds
        out[r] = RoundBasis(r, tuple(log), tuple(range(1, tables + 1)),
                            {t: done for t in range(1, tables + 1)})
    return ClockBasis(90, out)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--tables", type=int, default=500)
    parser.add_argument("--rounds", type=int, default=10)
    parser.add_argument("--events", type=int, default=40)
    parser.add_argument("--runs", type=int, default=15)
    args = parser.parse_args()
    data = basis(args.tables, args.rounds, args.events)
    now = T0 + timedelta(hours=2 * args.rounds - 1)
    ticks, running = [], []
    for _ in range(args.runs):
        start = time.perf_counter()
        clocks = {r: fold(data, r, now) for r in data.rounds}
        ticks.append(time.perf_counter() - start)
        start = time.perf_counter()
        fold(data, args.rounds, now)  # what a tick folds: the running round only
        running.append(time.perf_counter() - start)
        live_round(data, clocks)
    print(f"{args.tables} tables x {args.rounds} rounds, {args.events} events a round")
    print(f"  every round folded (after a change): median "
          f"{statistics.median(ticks) * 1000:.1f} ms")
    print(f"  the running round (once a second):   median "
          f"{statistics.median(running) * 1000:.1f} ms")


if __name__ == "__main__":
    main()

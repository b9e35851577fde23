"""Statistics and awards speed: what the statistics screen and the award page cost on a big
tournament. Plain script, prints medians; no asserts.

    python benchmarks/bench_stats.py [--players 400] [--rounds 12] [--runs 7]

Builds (in memory, no file) a tournament of 400 players and 12 rounds: 1,200 realistic games
(tournament.demo, about 11 hands each), a tenth of the tables from paper slips, then times
`compute_statistics` over all of them and `compute_awards` for every kind of award, and
folding a round clock of 200 events.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import time
from dataclasses import replace
from datetime import UTC, datetime, timedelta
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tournament.clock import ClockEvent, ClockEventKind, fold_clock  # noqa: E402
from tournament.demo import realistic_game  # noqa: E402
from tournament.games.tally import digest_game  # noqa: E402
from tournament.players.roster import Player  # noqa: E402
from tournament.rules import preset  # noqa: E402
from tournament.scoring import final_result, replay  # noqa: E402
from tournament.scoring.totals import totals_state  # noqa: E402
from tournament.standings.awards import AwardKind, parse_category  # noqa: E402
from tournament.standings.ranking import GameScore, compute_standings  # noqa: E402
from tournament.standings.stats import GameInput, compute_statistics  # noqa: E402


def build(players: int, rounds: int, seed: int = 7) -> tuple[list[GameInput], list[Player]]:
    rng = random.Random(seed)
    rules = preset("ema_rcr")
    people = [Player(i, f"Player {i:03d}", country=rng.choice(["FR", "DE", "NL", "IT", "JP"]))
              for i in range(1, players + 1)]
    games = []
    for r in range(1, rounds + 1):
        order = [p.id for p in people]
        rng.shuffle(order)
        for t in range(players // 4):
            seats = (order[4 * t], order[4 * t + 1], order[4 * t + 2], order[4 * t + 3])
            if rng.random() < 0.1:
                scores = (40000, 32000, 28000, 20000)
                final = final_result(totals_state(scores, (0, 0, 0, 0), rules), rules)
                games.append(GameInput(r, t + 1, seats, (), final, detail=False))
                continue
            result = replay(realistic_game(rng, rules), rules)
            games.append(GameInput(r, t + 1, seats, result.results, result.final))
    return games, people


def median_ms(fn, runs: int) -> float:
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        fn()
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--players", type=int, default=400)
    parser.add_argument("--rounds", type=int, default=12)
    parser.add_argument("--runs", type=int, default=7)
    args = parser.parse_args()
    rules = preset("ema_rcr")
    games, people = build(args.players, args.rounds)
    hands = sum(len(g.hands) for g in games)
    names = {p.id: p.name for p in people}
    print(f"load average {os.getloadavg()[0]:.2f} on {os.cpu_count()} cores")
    print(f"{len(games)} games ({sum(g.detail for g in games)} hand by hand), {hands} hands, "
          f"{len(people)} players")
    ms = median_ms(lambda: compute_statistics(games, names, rules), args.runs)
    print(f"compute_statistics: {ms:.0f} ms (median of {args.runs}), "
          f"{hands / ms * 1000:,.0f} hands/s")
    # What the service does: each table's hands counted once (kept with its stored summary),
    # the statistics added up from those digests.
    digested = [replace(g, hands=(), digest=digest_game(g.hands, rules)) if g.detail else g
                for g in games]
    ms = median_ms(lambda: compute_statistics(digested, names, rules), args.runs)
    print(f"compute_statistics from the tables' digests: {ms:.0f} ms (median of {args.runs})")
    stats = compute_statistics(games, names, rules)
    same = compute_statistics(digested, names, rules) == stats
    print(f"  the same statistics as from the hands: {'yes' if same else 'NO'}")
    scores = [GameScore(g.round, g.table, g.players, g.final) for g in games
              if g.final is not None]
    rows = compute_standings(people, scores).rows
    categories = [c for c, _ in (parse_category(k.value if k is not AwardKind.BEST_FLAG
                                                else "best_flag:newcomer")
                                 for k in AwardKind) if c is not None]
    flags = {p.id: frozenset({"newcomer"}) for p in people[::7]}
    by_id = {p.id: p for p in people}
    from tournament.standings.awards import compute_awards

    ms = median_ms(lambda: compute_awards(categories, rows, by_id, stats, flags), args.runs)
    print(f"compute_awards ({len(categories)} categories): {ms:.1f} ms")
    t0 = datetime(2026, 1, 1, tzinfo=UTC)
    kinds = [ClockEventKind.PAUSE, ClockEventKind.RESUME]
    events = [ClockEvent(1, 1, ClockEventKind.START, t0)] + [
        ClockEvent(1, i + 2, kinds[i % 2], t0 + timedelta(seconds=30 * (i + 1)))
        for i in range(199)]
    ms = median_ms(lambda: fold_clock(events, range(1, 101), t0 + timedelta(hours=2),
                                      minutes=90), args.runs)
    print(f"fold_clock (200 events, 100 tables): {ms:.2f} ms")


if __name__ == "__main__":
    main()

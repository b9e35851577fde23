"""Scoring core speed: hands settled per second, and replaying 3,000 full games.

Run: python benchmarks/bench_core.py [--games 3000] [--runs 5]
Prints medians of several runs; nothing is asserted (speed is reported, not tested).
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tests.core.gen import random_hand  # noqa: E402
from tournament.rules import PRESETS  # noqa: E402
from tournament.scoring import initial_state, replay, settle_hand, validate_hand  # noqa: E402


def make_games(count: int, seed: int) -> list[tuple[str, list]]:
    rng = random.Random(seed)
    names = sorted(PRESETS)
    games = []
    while len(games) < count:
        name = names[len(games) % len(names)]
        rules = PRESETS[name]
        state = initial_state(rules)
        hands = []
        while not state.ended and len(hands) < 200:
            record = random_hand(lambda options: rng.choice(list(options)), state, rules)
            if validate_hand(record, state, rules):
                continue
            hands.append(record)
            state = settle_hand(state, record, rules).after
        if state.ended:
            games.append((name, hands))
    return games


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=3000)
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    games = make_games(args.games, seed=1)
    hand_count = sum(len(h) for _, h in games)
    times = []
    for _ in range(args.runs):
        start = time.perf_counter()
        for name, hands in games:
            result = replay(hands, PRESETS[name])
            assert result.ok and result.final is not None
        times.append(time.perf_counter() - start)
    median = statistics.median(times)
    print(f"games: {len(games)} full games, {hand_count} hands "
          f"({hand_count / len(games):.1f} per game), presets {', '.join(sorted(PRESETS))}")
    print(f"replay of all games (validate + settle + final), median of {args.runs}: "
          f"{median:.3f} s  (runs: {', '.join(f'{t:.3f}' for t in times)})")
    print(f"hands settled per second: {hand_count / median:,.0f}")


if __name__ == "__main__":
    main()

"""The ledger's cost (storage.chain): checking every fact against its chain at 400 players x
12 rounds (what `check` and the desk's check at open do), and the share of each recorded hand
spent appending its links. Plain script, prints medians; no asserts.

    nice python benchmarks/bench_ledger.py [--players 400] [--rounds 12] [--runs 5]
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))


def main() -> None:
    from benchmarks.bench_scale import build
    from tournament.demo import realistic_game
    from tournament.service import Tournament
    from tournament.storage import chain

    parser = argparse.ArgumentParser()
    parser.add_argument("--players", type=int, default=400)
    parser.add_argument("--rounds", type=int, default=12)
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "big.rtdb"
        build(path, args.players, args.rounds)
        t = Tournament.open(path)
        times = []
        for _ in range(args.runs):
            start = time.perf_counter()
            report = t.ledger.verify()
            times.append(time.perf_counter() - start)
        assert not report.problems
        print(f"verify, {args.players} x {args.rounds}: {report.facts} facts, "
              f"{report.head.seq if report.head else 0} links: median "
              f"{statistics.median(times) * 1000:.0f} ms ({args.runs} runs)")
        sealing: list[float] = []
        original = chain.seal

        def timed(*a, **k):  # type: ignore[no-untyped-def]
            start = time.perf_counter()
            original(*a, **k)
            sealing.append(time.perf_counter() - start)

        chain.seal = timed  # type: ignore[assignment]
        import random

        rng = random.Random(1)
        hands = realistic_game(rng, t.rules, max_hands=60)
        last = args.rounds + 1
        per_hand = []
        for table in range(1, 11):
            for hand in hands[:5]:
                start = time.perf_counter()
                try:
                    t.tables.record_hand(last, table, hand)
                except Exception:  # noqa: BLE001 - a hand the game no longer allows
                    continue
                per_hand.append(time.perf_counter() - start)
        chain.seal = original  # type: ignore[assignment]
        t.close()
        print(f"record a hand: median {statistics.median(per_hand) * 1000:.1f} ms, of which "
              f"the ledger's links {statistics.median(sealing) * 1000:.1f} ms "
              f"({len(per_hand)} hands)")


if __name__ == "__main__":
    main()

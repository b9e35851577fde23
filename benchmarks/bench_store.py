"""Tournament store speed: open a big tournament and compute standings; record one hand and
refresh standings. Plain script, prints medians; no asserts.

    python benchmarks/bench_store.py [--players 400] [--rounds 12] [--hands 10] [--runs 7]

Builds (once per run, in a temporary folder) a tournament of 400 players and 12 played rounds:
100 tables a round, 1,200 games of 10 hands (12,000 hands), every game recorded through the
facade. A 13th round is seated but not played: the hand-recording figure records hands there.
Targets: open + standings under 1 s; record a hand + standings under 50 ms.
"""

from __future__ import annotations

import argparse
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tournament.games.record_json import parse_hand  # noqa: E402
from tournament.model import GameRecord  # noqa: E402
from tournament.players.roster import PlayerDraft  # noqa: E402
from tournament.rules import preset  # noqa: E402
from tournament.scoring import initial_state, settle_hand, validate_hand  # noqa: E402
from tournament.service import Tournament  # noqa: E402


def random_game(rng: random.Random, hands: int) -> list[Any]:
    """A valid game of at most `hands` hands (the last one ends it by time)."""
    rules = preset("ema_rcr")
    state = initial_state(rules)
    out = []
    while not state.ended:
        index = len(out)
        k = rng.random()
        riichi = [s for s in range(4) if rng.random() < 0.15]
        if k < 0.4:
            w = rng.randrange(4)
            loser = (w + rng.randrange(1, 4)) % 4
            data = {"outcome": "ron", "riichi": riichi,
                    "wins": [{"winner": w, "loser": loser, "han": rng.randint(1, 4), "fu": 30}]}
        elif k < 0.75:
            data = {"outcome": "tsumo", "riichi": riichi,
                    "wins": [{"winner": rng.randrange(4), "han": rng.randint(1, 4), "fu": 30}]}
        else:
            tenpai = sorted(set(riichi) | {s for s in range(4) if rng.random() < 0.4})
            data = {"outcome": "exhaustive_draw", "riichi": riichi, "tenpai": tenpai}
        if index == hands - 1:
            data["last_hand"] = True
        record, issues = parse_hand(data, index)
        assert record is not None and not issues, issues
        if validate_hand(record, state, rules, index):
            continue
        state = settle_hand(state, record, rules, index).after
        out.append(record)
    return out


def build(path: Path, players: int, rounds: int, hands: int) -> tuple[int, float]:
    rng = random.Random(2024)
    start = time.perf_counter()
    total = 0
    t = Tournament.create(path, name="Benchmark Open", rounds=rounds + 1,
                          players=[PlayerDraft(f"Player {i:03d}") for i in range(players)])
    for r in range(1, rounds + 1):
        tables, _ = t.rounds.seat(r, seed=r)
        for seating in tables:
            game = random_game(rng, hands)
            names = tuple(t.players.get(p).name for p in seating.players)
            t.tables.record_game(r, seating.table, GameRecord(hands=tuple(game), players=names))
            total += len(game)
    t.rounds.seat(rounds + 1, seed=99)
    t.close()
    return total, time.perf_counter() - start


def median_ms(samples: list[float]) -> str:
    return f"{statistics.median(samples) * 1000:.1f} ms (min {min(samples) * 1000:.1f}, " \
           f"max {max(samples) * 1000:.1f}, n={len(samples)})"


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--players", type=int, default=400)
    parser.add_argument("--rounds", type=int, default=12)
    parser.add_argument("--hands", type=int, default=10)
    parser.add_argument("--runs", type=int, default=7)
    args = parser.parse_args()

    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "bench.rtdb"
        hands, seconds = build(path, args.players, args.rounds, args.hands)
        size = path.stat().st_size / 1e6
        print(f"built {args.players} players, {args.rounds} rounds, "
              f"{args.players // 4 * args.rounds} games, {hands} hands in {seconds:.1f} s "
              f"({size:.1f} MB)")

        opens = []
        for _ in range(args.runs):
            start = time.perf_counter()
            t = Tournament.open(path)
            standings = t.standings.get(args.rounds)
            opens.append(time.perf_counter() - start)
            t.close()
        assert len(standings.rows) == args.players
        print(f"open + standings (in process):      {median_ms(opens)}")

        code = ("import sys,time; s=time.perf_counter(); from tournament.service import "
                "Tournament; t=Tournament.open(sys.argv[1]); t.standings.get(); "
                "print(time.perf_counter()-s)")
        cold = [float(subprocess.run([sys.executable, "-c", code, str(path)], cwd=ROOT,
                                     capture_output=True, text=True, check=True).stdout)
                for _ in range(3)]
        print(f"open + standings (new process, imports included): {median_ms(cold)}")

        t = Tournament.open(path)
        t.standings.get()
        round_ = args.rounds + 1
        tables = t.rounds.seating(round_)
        count = min(len(tables), args.runs * 8)

        def time_hands(last: bool) -> tuple[list[float], list[float], list[float]]:
            record, refresh, both = [], [], []
            for seating in tables[:count]:
                hand = {"outcome": "ron", "riichi": [], "last_hand": last,
                        "wins": [{"winner": 1, "loser": 0, "han": 2, "fu": 30}]}
                start = time.perf_counter()
                t.tables.record_hand(round_, seating.table, hand, who="bench")
                middle = time.perf_counter()
                t.standings.get()
                end = time.perf_counter()
                record.append(middle - start)
                refresh.append(end - middle)
                both.append(end - start)
            return record, refresh, both

        in_play = time_hands(last=False)
        finishing = time_hands(last=True)
        view_times = []
        for i in range(count):
            start = time.perf_counter()
            t.tables.view(1 + i % args.rounds, 1 + i % len(tables))
            view_times.append(time.perf_counter() - start)
        t.close()
        for title, (record, refresh, both) in (("a hand in a game in play", in_play),
                                               ("a hand that ends its game", finishing)):
            print(f"{title}:")
            print(f"  record (validate, commit, fsync): {median_ms(record)}")
            print(f"  refresh standings:                {median_ms(refresh)}")
            print(f"  record + refresh standings:       {median_ms(both)}")
        print(f"table_view of a table:              {median_ms(view_times)}")


if __name__ == "__main__":
    main()

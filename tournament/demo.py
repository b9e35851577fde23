"""Realistic made-up games, for the demo tournament and for benchmarks.

The hands follow the rough frequencies of real riichi play (about 45% ron, 25% tsumo, 20%
exhaustive draws; mostly 1-4 han at 30-40 fu; riichi in about one hand in five per player), so
the demo looks like a real tournament day. Every game is checked by the core as it is built.
"""

from __future__ import annotations

import random
from typing import Any

from tournament.model import HandRecord, TableState
from tournament.record import parse_hand
from tournament.rules.ruleset import Ruleset
from tournament.scoring.settle import initial_state, settle_hand
from tournament.scoring.validate import validate_hand

# (han, fu, weight) for ordinary wins; limits and yakuman are rarer.
_RON_VALUES = [(1, 30, 14), (1, 40, 10), (2, 30, 12), (2, 40, 8), (2, 25, 4), (3, 30, 8),
               (3, 40, 6), (3, 25, 2), (4, 30, 4), (4, 40, 2), (1, 50, 2), (2, 50, 1),
               (5, 0, 4), (6, 0, 2), (7, 0, 1), (8, 0, 1), (11, 0, 0.2)]
_TSUMO_VALUES = [(2, 20, 8), (1, 30, 8), (1, 40, 5), (2, 30, 8), (2, 40, 5), (3, 20, 4),
                 (3, 25, 2), (3, 30, 6), (3, 40, 3), (4, 30, 3), (4, 20, 2), (5, 0, 4),
                 (6, 0, 2), (8, 0, 1), (11, 0, 0.2)]


def _pick(rng: random.Random, values: list[tuple[int, int, float]]) -> dict[str, int]:
    han, fu, _ = rng.choices(values, weights=[w for _, _, w in values])[0]
    if rng.random() < 0.004:
        return {"han": 0, "fu": 0, "yakuman": 1}
    return {"han": han, "fu": fu}


def realistic_hand(rng: random.Random, state: TableState, rules: Ruleset) -> dict[str, Any]:
    """One hand record (JSON form) that fits `state` under `rules`."""
    roll = rng.random()
    riichi = [s for s in range(4) if rng.random() < 0.18]
    if roll < 0.45:
        loser = rng.randrange(4)
        winners = [rng.choice([s for s in range(4) if s != loser])]
        if rng.random() < 0.03:
            winners.append(rng.choice([s for s in range(4) if s not in (loser, winners[0])]))
        wins = [{"winner": w, "loser": loser, **_pick(rng, _RON_VALUES)} for w in winners]
        return {"outcome": "ron", "riichi": riichi, "wins": wins}
    if roll < 0.70:
        winner = rng.randrange(4)
        return {"outcome": "tsumo", "riichi": riichi,
                "wins": [{"winner": winner, **_pick(rng, _TSUMO_VALUES)}]}
    if roll < 0.98 or not rules.abortive_draws:
        tenpai = sorted(set(riichi) | {s for s in range(4) if rng.random() < 0.35})
        return {"outcome": "exhaustive_draw", "riichi": riichi, "tenpai": tenpai}
    return {"outcome": "abortive_draw", "riichi": [],
            "abortive_kind": rng.choice(["nine_terminals", "four_winds"])}


def realistic_game(rng: random.Random, rules: Ruleset, max_hands: int = 30) -> list[HandRecord]:
    """Hands of one finished game. If the game runs long, time is called on the last hand."""
    state = initial_state(rules)
    hands: list[HandRecord] = []
    while not state.ended:
        data = realistic_hand(rng, state, rules)
        if len(hands) == max_hands - 1:
            data["last_hand"] = True
        record, issues = parse_hand(data, len(hands))
        if record is None or issues or validate_hand(record, state, rules, len(hands)):
            continue  # e.g. 2 han minimum at 5 counters: draw another hand
        hands.append(record)
        state = settle_hand(state, record, rules, len(hands) - 1).after
    return hands

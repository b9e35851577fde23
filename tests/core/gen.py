"""Random valid hands for property tests and benchmarks (plain `random`, or hypothesis' draw)."""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from functools import cache
from typing import Any

from tournament.games.record_json import parse_hand
from tournament.model import HandRecord, TableState
from tournament.rules import Ruleset
from tournament.rules.points import VALID_FU, han_fu_problem

Choice = Callable[[Sequence[Any]], Any]


@cache
def _sampled(options: tuple[Any, ...]) -> Any:
    from hypothesis import strategies as st
    return st.sampled_from(options)


def drawing(data: Any) -> Choice:
    """A choice that draws from hypothesis' `data`. Each list of options gets its strategy
    once: building a fresh `sampled_from` for every draw cost most of a property test's time,
    and the draws (and their shrinking) are the same."""
    return lambda options: data.draw(_sampled(tuple(options)))


def _value(choice: Choice, tsumo: bool, rules: Ruleset) -> dict[str, int]:
    kind = choice(["normal"] * 8 + ["limit", "yakuman"])
    if kind == "yakuman":
        return {"han": 0, "fu": 0, "yakuman": choice([1, 1, 1, 2] if rules.yakuman_stacking
                                                     else [1])}
    if kind == "limit":
        return {"han": choice(range(5, 14)), "fu": choice([0, 30, 40])}
    while True:
        han, fu = choice(range(1, 5)), choice(VALID_FU)
        if han_fu_problem(han, fu, 0, tsumo, rules) is None:
            return {"han": han, "fu": fu}


def random_hand(choice: Choice, state: TableState, rules: Ruleset) -> HandRecord:
    outcomes = ["ron"] * 6 + ["tsumo"] * 4 + ["exhaustive_draw"] * 3 + ["chombo"]
    if rules.abortive_draws:
        outcomes.append("abortive_draw")
    if rules.nagashi_mangan:
        outcomes.append("nagashi_mangan")
    outcome = choice(outcomes)
    seats = [0, 1, 2, 3]
    riichi = [s for s in seats if choice([False, False, False, True])]
    data: dict[str, Any] = {"outcome": outcome, "riichi": riichi}
    if outcome == "ron":
        loser = choice(seats)
        others = [s for s in seats if s != loser]
        count = choice([1] * 8 + [2] + ([3] if rules.max_ron_winners >= 3 else []))
        winners = others[:]
        random.Random(choice(range(1000))).shuffle(winners)
        wins = []
        for winner in winners[:count]:
            win = {"winner": winner, "loser": loser, **_value(choice, False, rules)}
            if win.get("yakuman") and choice([False, True]):
                win["pao"] = choice([s for s in seats if s != winner])
            wins.append(win)
        data["wins"] = wins
        data["riichi"] = [s for s in riichi if s not in winners[:count] or choice([True, False])]
    elif outcome == "tsumo":
        winner = choice(seats)
        win = {"winner": winner, **_value(choice, True, rules)}
        if win.get("yakuman") and choice([False, True]):
            win["pao"] = choice([s for s in seats if s != winner])
        data["wins"] = [win]
    elif outcome in ("exhaustive_draw", "nagashi_mangan"):
        tenpai = [s for s in seats if s in riichi or choice([False, True])]
        data["tenpai"] = tenpai
        if outcome == "nagashi_mangan":
            data["nagashi_mangan_seats"] = [choice(seats)]
    elif outcome == "abortive_draw":
        kind = choice(["nine_terminals", "four_winds", "four_kongs", "four_riichi"])
        data["abortive_kind"] = kind
        if kind == "four_riichi":
            data["riichi"] = seats
    else:
        data["offender"] = choice(seats)
    if rules.two_han_minimum_at_5_honba and state.honba >= 5:
        for win in data.get("wins", []):
            win["han"] = max(win["han"], 2)
    record, issues = parse_hand(data)
    assert record is not None, issues
    return record

"""The end of a game in tournament terms: placements, uma, oka, leftover sticks, chombo.

Points are computed in raw points (exact, with `Fraction` where tied players share an uma that
does not divide evenly) and shown in the ruleset's unit (thousands for every preset:
52,300 at the end of an EMA game is +22.3 before uma).
"""

from __future__ import annotations

from fractions import Fraction

from tournament.model import RIICHI_STICK, FinalResult, TableState
from tournament.rules.ruleset import Chombo, LeftoverSticks, Ruleset, TieUma


def placements(scores: tuple[int, ...], rules: Ruleset) -> tuple[int, int, int, int]:
    """1-4 for each seat. Tied scores share a place, or go to the player seated first."""
    places = []
    for seat, score in enumerate(scores):
        above = sum(
            1 for other, s in enumerate(scores)
            if s > score or (s == score and rules.tie_uma is TieUma.SEAT_ORDER and other < seat)
        )
        places.append(above + 1)
    return tuple(places)  # type: ignore[return-value]


def _shared(values: tuple[int, ...], places: tuple[int, ...]) -> list[Fraction]:
    """Each seat's share of `values` (indexed by place-1) when tied seats pool their places."""
    out = []
    for place in places:
        tied = places.count(place)
        pool = sum(values[place - 1:place - 1 + tied])
        out.append(Fraction(pool, tied))
    return out


def _number(value: Fraction) -> int | float:
    return int(value) if value.denominator == 1 else float(value)


def final_result(state: TableState, rules: Ruleset) -> FinalResult:
    """Final scores, places and points of a game whose last state is `state`.

    Called for a finished game; it also gives a provisional result for one still in play.
    """
    places = placements(state.scores, rules)
    scores = list(state.scores)
    if rules.leftover_sticks is LeftoverSticks.FIRST and state.sticks:
        # The rules' README, "The default ruleset": "Leftover riichi sticks at the end of
        # the game go to the first-placed player (split if tied)."
        firsts = [s for s in range(4) if places[s] == 1]
        total = state.sticks * RIICHI_STICK
        share = total // len(firsts)
        for position, seat in enumerate(firsts):
            scores[seat] += share + (total - share * len(firsts) if position == 0 else 0)
    penalties = [0, 0, 0, 0]
    if rules.chombo is Chombo.END_OF_GAME:
        penalties = [-rules.chombo_penalty * count for count in state.chombos]
    if len(set(places)) == 4:
        # No tie (most games): every share is a whole number, no Fraction needed (a check
        # folds every game of the tournament again).
        uma_: tuple[int | float, ...] = tuple(rules.uma[p - 1] for p in places)
        oka_: tuple[int | float, ...] = tuple(rules.oka if p == 1 else 0 for p in places)
        points_: tuple[int | float, ...] = tuple(
            scores[s] - rules.return_points + uma_[s] + oka_[s] + penalties[s]
            for s in range(4))
    else:
        uma = _shared(rules.uma, places)
        oka = _shared((rules.oka, 0, 0, 0), places)
        points_ = tuple(_number(
            Fraction(scores[s] - rules.return_points) + uma[s] + oka[s] + penalties[s])
            for s in range(4))
        uma_ = tuple(_number(u) for u in uma)
        oka_ = tuple(_number(o) for o in oka)
    return FinalResult(
        scores=tuple(scores),  # type: ignore[arg-type]
        places=places,
        points=points_,
        uma=uma_,
        oka=oka_,
        penalties=tuple(penalties),
        leftover_sticks=state.sticks,
    )


def display_points(raw: int | float, rules: Ruleset) -> float:
    """Raw points in the ruleset's display unit: 22,300 -> 22.3."""
    value = raw / rules.points_unit
    return round(value, 6) if isinstance(value, float) else float(value)


def display_decimals(rules: Ruleset) -> int:
    """Digits after the point in the display unit: scores are multiples of 100, so 1 for
    thousands (22.3), 0 for hundreds."""
    return max(0, len(str(rules.points_unit)) - 3)

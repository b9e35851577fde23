"""Following a stored plan: the tournament is planned once, and each round is taken from it.

Planning a whole tournament takes seconds; taking its next round takes nothing. So the plan
made when the first round is seated is stored (`Schedule.to_json`), and each later round is
the plan's next one for as long as the rounds actually played are the plan's rounds and the
same players are still there. When they are not (a drop-out, a late arrival, a seating changed
by hand), the rounds still to come are planned again around the rounds played (`reseat`), and
that new plan is stored in turn.

All of it is pure: plans, rounds and players in, plans and rounds out.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from tournament.seating.engine import generate, reseat
from tournament.seating.model import Constraints, Round, Schedule, SeatingPlayer


def first_difference(
    plan: Sequence[Sequence[Sequence[int]]], played: Sequence[Sequence[Sequence[int]]]
) -> int | None:
    """Index of the first played round that is not the plan's round of that index (the same
    tables in the same order, each with the same seat order), or None when every played round
    is the plan's. Played rounds beyond the end of the plan differ from it."""
    for r, rnd in enumerate(played):
        if r >= len(plan) or not _same_round(plan[r], rnd):
            return r
    return None


def next_round(
    plan: Sequence[Sequence[Sequence[int]]],
    played: Sequence[Sequence[Sequence[int]]],
    players: Iterable[int] | None = None,
) -> Round | None:
    """The plan's round after the played ones, when the played rounds are the plan's and
    (if `players` is given) that round seats exactly those player ids; None when the plan no
    longer fits and the rest must be planned again (`reseat`)."""
    k = len(played)
    if k >= len(plan) or first_difference(plan, played) is not None:
        return None
    rnd = plan[k]
    if players is not None:
        seated = sorted(p for table in rnd for p in table)
        if seated != sorted(players):
            return None
    return tuple((t[0], t[1], t[2], t[3]) for t in rnd)


@dataclass(frozen=True, slots=True)
class PlanStep:
    """The round to seat now, the plan it comes from (store it when `replanned`), and whether
    that plan was made by this call."""

    round: Round
    plan: Schedule
    replanned: bool


def seat_next(
    plan: Schedule | None,
    played: Sequence[Sequence[Sequence[int]]],
    players: Sequence[SeatingPlayer] | Sequence[int],
    rounds: int,
    constraints: Constraints | None = None,
    seed: int = 0,
    time_limit: float = 10.0,
    *,
    steps: int | None = None,
) -> PlanStep:
    """Round `len(played)` of a `rounds`-round tournament (more when more have been played).

    No plan yet and nothing played: plan the whole tournament (`generate`). A plan the played
    rounds follow, with the same players: its next round, no planning at all. Otherwise: the
    rounds still to come planned again around the played ones (`reseat`), starting from the
    old plan's rounds so that the printed plan changes as little as possible. Deterministic
    for given arguments; raises InvalidInput like `generate` for impossible requests.
    """
    total = max(rounds, len(played) + 1)
    ids = [p.id if isinstance(p, SeatingPlayer) else int(p) for p in players]
    if plan is not None and len(plan.rounds) >= total:
        found = next_round(plan.rounds, played, ids)
        if found is not None:
            return PlanStep(found, plan, False)
    if plan is None and not played:
        new = generate(players, total, constraints, seed, time_limit, steps=steps)
    else:
        ahead: list[Sequence[Sequence[int]]] = []
        if plan is not None:
            ahead.extend(plan.rounds[len(played):total])
        new = reseat(list(played) + ahead, len(played), players, constraints, seed,
                     time_limit, total_rounds=total, steps=steps)
    return PlanStep(new.rounds[len(played)], new, True)


def _same_round(a: Sequence[Sequence[int]], b: Sequence[Sequence[int]]) -> bool:
    return len(a) == len(b) and all(list(x) == list(y) for x, y in zip(a, b, strict=True))

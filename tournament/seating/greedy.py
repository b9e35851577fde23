"""Greedy seating: the simple baseline every other method must beat, and a fast start.

Round by round and table by table, the next unseated player (in a seeded random order) opens a
table; each further seat goes to the unseated player who has met the players already at that
table least, ties going to the earlier player in the random order. Meetings are weighted as in
the search (search.py): a repeat between counted players outweighs a keep-apart pair. It needs
no time at all and, for large fields, is already repeat-free; the engine uses it as a floor (a
plan that is worse is never returned) and as the starting point of the search.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence

from tournament.seating.budget import Budget
from tournament.seating.search import APART_WEIGHT, REPEAT_WEIGHT

# Budget steps (see budget.py) for drawing one round, per player.
ROUND_STEPS_PER_PLAYER = 4


def greedy_rounds(
    n: int,
    rounds: int,
    rng: random.Random,
    *,
    history: Iterable[tuple[int, int, int]] = (),
    counted: Sequence[bool] | None = None,
    apart: Iterable[tuple[int, ...]] = (),
    tries: int = 1,
    budget: Budget | None = None,
) -> list[list[list[int]]]:
    """`rounds` rounds of tables of four over players 0..n-1 (n a multiple of four).

    `history`, `counted` and `apart` mean what they mean for `search.improve`. With `tries`
    above one, a round that adds any cost is drawn again with other random orders (up to
    `tries` times in all, and only while the `budget` lasts) and the cheapest draw is kept.
    Each draw is charged to the budget.
    """
    weights = _Weights(n, history, counted, apart)
    out = []
    for _ in range(rounds):
        best: tuple[int, list[list[int]]] | None = None
        for _ in range(max(1, tries)):
            order = list(range(n))
            rng.shuffle(order)
            cost, tables = _one_round(order, weights)
            if budget is not None:
                budget.spend(ROUND_STEPS_PER_PLAYER * n)
            if best is None or cost < best[0]:
                best = (cost, tables)
            if cost == 0 or (budget is not None and budget.left <= 0):
                break
        assert best is not None
        weights.add_round(best[1])
        out.append(best[1])
    return out


class _Weights:
    """Cost of seating two players together once more, kept sparse: most pairs never meet."""

    def __init__(
        self,
        n: int,
        history: Iterable[tuple[int, int, int]],
        counted: Sequence[bool] | None,
        apart: Iterable[tuple[int, ...]],
    ):
        self.counted = list(counted) if counted is not None else [True] * n
        self.cost: list[dict[int, int]] = [{} for _ in range(n)]
        for p, q, c in history:
            self._add(p, q, REPEAT_WEIGHT * c if self._counts(p, q) else 0)
        for pair in apart:
            p, q = pair[0], pair[1]
            if p != q:
                self._add(p, q, pair[2] if len(pair) > 2 else APART_WEIGHT)

    def _counts(self, p: int, q: int) -> bool:
        return self.counted[p] and self.counted[q]

    def _add(self, p: int, q: int, w: int) -> None:
        if w:
            self.cost[p][q] = self.cost[p].get(q, 0) + w
            self.cost[q][p] = self.cost[q].get(p, 0) + w

    def add_round(self, tables: list[list[int]]) -> None:
        for table in tables:
            for i, p in enumerate(table):
                for q in table[i + 1:]:
                    if self._counts(p, q):
                        self._add(p, q, REPEAT_WEIGHT)


def _one_round(order: list[int], weights: _Weights) -> tuple[int, list[list[int]]]:
    """Tables for one round following `order`, and the cost they add."""
    cost = weights.cost
    n = len(order)
    seated = [False] * n
    front = 0
    total = 0
    tables = []
    for _ in range(n // 4):
        while seated[order[front]]:
            front += 1
        first = order[front]
        seated[first] = True
        table = [first]
        # Cost of each unseated player at this table so far; absent means free.
        against = dict(cost[first])
        for _ in range(3):
            pick = -1
            for i in range(front, n):
                p = order[i]
                if not seated[p] and p not in against:
                    pick = p
                    break
            if pick < 0:
                lowest = None
                for i in range(front, n):
                    p = order[i]
                    if not seated[p] and (lowest is None or against[p] < lowest):
                        lowest, pick = against[p], p
                assert lowest is not None
                total += lowest
            seated[pick] = True
            table.append(pick)
            for q, w in cost[pick].items():
                against[q] = against.get(q, 0) + w
        tables.append(table)
    return total, tables

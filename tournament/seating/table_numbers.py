"""Physical tables: number the tables of each round so players rarely return to a table.

The tables of a round are matched to table numbers with the Hungarian algorithm; the cost of
table number t for a group is how often its players sit at t in the other rounds. One pass
round by round, a few passes re-optimising each round against all the others (coordinate
descent on the sum over players and table numbers of C(visits, 2)), then simulated annealing
over swaps of two table numbers within a round on the same sum. The Hungarian algorithm takes
time in the cube of the number of tables; in rooms of more than HUNGARIAN_TABLES tables each
group instead takes the first free number none of its players has sat at (a player visits
only a handful of the many numbers), and the annealing mends the rest.

Every step is bounded by a count, never by the clock: the same rounds give the same numbers.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Mapping, Sequence

HUNGARIAN_TABLES = 64


def assign_tables(
    rounds: Sequence[Sequence[tuple[int, ...]]],
    history: Mapping[int, set[int]] | None = None,
    passes: int = 3,
    rng: random.Random | None = None,
    deadline: float | None = None,
    max_steps: int = 200_000,
) -> list[list[tuple[int, ...]]]:
    """Reorder the tables of every round; `history` maps a player to table numbers used in
    earlier, fixed rounds."""
    visits: dict[int, dict[int, int]] = {}
    for p, tables in (history or {}).items():
        visits[p] = dict.fromkeys(tables, 1)
    placed: list[list[tuple[int, ...]]] = []

    def count(table: tuple[int, ...], t: int) -> int:
        return sum(visits.get(p, {}).get(t, 0) for p in table)

    def place(rnd: Sequence[tuple[int, ...]]) -> list[tuple[int, ...]]:
        size = len(rnd)
        if size > HUNGARIAN_TABLES:
            order = _first_free(rnd, visits)
        else:
            cost = [[count(table, t) for t in range(size)] for table in rnd]
            order = hungarian(cost) if any(any(row) for row in cost) else list(range(size))
        out: list[tuple[int, ...]] = [()] * size
        for g, t in enumerate(order):
            out[t] = tuple(rnd[g])
        return out

    def add(rnd: list[tuple[int, ...]], sign: int) -> None:
        for t, table in enumerate(rnd):
            for p in table:
                row = visits.setdefault(p, {})
                row[t] = row.get(t, 0) + sign

    for rnd in rounds:
        new = place(rnd)
        add(new, 1)
        placed.append(new)
    for _ in range(passes):
        changed = False
        for r, rnd in enumerate(placed):
            add(rnd, -1)
            before = sum(count(table, t) for t, table in enumerate(rnd))
            new = place(rnd)
            if sum(count(table, t) for t, table in enumerate(new)) < before:
                placed[r] = new
                changed = True
            add(placed[r], 1)
        if not changed:
            break
    if len(placed) and max(len(rnd) for rnd in placed) > HUNGARIAN_TABLES:
        # Random swaps rarely hit the few groups that return to a table in a large room.
        _mend(placed, visits)
    _polish(placed, visits, rng or random.Random(0), deadline, max_steps)
    return placed


def _mend(placed: list[list[tuple[int, ...]]], visits: dict[int, dict[int, int]]) -> None:
    """For each group with a player back at a table number, swap numbers with the first
    group of its round for which that lowers the sum of C(visits, 2)."""
    for rnd in placed:
        for t1 in range(len(rnd)):
            if all(visits[q][t1] == 1 for q in rnd[t1]):
                continue
            for t2 in range(len(rnd)):
                if t2 == t1:
                    continue
                g1, g2 = rnd[t1], rnd[t2]
                d = 0
                for q in g1:
                    vq = visits[q]
                    d += vq.get(t2, 0) - vq[t1] + 1
                for q in g2:
                    vq = visits[q]
                    d += vq.get(t1, 0) - vq[t2] + 1
                if d < 0:
                    for q in g1:
                        visits[q][t1] -= 1
                        visits[q][t2] = visits[q].get(t2, 0) + 1
                    for q in g2:
                        visits[q][t2] -= 1
                        visits[q][t1] = visits[q].get(t1, 0) + 1
                    rnd[t1], rnd[t2] = g2, g1
                    break


def _first_free(
    rnd: Sequence[tuple[int, ...]], visits: Mapping[int, Mapping[int, int]]
) -> list[int]:
    """Table number for each group of a round: the lowest free number none of its players
    has visited, else the free number they visited least (lowest first)."""
    size = len(rnd)
    free = list(range(size))
    taken = [False] * size
    order = [0] * size
    front = 0
    for g, table in enumerate(rnd):
        while taken[free[front]]:
            front += 1
        seen: dict[int, int] = {}
        for p in table:
            for t, c in visits.get(p, {}).items():
                if c:
                    seen[t] = seen.get(t, 0) + c
        pick = -1
        for t in free[front:]:
            if not taken[t] and t not in seen:
                pick = t
                break
        if pick < 0:
            pick = min((t for t in free[front:] if not taken[t]), key=lambda t: (seen[t], t))
        taken[pick] = True
        order[g] = pick
    return order


def _polish(
    placed: list[list[tuple[int, ...]]],
    visits: dict[int, dict[int, int]],
    rng: random.Random,
    deadline: float | None,
    max_steps: int,
) -> None:
    """Simulated annealing over swapping two tables' numbers within a round, on the sum over
    players and table numbers of C(visits, 2)."""
    current = sum(v * (v - 1) // 2 for row in visits.values() for v in row.values())
    if current == 0 or not placed:
        return
    best = current
    best_placed = [list(rnd) for rnd in placed]
    rounds = [r for r, rnd in enumerate(placed) if len(rnd) > 1]
    if not rounds:
        return
    start_temp = 0.6
    temp = start_temp
    for step in range(max_steps):
        if step & 1023 == 0 and deadline is not None and time.monotonic() > deadline:
            break
        r = rounds[rng.randrange(len(rounds))]
        rnd = placed[r]
        t1 = rng.randrange(len(rnd))
        t2 = rng.randrange(len(rnd))
        if t1 == t2:
            continue
        g1, g2 = rnd[t1], rnd[t2]
        d = 0
        for q in g1:
            vq = visits[q]
            d += vq.get(t2, 0) - vq[t1] + 1
        for q in g2:
            vq = visits[q]
            d += vq.get(t1, 0) - vq[t2] + 1
        if d <= 0 or rng.random() < math.exp(-d / temp):
            for q in g1:
                visits[q][t1] -= 1
                visits[q][t2] = visits[q].get(t2, 0) + 1
            for q in g2:
                visits[q][t2] -= 1
                visits[q][t1] = visits[q].get(t1, 0) + 1
            rnd[t1], rnd[t2] = g2, g1
            current += d
            if current < best:
                best = current
                best_placed = [list(x) for x in placed]
                if best == 0:
                    break
        temp = max(0.05, start_temp * (1 - step / max_steps))
    placed[:] = best_placed


def hungarian(cost: Sequence[Sequence[int]]) -> list[int]:
    """Minimum-cost assignment for a square matrix: row i gets column result[i]."""
    n = len(cost)
    inf = float("inf")
    u = [0.0] * (n + 1)
    v = [0.0] * (n + 1)
    match = [0] * (n + 1)
    way = [0] * (n + 1)
    for i in range(1, n + 1):
        match[0] = i
        j0 = 0
        minv = [inf] * (n + 1)
        used = [False] * (n + 1)
        while True:
            used[j0] = True
            i0 = match[j0]
            row = cost[i0 - 1]
            ui0 = u[i0]
            delta = inf
            j1 = 0
            for j in range(1, n + 1):
                if not used[j]:
                    cur = row[j - 1] - ui0 - v[j]
                    if cur < minv[j]:
                        minv[j] = cur
                        way[j] = j0
                    if minv[j] < delta:
                        delta = minv[j]
                        j1 = j
            for j in range(n + 1):
                if used[j]:
                    u[match[j]] += delta
                    v[j] -= delta
                else:
                    minv[j] -= delta
            j0 = j1
            if match[j0] == 0:
                break
        while True:
            j1 = way[j0]
            match[j0] = match[j1]
            j0 = j1
            if j0 == 0:
                break
    result = [0] * n
    for j in range(1, n + 1):
        result[match[j] - 1] = j - 1
    return result

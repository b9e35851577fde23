"""Put real players onto the points of a construction so constraints cost as little as possible.

A construction fixes who meets whom up to renaming. Renaming keeps it repeat-free, so teams,
clubs, substitutes and pairs that already met (when reseating) are first handled by choosing
the renaming: players that must not meet go onto points that never meet in the construction.
This is a quadratic assignment problem; a local search over swaps of two players' points
usually drives it to zero, because a construction below the limit leaves many pairs unmet.
Each step looks at the swaps of one player with every other; it is charged to the budget by
the number of pairs it looks at (see budget.py).
"""

from __future__ import annotations

import random
import time
from collections.abc import Mapping, Sequence

from tournament.seating.budget import Budget


def relabel(
    n: int,
    struct: Sequence[Sequence[Sequence[int]]],
    edges: Mapping[int, Mapping[int, int]],
    rng: random.Random,
    deadline: float | None = None,
    max_steps: int = 200_000,
    initial: Sequence[int] | None = None,
    *,
    budget: Budget | None = None,
) -> tuple[list[int], int]:
    """A map player -> point (players and points 0..n-1) and its cost.

    `edges[p][q]` is the cost of one meeting between players p and q (symmetric); the cost of a
    map is the sum over edges of cost times how often their points meet in `struct`.
    `initial` is the map to start from (default: a random one). At most `max_steps` steps;
    with a `budget`, also no more than it has left, and they are charged to it. `deadline`
    (default: the budget's) is a safety net only.
    """
    if budget is not None and deadline is None:
        deadline = budget.deadline
    # Sparse: with many players most points never meet.
    meet: list[dict[int, int]] = [{} for _ in range(n)]
    for rnd in struct:
        for table in rnd:
            for i, a in enumerate(table):
                for b in table[i + 1:]:
                    meet[a][b] = meet[a].get(b, 0) + 1
                    meet[b][a] = meet[a][b]
    if initial is not None:
        point = list(initial)
    else:
        point = list(range(n))
        rng.shuffle(point)
    adj = [list(edges.get(p, {}).items()) for p in range(n)]

    def player_cost(p: int) -> int:
        row = meet[point[p]]
        return sum(c * row.get(point[q], 0) for q, c in adj[p])

    total = sum(player_cost(p) for p in range(n)) // 2
    involved = [p for p in range(n) if adj[p]]
    if not involved or total == 0:
        return point, total
    all_edges = sum(len(a) for a in adj)

    def swap_delta(u: int, v: int) -> int:
        pu, pv = point[u], point[v]
        row_u, row_v = meet[pu], meet[pv]
        d = 0
        for w, c in adj[u]:
            if w != v:
                pw = point[w]
                d += c * (row_v.get(pw, 0) - row_u.get(pw, 0))
        for w, c in adj[v]:
            if w != u:
                pw = point[w]
                d += c * (row_u.get(pw, 0) - row_v.get(pw, 0))
        return d

    best_total = total
    best_point = point[:]
    step = 0
    hot = [p for p in involved if player_cost(p) > 0]
    timed_out = False
    charged = 0
    while total > 0 and step < max_steps:
        if budget is not None and charged >= budget.left:
            break
        step += 1
        if step & 63 == 0 and deadline is not None and time.monotonic() > deadline:
            timed_out = True
            break
        u = hot[rng.randrange(len(hot))]
        charged += _step_cost(n, len(adj[u]), all_edges)
        if player_cost(u) == 0:
            hot = [p for p in involved if player_cost(p) > 0]
            continue
        best_d = None
        choices: list[int] = []
        for v in range(n):
            if v == u:
                continue
            d = swap_delta(u, v)
            if best_d is None or d < best_d:
                best_d, choices = d, [v]
            elif d == best_d:
                choices.append(v)
        assert best_d is not None
        if best_d > 0 and rng.random() > 0.05:
            continue
        v = choices[rng.randrange(len(choices))]
        point[u], point[v] = point[v], point[u]
        total += best_d
        if total < best_total:
            best_total = total
            best_point = point[:]
    if budget is not None:
        budget.spend(charged, timed_out)
    return best_point, best_total


def _step_cost(n: int, degree: int, all_edges: int) -> int:
    """Budget steps for one relabelling step: n swaps looked at, each reading the edges of
    both players (about a quarter of a tabu evaluation per edge)."""
    return n // 2 + (n * degree + all_edges) // 4

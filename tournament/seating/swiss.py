"""Swiss seating: one round by current standings, strong with strong, for the last rounds.

Start from the natural tables (ranks 1-4, 5-8, ...). While some table seats a pair that met
before (or players to keep apart), take the best swap between two tables, where the cost is
repeats first, keep-apart pairs second, and the squared distance of each player from their
natural table third -- so repeats are avoided by the smallest change to the standings order.
Winds: each table gives every player the wind they have had least so far.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from itertools import permutations

from tournament.errors import InvalidInput
from tournament.model import Issue
from tournament.seating.model import Constraints, Round

_REPEAT = 1_000_000
_APART = 1_000
_PERMS = tuple(permutations(range(4)))


def swiss_round(
    ranking: Sequence[int],
    history_rounds: Sequence[Sequence[Sequence[int]]],
    seed: int = 0,
    constraints: Constraints | None = None,
) -> Round:
    """Tables for the next round, top table first, each in seat order E, S, W, N."""
    n = len(ranking)
    if n < 4 or n % 4 or len(set(ranking)) != n:
        raise InvalidInput([Issue("bad_ranking", None, "ranking",
                                  "the ranking must list distinct players, a multiple of four")])
    cons = constraints or Constraints()
    rng = random.Random(seed)
    index = {p: i for i, p in enumerate(ranking)}
    meet = [[0] * n for _ in range(n)]
    winds = [[0, 0, 0, 0] for _ in range(n)]
    for rnd in history_rounds:
        for table in rnd:
            members = [index[p] for p in table if p in index]
            for i, a in enumerate(members):
                for b in members[i + 1:]:
                    meet[a][b] += 1
                    meet[b][a] += 1
            for seat, p in enumerate(table):
                if p in index and seat < 4:
                    winds[index[p]][seat] += 1
    apart = [[0] * n for _ in range(n)]
    for a in range(n):
        for b in range(a + 1, n):
            if cons.apart(ranking[a], ranking[b]):
                apart[a][b] = apart[b][a] = 1

    tables = [list(range(t, t + 4)) for t in range(0, n, 4)]

    def pair_cost(a: int, b: int) -> int:
        return _REPEAT * meet[a][b] + _APART * apart[a][b]

    def conflicted(table: list[int]) -> bool:
        return any(meet[a][b] or apart[a][b] for i, a in enumerate(table) for b in table[i + 1:])

    for _ in range(4 * n):
        bad = [t for t, table in enumerate(tables) if conflicted(table)]
        if not bad:
            break
        best = None
        for t in bad:
            here = tables[t]
            for u, there in enumerate(tables):
                if u == t:
                    continue
                for a in here:
                    rest_here = [x for x in here if x != a]
                    move_a = (u - a // 4) ** 2 - (t - a // 4) ** 2
                    for b in there:
                        d = move_a + (t - b // 4) ** 2 - (u - b // 4) ** 2
                        for x in rest_here:
                            d += pair_cost(b, x) - pair_cost(a, x)
                        for y in there:
                            if y != b:
                                d += pair_cost(a, y) - pair_cost(b, y)
                        key = (d, rng.random())
                        if best is None or key < best[0]:
                            best = (key, t, a, u, b)
        if best is None or best[0][0] >= 0:
            break
        _, t, a, u, b = best
        tables[t][tables[t].index(a)] = b
        tables[u][tables[u].index(b)] = a

    out = []
    for table in tables:
        members = sorted(table)
        order = min(_PERMS, key=lambda perm: (
            sum(winds[members[perm[w]]][w] for w in range(4)), perm))
        out.append(tuple(ranking[members[order[w]]] for w in range(4)))
    return tuple(out)  # type: ignore[return-value]

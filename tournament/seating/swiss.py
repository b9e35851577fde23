"""Swiss seating: one round by current standings, strong with strong, for the last rounds.

Tables are filled from the top of the standings: the best-placed player not yet seated, with
the first three (in standings order) of the next players who have met neither them nor each
other, backtracking when a later table cannot be filled that way -- the clean seating closest
to the standings order in the lexicographic sense. When none is found within a budget, the
first-fit tables are repaired by the tabu search of search.py, then swaps that add no repeat
bring players back toward their natural tables (squared distance).
Winds: each table gives every player the wind they have had least so far.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from itertools import combinations, permutations

from tournament.errors import InvalidInput
from tournament.model import Issue
from tournament.seating.model import Constraints, Round, Table
from tournament.seating.search import improve

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

    clean = _clean_fit(n, meet, apart)
    tables = clean if clean is not None else _first_fit(n, meet, apart)
    if any(meet[a][b] or apart[a][b] for t in tables for i, a in enumerate(t) for b in t[i + 1:]):
        # The general tabu search removes what first-fit could not; the swaps below then
        # bring players back toward their natural tables where that costs nothing.
        history = [(a, b, meet[a][b]) for a in range(n) for b in range(a + 1, n) if meet[a][b]]
        pairs = [(a, b) for a in range(n) for b in range(a + 1, n) if apart[a][b]]
        result = improve(n, [tables], history=history, apart=pairs, rng=rng,
                         max_iterations=20_000, max_evaluations=2_000_000)
        tables = result.rounds[0]

    def pair_cost(a: int, b: int) -> int:
        return _REPEAT * meet[a][b] + _APART * apart[a][b]

    def conflicted(table: list[int]) -> bool:
        return any(meet[a][b] or apart[a][b] for i, a in enumerate(table) for b in table[i + 1:])

    for _ in range(8 * n):
        # First the tables with a repeat or a keep-apart pair; once there are none, the
        # tables holding someone away from their natural table, to undo needless moves.
        focus = [t for t, table in enumerate(tables) if conflicted(table)]
        if not focus:
            focus = [t for t, table in enumerate(tables) if any(a // 4 != t for a in table)]
        if not focus:
            break
        best = None
        for t in focus:
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

    out: list[Table] = []
    for table in tables:
        members = sorted(table)
        order = min(_PERMS, key=lambda perm: (
            sum(winds[members[perm[w]]][w] for w in range(4)), perm))
        seats = [ranking[members[order[w]]] for w in range(4)]
        out.append((seats[0], seats[1], seats[2], seats[3]))
    return tuple(out)


def _first_fit(n: int, meet: list[list[int]], apart: list[list[int]]) -> list[list[int]]:
    """Tables top-down: the best-ranked free player with the first three (in standings order)
    of the next twelve free players that repeat no pair and keep apart who must be; if no
    three are clean, the three with the fewest clashes."""
    free = list(range(n))
    tables: list[list[int]] = []
    while free:
        head, rest = free[0], free[1:13]
        best: tuple[tuple[int, tuple[int, ...]], tuple[int, ...]] | None = None
        for trio in combinations(rest, 3):
            group = (head,) + trio
            clashes = sum(meet[a][b] + apart[a][b]
                          for i, a in enumerate(group) for b in group[i + 1:])
            key = (clashes, trio)
            if best is None or key < best[0]:
                best = (key, group)
                if clashes == 0:
                    break  # combinations come in standings order: the first clean one wins
        assert best is not None
        chosen = list(best[1])
        tables.append(chosen)
        free = [p for p in free if p not in chosen]
    return tables


def _clean_fit(
    n: int, meet: list[list[int]], apart: list[list[int]], budget: int = 20_000
) -> list[list[int]] | None:
    """Depth-first top-down filling with no repeat and no keep-apart pair, trying trios in
    standings order among the next `window` free players; None when the budget runs out."""
    nodes = 0

    def ok(a: int, b: int) -> bool:
        return not meet[a][b] and not apart[a][b]

    def fill(free: list[int], window: int) -> list[list[int]] | None:
        nonlocal nodes
        if not free:
            return []
        head = free[0]
        rest = [p for p in free[1:window + 1] if ok(head, p)]
        for trio in combinations(rest, 3):
            nodes += 1
            if nodes > budget:
                return None
            a, b, c = trio
            if not (ok(a, b) and ok(a, c) and ok(b, c)):
                continue
            chosen = {head, a, b, c}
            tail = fill([p for p in free if p not in chosen], window)
            if tail is not None:
                return [[head, a, b, c]] + tail
        return None

    for window in (12, 20):
        nodes = 0
        found = fill(list(range(n)), window)
        if found is not None:
            return found
    return None

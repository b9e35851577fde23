"""Swiss seating: one round by current standings, strong with strong, for the last rounds.

Tables are filled from the top of the standings: the best-placed player not yet seated, with
the first three (in standings order) of the next players who have met neither them nor each
other, backtracking when a later table cannot be filled that way -- the clean seating closest
to the standings order in the lexicographic sense. When none is found within a budget, tables
are filled the same way without backtracking (the first clean three among the next free
players, else the three of the next twelve with the fewest clashes); swaps between tables then
remove what repeats or keep-apart pairs they can (each time the swap that removes most, the
nearest to the standings among equals), and the tabu search of search.py what is left. Last,
swaps that add no repeat and seat no keep-apart pair together bring players back toward their
natural tables (the table their place in the standings gives them), lowering the sum of
squared distances to it.
Winds: each table gives every player the wind they have had least so far.

The swaps look only at players who can gain: one in a repeat or a keep-apart pair, or one away
from their natural table (with no clash, a swap of two players both at their natural tables
only moves them away). What a player would add at another table is kept per player and table
and updated after each swap, so a candidate swap costs a few look-ups, not a pass over tables.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from itertools import combinations, permutations

from tournament.errors import InvalidInput
from tournament.issue_codes import IssueCode
from tournament.model import Issue
from tournament.seating.model import Constraints, Round, Table
from tournament.seating.search import improve

_PERMS = tuple(permutations(range(4)))
# Clash weights: one more meeting of a pair that already met, one keep-apart pair seated
# together. A swap changes at most twelve keep-apart pairs, so a repeat outweighs them all.
_REPEAT = 16
_APART = 1
# Pairs and trios looked at for the first clean three when filling without backtracking.
_REACH = 5_000


def swiss_round(
    ranking: Sequence[int],
    history_rounds: Sequence[Sequence[Sequence[int]]],
    seed: int = 0,
    constraints: Constraints | None = None,
) -> Round:
    """Tables for the next round, top table first, each in seat order E, S, W, N."""
    n = len(ranking)
    if n < 4 or n % 4 or len(set(ranking)) != n:
        raise InvalidInput([Issue(IssueCode.BAD_RANKING, None, "ranking",
                                  "the ranking must list distinct players, a multiple of four")])
    cons = constraints or Constraints()
    rng = random.Random(seed)
    index = {p: i for i, p in enumerate(ranking)}
    # Players are their places 0..n-1 from here on; clashes are kept sparse (pairs that met
    # or must be kept apart), so a big field costs in proportion to its meetings.
    meet: list[dict[int, int]] = [{} for _ in range(n)]
    winds = [[0, 0, 0, 0] for _ in range(n)]
    for rnd in history_rounds:
        for table in rnd:
            members = [index[p] for p in table if p in index]
            for i, a in enumerate(members):
                for b in members[i + 1:]:
                    meet[a][b] = meet[b][a] = meet[a].get(b, 0) + 1
            for seat, p in enumerate(table):
                if p in index and seat < 4:
                    winds[index[p]][seat] += 1
    apart: list[set[int]] = [set() for _ in range(n)]
    for group in cons.apart_groups():
        members = [index[p] for p in group if p in index]
        for i, a in enumerate(members):
            for b in members[i + 1:]:
                apart[a].add(b)
                apart[b].add(a)
    clash: list[dict[int, int]] = [
        {q: _REPEAT * meet[p].get(q, 0) + (_APART if q in apart[p] else 0)
         for q in meet[p].keys() | apart[p]}
        for p in range(n)
    ]

    tables = _clean_fit(n, clash)
    if tables is None:
        tables = _first_fit(n, clash)
        if not _polish(tables, clash):
            # Swaps one at a time left clashes: the general tabu search removes them, and
            # the swaps then bring players back toward their natural tables.
            history = [(a, b, c) for a in range(n) for b, c in meet[a].items() if a < b]
            pairs = [(a, b) for a in range(n) for b in apart[a] if a < b]
            result = improve(n, [tables], history=history, apart=pairs, rng=rng,
                             max_iterations=20_000, max_evaluations=2_000_000)
            tables = result.rounds[0]
            _polish(tables, clash)
    else:
        _polish(tables, clash)

    out: list[Table] = []
    for table in tables:
        members = sorted(table)
        order = min(_PERMS, key=lambda perm: (
            sum(winds[members[perm[w]]][w] for w in range(4)), perm))
        seats = [ranking[members[order[w]]] for w in range(4)]
        out.append((seats[0], seats[1], seats[2], seats[3]))
    return tuple(out)


def _polish(tables: list[list[int]], clash: list[dict[int, int]]) -> bool:
    """Swaps between tables, in place: first those that remove clashes (the best swap of a
    player in a clash each time), then those that bring players toward their natural tables
    without adding a clash (for each player away from theirs, the best such swap), until
    none is left. Player p's natural table is p // 4. True when no clash is left.

    A swap of a (table t) with b (table u) changes the clashes by what each adds at the other
    table minus what it leaves, and the squared distances by 2 (u - t) (b // 4 - a // 4).
    """
    n = 4 * len(tables)
    pos = [0] * n
    for t, table in enumerate(tables):
        for p in table:
            pos[p] = t
    # at[p][u]: the clash weight p would have (or has) at table u, for tables where it is not 0.
    at: list[dict[int, int]] = [{} for _ in range(n)]
    for p in range(n):
        here = at[p]
        for q, c in clash[p].items():
            u = pos[q]
            here[u] = here.get(u, 0) + c
    # A clash weighs more than any gain in distance: lexicographic (clashes, distance).
    scale = 4 * len(tables) ** 2 + 1

    def delta(a: int, b: int) -> int:
        t, u = pos[a], pos[b]
        at_a, at_b = at[a], at[b]
        joined = at_a.get(u, 0) + at_b.get(t, 0) - 2 * clash[a].get(b, 0)
        left = at_a.get(t, 0) + at_b.get(u, 0)
        return (joined - left) * scale + 2 * (u - t) * ((b >> 2) - (a >> 2))

    def swap(a: int, b: int) -> None:
        t, u = pos[a], pos[b]
        tables[t][tables[t].index(a)] = b
        tables[u][tables[u].index(b)] = a
        pos[a], pos[b] = u, t
        for p, old, new in ((a, t, u), (b, u, t)):
            for q, c in clash[p].items():
                there = at[q]
                left = there[old] - c
                if left:
                    there[old] = left
                else:
                    del there[old]
                there[new] = there.get(new, 0) + c

    everyone = range(n)
    for _ in range(8 * n):
        # A player in a clash, and the swap that lowers the cost most.
        own = [at[b].get(pos[b], 0) for b in everyone]
        clashing = [a for a in everyone if own[a]]
        best = (0, -1, -1)
        for a in clashing:
            # delta(a, b) for every b at once: the dense part from a's weights by table and
            # b's own clashes, then the few b who clash with a or with someone at a's table.
            t = pos[a]
            k = a >> 2
            row = [0] * len(tables)
            for u, c in at[a].items():
                row[u] = c
            left = row[t]
            d = [(row[u] - left - own[b]) * scale + 2 * (u - t) * ((b >> 2) - k)
                 for b, u in enumerate(pos)]
            for x in tables[t]:
                for b, c in clash[x].items():
                    d[b] += c * scale
            for b, c in clash[a].items():
                d[b] -= 2 * c * scale
            for b in tables[t]:
                d[b] = 0  # not a swap
            b = min(everyone, key=d.__getitem__)
            if d[b] < best[0]:
                best = (d[b], a, b)
        if best[1] < 0:
            break
        swap(best[1], best[2])

    swaps = 8 * n
    clean = not any(at[p].get(pos[p], 0) for p in everyone)
    moved = True
    while moved and swaps > 0:
        moved = False
        for a in everyone:
            t = pos[a]
            k = a >> 2
            if t == k:
                continue
            # Only a partner b at table u with (u - t) (k - b // 4) > 0 shortens distances;
            # the gain in squared distance is twice that (kept negated, to sort).
            if k > t:
                gains = [(-(u - t) * (k - (b >> 2)), b) for u in range(t + 1, len(tables))
                         for b in tables[u] if b >> 2 < k]
            else:
                gains = [((u - t) * ((b >> 2) - k), b) for u in range(t)
                         for b in tables[u] if b >> 2 > k]
            partner = -1
            if clean:
                # No clash anywhere: the longest stride that adds none is the best swap.
                gains.sort()
                at_a, near_a = at[a], clash[a]
                for _, b in gains:
                    if at_a.get(pos[b], 0) + at[b].get(t, 0) == 2 * near_a.get(b, 0):
                        partner = b
                        break
            else:
                lowest = 0
                for _, b in gains:
                    change = delta(a, b)
                    if change < lowest:
                        lowest, partner = change, b
            if partner >= 0:
                swap(a, partner)
                moved = True
                swaps -= 1
                if swaps == 0:
                    break
    return not any(at[p].get(pos[p], 0) for p in everyone)


def _first_fit(n: int, clash: list[dict[int, int]]) -> list[list[int]]:
    """Tables top-down without backtracking: the best-ranked free player with the first three
    (in standings order) of the next free players who clash neither with them nor with each
    other (looking at no more than `_REACH` trios); if none is found, the three of the next
    twelve with the fewest clashes."""
    free = list(range(n))
    tables: list[list[int]] = []
    while free:
        head, rest = free[0], free[1:]
        near = clash[head]
        fits = [p for p in rest if p not in near]
        chosen = _first_clean_trio(fits, clash)
        if chosen is None:
            trios = [(_clashes((head, *trio), clash), trio)
                     for trio in combinations(rest[:12], 3)]
            chosen = min(trios)[1]
        tables.append([head, *chosen])
        taken = set(chosen)
        free = [p for p in rest if p not in taken]
    return tables


def _clashes(group: Sequence[int], clash: list[dict[int, int]]) -> int:
    return sum(1 for i, a in enumerate(group) for b in group[i + 1:] if b in clash[a])


def _first_clean_trio(
    fits: list[int], clash: list[dict[int, int]]
) -> tuple[int, int, int] | None:
    """The first three of `fits` (in order) who never clash, or None after `_REACH` tries."""
    tries = 0
    for i, a in enumerate(fits):
        near_a = clash[a]
        for j in range(i + 1, len(fits)):
            b = fits[j]
            tries += 1
            if tries > _REACH:
                return None
            if b in near_a:
                continue
            near_b = clash[b]
            for c in fits[j + 1:]:
                tries += 1
                if tries > _REACH:
                    return None
                if c not in near_a and c not in near_b:
                    return a, b, c
    return None


def _clean_fit(
    n: int, clash: list[dict[int, int]], budget: int = 20_000
) -> list[list[int]] | None:
    """Depth-first top-down filling with no repeat and no keep-apart pair, trying trios in
    standings order among the next `window` free players; None when the budget runs out."""
    nodes = 0

    def fill(free: list[int], window: int) -> list[list[int]] | None:
        nonlocal nodes
        if not free:
            return []
        head = free[0]
        near = clash[head]
        rest = [p for p in free[1:window + 1] if p not in near]
        for trio in combinations(rest, 3):
            nodes += 1
            if nodes > budget:
                return None
            a, b, c = trio
            if b in clash[a] or c in clash[a] or c in clash[b]:
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

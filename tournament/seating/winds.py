"""Seat order inside each table so that every player sits each wind about equally often.

After the tables of every round are fixed, give each player's seats a colour E/S/W/N. Split
each player's appearances into consecutive chunks of four; in the bipartite graph "player chunk
-- table" every node has degree at most four, so by Kőnig's edge-colouring theorem the edges can
be coloured with four colours, all different at every node. Each table then gets the four winds
once, and each player sees every wind once per chunk: every count lies within floor(R/4) and
ceil(R/4) -- and each block of four rounds already gives everyone all four winds.

When earlier rounds are fixed (reseating), the chunks continue the player's earlier count, and
winds are then traded along alternating paths (as in Kőnig's proof) until every player's counts
are within floor/ceil of their rounds / 4 where the fixed rounds allow it.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from itertools import permutations

_PERMS = tuple(permutations(range(4)))


def seat_winds(
    rounds: Sequence[Sequence[Sequence[int]]],
    history: Mapping[int, Sequence[int]] | None = None,
) -> list[list[tuple[int, ...]]]:
    """Reorder the players of every table (all tables of four) into East, South, West, North.

    `history` maps a player to wind counts [E, S, W, N] from earlier, fixed rounds.
    """
    history = history or {}
    node_of: dict[tuple[int, int], int] = {}
    left_end: list[int] = []
    right_end: list[int] = []
    seen: dict[int, int] = {}
    table_index: list[tuple[int, int]] = []
    for r, rnd in enumerate(rounds):
        for t, table in enumerate(rnd):
            right = len(table_index)
            table_index.append((r, t))
            for p in table:
                k = seen.get(p, sum(history.get(p, ())))
                seen[p] = k + 1
                node = node_of.setdefault((p, k // 4), len(node_of))
                left_end.append(node)
                right_end.append(right)
    colour = _edge_colour(left_end, right_end, len(node_of), len(table_index))

    out: list[list[tuple[int, ...]]] = [[] for _ in rounds]
    e = 0
    for r, rnd in enumerate(rounds):
        for table in rnd:
            seats = [0] * 4
            for p in table:
                seats[colour[e]] = p
                e += 1
            out[r].append(tuple(seats))
    if history:
        _descend(out, history)
    return out


def _edge_colour(left: list[int], right: list[int], n_left: int, n_right: int) -> list[int]:
    """Proper 4-edge-colouring of a bipartite multigraph of maximum degree 4."""
    at_left = [[-1] * 4 for _ in range(n_left)]
    at_right = [[-1] * 4 for _ in range(n_right)]
    colour = [-1] * len(left)
    for e in range(len(left)):
        u, v = left[e], right[e]
        a = at_left[u].index(-1)
        b = at_right[v].index(-1)
        if at_right[v][a] == -1:
            c = a
        elif at_left[u][b] == -1:
            c = b
        else:
            # Swap colours a and b along the a/b path that starts at v; it cannot reach u
            # (u has no a-edge and the graph is bipartite), and afterwards a is free at v.
            path = []
            node, on_right, want = v, True, a
            while True:
                edge = (at_right if on_right else at_left)[node][want]
                if edge == -1:
                    break
                path.append(edge)
                node = left[edge] if on_right else right[edge]
                on_right = not on_right
                want = b if want == a else a
            for edge in path:
                old = colour[edge]
                at_left[left[edge]][old] = -1
                at_right[right[edge]][old] = -1
            for edge in path:
                new = b if colour[edge] == a else a
                colour[edge] = new
                at_left[left[edge]][new] = edge
                at_right[right[edge]][new] = edge
            c = a
        colour[e] = c
        at_left[u][c] = e
        at_right[v][c] = e
    return colour


def _descend(rounds: list[list[tuple[int, ...]]], history: Mapping[int, Sequence[int]]) -> None:
    """Move wind counts toward floor/ceil of (rounds played)/4 by swapping two winds along
    alternating paths: player p gives up wind a at table T to the player v who had wind b
    there; if v now has one a too many, v passes it on the same way, and so on. Every table
    keeps its four winds and only the two ends of the path change their counts."""
    counts: dict[int, list[int]] = {p: list(c) for p, c in history.items()}
    seats: dict[int, list[tuple[int, int]]] = {}
    for r, rnd in enumerate(rounds):
        for t, table in enumerate(rnd):
            for w, p in enumerate(table):
                counts.setdefault(p, [0, 0, 0, 0])[w] += 1
                seats.setdefault(p, []).append((r, t))

    def bounds(p: int) -> tuple[int, int]:
        total = sum(counts[p])
        return total // 4, -(-total // 4)

    def wind_of(p: int, r: int, t: int) -> int:
        return rounds[r][t].index(p)

    stuck: set[tuple[int, int, int]] = set()
    for _ in range(8 * len(seats) + 16):
        job = None
        path = None
        for p in seats:
            lo, hi = bounds(p)
            c = counts[p]
            # Give up a wind held too often, or take one held too rarely; the other wind of
            # the trade may be any that keeps p within its range.
            for a in range(4):
                for b in range(4):
                    if a == b or (p, a, b) in stuck:
                        continue
                    if not ((c[a] > hi and c[b] + 1 <= hi) or (c[b] < lo and c[a] - 1 >= lo)):
                        continue
                    path = _find_path(p, a, b, rounds, seats, counts, bounds, wind_of)
                    if path is None:
                        stuck.add((p, a, b))
                        continue
                    job = (p, a, b)
                    break
                if job:
                    break
            if job:
                break
        if job is None or path is None:
            break
        p, a, b = job
        for r, t in path:
            seats_now = list(rounds[r][t])
            seats_now[a], seats_now[b] = seats_now[b], seats_now[a]
            rounds[r][t] = tuple(seats_now)
        counts[p][a] -= 1
        counts[p][b] += 1
        end = rounds[path[-1][0]][path[-1][1]][a]
        counts[end][a] += 1
        counts[end][b] -= 1
        stuck.clear()
    _table_orders(rounds, counts)


def _table_orders(rounds: list[list[tuple[int, ...]]], counts: dict[int, list[int]]) -> None:
    """Coordinate descent: give each table, in turn, the seat order that best evens out its
    players' counts given all other tables (exact when there is a single new round)."""

    def badness(p: int) -> tuple[int, int]:
        c = counts[p]
        total = sum(c)
        lo, hi = total // 4, -(-total // 4)
        return sum(max(0, x - hi) + max(0, lo - x) for x in c), sum(x * x for x in c)

    for _ in range(8):
        changed = False
        for rnd in rounds:
            for t, table in enumerate(rnd):
                # Counts within floor/ceil all have the same sum of squares: a table whose
                # players are all within them cannot do better.
                if all(badness(p)[0] == 0 for p in table):
                    continue
                for w, p in enumerate(table):
                    counts[p][w] -= 1
                best = None
                for perm in _PERMS:
                    order = tuple(table[i] for i in perm)
                    for w, p in enumerate(order):
                        counts[p][w] += 1
                    score = [0, 0]
                    for p in order:
                        dev, sq = badness(p)
                        score[0] += dev
                        score[1] += sq
                    for w, p in enumerate(order):
                        counts[p][w] -= 1
                    key = (score[0], score[1], order != table)
                    if best is None or key < best[0]:
                        best = (key, order)
                assert best is not None
                if best[1] != table:
                    rnd[t] = best[1]
                    changed = True
                for w, p in enumerate(rnd[t]):
                    counts[p][w] += 1
        if not changed:
            return


def _find_path(
    p: int,
    a: int,
    b: int,
    rounds: list[list[tuple[int, ...]]],
    seats: dict[int, list[tuple[int, int]]],
    counts: dict[int, list[int]],
    bounds: Callable[[int], tuple[int, int]],
    wind_of: Callable[[int, int, int], int],
) -> list[tuple[int, int]] | None:
    """Breadth-first search for tables T1..Tk: p has wind a at T1, the wind-b player of T1 has
    wind a at T2, ..., and the wind-b player of Tk can take one more a and one fewer b."""
    parent: dict[int, tuple[int, int, int] | None] = {p: None}
    queue = [p]
    for u in queue:
        for r, t in seats[u]:
            if wind_of(u, r, t) != a:
                continue
            v = rounds[r][t][b]
            if v in parent:
                continue
            parent[v] = (u, r, t)
            lo, hi = bounds(v)
            if counts[v][a] + 1 <= hi and counts[v][b] - 1 >= lo:
                path = []
                step = parent[v]
                while step is not None:
                    u2, r2, t2 = step
                    path.append((r2, t2))
                    step = parent[u2]
                return path[::-1]
            queue.append(v)
    return None

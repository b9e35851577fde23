"""Tabu search over swaps within a round, for whatever the constructions leave to do.

Used after relabelling when constraints (teams, clubs, countries, substitutes), fixed earlier
rounds (reseating) or more rounds than the repeat-free limit leave conflicts. The neighbourhood
follows Dotú and Van Hentenryck, "Scheduling social golfers locally" (CPAIOR 2005): pick a
pair in conflict, and swap one of its two players, in a round where they meet, with a player at
another table of that round; the best non-tabu swap is taken, a player may not return to the
table it left for a few iterations, and long stalls are broken by random swaps.

Cost: REPEAT_WEIGHT * sum over counted pairs of C(meetings, 2) + the weight of each keep-apart
pair (APART_WEIGHT for teams, clubs, countries and substitutes; WIND_WEIGHT for players who need
the same seat wind) times its meetings in the free rounds. The first term is minimal exactly
when meetings are spread as evenly as possible, which is also the fair target when repeats
cannot be avoided.
"""

from __future__ import annotations

import random
import time
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

REPEAT_WEIGHT = 64
APART_WEIGHT = 4
WIND_WEIGHT = 1

# Budget steps (see budget.py) charged for making a move and for looking at a candidate swap
# that brings a pair together, measured against looking at a candidate swap that splits one.
MOVE_STEPS = 20
JOIN_STEPS = 2


class _RandomSet:
    """A set with O(1) add, remove and uniform random choice."""

    __slots__ = ("items", "where")

    def __init__(self) -> None:
        self.items: list[int] = []
        self.where: dict[int, int] = {}

    def add(self, x: int) -> None:
        if x not in self.where:
            self.where[x] = len(self.items)
            self.items.append(x)

    def discard(self, x: int) -> None:
        i = self.where.pop(x, None)
        if i is None:
            return
        last = self.items.pop()
        if i < len(self.items):
            self.items[i] = last
            self.where[last] = i

    def __len__(self) -> int:
        return len(self.items)

    def choice(self, rng: random.Random) -> int:
        return self.items[rng.randrange(len(self.items))]


@dataclass(frozen=True, slots=True)
class SearchResult:
    rounds: list[list[list[int]]]
    repeat_cost: int
    apart_cost: int
    iterations: int
    timed_out: bool
    evaluations: int = 0


def improve(
    n: int,
    rounds: Sequence[Sequence[Sequence[int]]],
    *,
    history: Iterable[tuple[int, int, int]] = (),
    counted: Sequence[bool] | None = None,
    apart: Iterable[tuple[int, ...]] = (),
    target_high: int = 1,
    target_low: int = 0,
    rng: random.Random,
    max_evaluations: int | None = None,
    max_iterations: int | None = None,
    deadline: float | None = None,
) -> SearchResult:
    """Reduce repeats and keep-apart meetings in `rounds` (players 0..n-1, tables of four).

    `history` holds (p, q, meetings) from fixed earlier rounds; `counted[p]` is False for
    substitutes (their pairs never count as repeats); `apart` lists keep-apart pairs as (p, q)
    (weight APART_WEIGHT) or (p, q, weight).
    `target_high`/`target_low`: the fair range of meetings per pair; the search stops when no
    pair meets more than `target_high` times, no keep-apart pair meets, and no pair meets fewer
    than `target_low` times, or when its budget is spent: `max_evaluations` steps (a candidate
    swap looked at is one step, making a move MOVE_STEPS more: a move looks at about 8
    candidates per table of its round), `max_iterations` moves, or a long stall. The result
    depends only on the arguments and the state of `rng`; `deadline` (time.monotonic()) is a
    safety net that stops the search early, with `timed_out` set.
    """
    search = _Search(n, rounds, history, counted, apart, target_high, target_low, rng)
    return search.run(max_evaluations, max_iterations, deadline)


class _Search:
    """The search state, kept sparse (dicts of the pairs that meet or are kept apart), so
    that thousands of players cost memory and time in proportion to their meetings."""

    def __init__(
        self,
        n: int,
        rounds: Sequence[Sequence[Sequence[int]]],
        history: Iterable[tuple[int, int, int]],
        counted: Sequence[bool] | None,
        apart: Iterable[tuple[int, ...]],
        hi: int,
        lo: int,
        rng: random.Random,
    ):
        self.n = n
        self.rng = rng
        self.hi = max(1, hi)
        self.lo = lo
        self.tabs = [[list(t) for t in rnd] for rnd in rounds]
        self.pos = []
        for rnd in self.tabs:
            where = [0] * n
            for ti, table in enumerate(rnd):
                for p in table:
                    where[p] = ti
            self.pos.append(where)
        cnt = list(counted) if counted is not None else [True] * n
        # Weight of one repeat for p's pairs: both ends must be counted (a & b of two
        # weights is REPEAT_WEIGHT or 0).
        self.cw = [REPEAT_WEIGHT if c else 0 for c in cnt]
        self.meet: list[dict[int, int]] = [{} for _ in range(n)]
        self.free: list[dict[int, int]] = [{} for _ in range(n)]
        self.apart: list[dict[int, int]] = [{} for _ in range(n)]
        # gain[p][q]: cost of one more meeting of p and q (absent: nothing). One fewer
        # meeting of two players at one table saves gain - their repeat weight.
        self.gain: list[dict[int, int]] = [{} for _ in range(n)]
        self.history = list(history)
        meet, free = self.meet, self.free
        for p, q, c in self.history:
            if p != q and c:
                meet[p][q] = meet[p].get(q, 0) + c
                meet[q][p] = meet[p][q]
        for pair in apart:
            p, q = pair[0], pair[1]
            weight = pair[2] if len(pair) > 2 else APART_WEIGHT
            if p != q and weight > self.apart[p].get(q, 0):
                self.apart[p][q] = self.apart[q][p] = weight
        for rnd in self.tabs:
            for table in rnd:
                for i, p in enumerate(table):
                    for q in table[i + 1:]:
                        meet[p][q] = meet[p].get(q, 0) + 1
                        meet[q][p] = meet[p][q]
                        free[p][q] = free[p].get(q, 0) + 1
                        free[q][p] = free[p][q]
        for p in range(n):
            for q in meet[p]:
                if p < q:
                    self._refresh(p, q)
            for q in self.apart[p]:
                if p < q and q not in meet[p]:
                    self._refresh(p, q)
        self.levels: dict[int, _RandomSet] = {}
        self.apart_hits = _RandomSet()
        self.deficient = _RandomSet()
        self.level_of: dict[int, int] = {}
        if lo > 0:
            # Pairs that should meet more: every pair matters (only beyond the repeat-free
            # limit, so with few players).
            for p in range(n):
                for q in range(p + 1, n):
                    self._classify(p, q)
        else:
            for p in range(n):
                for q in meet[p]:
                    if p < q:
                        self._classify(p, q)
                for q in self.apart[p]:
                    if p < q and q not in meet[p]:
                        self._classify(p, q)

    def _refresh(self, p: int, q: int) -> None:
        g = (self.cw[p] & self.cw[q]) * self.meet[p].get(q, 0) + self.apart[p].get(q, 0)
        if g:
            self.gain[p][q] = self.gain[q][p] = g
        elif q in self.gain[p]:
            del self.gain[p][q]
            del self.gain[q][p]

    def _classify(self, p: int, q: int) -> None:
        key = p * self.n + q
        old = self.level_of.pop(key, None)
        if old is not None:
            if old == -1:
                self.deficient.discard(key)
            else:
                self.levels[old].discard(key)
        free = self.free[p].get(q, 0)
        if free and q in self.apart[p]:
            self.apart_hits.add(key)
        else:
            self.apart_hits.discard(key)
        if not self.cw[p] & self.cw[q]:
            return
        m = self.meet[p].get(q, 0)
        if m < self.lo:
            self.level_of[key] = -1
            self.deficient.add(key)
        elif m >= 2 and free:
            self.levels.setdefault(m, _RandomSet()).add(key)
            self.level_of[key] = m

    def cost(self) -> tuple[int, int]:
        rep = 0
        apart = 0
        cw = self.cw
        for p in range(self.n):
            if cw[p]:
                for q, m in self.meet[p].items():
                    if p < q and cw[q]:
                        rep += m * (m - 1) // 2
            free = self.free[p]
            for q, w in self.apart[p].items():
                if p < q:
                    apart += w * free.get(q, 0)
        return rep, apart

    def _pick(self) -> tuple[bool, int, int] | None:
        """(join?, p, q): a pair meeting too often (or kept apart) to split, or a pair meeting
        too rarely to bring together; None when the schedule meets every target."""
        rng = self.rng
        top = max((lv for lv, s in self.levels.items() if len(s)), default=0)
        candidates = None
        join = False
        if top > self.hi:
            candidates = self.levels[top]
        elif len(self.deficient):
            if top >= 2 and top == self.hi and rng.random() < 0.5:
                candidates = self.levels[top]
            else:
                candidates = self.deficient
                join = True
        if len(self.apart_hits) and (candidates is None or rng.random() < 0.5):
            candidates = self.apart_hits
            join = False
        if candidates is None:
            return None
        p, q = divmod(candidates.choice(rng), self.n)
        return join, p, q

    def _delta(self, r: int, a: int, b: int) -> int:
        """Cost change of swapping a and b (at different tables) in round r."""
        tabs, pos, cw = self.tabs[r], self.pos[r], self.cw
        ga, gb = self.gain[a], self.gain[b]
        d = 0
        for x in tabs[pos[a]]:
            if x != a:
                d += gb.get(x, 0) - ga.get(x, 0) + (cw[a] & cw[x])
        for y in tabs[pos[b]]:
            if y != b:
                d += ga.get(y, 0) - gb.get(y, 0) + (cw[b] & cw[y])
        return d

    def _move(self, r: int, a: int, b: int) -> None:
        tabs, pos = self.tabs[r], self.pos[r]
        ta, tb = pos[a], pos[b]
        A, B = tabs[ta], tabs[tb]
        meet, free = self.meet, self.free
        changed = []
        for leaving, coming, table in ((a, b, A), (b, a, B)):
            for x in table:
                if x == leaving:
                    continue
                for d, y in ((-1, leaving), (1, coming)):
                    m = meet[y].get(x, 0) + d
                    f = free[y].get(x, 0) + d
                    if m:
                        meet[y][x] = meet[x][y] = m
                    else:
                        del meet[y][x], meet[x][y]
                    if f:
                        free[y][x] = free[x][y] = f
                    else:
                        del free[y][x], free[x][y]
                    changed.append((y, x) if y < x else (x, y))
        A[A.index(a)] = b
        B[B.index(b)] = a
        pos[a], pos[b] = tb, ta
        for p, q in changed:
            self._refresh(p, q)
            self._classify(p, q)

    def run(
        self, max_evaluations: int | None, max_iterations: int | None, deadline: float | None
    ) -> SearchResult:
        rng = self.rng
        n = self.n
        gain, cw = self.gain, self.cw
        tabu: dict[tuple[int, int, int], int] = {}
        rep_cost, apart_cost = self.cost()
        current = rep_cost * REPEAT_WEIGHT + apart_cost
        best_total = current
        best_tabs = [[list(t) for t in rnd] for rnd in self.tabs]
        it = 0
        evaluations = 0
        stall = 0
        stall_limit = 200 + 20 * n
        # Give up when the best has not improved for this long: beyond the limit the fair
        # target may simply not exist, and the budget is better spent elsewhere.
        patience = 20_000 + 500 * n
        since_best = 0
        timed_out = False
        nrounds = len(self.tabs)
        while True:
            pair = self._pick()
            if pair is None:
                break
            it += 1
            since_best += 1
            if (max_iterations is not None and it > max_iterations) or since_best > patience:
                break
            if max_evaluations is not None and evaluations >= max_evaluations:
                break
            if deadline is not None and it & 31 == 0 and time.monotonic() > deadline:
                timed_out = True
                break
            join, p, q = pair
            evaluations += MOVE_STEPS
            if join:
                # Bring p and q together: in some round, swap one of them into the other's
                # table.
                best_d = None
                choices: list[tuple[int, int, int]] = []
                for r in range(nrounds):
                    pos = self.pos[r]
                    tp, tq = pos[p], pos[q]
                    if tp == tq:
                        continue
                    for a, b_table in ((q, tp), (p, tq)):
                        ta = pos[a]
                        for b in self.tabs[r][b_table]:
                            if b == p or b == q:
                                continue
                            evaluations += JOIN_STEPS
                            d = self._delta(r, a, b)
                            if tabu.get((r, a, b_table), 0) > it or tabu.get((r, b, ta), 0) > it:
                                if current + d >= best_total:
                                    continue
                            if best_d is None or d < best_d:
                                best_d, choices = d, [(r, a, b)]
                            elif d == best_d:
                                choices.append((r, a, b))
                if best_d is None:
                    continue
                r, a, b = choices[rng.randrange(len(choices))]
                pos = self.pos[r]
                ta, tb = pos[a], pos[b]
                self._move(r, a, b)
                current += best_d
                tenure = 4 + rng.randrange(8)
                tabu[(r, a, ta)] = it + tenure
                tabu[(r, b, tb)] = it + tenure
                if current < best_total:
                    best_total = current
                    best_tabs = [[list(t) for t in rnd] for rnd in self.tabs]
                    stall = since_best = 0
                else:
                    stall += 1
                continue
            rounds_met = [r for r in range(nrounds) if self.pos[r][p] == self.pos[r][q]]
            if not rounds_met:
                self._classify(min(p, q), max(p, q))
                continue
            r = rounds_met[rng.randrange(len(rounds_met))]
            tabs, pos = self.tabs[r], self.pos[r]
            best_d = None
            moves: list[tuple[int, int]] = []
            for a in (p, q):
                ta = pos[a]
                A = [x for x in tabs[ta] if x != a]
                ga = gain[a]
                wa = cw[a]
                # Leaving its table saves a its meetings there; joining another table costs
                # b's meetings with A, and a's with that table (less b).
                base_a = sum(ga.get(x, 0) - (wa & cw[x]) for x in A)
                with_a: dict[int, int] = {}
                for x in A:
                    for y, g in gain[x].items():
                        with_a[y] = with_a.get(y, 0) + g
                evaluations += 4 * (len(tabs) - 1)
                for tb, B in enumerate(tabs):
                    if tb == ta:
                        continue
                    b0, b1, b2, b3 = B
                    g0, g1, g2, g3 = ga.get(b0, 0), ga.get(b1, 0), ga.get(b2, 0), ga.get(b3, 0)
                    sum_ga = g0 + g1 + g2 + g3 - base_a
                    r0, r1, r2 = gain[b0], gain[b1], gain[b2]
                    w0, w1, w2, w3 = cw[b0], cw[b1], cw[b2], cw[b3]
                    l01 = r0.get(b1, 0) - (w0 & w1)
                    l02 = r0.get(b2, 0) - (w0 & w2)
                    l03 = r0.get(b3, 0) - (w0 & w3)
                    l12 = r1.get(b2, 0) - (w1 & w2)
                    l13 = r1.get(b3, 0) - (w1 & w3)
                    l23 = r2.get(b3, 0) - (w2 & w3)
                    for b, gb, lb in ((b0, g0, l01 + l02 + l03), (b1, g1, l01 + l12 + l13),
                                      (b2, g2, l02 + l12 + l23), (b3, g3, l03 + l13 + l23)):
                        d = with_a.get(b, 0) + sum_ga - gb - lb
                        if best_d is not None and d > best_d:
                            continue
                        if tabu.get((r, a, tb), 0) > it or tabu.get((r, b, ta), 0) > it:
                            if current + d >= best_total:
                                continue
                        if best_d is None or d < best_d:
                            best_d = d
                            moves = [(a, b)]
                        else:
                            moves.append((a, b))
            if not moves:
                continue
            assert best_d is not None
            a, b = moves[rng.randrange(len(moves))]
            ta, tb = pos[a], pos[b]
            self._move(r, a, b)
            current += best_d
            tenure = 4 + rng.randrange(8)
            tabu[(r, a, ta)] = it + tenure
            tabu[(r, b, tb)] = it + tenure
            if current < best_total:
                best_total = current
                best_tabs = [[list(t) for t in rnd] for rnd in self.tabs]
                stall = since_best = 0
            else:
                stall += 1
                if stall > stall_limit:
                    stall = 0
                    for _ in range(1 + rng.randrange(3)):
                        r = rng.randrange(nrounds)
                        tabs = self.tabs[r]
                        t1, t2 = rng.sample(range(len(tabs)), 2) if len(tabs) > 1 else (0, 0)
                        if t1 == t2:
                            continue
                        a = tabs[t1][rng.randrange(4)]
                        b = tabs[t2][rng.randrange(4)]
                        self._move(r, a, b)
                    evaluations += 4 * n
                    rc, ac = self.cost()
                    current = rc * REPEAT_WEIGHT + ac
        if current <= best_total:
            best_tabs = [[list(t) for t in rnd] for rnd in self.tabs]
        rep, apart = self.evaluate(best_tabs)
        return SearchResult(best_tabs, rep, apart, it, timed_out, evaluations)

    def evaluate(self, tabs: list[list[list[int]]]) -> tuple[int, int]:
        """(sum of C(meetings, 2) over counted pairs, keep-apart meetings) for `tabs`."""
        meet: dict[tuple[int, int], int] = {}
        for p, q, c in self.history:
            key = (p, q) if p < q else (q, p)
            meet[key] = meet.get(key, 0) + c
        apart_cost = 0
        for rnd in tabs:
            for table in rnd:
                for i, p in enumerate(table):
                    for q in table[i + 1:]:
                        key = (p, q) if p < q else (q, p)
                        meet[key] = meet.get(key, 0) + 1
                        apart_cost += self.apart[p].get(q, 0)
        cw = self.cw
        rep_cost = sum(m * (m - 1) // 2 for (p, q), m in meet.items() if cw[p] & cw[q])
        return rep_cost, apart_cost

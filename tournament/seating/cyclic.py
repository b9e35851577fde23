"""Cyclic constructions: a whole repeat-free schedule from one short "base" round.

The players are split into `levels` rows of `m` (finite player ``(x, level)`` with x in Z_m) plus
`fixed` extra players (the "infinite points" of design theory). A *full* base class is one
complete round; adding t to every x (fixed players stay put) gives round t, so one base class
yields m rounds. A *short* class (only with 4 levels and no fixed players) is a single table
with one player per level; its m translates form one more round.

Two players meet at most once over all rounds exactly when every "difference" between them is
used at most once: for players in one level the difference ±(y - x), between two levels
(level pair, y - x), and a fixed player with a level. That turns a search over whole schedules
(hundreds of tables) into a search over one round (a dozen tables), which simulated annealing
solves in well under a second for most sizes. This is the 1-rotational / cyclic resolvable
design idea from design theory (e.g. the (3q+1, 4, 1) resolvable designs of Ray-Chaudhuri and
Wilson have exactly this shape with one fixed player).

An optional *symmetry* (maps (x, level) -> (h*x, perm[level]) for units h of Z_m and level
permutations) makes the base class invariant under more than translation, which shrinks the
search: multiplication by the cubes of Z_13 finds the 40-player resolvable design in a
blink, rotating the three levels the 36-player one.

Point encoding: finite ``(x, level)`` is ``level * m + x``; fixed player i is ``levels * m + i``.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Sequence
from dataclasses import dataclass

Block = tuple[int, ...]


Symmetry = tuple[tuple[int, tuple[int, ...]], ...]


@dataclass(frozen=True, slots=True)
class CyclicPlan:
    """Shape of a cyclic schedule; `players` and `rounds` follow from it.

    `symmetry` lists extra automorphisms (h, level permutation): (x, level) -> (h*x, perm[level]),
    a fixed player stays put when there is one, or follows `perm` when there is one per level.
    Together with the identity they must form a group acting freely on the moved players.
    """

    m: int
    levels: int = 3
    fixed: int = 1
    short: int = 0
    symmetry: Symmetry = ()

    @property
    def players(self) -> int:
        return self.levels * self.m + self.fixed

    @property
    def rounds(self) -> int:
        return self.m + self.short

    def group(self) -> list[tuple[int, tuple[int, ...]]]:
        identity = (1, tuple(range(self.levels)))
        return [identity] + [g for g in self.symmetry if g != identity]

    def problems(self) -> list[str]:
        """Why this plan cannot work at all (empty when its shape is consistent)."""
        out = []
        m, levels = self.m, self.levels
        finite = levels * m
        if levels not in (3, 4):
            out.append("levels must be 3 or 4")
        if m < 2:
            out.append("m must be at least 2")
        if (finite - 3 * self.fixed) % 4 or finite < 3 * self.fixed or self.fixed < 0:
            out.append("finite players left after the fixed players' tables must fill tables")
        if self.short and (levels != 4 or self.fixed):
            out.append("short classes need 4 levels and no fixed players")
        if out or not self.symmetry:
            return out
        group = self.group()
        elements = set(group)
        for h, perm in group:
            if math.gcd(h, m) != 1 or not 0 < h < m or sorted(perm) != list(range(levels)):
                out.append("symmetry elements must be (unit of Z_m, level permutation)")
                return out
        for h1, p1 in group:
            for h2, p2 in group:
                if ((h1 * h2) % m, tuple(p1[p2[i]] for i in range(levels))) not in elements:
                    out.append("symmetry must be closed under composition")
                    return out
        if self.fixed == 1:
            if levels != 3:
                out.append("a symmetric plan with one fixed player needs 3 levels")
            moved = [(x, lv) for x in range(1, m) for lv in range(levels)]
        elif self.fixed == 0:
            moved = [(x, lv) for x in range(m) for lv in range(levels)]
        elif self.fixed == levels:
            moved = [(x, lv) for x in range(m) for lv in range(levels)]
            if any(perm[i] == i for h, perm in group[1:] for i in range(levels)):
                out.append("fixed players must all be moved by the symmetry")
        else:
            out.append("a symmetric plan needs 0, 1 or one-per-level fixed players")
            return out
        for h, perm in group[1:]:
            if any((h * x) % m == x and perm[lv] == lv for x, lv in moved):
                out.append("symmetry must move every player it acts on")
                break
        size = len(group)
        if self.short % size:
            out.append("short classes must come in whole symmetry orbits")
        if self.fixed == levels and self.fixed % size:
            out.append("fixed players must come in whole symmetry orbits")
        return out

    def key_count(self) -> tuple[int, int]:
        """(difference keys needed by the plan, keys available without any repeat)."""
        half_pure = 1 if self.m % 2 == 0 else 0
        available = self.levels * (self.m // 2 - half_pure) + (
            self.levels * (self.levels - 1) // 2 * self.m
        )
        finite_tables = (self.levels * self.m - 3 * self.fixed) // 4
        needed = 3 * self.fixed + 6 * finite_tables + 6 * self.short
        return needed, available


@dataclass(frozen=True, slots=True)
class CyclicBase:
    """A plan with its base class (tables of the first round) and short transversals."""

    plan: CyclicPlan
    base: tuple[Block, ...]
    short: tuple[Block, ...] = ()

    def expand(self) -> list[list[Block]]:
        """All `plan.rounds` rounds, as tables of point ids (seat order not yet meaningful)."""
        m = self.plan.m
        finite = self.plan.levels * m

        def shift(p: int, t: int) -> int:
            if p >= finite:
                return p
            level, x = divmod(p, m)
            return level * m + (x + t) % m

        rounds = [[tuple(shift(p, t) for p in block) for block in self.base] for t in range(m)]
        for transversal in self.short:
            rounds.append([tuple(shift(p, t) for p in transversal) for t in range(m)])
        return rounds


class _Keys:
    """Difference keys of point pairs, and the weight a pair adds to its key.

    A pure difference of exactly m/2 is a half orbit: one use already makes those pairs meet
    twice over the m rounds, so it weighs 2.
    """

    def __init__(self, plan: CyclicPlan):
        m, levels = plan.m, plan.levels
        half = m // 2
        finite = levels * m
        pair_index: dict[tuple[int, int], int] = {}
        for a in range(levels):
            for b in range(a + 1, levels):
                pair_index[(a, b)] = len(pair_index)
        npure = levels * (half + 1)
        self.size = npure + len(pair_index) * m
        self.finite = finite
        table: list[tuple[int, int]] = [(0, 0)] * (finite * finite)
        for p in range(finite):
            a, x = divmod(p, m)
            for q in range(finite):
                if p == q:
                    continue
                b, y = divmod(q, m)
                if a == b:
                    d = (y - x) % m
                    d = min(d, m - d)
                    table[p * finite + q] = (a * (half + 1) + d, 2 if 2 * d == m else 1)
                elif a < b:
                    table[p * finite + q] = (npure + pair_index[(a, b)] * m + (y - x) % m, 1)
                else:
                    table[p * finite + q] = (npure + pair_index[(b, a)] * m + (x - y) % m, 1)
        self.table = table


def base_cost(plan: CyclicPlan, base: Sequence[Block], short: Sequence[Block] = ()) -> int:
    """Number of extra meetings (sum over pairs of C(meetings, 2)) the plan's rounds produce."""
    rounds = CyclicBase(plan, tuple(base), tuple(short)).expand()
    meet: dict[tuple[int, int], int] = {}
    for tables in rounds:
        for table in tables:
            for i, p in enumerate(table):
                for q in table[i + 1:]:
                    key = (p, q) if p < q else (q, p)
                    meet[key] = meet.get(key, 0) + 1
    return sum(c * (c - 1) // 2 for c in meet.values())


def check_base(cyclic: CyclicBase) -> list[str]:
    """Problems with a stored base class: wrong shape, or any pair meeting twice."""
    plan = cyclic.plan
    out = plan.problems()
    if out:
        return out
    points = sorted(p for block in cyclic.base for p in block)
    if points != list(range(plan.players)):
        out.append("base class is not a partition of the players")
    if any(len(block) != 4 for block in cyclic.base):
        out.append("base class has a table without four players")
    if len(cyclic.short) != plan.short:
        out.append("wrong number of short classes")
    for transversal in cyclic.short:
        if sorted(p // plan.m for p in transversal) != list(range(plan.levels)):
            out.append("short class table must hold one player per level")
    if not out and base_cost(plan, cyclic.base, cyclic.short):
        out.append("some pair meets twice")
    return out


def search(
    plan: CyclicPlan,
    seed: int = 0,
    time_limit: float | None = 5.0,
    max_steps: int | None = None,
) -> CyclicBase | None:
    """Simulated annealing for a repeat-free base class of `plan`; None when `max_steps`
    annealing steps (or, as a safety net, `time_limit` seconds) run out first."""
    deadline = None if time_limit is None else time.monotonic() + time_limit
    return search_counted(plan, seed, max_steps, deadline)[0]


def search_counted(
    plan: CyclicPlan, seed: int, max_steps: int | None, deadline: float | None
) -> tuple[CyclicBase | None, int, bool]:
    """`search` for the engine: (base class or None, steps taken, stopped by `deadline`).

    The steps are checked every 4096, so the result depends only on the plan, the seed and
    `max_steps` unless the deadline stops it first."""
    if plan.problems():
        return None, 0, False
    annealer = _Annealer(plan, random.Random(seed))
    found = annealer.run(deadline, max_steps)
    return (found if annealer.final_cost == 0 else None), annealer.steps, annealer.timed_out


class _Annealer:
    """State: blocks of orbit representatives; the base class is their images under the group.

    Moves: swap two representatives between blocks, replace a representative by another
    member of its orbit, or move one player of a short-class table along its level.
    """

    def __init__(self, plan: CyclicPlan, rng: random.Random):
        self.plan = plan
        self.rng = rng
        m, levels, fixed = plan.m, plan.levels, plan.fixed
        finite = levels * m
        self.finite = finite
        group = plan.group()
        self.group = group
        keys = _Keys(plan)
        self.keys = keys
        images = [[perm[p // m] * m + (h * (p % m)) % m for p in range(finite)]
                  for h, perm in group]
        self.images = images
        ng = len(group)
        self.pk: list[tuple[tuple[int, int], ...]] = [()] * (finite * finite)
        for p in range(finite):
            for q in range(finite):
                if p != q:
                    self.pk[p * finite + q] = tuple(
                        keys.table[img[p] * finite + img[q]] for img in images
                    )
        self.cnt = [0] * keys.size
        symmetric = ng > 1
        self.fixed_blocks: list[list[int]] = []
        if symmetric and fixed == 1:
            self.fixed_blocks = [[level * m for level in range(levels)]]
        seen: set[int] = {p for block in self.fixed_blocks for p in block}
        reps = []
        for p in range(finite):
            if p in seen:
                continue
            seen |= {img[p] for img in images}
            reps.append(p)
        self.movable = reps
        # Representatives of the fixed players that get tables of their own in `blocks`.
        if not symmetric:
            self.inf_reps = list(range(fixed))
        elif fixed == levels:
            self.inf_reps = []
            covered: set[int] = set()
            for i in range(fixed):
                if i not in covered:
                    self.inf_reps.append(i)
                    covered |= {perm[i] for _, perm in group}
        else:
            self.inf_reps = []
        self.n_inf = len(self.inf_reps)
        self.levels = levels

    def _initial(self) -> list[list[int]]:
        rng, m = self.rng, self.plan.m
        pool = list(self.movable)
        rng.shuffle(pool)
        blocks: list[list[int]] = []
        for _ in range(self.n_inf):
            block = []
            for level in range(3):
                # Any orbit member may stand for its orbit: take one on the wanted level.
                for i, p in enumerate(pool):
                    member = next((img[p] for img in self.images if img[p] // m == level), None)
                    if member is not None:
                        pool.pop(i)
                        self.movable[self.movable.index(p)] = member
                        block.append(member)
                        break
            blocks.append(block)
        blocks.extend(pool[i:i + 4] for i in range(0, len(pool), 4))
        return blocks

    def run(self, deadline: float | None, max_steps: int | None) -> CyclicBase:
        rng, plan = self.rng, self.plan
        m, finite = plan.m, self.finite
        blocks = self._initial()
        cnt = self.cnt
        pk = self.pk
        n_inf = self.n_inf
        where: dict[int, tuple[int, int]] = {}
        for bi, block in enumerate(blocks):
            for si, p in enumerate(block):
                where[p] = (bi, si)

        def add(p: int, q: int, s: int) -> int:
            d = 0
            for k, w in pk[p * finite + q]:
                c = cnt[k]
                nc = c + s * w
                cnt[k] = nc
                d += (nc * (nc - 1) - c * (c - 1)) >> 1
            return d

        cost = 0
        for block in blocks:
            for i, p in enumerate(block):
                for q in block[i + 1:]:
                    cost += add(p, q, 1)
        # The fixed player's table (0, 0, 0) is one table, not one per symmetry element.
        for block in self.fixed_blocks:
            for i, p in enumerate(block):
                for q in block[i + 1:]:
                    k, w = self.keys.table[p * finite + q]
                    cost += cnt[k] * w
                    cnt[k] += w
        n_trans = plan.short // len(self.group)
        transversals = [[level * m + rng.randrange(m) for level in range(plan.levels)]
                        for _ in range(n_trans)]
        for t in transversals:
            for i, p in enumerate(t):
                for q in t[i + 1:]:
                    cost += add(p, q, 1)

        def block_delta(block: list[int], old: int, new: int) -> int:
            # `old` sits in `block`; move its pairs with the other members over to `new`.
            d = 0
            for r in block:
                if r != old:
                    d += add(old, r, -1) + add(new, r, 1)
            return d

        def swap(p: int, q: int) -> int:
            bp, sp = where[p]
            bq, sq = where[q]
            d = block_delta(blocks[bp], p, q)
            d += block_delta(blocks[bq], q, p)
            blocks[bp][sp] = q
            blocks[bq][sq] = p
            where[p] = (bq, sq)
            where[q] = (bp, sp)
            return d

        def level_ok(block_index: int, leaving: int, coming: int) -> bool:
            if block_index >= n_inf:
                return True
            level = coming // m
            return all(r // m != level for r in blocks[block_index] if r != leaving)

        movable = self.movable
        nmov = len(movable)
        images = self.images
        ng = len(images)
        t0 = 0.8
        temp = t0
        alpha = 0.99999 if nmov > 30 else 0.99995
        step = 0
        self.timed_out = False
        while cost > 0:
            step += 1
            if step & 4095 == 0:
                if max_steps is not None and step > max_steps:
                    break
                if deadline is not None and time.monotonic() > deadline:
                    self.timed_out = True
                    break
            r = rng.random()
            if transversals and r < 0.15:
                t = transversals[rng.randrange(len(transversals))]
                level = rng.randrange(plan.levels)
                old = t[level]
                new = level * m + rng.randrange(m)
                if new == old:
                    continue
                d = 0
                for o in t:
                    if o != old:
                        d += add(old, o, -1)
                t[level] = new
                for o in t:
                    if o != new:
                        d += add(new, o, 1)
                if d <= 0 or rng.random() < math.exp(-d / temp):
                    cost += d
                else:
                    for o in t:
                        if o != new:
                            add(new, o, -1)
                    t[level] = old
                    for o in t:
                        if o != old:
                            add(old, o, 1)
            elif ng > 1 and r < 0.3:
                p = movable[rng.randrange(nmov)]
                q = images[rng.randrange(1, ng)][p]
                bp, sp = where[p]
                if not level_ok(bp, p, q):
                    continue
                block = blocks[bp]
                d = block_delta(block, p, q)
                block[sp] = q
                if d <= 0 or rng.random() < math.exp(-d / temp):
                    cost += d
                    del where[p]
                    where[q] = (bp, sp)
                    movable[movable.index(p)] = q
                else:
                    block_delta(block, q, p)
                    block[sp] = p
            else:
                p = movable[rng.randrange(nmov)]
                q = movable[rng.randrange(nmov)]
                bp = where[p][0]
                bq = where[q][0]
                if bp == bq or not level_ok(bp, p, q) or not level_ok(bq, q, p):
                    continue
                d = swap(p, q)
                if d <= 0 or rng.random() < math.exp(-d / temp):
                    cost += d
                else:
                    swap(p, q)
            temp *= alpha
            if temp < 0.05:
                temp = t0
        self.final_cost = cost
        self.steps = step
        return self._assemble(blocks, transversals)

    def _assemble(self, blocks: list[list[int]], transversals: list[list[int]]) -> CyclicBase:
        plan = self.plan
        m, levels = plan.m, plan.levels
        inf = levels * m
        base: list[Block] = []
        if self.fixed_blocks:
            base.append((inf,) + tuple(self.fixed_blocks[0]))
        for bi, block in enumerate(blocks):
            for (_, perm), img in zip(self.group, self.images, strict=True):
                table = tuple(img[p] for p in block)
                if bi < self.n_inf:
                    # A fixed player follows the level permutation (identity if no symmetry).
                    rep = self.inf_reps[bi]
                    owner = perm[rep] if len(self.group) > 1 else rep
                    table = (inf + owner,) + table
                base.append(table)
        short = [tuple(img[p] for p in t) for t in transversals for img in self.images]
        return CyclicBase(plan, tuple(base), tuple(short))

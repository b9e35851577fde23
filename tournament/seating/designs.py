"""Exact constructions: repeat-free schedules at (or near) the mathematical limit.

`catalogue(n)` gives the longest stored repeat-free schedule for n players (tables as point ids
0..n-1, in no particular seat order), or None. Three families:

* Affine geometry over GF(4): the lines of AG(2,4) fall into 5 parallel classes of 4 lines
  (16 players, 5 rounds: everyone meets everyone exactly once); the lines of AG(3,4) into 21
  parallel classes of 16 lines (64 players, 21 rounds, again a complete design).
* One published solution: the famous 32-player, 10-round social golfer instance (8-4-10).
* Cyclic base classes (see `cyclic.py`) for the sizes where local search stalls below the
  target, checked by the tests. Most were found with `cyclic.search` (seed noted); the
  28-, 40-, 88- and 100-player ones are 1-rotational resolvable (n,4,1) designs, meeting the
  bound floor((n-1)/3) exactly, and the 80-player one a resolvable 4-GDD of type 2^40: 26
  rounds, the bound, each player missing one other only (the 80- and 100-player ones were
  found as exact covers, see their comments).
"""

from __future__ import annotations

from functools import cache

from tournament.seating.cyclic import CyclicBase, CyclicPlan

Tables = list[tuple[int, ...]]

# GF(4) = {0, 1, w, w^2} coded 0, 1, 2, 3; addition is XOR.
_GF4_MUL = (
    (0, 0, 0, 0),
    (0, 1, 2, 3),
    (0, 2, 3, 1),
    (0, 3, 1, 2),
)

_ROTATE3 = ((1, (1, 2, 0)), (1, (2, 0, 1)))

# n -> base class. Each was produced by cyclic.search(plan, seed=...) as noted.
CYCLIC: dict[int, CyclicBase] = {
    # 5 rounds, the 5-fixed-player plan is a transversal design TD(4,5) in disguise (seed 0).
    20: CyclicBase(
        CyclicPlan(m=5, fixed=5),
        ((15, 1, 7, 13), (16, 4, 9, 12), (17, 0, 8, 10), (18, 2, 6, 11), (19, 3, 5, 14)),
    ),
    # 7 rounds = 24/3 - 1, the best possible for 24 players (seed 0).
    24: CyclicBase(
        CyclicPlan(m=7, fixed=3),
        ((21, 6, 11, 18), (22, 2, 8, 19), (23, 4, 12, 17), (16, 14, 5, 20), (9, 7, 13, 15),
         (10, 1, 3, 0)),
    ),
    # 9 rounds, a cyclic resolvable (28,4,1) design: every pair meets exactly once.
    28: CyclicBase(
        CyclicPlan(m=9, fixed=1),
        ((27, 3, 12, 20), (13, 23, 11, 26), (7, 15, 8, 9), (1, 25, 24, 5), (0, 6, 18, 22),
         (19, 14, 10, 21), (4, 16, 17, 2)),
    ),
    # 11 rounds = 36/3 - 1, with the level rotation as extra symmetry (seed 0).
    36: CyclicBase(
        CyclicPlan(m=11, fixed=3, symmetry=_ROTATE3),
        ((33, 8, 11, 23), (34, 19, 22, 1), (35, 30, 0, 12), (2, 27, 25, 7), (13, 5, 3, 18),
         (24, 16, 14, 29), (20, 17, 26, 21), (31, 28, 4, 32), (9, 6, 15, 10)),
    ),
    # 13 rounds, a resolvable (40,4,1) design invariant under x -> 3x (seed 0).
    40: CyclicBase(
        CyclicPlan(m=13, fixed=1, symmetry=((3, (0, 1, 2)), (9, (0, 1, 2)))),
        ((39, 0, 13, 26), (8, 28, 37, 5), (11, 32, 33, 2), (7, 31, 34, 6), (27, 21, 18, 38),
         (29, 24, 15, 36), (35, 20, 19, 30), (10, 3, 14, 25), (4, 9, 16, 23), (12, 1, 22, 17)),
    ),
    # 29 rounds, a resolvable (88,4,1) design invariant under x -> 7x in Z_29 (seed 0):
    # the bound floor(87/3) = 29 exactly, every pair meets once.
    88: CyclicBase(
        CyclicPlan(m=29, fixed=1, symmetry=tuple((h, (0, 1, 2)) for h in (7, 20, 24, 23, 16, 25))),
        ((87, 0, 29, 58), (60, 70, 53, 48), (72, 84, 52, 46), (69, 66, 45, 32), (77, 85, 54, 50),
         (75, 73, 30, 31), (61, 76, 36, 43), (79, 68, 49, 40), (80, 81, 9, 26), (67, 74, 5, 8),
         (63, 83, 6, 27), (64, 59, 13, 15), (71, 65, 4, 18), (62, 78, 28, 10), (86, 82, 22, 12),
         (39, 57, 16, 17), (41, 51, 25, 3), (55, 38, 1, 21), (37, 34, 7, 2), (56, 35, 20, 14),
         (44, 42, 24, 11), (47, 33, 23, 19)),
    ),
    # 26 rounds, the bound floor(79/3) for 80 players: a resolvable 4-GDD of type 2^40, where
    # every player meets every other but one exactly once (the two fixed players never meet,
    # nor (x, level) and (x + 13, level)). The difference keys leave no room (needed ==
    # available), which the annealing of `cyclic.search` does not solve; this base class was
    # found offline as an exact cover of the keys (Knuth's Algorithm X with dancing links, a
    # random restart that succeeded after 17,677 nodes), its tables taken invariant under
    # (x, level) -> (3x, level + 1) (3 has order 3 mod 26). `check_base` and the tests verify it.
    80: CyclicBase(
        CyclicPlan(m=26, fixed=2),
        ((79, 22, 40, 68), (78, 2, 32, 70), (4, 66, 18, 37), (38, 16, 28, 59), (62, 48, 58, 21),
         (1, 74, 19, 77), (29, 14, 31, 23), (61, 42, 67, 43), (3, 5, 56, 45), (35, 41, 12, 57),
         (53, 71, 36, 15), (9, 20, 46, 69), (27, 34, 60, 25), (55, 76, 24, 49), (0, 54, 50, 39),
         (26, 6, 72, 65), (52, 44, 8, 13), (7, 10, 11, 17), (47, 30, 33, 51), (63, 64, 73, 75)),
    ),
    # 33 rounds, a resolvable (100,4,1) design: every pair meets exactly once, the bound
    # floor(99/3). 1-rotational over Z_33 x Z_3 (the level rotation maps the base class to
    # itself); as for 80 the keys leave no room, and `cyclic.search` does not reach it. Found
    # offline as an exact cover of the 48 +-differences of Z_33 x Z_3 outside {0} x Z_3 and the
    # 32 nonzero x by eight base tables (each with its two level rotations): four tables drawn
    # at random, the other four by Knuth's Algorithm X, repeated until the four completed
    # (3,400 draws). `check_base` and the tests verify it.
    100: CyclicBase(
        CyclicPlan(m=33, fixed=1, symmetry=_ROTATE3),
        ((99, 0, 33, 66), (12, 47, 53, 91), (45, 80, 86, 25), (78, 14, 20, 58), (5, 60, 28, 64),
         (38, 93, 61, 97), (71, 27, 94, 31), (13, 82, 26, 29), (46, 16, 59, 62), (79, 49, 92, 95),
         (2, 42, 76, 84), (35, 75, 10, 18), (68, 9, 43, 51), (3, 4, 74, 22), (36, 37, 8, 55),
         (69, 70, 41, 88), (6, 15, 17, 54), (39, 48, 50, 87), (72, 81, 83, 21), (1, 73, 52, 57),
         (34, 7, 85, 90), (67, 40, 19, 24), (11, 56, 63, 32), (44, 89, 96, 65), (77, 23, 30, 98)),
    ),
    # 12 rounds (seed 0).
    44: CyclicBase(
        CyclicPlan(m=12, fixed=8),
        ((36, 6, 18, 35), (37, 8, 22, 29), (38, 9, 16, 28), (39, 2, 17, 26), (40, 7, 12, 25),
         (41, 10, 14, 32), (42, 4, 15, 30), (43, 1, 19, 33), (20, 31, 23, 21), (3, 13, 0, 5),
         (27, 34, 11, 24)),
    ),
    # 13 rounds (seed 0).
    48: CyclicBase(
        CyclicPlan(m=13, fixed=9),
        ((39, 7, 18, 30), (40, 9, 19, 37), (41, 3, 21, 38), (42, 6, 14, 35), (43, 0, 17, 26),
         (44, 12, 24, 31), (45, 11, 25, 28), (46, 1, 23, 34), (47, 2, 22, 36), (16, 20, 13, 15),
         (5, 4, 10, 8), (27, 32, 33, 29)),
    ),
    # 15 rounds (seed 2, 191,133 annealing steps): with 12 rounds or fewer, a spare round
    # seats 13 teams of four apart; the search needs seconds, too long to run each time.
    52: CyclicBase(
        CyclicPlan(m=15, fixed=7),
        ((45, 2, 19, 34), (46, 11, 25, 36), (47, 6, 29, 43), (48, 14, 23, 40), (49, 10, 20, 38),
         (50, 12, 16, 35), (51, 1, 17, 30), (31, 41, 44, 37), (24, 27, 32, 33), (8, 4, 39, 9),
         (3, 0, 15, 42), (13, 18, 7, 5), (22, 26, 28, 21)),
    ),
    # 15 rounds (seed 0, 155,123 annealing steps): like 52, a spare round for 14 teams of
    # four over 12 rounds.
    56: CyclicBase(
        CyclicPlan(m=15, fixed=11),
        ((45, 13, 17, 44), (46, 6, 19, 36), (47, 2, 24, 42), (48, 3, 28, 38), (49, 9, 25, 31),
         (50, 1, 27, 40), (51, 8, 26, 41), (52, 7, 21, 30), (53, 14, 20, 43), (54, 5, 29, 33),
         (55, 11, 23, 37), (16, 15, 22, 18), (4, 12, 0, 10), (35, 32, 34, 39)),
    ),
}


# Solutions taken from the literature, as rounds of tables. Letters of the source are
# numbered A..P -> 0..15, a..p -> 16..31.
EXPLICIT: dict[int, tuple[str, tuple[tuple[tuple[int, ...], ...], ...]]] = {
    # 32 players, 10 rounds: the social golfer instance 8-4-10 (CSPLib problem 10), solved
    # by construction (A. Aguado, 2004). Transcribed from the Wolfram Demonstrations
    # "Social Golfer Problem" solution for 32 players in groups of four, as quoted in the
    # literature notes of the fpvandoorn/Dagstuhl-tables repository (first ten rows).
    32: ("published 8-4-10 social golfer solution", (
        ((0, 1, 2, 3), (4, 5, 6, 7), (8, 9, 10, 11), (12, 13, 14, 15), (16, 17, 18, 19),
         (20, 21, 22, 23), (24, 25, 26, 27), (28, 29, 30, 31)),
        ((0, 4, 8, 28), (1, 18, 22, 7), (3, 5, 10, 31), (19, 21, 26, 15), (16, 20, 24, 12),
         (17, 2, 6, 23), (25, 11, 13, 30), (9, 27, 29, 14)),
        ((0, 21, 27, 30), (1, 23, 26, 28), (3, 6, 24, 13), (16, 5, 11, 14), (17, 7, 10, 12),
         (2, 20, 9, 15), (18, 4, 25, 31), (19, 22, 8, 29)),
        ((0, 18, 24, 11), (1, 19, 25, 10), (17, 3, 9, 26), (5, 22, 30, 15), (21, 6, 14, 31),
         (16, 2, 8, 27), (4, 23, 12, 29), (20, 7, 28, 13)),
        ((0, 22, 10, 13), (1, 4, 27, 15), (3, 7, 8, 30), (19, 23, 24, 14), (17, 20, 11, 31),
         (2, 21, 25, 28), (18, 5, 9, 12), (16, 6, 26, 29)),
        ((0, 23, 9, 31), (1, 5, 24, 29), (18, 3, 28, 14), (17, 21, 8, 13), (20, 6, 10, 27),
         (2, 19, 12, 30), (4, 22, 26, 11), (16, 7, 25, 15)),
        ((0, 19, 20, 5), (1, 6, 9, 30), (16, 3, 4, 21), (18, 23, 27, 13), (24, 10, 28, 15),
         (2, 7, 11, 29), (17, 22, 25, 14), (8, 26, 12, 31)),
        ((0, 17, 29, 15), (16, 1, 13, 31), (3, 22, 27, 12), (18, 20, 26, 30), (21, 7, 24, 9),
         (2, 4, 10, 14), (5, 23, 8, 25), (19, 6, 11, 28)),
        ((0, 6, 25, 12), (1, 20, 8, 14), (3, 23, 11, 15), (16, 22, 9, 28), (18, 21, 10, 29),
         (2, 5, 26, 13), (17, 4, 24, 30), (19, 7, 27, 31)),
        ((0, 7, 26, 14), (1, 21, 11, 12), (3, 20, 25, 29), (17, 5, 27, 28), (18, 6, 8, 15),
         (2, 22, 24, 31), (19, 4, 9, 13), (16, 23, 10, 30)),
    )),
}


def affine_classes(dimension: int) -> list[Tables]:
    """Parallel classes of lines of AG(dimension, 4); points are base-4 numbers."""
    size = 4 ** dimension

    def digits(p: int) -> list[int]:
        return [(p >> (2 * i)) & 3 for i in range(dimension)]

    def number(v: list[int]) -> int:
        return sum(x << (2 * i) for i, x in enumerate(v))

    directions = []
    for p in range(1, size):
        v = digits(p)
        lead = next(x for x in reversed(v) if x)
        if lead == 1:  # one representative per projective point
            directions.append(v)
    classes = []
    for d in directions:
        seen: set[int] = set()
        lines = []
        for p in range(size):
            if p in seen:
                continue
            v = digits(p)
            line = tuple(number([v[i] ^ _GF4_MUL[t][d[i]] for i in range(dimension)])
                         for t in range(4))
            seen.update(line)
            lines.append(line)
        classes.append(lines)
    return classes


@cache
def _catalogue(n: int) -> tuple[tuple[tuple[int, ...], ...], ...] | None:
    if n == 16:
        return tuple(tuple(c) for c in affine_classes(2))
    if n == 64:
        return tuple(tuple(c) for c in affine_classes(3))
    if n in EXPLICIT:
        return EXPLICIT[n][1]
    if n in CYCLIC:
        return tuple(tuple(r) for r in CYCLIC[n].expand())
    return None


def catalogue(n: int) -> list[Tables] | None:
    """The longest stored repeat-free schedule for n players, or None."""
    found = _catalogue(n)
    return None if found is None else [list(r) for r in found]


def method_name(n: int) -> str:
    if n == 16:
        return "affine plane AG(2,4)"
    if n == 64:
        return "affine space AG(3,4)"
    if n in EXPLICIT:
        return EXPLICIT[n][0]
    plan = CYCLIC[n].plan
    return f"cyclic design Z_{plan.m} x {plan.levels} + {plan.fixed}"

"""Whole schedules: `generate` for a new tournament, `reseat` for the rounds not yet played.

The pipeline, each step pure and separately testable:

1. groups: which four players share a table in each round. Candidates, the best kept
   (fewest repeated pairs, then the lowest maximum of meetings, then fewest keep-apart
   meetings; see _Judge):
   * when reseating, the planned rounds adapted to who left or came;
   * a construction: a stored exact design when one covers the request (designs.py),
     otherwise close to the repeat-free limit a cyclic base-class search (cyclic.py), below
     it tabu search (search.py); beyond the limit, copies of the best repeat-free schedule
     are stacked and the search evens out how often pairs meet. Relabelling (relabel.py)
     chooses which real player takes which place, so that teammates (clubs, countries,
     substitutes) and pairs that already met are kept apart; tabu search does the rest;
   * the greedy seater (greedy.py): its plain draw is the floor no returned plan is worse
     than, and its best-of-several draw, improved by tabu search, is the fast way for large
     fields and for rounds after played ones.
   The search stops as soon as a candidate meets every target; the order depends on the
   request (constructions first where they are the better bet).
2. seat winds (winds.py) and physical table numbers (tables.py).
3. the quality report (report.py).

Every search is bounded by a step budget (budget.py), never by the clock, so the plan depends
only on the request and the seed; the time limit is an outer safety net.
"""
from __future__ import annotations

import random
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from itertools import permutations
from typing import Any

from tournament.errors import InvalidInput
from tournament.issue_codes import IssueCode
from tournament.model import Issue
from tournament.seating import designs
from tournament.seating.budget import DEFAULT_STEPS, RESEAT_STEPS, Budget
from tournament.seating.cyclic import CyclicPlan, search_counted
from tournament.seating.greedy import greedy_rounds
from tournament.seating.model import (
    Constraints,
    Rounds,
    Schedule,
    SeatingPlayer,
    best_known,
    meetings_target,
    players_and_constraints,
    repeat_free_limit,
)
from tournament.seating.relabel import relabel
from tournament.seating.report import quality_report
from tournament.seating.search import (
    APART_WEIGHT,
    REPEAT_WEIGHT,
    WIND_WEIGHT,
    SearchResult,
    improve,
)
from tournament.seating.table_numbers import HUNGARIAN_TABLES, assign_tables
from tournament.seating.winds import seat_winds

_PERMS = tuple(permutations(range(4)))

Groups = list[list[list[int]]]

# Time kept back for winds, table numbers and the report: a share of the limit, at least
# what table numbering is expected to take (see _table_effort).
_FINISH_RESERVE = 0.05


def check_players(ids: Sequence[int], constraints: Constraints) -> list[Issue]:
    """Problems with the set of players to seat (validation as data)."""
    issues = []
    n = len(ids)
    if len(set(ids)) != n:
        dupes = sorted({p for p in ids if list(ids).count(p) > 1})
        issues.append(Issue(IssueCode.DUPLICATE_PLAYER, None, "players",
                            f"player ids appear twice: {', '.join(map(str, dupes))}"))
    if n < 4:
        issues.append(Issue(IssueCode.TOO_FEW_PLAYERS, None, "players",
                            f"{n} players cannot fill a table of four"))
    elif n % 4:
        missing = 4 - n % 4
        issues.append(Issue(
            IssueCode.PLAYERS_NOT_MULTIPLE_OF_4, None, "players",
            f"{n} players do not fill tables of four: add {missing} substitute"
            f"{'s' if missing > 1 else ''} (or remove {n % 4} player{'s' if n % 4 > 1 else ''})"))
    known = set(ids)
    for name, mapping in (("teams", constraints.teams), ("clubs", constraints.clubs),
                          ("countries", constraints.countries)):
        unknown = sorted(p for p in mapping if p not in known)
        if unknown:
            issues.append(Issue(IssueCode.UNKNOWN_PLAYER, None, name,
                                f"not among the players: {', '.join(map(str, unknown))}",
                                {"variant": "several",
                                 "players": ", ".join(map(str, unknown))}))
    unknown_subs = sorted(p for p in constraints.substitutes if p not in known)
    if unknown_subs:
        issues.append(Issue(IssueCode.UNKNOWN_PLAYER, None, "substitutes",
                            f"not among the players: {', '.join(map(str, unknown_subs))}",
                            {"variant": "several",
                             "players": ", ".join(map(str, unknown_subs))}))
    return issues


def generate(
    players: int | Sequence[SeatingPlayer] | Sequence[int],
    rounds: int,
    constraints: Constraints | None = None,
    seed: int = 0,
    time_limit: float = 10.0,
    *,
    steps: int | None = None,
) -> Schedule:
    """A whole schedule of `rounds` rounds; raises InvalidInput for impossible requests.

    The plan depends only on the players, rounds, constraints, seed and `steps` (the search
    budget, see budget.py; default DEFAULT_STEPS), never on the machine's speed. `time_limit`
    (seconds) is a safety net: if it is reached first, the search stops with its best plan
    so far and the report says `time_limit_reached`. The plan is never worse than
    `greedy_schedule` for the same request (fewer repeated pairs, or as many and no higher
    maximum of meetings; beyond the repeat-free limit, meetings at least as even).
    """
    start = time.monotonic()
    ids, cons = players_and_constraints(players, constraints)
    issues = check_players(ids, cons)
    if rounds < 1:
        issues.append(Issue(IssueCode.NO_ROUNDS, None, "rounds", "at least one round is needed"))
    if steps is not None and steps < 0:
        issues.append(Issue(IssueCode.BAD_STEPS, None, "steps",
                            "the step budget cannot be negative"))
    if issues:
        raise InvalidInput(issues)
    budget = Budget(DEFAULT_STEPS if steps is None else steps)
    return _schedule(ids, cons, (), rounds, seed, start, time_limit, budget)


def reseat(
    schedule_rounds: Sequence[Sequence[Sequence[int]]],
    from_round: int,
    players: int | Sequence[SeatingPlayer] | Sequence[int],
    constraints: Constraints | None = None,
    seed: int = 0,
    time_limit: float = 10.0,
    *,
    total_rounds: int | None = None,
    steps: int | None = None,
) -> Schedule:
    """Keep rounds before `from_round` exactly; seat `players` anew for the rest.

    The number of rounds stays that of `schedule_rounds` unless `total_rounds` is given.
    Pairs that met in the kept rounds count as met, and seat winds and table numbers continue
    from them. Rounds of `schedule_rounds` from `from_round` on are the plan so far: when
    they are given, they are tried first with newcomers in the seats of those who left (the
    printed plan changes least). Deterministic like `generate`; `steps` defaults to
    RESEAT_STEPS (a smaller budget: people are waiting), `time_limit` is a safety net.
    """
    start = time.monotonic()
    ids, cons = players_and_constraints(players, constraints)
    issues = check_players(ids, cons)
    total = len(schedule_rounds) if total_rounds is None else total_rounds
    if not 0 <= from_round <= len(schedule_rounds):
        issues.append(Issue(IssueCode.BAD_ROUND, None, "from_round",
                            f"from_round must be between 0 and {len(schedule_rounds)}"))
    elif total < from_round:
        issues.append(Issue(IssueCode.BAD_ROUND, None, "total_rounds",
                            "total_rounds is smaller than the number of kept rounds"))
    if steps is not None and steps < 0:
        issues.append(Issue(IssueCode.BAD_STEPS, None, "steps",
                            "the step budget cannot be negative"))
    if issues:
        raise InvalidInput(issues)
    kept = _as_rounds(schedule_rounds[:from_round])
    planned = _as_rounds(schedule_rounds[from_round:total])
    budget = Budget(RESEAT_STEPS if steps is None else steps)
    return _schedule(ids, cons, kept, total - from_round, seed, start, time_limit, budget,
                     planned)


def random_schedule(
    players: int | Sequence[SeatingPlayer] | Sequence[int],
    rounds: int,
    seed: int = 0,
    constraints: Constraints | None = None,
) -> Schedule:
    """Random tables each round (reproducible from `seed`), with balanced winds."""
    start = time.monotonic()
    ids, cons = players_and_constraints(players, constraints)
    issues = check_players(ids, cons)
    if rounds < 1:
        issues.append(Issue(IssueCode.NO_ROUNDS, None, "rounds", "at least one round is needed"))
    if issues:
        raise InvalidInput(issues)
    rng = random.Random(seed)
    n = len(ids)
    groups: Groups = []
    for _ in range(rounds):
        order = list(range(n))
        rng.shuffle(order)
        groups.append([order[i:i + 4] for i in range(0, n, 4)])
    return _finish(ids, cons, (), groups, "random", False, start)


def greedy_schedule(
    players: int | Sequence[SeatingPlayer] | Sequence[int],
    rounds: int,
    seed: int = 0,
    constraints: Constraints | None = None,
) -> Schedule:
    """The greedy baseline (greedy.py) with balanced winds, reproducible from `seed`.

    `generate` never returns a plan with more repeated pairs (or, as many, a higher maximum
    number of meetings) than this one for the same request.
    """
    start = time.monotonic()
    ids, cons = players_and_constraints(players, constraints)
    issues = check_players(ids, cons)
    if rounds < 1:
        issues.append(Issue(IssueCode.NO_ROUNDS, None, "rounds", "at least one round is needed"))
    if issues:
        raise InvalidInput(issues)
    n = len(ids)
    index = {p: i for i, p in enumerate(ids)}
    counted = [p not in cons.substitutes for p in ids]
    groups = greedy_rounds(n, rounds, random.Random(seed), counted=counted,
                           apart=_apart_pairs(ids, index, cons))
    return _finish(ids, cons, (), groups, "greedy", False, start)


def _schedule(
    ids: list[int],
    cons: Constraints,
    kept: Rounds,
    new_rounds: int,
    seed: int,
    start: float,
    time_limit: float,
    budget: Budget,
    planned: Rounds = (),
) -> Schedule:
    if new_rounds == 0:
        return _finish(ids, cons, kept, [], "kept rounds only", False, start)
    n = len(ids)
    rng = random.Random(seed)
    index = {p: i for i, p in enumerate(ids)}
    _, _, finish_seconds = _table_effort(n // 4, new_rounds)
    reserve = min(0.3 * time_limit, max(_FINISH_RESERVE * time_limit, finish_seconds))
    budget.deadline = start + time_limit - reserve

    history: dict[tuple[int, int], int] = {}
    for rnd in kept:
        for table in rnd:
            members = [index[p] for p in table if p in index]
            for i, a in enumerate(members):
                for b in members[i + 1:]:
                    key = (a, b) if a < b else (b, a)
                    history[key] = history.get(key, 0) + 1
    counted = [ids[i] not in cons.substitutes for i in range(n)]
    apart: list[tuple[int, ...]] = list(_apart_pairs(ids, index, cons))
    wind_floor = 0
    if kept and new_rounds == 1:
        apart += _wind_pairs(ids, kept)
        wind_floor = _wind_floor(ids, kept)

    regular = sum(counted)
    met_before = sum(c for (a, b), c in history.items() if counted[a] and counted[b])
    # Counted pairs per round: six a table, three fewer at a table with a substitute.
    per_round = 6 * (n // 4) - 3 * min(n - regular, n // 4)
    lo, hi = meetings_target(regular, met_before + new_rounds * per_round)
    history_list = [(a, b, c) for (a, b), c in history.items()]
    judge = _Judge(n, history_list, counted, apart, lo, hi, wind_floor)

    def tabu(groups: Groups, steps: int) -> SearchResult:
        result = improve(
            n, groups, history=history_list, counted=counted, apart=apart,
            target_high=hi, target_low=lo, rng=rng, max_evaluations=steps,
            deadline=budget.deadline,
        )
        budget.spend(result.evaluations, result.timed_out)
        return result

    replaced = _replace_in_plan(ids, index, planned, new_rounds, rng)
    if replaced is not None:
        # The planned rounds with newcomers in the seats of those who left: usually still
        # repeat-free, and it changes the printed plan least.
        result = tabu(replaced, budget.share(0.5))
        method = "planned rounds adapted to the players who left or came"
        if result.iterations:
            method += ", tabu search"
        if judge.consider(result.rounds, method):
            return _finish(ids, cons, kept, result.rounds, method, budget.timed_out, start)

    known = best_known(n)
    free_max = known if known is not None else repeat_free_limit(n)
    stored = designs.catalogue(n)
    from_design = not kept and stored is not None and new_rounds <= len(stored)
    beyond = new_rounds > free_max
    tight = new_rounds > 0.75 * repeat_free_limit(n)
    # Constructions first where they are the better bet: a stored design, more rounds than can
    # be repeat-free (stacked designs even out meetings), close to the limit (the cyclic
    # search), and with players to keep apart (a construction with a spare round seats each
    # team at one of its tables: they never meet). Elsewhere, and always when rounds were
    # played, the greedy plan improved by tabu search comes first; the other way is tried
    # with what is left of the budget. Close to the limit without a cyclic plan with room to
    # spare, a construction would be the same tabu search again: it is not tried.
    cyclic = bool(_cyclic_plans(n, new_rounds)) if tight and not beyond else False
    construct_first = from_design or (not kept and (beyond or cyclic or bool(apart)))

    def construct(share: float, then: float) -> None:
        """Build with `share` of the budget, then tabu search with `then` of what is left."""
        steps = budget.share(share)
        sub = Budget(steps, budget.deadline)
        groups, method = _constructed(ids, index, cons, kept, new_rounds, history, apart,
                                      rng, sub)
        budget.spend(sub.used, sub.timed_out)
        if budget.expired() and judge.best is not None:
            # Too little left to finish it: keep what was found before.
            judge.consider(groups, method)
            return
        result = tabu(groups, budget.share(then))
        if result.iterations:
            method += ", tabu search"
        judge.consider(result.rounds, method)

    done = False
    if construct_first:
        construct(0.6, 0.9)
        done = judge.perfect
    if not done:
        # The floor: no plan worse than the greedy baseline (`greedy_schedule`, the same
        # draw for the same seed) is returned; a perfect plan found above is at least as good.
        baseline = greedy_rounds(n, new_rounds, random.Random(seed), history=history_list,
                                 counted=counted, apart=apart)
        done = judge.consider(baseline, "greedy")
    if not done:
        greedy = greedy_rounds(n, new_rounds, rng, history=history_list, counted=counted,
                               apart=apart, tries=_GREEDY_TRIES, budget=budget)
        done = judge.consider(greedy, "greedy")
        if not done:
            result = tabu([[list(t) for t in rnd] for rnd in greedy], budget.share(0.6))
            done = judge.consider(result.rounds, "greedy, tabu search")
    if not done and not construct_first and not budget.expired() and (cyclic or not tight):
        construct(1.0, 1.0)
    assert judge.best_groups is not None
    return _finish(ids, cons, kept, judge.best_groups, judge.best_method, budget.timed_out,
                   start)


# Draws of a round that adds repeats, keeping the best: cheap, and for fields close to the
# repeat-free limit better than the tabu search can do from a single draw.
_GREEDY_TRIES = 16


class _Judge:
    """Keeps the best plan seen so far. Better means, below the repeat-free limit, fewer
    repeated pairs, then a lower maximum of meetings, then fewer keep-apart meetings; beyond
    it, meetings more even (sum over pairs of C(meetings, 2)), then the same. A plan is
    perfect when meetings are within the fair target, no keep-apart pair meets and the pairs
    kept apart for their winds (WIND_WEIGHT) meet no more than `wind_floor` says they must."""

    def __init__(
        self,
        n: int,
        history: list[tuple[int, int, int]],
        counted: list[bool],
        apart: list[tuple[int, ...]],
        lo: int,
        hi: int,
        wind_floor: int = 0,
    ):
        self.n = n
        self.history = history
        self.counted = counted
        self.apart: dict[tuple[int, int], int] = {}
        self.winds: dict[tuple[int, int], int] = {}
        for pair in apart:
            key = (pair[0], pair[1]) if pair[0] < pair[1] else (pair[1], pair[0])
            weight = pair[2] if len(pair) > 2 else APART_WEIGHT
            into = self.winds if weight <= WIND_WEIGHT else self.apart
            into[key] = max(into.get(key, 0), weight)
        self.lo, self.hi = lo, max(1, hi)
        self.wind_floor = wind_floor
        self.best: tuple[int, ...] | None = None
        self.best_groups: Groups | None = None
        self.best_method = ""
        self.perfect = False

    def key(self, groups: Groups) -> tuple[tuple[int, ...], bool]:
        """(comparison key, meets every target)."""
        counted = self.counted
        meet: dict[tuple[int, int], int] = {}
        for p, q, c in self.history:
            if counted[p] and counted[q]:
                key = (p, q) if p < q else (q, p)
                meet[key] = meet.get(key, 0) + c
        apart_cost = wind_cost = 0
        apart, winds = self.apart, self.winds
        for rnd in groups:
            for table in rnd:
                for i, p in enumerate(table):
                    for q in table[i + 1:]:
                        key = (p, q) if p < q else (q, p)
                        if apart:
                            apart_cost += apart.get(key, 0)
                        if winds:
                            wind_cost += winds.get(key, 0)
                        if counted[p] and counted[q]:
                            meet[key] = meet.get(key, 0) + 1
        repeated = sum(1 for m in meet.values() if m > 1)
        most = max(meet.values(), default=0)
        spread = sum(m * (m - 1) // 2 for m in meet.values())
        regular = sum(counted)
        short = 0
        if self.lo > 0:
            short = regular * (regular - 1) // 2 - sum(1 for m in meet.values() if m >= self.lo)
        perfect = (most <= self.hi and short == 0 and apart_cost == 0
                   and wind_cost <= self.wind_floor)
        if self.hi <= 1:
            return (repeated, most, apart_cost + wind_cost, spread), perfect
        return (spread, most, apart_cost + wind_cost, repeated), perfect

    def consider(self, groups: Groups, method: str) -> bool:
        """Keep `groups` if better than the best so far; True once a plan meets every target
        (nothing left to search for)."""
        key, perfect = self.key(groups)
        if self.best is None or key < self.best:
            self.best, self.best_groups, self.best_method = key, groups, method
            self.perfect = perfect
        return self.perfect


def _constructed(
    ids: list[int],
    index: dict[int, int],
    cons: Constraints,
    kept: Rounds,
    new_rounds: int,
    history: dict[tuple[int, int], int],
    apart: list[tuple[int, ...]],
    rng: random.Random,
    budget: Budget,
) -> tuple[Groups, str]:
    """A construction (stored design, cyclic or tabu search, stacked copies), relabelled so
    that players to keep apart and pairs that already met land on points that never meet."""
    n = len(ids)
    counted = [ids[i] not in cons.substitutes for i in range(n)]
    edges: dict[int, dict[int, int]] = {}
    for (a, b), c in history.items():
        if counted[a] and counted[b]:
            w = REPEAT_WEIGHT * c
            edges.setdefault(a, {})[b] = edges.setdefault(b, {})[a] = w
    for pair in apart:
        a, b = pair[0], pair[1]
        w = edges.get(a, {}).get(b, 0) + (pair[2] if len(pair) > 2 else APART_WEIGHT)
        edges.setdefault(a, {})[b] = edges.setdefault(b, {})[a] = w
    # With pairs to keep apart, build one round more than needed when that is still
    # repeat-free: its tables are groups of players that never meet (see _seed_labels).
    sub = Budget(budget.share(0.85), budget.deadline)
    built = _structure(n, new_rounds, rng, sub, spare=1 if edges else 0)
    budget.spend(sub.used, sub.timed_out)
    groups, method = built.groups, built.method
    initial = None
    if built.spare:
        # Tables of a construction round we do not play never meet in the rounds we do:
        # seat each team (or each table of the last kept round) at one of them.
        last = [[index[p] for p in table if p in index] for table in kept[-1]] if kept else []
        clusters = [c for c in last if len(c) > 1] + _apart_clusters(ids, index, cons)
        initial = _seed_labels(n, built.spare[0], clusters, rng)
    # Without pairs to avoid this is a random renaming: each seed seats other people together.
    point_of, _ = relabel(n, groups, edges, rng, initial=initial, budget=budget)
    player_at = [0] * n
    for player, point in enumerate(point_of):
        player_at[point] = player
    groups = [[[player_at[p] for p in table] for table in rnd] for rnd in groups]
    if edges:
        method += ", relabelled for constraints" if apart else ", relabelled"
    return groups, method


def _replace_in_plan(
    ids: list[int], index: dict[int, int], planned: Rounds, new_rounds: int,
    rng: random.Random,
) -> Groups | None:
    """The planned rounds (internal indices) adapted to the current players, or None when
    there is no plan for every new round.

    Each newcomer takes the seat of one player who left, as a replacement would. When more
    left than came, the emptiest tables of a round are broken up to fill the other tables'
    empty seats; when more came than left, the remaining newcomers form new tables (the
    search then mixes them in).
    """
    if len(planned) < new_rounds or not planned:
        return None
    present = set(index)
    field_players = sorted({p for rnd in planned for table in rnd for p in table})
    leaving = [p for p in field_players if p not in present]
    arriving = sorted(present - set(field_players))
    seat_of = dict(zip(leaving, arriving, strict=False))
    extra = arriving[len(leaving):]
    groups: Groups = []
    for rnd in planned[:new_rounds]:
        tables = [[seat_of.get(p, p) for p in table] for table in rnd]
        tables = [[p for p in table if p in present] for table in tables]
        seated = {p for table in tables for p in table}
        loose = [p for p in extra if p not in seated]
        loose += sorted(present - seated - set(loose))
        full = [t for t in tables if len(t) == 4]
        partial = sorted((t for t in tables if 0 < len(t) < 4), key=len)
        while partial and sum(4 - len(t) for t in partial) > len(loose):
            loose.extend(partial.pop(0))
        rng.shuffle(loose)
        for table in partial:
            while len(table) < 4:
                table.append(loose.pop())
        while loose:
            full.append([loose.pop() for _ in range(4)])
        groups.append([[index[p] for p in table] for table in full + partial])
    return groups


def _wind_pairs(ids: list[int], kept: Rounds) -> list[tuple[int, int, int]]:
    """For a single new round: pairs of players who may take the same winds only.

    A player may take wind w if that keeps w within ceil(rounds played / 4). A table can give
    its four players allowed winds exactly when no two of them have the same allowed set
    (smaller than all four): by Hall's theorem, trouble needs two players allowed one wind,
    three allowed the same two, or four allowed the same three. So players with the same
    allowed set are kept apart, with a weight below teams and repeats.
    """
    counts: dict[int, list[int]] = {p: [0, 0, 0, 0] for p in ids}
    for rnd in kept:
        for table in rnd:
            for seat, p in enumerate(table):
                if p in counts:
                    counts[p][seat] += 1
    by_set: dict[frozenset[int], list[int]] = {}
    for i, p in enumerate(ids):
        c = counts[p]
        cap = -(-(sum(c) + 1) // 4)
        allowed = frozenset(w for w in range(4) if c[w] + 1 <= cap)
        if len(allowed) < 4:
            by_set.setdefault(allowed, []).append(i)
    pairs = []
    for members in by_set.values():
        for j, a in enumerate(members):
            for b in members[j + 1:]:
                pairs.append((a, b, WIND_WEIGHT))
    return pairs


def _wind_floor(ids: list[int], kept: Rounds) -> int:
    """The fewest pairs of `_wind_pairs` one round can seat together: each group of players
    with the same allowed winds spread as evenly as the tables allow."""
    tables = len(ids) // 4
    sizes: dict[frozenset[int], int] = {}
    counts: dict[int, list[int]] = {p: [0, 0, 0, 0] for p in ids}
    for rnd in kept:
        for table in rnd:
            for seat, p in enumerate(table):
                if p in counts:
                    counts[p][seat] += 1
    for c in counts.values():
        cap = -(-(sum(c) + 1) // 4)
        allowed = frozenset(w for w in range(4) if c[w] + 1 <= cap)
        if len(allowed) < 4:
            sizes[allowed] = sizes.get(allowed, 0) + 1
    floor = 0
    for size in sizes.values():
        q, r = divmod(size, tables)
        floor += r * (q + 1) * q // 2 + (tables - r) * q * (q - 1) // 2
    return floor * WIND_WEIGHT


def _apart_pairs(ids: list[int], index: dict[int, int], cons: Constraints) -> list[tuple[int, int]]:
    pairs = set()
    for group in cons.apart_groups():
        members = sorted(index[p] for p in group if p in index)
        for i, a in enumerate(members):
            for b in members[i + 1:]:
                pairs.add((a, b))
    return sorted(pairs)


@dataclass(frozen=True, slots=True)
class _Built:
    """Groups over points 0..n-1, how they were made, and construction rounds left unused
    (their tables never meet)."""

    groups: Groups
    method: str
    spare: list[list[list[int]]] = field(default_factory=list)


def _pick_rounds(
    available: Sequence[Sequence[Sequence[int]]], rounds: int, rng: random.Random,
    tries: int = 6,
) -> tuple[Groups, Groups]:
    """`rounds` of the available rounds, and the ones left over.

    Any choice is repeat-free; among a few random choices, keep the one where pairs who never
    meet have the most opponents in common (the last of the seating objectives), comparing
    the fewest such common opponents first, then their total.
    """
    best: tuple[tuple[int, int], list[int]] | None = None
    for _ in range(tries if rounds < len(available) else 1):
        order = list(range(len(available)))
        rng.shuffle(order)
        score = _common_opponents([available[r] for r in order[:rounds]])
        if best is None or score > best[0]:
            best = (score, order)
    assert best is not None
    order = best[1]
    chosen = [[list(t) for t in available[r]] for r in order[:rounds]]
    spare = [[list(t) for t in available[r]] for r in order[rounds:]]
    return chosen, spare


def _common_opponents(rounds: Sequence[Sequence[Sequence[int]]]) -> tuple[int, int]:
    """(fewest, total) common opponents over pairs who never meet in `rounds`."""
    met: dict[int, int] = {}
    for rnd in rounds:
        for table in rnd:
            for a in table:
                mask = met.get(a, 0)
                for b in table:
                    if b != a:
                        mask |= 1 << b
                met[a] = mask
    players = sorted(met)
    fewest = None
    total = 0
    for i, a in enumerate(players):
        opp_a = met[a]
        for b in players[i + 1:]:
            if not (opp_a >> b) & 1:
                common = (opp_a & met[b]).bit_count()
                total += common
                fewest = common if fewest is None or common < fewest else fewest
    return (fewest if fewest is not None else len(players), total)


def _structure(
    n: int, rounds: int, rng: random.Random, budget: Budget, spare: int = 0
) -> _Built:
    """`rounds` rounds of tables over points 0..n-1, with as few repeats as we manage;
    when searching, try for `spare` extra repeat-free rounds first (returned as spare)."""
    known = best_known(n)
    free_max = known if known is not None else repeat_free_limit(n)
    stored = designs.catalogue(n)
    if stored is not None and rounds <= len(stored):
        chosen, left = _pick_rounds(stored, rounds, rng)
        return _Built(chosen, designs.method_name(n), left)
    if rounds <= free_max:
        extra = min(spare, free_max - rounds)
        if extra:
            found = _search_repeat_free(n, rounds + extra, rng, budget, budget.share(0.5))
            if found is not None:
                return _Built(found.groups[:rounds], found.method,
                              found.groups[rounds:] + found.spare)
        found = _search_repeat_free(n, rounds, rng, budget, budget.left)
        if found is not None:
            return found
        return _Built(greedy_rounds(n, rounds, rng), "greedy (no repeat-free schedule found)")
    # More rounds than can be repeat-free: stack repeat-free blocks, then even out meetings.
    block: Sequence[Sequence[Sequence[int]]] | None = stored
    method = designs.method_name(n) if stored is not None else ""
    if block is None and free_max >= 1:
        found = _search_repeat_free(n, free_max, rng, budget, budget.share(0.5))
        if found is not None:
            block, method = found.groups, found.method
    if block is None:
        return _Built(greedy_rounds(n, rounds, rng), "greedy")
    groups: Groups = []
    meet_edges: dict[int, dict[int, int]] = {}
    while len(groups) < rounds:
        take = min(len(block), rounds - len(groups))
        if groups:
            # The next copy goes where the previous ones left pairs unmet.
            point_of, _ = relabel(n, block, meet_edges, rng, max_steps=5000, budget=budget)
        else:
            point_of = list(range(n))
        player_at = [0] * n
        for player, point in enumerate(point_of):
            player_at[point] = player
        copy = [[[player_at[p] for p in table] for table in rnd] for rnd in block]
        order = list(range(len(copy)))
        rng.shuffle(order)
        for r in order[:take]:
            groups.append(copy[r])
            for table in copy[r]:
                for i, a in enumerate(table):
                    for b in table[i + 1:]:
                        c = meet_edges.setdefault(a, {}).get(b, 0) + 1
                        meet_edges[a][b] = c
                        meet_edges.setdefault(b, {})[a] = c
    return _Built(groups, f"{method} stacked {-(-rounds // len(block))} times")


def _search_repeat_free(
    n: int, rounds: int, rng: random.Random, budget: Budget, steps: int
) -> _Built | None:
    """Tabu search from greedy tables, and a cyclic base-class search near the limit, within
    `steps` of the budget."""
    if steps <= 0 or budget.expired():
        return None
    stop = budget.used + steps
    plans = _cyclic_plans(n, rounds)
    # Near the limit the cyclic search is the better bet; well below it tabu search is fast.
    tight = rounds > 0.75 * repeat_free_limit(n)
    if plans and tight:
        found = _try_cyclic(plans, rounds, rng, budget, steps // 2)
        if found is not None:
            return found
    left = stop - budget.used
    first = left if (tight or not plans) else int(left * 0.6)
    result = improve(n, greedy_rounds(n, rounds, rng), rng=rng, max_evaluations=first,
                     deadline=budget.deadline)
    budget.spend(result.evaluations, result.timed_out)
    if result.repeat_cost == 0:
        return _Built(result.rounds, "tabu search")
    if plans and not tight:
        return _try_cyclic(plans, rounds, rng, budget, stop - budget.used)
    return None


def _cyclic_plans(n: int, rounds: int) -> list[CyclicPlan]:
    """Cyclic plans with 3 levels and at least `rounds` rounds, easiest first.

    Empirically the search is fastest when a bit under a quarter of the players are fixed
    players (m just above n/4); plans with no spare difference are the hardest.
    """
    plans = []
    for m in range(max(rounds, 2), (n - 1) // 3 + 1):
        fixed = n - 3 * m
        if fixed < 1 or 4 * fixed > n or fixed == m:
            continue
        plan = CyclicPlan(m=m, fixed=fixed)
        if plan.problems():
            continue
        needed, available = plan.key_count()
        # With no difference to spare (needed == available) the annealing rarely succeeds
        # within a budget: those designs are stored (designs.py) or out of reach.
        if needed >= available:
            continue
        plans.append(plan)
    plans.sort(key=lambda p: (abs(p.m - (n // 4 + 1)), p.m))
    return plans[:3]


def _try_cyclic(
    plans: list[CyclicPlan], rounds: int, rng: random.Random, budget: Budget, steps: int
) -> _Built | None:
    """Cyclic searches, one plan after another, until one succeeds or `steps` are spent."""
    stop = budget.used + steps
    attempt = 0
    while not budget.expired() and budget.used < stop:
        plan = plans[attempt % len(plans)]
        allowed = min(stop - budget.used, _CYCLIC_ATTEMPT) // _CYCLIC_STEP
        if allowed < 4096:
            break
        found, taken, timed_out = search_counted(plan, rng.randrange(1 << 30), allowed,
                                                 budget.deadline)
        budget.spend(taken * _CYCLIC_STEP, timed_out)
        attempt += 1
        if found is not None:
            chosen, spare = _pick_rounds(found.expand(), rounds, rng)
            name = f"cyclic design Z_{plan.m} x {plan.levels} + {plan.fixed} (searched)"
            return _Built(chosen, name, spare)
    return None


# One annealing step of the cyclic search costs about this many budget steps, and one attempt
# (one plan, one seed) gets at most this much of the budget before the next plan is tried.
_CYCLIC_STEP = 12
_CYCLIC_ATTEMPT = 1_500_000


def _apart_clusters(
    ids: list[int], index: dict[int, int], cons: Constraints
) -> list[list[int]]:
    """Keep-apart groups as clusters of at most four players (internal indices)."""
    out: list[list[int]] = []
    for group in cons.apart_groups():
        members = [index[p] for p in group if p in index]
        out.extend(members[i:i + 4] for i in range(0, len(members), 4))
    return [c for c in out if len(c) > 1]


def _seed_labels(
    n: int, spare_round: list[list[int]], clusters: list[list[int]], rng: random.Random
) -> list[int]:
    """A map player -> point that puts each cluster on the points of one table of a spare
    round (first fit, largest clusters first); the other players fill the rest at random."""
    point_of = [-1] * n
    free_tables = [list(t) for t in spare_round]
    rng.shuffle(free_tables)
    for cluster in sorted(clusters, key=len, reverse=True):
        members = [p for p in cluster if point_of[p] < 0]
        if len(members) < 2:
            continue
        table = next((t for t in free_tables if len(t) >= len(members)), None)
        if table is None:
            continue
        for p in members:
            point_of[p] = table.pop()
    used = {pt for pt in point_of if pt >= 0}
    rest = [pt for pt in range(n) if pt not in used]
    rng.shuffle(rest)
    for p in range(n):
        if point_of[p] < 0:
            point_of[p] = rest.pop()
    return point_of


def _as_rounds(rounds: Sequence[Sequence[Sequence[int]]]) -> Rounds:
    return tuple(tuple((t[0], t[1], t[2], t[3]) for t in rnd) for rnd in rounds)


def _finish(
    ids: list[int],
    cons: Constraints,
    kept: Rounds,
    groups: Groups,
    method: str,
    timed_out: bool,
    start: float,
) -> Schedule:
    """Seat winds and table numbers for the new rounds, map to ids, and report."""
    wind_history: dict[int, list[int]] = {}
    visits: dict[int, set[int]] = {}
    for rnd in kept:
        for t, table in enumerate(rnd):
            for seat, p in enumerate(table):
                wind_history.setdefault(p, [0, 0, 0, 0])[seat] += 1
                visits.setdefault(p, set()).add(t)
    as_ids = [[[ids[i] for i in table] for table in rnd] for rnd in groups]
    as_ids = order_rounds(as_ids, kept)
    seated = seat_winds(as_ids, wind_history)
    if kept:
        _repair_winds(seated, kept, wind_history, cons)
    passes, steps, _ = _table_effort(len(ids) // 4, len(groups))
    numbered = assign_tables(seated, visits, passes=passes,
                             rng=random.Random(len(ids) * 7919 + len(groups)), max_steps=steps)
    new: Rounds = tuple(tuple(tuple(t) for t in rnd) for rnd in numbered)  # type: ignore[misc]
    all_rounds = kept + new
    report = quality_report(all_rounds, cons, time.monotonic() - start, method=method,
                            time_limit_reached=timed_out)
    return Schedule(all_rounds, report)


def _repair_winds(
    seated: list[list[tuple[int, ...]]],
    kept: Rounds,
    history: dict[int, list[int]],
    cons: Constraints,
    max_passes: int = 4,
    max_orders: int = 3_000,
) -> None:
    """After reseating, even out winds the kept rounds made hard to balance.

    Seat orders alone cannot always do it: in the last round of a block of four, everyone
    needs the one wind they have not had, so each table must hold four players missing four
    different winds. Swap two players between tables of a new round when that neither adds a
    repeat nor seats a keep-apart pair and brings wind counts closer to floor/ceil of rounds
    played / 4: first the quick swaps (a player with a wind too many takes the seat of a player
    at another table who can spare a wind the first one lacks), then swaps followed by the
    best seat orders of both tables, looking at no more than `max_orders` seat orders in all.
    """
    meet: dict[tuple[int, int], int] = {}
    for rnd in list(kept) + seated:
        for table in rnd:
            for i, a in enumerate(table):
                for b in table[i + 1:]:
                    key = (a, b) if a < b else (b, a)
                    meet[key] = meet.get(key, 0) + 1
    counts: dict[int, list[int]] = {p: list(c) for p, c in history.items()}
    for rnd in seated:
        for table in rnd:
            for w, p in enumerate(table):
                counts.setdefault(p, [0, 0, 0, 0])[w] += 1
    bounds = {p: (sum(c) // 4, -(-sum(c) // 4)) for p, c in counts.items()}
    movable = sorted({p for rnd in seated for table in rnd for p in table})

    def deviation(p: int) -> int:
        lo, hi = bounds[p]
        d = 0
        for x in counts[p]:
            if x > hi:
                d += x - hi
            elif x < lo:
                d += lo - x
        return d

    def moved(p: int, leave: int, take: int) -> int:
        """p's deviation change for sitting wind `take` instead of `leave` once."""
        before = deviation(p)
        c = counts[p]
        c[leave] -= 1
        c[take] += 1
        after = deviation(p)
        c[leave] += 1
        c[take] -= 1
        return after - before

    def pair_cost(a: int, b: int, m: int) -> tuple[int, int]:
        return (m * (m - 1) // 2, m if cons.apart(a, b) else 0)

    def swap_cost(table_a: tuple[int, ...], a: int, table_b: tuple[int, ...], b: int
                  ) -> tuple[int, int]:
        rep = apart = 0
        for x, gone, come in ((a, table_a, b), (b, table_b, a)):
            for y in gone:
                if y == x:
                    continue
                key = (x, y) if x < y else (y, x)
                m = meet[key]
                r0, a0 = pair_cost(x, y, m)
                r1, a1 = pair_cost(x, y, m - 1)
                rep += r1 - r0
                apart += a1 - a0
                key = (come, y) if come < y else (y, come)
                m = meet.get(key, 0)
                r0, a0 = pair_cost(come, y, m)
                r1, a1 = pair_cost(come, y, m + 1)
                rep += r1 - r0
                apart += a1 - a0
        return rep, apart

    def take(table: tuple[int, ...], sign: int) -> None:
        for w, p in enumerate(table):
            counts[p][w] += sign

    def commit(rnd: list[tuple[int, ...]], ta: int, tb: int, a: int, b: int,
               order_a: tuple[int, ...], order_b: tuple[int, ...]) -> None:
        for x, y, table in ((a, b, rnd[ta]), (b, a, rnd[tb])):
            for z in table:
                if z != x:
                    k = (x, z) if x < z else (z, x)
                    meet[k] -= 1
                    k = (y, z) if y < z else (z, y)
                    meet[k] = meet.get(k, 0) + 1
        take(rnd[ta], -1)
        take(rnd[tb], -1)
        rnd[ta], rnd[tb] = order_a, order_b
        take(order_a, 1)
        take(order_b, 1)

    def quick(rnd: list[tuple[int, ...]], ta: int, a: int) -> bool:
        x = rnd[ta].index(a)
        for y in range(4):
            if y == x or moved(a, x, y) >= 0:
                continue
            for tb in range(len(rnd)):
                if tb == ta:
                    continue
                b = rnd[tb][y]
                if moved(a, x, y) + moved(b, y, x) >= 0:
                    continue
                if swap_cost(rnd[ta], a, rnd[tb], b) > (0, 0):
                    continue
                order_a = tuple(b if p == a else p for p in rnd[ta])
                order_b = tuple(a if p == b else p for p in rnd[tb])
                commit(rnd, ta, tb, a, b, order_a, order_b)
                return True
        return False

    orders = 0

    def best_order(members: list[int]) -> tuple[int, tuple[int, ...]]:
        nonlocal orders
        orders += 1
        best: tuple[int, tuple[int, ...]] | None = None
        for perm in _PERMS:
            order = tuple(members[i] for i in perm)
            for w, p in enumerate(order):
                counts[p][w] += 1
            d = sum(deviation(p) for p in order)
            for w, p in enumerate(order):
                counts[p][w] -= 1
            if best is None or d < best[0]:
                best = (d, order)
        assert best is not None
        return best

    def thorough(rnd: list[tuple[int, ...]], ta: int, a: int) -> bool:
        for tb in range(len(rnd)):
            if tb == ta:
                continue
            table_a, table_b = rnd[ta], rnd[tb]
            before = sum(deviation(p) for p in table_a + table_b)
            for b in table_b:
                if orders >= max_orders:
                    return False
                if swap_cost(table_a, a, table_b, b) > (0, 0):
                    continue
                take(table_a, -1)
                take(table_b, -1)
                _, order_a = best_order([b if p == a else p for p in table_a])
                take(order_a, 1)
                _, order_b = best_order([a if p == b else p for p in table_b])
                take(order_b, 1)
                after = sum(deviation(p) for p in order_a + order_b)
                take(order_a, -1)
                take(order_b, -1)
                take(table_a, 1)
                take(table_b, 1)
                if after < before:
                    commit(rnd, ta, tb, a, b, order_a, order_b)
                    return True
        return False

    def slack() -> tuple[list[int], list[int]]:
        """For each wind, how many players could sit it once more / once less."""
        up, down = [0] * 4, [0] * 4
        for p in movable:
            c = counts[p]
            lo, hi = bounds[p]
            for w in range(4):
                up[w] += c[w] < hi
                down[w] += c[w] > lo
        return up, down

    def fixable(a: int, up: list[int], down: list[int]) -> bool:
        """Whether anyone else could take a wind a has too many of, or give one a lacks:
        the totals of each wind are fixed, so without such a partner no swap helps a."""
        lo, hi = bounds[a]
        c = counts[a]
        return any((c[w] > hi and up[w] - (c[w] < hi) > 0)
                   or (c[w] < lo and down[w] - (c[w] > lo) > 0) for w in range(4))

    for repair in (quick, thorough):
        for _ in range(max_passes):
            improved = False
            up, down = slack()
            for rnd in seated:
                for ta in range(len(rnd)):
                    for a in rnd[ta]:
                        if deviation(a) and fixable(a, up, down) and repair(rnd, ta, a):
                            improved = True
                            up, down = slack()
                            break
            if not improved or orders >= max_orders:
                break


def _table_effort(tables: int, rounds: int) -> tuple[int, int, float]:
    """(re-optimising passes, annealing steps, expected seconds) for table numbering.

    Sized from the problem, not the clock, so the same seed gives the same table numbers on a
    busy machine: a Hungarian assignment costs about tables^3 steps per round (larger rooms
    take the first free number instead, see tables.py), an annealing step a microsecond or
    two.
    """
    hungarian = min(tables, HUNGARIAN_TABLES) ** 3
    work = rounds * hungarian
    passes = 3 if work <= 2_000_000 else 1 if work <= 10_000_000 else 0
    # Enough annealing to settle small rooms; large ones are mended group by group.
    steps = min(60_000, 250 * rounds * tables) if tables <= HUNGARIAN_TABLES else 0
    seconds = 0.2 + 6e-8 * work * (passes + 1) + 6e-6 * steps + 2e-6 * rounds * tables * 16
    return passes, steps, seconds


def order_rounds(
    groups: list[list[list[int]]], kept: Rounds = ()
) -> list[list[list[int]]]:
    """Play first the largest set of rounds that repeat no pair (among themselves and with
    the kept rounds), then the others, each time the one adding the fewest repeats: any
    repeats come as late as possible (the last rounds may be re-seated or played Swiss)."""

    def pairs(rnd: Sequence[Sequence[int]]) -> set[tuple[int, int]]:
        out = set()
        for table in rnd:
            for i, a in enumerate(table):
                for b in table[i + 1:]:
                    out.add((a, b) if a < b else (b, a))
        return out

    met: set[tuple[int, int]] = set()
    for rnd in kept:
        met |= pairs(rnd)
    own = [pairs(rnd) for rnd in groups]
    # A set of rounds repeats no pair exactly when no two of them share a pair, so the
    # repeat-free prefix is a largest clique of the "share no pair" graph.
    usable = [i for i, p in enumerate(own) if not p & met]
    friends = {i: {j for j in usable if j != i and not own[i] & own[j]} for i in usable}
    first = _max_clique(usable, friends)
    ordered = [groups[i] for i in first]
    for i in first:
        met |= own[i]
    remaining = [i for i in range(len(groups)) if i not in set(first)]
    while remaining:
        best = min(remaining, key=lambda i: (len(own[i] & met), i))
        remaining.remove(best)
        met |= own[best]
        ordered.append(groups[best])
    return ordered


def _max_clique(nodes: list[int], friends: dict[int, set[int]]) -> list[int]:
    """Largest clique (Bron-Kerbosch with pivoting; rounds number in the tens). Ties go to the
    lexicographically first, and the clique keeps the rounds' order."""
    best: list[int] = []

    def expand(clique: list[int], candidates: set[int], excluded: set[int]) -> None:
        nonlocal best
        if not candidates and not excluded:
            if len(clique) > len(best):
                best = sorted(clique)
            return
        if len(clique) + len(candidates) <= len(best):
            return
        pivot = max(candidates | excluded, key=lambda v: len(friends[v] & candidates))
        for v in sorted(candidates - friends[pivot]):
            expand(clique + [v], candidates & friends[v], excluded & friends[v])
            candidates = candidates - {v}
            excluded = excluded | {v}

    expand([], set(nodes), set())
    return best


def as_json(schedule: Schedule) -> dict[str, Any]:
    """{"rounds": [[[p, p, p, p], ...], ...], "report": {...}} for the command line; the same
    data as `Schedule.to_json`."""
    return schedule.to_json()

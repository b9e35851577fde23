"""Whole schedules: `generate` for a new tournament, `reseat` for the rounds not yet played.

The pipeline, each step pure and separately testable:

1. groups: which four players share a table in each round. A stored exact construction when
   one covers the request (designs.py); otherwise, close to the repeat-free limit a cyclic
   base-class search (cyclic.py) and below it tabu search from random tables (search.py);
   beyond the limit, copies of the best repeat-free schedule are stacked and the search evens
   out how often pairs meet. When reseating, the planned rounds adapted to who left or came
   are tried first.
2. relabelling (relabel.py): which real player takes which place in the construction, so that
   teammates (clubs, countries, substitutes) and pairs that already met are kept apart.
3. tabu search again for whatever conflicts the relabelling left.
4. seat winds (winds.py) and physical table numbers (tables.py).
5. the quality report (report.py).
"""

from __future__ import annotations

import random
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from itertools import permutations
from typing import Any

from tournament.errors import InvalidInput
from tournament.model import Issue
from tournament.seating import designs
from tournament.seating.cyclic import CyclicPlan
from tournament.seating.cyclic import search as cyclic_search
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
from tournament.seating.search import APART_WEIGHT, REPEAT_WEIGHT, WIND_WEIGHT, improve
from tournament.seating.tables import assign_tables
from tournament.seating.winds import seat_winds

_PERMS = tuple(permutations(range(4)))

Groups = list[list[list[int]]]

# Fractions of the time limit the steps may use before handing over to the next one.
_STRUCTURE_SHARE = 0.6
_RELABEL_SHARE = 0.1
# Time kept back for winds, table numbers and the report: a share of the limit, at least
# what table numbering is expected to take (see _table_effort).
_FINISH_RESERVE = 0.05


def check_players(ids: Sequence[int], constraints: Constraints) -> list[Issue]:
    """Problems with the set of players to seat (validation as data)."""
    issues = []
    n = len(ids)
    if len(set(ids)) != n:
        dupes = sorted({p for p in ids if list(ids).count(p) > 1})
        issues.append(Issue("duplicate_player", None, "players",
                            f"player ids appear twice: {', '.join(map(str, dupes))}"))
    if n < 4:
        issues.append(Issue("too_few_players", None, "players",
                            f"{n} players cannot fill a table of four"))
    elif n % 4:
        missing = 4 - n % 4
        issues.append(Issue(
            "players_not_multiple_of_4", None, "players",
            f"{n} players do not fill tables of four: add {missing} substitute"
            f"{'s' if missing > 1 else ''} (or remove {n % 4} player{'s' if n % 4 > 1 else ''})"))
    known = set(ids)
    for name, mapping in (("teams", constraints.teams), ("clubs", constraints.clubs),
                          ("countries", constraints.countries)):
        unknown = sorted(p for p in mapping if p not in known)
        if unknown:
            issues.append(Issue("unknown_player", None, name,
                                f"not among the players: {', '.join(map(str, unknown))}"))
    unknown_subs = sorted(p for p in constraints.substitutes if p not in known)
    if unknown_subs:
        issues.append(Issue("unknown_player", None, "substitutes",
                            f"not among the players: {', '.join(map(str, unknown_subs))}"))
    return issues


def generate(
    players: int | Sequence[SeatingPlayer] | Sequence[int],
    rounds: int,
    constraints: Constraints | None = None,
    seed: int = 0,
    time_limit: float = 10.0,
) -> Schedule:
    """A whole schedule of `rounds` rounds; raises InvalidInput for impossible requests.

    Deterministic for a given seed (and enough time: a search cut short by the time limit
    depends on the machine's speed).
    """
    start = time.monotonic()
    ids, cons = players_and_constraints(players, constraints)
    issues = check_players(ids, cons)
    if rounds < 1:
        issues.append(Issue("no_rounds", None, "rounds", "at least one round is needed"))
    if issues:
        raise InvalidInput(issues)
    return _schedule(ids, cons, (), rounds, seed, start, time_limit)


def reseat(
    schedule_rounds: Sequence[Sequence[Sequence[int]]],
    from_round: int,
    players: int | Sequence[SeatingPlayer] | Sequence[int],
    constraints: Constraints | None = None,
    seed: int = 0,
    time_limit: float = 10.0,
    *,
    total_rounds: int | None = None,
) -> Schedule:
    """Keep rounds before `from_round` exactly; seat `players` anew for the rest.

    The number of rounds stays that of `schedule_rounds` unless `total_rounds` is given.
    Pairs that met in the kept rounds count as met, and seat winds and table numbers continue
    from them.
    """
    start = time.monotonic()
    ids, cons = players_and_constraints(players, constraints)
    issues = check_players(ids, cons)
    total = len(schedule_rounds) if total_rounds is None else total_rounds
    if not 0 <= from_round <= len(schedule_rounds):
        issues.append(Issue("bad_round", None, "from_round",
                            f"from_round must be between 0 and {len(schedule_rounds)}"))
    elif total < from_round:
        issues.append(Issue("bad_round", None, "total_rounds",
                            "total_rounds is smaller than the number of kept rounds"))
    if issues:
        raise InvalidInput(issues)
    kept = _as_rounds(schedule_rounds[:from_round])
    planned = _as_rounds(schedule_rounds[from_round:total])
    return _schedule(ids, cons, kept, total - from_round, seed, start, time_limit, planned)


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
        issues.append(Issue("no_rounds", None, "rounds", "at least one round is needed"))
    if issues:
        raise InvalidInput(issues)
    rng = random.Random(seed)
    n = len(ids)
    groups: Groups = []
    for _ in range(rounds):
        order = list(range(n))
        rng.shuffle(order)
        groups.append([order[i:i + 4] for i in range(0, n, 4)])
    return _finish(ids, cons, (), groups, "random", False, start, 5.0)


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
        issues.append(Issue("no_rounds", None, "rounds", "at least one round is needed"))
    if issues:
        raise InvalidInput(issues)
    n = len(ids)
    index = {p: i for i, p in enumerate(ids)}
    counted = [p not in cons.substitutes for p in ids]
    groups = greedy_rounds(n, rounds, random.Random(seed), counted=counted,
                           apart=_apart_pairs(ids, index, cons))
    return _finish(ids, cons, (), groups, "greedy", False, start, 5.0)


def _schedule(
    ids: list[int],
    cons: Constraints,
    kept: Rounds,
    new_rounds: int,
    seed: int,
    start: float,
    time_limit: float,
    planned: Rounds = (),
) -> Schedule:
    if new_rounds == 0:
        return _finish(ids, cons, kept, [], "kept rounds only", False, start, time_limit)
    n = len(ids)
    rng = random.Random(seed)
    index = {p: i for i, p in enumerate(ids)}
    _, _, finish_seconds = _table_effort(n // 4, new_rounds, time_limit)
    reserve = min(0.3 * time_limit, max(_FINISH_RESERVE * time_limit, finish_seconds))
    deadline = start + time_limit - reserve

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
    if kept and new_rounds == 1:
        apart += _wind_pairs(ids, kept)

    regular = sum(counted)
    met_before = sum(c for (a, b), c in history.items() if counted[a] and counted[b])
    # Counted pairs per round: six a table, three fewer at a table with a substitute.
    per_round = 6 * (n // 4) - 3 * min(n - regular, n // 4)
    lo, hi = meetings_target(regular, met_before + new_rounds * per_round)

    edges: dict[int, dict[int, int]] = {}
    for (a, b), c in history.items():
        if counted[a] and counted[b]:
            w = REPEAT_WEIGHT * c
            edges.setdefault(a, {})[b] = edges.setdefault(b, {})[a] = w
    for pair in apart:
        a, b = pair[0], pair[1]
        w = edges.get(a, {}).get(b, 0) + (pair[2] if len(pair) > 2 else APART_WEIGHT)
        edges.setdefault(a, {})[b] = edges.setdefault(b, {})[a] = w

    history_list = [(a, b, c) for (a, b), c in history.items()]
    replaced = _replace_in_plan(ids, index, planned, new_rounds, rng)
    if replaced is not None:
        # The planned rounds with newcomers in the seats of those who left: usually still
        # repeat-free, and it changes the printed plan least.
        result = improve(
            n, replaced, history=history_list, counted=counted, apart=apart,
            target_high=hi, target_low=lo, rng=rng,
            deadline=min(deadline, time.monotonic() + time_limit * 0.3),
        )
        if result.repeat_cost == 0 and result.apart_cost == 0:
            method = "planned rounds adapted to the players who left or came"
            if result.iterations:
                method += ", tabu search"
            return _finish(ids, cons, kept, result.rounds, method, False, start, time_limit)

    struct_deadline = max(time.monotonic(), start + time_limit * _STRUCTURE_SHARE)
    # With pairs to keep apart, build one round more than needed when that is still
    # repeat-free: its tables are groups of players that never meet (see _seed_labels).
    built = _structure(n, new_rounds, rng, struct_deadline, spare=1 if edges else 0)
    groups, method, complete = built.groups, built.method, built.complete
    relabel_deadline = min(deadline, time.monotonic() + time_limit * _RELABEL_SHARE)
    initial = None
    if edges and built.spare:
        # Tables of a construction round we do not play never meet in the rounds we do:
        # seat each team (or each table of the last kept round) at one of them.
        last = [[index[p] for p in table if p in index] for table in kept[-1]] if kept else []
        clusters = [c for c in last if len(c) > 1] + _apart_clusters(ids, index, cons)
        initial = _seed_labels(n, built.spare[0], clusters, rng)
    point_of, _ = relabel(n, groups, edges, rng, relabel_deadline, initial=initial)
    player_at = [0] * n
    for player, point in enumerate(point_of):
        player_at[point] = player
    groups = [[[player_at[p] for p in table] for table in rnd] for rnd in groups]
    if edges:
        method += ", relabelled for constraints" if apart else ", relabelled"

    result = improve(
        n, groups,
        history=history_list,
        counted=counted, apart=apart, target_high=hi, target_low=lo,
        rng=rng, deadline=deadline,
    )
    if result.iterations:
        method += ", tabu search"
    timed_out = result.timed_out or (not complete and result.repeat_cost > 0)
    return _finish(ids, cons, kept, result.rounds, method, timed_out, start, time_limit)


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
    """Groups over points 0..n-1, how they were made, whether that step finished (False when
    time ran out first), and construction rounds left unused (their tables never meet)."""

    groups: Groups
    method: str
    complete: bool
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
    n: int, rounds: int, rng: random.Random, deadline: float, spare: int = 0
) -> _Built:
    """`rounds` rounds of tables over points 0..n-1, with as few repeats as we manage;
    when searching, try for `spare` extra repeat-free rounds first (returned as spare)."""
    known = best_known(n)
    free_max = known if known is not None else repeat_free_limit(n)
    stored = designs.catalogue(n)
    if stored is not None and rounds <= len(stored):
        chosen, left = _pick_rounds(stored, rounds, rng)
        return _Built(chosen, designs.method_name(n), True, left)
    if rounds <= free_max:
        extra = min(spare, free_max - rounds)
        if extra:
            share = time.monotonic() + (deadline - time.monotonic()) / 2
            found = _search_repeat_free(n, rounds + extra, rng, share)
            if found is not None:
                return _Built(found.groups[:rounds], found.method, True,
                              found.groups[rounds:] + found.spare)
        found = _search_repeat_free(n, rounds, rng, deadline)
        if found is not None:
            return found
        return _Built(_random_groups(n, rounds, rng),
                      "tabu search (no repeat-free schedule found)", False)
    # More rounds than can be repeat-free: stack repeat-free blocks, then even out meetings.
    block: Sequence[Sequence[Sequence[int]]] | None = stored
    method = designs.method_name(n) if stored is not None else ""
    if block is None and free_max >= 1:
        share = time.monotonic() + (deadline - time.monotonic()) / 2
        found = _search_repeat_free(n, free_max, rng, share)
        if found is not None:
            block, method = found.groups, found.method
    if block is None:
        return _Built(_random_groups(n, rounds, rng), "tabu search", True)
    groups: Groups = []
    meet_edges: dict[int, dict[int, int]] = {}
    while len(groups) < rounds:
        take = min(len(block), rounds - len(groups))
        if groups:
            # The next copy goes where the previous ones left pairs unmet.
            point_of, _ = relabel(n, block, meet_edges, rng,
                                  min(deadline, time.monotonic() + 0.5), max_steps=5000)
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
    return _Built(groups, f"{method} stacked {-(-rounds // len(block))} times", True)


def _search_repeat_free(
    n: int, rounds: int, rng: random.Random, deadline: float
) -> _Built | None:
    """Tabu search from random tables, and a cyclic base-class search near the limit."""
    budget = deadline - time.monotonic()
    if budget <= 0:
        return None
    plans = _cyclic_plans(n, rounds)
    # Near the limit the cyclic search is the better bet; well below it tabu search is fast.
    tight = rounds > 0.75 * repeat_free_limit(n)
    if plans and tight:
        found = _try_cyclic(plans, rounds, rng, time.monotonic() + budget * 0.5)
        if found is not None:
            return found
    first = deadline if (tight or not plans) else time.monotonic() + budget * 0.6
    result = improve(n, _random_groups(n, rounds, rng), rng=rng, deadline=first)
    if result.repeat_cost == 0:
        return _Built(result.rounds, "tabu search", True)
    if plans and not tight:
        return _try_cyclic(plans, rounds, rng, deadline)
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
        if needed > available:
            continue
        plans.append(plan)
    plans.sort(key=lambda p: (abs(p.m - (n // 4 + 1)), p.m))
    return plans[:3]


def _try_cyclic(
    plans: list[CyclicPlan], rounds: int, rng: random.Random, deadline: float
) -> _Built | None:
    attempt = 0
    while time.monotonic() < deadline:
        plan = plans[attempt % len(plans)]
        remaining = deadline - time.monotonic()
        found = cyclic_search(plan, seed=rng.randrange(1 << 30),
                              time_limit=min(remaining, 3.0))
        attempt += 1
        if found is not None:
            chosen, spare = _pick_rounds(found.expand(), rounds, rng)
            name = f"cyclic design Z_{plan.m} x {plan.levels} + {plan.fixed} (searched)"
            return _Built(chosen, name, True, spare)
    return None


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


def _random_groups(n: int, rounds: int, rng: random.Random) -> Groups:
    groups = []
    for _ in range(rounds):
        order = list(range(n))
        rng.shuffle(order)
        groups.append([order[i:i + 4] for i in range(0, n, 4)])
    return groups


def _finish(
    ids: list[int],
    cons: Constraints,
    kept: Rounds,
    groups: Groups,
    method: str,
    timed_out: bool,
    start: float,
    time_limit: float,
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
    passes, steps, _ = _table_effort(len(ids) // 4, len(groups), time_limit)
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
) -> None:
    """After reseating, even out winds the kept rounds made hard to balance.

    Seat orders alone cannot always do it: in the last round of a block of four, everyone
    needs the one wind they have not had, so each table must hold four players missing four
    different winds. Swap two players between tables of a new round when that neither adds a
    repeat nor seats a keep-apart pair, and their two tables' best seat orders then bring
    wind counts closer to floor/ceil of rounds played / 4.
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

    def deviation(p: int) -> int:
        c = counts[p]
        total = sum(c)
        lo, hi = total // 4, -(-total // 4)
        return sum(max(0, x - hi) + max(0, lo - x) for x in c)

    def pair_cost(a: int, b: int, m: int) -> tuple[int, int]:
        return (m * (m - 1) // 2, m if cons.apart(a, b) else 0)

    def swap_cost(table_a: tuple[int, ...], a: int, table_b: tuple[int, ...], b: int
                  ) -> tuple[int, int]:
        rep = apart = 0
        for x, gone, come in ((a, table_a, b), (b, table_b, a)):
            for y in gone:
                if y in (x,):
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

    def best_order(members: list[int]) -> tuple[int, tuple[int, ...]]:
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

    def take(table: tuple[int, ...], sign: int) -> None:
        for w, p in enumerate(table):
            counts[p][w] += sign

    for _ in range(max_passes):
        improved = False
        for rnd in seated:
            for ta in range(len(rnd)):
                if not any(deviation(p) for p in rnd[ta]):
                    continue
                for a in rnd[ta]:
                    for tb in range(len(rnd)):
                        if tb == ta:
                            continue
                        table_a, table_b = rnd[ta], rnd[tb]
                        before = sum(deviation(p) for p in table_a + table_b)
                        for b in table_b:
                            if swap_cost(table_a, a, table_b, b) > (0, 0):
                                continue
                            take(table_a, -1)
                            take(table_b, -1)
                            new_a = [b if p == a else p for p in table_a]
                            new_b = [a if p == b else p for p in table_b]
                            da, order_a = best_order(new_a)
                            take(order_a, 1)
                            db, order_b = best_order(new_b)
                            take(order_b, 1)
                            after = sum(deviation(p) for p in order_a + order_b)
                            if after < before:
                                for x, y in ((a, b), (b, a)):
                                    for z in (table_a if x == a else table_b):
                                        if z != x:
                                            k = (x, z) if x < z else (z, x)
                                            meet[k] -= 1
                                            k = (y, z) if y < z else (z, y)
                                            meet[k] = meet.get(k, 0) + 1
                                rnd[ta], rnd[tb] = order_a, order_b
                                improved = True
                                break
                            take(order_a, -1)
                            take(order_b, -1)
                            take(table_a, 1)
                            take(table_b, 1)
                        if rnd[ta] is not table_a:
                            break
                    if rnd[ta] is not table_a:
                        break
        if not improved:
            return


def _table_effort(tables: int, rounds: int, time_limit: float) -> tuple[int, int, float]:
    """(re-optimising passes, annealing steps, expected seconds) for table numbering.

    Sized from the problem, not the clock, so the same seed gives the same table numbers on a
    busy machine: a Hungarian assignment costs about tables^3 steps per round, an annealing
    step a microsecond or two.
    """
    work = rounds * tables ** 3
    passes = 3 if work <= 2_000_000 else 1 if work <= 10_000_000 else 0
    # A step budget rather than a deadline keeps the numbering reproducible under load.
    steps = int(200_000 * min(1.0, time_limit / 5))
    seconds = 0.2 + 6e-8 * work * (passes + 1) + 2e-6 * steps
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
    """{"rounds": [[[p, p, p, p], ...], ...], "report": {...}} for the command line."""
    return {
        "rounds": [[list(t) for t in rnd] for rnd in schedule.rounds],
        "report": schedule.report.to_dict(),
    }

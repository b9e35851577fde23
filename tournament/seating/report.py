"""Quality report for any schedule: repeats, wind balance, table revisits, constraint breaches."""

from __future__ import annotations

from collections.abc import Sequence

from tournament.seating.model import (
    Constraints,
    QualityReport,
    best_known,
    meetings_target,
    repeat_free_limit,
)


def quality_report(
    rounds: Sequence[Sequence[Sequence[int]]],
    constraints: Constraints | None = None,
    elapsed: float = 0.0,
    *,
    method: str = "manual",
    time_limit_reached: bool = False,
) -> QualityReport:
    """Measure a schedule. Tables are in seat order East, South, West, North; a table's
    position in its round is the physical table number. Works on partial or odd schedules
    (tables of any size are measured as given)."""
    cons = constraints or Constraints()
    subs = cons.substitutes
    players = sorted({p for rnd in rounds for table in rnd for p in table})
    seated = max((sum(len(t) for t in rnd) for rnd in rounds), default=0)
    index = {p: i for i, p in enumerate(players)}
    n = len(players)

    meet: dict[tuple[int, int], int] = {}
    repeat_free_rounds = -1
    groups = {name: mapping for name, mapping in _named_groupings(cons)}
    together = {"team": 0, "club": 0, "country": 0, "substitute": 0}
    winds: dict[int, list[int]] = {p: [0, 0, 0, 0] for p in players}
    played: dict[int, int] = dict.fromkeys(players, 0)
    visits: dict[int, set[int]] = {p: set() for p in players}
    revisits = 0
    opponents = [0] * n
    seats_pairs = 0
    for r, rnd in enumerate(rounds):
        for t, table in enumerate(rnd):
            for seat, p in enumerate(table):
                if seat < 4:
                    winds[p][seat] += 1
                played[p] += 1
                if t in visits[p]:
                    revisits += 1
                visits[p].add(t)
            for i, p in enumerate(table):
                for q in table[i + 1:]:
                    if p == q:
                        continue
                    opponents[index[p]] |= 1 << index[q]
                    opponents[index[q]] |= 1 << index[p]
                    for name, mapping in groups.items():
                        g = mapping.get(p)
                        if g is not None and g == mapping.get(q):
                            together[name] += 1
                    if p in subs and q in subs:
                        together["substitute"] += 1
                    if p in subs or q in subs:
                        continue
                    seats_pairs += 1
                    key = (p, q) if p < q else (q, p)
                    c = meet.get(key, 0) + 1
                    meet[key] = c
                    if c == 2 and repeat_free_rounds < 0:
                        repeat_free_rounds = r
    if repeat_free_rounds < 0:
        repeat_free_rounds = len(rounds)

    repeated = sum(1 for c in meet.values() if c > 1)
    max_meetings = max(meet.values(), default=0)
    worst_pair = None
    worst_meetings = 0
    if max_meetings > 1:
        worst_pair = min(k for k, c in meet.items() if c == max_meetings)
        worst_meetings = max_meetings
    regular = [p for p in players if p not in subs]
    lo, hi = meetings_target(len(regular), seats_pairs)
    pairs_total = len(regular) * (len(regular) - 1) // 2
    lowest = 0 if len(meet) < pairs_total else min(meet.values(), default=0)
    balanced = max_meetings <= max(hi, 1) and (lowest >= lo)

    unbalanced = []
    for p in players:
        lo_w, hi_w = played[p] // 4, -(-played[p] // 4)
        if any(c < lo_w or c > hi_w for c in winds[p]):
            unbalanced.append(p)

    # Every counted meeting is between two regular players, so the pairs never met are the
    # others. The fewest common opponents stops at the first unmet pair with none: in a big
    # field that is found at once, where a full scan would take seconds.
    unmet = pairs_total - len(meet)
    min_common: int | None = None
    regular_index = [index[p] for p in regular]
    for a_pos, a in enumerate(regular_index):
        opp_a = opponents[a]
        for b in regular_index[a_pos + 1:]:
            if not (opp_a >> b) & 1:
                common = (opp_a & opponents[b]).bit_count()
                if min_common is None or common < min_common:
                    min_common = common
                    if common == 0:
                        break
        if min_common == 0:
            break

    limit = repeat_free_limit(seated)
    known = best_known(seated)
    repeat_free = max_meetings <= 1
    shortfall = None
    if not repeat_free:
        shortfall = _shortfall(
            seated, len(rounds), repeat_free_rounds, repeated, max_meetings, limit, known,
            (lo, hi), balanced, time_limit_reached,
        )
    return QualityReport(
        players=seated,
        rounds=len(rounds),
        repeat_free=repeat_free,
        repeat_free_rounds=repeat_free_rounds,
        repeated_pairs=repeated,
        worst_pair=worst_pair,
        worst_pair_meetings=worst_meetings,
        max_meetings=max_meetings,
        meetings_target=(lo, hi),
        meetings_balanced=balanced,
        wind_histogram=tuple((p, tuple(winds[p])) for p in players),  # type: ignore[misc]
        wind_balanced=not unbalanced,
        wind_unbalanced_players=tuple(unbalanced),
        table_revisits=revisits,
        teammates_together=together["team"],
        clubmates_together=together["club"],
        compatriots_together=together["country"],
        substitutes_together=together["substitute"],
        unmet_pairs=unmet,
        min_common_opponents=min_common,
        elapsed_seconds=elapsed,
        repeat_free_limit=limit,
        best_known=known,
        shortfall=shortfall,
        method=method,
        time_limit_reached=time_limit_reached,
    )


def _named_groupings(cons: Constraints) -> list[tuple[str, dict[int, object]]]:
    # Reported whenever a mapping is given, whether or not it was asked to be kept apart.
    out = []
    for name, mapping in (("team", cons.teams), ("club", cons.clubs),
                          ("country", cons.countries)):
        if mapping:
            out.append((name, dict(mapping)))
    return out


def _shortfall(
    n: int, rounds: int, free_rounds: int, repeated: int, max_meetings: int, limit: int,
    known: int | None, target: tuple[int, int], balanced: bool, timed_out: bool,
) -> str:
    known_text = f"best known {known}" if known is not None else "best known not on record"
    lo, hi = target
    spread = "every pair meets" + (f" {lo}" if lo == hi else f" {lo} or {hi}") + " times"
    state = "reached" if balanced else f"not reached (a pair meets {max_meetings} times)"
    if rounds > limit:
        return (
            f"{rounds} rounds are more than {n} players can play without meeting someone "
            f"again (at most {limit} rounds, {known_text}); fair target: {spread}, {state}."
        )
    if known is not None and rounds > known:
        return (
            f"No repeat-free schedule of {rounds} rounds is known for {n} players ({known_text}, "
            f"bound {limit}); the first {free_rounds} rounds are repeat-free and "
            f"{repeated} pair{'s' if repeated != 1 else ''} meet more than once."
        )
    why = " within the time limit" if timed_out else ""
    return (
        f"Only the first {free_rounds} of {rounds} rounds are repeat-free for {n} players"
        f"{why}: {repeated} pair{'s' if repeated != 1 else ''} meet more than once "
        f"(at most {limit} repeat-free rounds are possible, {known_text})."
    )

"""The final stage: after the qualifying rounds, the top N play on. Pure: no storage, no Qt.

A tournament may end with a final: once the qualifying rounds 1..K are played, the best N
players of the standings after round K (N a multiple of 4: 4, 8 or 16 in practice) play one or
more final rounds K+1..K+F, seated by their rank, while everyone else keeps their place.

Carry-over (`Carry`): each finalist starts the final with the qualifying total (points after
round K, referee penalties included) kept, halved, or reset to zero. The final standings rank
the finalists by carry-over + the points of their final games (+ referee penalties given in
the final rounds); a tie there goes to the better qualifying place, and finalists tied on both
share the place. Players outside the final follow in their qualifying order and keep their
ties: the first of them is place N+1, so when the finalists are the qualifying top N, everyone
outside the final keeps exactly the place they qualified with. The qualifying standings
(after any round up to K) never change.

Seating by rank (`FinalSeating`), ranks 1..N with T = N / 4 tables:
- `snake` (serpentine, "1-4-5-8"): ranks are dealt to the tables in rows, left to right then
  right to left: ranks 1..T to tables 1..T, ranks T+1..2T to tables T..1, and so on, so each
  table gets one player of each quarter of the field and the table sums of ranks are equal.
  N = 8: table 1 = ranks 1, 4, 5, 8; table 2 = 2, 3, 6, 7.
  N = 16: table 1 = 1, 8, 9, 16; table 2 = 2, 7, 10, 15; table 3 = 3, 6, 11, 14;
  table 4 = 4, 5, 12, 13.
- `blocks` (the top table): ranks 1-4 at table 1, 5-8 at table 2, ... (the title is played
  at table 1).
- `manual`: the organiser types the tables in.
At each table the better-ranked player sits first: East, South, West, North in rank order.
The first final round is seated by the qualifying ranks (the finalists' seed order); each
later final round by the final standings after the round before it.

Choosing the finalists: by default the qualifying top N. Refused (the organiser then names
the finalists) when a tie straddles the cut (places N and N+1 shared: set a tie-break or
choose), when one of the top N has dropped out, or when fewer than N players are ranked.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import replace
from fractions import Fraction

from tournament.issue_codes import IssueCode

# The final as stored is a value type (tournament.model), which the standings name too.
from tournament.model import Carry as Carry
from tournament.model import FinalSeating as FinalSeating
from tournament.model import FinalStage as FinalStage
from tournament.model import Issue
from tournament.players.roster import Player, PlayerStatus
from tournament.standings.ranking import (
    GameScore,
    Penalty,
    StandingRow,
    Standings,
    compute_standings,
    exact,
    number,
)

Table4 = tuple[int, int, int, int]


def seat_by_rank(ranked: Sequence[int], method: FinalSeating | str) -> list[Table4]:
    """Tables for players listed best first (len a multiple of 4), by `snake` or `blocks`
    (see the module docstring); each table in rank order East to North."""
    method = FinalSeating(method)
    if method is FinalSeating.MANUAL:
        raise ValueError("a manual seating is typed in, not computed")
    count = len(ranked)
    if count % 4 or not count:
        raise ValueError(f"{count} players do not fill tables of four")
    tables = count // 4
    seats: list[list[int]] = [[] for _ in range(tables)]
    for i, pid in enumerate(ranked):
        if method is FinalSeating.BLOCKS:
            seats[i // 4].append(pid)
            continue
        row, col = divmod(i, tables)
        seats[col if row % 2 == 0 else tables - 1 - col].append(pid)
    return [(t[0], t[1], t[2], t[3]) for t in seats]


def choose_finalists(rows: Sequence[StandingRow], size: int) -> tuple[tuple[int, ...],
                                                                      list[Issue]]:
    """The qualifying top `size` (player ids in rank order) from the ranked rows of the
    qualifying standings, or the reasons the organiser must choose them."""
    issues: list[Issue] = []
    if len(rows) < size:
        return (), [Issue(IssueCode.TOO_FEW_PLAYERS, None, "size",
                          f"a final of {size} needs {size} ranked players; {len(rows)} are "
                          f"ranked")]
    top = rows[:size]
    if len(rows) > size and rows[size - 1].place == rows[size].place:
        place = rows[size].place
        tied = [r.name for r in rows if r.place == place]
        issues.append(Issue(IssueCode.TIE_AT_CUT, None, "finalists",
                            f"place {place} is shared by {', '.join(tied)} across the cut of "
                            f"the top {size}: set a tie-break or name the finalists"))
    for r in top:
        if r.status is PlayerStatus.DROPPED:
            issues.append(Issue(IssueCode.FINALIST_DROPPED, None, "finalists",
                                f"{r.name} (place {r.place}) has dropped out: name the "
                                f"finalists"))
    return tuple(r.player_id for r in top), issues


def final_part(players: Iterable[Player], games: Iterable[GameScore],
               penalties: Iterable[Penalty], stage: FinalStage, round: int,
               only_round: bool = False, provisional: bool = False) -> Standings:
    """The finalists' standings over the final rounds up to `round` only (penalties given in
    those rounds only)."""
    finalists = set(stage.finalists)
    return compute_standings(
        [p for p in players if p.id in finalists],
        [g for g in games if stage.after_round < g.round <= round],
        [p for p in penalties if p.round is not None and stage.after_round < p.round <= round],
        round=round, only_round=only_round, provisional=provisional)


def _extend(rounds: tuple[int | float | None, ...], columns: int
            ) -> tuple[int | float | None, ...]:
    return rounds + (None,) * (columns - len(rounds))


def final_standings(qualifying: Standings, final: Standings, stage: FinalStage,
                    round: int) -> Standings:
    """The standings after final round `round`: `qualifying` after round K, `final` the
    finalists over the final rounds (`final_part`). See the module docstring for the order.

    Finalist rows: `carried` is the carry-over, `points` carry-over + final points, `rounds`
    the qualifying rounds then the final rounds, `penalties` the referee penalties of the
    final rounds (the earlier ones are inside the carry-over), `games` and `placements` of
    the whole tournament, `qualifying_place` the place after round K.
    """
    finalists = set(stage.finalists)
    seed = {pid: i for i, pid in enumerate(stage.finalists)}
    qual_rows = {r.player_id: r for r in qualifying.rows + qualifying.substitutes
                 + qualifying.disqualified}
    final_rows = {r.player_id: r for r in final.rows + final.disqualified}
    factor = stage.carry.factor
    columns = round

    def merged(pid: int) -> tuple[StandingRow, int | Fraction]:
        q = qual_rows[pid]
        f = final_rows[pid]
        carried = exact(q.points) * factor
        total = carried + exact(f.points)
        best = [b for b in (q.best_game, f.best_game) if b is not None]
        row = replace(
            f, points=number(total), games=q.games + f.games, score=q.score + f.score,
            placements=tuple(a + b for a, b in zip(q.placements, f.placements,  # type: ignore[arg-type]
                                                   strict=True)),
            chombos=q.chombos + f.chombos, yellow_cards=q.yellow_cards + f.yellow_cards,
            rounds=_extend(q.rounds[:stage.after_round], stage.after_round)
            + f.rounds[stage.after_round:columns],
            best_game=max(best, key=exact) if best else None,
            provisional=q.provisional or f.provisional,
            disqualified=q.disqualified or f.disqualified,
            carried=number(carried), qualifying_place=q.place, tied=False)
        return row, total

    ranked: list[tuple[StandingRow, int | Fraction]] = []
    dq: list[StandingRow] = []
    for pid in stage.finalists:
        if pid not in qual_rows or pid not in final_rows:
            continue
        row, total = merged(pid)
        if row.disqualified:
            dq.append(replace(row, place=None))
        else:
            ranked.append((row, total))
    ranked.sort(key=lambda item: (-item[1], item[0].qualifying_place or 10**9,
                                  seed[item[0].player_id]))
    rows: list[StandingRow] = []
    i = 0
    while i < len(ranked):
        j = i
        key = (ranked[i][1], ranked[i][0].qualifying_place)
        while j < len(ranked) and (ranked[j][1], ranked[j][0].qualifying_place) == key:
            j += 1
        for row, _ in ranked[i:j]:
            rows.append(replace(row, place=i + 1, tied=j - i > 1))
        i = j
    first_outside = len(rows) + 1
    previous: int | None = None
    place = first_outside
    outside = [r for r in qualifying.rows if r.player_id not in finalists]
    sharing = Counter(r.place for r in outside)  # a tie cut by the final may leave one
    for n, r in enumerate(outside):
        if r.place != previous:
            place = first_outside + n
        previous = r.place
        rows.append(replace(r, place=place, rounds=_extend(r.rounds, columns),
                            qualifying_place=r.place, tied=sharing[r.place] > 1))
    substitutes = tuple(replace(r, rounds=_extend(r.rounds, columns))
                        for r in qualifying.substitutes)
    disqualified = tuple(replace(r, rounds=_extend(r.rounds, columns))
                         for r in qualifying.disqualified if r.player_id not in finalists)
    return Standings(round=round, only_round=False, rows=tuple(rows), substitutes=substitutes,
                     disqualified=disqualified + tuple(dq), teams=qualifying.teams,
                     pending=final.pending, tie_breaks=qualifying.tie_breaks, final=stage)

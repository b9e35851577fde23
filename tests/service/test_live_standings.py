"""The standings kept up to date table by table ("Standings update
incrementally after a game ends") are the standings computed from every game: over random
sequences of changes (hands recorded, corrected, voided, undone and redone, score slips,
penalties given and withdrawn, drop-outs and substitutes, tie-breaks changed), every view the
service keeps live (cumulative, one round only, provisional; the current round and earlier
ones) equals the full recompute after each change, and so does a fresh open of the file."""

from __future__ import annotations

import shutil
import tempfile
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.service.helpers import chombo, draw, new_tournament, ron, seat_in_order, tsumo
from tournament.errors import TournamentError
from tournament.service import Tournament
from tournament.standings.ranking import TieBreak

SEATS = {1: [[1, 2, 3, 4], [5, 6, 7, 8], [9, 10, 11, 12]],
         2: [[1, 5, 9, 2], [6, 10, 3, 7], [11, 4, 8, 12]],
         3: [[1, 6, 11, 4], [2, 7, 12, 5], [3, 8, 9, 10]]}
# Rounds 1-2 seated at the start, round 3 by a step of the sequence (a new current round).

TABLE = st.tuples(st.integers(1, 3), st.integers(1, 3))
SEAT = st.integers(0, 3)
HAND = st.one_of(
    st.builds(lambda w, d, han, r: ron(w, (w + d) % 4, han, 30, tuple(r)), SEAT,
              st.integers(1, 3), st.integers(1, 5), st.sets(SEAT, max_size=2)),
    st.builds(lambda w, han: tsumo(w, han, 30), SEAT, st.integers(1, 4)),
    st.builds(lambda t: draw(tuple(sorted(t))), st.sets(SEAT, max_size=4)),
    st.builds(chombo, SEAT),
)
ENDING = st.booleans()
SLIPS = st.sampled_from([[40000, 30000, 30000, 20000], [30000, 30000, 30000, 30000],
                         [52300, 31000, 24700, 12000], [25000, 25000, 45000, 25000],
                         [60000, 20000, 20000, 20000]])
PLAYER = st.integers(1, 12).map(lambda n: f"P{n:02d}")
STEP = st.one_of(
    st.tuples(st.just("hand"), TABLE, HAND, ENDING),
    st.tuples(st.just("totals"), TABLE, SLIPS),
    st.tuples(st.just("amend"), TABLE, st.integers(0, 3), HAND),
    st.tuples(st.just("void"), TABLE, st.integers(0, 3)),
    st.tuples(st.just("undo"), TABLE),
    st.tuples(st.just("redo"), TABLE),
    st.tuples(st.just("penalty"), PLAYER,
              st.sampled_from(["deduction", "yellow_card", "disqualification"]),
              st.sampled_from([-1000, -5000, -20000]), st.sampled_from([None, 1, 2])),
    st.tuples(st.just("withdraw"), st.integers(0, 5)),
    st.tuples(st.just("status"), PLAYER, st.sampled_from(["dropped", "substitute", "active"])),
    st.tuples(st.just("tie_breaks"), st.lists(st.sampled_from(list(TieBreak)), unique=True,
                                              max_size=3)),
    st.tuples(st.just("seat"),),
)
VIEWS = [dict(), dict(provisional=True), dict(only_round=True),
         dict(only_round=True, provisional=True), dict(round=1), dict(round=1, only_round=True),
         dict(round=2, provisional=True)]


def apply(t: Tournament, step: tuple[Any, ...]) -> None:
    kind = step[0]
    if kind in ("hand", "totals", "amend", "void", "undo", "redo"):
        round, table = step[1]
        if round not in {r.number for r in t.rounds.all()}:
            return
    if kind == "hand":
        hand = dict(step[2], last_hand=True) if step[3] else step[2]
        t.tables.record_hand(round, table, hand)
    elif kind == "totals":
        t.tables.record_totals(round, table, step[2])
    elif kind == "amend":
        t.tables.amend_hand(round, table, step[2], step[3])
    elif kind == "void":
        t.tables.void_hand(round, table, step[2])
    elif kind == "undo":
        t.tables.undo(round, table)
    elif kind == "redo":
        t.tables.redo(round, table)
    elif kind == "penalty":
        t.penalties.add(step[1], step[2], 0 if step[2] == "yellow_card" else step[3],
                      "test", round=step[4])
    elif kind == "withdraw":
        active = [p for p in t.penalties.all() if p.active]
        if active:
            t.penalties.withdraw(active[step[1] % len(active)].id, "appeal")
    elif kind == "status":
        t.players.set_status(step[1], step[2])
    elif kind == "tie_breaks":
        t.setup.update(tie_breaks=step[1])
    elif kind == "seat" and t.rounds.current == 2:
        seat_in_order(t, 3, SEATS[3])


def same(t: Tournament) -> None:
    for view in VIEWS:
        live = t.standings.get(**view)
        assert live == t.standings.recomputed(**view), (view, live)


@pytest.mark.slow  # 40 random tournaments of up to 30 steps: seconds, in the whole suite only
@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(steps=st.lists(STEP, min_size=1, max_size=30))
def test_live_standings_are_the_full_recompute(steps: list[tuple[Any, ...]]) -> None:
    folder = Path(tempfile.mkdtemp(prefix="live-standings-"))
    try:
        t = new_tournament(folder, players=12, rounds=3)
        with t:
            for round in (1, 2):
                seat_in_order(t, round, SEATS[round])
            same(t)
            for step in steps:
                try:
                    apply(t, step)
                except TournamentError:
                    pass  # refused: nothing changed, the standings must still agree
                same(t)
            kept = {repr(view): t.standings.get(**view) for view in VIEWS}
        with Tournament.open(folder / "cup.rtdb") as again:
            for view in VIEWS:
                assert again.standings.get(**view) == kept[repr(view)]
    finally:
        shutil.rmtree(folder, ignore_errors=True)


def test_a_game_that_ends_moves_only_its_players_rows(tmp_path: Path) -> None:
    """After a score slip at one table, the rows of players elsewhere who keep their place are
    the very rows of the standings before (kept, not built again), and the new standings are
    the full recompute."""
    with new_tournament(tmp_path, players=12, rounds=3) as t:
        seat_in_order(t, 1, SEATS[1])
        t.tables.record_totals(1, 1, [40000, 30000, 30000, 20000])
        t.tables.record_totals(1, 2, [45000, 35000, 25000, 15000])
        before = {r.player_id: r for r in t.standings.get().rows}
        t.tables.record_totals(1, 3, [30000, 30000, 30000, 30000])
        after = t.standings.get()
        assert after == t.standings.recomputed()
        moved = {t.players.get(f"P{n:02d}").id for n in SEATS[1][2]}
        kept = [r for r in after.rows if r.player_id not in moved
                and before[r.player_id].place == r.place]
        assert kept and all(r is before[r.player_id] for r in kept)
        assert all(r is not before[r.player_id] for r in after.rows if r.player_id in moved)

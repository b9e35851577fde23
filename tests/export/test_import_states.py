"""Every state the app can be in survives export -> import: the same standings
and the same locks, after any sequence of operations, including an approved round with a
table unlocked in the middle of a correction."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.service.helpers import draw, names, ron, seat_in_order, tsumo
from tournament.errors import InvalidInput
from tournament.export.json_import import import_tournament
from tournament.export.json_io import export_tournament
from tournament.players.roster import PlayerDraft
from tournament.service import Tournament


def new(path) -> Tournament:
    t = Tournament.create(path, name="Cup", rounds=2,
                          players=[PlayerDraft(n) for n in names(8)])
    seat_in_order(t, 1, [[1, 2, 3, 4], [5, 6, 7, 8]])
    return t


def state(t: Tournament) -> dict[str, Any]:
    """What must survive: standings (final and provisional), approvals, locks, penalties."""
    def rows(s):
        return [(r.place, r.name, r.points, r.games, r.penalties, r.status.value)
                for r in s.rows + s.substitutes + s.disqualified]
    return {
        "standings": rows(t.standings.get()),
        "provisional": rows(t.standings.get(provisional=True)),
        "approved": [(r.number, r.approved_at is not None) for r in t.rounds.all()],
        "locks": [(r.number, s.table, s.locked) for r in t.rounds.all()
                  for s in t.rounds.seating(r.number)],
        "scores": [t.tables.view(r.number, s.table).scores for r in t.rounds.all()
                   for s in t.rounds.seating(r.number)],
        "penalties": sorted((t.players.get(p.player_id).name, p.kind.value, p.points, p.round)
                            for p in t.penalties.all()),
        "statuses": sorted((p.name, p.status.value) for p in t.players.all()),
    }


def test_an_approved_round_with_a_table_unlocked_mid_correction_imports(tmp_path):
    t = new(tmp_path / "cup.rtdb")
    t.tables.record_totals(1, 1, [40000, 30000, 30000, 20000])
    t.tables.record_hand(1, 2, tsumo(0, 3, 30, last=True))
    t.approvals.approve(1, who="Olga")
    t.approvals.unlock_table(1, 2, "", "wrong winner", who="Olga")
    t.tables.undo(1, 2, who="Olga", reason="wrong winner")  # correction in progress: no result
    t.tables.record_hand(1, 2, ron(1, 0, 2, 30))
    expected = state(t)
    data = export_tournament(t)
    t.close()
    with import_tournament(data, tmp_path / "copy.rtdb") as again:
        assert state(again) == expected
        assert again.rounds.all()[0].approved_at == data["rounds"][0]["approved_at"]
        assert not again.tables.view(1, 2).locked and again.tables.view(1, 1).locked


TABLES = [[1, 2, 3, 4], [5, 6, 7, 8]]
SLIPS = [[40000, 30000, 30000, 20000], [30000] * 4, [35000, 25000, 30000, 29000],
         [45000, 25000, 30000, 20000]]
HANDS = [ron(1, 0, 3, 30), tsumo(2, 2, 30), draw((0, 1)), ron(3, 2, 5, 0, last=True),
         tsumo(0, 4, 30, last=True)]
# Repeats weigh the draw towards what leads to approvals and corrections.
OPS = ("totals", "totals", "totals", "hand", "approve", "approve", "unlock", "unlock", "undo",
       "undo", "lock_table", "penalty", "withdraw", "drop", "seat")


def apply(t: Tournament, op: str, n: int, unlocked: list[tuple[int, int]]) -> None:
    seated = [r.number for r in t.rounds.all()]
    rnd = seated[n % len(seated)]
    table = 1 + (n // 7) % len(t.rounds.seating(rnd))
    if op in ("undo", "hand") and unlocked and n % 2:
        rnd, table = unlocked[-1]  # a correction after an unlock: the state to reach
    player = f"P0{1 + n % 8}"
    if op == "totals":
        t.tables.record_totals(rnd, table, SLIPS[n % len(SLIPS)])
    elif op == "hand":
        t.tables.record_hand(rnd, table, HANDS[n % len(HANDS)])
    elif op == "approve":
        t.approvals.approve(rnd, who="Olga")
    elif op == "unlock":
        t.approvals.unlock_table(rnd, table, "", "correction", who="Olga")
        unlocked.append((rnd, table))
    elif op == "undo":
        t.tables.undo(rnd, table, who="Olga")
    elif op == "lock_table":
        t.approvals.lock_table(rnd, table, who="Olga")
    elif op == "penalty":
        kind = ("yellow_card", "deduction", "disqualification")[n % 3]
        t.penalties.add(player, kind, -1000 * (1 + n % 5) if kind == "deduction" else 0, "x",
                      round=rnd)
    elif op == "withdraw":
        active = t.penalties.all()
        if active:
            t.penalties.withdraw(active[n % len(active)].id, "appeal")
    elif op == "drop":
        t.players.set_status(player, "dropped" if n % 2 else "active", "")
    elif op == "seat":
        t.rounds.seat(2, seed=n)


@pytest.mark.slow  # hundreds of changes, exported and imported: seconds, in the whole suite only
@settings(max_examples=20, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.booleans(),
       st.lists(st.tuples(st.sampled_from(OPS), st.integers(0, 10_000)), max_size=20))
def test_any_sequence_of_operations_survives_export_and_import(tmp_path_factory, approved,
                                                               ops):
    folder = tmp_path_factory.mktemp("states")
    t = new(folder / "cup.rtdb")
    if approved:  # start from round 1 played and approved half the time
        t.tables.record_totals(1, 1, SLIPS[0])
        t.tables.record_hand(1, 2, HANDS[4])
        t.approvals.approve(1, who="Olga")
    unlocked: list[tuple[int, int]] = []
    for op, n in ops:
        try:
            apply(t, op, n, unlocked)
        except InvalidInput:
            pass  # refused: the state is unchanged, go on
    expected = state(t)
    data = export_tournament(t)
    t.close()
    with import_tournament(data, folder / "copy.rtdb") as again:
        assert state(again) == expected

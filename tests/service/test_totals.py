"""Totals-only tables: the four final scores from the paper slip, ranked with the rest."""

from __future__ import annotations

import pytest

from tests.service.helpers import new_tournament, ron, seat_in_order, tsumo
from tournament.errors import InvalidInput
from tournament.service import TableMode


def test_totals_tables_rank_with_hand_by_hand_tables(tmp_path):
    # EMA 2016: 30,000 start and return, uma 15/5/-5/-15, leftover sticks to first,
    # chombo 20,000 off at the end of the game.
    t = new_tournament(tmp_path, players=8, rounds=1, ruleset="ema2016")
    seat_in_order(t, 1, [[1, 2, 3, 4], [5, 6, 7, 8]])
    # Table 1 hand by hand: seat 1 ron on 3 for 3,900, then seat 0 tsumo 500/1,000 (see the
    # 16-player test): 32,000 / 32,900 / 29,500 / 25,600 -> 7.0, 17.9, -5.5, -19.4.
    t.tables.record_hand(1, 1, ron(1, 3, 3, 30))
    t.tables.record_hand(1, 1, tsumo(0, 2, 30, last=True))
    # Table 2 from the slip: 40,000 + 29,000 + 25,000 + 25,000 = 119,000: one stick left,
    # which goes to first (41,000). Seats 2 and 3 tie for 3rd: uma (-5-15)/2 = -10 each.
    # Seat 2 had a chombo: -20 at the end of the game.
    # Points: 11+15 = 26.0, -1+5 = 4.0, -5-10-20 = -35.0, -5-10 = -15.0.
    view, changes = t.tables.record_totals(1, 2, [40000, 29000, 25000, 25000], [0, 0, 1, 0],
                                    who="Rita")
    assert view.mode is TableMode.TOTALS and view.finished and changes.standings
    assert view.final.scores == (41000, 29000, 25000, 25000)
    assert view.final.penalties == (0, 0, -20000, 0)
    assert view.totals.sticks == 1
    s = t.standings.get()
    assert [(r.place, r.name, t.display(r.points)) for r in s.rows] == [
        (1, "P05", 26.0), (2, "P02", 17.9), (3, "P01", 7.0), (4, "P06", 4.0),
        (5, "P03", -5.5), (6, "P08", -15.0), (7, "P04", -19.4), (8, "P07", -35.0)]
    p07 = s.row("P07")
    assert (p07.penalties, p07.chombos, p07.placements) == (-20000, 1, (0, 0, 1, 0))
    chombos = t.penalties.chombos(1)
    assert [(c.player, c.hand, c.points, c.when) for c in chombos] == [
        ("P07", None, 20000, "score slip")]
    t.close()


def test_totals_are_checked(tmp_path):
    t = new_tournament(tmp_path, players=8, rounds=1)
    seat_in_order(t, 1, [[1, 2, 3, 4], [5, 6, 7, 8]])

    def codes(scores, chombos=(0, 0, 0, 0)):
        return [(i.code, i.field) for i in t.tables.check_totals(1, 2, scores, chombos)]

    assert codes([30000, 30000, 30000, 30000]) == []
    assert codes([30000, 30000, 30000, 29000]) == []  # one stick left on the table
    assert codes([30000, 30000, 30000, 29500]) == [("totals_sum", "scores")]
    assert codes([31000, 30000, 30000, 30000]) == [("totals_too_high", "scores")]
    assert codes([30050, 29950, 30000, 30000]) == [("bad_score", "scores[0]"),
                                                   ("bad_score", "scores[1]")]
    assert codes([30000, 30000, 60000]) == [("need_four", "scores")]
    assert codes([30000] * 4, [0, -1, 0, 0]) == [("negative_number", "chombos[1]")]
    assert codes([-5000, 50000, 40000, 35000]) == []  # below zero is a score too
    with pytest.raises(InvalidInput):
        t.tables.record_totals(1, 2, [30000, 30000, 30000, 29500])
    assert t.tables.view(1, 2).mode is TableMode.EMPTY


def test_totals_and_hands_do_not_mix_and_undo_removes_totals(tmp_path):
    t = new_tournament(tmp_path, players=4, rounds=1)
    seat_in_order(t, 1, [[1, 2, 3, 4]])
    t.tables.record_totals(1, 1, [40000, 30000, 25000, 25000])
    with pytest.raises(InvalidInput, match="score slip"):
        t.tables.record_hand(1, 1, ron(1, 3, 3, 30))
    view, _ = t.tables.record_totals(1, 1, [35000, 35000, 25000, 25000], reason="typo")
    assert view.final.scores == (35000, 35000, 25000, 25000)
    view, _ = t.tables.undo(1, 1)
    assert view.final.scores == (40000, 30000, 25000, 25000)
    t.tables.undo(1, 1)
    view, _ = t.tables.record_hand(1, 1, ron(1, 3, 3, 30))
    assert view.mode is TableMode.HANDS
    assert [i.code for i in t.tables.check_totals(1, 1, [30000] * 4)] == ["table_has_hands"]
    t.close()

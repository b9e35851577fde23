"""Standings: shared places, substitutes apart, penalties in the totals, teams, provisional."""

from __future__ import annotations

import pytest

from tests.service.helpers import chombo, draw, new_tournament, points, ron, seat_in_order
from tournament.errors import InvalidInput
from tournament.model import FinalResult
from tournament.players.roster import Player, PlayerDraft, PlayerStatus
from tournament.service import Tournament
from tournament.standings.ranking import GameScore, PenaltyKind, TieBreak, compute_standings


def result(points, places=(1, 2, 3, 4)):
    return FinalResult(scores=(30000,) * 4, places=places, points=points)


def test_equal_points_share_a_place_even_from_thirds():
    # Uma shared three ways gives thirds; exact sums keep A and B tied.
    players = [Player(i, n) for i, n in enumerate("ABCDEFGH")]
    third = 20000 / 3
    games = [
        GameScore(1, 1, (0, 1, 2, 3), result((third, -third, 500, -500))),
        GameScore(1, 2, (4, 5, 6, 7), result((0, 0, 0, 0))),
        GameScore(2, 1, (1, 0, 4, 5), result((third, -third, 0, 0))),
    ]
    s = compute_standings(players, games)
    # A: +third - third, B: -third + third, E..H: 0 -> six players share 2nd; D is 8th.
    assert [(r.place, r.name) for r in s.rows] == [
        (1, "C"), (2, "A"), (2, "B"), (2, "E"), (2, "F"), (2, "G"), (2, "H"), (8, "D")]
    assert s.rows[1].points == 0 and s.rows[1].tied


def test_each_tie_break_splits_a_tie():
    players = [Player(i, n) for i, n in enumerate("ABCDEFGH")]
    # A and B both end on 10,000. They met once, in game 1, where B placed above A.
    # A: 5,000 (2nd), 5,000 (1st), 0 (1st): 2 firsts, best 5,000, raw scores 90,000.
    # B: 6,000 (1st), 4,000 (2nd): 1 first, best 6,000, raw scores 60,000.
    games = [
        GameScore(1, 1, (0, 1, 2, 3), result((5000, 6000, -5000, -6000), (2, 1, 3, 4))),
        GameScore(1, 2, (4, 5, 6, 7), result((0, 0, 0, 0))),
        GameScore(2, 1, (0, 4, 2, 6), result((5000, 0, -5000, 0), (1, 2, 3, 4))),
        GameScore(2, 2, (1, 5, 3, 7), result((4000, 0, -4000, 0), (2, 1, 3, 4))),
        GameScore(3, 1, (0, 5, 6, 7), result((0, 0, 0, 0), (1, 2, 3, 4))),
    ]

    def top(*breaks):
        s = compute_standings(players, games, tie_breaks=breaks)
        return [(r.place, r.name) for r in s.rows[:2]]
    assert top() == [(1, "A"), (1, "B")]
    assert top(TieBreak.FIRSTS) == [(1, "A"), (2, "B")]
    assert top(TieBreak.HEAD_TO_HEAD) == [(1, "B"), (2, "A")]
    assert top(TieBreak.BEST_GAME) == [(1, "B"), (2, "A")]
    assert top(TieBreak.SCORE) == [(1, "A"), (2, "B")]
    assert top(TieBreak.BEST_GAME, TieBreak.FIRSTS) == [(1, "B"), (2, "A")]


def test_substitutes_play_but_take_no_place(tmp_path):
    t = new_tournament(tmp_path, players=6, rounds=1)
    assert [p.name for p in t.players.all(PlayerStatus.SUBSTITUTE)] == ["Substitute 1",
                                                                    "Substitute 2"]
    t.rounds.set_seating(1, [["P01", "P02", "P03", "P04"],
                      ["Substitute 1", "P05", "Substitute 2", "P06"]])
    t.tables.record_totals(1, 1, [30000] * 4)
    # Table 2: the substitute in East wins big; the opponents' points count in full.
    # 50,000 / 30,000 / 20,000 / 20,000: +35, +5 (0+5), -20 (-10-10), -20.
    t.tables.record_totals(1, 2, [50000, 30000, 20000, 20000])
    s = t.standings.get()
    assert [(r.place, r.name, t.display(r.points)) for r in s.rows] == [
        (1, "P05", 5.0), (2, "P01", 0.0), (2, "P02", 0.0), (2, "P03", 0.0), (2, "P04", 0.0),
        (6, "P06", -20.0)]
    assert [(r.place, r.name, t.display(r.points)) for r in s.substitutes] == [
        (None, "Substitute 1", 35.0), (None, "Substitute 2", -20.0)]
    t.close()


def test_penalties_appear_in_the_totals(tmp_path):
    t = new_tournament(tmp_path, players=4, rounds=2)
    seat_in_order(t, 1, [[1, 2, 3, 4]])
    t.tables.record_totals(1, 1, [40000, 30000, 30000, 20000])  # +25, 0, 0, -25 (shared 2nd/3rd)
    penalty, changes = t.penalties.add("p02", PenaltyKind.DEDUCTION, -5000, "slow play",
                                     referee="Rita", table=1)
    assert changes.standings and penalty.round == 1 and penalty.table == 1
    t.penalties.add("P03", PenaltyKind.YELLOW_CARD, 0, "phone at the table")
    assert points(t) == {"P01": 25.0, "P02": -5.0, "P03": 0.0, "P04": -25.0}
    row = t.standings.get().row("P02")
    assert (row.penalties, row.place) == (-5000, 3)
    assert t.standings.get().row("P03").yellow_cards == 1
    # A penalty given in round 2 is not in the standings after round 1.
    seat_in_order(t, 2, [[1, 2, 3, 4]])
    t.penalties.add("P01", PenaltyKind.DEDUCTION, -2000, "late", round=2)
    assert t.display(t.standings.get(1).row("P01").points) == 25.0
    assert t.display(t.standings.get(2).row("P01").points) == 23.0
    # Withdrawn on appeal: kept in the file, no longer counted.
    t.penalties.withdraw(penalty.id, "appeal upheld", who="Head referee")
    assert points(t)["P02"] == 0.0
    assert [p.active for p in t.penalties.all(include_withdrawn=True)] == [False, True, True]
    t.close()


def test_penalties_are_checked(tmp_path):
    t = new_tournament(tmp_path, players=4, rounds=1)
    seat_in_order(t, 1, [[1, 2, 3, 4]])
    def codes(*args, **kw):
        with pytest.raises(InvalidInput) as refused:
            t.penalties.add(*args, **kw)
        return [(i.code, i.field) for i in refused.value.issues]
    assert codes("Nobody", PenaltyKind.DEDUCTION, -1000, "x") == [("unknown_player", "player")]
    assert codes("P01", PenaltyKind.DEDUCTION, 1000, "x") == [("positive_penalty", "points")]
    assert codes("P01", PenaltyKind.DEDUCTION, 0, "x") == [("no_points", "points")]
    assert codes("P01", PenaltyKind.YELLOW_CARD, -1000, "x") == [
        ("points_on_yellow_card", "points")]
    assert codes("P01", PenaltyKind.DEDUCTION, -1000, " ") == [("reason_required", "reason")]
    assert codes("P01", PenaltyKind.DEDUCTION, -1000, "x", table=3) == [
        ("no_such_table", "table")]
    assert t.penalties.all() == ()


def test_end_of_game_chombo_is_counted_once(tmp_path):
    # EMA 2016: a chombo costs 20,000 after uma, from the core's final result.
    # Chombo by seat 2 (nothing paid at the table), then a draw with seat 0 alone tenpai,
    # last hand: 33,000 / 29,000 / 29,000 / 29,000. Seats 1-3 tie for 2nd: uma (5-5-15)/3
    # = -5 each. Points: 3+15 = 18, -1-5 = -6, -6-20 = -26, -6.
    t = new_tournament(tmp_path, players=4, rounds=1, ruleset="ema2016")
    seat_in_order(t, 1, [[1, 2, 3, 4]])
    t.tables.record_hand(1, 1, chombo(2))
    t.tables.record_hand(1, 1, draw((0,), last=True))
    assert points(t) == {"P01": 18.0, "P02": -6.0, "P03": -26.0, "P04": -6.0}
    row = t.standings.get().row("P03")
    assert (row.penalties, row.chombos) == (-20000, 1)
    [entry] = t.penalties.chombos(1)
    assert (entry.player, entry.hand, entry.when, entry.points) == ("P03", 0, "East 1", 20000)
    t.close()


def test_disqualified_players_are_listed_apart_and_not_seated_again(tmp_path):
    t = new_tournament(tmp_path, players=8, rounds=2)
    seat_in_order(t, 1, [[1, 2, 3, 4], [5, 6, 7, 8]])
    t.tables.record_totals(1, 1, [30000] * 4)
    t.tables.record_totals(1, 2, [30000] * 4)
    t.penalties.add("P08", PenaltyKind.DISQUALIFICATION, 0, "cheating")
    s = t.standings.get()
    assert [r.name for r in s.disqualified] == ["P08"] and s.disqualified[0].place is None
    assert "P08" not in [r.name for r in s.rows]
    tables, changes = t.rounds.seat(2)
    seated = {t.players.get(p).name for table in tables for p in table.players}
    assert "P08" not in seated and "Substitute 1" in seated and changes.players
    t.close()


def test_team_standings_sum_the_members(tmp_path):
    drafts = [PlayerDraft(f"P{i}", team="Red" if i < 2 else "Blue") for i in range(1, 5)]
    with Tournament.create(tmp_path / "t.rtdb", name="T", rounds=1, players=drafts) as t:
        t.rounds.set_seating(1, [["P1", "P2", "P3", "P4"]])
        t.tables.record_totals(1, 1, [40000, 30000, 30000, 20000])  # +25, 0, 0, -25
        teams = t.standings.get().teams
        assert [(r.place, r.team, t.display(r.points), r.members) for r in teams] == [
            (1, "Red", 25.0, ("P1",)), (2, "Blue", -25.0, ("P2", "P3", "P4"))]


def test_games_in_play_count_only_when_asked(tmp_path):
    t = new_tournament(tmp_path, players=8, rounds=1)
    seat_in_order(t, 1, [[1, 2, 3, 4], [5, 6, 7, 8]])
    t.tables.record_hand(1, 1, ron(1, 3, 3, 30))  # 30,000 / 33,900 / 30,000 / 26,100, in play
    s = t.standings.get()
    assert s.pending == ((1, 1), (1, 2)) and all(r.games == 0 for r in s.rows)
    live = t.standings.get(provisional=True)
    # Provisional: places 2/1/2/4: +3.9+15 = 18.9; 0 + (5-5)/2 = 0; -3.9-15 = -18.9.
    assert t.display(live.row("P02").points) == 18.9 and live.row("P02").provisional
    assert t.display(live.row("P04").points) == -18.9
    assert live.pending == ((1, 2),)
    t.close()

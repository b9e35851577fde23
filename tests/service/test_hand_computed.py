"""A 16-player, 4-round tournament entered hand by hand, against standings worked out by hand.

Ruleset ema_rcr: 30,000 start and return, uma +15/+5/-5/-15 (thousands), tied players share
the uma of their places, leftover riichi sticks go to first place (split when tied), chombo is
a mangan paid at the table. Points below are in thousands (the display unit).

Four short games ("templates"), each ended by time being called (`last_hand`). Seats 0-3 are
East, South, West, North of the first hand.

A  E1: seat 1 ron on seat 3, 3 han 30 fu non-dealer: 960 x 4 = 3,840 -> 3,900.
       30,000 / 33,900 / 30,000 / 26,100. Dealer (0) did not win -> E2, dealer seat 1.
   E2 (last): seat 0 tsumo 2 han 30 fu, non-dealer: base 480; dealer (1) pays 1,000,
       seats 2 and 3 pay 500 -> 32,000 / 32,900 / 29,500 / 25,600.
   Places 2/1/3/4. Points: +2.0+5 = 7.0, +2.9+15 = 17.9, -0.5-5 = -5.5, -4.4-15 = -19.4.
B  E1: draw, tenpai 0 and 2: 3,000 / (2 x 2) = 750 per pair, so 1,500 each way.
       31,500 / 28,500 / 31,500 / 28,500; dealer tenpai: E1 again, 1 honba.
   E1-1: seat 3 riichi; seat 2 ron on seat 1, 2 han 40 fu: 640 x 4 = 2,560 -> 2,600, + 300
       honba, + the 1,000 stick -> 31,500 / 25,600 / 35,400 / 27,500. -> E2, dealer 1.
   E2 (last): dealer 1 ron on 0, 1 han 30 fu: 240 x 6 = 1,440 -> 1,500.
       30,000 / 27,100 / 35,400 / 27,500. Places 2/4/1/3.
   Points: 0+5 = 5.0, -2.9-15 = -17.9, +5.4+15 = 20.4, -2.5-5 = -7.5.
C  E1 (last): seats 0 and 1 riichi, draw with 0 and 1 tenpai: 30,500 / 30,500 / 28,500 /
       28,500 and 2 sticks on the table. Seats 0 and 1 tie for first: they share the sticks
       (31,500 each) and the uma of 1st+2nd ((15+5)/2 = 10); seats 2 and 3 share 3rd+4th (-10).
   Places 1/1/3/3. Points: +1.5+10 = 11.5, 11.5, -1.5-10 = -11.5, -11.5.
D  E1: chombo by seat 2 (not the dealer): 4,000 to the dealer, 2,000 to seats 1 and 3.
       34,000 / 32,000 / 22,000 / 32,000; no counter, E1 again.
   E1: seat 3 ron on seat 0, 2 han 30 fu: 480 x 4 = 1,920 -> 2,000.
       32,000 / 32,000 / 22,000 / 34,000 -> E2.
   E2 (last): draw, only seat 2 tenpai: 1,000 from each other seat.
       31,000 / 31,000 / 25,000 / 33,000. Seats 0 and 1 tie for 2nd: uma (5-5)/2 = 0.
   Places 2/2/4/1. Points: 1.0, 1.0, -5-15 = -20.0, +3+15 = 18.0.
"""

from __future__ import annotations

from tests.service.helpers import chombo, draw, new_tournament, ron, seat_in_order, tsumo

TEMPLATES = {
    "A": [ron(1, 3, 3, 30), tsumo(0, 2, 30, last=True)],
    "B": [draw((0, 2)), ron(2, 1, 2, 40, riichi=(3,)), ron(1, 0, 1, 30, last=True)],
    "C": [draw((0, 1), riichi=(0, 1), last=True)],
    "D": [chombo(2), ron(3, 0, 2, 30), draw((2,), last=True)],
}

SEATING = {
    1: [[1, 2, 3, 4], [5, 6, 7, 8], [9, 10, 11, 12], [13, 14, 15, 16]],
    2: [[1, 5, 9, 13], [2, 6, 10, 14], [3, 7, 11, 15], [4, 8, 12, 16]],
    3: [[1, 6, 11, 16], [2, 5, 12, 15], [3, 8, 9, 14], [4, 7, 10, 13]],
    4: [[1, 7, 12, 14], [2, 8, 11, 13], [3, 5, 10, 16], [4, 6, 9, 15]],
}


def template(round: int, table: int) -> str:
    return "ABCD"[(table - 1 + round - 1) % 4]


# Worked by hand from the template points above (round 1 to 4), e.g.
# P08: B seat 3 (-7.5), A seat 1 (17.9), A seat 1 (17.9), A seat 1 (17.9) = 46.2.
EXPECTED = [  # place, player, points, per-round points, 1st/2nd/3rd/4th
    (1, "P08", 46.2, (-7.5, 17.9, 17.9, 17.9), (3, 0, 1, 0)),
    (2, "P10", 40.8, (11.5, -11.5, 20.4, 20.4), (3, 0, 1, 0)),
    (3, "P02", 37.4, (17.9, 11.5, 1.0, 7.0), (2, 2, 0, 0)),
    (4, "P01", 24.5, (7.0, 5.0, 11.5, 1.0), (1, 3, 0, 0)),
    (5, "P06", 16.6, (-17.9, 11.5, 11.5, 11.5), (3, 0, 0, 1)),
    (6, "P09", 14.9, (11.5, 20.4, -5.5, -11.5), (2, 0, 2, 0)),
    (7, "P03", 7.5, (-5.5, 1.0, 7.0, 5.0), (0, 3, 1, 0)),
    (8, "P07", 4.5, (20.4, 1.0, -17.9, 1.0), (1, 2, 0, 1)),
    (8, "P15", 4.5, (-20.0, 18.0, 18.0, -11.5), (2, 0, 1, 1)),
    (10, "P04", 4.1, (-19.4, 7.0, 5.0, 11.5), (1, 2, 0, 1)),
    (11, "P14", -11.9, (1.0, -11.5, -19.4, 18.0), (1, 1, 1, 1)),
    (12, "P16", -20.4, (18.0, -19.4, -11.5, -7.5), (1, 0, 2, 1)),
    (13, "P05", -29.8, (5.0, -17.9, 1.0, -17.9), (0, 2, 0, 2)),
    (14, "P13", -33.4, (1.0, -7.5, -7.5, -19.4), (0, 1, 2, 1)),
    (15, "P11", -48.5, (-11.5, -20.0, -11.5, -5.5), (0, 0, 3, 1)),
    (16, "P12", -57.0, (-11.5, -5.5, -20.0, -20.0), (0, 0, 2, 2)),
]

# After round 2 (sum of the first two round columns).
AFTER_ROUND_2 = [
    (1, "P09", 31.9), (2, "P02", 29.4), (3, "P07", 21.4), (4, "P01", 12.0), (5, "P08", 10.4),
    (6, "P10", 0.0), (7, "P16", -1.4), (8, "P15", -2.0), (9, "P03", -4.5), (10, "P06", -6.4),
    (11, "P13", -6.5), (12, "P14", -10.5), (13, "P04", -12.4), (14, "P05", -12.9),
    (15, "P12", -17.0), (16, "P11", -31.5),
]


def play(tmp_path, **options):
    t = new_tournament(tmp_path, **options)
    for round, tables in SEATING.items():
        seat_in_order(t, round, tables)
        for table in range(1, 5):
            for hand in TEMPLATES[template(round, table)]:
                view, changes = t.tables.record_hand(round, table, hand, who="referee")
                assert changes.tables == ((round, table),) and changes.standings
            assert view.finished
    return t


def test_sixteen_players_four_rounds_hand_by_hand(tmp_path):
    t = play(tmp_path)
    s = t.standings.get()
    assert s.round == 4 and not s.pending and not s.substitutes
    got = [(r.place, r.name, t.display(r.points), tuple(t.display(p) for p in r.rounds),
            r.placements) for r in s.rows]
    assert got == EXPECTED
    assert all(r.games == 4 for r in s.rows)
    assert sum(r.points for r in s.rows) == 0
    # Sum of raw final scores, P08: 27,500 + 32,900 + 32,900 + 32,900.
    assert s.row("P08").score == 126200
    # P07 and P15 share 8th place; the next player is 10th.
    assert [r.tied for r in s.rows if r.place == 8] == [True, True]
    # Round 1 table 4 played template D: seat 2 (P15) paid a mangan at the table.
    [entry] = t.penalties.chombos(1)
    assert (entry.table, entry.player, entry.hand, entry.when, entry.points) == (
        4, "P15", 0, "East 1", 8000)
    assert s.row("P15").chombos == 1 and s.row("P15").penalties == 0

    after2 = t.standings.get(2)
    assert [(r.place, r.name, t.display(r.points)) for r in after2.rows] == AFTER_ROUND_2
    only3 = t.standings.get(3, only_round=True)
    assert only3.row("P10").points == 20400 and only3.row("P10").games == 1

    # Everything survives closing and opening the file.
    t.close()
    again = type(t).open(tmp_path / "cup.rtdb")
    assert [(r.place, r.name, again.display(r.points)) for r in again.standings.get().rows] == \
        [(p, n, pts) for p, n, pts, _, _ in EXPECTED]
    view = again.tables.view(1, 2)  # template B
    assert view.final.scores == (30000, 27100, 35400, 27500)
    assert [r.after.scores for r in view.hands] == [
        (31500, 28500, 31500, 28500), (31500, 25600, 35400, 27500),
        (30000, 27100, 35400, 27500)]
    again.close()


def test_tie_breaks_split_the_shared_place(tmp_path):
    # P07 and P15 are tied on 4.5. P15 has more first places (2 to 1) and placed above P07
    # when they met (round 2 table 3: P15 1st, P07 2nd); P07 has the better single game
    # (20.4 to 18.0) and the higher sum of raw scores (124,500 to 119,500).
    t = play(tmp_path)

    def order(*breaks):
        t.setup.update(tie_breaks=breaks)
        return [(r.place, r.name) for r in t.standings.get().rows if r.name in ("P07", "P15")]

    assert order() == [(8, "P07"), (8, "P15")]
    assert order("firsts") == [(8, "P15"), (9, "P07")]
    assert order("best_game") == [(8, "P07"), (9, "P15")]
    assert order("head_to_head") == [(8, "P15"), (9, "P07")]
    assert order("score") == [(8, "P07"), (9, "P15")]
    assert t.standings.get().row("P07").score == 124500
    t.close()

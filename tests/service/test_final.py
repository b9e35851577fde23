"""A final of 8 from a 16-player tournament, worked out by hand for each carry-over (kept,
halved, reset): the finalists, their seating, the final standings (players outside the final
keep their places), the untouched qualifying standings, and the printed documents."""

from __future__ import annotations

import re

import pytest

from tests.service.helpers import new_tournament, seat_in_order
from tournament.errors import InvalidInput
from tournament.export.gather import gather_cards, gather_standings
from tournament.export.printable import build_document

# ema_rcr: points = (score - 30,000 + uma 15/5/-5/-15) / 1,000.
ROUND_1 = ([[1, 2, 3, 4], [5, 6, 7, 8], [9, 10, 11, 12], [13, 14, 15, 16]],
           [[45000, 35000, 25000, 15000],   # P01 +30, P02 +10, P03 -10, P04 -30
            [40000, 33000, 27000, 20000],   # P05 +25, P06 +8, P07 -8, P08 -25
            [50000, 30000, 22000, 18000],   # P09 +35, P10 +5, P11 -13, P12 -27
            [38000, 32500, 28500, 21000]])  # P13 +23, P14 +7.5, P15 -6.5, P16 -24
ROUND_2 = ([[1, 5, 9, 13], [2, 6, 10, 14], [3, 7, 11, 15], [4, 8, 12, 16]],
           [[30000, 42000, 26000, 22000],   # P01 +5 (2nd), P05 +27, P09 -9, P13 -23
            [36000, 24000, 31000, 29000],   # P02 +21, P06 -21, P10 +6, P14 -6
            [28000, 34000, 23000, 35000],   # P03 -7, P07 +9, P11 -22, P15 +20
            [33000, 27000, 39000, 21000]])  # P04 +8, P08 -8, P12 +24, P16 -24
# After round 2: P05 52, P01 35, P02 31, P09 26, P15 13.5, P10 11, P14 1.5, P07 1 | P13 0,
# P12 -3, P06 -13, P03 -17, P04 -22, P08 -33, P11 -35, P16 -48.
QUALIFYING = ["P05", "P01", "P02", "P09", "P15", "P10", "P14", "P07", "P13", "P12", "P06",
              "P03", "P04", "P08", "P11", "P16"]
QUALIFYING_POINTS = [52.0, 35.0, 31.0, 26.0, 13.5, 11.0, 1.5, 1.0, 0.0, -3.0, -13.0, -17.0,
                     -22.0, -33.0, -35.0, -48.0]
# The snake for 8 (1-4-5-8): table 1 = ranks 1, 4, 5, 8; table 2 = ranks 2, 3, 6, 7.
SEATING = [["P05", "P09", "P15", "P07"], ["P01", "P02", "P10", "P14"]]
# The final (round 3):
#   table 1: P05 25,000 3rd -10, P09 38,000 1st +23, P15 33,000 2nd +8, P07 24,000 4th -21
#   table 2: P01 31,000 2nd +6, P02 20,000 4th -25, P10 44,000 1st +29, P14 25,000 3rd -10
FINAL_TOTALS = [[25000, 38000, 33000, 24000], [31000, 20000, 44000, 25000]]
FINAL_POINTS = {"P05": -10, "P09": 23, "P15": 8, "P07": -21, "P01": 6, "P02": -25, "P10": 29,
                "P14": -10}
OUTSIDE = [(9, "P13", 0.0), (10, "P12", -3.0), (11, "P06", -13.0), (12, "P03", -17.0),
           (13, "P04", -22.0), (14, "P08", -33.0), (15, "P11", -35.0), (16, "P16", -48.0)]
EXPECTED = {
    # kept: P09 26+23 = 49, P05 52-10 = 42, P01 35+6 = 41, P10 11+29 = 40, P15 13.5+8 = 21.5,
    # P02 31-25 = 6, P14 1.5-10 = -8.5, P07 1-21 = -20.
    "kept": [("P09", 26.0, 49.0), ("P05", 52.0, 42.0), ("P01", 35.0, 41.0),
             ("P10", 11.0, 40.0), ("P15", 13.5, 21.5), ("P02", 31.0, 6.0),
             ("P14", 1.5, -8.5), ("P07", 1.0, -20.0)],
    # halved: P09 13+23 = 36, P10 5.5+29 = 34.5, P01 17.5+6 = 23.5, P05 26-10 = 16,
    # P15 6.75+8 = 14.75, P14 0.75-10 = -9.25, P02 15.5-25 = -9.5, P07 0.5-21 = -20.5.
    "halved": [("P09", 13.0, 36.0), ("P10", 5.5, 34.5), ("P01", 17.5, 23.5),
               ("P05", 26.0, 16.0), ("P15", 6.75, 14.75), ("P14", 0.75, -9.25),
               ("P02", 15.5, -9.5), ("P07", 0.5, -20.5)],
    # reset: P10 29, P09 23, P15 8, P01 6, then P05 and P14 both -10: P05 qualified 1st,
    # P14 7th, so P05 is 5th and P14 6th; P07 -21, P02 -25.
    "reset": [("P10", 0.0, 29.0), ("P09", 0.0, 23.0), ("P15", 0.0, 8.0), ("P01", 0.0, 6.0),
              ("P05", 0.0, -10.0), ("P14", 0.0, -10.0), ("P07", 0.0, -21.0),
              ("P02", 0.0, -25.0)],
}


def qualified(tmp_path):
    t = new_tournament(tmp_path, players=16, rounds=2)
    for number, (tables, totals) in enumerate((ROUND_1, ROUND_2), start=1):
        seat_in_order(t, number, tables)
        for table, scores in enumerate(totals, start=1):
            t.tables.record_totals(number, table, scores)
    return t


def standings_table(t, round=None):
    s = t.standings.get(round)
    return [(r.place, r.name, t.display(r.points)) for r in s.rows]


@pytest.mark.parametrize("carry", ["kept", "halved", "reset"])
def test_final_of_eight(tmp_path, carry):
    t = qualified(tmp_path)
    before = standings_table(t, 2)
    assert before == [(i + 1, n, p) for i, (n, p) in enumerate(zip(QUALIFYING,
                                                                  QUALIFYING_POINTS,
                                                                  strict=True))]
    plan, changes = t.final.start(8, carry, "snake", who="organiser")
    assert changes.final and changes.seating == (3,) and changes.settings
    assert [t.players.get(p).name for p in plan.stage.finalists] == QUALIFYING[:8]
    assert t.settings.rounds == 3 and t.final.stage() == plan.stage
    assert [[t.players.get(p).name for p in s.players] for s in t.rounds.seating(3)] == SEATING
    for table, scores in enumerate(FINAL_TOTALS, start=1):
        t.tables.record_totals(3, table, scores)

    rows = t.standings.get().rows
    finalists = [(r.name, t.display(r.carried), t.display(r.points)) for r in rows[:8]]
    assert finalists == EXPECTED[carry]
    assert [r.place for r in rows[:8]] == list(range(1, 9))
    assert all(t.display(r.rounds[2]) == FINAL_POINTS[r.name] for r in rows[:8])
    # Outside the final: the qualifying places and points, nothing carried.
    assert [(r.place, r.name, t.display(r.points)) for r in rows[8:]] == OUTSIDE
    assert all(r.carried is None and r.rounds[2] is None for r in rows[8:])
    assert [r.qualifying_place for r in rows] == [QUALIFYING.index(r.name) + 1 for r in rows]
    # The qualifying standings never change.
    assert standings_table(t, 2) == before
    # The final round alone: the eight finalists only.
    only = t.standings.get(3, only_round=True)
    assert sorted(r.name for r in only.rows) == sorted(QUALIFYING[:8])

    # Printed: the final standings with the carried points and the final's column.
    html = build_document(t, "standings").html()
    assert "Final standings" in html and "Carried" in html and ">F1<" in html
    assert "keep their qualifying places" in html
    data = gather_standings(t)
    assert data.decimals == (2 if carry == "halved" else 1)
    text = re.sub(r"<[^>]+>", " ", build_document(t, "standings").body)
    order = [text.index(name) for name, _, _ in EXPECTED[carry]] + [
        text.index(name) for _, name, _ in OUTSIDE]
    assert order == sorted(order)
    if carry == "halved":
        assert "+14.75" in text and "\u22129.25" in text
    seating_text = build_document(t, "seating-tables", 3).html()
    assert "Seating, final (round 3)" in seating_text
    sheets = build_document(t, "score-sheets", 3).html()
    assert "Final (round 3) · Table 2" in sheets
    cards = gather_cards(t)
    card = next(c for c in cards.cards if c.name == EXPECTED[carry][0][0])
    assert card.place == "1" and card.carried == EXPECTED[carry][0][1]
    cards_html = build_document(t, "cards").html()
    assert "Carried into the final" in cards_html and "not in the final" in cards_html
    assert text.index("P07") < text.index("Outside the final") < text.index("P13")


def test_the_final_survives_a_restart_and_can_be_taken_back(tmp_path):
    t = qualified(tmp_path)
    t.final.start(8, "halved", "blocks", rounds=2)
    assert [[t.players.get(p).name for p in s.players] for s in t.rounds.seating(3)] == [
        QUALIFYING[:4], QUALIFYING[4:8]]
    path = t.path
    t.close()
    from tournament.service import Tournament

    t = Tournament.open(path)
    stage = t.final.stage()
    assert stage is not None and stage.rounds == 2 and stage.carry == "halved"
    assert t.settings.rounds == 4 and t.final.is_final_round(4) and not t.final.is_final_round(2)
    # The engine does not seat a final round; the next final round waits for this one.
    with pytest.raises(InvalidInput) as exc:
        t.rounds.seat(4)
    assert "final_round" in {i.code for i in exc.value.issues}
    with pytest.raises(InvalidInput) as exc:
        t.final.seat_round(4)
    assert {i.code for i in exc.value.issues} == {"previous_unfinished"}
    with pytest.raises(InvalidInput):
        t.setup.update(rounds=6)
    assert t.rounds.unplayed() == ()  # a drop-out does not re-seat the final
    _, changes = t.final.cancel(reason="wrong size")
    assert changes.final and t.final.stage() is None
    assert t.settings.rounds == 2 and not t.rounds.seating(3)
    assert standings_table(t)[0] == (1, "P05", 52.0)
    t.final.start(4, "kept", "snake")
    assert [[t.players.get(p).name for p in s.players]
            for s in t.rounds.seating(3)] == [QUALIFYING[:4]]
    t.close()


def test_second_final_round_seated_by_the_final_standings(tmp_path):
    t = qualified(tmp_path)
    t.final.start(8, "kept", "snake", rounds=2)
    for table, scores in enumerate(FINAL_TOTALS, start=1):
        t.tables.record_totals(3, table, scores)
    t.final.seat_round(4)
    # Ranks after the first final game (kept): P09, P05, P01, P10, P15, P02, P14, P07;
    # snake: table 1 = ranks 1, 4, 5, 8; table 2 = 2, 3, 6, 7.
    assert [[t.players.get(p).name for p in s.players] for s in t.rounds.seating(4)] == [
        ["P09", "P10", "P15", "P07"], ["P05", "P01", "P02", "P14"]]
    html = build_document(t, "standings", 3).html()
    assert "Standings after final, game 1 (round 3)" in html and ">F2<" not in html
    t.close()


def test_refusals(tmp_path):
    t = qualified(tmp_path)

    def codes(**kw):
        with pytest.raises(InvalidInput) as exc:
            t.final.start(**kw)
        return {i.code for i in exc.value.issues}

    assert codes(size=6) == {"bad_size"}
    assert codes(size=8, carry="doubled") == {"bad_carry"}
    assert codes(size=8, seating="manual") == {"tables_required"}
    assert codes(size=20) == {"too_few_players"}
    assert codes(size=4, finalists=["P05", "P01", "P05"]) == {"finalist_twice",
                                                             "finalist_count"}
    assert codes(size=8, tables=[["P05", "P01", "P02", "P09"],
                                 ["P15", "P10", "P14", "P13"]]) == {"not_a_finalist",
                                                                    "player_not_seated"}
    # Named finalists are seeded in their qualifying order; a manual seating is kept.
    plan, _ = t.final.start(4, "reset", "manual", finalists=["P13", "P05", "P07", "P01"],
                            tables=[["P13", "P07", "P01", "P05"]])
    assert [t.players.get(p).name for p in plan.stage.finalists] == ["P05", "P01", "P07", "P13"]
    assert [t.players.get(p).name
            for p in t.rounds.seating(3)[0].players] == ["P13", "P07", "P01", "P05"]
    assert codes(size=4) == {"final_started"}
    t.close()


def test_a_final_needs_finished_qualifying_games(tmp_path):
    t = new_tournament(tmp_path, players=8, rounds=2)
    seat_in_order(t, 1, [[1, 2, 3, 4], [5, 6, 7, 8]])
    t.tables.record_totals(1, 1, [40000, 30000, 20000, 30000])
    with pytest.raises(InvalidInput) as exc:
        t.final.start(4)
    assert {i.code for i in exc.value.issues} == {"qualifying_unfinished"}
    t.close()


def test_a_final_with_paper_totals_entered_elsewhere_is_not_taken_back(tmp_path, capsys):
    # A final game entered from its slip by another program (the command line's quick way):
    # this open has not read that table's log, yet the final is refused in words, never a
    # database error.
    from tournament.cli import main
    from tournament.service import Tournament

    t = qualified(tmp_path)
    t.final.start(8, "kept", "snake")
    path = t.path
    t.close()
    assert main(["record", str(path), "--round", "3", "--table", "1", "--totals",
                 *map(str, FINAL_TOTALS[0])]) == 0
    capsys.readouterr()
    with Tournament.open(path) as t, pytest.raises(InvalidInput) as refused:
        t.final.cancel(reason="wrong size")
    assert {i.code for i in refused.value.issues} == {"final_played"}
    assert main(["final", str(path), "--cancel"]) == 2
    assert "cannot be taken back" in capsys.readouterr().err

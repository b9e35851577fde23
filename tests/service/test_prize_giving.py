"""The prize-giving read model: the standings revealed from the last place up, one step per
key press, tied players together."""

from __future__ import annotations

from tests.service.helpers import new_tournament, seat_in_order
from tournament.service.read_models import prize_giving


def test_reveal_from_the_last_place_up(tmp_path):
    t = new_tournament(tmp_path, players=8, rounds=1)
    seat_in_order(t, 1, [[1, 2, 3, 4], [5, 6, 7, 8]])
    # P01 +25, P02 0 and P03 0 (tied for 2nd: uma shared), P04 -25; P05 +30, P06 +7,
    # P07 -7, P08 -30. Places: P05 1, P01 2, P06 3, P02 4= P03 4=, P07 6, P04 7, P08 8.
    t.tables.record_totals(1, 1, [40000, 30000, 30000, 20000])
    t.tables.record_totals(1, 2, [45000, 32000, 28000, 15000])
    show = prize_giving(t)
    assert show.title == "Final standings" and show.presses == 7
    assert [(s.place, [line.name for line in s.lines]) for s in show.steps] == [
        (8, ["P08"]), (7, ["P04"]), (6, ["P07"]), (4, ["P02", "P03"]), (3, ["P06"]),
        (2, ["P01"]), (1, ["P05"])]
    assert show.revealed(0) == ()
    assert [line.name for line in show.revealed(4)] == ["P02", "P03", "P07", "P04", "P08"]
    assert len(show.revealed(99)) == 8
    assert show.next_step(6).lines[0].name == "P05" and show.next_step(7) is None
    # Only the top 3 one by one: the others are on screen from the start.
    top = prize_giving(t, top=3)
    assert [s.place for s in top.steps] == [3, 2, 1]
    assert [line.name for line in top.revealed(0)] == ["P02", "P03", "P07", "P04", "P08"]
    t.close()

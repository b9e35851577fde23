"""The final stage's pure parts (tournament/standings/final_stage.py): seating by rank and the
choice of finalists. The whole final on a tournament is in tests/service/test_final.py."""

from __future__ import annotations

import pytest

from tournament.players.roster import PlayerStatus
from tournament.standings.final_stage import (
    Carry,
    FinalSeating,
    FinalStage,
    choose_finalists,
    seat_by_rank,
)
from tournament.standings.ranking import StandingRow


def test_snake_for_eight_is_1_4_5_8():
    # Ranks dealt in rows: 1 -> T1, 2 -> T2; 3 -> T2, 4 -> T1; 5 -> T1, 6 -> T2; 7 -> T2, 8 -> T1.
    assert seat_by_rank(range(1, 9), "snake") == [(1, 4, 5, 8), (2, 3, 6, 7)]


def test_snake_for_sixteen():
    assert seat_by_rank(list(range(1, 17)), FinalSeating.SNAKE) == [
        (1, 8, 9, 16), (2, 7, 10, 15), (3, 6, 11, 14), (4, 5, 12, 13)]
    # Every table's ranks add up to the same: 34.
    assert {sum(t) for t in seat_by_rank(list(range(1, 17)), "snake")} == {34}


def test_blocks_and_a_single_table():
    assert seat_by_rank(range(1, 9), "blocks") == [(1, 2, 3, 4), (5, 6, 7, 8)]
    assert seat_by_rank([7, 3, 9, 1], "snake") == [(7, 3, 9, 1)] == seat_by_rank([7, 3, 9, 1],
                                                                                 "blocks")


def test_seating_refuses_what_it_cannot_do():
    with pytest.raises(ValueError):
        seat_by_rank(range(1, 7), "snake")
    with pytest.raises(ValueError):
        seat_by_rank(range(1, 9), "manual")


def row(pid: int, place: int, status: PlayerStatus = PlayerStatus.ACTIVE) -> StandingRow:
    return StandingRow(place=place, player_id=pid, name=f"P{pid:02d}", status=status, team="",
                       games=2, points=0, score=0, placements=(0, 0, 0, 0), penalties=0,
                       chombos=0, yellow_cards=0, rounds=(), best_game=None)


def test_finalists_are_the_top_n():
    rows = [row(i, i) for i in range(1, 11)]
    assert choose_finalists(rows, 8) == ((1, 2, 3, 4, 5, 6, 7, 8), [])


def test_a_tie_across_the_cut_is_refused_one_inside_is_not():
    inside = [row(1, 1), row(2, 2), row(3, 3), row(4, 3), row(5, 5)]
    assert choose_finalists(inside, 4)[1] == []
    across = [row(1, 1), row(2, 2), row(3, 3), row(4, 4), row(5, 4), row(6, 6)]
    ids, issues = choose_finalists(across, 4)
    assert [i.code for i in issues] == ["tie_at_cut"]
    assert "P04, P05" in issues[0].message


def test_a_dropped_player_or_too_few_players_is_refused():
    rows = [row(1, 1), row(2, 2, PlayerStatus.DROPPED), row(3, 3), row(4, 4), row(5, 5)]
    assert [i.code for i in choose_finalists(rows, 4)[1]] == ["finalist_dropped"]
    assert [i.code for i in choose_finalists(rows[:3], 4)[1]] == ["too_few_players"]


def test_stage_names_its_rounds():
    stage = FinalStage(after_round=4, size=8, carry=Carry.HALVED, seating=FinalSeating.SNAKE,
                       rounds=2)
    assert stage.final_rounds == (5, 6) and stage.tables == 2
    assert stage.round_name(5) == "Final, game 1" and stage.round_name(4) == "Round 4"
    assert stage.title == "Final of the top 8 (qualifying points halved)"
    assert Carry.HALVED.factor * 29 == pytest.approx(14.5)

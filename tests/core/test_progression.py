"""Table progression and the end of a game, and the final result in tournament points."""

from __future__ import annotations

from dataclasses import replace

import pytest

from tests.core.helpers import hand, settle, state
from tournament.rules import preset
from tournament.scoring import final_result, placements

DRAW_DEALER_TENPAI = hand(outcome="exhaustive_draw", tenpai=[3])
DRAW_DEALER_NOTEN = hand(outcome="exhaustive_draw", tenpai=[0])


def test_ema_south_4_dealer_win_goes_on():
    # The rules README, section "The default ruleset": "The game ends after South 4 unless the
    # dealer keeps the deal".
    r = settle("ema_rcr", hand(outcome="tsumo", wins=[{"winner": 3, "han": 2, "fu": 30}]),
               round="S4")
    assert not r.after.ended and r.after.label == "S4" and r.after.honba == 1


def test_ema_south_4_dealer_tenpai_goes_on_noten_ends():
    assert not settle("ema_rcr", DRAW_DEALER_TENPAI, round="S4").after.ended
    after = settle("ema_rcr", DRAW_DEALER_NOTEN, round="S4").after
    assert after.ended and "South 4" in after.end_reason


def test_ema_south_4_abortive_draw_goes_on():
    r = settle("ema_rcr", hand(outcome="abortive_draw", abortive_kind="four_winds"), round="S4")
    assert not r.after.ended and r.after.honba == 1


def test_chombo_in_south_4_does_not_end_the_game():
    r = settle("ema_rcr", hand(outcome="chombo", offender=1), round="S4")
    assert not r.after.ended and r.after.hands_played == 1


def test_time_is_up_flag_ends_the_game_after_the_hand():
    # The rules README, section "The default ruleset": "The game ends after South 4 unless the
    # dealer keeps the deal; a time limit can end it after the current hand."
    r = settle("ema_rcr", hand(outcome="tsumo", last_hand=True,
                               wins=[{"winner": 0, "han": 2, "fu": 30}]), round="E2")
    assert r.after.ended and "time" in r.after.end_reason


def test_east_only_game_ends_after_east_4():
    rules, issues = preset("ema_rcr").with_overrides({"game_length": "east_only"})
    assert not issues
    from tournament.scoring import settle_hand

    after = settle_hand(state(rules, round="E4"), DRAW_DEALER_NOTEN, rules).after
    assert after.ended


def test_tenhou_agari_yame_in_south_4():
    # tenhou: "when the dealer keeps the deal by winning or being tenpai, the game ends only if
    # the dealer is then first with 30,000 or more".
    win = hand(outcome="ron", wins=[{"winner": 3, "loser": 0, "han": 3, "fu": 30}])
    first = settle("tenhou", win, round="S4", scores=(25000, 25000, 20000, 30000))
    assert first.after.ended  # 35,800
    not_first = settle("tenhou", win, round="S4", scores=(20000, 40000, 20000, 20000))
    assert not not_first.after.ended and not_first.after.label == "S4"
    tenpai = settle("tenhou", DRAW_DEALER_TENPAI, round="S4",
                    scores=(20000, 25000, 20000, 35000))
    assert tenpai.after.ended


def test_tenhou_deal_passing_in_south_4_ends_when_someone_has_30000():
    passing = hand(outcome="ron", wins=[{"winner": 1, "loser": 0, "han": 1, "fu": 30}])
    ends = settle("tenhou", passing, round="S4", scores=(25000, 29000, 21000, 25000))
    assert ends.after.ended  # seat 1 reaches 30,000
    goes_on = settle("tenhou", passing, round="S4", scores=(25000, 28000, 22000, 25000))
    assert not goes_on.after.ended and goes_on.after.label == "W1"


def test_tenhou_west_4_always_ends_when_the_deal_passes():
    passing = hand(outcome="ron", wins=[{"winner": 1, "loser": 0, "han": 1, "fu": 30}])
    r = settle("tenhou", passing, round="W4", scores=(25000, 25000, 25000, 25000))
    assert r.after.ended and r.after.scores == (24000, 26000, 25000, 25000)


def test_tenhou_abortive_draw_never_ends_the_game():
    r = settle("tenhou", hand(outcome="abortive_draw", abortive_kind="nine_terminals"),
               round="W2", scores=(40000, 20000, 20000, 20000))
    assert not r.after.ended


def test_tenhou_ties_on_top_go_to_the_seat_first():
    # Dealer (seat 3) ties seat 0 for first with 30,000: seat 0 sat first, so play goes on.
    r = settle("tenhou", DRAW_DEALER_TENPAI, round="S4", scores=(31000, 20000, 20000, 27000))
    assert r.after.scores == (30000, 19000, 19000, 30000)  # the dealer alone was tenpai
    assert not r.after.ended


# --- final result ---------------------------------------------------------------------------

def test_ema_tied_players_share_uma():
    # The rules README, section "The default ruleset": "tied players share their uma".
    rules = preset("ema_rcr")
    final = final_result(state(rules, scores=(40000, 25000, 25000, 30000), ended=True), rules)
    assert final.places == (1, 3, 3, 2)
    assert final.uma == (15000, -10000, -10000, 5000)
    assert final.points == (25000, -15000, -15000, 5000)


def test_ema_leftover_sticks_split_between_tied_first_places():
    rules = preset("ema_rcr")
    final = final_result(state(rules, scores=(35000, 35000, 24000, 24000), sticks=2,
                               ended=True), rules)
    assert final.scores == (36000, 36000, 24000, 24000)
    assert final.uma == (10000, 10000, -10000, -10000)
    assert final.points == (16000, 16000, -16000, -16000)


def test_four_way_tie_everyone_gets_zero_uma():
    rules = preset("ema_rcr")
    final = final_result(state(rules, ended=True), rules)
    assert final.places == (1, 1, 1, 1) and final.points == (0, 0, 0, 0)


def test_shared_uma_that_does_not_divide_evenly_is_exact():
    rules, _ = preset("ema_rcr").with_overrides({"uma": [20000, 10000, -10000, -20000]})
    final = final_result(state(rules, scores=(30000, 30000, 30000, 30000 - 0), ended=True),
                         rules)
    assert final.points == (0, 0, 0, 0)
    final = final_result(state(rules, scores=(40000, 40000, 40000, 0), ended=True), rules)
    assert final.uma[0] == pytest.approx(20000 / 3)
    assert sum(final.points) == pytest.approx(0)


def test_tenhou_oka_and_seat_order():
    rules = preset("tenhou")
    final = final_result(state(rules, scores=(30000, 30000, 20000, 20000), ended=True), rules)
    assert final.places == (1, 2, 3, 4)
    assert final.points == (40000, 10000, -20000, -30000)


def test_placements_under_both_tie_rules():
    assert placements((1, 1, 1, 1), preset("ema_rcr")) == (1, 1, 1, 1)
    assert placements((1, 1, 1, 1), preset("tenhou")) == (1, 2, 3, 4)
    assert placements((5, 9, 5, 0), preset("tenhou")) == (2, 1, 3, 4)


def test_end_of_game_chombo_deduction_applies_per_chombo():
    rules = preset("ema2016")
    s = replace(state(rules, ended=True), chombos=(0, 2, 0, 1))
    assert final_result(s, rules).penalties == (0, -40000, 0, -20000)
    # Under ema_rcr the chombo was paid at the table: no deduction at the end.
    ema = preset("ema_rcr")
    assert final_result(replace(state(ema, ended=True), chombos=(0, 2, 0, 1)),
                        ema).penalties == (0, 0, 0, 0)

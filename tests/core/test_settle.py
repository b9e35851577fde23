"""Settling each way a hand ends, under each preset: payments, honba, sticks, pao, chombo,
and what the table looks like afterwards. Numbers are worked out by hand from the rules."""

from __future__ import annotations

import pytest

from tests.core.helpers import hand, settle
from tournament.model import Wind
from tournament.rules import PRESETS

ALL = sorted(PRESETS)


def scores_after(result):
    return list(result.after.scores)


# --- ron ------------------------------------------------------------------------------------

@pytest.mark.parametrize("rules", ALL)
def test_simple_ron_non_dealer(rules):
    r = settle(rules, hand(outcome="ron", wins=[{"winner": 1, "loser": 2, "han": 3, "fu": 40}]))
    assert r.deltas == (0, 5200, -5200, 0)  # 001: 3 han 40 fu, non-dealer ron 5,200
    assert r.after.dealer == 1 and r.after.honba == 0  # the deal passes, counter reset
    assert r.after.label == "E2"


@pytest.mark.parametrize("rules", ALL)
def test_dealer_ron_with_honba_and_sticks_keeps_the_deal(rules):
    # Dealer (seat 0) wins 2 han 30 fu (2,900) with 2 counters (600) and 1 stick carried
    # over plus its own riichi this hand.
    r = settle(rules, hand(outcome="ron", riichi=[0],
                           wins=[{"winner": 0, "loser": 3, "han": 2, "fu": 30}]),
               honba=2, sticks=1)
    assert r.deltas == (-1000 + 2900 + 600 + 2000, 0, 0, -3500)
    assert r.after.honba == 3 and r.after.dealer == 0 and r.after.sticks == 0


@pytest.mark.parametrize("rules", ["ema_rcr", "ema2016"])
def test_double_ron_each_winner_paid_with_honba_sticks_to_nearest(rules):
    # The rules README, section "The default ruleset": "On a multiple ron each winner is paid
    # by the discarder (with honba); each winner who declared riichi in that hand takes back
    # his own stick ..., and the other sticks on the table go to the winner nearest the
    # discarder in turn order."
    # Discarder seat 1; winners seats 0 and 3: seat 3 is two turns after 1, seat 0 three.
    r = settle(rules, hand(outcome="ron", riichi=[0], wins=[
        {"winner": 0, "loser": 1, "han": 1, "fu": 30},
        {"winner": 3, "loser": 1, "han": 2, "fu": 40},
    ]), round="E2", honba=1, sticks=2)
    # E2: dealer is seat 1 (the discarder). Seat 0: 1 han 30 fu non-dealer 1,000 + 300, and
    # his riichi stake back. Seat 3: 2 han 40 fu 2,600 + 300, plus the 2 carried sticks.
    assert r.deltas == (-1000 + 1300 + 1000, -1300 - 2900, 0, 2900 + 2000)
    assert r.paid_winners == (3, 0)
    assert r.after.sticks == 0
    assert r.after.dealer == 2 and r.after.honba == 0  # dealer lost: deal passes


def test_double_ron_with_dealer_among_winners_keeps_the_deal():
    r = settle("ema_rcr", hand(outcome="ron", wins=[
        {"winner": 0, "loser": 2, "han": 1, "fu": 30},
        {"winner": 3, "loser": 2, "han": 1, "fu": 30},
    ]))
    assert r.deltas == (1500, 0, -2500, 1000)
    assert r.after.dealer == 0 and r.after.honba == 1


def test_triple_ron_paid_to_all_under_ema_rcr():
    r = settle("ema_rcr", hand(outcome="ron", riichi=[1], wins=[
        {"winner": 1, "loser": 0, "han": 1, "fu": 30},
        {"winner": 2, "loser": 0, "han": 1, "fu": 30},
        {"winner": 3, "loser": 0, "han": 1, "fu": 30},
    ]), honba=1)
    # Each non-dealer 1 han 30 fu = 1,000 + 300 honba; seat 1 (nearest) gets its stick back.
    assert r.deltas == (-3900, 1300, 1300, 1300)
    assert r.after.dealer == 1


def test_tenhou_double_ron_honba_and_sticks_to_first_winner_only():
    # tenhou: "double ron allowed but honba and all sticks go to the first winner in turn
    # order from the discarder".
    r = settle("tenhou", hand(outcome="ron", riichi=[2, 3], wins=[
        {"winner": 3, "loser": 1, "han": 2, "fu": 30},
        {"winner": 2, "loser": 1, "han": 1, "fu": 30},
    ]), honba=2, sticks=1)
    # Seat 2 is next after seat 1: 1,000 + 600 honba + 3 sticks. Seat 3: 2,000 only.
    assert r.deltas == (0, -1600 - 2000, -1000 + 1600 + 3000, -1000 + 2000)
    assert r.paid_winners == (2, 3)


def test_wrc_head_bump_pays_only_the_nearest_winner():
    # wrc: "head bump (only the winner nearest the discarder in turn order wins)".
    r = settle("wrc", hand(outcome="ron", wins=[
        {"winner": 0, "loser": 2, "han": 3, "fu": 30},
        {"winner": 3, "loser": 2, "han": 1, "fu": 30},
    ]), honba=1)
    # Seat 3 is next after 2: 1,000 + 300. Seat 0 (the dealer) is not paid.
    assert r.deltas == (0, 0, -1300, 1300)
    assert r.paid_winners == (3,)
    assert r.after.dealer == 1 and r.after.honba == 0


# --- tsumo ----------------------------------------------------------------------------------

@pytest.mark.parametrize("rules", ALL)
def test_non_dealer_tsumo_with_honba(rules):
    r = settle(rules, hand(outcome="tsumo", wins=[{"winner": 2, "han": 2, "fu": 30}]),
               honba=1)
    # 001: 2 han 30 fu tsumo: dealer 1,000, others 500; 100 more each per counter.
    assert r.deltas == (-1100, -600, 2300, -600)
    assert r.after.dealer == 1 and r.after.honba == 0


@pytest.mark.parametrize("rules", ALL)
def test_dealer_tsumo_mangan(rules):
    r = settle(rules, hand(outcome="tsumo", riichi=[0], wins=[{"winner": 0, "han": 5}]),
               sticks=1)
    assert r.deltas == (-1000 + 12000 + 2000, -4000, -4000, -4000)
    assert r.after.dealer == 0 and r.after.honba == 1 and r.after.sticks == 0


# --- pao ------------------------------------------------------------------------------------

@pytest.mark.parametrize("rules", ALL)
def test_pao_on_tsumo_liable_player_pays_all_with_honba(rules):
    # 003 §3.3.6: the feeder "must pay the full value of the hand in case Big Three Dragons or
    # Big Four Winds are made on a self-draw (the two remaining opponents pay nothing)".
    r = settle(rules, hand(outcome="tsumo", wins=[{"winner": 1, "yakuman": 1, "pao": 3}]),
               honba=2)
    assert r.deltas == (0, 32600, 0, -32600)


@pytest.mark.parametrize("rules", ALL)
def test_pao_on_ron_shared_with_the_discarder(rules):
    # 003 §3.3.6: another player feeding the yakuman "shares the payment equally with the
    # player who fed the third dragon pung"; the honba follow the discarder, who pays the ron.
    r = settle(rules, hand(outcome="ron", wins=[
        {"winner": 0, "loser": 2, "yakuman": 1, "pao": 1}]), honba=1)
    assert r.deltas == (48300, -24000, -24300, 0)


def test_pao_ron_honba_on_the_liable_player_where_the_ruleset_says_so():
    # Tenhou's rule (a public Tenhou log, tests/data/online_logs/2010060416gm-0061-0000-
    # 2d91fbe3: E2 1 honba, 32,300 = 16,000 from the discarder + 16,300 from the liable
    # player): `pao_ron_honba = liable`. Every preset keeps "discarder".
    assert all(r.pao_ron_honba.value == "discarder" for r in PRESETS.values())
    rules, issues = PRESETS["tenhou"].with_overrides({"pao_ron_honba": "liable"})
    assert not issues
    r = settle(rules, hand(outcome="ron", wins=[
        {"winner": 0, "loser": 2, "yakuman": 1, "pao": 1}]), honba=1)
    assert r.deltas == (48300, -24300, -24000, 0)


def test_pao_covering_the_whole_hand_where_the_ruleset_says_so():
    # Tenhou's rule (tests/data/online_logs/m2j-2019103023gm-00a9-0000-f90e0fe9: a double
    # yakuman tsumo with pao, 64,900 all from the liable player): `pao_covers = whole_hand`.
    assert all(r.pao_covers.value == "one_yakuman" for r in PRESETS.values())
    rules, issues = PRESETS["tenhou"].with_overrides({"pao_covers": "whole_hand"})
    assert not issues
    tsumo = settle(rules, hand(outcome="tsumo", wins=[{"winner": 1, "yakuman": 2, "pao": 3}]),
                   honba=3)
    assert tsumo.deltas == (0, 64900, 0, -64900)
    ron = settle(rules, hand(outcome="ron", wins=[
        {"winner": 1, "loser": 0, "yakuman": 2, "pao": 3}]))
    assert ron.deltas == (-32000, 64000, 0, -32000)


def test_pao_when_the_liable_player_also_deals_in():
    r = settle("ema_rcr", hand(outcome="ron", wins=[
        {"winner": 2, "loser": 1, "yakuman": 1, "pao": 1}]))
    assert r.deltas == (0, -32000, 32000, 0)


def test_pao_with_double_yakuman_under_tenhou_covers_one_yakuman():
    r = settle("tenhou", hand(outcome="tsumo", wins=[{"winner": 1, "yakuman": 2, "pao": 3}]))
    # Liable for one yakuman (32,000); the second is an ordinary tsumo (16,000/8,000/8,000).
    assert r.deltas == (-16000, 64000, -8000, -40000)


# --- draws ----------------------------------------------------------------------------------

@pytest.mark.parametrize(("tenpai", "deltas"), [
    ([], (0, 0, 0, 0)),
    ([2], (-1000, -1000, 3000, -1000)),
    ([0, 3], (1500, -1500, -1500, 1500)),
    ([0, 1, 3], (1000, 1000, -3000, 1000)),
    ([0, 1, 2, 3], (0, 0, 0, 0)),
])
@pytest.mark.parametrize("rules", ALL)
def test_exhaustive_draw_noten_payments(rules, tenpai, deltas):
    # 004 §3.4.2: "The total noten penalty amounts to 3000 points."
    r = settle(rules, hand(outcome="exhaustive_draw", tenpai=tenpai))
    assert r.deltas == deltas
    assert r.after.honba == 1
    assert r.after.dealer == (0 if 0 in tenpai else 1)


@pytest.mark.parametrize("rules", ALL)
def test_riichi_sticks_stay_on_the_table_after_a_draw(rules):
    # 004 §3.4.4: "any riichi bets stay on the table to be claimed by the next player who
    # declares a win."
    r = settle(rules, hand(outcome="exhaustive_draw", riichi=[1], tenpai=[1]), sticks=2)
    assert r.deltas == (-1000, -1000 + 3000, -1000, -1000)
    assert r.after.sticks == 3


@pytest.mark.parametrize("rules", ["ema_rcr", "tenhou"])
@pytest.mark.parametrize("kind", ["nine_terminals", "four_winds", "four_kongs"])
def test_abortive_draw_pays_nothing_dealer_stays(rules, kind):
    # 004 §3.4.3: "After an abortive draw no noten penalty is payed ... a counter is placed".
    r = settle(rules, hand(outcome="abortive_draw", abortive_kind=kind), round="S3", honba=1)
    assert r.deltas == (0, 0, 0, 0)
    assert r.after.label == "S3" and r.after.honba == 2


def test_four_riichi_abortive_draw_keeps_all_sticks():
    r = settle("ema_rcr", hand(outcome="abortive_draw", abortive_kind="four_riichi",
                               riichi=[0, 1, 2, 3]))
    assert r.deltas == (-1000,) * 4
    assert r.after.sticks == 4 and r.after.dealer == 0 and r.after.honba == 1


def test_tenhou_triple_ron_is_an_abortive_draw():
    r = settle("tenhou", hand(outcome="abortive_draw", abortive_kind="triple_ron"), honba=1)
    assert r.deltas == (0, 0, 0, 0) and r.after.honba == 2 and r.after.dealer == 0


def test_tenhou_nagashi_mangan_paid_like_a_mangan_tsumo_without_honba():
    # tenhou: "nagashi mangan paid like a mangan tsumo instead of noten payments, with no
    # honba and the sticks left on the table".
    r = settle("tenhou", hand(outcome="nagashi_mangan", riichi=[3], tenpai=[3],
                              nagashi_mangan_seats=[2]), honba=3, sticks=1)
    assert r.deltas == (-4000, -2000, 8000, -2000 - 1000)
    assert r.after.sticks == 2 and r.after.honba == 4
    assert r.after.dealer == 1  # the dealer (seat 0) was not tenpai


def test_tenhou_nagashi_mangan_by_the_dealer_who_is_tenpai():
    r = settle("tenhou", hand(outcome="nagashi_mangan", tenpai=[0],
                              nagashi_mangan_seats=[0]))
    assert r.deltas == (12000, -4000, -4000, -4000)
    assert r.after.dealer == 0 and r.after.honba == 1


# --- chombo ---------------------------------------------------------------------------------

def test_chombo_ema_rcr_non_dealer_pays_a_mangan():
    # 004 §3.4.6: "4000 to East, 2000 to other players".
    r = settle("ema_rcr", hand(outcome="chombo", offender=2), round="S2", honba=2, sticks=1)
    # S2: the dealer is seat 1.
    assert r.deltas == (2000, 4000, -8000, 2000)
    # "No counter is placed, and the dealer does not rotate."
    assert r.after.label == "S2" and r.after.honba == 2 and r.after.sticks == 1
    assert r.after.chombos == (0, 0, 1, 0)


def test_chombo_ema_rcr_dealer_pays_4000_to_each():
    # 004 §3.4.6: "If the offending player is East, 4000 is payed to each of the other players."
    r = settle("ema_rcr", hand(outcome="chombo", offender=0))
    assert r.deltas == (-12000, 4000, 4000, 4000)


def test_chombo_returns_the_riichi_bets_of_the_hand():
    # 004 §3.4.6: "After a chombo riichi bets are returned to the players who declared riichi".
    r = settle("ema_rcr", hand(outcome="chombo", offender=3, riichi=[1, 3]), sticks=1)
    assert r.deltas == (4000, 2000, 2000, -8000)
    assert r.after.sticks == 1


@pytest.mark.parametrize(("rules", "penalty"), [("ema2016", -20000), ("wrc", -30000)])
def test_chombo_after_uma_is_not_paid_at_the_table(rules, penalty):
    from tournament.rules import preset
    from tournament.scoring import final_result

    r = settle(rules, hand(outcome="chombo", offender=1))
    assert r.deltas == (0, 0, 0, 0)
    assert r.after.chombos == (0, 1, 0, 0)
    final = final_result(r.after, preset(rules))
    assert final.penalties == (0, penalty, 0, 0)


# --- progression ----------------------------------------------------------------------------

def test_round_wind_moves_on_after_east_4():
    r = settle("ema_rcr", hand(outcome="ron", wins=[{"winner": 1, "loser": 0, "han": 1,
                                                      "fu": 30}]), round="E4")
    assert r.after.round_wind is Wind.SOUTH and r.after.hand_number == 1
    assert r.after.dealer == 0 and not r.after.ended


def test_seat_winds_follow_the_dealer():
    from tests.core.helpers import state
    from tournament.rules import preset

    s = state(preset("ema_rcr"), round="S3")
    assert s.title == "South 3"
    assert [s.seat_wind(seat) for seat in range(4)] == [Wind.WEST, Wind.NORTH, Wind.EAST,
                                                         Wind.SOUTH]


def test_multiple_ron_sticks_split_when_the_ruleset_says_so():
    from tournament.rules import preset

    rules, issues = preset("ema_rcr").with_overrides({"multi_ron_sticks": "each",
                                                      "multi_ron_honba": "nearest"})
    assert not issues
    r = settle(rules, hand(outcome="ron", riichi=[2], wins=[
        {"winner": 1, "loser": 0, "han": 1, "fu": 30},
        {"winner": 3, "loser": 0, "han": 1, "fu": 30},
    ]), honba=1, sticks=2)
    # 3 sticks split: 1,500 each; only seat 1 (nearest) gets the 300 honba.
    assert r.deltas == (-2300, 1000 + 300 + 1500, -1000, 1000 + 1500)


# -- riichi sticks on a multiple ron -----------------------------------------------------------
# 003 §3.3.12: "The 1000 points goes back to the riichi declarer if he wins."
# 002, "Ron": "chaque gagnant ... récupère sa mise de riichi ... Les points restants sur la table
# sont donnés au gagnant qui se trouve le plus proche du perdant."
# East 1 (seat 0 deals), 1 honba and 1 stick carried over. Seat 2 discards; seat 3 (nearest)
# wins 2 han 30 fu and seat 1, who declared riichi this hand, wins 3 han 40 fu.
DOUBLE_RON = hand(outcome="ron", riichi=[1], wins=[
    {"winner": 3, "loser": 2, "han": 2, "fu": 30},
    {"winner": 1, "loser": 2, "han": 3, "fu": 40},
])


@pytest.mark.parametrize("name", ["ema_rcr", "ema2016"])
def test_a_riichi_winner_of_a_double_ron_takes_back_his_own_stake(name):
    r = settle(PRESETS[name], DOUBLE_RON, honba=1, sticks=1)
    # Seat 1: 5,200 + 300 honba; his stake comes back. Seat 3: 2,000 + 300 + the carried stick.
    assert r.deltas == (0, 5500, -7800, 3300)
    assert r.after.sticks == 0
    own = [p for p in r.payments if p.reason == "own riichi stake back"]
    assert [(p.payee, p.amount) for p in own] == [(1, 1000)]


def test_under_tenhou_every_stick_goes_to_the_nearest_winner():
    # Tenhou's convention: the nearest winner takes all sticks, the other winner's stake too.
    rules, issues = PRESETS["tenhou"].with_overrides({"multi_ron_honba": "each"})
    assert not issues
    r = settle(rules, DOUBLE_RON, honba=1, sticks=1)
    assert r.deltas == (0, 4500, -7800, 4300)


def test_a_non_riichi_winners_stake_is_not_his_to_take_back():
    # Seat 2 declared riichi and lost: his stick joins the carried one, to the nearest winner.
    r = settle(PRESETS["ema_rcr"], hand(outcome="ron", riichi=[1, 2], wins=[
        {"winner": 3, "loser": 2, "han": 2, "fu": 30},
        {"winner": 1, "loser": 2, "han": 3, "fu": 40},
    ]), honba=0, sticks=1)
    assert r.deltas == (0, 5200, -1000 - 2000 - 5200, 2000 + 2000)


def test_a_stored_ruleset_without_the_field_keeps_its_old_settlement():
    # Files written before the field existed were settled with every stick to the nearest
    # winner: reading their stored ruleset must not change their results.
    from tournament.rules import Ruleset

    stored = PRESETS["ema_rcr"].to_dict()
    del stored["multi_ron_own_stake_back"]
    rules, issues = Ruleset.from_dict(stored)
    assert not issues and rules.multi_ron_own_stake_back is False
    assert settle(rules, DOUBLE_RON, honba=1, sticks=1).deltas == (0, 4500, -7800, 4300)

"""The fu table of 001 ("Table des fu"), item by item, through the tile path.

    Base                       Brelan/carré                  Fermé Ouvert
    Sept paires 25             Carré d'honneurs/terminales   32    16
    Main fermée sur écart 30   Carré autre                   16    8
    Autre 20                   Brelan d'honneurs/terminales  8     4
                               Brelan autre                  4     2
    Divers (+2 fu): Paire de valeur (vent du joueur/manche, dragon); Attente sur un côté, au
    milieu, sur la paire; Terminer sur pioche sans pinfu; Pinfu ouvert.
The total is rounded up to 10 (the rules README, section "The default ruleset": "Fu as in
001").
"""

from __future__ import annotations

import pytest

from tests.core.yaku.support import scored

PINFU = "234456m678p345s88s"


def parts(score):
    return sorted((p.reason, p.fu) for p in score.fu_breakdown)


# -- base -------------------------------------------------------------------------------

def test_base_seven_pairs_25():
    score = scored("1133m5577p2288s44z", "4z")
    assert parts(score) == [("base", 25)] and score.fu == 25


def test_base_closed_hand_won_on_a_discard_30():
    score = scored(PINFU, "5s")
    assert parts(score) == [("base", 30)] and score.fu == 30


def test_base_other_20_closed_tsumo():
    # "Terminer sur pioche sans pinfu" +2: a pinfu tsumo is the bare 20.
    score = scored(PINFU, "5s", tsumo=True)
    assert parts(score) == [("base", 20)] and score.fu == 20


def test_base_other_20_open_and_pinfu_ouvert_plus_2():
    score = scored("456m678p345s88s", "5s", "chi:234m")
    assert parts(score) == [("base", 20), ("hand_without_fu", 2)] and score.fu == 30


# -- pungs and kongs: closed / open, honours-terminals / other -----------------------------

@pytest.mark.parametrize("hand,melds,flags,reason,fu,total", [
    # Carré d'honneurs/terminales: 32 closed, 16 open (a red dragon kong gives the yaku)
    ("234m567p345s88s", ("ankan:7777z",), {}, "closed_terminal_kan", 32, 70),  # 30+32
    ("234m567p345s88s", ("kan:7777z",), {}, "open_terminal_kan", 16, 40),  # 20+16
    # Carré autre: 16 closed, 8 open
    ("234m678p345s88s", ("ankan:5555p",), {}, "closed_kan", 16, 50),  # 30+16
    ("234m678p345s88s", ("kan:5555p",), {}, "open_kan", 8, 30),  # 20+8
    # Brelan d'honneurs/terminales: 8 closed, 4 open
    ("111m234p567p345s88s", (), {"riichi": True}, "closed_terminal_pon", 8, 40),  # 30+8
    ("234p567p345s88s", ("pon:777z",), {}, "open_terminal_pon", 4, 30),  # 20+4
    # Brelan autre: 4 closed, 2 open
    ("555m234p567p345s88s", (), {"riichi": True}, "closed_pon", 4, 40),  # 30+4
    ("234p678p345s88s", ("pon:555m",), {}, "open_pon", 2, 30),  # 20+2
])
def test_pungs_and_kongs(hand, melds, flags, reason, fu, total):
    score = scored(hand, "5s", *melds, **flags)
    assert (reason, fu) in parts(score)
    assert score.fu == total


def test_a_pung_completed_on_a_discard_counts_as_open():
    # 000 §6.5: "When a closed hand is won on a discard, the last group or pair is considered
    # to be melded, but the hand is still closed."
    ron = scored("555m234p567p345s88s", "5m", riichi=True)
    assert ("open_pon", 2) in parts(ron) and ron.fu == 40  # 30 + 2 -> 40
    tsumo = scored("555m234p567p345s88s", "5m", riichi=True, tsumo=True)
    assert ("closed_pon", 4) in parts(tsumo) and tsumo.fu == 30  # 20 + 4 + 2 tsumo -> 30


# -- Divers (+2 fu) -----------------------------------------------------------------------

@pytest.mark.parametrize("pair,seat,reason", [
    ("55z", "S", "valued_pair"),  # dragon
    ("22z", "S", "valued_pair"),  # seat wind (South)
    ("11z", "S", "valued_pair"),  # prevailing wind (East round)
])
def test_value_pair(pair, seat, reason):
    score = scored("234m567p345s678s" + pair, "5s", riichi=True, seat=seat)
    assert parts(score) == [("base", 30), (reason, 2)] and score.fu == 40


def test_a_pair_of_the_wind_that_is_both_seat_and_prevailing_counts_for_each():
    # 001 names the value pair "vent du joueur/manche": we count it once as seat wind and
    # once as prevailing wind (the mahjong package's reading; the ruleset has no switch).
    score = scored("234m567p345s678s11z", "5s", riichi=True, seat="E")
    assert ("double_valued_pair", 4) in parts(score)


@pytest.mark.parametrize("hand,win,reason", [
    ("123m567p345s678s99p", "3m", "penchan"),  # attente sur un côté: 12 waiting on 3
    ("123m567p345s678s99p", "2m", "kanchan"),  # attente au milieu: 13 waiting on 2
    ("234m567p345s678s99p", "9p", "pair_wait"),  # attente sur la paire
])
def test_single_waits(hand, win, reason):
    score = scored(hand, win, riichi=True)
    assert parts(score) == [("base", 30), (reason, 2)] and score.fu == 40


def test_tsumo_without_pinfu():
    score = scored("123m567p345s678s99p", "3m", tsumo=True)
    assert parts(score) == [("base", 20), ("penchan", 2), ("tsumo", 2)]
    assert score.fu == 30  # 24 rounded up


def test_fu_round_up_to_ten():
    score = scored("111m234p567p345s99p", "9p", riichi=True)  # 30 + 8 + 2 (pair wait)
    assert sum(p.fu for p in score.fu_breakdown) == 40 and score.fu == 40
    score = scored("111m999p567p345s22z", "5s", riichi=True)  # 30 + 8 + 8 + 2 (seat pair)
    assert sum(p.fu for p in score.fu_breakdown) == 48 and score.fu == 50

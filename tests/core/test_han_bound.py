"""Every han count a real hand can reach is accepted and scored by the ruleset; only counts no
hand can reach are refused (the bound is worked out in tournament/scoring/validate.py).

001_3f97329ed93c307d.txt and 002_b13f5f4012e8894b.txt ("Une main ayant 11 ou 12 Han est
appelée Sanbaiman", "Une main ayant 13 Han ou + est appelée Yakuman"): from 11 han on the
EMA rulesets pay a sanbaiman (no counted yakuman); a ruleset with counted yakuman (Tenhou)
pays a yakuman from 13 han on.
"""

from __future__ import annotations

import pytest

from tests.core.helpers import hand, settle, state
from tournament.rules import preset
from tournament.scoring import validate_hand
from tournament.scoring.validate import MAX_DORA, MAX_HAN, MAX_YAKU_HAN

# The 60-han hand of validate.py: Haku, East and 1-man concealed kongs, a Hatsu pung won by
# ron on a shanpon wait from the last discard after a double riichi, a Chun pair, as the
# dealer in an East round (East is seat and round wind: 000 §6.5.1 "scores yakuhai twice").
TOP_YAKU = ["riichi", "double_riichi", "houtei", "honitsu", "honroutou", "toitoi",
            "sanankou", "sankantsu", "shousangen", "yakuhai_haku", "yakuhai_hatsu",
            "yakuhai_seat_wind", "yakuhai_round_wind"]


def win(han: int, outcome: str = "ron", **extra):
    w = {"winner": 1, "han": han, "fu": 0, **extra}
    if outcome == "ron":
        w["loser"] = 0
    return hand(outcome=outcome, riichi=[1] if "yaku" in extra else [], wins=[w])


def issues(rules_name: str, record):
    rules = preset(rules_name)
    return validate_hand(record, state(rules), rules)


def test_the_bound_is_the_sum_of_its_parts():
    # 20 han of yaku at most, 5 indicators x 4 tiles of dora, as many ura dora.
    assert (MAX_YAKU_HAN, MAX_DORA, MAX_HAN) == (20, 20, 60)


def test_the_top_hand_is_a_real_hand_the_yaku_check_accepts():
    # Two Chun, four North and four 9-man indicators, five face up and five beneath,
    # each pointing at a kong of four tiles (Haku, East, 1-man): 40 dora in all.
    record = win(MAX_HAN, yaku=TOP_YAKU, dora=MAX_DORA, ura_dora=MAX_DORA)
    assert issues("ema_rcr", record) == []
    assert issues("tenhou", record) == []


@pytest.mark.parametrize("han", [14, 15, 26, 27, 39, 40, MAX_HAN])
@pytest.mark.parametrize("outcome", ["ron", "tsumo"])
def test_every_reachable_han_count_is_accepted_and_scored_by_the_ruleset(han, outcome):
    record = win(han, outcome)
    # EMA: 11 han and more is a sanbaiman, 6,000 base: 24,000 on a ron (001, "Table des
    # scores"), 6,000 + 2 x 3,000 on a non-dealer's tsumo.
    assert settle("ema_rcr", record).deltas[1] == 24000
    # Tenhou counts 13 han and more as one yakuman (counted yakuman do not double at 26).
    assert settle("tenhou", record).deltas[1] == 32000


@pytest.mark.parametrize("han", [MAX_HAN + 1, 100, 10**6, 10**100])
def test_a_count_no_hand_reaches_is_refused_naming_the_bound(han):
    for rules_name in ("ema_rcr", "tenhou"):
        found = issues(rules_name, win(han))
        assert [(i.code, i.field) for i in found] == [("implausible_number", "wins[0].han")]
        assert found[0].params["most"] == MAX_HAN
        assert f"at most {MAX_HAN}" in found[0].message


def test_a_yaku_list_gets_no_more_than_a_typed_count():
    record = win(MAX_HAN + 1, yaku=TOP_YAKU, dora=MAX_DORA + 1, ura_dora=MAX_DORA)
    found = issues("ema_rcr", record)
    assert {(i.code, i.field) for i in found} == {("implausible_number", "wins[0].han"),
                                                  ("implausible_number", "wins[0].dora")}


@pytest.mark.parametrize("field", ["dora", "ura_dora"])
def test_more_dora_than_five_indicators_can_show_is_refused(field):
    # 002, "Kan": at most 4 kongs in a hand, each revealing one more indicator: 5 in all.
    assert issues("ema_rcr", win(40, **{field: MAX_DORA})) == []
    found = issues("ema_rcr", win(40, **{field: MAX_DORA + 1}))
    assert [(i.code, i.field) for i in found] == [("implausible_number", f"wins[0].{field}")]

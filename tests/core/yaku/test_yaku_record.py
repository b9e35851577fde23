"""A hand record's optional "yaku" list: the han must agree with it or the record is refused."""

from __future__ import annotations

import pytest

from tests.core.helpers import state
from tournament.games.record_json import parse_hand
from tournament.rules import preset
from tournament.scoring import validate_hand

EMA = preset("ema_rcr")
TENHOU = preset("tenhou")


def issues(data, rules=EMA):
    data.setdefault("riichi", [])
    record, shape = parse_hand(data, 0)
    assert not shape, shape
    return validate_hand(record, state(rules), rules, 0)


def ron(**win):
    return {"outcome": "ron", "wins": [{"winner": 1, "loser": 2, **win}]}


def tsumo(**win):
    return {"outcome": "tsumo", "wins": [{"winner": 1, **win}]}


def test_a_record_that_agrees_with_its_yaku_passes():
    assert issues({**ron(han=4, fu=30, yaku=["riichi", "pinfu", "tanyao"], dora=1),
                   "riichi": [1]}) == []
    assert issues(tsumo(han=3, fu=25, yaku=["chiitoitsu", "tsumo"])) == []
    assert issues(ron(han=3, fu=30, yaku=["Half Flush"], open=True, dora=1)) == []
    assert issues(tsumo(yakuman=1, yaku=["kokushi"])) == []
    assert issues({**tsumo(han=5, fu=20, yaku=["riichi", "pinfu", "tsumo"], ura_dora=2),
                   "riichi": [1]}) == []
    assert issues(ron(han=5, fu=0, yaku=["renhou"])) == []


def test_a_record_whose_han_disagree_is_refused_with_the_breakdown():
    found = issues({**ron(han=3, fu=30, yaku=["riichi", "pinfu", "tanyao"], dora=1),
                    "riichi": [1]})
    assert [(i.code, i.field) for i in found] == [("han_mismatch", "wins[0].han")]
    assert "Riichi 1 + Pinfu 1 + All Simples 1 + dora 1 = 4" in found[0].message


def test_open_reductions_count():
    # 000 §6.5.3: Half Flush is "worth only two han if the hand is open".
    found = issues(ron(han=3, fu=40, yaku=["honitsu"], open=True))
    assert [i.code for i in found] == ["han_mismatch"]


def test_yakuman_count_must_match():
    assert [i.code for i in issues(tsumo(yakuman=2, yaku=["tsuuiisou", "daisangen"]))] == [
        "yakuman_not_stacking", "yakuman_mismatch"]
    assert issues(tsumo(yakuman=1, yaku=["tsuuiisou", "daisangen"])) == []
    assert issues(tsumo(yakuman=2, yaku=["tsuuiisou", "daisangen"]), TENHOU) == []
    found = issues(tsumo(han=13, fu=30, yaku=["daisangen"]))
    assert [i.code for i in found] == ["yakuman_mismatch"]
    found = issues(tsumo(yakuman=1, yaku=["toitoi"], han=0))
    assert "yakuman_mismatch" in [i.code for i in found]


def test_riichi_ura_dora_and_the_hands_riichi_list():
    found = issues(ron(han=2, fu=40, yaku=["riichi", "tanyao"]))
    assert [(i.code, i.field) for i in found] == [("riichi_not_declared", "wins[0].yaku")]
    found = issues(ron(han=2, fu=40, yaku=["tanyao"], ura_dora=1))
    assert [(i.code, i.field) for i in found] == [("ura_dora_without_riichi",
                                                   "wins[0].ura_dora")]
    found = issues({**ron(han=1, fu=40, yaku=["tanyao"]), "riichi": [1]})
    assert [i.code for i in found] == ["missing_yaku"]
    assert "riichi" in found[0].message


@pytest.mark.parametrize("win,outcome,code", [
    (["menzen_tsumo", "tanyao"], ron, "yaku_needs_tsumo"),
    (["haitei", "tanyao"], ron, "yaku_needs_tsumo"),
    (["rinshan", "tanyao"], ron, "yaku_needs_tsumo"),
    (["houtei", "tanyao", "menzen_tsumo"], tsumo, "yaku_needs_ron"),
    (["chankan", "tanyao", "menzen_tsumo"], tsumo, "yaku_needs_ron"),
])
def test_win_method_yaku_against_the_outcome(win, outcome, code):
    found = issues(outcome(han=len(win), fu=40, yaku=win))
    assert code in [i.code for i in found]
    message = next(i.message for i in found if i.code == code)
    assert win[0].replace("menzen_tsumo", "Fully Concealed Hand") in message or \
        win[0] in message


def test_problems_name_the_yaku_and_sit_under_the_win():
    found = issues(ron(han=2, fu=40, yaku=["pinfu", "yakuhai_chun"], open=True))
    codes = {(i.code, i.field) for i in found}
    assert ("closed_only_yaku", "wins[0].yaku[0]") in codes
    assert any("Pinfu (pinfu)" in i.message for i in found)


def test_fu_impossible_for_the_yaku():
    found = issues(ron(han=2, fu=30, yaku=["chiitoitsu"]))
    assert [(i.code, i.field) for i in found] == [("impossible_fu", "wins[0].fu")]
    found = issues(ron(han=1, fu=30, yaku=["tanyao"]))
    assert [i.code for i in found] == ["impossible_fu"]


def test_unknown_names_are_listed_with_close_matches_and_no_han_check():
    found = issues(ron(han=9, fu=40, yaku=["tanyao", "sanshok"]))
    assert [i.code for i in found] == ["unknown_yaku"]
    assert "sanshoku_doujun" in found[0].message


def test_a_record_without_yaku_is_not_checked_here():
    assert issues(ron(han=1, fu=30)) == []

"""The tile path under each ruleset, above all what the mahjong package cannot express itself:
a single-yakuman cap, renhou as a mangan that does not combine, double riichi on top of
riichi, and the situations it does not check."""

from __future__ import annotations

from dataclasses import replace

import pytest

from tests.core.yaku.support import EMA, calc, scored, yaku_han
from tournament.rules import preset
from tournament.rules.ruleset import Renhou

TENHOU = preset("tenhou")
WRC = preset("wrc")
PINFU = "234456m678p345s88s"


def refused(*args, **kwargs):
    score, problems = calc(*args, **kwargs)
    assert score is None
    return [p.message for p in problems]


# -- yakuman -----------------------------------------------------------------------------

def test_yakuman_do_not_stack_unless_the_ruleset_says():
    hand = ("555z666z777z111z22z", "1z")  # Big Three Dragons + All Honours
    ema = scored(*hand)
    assert set(yaku_han(ema)) == {"daisangen", "tsuuiisou"}
    assert ema.yakuman == 1 and ema.points == 32000  # 000 §6.5: "not cumulative"
    tenhou = scored(*hand, rules=TENHOU)
    assert tenhou.yakuman == 2 and tenhou.points == 64000


@pytest.mark.parametrize("hand,win,flags", [
    ("19m19p19s1234567z1m", "1m", {}),  # thirteen-sided Thirteen Orphans
    ("111m555p999s222z33z", "3z", {"tsumo": True}),  # Four Concealed Pungs on the pair
    ("11123455678999m", "5m", {}),  # pure Nine Gates
])
def test_the_packages_double_yakuman_are_single_in_our_rules(hand, win, flags):
    for rules in (EMA, TENHOU):
        assert scored(hand, win, rules=rules, **flags).yakuman == 1


def test_counted_yakuman_or_sanbaiman():
    # chinitsu 6 + pinfu + iipeikou + riichi + ippatsu + menzen tsumo = 11, dora 2m x2 and
    # ura 2m x2: 15
    args = ("223344m567m789m55m", "7m")
    flags = dict(tsumo=True, riichi=True, ippatsu=True, dora="1m", ura="1m")
    ema = scored(*args, **flags)
    assert ema.han == 15 and ema.yakuman == 0
    assert ema.points == 24000  # sanbaiman: 12,000 + 6,000 + 6,000 (no counted yakuman)
    tenhou = scored(*args, rules=TENHOU, **flags)
    assert tenhou.han == 15 and tenhou.points == 32000  # counted yakuman


def test_kiriage_mangan():
    # riichi pinfu tanyao + 1 dora: 4 han 30 fu
    assert scored(PINFU, "5s", riichi=True, dora="7p").points == 7700
    assert scored(PINFU, "5s", riichi=True, dora="7p", rules=WRC).points == 8000


# -- renhou ------------------------------------------------------------------------------

def test_renhou_is_a_mangan_without_other_yaku_and_dora():
    # 000 §6.5.4: "not cumulative with other yaku and dora". pinfu tanyao + 2 dora would be
    # 4 han 30 fu (7,700): the mangan is higher, so renhou alone counts.
    score = scored(PINFU, "5s", renhou=True, dora="7p,3m")
    assert yaku_han(score) == {"renhou": 5} and score.han == 5 and score.points == 8000


def test_renhou_gives_way_to_a_hand_worth_more():
    # 001: "la main compte soit 5 han soit sa valeur sans Renhō": chinitsu pinfu iipeikou
    # (8 han, a baiman) stays a baiman.
    score = scored("223344m567m789m55m", "7m", renhou=True)
    assert "renhou" not in yaku_han(score) and "chinitsu" in yaku_han(score)
    assert score.points == 16000


def test_renhou_makes_a_hand_without_yaku_a_mangan():
    assert refused("123m456p789s234m99p", "9p")[0].startswith("the hand has no yaku")
    score = scored("123m456p789s234m99p", "9p", renhou=True)
    assert yaku_han(score) == {"renhou": 5} and score.points == 8000


def test_renhou_as_a_yakuman_or_off():
    as_yakuman = replace(EMA, renhou=Renhou.YAKUMAN)
    score = scored(PINFU, "5s", renhou=True, rules=as_yakuman)
    assert yaku_han(score) == {"renhou": 0} and score.yakuman == 1
    assert refused(PINFU, "5s", renhou=True, rules=TENHOU) == [
        "Blessing of Man (renhou) is not a yaku under the tenhou ruleset"]


def test_renhou_is_a_non_dealer_ron():
    assert "other than the dealer" in refused(PINFU, "5s", renhou=True, seat="E")[0]
    assert "win on a discard" in refused(PINFU, "5s", renhou=True, tsumo=True)[0]


# -- riichi and the other situations ---------------------------------------------------------

def test_double_riichi_counts_on_top_of_riichi():
    # 000 §6.5.1 and 001 list Double Riichi at one han; with Riichi it makes 2.
    score = scored(PINFU, "5s", double_riichi=True)
    assert yaku_han(score) == {"riichi": 1, "double_riichi": 1, "pinfu": 1, "tanyao": 1}
    assert score.han == 4


def test_ura_dora_count_only_with_riichi():
    assert scored(PINFU, "5s", riichi=True, ura="3m").ura_dora == 2  # 4m x2
    assert refused(PINFU, "5s", ura="3m")[0].startswith("ura dora indicators are given")


@pytest.mark.parametrize("flags,melds,fragment", [
    ({"tsumo": True, "rinshan": True}, (), "no kan or ankan is among the melds"),
    ({"tsumo": True, "rinshan": True, "riichi": True, "ippatsu": True}, ("ankan:9999s",),
     "Ippatsu with After a Kong"),
    ({"tsumo": True, "tenhou": True, "riichi": True, "seat": "E"}, (), "before any riichi"),
    ({"ippatsu": True}, (), "ippatsu is only for a player who declared riichi"),
    ({"chankan": True, "tsumo": True}, (), "Robbing a Kong is scored as a win on a discard"),
    ({"haitei": True}, (), "Last Tile Draw is a win by self-draw"),
    ({"houtei": True, "tsumo": True}, (), "Last Tile Claim is a win on the last discard"),
    ({"tsumo": True, "haitei": True, "rinshan": True}, ("ankan:9999s",),
     "you cannot score Last Tile Draw and After a Kong together"),
    ({"tsumo": True, "tenhou": True}, (), "Blessing of Heaven is the dealer's"),
    ({"tsumo": True, "chiihou": True, "seat": "E"}, (), "other than the dealer"),
])
def test_situations_that_cannot_happen_are_refused(flags, melds, fragment):
    hand = "234m567p345s88s" if melds else PINFU
    found = refused(hand, "5s", *melds, **flags)
    assert any(fragment in m for m in found), found


def test_open_tanyao_follows_the_ruleset():
    assert scored("456m678p345s88s", "5s", "chi:234m").han == 1
    no_kuitan = replace(EMA, open_tanyao=False)
    assert refused("456m678p345s88s", "5s", "chi:234m", rules=no_kuitan)[0].startswith(
        "the hand has no yaku")


def test_dora_alone_are_not_a_yaku():
    found = refused("123m456p789s234m99p", "9p", dora="8p")
    assert found == ['the hand has no yaku (dora alone are not a yaku, 002 "Han")']


def test_dealer_payments_come_from_our_table():
    # 001: dealer ron 3 han 30 fu = 5,800; dealer tsumo 3 han 30 fu = 2,000 all = 6,000
    assert scored(PINFU, "5s", riichi=True, seat="E").points == 5800
    tsumo = scored(PINFU, "5s", riichi=True, tsumo=True, seat="E")
    assert (tsumo.han, tsumo.fu, tsumo.points) == (4, 20, 7800)  # 2,600 all
    # non-dealer tsumo 4 han 20 fu: 1,300 / 2,600 = 5,200
    assert scored(PINFU, "5s", riichi=True, tsumo=True).points == 5200

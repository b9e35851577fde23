"""The tile path finds every yaku of 000 with its han, on a closed hand and on an open one.

Each case: (yaku id, open?, hand, winning tile, melds, situation, han of that yaku). The han
are 000 §6.5's ("Worth only one han if the hand is open"...); None = the yaku cannot be scored
open (closed only, 000 "[The hand must be closed]"), so the open hand either has not got it or
is refused. Yakuman are given as "Y". Seat South, prevailing wind East, ema_rcr ruleset.
"""

from __future__ import annotations

import pytest

from tests.core.yaku.support import calc, yaku_han
from tournament.yaku.catalogue import BY_ID, standard

PINFU = "234456m678p345s88s"  # ryanmen 34s on 5s: riichi-able, pinfu, tanyao
OPEN_PINFU = "456m678p345s88s"  # the same with chi 234m

CASES = [
    # -- one han (000 §6.5.1) ----------------------------------------------------------
    ("riichi", False, PINFU, "5s", (), {"riichi": True}, 1),
    ("riichi", True, OPEN_PINFU, "5s", ("chi:234m",), {"riichi": True}, None),
    ("ippatsu", False, PINFU, "5s", (), {"riichi": True, "ippatsu": True}, 1),
    ("ippatsu", True, OPEN_PINFU, "5s", ("chi:234m",), {"riichi": True, "ippatsu": True},
     None),
    ("double_riichi", False, PINFU, "5s", (), {"double_riichi": True}, 1),
    ("double_riichi", True, OPEN_PINFU, "5s", ("chi:234m",), {"double_riichi": True}, None),
    ("menzen_tsumo", False, PINFU, "5s", (), {"tsumo": True}, 1),
    ("menzen_tsumo", True, OPEN_PINFU, "5s", ("chi:234m",), {"tsumo": True}, None),
    ("pinfu", False, PINFU, "5s", (), {}, 1),
    ("pinfu", True, OPEN_PINFU, "5s", ("chi:234m",), {}, None),
    ("iipeikou", False, "223344m567p678s55s", "6s", (), {}, 1),
    ("iipeikou", True, "223344m567p55s", "4m", ("chi:678s",), {}, None),
    ("tanyao", False, PINFU, "5s", (), {}, 1),
    ("tanyao", True, OPEN_PINFU, "5s", ("chi:234m",), {}, 1),
    ("yakuhai_haku", False, "555z234m567p78s9s11p", "9s", (), {}, 1),
    ("yakuhai_haku", True, "234m567p78s9s11p", "9s", ("pon:555z",), {}, 1),
    ("yakuhai_hatsu", False, "666z234m567p78s9s11p", "9s", (), {}, 1),
    ("yakuhai_hatsu", True, "234m567p78s9s11p", "9s", ("pon:666z",), {}, 1),
    ("yakuhai_chun", False, "777z234m567p78s9s11p", "9s", (), {}, 1),
    ("yakuhai_chun", True, "234m567p78s9s11p", "9s", ("pon:777z",), {}, 1),
    ("yakuhai_seat_wind", False, "222z234m567p78s9s11p", "9s", (), {}, 1),  # seat South
    ("yakuhai_seat_wind", True, "234m567p78s9s11p", "9s", ("pon:222z",), {}, 1),
    ("yakuhai_round_wind", False, "111z234m567p78s9s11p", "9s", (), {}, 1),  # East round
    ("yakuhai_round_wind", True, "234m567p78s9s11p", "9s", ("pon:111z",), {}, 1),
    ("chankan", False, PINFU, "5s", (), {"chankan": True}, 1),
    ("chankan", True, OPEN_PINFU, "5s", ("chi:234m",), {"chankan": True}, 1),
    ("rinshan", False, "234m567p345s88s", "5s", ("ankan:9999s",),
     {"tsumo": True, "rinshan": True}, 1),
    ("rinshan", True, "234m567p345s88s", "5s", ("kan:9999s",),
     {"tsumo": True, "rinshan": True}, 1),
    ("haitei", False, PINFU, "5s", (), {"tsumo": True, "haitei": True}, 1),
    ("haitei", True, OPEN_PINFU, "5s", ("chi:234m",), {"tsumo": True, "haitei": True}, 1),
    ("houtei", False, PINFU, "5s", (), {"houtei": True}, 1),
    ("houtei", True, OPEN_PINFU, "5s", ("chi:234m",), {"houtei": True}, 1),
    # -- two han (000 §6.5.2) ----------------------------------------------------------
    ("chiitoitsu", False, "1133m5577p2288s44z", "4z", (), {}, 2),
    ("chiitoitsu", True, "1133m5577p2s44z", "4z", ("pon:888s",), {}, None),
    ("ittsu", False, "123456789m234p55s", "9m", (), {}, 2),
    ("ittsu", True, "456789m234p55s", "9m", ("chi:123m",), {}, 1),
    ("sanshoku_doujun", False, "234m234p234s678m55p", "8m", (), {}, 2),
    ("sanshoku_doujun", True, "234p234s678m55p", "8m", ("chi:234m",), {}, 1),
    ("chanta", False, "123m999p789s123p11z", "3m", (), {}, 2),
    ("chanta", True, "123m999p789s11z", "3m", ("chi:123p",), {}, 1),
    ("toitoi", False, "222m444p666s888s55m", "8s", (), {}, 2),
    ("toitoi", True, "666s888s55m", "8s", ("pon:222m", "pon:444p"), {}, 2),
    ("sanshoku_doukou", False, "222m222p222s456m88p", "6m", (), {}, 2),
    ("sanshoku_doukou", True, "222p222s456m88p", "6m", ("pon:222m",), {}, 2),
    ("sanankou", False, "111m555p999s234s77z", "4s", (), {}, 2),
    ("sanankou", True, "111m555p999s77z", "7z", ("chi:234s",), {}, 2),
    ("sankantsu", False, "234s77z", "4s", ("ankan:1111m", "ankan:5555p", "ankan:9999s"), {},
     2),
    ("sankantsu", True, "234s77z", "4s", ("kan:1111m", "ankan:5555p", "ankan:9999s"), {}, 2),
    ("honroutou", False, "111m999p111s999s11z", "9s", (), {}, 2),
    ("honroutou", True, "999p111s999s11z", "9s", ("pon:111m",), {}, 2),
    ("shousangen", False, "555z666z77z234m567p", "4m", (), {}, 2),
    ("shousangen", True, "666z77z234m567p", "4m", ("pon:555z",), {}, 2),
    # -- three han (000 §6.5.3) --------------------------------------------------------
    ("ryanpeikou", False, "223344m556677p88s", "5p", (), {}, 3),
    ("ryanpeikou", True, "234m556677p88s", "5p", ("chi:234m",), {}, None),
    ("honitsu", False, "234m567m999m111z22z", "4m", (), {}, 3),
    ("honitsu", True, "234m567m999m22z", "4m", ("pon:111z",), {}, 2),
    ("junchan", False, "123m789m123p789s11s", "3m", (), {}, 3),
    ("junchan", True, "123m789m123p11s", "3m", ("chi:789s",), {}, 2),
    # -- mangan (000 §6.5.4) and six han (000 §6.5.5) ----------------------------------
    ("renhou", False, PINFU, "5s", (), {"renhou": True}, 5),
    ("renhou", True, OPEN_PINFU, "5s", ("chi:234m",), {"renhou": True}, None),
    ("chinitsu", False, "223344m567m789m55m", "7m", (), {}, 6),
    ("chinitsu", True, "223344m567m55m", "4m", ("chi:789m",), {}, 5),
    # -- yakuman (000 §6.5.6) ----------------------------------------------------------
    ("tenhou", False, PINFU, "5s", (), {"tsumo": True, "tenhou": True, "seat": "E"}, "Y"),
    ("tenhou", True, OPEN_PINFU, "5s", ("chi:234m",),
     {"tsumo": True, "tenhou": True, "seat": "E"}, None),
    ("chiihou", False, PINFU, "5s", (), {"tsumo": True, "chiihou": True}, "Y"),
    ("chiihou", True, OPEN_PINFU, "5s", ("chi:234m",), {"tsumo": True, "chiihou": True},
     None),
    ("kokushi", False, "19m19p19s1234567z1m", "1m", (), {}, "Y"),
    ("kokushi", True, "9m19p19s234567z", "2z", ("pon:111m",), {}, None),
    ("chuuren_poutou", False, "11123455678999m", "5m", (), {}, "Y"),
    ("chuuren_poutou", True, "11455678999m", "5m", ("chi:123m",), {}, None),
    ("suuankou", False, "111m555p999s222z33z", "2z", (), {"tsumo": True}, "Y"),
    ("suuankou", True, "555p999s222z33z", "2z", ("pon:111m",), {"tsumo": True}, None),
    ("suukantsu", False, "55z", "5z", ("ankan:1111m", "ankan:5555p", "ankan:9999s",
                                      "ankan:2222z"), {"tsumo": True}, "Y"),
    ("suukantsu", True, "55z", "5z", ("kan:1111m", "ankan:5555p", "ankan:9999s",
                                     "ankan:2222z"), {"tsumo": True}, "Y"),
    ("ryuuiisou", False, "223344s666s888s66z", "6z", (), {}, "Y"),
    ("ryuuiisou", True, "223344s888s66z", "6z", ("pon:666s",), {}, "Y"),
    ("chinroutou", False, "111m999m111p999p11s", "9p", (), {}, "Y"),
    ("chinroutou", True, "999m111p999p11s", "9p", ("pon:111m",), {}, "Y"),
    ("tsuuiisou", False, "111z222z333z555z66z", "5z", (), {}, "Y"),
    ("tsuuiisou", True, "222z333z555z66z", "5z", ("pon:111z",), {}, "Y"),
    ("daisangen", False, "555z666z777z234m55p", "4m", (), {}, "Y"),
    ("daisangen", True, "666z777z234m55p", "4m", ("pon:555z",), {}, "Y"),
    ("shousuushii", False, "111z222z333z44z234m", "4m", (), {}, "Y"),
    ("shousuushii", True, "222z333z44z234m", "4m", ("pon:111z",), {}, "Y"),
    ("daisuushi", False, "111z222z333z444z55m", "4z", (), {}, "Y"),
    ("daisuushi", True, "222z333z444z55m", "4z", ("pon:111z",), {}, "Y"),
]


def test_every_yaku_of_000_is_tested_closed_and_open():
    seen = {(c[0], c[1]) for c in CASES}
    for y in standard():
        assert (y.id, False) in seen and (y.id, True) in seen, y.id


@pytest.mark.parametrize("yaku_id,is_open,hand,win,melds,flags,han", CASES,
                         ids=[f"{c[0]}-{'open' if c[1] else 'closed'}" for c in CASES])
def test_tile_path_scores_the_yaku(yaku_id, is_open, hand, win, melds, flags, han):
    y = BY_ID[yaku_id]
    # The table's han are 000's; the catalogue must say the same.
    if han == "Y":
        assert y.yakuman == 1
    else:
        assert han == (y.han_open if is_open else y.han_closed)
    score, problems = calc(hand, win, *melds, **flags)
    if han is None:
        assert score is None or yaku_id not in yaku_han(score), score
        # refused for what the hand is, not for a mistake in the test's tiles
        assert "impossible_tiles" not in [p.code for p in problems], problems
        return
    assert score is not None, [p.message for p in problems]
    assert score.open_hand == is_open
    if han == "Y":
        assert yaku_id in yaku_han(score) and score.yakuman == 1 and score.han == 0
    else:
        assert yaku_han(score)[yaku_id] == han
        assert score.yakuman == 0

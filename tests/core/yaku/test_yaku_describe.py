"""describe_win, the yaku path: han, fu and every problem of a win given by its yaku."""

from __future__ import annotations

from dataclasses import replace

import pytest

from tests.core.yaku.support import EMA
from tournament.rules import preset
from tournament.rules.ruleset import Renhou
from tournament.yaku.catalogue import BY_ID, YAKUHAI_IDS
from tournament.yaku.describe import describe_win

TENHOU = preset("tenhou")


def codes(desc):
    return [p.code for p in desc.problems]


@pytest.mark.parametrize("yaku,open_hand,dora,red,ura,han", [
    (["riichi", "pinfu", "tanyao"], False, 0, 0, 0, 3),
    (["riichi", "pinfu", "tanyao"], False, 2, 0, 1, 6),
    (["tanyao"], True, 1, 0, 0, 2),
    (["ittsu", "honitsu"], True, 0, 0, 0, 3),  # 000: ittsu 1 and honitsu 2 when open
    (["ittsu", "honitsu"], False, 0, 0, 0, 5),
    (["chinitsu"], True, 0, 0, 0, 5),
    (["chinitsu", "iipeikou", "menzen_tsumo"], False, 0, 0, 0, 8),
    (["junchan", "sanshoku_doujun"], True, 0, 0, 0, 3),
    (["toitoi", "sanankou", "yakuhai_chun"], True, 0, 0, 0, 5),
    (["shousangen", "yakuhai_haku", "yakuhai_hatsu"], True, 0, 0, 0, 4),
    (["honroutou", "toitoi"], True, 0, 0, 0, 4),
    (["honroutou", "chiitoitsu"], False, 0, 0, 0, 4),
    (["yakuhai_seat_wind", "yakuhai_round_wind"], True, 0, 0, 0, 2),  # a double wind pung
    (["riichi", "ippatsu", "menzen_tsumo", "pinfu"], False, 0, 0, 0, 4),
    (["double_riichi"], False, 0, 0, 0, 2),  # implies riichi: 1 + 1 (000 §6.5.1)
    (["riichi", "double_riichi"], False, 0, 0, 0, 2),
    (["haitei", "menzen_tsumo"], False, 0, 0, 0, 2),
    (["Riichi", "Tan'yao", "Fully Concealed Hand"], None, 0, 0, 0, 3),  # None = closed
])
def test_han_are_yaku_closed_or_open_plus_dora(yaku, open_hand, dora, red, ura, han):
    desc = describe_win(yaku, dora, red, ura, open_hand, None, TENHOU)
    assert desc.problems == ()
    assert desc.han == han
    assert desc.yakuman == 0


def test_the_breakdown_names_every_part():
    desc = describe_win(["riichi", "pinfu"], 2, 0, 1, False, 30, EMA)
    assert desc.breakdown() == "Riichi 1 + Pinfu 1 + dora 3 = 5"


# -- forbidden combinations, each refused by name ----------------------------------------

SET_YAKU = ["pinfu", "iipeikou", "ryanpeikou", "ittsu", "sanshoku_doujun", "chanta", "junchan",
            "toitoi", "sanshoku_doukou", "sanankou", "sankantsu", "shousangen", "rinshan",
            *YAKUHAI_IDS]

FORBIDDEN = [
    # 000 §6.5.3 Twice Pure Double Chows: "Does not combine with Pure Double Chow".
    ("iipeikou", "ryanpeikou"),
    # 000 §6.5.3 Terminals in All Groups and §6.5.2 All Terminals and Honours: "Does not
    # combine with Outside Hand".
    ("chanta", "junchan"),
    ("chanta", "honroutou"),
    # 000 §6.5.5 Full Flush: "Does not combine with Half Flush".
    ("honitsu", "chinitsu"),
    # 000 §6.5.1 Last Tile Draw: "you cannot score Last Tile Draw and After a Kong together".
    ("haitei", "rinshan"),
    # 000 §6.5.1 Ippatsu: a concealed kong interrupts the round.
    ("ippatsu", "rinshan"),
    # Seven Pairs (000 §6.5.2: "seven different pairs") with anything that needs sets.
    *[("chiitoitsu", other) for other in SET_YAKU],
    # Shapes and tiles that exclude each other.
    ("tanyao", "chanta"), ("tanyao", "yakuhai_chun"), ("tanyao", "honitsu"),
    ("tanyao", "ittsu"), ("tanyao", "honroutou"), ("honroutou", "pinfu"),
    ("chinitsu", "yakuhai_haku"), ("junchan", "yakuhai_hatsu"), ("chinitsu", "chanta"),
    ("sanshoku_doujun", "honitsu"), ("sanshoku_doukou", "chinitsu"),
    ("pinfu", "toitoi"), ("pinfu", "yakuhai_haku"), ("pinfu", "sanankou"),
    ("ittsu", "sanshoku_doujun"), ("menzen_tsumo", "houtei"), ("haitei", "chankan"),
    ("toitoi", "chanta"), ("ryanpeikou", "toitoi"),
]


@pytest.mark.parametrize("a,b", FORBIDDEN)
def test_forbidden_combinations_are_refused_by_name(a, b):
    desc = describe_win([a, b], 0, 0, 0, False, None, EMA)
    combo = [p for p in desc.problems if p.code == "yaku_combination"]
    assert combo, desc.problems
    message = combo[0].message
    assert BY_ID[a].en in message and BY_ID[b].en in message
    assert {a, b} <= set(combo[0].yaku)


@pytest.mark.parametrize("yakuman", ["kokushi", "suuankou", "daisangen", "tenhou", "chiihou",
                                     "chuuren_poutou", "suukantsu", "ryuuiisou", "chinroutou",
                                     "tsuuiisou", "shousuushii", "daisuushi"])
def test_a_yakuman_with_an_ordinary_yaku_is_refused(yakuman):
    other = "menzen_tsumo" if yakuman in ("tenhou", "chiihou") else "tanyao"
    desc = describe_win([yakuman, other], 0, 0, 0, False, None, EMA)
    assert "yaku_combination" in codes(desc)
    message = next(p.message for p in desc.problems if p.code == "yaku_combination")
    assert BY_ID[yakuman].en in message and BY_ID[other].en in message
    assert desc.yakuman == 1 and desc.han == 0


def test_allowed_combinations_pass():
    for yaku in (["honroutou", "toitoi", "sanankou"], ["chanta", "sanshoku_doujun"],
                 ["junchan", "iipeikou", "pinfu"], ["ittsu", "iipeikou", "chinitsu"],
                 ["ryanpeikou", "chinitsu", "pinfu"], ["sanshoku_doukou", "toitoi",
                                                       "yakuhai_chun"],
                 ["chiitoitsu", "tanyao", "riichi"], ["chiitoitsu", "honitsu", "honroutou"],
                 ["sankantsu", "toitoi", "rinshan"], ["chankan", "riichi", "ippatsu"],
                 ["tsuuiisou", "daisangen"]):
        desc = describe_win(yaku, 0, 0, 0, False, None, TENHOU)
        assert "yaku_combination" not in codes(desc), (yaku, desc.problems)


def test_little_three_dragons_needs_its_two_dragon_yakuhai():
    # 000 §6.5.2: "Add the two han for the individual pungs / kongs of dragons."
    assert codes(describe_win(["shousangen"], open_hand=True)) == ["missing_yaku"]
    three = describe_win(["shousangen", *YAKUHAI_IDS[:3]], open_hand=True)
    assert "yaku_combination" in codes(three)


# -- renhou follows the ruleset ---------------------------------------------------------

def test_renhou_is_a_mangan_that_does_not_combine():
    desc = describe_win(["renhou"], 0, 0, 0, False, None, EMA)
    assert desc.problems == () and desc.han == 5
    with_other = describe_win(["renhou", "pinfu"], 0, 0, 0, False, None, EMA)
    assert "yaku_combination" in codes(with_other)
    assert "Blessing of Man" in with_other.problems[0].message
    assert with_other.han == 5
    # the fu of the hand it hides (25 for a seven pairs shape) are not checked
    assert describe_win(["renhou"], 0, 0, 0, False, 25, EMA).problems == ()
    with_dora = describe_win(["renhou"], 2, 0, 0, False, None, EMA)
    assert codes(with_dora) == ["dora_with_renhou"]
    assert with_dora.problems[0].field == "dora"


def test_renhou_off_and_as_a_yakuman():
    off = describe_win(["renhou"], ruleset=replace(EMA, renhou=Renhou.OFF))
    assert "yaku_not_in_ruleset" in codes(off)
    yakuman = describe_win(["renhou"], ruleset=replace(EMA, renhou=Renhou.YAKUMAN))
    assert yakuman.problems == () and yakuman.yakuman == 1 and yakuman.han == 0
    stacked = describe_win(["renhou", "daisangen"],
                           ruleset=replace(EMA, renhou=Renhou.YAKUMAN, yakuman_stacking=True))
    assert stacked.yakuman == 2


def test_yakuman_stack_only_when_the_ruleset_says():
    assert describe_win(["tsuuiisou", "daisangen"], ruleset=EMA).yakuman == 1
    assert describe_win(["tsuuiisou", "daisangen"], ruleset=TENHOU).yakuman == 2


def test_variant_yaku_follow_the_ruleset_switches():
    nagashi = describe_win(["nagashi_mangan"], ruleset=TENHOU)
    assert codes(nagashi)[0] == "not_a_winning_hand"
    assert "outcome nagashi_mangan" in nagashi.problems[0].message
    ema = describe_win(["nagashi mangan"], ruleset=EMA)
    assert "not played under the ema_rcr ruleset" in ema.problems[0].message
    for variant in ("sanrenkou", "iisou_sanjun", "daisharin", "paarenchan"):
        assert codes(describe_win([variant, "riichi"], ruleset=TENHOU))[0] == \
            "yaku_not_in_ruleset"


# -- single-yaku problems ------------------------------------------------------------------

@pytest.mark.parametrize("yaku_id", ["riichi", "ippatsu", "double_riichi", "menzen_tsumo",
                                     "pinfu", "iipeikou", "chiitoitsu", "ryanpeikou",
                                     "renhou", "kokushi", "chuuren_poutou", "suuankou",
                                     "tenhou", "chiihou"])
def test_closed_only_yaku_on_an_open_hand_are_refused(yaku_id):
    desc = describe_win([yaku_id, "yakuhai_chun"], open_hand=True, ruleset=EMA)
    problem = next(p for p in desc.problems if p.code == "closed_only_yaku")
    assert BY_ID[yaku_id].en in problem.message and problem.field == "yaku[0]"


def test_open_tanyao_follows_the_ruleset():
    assert describe_win(["tanyao"], open_hand=True, ruleset=EMA).problems == ()
    no_kuitan = replace(EMA, open_tanyao=False)
    desc = describe_win(["tanyao"], open_hand=True, ruleset=no_kuitan)
    assert codes(desc) == ["closed_only_yaku", "no_yaku"]


def test_dora_alone_are_not_a_yaku():
    desc = describe_win([], dora=3, ruleset=EMA)
    assert codes(desc) == ["no_yaku"]
    assert "dora alone are not a yaku" in desc.problems[0].message


def test_ura_dora_need_a_riichi():
    assert codes(describe_win(["tanyao"], ura_dora=1)) == ["ura_dora_without_riichi"]
    assert describe_win(["riichi"], ura_dora=1).problems == ()
    # With the record's context: the winner's riichi decides.
    assert codes(describe_win(["riichi"], ura_dora=1, riichi=False)) == [
        "riichi_not_declared", "ura_dora_without_riichi"]


def test_red_fives_only_where_the_ruleset_has_them():
    assert codes(describe_win(["tanyao"], red_fives=1, ruleset=EMA)) == [
        "red_fives_not_in_ruleset"]
    assert describe_win(["tanyao"], red_fives=1, ruleset=TENHOU).han == 2
    assert codes(describe_win(["tanyao"], red_fives=4, ruleset=TENHOU)) == [
        "too_many_red_fives"]


def test_ippatsu_needs_riichi():
    assert "ippatsu_without_riichi" in codes(describe_win(["ippatsu", "tanyao"]))


def test_unknown_duplicate_and_group_names():
    desc = describe_win(["pinfuu", "tanyao", "All Simples", "yakuhai"])
    assert codes(desc) == ["unknown_yaku", "duplicate_yaku", "ambiguous_yaku"]
    assert "did you mean pinfu" in desc.problems[0].message
    assert [p.field for p in desc.problems] == ["yaku[0]", "yaku[2]", "yaku[3]"]
    assert not desc.countable


def test_context_tsumo_ron_and_riichi():
    assert codes(describe_win(["menzen_tsumo"], tsumo=False)) == ["yaku_needs_tsumo"]
    assert codes(describe_win(["houtei", "menzen_tsumo"], tsumo=True))[-1] == "yaku_needs_ron"
    assert codes(describe_win(["chankan"], tsumo=True)) == ["yaku_needs_ron", "missing_yaku"]
    assert codes(describe_win(["rinshan", "yakuhai_chun"], open_hand=True, tsumo=False)) == [
        "yaku_needs_tsumo"]
    # a closed tsumo always has menzen tsumo; a declared riichi is always scored
    assert codes(describe_win(["pinfu"], fu=20, tsumo=True)) == ["missing_yaku"]
    assert codes(describe_win(["tanyao"], riichi=True)) == ["missing_yaku"]
    assert describe_win(["kokushi"], tsumo=True, riichi=True).problems == ()


# -- fu --------------------------------------------------------------------------------

@pytest.mark.parametrize("yaku,open_hand,tsumo,fu,ok", [
    (["chiitoitsu"], False, False, 25, True),  # 000 §6.5.2: "always scores exactly 25"
    (["chiitoitsu"], False, False, 30, False),
    (["chiitoitsu", "menzen_tsumo"], False, True, 50, False),
    (["pinfu"], False, False, 30, True),  # pinfu ron: 20 + 10 closed ron (001)
    (["pinfu"], False, False, 40, False),
    (["pinfu", "menzen_tsumo"], False, True, 20, True),  # pinfu tsumo: no tsumo fu
    (["pinfu", "menzen_tsumo"], False, True, 30, False),
    (["pinfu"], False, None, 20, True),
    (["pinfu"], False, None, 40, False),
    (["tanyao"], False, False, 30, False),  # closed ron without pinfu: at least 40
    (["tanyao"], False, False, 40, True),
    (["tanyao"], True, False, 30, True),  # open: 20 + 2 "pinfu ouvert" -> 30 (001)
    (["tanyao"], True, False, 20, False),
    (["tanyao", "menzen_tsumo"], False, True, 20, False),  # 20 fu is only a pinfu tsumo
    (["tanyao", "menzen_tsumo"], False, True, 30, True),
    (["tanyao"], False, False, 25, False),  # 25 is Seven Pairs only
    (["tanyao"], False, False, 35, False),  # not a fu value at all
])
def test_fu_must_be_possible_for_the_yaku(yaku, open_hand, tsumo, fu, ok):
    desc = describe_win(yaku, 0, 0, 0, open_hand, fu, EMA, tsumo=tsumo)
    fu_problems = [p for p in desc.problems if p.field == "fu"]
    assert (fu_problems == []) == ok, desc.problems


def test_fu_fixed_by_the_yaku_is_returned_when_not_given():
    assert describe_win(["chiitoitsu"]).fu == 25
    assert describe_win(["pinfu"], tsumo=False).fu == 30
    assert describe_win(["pinfu", "menzen_tsumo"], tsumo=True).fu == 20
    assert describe_win(["tanyao"]).fu is None
    assert describe_win(["tanyao"], fu=40).fu == 40


def test_a_declared_riichi_means_a_closed_hand():
    desc = describe_win(["tanyao"], open_hand=True, riichi=True)
    assert [(p.code, p.field) for p in desc.problems] == [("riichi_open_hand", "open")]


def test_playable_yaku_per_ruleset_for_the_gui():
    from tournament.yaku.catalogue import CATALOGUE, playable

    ema = {y.id for y in CATALOGUE if playable(y, EMA)}
    assert "renhou" in ema and "nagashi_mangan" not in ema and "sanrenkou" not in ema
    assert "renhou" not in {y.id for y in CATALOGUE if playable(y, TENHOU)}
    assert {y.id for y in CATALOGUE if not y.variant} - {"renhou"} <= ema

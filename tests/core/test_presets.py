"""The presets differ from ema_rcr exactly where the issue and the rules say, and nowhere else."""

from __future__ import annotations

from tournament.rules import PRESETS, describe_field, field_names


def diff(name):
    base = PRESETS["ema_rcr"].to_dict()
    return {k: v for k, v in PRESETS[name].to_dict().items() if v != base[k] and k != "name"}


def test_ema_rcr_follows_the_rules_readme():
    rules = PRESETS["ema_rcr"].to_dict()
    # The rules README, section "The default ruleset".
    assert rules["start_points"] == rules["return_points"] == 30000 and rules["oka"] == 0
    assert rules["uma"] == [15000, 5000, -5000, -15000] and rules["tie_uma"] == "share"
    assert rules["bust_ends_game"] is False and rules["counted_yakuman"] is False
    assert rules["yakuman_stacking"] is False and rules["renhou"] == "mangan"
    assert rules["abortive_draws"] is True and rules["nagashi_mangan"] is False
    assert rules["chombo"] == "mangan_at_table" and rules["honba_value"] == 300
    assert rules["noten_total"] == 3000 and rules["multi_ron_honba"] == "each"
    assert rules["multi_ron_sticks"] == "nearest" and rules["leftover_sticks"] == "first"
    # "each winner who declared riichi in that hand takes back his own stick".
    assert rules["multi_ron_own_stake_back"] is True
    assert rules["two_han_minimum_at_5_honba"] is False and rules["red_fives"] is False


def test_ema2016_differences():
    assert diff("ema2016") == {"abortive_draws": False, "chombo": "end_of_game",
                               "chombo_penalty": 20000}


def test_wrc_is_ema2016_with_kiriage_head_bump_and_lost_sticks():
    assert diff("wrc") == {**diff("ema2016"), "kiriage_mangan": True,
                           "multiple_ron": "head_bump", "chombo_penalty": 30000,
                           "leftover_sticks": "none"}


def test_tenhou_differences():
    assert diff("tenhou") == {
        "start_points": 25000, "oka": 20000, "uma": [20000, 10000, -10000, -20000],
        "tie_uma": "seat_order", "counted_yakuman": True, "yakuman_stacking": True,
        "renhou": "off", "red_fives": True, "triple_ron_abortive": True,
        "multi_ron_honba": "nearest", "nagashi_mangan": True, "bust_ends_game": True,
        "west_extension": True, "agari_yame": True, "multi_ron_own_stake_back": False,
    }


def test_every_field_is_explained_in_plain_words():
    for name in field_names():
        assert len(describe_field(name)) > 15, name


def test_the_ruleset_says_which_outcomes_and_abortive_draws_exist():
    from tournament.model import AbortiveKind, Outcome

    ema, tenhou, e2016 = PRESETS["ema_rcr"], PRESETS["tenhou"], PRESETS["ema2016"]
    # 004 §3.4.3: nine terminals, four winds, four kongs, four riichi.
    assert ema.abortive_kinds() == (AbortiveKind.NINE_TERMINALS, AbortiveKind.FOUR_WINDS,
                                    AbortiveKind.FOUR_KONGS, AbortiveKind.FOUR_RIICHI)
    assert Outcome.NAGASHI_MANGAN not in ema.outcomes()
    assert ema.outcomes()[-1] is Outcome.CHOMBO and Outcome.ABORTIVE_DRAW in ema.outcomes()
    assert tenhou.abortive_kinds()[-1] is AbortiveKind.TRIPLE_RON
    assert Outcome.NAGASHI_MANGAN in tenhou.outcomes()
    # ema2016 has no abortive draws at all, so no such outcome to enter.
    assert e2016.abortive_kinds() == () and Outcome.ABORTIVE_DRAW not in e2016.outcomes()
    assert ema.yakuman_multiples() == (1,) and tenhou.yakuman_multiples() == (1, 2, 3, 4, 5, 6)

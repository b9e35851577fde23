"""Every validation code: bad records come back as (code, hand, field, message), never raise."""

from __future__ import annotations

from dataclasses import replace

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.core.helpers import state
from tournament.games.record_json import parse_game, parse_hand
from tournament.rules import preset
from tournament.scoring import replay, resolve_rules, validate_hand


def ron(winner, loser, han=1, fu=30, **extra):
    return {"winner": winner, "loser": loser, "han": han, "fu": fu, **extra}


# (code, field, record) for problems in the shape of a record.
SHAPE = [
    ("missing_field", "outcome", {"riichi": []}),
    ("unknown_outcome", "outcome", {"outcome": "mahjong"}),
    ("not_an_integer", "wins[0].han", {"outcome": "ron", "wins": [ron(1, 0, han=2.5)]}),
    ("not_an_integer", "wins[0].fu", {"outcome": "ron", "wins": [ron(1, 0, fu="30")]}),
    ("not_an_integer", "riichi[0]", {"outcome": "exhaustive_draw", "riichi": [True]}),
    ("negative_number", "wins[0].han", {"outcome": "ron", "wins": [ron(1, 0, han=-2)]}),
    ("seat_out_of_range", "wins[0].winner", {"outcome": "ron", "wins": [ron(4, 0)]}),
    ("seat_out_of_range", "tenpai[1]", {"outcome": "exhaustive_draw", "tenpai": [0, 7]}),
    ("duplicate_seat", "riichi[1]", {"outcome": "exhaustive_draw", "riichi": [2, 2],
                                     "tenpai": [2]}),
    ("missing_field", "wins[0].winner", {"outcome": "tsumo", "wins": [{"han": 2, "fu": 30}]}),
    ("no_winner", "wins", {"outcome": "ron", "wins": []}),
    ("bad_type", "wins", {"outcome": "ron", "wins": {"winner": 1}}),
    ("bad_type", "riichi", {"outcome": "exhaustive_draw", "riichi": 2}),
    ("unknown_field", "tenpia", {"outcome": "exhaustive_draw", "tenpia": [1]}),
    ("unknown_field", "wins[0].dealer", {"outcome": "tsumo", "wins": [
        {"winner": 1, "han": 2, "fu": 30, "dealer": 0}]}),
    ("bad_abortive_kind", "abortive_kind", {"outcome": "abortive_draw",
                                            "abortive_kind": "five_kongs"}),
    ("missing_field", "abortive_kind", {"outcome": "abortive_draw"}),
    ("missing_field", "offender", {"outcome": "chombo"}),
    ("missing_field", "nagashi_mangan_seats", {"outcome": "nagashi_mangan", "tenpai": []}),
    ("field_not_for_outcome", "tenpai", {"outcome": "ron", "tenpai": [1],
                                         "wins": [ron(1, 0)]}),
    ("field_not_for_outcome", "offender", {"outcome": "tsumo", "offender": 2,
                                           "wins": [{"winner": 1, "han": 2, "fu": 30}]}),
    ("bad_type", "last_hand", {"outcome": "exhaustive_draw", "last_hand": "yes"}),
]


@pytest.mark.parametrize(("code", "field", "data"), SHAPE,
                         ids=[f"{c}:{f}" for c, f, _ in SHAPE])
def test_shape_problems(code, field, data):
    record, issues = parse_hand(data, 3)
    assert record is None
    assert (code, 3, field) in [(i.code, i.hand, i.field) for i in issues]
    assert all(i.message for i in issues)


# (preset, state changes, code, field, record) for problems under a ruleset at a table.
RULES = [
    ("ema_rcr", {}, "winner_is_loser", "wins[0].loser",
     {"outcome": "ron", "wins": [ron(2, 2)]}),
    ("ema_rcr", {}, "winner_pays", "wins[0].loser",
     {"outcome": "ron", "wins": [ron(1, 2), ron(2, 2)]}),
    ("ema_rcr", {}, "winner_pays", "wins[0].pao",
     {"outcome": "tsumo", "wins": [{"winner": 1, "yakuman": 1, "pao": 1}]}),
    ("ema_rcr", {}, "different_losers", "wins",
     {"outcome": "ron", "wins": [ron(1, 0), ron(2, 3)]}),
    ("ema_rcr", {}, "duplicate_seat", "wins[1].winner",
     {"outcome": "ron", "wins": [ron(1, 0), ron(1, 0)]}),
    ("ema_rcr", {}, "missing_field", "wins[0].loser",
     {"outcome": "ron", "wins": [{"winner": 1, "han": 1, "fu": 30}]}),
    ("tenhou", {}, "too_many_winners", "wins",
     {"outcome": "ron", "wins": [ron(1, 0), ron(2, 0), ron(3, 0)]}),
    ("ema_rcr", {}, "too_many_winners", "wins",
     {"outcome": "tsumo", "wins": [{"winner": 1, "han": 1, "fu": 30},
                                   {"winner": 2, "han": 1, "fu": 30}]}),
    ("ema_rcr", {}, "tsumo_with_loser", "wins[0].loser",
     {"outcome": "tsumo", "wins": [{"winner": 1, "loser": 0, "han": 2, "fu": 30}]}),
    ("ema_rcr", {}, "impossible_han_fu", "wins[0].han",
     {"outcome": "tsumo", "wins": [{"winner": 1, "han": 1, "fu": 20}]}),
    ("ema_rcr", {}, "impossible_han_fu", "wins[0].fu", {"outcome": "ron",
                                                        "wins": [ron(1, 0, han=2, fu=20)]}),
    ("ema_rcr", {}, "impossible_han_fu", "wins[0].han", {"outcome": "ron",
                                                         "wins": [ron(1, 0, han=1, fu=25)]}),
    ("ema_rcr", {}, "impossible_han_fu", "wins[0].han",
     {"outcome": "tsumo", "wins": [{"winner": 1, "han": 2, "fu": 25}]}),
    ("ema_rcr", {}, "bad_fu", "wins[0].fu", {"outcome": "ron",
                                             "wins": [ron(1, 0, han=2, fu=45)]}),
    ("ema_rcr", {}, "bad_fu", "wins[0].fu", {"outcome": "ron",
                                             "wins": [ron(1, 0, han=2, fu=140)]}),
    ("ema_rcr", {}, "no_han", "wins[0].han", {"outcome": "ron",
                                              "wins": [ron(1, 0, han=0, fu=30)]}),
    ("ema_rcr", {}, "yakuman_not_stacking", "wins[0].yakuman",
     {"outcome": "ron", "wins": [ron(1, 0, han=0, fu=0, yakuman=2)]}),
    ("ema_rcr", {}, "pao_without_yakuman", "wins[0].pao",
     {"outcome": "ron", "wins": [ron(1, 0, han=6, fu=30, pao=2)]}),
    ("ema_rcr", {}, "riichi_noten", "tenpai",
     {"outcome": "exhaustive_draw", "riichi": [2], "tenpai": [1]}),
    ("tenhou", {}, "riichi_noten", "tenpai",
     {"outcome": "nagashi_mangan", "riichi": [2], "tenpai": [], "nagashi_mangan_seats": [1]}),
    ("ema2016", {}, "outcome_not_in_ruleset", "outcome",
     {"outcome": "abortive_draw", "abortive_kind": "nine_terminals"}),
    ("ema_rcr", {}, "outcome_not_in_ruleset", "outcome",
     {"outcome": "nagashi_mangan", "tenpai": [], "nagashi_mangan_seats": [1]}),
    ("ema_rcr", {}, "outcome_not_in_ruleset", "abortive_kind",
     {"outcome": "abortive_draw", "abortive_kind": "triple_ron"}),
    ("ema_rcr", {}, "four_riichi_needs_all", "riichi",
     {"outcome": "abortive_draw", "abortive_kind": "four_riichi", "riichi": [0, 1, 2]}),
    ("ema_rcr", {}, "last_hand_on_chombo", "last_hand",
     {"outcome": "chombo", "offender": 1, "last_hand": True}),
    ("ema_rcr", {"ended": True, "end_reason": "South 4 was the last hand"}, "hand_after_end",
     "outcome", {"outcome": "exhaustive_draw", "tenpai": []}),
]


@pytest.mark.parametrize(("rules_name", "changes", "code", "field", "data"), RULES,
                         ids=[f"{r[0]}:{r[2]}:{r[3]}" for r in RULES])
def test_rule_problems(rules_name, changes, code, field, data):
    data.setdefault("riichi", [])
    record, issues = parse_hand(data, 5)
    assert not issues and record is not None
    rules = preset(rules_name)
    problems = validate_hand(record, state(rules, **changes), rules, 5)
    assert (code, 5, field) in [(i.code, i.hand, i.field) for i in problems]
    assert all(i.message for i in problems)


def test_riichi_noten_message_says_it_is_a_chombo():
    record, _ = parse_hand({"outcome": "exhaustive_draw", "riichi": [2], "tenpai": []})
    rules = preset("ema_rcr")
    (problem,) = validate_hand(record, state(rules), rules, 0)
    assert "chombo" in problem.message and "seat 2" in problem.message


def test_two_han_minimum_at_five_counters_when_switched_on():
    # 002: "à partir de 5 compteurs sur la table, une main devra valoir 2 yaku minimum".
    rules, issues = preset("ema_rcr").with_overrides({"two_han_minimum_at_5_honba": True})
    assert not issues
    record, _ = parse_hand({"outcome": "ron", "riichi": [], "wins": [ron(1, 0, han=1)]})
    assert [i.code for i in validate_hand(record, state(rules, honba=5), rules)] == [
        "two_han_minimum"]
    assert validate_hand(record, state(rules, honba=4), rules) == []
    # Off by default.
    default = preset("ema_rcr")
    assert validate_hand(record, state(default, honba=7), default) == []


def test_head_bump_accepts_several_callers_and_pays_one():
    record, _ = parse_hand({"outcome": "ron", "riichi": [],
                            "wins": [ron(1, 0), ron(2, 0), ron(3, 0)]})
    rules = preset("wrc")
    assert validate_hand(record, state(rules), rules) == []


def test_game_level_problems():
    game, issues = parse_game({"players": ["A", "B", "C"], "hands": "none", "extra": 1})
    got = {(i.code, i.field) for i in issues}
    assert ("bad_players", "players") in got
    assert ("missing_field", "hands") in got
    assert ("unknown_field", "extra") in got
    game, issues = parse_game([1, 2])
    assert game is None and issues[0].code == "bad_type"
    game, issues = parse_game({"players": ["A", "A", "B", "C"], "hands": []})
    assert [i.code for i in issues] == ["bad_players"]


def test_unknown_ruleset_and_bad_overrides():
    game, _ = parse_game({"ruleset": "mleague", "hands": []})
    resolved = resolve_rules(game)
    assert resolved.rules is None and resolved.issues[0].code == "unknown_ruleset"
    game, _ = parse_game({"ruleset": "ema_rcr", "hands": [],
                          "ruleset_overrides": {"uma": [10, 5], "red_five": True,
                                                "honba_value": "300"}})
    resolved = resolve_rules(game)
    assert resolved.rules is None
    assert {i.field for i in resolved.issues} == {"ruleset.uma", "ruleset.red_five",
                                                  "ruleset.honba_value"}


def test_ruleset_problems_catch_an_unbalanced_game():
    rules, issues = preset("ema_rcr").with_overrides({"start_points": 25000})
    assert [i.field for i in issues] == ["ruleset.oka"]
    rules, issues = preset("ema_rcr").with_overrides({"uma": [20000, 10000, -10000, -10000]})
    assert [i.field for i in issues] == ["ruleset.uma"]
    rules, issues = preset("ema_rcr").with_overrides({"uma": [15, 5, -5, -15]})
    assert "15000" in issues[0].message


def test_every_preset_is_consistent():
    from tournament.rules import PRESETS

    for rules in PRESETS.values():
        assert rules.problems() == [], rules.name


def test_replay_stops_at_the_first_bad_hand_and_keeps_the_good_ones():
    hands = [parse_hand(h)[0] for h in (
        {"outcome": "tsumo", "riichi": [], "wins": [{"winner": 1, "han": 2, "fu": 30}]},
        {"outcome": "ron", "riichi": [], "wins": [ron(1, 1)]},
        {"outcome": "tsumo", "riichi": [], "wins": [{"winner": 1, "han": 2, "fu": 30}]},
    )]
    result = replay(hands, preset("ema_rcr"))
    assert len(result.results) == 1
    assert [(i.code, i.hand) for i in result.issues] == [("winner_is_loser", 1)]
    assert result.final is None


def test_validation_never_raises_on_garbage():
    for garbage in (None, 3, "ron", [], {"outcome": None}, {"outcome": []},
                    {"outcome": "ron", "wins": [None]},
                    {"outcome": "ron", "wins": [{"winner": None}]},
                    {"outcome": "ron", "wins": [{"winner": 1, "loser": 2, "han": None}]}):
        record, issues = parse_hand(garbage, 0)
        if record is not None:
            rules = preset("ema_rcr")
            issues = validate_hand(record, state(rules), rules, 0)
        assert issues, garbage


def test_issue_renders_its_place():
    record, issues = parse_hand({"outcome": "ron", "wins": [ron(7, 0)]}, 2)
    assert str(issues[0]).startswith("hands[2].wins[0].winner: ")
    assert str(replace(issues[0], hand=None, field="players")).startswith("players: ")


JSON = st.recursive(
    st.none() | st.booleans() | st.integers(-5, 200) | st.floats(allow_nan=False)
    | st.sampled_from(["ron", "tsumo", "exhaustive_draw", "abortive_draw", "nagashi_mangan",
                       "chombo", "four_riichi", "triple_ron", ""]),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(
        st.sampled_from(["winner", "loser", "han", "fu", "yakuman", "pao", "yaku", "dora"]),
        inner, max_size=5),
    max_leaves=12,
)
HANDS = st.fixed_dictionaries({"outcome": JSON}, optional={
    key: JSON for key in ("riichi", "wins", "tenpai", "abortive_kind", "nagashi_mangan_seats",
                          "offender", "last_hand")})


@pytest.mark.slow  # 400 random hands: seconds, in the whole suite only
@settings(max_examples=400, deadline=None)
@given(data=HANDS, name=st.sampled_from(["ema_rcr", "tenhou", "wrc"]))
def test_any_json_gives_a_record_or_issues_never_an_exception(data, name):
    record, issues = parse_hand(data, 0)
    assert (record is None) == bool(issues)
    if record is not None:
        rules = preset(name)
        for problem in validate_hand(record, state(rules), rules, 0):
            assert problem.message and problem.code


def test_blessings_are_checked_against_the_dealer():
    # 000 §6.5.6: Blessing of Heaven is the East player's; Blessing of Earth is won on the
    # first self-draw of a player who is not East.
    rules = preset("tenhou")
    heaven, _ = parse_hand({"outcome": "tsumo", "riichi": [], "wins": [
        {"winner": 1, "han": 0, "fu": 0, "yakuman": 1, "yaku": ["tenhou"]}]})
    codes = [i.code for i in validate_hand(heaven, state(rules), rules)]
    assert "dealer_only_yaku" in codes
    assert validate_hand(heaven, state(rules, round="E2"), rules) == []
    earth, _ = parse_hand({"outcome": "tsumo", "riichi": [], "wins": [
        {"winner": 0, "han": 0, "fu": 0, "yakuman": 1, "yaku": ["chiihou"]}]})
    assert "non_dealer_only_yaku" in [i.code for i in validate_hand(earth, state(rules), rules)]

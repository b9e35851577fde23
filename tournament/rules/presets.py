"""The named rulesets a tournament can start from.

`ema_rcr` is the project default and follows the competition rules documents (000, 001,
003, 004: 000_3273844b561d07b0.txt to 004_689d6443525d1fd8.txt, summed up in the rules'
README, "The default ruleset"). The others are widely used families:
EMA 2016 (the European Mahjong Association's riichi rules), WRC (World Riichi Championship)
and Tenhou (online play, copied by many clubs).
"""

from __future__ import annotations

from dataclasses import replace

from tournament.errors import UnknownRuleset
from tournament.rules.ruleset import (
    Chombo,
    GameLength,
    LeftoverSticks,
    MultipleRon,
    MultiRonShare,
    Renhou,
    Ruleset,
    TieUma,
)

DEFAULT_PRESET = "ema_rcr"

# The rules' README, "The default ruleset": 30,000 start and return, uma 15/5/-5/-15
# shared by tied players, no bust, sanbaiman cap, yakuman do not stack, renhou a mangan,
# abortive draws on, chombo a mangan paid at the table (004 §3.4.6), multiple ron paid to
# each winner with honba, each winner's own riichi stake back (003 §3.3.12: "The 1000 points
# goes back to the riichi declarer if he wins"; 002 "Ron": each winner "récupère sa mise de
# riichi") and the other sticks to the winner nearest the discarder, leftover sticks to first.
EMA_RCR = Ruleset(
    name="ema_rcr",
    start_points=30000,
    return_points=30000,
    oka=0,
    uma=(15000, 5000, -5000, -15000),
    tie_uma=TieUma.SHARE,
    honba_value=300,
    noten_total=3000,
    kiriage_mangan=False,
    counted_yakuman=False,
    yakuman_stacking=False,
    renhou=Renhou.MANGAN,
    red_fives=False,
    open_tanyao=True,  # 000 §6.5.1: "The hand can be open or closed."
    two_han_minimum_at_5_honba=False,
    multiple_ron=MultipleRon.ALL,
    triple_ron_abortive=False,
    multi_ron_honba=MultiRonShare.EACH,
    multi_ron_sticks=MultiRonShare.NEAREST,
    multi_ron_own_stake_back=True,
    abortive_draws=True,
    nagashi_mangan=False,
    chombo=Chombo.MANGAN_AT_TABLE,
    chombo_penalty=0,
    game_length=GameLength.HANCHAN,
    bust_ends_game=False,
    west_extension=False,
    agari_yame=False,
    goal_points=30000,
    leftover_sticks=LeftoverSticks.FIRST,
)

# ema2016: "30,000/30,000, uma 15/5/-5/-15, no abortive draws, no nagashi, no kiriage, sanbaiman
# cap, single yakuman max, renhou mangan, chombo -20,000 after uma (not paid at the table),
# multiple ron allowed, no bust, leftover sticks to first place".
EMA2016 = replace(
    EMA_RCR,
    name="ema2016",
    abortive_draws=False,
    chombo=Chombo.END_OF_GAME,
    chombo_penalty=20000,
)

# wrc: "as ema2016 but kiriage mangan on, head bump (only the winner nearest the discarder in
# turn order wins), chombo -30,000 after uma, leftover sticks not awarded".
WRC = replace(
    EMA2016,
    name="wrc",
    kiriage_mangan=True,
    multiple_ron=MultipleRon.HEAD_BUMP,
    chombo_penalty=30000,
    leftover_sticks=LeftoverSticks.NONE,
)

TENHOU = Ruleset(
    name="tenhou",
    start_points=25000,
    return_points=30000,
    oka=20000,
    uma=(20000, 10000, -10000, -20000),
    tie_uma=TieUma.SEAT_ORDER,
    red_fives=True,
    open_tanyao=True,
    kiriage_mangan=False,
    counted_yakuman=True,
    yakuman_stacking=True,
    renhou=Renhou.OFF,
    multiple_ron=MultipleRon.ALL,
    triple_ron_abortive=True,
    multi_ron_honba=MultiRonShare.NEAREST,
    multi_ron_sticks=MultiRonShare.NEAREST,
    # Tenhou's convention: every stick on the table, the winners' own included, goes to the
    # winner nearest the discarder.
    multi_ron_own_stake_back=False,
    abortive_draws=True,
    nagashi_mangan=True,
    chombo=Chombo.MANGAN_AT_TABLE,
    chombo_penalty=0,
    bust_ends_game=True,
    west_extension=True,
    agari_yame=True,
    goal_points=30000,
    leftover_sticks=LeftoverSticks.FIRST,
)

PRESETS: dict[str, Ruleset] = {r.name: r for r in (EMA_RCR, EMA2016, WRC, TENHOU)}


def preset(name: str) -> Ruleset:
    try:
        return PRESETS[name]
    except KeyError:
        raise UnknownRuleset(
            f"unknown ruleset '{name}'; the presets are {', '.join(PRESETS)}"
        ) from None

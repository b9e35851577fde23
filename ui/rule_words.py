"""Ruleset fields in words: a label per field, the groups of the form, the words for choices.

The explanation of each field is the core's (`describe_field`), in English; its French text
comes from the rules translation file (context "ruleset", see ui/i18n.py). A field the core
adds later still shows, under "Other", with a label made from its name.
"""

from __future__ import annotations

import re

from PySide6.QtCore import QCoreApplication

from tournament.rules import describe_field, field_names
from ui.text import QT_TR_NOOP, tr

LABELS = {
    "start_points": QT_TR_NOOP("Start points"),
    "return_points": QT_TR_NOOP("Return points"),
    "oka": QT_TR_NOOP("Oka"),
    "uma": QT_TR_NOOP("Uma (1st to 4th)"),
    "tie_uma": QT_TR_NOOP("Equal scores"),
    "points_unit": QT_TR_NOOP("Points unit"),
    "honba_value": QT_TR_NOOP("Honba value"),
    "noten_total": QT_TR_NOOP("Noten payment"),
    "kiriage_mangan": QT_TR_NOOP("Kiriage mangan"),
    "counted_yakuman": QT_TR_NOOP("Counted yakuman"),
    "yakuman_stacking": QT_TR_NOOP("Yakuman add up"),
    "renhou": QT_TR_NOOP("Renhou"),
    "red_fives": QT_TR_NOOP("Red fives"),
    "open_tanyao": QT_TR_NOOP("Open tanyao"),
    "two_han_minimum_at_5_honba": QT_TR_NOOP("2 han from 5 counters"),
    "multiple_ron": QT_TR_NOOP("Multiple ron"),
    "triple_ron_abortive": QT_TR_NOOP("Triple ron is a draw"),
    "multi_ron_honba": QT_TR_NOOP("Honba on a multiple ron"),
    "multi_ron_sticks": QT_TR_NOOP("Sticks on a multiple ron"),
    "multi_ron_own_stake_back": QT_TR_NOOP("Own riichi stake back on a multiple ron"),
    "pao_ron_honba": QT_TR_NOOP("Honba on a pao ron"),
    "pao_covers": QT_TR_NOOP("Pao covers"),
    "abortive_draws": QT_TR_NOOP("Abortive draws"),
    "nagashi_mangan": QT_TR_NOOP("Nagashi mangan"),
    "chombo": QT_TR_NOOP("Chombo"),
    "chombo_penalty": QT_TR_NOOP("Chombo deduction"),
    "game_length": QT_TR_NOOP("Game length"),
    "bust_ends_game": QT_TR_NOOP("Bust ends the game"),
    "west_extension": QT_TR_NOOP("West extension"),
    "agari_yame": QT_TR_NOOP("Agari yame"),
    "goal_points": QT_TR_NOOP("Goal score"),
    "leftover_sticks": QT_TR_NOOP("Leftover sticks"),
}

GROUPS = (
    (QT_TR_NOOP("Points and final result"),
     ("start_points", "return_points", "oka", "uma", "tie_uma", "points_unit")),
    (QT_TR_NOOP("Payments"),
     ("honba_value", "noten_total", "kiriage_mangan", "counted_yakuman", "yakuman_stacking",
      "renhou", "red_fives", "open_tanyao", "two_han_minimum_at_5_honba", "pao_ron_honba",
      "pao_covers")),
    (QT_TR_NOOP("Multiple ron"),
     ("multiple_ron", "triple_ron_abortive", "multi_ron_honba", "multi_ron_sticks",
      "multi_ron_own_stake_back")),
    (QT_TR_NOOP("Draws"), ("abortive_draws", "nagashi_mangan")),
    (QT_TR_NOOP("Chombo"), ("chombo", "chombo_penalty")),
    (QT_TR_NOOP("Game flow"),
     ("game_length", "bust_ends_game", "west_extension", "agari_yame", "goal_points",
      "leftover_sticks")),
)
OTHER = QT_TR_NOOP("Other")

CHOICES = {
    "share": QT_TR_NOOP("share"),
    "seat_order": QT_TR_NOOP("seat order"),
    "all": QT_TR_NOOP("all"),
    "head_bump": QT_TR_NOOP("head bump"),
    "each": QT_TR_NOOP("each"),
    "nearest": QT_TR_NOOP("nearest"),
    "mangan_at_table": QT_TR_NOOP("mangan at the table"),
    "discarder": QT_TR_NOOP("the discarder"),
    "liable": QT_TR_NOOP("the liable player"),
    "one_yakuman": QT_TR_NOOP("one yakuman"),
    "whole_hand": QT_TR_NOOP("the whole hand"),
    "end_of_game": QT_TR_NOOP("end of game"),
    "east_only": QT_TR_NOOP("East only"),
    "hanchan": QT_TR_NOOP("hanchan (East and South)"),
    "first": QT_TR_NOOP("to first place"),
    "none": QT_TR_NOOP("none"),
    "off": QT_TR_NOOP("off"),
    "mangan": QT_TR_NOOP("mangan"),
    "yakuman": QT_TR_NOOP("yakuman"),
}

PRESET_NAMES = {
    "ema_rcr": QT_TR_NOOP("EMA RCR (default)"),
    "ema2016": QT_TR_NOOP("EMA 2016"),
    "wrc": QT_TR_NOOP("WRC"),
    "tenhou": QT_TR_NOOP("Tenhou"),
}


def label(name: str) -> str:
    if name in LABELS:
        return tr(LABELS[name])
    return name.replace("_", " ").capitalize()


def help_text(name: str) -> str:
    """The core's plain-words explanation, translated when the rules file has it; a value or
    field it quotes ('seat_order', 'multi_ron_sticks') in the desk's words."""
    text = QCoreApplication.translate("ruleset", describe_field(name))

    def word(match: re.Match[str]) -> str:
        raw = match.group(2)
        if raw in CHOICES:
            shown = choice(raw)
        elif raw in LABELS:
            shown = label(raw)
        else:
            return match.group(0)
        opening, closing = match.group(1), match.group(3)
        if opening == "'":
            opening, closing = "\u201c", "\u201d"
        return f"{opening}{shown}{closing}"

    return _QUOTED.sub(word, text)


_QUOTED = re.compile(r"(['\u00ab]\s?)([a-z_]+)(\s?['\u00bb])")


def choice(value: str) -> str:
    return tr(CHOICES[value]) if value in CHOICES else value.replace("_", " ")


def preset_name(name: str) -> str:
    return tr(PRESET_NAMES[name]) if name in PRESET_NAMES else name


def groups() -> list[tuple[str, list[str]]]:
    """(group title, field names) for every editable field; unknown fields under Other."""
    names = [n for n in field_names() if n != "name"]
    out = [(tr(title), [n for n in fields if n in names]) for title, fields in GROUPS]
    listed = {n for _, fields in GROUPS for n in fields}
    rest = [n for n in names if n not in listed]
    if rest:
        out.append((tr(OTHER), rest))
    return out

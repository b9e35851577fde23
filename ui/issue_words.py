"""The core's problems in the referee's words and language: worded from `Issue.code` and
`Issue.params`, never by rewriting the core's English message.

Each entry is a translatable template keyed by the code, or by "code:variant" when the core
words one code several ways (`params["variant"]`). Its {placeholders} are the issue's params:
a seat becomes the player's name, points are written as points. A problem the desk has no
words for yet is shown with the core's own message, as the command line prints it.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from string import Formatter
from typing import Any

from PySide6.QtCore import QT_TR_NOOP

from tournament.model import Issue
from ui.text import abortive_name, points, tr

ISSUE_TEXTS: dict[str, str] = {
    # What is still to choose (tournament.hand_entry).
    "choose:discarder": QT_TR_NOOP("Choose who discarded the winning tile"),
    "choose:winner": QT_TR_NOOP("Choose the winner"),
    "choose:value": QT_TR_NOOP("Finish the hand above"),
    "choose:abortive_kind": QT_TR_NOOP("Choose which abortive draw it was"),
    "choose:offender": QT_TR_NOOP("Choose who committed the chombo"),
    "missing_reason": QT_TR_NOOP("Say why the hand is corrected"),
    # The hand (tournament.scoring.validate).
    "hand_after_end": QT_TR_NOOP("The game has already ended ({reason}); no hand can follow"),
    "outcome_not_in_ruleset:nagashi_mangan": QT_TR_NOOP(
        "Nagashi mangan is not played under the {ruleset} ruleset"),
    "outcome_not_in_ruleset:triple_ron": QT_TR_NOOP(
        "A triple ron is not an abortive draw under the {ruleset} ruleset: record it as a ron "
        "with its winners"),
    "outcome_not_in_ruleset:abortive_draw": QT_TR_NOOP(
        "There are no abortive draws under the {ruleset} ruleset"),
    "riichi_noten": QT_TR_NOOP(
        "{seat} declared riichi but is not listed as tenpai. A riichi declarer must show a "
        "waiting hand at an exhaustive draw; a noten riichi is a chombo: record a chombo for "
        "{seat} instead, or tick {seat} as tenpai"),
    "missing_field:nagashi_mangan_seats": QT_TR_NOOP("Say who made nagashi mangan"),
    "missing_field:offender": QT_TR_NOOP("Choose who committed the chombo"),
    "missing_field:loser": QT_TR_NOOP("Choose who discarded the winning tile"),
    "last_hand_on_chombo": QT_TR_NOOP(
        "A chombo is not a hand (a re-deal follows): mark the re-dealt hand as the last one "
        "instead"),
    "four_riichi_needs_all": QT_TR_NOOP(
        "A four-riichi abortive draw needs all four players in riichi"),
    "winner_is_loser": QT_TR_NOOP("{seat} cannot win on their own discard"),
    "winner_pays:loser": QT_TR_NOOP("{seat} is listed as a winner and also pays this ron"),
    "winner_pays:pao": QT_TR_NOOP("{seat} cannot be liable for their own win"),
    "duplicate_seat": QT_TR_NOOP("{seat} is listed twice as a winner"),
    "different_losers": QT_TR_NOOP(
        "Every winner of a multiple ron wins on the same discard"),
    "too_many_winners:triple_ron": QT_TR_NOOP(
        "A triple ron is an abortive draw under the {ruleset} ruleset: record an abortive draw "
        "(triple ron)"),
    "too_many_winners:ron": QT_TR_NOOP(
        "At most {count} players can win on one discard under the {ruleset} ruleset"),
    "too_many_winners:tsumo": QT_TR_NOOP("Only one player can win by tsumo"),
    "tsumo_with_loser": QT_TR_NOOP("A tsumo has no discarder: everyone pays"),
    "pao_without_yakuman": QT_TR_NOOP(
        "Pao (liability) applies only to a yakuman: Big Three Dragons or Big Four Winds"),
    "two_han_minimum": QT_TR_NOOP(
        "With {honba} counters on the table a win needs at least 2 han under this ruleset"),
    # Hand value (tournament.rules.points).
    "yakuman_not_stacking": QT_TR_NOOP(
        "A {yakuman}-fold yakuman cannot be scored: yakuman do not stack under the {ruleset} "
        "ruleset (at most one yakuman)"),
    "no_han": QT_TR_NOOP("A win needs at least 1 han (or a yakuman)"),
    "bad_fu": QT_TR_NOOP(
        "{fu} fu is not possible: fu are 20, 25 or a multiple of 10 from 30 to 130"),
    "impossible_han_fu:ron_20_fu": QT_TR_NOOP(
        "A ron is never 20 fu: a closed ron gets 30 fu and an open hand with no other fu is "
        "raised to 30"),
    "impossible_han_fu:one_han_20_fu": QT_TR_NOOP(
        "1 han 20 fu cannot happen: a 20 fu hand is a pinfu tsumo, which also has menzen "
        "tsumo, so at least 2 han"),
    "impossible_han_fu:one_han_25_fu": QT_TR_NOOP(
        "25 fu is Seven Pairs, which is 2 han by itself, so 1 han 25 fu cannot happen"),
    "impossible_han_fu:two_han_25_fu_tsumo": QT_TR_NOOP(
        "2 han 25 fu cannot happen on a tsumo: Seven Pairs won by tsumo also has menzen "
        "tsumo, so at least 3 han"),
    # Paper totals (tournament.scoring.totals).
    "bad_score": QT_TR_NOOP("{score} is not a score: scores are multiples of 100"),
    "negative_number": QT_TR_NOOP("This number cannot be negative"),
    "not_an_integer": QT_TR_NOOP("This is not a whole number"),
    "totals_too_high": QT_TR_NOOP(
        "The scores add up to {total}, more than 4 \u00d7 {start} = {expected}"),
    "totals_sum": QT_TR_NOOP(
        "The scores add up to {total}; they must add up to 4 \u00d7 {start} = {expected} "
        "minus the riichi sticks left on the table (1,000 each)"),
    "totals_do_not_add_up:missing": QT_TR_NOOP(
        "The scores ({scores}) and the sticks on the table ({sticks}) make {total}; they must "
        "make {expected} (4 \u00d7 {start}): {difference} missing"),
    "totals_do_not_add_up:too_many": QT_TR_NOOP(
        "The scores ({scores}) and the sticks on the table ({sticks}) make {total}; they must "
        "make {expected} (4 \u00d7 {start}): {difference} too many"),
    # The table (tournament.service).
    "table_locked": QT_TR_NOOP(
        "Round {round} table {table} is approved (locked); unlock it with the organiser "
        "password to change it"),
    "totals_only": QT_TR_NOOP(
        "This table's final scores were entered from the score slip; undo them to record "
        "hands"),
    "table_has_hands": QT_TR_NOOP(
        "This table is recorded hand by hand ({count} hands); void or undo them first"),
    "no_change:hand": QT_TR_NOOP("Hand {hand_number} is already recorded like this"),
    "no_change:totals": QT_TR_NOOP("These final scores are already entered"),
    "no_such_hand": QT_TR_NOOP("Round {round} table {table} has no such hand"),
    "nothing_to_undo": QT_TR_NOOP("Nothing to undo at this table"),
    "nothing_to_redo": QT_TR_NOOP("Nothing to redo at this table"),
    "no_such_round": QT_TR_NOOP("Round {round} is not seated"),
    "no_such_table": QT_TR_NOOP("Round {round} has no table {table}"),
    "table_unfinished": QT_TR_NOOP("Round {round} table {table} has no final result yet"),
    "already_locked": QT_TR_NOOP("Round {round} table {table} is already locked"),
    "not_locked": QT_TR_NOOP("Round {round} table {table} is not locked"),
    "bad_password": QT_TR_NOOP("Wrong organiser password"),
    "reason_required:unlock": QT_TR_NOOP("Say why an approved table is changed"),
}

# Params that name a seat (shown as the player's name) or points (shown as points).
SEAT_PARAMS = frozenset({"seat"})
POINT_PARAMS = frozenset({"score", "total", "start", "expected", "scores", "sticks",
                          "difference"})


def template_for(issue: Issue) -> str | None:
    variant = issue.params.get("variant")
    if variant is not None and f"{issue.code}:{variant}" in ISSUE_TEXTS:
        return ISSUE_TEXTS[f"{issue.code}:{variant}"]
    return ISSUE_TEXTS.get(issue.code)


def _words(params: Mapping[str, Any], players: Sequence[str]) -> dict[str, str]:
    out = {}
    for key, value in params.items():
        if key in SEAT_PARAMS and isinstance(value, int) and 0 <= value < len(players):
            out[key] = players[value]
        elif key in POINT_PARAMS and isinstance(value, int):
            out[key] = points(value)
        elif key == "kind":
            out[key] = abortive_name(str(value))
        else:
            out[key] = str(value)
    return out


def issue_text(issue: Issue, players: Sequence[str]) -> str:
    """A problem as the referee reads it, in the desk's language."""
    template = template_for(issue)
    if template is not None:
        text = tr(template)
        words = _words(issue.params, players)
        wanted = {name for _, name, _, _ in Formatter().parse(text) if name}
        if wanted <= words.keys():
            return text.format(**words)
    message = issue.message
    return message[:1].upper() + message[1:]

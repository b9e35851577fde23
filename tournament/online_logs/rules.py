"""The rules a log was played under (`room_rules`) and our core's settlement of its hands beside
what the log says was paid (`compare`)."""

from __future__ import annotations

import re
from typing import Any

from tournament.issue_codes import IssueCode
from tournament.model import (
    RIICHI_STICK,
    Issue,
)
from tournament.online_logs.values import (
    ROOM_MAHJONG_SOUL,
    ROOM_UNKNOWN,
    Comparison,
    Difference,
    LogProblem,
    OnlineLog,
)
from tournament.rules.presets import PRESETS
from tournament.rules.ruleset import Ruleset
from tournament.scoring.game import replay

# ---------------------------------------------------------------------------------------------
# Rules and comparison


def room_rules(log: OnlineLog, override: Ruleset | None = None) -> tuple[Ruleset, list[str]]:
    """The ruleset a log is settled with, and notes saying how the room was read.

    Without an override: the `tenhou` preset (Tenhou's ranked rules), with the game length,
    red fives, open tanyao and starting points the log gives; a Mahjong Soul room changes what
    its rules change (see docs/formats.md, "Online game logs")."""
    notes: list[str] = []
    if override is not None:
        return override, [f"settled under the {override.name} ruleset as asked"]
    rules = PRESETS["tenhou"]
    changes: dict[str, Any] = {
        "game_length": "east_only" if log.east_only else "hanchan",
        "red_fives": log.red_fives,
        "open_tanyao": log.open_tanyao,
        "start_points": log.start_points,
    }
    if log.start_points > rules.return_points:
        changes["return_points"] = log.start_points
    if log.room == ROOM_MAHJONG_SOUL:
        # Mahjong Soul's final points ("sc" after each score, from the record's total_point):
        # the score less the starting points, no oka, and an uma of 15/5/-5/-15 (as real
        # ranked games' final points show).
        changes["return_points"] = log.start_points
        changes["uma"] = (15000, 5000, -5000, -15000)
    changes["oka"] = 4 * (changes.get("return_points", rules.return_points) - log.start_points)
    if log.room != ROOM_MAHJONG_SOUL:
        # Rules of Tenhou's that its logs show: the liable player of a pao ron shared with the
        # discarder also pays the honba, and answers for the whole of a stacked yakuman.
        changes["pao_ron_honba"] = "liable"
        changes["pao_covers"] = "whole_hand"
        notes.append("Tenhou: the liable player of a pao answers for the whole hand and pays "
                     "the honba of a pao ron")
    if log.room == ROOM_MAHJONG_SOUL:
        # Mahjong Soul pays a triple ron (no abortive draw). As on Tenhou, the honba and the
        # riichi sticks of a multiple ron go to the winner nearest the discarder only (a real
        # Mahjong Soul record's own payments of a triple ron at 2 honba show it).
        changes["triple_ron_abortive"] = False
        # As Tenhou, the liable player of a shared pao ron pays the honba (the converters
        # write it so); the liability covers the yakuman fed only.
        changes["pao_ron_honba"] = "liable"
        notes.append("Mahjong Soul room: the tenhou preset with triple ron paid")
    elif log.room == ROOM_UNKNOWN:
        notes.append(f"unknown room {log.room_text[:60]!r}: read as Tenhou's rules")
    if log.triple_ron_seen:
        changes["triple_ron_abortive"] = False
    elif log.triple_ron_abortive_seen:
        changes["triple_ron_abortive"] = True
    if log.ends_short_of_goal:
        changes["west_extension"] = False
        notes.append("the game ends after its last hand with nobody at "
                     f"{rules.goal_points:,}: no extension into the next wind")
    if log.kiriage_seen:
        changes["kiriage_mangan"] = True
        notes.append("the log rounds 4 han 30 fu up to a mangan: kiriage mangan on")
    if log.csrule:
        lobby, lobby_notes = _lobby_rules(log.csrule)
        changes.update(lobby)
        changes["oka"] = 4 * (changes.get("return_points", rules.return_points)
                              - changes.get("start_points", log.start_points))
        notes.extend(lobby_notes)
    ruled, issues = rules.with_overrides(changes)
    if issues:
        raise LogProblem("the log's room rules cannot be followed: "
                         + "; ".join(issue.message for issue in issues))
    east_only = log.east_only
    if east_only and _hands_outlast_east_only(log, ruled):
        # The header says East only, yet the hands play on into South past where an East-only
        # game ends: the hands are what was played, so they decide the game's length.
        east_only = False
        ruled, _ = rules.with_overrides({**changes, "game_length": "hanchan"})
        notes.append(HEADER_EAST_ONLY_NOTE)
    length = "East only" if east_only else "East and South"
    notes.insert(0, f"{log.room_text}: tenhou preset, {length}, "
                    f"{'red fives' if log.red_fives else 'no red fives'}, "
                    f"{log.start_points:,} to start")
    return ruled, notes


HEADER_EAST_ONLY_NOTE = ("the log's header says an East-only game, but its hands go on into "
                         "South: read as the hands say")


def _hands_outlast_east_only(log: OnlineLog, rules: Ruleset) -> bool:
    """Do the log's hands go on into South after an East-only game (under `rules`) has
    ended? (An East-only game may itself go into South while nobody has the goal score:
    such hands are no disagreement.)"""
    if all(hand.round_wind == 0 for hand in log.hands):
        return False
    result = replay([hand.record for hand in log.hands], rules)
    return any(issue.code is IssueCode.HAND_AFTER_END and issue.hand is not None
               and log.hands[issue.hand].round_wind > 0 for issue in result.issues)


def _hex(text: str) -> int | None:
    # ASCII hexadecimal digits only: int(text, 16) also reads "٢", "f_f" and " ff ".
    return int(text, 16) if re.fullmatch(r"[0-9A-Fa-f]{1,16}", text) else None


def _number(fields: tuple[str, ...], index: int) -> int | None:
    text = fields[index].strip() if index < len(fields) else ""
    return int(text) if re.fullmatch(r"-?[0-9]{1,7}", text) else None


def _lobby_rules(fields: tuple[str, ...]) -> tuple[dict[str, Any], list[str]]:
    """A Tenhou lobby's own rules (its csrule: flag words in hexadecimal, then numbers), as
    Tenhou documents them: what our rulesets can follow, and a note for what they cannot."""
    changes: dict[str, Any] = {}
    notes = ["Tenhou lobby rules (csrule) read"]
    flags, more = _hex(fields[0]) if fields else None, _hex(fields[1]) if len(fields) > 1 else None
    if flags is not None:
        changes["nagashi_mangan"] = not flags & 0x1
        changes["kiriage_mangan"] = bool(flags & 0x2)
        changes["bust_ends_game"] = not flags & 0x4
        if flags & 0xF00 == 0xF00:  # four winds, four kongs, four riichi, nine terminals
            changes["abortive_draws"] = False
        elif flags & 0xF00:
            notes.append("the lobby turns off some abortive draws only: not followed")
        changes["triple_ron_abortive"] = not flags & 0x1000
        changes["multiple_ron"] = "head_bump" if flags & 0x2000 else "all"
        if flags & 0xC000 == 0xC000:  # neither a win nor tenpai ends the game in first place
            changes["agari_yame"] = False
        elif flags & 0xC000:
            notes.append("the lobby ends the game on the last dealer's win or tenpai only, not "
                         "both: read as both")
        if flags & 0x30000:
            notes.append("the lobby changes when the dealer repeats: not followed")
        changes["west_extension"] = bool(flags & 0x200000)
    if more is not None:
        changes["leftover_sticks"] = "first" if more & 0x4 else "none"
        changes["counted_yakuman"] = not more & 0x10
    start, goal, back = (_number(fields, i) for i in (4, 5, 6))
    if start is not None:
        changes["start_points"] = start
    if goal is not None:
        changes["goal_points"] = goal
    if back is not None:
        changes["return_points"] = back
    honba = _number(fields, 11)
    if honba is not None:
        changes["honba_value"] = 3 * honba
    riichi = _number(fields, 10)
    if riichi is not None and riichi != RIICHI_STICK:
        notes.append(f"the lobby's riichi stick is {riichi:,} points: not followed")
    uma = [_number(fields, i) for i in (21, 22, 23)]
    if all(u is not None for u in uma):
        second, third, fourth = (1000 * u for u in uma if u is not None)
        changes["uma"] = (-(second + third + fourth), second, third, fourth)
    return changes, notes


def compare(log: OnlineLog, rules: Ruleset, notes: list[str] | None = None) -> Comparison:
    """Settle the log's hands with our core and list every hand whose payments differ."""
    records = [h.record for h in log.hands]
    result = replay(records, rules)
    differences: list[Difference] = []
    scores_apart = False
    for issue in result.issues:
        differences.append(Difference(issue.hand, _issue_line(issue, log)))
    for hand_result, hand in zip(result.results, log.hands, strict=False):
        i = hand_result.index
        before = hand_result.before
        if (before.label, before.honba, before.sticks) != (hand.label, hand.honba, hand.sticks):
            differences.append(Difference(i, (
                f"hand {i}: the log plays {hand.label} with {hand.honba} honba and "
                f"{hand.sticks} sticks, our rules {before.label} with {before.honba} honba "
                f"and {before.sticks} sticks")))
        scores_differ = tuple(before.scores) != hand.start_scores
        # Said once, where the scores part: every later hand starts apart by the same amount.
        if scores_differ and not scores_apart:
            differences.append(Difference(i, (
                f"hand {i} ({hand.label}): the log starts it with scores "
                f"{_list(hand.start_scores)}, we with {_list(before.scores)}")))
        scores_apart = scores_apart or scores_differ
        if tuple(hand_result.deltas) != hand.log_deltas:
            scores_apart = True
            differences.append(Difference(i, (
                f"hand {i} ({hand.label}, {hand.summary}): the log pays "
                f"{_list(hand.log_deltas)}, our rules {_list(hand_result.deltas)}")))
        elif (hand.log_sticks_after is not None
              and hand_result.after.sticks != hand.log_sticks_after):
            differences.append(Difference(i, (
                f"hand {i} ({hand.label}): the log leaves {hand.log_sticks_after} riichi "
                f"sticks on the table, our rules {hand_result.after.sticks}")))
    unfinished = False
    notes = list(notes or ())
    if result.ok:
        last = len(log.hands) - 1
        ended_at = result.ended_after_hand
        if ended_at is None and log.final_scores is None:
            # No owari (mjlog) or sc (tenhou.net/6): nothing says the room ended the game
            # there, so it is not a difference but a game that has not ended. The rules'
            # README, "The default ruleset": only "a time limit can end it after the current
            # hand"; short of that, a game cut short has no final result (no uma, no leftover
            # sticks paid), as a table still playing.
            unfinished = True
            notes.append(unfinished_note(log))
        elif ended_at is None:
            differences.append(Difference(None, (
                f"the log's game ends after hand {last} ({log.hands[last].label}); under our "
                f"rules it goes on")))
        elif ended_at != last:  # pragma: no cover - replay refuses hands after the end
            differences.append(Difference(None, f"our rules end the game after hand {ended_at}"))
        elif log.final_scores is not None and result.final is not None and tuple(
                result.final.scores) != log.final_scores:
            differences.append(Difference(None, (
                f"final scores: the log {_list(log.final_scores)}, our rules "
                f"{_list(result.final.scores)}")))
    return Comparison(log, rules, result, tuple(differences), tuple(notes), unfinished)


def unfinished_note(log: OnlineLog) -> str:
    """What is said of a log whose game has no end: no final result, and its hands do not
    end it under our rules."""
    last = len(log.hands) - 1
    return (f"the log has no final result: the game was cut short after hand {last} "
            f"({log.hands[last].label}), or the file is an excerpt")


def _issue_line(issue: Issue, log: OnlineLog) -> str:
    label = log.hands[issue.hand].label if issue.hand is not None and issue.hand < len(
        log.hands) else ""
    where = f"hand {issue.hand} ({label})" if issue.hand is not None else "game"
    return f"{where}: our rules cannot settle it: {issue.message} [{issue.code}]"


def _list(values: tuple[int, ...] | list[int]) -> str:
    return "[" + ", ".join(f"{v:,}" for v in values) + "]"

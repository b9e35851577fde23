"""The checks of a whole game record recorded on a table, and of the text its log entries
carry: one function each, used by the service (`TablesPart.record_game`, `_write_log`) and by
the command line's quick path (`cli.quick`), which must refuse exactly what the service
refuses. Core imports only: the quick path loads this without the storage engine.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from tournament.games.hand_log import LogKind, TableGame
from tournament.games.record_json import hand_to_dict
from tournament.issue_codes import IssueCode
from tournament.model import GameRecord, Issue, Wind
from tournament.organisation import TableSeating
from tournament.players.roster import Player, name_key
from tournament.rules.ruleset import Ruleset
from tournament.scoring import replay
from tournament.scoring.game import resolve_rules
from tournament.service.arguments import issue
from tournament.words.free_text import check_person, check_text

# A log entry to write: kind, target, payload, why.
Item = tuple[LogKind, int | None, Any, str]


def game_record_issues(game: GameRecord, seating: TableSeating, players: Mapping[int, Player],
                       rules: Ruleset, current: TableGame,
                       differs: Callable[[int, int], Issue]) -> tuple[list[Issue], list[Item]]:
    """Every problem with recording `game` on the table `seating` whose game is `current`
    (the players in seat order, the ruleset, no paper totals, the hands it has first, a
    replay that holds, something new), and the log entries of its new hands.
    `differs(have, at)`: the problem of a record whose hands differ from the table's."""
    round, table = seating.round, seating.table
    issues = []
    for seat, (name, pid) in enumerate(zip(game.players, seating.players, strict=True)):
        player = players[pid]
        if name_key(name) not in player.keys | player.other_keys:
            issues.append(issue(IssueCode.WRONG_PLAYER, f"players[{seat}]",
                                f"seat {seat} ({Wind(seat).label}) of round {round} "
                                f"table {table} is {player.name}, not {name}"))
    if game.ruleset is not None or game.ruleset_overrides:
        resolved = resolve_rules(game)
        if resolved.rules is None:
            issues += resolved.issues
        elif resolved.rules != rules:
            diff = [k for k, v in resolved.rules.to_dict().items()
                    if rules.to_dict()[k] != v and k != "name"]
            issues.append(issue(IssueCode.RULESET_MISMATCH, "ruleset",
                                f"the record is for the {resolved.rules.name} ruleset, but "
                                f"this tournament plays {rules.name}"
                                + (f" (differs in {', '.join(diff)})" if diff else "")))
    if current.totals is not None:
        issues.append(issue(IssueCode.TOTALS_ONLY, "hands", "this table's final scores were "
                            "entered from the score slip; undo them to record hands"))
    have = [hand_to_dict(h) for h in current.hands]
    new = [hand_to_dict(h) for h in game.hands]
    for i, old in enumerate(have):
        if i >= len(new) or new[i] != old:
            issues.append(differs(len(have), i))
            break
    if not issues:
        result = replay(game.hands, rules)
        issues += result.issues
        if len(new) == len(have):
            issues.append(issue(IssueCode.NOTHING_NEW, "hands",
                                "every hand of the record is already recorded"))
    return issues, [(LogKind.HAND, None, h, "") for h in new[len(have):]]


def entry_text_problems(items: Sequence[Item], who: str) -> list[Issue]:
    """The free text log entries carry (who, each reason, each hand's note), checked."""
    problems: list[Issue] = check_person("who", who)
    for _, _, payload, why in items:
        problems += check_text("reason", why)
        if isinstance(payload, dict) and payload.get("note"):
            problems += check_text("note", payload["note"], what="hand's note")
    return problems


__all__ = ["Item", "entry_text_problems", "game_record_issues"]

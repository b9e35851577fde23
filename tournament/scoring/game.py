"""Replaying a game: the hand log through the core, hand by hand, to states and a final result.

This is the only way table state is ever obtained (the hand log is the source of truth);
the tournament store calls it for every table it shows.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from tournament.issue_codes import IssueCode
from tournament.model import FinalResult, GameRecord, HandRecord, HandResult, Issue, TableState
from tournament.rules.presets import DEFAULT_PRESET, PRESETS
from tournament.rules.ruleset import Ruleset
from tournament.scoring.final import display_points, final_result
from tournament.scoring.settle import initial_state, settle_hand
from tournament.scoring.validate import validate_hand


@dataclass(frozen=True, slots=True)
class Replay:
    rules: Ruleset
    results: tuple[HandResult, ...]
    state: TableState  # after the last hand that could be settled
    issues: tuple[Issue, ...] = ()
    final: FinalResult | None = None

    @property
    def ok(self) -> bool:
        return not self.issues

    @property
    def ended_after_hand(self) -> int | None:
        for result in self.results:
            if result.after.ended:
                return result.index
        return None


def replay(hands: tuple[HandRecord, ...] | list[HandRecord], rules: Ruleset,
           start: TableState | None = None) -> Replay:
    """Settle hands in order; stop at the first hand with problems (reported as issues)."""
    state = start or initial_state(rules)
    results: list[HandResult] = []
    issues: list[Issue] = []
    for index, hand in enumerate(hands):
        problems = validate_hand(hand, state, rules, index)
        if problems:
            issues += problems
            break
        result = settle_hand(state, hand, rules, index)
        results.append(result)
        state = result.after
    final = final_result(state, rules) if state.ended and not issues else None
    return Replay(rules, tuple(results), state, tuple(issues), final)


@dataclass(frozen=True, slots=True)
class ResolvedRules:
    rules: Ruleset | None
    issues: list[Issue] = field(default_factory=list)


def resolve_rules(game: GameRecord, override_name: str | None = None) -> ResolvedRules:
    """The ruleset a game record asks for (or the command line's --ruleset), with overrides."""
    name = override_name or game.ruleset or DEFAULT_PRESET
    if name not in PRESETS:
        return ResolvedRules(None, [Issue(
            IssueCode.UNKNOWN_RULESET, None, "ruleset",
            f"unknown ruleset '{name}'; the presets are {', '.join(PRESETS)}")])
    rules, issues = PRESETS[name].with_overrides(game.ruleset_overrides)
    return ResolvedRules(rules if not issues else None, issues)


def replay_to_json(result: Replay) -> dict[str, Any]:
    """The replay command's output (docs/cli.md: "Replaying a game")."""
    rules = result.rules
    hands = [
        {
            "round": r.before.label,
            "honba": r.before.honba,
            "sticks_before": r.before.sticks,
            "dealer": r.before.dealer,
            "deltas": list(r.deltas),
            "scores_after": list(r.after.scores),
            "sticks_after": r.after.sticks,
        }
        for r in result.results
    ]
    final = None
    if result.final is not None:
        final = {
            "scores": list(result.final.scores),
            "places": list(result.final.places),
            "points": [display_points(p, rules) for p in result.final.points],
        }
    return {
        "hands": hands,
        "ended": result.state.ended,
        "ended_after_hand": result.ended_after_hand,
        "final": final,
    }

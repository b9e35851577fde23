"""Tables scored on paper ("totals only"): the four final scores from the score slip.

The referee copies the slip's final scores (before leftover riichi sticks are handed out) and
each seat's chombo count. They must be whole hundreds and add up to 4 x the start points minus
1,000 per riichi stick left on the table; the sticks then go where the ruleset sends leftover
sticks, and the game's result is computed like any other.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from tournament.issue_codes import IssueCode
from tournament.model import RIICHI_STICK, EndReason, FinalResult, Issue, TableState
from tournament.rules.ruleset import Ruleset
from tournament.scoring.final import final_result

# Bounds on a score slip, so that a mistyped slip (0 0 0 0: 120 sticks left) or a crafted one
# (10^30) is refused, naming the bound:
# - riichi sticks left on the table: four riichi in each of five hands in a row, all ending
#   in a draw, leave 20; no real game leaves more;
MAX_LEFTOVER_STICKS = 20
# - chombos: a player who commits more than four in one game has long been disqualified;
MAX_CHOMBOS = 4
# - one player's score: within ten times the table's points either way.
SCORE_RANGE = 10


def _score_limit(rules: Ruleset) -> int:
    return SCORE_RANGE * 4 * rules.start_points


def _four(values: Any, field: str, minimum: int | None, issues: list[Issue]) -> list[int] | None:
    try:
        items = list(values)
    except TypeError:
        items = []
    if len(items) != 4:
        issues.append(Issue(IssueCode.NEED_FOUR, None, field,
                            f"give four {field}, one per seat East to North",
                            {"variant": field}))
        return None
    ok = True
    for i, value in enumerate(items):
        if isinstance(value, bool) or not isinstance(value, int):
            issues.append(Issue(IssueCode.NOT_AN_INTEGER, None, f"{field}[{i}]",
                                f"{value!r} is not a whole number", {"seat": i}))
            ok = False
        elif minimum is not None and value < minimum:
            issues.append(Issue(IssueCode.NEGATIVE_NUMBER, None, f"{field}[{i}]",
                                f"{value} must not be negative", {"seat": i}))
            ok = False
    return items if ok else None


def totals_issues(scores: Sequence[Any], chombos: Sequence[Any], rules: Ruleset) -> list[Issue]:
    """Problems with paper totals, as data (empty: they can be saved)."""
    issues: list[Issue] = []
    values = _four(scores, "scores", None, issues)
    counts = _four(chombos, "chombos", 0, issues)
    for i, count in enumerate(counts or ()):
        if count > MAX_CHOMBOS:
            issues.append(Issue(IssueCode.IMPLAUSIBLE_NUMBER, None, f"chombos[{i}]",
                                f"{count:,} chombos in one game is not plausible: at most "
                                f"{MAX_CHOMBOS} per player"))
    if values is None:
        return issues
    limit = _score_limit(rules)
    wild = [i for i, value in enumerate(values) if abs(value) > limit]
    for i in wild:
        issues.append(Issue(IssueCode.IMPLAUSIBLE_NUMBER, None, f"scores[{i}]",
                            f"{values[i]:,} is not a plausible score: scores lie between "
                            f"{-limit:,} and {limit:,}"))
    if wild:
        return issues
    for i, value in enumerate(values):
        if value % 100:
            issues.append(Issue(IssueCode.BAD_SCORE, None, f"scores[{i}]",
                                f"{value:,} is not a score: scores are multiples of 100",
                                {"seat": i, "score": value}))
    start = rules.start_points
    total, full = sum(values), 4 * start
    if total > full:
        issues.append(Issue(IssueCode.TOTALS_TOO_HIGH, None, "scores",
                            f"the scores add up to {total:,}, more than 4 x {start:,} = "
                            f"{full:,}", {"total": total, "start": start, "expected": full}))
    elif (full - total) % RIICHI_STICK:
        issues.append(Issue(IssueCode.TOTALS_SUM, None, "scores",
                            f"the scores add up to {total:,}; they must add up to 4 x "
                            f"{start:,} = {full:,} minus the riichi sticks left on the table "
                            f"(1,000 each)", {"total": total, "start": start,
                                              "expected": full}))
    elif (full - total) // RIICHI_STICK > MAX_LEFTOVER_STICKS:
        issues.append(Issue(IssueCode.TOO_MANY_STICKS, None, "scores",
                            f"the scores add up to {total:,}, which leaves "
                            f"{(full - total) // RIICHI_STICK:,} riichi sticks on the table; "
                            f"a game leaves at most {MAX_LEFTOVER_STICKS} (check the slip)",
                            {"total": total, "sticks": (full - total) // RIICHI_STICK,
                             "most": MAX_LEFTOVER_STICKS}))
    return issues


def slip_issues(scores: Sequence[Any], chombos: Sequence[Any], sticks: int,
                rules: Ruleset) -> list[Issue]:
    """Problems with a score slip as a referee copies it: the four final scores, the chombo
    counts and the riichi sticks counted on the table. The scores and the sticks must make
    what the table started with (4 x the start points); the message says how far off."""
    issues = totals_issues(scores, chombos, rules)
    if isinstance(sticks, bool) or not isinstance(sticks, int) or sticks < 0:
        issues.append(Issue(IssueCode.NEGATIVE_NUMBER, None, "leftover_sticks",
                            "the sticks left on the table cannot be negative",
                            {"sticks": sticks}))
        return issues
    if any(i.field.startswith("scores[") or i.field == "scores" and i.code == IssueCode.NEED_FOUR
           for i in issues):
        return issues
    expected = 4 * rules.start_points
    total = sum(int(v) for v in scores) + sticks * RIICHI_STICK
    if total != expected:
        diff = expected - total
        issues = [i for i in issues if i.code not in (IssueCode.TOTALS_TOO_HIGH,
                                                      IssueCode.TOTALS_SUM)]
        issues.append(Issue(
            IssueCode.TOTALS_DO_NOT_ADD_UP, None, "scores",
            f"the scores ({sum(int(v) for v in scores):,}) and the sticks on the table "
            f"({sticks * RIICHI_STICK:,}) make {total:,}; they must make {expected:,} "
            f"(4 x {rules.start_points:,}): {abs(diff):,} "
            f"{'missing' if diff > 0 else 'too many'}",
            {"scores": sum(int(v) for v in scores), "sticks": sticks * RIICHI_STICK,
             "total": total, "expected": expected, "start": rules.start_points,
             "difference": abs(diff), "variant": "missing" if diff > 0 else "too_many"}))
    return issues


def leftover_sticks(scores: Sequence[int], rules: Ruleset) -> int:
    """Riichi sticks left on the table, from valid paper totals."""
    return (4 * rules.start_points - sum(scores)) // RIICHI_STICK


def totals_state(scores: Sequence[int], chombos: Sequence[int], rules: Ruleset) -> TableState:
    """The ended table that valid paper totals describe."""
    s = tuple(scores)
    c = tuple(chombos)
    assert len(s) == 4 and len(c) == 4
    return TableState(scores=(s[0], s[1], s[2], s[3]), sticks=leftover_sticks(scores, rules),
                      ended=True, end_reason="final scores entered from the score slip",
                      end_code=EndReason.PAPER_TOTALS,
                      chombos=(c[0], c[1], c[2], c[3]))


def totals_result(scores: Sequence[int], chombos: Sequence[int], rules: Ruleset) -> FinalResult:
    """The game's result from valid paper totals."""
    return final_result(totals_state(scores, chombos, rules), rules)

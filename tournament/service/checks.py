"""Argument checks shared by the service's areas: problems as `Issue` data, never raised."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from datetime import date
from typing import Any

from tournament.errors import InvalidInput
from tournament.model import Issue
from tournament.players_io import Player, PlayerDraft, PlayerStatus, check_rows, name_key
from tournament.standings import TieBreak


def issue(code: str, field: str, message: str, hand: int | None = None) -> Issue:
    return Issue(code, hand, field, message)


def refuse(*issues: Issue) -> InvalidInput:
    return InvalidInput(issues)


# A tournament has at most this many rounds (a long weekend has eight to twelve).
MAX_ROUNDS = 100
# A round's time limit: at most a day.
MAX_MINUTES = 24 * 60


def check_rounds(value: Any, maximum: int | None = None, field: str = "rounds") -> list[Issue]:
    if isinstance(value, bool) or not isinstance(value, int) or value < 1:
        return [issue("bad_round", field, f"{field} must be a whole number from 1, got "
                      f"{value!r}"[:300])]
    if maximum is None and value > MAX_ROUNDS:
        return [issue("bad_round", field, f"a tournament has at most {MAX_ROUNDS} rounds, "
                      f"got {value:,}"[:300])]
    if maximum is not None and value > maximum:
        return [issue("bad_round", field, f"the tournament has {maximum} rounds; there is no "
                      f"round {value}")]
    return []


def check_minutes(value: Any) -> list[Issue]:
    if value is None:
        return []
    if isinstance(value, bool) or not isinstance(value, int) or value < 0 or \
            value > MAX_MINUTES:
        return [issue("bad_time_limit", "round_minutes",
                      f"the time limit is a whole number of minutes from 0 to {MAX_MINUTES}, "
                      f"got {value!r}"[:300])]
    return []


def check_date(key: str, value: str | None) -> list[Issue]:
    if value is None or value == "":
        return []
    try:
        date.fromisoformat(value)  # type: ignore[arg-type]
    except (TypeError, ValueError):
        return [issue("bad_date", key, f"{value!r} is not a date (YYYY-MM-DD)"[:300])]
    return []


def tie_breaks(values: Sequence[TieBreak | str]) -> tuple[tuple[TieBreak, ...], list[Issue]]:
    out: list[TieBreak] = []
    issues: list[Issue] = []
    if isinstance(values, str | bytes) or not isinstance(values, Sequence):
        return (), [issue("bad_tie_break", "tie_breaks",
                          f"tie_breaks must be a list of tie-breaks, got {values!r}"[:300])]
    for i, value in enumerate(values):
        try:
            tb = TieBreak(value)
        except (ValueError, TypeError):
            issues.append(issue("bad_tie_break", f"tie_breaks[{i}]",
                                f"unknown tie-break '{value}' (one of "
                                f"{', '.join(t.value for t in TieBreak)})"))
            continue
        if tb in out:
            issues.append(issue("bad_tie_break", f"tie_breaks[{i}]",
                                f"the tie-break '{tb.value}' is listed twice"))
        out.append(tb)
    return tuple(out), issues


def check_drafts(drafts: Sequence[PlayerDraft], existing: Iterable[Player]) -> list[Issue]:
    rows = [(i, [d.name, d.ema_number, d.club, d.country, d.team, d.status.value])
            for i, d in enumerate(drafts)]
    result = check_rows(["name", "ema_number", "club", "country", "team", "status"], rows,
                        existing)
    return [Issue(p.code, None, f"players[{p.line}].{p.column}", p.message)
            for p in result.problems]


def substitute_drafts(count: int, existing: Sequence[Player | PlayerDraft]) -> list[PlayerDraft]:
    taken = {name_key(p.name) for p in existing}
    out: list[PlayerDraft] = []
    n = 1
    while len(out) < count:
        name = f"Substitute {n}"
        if name_key(name) not in taken:
            out.append(PlayerDraft(name=name, status=PlayerStatus.SUBSTITUTE))
        n += 1
    return out

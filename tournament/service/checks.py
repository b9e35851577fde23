"""Argument checks shared by the service's areas: problems as `Issue` data, never raised."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from datetime import date
from typing import Any

from tournament.errors import InvalidInput
from tournament.model import Issue
from tournament.players_io import Player, PlayerDraft, PlayerStatus, check_rows, name_key
from tournament.standings import TieBreak


def issue(code: str, field: str, message: str, hand: int | None = None,
          **params: Any) -> Issue:
    """A problem as data; `params` are the values the message names (see `Issue`)."""
    return Issue(code, hand, field, message, params)


def refuse(*issues: Issue) -> InvalidInput:
    return InvalidInput(issues)


def check_rounds(value: Any, maximum: int | None = None, field: str = "rounds") -> list[Issue]:
    if isinstance(value, bool) or not isinstance(value, int) or value < 1:
        return [issue("bad_round", field, f"{field} must be a whole number from 1, got "
                      f"{value!r}")]
    if maximum is not None and value > maximum:
        return [issue("bad_round", field, f"the tournament has {maximum} rounds; there is no "
                      f"round {value}")]
    return []


def check_minutes(value: Any) -> list[Issue]:
    if value is None:
        return []
    if isinstance(value, bool) or not isinstance(value, int) or value < 0:
        return [issue("bad_time_limit", "round_minutes",
                      f"the time limit is a whole number of minutes, got {value!r}")]
    return []


def check_date(key: str, value: str | None) -> list[Issue]:
    if not value:
        return []
    try:
        date.fromisoformat(value)
    except (TypeError, ValueError):
        return [issue("bad_date", key, f"'{value}' is not a date (YYYY-MM-DD)")]
    return []


def tie_breaks(values: Sequence[TieBreak | str]) -> tuple[tuple[TieBreak, ...], list[Issue]]:
    out: list[TieBreak] = []
    issues = []
    for i, value in enumerate(values):
        try:
            tb = TieBreak(value)
        except ValueError:
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

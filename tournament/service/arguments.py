"""Argument checks shared by the service's parts: problems as `Issue` data, never raised."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from datetime import date
from decimal import Decimal, InvalidOperation
from enum import StrEnum
from typing import Any

from tournament.errors import InvalidInput
from tournament.issue_codes import IssueCode
from tournament.model import Issue
from tournament.players.countries import ema_code, unknown_country_message
from tournament.players.names import NameStyle
from tournament.players.roster import (
    Player,
    PlayerDraft,
    PlayerStatus,
    check_rows,
    complete_draft,
    name_key,
)
from tournament.standings.ranking import TieBreak
from tournament.words.numbers import is_decimal


def issue(code: IssueCode, field: str, message: str, hand: int | None = None,
          **params: Any) -> Issue:
    """A problem as data; `params` are the values the message names (see `Issue`)."""
    return Issue(code, hand, field, message, params)


def refuse(*issues: Issue) -> InvalidInput:
    return InvalidInput(issues)


class Role(StrEnum):
    """What a station may do (several stations on one server)."""

    ORGANISER = "organiser"  # everything
    REFEREE = "referee"  # hands and paper totals on tables not approved


def check_role(value: Any) -> Role | Issue:
    try:
        return Role(value)
    except ValueError:
        return issue(IssueCode.BAD_ROLE, "role", f"role must be organiser or referee, got "
                     f"{value!r}"[:200], value=repr(value)[:100])


# A tournament has at most this many rounds (a long weekend has eight to twelve).
MAX_ROUNDS = 100
# A round's time limit: at most a day.
MAX_MINUTES = 24 * 60


def check_rounds(value: Any, maximum: int | None = None, field: str = "rounds") -> list[Issue]:
    if isinstance(value, bool) or not isinstance(value, int) or value < 1:
        return [issue(IssueCode.BAD_ROUND, field, f"{field} must be a whole number from 1, got "
                      f"{value!r}"[:300], variant="not_a_number", value=repr(value)[:100])]
    if maximum is None and value > MAX_ROUNDS:
        return [issue(IssueCode.BAD_ROUND, field, f"a tournament has at most {MAX_ROUNDS} rounds, "
                      f"got {value:,}"[:300], variant="too_many", rounds=MAX_ROUNDS,
                      round=value)]
    if maximum is not None and value > maximum:
        return [issue(IssueCode.BAD_ROUND, field,
                      f"the tournament has {maximum} rounds; there is no "
                      f"round {value}", variant="too_high", rounds=maximum, round=value)]
    return []


def check_minutes(value: Any) -> list[Issue]:
    if value is None:
        return []
    if isinstance(value, bool) or not isinstance(value, int) or value < 0 or \
            value > MAX_MINUTES:
        return [issue(IssueCode.BAD_TIME_LIMIT, "round_minutes",
                      f"the time limit is a whole number of minutes from 0 to {MAX_MINUTES}, "
                      f"got {value!r}"[:300], value=repr(value)[:100], max=MAX_MINUTES)]
    return []


def check_date(key: str, value: str | None) -> list[Issue]:
    if value is None or value == "":
        return []
    try:
        date.fromisoformat(value)
    except (TypeError, ValueError):
        return [issue(IssueCode.BAD_DATE, key, f"{value!r} is not a date (YYYY-MM-DD)"[:300],
                      value=str(value)[:100])]
    return []


def check_period(start: str | None, end: str | None) -> list[Issue]:
    """The last day is not before the first."""
    if not start or not end or check_date("start_date", start) or check_date("end_date", end):
        return []
    if date.fromisoformat(end) < date.fromisoformat(start):
        return [issue(IssueCode.BAD_PERIOD, "end_date", f"the tournament ends ({end}) before it "
                      f"starts ({start})")]
    return []


# MERS weights the EMA assigns: 1 to 3 for the length, plus halves and ones for players,
# countries and qualification; anything above 10 is a typing mistake.
MAX_MERS_WEIGHT = Decimal(10)


def mers_weight(value: Any) -> tuple[str | None, list[Issue]]:
    """The MERS weight as stored: decimal text ("1.5", "2"); "" or None for none. A comma
    is read as the decimal separator."""
    if value is None or (isinstance(value, str) and not value.strip()):
        return None, []
    bad = [issue(IssueCode.BAD_MERS_WEIGHT, "mers_weight", f"the MERS weight is the number the EMA "
                 f"assigned (e.g. 1, 1.5, 2.5), not {repr(value)[:40]}", value=str(value)[:40])]
    if isinstance(value, bool):
        return None, bad
    text = str(value).strip().replace(",", ".")
    if not is_decimal(text):  # (Decimal() also reads "٢", "NaN" and "Infinity")
        return None, bad
    try:
        number = Decimal(text)
    except InvalidOperation:
        return None, bad
    if not number.is_finite() or number <= 0 or number > MAX_MERS_WEIGHT \
            or number != number.quantize(Decimal("0.01")):
        return None, bad
    return format(number.normalize(), "f"), []


def host_country(value: str) -> tuple[str, list[Issue]]:
    """The organising country as the EMA's code ("" for none)."""
    code = ema_code(value)
    if code is None:
        return "", [issue(IssueCode.BAD_COUNTRY, "host_country", unknown_country_message(value),
                          variant="unknown", value=value)]
    return code, []


def name_style(value: NameStyle | str) -> tuple[NameStyle, list[Issue]]:
    try:
        return NameStyle(value), []
    except ValueError:
        return NameStyle.AS_ENTERED, [issue(IssueCode.BAD_NAME_STYLE, "name_style",
                                            f"unknown name style '{value}' (one of "
                                            f"{', '.join(s.value for s in NameStyle)})")]


def tie_breaks(values: Sequence[TieBreak | str]) -> tuple[tuple[TieBreak, ...], list[Issue]]:
    out: list[TieBreak] = []
    issues: list[Issue] = []
    if isinstance(values, str | bytes) or not isinstance(values, Sequence):
        return (), [issue(IssueCode.BAD_TIE_BREAK, "tie_breaks",
                          f"tie_breaks must be a list of tie-breaks, got {values!r}"[:300])]
    for i, value in enumerate(values):
        try:
            tb = TieBreak(value)
        except (ValueError, TypeError):
            issues.append(issue(IssueCode.BAD_TIE_BREAK, f"tie_breaks[{i}]",
                                f"unknown tie-break '{value}' (one of "
                                f"{', '.join(t.value for t in TieBreak)})"))
            continue
        if tb in out:
            issues.append(issue(IssueCode.BAD_TIE_BREAK, f"tie_breaks[{i}]",
                                f"the tie-break '{tb.value}' is listed twice"))
        out.append(tb)
    return tuple(out), issues


def check_drafts(drafts: Sequence[PlayerDraft], existing: Iterable[Player]
                 ) -> tuple[list[PlayerDraft], list[Issue]]:
    """The drafts completed (names split, countries as EMA codes), and every problem."""
    complete = [complete_draft(d) for d in drafts]
    header = ["first_name", "last_name", "name", "ema_number", "club", "country", "team",
              "status", "online_name"]
    # The names as typed (tidying spaces would hide a line break or a tab), the rest completed.
    rows = [(i, [raw.first_name, raw.last_name, raw.name or d.name, d.ema_number, d.club,
                 d.country, d.team, d.status.value, raw.online_name])
            for i, (raw, d) in enumerate(zip(drafts, complete, strict=True))]
    result = check_rows(header, rows, existing)
    issues = [Issue(p.code, None, f"players[{p.line}].{p.column}", p.message, p.params)
              for p in result.problems]
    # check_rows re-reads the names as a file would; the drafts keep their own split.
    return complete, issues


# What a substitute the app adds is called ("Substitute 1", "Substitute 2"...), unless the
# caller words it in its own language (the desk: "Remplaçant 1").
SUBSTITUTE = "Substitute"


def substitute_drafts(count: int, existing: Sequence[Player | PlayerDraft],
                      word: str = SUBSTITUTE) -> list[PlayerDraft]:
    """`count` new substitutes, named `word` and the first numbers no player's name has."""
    word = " ".join(word.split()) or SUBSTITUTE
    taken = {name_key(p.name) for p in existing}
    out: list[PlayerDraft] = []
    n = 1
    while len(out) < count:
        name = f"{word} {n}"
        if name_key(name) not in taken:
            out.append(PlayerDraft(name=name, status=PlayerStatus.SUBSTITUTE))
        n += 1
    return out

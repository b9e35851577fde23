"""What the live page shows, read from a tournament at one moment: `LiveData`.

Plain values only (text already formatted, numbers, lists), so that the server's templates
and the page's script show the same thing from the same data, and so that the page can be
built once per change and served to every phone. Names are never escaped here: the templates
escape (Jinja2 autoescape) and the script only ever sets `textContent`.

What players may see
- Standings: counted games only (finished games); with live scores, games in play too, at
  their current scores (marked). Substitutes and disqualified players apart, without a place.
- Tables: hands played and how far each game is; scores only for an approved round, unless the
  organiser allows live scores.
- The round clock: the clock is kept as its events (`tournament.clock`), so the page folds
  them at the moment it is asked (`LiveData.clock_at`), not when the data was read.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from tournament import standings_spec as spec
from tournament.clock import DEFAULT_WARNING, ClockEvent, clock_json, fold_clock
from tournament.hand_log import TableMode
from tournament.model import Wind
from tournament.service.facade import Tournament
from tournament.service.read_models import StandingLine, standing_lines

MINUS = "\u2212"
SHOWN_ANNOUNCEMENTS = 5  # the newest ones; older ones are on the projector's history only
GROUP_TITLES = {"substitute": "Substitutes", "disqualified": "Disqualified"}
PARTS = ("standings", "seating", "tables", "clock")


def signed(value: float) -> str:
    """Tournament points with one decimal and a real sign: "+38.3", "−30.1", "0.0" (the
    standings' one formatter, in English: the page speaks English)."""
    return spec.signed(value, 1, "en")


def score(value: int) -> str:
    """A table score: "32,100", "−4,000"."""
    return (MINUS if value < 0 else "") + f"{abs(value):,}"


@dataclass(frozen=True, slots=True)
class ClockInputs:
    """What the round clock is folded from (`tournament.clock.fold_clock`)."""

    round: int
    events: tuple[ClockEvent, ...]
    tables: tuple[int, ...]
    minutes: int | None
    finished: Mapping[int, bool]
    warning: int = DEFAULT_WARNING


@dataclass(frozen=True, slots=True)
class LiveData:
    """Everything the live page shows, as of one version of the tournament."""

    version: str
    title: str
    round: int | None  # the round being played (the last one seated); None before seating
    announcements: tuple[dict[str, str], ...]
    standings: dict[str, Any]
    seating: dict[str, Any]
    tables: dict[str, Any]
    clock_inputs: ClockInputs | None = field(default=None, repr=False)

    def clock_at(self, now: datetime) -> dict[str, Any] | None:
        """The round clock at `now` (`tournament.clock.clock_json`; None: no round seated)."""
        c = self.clock_inputs
        if c is None:
            return None
        return clock_json(fold_clock(c.events, c.tables, now, minutes=c.minutes,
                                     warning=c.warning, finished=c.finished, round=c.round))

    def part(self, name: str, now: datetime) -> dict[str, Any]:
        """What `/api/<name>` answers: the part, with what every page shows around it."""
        body: Any = self.clock_at(now) if name == "clock" else getattr(self, name)
        return {"version": self.version, "title": self.title, "round": self.round,
                "announcements": list(self.announcements), name: body}


# What the standings page says instead of standings made from a tournament that fails its
# quick check (README, "The ledger": outputs for the outside world refuse such a file).
WITHHELD = ("The standings are not shown: the tournament fails its check (it was changed "
            "behind the app's back). Please tell the organiser.")


def withheld(t: Tournament) -> str | None:
    """Why the standings page shows no standings of `t` (None: it shows them): its quick
    check fails (a role that may not read the ledger cannot check, and shows them)."""
    return WITHHELD if t.quick_check() else None


def live_data(t: Tournament, version: str, *, live_scores: bool = False,
              local_time: Any = None, withheld: str | None = None) -> LiveData:
    """What the live page shows of `t` now. `live_scores`: the organiser lets players see
    games in play (standings and tables); `local_time(iso) -> "HH:MM"` formats the time of an
    announcement (default: the server's local time); `withheld`: why no standings are shown
    (see `withheld`)."""
    current = t.current_round
    return LiveData(
        version=version, title=t.settings.name, round=current,
        announcements=tuple({"at": (local_time or _local_time)(a.at), "text": a.text}
                            for a in t.announcements()[:SHOWN_ANNOUNCEMENTS]),
        standings=(_standings(t, live_scores) if withheld is None
                   else _no_standings(withheld)),
        seating=_seating(t, current),
        tables=_tables(t, current, live_scores),
        clock_inputs=_clock_inputs(t, current))


def _local_time(iso: str) -> str:
    moment = datetime.fromisoformat(iso.replace("Z", "+00:00"))
    return moment.astimezone().strftime("%H:%M")


def _standing_row(line: StandingLine, columns: Sequence[spec.Column]) -> dict[str, Any]:
    """A line as the page shows it: its cells' texts in the order of `columns`."""
    return {
        "name": line.name, "provisional": line.provisional, "negative": line.points < 0,
        "cells": [column.text(line) for column in columns],
    }


def _columns_json(columns: Sequence[spec.Column]) -> list[dict[str, Any]]:
    """The spec's columns for the template and the script, with the page's style class of
    each: names to the left, numbers to the right, the rounds (hidden on a narrow screen)
    and the total marked."""
    shown = spec.columns_json(columns)
    for column, out in zip(columns, shown, strict=True):
        out["class"] = ("name" if column.key == "player" else
                        "num round" if column.number is not None else
                        "num total" if column.key == "total" else
                        "num" if column.kind.numeric else "")
    return shown


def _standings(t: Tournament, live_scores: bool) -> dict[str, Any]:
    data = standing_lines(t, provisional=live_scores)
    carried = any(line.carried is not None for line in data.rows)
    last = data.round == t.settings.rounds and not data.pending
    heading = ("Final standings" if last and data.round else
               f"Standings after round {data.round}" if data.round else "Standings")
    # The page's columns, from the standings spec; the script walks the same list.
    columns = spec.live_columns(data.rounds, carried=carried)
    apart_columns = spec.live_columns(data.rounds, apart=True)
    groups = []
    for group, title in GROUP_TITLES.items():
        rows = [_standing_row(line, apart_columns) for line in data.apart
                if line.group == group]
        if rows:
            groups.append({"title": title, "rows": rows})
    return {
        "heading": heading,
        "columns": _columns_json(columns),
        "apart_columns": _columns_json(apart_columns),
        "rows": [_standing_row(line, columns) for line in data.rows],
        "apart": groups,
        "provisional": any(line.provisional for line in data.rows),
        "withheld": None,
    }


def _no_standings(why: str) -> dict[str, Any]:
    return {"heading": "Standings", "columns": [], "apart_columns": [], "rows": [],
            "apart": [], "provisional": False, "withheld": why}


def _seating(t: Tournament, current: int | None) -> dict[str, Any]:
    if current is None:
        return {"round": None, "tables": []}
    return {"round": current, "tables": [
        {"table": s.table,
         "seats": [{"wind": Wind(i).label, "name": t.player(pid).name}
                   for i, pid in enumerate(s.players)]}
        for s in t.seating(current)]}


def _tables(t: Tournament, current: int | None, live_scores: bool) -> dict[str, Any]:
    if current is None:
        return {"round": None, "approved": False, "scores": False, "tables": []}
    info = {r.number: r for r in t.rounds()}[current]
    approved = info.approved_at is not None
    shown = approved or live_scores
    out = []
    for seating in t.seating(current):
        summary = t.table_summary(current, seating.table)
        names = [t.player(pid).name for pid in seating.players]
        if summary.mode is TableMode.EMPTY:
            status = "Not started"
        elif summary.finished:
            status = "Finished"
        else:
            status = f"Playing {summary.state.title}"
        scores: Sequence[int] = (summary.result.scores if summary.finished
                                 else summary.state.scores)
        table: dict[str, Any] = {
            "table": seating.table, "hands": summary.hands, "status": status,
            "finished": summary.finished, "seats": [{"name": n} for n in names]}
        if shown and summary.mode is not TableMode.EMPTY:
            for seat, value in zip(table["seats"], scores, strict=True):
                seat["score"] = score(value)
            if summary.finished:
                for seat, raw in zip(table["seats"], summary.result.points, strict=True):
                    seat["points"] = signed(t.display(raw))
        out.append(table)
    return {"round": current, "approved": approved, "scores": shown, "tables": out}


def _clock_inputs(t: Tournament, current: int | None) -> ClockInputs | None:
    if current is None:
        return None
    tables = t.seating(current)
    return ClockInputs(
        round=current, events=t.clock_events(current), tables=tuple(s.table for s in tables),
        minutes=t.settings.round_minutes,
        finished={s.table: t.table_summary(current, s.table).finished for s in tables})

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

from tournament.clock import DEFAULT_WARNING, ClockEvent, clock_json, fold_clock
from tournament.games.hand_log import TableMode
from tournament.service.facade import Tournament
from tournament.service.read_models import StandingLine, standing_lines
from tournament.standings import spec
from tournament.web.words import LANGUAGES, WORDS, plural, say
from tournament.words.numbers import number_text

MINUS = "\u2212"
SHOWN_ANNOUNCEMENTS = 5  # the newest ones; older ones are on the projector's history only
GROUP_TITLES = ("substitute", "disqualified")  # the groups apart, in this order
PARTS = ("standings", "seating", "tables", "clock")


def signed(value: float, lang: str = "en") -> str:
    """Tournament points with one decimal and a real sign: "+38.3", "−30.1", "0.0" (the
    standings' one formatter; "+38,3" in French)."""
    return spec.signed(value, 1, lang)


def score(value: int, lang: str = "en") -> str:
    """A table score: "32,100", "−4,000" ("32 100" in French)."""
    return (MINUS if value < 0 else "") + number_text(abs(value), 0, lang)


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
    # Each part in English, and in the other languages (`translated`: language -> part ->
    # the same lines in its words).
    standings: dict[str, Any]
    seating: dict[str, Any]
    tables: dict[str, Any]
    clock_inputs: ClockInputs | None = field(default=None, repr=False)
    hidden_from: int | None = None  # the standings players see stop before this round
    translated: dict[str, dict[str, dict[str, Any]]] = field(default_factory=dict, repr=False)

    def clock_at(self, now: datetime) -> dict[str, Any] | None:
        """The round clock at `now` (`tournament.clock.clock_json`; None: no round seated)."""
        c = self.clock_inputs
        if c is None:
            return None
        return clock_json(fold_clock(c.events, c.tables, now, minutes=c.minutes,
                                     warning=c.warning, finished=c.finished, round=c.round))

    def part(self, name: str, now: datetime, lang: str = "en") -> dict[str, Any]:
        """What `/api/<name>` answers (in `lang`): the part, with what every page shows
        around it; the standings add `hidden_from` while the organiser hides them."""
        body: Any = (self.clock_at(now) if name == "clock" else
                     self.translated[lang][name] if lang in self.translated else
                     getattr(self, name))
        out = {"version": self.version, "title": self.title, "round": self.round,
               "announcements": list(self.announcements), name: body}
        if name == "standings" and self.hidden_from is not None:
            out["hidden_from"] = self.hidden_from
        return out


def withheld(t: Tournament) -> str | None:
    """Why the standings page shows no standings of `t` (None: it shows them): its quick
    check fails (a role that may not read the ledger cannot check, and shows them). The
    page says it in its language (docs/ledger.md, "Outputs for the outside world": outputs
    for the outside world refuse such a file)."""
    return say("en", "withheld") if t.ledger.quick_check() else None


def live_data(t: Tournament, version: str, *, live_scores: bool = False,
              local_time: Any = None, withheld: str | None = None) -> LiveData:
    """What the live page shows of `t` now. `live_scores`: the organiser lets players see
    games in play (standings and tables); `local_time(iso) -> "HH:MM"` formats the time of an
    announcement (default: the server's local time); `withheld`: why no standings are shown
    (see `withheld`)."""
    current = t.rounds.current
    hidden = t.settings.hide_from_round
    parts = {"standings": _standings(t, live_scores, hidden, withheld is not None),
             "seating": _seating(t, current),
             "tables": _tables(t, current, live_scores, hidden)}
    return LiveData(
        version=version, title=t.settings.name, round=current,
        announcements=tuple({"at": (local_time or _local_time)(a.at), "text": a.text}
                            for a in t.announcements.all()[:SHOWN_ANNOUNCEMENTS]),
        standings=parts["standings"]["en"], seating=parts["seating"]["en"],
        tables=parts["tables"]["en"], clock_inputs=_clock_inputs(t, current),
        hidden_from=hidden,
        translated={lang: {name: part[lang] for name, part in parts.items()}
                    for lang in LANGUAGES if lang != "en"})


def _local_time(iso: str) -> str:
    moment = datetime.fromisoformat(iso.replace("Z", "+00:00"))
    return moment.astimezone().strftime("%H:%M")


def _standing_row(line: StandingLine, columns: Sequence[spec.Column], lang: str
                  ) -> dict[str, Any]:
    """A line as the page shows it: its cells' texts in the order of `columns`."""
    return {
        "name": line.name, "provisional": line.provisional, "negative": line.points < 0,
        "cells": [column.text(line, language=lang) for column in columns],
    }


def _columns_json(columns: Sequence[spec.Column], lang: str) -> list[dict[str, Any]]:
    """The spec's columns for the template and the script, with the page's style class of
    each: names to the left, numbers to the right, the rounds (hidden on a narrow screen)
    and the total marked."""
    titles = WORDS[lang]["live"]
    shown = spec.columns_json(columns, lambda title: str(titles.get("col:" + title, title)))
    for column, out in zip(columns, shown, strict=True):
        out["class"] = ("name" if column.key == "player" else
                        "num round" if column.number is not None else
                        "num total" if column.key == "total" else
                        "num" if column.kind.numeric else "")
    return shown


def _standings(t: Tournament, live_scores: bool, hidden: int | None, withheld: bool
               ) -> dict[str, dict[str, Any]]:
    # Hidden from round R: the standings after round R-1, never a game of a later round.
    upto = None if hidden is None else hidden - 1
    if withheld:
        return {lang: {"heading": say(lang, "standings"), "columns": [], "apart_columns": [],
                       "rows": [], "apart": [], "provisional": False, "hidden_from": None,
                       "hidden_note": "", "withheld": say(lang, "withheld")}
                for lang in LANGUAGES}
    if upto == 0:
        data = None
    else:
        data = standing_lines(t, upto, provisional=live_scores and (
            upto is None or upto >= (t.rounds.current or 0)))
    out: dict[str, dict[str, Any]] = {}
    for lang in LANGUAGES:
        if data is None:
            out[lang] = {"heading": say(lang, "standings"), "columns": [], "apart_columns": [],
                         "rows": [], "apart": [], "provisional": False, "hidden_from": hidden,
                         "hidden_note": say(lang, "hidden_note", r=hidden), "withheld": None}
            continue
        carried = any(line.carried is not None for line in data.rows)
        last = data.round == t.settings.rounds and not data.pending and hidden is None
        heading = (say(lang, "final_standings") if last and data.round else
                   say(lang, "standings_after", r=data.round) if data.round else
                   say(lang, "standings"))
        # The page's columns, from the standings spec; the script walks the same list.
        columns = spec.live_columns(data.rounds, carried=carried)
        apart_columns = spec.live_columns(data.rounds, apart=True)
        groups = []
        for group in GROUP_TITLES:
            rows = [_standing_row(line, apart_columns, lang) for line in data.apart
                    if line.group == group]
            if rows:
                groups.append({"title": say(lang, group + "s" if group == "substitute"
                                            else group), "rows": rows})
        out[lang] = {
            "heading": heading,
            "columns": _columns_json(columns, lang),
            "apart_columns": _columns_json(apart_columns, lang),
            "rows": [_standing_row(line, columns, lang) for line in data.rows],
            "apart": groups,
            "provisional": any(line.provisional for line in data.rows),
            "hidden_from": hidden,
            "hidden_note": "" if hidden is None else say(lang, "hidden_note", r=hidden),
            "withheld": None,
        }
    return out


def _seating(t: Tournament, current: int | None) -> dict[str, dict[str, Any]]:
    if current is None:
        return {lang: {"round": None, "tables": []} for lang in LANGUAGES}
    tables = [(s.table, [t.players.get(pid).name for pid in s.players])
              for s in t.rounds.seating(current)]
    return {lang: {"round": current, "tables": [
        {"table": table, "seats": [{"wind": WORDS[lang]["table"]["winds"][i], "name": name}
                                   for i, name in enumerate(names)]}
        for table, names in tables]} for lang in LANGUAGES}


def _tables(t: Tournament, current: int | None, live_scores: bool, hidden: int | None
            ) -> dict[str, dict[str, Any]]:
    if current is None:
        return {lang: {"round": None, "approved": False, "scores": False, "tables": [],
                       "note": ""} for lang in LANGUAGES}
    info = {r.number: r for r in t.rounds.all()}[current]
    approved = info.approved_at is not None
    secret = hidden is not None and current >= hidden
    shown = (approved or live_scores) and not secret
    games = []
    for seating in t.rounds.seating(current):
        summary = t.tables.summary(current, seating.table)
        names = [t.players.get(pid).name for pid in seating.players]
        games.append((seating, summary, names))
    out: dict[str, dict[str, Any]] = {}
    for lang in LANGUAGES:
        winds = WORDS[lang]["table"]["winds"]
        rows = []
        for seating, summary, names in games:
            if summary.mode is TableMode.EMPTY:
                status = say(lang, "not_started")
            elif summary.finished:
                status = say(lang, "finished")
            else:
                state = summary.state
                where = f"{winds[state.round_wind.value]} {state.hand_number}" + (
                    f", {state.honba} honba" if state.honba else "")
                status = say(lang, "playing", where=where)
            scores: Sequence[int] = (summary.result.scores if summary.finished
                                     else summary.state.scores)
            table: dict[str, Any] = {
                "table": seating.table, "hands": summary.hands, "status": status,
                "hands_text": say(lang, plural(lang, "hands", summary.hands), n=summary.hands),
                "finished": summary.finished, "seats": [{"name": n} for n in names]}
            if shown and summary.mode is not TableMode.EMPTY:
                for seat, value in zip(table["seats"], scores, strict=True):
                    seat["score"] = score(value, lang)
                if summary.finished:
                    for seat, raw in zip(table["seats"], summary.result.points, strict=True):
                        seat["points"] = signed(t.display(raw), lang)
            rows.append(table)
        note = ("" if shown else say(lang, "scores_hidden_standings") if secret
                else say(lang, "scores_hidden"))
        out[lang] = {"round": current, "approved": approved, "scores": shown, "tables": rows,
                     "note": note}
    return out


def _clock_inputs(t: Tournament, current: int | None) -> ClockInputs | None:
    if current is None:
        return None
    tables = t.rounds.seating(current)
    return ClockInputs(
        round=current, events=t.clock.events(current), tables=tuple(s.table for s in tables),
        minutes=t.settings.round_minutes,
        finished={s.table: t.tables.summary(current, s.table).finished for s in tables})

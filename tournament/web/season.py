"""The season table on the live page (`serve FILE --season SEASONFILE`): `/season` and
`/api/season`, beside the tournament's standings.

The web layer does not compute a season: `serve` hands it a `SeasonBoard` over two plain
callables, `compute()` (the season's table as `season --json` prints it:
`tournament.season.SeasonResult.as_json`) and `stamp()` (something cheap that differs
whenever the season file or one of its events' files changed: their sizes and times).
A season reads every event's file, so it is computed once per version of the tournament
and stamp, never per request: a hundred phones asking after a change wait for one
computation (`SeasonBoard.table`, under a lock), and the page and the JSON are built from
that one table. The served tournament's changes come with the live data's version (the
source notices them already); another event's file changing is seen at the next request
by its stamp.

`/api/season` answers the `season --json` keys as they are (`events`, `players`,
`conflicts`, and the `scoring` and `tie_break` the core adds), with the live page's
`version`, `title` and `announcements` beside them for the page's script.
"""

from __future__ import annotations

import re
import threading
from collections.abc import Awaitable, Callable
from datetime import date
from typing import Any

from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.routing import Route

from tournament.issue_codes import IssueCode
from tournament.model import Issue
from tournament.web.words import say
from tournament.words.document_french import words_in
from tournament.words.document_words import Dates
from tournament.words.issues import event_problem_text, issue_text
from tournament.words.numbers import MINUS, number_text

DASH = "\u2013"
# The season table's columns: the JSON's key, the words' key of its title, its class, and
# the decimals of a number (None: text).
COLUMNS: tuple[tuple[str, str, str, int | None], ...] = (
    ("place", "season_place", "num place", 0),
    ("player", "season_player", "name", None),
    ("ema_number", "season_ema", "ema", None),
    ("events", "season_events", "num", 0),
    ("score", "season_score", "num total", 2),
    ("rating", "season_rating", "num", 2),
    ("games", "season_games", "num games", 0),
)


class SeasonBoard:
    """The season's table, computed once per (tournament version, stamp)."""

    def __init__(self, compute: Callable[[], dict[str, Any]], stamp: Callable[[], object]):
        self._compute = compute
        self._stamp = stamp
        self._lock = threading.Lock()
        self._key: tuple[str, object] | None = None
        self._table: dict[str, Any] = {}
        self.computed = 0  # how many times the season was computed (tests, benchmarks)

    def stamp(self) -> object:
        return self._stamp()

    def table(self, version: str, stamp: object | None = None) -> dict[str, Any]:
        """The season's table at the tournament's `version` (computed if the version or the
        files changed since the last one). Called from the server's worker threads."""
        key = (version, self._stamp() if stamp is None else stamp)
        with self._lock:
            if key != self._key:
                self._table = self._compute()
                self._key = key
                self.computed += 1
            return self._table


def cell_text(key: str, value: object, decimals: int | None, lang: str) -> str:
    """A cell as the page shows it: numbers in the page's language, a dash for nothing."""
    if value is None or value == "":
        return DASH
    if decimals is None or not isinstance(value, int | float):
        return str(value)
    if key == "place":
        return str(value)
    # A negative number with a real minus sign, as the standings write points.
    return (MINUS if value < 0 else "") + number_text(abs(float(value)), decimals, lang)


def scoring_words(scoring: str, least: int, lang: str) -> str:
    """The season's scoring rule in words ("best 3 events"); an unknown rule as it is."""
    kind, _, n = scoring.partition(":")
    if kind == "total":
        text = say(lang, "season_rule_total")
    elif kind == "best" and n:
        text = say(lang, "season_rule_best", n=n)
    elif kind == "placement":
        text = (say(lang, "season_rule_placement", n=n) if n
                else say(lang, "season_rule_placement_all"))
    else:
        return scoring
    if least > 1:
        text += ", " + say(lang, "season_rule_least", n=least)
    return text


def season_view(table: dict[str, Any], lang: str) -> dict[str, Any]:
    """What the season page's template shows: the columns' titles and each row's cells as
    text in `lang`, the scoring and tie rules, the conflicts and the events."""
    columns = [{"key": key, "title": say(lang, words), "class": css}
               for key, words, css, _ in COLUMNS]
    rows = [{"cells": [cell_text(key, player.get(key), decimals, lang)
                       for key, _, _, decimals in COLUMNS],
             "ranked": player.get("place") is not None}
            for player in table.get("players", [])]
    events = [{"event": str(e.get("event", "")), "date": date_words(e.get("date"), lang),
               "players": number_text(float(e.get("players") or 0), 0, lang),
               "games": number_text(float(e.get("games") or 0), 0, lang)}
              for e in table.get("events", [])]
    tie = str(table.get("tie_break", ""))
    return {"columns": columns, "rows": rows, "events": events,
            "scoring": scoring_words(str(table.get("scoring", "")),
                                     int(table.get("min_events") or 1), lang),
            "tie_break": say(lang, "season_tie") if tie == say("en", "season_tie") else tie,
            "conflicts": conflict_words(table, lang),
            "uncounted": uncounted_words(table, lang)}


def date_words(value: object, lang: str) -> str:
    """An event's ISO date as the page's language writes it, as the printed documents do
    ("5 March 2027", "5 mars 2027"); a dash for none, anything else as it is."""
    try:
        date.fromisoformat(str(value))
    except ValueError:
        return str(value) if value else DASH
    return words_in(lang).dates(Dates(str(value)))


def uncounted_words(table: dict[str, Any], lang: str) -> list[str]:
    """The events the season does not count, each with why, in `lang` (`uncounted`: each
    problem's code, message and parameters, as `serve` gives them)."""
    out = []
    for found in table.get("uncounted", []):
        if not isinstance(found, dict):
            continue
        try:
            code = IssueCode(str(found.get("code")))
        except ValueError:
            code = IssueCode.FAILED
        issue = Issue(code, None, "event", str(found.get("message", "")),
                      dict(found.get("params") or {}))
        out.append(event_problem_text(issue, issue_text(issue, lang), lang))
    return out


def conflict_words(table: dict[str, Any], lang: str) -> list[str]:
    """The names still to sort out, in `lang` (`conflict_words`: each conflict's message
    and parameters); the core's sentences without their hints for the command line when
    only those are given."""
    worded = table.get("conflict_words")
    if isinstance(worded, list):
        return [issue_text(Issue(IssueCode.IDENTITY_CONFLICT, None, "players",
                                 str(c.get("message", "")), dict(c.get("params") or {})),
                           lang)
                for c in worded if isinstance(c, dict)]
    return [re.sub(r"\s*\([^()]*--(?:same|different)[^()]*\)", "", str(c))
            for c in table.get("conflicts", [])]


Page = Callable[[Request, str, dict[str, Any]], Awaitable[Response]]


def season_routes(board: SeasonBoard, data: Callable[[], Awaitable[Any]],
                  page: Page, answer: Callable[[Request, str, Callable[[], bytes]],
                                               Awaitable[Response]]) -> list[Route]:
    """`/season` and `/api/season`. `data()` is the live data (its version says when the
    tournament changed); `page(request, key, view)` renders season.html once per key;
    `answer(request, key, build)` sends JSON built once per key."""
    from starlette.concurrency import run_in_threadpool

    async def table(version: str) -> tuple[dict[str, Any], str]:
        stamp = await run_in_threadpool(board.stamp)
        found = await run_in_threadpool(board.table, version, stamp)
        return found, f"{version}:{hash(stamp) & 0xFFFFFFFF:x}"

    async def season_page(request: Request) -> Response:
        live = await data()
        found, key = await table(live.version)
        return await page(request, key, found)

    async def season_api(request: Request) -> Response:
        live = await data()
        found, key = await table(live.version)

        def build() -> bytes:
            body = {**found, "version": live.version, "title": live.title,
                    "announcements": list(live.announcements)}
            return bytes(JSONResponse(body).body)

        return await answer(request, key, build)

    return [Route("/season", season_page, methods=["GET"]),
            Route("/api/season", season_api, methods=["GET"])]

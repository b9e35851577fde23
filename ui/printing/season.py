"""The season table on paper: a `Document` the standings' renderer prints (`ui.printing.
render`: the same running heading, page numbers, print preview and PDF output).

The season's words are the desk's (`tr`, in its language) and go into the document as plain
text; the players' names are people's text, escaped and never looked up, as in every other
document.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tournament.export.documents import Document
from tournament.export.gather import DocumentKind, Heading
from tournament.export.parts import Column, Grid, Row, cell, el, grid_attrs
from tournament.season.scoring import TIE_BREAK
from ui.issue_words import issue_text
from ui.text import MINUS, QT_TR_NOOP, date_text, number, tr

DASH = "\u2013"
DECIMALS = 2  # the season's scores and ratings, as `season --json` rounds them
# The season table's columns, as the desk's season window shows them: the field of the
# core's `SeasonPlayer`, the title, and the decimals of a number (None: text).
COLUMNS: tuple[tuple[str, str, int | None], ...] = (
    ("place", QT_TR_NOOP("Place"), 0),
    ("player", QT_TR_NOOP("Player"), None),
    ("ema_number", QT_TR_NOOP("EMA number"), None),
    ("events", QT_TR_NOOP("Events"), 0),
    ("score", QT_TR_NOOP("Score"), DECIMALS),
    ("rating", QT_TR_NOOP("Rating"), DECIMALS),
    ("games", QT_TR_NOOP("Games"), 0),
)


def season_cell(player: Any, key: str, decimals: int | None) -> str:
    """One cell of the season table in the desk's language (a dash for no value)."""
    value = getattr(player, key)
    if decimals is None:
        return "" if value is None else str(value)
    return DASH if value is None else season_number(value, decimals)


def season_number(value: float, decimals: int = 0) -> str:
    """A number of the season in the desk's language, a negative one with a real minus
    sign ("−23.00"), as the standings write points."""
    return (MINUS if value < 0 else "") + number(abs(value), decimals)


# The core's tie rule (`tournament.season.scoring.TIE_BREAK`) in the desk's words; another
# text from the core is shown as it is.
TIE_WORDS = {TIE_BREAK: QT_TR_NOOP(
    "equal season scores: more events counted first, then the better best single event; "
    "players still equal share the place")}


def tie_text(text: str) -> str:
    words = TIE_WORDS.get(text)
    return tr(words) if words is not None else text


def scoring_text(scoring: str, min_events: int) -> str:
    """The scoring rule in words: "Best 3 events", "Placement points (mean of the best 4)"."""
    kind, _, n = scoring.partition(":")
    if kind == "best":
        text = tr("Best %1 events").replace("%1", n)
    elif kind == "placement":
        text = (tr("Placement points, mean of the best %1 events").replace("%1", n) if n
                else tr("Placement points, mean of every event"))
    else:
        text = tr("Total of every event")
    if min_events > 1:
        text += " · " + tr("at least %1 events to be ranked").replace("%1", str(min_events))
    return text


def season_document(path: Path, result: Any, min_events: int) -> Document:
    """The season table of `result` (`tournament.season.SeasonResult`) as a document."""
    grid_columns = tuple(
        Column(key, tr(title), decimals is not None,
               (("class", "num"),) if decimals is not None else ())
        for key, title, decimals in COLUMNS)
    rows = [Row({key: cell(season_cell(player, key, decimals),
                           css="num place" if key == "place" else
                           "num" if decimals is not None else "")
                 for key, _, decimals in COLUMNS})
            for player in result.players]
    title = tr("Season table")
    rules = scoring_text(result.scoring, min_events)
    notes: list[object] = [el("p", tr("Scoring: %1.").replace("%1", rules), css="note"),
                           el("p", tr("Ties: %1.").replace("%1", tie_text(result.tie_break)),
                              css="note")]
    if result.conflicts:
        notes.append(el("p", tr("Names still to sort out: %1").replace(
            "%1", "; ".join(issue_text(c, []) for c in result.conflicts)), css="note"))
    events = "; ".join(f"{e.event} ({date_text(e.date)})" for e in result.events)
    parts = (el("h1", title), el("p", path.stem + " · " + events, css="sub"),
             Grid(grid_columns, tuple(rows), grid_attrs("grid")), *notes)
    return Document(DocumentKind.STANDINGS, Heading(path.stem, "", "", rules, title), parts)

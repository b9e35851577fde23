"""The season as people read it: a text table (the command line), CSV, XLSX and a standalone
web page. One row per player, in the order of `SeasonResult.players` (the ranked, then those
below the season's minimum of events); columns `COLUMNS`.

As the standings exports (`export.tables`): the CSV is UTF-8 with a byte-order mark, no text
cell can run as a formula in a spreadsheet (`cells`), EMA numbers stay text; the web page has
no script and no external file, every name escaped.
"""

from __future__ import annotations

import csv
import io
import unicodedata
from pathlib import Path
from typing import Any

from tournament.season.compute import PlayerHistory, SeasonResult
from tournament.season.file import SeasonFile
from tournament.words.spreadsheet_cells import spreadsheet_text

COLUMNS = ("place", "player", "ema_number", "events", "score", "rating", "games")
FORMATS = ("csv", "xlsx", "html")


def season_rows(result: SeasonResult) -> list[list[Any]]:
    """Cells as Python values: numbers stay numbers, "" for nothing (no place, no score)."""
    return [["" if v is None else v for v in (p.place, p.player, p.ema_number or "",
                                               p.events, p.score, p.rating, p.games)]
            for p in result.players]


def season_csv(result: SeasonResult) -> str:
    out = io.StringIO(newline="")
    writer = csv.writer(out, lineterminator="\r\n")
    writer.writerow(COLUMNS)
    for row in season_rows(result):
        writer.writerow(spreadsheet_text(c) if isinstance(c, str) else c for c in row)
    return out.getvalue()


def season_text(result: SeasonResult, season: SeasonFile) -> str:
    """The readable table `season FILE` prints."""
    lines = [f"{season.path.name}: {len(result.events)} event(s), scoring {result.scoring}"
             + (f", at least {result.min_events} events to be ranked"
                if result.min_events > 1 else "")]
    for e in result.events:
        weight = f", weight {e.weight:g}" if e.weight != 1 else ""
        lines.append(f"  {e.date}  {e.event} ({e.source}): {e.players} players, "
                     f"{e.games} games{weight}")
    width = max((_columns(p.player) for p in result.players), default=6)
    lines.append(f"{'place':>5}  {'player':<{width}}  {'EMA':<8}  {'events':>6}  "
                 f"{'score':>9}  {'rating':>7}  {'games':>5}")
    for p in result.players:
        place = "" if p.place is None else f"{p.place}{'=' if p.tied else ''}"
        score = "" if p.score is None else f"{p.score:.2f}"
        name = p.player + " " * (width - _columns(p.player))
        lines.append(f"{place:>5}  {name}  {p.ema_number or '':<8}  "
                     f"{p.events:>6}  {score:>9}  {p.rating:>7.2f}  {p.games:>5}")
    lines.append(f"ties: {result.tie_break}")
    lines.append("rating: openskill Plackett-Luce over every game in date order, "
                 "shown as mu - 3*sigma")
    for conflict in result.conflicts:
        lines.append(f"conflict: {conflict.message}")
    return "\n".join(lines) + "\n"


def _columns(text: str) -> int:
    """The columns `text` takes on a terminal: full-width letters take two."""
    return sum(2 if unicodedata.east_asian_width(ch) in "WF" else 1 for ch in text)


def history_text(history: PlayerHistory) -> str:
    lines = [f"{history.player}" + (f" (EMA {history.ema_number})"
                                    if history.ema_number else "")]
    for row in history.rows:
        place = "-" if row.place is None else str(row.place)
        lines.append(f"  {row.date}  {row.event}: place {place}, total {row.total:g}, "
                     f"rating after {row.rating_after:.2f}")
    return "\n".join(lines) + "\n"


def season_web_page(result: SeasonResult, title: str) -> str:
    """A standalone HTML5 page of the season table (the standings page's style)."""
    from tournament.export.documents import WEB_CSS, e, person

    head = "".join(f"<th>{e(c)}</th>" for c in COLUMNS)
    body = []
    for p, row in zip(result.players, season_rows(result), strict=True):
        cells = [e(row[0]), e(person(p.player)), e(row[2]), e(row[3]),
                 "" if p.score is None else f"{p.score:.2f}", f"{p.rating:.2f}", e(row[6])]
        body.append("<tr>" + "".join(f"<td>{c}</td>" for c in cells) + "</tr>")
    events = "".join(f"<li>{e(ev.date)} {e(ev.event)}: {ev.players} players, {ev.games} "
                     f"games</li>" for ev in result.events)
    conflicts = "".join(f"<li>{e(c.message)}</li>" for c in result.conflicts)
    return (
        "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
        "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
        f"<title>{e(title)}</title>\n<style>{WEB_CSS}</style>\n</head>\n<body>\n<main>\n"
        f"<h1>{e(title)}</h1>\n<p class=\"sub\">scoring {e(result.scoring)}</p>\n"
        f"<ul>{events}</ul>\n"
        f"<table class=\"grid\" id=\"season\"><thead><tr>{head}</tr></thead>\n<tbody>"
        + "\n".join(body) + "</tbody></table>\n"
        f"<p>Ties: {e(result.tie_break)}.</p>\n"
        "<p>Rating: openskill Plackett-Luce over every game in date order, shown as "
        "mu &minus; 3&sigma;.</p>\n"
        + (f"<h2>Conflicts</h2><ul>{conflicts}</ul>\n" if conflicts else "")
        + "</main>\n<footer>Made with riichi-tournament</footer>\n</body>\n</html>\n")


def write_season(result: SeasonResult, kind: str, out: Path | str, title: str) -> Path:
    """The season written whole as `kind` (csv, xlsx, html) to `out`."""
    from tournament.export.files import write_text

    if kind == "csv":
        return write_text(out, season_csv(result), encoding="utf-8-sig")
    if kind == "xlsx":
        from tournament.export.spreadsheets import write_xlsx

        return write_xlsx(out, "Season", list(COLUMNS), season_rows(result),
                          number_format="0.00", text_columns=("ema_number",))
    return write_text(out, season_web_page(result, title))

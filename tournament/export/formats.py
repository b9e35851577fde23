"""The export formats, declared once: each one's name (`export --format`, the desk's Export
menu), file suffix, title (a code the desk words in its language: ui/export_words.py), the
part of the file name the desk suggests, whether it is of a round, and how it is read from a
tournament and written to a file (the standings web page in the words it is given: English
from the command line, the desk's language from the desk).

The command line's `export`, the desk's Export menu and its export dialogs all walk `FORMATS`:
a new format is one entry here (and its words on the desk). The menu has two parts: the
standings and the tournament (`DESK_FORMATS`, the export dialog), then the statistics
(`STATISTICS_FORMATS`, the statistics export dialog, whose rounds are "rounds 1 to K").
Reading runs where the database is read (the desk's worker), writing anywhere (the desk's
thread pool); both are imported on first use, so naming the formats costs nothing at start-up.
"""

from __future__ import annotations

import enum
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from tournament.service import Tournament
    from tournament.standings.stats import PlayerStats, Statistics
    from tournament.words.document_words import Words


class ExportFormat(enum.StrEnum):
    """The formats' names, as `export --format` takes them."""

    CSV = "csv"
    XLSX = "xlsx"
    EMA = "ema"
    HTML = "html"
    JSON = "json"
    STATS_CSV = "stats-csv"
    STATS_JSON = "stats-json"

    @property
    def spec(self) -> FormatSpec:
        return FORMATS[self]

    @property
    def suffix(self) -> str:
        return FORMATS[self].suffix

    @property
    def uses_round(self) -> bool:
        return FORMATS[self].uses_round


@dataclass(frozen=True, slots=True)
class FormatSpec:
    """One export format. `read(t, round, score_unit)` gathers what is written (plain data);
    `write(data, out, words)` writes the file (complete or not at all) and returns its path;
    `said(t, data, out)` is the line the command line prints; `warnings(data)` what it
    prints on stderr (the EMA file's)."""

    format: ExportFormat
    suffix: str
    title: str  # the code of its words on the desk (title, explanation, file filter, menu)
    part: str  # the desk suggests "<tournament file>-<part><suffix>"
    uses_round: bool
    read: Callable[[Tournament, int | None, str], Any]
    # (data, out, words): a page for people is written in `words`' language; the data files
    # (CSV, XLSX, EMA, JSON), read by programs, have the same keys in every language.
    writer: Callable[[Any, Path, Words | None], Path]
    said: Callable[[Tournament, Any, Path], str]
    warnings: Callable[[Any], Sequence[str]] = lambda _data: ()

    def write(self, data: Any, out: Path, words: Words | None = None) -> Path:
        """Write the file, worded in `words` (None: English, as the command line writes)."""
        return self.writer(data, out, words)


# -- reading and writing (imported on first use) -----------------------------------------------

def _standings(t: Tournament, round: int | None, _unit: str) -> Any:
    from tournament.export.gather import gather_standings

    return gather_standings(t, round)


def _standings_said(_t: Tournament, data: Any, out: Path) -> str:
    return f"{out}: {data.heading.in_words().title.lower()}, {len(data.rows)} players"


def _write_csv(data: Any, out: Path, _words: Words | None) -> Path:
    from tournament.export.spreadsheets import write_standings_csv

    return write_standings_csv(data, out)


def _write_xlsx(data: Any, out: Path, _words: Words | None) -> Path:
    from tournament.export.spreadsheets import write_standings_xlsx

    return write_standings_xlsx(data, out)


def _write_html(data: Any, out: Path, words: Words | None) -> Path:
    from tournament.export.documents import standings_web_page
    from tournament.export.files import write_text
    from tournament.words.document_words import ENGLISH_WORDS

    return write_text(out, standings_web_page(
        data, words=ENGLISH_WORDS if words is None else words))


def _ema(t: Tournament, round: int | None, unit: str) -> Any:
    from tournament.export.ema import ema_results

    return ema_results(t, round, score_unit=unit)


def _write_ema(data: Any, out: Path, _words: Words | None) -> Path:
    from tournament.export.ema import write_ema

    return write_ema(data, out)


def _ema_said(_t: Tournament, data: Any, out: Path) -> str:
    from tournament.export.ema import said

    return said(data, out)


def _tournament(t: Tournament, _round: int | None, _unit: str) -> Any:
    from tournament.export.json_io import export_tournament

    return export_tournament(t)


def _write_json(data: Any, out: Path, _words: Words | None) -> Path:
    from tournament.export.files import write_text
    from tournament.export.json_io import json_text

    return write_text(out, json_text(data))


def _tournament_said(t: Tournament, _data: Any, out: Path) -> str:
    return (f"{out}: {t.settings.name}, {len(t.players.all())} players, "
            f"{len(t.rounds.all())} rounds seated")


def _statistics(t: Tournament, round: int | None, _unit: str) -> Any:
    return t.standings.statistics(round)


def _write_statistics(data: Any, out: Path, _words: Words | None) -> Path:
    from tournament.export.spreadsheets import write_statistics_csv

    return write_statistics_csv(data, out)


def statistics_document(stats: Statistics,
                        players: Sequence[PlayerStats] | None = None) -> str:
    """The `stats --json` document (`tournament.standings.stats.statistics_json`) as text: what the
    command prints and the `stats-json` file holds, byte for byte."""
    import json

    from tournament.standings.stats import statistics_json

    return json.dumps(statistics_json(stats, players), ensure_ascii=False, indent=2) + "\n"


def _write_statistics_json(data: Any, out: Path, _words: Words | None) -> Path:
    from tournament.export.files import write_text

    return write_text(out, statistics_document(data))


def _statistics_said(_t: Tournament, data: Any, out: Path) -> str:
    return f"{out}: statistics of {len(data.players)} players; {data.detail_text}"


FORMATS: dict[ExportFormat, FormatSpec] = {spec.format: spec for spec in (
    FormatSpec(ExportFormat.CSV, ".csv", "standings_csv", "standings", True,
               _standings, _write_csv, _standings_said),
    FormatSpec(ExportFormat.XLSX, ".xlsx", "standings_xlsx", "standings", True,
               _standings, _write_xlsx, _standings_said),
    FormatSpec(ExportFormat.EMA, ".csv", "ema", "ema", True, _ema, _write_ema, _ema_said,
               lambda data: tuple(data.warnings)),
    FormatSpec(ExportFormat.HTML, ".html", "standings_html", "standings", True,
               _standings, _write_html, _standings_said),
    FormatSpec(ExportFormat.JSON, ".json", "tournament_json", "tournament", False,
               _tournament, _write_json, _tournament_said),
    FormatSpec(ExportFormat.STATS_CSV, ".csv", "statistics_csv", "statistics", True,
               _statistics, _write_statistics, _statistics_said),
    FormatSpec(ExportFormat.STATS_JSON, ".json", "statistics_json", "statistics", True,
               _statistics, _write_statistics_json, _statistics_said),
)}
# The desk's Export menu, in its order: the standings and the whole tournament, then (below a
# line) the statistics, where a referee who has just looked at the statistics page looks for
# them; they have a dialog of their own, whose rounds are "rounds 1 to K", not "after round K".
DESK_FORMATS = (ExportFormat.CSV, ExportFormat.XLSX, ExportFormat.HTML, ExportFormat.EMA,
                ExportFormat.JSON)
STATISTICS_FORMATS = (ExportFormat.STATS_CSV, ExportFormat.STATS_JSON)

__all__ = ["DESK_FORMATS", "FORMATS", "STATISTICS_FORMATS", "ExportFormat", "FormatSpec",
           "statistics_document"]

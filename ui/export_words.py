"""The export formats in the desk's language: for each format's title code
(`tournament.export.formats`), its export dialog's title and explanation, its file filter,
its item in the Export menu (the standings and the tournament, then the statistics) and the
word its suggested file is named with ("demo-classement.csv" in French; the command line
keeps the format's English `part`).

Light on purpose (the window builds its Export menu from it at start-up): the formats'
readers and writers load when an export runs.
"""

from __future__ import annotations

from dataclasses import dataclass

from tournament.export.formats import FORMATS, ExportFormat
from ui.text import QT_TR_NOOP


@dataclass(frozen=True, slots=True)
class FormatWords:
    title: str
    explain: str
    filter: str
    menu: str
    part: str  # in the suggested file's name: "<tournament file>-<part><suffix>"


WORDS = {
    "standings_csv": FormatWords(
        QT_TR_NOOP("Export the standings as CSV"),
        QT_TR_NOOP("One row per player: place, name, club, country, EMA number, games, "
                   "points per round, penalties, total."),
        QT_TR_NOOP("CSV files (*.csv)"),
        QT_TR_NOOP("Standings as &CSV\u2026"),
        QT_TR_NOOP("standings")),
    "standings_xlsx": FormatWords(
        QT_TR_NOOP("Export the standings as a spreadsheet (XLSX)"),
        QT_TR_NOOP("The standings as a workbook, one row per player."),
        QT_TR_NOOP("Workbooks (*.xlsx)"),
        QT_TR_NOOP("Standings as a &spreadsheet (XLSX)\u2026"),
        QT_TR_NOOP("standings")),
    "standings_html": FormatWords(
        QT_TR_NOOP("Export the standings as a web page (HTML)"),
        QT_TR_NOOP("A standalone standings page for a club website."),
        QT_TR_NOOP("Web pages (*.html)"),
        QT_TR_NOOP("Standings as a &web page (HTML)\u2026"),
        QT_TR_NOOP("standings")),
    "ema": FormatWords(
        QT_TR_NOOP("Export for the EMA"),
        QT_TR_NOOP("The EMA ranking results file (19 columns): CSV, or the EMA's workbook "
                   "layout when the file name ends in .xlsx."),
        QT_TR_NOOP("EMA results (*.csv *.xlsx)"),
        QT_TR_NOOP("For the &EMA ranking\u2026"),
        QT_TR_NOOP("ema")),
    "tournament_json": FormatWords(
        QT_TR_NOOP("Export the whole tournament (JSON)"),
        QT_TR_NOOP("Everything: settings, players, seating, every table's hands, penalties; "
                   "a whole copy of the tournament, from which it can be built again."),
        QT_TR_NOOP("JSON files (*.json)"),
        QT_TR_NOOP("The whole tournament (&JSON)\u2026"),
        QT_TR_NOOP("tournament")),
    "statistics_csv": FormatWords(
        QT_TR_NOOP("Export the statistics as CSV"),
        QT_TR_NOOP("One row per player: games, hands, wins, deal-ins, riichi, win values, "
                   "dealer keeps, noten, chombo, yakuman, placements. Rates are fractions "
                   "(0.25)."),
        QT_TR_NOOP("CSV files (*.csv)"),
        QT_TR_NOOP("Statistics as CS&V\u2026"),
        QT_TR_NOOP("statistics")),
    "statistics_json": FormatWords(
        QT_TR_NOOP("Export the statistics as JSON"),
        QT_TR_NOOP("Players and tournament, with the yaku counts, the points per round and "
                   "the biggest hands, for other programs to read."),
        QT_TR_NOOP("JSON files (*.json)"),
        QT_TR_NOOP("Statistics as JS&ON\u2026"),
        QT_TR_NOOP("statistics")),
}


def words(fmt: ExportFormat | str) -> FormatWords:
    """The words of a format the desk exports (untranslated: `tr` them where shown)."""
    return WORDS[FORMATS[ExportFormat(fmt)].title]


__all__ = ["WORDS", "FormatWords", "words"]

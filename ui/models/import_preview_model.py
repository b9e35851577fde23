"""A players file before it is imported: one row per line, with what is wrong on that line.

`import_rows` turns the core's `PlayerImport` (readable players, line problems and names still
to split) into rows in file order, problems included, so the organiser sees every bad line at
once. A line whose name can be split several ways shows the likeliest split and asks for a
choice (the dialog has a box per such line).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QTableView

from tournament.players.roster import PlayerImport
from ui.issue_words import issue_text
from ui.models.players_model import status_word
from ui.models.rows_model import RIGHT, Column, RowsTableModel
from ui.style import colour
from ui.text import QT_TR_NOOP, tr
from ui.widgets.columns import NAME, NUMBER, Fit, Kind, fit_columns


@dataclass(frozen=True, slots=True)
class ImportRow:
    line: int  # in the file (1 is the header); 0 for a problem with the whole file
    name: str = ""  # as entered ("First Last" when the file has first and last names)
    ema_number: str = ""
    club: str = ""
    country: str = ""
    team: str = ""
    status: str = ""
    problem: str = ""
    first_name: str = ""
    last_name: str = ""
    ema_ranked: bool | None = None
    question: bool = False  # the name can be split several ways: choose one

    @property
    def ok(self) -> bool:
        return not self.problem and not self.question


def import_rows(preview: PlayerImport, names: Mapping[int, str] | None = None
                ) -> list[ImportRow]:
    """Rows in file order. `names` (line -> name as typed) names the lines refused."""
    asked = {q.line for q in preview.questions}
    rows = [ImportRow(line, d.name, d.ema_number or "", d.club, d.country, d.team,
                      status_word(d.status), first_name=d.first_name, last_name=d.last_name,
                      ema_ranked=d.ema_ranked, question=line in asked)
            for d, line in zip(preview.players, preview.lines, strict=True)]
    problems: dict[int, list[str]] = {}
    for p in preview.problems:
        problems.setdefault(p.line, []).append(issue_text(p.to_issue(), []))
    # A refused line shows whose it is, as far as it could be read.
    refused = dict(preview.refused)
    for line, messages in problems.items():
        d = refused.get(line)
        if d is None:
            rows.append(ImportRow(line, name=(names or {}).get(line, ""),
                                  problem="; ".join(messages)))
        else:
            rows.append(ImportRow(line, d.name, d.ema_number or "", d.club, d.country, d.team,
                                  status_word(d.status), "; ".join(messages),
                                  first_name=d.first_name, last_name=d.last_name,
                                  ema_ranked=d.ema_ranked))
    return sorted(rows, key=lambda r: r.line)


def preview_columns(table: QTableView, rows: int = 0) -> None:
    """The desk's column policy (ui.widgets.columns): names, EMA numbers and countries whole
    first, club and team cut first; the problem, read without scrolling, wraps at spaces and
    keeps PROBLEM_CHARACTERS of width while any line has one (an empty "Problem" column took
    that room from the names). The name as entered is hidden when every line has its first and
    last names side by side (the same words twice). `rows`: never fewer rows in sight."""
    model = table.model()

    def fit(column: int) -> Fit:
        if column == ImportPreviewTableModel.PROBLEM:
            rows = model.rows() if isinstance(model, ImportPreviewTableModel) else []
            return Fit(Kind.TEXT, PROBLEM_CHARACTERS if any(not r.ok for r in rows) else 0)
        if column in (ImportPreviewTableModel.CLUB, ImportPreviewTableModel.TEAM):
            return Fit(Kind.TEXT, 8)
        if column in (ImportPreviewTableModel.LINE, ImportPreviewTableModel.EMA):
            return NUMBER
        return NAME

    def hide_repeated_name() -> None:
        rows = model.rows() if isinstance(model, ImportPreviewTableModel) else []
        table.horizontalHeader().setSectionHidden(ImportPreviewTableModel.NAME, bool(rows) and all(
            r.name == f"{r.first_name} {r.last_name}".strip() for r in rows
            if r.first_name or r.last_name) and any(r.first_name or r.last_name for r in rows))

    if model is not None:
        model.modelReset.connect(hide_repeated_name)
        model.layoutChanged.connect(hide_repeated_name)
    fit_columns(table, fit, wrap=True, rows=rows)
    hide_repeated_name()


PROBLEM_CHARACTERS = 40  # a problem reads in two or three lines


def _ranked(row: ImportRow) -> str:
    if row.ema_ranked is None:
        return ""
    return tr("Yes") if row.ema_ranked else tr("No")


def _problem(row: ImportRow) -> str:
    if row.problem:
        return row.problem
    if row.question:
        return tr("The name can be split in several ways: choose the first and last name "
                  "below")
    return ""


class ImportPreviewTableModel(RowsTableModel[ImportRow]):
    (LINE, NAME, FIRST, LAST, EMA, COUNTRY, CLUB, TEAM, STATUS, RANKED,
     PROBLEM) = range(11)

    def columns(self, rows: Sequence[Any]) -> list[Column[ImportRow]]:
        return [
            Column(QT_TR_NOOP("Line"), lambda r: str(r.line) if r.line else "",
                   sort=lambda r: r.line, align=RIGHT),
            Column(QT_TR_NOOP("Name"), lambda r: r.name),
            Column(QT_TR_NOOP("First name"), lambda r: r.first_name),
            Column(QT_TR_NOOP("Last name"), lambda r: r.last_name),
            Column(QT_TR_NOOP("EMA number"), lambda r: r.ema_number),
            Column(QT_TR_NOOP("Country"), lambda r: r.country),
            Column(QT_TR_NOOP("Club"), lambda r: r.club),
            Column(QT_TR_NOOP("Team"), lambda r: r.team),
            Column(QT_TR_NOOP("Status"), lambda r: r.status),
            Column(QT_TR_NOOP("EMA ranking"), _ranked),
            Column(QT_TR_NOOP("Problem"), _problem),
        ]

    def style(self, row: ImportRow, column: int, role: int) -> Any:
        if row.problem:
            if role == Qt.ItemDataRole.ForegroundRole:
                return colour("danger")
            if role == Qt.ItemDataRole.BackgroundRole:
                return colour("error_bg")
        elif row.question and role == Qt.ItemDataRole.BackgroundRole:
            return colour("warning_bg")
        return None

    def tooltip(self, row: ImportRow, column: int) -> str | None:
        # A name cut to fit its column is read whole in the tooltip.
        text = self._columns[column].show(row) if column != self.PROBLEM else ""
        return "\n".join(t for t in (text, _problem(row)) if t) or None

"""The standings as a Qt table model: place (shared places shown "3="), name, total, one column
per round, then firsts to fourths, chombos, the end-of-game chombo deductions (only under a
ruleset that deducts them; already inside the rounds' points, shown apart so they are not
mistaken for referee penalties) and the referee penalties.

Rows are `ui.queries.StandingLine` values in tournament points (one decimal, real minus
signs). The number of round columns follows the rows given to `set_rows`.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont

from tournament.service.read_models import StandingLine
from ui.models.rows_model import CENTER, RIGHT, Column, RowsTableModel
from ui.style import colour
from ui.text import QT_TR_NOOP, signed, tr

GROUP_WORDS = {
    "substitute": QT_TR_NOOP("substitute"),
    "disqualified": QT_TR_NOOP("disqualified"),
}


def place_text(line: StandingLine) -> str:
    """"1", "3=" for a shared place, "–" for a player without a place."""
    if line.place is None:
        return tr(GROUP_WORDS.get(line.group, "")) or "\u2013"
    return f"{line.place}=" if line.tied else str(line.place)


def points_text(value: float | None) -> str:
    return "" if value is None else signed(value)


def _round_value(row: StandingLine, index: int) -> float | None:
    return row.rounds[index] if index < len(row.rounds) else None


def _round_column(number: int) -> Column[StandingLine]:
    index = number - 1
    return Column(tr("R%1").replace("%1", str(number)),
                  lambda r: points_text(_round_value(r, index)),
                  sort=lambda r: _round_value(r, index), align=RIGHT, translate_title=False)


class StandingsTableModel(RowsTableModel[StandingLine]):
    PLACE, NAME, GAMES, POINTS = range(4)
    FIRST_ROUND = 4

    def columns(self, rows: Sequence[Any]) -> list[Column[StandingLine]]:
        rounds = max((len(r.rounds) for r in rows), default=0)
        deducted = any(r.chombo_deductions for r in rows)
        head: list[Column[StandingLine]] = [
            Column(QT_TR_NOOP("Place"), place_text,
                   sort=lambda r: r.place if r.place is not None else 10**6, align=CENTER),
            Column(QT_TR_NOOP("Name"), lambda r: r.name + (" *" if r.provisional else "")),
            Column(QT_TR_NOOP("Games"), lambda r: str(r.games), sort=lambda r: r.games,
                   align=RIGHT),
            Column(QT_TR_NOOP("Total"), lambda r: signed(r.points), sort=lambda r: r.points,
                   align=RIGHT),
        ]
        per_round = [_round_column(n) for n in range(1, rounds + 1)]
        tail: list[Column[StandingLine]] = [
            Column(QT_TR_NOOP("1st"), lambda r: str(r.placements[0]),
                   sort=lambda r: r.placements[0], align=RIGHT),
            Column(QT_TR_NOOP("2nd"), lambda r: str(r.placements[1]),
                   sort=lambda r: r.placements[1], align=RIGHT),
            Column(QT_TR_NOOP("3rd"), lambda r: str(r.placements[2]),
                   sort=lambda r: r.placements[2], align=RIGHT),
            Column(QT_TR_NOOP("4th"), lambda r: str(r.placements[3]),
                   sort=lambda r: r.placements[3], align=RIGHT),
            Column(QT_TR_NOOP("Chombos"), lambda r: str(r.chombos) if r.chombos else "",
                   sort=lambda r: r.chombos, align=RIGHT),
        ]
        if deducted:
            tail.append(Column(QT_TR_NOOP("Chombo deductions"),
                               lambda r: signed(r.chombo_deductions) if r.chombo_deductions
                               else "", sort=lambda r: r.chombo_deductions, align=RIGHT))
        tail.append(Column(QT_TR_NOOP("Referee penalties"),
                           lambda r: signed(r.penalties) if r.penalties else "",
                           sort=lambda r: r.penalties, align=RIGHT))
        return head + per_round + tail

    def style(self, row: StandingLine, column: int, role: int) -> Any:
        if role == Qt.ItemDataRole.FontRole and column in (self.PLACE, self.NAME, self.POINTS):
            font = QFont()
            font.setBold(row.place is not None)
            font.setItalic(row.provisional)
            return font
        if role == Qt.ItemDataRole.ForegroundRole:
            if row.place is None:
                return colour("muted")
            if column == self.POINTS and row.points < 0:
                return colour("danger")
        return None

    def header_tooltip(self, column: int) -> str | None:
        title = self._columns[column].title if 0 <= column < len(self._columns) else ""
        if title == "Chombo deductions":
            return tr("Deducted at the end of each game with a chombo; already inside the "
                      "round columns and the total")
        if title == "Referee penalties":
            return tr("Point deductions given by a referee, on top of the games")
        return None

    def tooltip(self, row: StandingLine, column: int) -> str | None:
        if row.provisional:
            return tr("Includes a game still being played")
        if row.tied:
            return tr("Shares this place")
        return None

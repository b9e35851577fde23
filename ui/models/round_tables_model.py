"""The tables of one round as a Qt table model: the four players by seat wind and the game.

A player cell can be selected on its own, so two players can be picked for a swap.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import Qt

from tournament.service import TableMode
from tournament.service.read_models import TableLine
from ui.models.rows_model import CENTER, Column, RowsTableModel
from ui.style import colour
from ui.text import QT_TR_NOOP, round_title, tr


def game_text(line: TableLine) -> str:
    if line.locked:
        return tr("Approved")
    if line.finished:
        return tr("Finished")
    if line.mode is TableMode.EMPTY:
        return tr("Not started")
    return tr("Playing: %1").replace("%1", round_title(line.state) if line.state else "")


def _seat(seat: int) -> Column[TableLine]:
    def name(row: TableLine) -> str:
        return row.names[seat]

    return Column(("East", "South", "West", "North")[seat], name, translate_title=True)


class RoundTablesTableModel(RowsTableModel[TableLine]):
    TABLE = 0
    FIRST_SEAT = 1
    GAME = 5

    def columns(self, rows: Sequence[Any]) -> list[Column[TableLine]]:
        return [Column(QT_TR_NOOP("Table"), lambda r: str(r.table), sort=lambda r: r.table,
                       align=CENTER)] + [_seat(s) for s in range(4)] + [
            Column(QT_TR_NOOP("Game"), game_text,
                   sort=lambda r: 2000 * r.locked + 1000 * r.finished + r.hands)]

    def is_seat(self, column: int) -> bool:
        return self.FIRST_SEAT <= column < self.FIRST_SEAT + 4

    def style(self, row: TableLine, column: int, role: int) -> Any:
        if column == self.GAME and role == Qt.ItemDataRole.ForegroundRole:
            if row.finished or row.locked:
                return colour("gain")
            if row.mode is TableMode.EMPTY:
                return colour("muted")
        return None

    def tooltip(self, row: TableLine, column: int) -> str | None:
        if self.is_seat(column):
            return tr("Select two players (Ctrl+click) to swap them")
        return tr("Double-click to open the table")

"""The tables of one round as a Qt table model: the four players by seat wind, the game and,
once the round's tables have phone entry codes, how each table enters its hands ("Phone").

A player cell can be selected on its own, so two players can be picked for a swap.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
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


# A telephone (in DejaVu Sans, the desk's font, unlike the mobile phone emoji): the table
# enters its hands by phone.
PHONE_MARK = "\u260e"


def phone_text(line: Any) -> str:
    """A table's phone entry as the Rounds & tables screen shows it (`line`: the service's
    PhoneEntryLine; None: no code issued): "☎ 5 hands", "on", "off"."""
    if line is None or not line.code:
        return ""
    if not line.on:
        return tr("off")
    if line.hands:
        return PHONE_MARK + " " + (tr("1 hand") if line.hands == 1
                                   else tr("%1 hands").replace("%1", str(line.hands)))
    return tr("on")


class RoundTablesTableModel(RowsTableModel[TableLine]):
    TABLE = 0
    FIRST_SEAT = 1
    GAME = 5
    PHONE = 6  # only while some table of the round has a phone entry code

    def __init__(self) -> None:
        self.phones: dict[int, Any] = {}  # table -> PhoneEntryLine
        super().__init__()

    def set_phones(self, phones: Mapping[int, Any]) -> None:
        """Each table's phone entry (table number -> the service's PhoneEntryLine)."""
        self.phones = dict(phones)
        self.set_rows(self.rows())

    def phone(self, table: int) -> Any:
        return self.phones.get(table)

    def columns(self, rows: Sequence[Any]) -> list[Column[TableLine]]:
        columns: list[Column[TableLine]] = [
            Column(QT_TR_NOOP("Table"), lambda r: str(r.table), sort=lambda r: r.table,
                   align=CENTER)] + [_seat(s) for s in range(4)] + [
            Column(QT_TR_NOOP("Game"), game_text,
                   sort=lambda r: 2000 * r.locked + 1000 * r.finished + r.hands)]
        if any(line.code for line in self.phones.values()):
            columns.append(Column(QT_TR_NOOP("Phone"), lambda r: phone_text(self.phone(r.table)),
                                  align=CENTER))
        return columns

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
        if column == self.PHONE:
            line = self.phone(row.table)
            if line is not None and line.code and line.on:
                return tr("The players may enter this table's hands on a phone (right-click "
                          "to switch it off)")
            return tr("Phone entry is off for this table (right-click to switch it on)")
        if self.is_seat(column):
            return tr("Select two players (Ctrl+click) to swap them")
        return tr("Double-click to open the table")

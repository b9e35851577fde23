"""Chombos and referee penalties of a round as a Qt table model."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont

from tournament.service.read_models import PenaltyLine
from ui.models.rows_model import RIGHT, Column, RowsTableModel
from ui.style import colour
from ui.text import QT_TR_NOOP, labelled, points, round_title, signed, time_text, tr

KIND_WORDS = {
    "chombo": QT_TR_NOOP("Chombo"),
    "yellow_card": QT_TR_NOOP("Yellow card"),
    "deduction": QT_TR_NOOP("Point deduction"),
    "disqualification": QT_TR_NOOP("Disqualification"),
}


def kind_word(kind: str) -> str:
    return tr(KIND_WORDS.get(kind, kind))


def reason_text(line: PenaltyLine) -> str:
    """The reason column: a referee penalty's reason; for a chombo, the hand and how it was
    paid (at the table, to the others: not a deduction; or off at the end of the game)."""
    if line.kind != "chombo":
        text = line.reason
    else:
        where = round_title(line.hand) if line.hand is not None else tr("score slip")
        if line.paid_at_table:
            how = tr("mangan paid at the table (%1)").replace("%1", points(line.paid_at_table))
        elif line.points:
            how = tr("deducted at the end of the game")
        else:
            how = tr("mangan paid at the table (in the slip's scores)")
        text = labelled(where, how) + (f" ({line.note})" if line.note else "")
    if line.withdrawn:
        text += "  \u00b7  " + tr("withdrawn: %1").replace("%1", line.withdrawn)
    return text


class PenaltiesTableModel(RowsTableModel[PenaltyLine]):
    KIND, PLAYER, ROUND, TABLE, POINTS, REASON, REFEREE, TIME = range(8)

    def columns(self, rows: Sequence[Any]) -> list[Column[PenaltyLine]]:
        return [
            Column(QT_TR_NOOP("Kind"), lambda r: kind_word(r.kind)),
            Column(QT_TR_NOOP("Player"), lambda r: r.player),
            Column(QT_TR_NOOP("Round"), lambda r: str(r.round or ""), sort=lambda r: r.round,
                   align=RIGHT),
            Column(QT_TR_NOOP("Table"), lambda r: str(r.table or ""), sort=lambda r: r.table,
                   align=RIGHT),
            Column(QT_TR_NOOP("Points"), lambda r: signed(r.points) if r.points else "",
                   sort=lambda r: r.points, align=RIGHT),
            Column(QT_TR_NOOP("Reason"), reason_text),
            Column(QT_TR_NOOP("Referee"), lambda r: r.referee),
            Column(QT_TR_NOOP("Time"), lambda r: time_text(r.when), sort=lambda r: r.when),
        ]

    def style(self, row: PenaltyLine, column: int, role: int) -> Any:
        if row.withdrawn:
            if role == Qt.ItemDataRole.ForegroundRole:
                return colour("muted")
            if role == Qt.ItemDataRole.FontRole and column != self.REASON:
                font = QFont()
                font.setStrikeOut(True)
                return font
        return None

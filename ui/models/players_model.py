"""The registered players as a Qt table model: name, EMA number, club, country, team, status."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont

from tournament.players.roster import Player, PlayerStatus
from ui.models.rows_model import Column, RowsTableModel
from ui.style import colour
from ui.text import QT_TR_NOOP, tr

STATUS_WORDS = {
    PlayerStatus.ACTIVE: QT_TR_NOOP("Playing"),
    PlayerStatus.DROPPED: QT_TR_NOOP("Dropped out"),
    PlayerStatus.SUBSTITUTE: QT_TR_NOOP("Substitute"),
}


def status_word(status: PlayerStatus) -> str:
    return tr(STATUS_WORDS[status])


class PlayersTableModel(RowsTableModel[Player]):
    NAME, EMA, CLUB, COUNTRY, TEAM, STATUS = range(6)

    def columns(self, rows: Any) -> list[Column[Player]]:
        return [
            Column(QT_TR_NOOP("Name"), lambda p: p.name),
            Column(QT_TR_NOOP("EMA number"), lambda p: p.ema_number or ""),
            Column(QT_TR_NOOP("Club"), lambda p: p.club),
            Column(QT_TR_NOOP("Country"), lambda p: p.country),
            Column(QT_TR_NOOP("Team"), lambda p: p.team),
            Column(QT_TR_NOOP("Status"), lambda p: status_word(p.status)),
        ]

    def style(self, row: Player, column: int, role: int) -> Any:
        if row.status is PlayerStatus.DROPPED:
            if role == Qt.ItemDataRole.ForegroundRole:
                return colour("muted")
            if role == Qt.ItemDataRole.FontRole and column == self.NAME:
                font = QFont()
                font.setStrikeOut(True)
                return font
        if row.status is PlayerStatus.SUBSTITUTE and role == Qt.ItemDataRole.FontRole:
            font = QFont()
            font.setItalic(True)
            return font
        return None

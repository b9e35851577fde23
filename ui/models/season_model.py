"""The season's tables on the desk (`tournament.season`): the season table (place, player,
EMA number, events, score, rating, games) and one player's history (each event's place and
total, the rating after it). Rows are the core's own values, shown in the desk's language;
a player below the minimum number of events has no place (a dash) and is listed after the
ranked ones, as the core orders them.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import Qt

from ui.models.rows_model import LEFT, QT_TR_NOOP, RIGHT, Column, RowsTableModel
from ui.printing.season import COLUMNS, DASH, DECIMALS, season_cell, season_number
from ui.style import colour
from ui.text import date_text


def _number(value: Any, decimals: int = 0) -> str:
    return DASH if value is None else season_number(value, decimals)


def _column(key: str, title: str, decimals: int | None) -> Column[Any]:
    def show(row: Any) -> str:
        return season_cell(row, key, decimals)

    def value(row: Any) -> Any:
        return getattr(row, key)

    return Column(title, show, None if decimals is None else value,
                  LEFT if decimals is None else RIGHT)


class SeasonTableModel(RowsTableModel[Any]):
    """Rows: `tournament.season.SeasonPlayer`, in the core's order (no `row_key`: a new
    table replaces the old one whole, so another scoring's order is shown as it is)."""

    def columns(self, rows: Sequence[Any]) -> list[Column[Any]]:
        # The printed table's columns (ui.printing.season), titles and formats alike.
        return [_column(key, title, decimals) for key, title, decimals in COLUMNS]

    def style(self, row: Any, column: int, role: int) -> Any:
        if role == Qt.ItemDataRole.ForegroundRole and row.place is None:
            return colour("muted")  # below the minimum number of events: not ranked
        return None


class SeasonHistoryModel(RowsTableModel[Any]):
    """Rows: one player's `PlayerHistory.rows` (event, date, place, total, rating after)."""

    def columns(self, rows: Sequence[Any]) -> list[Column[Any]]:
        return [
            Column(QT_TR_NOOP("Event"), lambda r: str(r.event)),
            Column(QT_TR_NOOP("Date"), lambda r: date_text(r.date), lambda r: r.date or ""),
            Column(QT_TR_NOOP("Place"), lambda r: _number(r.place), lambda r: r.place,
                   RIGHT),
            Column(QT_TR_NOOP("Total"), lambda r: _number(r.total, 1), lambda r: r.total,
                   RIGHT),
            Column(QT_TR_NOOP("Rating after"), lambda r: _number(r.rating_after, DECIMALS),
                   lambda r: r.rating_after, RIGHT),
        ]

"""The one shape of our Qt table models (STYLE.md habit 8): an empty constructor, `set_rows`,
read-only cells described by a list of `Column`s, sorting left to a QSortFilterProxyModel.

A column says its header (a QT_TR_NOOP-marked English text), how to show a row, the value to
sort by (`SORT_ROLE`, so "−3.2" sorts below "+1.0" and "10" after "9"), and its alignment.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

from PySide6.QtCore import (
    QAbstractItemModel,
    QAbstractTableModel,
    QModelIndex,
    QPersistentModelIndex,
    QSortFilterProxyModel,
    Qt,
)

from ui.text import QT_TR_NOOP, tr

__all__ = ["CENTER", "EMPTY", "FILTER_ROLE", "LEFT", "QT_TR_NOOP", "RIGHT", "ROW_ROLE",
           "SORT_ROLE", "Column", "RowsTableModel", "SortFilterProxy"]

Row = TypeVar("Row")
_Index = QModelIndex | QPersistentModelIndex

SORT_ROLE = Qt.ItemDataRole.UserRole + 1
ROW_ROLE = Qt.ItemDataRole.UserRole + 2
FILTER_ROLE = Qt.ItemDataRole.UserRole + 3
# The roles `data` answers, looked up once: an enum member's lookup costs as much as the rest
# of a cell's answer, and a sort of 2,000 rows asks for 40,000 cells.
_DISPLAY = Qt.ItemDataRole.DisplayRole
_ALIGNMENT = Qt.ItemDataRole.TextAlignmentRole
_TOOLTIP = Qt.ItemDataRole.ToolTipRole
_NUMBERS = (int, float)  # compared alike in Python and by Qt
_FONT = Qt.ItemDataRole.FontRole
_STYLED = (Qt.ItemDataRole.ForegroundRole, _FONT, Qt.ItemDataRole.BackgroundRole)

LEFT = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
RIGHT = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
CENTER = Qt.AlignmentFlag.AlignCenter
EMPTY = -1e18  # the sort value of an empty cell


@dataclass(frozen=True, slots=True)
class Column(Generic[Row]):
    title: str  # English, marked with QT_TR_NOOP where it is defined
    show: Callable[[Any], str]
    sort: Callable[[Any], Any] | None = None  # default: what is shown
    align: Qt.AlignmentFlag = LEFT
    translate_title: bool = True
    # What makes two columns the same (title and formatting): equal keys let new rows replace
    # the old ones in place. None: the title.
    key: str | None = None
    spec: Any = None  # the core's column this one shows (tournament.standings.spec), if any

    @property
    def identity(self) -> str:
        return self.key if self.key is not None else self.title


class RowsTableModel(QAbstractTableModel, Generic[Row]):
    """Rows of frozen values, one per line; subclasses give `columns()` and may style cells."""

    def __init__(self) -> None:
        super().__init__()
        self._rows: list[Any] = []
        self._columns: list[Column[Any]] = self.columns([])
        # Each column's sort values, worked out once per filling when the proxy first sorts
        # by it: the sort asks for each row's value a dozen times.
        self._sort_values: dict[int, list[Any]] = {}
        self.dataChanged.connect(self._resort_values)

    # --- what subclasses say ----------------------------------------------------------
    def columns(self, rows: Sequence[Any]) -> list[Column[Any]]:
        raise NotImplementedError

    def style(self, row: Any, column: int, role: int) -> Any:
        """Foreground, font, background... for one cell (None: the default)."""
        return None

    def tooltip(self, row: Any, column: int) -> str | None:
        return None

    def header_tooltip(self, column: int) -> str | None:
        return None

    def row_key(self, row: Any) -> Any:
        """What a row is the same row by, across two `set_rows` (None: rows are not matched,
        every `set_rows` resets the model)."""
        return None

    # --- filling ----------------------------------------------------------------------
    def set_rows(self, rows: Sequence[Any]) -> None:
        """Show `rows`. When they are the same rows (by `row_key`) under the same columns,
        only the changed rows are replaced, in place (`dataChanged`, the order kept: a sorting
        proxy moves only them); otherwise the model is reset."""
        rows = list(rows)
        columns = self.columns(rows)
        if self._update_in_place(rows, columns):
            return
        self.beginResetModel()
        self._rows = rows
        self._columns = columns
        self._sort_values.clear()
        self.endResetModel()

    def _update_in_place(self, rows: list[Any], columns: list[Column[Any]]) -> bool:
        if not self._rows or len(rows) != len(self._rows) or \
                [c.identity for c in columns] != [c.identity for c in self._columns]:
            return False
        by_key = {self.row_key(r): r for r in rows}
        if None in by_key or len(by_key) != len(rows):
            return False
        try:
            new = [by_key[self.row_key(old)] for old in self._rows]
        except KeyError:  # other players
            return False
        changed = [i for i, (old, line) in enumerate(zip(self._rows, new, strict=True))
                   if old != line]
        self._rows = new
        self._columns = columns
        self._sort_values.clear()
        last = len(columns) - 1
        start = 0
        while start < len(changed):  # one signal per run of neighbouring rows
            end = start
            while end + 1 < len(changed) and changed[end + 1] == changed[end] + 1:
                end += 1
            self.dataChanged.emit(self.index(changed[start], 0),
                                  self.index(changed[end], last))
            start = end + 1
        return True

    def rows(self) -> list[Any]:
        return list(self._rows)

    def column(self, index: int) -> Column[Any] | None:
        """The column shown at `index` (None past the last)."""
        return self._columns[index] if 0 <= index < len(self._columns) else None

    def row(self, row: int) -> Any:
        return self._rows[row]

    # --- Qt ---------------------------------------------------------------------------
    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: N802, B008
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: N802, B008
        return 0 if parent.isValid() else len(self._columns)

    def headerData(self, section: int, orientation: Qt.Orientation,  # noqa: N802
                   role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if orientation is not Qt.Orientation.Horizontal or not \
                0 <= section < len(self._columns):
            return None
        column = self._columns[section]
        if role == Qt.ItemDataRole.DisplayRole:
            return tr(column.title) if column.translate_title else column.title
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return int(column.align)
        if role == Qt.ItemDataRole.ToolTipRole:
            return self.header_tooltip(section)
        return None

    def data(self, index: _Index, role: int = _DISPLAY) -> Any:
        if not index.isValid():
            return None
        at, number = index.row(), index.column()
        if not 0 <= at < len(self._rows) or not 0 <= number < len(self._columns):
            return None
        if role == SORT_ROLE:
            return self.sort_values(number)[at]
        row = self._rows[at]
        column = self._columns[number]
        if role == _DISPLAY:
            return column.show(row)
        if role == _ALIGNMENT:
            return int(column.align)
        if role == ROW_ROLE:
            return row
        if role == _TOOLTIP:
            return self.tooltip(row, number)
        if role in _STYLED:
            return self.style(row, number, role)
        return None

    def cell_texts(self, number: int) -> list[tuple[str, Any]] | None:
        """Column `number`'s text of each row with its font (None: the view's), as `data`
        gives them, for the columns' fit (ui.widgets.columns) to measure without asking Qt
        for three roles of every cell; None from a model that answers `data` its own way."""
        if type(self).data is not RowsTableModel.data or not 0 <= number < len(self._columns):
            return None
        shown = self._columns[number].show
        return [(shown(row), self.style(row, number, _FONT)) for row in self._rows]

    def sort_values(self, number: int) -> list[Any]:
        """Column `number`'s sort value of each row (`SORT_ROLE`), worked out once per
        filling."""
        values = self._sort_values.get(number)
        if values is None:
            values = self._sort_values[number] = [
                self.sort_value(r, self._columns[number]) for r in self._rows]
        return values

    def _resort_values(self, first: QModelIndex, last: QModelIndex, *_roles: object) -> None:
        """Rows changed in place (a subclass's own `dataChanged`): their sort values again
        (connected before any proxy is, so the proxy sorts them by the new ones)."""
        for number, values in self._sort_values.items():
            for at in range(first.row(), min(last.row() + 1, len(values))):
                values[at] = self.sort_value(self._rows[at], self._columns[number])

    @staticmethod
    def sort_value(row: Any, column: Column[Any]) -> Any:
        """Plain numbers and folded text: numbers compared by the proxy from the values kept
        (`SortFilterProxy.lessThan`), text by Qt's collator; an empty cell sorts below every
        value."""
        value = (column.sort or column.show)(row)
        if value is None:
            return EMPTY
        if isinstance(value, str):
            return value.casefold()
        return value

    def flags(self, index: _Index) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        return Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable


class SortFilterProxy(QSortFilterProxyModel):
    """Sorts by `SORT_ROLE` and filters rows on one column's text (case ignored)."""

    def __init__(self, filter_column: int = 0) -> None:
        super().__init__()
        self.setSortRole(SORT_ROLE)
        self.setFilterKeyColumn(filter_column)
        self.setFilterCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        self.setSortCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        # Text compared by Qt's collator in the desk's language (QLocale's default, which
        # ui.text.set_language sets): "Łukasz" after "Lukas", not after "Zoltán".
        self.setSortLocaleAware(True)
        self._rows_model: RowsTableModel[Any] | None = None  # the source, when one of ours
        self._wanted: tuple[int, Qt.SortOrder] | None = None  # the sort asked for

    def lessThan(self, left: _Index, right: _Index) -> bool:  # noqa: N802 - Qt override
        """Two numbers compared at once from the rows model's sort values (one call a
        comparison, where Qt's comparison asks two cells through Python: most of the time
        of sorting 2,000 standings); text, and any other model, by Qt (its collator)."""
        model = self._rows_model
        if model is not None and self.sortRole() == SORT_ROLE:
            values = model.sort_values(left.column())
            a, b = values[left.row()], values[right.row()]
            if type(a) in _NUMBERS and type(b) in _NUMBERS:
                return bool(a < b)
        return bool(super().lessThan(left, right))

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        """Sort by `column`; rows of ours already in that order (the standings, by place, as
        the core ranks them) are shown as they come, without a sort: Qt's sort asks
        `lessThan` n log n times even then (13,000 calls for 2,000 players, a quarter of
        filling the standings). The order asked for is kept: rows that come or change out of
        it are sorted then (`_keep_order`), and Qt sorts each filling after that, until the
        order is asked for again."""
        self._wanted = (column, order) if column >= 0 else None
        if column >= 0 and self._in_order(column, order):
            super().sort(-1, Qt.SortOrder.AscendingOrder)  # (descending, Qt reverses them)
        else:
            super().sort(column, order)

    def _in_order(self, column: int, order: Qt.SortOrder) -> bool:
        """Are the source's rows in `column`'s order already, as Qt's stable sort would leave
        them (numbers only: text is compared by Qt's collator)?"""
        model = self._rows_model
        if model is None or self.sortRole() != SORT_ROLE \
                or not 0 <= column < model.columnCount():
            return False
        values = model.sort_values(column)
        if any(type(v) not in _NUMBERS for v in values):
            return False
        if order == Qt.SortOrder.AscendingOrder:
            return all(a <= b for a, b in zip(values, values[1:], strict=False))
        return all(a >= b for a, b in zip(values, values[1:], strict=False))

    def _keep_order(self, *_args: object) -> None:
        """The source's rows came or changed while shown as they come: sorted if they are no
        longer in the order asked for."""
        wanted = self._wanted
        if wanted is not None and self.sortColumn() < 0 and not self._in_order(*wanted):
            super().sort(*wanted)

    def setSourceModel(self, model: QAbstractItemModel) -> None:  # noqa: N802 - Qt override
        super().setSourceModel(model)
        self._rows_model = model if isinstance(model, RowsTableModel) else None
        self._wanted = None
        if self._rows_model is not None:
            for signal in (model.modelReset, model.dataChanged, model.rowsInserted,
                           model.layoutChanged):
                signal.connect(self._keep_order)

"""Choosing players: a combo box of the four names, and a row of four name checkboxes.

Both show names (and seat winds) and give back seats 0-3; a referee never sees a seat number.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtWidgets import QCheckBox, QComboBox, QGridLayout, QWidget

from tournament.model import TableState
from ui.style import SPACE
from ui.text import mnemonic_safe, rich_safe, tr, wind_name

NAME_WIDTH = 200  # pixels of a name beside its check box


def seat_label(seat: int, players: Sequence[str], state: TableState | None) -> str:
    if state is None:
        return players[seat]
    wind = wind_name(state.seat_wind(seat))
    return f"{players[seat]} ({wind})"


class SeatChoice(QComboBox):
    """One player, or nothing yet (placeholder), or "nobody" when `none_text` is given."""

    def __init__(self, players: Sequence[str], state: TableState | None = None,
                 none_text: str | None = None, parent: QWidget | None = None):
        super().__init__(parent)
        self._none = none_text is not None
        if none_text is not None:
            self.addItem(none_text, None)
        for seat in range(4):
            self.addItem(seat_label(seat, players, state), seat)
        self.setPlaceholderText(tr("Choose\u2026"))
        self.setCurrentIndex(0 if self._none else -1)
        self.setMinimumContentsLength(10)
        self.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)

    def seat(self) -> int | None:
        if self.currentIndex() < 0:
            return None
        return self.currentData()

    def set_seat(self, seat: int | None) -> None:
        if seat is None:
            self.setCurrentIndex(0 if self._none else -1)
        else:
            self.setCurrentIndex(seat + (1 if self._none else 0))


class SeatChecks(QWidget):
    """Four checkboxes named after the players, in seat order: one row, or two rows of two
    when the row does not fit (a narrow dialog, long names), never cut."""

    changed = Signal()

    def __init__(self, players: Sequence[str], parent: QWidget | None = None):
        super().__init__(parent)
        self._grid = QGridLayout(self)
        self._grid.setContentsMargins(0, 0, 0, 0)
        self._grid.setHorizontalSpacing(3 * SPACE)
        self._grid.setVerticalSpacing(SPACE // 2)
        self.boxes: list[QCheckBox] = []
        for name in players:
            # "&" marks a shortcut in a check box's text; a long name ends in "…".
            box = QCheckBox()
            text = box.fontMetrics().elidedText(name, Qt.TextElideMode.ElideRight, NAME_WIDTH)
            box.setText(mnemonic_safe(text))
            box.setToolTip(rich_safe(name))
            box.setAccessibleName(name)
            box.setMinimumWidth(box.sizeHint().width())  # a name in the grid is never cut
            box.toggled.connect(self.changed)
            self.boxes.append(box)
        self._columns = 0
        self._place(len(self.boxes))

    def columns(self) -> int:
        return self._columns

    def _width(self, columns: int) -> int:
        widths = [box.sizeHint().width() for box in self.boxes]
        per_column = [max(widths[c::columns], default=0) for c in range(columns)]
        # The spacing before the stretching column after the boxes counts too.
        return sum(per_column) + self._grid.horizontalSpacing() * columns

    def _place(self, columns: int) -> None:
        if columns == self._columns:
            return
        self._columns = columns
        for box in self.boxes:
            self._grid.removeWidget(box)
        for seat, box in enumerate(self.boxes):
            self._grid.addWidget(box, seat // columns, seat % columns)
        for column in range(5):
            self._grid.setColumnStretch(column, 1 if column == columns else 0)
        self.updateGeometry()

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt override
        two = self._width(2)
        rows = 2 if len(self.boxes) > 2 else 1
        height = rows * max((b.sizeHint().height() for b in self.boxes), default=0)
        return QSize(two, height + (rows - 1) * self._grid.verticalSpacing())

    def resizeEvent(self, event: Any) -> None:  # noqa: N802 - Qt override
        super().resizeEvent(event)
        self._place(len(self.boxes) if self.width() >= self._width(len(self.boxes)) else 2)

    def seats(self) -> tuple[int, ...]:
        return tuple(seat for seat, box in enumerate(self.boxes) if box.isChecked())

    def set_seats(self, seats: Iterable[int]) -> None:
        chosen = set(seats)
        for seat, box in enumerate(self.boxes):
            box.setChecked(seat in chosen)

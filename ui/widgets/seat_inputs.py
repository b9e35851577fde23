"""Choosing players: a combo box of the four names, and a row of four name checkboxes.

Both show names (and seat winds) and give back seats 0-3; a referee never sees a seat number.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QCheckBox, QComboBox, QHBoxLayout, QWidget

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
    """Four checkboxes named after the players, in seat order."""

    changed = Signal()

    def __init__(self, players: Sequence[str], parent: QWidget | None = None):
        super().__init__(parent)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(3 * SPACE)
        self.boxes: list[QCheckBox] = []
        for name in players:
            # "&" marks a shortcut in a check box's text; a long name ends in "…".
            box = QCheckBox()
            text = box.fontMetrics().elidedText(name, Qt.TextElideMode.ElideRight, NAME_WIDTH)
            box.setText(mnemonic_safe(text))
            box.setToolTip(rich_safe(name))
            box.setAccessibleName(name)
            box.toggled.connect(self.changed)
            layout.addWidget(box)
            self.boxes.append(box)
        layout.addStretch(1)

    def seats(self) -> tuple[int, ...]:
        return tuple(seat for seat, box in enumerate(self.boxes) if box.isChecked())

    def set_seats(self, seats: Iterable[int]) -> None:
        chosen = set(seats)
        for seat, box in enumerate(self.boxes):
            box.setChecked(seat in chosen)

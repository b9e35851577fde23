"""A seat wind drawn as a coloured badge: the character (東南西北) and its letter in the desk's
language (E S W N; E S O N in French)."""

from __future__ import annotations

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPaintEvent
from PySide6.QtWidgets import QSizePolicy, QWidget

from tournament.model import Wind
from ui import resources
from ui.style import scheme
from ui.text import wind_letter, wind_name

_FILES = ("winds/east.svg", "winds/south.svg", "winds/west.svg", "winds/north.svg")


class WindBadge(QWidget):
    def __init__(self, wind: Wind = Wind.EAST, size: int = 56, parent: QWidget | None = None):
        super().__init__(parent)
        self._wind = wind
        self._size = size
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        for name in _FILES:
            resources.path(name)  # fail at once, not at the first paint
        self._update_text()

    def wind(self) -> Wind:
        return self._wind

    def set_wind(self, wind: Wind) -> None:
        if wind != self._wind:
            self._wind = wind
            self._update_text()
            self.update()

    def _update_text(self) -> None:
        self.setToolTip(wind_name(self._wind))
        self.setAccessibleName(wind_name(self._wind))

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt override
        return QSize(self._size, self._size)

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt override
        side = min(self.width(), self.height())
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        box = QRectF((self.width() - side) / 2, (self.height() - side) / 2, side, side)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(scheme().winds[self._wind]))
        painter.drawRoundedRect(box, side * 0.22, side * 0.22)
        glyph = box.adjusted(side * 0.10, side * 0.08, -side * 0.32, -side * 0.34)
        ratio = self.devicePixelRatioF()
        pixmap = resources.pixmap(_FILES[self._wind], glyph.size().toSize(),
                                  QColor(scheme().wind_glyph), ratio)
        painter.drawPixmap(glyph.topLeft(), pixmap)
        letter = QFont(self.font())
        letter.setBold(True)
        letter.setPixelSize(max(8, int(side * 0.28)))
        painter.setFont(letter)
        painter.setPen(QColor(scheme().wind_glyph))
        corner = QRectF(box.right() - side * 0.36, box.bottom() - side * 0.36,
                        side * 0.30, side * 0.30)
        painter.drawText(corner, Qt.AlignmentFlag.AlignCenter, wind_letter(self._wind))
        painter.end()

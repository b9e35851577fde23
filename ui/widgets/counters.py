"""Riichi sticks and honba counters on the table, drawn as the sticks the players use."""

from __future__ import annotations

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QHBoxLayout, QLabel, QSizePolicy, QWidget

from ui.style import SPACE, colour, font
from ui.text import count as counted
from ui.text import tr


class StickIcon(QWidget):
    """A 1,000-point stick (one red dot) or a 100-point stick (eight black dots)."""

    def __init__(self, kind: str, parent: QWidget | None = None):
        super().__init__(parent)
        assert kind in ("riichi", "honba")
        self._kind = kind
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt override
        return QSize(64, 16)

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt override
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        stick = QRectF(1, 3, self.width() - 2, self.height() - 6)
        enabled = self.isEnabled()
        painter.setOpacity(1.0 if enabled else 0.4)
        # The stick as it lies on the table (white, with red or black dots) in light and dark
        # alike; only its outline follows the scheme, so it keeps an edge on either.
        painter.setPen(QPen(colour("muted"), 1))
        painter.setBrush(QColor("white"))
        painter.drawRoundedRect(stick, 4, 4)
        painter.setPen(Qt.PenStyle.NoPen)
        cy = stick.center().y()
        if self._kind == "riichi":
            painter.setBrush(QColor("#c62828"))
            painter.drawEllipse(stick.center(), 3.2, 3.2)
        else:
            painter.setBrush(QColor("#1f2328"))
            for end in (stick.left() + 8, stick.right() - 14):
                for dx in (0, 6):
                    for dy in (-2.2, 2.2):
                        painter.drawEllipse(QRectF(end + dx - 1.3, cy + dy - 1.3, 2.6, 2.6))
        painter.end()


class CounterIndicator(QWidget):
    """"[stick] 2 riichi sticks": a stick drawing and a count, greyed out at zero."""

    def __init__(self, kind: str, parent: QWidget | None = None):
        super().__init__(parent)
        self._kind = kind
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(SPACE)
        self.icon = StickIcon(kind)
        self.label = QLabel()
        self.label.setFont(font(1.1, bold=True))
        layout.addWidget(self.icon)
        layout.addWidget(self.label)
        self.set_count(0)

    def count(self) -> int:
        return self._count

    def set_count(self, count: int) -> None:
        self._count = count
        if self._kind == "riichi":
            text = counted(count, tr("%n riichi stick"), tr("%n riichi sticks"))
        else:
            text = tr("%n honba").replace("%n", str(count))
        self.label.setText(text)
        self.setEnabled(count > 0)

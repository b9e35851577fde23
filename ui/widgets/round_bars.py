"""One player's tournament points in each round, as bars above and below a zero line, drawn
with QPainter (the axis and ticks of `ui.widgets.progress_chart`).

Honest like the standings chart: a tick is drawn at the value it names, every bar starts at
zero, only rounds the player has a finished game in are on the x axis, each bar carries its
value.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QFontMetricsF, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from ui.style import colour, font
from ui.text import signed, tr
from ui.widgets.progress_chart import value_ticks


class RoundBars(QWidget):
    """Points per round: one bar per round played (green above zero, red below)."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        # Low enough that the player card fits a laptop at 1,366 x 768 beside the yaku
        # table and its note; the bars take any room beyond.
        self.setMinimumHeight(180)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.values: tuple[tuple[int, float], ...] = ()
        self._low, self._high = -10.0, 10.0
        self._ticks: list[float] = []
        self._title_font = font(1.0, bold=True)
        self._label_font = font(0.85)

    def show_points(self, values: Sequence[tuple[int, float]]) -> None:
        self.values = tuple(values)
        shown = [v for _, v in self.values] or [0.0]
        low, high = min(min(shown), 0.0), max(max(shown), 0.0)
        pad = max((high - low) * 0.12, 5.0)
        self._low, self._high = low - (pad if low < 0 else 0.0), high + (pad if high > 0 else 0.0)
        if self._low == self._high:
            self._high += pad
        self._ticks = value_ticks(self._low, self._high, 6)
        self.update()

    def title(self) -> str:
        return tr("Points in each round")

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt override
        return QSize(420, 240)

    def plot_rect(self) -> QRectF:
        metrics = QFontMetricsF(self._label_font)
        left = max((metrics.horizontalAdvance(signed(t, 0)) for t in self._ticks),
                   default=20.0) + 14
        top = QFontMetricsF(self._title_font).height() + 14
        bottom = metrics.height() + 14
        return QRectF(left, top, max(10.0, self.width() - left - 12),
                      max(10.0, self.height() - top - bottom))

    def map_y(self, value: float, plot: QRectF) -> float:
        span = (self._high - self._low) or 1.0
        return plot.bottom() - (value - self._low) / span * plot.height()

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt override
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.fillRect(self.rect(), colour("surface"))
        painter.setFont(self._title_font)
        painter.setPen(colour("text"))
        painter.drawText(QRectF(0, 4, self.width(), 24), Qt.AlignmentFlag.AlignHCenter,
                         self.title())
        painter.setFont(self._label_font)
        plot = self.plot_rect()
        if not self.values:
            painter.setPen(colour("muted"))
            painter.drawText(plot, Qt.AlignmentFlag.AlignCenter, tr("No finished game yet"))
            painter.end()
            return
        metrics = QFontMetricsF(self._label_font)
        for tick in self._ticks:
            y = self.map_y(tick, plot)
            painter.setPen(QPen(colour("border"), 1))
            painter.drawLine(int(plot.left()), int(y), int(plot.right()), int(y))
            painter.setPen(colour("muted"))
            painter.drawText(QRectF(0, y - metrics.height() / 2, plot.left() - 8,
                                    metrics.height()),
                             Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                             signed(tick, 0))
        zero = self.map_y(0.0, plot)
        slot = plot.width() / len(self.values)
        bar = min(slot * 0.6, 64.0)
        for i, (round_, value) in enumerate(self.values):
            x = plot.left() + slot * i + (slot - bar) / 2
            y = self.map_y(value, plot)
            painter.fillRect(QRectF(x, min(y, zero), bar, max(abs(zero - y), 1.0)),
                             colour("gain" if value >= 0 else "danger"))
            painter.setPen(colour("text"))
            label_y = y - metrics.height() - 2 if value >= 0 else y + 2
            painter.drawText(QRectF(x - 20, label_y, bar + 40, metrics.height()),
                             Qt.AlignmentFlag.AlignCenter, signed(value))
            painter.setPen(colour("muted"))
            painter.drawText(QRectF(plot.left() + slot * i, plot.bottom() + 4, slot,
                                    metrics.height()), Qt.AlignmentFlag.AlignHCenter,
                             tr("R%1").replace("%1", str(round_)))
        painter.setPen(QPen(colour("text"), 1.5))
        painter.drawLine(int(plot.left()), int(zero), int(plot.right()), int(zero))
        painter.end()

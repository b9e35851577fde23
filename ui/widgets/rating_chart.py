"""A player's season rating after each event, drawn with QPainter (the desk has no chart
module): one line, a dot per event the player played, in date order.

Honest by construction as the standings chart is (`ui.widgets.progress_chart`): each tick is
drawn at the value it names (`value_ticks`), every point is an event the player played,
labelled with that event's number in the season, and nothing is drawn outside the plot.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QFontMetricsF, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from ui.style import colour, font
from ui.text import MINUS, number, tr
from ui.widgets.progress_chart import paint_line, value_ticks

MAX_TICKS = 6


class RatingChart(QWidget):
    """The rating after each event of one player."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setMinimumSize(260, 170)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.player = ""
        self.points: tuple[float, ...] = ()
        self.labels: tuple[str, ...] = ()  # under each point: which event of the season
        self._low, self._high = 0.0, 1.0
        self._ticks: list[float] = []
        self._title_font = font(1.0, bold=True)
        self._label_font = font(0.85)

    def show_ratings(self, player: str, ratings: Sequence[float],
                     labels: Sequence[str] = ()) -> None:
        """`ratings`: the rating after each event the player played, in date order;
        `labels`: what names each (the event's number in the season; default 1, 2, 3…)."""
        self.player = player
        self.points = tuple(float(r) for r in ratings)
        self.labels = (tuple(labels) if len(labels) == len(self.points)
                       else tuple(str(i + 1) for i in range(len(self.points))))
        if self.points:
            low, high = min(self.points), max(self.points)
            pad = max((high - low) * 0.1, 0.5)
            self._low, self._high = low - pad, high + pad
            self._ticks = value_ticks(self._low, self._high, MAX_TICKS)
        else:
            self._ticks = []
        self.update()

    def title(self) -> str:
        return (tr("Rating: %1").replace("%1", self.player) if self.player
                else tr("Rating after each event"))

    def plot_rect(self) -> QRectF:
        metrics = QFontMetricsF(self._label_font)
        left = max((metrics.horizontalAdvance(number(t, 1)) for t in self._ticks),
                   default=20.0) + 14
        top = QFontMetricsF(self._title_font).height() + 14
        bottom = 2 * metrics.height() + 10
        return QRectF(left, top, max(10.0, self.width() - left - 16),
                      max(10.0, self.height() - top - bottom))

    def map_x(self, index: int) -> float:
        """The x of the `index`-th event (0 first)."""
        plot = self.plot_rect()
        if len(self.points) <= 1:
            return plot.center().x()
        inset = 14.0
        return plot.left() + inset + (plot.width() - 2 * inset) * index / (len(self.points) - 1)

    def map_y(self, value: float) -> float:
        plot = self.plot_rect()
        share = (value - self._low) / (self._high - self._low or 1.0)
        return plot.bottom() - share * plot.height()

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt override
        return QSize(420, 220)

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt override
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.fillRect(self.rect(), colour("surface"))
        painter.setPen(colour("text"))
        painter.setFont(self._title_font)
        title_height = QFontMetricsF(self._title_font).height()
        painter.drawText(QRectF(0, 4, self.width(), title_height),
                         Qt.AlignmentFlag.AlignHCenter,
                         QFontMetricsF(self._title_font).elidedText(
                             self.title(), Qt.TextElideMode.ElideRight, self.width() - 8))
        painter.setFont(self._label_font)
        if not self.points:
            painter.setPen(colour("muted"))
            # Wrapped within the chart (a narrow chart, a longer language): never cut.
            painter.drawText(QRectF(self.rect()).adjusted(8, 0, -8, 0),
                             int(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap),
                             tr("Choose a player in the season table."))
            painter.end()
            return
        plot = self.plot_rect()
        metrics = QFontMetricsF(self._label_font)
        for value in self._ticks:
            y = self.map_y(value)
            painter.setPen(QPen(colour("border"), 1))
            painter.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
            painter.setPen(colour("muted"))
            painter.drawText(QRectF(0, y - metrics.height() / 2, plot.left() - 6,
                                    metrics.height()),
                             Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                             (MINUS if value < 0 else "") + number(abs(value), 1))
        for i in range(len(self.points)):
            x = self.map_x(i)
            painter.drawText(QRectF(x - 20, plot.bottom() + 3, 40, metrics.height()),
                             Qt.AlignmentFlag.AlignHCenter, self.labels[i])
        painter.setPen(QPen(colour("muted"), 1.2))
        painter.drawLine(plot.bottomLeft(), plot.bottomRight())
        painter.drawLine(plot.bottomLeft(), plot.topLeft())
        painter.drawText(QRectF(plot.left(), plot.bottom() + metrics.height() + 4,
                                plot.width(), metrics.height()),
                         Qt.AlignmentFlag.AlignHCenter, tr("Event of the season"))
        points = [QPointF(self.map_x(i), self.map_y(v)) for i, v in enumerate(self.points)]
        paint_line(painter, points, colour("accent"), 2.5, 4.0)
        painter.end()

"""The standings chart: each player's place (1 at the top) or total after each round played,
drawn with QPainter (no chart module): axes, one line per player, a legend.

Honest by construction: a tick is drawn at the value it names (`y_ticks`), only rounds with a
counted game are on the x axis (the read model leaves the others out), nothing is drawn
outside the plot, and names are painted as plain text (never markup), elided with "…" when
too long for the legend.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from tournament.service.read_models import Progress
from ui.style import colour, font, scheme
from ui.text import number, signed, tr

LEGEND_WIDTH = 230  # at most; long names end in "…"
MAX_TICKS = 10


@dataclass(frozen=True, slots=True)
class Series:
    name: str
    colour: int  # the line colour's index in the scheme's `lines` (ui.style)
    points: tuple[tuple[int, float], ...]  # (round, value), rounds with a value only


def nice_step(span: float, max_ticks: int = MAX_TICKS) -> float:
    """1, 2, 5 times a power of ten, so that `span` needs at most `max_ticks` steps."""
    if span <= 0:
        return 1.0
    raw = span / max(1, max_ticks - 1)
    power = 10 ** math.floor(math.log10(raw))
    for factor in (1, 2, 5, 10):
        if factor * power >= raw:
            return float(factor * power)
    return float(10 * power)


def place_ticks(players: int, max_ticks: int = MAX_TICKS) -> list[int]:
    """Places to label: 1, then every `step`-th place (1, 2, 4, 6, 8 when every place does
    not fit); each is drawn at its own value, so the gaps are uneven rather than false."""
    last = max(players, 2)
    step = max(1, int(nice_step(last - 1, max_ticks)))
    ticks = [1] + [v for v in range(step, last + 1, step) if v > 1]
    return ticks


def value_ticks(low: float, high: float, max_ticks: int = MAX_TICKS) -> list[float]:
    step = nice_step(high - low, max_ticks)
    first = math.ceil(low / step) * step
    out = []
    value = first
    while value <= high + 1e-9:
        out.append(round(value, 6) + 0.0)
        value += step
    return out


def paint_line(painter: QPainter, points: Sequence[QPointF], line: QColor, width: float,
               dot: float) -> None:
    """A series as the charts draw it: a round-capped line through its points, and a dot
    ringed in the surface's colour at each."""
    pen = QPen(line, width)
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    painter.setPen(pen)
    for a, b in zip(points, points[1:], strict=False):
        painter.drawLine(a, b)
    painter.setBrush(line)
    painter.setPen(QPen(colour("surface"), 1.5))
    for point in points:
        painter.drawEllipse(point, dot, dot)


class ProgressChart(QWidget):
    """Place or total after each round played, one line per player."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setMinimumHeight(320)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.data: Progress | None = None
        self.mode = "place"
        self.names: list[str] = []
        self._series: list[Series] = []
        self._low, self._high = 1.0, 2.0
        self._ticks: list[float] = []
        self._title_font = font(1.1, bold=True)
        self._label_font = font(0.9)

    # --- data -----------------------------------------------------------------------------
    def show_progress(self, data: Progress, names: Sequence[str], mode: str) -> None:
        self.data, self.names, self.mode = data, list(names), mode
        values = data.places if mode == "place" else data.totals
        self._series = []
        for i, name in enumerate(self.names):
            points = tuple((r, float(v)) for r, v in zip(data.rounds, values.get(name, ()),
                                                       strict=False) if v is not None)
            self._series.append(Series(name, i, points))
        if mode == "place":
            players = max(data.players, len(data.names), 2)
            self._low, self._high = 1.0, float(players)
            self._ticks = [float(t) for t in place_ticks(players)]
        else:
            shown = [v for s in self._series for _, v in s.points] or [0.0]
            low, high = min(min(shown), 0.0), max(max(shown), 0.0)
            pad = max((high - low) * 0.08, 5.0)
            self._low, self._high = low - pad, high + pad
            self._ticks = value_ticks(self._low, self._high)
        self.update()

    def series(self) -> list[Series]:
        return list(self._series)

    def title(self) -> str:
        return tr("Place after each round") if self.mode == "place" else \
            tr("Total after each round")

    def tick_label(self, value: float) -> str:
        return number(int(value)) if self.mode == "place" else signed(value, 0)

    # --- geometry -------------------------------------------------------------------------
    def _legend_width(self) -> float:
        metrics = QFontMetricsF(self._label_font)
        widest = max((metrics.horizontalAdvance(s.name) for s in self._series), default=0.0)
        return min(LEGEND_WIDTH, widest + 34) if self._series else 0.0

    def plot_rect(self) -> QRectF:
        metrics = QFontMetricsF(self._label_font)
        left = max((metrics.horizontalAdvance(self.tick_label(t)) for t in self._ticks),
                   default=20.0) + 14 + metrics.height() + 6
        top = QFontMetricsF(self._title_font).height() + 18
        bottom = 2 * metrics.height() + 18
        right = self._legend_width() + 24
        return QRectF(left, top, max(10.0, self.width() - left - right),
                      max(10.0, self.height() - top - bottom))

    def rounds(self) -> tuple[int, ...]:
        return self.data.rounds if self.data is not None else ()

    def map_x(self, round: int) -> float:
        plot = self.plot_rect()
        rounds = self.rounds()
        if round not in rounds:
            raise ValueError(f"round {round} is not on the chart")
        if len(rounds) == 1:
            return plot.center().x()
        inset = 18.0
        span = plot.width() - 2 * inset
        return plot.left() + inset + span * rounds.index(round) / (len(rounds) - 1)

    def map_y(self, value: float) -> float:
        plot = self.plot_rect()
        share = (value - self._low) / (self._high - self._low or 1.0)
        if self.mode == "place":  # 1st at the top
            inset = 12.0
            return plot.top() + inset + share * (plot.height() - 2 * inset)
        return plot.bottom() - share * plot.height()

    def y_ticks(self) -> list[tuple[float, str, float]]:
        """(value, label, y) of each tick: drawn at the value it names."""
        return [(t, self.tick_label(t), self.map_y(t)) for t in self._ticks]

    def x_ticks(self) -> list[tuple[int, str, float]]:
        return [(r, str(r), self.map_x(r)) for r in self.rounds()]

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt override
        return QSize(800, 420)

    # --- painting -------------------------------------------------------------------------
    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt override
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.fillRect(self.rect(), colour("surface"))
        painter.setPen(colour("text"))
        painter.setFont(self._title_font)
        metrics = QFontMetricsF(self._title_font)
        # Shortened with "…" when the chart is narrower than its title, as the rating chart's.
        painter.drawText(QRectF(0, 6, self.width(), metrics.height()),
                         Qt.AlignmentFlag.AlignHCenter,
                         metrics.elidedText(self.title(), Qt.TextElideMode.ElideRight,
                                            self.width() - 8))
        if not self.rounds():
            painter.setFont(self._label_font)
            painter.setPen(colour("muted"))
            # Wrapped within the chart (a narrow chart, a longer language): never cut.
            painter.drawText(QRectF(self.rect()).adjusted(8, 0, -8, 0),
                             int(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap),
                             tr("No round has a counted game yet."))
            painter.end()
            return
        plot = self.plot_rect()
        self._paint_axes(painter, plot)
        painter.save()
        painter.setClipRect(plot.adjusted(-6, -6, 6, 6))
        for series in self._series:
            self._paint_series(painter, series)
        painter.restore()
        self._paint_legend(painter, plot)
        painter.end()

    def _paint_axes(self, painter: QPainter, plot: QRectF) -> None:
        metrics = QFontMetricsF(self._label_font)
        painter.setFont(self._label_font)
        for _value, label, y in self.y_ticks():
            painter.setPen(QPen(colour("border"), 1))
            painter.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
            painter.setPen(colour("muted"))
            box = QRectF(0, y - metrics.height() / 2, plot.left() - 8, metrics.height())
            painter.drawText(box, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                             label)
        for _round, label, x in self.x_ticks():
            painter.setPen(QPen(colour("border"), 1))
            painter.drawLine(QPointF(x, plot.top()), QPointF(x, plot.bottom()))
            painter.setPen(colour("muted"))
            painter.drawText(QRectF(x - 40, plot.bottom() + 4, 80, metrics.height()),
                             Qt.AlignmentFlag.AlignHCenter, label)
        painter.setPen(QPen(colour("muted"), 1.2))
        painter.drawLine(plot.bottomLeft(), plot.bottomRight())
        painter.drawLine(plot.bottomLeft(), plot.topLeft())
        painter.drawText(QRectF(plot.left(), plot.bottom() + metrics.height() + 6,
                                plot.width(), metrics.height()),
                         Qt.AlignmentFlag.AlignHCenter, tr("Round"))
        painter.save()
        painter.translate(4, plot.center().y())
        painter.rotate(-90)
        painter.drawText(QRectF(-plot.height() / 2, 0, plot.height(), metrics.height()),
                         Qt.AlignmentFlag.AlignHCenter,
                         tr("Place") if self.mode == "place" else tr("Total"))
        painter.restore()

    def _paint_series(self, painter: QPainter, series: Series) -> None:
        lines = scheme().lines
        line = QColor(lines[series.colour % len(lines)])
        points = [QPointF(self.map_x(r), self.map_y(v)) for r, v in series.points]
        paint_line(painter, points, line, 3, 4.5)
        painter.setBrush(Qt.BrushStyle.NoBrush)

    def legend_texts(self) -> list[str]:
        """The names as the legend draws them (plain text, elided to its width)."""
        metrics = QFontMetricsF(self._label_font)
        width = self._legend_width() - 34
        return [metrics.elidedText(s.name, Qt.TextElideMode.ElideRight, max(width, 20))
                for s in self._series]

    def _paint_legend(self, painter: QPainter, plot: QRectF) -> None:
        metrics = QFontMetricsF(self._label_font)
        line = metrics.height() + 6
        x = plot.right() + 24
        y = plot.top()
        painter.setFont(QFont(self._label_font))
        for series, text in zip(self._series, self.legend_texts(), strict=True):
            if y + line > self.height():
                break
            lines = scheme().lines
            painter.setPen(QPen(QColor(lines[series.colour % len(lines)]), 3))
            painter.drawLine(QPointF(x, y + line / 2), QPointF(x + 20, y + line / 2))
            painter.setPen(colour("text"))
            painter.drawText(QRectF(x + 28, y, self._legend_width(), line),
                             Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, text)
            y += line

"""One player at the table: wind badge, name, score, dealer mark, last change, chombos.

The four cards of a table are always the same width (their contents never decide it), so
the table reads the same whichever seat has the long name or the final place. The score is
never cut: on a narrow card its type gets smaller until it fits; a long name ends in "…"
(the whole name in its tooltip); the details wrap onto a line of their own.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QFrame, QGridLayout, QHBoxLayout, QSizePolicy, QWidget

from tournament.model import Wind
from ui.style import SPACE, font, set_tone
from ui.text import count, delta, points, rich_safe, tr
from ui.widgets.columns import wrap_title
from ui.widgets.labels import PlainLabel
from ui.widgets.wind_badge import WindBadge

MIN_WIDTH = 176  # four of them beside each other in a laptop at 150 % (911 points wide)
SCORE_SCALES = (2.0, 1.75, 1.5, 1.3)  # the score's type, largest that fits first
NAME_SCALES = (1.25, 1.1, 1.0)  # the name's type, largest that fits first


class SeatPanel(QFrame):
    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("card")
        # Ignored: the cards share the row equally, whatever they hold.
        policy = QSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Minimum)
        policy.setHorizontalStretch(1)
        self.setSizePolicy(policy)
        self.setMinimumWidth(MIN_WIDTH)
        layout = QGridLayout(self)
        layout.setContentsMargins(3 * SPACE // 2, 3 * SPACE // 2, 3 * SPACE // 2,
                                  3 * SPACE // 2)
        layout.setHorizontalSpacing(3 * SPACE // 2)
        layout.setVerticalSpacing(SPACE // 2)
        self.badge = WindBadge(size=54)
        self.name_label = PlainLabel()
        self.name_label.setFont(font(NAME_SCALES[0], bold=True))
        self.name_label.setTextInteractionFlags(Qt.TextInteractionFlag.NoTextInteraction)
        self.name_label.setMinimumWidth(40)
        self.name_label.setSizePolicy(QSizePolicy.Policy.Ignored,
                                      QSizePolicy.Policy.Preferred)
        self._name = ""
        self.score_label = PlainLabel()
        self.score_label.setFont(font(SCORE_SCALES[0], bold=True))
        self.score_label.setObjectName("score")
        self.score_label.setSizePolicy(QSizePolicy.Policy.Ignored,
                                       QSizePolicy.Policy.Preferred)
        self.change_label = PlainLabel()
        self.change_label.setFont(font(1.05, bold=True))
        self.detail_label = PlainLabel()
        self.detail_label.setObjectName("muted")
        # "1 chombo · 4th place, −62.8": a line of its own under the badge, wrapped if need be.
        self.detail_label.setWordWrap(True)
        layout.addWidget(self.badge, 0, 0, 2, 1, Qt.AlignmentFlag.AlignTop)
        layout.addWidget(self.name_label, 0, 1)
        layout.addWidget(self.score_label, 1, 1)
        # The last change under the score, then dealer / chombos / final place.
        line = QHBoxLayout()
        line.setSpacing(SPACE)
        line.addWidget(self.change_label, 0, Qt.AlignmentFlag.AlignTop)
        line.addWidget(self.detail_label, 1)
        layout.addLayout(line, 2, 0, 1, 2)
        layout.setColumnStretch(1, 1)

    def set_seat(self, name: str, wind: Wind, score: int, *, dealer: bool = False,
                 last_change: int | None = None, chombos: int = 0, result: str = "") -> None:
        self.badge.set_wind(wind)
        self._name = name
        self._show_name()
        self.score_label.setText(points(score))
        set_tone(self.score_label, "danger" if score < 0 else "")
        if last_change:
            self.change_label.setText(delta(last_change))
            set_tone(self.change_label, "gain" if last_change > 0 else "danger")
            self.change_label.setToolTip(tr("Change in the last hand"))
        else:
            self.change_label.setText("")
        self._fit_score()
        details = [tr("Dealer")] if dealer else []
        if chombos:
            details.append(count(chombos, tr("%n chombo"), tr("%n chombos")))
        if result:
            details.append(result)
        self.detail_label.setText("  \u00b7  ".join(details) or " ")
        set_tone(self.detail_label, "muted")
        self.setObjectName("dealerCard" if dealer else "card")
        self.style().unpolish(self)
        self.style().polish(self)
        self.setAccessibleName(f"{name}, {points(score)}")

    def resizeEvent(self, event: Any) -> None:  # noqa: N802 - Qt override
        super().resizeEvent(event)
        self._show_name()
        self._fit_score()

    def _show_name(self) -> None:
        # A long name on a narrow card takes smaller type, then two lines broken at a space
        # (a laptop at 150 % showed "Oskar …"), and only then ends in "…" (the full name in
        # the tooltip) rather than being cut or pushing the card wider than the window.
        width = max(self.name_label.width(), 40)
        candidates = [font(scale, bold=True) for scale in NAME_SCALES]
        # One line in the largest type that holds it, else two lines in the largest that
        # holds them, else two lines in the smallest, cut.
        chosen = next((f for f in candidates
                       if QFontMetrics(f).horizontalAdvance(self._name) <= width), None)
        if chosen is None:
            chosen = next((f for f in candidates if "\u2026" not in "".join(
                wrap_title(self._name, QFontMetrics(f), width))), candidates[-1])
        if chosen != self.name_label.font():
            self.name_label.setFont(chosen)
        shown = "\n".join(wrap_title(self._name, QFontMetrics(chosen), width))
        if shown != self.name_label.text():
            self.name_label.setText(shown)
        self.name_label.setToolTip(rich_safe(self._name))

    def score_fits(self) -> bool:
        metrics = QFontMetrics(self.score_label.font())
        return metrics.horizontalAdvance(self.score_label.text()) <= self._score_room()

    def _score_room(self) -> int:
        margins = 2 * (3 * SPACE // 2) + 4  # the card's margins and border
        return self.width() - margins - self.badge.sizeHint().width() - 3 * SPACE // 2

    def _fit_score(self) -> None:
        room = self._score_room()
        text = self.score_label.text() or "00,000"
        for scale in SCORE_SCALES:
            candidate = font(scale, bold=True)
            if QFontMetrics(candidate).horizontalAdvance(text) <= room:
                break
        if self.score_label.font().pointSizeF() != candidate.pointSizeF():
            self.score_label.setFont(candidate)

"""One player at the table: wind badge, name, score, dealer mark, last change, chombos."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFrame, QGridLayout, QHBoxLayout, QLabel, QSizePolicy, QWidget

from tournament.model import Wind
from ui.style import DANGER, GAIN, MUTED, SPACE, font
from ui.text import count, delta, points, tr
from ui.widgets.wind_badge import WindBadge


class SeatPanel(QFrame):
    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("card")
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        layout = QGridLayout(self)
        layout.setContentsMargins(3 * SPACE // 2, 3 * SPACE // 2, 3 * SPACE // 2,
                                  3 * SPACE // 2)
        layout.setHorizontalSpacing(3 * SPACE // 2)
        layout.setVerticalSpacing(SPACE // 2)
        self.badge = WindBadge(size=54)
        self.name_label = QLabel()
        self.name_label.setFont(font(1.25, bold=True))
        self.name_label.setTextInteractionFlags(Qt.TextInteractionFlag.NoTextInteraction)
        self.name_label.setMinimumWidth(40)
        self._name = ""
        self.score_label = QLabel()
        self.score_label.setFont(font(2.0, bold=True))
        self.score_label.setObjectName("score")
        self.detail_label = QLabel()
        self.detail_label.setObjectName("muted")
        # "1 chombo · 4th place, −62.8" does not fit a narrow card: it wraps, never cut.
        self.detail_label.setWordWrap(True)
        self.change_label = QLabel()
        self.change_label.setFont(font(1.05, bold=True))
        layout.addWidget(self.badge, 0, 0, 2, 1, Qt.AlignmentFlag.AlignTop)
        layout.addWidget(self.name_label, 0, 1)
        layout.addWidget(self.score_label, 1, 1)
        # The last change under the score, then dealer / chombos / final place.
        line = QHBoxLayout()
        line.setSpacing(SPACE)
        line.addWidget(self.change_label)
        line.addWidget(self.detail_label, 1)
        layout.addLayout(line, 2, 0, 1, 2)
        layout.setColumnStretch(1, 1)

    def set_seat(self, name: str, wind: Wind, score: int, *, dealer: bool = False,
                 last_change: int | None = None, chombos: int = 0, result: str = "") -> None:
        self.badge.set_wind(wind)
        self._name = name
        self._show_name()
        self.score_label.setText(points(score))
        self.score_label.setStyleSheet(f"color: {DANGER};" if score < 0 else "")
        if last_change:
            self.change_label.setText(delta(last_change))
            self.change_label.setStyleSheet(f"color: {GAIN if last_change > 0 else DANGER};")
            self.change_label.setToolTip(tr("Change in the last hand"))
        else:
            self.change_label.setText("")
        details = [tr("Dealer")] if dealer else []
        if chombos:
            details.append(count(chombos, tr("%n chombo"), tr("%n chombos")))
        if result:
            details.append(result)
        self.detail_label.setText("  \u00b7  ".join(details) or " ")
        self.detail_label.setStyleSheet(f"color: {MUTED};")
        self.setObjectName("dealerCard" if dealer else "card")
        self.style().unpolish(self)
        self.style().polish(self)
        self.setAccessibleName(f"{name}, {points(score)}")

    def resizeEvent(self, event) -> None:  # type: ignore[no-untyped-def]  # noqa: N802
        super().resizeEvent(event)
        self._show_name()

    def _show_name(self) -> None:
        # A long name on a narrow card ends in "…" (the full name is in the tooltip) rather
        # than being cut or pushing the card wider than the window.
        metrics = self.name_label.fontMetrics()
        width = max(self.name_label.width(), 40)
        self.name_label.setText(metrics.elidedText(self._name, Qt.TextElideMode.ElideRight,
                                                   width))
        self.name_label.setToolTip(self._name)

"""What OK will do, shown before it is pressed: every payment and each player's score after."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFrame, QGridLayout, QLabel, QSizePolicy, QVBoxLayout, QWidget

from tournament.model import HandResult
from ui.style import SPACE, font, set_tone
from ui.text import (
    delta,
    head_bump_line,
    isolate,
    next_hand_line,
    payment_line,
    points,
    rich_safe,
    tr,
)
from ui.widgets.labels import PlainLabel

NAME_WIDTH = 130  # a long name in the scores grid ends in "…" (the whole name in its tooltip)


class PaymentsPreview(QFrame):
    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("card")
        # The same width for every outcome: the form does not jump (the dialog sets it: less
        # in a narrow dialog).
        self.setFixedWidth(440)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Expanding)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(2 * SPACE, 2 * SPACE, 2 * SPACE, 2 * SPACE)
        layout.setSpacing(SPACE)
        title = QLabel(tr("What will be paid"))
        title.setObjectName("sectionTitle")
        layout.addWidget(title)
        self.status_label = PlainLabel()
        self.status_label.setWordWrap(True)
        self.status_label.setObjectName("muted")
        layout.addWidget(self.status_label)
        self.bump_label = PlainLabel()
        self.bump_label.setWordWrap(True)
        self.bump_label.setStyleSheet("font-weight: 600;")
        set_tone(self.bump_label, "danger")
        layout.addWidget(self.bump_label)
        self.lines_label = QLabel()
        self.lines_label.setWordWrap(True)
        self.lines_label.setTextFormat(Qt.TextFormat.PlainText)
        layout.addWidget(self.lines_label)
        self.scores = QGridLayout()
        self.scores.setHorizontalSpacing(3 * SPACE // 2)
        self.scores.setVerticalSpacing(SPACE // 2)
        layout.addLayout(self.scores)
        self.next_label = PlainLabel()
        self.next_label.setWordWrap(True)
        self.next_label.setFont(font(1.0, bold=True))
        layout.addWidget(self.next_label)
        layout.addStretch(1)
        self._cells: list[list[PlainLabel]] = []
        self._headers: list[QLabel] = []
        for column, text in enumerate((tr("Player"), tr("Now"), tr("Change"), tr("After"))):
            header = QLabel(text)
            self._headers.append(header)
            header.setObjectName("sectionTitle")
            if column:
                header.setAlignment(Qt.AlignmentFlag.AlignRight)
            self.scores.addWidget(header, 0, column)
        for row in range(4):
            cells: list[PlainLabel] = []
            for column in range(4):
                cell = PlainLabel()
                if column:
                    cell.setAlignment(Qt.AlignmentFlag.AlignRight)
                if column == 3:
                    cell.setFont(font(1.0, bold=True))  # the score after: set once, measured
                self.scores.addWidget(cell, row + 1, column)
                cells.append(cell)
            # The name takes what the numbers leave, ending in "…" (whole in its tooltip).
            cells[0].setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
            self._cells.append(cells)
        self.scores.setColumnStretch(0, 1)
        self._names: list[str] = []
        self.show_blocked(tr("The payments appear here once the hand is complete."))

    @staticmethod
    def _elided(label: QLabel, name: str) -> str:
        """The name cut to its column, isolated: a Hebrew or Arabic name starts at the
        column's left edge like the others (alone on its line it would be laid out right
        to left, against the right edge)."""
        width = min(NAME_WIDTH, label.width()) if label.width() > 10 else NAME_WIDTH
        return isolate(label.fontMetrics().elidedText(name, Qt.TextElideMode.ElideRight, width))

    def resizeEvent(self, event: Any) -> None:  # noqa: N802 - Qt override
        super().resizeEvent(event)
        for cells, name in zip(self._cells, self._names, strict=False):
            cells[0].setText(self._elided(cells[0], name))

    def lines(self) -> list[str]:
        """The payment lines shown (for tests and screen readers)."""
        text = self.lines_label.text()
        return text.split("\n") if text else []

    def show_blocked(self, message: str) -> None:
        self.status_label.setText(message)
        self.status_label.show()
        self.bump_label.hide()
        self.lines_label.setText("")
        self.lines_label.hide()
        self.next_label.setText("")
        for header in self._headers:
            header.hide()
        for cells in self._cells:
            for cell in cells:
                cell.setText("")

    def show_result(self, result: HandResult, players: Sequence[str]) -> None:
        self.status_label.hide()
        bump = head_bump_line(result, players)
        self.bump_label.setText(bump)
        self.bump_label.setVisible(bool(bump))
        lines = [payment_line(p, players) for p in result.payments]
        if not lines:
            lines = [tr("Nobody pays anything.")]
        sticks = result.after.sticks
        if not result.after.ended or sticks:
            lines.append(tr("Riichi sticks left on the table: %1").replace("%1", str(sticks)))
        self.lines_label.setText("\n".join(lines))
        self.lines_label.show()
        for header in self._headers:
            header.show()
        self._names = [players[seat] for seat in range(len(self._cells))]
        for seat, cells in enumerate(self._cells):
            change = result.deltas[seat]
            cells[0].setText(self._elided(cells[0], players[seat]))
            cells[0].setToolTip(rich_safe(players[seat]))
            cells[1].setText(points(result.before.scores[seat]))
            cells[2].setText(delta(change))
            set_tone(cells[2], "gain" if change > 0 else "danger" if change < 0 else "")
            cells[3].setText(points(result.after.scores[seat]))
        self.next_label.setText(next_hand_line(result))

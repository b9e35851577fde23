"""Labels that show people's text (names, clubs, reasons) as plain text, never as markup.

A QLabel guesses: text that looks like HTML is rendered as HTML, so a player called
"<b>markup</b>" would show in bold and "<img src=x>" would try to load an image.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QHBoxLayout, QLabel, QWidget

from ui.style import SPACE, font


class PlainLabel(QLabel):
    def __init__(self, text: str = "", parent: QWidget | None = None):
        super().__init__(parent)
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setText(text)


def page_heading(text: str) -> tuple[QHBoxLayout, QLabel]:
    """A screen's heading: its title, large and bold, and beside it a muted line the screen
    fills in (what it shows: the round, how many players...). Returns the row to add to the
    screen's layout (more buttons may follow on it) and that line."""
    row = QHBoxLayout()
    title = QLabel(text)
    title.setFont(font(1.6, bold=True))
    subtitle = QLabel()
    subtitle.setObjectName("muted")
    subtitle.setWordWrap(True)
    row.addWidget(title)
    row.addSpacing(2 * SPACE)
    row.addWidget(subtitle, 1, Qt.AlignmentFlag.AlignBottom)
    return row, subtitle

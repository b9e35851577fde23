"""Labels that show people's text (names, clubs, reasons) as plain text, never as markup.

A QLabel guesses: text that looks like HTML is rendered as HTML, so a player called
"<b>markup</b>" would show in bold and "<img src=x>" would try to load an image.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QWidget


class PlainLabel(QLabel):
    def __init__(self, text: str = "", parent: QWidget | None = None):
        super().__init__(parent)
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setText(text)

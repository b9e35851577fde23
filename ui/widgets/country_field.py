"""A country typed as people write it ("Germany", "Deutschland", "DE", "GER"), with what the
app will store shown beside it: the EMA's code and the country's name, or that it is not a
country the app knows (`tournament.players.countries.ema_code`)."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QLineEdit, QWidget

from tournament.players.countries import ema_code
from ui.screen import fit_placeholder
from ui.style import SPACE, set_tone
from ui.text import country_name, tr


class CountryField(QWidget):
    changed = Signal()

    def __init__(self, text: str = "", parent: QWidget | None = None):
        super().__init__(parent)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(SPACE)
        self.edit = QLineEdit(text)
        self.edit.setPlaceholderText(tr("e.g. Germany, DE or GER"))
        self.edit.setAccessibleName(tr("Country"))
        self.edit.setMinimumWidth(200)
        self.edit.setMaximumWidth(260)
        fit_placeholder(self.edit)
        self.resolved = QLabel()
        self.resolved.setTextFormat(Qt.TextFormat.PlainText)
        layout.addWidget(self.edit)
        layout.addWidget(self.resolved, 1)
        self.edit.textChanged.connect(self._update)
        self._update()

    def text(self) -> str:
        return self.edit.text().strip()

    def setText(self, text: str) -> None:  # noqa: N802 - like a QLineEdit
        self.edit.setText(text)

    def code(self) -> str | None:
        """The EMA code to store ("" for none); None when the text is no known country."""
        return ema_code(self.text())

    def _update(self) -> None:
        code = self.code()
        if code is None:
            self.resolved.setText(tr("not a country the app knows"))
            set_tone(self.resolved, "danger")
        elif code:
            self.resolved.setText(f"\u2192 {code} ({country_name(code)})")
            set_tone(self.resolved, "muted")
        else:
            self.resolved.setText("")
        self.changed.emit()

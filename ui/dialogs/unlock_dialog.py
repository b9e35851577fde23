"""Unlock an approved table to change it: the organiser password (if one was set) and why."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QVBoxLayout,
    QWidget,
)

from tournament.model import Issue
from ui.style import SPACE, font
from ui.text import tr
from ui.widgets.field_message import FieldMessage


class UnlockTableDialog(QDialog):
    def __init__(self, title: str, has_password: bool,
                 submit: Callable[[str, str], list[Issue]] | None = None,
                 parent: QWidget | None = None):
        super().__init__(parent)
        self._submit = submit
        self._busy = False
        self._done = False
        self.setWindowTitle(tr("Unlock table"))
        self.setMinimumWidth(560)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(3 * SPACE, 3 * SPACE, 3 * SPACE, 2 * SPACE)
        layout.setSpacing(SPACE)
        heading = QLabel(tr("Unlock %1?").replace("%1", title))
        heading.setFont(font(1.3, bold=True))
        layout.addWidget(heading)
        explain = QLabel(tr("This table was approved. Unlocking it lets you correct its hands; "
                            "the unlock and your reason are kept in the tournament's log."))
        explain.setObjectName("muted")
        explain.setWordWrap(True)
        layout.addWidget(explain)
        form = QFormLayout()
        self.password = QLineEdit()
        self.password.setEchoMode(QLineEdit.EchoMode.Password)
        self.reason = QLineEdit()
        self.reason.setPlaceholderText(tr("e.g. score sheet signed with a wrong total"))
        if has_password:
            form.addRow(tr("Organiser password"), self.password)
        else:
            self.password.hide()
        form.addRow(tr("Reason"), self.reason)
        layout.addLayout(form)
        self.message = FieldMessage()
        layout.addWidget(self.message)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                        | QDialogButtonBox.StandardButton.Cancel)
        self.ok_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok_button.setText(tr("Unlock"))
        self.buttons.button(QDialogButtonBox.StandardButton.Cancel).setText(tr("Cancel"))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        self.reason.textChanged.connect(self._refresh)
        self._refresh()

    def _refresh(self) -> None:
        empty = not self.reason.text().strip()
        self.message.show_messages([], [tr("Say why the table is changed")] if empty else [])
        self.ok_button.setEnabled(not empty and not self._busy and not self._done)

    def accept(self) -> None:
        if self._busy or self._done or not self.reason.text().strip():
            return
        self._busy = True
        try:
            issues = (self._submit(self.password.text(), self.reason.text().strip())
                      if self._submit else [])
        finally:
            self._busy = False
        if issues:
            self.message.show_messages([i.message[:1].upper() + i.message[1:] for i in issues])
            return
        self._done = True
        super().accept()

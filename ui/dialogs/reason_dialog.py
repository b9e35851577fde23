"""Ask why a hand is voided: the reason is kept in the log next to the voided entry."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QLineEdit, QVBoxLayout, QWidget

from tournament.model import Issue
from ui.style import SPACE, font
from ui.text import issue_text, tr
from ui.widgets.field_message import FieldMessage


class VoidHandDialog(QDialog):
    """"Void hand 3": shows the hand, asks for a reason, then calls `submit(reason)`."""

    def __init__(self, players: Sequence[str], index: int, summary: str,
                 submit: Callable[[str], list[Issue]] | None = None,
                 parent: QWidget | None = None):
        super().__init__(parent)
        self._players = list(players)
        self._submit = submit
        self._busy = False
        self._done = False
        self.setWindowTitle(tr("Void hand %1").replace("%1", str(index + 1)))
        self.setMinimumWidth(520)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(3 * SPACE, 3 * SPACE, 3 * SPACE, 2 * SPACE)
        layout.setSpacing(SPACE)
        title = QLabel(tr("Void hand %1?").replace("%1", str(index + 1)))
        title.setFont(font(1.3, bold=True))
        layout.addWidget(title)
        hand = QLabel(summary)
        hand.setWordWrap(True)
        layout.addWidget(hand)
        explain = QLabel(tr("The hand stays in the log, struck through, with your reason. "
                            "The hands after it are settled again."))
        explain.setObjectName("muted")
        explain.setWordWrap(True)
        layout.addWidget(explain)
        label = QLabel(tr("Reason"))
        label.setObjectName("sectionTitle")
        layout.addWidget(label)
        self.reason = QLineEdit()
        self.reason.setPlaceholderText(tr("e.g. entered on the wrong table"))
        label.setBuddy(self.reason)
        layout.addWidget(self.reason)
        self.message = FieldMessage()
        layout.addWidget(self.message)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                        | QDialogButtonBox.StandardButton.Cancel)
        self.ok_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok_button.setText(tr("Void hand"))
        self.buttons.button(QDialogButtonBox.StandardButton.Cancel).setText(tr("Cancel"))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        self.reason.textChanged.connect(self._refresh)
        self._refresh()

    def _refresh(self) -> None:
        empty = not self.reason.text().strip()
        self.message.show_messages([], [tr("Say why the hand is voided")] if empty else [])
        self.ok_button.setEnabled(not empty and not self._busy and not self._done)

    def accept(self) -> None:
        if self._busy or self._done or not self.reason.text().strip():
            return
        self._busy = True
        self.ok_button.setEnabled(False)
        try:
            issues = self._submit(self.reason.text().strip()) if self._submit else []
        finally:
            self._busy = False
        if issues:
            self.message.show_messages([issue_text(i, self._players) for i in issues])
            return
        self._done = True
        super().accept()

"""The small label right below a field that says what is wrong with it (or what is missing).

Plain text always: a message may quote a player's name. `reserve=True` keeps its line when
empty, for a message that comes and goes as the referee types ("Choose the winner"): the
fields below it do not jump under the pointer.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QSizePolicy, QWidget


class FieldMessage(QLabel):
    """Hidden while empty (its line kept with `reserve`). Errors are red; hints ("Choose the
    winner") are muted."""

    def __init__(self, parent: QWidget | None = None, reserve: bool = False):
        super().__init__(parent)
        self.setWordWrap(True)
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setObjectName("fieldError")
        policy = QSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)
        policy.setRetainSizeWhenHidden(reserve)
        self.setSizePolicy(policy)
        self.reserve = reserve
        self.hide()

    def show_messages(self, errors: list[str], hints: list[str] | None = None) -> None:
        lines = errors or hints or []
        role = "fieldError" if errors else "fieldHint"
        if self.objectName() != role:
            self.setObjectName(role)
            self.style().unpolish(self)
            self.style().polish(self)
        self.setText("\n".join(lines))
        self.setVisible(bool(lines))

    def clear_messages(self) -> None:
        self.show_messages([])

    def is_error(self) -> bool:
        return bool(self.text()) and self.objectName() == "fieldError"

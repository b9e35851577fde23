"""The small label right below a field that says what is wrong with it (or what is missing)."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel, QSizePolicy, QWidget


class FieldMessage(QLabel):
    """Hidden while empty. Errors are red; hints ("Choose the winner") are muted."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setWordWrap(True)
        self.setObjectName("fieldError")
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)
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

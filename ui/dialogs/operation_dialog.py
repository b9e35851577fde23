"""The shape of a dialog that submits one operation: OK checks what the dialog can check
itself, submits the change (an `Op` from its caller: the dialog never touches the database),
shows each problem that comes back next to the field it names (the others below the form),
and closes only once the change is made. While the change is on its way OK is disabled and
pressing it again does nothing, so a change is sent once however often OK is pressed; a dialog
closed meanwhile is left alone when the answer comes.

A dialog says what is particular to it through a few methods: `ready` (may OK be taken
now), `check` (what is wrong with what is typed, found without the database: shown, nothing
sent), `operation` (the `Op` for what is entered, or None when there is nothing to change),
`field_of` and `issue_line` (where a problem goes and how it reads), `refused` (what else
follows a refusal) and `succeeded` (what follows the change made, before the dialog
closes)."""

from __future__ import annotations

from collections.abc import Sequence

import shiboken6
from PySide6.QtWidgets import QDialog, QPushButton, QWidget

from tournament.model import Issue
from ui.issue_words import issue_text
from ui.operations import Op
from ui.widgets.field_message import FieldMessage


class OperationDialog(QDialog):
    """Base of a dialog whose OK submits one operation (see the module's docstring).

    A subclass sets `ok_button`, fills `messages` (field -> where its problems show), sets
    `general` (where a problem no field on screen names shows) if it has one, and `progress`
    (shown while the change is on its way: a file written on the thread pool) if it has one."""

    ok_button: QPushButton

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self._busy = False  # the operation is on its way
        self._done = False  # the change is made: the dialog is closing
        self.messages: dict[str, FieldMessage] = {}
        self.general: FieldMessage | None = None
        self.progress: QWidget | None = None

    # --- what a dialog says ---------------------------------------------------------------
    def ready(self) -> bool:
        """May OK be taken now (a dialog may ask a question here)? By default: OK is
        enabled."""
        return self.ok_button.isEnabled()

    def check(self) -> list[Issue]:
        """What is wrong with what is typed, found by the dialog itself: shown in place
        (`show_issues`) and nothing is sent. By default: nothing."""
        return []

    def operation(self) -> Op | None:
        """The change for what is entered, submitted; None: nothing to change (the dialog
        closes)."""
        raise NotImplementedError

    def field_of(self, issue: Issue) -> str:
        """The key in `messages` where `issue` is shown ("" or an unknown key: `general`)."""
        return issue.field

    def issue_line(self, issue: Issue) -> str:
        return issue_text(issue, [])

    def refused(self, issues: list[Issue]) -> None:
        """The change was refused: its problems in place, OK offered again."""
        self.show_issues(issues)
        self.ok_button.setEnabled(True)

    def succeeded(self, op: Op) -> None:
        """The change is made (`op.value`): what follows before the dialog closes."""

    # --- the sequence ---------------------------------------------------------------------
    @property
    def busy(self) -> bool:
        return self._busy or self._done

    def accept(self) -> None:
        if self._busy or self._done or not self.ready():
            return
        issues = self.check()
        if issues:
            self.show_issues(issues)
            return
        op = self.operation()
        if op is None:
            self._done = True
            super().accept()
            return
        self._busy = True
        self.ok_button.setEnabled(False)
        if self.progress is not None:
            self.progress.show()
        op.then(self._answered)

    def _answered(self, op: Op) -> None:
        if not shiboken6.isValid(self):
            return  # closed while the change was on its way
        self._busy = False
        if self.progress is not None:
            self.progress.hide()
        if op.issues:
            self.refused(list(op.issues))
            return
        self._done = True
        self.succeeded(op)
        super().accept()

    def show_issues(self, issues: Sequence[Issue]) -> None:
        """Each problem next to its field, the others in `general`; a field without one is
        cleared."""
        by_field: dict[str, list[str]] = {}
        general: list[str] = []
        for issue in issues:
            key = self.field_of(issue)
            if key in self.messages:
                by_field.setdefault(key, []).append(self.issue_line(issue))
            else:
                general.append(self.issue_line(issue))
        for key, message in self.messages.items():
            message.show_messages(by_field.get(key, []))
        if self.general is not None:
            self.general.show_messages(general)

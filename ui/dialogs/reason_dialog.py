"""Dialogs that change the record only with a reason, which is kept in the log.

`ReasonDialog` is the shared shape: a heading, what will happen, a reason that must not be
empty, the refusal messages in place, and one submission however often OK is pressed.
`VoidHandDialog` voids a hand; `ui.dialogs.unlock_dialog.UnlockTableDialog` unlocks a table.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtWidgets import (
    QDialogButtonBox,
    QLabel,
    QLineEdit,
    QVBoxLayout,
    QWidget,
)

from tournament.model import Issue
from ui.dialogs.operation_dialog import OperationDialog
from ui.issue_words import issue_text
from ui.operations import Op, keep_sending
from ui.style import SPACE, font
from ui.text import tr
from ui.widgets.field_message import FieldMessage
from ui.widgets.labels import PlainLabel


class ReasonDialog(OperationDialog):
    """Base: subclasses add the reason field (and any other) in `_build_fields`, and say how
    to submit in `_send`."""

    general: FieldMessage  # always there

    def __init__(self, window_title: str, heading: str, explain: str, ok_text: str,
                 hint: str, parent: QWidget | None = None, detail: str = "",
                 width: int = 520):
        super().__init__(parent)
        self._hint = hint
        self.setWindowTitle(window_title)
        self.setMinimumWidth(width)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(3 * SPACE, 3 * SPACE, 3 * SPACE, 2 * SPACE)
        layout.setSpacing(SPACE)
        title = QLabel(heading)
        title.setFont(font(1.3, bold=True))
        layout.addWidget(title)
        if detail:
            detail_label = PlainLabel(detail)
            detail_label.setWordWrap(True)
            layout.addWidget(detail_label)
        explain_label = QLabel(explain)
        explain_label.setObjectName("muted")
        explain_label.setWordWrap(True)
        layout.addWidget(explain_label)
        self.reason = QLineEdit()
        self._build_fields(layout)
        self.message = FieldMessage(reserve=True)
        self.general = self.message  # every refusal is said under the reason
        layout.addWidget(self.message)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                        | QDialogButtonBox.StandardButton.Cancel)
        self.ok_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok_button.setText(ok_text)
        self.buttons.button(QDialogButtonBox.StandardButton.Cancel).setText(tr("Cancel"))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        self.reason.textChanged.connect(self._refresh)
        self._refresh()

    def _build_fields(self, layout: QVBoxLayout) -> None:
        raise NotImplementedError

    def _send(self, reason: str) -> Op:
        raise NotImplementedError

    def _issue_line(self, issue: Issue) -> str:
        return issue.message[:1].upper() + issue.message[1:]

    def _refresh(self) -> None:
        empty = not self.reason.text().strip()
        self.message.show_messages([], [self._hint] if empty else [])
        self.ok_button.setEnabled(not empty and not self.busy)

    # --- submitting (ui.dialogs.operation_dialog) ---------------------------------------
    def ready(self) -> bool:
        return bool(self.reason.text().strip())

    def operation(self) -> Op:
        op = self._send(self.reason.text().strip())
        return keep_sending(self, op, lambda issue: self.message.show_messages(
            [self._issue_line(issue)]))

    def issue_line(self, issue: Issue) -> str:
        return self._issue_line(issue)


class VoidHandDialog(ReasonDialog):
    """"Void hand 3": shows the hand, asks for a reason, then calls `submit(reason)`."""

    def __init__(self, players: Sequence[str], index: int, summary: str,
                 submit: Callable[[str], Op] | None = None,
                 parent: QWidget | None = None):
        self._players = list(players)
        self._submit = submit
        number = str(index + 1)
        super().__init__(
            tr("Void hand %1").replace("%1", number),
            tr("Void hand %1?").replace("%1", number),
            tr("The hand stays in the log, struck through, with your reason. "
               "The hands after it are settled again."),
            tr("Void hand"), tr("Say why the hand is voided"), parent, detail=summary)

    def _build_fields(self, layout: QVBoxLayout) -> None:
        label = QLabel(tr("Reason"))
        label.setObjectName("sectionTitle")
        layout.addWidget(label)
        self.reason.setPlaceholderText(tr("e.g. entered on the wrong table"))
        label.setBuddy(self.reason)
        layout.addWidget(self.reason)

    def _send(self, reason: str) -> Op:
        return self._submit(reason) if self._submit else Op.done()

    def _issue_line(self, issue: Issue) -> str:
        return issue_text(issue, self._players)

"""Unlock an approved table to change it, or take back a round's approval made by mistake:
the organiser password (if one was set) and why."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import QFormLayout, QLineEdit, QVBoxLayout, QWidget

from tournament.model import Issue
from ui.dialogs.reason_dialog import ReasonDialog
from ui.issue_words import issue_text
from ui.operations import Op
from ui.text import tr


class UnlockTableDialog(ReasonDialog):
    def __init__(self, title: str, has_password: bool,
                 submit: Callable[[str, str], Op] | None = None,
                 parent: QWidget | None = None):
        self._submit = submit
        self._has_password = has_password
        super().__init__(
            tr("Unlock table"), tr("Unlock %1?").replace("%1", title),
            tr("This table was approved. Unlocking it lets you correct its hands; "
               "the unlock and your reason are kept in the tournament's log."),
            tr("Unlock"), tr("Say why the table is changed"), parent, width=560)

    def _build_fields(self, layout: QVBoxLayout) -> None:
        form = QFormLayout()
        self.password = QLineEdit()
        self.password.setEchoMode(QLineEdit.EchoMode.Password)
        self.reason.setPlaceholderText(tr("e.g. score sheet signed with a wrong total"))
        if self._has_password:
            form.addRow(tr("Organiser password"), self.password)
        else:
            self.password.hide()
        form.addRow(tr("Reason"), self.reason)
        layout.addLayout(form)

    def _send(self, reason: str) -> Op:
        return self._submit(self.password.text(), reason) if self._submit else Op.done()

    def _issue_line(self, issue: Issue) -> str:
        return issue_text(issue, ())  # in the desk's language ("wrong organiser password")


class UnlockRoundDialog(UnlockTableDialog):
    """Take back a round's approval: one password for every table of the round."""

    def __init__(self, round: int, tables: int, has_password: bool,
                 submit: Callable[[str, str], Op] | None = None,
                 parent: QWidget | None = None):
        self._submit = submit
        self._has_password = has_password
        ReasonDialog.__init__(
            self, tr("Unlock the round"),
            tr("Unlock round %1?").replace("%1", str(round)),
            tr("Round %1 is then no longer approved and its %2 tables are unlocked, to be "
               "corrected and approved again. The backup written at the approval stays; the "
               "unlock and your reason are kept in the tournament's log.")
            .replace("%1", str(round)).replace("%2", str(tables)),
            tr("Unlock the round"), tr("Say why the round's approval is taken back"), parent,
            width=560)
        self.reason.setPlaceholderText(tr("e.g. approved before the last slip was checked"))

"""Announcements: the organiser writes a message to the players ("Round 3 starts at 14:00"),
shown on the projector and on the live page, newest first; the dialog lists them all.

The text is plain text (line breaks kept). What is refused and why (empty, too long, a control
character) is the core's decision (`Tournament.announcements.announce`); the refusal is shown
under the field in the desk's language (`ui.issue_words`). Not modal: the desk goes on meanwhile.
"""

from __future__ import annotations

import shiboken6
from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPlainTextEdit,
    QPushButton,
    QWidget,
)

from tournament.issue_codes import IssueCode
from tournament.model import Issue
from tournament.organisation import MAX_ANNOUNCEMENT, Announcement, clean_announcement
from tournament.service import Changes
from tournament.words.free_text import text_problem_params
from ui.issue_words import issue_text
from ui.operations import Op
from ui.operations.announcements import announce
from ui.screen import scrolled_body
from ui.session import Session
from ui.style import SPACE, font
from ui.text import number, time_text, tr
from ui.widgets.field_message import FieldMessage


def announcement_line(made: Announcement) -> str:
    """"14:02  Round 3 starts at 14:30" (who announced it in the tooltip)."""
    return f"{time_text(made.at)}  {made.text}"


def refusal_text(issue: Issue, text: str) -> str:
    """A refusal of `announce` in the desk's words. The core's check of the announcement says
    what is wrong in English only; its params (the character, the length) are taken from the
    core's own text rule, which made that decision."""
    if issue.code == IssueCode.EMPTY_ANNOUNCEMENT:
        return tr("Write the announcement first")
    if issue.code == IssueCode.BAD_TEXT and issue.field == "text" and not issue.params:
        params = text_problem_params(clean_announcement(text).replace("\n", " "),
                                     MAX_ANNOUNCEMENT)
        issue = Issue(issue.code, issue.hand, issue.field, issue.message,
                      {**params, "field": tr("announcement")})
    return issue_text(issue, [])


class AnnouncementsDialog(QDialog):
    def __init__(self, session: Session, parent: QWidget | None = None):
        super().__init__(parent)
        self.session = session
        self.op: Op | None = None
        self.setWindowTitle(tr("Announcements"))
        self.setMinimumSize(560, 520)
        layout, outer = scrolled_body(self)  # scrolls on a short screen (150 %)
        layout.setSpacing(SPACE)
        title = QLabel(tr("Announcements"))
        title.setFont(font(1.3, bold=True))
        layout.addWidget(title)
        explain = QLabel(tr("A message to the players, shown on the projector and on the live "
                            "page, newest first. Plain text; line breaks are kept. An "
                            "announcement cannot be changed or taken back once made."))
        explain.setObjectName("muted")
        explain.setWordWrap(True)
        layout.addWidget(explain)
        self.text = QPlainTextEdit()
        self.text.setAccessibleName(tr("The announcement"))
        self.text.setPlaceholderText(tr("e.g. Round 3 starts at 14:30"))
        self.text.setTabChangesFocus(True)
        self.text.setFixedHeight(4 * self.text.fontMetrics().lineSpacing() + 3 * SPACE)
        layout.addWidget(self.text)
        row = QHBoxLayout()
        self.message = FieldMessage()
        row.addWidget(self.message, 1)
        self.length = QLabel()
        self.length.setObjectName("muted")
        self.length.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignTop)
        row.addWidget(self.length, 0, Qt.AlignmentFlag.AlignTop)
        layout.addLayout(row)
        self.announce_button = QPushButton(tr("Announce"))
        self.announce_button.clicked.connect(self.submit)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.announce_button)
        layout.addLayout(buttons)
        made = QLabel(tr("Made so far (newest first)"))
        made.setFont(font(1.0, bold=True))
        layout.addWidget(made)
        self.list = QListWidget()
        self.list.setWordWrap(True)
        self.list.setSpacing(SPACE // 2)
        self.list.setAlternatingRowColors(True)
        self.list.setObjectName("announcements")
        self.list.setAccessibleName(tr("Made so far (newest first)"))
        layout.addWidget(self.list, 1)
        self.empty = QLabel(tr("No announcement yet."))
        self.empty.setObjectName("muted")
        layout.addWidget(self.empty)
        close = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        close.button(QDialogButtonBox.StandardButton.Close).setText(tr("Close"))
        close.rejected.connect(self.reject)
        outer.addWidget(close)
        self.text.textChanged.connect(self._typed)
        session.changed.connect(self._changed)
        self._typed()
        self.refresh()

    # --- the list -----------------------------------------------------------------------
    def refresh(self) -> None:
        self.session.read(lambda t: t.announcements.all(), self._show)

    def _changed(self, changes: Changes, _initiator: object = None) -> None:
        if changes.announcements:
            self.refresh()

    def _show(self, announcements: tuple[Announcement, ...]) -> None:
        self.list.clear()
        for made in announcements:
            item = QListWidgetItem(announcement_line(made))
            if made.who:
                item.setToolTip(tr("By %1").replace("%1", made.who))
            self.list.addItem(item)
        self.list.setVisible(bool(announcements))
        self.empty.setVisible(not announcements)

    def shown(self) -> list[str]:
        """The lines of the list, newest first (tests)."""
        return [self.list.item(i).text() for i in range(self.list.count())]

    # --- writing ------------------------------------------------------------------------
    def _typed(self) -> None:
        text = self.text.toPlainText()
        self.message.clear_messages()
        length = len(clean_announcement(text))
        self.length.setText(f"{number(length)} / {number(MAX_ANNOUNCEMENT)}")
        self.length.setObjectName("fieldError" if length > MAX_ANNOUNCEMENT else "muted")
        self.length.style().unpolish(self.length)
        self.length.style().polish(self.length)
        self.announce_button.setEnabled(self.op is None and bool(text.strip()))

    def submit(self) -> Op | None:
        """Make the announcement written in the field (once, however often it is pressed)."""
        if self.op is not None:
            return None
        text = self.text.toPlainText()
        self.op = op = announce(self.session, text, initiator=self)
        self.announce_button.setEnabled(False)

        def finished(done: Op) -> None:
            if not shiboken6.isValid(self):  # closed meanwhile (the tournament closed)
                return
            self.op = None
            if done.issues:
                self.message.show_messages([refusal_text(i, text) for i in done.issues])
                self.announce_button.setEnabled(True)
                return
            self.text.clear()

        op.then(finished)
        return op

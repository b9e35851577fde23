"""Export a file from the open tournament: the standings (CSV, XLSX, a web page), the EMA
results file, the whole tournament (JSON), or a printed document as a PDF.

The dialog shows where the file goes, and right below the path why it cannot be written
(the tournament's own file, a folder...). The EMA file first shows what the EMA needs and is
missing (problems: it is not written) and what it should know (warnings: written anyway),
with a way to the tournament's EMA details; what concerns one player (no country, a name to
check) is a list whose entry opens that player's details here, and the list follows the fix.
The work runs off the GUI thread (read on the database worker, written on the thread pool)
with a progress bar; the dialog closes when the file is complete (`OperationDialog`: OK
submits once, a refusal shows below the form).
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

import shiboken6
from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QDialogButtonBox,
    QFormLayout,
    QFrame,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QProgressBar,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from tournament.export.documents import Document
from tournament.model import Issue
from tournament.paths import slug
from tournament.service import Changes, EmaReadiness
from ui import icons
from ui.dialogs.operation_dialog import OperationDialog
from ui.dialogs.player_dialog import PlayerDialog
from ui.export_words import words
from ui.issue_words import issue_text
from ui.operations import Op, read
from ui.operations import documents as doc_ops
from ui.operations.documents import ExportFormat
from ui.printing.render import PageSize
from ui.printing.words import localize
from ui.session import Session
from ui.style import SPACE, colour, font
from ui.text import tr
from ui.widgets.field_message import FieldMessage
from ui.widgets.output_path import OutputPathField

if TYPE_CHECKING:
    # Names only: the service's facade is built on the storage layer, which the desk loads
    # when a tournament is opened, not when this module is imported.
    from tournament.service import Tournament

def _player_of(issue: Issue) -> str:
    """The player a readiness problem is about ("players.<name>.<field>"), or ""."""
    field = issue.field or ""
    if not field.startswith("players.") or field.count(".") < 2:
        return ""
    return field[len("players."):field.rindex(".")]


def suggested_path(tournament: Path, part: str, suffix: str) -> Path:
    """Beside the tournament file: "<file>-<part><suffix>"."""
    return tournament.parent / f"{tournament.stem}-{part}{suffix}"


class ExportDialog(OperationDialog):
    """`fmt` None with a `document`: save that printed document as a PDF."""

    written = Signal(object)  # the path, once the file is complete
    settings_requested = Signal()  # "EMA details…": the window opens the settings

    def __init__(self, session: Session, fmt: ExportFormat | str | None = None,
                 document: Document | None = None, size: PageSize = PageSize.A4,
                 parent: QWidget | None = None):
        super().__init__(parent)
        self.session = session
        self.fmt = ExportFormat(fmt) if fmt is not None else None
        self.document = document
        self.page_size = size
        self.readiness: EmaReadiness | None = None
        self._out: Path | None = None  # where the file on its way is written
        assert self.fmt is not None or document is not None
        self.setMinimumWidth(680)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(3 * SPACE, 3 * SPACE, 3 * SPACE, 2 * SPACE)
        layout.setSpacing(SPACE)
        if self.fmt is not None:
            said = words(self.fmt)
            title_text, explain_text = tr(said.title), tr(said.explain)
            # The file named in the desk's language ("demo-classement.csv").
            part, suffix = slug(tr(said.part)), self.fmt.suffix
            file_filter = tr(said.filter)
        else:
            assert document is not None
            title_text = tr("Save as PDF")
            # The document's title in the desk's language, and the file named after it.
            explain_text = localize(document).heading.title
            part, suffix = slug(explain_text), ".pdf"
            file_filter = tr("PDF files (*.pdf)")
        self.setWindowTitle(title_text)
        title = QLabel(title_text)
        title.setFont(font(1.3, bold=True))
        layout.addWidget(title)
        explain = QLabel(explain_text)
        explain.setTextFormat(Qt.TextFormat.PlainText)
        explain.setObjectName("muted")
        explain.setWordWrap(True)
        layout.addWidget(explain)

        form = QFormLayout()
        form.setVerticalSpacing(SPACE)
        self.round_box = QComboBox()
        self.round_box.setMinimumContentsLength(14)
        self.round_box.activated.connect(lambda _i: self._round_changed())
        if self.fmt is not None and self.fmt.uses_round:
            form.addRow(tr("Round"), self.round_box)
        else:
            self.round_box.hide()
        self.path = OutputPathField(session.path, suggested_path(session.path, part, suffix),
                                    title_text, file_filter)
        self.path.changed.connect(self._update_button)
        form.addRow(tr("File"), self.path)
        layout.addLayout(form)

        self.ema_panel = QFrame()
        self.ema_panel.setObjectName("card")
        panel = QVBoxLayout(self.ema_panel)
        panel.setContentsMargins(2 * SPACE, SPACE, 2 * SPACE, SPACE)
        panel.setSpacing(SPACE // 2)
        heading = QLabel(tr("What the EMA file needs"))
        heading.setObjectName("sectionTitle")
        panel.addWidget(heading)
        self.problems = FieldMessage()
        self.warnings = FieldMessage()
        self.ready_label = QLabel()
        self.ready_label.setObjectName("muted")
        self.ready_label.setWordWrap(True)
        for label in (self.problems, self.warnings, self.ready_label):
            label.setTextFormat(Qt.TextFormat.PlainText)
            panel.addWidget(label)
        # What one player lacks: an entry per problem, opening the player's details.
        self.fixes_label = QLabel(tr("Click a player to correct their details:"))
        self.fixes_label.setObjectName("muted")
        self.fixes = QListWidget()
        self.fixes.setObjectName("emaFixes")
        self.fixes.setMaximumHeight(160)
        self.fixes.itemActivated.connect(self._fix_chosen)
        self.fixes.itemClicked.connect(self._fix_chosen)
        self.player_dialog: PlayerDialog | None = None
        # Above the sentence that says whether the file can be written.
        panel.insertWidget(panel.indexOf(self.ready_label), self.fixes)
        panel.insertWidget(panel.indexOf(self.fixes), self.fixes_label)
        self.fixes_label.hide()
        self.fixes.hide()
        self.settings_button = QPushButton(icons.icon("settings"),
                                           tr("Tournament and EMA details\u2026"))
        self.settings_button.setAutoDefault(False)
        self.settings_button.clicked.connect(self.settings_requested)
        panel.addWidget(self.settings_button, 0, Qt.AlignmentFlag.AlignLeft)
        layout.addWidget(self.ema_panel)
        self.ema_panel.setVisible(self.fmt is ExportFormat.EMA)

        self.progress = QProgressBar()
        self.progress.setRange(0, 0)
        self.progress.setFormat(tr("Writing\u2026"))
        self.progress.hide()
        layout.addWidget(self.progress)
        self.message = FieldMessage()
        self.message.setObjectName("generalError")
        self.general = self.message  # a refusal is said below the form
        layout.addWidget(self.message)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                        | QDialogButtonBox.StandardButton.Cancel)
        self.ok_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok_button.setText(tr("Save PDF") if self.fmt is None else tr("Export"))
        self.buttons.button(QDialogButtonBox.StandardButton.Cancel).setText(tr("Cancel"))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        session.changed.connect(self._session_changed)
        self._update_button()
        if self.fmt is not None and self.fmt.uses_round:
            self._read_rounds()

    # --- rounds and readiness -----------------------------------------------------------
    def chosen_round(self) -> int | None:
        if self.fmt is None or not self.fmt.uses_round:
            return None
        return self.round_box.currentData()

    def _read_rounds(self) -> None:
        ema = self.fmt is ExportFormat.EMA

        def rounds(t: Tournament) -> tuple[list[int], int | None]:
            seated = [r.number for r in t.rounds.all()]
            return seated, (t.ema.round() if ema else None)

        read(self.session, "rounds", rounds).then(self._got_rounds)

    def _got_rounds(self, op: Op) -> None:
        if not shiboken6.isValid(self) or op.issues:
            return
        seated, default = op.value
        self.round_box.clear()
        self.round_box.addItem(tr("the last round played"), None)
        for number in seated:
            self.round_box.addItem(tr("after round %1").replace("%1", str(number)), number)
        if default is not None:
            self.round_box.setCurrentIndex(max(0, self.round_box.findData(default)))
        self._round_changed()

    def _round_changed(self) -> None:
        if self.fmt is ExportFormat.EMA:
            doc_ops.ema_readiness(self.session, self.chosen_round()).then(self._got_readiness)

    def _session_changed(self, changes: Changes, _initiator: object = None) -> None:
        if self.fmt is ExportFormat.EMA and (changes.settings or changes.players
                                             or changes.standings):
            self._round_changed()

    def _got_readiness(self, op: Op) -> None:
        if not shiboken6.isValid(self):
            return
        if op.issues:
            self.readiness = EmaReadiness(None, op.issues, ())
        else:
            self.readiness = op.value
        ready = self.readiness
        assert ready is not None
        mine = [i for i in ready.problems if not _player_of(i)]
        self.problems.show_messages([issue_text(i, []) for i in mine])
        self.warnings.show_messages([], [issue_text(i, []) for i in ready.warnings
                                         if not _player_of(i)])
        self.fixes.clear()
        for issue, problem in ([(i, True) for i in ready.problems]
                               + [(i, False) for i in ready.warnings]):
            name = _player_of(issue)
            if not name:
                continue
            item = QListWidgetItem(icons.icon("edit"), issue_text(issue, []))
            item.setData(Qt.ItemDataRole.UserRole, name)
            item.setData(Qt.ItemDataRole.UserRole + 1, issue.field.rsplit(".", 1)[-1])
            item.setToolTip(tr("Open the details of %1").replace("%1", name))
            if problem:
                item.setForeground(colour("danger"))
            self.fixes.addItem(item)
        self.fixes.setVisible(self.fixes.count() > 0)
        self.fixes_label.setVisible(self.fixes.count() > 0)
        if ready.ok:
            self.ready_label.setText(tr("Nothing is missing: the file can be sent to the "
                                        "EMA.") if not ready.warnings else
                                     tr("The file can be written; read the warnings above "
                                        "before sending it."))
        else:
            self.ready_label.setText(tr("The file is written once every problem in red is "
                                        "solved."))
        self._update_button()

    def _fix_chosen(self, item: QListWidgetItem) -> None:
        """Open the player's details over this dialog; once saved, the readiness is read
        again (the session says the players changed) and the list follows."""
        if self.player_dialog is not None:
            return
        name, field = item.data(Qt.ItemDataRole.UserRole), item.data(Qt.ItemDataRole.UserRole + 1)
        read(self.session, "player", lambda t: t.players.get(name)).then(
            lambda op: self._edit_player(op, field))

    def _edit_player(self, op: Op, field: str) -> None:
        from ui.operations import players as player_ops

        if not shiboken6.isValid(self) or op.issues or self.player_dialog is not None:
            return
        player = op.value
        session = self.session

        def submit(values: dict[str, Any]) -> Op:
            return player_ops.update_player(session, player.id, self, **values)

        dialog = PlayerDialog(player, submit, self)
        self.player_dialog = dialog

        def finished(_code: int) -> None:
            self.player_dialog = None
            dialog.deleteLater()

        dialog.finished.connect(finished)
        dialog.open()
        target = getattr(dialog, field, None)
        target = getattr(target, "edit", target)  # the country's own line
        if isinstance(target, QWidget):
            target.setFocus()

    # --- writing ------------------------------------------------------------------------
    def _update_button(self) -> None:
        blocked = self.fmt is ExportFormat.EMA and (self.readiness is None
                                                    or not self.readiness.ok)
        self.ok_button.setEnabled(self.path.problem() is None and not blocked
                                  and not self.busy)

    # --- submitting (ui.dialogs.operation_dialog) ---------------------------------------
    def operation(self) -> Op:
        self.message.clear_messages()
        out = self._out = self.path.path()
        if self.fmt is None:
            assert self.document is not None
            return doc_ops.save_pdf(self.session, self.document, out, self.page_size)
        return doc_ops.export(self.session, self.fmt, out, self.chosen_round())

    def refused(self, issues: list[Issue]) -> None:
        self.show_issues(issues)
        self._update_button()

    def succeeded(self, op: Op) -> None:
        self.written.emit(self._out)

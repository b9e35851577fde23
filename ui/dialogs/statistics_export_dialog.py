"""Export the statistics: every player's figures as CSV (one row each, rates as fractions),
or the whole statistics as JSON (the `python -m tournament stats --json` document: players and
tournament): the statistics formats of `tournament.export.formats`, worded by
`ui.export_words` as every export is. Where the file goes is checked as it is typed
(`OutputPathField`); the file is read on the database worker and written on the thread pool;
OK submits it once and the dialog closes when the file is complete (`OperationDialog`).
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

import shiboken6
from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QProgressBar,
    QVBoxLayout,
    QWidget,
)

from tournament.export.formats import STATISTICS_FORMATS, ExportFormat
from tournament.model import Issue
from tournament.paths import slug
from ui.dialogs.operation_dialog import OperationDialog
from ui.export_words import words
from ui.operations import Op, read
from ui.operations.awards import export_statistics
from ui.session import Session
from ui.style import SPACE, font
from ui.text import tr
from ui.widgets.field_message import FieldMessage
from ui.widgets.output_path import OutputPathField

if TYPE_CHECKING:
    # Names only: the service's facade is built on the storage layer, which the desk loads
    # when a tournament is opened, not when this module is imported.
    from tournament.service import Tournament

class StatisticsExportDialog(OperationDialog):
    written = Signal(object)  # the path, once the file is complete

    def __init__(self, session: Session, fmt: ExportFormat | str,
                 parent: QWidget | None = None):
        self.fmt = ExportFormat(fmt)
        if self.fmt not in STATISTICS_FORMATS:
            raise ValueError(f"{self.fmt.value} is not a statistics format")
        super().__init__(parent)
        self.session = session
        said, spec = words(self.fmt), self.fmt.spec
        self._out: Path | None = None  # where the file on its way is written
        self.setMinimumWidth(680)
        title_text = tr(said.title)
        self.setWindowTitle(title_text)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(3 * SPACE, 3 * SPACE, 3 * SPACE, 2 * SPACE)
        layout.setSpacing(SPACE)
        title = QLabel(title_text)
        title.setFont(font(1.3, bold=True))
        layout.addWidget(title)
        explain = QLabel(tr(said.explain))
        explain.setTextFormat(Qt.TextFormat.PlainText)
        explain.setObjectName("muted")
        explain.setWordWrap(True)
        layout.addWidget(explain)
        form = QFormLayout()
        self.round_box = QComboBox()
        self.round_box.setMinimumContentsLength(14)
        self.round_box.addItem(tr("every round"), None)
        form.addRow(tr("Round"), self.round_box)
        path = session.path
        part = slug(tr(said.part))  # the file named in the desk's language
        self.path = OutputPathField(path, path.parent / f"{path.stem}-{part}{spec.suffix}",
                                    title_text, tr(said.filter))
        self.path.changed.connect(self._update_button)
        form.addRow(tr("File"), self.path)
        layout.addLayout(form)
        self.progress = QProgressBar()
        self.progress.setRange(0, 0)
        self.progress.hide()
        layout.addWidget(self.progress)
        self.message = FieldMessage()
        self.general = self.message  # a refusal is said below the form
        layout.addWidget(self.message)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                        | QDialogButtonBox.StandardButton.Cancel)
        self.ok_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok_button.setText(tr("Export"))
        self.buttons.button(QDialogButtonBox.StandardButton.Cancel).setText(tr("Cancel"))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        self._update_button()

        def rounds(t: Tournament) -> list[int]:
            return [r.number for r in t.rounds.all()]

        read(session, "rounds", rounds).then(self._got_rounds)

    def _got_rounds(self, op: Op) -> None:
        if not shiboken6.isValid(self) or op.issues:
            return
        for number in op.value:
            self.round_box.addItem(tr("rounds 1 to %1").replace("%1", str(number)), number)

    def _update_button(self) -> None:
        self.ok_button.setEnabled(self.path.problem() is None and not self.busy)

    # --- submitting (ui.dialogs.operation_dialog) ---------------------------------------
    def operation(self) -> Op:
        self.message.clear_messages()
        out = self._out = self.path.path()
        return export_statistics(self.session, self.fmt, out, self.round_box.currentData())

    def refused(self, issues: list[Issue]) -> None:
        self.show_issues(issues)
        self._update_button()

    def succeeded(self, op: Op) -> None:
        self.written.emit(self._out)

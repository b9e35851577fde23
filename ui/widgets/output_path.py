"""Where an export or a PDF goes: the path, a button that opens the file dialog, and, right
below, why that path cannot be written (the tournament's own file, a folder, a device...).

The check is the core's (`tournament.service.outputs.check_output_path`), made as the path changes,
so the message is there before the button is pressed.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QHBoxLayout, QLineEdit, QPushButton, QVBoxLayout, QWidget

from tournament.issue_codes import IssueCode
from tournament.model import Issue
from tournament.service.outputs import check_output_path
from ui import files, icons
from ui.issue_words import issue_text
from ui.style import SPACE
from ui.text import tr
from ui.widgets.field_message import FieldMessage


class OutputPathField(QWidget):
    changed = Signal()

    def __init__(self, tournament: Path | None, suggested: Path, title: str,
                 file_filter: str, parent: QWidget | None = None):
        super().__init__(parent)
        self._tournament = tournament
        self._title = title
        self._filter = file_filter
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(SPACE // 2)
        row = QHBoxLayout()
        row.setSpacing(SPACE)
        self.edit = QLineEdit(str(suggested))
        self.edit.setAccessibleName(tr("File"))
        self.browse = QPushButton(icons.icon("open"), tr("Choose\u2026"))
        self.browse.setAutoDefault(False)
        self.browse.clicked.connect(self._browse)
        row.addWidget(self.edit, 1)
        row.addWidget(self.browse)
        layout.addLayout(row)
        self.message = FieldMessage(reserve=True)
        layout.addWidget(self.message)
        self.edit.textChanged.connect(self._check)
        self._check()

    def path(self) -> Path:
        return Path(self.edit.text().strip()).expanduser()

    def set_path(self, path: Path) -> None:
        self.edit.setText(str(path))

    def problem(self) -> Issue | None:
        if not self.edit.text().strip():
            return Issue(IssueCode.OUTPUT_MISSING, None, "out", "choose a file")
        found = check_output_path(self._tournament, self.path())
        return found[0] if found else None

    def _check(self) -> None:
        found = self.problem()
        if found is None:
            self.message.clear_messages()
        elif found.code == IssueCode.OUTPUT_MISSING:
            self.message.show_messages([], [tr("Choose where to write the file")])
        else:
            self.message.show_messages([issue_text(found, [])])
        self.changed.emit()

    def _browse(self) -> None:
        path = files.choose_output_file(self, self._title, self.path(), self._filter)
        if path is not None:
            self.set_path(path)

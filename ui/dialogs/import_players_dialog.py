"""Import players from a CSV or XLSX file: a preview of every line, and what is wrong with each.

Nothing is imported while a problem remains: OK stays disabled and says why. The dialog reads
the file with the core's reader (no database); the caller imports `preview()` through the
service, which checks it again.
"""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path

from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from tournament.players_io import Player, PlayerImport, read_players_file
from ui import icons
from ui.dialogs import files
from ui.models.import_preview_model import (
    ImportPreviewTableModel,
    import_rows,
    preview_columns,
)
from ui.style import SPACE, font
from ui.text import count, tr


class ImportPlayersDialog(QDialog):
    def __init__(self, path: Path | None = None, existing: Iterable[Player] = (),
                 parent: QWidget | None = None):
        super().__init__(parent)
        self._existing = list(existing)
        self._preview: PlayerImport | None = None
        self.path: Path | None = None
        self.setWindowTitle(tr("Import players"))
        self.setMinimumSize(880, 560)
        self.resize(1040, 620)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(3 * SPACE, 3 * SPACE, 3 * SPACE, 2 * SPACE)
        layout.setSpacing(SPACE)
        title = QLabel(tr("Import players from a file"))
        title.setFont(font(1.3, bold=True))
        layout.addWidget(title)
        explain = QLabel(tr("A CSV or XLSX file with a header row: name (required), "
                            "ema_number, club, country, team, status."))
        explain.setObjectName("muted")
        explain.setWordWrap(True)
        layout.addWidget(explain)
        row = QHBoxLayout()
        self.file_label = QLabel(tr("No file chosen"))
        self.file_label.setWordWrap(True)
        self.choose_button = QPushButton(icons.icon("open"), tr("Choose a file\u2026"))
        self.choose_button.clicked.connect(self.choose)
        row.addWidget(self.file_label, 1)
        row.addWidget(self.choose_button)
        layout.addLayout(row)
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        layout.addWidget(self.summary)

        self.model = ImportPreviewTableModel()
        self.table = QTableView()
        self.table.setModel(self.model)
        self.table.verticalHeader().hide()
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setAlternatingRowColors(True)
        self.table.setWordWrap(True)
        preview_columns(self.table)
        layout.addWidget(self.table, 1)

        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                        | QDialogButtonBox.StandardButton.Cancel)
        self.ok_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.buttons.button(QDialogButtonBox.StandardButton.Cancel).setText(tr("Cancel"))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        if path is not None:
            self.load(path)
        else:
            self._refresh()

    def choose(self) -> None:
        path = files.choose_players_file(self)
        if path is not None:
            self.load(path)

    def load(self, path: Path) -> None:
        self.path = path
        self._preview = read_players_file(path, self._existing)
        self.file_label.setText(str(path))
        self._refresh()

    def preview(self) -> PlayerImport | None:
        return self._preview

    def _refresh(self) -> None:
        preview = self._preview
        self.model.set_rows(import_rows(preview) if preview is not None else [])
        if preview is None:
            self.summary.setText("")
            self.ok_button.setText(tr("Import"))
            self.ok_button.setEnabled(False)
            return
        bad_lines = len({p.line for p in preview.problems})
        if preview.problems:
            self.summary.setObjectName("fieldError")
            self.summary.setText(count(bad_lines, tr("%n line has a problem: correct the file "
                                                     "and choose it again. Nothing is "
                                                     "imported while a problem remains."),
                                       tr("%n lines have a problem: correct the file and "
                                          "choose it again. Nothing is imported while a "
                                          "problem remains.")))
        else:
            self.summary.setObjectName("muted")
            text = count(len(preview.players), tr("%n player to import."),
                         tr("%n players to import."))
            if preview.ignored_columns:
                text += " " + tr("Columns not used: %1").replace(
                    "%1", ", ".join(str(c) for c in preview.ignored_columns))
            self.summary.setText(text)
        self.summary.style().unpolish(self.summary)
        self.summary.style().polish(self.summary)
        ok = preview.ok and bool(preview.players)
        self.ok_button.setEnabled(ok)
        self.ok_button.setText(count(len(preview.players), tr("Import %n player"),
                                     tr("Import %n players")) if ok else tr("Import"))

    def accept(self) -> None:
        if self._preview is not None and self._preview.ok and self._preview.players:
            super().accept()

"""Import players from a CSV or XLSX file: a preview of every line, and what is wrong with each.

Nothing is imported while a problem remains: OK stays disabled and says why. A CSV file is read
in the encoding the core detects (spreadsheets write cp1250, cp1251, cp1252, UTF-16...); the
dialog shows it and lets the organiser pick another, which reads the file again. A name that
can be split into first and last name in several ways ("José María García Pérez") gets a box
to choose the split; the import waits for every choice. The dialog reads the file with the
core's reader (no database); the caller imports `preview()` through the service, which checks
it again. OK goes through `OperationDialog` with nothing to submit: the dialog closes once,
however often OK is pressed.
"""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path

from PySide6.QtCore import QSize
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from tournament.players.file_reading import ENCODINGS, read_players_file
from tournament.players.roster import Player, PlayerImport
from ui import files, icons, screen
from ui.dialogs.operation_dialog import OperationDialog
from ui.models.import_preview_model import (
    ImportPreviewTableModel,
    import_rows,
    preview_columns,
)
from ui.operations import Op
from ui.style import SPACE, font
from ui.text import count, tr
from ui.widgets.labels import PlainLabel, label_for


class ImportPlayersDialog(OperationDialog):
    def __init__(self, path: Path | None = None, existing: Iterable[Player] = (),
                 parent: QWidget | None = None):
        super().__init__(parent)
        self._existing = list(existing)
        self._read: PlayerImport | None = None  # the file as read
        self._answers: dict[int, tuple[str, str]] = {}  # line -> (first, last) chosen
        self.path: Path | None = None
        self.detected: str | None = None  # the encoding found in the file
        self.split_boxes: dict[int, QComboBox] = {}
        self.setWindowTitle(tr("Import players"))
        screen.share_of_screen(self, 0.92, 0.85, minimum=QSize(760, 480))
        layout = QVBoxLayout(self)
        layout.setContentsMargins(3 * SPACE, 3 * SPACE, 3 * SPACE, 2 * SPACE)
        layout.setSpacing(SPACE)
        title = QLabel(tr("Import players from a file"))
        title.setFont(font(1.3, bold=True))
        layout.addWidget(title)
        explain = QLabel(tr("A CSV or XLSX file with a header row: first_name and last_name "
                            "(or one name column), ema_number, country, club, team, status, "
                            "ema_ranked."))
        explain.setObjectName("muted")
        explain.setWordWrap(True)
        layout.addWidget(explain)
        row = QHBoxLayout()
        self.file_label = PlainLabel(tr("No file chosen"))
        self.file_label.setWordWrap(True)
        self.choose_button = QPushButton(icons.icon("open"), tr("Choose a file\u2026"))
        self.choose_button.clicked.connect(self.choose)
        row.addWidget(self.file_label, 1)
        row.addWidget(self.choose_button)
        layout.addLayout(row)

        self.encoding_row = QWidget()
        encoding_layout = QHBoxLayout(self.encoding_row)
        encoding_layout.setContentsMargins(0, 0, 0, 0)
        self.encoding_box = QComboBox()
        encoding_layout.addWidget(label_for(tr("Characters of the file (encoding):"),
                                            self.encoding_box))
        self.encoding_box.setObjectName("encodingBox")
        self.encoding_box.activated.connect(self._encoding_chosen)
        encoding_layout.addWidget(self.encoding_box)
        self.encoding_note = QLabel()
        self.encoding_note.setObjectName("muted")
        self.encoding_note.setWordWrap(True)
        encoding_layout.addWidget(self.encoding_note, 1)
        layout.addWidget(self.encoding_row)

        self.summary = QLabel()
        self.summary.setWordWrap(True)
        layout.addWidget(self.summary)

        self.model = ImportPreviewTableModel()
        self.table = QTableView()
        self.table.setModel(self.model)
        self.table.setAccessibleName(tr("The players, as they will be imported"))
        self.table.verticalHeader().hide()
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setAlternatingRowColors(True)
        self.table.setWordWrap(True)
        preview_columns(self.table)
        layout.addWidget(self.table, 1)

        self.splits = QGroupBox(tr("Names to split into first and last name"))
        self.splits_form = QFormLayout(self.splits)
        layout.addWidget(self.splits)

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

    # --- reading the file -------------------------------------------------------------
    def choose(self) -> None:
        path = files.choose_players_file(self)
        if path is not None:
            self.load(path)

    def load(self, path: Path, encoding: str | None = None) -> None:
        """Read the file (in `encoding`, or the one detected) and show it."""
        self.path = path
        self._read = read_players_file(path, self._existing, encoding)
        if encoding is None:
            self.detected = self._read.encoding
        self._answers = {}
        self.file_label.setText(str(path))
        self._fill_encodings()
        self._fill_splits()
        self._refresh()

    @property
    def encoding(self) -> str | None:
        """The encoding the file is read in now (None: a workbook, or no file)."""
        return self._read.encoding if self._read is not None else None

    def set_encoding(self, encoding: str) -> None:
        """Read the file again in `encoding` (what choosing it in the box does)."""
        if self.path is not None and encoding != self.encoding:
            self.load(self.path, encoding)

    def _encoding_chosen(self, index: int) -> None:
        self.set_encoding(self.encoding_box.itemData(index))

    def _fill_encodings(self) -> None:
        used = self.encoding
        self.encoding_row.setVisible(used is not None)
        self.encoding_box.blockSignals(True)
        self.encoding_box.clear()
        names = list(ENCODINGS)
        for extra in (self.detected, used):
            if extra and extra not in names:
                names.insert(0, extra)
        for name in names:
            self.encoding_box.addItem(name, name)
        if used is not None:
            self.encoding_box.setCurrentIndex(names.index(used))
        self.encoding_box.blockSignals(False)
        if self.detected:
            self.encoding_note.setText(tr("Detected: %1. If names look wrong (\u00a3ukasz "
                                          "for \u0141ukasz), choose another.")
                                       .replace("%1", self.detected))
        else:
            self.encoding_note.setText("")

    # --- names to split ---------------------------------------------------------------
    def _fill_splits(self) -> None:
        while self.splits_form.rowCount():
            self.splits_form.removeRow(0)
        self.split_boxes = {}
        questions = self._read.questions if self._read is not None else ()
        for question in questions:
            box = QComboBox()
            box.setObjectName(f"split{question.line}")
            box.addItem(tr("Choose\u2026"), None)
            for first, last in question.choices:
                box.addItem(tr("first name: %1 \u2014 last name: %2")
                            .replace("%1", first or "\u2013").replace("%2", last), (first, last))
            box.currentIndexChanged.connect(
                lambda _i, line=question.line, box=box: self._split_chosen(line, box))
            self.split_boxes[question.line] = box
            self.splits_form.addRow(PlainLabel(tr("Line %1: %2").replace(
                "%1", str(question.line)).replace("%2", question.name)), box)
        self.splits.setVisible(bool(questions))

    def choose_split(self, line: int, first: str, last: str) -> None:
        """Choose the split of the name on `line` (what picking it in its box does)."""
        box = self.split_boxes[line]
        for index in range(box.count()):
            data = box.itemData(index)
            if data is not None and tuple(data) == (first, last):
                box.setCurrentIndex(index)
                return
        raise ValueError(f"line {line} cannot be read as {first!r} / {last!r}")

    def _split_chosen(self, line: int, box: QComboBox) -> None:
        choice = box.currentData()
        if choice is None:
            self._answers.pop(line, None)
        else:
            self._answers[line] = (str(choice[0]), str(choice[1]))
        self._refresh()

    # --- what would be imported ---------------------------------------------------------
    def preview(self) -> PlayerImport | None:
        """The file as read, with the splits chosen so far."""
        preview = self._read
        if preview is None:
            return None
        for line, (first, last) in self._answers.items():
            preview = preview.resolve(line, first, last)
        return preview

    def _refresh(self) -> None:
        preview = self.preview()
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
        elif preview.questions:
            self.summary.setObjectName("fieldError")
            self.summary.setText(count(len(preview.questions),
                                       tr("%n name can be split in several ways: choose its "
                                          "first and last name below."),
                                       tr("%n names can be split in several ways: choose "
                                          "their first and last names below.")))
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
        ok = self.ready()
        self.ok_button.setEnabled(ok)
        self.ok_button.setText(count(len(preview.players), tr("Import %n player"),
                                     tr("Import %n players")) if ok else tr("Import"))

    # --- OK (ui.dialogs.operation_dialog) ------------------------------------------------
    def ready(self) -> bool:
        """The whole file can be imported: no problem, no split left to choose."""
        preview = self.preview()
        return preview is not None and preview.ok and bool(preview.players)

    def operation(self) -> Op | None:
        return None  # the caller imports `preview()` once the dialog is accepted

"""The season table's print preview: the standings' pages (`print_pages.PrintPages`: the
paper, the pages, the system's print dialog) on the season's document, and "Save as PDF…"
written on the thread pool, whole or not at all (`write_pdf`)."""

from __future__ import annotations

from pathlib import Path

import shiboken6
from PySide6.QtCore import QSize, Signal
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QDialog, QHBoxLayout, QVBoxLayout, QWidget

from tournament.export.documents import Document
from ui import files, screen
from ui.dialogs.print_pages import PrintPages
from ui.printing.render import write_pdf
from ui.style import SPACE
from ui.tasks import run_in_pool
from ui.text import tr
from ui.widgets.field_message import FieldMessage
from ui.widgets.labels import label_for


class SeasonPrintDialog(QDialog):
    written = Signal(object)  # the PDF's path, once it is whole on the disk

    def __init__(self, document: Document, parent: QWidget | None = None):
        super().__init__(parent)
        self.document = document
        self.setWindowTitle(tr("Print: %1").replace("%1", tr("Season table")))
        screen.share_of_screen(self, 0.7, 0.9, minimum=QSize(700, 500))
        layout = QVBoxLayout(self)
        layout.setContentsMargins(2 * SPACE, 2 * SPACE, 2 * SPACE, 2 * SPACE)
        self.pages = PrintPages(self)
        self.preview = self.pages.preview
        self.pdf_button = self.pages.pdf_button
        self.pdf_button.clicked.connect(self._choose_pdf)
        top = QHBoxLayout()
        top.addWidget(label_for(tr("Paper"), self.pages.size_box))
        top.addWidget(self.pages.size_box)
        top.addStretch(1)
        layout.addLayout(top)
        layout.addWidget(self.preview, 1)
        self.message = FieldMessage()
        layout.addWidget(self.message)
        layout.addLayout(self.pages.buttons())
        self.pages.show(document)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt override
        # Fitted again to the width it has now, its top in sight.
        super().resizeEvent(event)
        self.preview.fitToWidth()
        self.preview.setCurrentPage(1)

    def print_now(self) -> bool:
        return self.pages.print_now()

    def _choose_pdf(self) -> None:
        path = files.choose_output_file(self, tr("Save as PDF"), Path("season.pdf"),
                                        tr("PDF files (*.pdf)"))
        if path is not None:
            self.save_pdf(path)

    def save_pdf(self, path: Path) -> None:
        """Write the PDF on the thread pool; `written` when it is whole, else the message."""
        document, size = self.document, self.pages.page_size()
        self.pdf_button.setEnabled(False)

        def done(_pages: object) -> None:
            if shiboken6.isValid(self):
                self.pdf_button.setEnabled(True)
                self.message.clear_messages()
                self.written.emit(path)

        def failed(exc: BaseException) -> None:
            if shiboken6.isValid(self):
                self.pdf_button.setEnabled(True)
                self.message.show_messages([tr("The PDF could not be written: %1")
                                            .replace("%1", str(exc))])

        run_in_pool(lambda: write_pdf(document, path, size), done, failed)

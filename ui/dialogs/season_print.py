"""The season table's print preview: the standings' renderer (`ui.printing.render`) on the
season's document, with the paper size, the system's print dialog and "Save as PDF…" (the
PDF written on the thread pool, whole or not at all: `write_pdf`)."""

from __future__ import annotations

from pathlib import Path

import shiboken6
from PySide6.QtCore import QSize, Signal
from PySide6.QtGui import QResizeEvent
from PySide6.QtPrintSupport import QPrintDialog, QPrinter, QPrintPreviewWidget
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from tournament.export.documents import Document
from ui import files, icons, screen
from ui.dialogs.print_preview import PAPER_NAMES
from ui.printing.render import PageSize, paint_document, setup_printer, write_pdf
from ui.style import SPACE
from ui.tasks import run_in_pool
from ui.text import count, tr
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
        top = QHBoxLayout()
        self.size_box = QComboBox()
        for size in PageSize:
            self.size_box.addItem(tr(PAPER_NAMES[size]), size.value)
        self.size_box.activated.connect(lambda _i: self._set_page_size())
        top.addWidget(label_for(tr("Paper"), self.size_box))
        top.addWidget(self.size_box)
        top.addStretch(1)
        layout.addLayout(top)
        self.printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        self.preview = QPrintPreviewWidget(self.printer)
        self.preview.paintRequested.connect(self._paint)
        layout.addWidget(self.preview, 1)
        self.message = FieldMessage()
        layout.addWidget(self.message)
        buttons = QHBoxLayout()
        self.pages_label = QLabel()
        self.pages_label.setObjectName("muted")
        buttons.addWidget(self.pages_label, 1)
        self.print_button = QPushButton(icons.icon("print"), tr("Print\u2026"))
        self.print_button.clicked.connect(self.print_now)
        self.pdf_button = QPushButton(icons.icon("export"), tr("Save as PDF\u2026"))
        self.pdf_button.clicked.connect(self._choose_pdf)
        close = QPushButton(tr("Close"))
        close.clicked.connect(self.reject)
        for button in (self.print_button, self.pdf_button, close):
            buttons.addWidget(button)
        layout.addLayout(buttons)
        self._set_page_size()

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt override
        # Fitted again to the width it has now, its top in sight.
        super().resizeEvent(event)
        self.preview.fitToWidth()
        self.preview.setCurrentPage(1)

    def page_size(self) -> PageSize:
        return PageSize(self.size_box.currentData())

    def _set_page_size(self) -> None:
        setup_printer(self.printer, self.document, self.page_size())
        self.preview.updatePreview()
        self.preview.fitToWidth()
        self.preview.setCurrentPage(1)  # its top in sight (the title), not its middle

    def _paint(self, printer: QPrinter) -> None:
        pages = paint_document(self.document, printer)
        self.pages_label.setText(count(pages, tr("%n page"), tr("%n pages")))

    def print_now(self) -> bool:
        dialog = QPrintDialog(self.printer, self)
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return False
        paint_document(self.document, self.printer)
        return True

    def _choose_pdf(self) -> None:
        path = files.choose_output_file(self, tr("Save as PDF"), Path("season.pdf"),
                                        tr("PDF files (*.pdf)"))
        if path is not None:
            self.save_pdf(path)

    def save_pdf(self, path: Path) -> None:
        """Write the PDF on the thread pool; `written` when it is whole, else the message."""
        document, size = self.document, self.page_size()
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

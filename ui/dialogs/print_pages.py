"""A document's pages as they will print, for a print preview dialog: the paper size, Qt's
preview widget, the count of pages, and Print…, Save as PDF… and Close. The standings' print
preview (`print_preview.PrintPreviewDialog`: any document of the tournament, read on the
worker) and the season table's (`season_print.SeasonPrintDialog`: one document, made already)
each hold one and lay its widgets out with their own."""

from __future__ import annotations

from PySide6.QtPrintSupport import QPrintDialog, QPrinter, QPrintPreviewWidget
from PySide6.QtWidgets import QComboBox, QDialog, QHBoxLayout, QLabel, QPushButton, QWidget

from tournament.export.documents import Document
from ui import icons
from ui.printing.render import PageSize, paint_document, setup_printer
from ui.printing.words import localize
from ui.text import QT_TR_NOOP, count, tr

# The paper sizes as the desk names them (the files and the command line say "A4", "Letter").
PAPER_NAMES = {PageSize.A4: QT_TR_NOOP("A4"), PageSize.LETTER: QT_TR_NOOP("US Letter")}


class PrintPages:
    """The pages of `document` (None: nothing to show yet) in `owner`, a dialog."""

    def __init__(self, owner: QDialog):
        self.owner = owner
        self.document: Document | None = None
        self.size_box = QComboBox()
        for size in PageSize:
            self.size_box.addItem(tr(PAPER_NAMES[size]), size.value)
        self.size_box.activated.connect(lambda _i: self.refresh())
        self.printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        self.preview = QPrintPreviewWidget(self.printer)
        self.preview.paintRequested.connect(self._paint)
        self.pages_label = QLabel()
        self.pages_label.setObjectName("muted")
        self.print_button = QPushButton(icons.icon("print"), tr("Print\u2026"))
        self.print_button.clicked.connect(self.print_now)
        self.pdf_button = QPushButton(icons.icon("export"), tr("Save as PDF\u2026"))
        self.close_button = QPushButton(tr("Close"))
        self.close_button.clicked.connect(owner.reject)

    def buttons(self, *before: QWidget) -> QHBoxLayout:
        """The row under the pages: their count, then `before`, Print…, Save as PDF…,
        Close."""
        row = QHBoxLayout()
        row.addWidget(self.pages_label, 1)
        for button in (*before, self.print_button, self.pdf_button, self.close_button):
            row.addWidget(button)
        return row

    def page_size(self) -> PageSize:
        return PageSize(self.size_box.currentData())

    def show(self, document: Document | None) -> None:
        self.document = document
        self.refresh()

    def refresh(self) -> None:
        """Laid out again on the paper chosen, fitted to the width, its top in sight (the
        title), not its middle."""
        if self.document is not None:
            setup_printer(self.printer, self.document, self.page_size())
        self.preview.updatePreview()
        self.preview.fitToWidth()
        self.preview.setCurrentPage(1)

    def _paint(self, printer: QPrinter) -> None:
        if self.document is None:
            return
        pages = paint_document(self.document, printer)
        self.pages_label.setText(count(pages, tr("%n page"), tr("%n pages")))

    def print_now(self) -> bool:
        """The system print dialog; prints the pages when it is accepted."""
        if self.document is None:
            return False
        dialog = QPrintDialog(self.printer, self.owner)
        dialog.setWindowTitle(localize(self.document).heading.title)
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return False
        paint_document(self.document, self.printer)
        return True

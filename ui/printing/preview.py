"""Print preview and the system printer, for the GUI's menu items.

    show_print_preview(parent, tournament, "standings", round=2)
    print_document(parent, tournament, "score-sheets", round=3)

Both build the document first (`tournament.export.printable.build_document`), which raises
`InvalidInput` for a round that does not exist; the caller shows those issues. A view that
gathers data on the database worker can build the `Document` there (it is plain data) and
pass it to `show_document_preview` / `print_built_document` on the GUI thread.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtPrintSupport import QPrintDialog, QPrinter, QPrintPreviewDialog
from PySide6.QtWidgets import QDialog, QWidget

from tournament.export.documents import Document
from tournament.export.gather import DocumentKind
from tournament.export.printable import build_document
from ui.printing.render import PageSize, paint_document, setup_printer
from ui.printing.words import localize

if TYPE_CHECKING:
    # Names only: the service's facade is built on the storage layer, which the desk loads
    # when a tournament is opened, not when this module is imported.
    from tournament.service import Tournament


def _printer(document: Document, size: PageSize | str) -> QPrinter:
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    printer.setDocName(localize(document).heading.line)
    setup_printer(printer, document, size)
    return printer


def print_preview_dialog(parent: QWidget | None, document: Document,
                         size: PageSize | str = PageSize.A4) -> QPrintPreviewDialog:
    """A preview dialog for `document` (not shown yet); its Print button prints it."""
    printer = _printer(document, size)
    dialog = QPrintPreviewDialog(printer, parent)
    dialog.setWindowTitle(localize(document).heading.title)
    dialog.paintRequested.connect(lambda p: paint_document(document, p))
    # The dialog does not own the printer: keep it alive as long as the dialog.
    setattr(dialog, "_printer", printer)  # noqa: B010 - a Python attribute on a Qt object
    return dialog


def show_document_preview(parent: QWidget | None, document: Document,
                          size: PageSize | str = PageSize.A4) -> int:
    return print_preview_dialog(parent, document, size).exec()


def show_print_preview(parent: QWidget | None, tournament: Tournament,
                       what: DocumentKind | str, round: int | None = None,
                       size: PageSize | str = PageSize.A4) -> int:
    """Build the document and show it in a print preview (modal). Raises InvalidInput."""
    return show_document_preview(parent, build_document(tournament, what, round), size)


def print_built_document(parent: QWidget | None, document: Document,
                         size: PageSize | str = PageSize.A4) -> bool:
    """The system print dialog; prints when the user accepts. True if printed."""
    printer = _printer(document, size)
    dialog = QPrintDialog(printer, parent)
    dialog.setWindowTitle(localize(document).heading.title)
    if dialog.exec() != QDialog.DialogCode.Accepted:
        return False
    paint_document(document, printer)
    return True


def print_document(parent: QWidget | None, tournament: Tournament, what: DocumentKind | str,
                   round: int | None = None, size: PageSize | str = PageSize.A4) -> bool:
    """Build the document and print it through the system print dialog. Raises
    InvalidInput."""
    return print_built_document(parent, build_document(tournament, what, round), size)

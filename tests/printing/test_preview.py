"""The print preview and the system print dialog paint the same pages as the PDF."""

from __future__ import annotations

from PySide6.QtPrintSupport import QPrintDialog, QPrinter, QPrintPreviewWidget
from PySide6.QtWidgets import QDialog

from tests.printing.conftest import pdf_pages
from tournament.export.printable import build_document
from ui.printing import preview


def test_preview_shows_every_page(qtbot, demo):
    document = build_document(demo, "score-sheets", 3)
    dialog = preview.print_preview_dialog(None, document)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    widget = dialog.findChild(QPrintPreviewWidget)
    qtbot.waitUntil(lambda: widget.pageCount() == 4, timeout=5000)
    assert dialog.windowTitle() == "Score sheets, round 3"
    dialog.close()


def test_print_document_paints_on_the_chosen_printer(qtbot, demo, tmp_path, monkeypatch):
    out = tmp_path / "printed.pdf"

    def to_pdf(document, size):
        printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
        printer.setOutputFileName(str(out))
        preview.setup_printer(printer, document, size)
        return printer

    monkeypatch.setattr(preview, "_printer", to_pdf)
    monkeypatch.setattr(QPrintDialog, "exec", lambda self: QDialog.DialogCode.Accepted)
    assert preview.print_document(None, demo, "standings", 2) is True
    assert "Aiko Tanaka" in pdf_pages(out)[0]


def test_cancelled_print_dialog_prints_nothing(qtbot, demo, monkeypatch):
    painted = []
    monkeypatch.setattr(QPrintDialog, "exec", lambda self: QDialog.DialogCode.Rejected)
    monkeypatch.setattr(preview, "paint_document", lambda *a: painted.append(a))
    assert preview.print_document(None, demo, "standings", 2) is False
    assert painted == []

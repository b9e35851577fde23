"""Lay a `Document`'s HTML out on pages: PDF files, the system printer, the print preview.

QTextDocument.print_() paginates but draws no running header, so the pages are painted here:
the document is laid out in 96-dpi units (a QImage with that resolution is its paint device,
so the layout is the same on any screen, offscreen included; one long table a few pages at a
time, `ui.printing.layout`), then each page's slice is drawn with `drawContents` under a
heading line (tournament, dates, ruleset, what the page is) and above a "page X of Y"
footer, with the painter scaled to the printer's resolution. No window is needed: this
works with QT_QPA_PLATFORM=offscreen.
"""

from __future__ import annotations

import enum
import errno
import os
from pathlib import Path

from PySide6.QtCore import QMarginsF, QPointF, QRectF, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QPageLayout,
    QPageSize,
    QPainter,
    QPen,
)
from PySide6.QtPrintSupport import QPrinter

from tournament.export.documents import Document
from tournament.export.gather import DocumentKind
from ui.printing.layout import FONT_FAMILY, LAYOUT_DPI, Layout, pages
from ui.printing.words import localize
from ui.text import number, tr

MARGIN_MM = 12.0
HEADER_HEIGHT = 30.0  # layout units (1/96 inch): the heading line and its rule
FOOTER_HEIGHT = 24.0


class PageSize(enum.StrEnum):
    A4 = "A4"
    LETTER = "Letter"

    @property
    def qt(self) -> QPageSize:
        return QPageSize(QPageSize.PageSizeId.A4 if self is PageSize.A4
                         else QPageSize.PageSizeId.Letter)


def page_size(value: PageSize | str) -> PageSize:
    """"a4", "A4", "letter" -> PageSize; ValueError for anything else."""
    for size in PageSize:
        if str(value).casefold() == size.value.casefold():
            return size
    raise ValueError(f"unknown page size '{value}' (A4 or Letter)")


def setup_printer(printer: QPrinter, document: Document,
                  size: PageSize | str = PageSize.A4) -> None:
    """Page size, orientation and margins for `document`."""
    printer.setPageSize(page_size(size).qt)
    printer.setPageOrientation(QPageLayout.Orientation.Landscape if document.landscape
                               else QPageLayout.Orientation.Portrait)
    printer.setPageMargins(QMarginsF(MARGIN_MM, MARGIN_MM, MARGIN_MM, MARGIN_MM),
                           QPageLayout.Unit.Millimeter)


def pdf_printer(path: Path | str, document: Document,
                size: PageSize | str = PageSize.A4) -> QPrinter:
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
    printer.setOutputFileName(str(path))
    printer.setDocName(document.heading.line)
    printer.setCreator("riichi-tournament")
    setup_printer(printer, document, size)
    return printer


def _font(points: float, bold: bool = False) -> QFont:
    font = QFont(FONT_FAMILY)
    # Pixel sizes in layout units: the painter is scaled from them to the printer's dots.
    font.setPixelSize(max(1, round(points * LAYOUT_DPI / 72)))
    font.setBold(bold)
    return font


def paint_document(document: Document, printer: QPrinter) -> int:
    """Paint every page of `document` on `printer` (a PDF file, a real printer or the
    preview's). Returns the number of pages. Printed from the desk, the document is in the
    desk's language (`ui.printing.words.localize`; English: as the core wrote it)."""
    document = localize(document)
    scale = printer.resolution() / LAYOUT_DPI
    paint = printer.pageLayout().paintRectPixels(printer.resolution())
    width = paint.width() / scale
    height = paint.height() / scale
    if document.sheet_parts:
        return _paint_sheets(document, printer, scale, width, height)
    # A certificate is a page of its own to hand over: no running heading, no page numbers.
    framed = document.kind is not DocumentKind.CERTIFICATES
    header = HEADER_HEIGHT if framed else 0.0
    body_height = height - header - (FOOTER_HEIGHT if framed else 0.0)
    laid = pages(document, width, body_height)
    painter = QPainter()
    if not painter.begin(printer):
        raise OSError(f"cannot write {printer.outputFileName() or 'to the printer'}")
    try:
        for at, page in enumerate(laid):
            if at:
                printer.newPage()
            painter.save()
            painter.scale(scale, scale)
            if framed:
                _paint_heading(painter, document, width)
                _paint_footer(painter, at + 1, len(laid), width, height)
            painter.translate(0, header - page.index * body_height)
            clip = QRectF(0, page.index * body_height, width, body_height)
            painter.setClipRect(clip)
            page.layout.text.drawContents(painter, clip)
            page.layout.paint_rules(painter, page.index)
            painter.restore()
    finally:
        painter.end()
    return len(laid)


SHEET_PADDING = 40.0  # layout units between a sheet's frame and its text
SHEET_GROWTH = 1.3  # the most a sheet's text is enlarged to fill its frame
FRAME = QColor("#b08d2a")


def _paint_sheets(document: Document, printer: QPrinter, scale: float, width: float,
                  height: float) -> int:
    """Each of `document.sheets` alone on a page, laid out on its own so nothing of one
    sheet can reach another's page (not even clipped, invisible text a PDF reader would
    copy): a score sheet or a page of result cards under the running heading, made smaller
    if it would not fit, so one table is always one page; a certificate in a double frame
    along the page's margins, centred from top to bottom and enlarged to fill the frame."""
    certificate = document.kind is DocumentKind.CERTIFICATES
    pad = SHEET_PADDING if certificate else 0.0
    top = pad if certificate else HEADER_HEIGHT
    inner = width - 2 * pad
    room = height - top - (pad if certificate else FOOTER_HEIGHT)
    sheets = document.sheets  # written out once: each access renders the parts
    pages = len(sheets)
    painter = QPainter()
    if not painter.begin(printer):
        raise OSError(f"cannot write {printer.outputFileName() or 'to the printer'}")
    try:
        for page, sheet in enumerate(sheets):
            if page:
                printer.newPage()
            layout = Layout(document, inner, 1e6, sheet)
            tall = layout.text.size().height()
            # Scaled to the room (never enlarged past SHEET_GROWTH, and only a certificate
            # at all), laid out at the width that comes back to the page's once scaled.
            factor = min(SHEET_GROWTH if certificate else 1.0, room / tall) if tall else 1.0
            if factor != 1.0:
                layout = Layout(document, inner / factor, 1e6, sheet)
                tall = layout.text.size().height()
                factor = min(factor, room / tall) if tall else 1.0
            painter.save()
            painter.scale(scale, scale)
            if certificate:
                _paint_frame(painter, width, height)
                painter.translate(pad, top + (room - tall * factor) / 2)
            else:
                _paint_heading(painter, document, width)
                _paint_footer(painter, page + 1, pages, width, height)
                painter.translate(0, top)
            painter.scale(factor, factor)
            layout.text.drawContents(painter, QRectF(0, 0, inner / factor, tall))
            painter.restore()
    finally:
        painter.end()
    return pages


def _paint_frame(painter: QPainter, width: float, height: float) -> None:
    """A certificate's double gold frame along the page's printable edges."""
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(FRAME, 4.0))
    painter.drawRect(QRectF(2, 2, width - 4, height - 4))
    painter.setPen(QPen(FRAME, 1.2))
    painter.drawRect(QRectF(10, 10, width - 20, height - 20))


def _paint_heading(painter: QPainter, document: Document, width: float) -> None:
    h = document.heading
    left = " · ".join(p for p in (h.tournament, h.dates) if p)
    right = " · ".join(p for p in (h.ruleset, h.title) if p)
    painter.setPen(QColor("#1f2328"))
    bold = _font(9, bold=True)
    plain = _font(9)
    right_width = QFontMetricsF(plain).horizontalAdvance(right)
    left_space = max(40.0, width - right_width - 16)
    painter.setFont(bold)
    left = QFontMetricsF(bold).elidedText(left, Qt.TextElideMode.ElideRight, left_space)
    text_box = QRectF(0, 0, width, HEADER_HEIGHT - 10)
    painter.drawText(text_box, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignBottom, left)
    painter.setFont(plain)
    painter.drawText(text_box, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignBottom,
                     right)
    painter.setPen(QPen(QColor("#8a94a0"), 0.8))
    painter.drawLine(QPointF(0, HEADER_HEIGHT - 6), QPointF(width, HEADER_HEIGHT - 6))


def _paint_footer(painter: QPainter, page: int, pages: int, width: float,
                  height: float) -> None:
    painter.setPen(QColor("#5f6b7a"))
    painter.setFont(_font(8))
    painter.drawText(QRectF(0, height - FOOTER_HEIGHT + 8, width, FOOTER_HEIGHT - 8),
                     Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignBottom,
                     tr("page %1 of %2").replace("%1", number(page))
                     .replace("%2", number(pages)))


def write_pdf(document: Document, path: Path | str,
              size: PageSize | str = PageSize.A4) -> int:
    """Render `document` to a PDF file; returns the number of pages. The file appears only
    when it is complete (written beside it, then renamed)."""
    path = Path(path)
    partial = path.with_name(f".{path.name}.part")
    try:
        pages = paint_document(document, pdf_printer(partial, localize(document), size))
        # Qt reports no failed write: a PDF cut short by a full or failing disk lacks its
        # trailer, and is never put in place.
        _whole_pdf(partial, path)
        partial.replace(path)
    finally:
        partial.unlink(missing_ok=True)
    return pages


def _whole_pdf(partial: Path, path: Path) -> None:
    """Raise OSError unless `partial` is a whole PDF (it ends with its trailer), synced to
    the disk."""
    try:
        with partial.open("rb") as handle:
            handle.seek(max(0, partial.stat().st_size - 1024))
            whole = b"%%EOF" in handle.read()
            os.fsync(handle.fileno())
    except FileNotFoundError:
        whole = False
    if not whole:
        raise OSError(errno.EIO, "the PDF could not be written whole (is the disk full?)",
                      str(path))

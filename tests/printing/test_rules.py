"""A document that is one table is laid out without borders and its lines are painted from
that layout (`ui.printing.rules`): its texts are where Qt puts them in the bordered table,
and its pages look as Qt paints the bordered table's, the last row of a page the table goes
on from closed by a line (Qt leaves it open, its column lines running to the page's foot)."""

from __future__ import annotations

from dataclasses import replace

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter

from tests.printing.conftest import pdf_pages
from tests.printing.test_long_tables import (
    A4_LANDSCAPE,
    A4_PORTRAIT,
    page_texts,
    standings_like,
)
from tournament.export.documents import Document
from tournament.export.parts import Grid, Section
from ui.printing import layout
from ui.printing.layout import Layout, Page, pages
from ui.printing.render import write_pdf
from ui.printing.rules import unbordered

SCALE = 2  # image pixels per layout unit


def without_sections(document: Document) -> Document:
    """`document` without its table's section rows (their own padding is whole units in
    the style sheet: see `rules`)."""
    at = layout.long_grid(document)
    assert at is not None
    grid = document.parts[at]
    assert isinstance(grid, Grid)
    rows = tuple(row for row in grid.rows if not isinstance(row, Section))
    return replace(document, parts=(*document.parts[:at], replace(grid, rows=rows),
                                    *document.parts[at + 1:]))


def bordered(document: Document, width: float, body_height: float) -> list[Page]:
    """The pages as Qt lays the bordered table out and paints it."""
    laid = Layout(document, width, body_height)
    assert not laid.ruled
    return [Page(laid, index) for index in range(laid.pages)]


def ruled(document: Document, width: float, body_height: float) -> list[Page]:
    got = pages(document, width, body_height, long_table=10**9)
    assert got[0].layout.ruled
    return got


def painted(page: Page, width: float, body_height: float) -> QImage:
    image = QImage(round(width * SCALE), round(body_height * SCALE), QImage.Format.Format_RGB32)
    image.fill(QColor("white"))
    painter = QPainter(image)
    painter.scale(SCALE, SCALE)
    painter.translate(0, -page.index * body_height)
    clip = QRectF(0, page.index * body_height, width, body_height)
    painter.setClipRect(clip)
    page.layout.text.drawContents(painter, clip)
    page.layout.paint_rules(painter, page.index)
    painter.end()
    return image


def differing_rows(old: QImage, new: QImage) -> list[int]:
    """The pixel rows where the two images differ by more than antialiasing does."""
    line = old.bytesPerLine()
    was, now = bytes(old.constBits()), bytes(new.constBits())
    rows = []
    for y in range(old.height()):
        a, b = was[y * line:(y + 1) * line], now[y * line:(y + 1) * line]
        if a != b and max(abs(p - q) for p, q in zip(a, b, strict=True)) > 40:
            rows.append(y)
    return rows


@pytest.mark.parametrize("rows", [30, 81, 160])
@pytest.mark.parametrize("size", [A4_PORTRAIT, A4_LANDSCAPE], ids=["portrait", "landscape"])
def test_the_texts_are_where_the_bordered_table_has_them(qapp, rows, size):
    document = without_sections(standings_like(rows, rounds=4 if size is A4_PORTRAIT else 12))
    old, new = bordered(document, *size), ruled(document, *size)
    assert len(new) == len(old)
    for before, after in zip(old, new, strict=True):
        assert page_texts(after, size[1]) == page_texts(before, size[1])


def test_a_section_row_moves_the_texts_half_a_unit_at_most(qapp):
    width, body_height = A4_PORTRAIT
    document = standings_like(120)
    old, new = bordered(document, width, body_height), ruled(document, width, body_height)
    assert len(new) == len(old)
    moved = 0.0
    for before, after in zip(old, new, strict=True):
        was, now = page_texts(before, body_height), page_texts(after, body_height)
        assert [t[:2] for t in now] == [t[:2] for t in was]  # the same texts, columns
        moved = max(moved, *(abs(a[2] - b[2]) for a, b in zip(now, was, strict=True)))
    assert 0 < moved <= 0.5


@pytest.mark.parametrize("size", [A4_PORTRAIT, A4_LANDSCAPE], ids=["portrait", "landscape"])
def test_a_page_is_painted_as_qt_paints_the_bordered_table(qapp, size):
    width, body_height = size
    document = without_sections(standings_like(20, rounds=4 if size is A4_PORTRAIT else 12))
    (old,), (new,) = bordered(document, *size), ruled(document, *size)
    assert differing_rows(painted(old, *size), painted(new, *size)) == []


def lines(image: QImage, at: float, vertical: bool = False) -> list[float]:
    """The middles (layout units) of the lines crossing `image` at `at` (layout units):
    down it at that x (the horizontal lines), or across it at that y: the runs of pixels
    neither white nor a head's background."""
    fixed = round(at * SCALE)
    count = image.width() if vertical else image.height()
    middles: list[float] = []
    start = None
    for n in range(count + 1):
        colour = (QColor(image.pixel(n, fixed) if vertical else image.pixel(fixed, n)).name()
                  if n < count else "#ffffff")
        line = colour not in ("#ffffff", "#e6eaef")
        if line and start is None:
            start = n
        elif not line and start is not None:
            middles.append((start + n) / 2 / SCALE)
            start = None
    return middles


def near(found: list[float], expected: list[float]) -> bool:
    return len(found) == len(expected) and all(
        abs(a - b) <= 1 for a, b in zip(found, expected, strict=True))


def test_each_page_has_the_bordered_tables_lines_and_its_last_row_closed(qapp):
    width, body_height = A4_LANDSCAPE
    document = without_sections(standings_like(90, rounds=12))
    old, new = bordered(document, width, body_height), ruled(document, width, body_height)
    assert len(new) == len(old) > 2
    for before, after in zip(old, new, strict=True):
        was, now = painted(before, width, body_height), painted(after, width, body_height)
        texts = page_texts(after, body_height)
        body = [top for text, left, top in texts if left > 0]  # the table's
        # Between a column's line and its text (the padding): the lines across the table.
        across = min(left for _, left, _ in texts if left > 0) - 2
        expected, found = lines(was, across), lines(now, across)
        if after.index < len(new) - 1:
            # Qt leaves the page's last row open: here a line closes it, under its text.
            assert found[-1] > max(body) > expected[-1]
            found = found[:-1]
        assert near(found, expected)
        # Down the page, through the first row's text: the lines between the columns.
        through = body[0] + 6
        assert near(lines(now, through, vertical=True), lines(was, through, vertical=True))


def test_a_table_the_documents_do_not_border_is_not_ruled():
    grid = Grid((), (), (("class", "grid"), ("border", "0")))
    assert unbordered(grid) is None
    styled = Grid((), (), (("border", "1"), ("cellspacing", "0"), ("style", "width: 50%")))
    assert unbordered(styled) is None


def test_a_table_of_no_row_or_no_column_prints(qapp, tmp_path):
    document = standings_like(0)
    assert write_pdf(document, tmp_path / "no-row.pdf") == 1
    at = layout.long_grid(document)
    assert at is not None
    grid = document.parts[at]
    assert isinstance(grid, Grid)
    empty = replace(document, parts=(*document.parts[:at], replace(grid, columns=(), rows=()),
                                     *document.parts[at + 1:]))
    assert write_pdf(empty, tmp_path / "no-column.pdf") == 1
    assert "Final standings" in " ".join(pdf_pages(tmp_path / "no-column.pdf"))

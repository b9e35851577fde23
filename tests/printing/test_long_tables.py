"""A long table laid out a page and a little more at a time (`ui.printing.layout`) has the
pages of the whole document laid out at once: the same page count, the same rows on each
page (none lost, none twice), the title on the first page and the notes on the last, every
text at the same place on its page. Tables of a few sizes and shapes: names that wrap, a
widest cell far down the table, a section across the columns, a row taller than the others,
a table in landscape."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QTextCursor

from tests.printing.conftest import pdf_pages
from tournament.export.documents import Document
from tournament.export.gather import DocumentKind, Heading
from tournament.export.parts import BR, Column, Grid, Row, Section, cell, el, grid_attrs
from ui.printing import layout
from ui.printing.layout import Page, pages
from ui.printing.render import write_pdf

A4_PORTRAIT = (702.56, 977.92)  # a page's body in layout units, as render lays it out
A4_LANDSCAPE = (1031.92, 648.56)


def standings_like(rows: int, rounds: int = 8, seed: int = 7, lines: int = 2) -> Document:
    """A standings-shaped document of `rows` players, its cells of many widths, one of its
    rows `lines` lines tall."""
    columns = (Column("place", "Place"), Column("player", "Player"), Column("club", "Club"),
               *(Column(f"r{k}", f"R{k}", True, (("class", "num"),))
                 for k in range(1, rounds + 1)),
               Column("total", "Total", True, (("class", "num"),)))
    body: list[Row | Section] = []
    value = seed
    for i in range(rows):
        value = (value * 1103515245 + 12345) % 2**31
        name = f"Player {i:04d}"
        if value % 17 == 0:
            name = f"Wolfeschlegelsteinhausen Bergerdorff {i}"  # wraps at its spaces
        if i == rows - 3:
            name = "Maximilianus-Konstantinopolitanus Oberhuber"  # the widest, near the end
        cells = {"place": cell(str(i + 1), css="place"), "player": cell(name),
                 "club": cell("Club " + "W" * (value % 9)),
                 "total": cell(f"+{value % 100000 / 10:.1f}", css="num total")}
        for k in range(1, rounds + 1):
            cells[f"r{k}"] = cell(f"{(value >> k) % 2000 / 10 - 100:+.1f}", css="num")
        if i == rows // 3:  # a taller row
            cells["club"] = cell(*[part for n in range(lines) for part in (BR, f"line {n}")][1:])
        body.append(Row(cells))
        if i == rows // 2:
            body.append(Section("Substitutes"))
    grid = Grid(columns, tuple(body), grid_attrs("grid small" if rounds > 8 else "grid"))
    parts = (el("h1", "Final standings"), el("p", "A tournament", css="sub"), grid,
             el("p", "Points in thousands. " * 12, css="note"), el("p", "The end.", css="note"))
    heading = Heading("A tournament", "", "", "EMA RCR", "Final standings")
    return Document(DocumentKind.STANDINGS, heading, parts, landscape=rounds > 5)


def page_texts(page: Page, body_height: float) -> list[tuple[str, float, float]]:
    """The texts on `page` (text, left, top from the page's top), in reading order, without
    the table's head (the whole document repeats it on each page: not a text of that page)
    nor empty paragraphs (Qt's, before a table: nothing is drawn of them)."""
    text = page.layout.text
    found = []
    block = text.begin()
    while block.isValid():
        box = text.documentLayout().blockBoundingRect(block)
        table = QTextCursor(block).currentTable()
        head = table is not None and table.cellAt(QTextCursor(block)).row() == 0
        top = box.top() - page.index * body_height
        if block.text() and not head and 0 <= top < body_height:
            found.append((block.text(), box.left(), top))
        block = block.next()
    return sorted(found, key=lambda t: (round(t[2], 1), t[1]))


def whole(document: Document, width: float, body_height: float) -> list[Page]:
    """The pages of `document` laid out at once (its table without borders and ruled, as
    the runs are)."""
    return pages(document, width, body_height, long_table=10**9)


def assert_same_pages(document: Document, width: float, body_height: float,
                      **runs: int) -> list[Page]:
    expected = whole(document, width, body_height)
    got = pages(document, width, body_height, **runs)
    assert len(got) == len(expected)
    for new, old in zip(got, expected, strict=True):
        new_texts, old_texts = page_texts(new, body_height), page_texts(old, body_height)
        assert [t[0] for t in new_texts] == [t[0] for t in old_texts]
        for (_, new_left, new_top), (_, old_left, old_top) in zip(new_texts, old_texts,
                                                                    strict=True):
            assert new_left == old_left
            # The whole document's pages start a little higher page by page (its page
            # height is rounded to 1/64 unit, each page's): at most a fifth of a unit here.
            assert abs(new_top - old_top) < 0.2
    return got


@pytest.mark.parametrize("rows", [81, 97, 160, 233])
@pytest.mark.parametrize("size", [A4_PORTRAIT, A4_LANDSCAPE], ids=["portrait", "landscape"])
def test_runs_make_the_pages_of_the_whole_document(qapp, rows, size):
    document = standings_like(rows, rounds=4 if size is A4_PORTRAIT else 12)
    got = assert_same_pages(document, *size)
    assert len({id(page.layout) for page in got}) > 2  # laid out in runs, not whole
    texts = [t[0] for page in got for t in page_texts(page, size[1])]
    places = [t for t in texts if t.isdigit()]
    assert places == [str(i + 1) for i in range(rows)]  # every row once, in order
    assert texts[0] == "Final standings" and texts[-1] == "The end."


@pytest.mark.parametrize("first_run", [1, 7, 300])
def test_runs_too_short_or_too_long_change_nothing(qapp, first_run):
    document = standings_like(120)
    assert_same_pages(document, *A4_PORTRAIT, first_run=first_run)


def test_a_cell_wider_than_those_measured_gives_the_whole_document(qapp, monkeypatch):
    # No widest cell taken into the measure: the measured columns are the head's, narrower
    # than the rows', and the pages are those of the whole document laid out at once.
    monkeypatch.setattr(layout, "WIDEST", 0)
    document = standings_like(120)
    got = assert_same_pages(document, *A4_PORTRAIT)
    assert len({id(page.layout) for page in got}) == 1


@pytest.mark.parametrize(("first_run", "layouts"), [(40, 4), (41, 1)])
def test_a_row_taller_than_a_page_is_cut_as_in_the_whole_document(qapp, first_run, layouts):
    # Row 40 is 80 lines tall: Qt cuts it at the page's end. Inside a run it is cut as in
    # the whole document; as a run's last row it leaves no row to start the next run
    # with, and the whole document is laid out at once.
    document = standings_like(120, lines=80)
    got = assert_same_pages(document, *A4_PORTRAIT, first_run=first_run)
    assert len({id(page.layout) for page in got}) == layouts


def test_a_short_table_is_laid_out_whole(qapp):
    got = pages(standings_like(40), *A4_PORTRAIT)
    assert len({id(page.layout) for page in got}) == 1


def test_the_printed_pages_say_what_the_whole_document_says(qapp, tmp_path, monkeypatch):
    document = standings_like(150, rounds=3)
    runs = write_pdf(document, tmp_path / "runs.pdf")
    monkeypatch.setattr(layout, "LONG_TABLE", 10**9)
    assert write_pdf(document, tmp_path / "whole.pdf") == runs > 3
    assert pdf_pages(tmp_path / "runs.pdf") == pdf_pages(tmp_path / "whole.pdf")


def _lines_across_a_page_end(page: Page, body_height: float) -> list[str]:
    """The lines outside the tables that start on one page and end on the next (drawn page
    by page under a clip: cut in two)."""
    text = page.layout.text
    root = text.rootFrame()
    cut = []
    block = text.begin()
    while block.isValid():
        if QTextCursor(block).currentFrame() == root:
            lines = block.layout()
            for n in range(lines.lineCount()):
                top = lines.position().y() + lines.lineAt(n).y()
                bottom = top + lines.lineAt(n).height()
                # (within a unit of a page's end: Qt's page starts that little higher)
                if int((top + 1) // body_height) != int((bottom - 1) // body_height):
                    cut.append(f"{block.text()[:40]!r} at {top:.1f}-{bottom:.1f}")
        block = block.next()
    return cut


@pytest.mark.parametrize("rows", [88, 100, 119, 131])
def test_no_note_is_cut_across_two_pages(qapp, rows):
    """The notes under the table start on the page they end on. The standings' shape (12
    rounds: a small font, landscape) of 88 and 119 rows ended their table just above a page's
    foot, and Qt laid the first note's line across it: drawn page by page, its top half was
    at the foot of one page and its bottom half at the head of the next (the standings of 400
    players on A4 landscape, pages 13 and 14)."""
    width, body_height = A4_LANDSCAPE
    laid = pages(standings_like(rows, rounds=12), width, body_height)
    for page in {id(page.layout): page for page in laid}.values():
        assert _lines_across_a_page_end(page, body_height) == []

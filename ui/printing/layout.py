"""A document's text laid out on pages of one size: which laid-out text each page is drawn
from, and which page of it.

Most documents are one QTextDocument, paginated by Qt. A document that is one long table
(`long_grid`: the standings of 400 players) is laid out a page and a little more at a time
instead, each run of rows as a small document of its own with the table's head, the title
before the table in the first and the notes after it in the last. Qt's layout of a table
costs more per row the more rows it has (the standings of 400 players, CPU time on a 2-core
machine: 1.1 s for the whole table; 0.65 s in runs of 35 rows, the measure of the columns
included). Such a table is laid out without its borders, and its lines are painted from the
layout (`ui.printing.rules`): Qt draws each cell's collapsed borders after looking at the
cells around it, most of the time the pages of a big table took to paint.

The table is written as HTML once and cut between its rows. The pages stay those of the
whole document: every run's table has the whole table's column widths, measured once on a
table of its head and the rows whose cells are the widest (a column is as wide as its widest
cell); a run is paginated by Qt as the whole document would be, and only its pages that end
before its last row are kept: its last page is laid out again at the head of the next run,
as it continues in the whole document. A run whose columns come out other than those
measured (a cell wider than any measured) is given up for the whole document at once. What
differs is below what a printer shows: the whole document's pages start a little higher
page after page (a page's height is rounded to 1/64 unit in Qt's layout, 0.013 unit a page
for A4 landscape), each run's from where the first did.
"""

from __future__ import annotations

import html
import math
import re
from dataclasses import dataclass, replace

from PySide6.QtCore import QSizeF
from PySide6.QtGui import (
    QFont,
    QFontMetricsF,
    QImage,
    QPainter,
    QTextBlock,
    QTextCursor,
    QTextDocument,
    QTextOption,
    QTextTable,
)

from tournament.export.documents import Document
from tournament.export.parts import El, Grid, Section, render
from ui.printing.rules import Ruler, unbordered

LAYOUT_DPI = 96.0
_DOTS_PER_METRE = round(LAYOUT_DPI / 0.0254)
FONT_FAMILY = "DejaVu Sans"
# A table of more rows than LONG_TABLE is laid out in runs of a page and a little more: its
# first run is FIRST_RUN rows, the next ones the rows kept per page so far and an eighth (a
# run that ends on its first page is laid out again twice as long). The layout's cost per
# row grows past a few pages' rows (standings: 1.1 ms a row in runs of 35 rows, 2.7 ms in
# runs of 100); a run's last page is laid out twice.
LONG_TABLE = 80
FIRST_RUN = 40
WIDEST = 3  # cells per column and per measure taken into the table that measures widths


class Layout:
    """`document`'s HTML (or `body` in its page) laid out for one page size: keeps the
    QImage its layout measures on. `ruled`: its one table is written without borders
    (`ui.printing.rules.unbordered`), and `paint_rules` draws its lines."""

    def __init__(self, document: Document, width: float, body_height: float,
                 body: str | None = None, ruled: bool = False):
        self.ruled = ruled
        self._ruler: Ruler | None = None
        self.device = QImage(1, 1, QImage.Format.Format_RGB32)
        self.device.setDotsPerMeterX(_DOTS_PER_METRE)
        self.device.setDotsPerMeterY(_DOTS_PER_METRE)
        self.text = QTextDocument()
        self.text.documentLayout().setPaintDevice(self.device)
        self.text.setDocumentMargin(0)
        # Words are broken at spaces only, never inside a word ("Partie s", "Chomb o"): a
        # column is as wide as its longest word, as on the desk's screens
        # (ui.widgets.columns).
        option = self.text.defaultTextOption()
        option.setWrapMode(QTextOption.WrapMode.WordWrap)
        self.text.setDefaultTextOption(option)
        default = QFont(FONT_FAMILY)
        default.setPointSizeF(10)
        self.text.setDefaultFont(default)
        # The page's size before the text: set after, it lays the whole text out again (half
        # a second for the standings of 400 players).
        self.text.setPageSize(QSizeF(width, body_height))
        self.text.setHtml(document.html(body))
        self._lines_on_one_page(body_height)

    def _lines_on_one_page(self, page: float) -> None:
        """Move down to the next page a paragraph outside the tables (a note under the
        standings) whose line would run over a page's end. Qt's layout moves a table's rows
        to the next page but not such a line: drawn page by page, each under its clip, it was
        cut in two, its top half at the foot of one page and its bottom half at the head of
        the next. The paragraph's top margin grows by what the line lacked. (A page break
        before it instead made Qt skip a whole page.)"""
        at = self.text.rootFrame().begin()  # its own paragraphs and its tables, in order
        while not at.atEnd():
            block = at.currentBlock()  # (not valid where a table is)
            for _ in range(3 if block.isValid() else 0):  # (margins may collapse: again)
                short = _overrun(block, page)
                if short <= 0:
                    break
                shape = block.blockFormat()
                shape.setTopMargin(shape.topMargin() + short)
                QTextCursor(block).setBlockFormat(shape)
            at += 1

    @property
    def pages(self) -> int:
        return self.text.pageCount()

    def paint_rules(self, painter: QPainter, index: int) -> None:
        """Draw the lines of the table written without borders on page `index` (nothing
        unless `ruled`); the painter in the text's coordinates, clipped to the page."""
        if not self.ruled:
            return
        if self._ruler is None:
            try:
                table = self.table()
            except LookupError:  # (a table of no column is no table in Qt's layout)
                self.ruled = False
                return
            self._ruler = Ruler(self.text, table)
        self._ruler.paint(painter, index)

    def table(self) -> QTextTable:
        """The (first) table of the text."""
        for frame in self.text.rootFrame().childFrames():
            if isinstance(frame, QTextTable):
                return frame
        raise LookupError("no table in the text")

    def cell_top(self, row: int, column: int = 0) -> float:
        """The top of the text of `table()`'s cell (`row`, `column`), from the text's top."""
        block = self.table().cellAt(row, column).firstCursorPosition().block()
        return self.text.documentLayout().blockBoundingRect(block).top()

    def columns(self) -> tuple[tuple[float, float], ...]:
        """The left and the width of the text of each cell of `table()`'s first row."""
        table = self.table()
        boxes = (self.text.documentLayout().blockBoundingRect(
            table.cellAt(0, c).firstCursorPosition().block()) for c in range(table.columns()))
        return tuple((box.left(), box.width()) for box in boxes)


def _overrun(block: QTextBlock, page: float) -> float:
    """How far `block` must move down for its first line that runs over a page's end to
    start on the next page (0: none does)."""
    lines = block.layout()
    top = lines.position().y()
    for n in range(lines.lineCount()):
        line = lines.lineAt(n)
        start, end = top + line.y(), top + line.y() + line.height()
        if math.floor((start + _EDGE) / page) != math.floor((end - _EDGE) / page):
            return math.floor((end - _EDGE) / page) * page - start + _NUDGE
    return 0.0


# Layout units a line may reach past a page's end, or start before it, and still be on one
# page: Qt keeps a page's height in 1/64 unit (its pages start a little higher than the
# painter's, 0.013 unit a page for A4 landscape), and a line's box has leading above and
# below its letters.
_EDGE = 1.0
# Layout units a moved line starts below the page's top: Qt's page starts that little higher
# than the painter's, and a line that touched the page before by a hair would be drawn there
# too (invisible, but a PDF's text would have it twice).
_NUDGE = 0.5


@dataclass(frozen=True, slots=True)
class Page:
    """Page `index` of `layout`."""

    layout: Layout
    index: int


def pages(document: Document, width: float, body_height: float,
          long_table: int = LONG_TABLE, first_run: int = FIRST_RUN) -> list[Page]:
    """`document`'s pages, each body `width` x `body_height` layout units. A document that
    is one table has it laid out without borders and ruled (`ui.printing.rules`)."""
    at = long_grid(document)
    grid = None if at is None else document.parts[at]
    ruled = False
    if at is not None and isinstance(grid, Grid):
        bare = unbordered(grid)
        if bare is not None:
            grid, ruled = bare, True
            document = replace(document, parts=(*document.parts[:at], grid,
                                                *document.parts[at + 1:]))
        if len(grid.rows) > long_table:
            run = _in_runs(document, at, width, body_height, first_run, ruled)
            if run is not None:
                return run
    whole = Layout(document, width, body_height, ruled=ruled)
    return [Page(whole, index) for index in range(whole.pages)]


def long_grid(document: Document) -> int | None:
    """Where in `document.parts` its one table is (a `Grid` whose columns have no widths of
    their own), when nothing else in it is a table or has a style of its own (a page
    break); None otherwise."""
    if document.sheet_parts:
        return None
    grids = [i for i, part in enumerate(document.parts) if isinstance(part, Grid)]
    if len(grids) != 1:
        return None
    grid = document.parts[grids[0]]
    assert isinstance(grid, Grid)
    if any(_sets_width(column.head) for column in grid.columns):
        return None
    others = document.parts[:grids[0]] + document.parts[grids[0] + 1:]
    return None if any(_table_or_style(part) for part in others) else grids[0]


def _sets_width(attrs: tuple[tuple[str, object], ...]) -> bool:
    return any(key in ("width", "style") for key, _ in attrs)


def _table_or_style(part: object) -> bool:
    if isinstance(part, Grid):
        return True
    if isinstance(part, El):
        return (part.tag == "table" or _sets_width(part.attrs)
                or any(_table_or_style(p) for p in part.content))
    if isinstance(part, tuple | list):
        return any(_table_or_style(p) for p in part)
    return False


def _in_runs(document: Document, at: int, width: float, body_height: float,
             first_run: int, ruled: bool) -> list[Page] | None:
    grid = document.parts[at]
    assert isinstance(grid, Grid)
    table = _Written.of(grid, document)
    measured = None if table is None else _measure(document, grid, table, width, body_height)
    if table is None or measured is None:
        return None
    opening, columns = measured
    before, after = render(document.parts[:at], document.words), render(
        document.parts[at + 1:], document.words)
    rows = table.rows
    out: list[Page] = []
    start, size = 0, first_run
    while True:
        end = min(len(rows), start + size)
        body = "".join((before if start == 0 else "", opening, *rows[start:end], table.closing,
                        after if end == len(rows) else ""))
        layout = Layout(document, width, body_height, body, ruled)
        if layout.columns() != columns:
            return None  # a cell wider than those measured: its column is wider
        count = layout.pages
        if end == len(rows):
            return out + [Page(layout, index) for index in range(count)]
        last = count - 1
        # The rows of this run on its last page (the head is row 0) start the next run.
        first = next((r for r in range(end - start)
                      if layout.cell_top(1 + r) >= last * body_height), None)
        if first is None:
            return None  # a row that runs over a page's end: Qt cuts it, the runs do not
        if first == 0:  # the whole run on one page: no page of it is known to be whole
            size *= 2
            continue
        out += [Page(layout, index) for index in range(last)]
        start += first
        per_page = -(-start // len(out))
        size = per_page + per_page // 8 + 2


@dataclass(frozen=True, slots=True)
class _Written:
    """A `Grid` written as HTML: the table up to its body's first row, each row, the rest."""

    opening: str
    rows: tuple[str, ...]
    closing: str

    @staticmethod
    def of(grid: Grid, document: Document) -> _Written | None:
        """`grid` written once in `document`'s words; None if its rows cannot be told apart
        (one <tr> each: people's text is escaped, so no cell holds a "</tr>")."""
        opening, closing = _around(grid, document)
        whole = render(grid, document.words)
        if not (whole.startswith(opening) and whole.endswith(closing)):
            return None
        pieces = whole[len(opening):len(whole) - len(closing)].split("</tr>")
        rows = tuple(piece + "</tr>" for piece in pieces[:-1])
        if pieces[-1] or len(rows) != len(grid.rows):
            return None
        return _Written(opening, rows, closing)


def _around(grid: Grid, document: Document) -> tuple[str, str]:
    """`grid`'s HTML before its first row (its head) and after its last."""
    empty = render(replace(grid, rows=()), document.words)
    cut = empty.index("<tbody>") + len("<tbody>")
    return empty[:cut], empty[cut:]


def _measure(document: Document, grid: Grid, table: _Written, width: float,
             body_height: float) -> tuple[str, tuple[tuple[float, float], ...]] | None:
    """The opening of `grid` (`_Written.opening`) with its columns' widths written in its
    head, and where its columns' texts are (`Layout.columns`); None if that table could not
    be made."""
    widest = "".join(table.rows[i] for i in _widest_rows(grid, table))
    layout = Layout(document, width, body_height, table.opening + widest + table.closing)
    boxes = layout.columns()
    if len(boxes) != len(grid.columns):
        return None
    # A column is its text's width and its padding and border, the same for every column;
    # the last one's is known from the one before it.
    around = boxes[1][0] - boxes[0][0] - boxes[0][1] if len(boxes) > 1 else 0.0
    widths = [boxes[c + 1][0] - boxes[c][0] for c in range(len(boxes) - 1)]
    widths.append(boxes[-1][1] + around)
    columns = tuple(replace(column, head=(*column.head, ("width", repr(widths[c]))))
                    for c, column in enumerate(grid.columns))
    return _around(replace(grid, columns=columns), document)[0], boxes


_CELL = re.compile(r"<td[^>]*>(.*?)</td>", re.S)
_TAG = re.compile(r"<[^>]*>")


def _widest_rows(grid: Grid, table: _Written) -> list[int]:
    """The rows of `grid` that hold, in some column, one of its WIDEST widest cells (their
    whole text on one line) or longest words (what a column cannot be narrower than), and
    every row that is not a cell per column (a section title across the columns): in their
    order. The measure is a plain font's, near enough to choose the candidates."""
    metrics = QFontMetricsF(QFont(FONT_FAMILY))
    keys = grid.keys
    widths: list[list[tuple[float, float, int]]] = [[] for _ in keys]
    keep: set[int] = set()
    for i, row in enumerate(grid.rows):
        cells = _CELL.findall(table.rows[i])
        if isinstance(row, Section) or len(row.cells) != len(keys) or len(cells) != len(keys):
            keep.add(i)
            continue
        for column, written in enumerate(cells):
            words = html.unescape(_TAG.sub(" ", written)).split() or [""]
            whole = metrics.horizontalAdvance(" ".join(words))
            longest = (max(metrics.horizontalAdvance(w) for w in words) if len(words) > 1
                       else whole)
            widths[column].append((whole, longest, i))
    for measures in widths:
        for measure in (0, 1):
            measures.sort(key=lambda m: -m[measure])
            keep.update(m[2] for m in measures[:WIDEST])
    return sorted(keep)

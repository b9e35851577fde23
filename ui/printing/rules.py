"""The lines of a document's one table, painted here rather than by Qt.

Qt paints a table with collapsed borders (`table.grid`: `border-collapse: collapse`,
border="1") cell by cell, and decides each of a cell's four edges by looking at the cells
around it (qtextdocumentlayout.cpp, `drawTableCellBorder`): for the standings of 400 players,
0.5 s of the 0.65 s their 14 pages take to paint. A document that is one table
(`ui.printing.layout.long_grid`: the standings, a season's table) is laid out instead
without borders (`unbordered`): each cell's padding half a line wider (its half of the line
it shares with the next cell) and the table `MARGIN` inside its margins, which puts the
texts where the bordered table puts them, and the lines are painted from that layout, a
few long lines a page (`Ruler.paint`).

- Where a cell has a padding of its own (a section's title across the columns: `td.section`,
  `padding-top: 6px`), Qt's style sheets take whole units only: that row's text starts half
  a unit higher than in the bordered table, and the rows under it too (0.13 mm).
- The lines are those Qt draws for the bordered table: one of `LINE` unit along the top and
  the left of each cell, inside the cell, in the table's border colour made lighter; along
  the table's right and bottom edges in the border colour itself. Qt draws no line under the
  last row of a page the table goes on from (its column lines run on to the page's foot):
  here that row is closed like the table's last.
"""

from __future__ import annotations

import bisect
import math
from dataclasses import dataclass, replace

from PySide6.QtCore import QRectF
from PySide6.QtGui import QPainter, QTextDocument, QTextFormat, QTextTable, QTextTableCell

from tournament.export.parts import Grid

LINE = 1.0  # layout units: a grid line (Qt's collapsed grid is one device pixel at 96 dpi)
MARGIN = 2.0  # layout units: where Qt puts a bordered table's cells inside its margins
LIGHTER = 150  # the inner lines' colour: the border colour made lighter (QColor.lighter)
_TOUCH = 0.01  # layout units: two rows this close touch


def unbordered(grid: Grid) -> Grid | None:
    """`grid` written without borders, with the bordered grid's geometry; None unless it
    is one of the documents' bordered tables (`tournament.export.parts.grid_attrs`)."""
    attrs = dict(grid.attrs)
    if attrs.get("border") != "1" or attrs.get("cellspacing") != "0" or "style" in attrs:
        return None
    try:
        padding = float(str(attrs.get("cellpadding", "1")))
    except ValueError:
        return None
    written = tuple((key, "0" if key == "border" else f"{padding + LINE / 2:g}"
                     if key == "cellpadding" else value) for key, value in grid.attrs)
    return replace(grid, attrs=(*written, ("style", f"margin: {MARGIN:g}px")))


@dataclass(frozen=True, slots=True)
class _Band:
    """A row's part on one page: from `top` to `bottom`, lines down at `splits`."""

    top: float
    bottom: float
    splits: frozenset[int]
    closed: bool  # its bottom edge is on this page


class Ruler:
    """The cells' edges of `table` (the one table of `text`, laid out without borders),
    read from the layout once, for its pages to be painted one by one."""

    def __init__(self, text: QTextDocument, table: QTextTable):
        self.table = table
        self.page = text.pageSize().height()
        self._layout = text.documentLayout()
        self._padding = table.format().cellPadding()
        heads = [table.cellAt(0, c) for c in range(table.columns())]
        # Each column's left edge, then the table's right edge; each row's top edge.
        self.edges = (*(self._box(cell).left() - self._pad(cell, _LEFT) for cell in heads),
                      self._box(heads[-1]).right() + self._pad(heads[-1], _RIGHT))
        self.tops = [self._top(row) for row in range(table.rows())]
        self._bottoms: dict[int, float] = {}
        self._splits: dict[int, frozenset[int]] = {}

    def _box(self, cell: QTextTableCell, last: bool = False) -> QRectF:
        cursor = cell.lastCursorPosition() if last else cell.firstCursorPosition()
        return self._layout.blockBoundingRect(cursor.block())

    def _pad(self, cell: QTextTableCell, side: QTextFormat.Property) -> float:
        """The padding on `side` of `cell`: its own (from the style sheet), else the table's."""
        own = cell.format()
        return own.doubleProperty(side) if own.hasProperty(side) else self._padding

    def _top(self, row: int) -> float:
        cell = self.table.cellAt(row, 0)
        return self._box(cell).top() - self._pad(cell, _TOP)

    def _page_of(self, y: float) -> int:
        return math.floor(y / self.page)

    def bottom(self, row: int) -> float:
        """The bottom edge of `row`: the next row's top when it starts on the same page
        (the rows touch), else under its tallest cell's text and padding."""
        if row + 1 < len(self.tops) and (self._page_of(self.tops[row + 1])
                                         == self._page_of(self.tops[row])):
            return self.tops[row + 1]
        if row not in self._bottoms:
            self._bottoms[row] = max(self._box(cell, last=True).bottom()
                                     + self._pad(cell, _BOTTOM) for cell in self._cells(row))
        return self._bottoms[row]

    def _cells(self, row: int) -> list[QTextTableCell]:
        """The cells that start in `row`, left to right."""
        found = []
        column = 0
        while column < self.table.columns():
            cell = self.table.cellAt(row, column)
            if cell.row() == row:
                found.append(cell)
            column = max(column + 1, cell.column() + cell.columnSpan())
        return found

    def splits(self, row: int) -> frozenset[int]:
        """The column edges (indexes into `edges`) a line runs down in `row`: its cells'
        left edges and the table's right edge."""
        if row not in self._splits:
            self._splits[row] = frozenset(
                (*(cell.column() for cell in self._cells(row)), len(self.edges) - 1))
        return self._splits[row]

    def bands(self, index: int) -> list[_Band]:
        """The rows' parts on page `index`, top to bottom: the head first where the table
        goes on from an earlier page (Qt repeats it at the page's top)."""
        top, end = index * self.page, (index + 1) * self.page
        tops = self.tops
        first = bisect.bisect_left(tops, top)
        if not tops or (first == len(tops) and self.bottom(len(tops) - 1) <= top):
            return []  # the table ended before this page
        bands: list[_Band] = []
        if tops[0] < top:
            # The head repeated at the page's top and the table's margin, as Qt's layout
            # counts pages: in steps of its page height cut to 1/64 unit.
            head = index * math.floor(self.page * 64) / 64 + MARGIN
            height = self.bottom(0) - tops[0]
            bands.append(_Band(head, head + height, self.splits(0), True))
            if first > 1 and self.bottom(first - 1) > top:  # a row the page's end cut
                bottom = self.bottom(first - 1)
                bands.append(_Band(head + height, min(bottom, end), self.splits(first - 1),
                                   bottom <= end))
        for row in range(first, len(tops)):
            if tops[row] >= end:
                break
            bottom = self.bottom(row)
            bands.append(_Band(tops[row], min(bottom, end), self.splits(row), bottom <= end))
        return bands

    def paint(self, painter: QPainter, index: int) -> None:
        """Paint the table's lines on page `index` (the painter in the text's coordinates,
        clipped to the page). Like Qt's, they lie on whole layout units: a cell's edges
        rounded to the nearest."""
        bands = self.bands(index)
        if not bands:
            return
        painter.save()
        try:
            # Antialiased, as Qt draws borders: a line thinner than a pixel (a page
            # previewed small) is drawn paler rather than a whole pixel or none.
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            self._paint(painter, bands)
        finally:
            painter.restore()

    def _paint(self, painter: QPainter, bands: list[_Band]) -> None:
        border = self.table.format().borderBrush().color()
        inner = border.lighter(LIGHTER)
        left, right = _whole(self.edges[0]) - LINE, _whole(self.edges[-1])
        # Along the top of each row, and along the bottom of the last, across the table
        # (the corners included).
        for band in bands:
            painter.fillRect(QRectF(left, _whole(band.top) - LINE, right - left, LINE), inner)
        if bands[-1].closed:
            painter.fillRect(QRectF(left, _whole(bands[-1].bottom) - LINE, right - left, LINE),
                             border)
        # Down each column's left edge and the table's right edge.
        for at, x in enumerate(self.edges):
            colour = border if at == len(self.edges) - 1 else inner
            for start, stop in _runs(bands, at):
                top = _whole(start) - LINE
                painter.fillRect(QRectF(_whole(x) - LINE, top, LINE, _whole(stop) - top),
                                 colour)


def _whole(value: float) -> float:
    """`value` rounded to a whole unit, halves up (as Qt's QRectF.toRect)."""
    return float(math.floor(value + 0.5))


_TOP = QTextFormat.Property.TableCellTopPadding
_BOTTOM = QTextFormat.Property.TableCellBottomPadding
_LEFT = QTextFormat.Property.TableCellLeftPadding
_RIGHT = QTextFormat.Property.TableCellRightPadding


def _runs(bands: list[_Band], at: int) -> list[tuple[float, float]]:
    """From where to where a line runs down column edge `at`: each run of touching bands
    that have that edge."""
    runs: list[tuple[float, float]] = []
    for band in bands:
        if at not in band.splits:
            continue
        if runs and band.top <= runs[-1][1] + _TOUCH:
            runs[-1] = (runs[-1][0], band.bottom)
        else:
            runs.append((band.top, band.bottom))
    return runs

"""The one way the desk sizes the columns of its tables and shows what does not fit, in every
table and list (the printed tables follow the same rules: ui/printing/render.py):

- Names and numbers first. A NUMBER column is as wide as its widest value and its header,
  never cut. A NAME column (a player, a country, a round's label) gets its whole text next,
  and is cut last. A TEXT column (an outcome, a remark, a club, a reason) takes what the others
  leave and is cut first, never below its floor (`Fit.least`, in average characters).
- A cut cell ends in "…" and shows whole in its tooltip: the fit gives the tooltip of any cut
  cell whose model says none, in tables and in lists alike.
- A header is never broken inside a word: it takes one line, else two lines broken at a space
  (`FitHeader`); a column is never narrower than its header's longest word, so only a table too
  narrow for every floor cuts a header (with "…", the whole title in its tooltip), and then it
  scrolls sideways rather than cut a number.
- A sortable table is sorted from the keyboard too: its header is a stop of Tab after its
  rows (Tab leaves the rows; the arrows move inside them), the arrows move along the titles,
  Space or Enter sorts by the one in focus (again: the other way).

`fit_columns(view, fits)` installs the policy on a table (`fits`: one `Fit` per column, or a
function of the column); `fit_list(view)` on a list. The fit follows the rows, the language and
the view's width by itself.
"""

from __future__ import annotations

import enum
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

import shiboken6
from PySide6.QtCore import (
    QEvent,
    QModelIndex,
    QObject,
    QPoint,
    QRect,
    QSize,
    QSortFilterProxyModel,
    Qt,
    QTimer,
)
from PySide6.QtGui import QFont, QFontMetrics, QHelpEvent, QKeyEvent, QPainter
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QListView,
    QStyle,
    QStyleOptionHeaderV2,
    QTableView,
    QToolTip,
    QWidget,
)

from ui.text import tr

ELLIPSIS = "\u2026"
HEADER_PADDING = 2 * 8  # the style sheet's header padding, left and right
SORT_ARROW = 16  # room for the sort indicator beside a title
MEASURED_ROWS = 400  # more rows: only the longest texts of each column are measured


class Kind(enum.Enum):
    NUMBER = "number"  # never cut
    NAME = "name"  # whole first, cut last
    TEXT = "text"  # what is left, cut first


@dataclass(frozen=True, slots=True)
class Fit:
    kind: Kind
    least: int = 0  # TEXT: the width it keeps, in average characters (0: its header's word)


NUMBER, NAME, TEXT = Fit(Kind.NUMBER), Fit(Kind.NAME), Fit(Kind.TEXT)


def header_font(header: QWidget) -> QFont:
    bold = QFont(header.font())
    bold.setWeight(QFont.Weight.DemiBold)  # the style sheet's header weight
    return bold


def wrap_title(text: str, metrics: QFontMetrics, width: int) -> list[str]:
    """`text` in at most two lines of `width` pixels, broken at a space only; a line still
    too long ends in "…"."""
    if metrics.horizontalAdvance(text) <= width or " " not in text:
        return [metrics.elidedText(text, Qt.TextElideMode.ElideRight, width)]
    words = text.split(" ")
    best: tuple[int, int] | None = None
    for cut in range(1, len(words)):
        first, second = " ".join(words[:cut]), " ".join(words[cut:])
        widest = max(metrics.horizontalAdvance(first), metrics.horizontalAdvance(second))
        if best is None or widest < best[0]:
            best = (widest, cut)
    assert best is not None
    cut = best[1]
    return [metrics.elidedText(" ".join(words[:cut]), Qt.TextElideMode.ElideRight, width),
            metrics.elidedText(" ".join(words[cut:]), Qt.TextElideMode.ElideRight, width)]


def title_widths(text: str, metrics: QFontMetrics) -> tuple[int, int]:
    """(one line, two lines broken at the best space): the widths a title needs."""
    one = metrics.horizontalAdvance(text)
    words = text.split(" ")
    two = one
    for cut in range(1, len(words)):
        two = min(two, max(metrics.horizontalAdvance(" ".join(words[:cut])),
                           metrics.horizontalAdvance(" ".join(words[cut:]))))
    return one, two


class FitHeader(QHeaderView):
    """A table's header that breaks a title at a space over two lines rather than cut it, and
    takes the focus for sorting from the keyboard (see the module's docstring)."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(Qt.Orientation.Horizontal, parent)
        self.current = 0  # the title the arrows are on
        self.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.setAccessibleName(tr("Column titles"))
        self.setHighlightSections(False)
        self.sectionResized.connect(lambda *_: self.updateGeometry())

    def title(self, section: int) -> str:
        model = self.model()
        value = model.headerData(section, self.orientation()) if model is not None else None
        return value if isinstance(value, str) else ""

    def overhead(self, section: int = 0) -> int:
        """What a section keeps around its title: the style's padding and margins (and the
        sort arrow's room where sorting is on)."""
        option = QStyleOptionHeaderV2()
        if 0 <= section < self.count():
            self.initStyleOptionForIndex(option, section)
        option.rect = QRect(0, 0, 400, max(self.height(), 30))
        label = self.style().subElementRect(QStyle.SubElement.SE_HeaderLabel, option, self)
        arrow = SORT_ARROW if self.sectionsClickable() and self.isSortIndicatorShown() else 0
        return max(400 - label.width(), HEADER_PADDING) + arrow

    def _room(self, section: int) -> int:
        return max(self.sectionSize(section) - self.overhead(section), 8)

    def lines(self, section: int, metrics: QFontMetrics | None = None) -> list[str]:
        return wrap_title(self.title(section), metrics or QFontMetrics(header_font(self)),
                          self._room(section))

    def cut(self, section: int) -> bool:
        return any(line.endswith(ELLIPSIS) for line in self.lines(section)) and \
            not self.title(section).endswith(ELLIPSIS)

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt override
        # Asked again at every layout pass (a dozen times as a table of 2,000 rows is
        # filled): the titles' font measured once, and a title without a space skipped (it
        # is never broken, `wrap_title`), not every section's room measured each time.
        hint = super().sizeHint()
        metrics = QFontMetrics(header_font(self))
        two = any(len(self.lines(s, metrics)) > 1 for s in range(self.count())
                  if not self.isSectionHidden(s) and " " in self.title(s))
        if two:
            hint.setHeight(hint.height() + metrics.lineSpacing())
        return hint

    def paintSection(self, painter: QPainter, rect: QRect, section: int) -> None:  # noqa: N802
        option = QStyleOptionHeaderV2()
        self.initStyleOptionForIndex(option, section)
        option.rect = rect
        option.text = "\n".join(self.lines(section))
        if self.hasFocus() and section == self.current:
            option.state |= QStyle.StateFlag.State_HasFocus | QStyle.StateFlag.State_MouseOver
        painter.save()
        self.style().drawControl(QStyle.ControlElement.CE_Header, option, painter, self)
        if self.hasFocus() and section == self.current:
            pen = painter.pen()
            pen.setColor(self.palette().highlight().color())
            pen.setWidth(2)
            painter.setPen(pen)
            painter.drawRect(rect.adjusted(1, 1, -2, -2))
        painter.restore()

    def viewportEvent(self, event: QEvent) -> bool:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.ToolTip:
            assert isinstance(event, QHelpEvent)
            section = self.logicalIndexAt(event.pos())
            model = self.model()
            tip = model.headerData(section, self.orientation(),
                                   Qt.ItemDataRole.ToolTipRole) if model is not None else None
            if section >= 0 and not tip and self.cut(section):
                QToolTip.showText(event.globalPos(), self.title(section), self)
                return True
        return super().viewportEvent(event)

    # --- sorting from the keyboard ------------------------------------------------------
    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt override
        key = event.key()
        shown = [self.logicalIndex(v) for v in range(self.count())
                 if not self.isSectionHidden(self.logicalIndex(v))]
        if not shown:
            super().keyPressEvent(event)
            return
        if self.current not in shown:
            self.current = shown[0]
        at = shown.index(self.current)
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right):
            at = max(0, min(len(shown) - 1, at + (1 if key == Qt.Key.Key_Right else -1)))
            self.current = shown[at]
            parent = self.parentWidget()
            if isinstance(parent, QAbstractItemView):
                model = parent.model()
                if model is not None and model.rowCount():
                    parent.scrollTo(model.index(parent.rowAt(0) if hasattr(parent, "rowAt")
                                                else 0, self.current))
            self.viewport().update()
            return
        if key in (Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter) \
                and self.sectionsClickable():
            order = Qt.SortOrder.AscendingOrder
            if self.sortIndicatorSection() == self.current and \
                    self.sortIndicatorOrder() == Qt.SortOrder.AscendingOrder:
                order = Qt.SortOrder.DescendingOrder
            self.setSortIndicator(self.current, order)
            self.sectionClicked.emit(self.current)
            return
        super().keyPressEvent(event)

    def focusInEvent(self, event: Any) -> None:  # noqa: N802 - Qt override
        super().focusInEvent(event)
        self.viewport().update()

    def focusOutEvent(self, event: Any) -> None:  # noqa: N802 - Qt override
        super().focusOutEvent(event)
        self.viewport().update()


def _cut_cell_tip(view: QAbstractItemView, pos: QPoint) -> str | None:
    """The whole text of the cell at `pos` when it is cut and its model gives no tooltip."""
    index = view.indexAt(pos)
    if not index.isValid() or index.data(Qt.ItemDataRole.ToolTipRole):
        return None
    text = index.data()
    if not isinstance(text, str) or not text:
        return None
    font = index.data(Qt.ItemDataRole.FontRole)
    metrics = QFontMetrics(font) if isinstance(font, QFont) else view.fontMetrics()
    room = view.visualRect(index).width() - _cell_padding(view)
    if index.data(Qt.ItemDataRole.DecorationRole) is not None:
        room -= view.iconSize().width() + 4
    if max(metrics.horizontalAdvance(line) for line in text.split("\n")) > room:
        return text
    return None


def _cell_padding(view: QWidget) -> int:
    return 2 * (view.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None,
                                         view) + 1) + 2


class _CutTips(QObject):
    """Shows a cut cell whole in its tooltip (installed on a view's viewport)."""

    def __init__(self, view: QAbstractItemView):
        super().__init__(view)
        self.view = view

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt)
        if event.type() == QEvent.Type.ToolTip:
            assert isinstance(event, QHelpEvent)
            tip = _cut_cell_tip(self.view, event.pos())
            if tip is not None:
                QToolTip.showText(event.globalPos(), tip, self.view)
                return True
        return False


def _show_cut_cells_whole(view: QAbstractItemView) -> None:
    view.setTextElideMode(Qt.TextElideMode.ElideRight)
    # The arrows move inside a table or a list; Tab goes on (to its titles, then on).
    view.setTabKeyNavigation(False)
    view.viewport().installEventFilter(_CutTips(view))
    view.setProperty("elidedTips", True)  # tests/ui/screen_checks.py: cut cells are shown


def fit_list(view: QListView) -> None:
    """A list's long lines end in "…" and show whole in their tooltip."""
    _show_cut_cells_whole(view)


Fits = Sequence[Fit] | Callable[[int], Fit]


class ColumnFit(QObject):
    """Sizes a table's columns by the policy (see the module's docstring), again whenever its
    rows, its words or its width change."""

    def __init__(self, view: QTableView, fits: Fits, wrap: bool = False, rows: int = 0):
        super().__init__(view)
        self.view = view
        self.fits = fits
        self.rows = rows
        self._pending = False
        self.widths: list[int] = []
        header = view.horizontalHeader()
        if not isinstance(header, FitHeader):
            header = self._new_header(view)
        self.header = header
        # One line a row; a table that wraps (the import's problems) breaks only at spaces,
        # its rows as tall as their lines.
        view.setWordWrap(wrap)
        if wrap:
            view.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        _show_cut_cells_whole(view)
        view.viewport().installEventFilter(self)
        model = view.model()
        if model is not None:
            for signal in (model.modelReset, model.rowsInserted, model.rowsRemoved,
                           model.dataChanged, model.headerDataChanged, model.layoutChanged,
                           model.columnsInserted, model.columnsRemoved):
                signal.connect(self.soon)
        self.soon()

    @staticmethod
    def _new_header(view: QTableView) -> FitHeader:
        old = view.horizontalHeader()
        sorting = view.isSortingEnabled()
        section, order = old.sortIndicatorSection(), old.sortIndicatorOrder()
        header = FitHeader(view)
        hidden = [s for s in range(old.count()) if old.isSectionHidden(s)]
        header.setDefaultAlignment(old.defaultAlignment())
        header.setSectionsClickable(old.sectionsClickable() or sorting)
        header.setMinimumSectionSize(24)
        # The old header is deleted here, through its Python wrapper: left to Qt, it was
        # deleted behind the wrapper's back, and the view's own deletion later crashed on it.
        old.setParent(None)
        view.setHorizontalHeader(header)
        shiboken6.delete(old)
        for section in hidden:
            header.setSectionHidden(section, True)
        view.setSortingEnabled(False)
        view.setSortingEnabled(sorting)
        if sorting:
            view.sortByColumn(section, order)
            QWidget.setTabOrder(view, header)  # after the rows: Tab reaches the titles
        else:
            header.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # nothing to sort by
        return header

    def fit_of(self, column: int) -> Fit:
        fits = self.fits
        if callable(fits):
            return fits(column)
        return fits[column] if column < len(fits) else TEXT

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt)
        if event.type() == QEvent.Type.Resize:
            self.soon()
        return False

    def soon(self, *_args: object) -> None:
        if not self._pending:
            self._pending = True
            QTimer.singleShot(0, self, self.fit)

    # --- measuring ----------------------------------------------------------------------
    def _texts(self, column: int) -> list[tuple[str, QFont | None, bool]]:
        """The texts of `column` to measure (with their font, and whether an icon is beside
        them): every cell's (`cell_texts` when the model gives them at once), or the model's
        own choice of the widest (`widest_texts`: the standings of 400 players are not
        measured cell by cell)."""
        source: Any = self.view.model()
        if isinstance(source, QSortFilterProxyModel):
            source = source.sourceModel()
        widest = getattr(source, "widest_texts", None)
        if callable(widest):
            bold = QFont(self.view.font())
            bold.setBold(True)  # measured as the widest a cell can be drawn
            return [(t, bold, False) for t in widest(column, None)]
        found: list[tuple[str, QFont | None, bool]] = []
        cells = getattr(source, "cell_texts", None)
        texts = cells(column) if callable(cells) else None
        if texts is not None:
            # The rows model's own texts and fonts (no icons): 500 tables of a round are not
            # asked for cell by cell through Qt.
            found = [(text, font if isinstance(font, QFont) else None, False)
                     for text, font in texts if isinstance(text, str) and text]
            rows = 0
        else:
            rows = source.rowCount()
        for row in range(rows):
            index = source.index(row, column, QModelIndex())
            text = index.data()
            if not isinstance(text, str) or not text:
                continue
            font = index.data(Qt.ItemDataRole.FontRole)
            icon = index.data(Qt.ItemDataRole.DecorationRole) is not None
            found.append((text, font if isinstance(font, QFont) else None, icon))
        if len(found) > MEASURED_ROWS:
            found = sorted(found, key=lambda t: len(t[0]), reverse=True)[:MEASURED_ROWS // 10]
        return found

    def _content(self, column: int) -> int:
        metrics = self.view.fontMetrics()
        padding = _cell_padding(self.view)
        icon = self.view.iconSize().width() + 4
        widest = 0
        for text, font, has_icon in self._texts(column):
            m = QFontMetrics(font) if font is not None else metrics
            width = max(m.horizontalAdvance(line) for line in text.split("\n"))
            widest = max(widest, width + padding + (icon if has_icon else 0))
        return widest

    def _title(self, column: int) -> tuple[int, int]:
        """(one line, two lines): the room the column's title needs."""
        metrics = QFontMetrics(header_font(self.header))
        one, two = title_widths(self.header.title(column), metrics)
        around = self.header.overhead(column) + 1
        return one + around, two + around

    # --- sizing -------------------------------------------------------------------------
    def fit(self) -> None:
        self._pending = False
        view, header = self.view, self.header
        model = view.model()
        if model is None:
            return
        columns = [c for c in range(model.columnCount()) if not header.isSectionHidden(c)]
        if not columns:
            return
        average = view.fontMetrics().averageCharWidth()
        need: dict[int, int] = {}
        short: dict[int, int] = {}  # with its title on two lines
        least: dict[int, int] = {}
        for c in columns:
            fit = self.fit_of(c)
            one, two = self._title(c)
            content = self._content(c)
            need[c] = max(one, content)
            short[c] = max(two, content) if fit.kind is not Kind.TEXT else need[c]
            if fit.kind is Kind.NUMBER:
                least[c] = max(two, content)
            elif fit.kind is Kind.NAME:
                least[c] = max(two, min(content, 10 * average + _cell_padding(view)))
            else:
                least[c] = max(two, fit.least * average + _cell_padding(view))
            least[c] = min(least[c], need[c])
        room = view.viewport().width()
        widths = dict(need)
        if sum(widths.values()) > room:
            widths = dict(short)  # first the titles of names and numbers go on two lines
        over = sum(widths.values()) - room
        # Then text, then names: each shrinks towards its floor, in proportion to what it
        # can give.
        for kind in (Kind.TEXT, Kind.NAME):
            if over <= 0:
                break
            giving = {c: widths[c] - least[c] for c in columns
                      if self.fit_of(c).kind is kind and widths[c] > least[c]}
            total = sum(giving.values())
            if not total:
                continue
            take = min(over, total)
            given = 0
            for c, can in giving.items():
                share = take * can // total
                widths[c] -= share
                given += share
            # What the rounding left over, from the column with most to give.
            widest = max(giving, key=lambda c: widths[c] - least[c])
            widths[widest] -= min(take - given, widths[widest] - least[widest])
            over = sum(widths.values()) - room
        if over < 0:
            # Room to spare: the text columns share it (the last column when there is none).
            texts = [c for c in columns if self.fit_of(c).kind is Kind.TEXT] or \
                [c for c in columns if self.fit_of(c).kind is Kind.NAME] or columns[-1:]
            extra = -over
            for i, c in enumerate(texts):
                share = extra // len(texts) + (1 if i < extra % len(texts) else 0)
                widths[c] += share
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        header.setStretchLastSection(False)
        for c in columns:
            header.resizeSection(c, max(widths[c], 24))
        header.updateGeometry()
        header.adjustSize()
        self.widths = [widths.get(c, 0) for c in range(model.columnCount())]
        header.updateGeometry()
        if self.rows:
            keep_rows(view, self.rows)  # its titles may have gone on two lines
        fitted = getattr(view, "columns_fitted", None)
        if callable(fitted):
            fitted()


def fit_columns(view: QTableView, fits: Fits, wrap: bool = False,
                rows: int = 0) -> ColumnFit:
    """Size `view`'s columns by the desk's policy from now on (see the module's docstring);
    `wrap`: long texts go on more lines (broken at spaces) rather than end in "…"; `rows`:
    never fewer rows in sight (`keep_rows`)."""
    existing = view.findChild(ColumnFit)
    if existing is not None:
        existing.fits = fits
        existing.rows = rows or existing.rows
        existing.soon()
        return existing
    return ColumnFit(view, fits, wrap, rows)


def keep_rows(view: QTableView, rows: int) -> None:
    """Never fewer than `rows` rows of `view` in sight under its titles: on a screen too short
    for them (a laptop at 150 %) the screen or the dialog scrolls (ui.screen) rather than
    squeeze the table to a single row (the hand log, the players typed in the wizard)."""
    row = view.verticalHeader().defaultSectionSize()
    header = view.horizontalHeader()
    titles = 0 if header.isHidden() else header.sizeHint().height()
    bar = view.horizontalScrollBar()
    sideways = bar.sizeHint().height() if bar.maximum() > 0 else 0
    view.setMinimumHeight(titles + rows * row + sideways + 2 * view.frameWidth())

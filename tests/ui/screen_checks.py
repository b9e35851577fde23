"""Checks that a window fits the screen it is on (tests/ui/screens.json, fixture `screen`),
and that none of its words is cut (`cut_texts`): a label, a button, a check box, a tab or a
table's header whose text needs more room than it has (measured with the widget's font metrics
against the width it is given), a field whose placeholder does not fit, a word-wrapped label
taller than its room, a table's cell cut without a tooltip. An ellipsis is allowed where it is
meant: the text shown ends in "…" and a tooltip (the widget's, the header's, the cell's) holds
the whole text; a table fitted by ui.widgets.columns shows any cut cell whole in its tooltip."""

from __future__ import annotations

import re
from collections.abc import Iterator

from PySide6 import QtGui
from PySide6.QtCore import QModelIndex, QRect, Qt
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractScrollArea,
    QCheckBox,
    QGroupBox,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QRadioButton,
    QStyle,
    QTabBar,
    QToolButton,
    QWidget,
)


def on_screen(widget: QWidget) -> QRect:
    """Where `widget` is on the virtual desktop."""
    return QRect(widget.mapToGlobal(widget.rect().topLeft()), widget.size())


def scrolled(widget: QWidget, window: QWidget) -> bool:
    """Is `widget` inside a scroll area of `window` (in reach by scrolling)?"""
    parent = widget.parentWidget()
    while parent is not None and parent is not window:
        if isinstance(parent, QAbstractScrollArea):
            return True
        parent = parent.parentWidget()
    return False


def assert_fits(qtbot, window: QWidget, screen) -> None:
    qtbot.waitUntil(window.isVisible, timeout=5000)
    area = screen.availableGeometry()
    assert window.screen().name() == screen.name(), window
    frame = window.frameGeometry()
    assert area.contains(frame), (type(window).__name__, frame, area)
    # Everything a user clicks is inside the screen too (a window larger than its layout
    # allows would put the buttons below the screen).
    for button in window.findChildren(QAbstractButton):
        if button.isVisibleTo(window) and button.window() is window \
                and not scrolled(button, window):
            assert area.contains(on_screen(button)), (type(window).__name__, button.text(),
                                                      on_screen(button), area)


# --- words cut ------------------------------------------------------------------------------

ELLIPSIS = "\u2026"
SLACK = 1  # a pixel of rounding


def _plain(text: str) -> str:
    return re.sub(r"&(?!&)", "", text).replace("&&", "&")


def _where(widget: QWidget) -> str:
    names = []
    w: QWidget | None = widget
    while w is not None and not w.isWindow() and len(names) < 3:
        names.append(w.objectName() or type(w).__name__)
        w = w.parentWidget()
    return "/".join(reversed(names))


def _visible(widget: QWidget, window: QWidget) -> bool:
    if not widget.isVisibleTo(window) or widget.width() <= 0:
        return False
    # Inside a scroll area: only what can be scrolled to counts (all of it), never cut.
    return True


def _elided_on_purpose(shown: str, tip: str | None, whole: str | None = None) -> bool:
    if not shown.endswith(ELLIPSIS) or not tip:
        return False
    return (whole or shown[:-1]).strip() in tip or shown[:-1].strip() in tip


def _label(label: QLabel) -> Iterator[str]:
    shown = getattr(label, "shown", None)  # ui.widgets.labels.ElidedLabel: cut on purpose
    if callable(shown):
        if shown() != label.text() and not _elided_on_purpose(shown(), label.toolTip()):
            yield f"{_where(label)}: {label.text()!r} cut to {shown()!r} without a tooltip"
        return
    text = label.text()
    if not text or not label.isVisible() or label.pixmap() is not None and not text:
        return
    room = label.contentsRect().width() - 2 * label.margin() - 2 * label.indent() \
        if label.indent() > 0 else label.contentsRect().width() - 2 * label.margin()
    if label.wordWrap():
        needed = label.heightForWidth(label.width())
        if needed > label.height() + 2:
            yield (f"{_where(label)}: {text!r} needs {needed} px of height, has "
                   f"{label.height()}")
        return
    if label.textFormat() == Qt.TextFormat.RichText or (
            label.textFormat() == Qt.TextFormat.AutoText and QtGui.Qt.mightBeRichText(text)):
        needed = label.sizeHint().width() - 2 * label.margin()
        room = label.width()
    else:
        metrics = label.fontMetrics()
        needed = max(metrics.horizontalAdvance(line) for line in text.split("\n"))
    if needed > room + SLACK and not _elided_on_purpose(text, label.toolTip()):
        yield f"{_where(label)}: {text!r} needs {needed} px, has {room}"


def _button(button: QAbstractButton) -> Iterator[str]:
    text = _plain(button.text())
    if not text or not button.isVisible():
        return
    metrics = button.fontMetrics()
    width = max(metrics.horizontalAdvance(line) for line in text.split("\n"))
    icon = button.iconSize().width() + 4 if not button.icon().isNull() else 0
    style = button.style()
    if isinstance(button, (QCheckBox, QRadioButton)):
        indicator = style.pixelMetric(
            QStyle.PixelMetric.PM_IndicatorWidth if isinstance(button, QCheckBox)
            else QStyle.PixelMetric.PM_ExclusiveIndicatorWidth, None, button)
        spacing = style.pixelMetric(QStyle.PixelMetric.PM_CheckBoxLabelSpacing, None, button)
        needed = width + icon + indicator + spacing
    elif isinstance(button, QPushButton):
        needed = width + icon + _push_overhead(button)
    elif isinstance(button, QToolButton):
        if button.toolButtonStyle() == Qt.ToolButtonStyle.ToolButtonIconOnly:
            return
        needed = width + (icon if button.toolButtonStyle()
                          == Qt.ToolButtonStyle.ToolButtonTextBesideIcon else 0) + 6
        if button.menu() is not None or button.popupMode() != \
                QToolButton.ToolButtonPopupMode.DelayedPopup:
            needed += 8
    else:
        return
    if needed > button.width() + SLACK and not _elided_on_purpose(text, button.toolTip()):
        yield f"{_where(button)}: {text!r} needs {needed} px, has {button.width()}"


def _push_overhead(button: QPushButton) -> int:
    """What a push button adds around its words (its style sheet's padding, the frame): a
    probe of the same kind with a long text, whose size hint is not the style's minimum."""
    probe = QPushButton("W" * 40)
    probe.setObjectName(button.objectName())
    probe.setFont(button.font())
    probe.setStyle(button.style())
    probe.setStyleSheet(button.styleSheet())
    probe.ensurePolished()
    overhead = probe.sizeHint().width() - probe.fontMetrics().horizontalAdvance("W" * 40)
    probe.deleteLater()
    return overhead


def _header(view: QAbstractItemView, header: QHeaderView) -> Iterator[str]:
    model = header.model()
    if model is None or not header.isVisible():
        return
    bold = QFont(header.font())
    bold.setWeight(QFont.Weight.DemiBold)  # the style sheet's header weight
    metrics = QFontMetrics(bold)
    orientation = header.orientation()
    if orientation != Qt.Orientation.Horizontal:
        return
    lines_of = getattr(header, "lines", None)  # ui.widgets.columns.FitHeader: its lines
    for section in range(header.count()):
        if header.isSectionHidden(section):
            continue
        if callable(lines_of):
            lines = lines_of(section)
            title = model.headerData(section, orientation)
            if any(line.endswith(ELLIPSIS) for line in lines) and isinstance(title, str) \
                    and not title.endswith(ELLIPSIS):
                yield f"{_where(view)} header: {title!r} cut to {lines}"
            continue
        text = model.headerData(section, orientation)
        if not isinstance(text, str) or not text:
            continue
        size = header.sectionSize(section)
        if size <= 0:
            continue
        arrow = 0
        if header.isSortIndicatorShown() and header.sortIndicatorSection() == section:
            arrow = 12
        needed = max(metrics.horizontalAdvance(line) for line in text.split("\n")) + 2 * 8 \
            + arrow
        tip = model.headerData(section, orientation, Qt.ItemDataRole.ToolTipRole)
        if needed > size + SLACK and not (text.endswith(ELLIPSIS) and tip):
            yield f"{_where(view)} header: {text!r} needs {needed} px, has {size}"


def _cells(view: QAbstractItemView) -> Iterator[str]:
    """Cells whose text is cut without a tooltip saying it whole (only the rows on screen)."""
    model = view.model()
    if model is None or not view.isVisible() or view.property("elidedTips"):
        return
    if isinstance(view, QHeaderView) or not hasattr(view, "columnWidth"):
        return
    metrics = view.fontMetrics()
    margin = 2 * (view.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None,
                                           view) + 1)
    viewport = view.viewport().rect()
    for row in range(min(model.rowCount(), 60)):
        for column in range(model.columnCount()):
            index = model.index(row, column, QModelIndex())
            rect = view.visualRect(index)
            if not rect.isValid() or not viewport.intersects(rect):
                continue
            text = index.data()
            if not isinstance(text, str) or not text:
                continue
            font = index.data(Qt.ItemDataRole.FontRole)
            m = QFontMetrics(font) if isinstance(font, QFont) else metrics
            tip = index.data(Qt.ItemDataRole.ToolTipRole)
            if isinstance(tip, str) and text in tip:
                continue
            room = rect.width() - margin
            if view.wordWrap():
                # Wrapped at spaces: cut when a word is wider than the cell, or the lines
                # taller than the row.
                needed = max(m.horizontalAdvance(word) for word in text.split())
                lines = m.boundingRect(QRect(0, 0, max(room, 1), 100000),
                                       Qt.TextFlag.TextWordWrap, text).height()
                if needed <= room + SLACK and lines <= rect.height() + 2:
                    continue
            else:
                needed = max(m.horizontalAdvance(line) for line in text.split("\n"))
                if needed <= room + SLACK:
                    continue
            yield f"{_where(view)} cell {row},{column}: {text!r} needs {needed} px, has {room}"
            break


def _placeholder(field: QLineEdit) -> Iterator[str]:
    text = field.placeholderText()
    if not text or field.text() or not field.isVisible():
        return
    room = field.width() - 2 * 4 - 2 * field.style().pixelMetric(
        QStyle.PixelMetric.PM_DefaultFrameWidth, None, field)
    margins = field.textMargins()
    room -= margins.left() + margins.right()
    if field.isClearButtonEnabled():
        room -= 20
    needed = field.fontMetrics().horizontalAdvance(text)
    if needed > room + SLACK:
        yield f"{_where(field)} placeholder: {text!r} needs {needed} px, has {room}"


def _tabs(bar: QTabBar) -> Iterator[str]:
    for i in range(bar.count()):
        text = _plain(bar.tabText(i))
        if not text:
            continue
        needed = bar.fontMetrics().horizontalAdvance(text) + 2 * 8
        if needed > bar.tabRect(i).width() + SLACK:
            yield f"{_where(bar)} tab: {text!r} needs {needed} px, has {bar.tabRect(i).width()}"


def cut_texts(window: QWidget) -> list[str]:
    from PySide6.QtWidgets import QScrollArea

    found: list[str] = []
    for w in [window, *window.findChildren(QWidget)]:
        if not w.isVisible() or w.window() is not window:
            continue
        if isinstance(w, QScrollArea) and w.widget() is not None \
                and w.horizontalScrollBarPolicy() == Qt.ScrollBarPolicy.ScrollBarAlwaysOff \
                and w.widget().width() > w.viewport().width() + SLACK:
            found.append(f"{_where(w)}: its content is {w.widget().width()} px wide, cut to "
                         f"{w.viewport().width()} (no sideways scroll bar)")
        if isinstance(w, QLabel):
            found += _label(w)
        elif isinstance(w, QAbstractButton):
            found += _button(w)
        elif isinstance(w, QLineEdit) and not isinstance(w.parentWidget(), QAbstractScrollArea):
            found += _placeholder(w)
        elif isinstance(w, QTabBar):
            found += _tabs(w)
        elif isinstance(w, QGroupBox) and w.title():
            needed = w.fontMetrics().horizontalAdvance(_plain(w.title())) + 16
            if needed > w.width():
                found.append(f"{_where(w)} title: {w.title()!r} needs {needed}, has {w.width()}")
        if isinstance(w, QAbstractItemView) and not isinstance(w, QHeaderView):
            header = getattr(w, "horizontalHeader", None)
            if header is not None:
                found += _header(w, header())
            found += _cells(w)
    return found


# --- controls without a name ------------------------------------------------------------------

def _interactive(widget: QWidget) -> bool:
    """A control a person acts on (a field, a button, a list), not a part of another one."""
    from PySide6.QtWidgets import (
        QAbstractSlider,
        QAbstractSpinBox,
        QComboBox,
        QPlainTextEdit,
        QTextEdit,
    )

    parent = widget.parentWidget()
    if isinstance(parent, (QAbstractSpinBox, QComboBox)):
        return False  # a spin box's or a combo box's own line edit
    if isinstance(widget, QHeaderView):
        return bool(widget.focusPolicy() & Qt.FocusPolicy.TabFocus)
    if isinstance(widget, (QTextEdit, QPlainTextEdit)):
        return not widget.isReadOnly() or bool(widget.focusPolicy() & Qt.FocusPolicy.TabFocus)
    if isinstance(widget, QTabBar) or type(widget).__name__ == "QScrollBar":
        return False
    if isinstance(widget, QAbstractSlider) and type(widget).__name__ != "QSlider":
        return False
    return isinstance(widget, (QAbstractButton, QLineEdit, QAbstractSpinBox, QComboBox,
                               QAbstractItemView, QTextEdit, QPlainTextEdit, QAbstractSlider))


def unnamed_controls(window: QWidget) -> list[str]:
    """Every control of `window` on screen that assistive technology cannot name: no name
    through Qt's accessibility interface (a label's buddy, an accessible name, a button's
    words), a combo box named only by its current choice, an item of a list without words."""
    from PySide6.QtGui import QAccessible
    from PySide6.QtWidgets import QComboBox

    found: list[str] = []
    for w in [window, *window.findChildren(QWidget)]:
        if not w.isVisible() or w.window() is not window or not _interactive(w):
            continue
        iface = QAccessible.queryAccessibleInterface(w)
        name = iface.text(QAccessible.Text.Name).strip() if iface is not None else ""
        if isinstance(w, QComboBox) and not w.accessibleName() and name == w.currentText() \
                and not _has_buddy(w):
            name = ""
        if not name:
            found.append(f"{type(w).__name__} {_where(w)} (tooltip {w.toolTip()!r})")
            continue
        model = w.model() if isinstance(w, QAbstractItemView) else None
        if model is not None and not isinstance(w, QHeaderView) \
                and type(w).__name__ in ("QListWidget", "QListView"):
            for row in range(model.rowCount()):
                index = model.index(row, 0)
                words = index.data(Qt.ItemDataRole.AccessibleTextRole) or index.data()
                if not (isinstance(words, str) and words.strip()):
                    found.append(f"{type(w).__name__} {_where(w)} item {row} has no words")
                    break
    return found


def _has_buddy(widget: QWidget) -> bool:
    window = widget.window()
    return any(label.buddy() is widget for label in window.findChildren(QLabel))

"""Labels that show people's text (names, clubs, reasons) as plain text, never as markup.

A QLabel guesses: text that looks like HTML is rendered as HTML, so a player called
"<b>markup</b>" would show in bold and "<img src=x>" would try to load an image.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QIcon, QPainter
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QSizePolicy,
    QToolBar,
    QToolButton,
    QWidget,
)

from ui.style import SPACE, font
from ui.text import rich_safe, tr


class PlainLabel(QLabel):
    def __init__(self, text: str = "", parent: QWidget | None = None):
        super().__init__(parent)
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setText(text)


def name_toolbar_overflow(toolbar: QToolBar) -> None:
    """The "»" button a too narrow toolbar shows for the tools it cannot hold: Qt's own,
    without a name for assistive technology."""
    for button in toolbar.findChildren(QToolButton, "qt_toolbar_ext_button"):
        button.setAccessibleName(tr("More tools"))
        button.setToolTip(tr("More tools"))


def label_for(text: str, field: QWidget) -> QLabel:
    """A field's label, its buddy set: assistive technology names the field by it (and its
    mnemonic, if it has one, moves the focus there)."""
    label = QLabel(text)
    label.setBuddy(field)
    return label


class ElidedLabel(PlainLabel):
    """One line of text that ends in "…" where its room ends, the whole of it in its tooltip
    (the desk's one way to cut words, as its tables do: ui.widgets.columns). `text()` is the
    whole text; what is drawn is `shown()`."""

    def __init__(self, text: str = "", parent: QWidget | None = None):
        self._whole = ""
        super().__init__("", parent)
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.setText(text)

    def setText(self, text: str) -> None:  # noqa: N802 - Qt override
        self._whole = text
        self._elide()
        self.updateGeometry()

    def text(self) -> str:  # the whole text, as a QLabel's
        return self._whole

    def shown(self) -> str:
        return super().text()

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt override
        hint = super().sizeHint()
        hint.setWidth(self.fontMetrics().horizontalAdvance(self._whole) + 2 * self.margin() + 2)
        return hint

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt override
        return QSize(self.fontMetrics().horizontalAdvance("\u2026") * 4,
                     super().sizeHint().height())

    def resizeEvent(self, event: Any) -> None:  # noqa: N802 - Qt override
        super().resizeEvent(event)
        self._elide()

    def _elide(self) -> None:
        room = self.contentsRect().width() - 2 * self.margin()
        shown = self.fontMetrics().elidedText(self._whole, Qt.TextElideMode.ElideRight,
                                              max(room, 1))
        super().setText(shown)
        self.setToolTip(rich_safe(self._whole) if shown != self._whole else "")


class IconLabel(QWidget):
    """An icon on its own (a start page card's), drawn each time it is painted: in the
    colours of the scheme in use then (a pixmap taken once kept the light scheme's dark grey
    on the dark cards)."""

    def __init__(self, icon: QIcon, side: int = 32, parent: QWidget | None = None):
        super().__init__(parent)
        self.icon = icon
        self.side = side
        self.setFixedSize(QSize(side, side))
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt override
        return QSize(self.side, self.side)

    def paintEvent(self, event: Any) -> None:  # noqa: N802 - Qt override
        painter = QPainter(self)
        mode = QIcon.Mode.Normal if self.isEnabled() else QIcon.Mode.Disabled
        self.icon.paint(painter, self.rect(), Qt.AlignmentFlag.AlignCenter, mode)
        painter.end()


def page_heading(text: str) -> tuple[QHBoxLayout, QLabel]:
    """A screen's heading: its title, large and bold, and beside it a muted line the screen
    fills in (what it shows: the round, how many players...). Returns the row to add to the
    screen's layout (more buttons may follow on it) and that line."""
    row = QHBoxLayout()
    title = QLabel(text)
    title.setFont(font(1.6, bold=True))
    subtitle = QLabel()
    subtitle.setObjectName("muted")
    subtitle.setWordWrap(True)
    row.addWidget(title)
    row.addSpacing(2 * SPACE)
    row.addWidget(subtitle, 1, Qt.AlignmentFlag.AlignBottom)
    return row, subtitle

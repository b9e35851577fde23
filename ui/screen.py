"""Window sizes from the screen a window opens on, so that every window and dialog fits the
commonest venue laptop (1,366 x 768 with a panel) as well as a large monitor.

A window asks for a share of the screen's available area (what the panel and the dock leave:
`QScreen.availableGeometry`) through `share_of_screen`, never a constant bigger than a
laptop. `ScreenFit`, installed on the application once (`install`), is the safety net for
every window and dialog, including those that size themselves from their contents: when a
window is shown, its size and minimum size are brought within the available area (less the
frame the window manager adds) and the window is moved inside it.
"""

from __future__ import annotations

import weakref
from collections.abc import Sequence

import shiboken6
from PySide6.QtCore import QEvent, QObject, QRect, QSize, Qt, QTimer
from PySide6.QtGui import QGuiApplication, QResizeEvent, QScreen, QShowEvent
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QDialog,
    QFrame,
    QLayout,
    QLineEdit,
    QScrollArea,
    QStackedWidget,
    QStyle,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from ui.event_kinds import is_a
from ui.style import SPACE

# The title bar and borders a window manager adds around a window, when the window cannot
# say yet (before it is first shown the platform does not know its frame).
FRAME = QSize(16, 40)


def screen_of(widget: QWidget) -> QScreen | None:
    """The screen `widget` is (or will be) shown on: its parent window's (a dialog opens over
    the window it belongs to), its own, or the primary screen."""
    parent = widget.parentWidget()
    for candidate in (parent.window() if parent is not None else None, widget):
        if candidate is not None:
            screen = candidate.screen()
            if screen is not None:
                return screen
    return QGuiApplication.primaryScreen()


def available_area(widget: QWidget) -> QRect:
    screen = screen_of(widget)
    return screen.availableGeometry() if screen is not None else QRect(0, 0, 1366, 728)


def _frame(widget: QWidget) -> QSize:
    handle = widget.windowHandle()
    if handle is not None and widget.isVisible():
        margins = handle.frameMargins()
        if margins.left() + margins.right() or margins.top() + margins.bottom():
            return QSize(margins.left() + margins.right(), margins.top() + margins.bottom())
    return FRAME


def largest_size(widget: QWidget) -> QSize:
    """The largest client size whose window, frame included, fits the available area."""
    area = available_area(widget)
    frame = _frame(widget)
    return QSize(max(area.width() - frame.width(), 200),
                 max(area.height() - frame.height(), 200))


def share_of_screen(widget: QWidget, width: float, height: float,
                    minimum: QSize | None = None) -> None:
    """Size `widget` to `width` x `height` of the available area (shares from 0 to 1), with
    a minimum size that never exceeds the area either."""
    room = largest_size(widget)
    if minimum is not None:
        widget.setMinimumSize(minimum.boundedTo(room))
    wanted = QSize(round(room.width() * width), round(room.height() * height))
    widget.resize(wanted.expandedTo(widget.minimumSize()).boundedTo(room))


def content_size(widget: QWidget) -> QSize:
    """The least size `widget`'s layout needs (an explicit minimum width set on a dialog hid
    its layout's minimum: names were squeezed into a narrower column)."""
    layout = widget.layout()
    return layout.totalMinimumSize() if layout is not None else QSize(0, 0)


def wrapped_height(widget: QWidget) -> int:
    """The height `widget`'s layout asks for at its width when its words wrap (a paragraph
    lost its last line in a dialog no taller than its minimum); 0 without wrapped words."""
    layout = widget.layout()
    if layout is None or not layout.hasHeightForWidth():
        return 0
    return layout.totalHeightForWidth(max(widget.width(), layout.totalMinimumSize().width()))


def fit_window(widget: QWidget) -> None:
    """Bring a window's minimum size, size and place within the available area, never
    below what its layout needs (as far as the area allows)."""
    screen = screen_of(widget)
    if screen is not None and widget.screen() is not screen:
        widget.setScreen(screen)  # a dialog opens on the screen of its window
    room = largest_size(widget)
    if isinstance(widget, QDialog):
        least = content_size(widget).boundedTo(room)
        if not widget.minimumSize().expandedTo(least) == widget.minimumSize():
            widget.setMinimumSize(widget.minimumSize().expandedTo(least))
        # As tall as its wrapped words want, as far as the screen allows (a dialog too short
        # for them scrolls: scrolled_body); a body that scrolls, as tall as it is (its hints
        # and messages come and go after the dialog is open).
        wanted = wrapped_height(widget)
        if widget.findChildren(_Scroll):
            wanted = max(wanted, widget.sizeHint().height())
        least.setHeight(max(least.height(), min(wanted, room.height())))
        if widget.width() < least.width() or widget.height() < least.height():
            widget.resize(widget.size().expandedTo(least))
    if widget.minimumWidth() > room.width() or widget.minimumHeight() > room.height():
        widget.setMinimumSize(widget.minimumSize().boundedTo(room))
    if widget.width() > room.width() or widget.height() > room.height():
        widget.resize(widget.size().boundedTo(room))
    area = available_area(widget)
    frame = widget.frameGeometry()
    if not area.contains(frame):
        parent = widget.parentWidget()
        if parent is not None:  # over the middle of its window, as a dialog opens
            frame.moveCenter(parent.window().frameGeometry().center())
        x = min(max(frame.x(), area.x()), area.right() + 1 - frame.width())
        y = min(max(frame.y(), area.y()), area.bottom() + 1 - frame.height())
        widget.move(max(x, area.x()), max(y, area.y()))


class ScreenFit(QObject):
    """Fits every window to its screen when it is shown (see the module's docstring)."""

    def __init__(self, parent: QObject | None = None):
        super().__init__(parent)
        self._relaid: list[weakref.ref[QWidget]] = []

    def _fit_relaid(self) -> None:
        waiting, self._relaid = self._relaid, []
        for ref in waiting:
            window = ref()
            if window is not None and shiboken6.isValid(window) and window.isVisible():
                fit_window(window)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt)
        # Every event of the application passes here: the classes are looked at first, the
        # event's type only for the few that can matter (ui.event_kinds).
        kind_of_event = type(event)
        if kind_of_event is QShowEvent or kind_of_event is QResizeEvent:
            # A window that grows once shown (its contents arrive from the database) is
            # fitted again.
            kind = event.type()
            if (is_a(watched, QWidget) and watched.isWindow()
                    and (kind == QEvent.Type.Show
                         or (kind == QEvent.Type.Resize and watched.isVisible()))
                    and not watched.windowFlags() & _TRANSIENT):
                fit_window(watched)
        elif kind_of_event is QEvent and is_a(watched, QDialog) \
                and event.type() == QEvent.Type.LayoutRequest \
                and watched.isVisible():
            # A dialog whose words change once shown (what the EMA file still needs, read
            # from the database) is fitted again once its layout has taken them in.
            if not self._relaid:
                QTimer.singleShot(0, self, self._fit_relaid)
            if all(ref() is not watched for ref in self._relaid):
                self._relaid.append(weakref.ref(watched))
        return False


# Menus, tooltips and combo box lists place themselves; only real windows are fitted.
_TRANSIENT = (Qt.WindowType.Popup | Qt.WindowType.ToolTip) & ~Qt.WindowType.Window


def install(app: QApplication | None = None) -> None:
    """Fit every window of the application to its screen (once per application)."""
    app = app or QApplication.instance()  # type: ignore[assignment]
    if app is None or app.property("screenFit"):
        return
    app.setProperty("screenFit", True)
    app.installEventFilter(ScreenFit(app))


class _Scroll(QScrollArea):
    """A scroll area that gives its page the whole room, or the least its layout needs when
    the room is smaller (the page then scrolls), and asks for its page's whole size.

    (Qt's own resizable scroll area gives a page whose words wrap the height those words
    prefer, more than the room: a screen scrolled by a few pixels on a screen big enough;
    and it caps what it asks for at 24 lines of text, so a form taller than that scrolled
    even on a large screen.)"""

    def setWidget(self, page: QWidget) -> None:  # noqa: N802 - Qt override
        super().setWidget(page)
        page.installEventFilter(self)
        self._fit()

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt override
        page = self.widget()
        if page is None:
            return super().sizeHint()
        return page.sizeHint() + QSize(2 * self.frameWidth(), 2 * self.frameWidth())

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt)
        if watched is self.widget() and event.type() == QEvent.Type.LayoutRequest:
            QTimer.singleShot(0, self, self._fit)
            self.updateGeometry()  # what it asks for changed: its window may grow for it
        return super().eventFilter(watched, event)

    def resizeEvent(self, event: object) -> None:  # noqa: N802 - Qt override
        super().resizeEvent(event)  # type: ignore[arg-type]
        self._fit()

    def _fit(self) -> None:
        page = self.widget()
        if page is None:
            return
        room = self.viewport().size()
        layout = page.layout()
        least = layout.totalMinimumSize() if layout is not None else page.minimumSizeHint()
        width = max(room.width(), least.width())
        height = least.height()
        # Wrapped words keep every line (a seat card's detail lost its second line); a tab
        # widget counts at its least height for the width (`Tabs`).
        if layout is not None and layout.hasHeightForWidth():
            height = max(height, layout.totalMinimumHeightForWidth(width))
        size = QSize(width, max(room.height(), height))
        if page.size() != size:
            page.resize(size)


class Tabs(QTabWidget):
    """A tab widget that asks, for a width, for the least height its pages need there (their
    wrapped words whole), not the height its tallest page prefers: Qt's own counts every
    table at its preferred height, so a screen with tabs scrolled on a screen big enough
    (`_Scroll`). Given more room, it takes it as any tab widget."""

    def heightForWidth(self, width: int) -> int:  # noqa: N802 - Qt override
        full = super().heightForWidth(width)
        stack = self.findChild(QStackedWidget, "qt_tabwidget_stackedwidget")
        if full < 0 or stack is None:
            return full
        inner = max(width - (self.width() - stack.width()), 0)
        preferred = least = 0
        for i in range(stack.count()):
            page = stack.widget(i)
            if page is None:
                continue
            preferred = max(preferred, page.heightForWidth(inner))
            layout = page.layout()
            if layout is not None and layout.hasHeightForWidth():
                page_least = layout.totalMinimumHeightForWidth(inner)
            else:
                page_least = page.minimumSizeHint().height()
            least = max(least, page_least)
        return full - max(preferred - least, 0) if preferred > 0 else full


def scrolling(page: QWidget) -> QScrollArea:
    """`page` in a scroll area of its own: on a screen too small for it (a laptop at 150 %,
    911 x 485 points) it keeps the room its layout needs and scrolls, instead of being
    squeezed until its cards overprint and its words are cut; on a screen big enough it fills
    the room as before, with no scroll bar. The screens of an open tournament, the start
    page and the dialogs whose forms are long are shown so."""
    scroll = _Scroll()
    scroll.setObjectName("pageScroll")
    scroll.setFrameShape(QFrame.Shape.NoFrame)
    scroll.setFocusPolicy(Qt.FocusPolicy.NoFocus)
    scroll.viewport().setAutoFillBackground(False)
    scroll.setWidget(page)
    return scroll


def open_size(dialog: QWidget, width: int) -> None:
    """Size a dialog whose body scrolls (`scrolled_body`) to show the whole body, at least
    `width` wide: Qt would otherwise open it at its minimum, its body scrolled at once. The
    screen's room caps it when it is shown (`fit_window`)."""
    dialog.resize(dialog.sizeHint().expandedTo(QSize(width, 0)))


def scrolled_body(dialog: QWidget) -> tuple[QVBoxLayout, QVBoxLayout]:
    """A dialog's layout in two parts: (body, outer). What goes in `body` scrolls on a screen
    too short for it (a laptop at 150 %); what goes in `outer` after it (the buttons) stays
    in sight."""
    outer = QVBoxLayout(dialog)
    outer.setContentsMargins(3 * SPACE, 3 * SPACE, 3 * SPACE, 2 * SPACE)
    page = QWidget()
    body = QVBoxLayout(page)
    body.setContentsMargins(0, 0, 0, 0)
    outer.addWidget(scrolling(page), 1)
    return body, outer


def fit_placeholder(field: QLineEdit) -> None:
    """A field at least as wide as its placeholder (in the language shown): the example it
    gives is never cut ("À la table d'arbitrage : votre n")."""
    text = field.placeholderText()
    if not text:
        return
    margins = field.textMargins()
    frame = 2 * field.style().pixelMetric(QStyle.PixelMetric.PM_DefaultFrameWidth, None, field)
    # The style sheet's padding (3 px 6 px) and Qt's own 2 px each side, and the clear
    # button's room when the field has one.
    room = field.fontMetrics().horizontalAdvance(text) + frame + 2 * 6 + 2 * 2 \
        + margins.left() + margins.right() + (24 if field.isClearButtonEnabled() else 0)
    field.setMinimumWidth(max(field.minimumWidth(), room))
    if field.maximumWidth() < room:
        field.setMaximumWidth(room)


def words_fit(widget: QWidget, row: QLayout, buttons: Sequence[QAbstractButton],
              words: Sequence[str] | None = None) -> bool:
    """Do `buttons` have room for their words (`words`, else each one's property
    ``full_text``) in `row`, which spans `widget`'s width? Measured on the row as it is laid
    out now, in the language shown (French needs more room than English), so a button shows
    only its icon exactly when its words would push the row's labels out of sight."""
    needed = row.sizeHint().width()
    for i, button in enumerate(buttons):
        shown = button.text()
        wanted = words[i] if words is not None else str(button.property("full_text") or "")
        metrics = button.fontMetrics()
        needed += metrics.horizontalAdvance(wanted) - metrics.horizontalAdvance(shown)
        if not shown and wanted:
            needed += 2 * SPACING
        elif shown and not wanted:
            needed -= 2 * SPACING
    return widget.width() >= needed


def shrinkable(button: QAbstractButton) -> None:
    """A button whose words may go when its row is short of room (`fit_words`): its
    layout may give it no more than its icon's room, so the words never set the width of
    a screen that scrolls (ui.window.area) rather than showing them."""
    button.setMinimumWidth(button.iconSize().width() + 4 * SPACING)


def fit_words(widget: QWidget, row: QLayout, buttons: Sequence[QAbstractButton],
              *levels: Sequence[str]) -> None:
    """Show on `buttons` the first of `levels` (their words, fullest first) that fits `row`
    in `widget`'s width, else their icons alone (their words stay their tooltip and their
    accessible name)."""
    for words in levels:
        if words_fit(widget, row, buttons, words):
            for button, text in zip(buttons, words, strict=True):
                if button.text() != text:
                    button.setText(text)
            return
    for button in buttons:
        if button.text():
            button.setText("")


# Between a button's icon and its words, and around the words (the style's margins).
SPACING = 6

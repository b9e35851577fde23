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

from collections.abc import Sequence

from PySide6.QtCore import QEvent, QObject, QRect, QSize, Qt
from PySide6.QtGui import QGuiApplication, QScreen
from PySide6.QtWidgets import QAbstractButton, QApplication, QLayout, QWidget

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


def fit_window(widget: QWidget) -> None:
    """Bring a window's minimum size, size and place within the available area."""
    screen = screen_of(widget)
    if screen is not None and widget.screen() is not screen:
        widget.setScreen(screen)  # a dialog opens on the screen of its window
    room = largest_size(widget)
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

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt)
        kind = event.type()
        # A window that grows once shown (its contents arrive from the database) is
        # fitted again.
        if ((kind == QEvent.Type.Show or (kind == QEvent.Type.Resize
                                          and watched.isWidgetType()
                                          and watched.isVisible()))  # type: ignore[attr-defined]
                and isinstance(watched, QWidget) and watched.isWindow()
                and not watched.windowFlags() & _TRANSIENT):
            fit_window(watched)
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


def words_fit(widget: QWidget, row: QLayout, buttons: Sequence[QAbstractButton]) -> bool:
    """Do `buttons` have room for their words (property ``full_text``) in `row`, which
    spans `widget`'s width? Measured on the row as it is laid out now, in the language
    shown (French needs more room than English), so a button shows only its icon exactly
    when its words would push the row's labels out of sight."""
    needed = row.sizeHint().width()
    for button in buttons:
        if not button.text():
            words = str(button.property("full_text") or "")
            needed += button.fontMetrics().horizontalAdvance(words) + 2 * SPACING
    return widget.width() >= needed


# Between a button's icon and its words, and around the words (the style's margins).
SPACING = 6

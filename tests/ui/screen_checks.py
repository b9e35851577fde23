"""Checks that a window fits the screen it is on (tests/ui/screens.json, fixture `screen`)."""

from __future__ import annotations

from PySide6.QtCore import QRect
from PySide6.QtWidgets import QAbstractButton, QAbstractScrollArea, QWidget


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

"""Spin boxes and combo boxes in a scrolling form take the mouse wheel only when focused.

Qt gives the wheel to whatever number box is under the pointer: scrolling a long form (the
ruleset) over one silently changed a value (2nd uma 5,000 -> 4,700). After `guard_wheel(form)`
a wheel over an unfocused box scrolls the form instead; click the box (or tab to it) to change
it with the wheel.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt
from PySide6.QtWidgets import QAbstractScrollArea, QAbstractSpinBox, QComboBox, QWidget


class _WheelGuard(QObject):
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        if event.type() == QEvent.Type.Wheel and isinstance(watched, QWidget) \
                and not watched.hasFocus():
            area = _scroll_area(watched)
            if area is not None:
                # The scroll area the form is in scrolls, as it would over a label.
                QCoreApplication.sendEvent(area.verticalScrollBar(), event)
            return True
        return False


def _scroll_area(widget: QWidget) -> QAbstractScrollArea | None:
    parent = widget.parentWidget()
    while parent is not None and not isinstance(parent, QAbstractScrollArea):
        parent = parent.parentWidget()
    return parent


_GUARD: _WheelGuard | None = None


def guard_wheel(root: QWidget) -> None:
    """Every spin box and combo box inside `root` (now) ignores the wheel unless focused."""
    global _GUARD
    if _GUARD is None:
        _GUARD = _WheelGuard()
    for box in root.findChildren(QAbstractSpinBox) + root.findChildren(QComboBox):
        box.setFocusPolicy(Qt.FocusPolicy.StrongFocus)  # the wheel no longer gives focus
        box.installEventFilter(_GUARD)

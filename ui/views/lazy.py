"""Screens read the tournament again only when seen: a change made while a screen is hidden
is read when it is shown. The database worker does one thing at a time, so a hidden rounds
screen re-reading 1,300 tables must not stand between OK and the standings on the
projector."""

from __future__ import annotations

from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import QWidget


class RefreshWhenShown(QWidget):
    """Base of a screen that has a `refresh()`; call `refresh_soon()` on a change."""

    _stale = False

    def refresh(self) -> None:  # pragma: no cover - every screen has its own
        raise NotImplementedError

    def refresh_soon(self) -> None:
        if self.isVisible():
            self.refresh()
        else:
            self._stale = True

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 - Qt override
        super().showEvent(event)
        if self._stale:
            self._stale = False
            self.refresh()

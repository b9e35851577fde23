"""What a referee station is not offered: the organiser's actions (seat, approve, unlock,
settings, players, penalties, awards). The service refuses them anyway (`not_allowed`); the
desk does not show buttons that can only be refused."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QWidget


def organiser_only(session: Any, *widgets: QWidget) -> None:
    """Hide `widgets` on a referee station (`session.organiser` is False)."""
    if not session.organiser:
        for widget in widgets:
            widget.hide()

"""Other ways to fill in a winner than typing han and fu: what such a way is.

The hand dialog always offers han/fu/yakuman spin boxes. Each `WinSource` adds one more way,
offered as a choice ("Enter by") in every winner's box; its widget gives the win's value as
the core's `Win` (its value fields: han, fu, yakuman and the yaku detail; the seats are the
winner box's). The built-in ones, by yaku and by tiles, are in `ui.dialogs.win_inputs`; a
winner box takes the list of sources it offers.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QWidget

from tournament.model import Win, Wind
from tournament.rules import Ruleset


@dataclass(frozen=True, slots=True)
class WinContext:
    """What a source may need to know about the win it fills."""

    rules: Ruleset
    tsumo: bool
    seat_wind: Wind | None  # None until the winner is chosen
    round_wind: Wind
    dealer: bool


class WinSourceWidget(QWidget):
    """The editor a source puts into a winner's box. Emit `changed` on every edit."""

    changed = Signal()
    # The referee ticked or unticked riichi in the win's detail (the yaku, the tiles'
    # situation): the hand dialog keeps "riichi declared" in step, `set_riichi` the other way.
    riichi_changed = Signal(bool)

    def set_riichi(self, on: bool) -> None:
        """Riichi declared (or not) by this winner: tick (or untick) it in the detail."""

    def value(self) -> Win | None:
        """The value so far, or None while it is incomplete (the dialog keeps OK disabled)."""
        raise NotImplementedError

    def set_value(self, value: Win) -> bool:
        """Show an existing win (editing a hand); False if this source cannot show it."""
        return False

    def set_context(self, context: WinContext) -> None:
        """Called when the outcome, the winner or the table changes."""

    def show_messages(self, messages: list[str]) -> None:
        """The core's messages about this win's detail (wins[i].yaku...), to show inside."""


class WinSource(Protocol):
    key: str  # "yaku", "tiles"

    def title(self) -> str:
        """The choice's label: "By yaku"."""

    def create(self, parent: QWidget | None = None) -> WinSourceWidget: ...

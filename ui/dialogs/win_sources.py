"""Other ways to fill in a winner than typing han and fu: the extension point of the hand dialog.

The hand dialog always offers han/fu/yakuman spin boxes. Each `WinSource` adds one more way,
offered as a choice ("Enter by") in every winner's box. Two are built in, on
`tournament.yaku` (see `ui.dialogs.win_inputs`):

- "By yaku": a checkable list of the yaku catalogue that fills the han and records the yaku
  on the win, so the core checks the han against them;
- "By tiles": the hand in mpsz notation and the winning tile; the tile calculator gives the
  yaku, han and fu.

More can be added with `register_win_source` (e.g. from `ui.app`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QWidget

from tournament.model import Wind
from tournament.rules import Ruleset


@dataclass(frozen=True, slots=True)
class WinValue:
    """What a source fills in for one winner; the optional detail goes into the record too."""

    han: int = 0
    fu: int = 0
    yakuman: int = 0
    yaku: tuple[str, ...] | None = None
    dora: int = 0
    red_fives: int = 0
    ura_dora: int = 0
    open_hand: bool | None = None


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

    def value(self) -> WinValue | None:
        """The value so far, or None while it is incomplete (the dialog keeps OK disabled)."""
        raise NotImplementedError

    def set_value(self, value: WinValue) -> bool:
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


_REGISTERED: list[WinSource] = []


def register_win_source(source: WinSource) -> None:
    if any(s.key == source.key for s in win_sources()):
        raise ValueError(f"a win source '{source.key}' is already registered")
    _REGISTERED.append(source)


def unregister_win_source(key: str) -> None:
    _REGISTERED[:] = [s for s in _REGISTERED if s.key != key]


class YakuSource:
    key = "yaku"

    def title(self) -> str:
        from ui.text import tr

        return tr("By yaku")

    def create(self, parent: QWidget | None = None) -> WinSourceWidget:
        from ui.dialogs.win_inputs import YakuPickerWidget

        return YakuPickerWidget(parent)


class TilesSource:
    key = "tiles"

    def title(self) -> str:
        from ui.text import tr

        return tr("By tiles")

    def create(self, parent: QWidget | None = None) -> WinSourceWidget:
        from ui.dialogs.win_inputs import TileEntryWidget

        return TileEntryWidget(parent)


BUILT_IN: tuple[WinSource, ...] = (YakuSource(), TilesSource())


def win_sources() -> list[WinSource]:
    """The sources in the order they are offered after "Han and fu": built-in, then added."""
    return [*BUILT_IN, *_REGISTERED]

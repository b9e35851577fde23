"""The tournament service: one collection (`Tournament`) and its parts, one module each.

- `base`: the open file, what every part reads from it, and `_commit`, the one way a change is
  written (transaction, audit line, change flags);
- the parts, plain classes `Tournament` makes and each keeping its own state: `settings`
  (`t.setup`), `players`, `seating` (`t.rounds`), `table_games` (`t.tables`, the hand log),
  `penalties`, `approvals`, `ranking` (`t.standings`, with the statistics from the hand log),
  `ema` (the EMA ranking's view: places, table points, what is missing before the results
  file), `awards` (categories, player flags, winners), `clock` (the round clock), `final` (the
  final stage), `referee` (the tables' calls), `phone` (`t.phones`, entry from the phones),
  `announcements`, `consistency` (`t.ledger`: the stored results against their logs),
  `online` (a game recorded from its Tenhou or Mahjong Soul log);
- `facade`: `Tournament`, the collection, with `open` and `create`;
- `outputs`: where an export or a printout may be written;
- `values`: what mutations return (`Changes`, `TableView`, `ChomboEntry`);
- `read_models`: what screens, printed documents and commands show (one `StandingLine`).

Qt-free; the only package besides `storage` that touches the tournament file.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from tournament.errors import InvalidInput
    from tournament.games.hand_log import EntryState, LogLine, TableMode, Totals
    from tournament.service.arguments import Role
    from tournament.service.facade import Tournament
    from tournament.service.outputs import check_output_path
    from tournament.service.seating import SeatingDraw, SeatingResult
    from tournament.service.values import (
        Changes,
        ChomboEntry,
        EmaPlace,
        EmaReadiness,
        FinalPlan,
        TableView,
    )
    from tournament.service.watch import Watcher
    from tournament.target import ServerTarget, parse_url

# Each name and the module it comes from, imported on first use (PEP 562): importing one
# module of the package (`tournament.service.read_models`, say) does not load the storage
# layer, which `facade` needs (SQLAlchemy alone is most of a command's start).
_SOURCES = {
    "InvalidInput": "tournament.errors",
    "EntryState": "tournament.games.hand_log", "LogLine": "tournament.games.hand_log",
    "TableMode": "tournament.games.hand_log", "Totals": "tournament.games.hand_log",
    "Role": "tournament.service.arguments",
    "EmaPlace": "tournament.service.values", "EmaReadiness": "tournament.service.values",
    "Tournament": "tournament.service.facade",
    "FinalPlan": "tournament.service.values",
    "SeatingDraw": "tournament.service.seating", "SeatingResult": "tournament.service.seating",
    "Changes": "tournament.service.values", "ChomboEntry": "tournament.service.values",
    "TableView": "tournament.service.values",
    "Watcher": "tournament.service.watch",
    "check_output_path": "tournament.service.outputs",
    # A server's address as typed (InvalidInput `bad_url` when it cannot be used): plain
    # values of the core, not the storage layer's (which no name here comes from).
    "ServerTarget": "tournament.target", "parse_url": "tournament.target",
}


def __getattr__(name: str) -> Any:
    source = _SOURCES.get(name)
    if source is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(source), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(_SOURCES))

__all__ = [
    "Changes", "ChomboEntry", "EmaPlace", "EmaReadiness", "EntryState", "FinalPlan",
    "InvalidInput", "LogLine", "SeatingDraw", "SeatingResult",
    "Role", "ServerTarget", "TableMode", "TableView", "Totals", "Tournament", "Watcher",
    "check_output_path", "parse_url",
]

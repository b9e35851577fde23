"""What a mutation changed (`Changes`), so a front end refreshes only those views, and what
other stations read of it (its JSON). Alone in its module, light on purpose: the command
line's quick path writes it with every change without loading the service's other values.
`tournament.service.values` gives it too."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field, fields
from typing import Any


def _pairs(value: Any) -> tuple[tuple[int, int], ...]:
    return tuple((int(r), int(t)) for r, t in value)


def _ints(value: Any) -> tuple[int, ...]:
    return tuple(int(r) for r in value)


def _listed(read: Callable[[Any], tuple[Any, ...]]) -> Any:
    """A field listing what changed (tables, rounds), read back from JSON by `read`."""
    return field(default=(), metadata={"read": read})


@dataclass(frozen=True, slots=True)
class Changes:
    """What a mutation changed, so a front end refreshes only those views (STYLE.md habit 2).

    Every operation on the whole value (merge, JSON, "everything") walks its fields, so a new
    flag is one line here: a bool field, or a tuple field made with `_listed`."""

    tables: tuple[tuple[int, int], ...] = _listed(_pairs)  # (round, table): game or lock changed
    standings: bool = False
    players: bool = False
    seating: tuple[int, ...] = _listed(_ints)  # rounds whose seating changed
    penalties: bool = False
    rounds: bool = False  # approval / lock state of rounds
    settings: bool = False
    audit: bool = False
    clock: tuple[int, ...] = _listed(_ints)  # rounds whose clock changed (an event was added)
    awards: bool = False  # award categories or player flags
    final: bool = False  # the final stage was started, seated or taken back
    announcements: bool = False  # an announcement was made
    calls: bool = False  # a table called a referee, or a call was closed

    def to_json(self) -> str:
        """The flags as JSON (what other stations read to know what to reload)."""
        return json.dumps({f.name: getattr(self, f.name) for f in fields(self)
                           if getattr(self, f.name)}, separators=(",", ":"))

    @classmethod
    def from_json(cls, text: str) -> Changes:
        """Read back `to_json`; anything unreadable means "everything changed"."""
        try:
            data = json.loads(text)
            read: dict[str, Any] = {
                f.name: f.metadata["read"](data.get(f.name, ())) if f.name in LISTS
                else bool(data.get(f.name)) for f in fields(cls)}
            return cls(**read)
        except (ValueError, TypeError, AttributeError):
            return EVERYTHING

    def __or__(self, other: Changes) -> Changes:
        """Both changes: a flag set in either, the listed tables and rounds of both (once)."""
        both: dict[str, Any] = {
            f.name: tuple(dict.fromkeys(getattr(self, f.name) + getattr(other, f.name)))
            if f.name in LISTS else getattr(self, f.name) or getattr(other, f.name)
            for f in fields(self)}
        return Changes(**both)

    def any_of(self, names: Iterable[str]) -> bool:
        """Is any of these flags set (or these lists not empty)?"""
        return any(getattr(self, name) for name in names)


# The fields' names; the yes/no flags and the lists of tables or rounds among them.
FIELDS = tuple(f.name for f in fields(Changes))
LISTS = frozenset(f.name for f in fields(Changes) if "read" in f.metadata)
FLAGS = tuple(f.name for f in fields(Changes) if f.name not in LISTS)
# What a station reloads when it cannot tell what others changed.
_ALL: dict[str, Any] = dict.fromkeys(FLAGS, True)
EVERYTHING = Changes(**_ALL)

"""Cheap tests for the application-wide event filters (ui.screen's window fit, the dialogs'
keys), which every event of the desk passes through: tens of thousands a second while a
screen lays out and paints.

An event's class is compared by identity (`type(event) is QShowEvent`); whether an object's
class derives from a Qt class is remembered per class (`is_a`). The plain alternatives cost
more than the filters' work: `event.type()` makes an enum member (about 1 us) and
`isinstance` on a Qt class about 0.3 us, against under 0.1 us for the remembered answer."""

from __future__ import annotations

from typing import TypeGuard, TypeVar

T = TypeVar("T")

_known: dict[tuple[type, type], bool] = {}


def is_a(obj: object, base: type[T]) -> TypeGuard[T]:
    """`isinstance(obj, base)`, remembered per class (the classes are few)."""
    cls = type(obj)
    answer = _known.get((cls, base))
    if answer is None:
        answer = _known[(cls, base)] = issubclass(cls, base)
    return answer

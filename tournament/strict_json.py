"""JSON read from outside the program (a game record, a hand to amend, an export to import, an
online game's log, a ruleset override): one reader, stricter than Python's `json`, whose every
refusal is one line for the user.

Python's reader lets through what other readers refuse or read otherwise, and what later
fails as a crash rather than a refusal:

- a key repeated in one object: the last one silently wins (other readers keep the first), so
  a log could show one player's name and mean another's;
- NaN, Infinity and -Infinity, which are not JSON, and a number too large for a float (1e400
  reads as infinity);
- a whole number of thousands of digits (Python refuses to convert one past 4,300 digits
  with a ValueError);
- a string holding half of a UTF-16 surrogate pair ("\\ud800"): no character, which no file,
  database or terminal can store;
- nesting deeper than the caller's limit (checked without recursion: the input may be
  hostile; Python's own reader fails on a few thousand levels with a RecursionError).

`loads` raises `JsonRefused` with the reason (the caller puts the file's name before it).
"""

from __future__ import annotations

import json
import math
import re
from typing import Any

# A whole number of a file we read is a count, a score or an id, far below this; a larger one is
# refused by the field that holds it (named in its message), up to here, where it is no number:
# below 309 digits every int converts to a float (float(10**309) overflows).
MAX_DIGITS = 300
# Only an escape can put a lone surrogate in a string (UTF-8 text cannot hold one): without
# one in the text, the strings need no look.
_SURROGATE_ESCAPE = re.compile(r"\\u[dD][89abcdefABCDEF]")


class JsonRefused(ValueError):
    """JSON this program does not read: the message is one line for the user."""


def _object(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for key, value in pairs:
        if key in out:
            raise JsonRefused(f"the key '{_shown(key)}' appears twice in one object")
        out[key] = value
    return out


def _constant(name: str) -> Any:
    raise JsonRefused(f"{name} is not a JSON number")


def _float(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):
        raise JsonRefused(f"the number {text[:20]} is too large")
    return value


def _int(text: str) -> int:
    digits = len(text.lstrip("-"))
    if digits > MAX_DIGITS:
        raise JsonRefused(f"a number of {digits:,} digits (at most {MAX_DIGITS})")
    return int(text)


def _shown(text: str) -> str:
    """A key or string for a message: cut short, a lone surrogate written as its escape."""
    cut = text[:80]
    return "".join(f"\\u{ord(c):04x}" if 0xD800 <= ord(c) <= 0xDFFF else c for c in cut)


def loads(text: str, max_depth: int) -> Any:
    """The JSON value of `text`, or `JsonRefused` saying why not (see the module doc)."""
    try:
        data = json.loads(text, object_pairs_hook=_object, parse_constant=_constant,
                          parse_float=_float, parse_int=_int)
    except JsonRefused:
        raise
    except json.JSONDecodeError as exc:
        raise JsonRefused(f"not valid JSON (line {exc.lineno}, column {exc.colno}: "
                          f"{exc.msg})") from None
    except RecursionError:
        raise JsonRefused(too_deep(max_depth)) from None
    check_shape(data, max_depth, surrogates=_SURROGATE_ESCAPE.search(text) is not None)
    return data


def too_deep(max_depth: int) -> str:
    return f"the JSON nests too deeply (at most {max_depth} levels)"


def check_shape(data: Any, max_depth: int, surrogates: bool = True) -> None:
    """Refuse nesting deeper than `max_depth` and, with `surrogates`, a string or key that
    holds a lone surrogate (naming where: `players[3].name`). Without recursion."""
    if not surrogates:
        stack: list[tuple[Any, int]] = [(data, 1)]
        while stack:
            item, depth = stack.pop()
            children: Any = item.values() if isinstance(item, dict) else (
                item if isinstance(item, list) else None)
            if children is None:
                continue
            if depth > max_depth:
                raise JsonRefused(too_deep(max_depth))
            stack.extend((child, depth + 1) for child in children)
        return
    # The slower walk, which knows where it is, only when the text has an escape to look at.
    paths: list[tuple[Any, int, str]] = [(data, 1, "")]
    while paths:
        item, depth, path = paths.pop()
        if isinstance(item, dict):
            named: list[tuple[Any, str]] = []
            for key, value in item.items():
                if _lone_surrogate(key):
                    raise JsonRefused(_surrogate_words(f"the key '{_shown(key)}'", path))
                named.append((value, f"{path}.{key}" if path else key))
        elif isinstance(item, list):
            named = [(value, f"{path}[{i}]") for i, value in enumerate(item)]
        else:
            if isinstance(item, str) and _lone_surrogate(item):
                raise JsonRefused(_surrogate_words(f"'{_shown(item)}'", path))
            continue
        if depth > max_depth:
            raise JsonRefused(too_deep(max_depth))
        paths.extend((child, depth + 1, where) for child, where in named)


def _lone_surrogate(text: str) -> bool:
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return True
    return False


def _surrogate_words(what: str, path: str) -> str:
    where = f" at {_shown(path)[:80]}" if path else ""
    return (f"{what}{where} holds half of a UTF-16 surrogate pair (\\ud800-\\udfff), which is "
            f"no character")

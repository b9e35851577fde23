"""Free text from people (a tournament's name, a venue, a reason, a referee's name): what may
be stored, and how any text is shown on a terminal.

The one rule for text (names use it too, `players_io.name_problem`): no control characters (NUL, the
escape sequences that recolour or rewrite a terminal, line breaks) and none of the invisible
bidirectional overrides that reorder what is shown; legitimate Unicode (accents, CJK, Arabic,
Hebrew) is kept. Names of people (players, referees, who made a change) are at most 80
characters; other text at most 200.
"""

from __future__ import annotations

import unicodedata

from tournament.model import Issue

MAX_TEXT = 200
# The longest name accepted (after spaces are tidied): long enough for "José María García
# Pérez de la Fuente", short enough for a seat card, a score sheet and a terminal line.
MAX_NAME = 80

# Explicit embeddings, overrides and isolates (a "right-to-left override" can make "Anna"
# display as "annA"); ordinary right-to-left text needs none of them.
BIDI_CONTROLS = frozenset("\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069")


def _hidden(ch: str) -> bool:
    return unicodedata.category(ch) == "Cc" or ch in BIDI_CONTROLS


def text_problem(text: str, limit: int = MAX_TEXT) -> str | None:
    """Why a piece of free text cannot be stored, or None."""
    for ch in text:
        if _hidden(ch):
            return f"contains a control character (U+{ord(ch):04X}); it must be plain text"
    if len(text) > limit:
        return f"is {len(text)} characters long; at most {limit} are allowed"
    return None


def text_problem_params(text: str, limit: int = MAX_TEXT) -> dict[str, object]:
    """What `text_problem` finds, as an issue's params, for the desk to word it in its
    language: a control character (`variant` "control", `char` "U+0009") or the length
    (`variant` "length", `length`, `max`); {} when the text is fine."""
    for ch in text:
        if _hidden(ch):
            return {"variant": "control", "char": f"U+{ord(ch):04X}"}
    if len(text) > limit:
        return {"variant": "length", "length": len(text), "max": limit}
    return {}


def check_text(field: str, value: object, limit: int = MAX_TEXT,
               what: str | None = None) -> list[Issue]:
    """Problems with one free-text argument, as `Issue`s naming the field."""
    label = what or field.replace("_", " ")
    if not isinstance(value, str):
        return [Issue("bad_type", None, field, f"the {label} must be text, got {value!r}")]
    problem = text_problem(value, limit)
    return [] if problem is None else [Issue("bad_text", None, field, f"the {label} {problem}",
                                             text_problem_params(value, limit))]


def check_person(field: str, value: object, what: str | None = None) -> list[Issue]:
    """A person's name (a referee, who made a change): at most 80 characters."""
    return check_text(field, value, MAX_NAME, what)


def terminal_safe(text: str, keep: str = "\n\t") -> str:
    """Text with every control character (except those in `keep`) and every bidirectional
    override written as a visible \\uXXXX escape, so that printing it cannot recolour,
    rewrite or reorder a terminal. Inside a JSON string the escape stays valid JSON."""
    if not any(_hidden(ch) and ch not in keep for ch in text):
        return text
    return "".join(f"\\u{ord(ch):04x}" if _hidden(ch) and ch not in keep else ch
                   for ch in text)

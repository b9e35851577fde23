"""Free text from people (a tournament's name, a venue, a reason, a referee's name): what may
be stored, and how any text is shown on a terminal.

The one rule for text (names use it too, `roster.name_problem`): no control characters (NUL, the
escape sequences that recolour or rewrite a terminal, line breaks), none of the invisible
bidirectional overrides that reorder what is shown and no lone surrogate (half of a
character, which cannot be stored); legitimate Unicode (accents, CJK, Arabic, Hebrew) is kept.
Names of people (players, referees, who made a change) are at most 80 characters; other text
at most 200.
"""

from __future__ import annotations

import unicodedata

from tournament.issue_codes import IssueCode
from tournament.model import Issue

MAX_TEXT = 200
# The longest name accepted (after spaces are tidied): long enough for "José María García
# Pérez de la Fuente", short enough for a seat card, a score sheet and a terminal line.
MAX_NAME = 80

# Explicit embeddings, overrides and isolates (a "right-to-left override" can make "Anna"
# display as "annA"); ordinary right-to-left text needs none of them.
BIDI_CONTROLS = frozenset("\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069")


def _hidden(ch: str) -> bool:
    return unicodedata.category(ch) in ("Cc", "Cs") or ch in BIDI_CONTROLS


def _surrogate(ch: str) -> bool:
    """Half of a UTF-16 surrogate pair alone (U+D800-U+DFFF): no character. Python makes one
    of bytes that are not UTF-8 in a command line's arguments, of "\\ud800" in JSON and of
    UTF-7 text; no file, database or terminal can store it."""
    return "\ud800" <= ch <= "\udfff"


def text_problem(text: str, limit: int = MAX_TEXT) -> str | None:
    """Why a piece of free text cannot be stored, or None."""
    for ch in text:
        if _surrogate(ch):
            return (f"contains U+{ord(ch):04X}, half of a UTF-16 surrogate pair, which is no "
                    f"character (text read in another encoding?); it must be plain text")
        if _hidden(ch):
            return f"contains a control character (U+{ord(ch):04X}); it must be plain text"
    if len(text) > limit:
        return f"is {len(text)} characters long; at most {limit} are allowed"
    return None


def text_problem_params(text: str, limit: int = MAX_TEXT) -> dict[str, object]:
    """What `text_problem` finds, as an issue's params, for the desk to word it in its
    language: a control character (`variant` "control", `char` "U+0009"), half of a
    surrogate pair (`variant` "surrogate", `char` "U+D800") or the length (`variant`
    "length", `length`, `max`); {} when the text is fine."""
    for ch in text:
        if _surrogate(ch):
            return {"variant": "surrogate", "char": f"U+{ord(ch):04X}"}
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
        return [Issue(IssueCode.BAD_TYPE, None, field, f"the {label} must be text, got {value!r}")]
    problem = text_problem(value, limit)
    return [] if problem is None else [Issue(IssueCode.BAD_TEXT, None, field,
                                             f"the {label} {problem}",
                                             text_problem_params(value, limit))]


def check_person(field: str, value: object, what: str | None = None) -> list[Issue]:
    """A person's name (a referee, who made a change): at most 80 characters."""
    return check_text(field, value, MAX_NAME, what)


def terminal_safe(text: str, keep: str = "\n\t") -> str:
    """Text with every control character (except those in `keep`) and every bidirectional
    override written as a visible \\uXXXX escape, so that printing it cannot recolour,
    rewrite or reorder a terminal. Inside a JSON string the escape stays valid JSON."""
    if text.isprintable():  # no control, format (the overrides) nor surrogate character
        return text
    if not any(_hidden(ch) and ch not in keep for ch in text):
        return text
    return "".join(f"\\u{ord(ch):04x}" if _hidden(ch) and ch not in keep else ch
                   for ch in text)


# --- names among other words: direction and order ---------------------------------------------

_RTL = frozenset({"R", "AL"})
FSI, PDI = "\u2068", "\u2069"  # first-strong isolate ... pop directional isolate


def isolate(name: str) -> str:
    """A name put among other words (a sentence, a row, a seat card): a name with
    right-to-left letters ("محمد الأحمد") is wrapped in directional isolates (FSI ... PDI,
    Unicode's bidirectional algorithm, UAX #9) so the words and numbers around it keep their
    order and the line keeps its own direction ("‹name› added.", not ".added ‹name›"). A name
    written left to right is returned as it is: around it nothing can be reordered, and it
    stays searchable as typed. Names never hold bidirectional controls of their own
    (`text_problem` refuses them), so the isolate is always balanced."""
    if any(unicodedata.bidirectional(c) in _RTL for c in name):
        return f"{FSI}{name}{PDI}"
    return name


# Letters that carry their mark in themselves: NFKD does not split them into a base letter
# and a combining mark, so they are spelled out here (Polish Ł, Scandinavian Ø, Croatian Đ,
# German ß, Icelandic Þ and Ð, the ligatures Æ and Œ, Turkish dotless ı, Maltese Ħ).
_BASE_LETTERS = str.maketrans({
    "Ł": "L", "ł": "l", "Ø": "O", "ø": "o", "Đ": "D", "đ": "d", "Ð": "D", "ð": "d",
    "Þ": "Th", "þ": "th", "Æ": "Ae", "æ": "ae", "Œ": "Oe", "œ": "oe", "ß": "ss",
    "ı": "i", "Ħ": "H", "ħ": "h", "Ŧ": "T", "ŧ": "t", "Ŀ": "L", "ŀ": "l"})


def collation_key(name: str) -> str:
    """The sort key of a name as people read it, without Qt or ICU (PyICU ships no wheel on
    PyPI): letters compared without their accents and case first ("Łukasz" beside "Lukas",
    "Małgorzata" beside "Maria", "Ángel" among the A's), then, for names equal that way, with
    them (plain before marked: "Lukas" < "Łukas"), then by case (lower first). Close to the
    Unicode collation's three levels for Latin, Greek and Cyrillic names; other scripts sort
    by code point after the Latin ones. The desk sorts with Qt's collator in its language
    instead (`ui.text.name_order`)."""
    folded = unicodedata.normalize("NFKD", name.translate(_BASE_LETTERS))
    base = "".join(c for c in folded if not unicodedata.combining(c)).casefold()
    # "\x01" sorts below every letter: a name that is a prefix of another comes first.
    # Then the marks, then the case (lower case first, as Unicode's collation does), so
    # names that differ at all never compare equal.
    marked = unicodedata.normalize("NFKD", name)
    return (" ".join(base.split()) + "\x01" + marked.casefold() + "\x01"
            + marked.swapcase())

"""What a phone may send as a request's body: one JSON object within limits a hand never comes
near, read without trusting it.

- At most `MAX_DEPTH` levels of arrays and objects (a hand needs four). The depth is counted
  on the text before it is parsed: Python's parser recurses, and a few thousand brackets
  would end in a RecursionError, not in an answer.
- No key twice in one object: JSON readers disagree on which one counts (Python's keeps the
  last), so a body that says two things is refused rather than read one way.
- Numbers are whole numbers of at most `MAX_DIGITS` digits: nothing the API takes has a
  fraction, and `2.0` or `-0.0` must not become seat 2 or seat 0 by rounding. NaN and
  Infinity (which Python's parser takes) are refused too.
- Text is Unicode that can be written back: a lone surrogate (`"\\ud800"`, which JSON can
  spell) would fail later, when stored or echoed in an answer.

`read_body(raw)` gives the object, or the one problem that refuses it: the API's 422.
"""

from __future__ import annotations

import json
import re
from typing import Any

from tournament.issue_codes import IssueCode

MAX_DEPTH = 32  # as for every JSON input of the project (docs/errors.md)
MAX_DIGITS = 9  # a hand's numbers are seats, han, fu, counts: far below a billion

# A JSON string, quotes and escapes included (linear: its alternatives are single signs).
_STRING = re.compile(r'"(?:[^"\\]|\\.)*"', re.DOTALL)
_BRACKET = re.compile(r"[\[\]{}]")


class BodyProblem(ValueError):
    """Why a body is refused: an issue code, the field it is about ("" for the whole), and
    one message."""

    def __init__(self, code: IssueCode, field: str, message: str):
        super().__init__(message)
        self.code, self.field, self.message = code, field, message


class _Fraction(str):
    """A JSON number with a point or an exponent, as written: refused once its place in the
    body is known (a str, so that nothing would read it as a number if it were not)."""


def read_body(raw: bytes) -> dict[str, Any]:
    """The body's JSON object; BodyProblem when it is not one within the limits above."""
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise BodyProblem(IssueCode.BAD_JSON, "", "the request is not UTF-8 text") from None
    if _depth(text) > MAX_DEPTH:
        raise BodyProblem(IssueCode.BAD_JSON, "", f"the request nests arrays and objects more "
                                                  f"than {MAX_DEPTH} levels deep")
    try:
        data = json.loads(text, object_pairs_hook=_object, parse_int=_integer,
                          parse_float=_Fraction, parse_constant=_constant)
    except BodyProblem:
        raise
    except (ValueError, RecursionError):
        raise BodyProblem(IssueCode.BAD_JSON, "", "the request is not JSON") from None
    if not isinstance(data, dict):
        raise BodyProblem(IssueCode.BAD_JSON, "", "the request is not a JSON object")
    _check(data, "")
    return data


def _depth(text: str) -> int:
    """How deeply arrays and objects nest in JSON text (strings left out), without parsing
    it. Text that is no JSON may count wrong; the parser refuses it then."""
    depth = deepest = 0
    for bracket in _BRACKET.findall(_STRING.sub("", text)):
        if bracket in "[{":
            depth += 1
            deepest = max(deepest, depth)
        else:
            depth -= 1
    return deepest


def _object(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    data: dict[str, Any] = {}
    for key, value in pairs:
        if key in data:
            shown = json.dumps(key)  # (escaped: the key may be no writable text)
            raise BodyProblem(IssueCode.BAD_JSON, "", f"the request gives the key "
                              f"{shown[:60]} twice in one object: give each key once")
        data[key] = value
    return data


def _integer(text: str) -> int:
    if len(text.lstrip("-")) > MAX_DIGITS:
        raise BodyProblem(IssueCode.BAD_JSON, "", f"the request has a number of more than "
                                                  f"{MAX_DIGITS} digits")
    return int(text)


def _constant(text: str) -> Any:
    raise BodyProblem(IssueCode.BAD_JSON, "", f"the request has {text}, which is no number "
                                              f"JSON allows")


def _writable(text: str) -> bool:
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def _check(value: Any, path: str) -> None:
    """Refuse fractions and text that cannot be written, naming where (`path`: "hand.wins[0]
    .winner"). The depth is known to be small: recursion is safe here."""
    if isinstance(value, _Fraction):
        raise BodyProblem(IssueCode.NOT_AN_INTEGER, path, f"{path}: {value} is not a whole "
                          f"number (numbers are written without a point or an exponent)")
    if isinstance(value, str):
        if not _writable(value):
            raise BodyProblem(IssueCode.BAD_JSON, path, f"{path}: the text is not valid "
                                                        f"Unicode (a lone surrogate)")
    elif isinstance(value, dict):
        for key, item in value.items():
            if not _writable(key):
                raise BodyProblem(IssueCode.BAD_JSON, path, "a key is not valid Unicode "
                                                            "(a lone surrogate)")
            _check(item, f"{path}.{key}" if path else key)
    elif isinstance(value, list):
        for i, item in enumerate(value):
            _check(item, f"{path}[{i}]")

"""The one way the project writes a number in a language: "30,000" and "+38.3" in English,
"30 000" and "+38,3" in French (a narrow no-break space between thousands, as the desk's
QLocale writes them). Tournament points carry a real minus sign ("−30.1"); zero has no sign.

The standings' columns (`tournament.standings.spec`), the printed documents' numbers
(`tournament.words.document_words`) and the live page all write through here, so a total reads the
same on the screen, on paper and on a phone. The command line writes its numbers for scripts as
much as for people (`plain`: "-5.0", as Python writes them). Pure: no Qt, no storage.

And the one way a whole number is read from text a person or a file gave (`read_whole`):
ASCII digits, a bounded length, a range.
"""

from __future__ import annotations

import re
from decimal import ROUND_HALF_UP, Decimal
from functools import lru_cache

MINUS = "\u2212"

# The decimal point and the thousands separator of each language the desk speaks.
SEPARATORS = {"en": (".", ","), "fr": (",", "\u202f")}


def number_text(value: float, decimals: int = 0, language: str = "en") -> str:
    """30000 -> "30,000" (English), "30 000" (French); 38.25 to 1 decimal -> "38.3" /
    "38,3". A half is rounded away from zero, as the desk's QLocale always did (Python's
    own format rounds it to even: "38.2"). A negative value keeps a plain "-" (see `signed`
    for points)."""
    point, group = SEPARATORS.get(language, SEPARATORS["en"])
    if decimals:
        exact = Decimal(value).quantize(Decimal(1).scaleb(-decimals), ROUND_HALF_UP)
        text = f"{exact:,.{decimals}f}"
    else:  # rounded the same way, never cut: 29,999.6 is "30,000"
        text = f"{int(Decimal(value).quantize(Decimal(1), ROUND_HALF_UP)):,}"
    return text.replace(",", "\0").replace(".", point).replace("\0", group)


# Pure, and asked for the same few thousand values at every rebuild of the standings (the
# live page builds them at each change, in each language): remembered. typed: 1 and 1.0 are
# asked apart (they write alike; a negative zero writes as zero, having no sign here).
@lru_cache(maxsize=1 << 16, typed=True)
def signed(value: float, decimals: int = 1, language: str = "en") -> str:
    """Tournament points with a real sign: "+38.3", "−30.1", "0.0" ("+38,3" in French)."""
    magnitude = abs(value) if decimals else int(
        Decimal(abs(value)).quantize(Decimal(1), ROUND_HALF_UP))
    text = number_text(magnitude, decimals, language)
    if not any(c in "123456789" for c in text):  # rounds to zero: no sign
        return text
    return ("+" if value > 0 else MINUS) + text


def plain(value: float, decimals: int = 1) -> str:
    """A number as the command line prints it, for a script as much as for a person: Python's
    own format, the same in every language ("-5.0", "1234.5": no thousands separator, an
    ASCII minus, no "+"; 92.25 to 1 decimal is "92.2", the binary value rounded to even).
    `standings` has always written its points so; scripts compare them with its --json."""
    return f"{value:.{decimals}f}"


# --- reading a whole number from text ---------------------------------------------------------

# The most digits a whole number read from text may have: every count, score and id of a
# tournament fits (below 2**63, what SQLite and PostgreSQL store), and Python's own limit on
# converting text to an int (4,300 digits) is never reached.
MAX_DIGITS = 18
_WHOLE = re.compile(r"[-+]?[0-9]+")


def whole_problem(text: str, low: int | None = None, high: int | None = None) -> str | None:
    """Why `text` is not a whole number from `low` to `high` (either may be None), in words
    that follow the text quoted ("'٢' is not ..."), or None. ASCII digits only, an optional
    sign, nothing around them: Python's int() also reads "٢" (Arabic-Indic) as 2, "1_000"
    and " 5 ", and str.isdigit() says yes to "²", which int() then refuses."""
    if not _WHOLE.fullmatch(text):
        return "is not a whole number (digits 0-9)"
    digits = len(text.lstrip("+-"))
    if digits > MAX_DIGITS:
        return f"has {digits:,} digits; a number here has at most {MAX_DIGITS}"
    value = int(text)
    if low is not None and high is not None and not low <= value <= high:
        return f"is not a whole number from {low:,} to {high:,}"
    if low is not None and value < low:
        return f"is less than {low:,}"
    if high is not None and value > high:
        return f"is more than {high:,}"
    return None


def read_whole(text: str, low: int | None = None, high: int | None = None) -> int | None:
    """`text` as a whole number from `low` to `high`, or None (`whole_problem` says why)."""
    return None if whole_problem(text, low, high) is not None else int(text)


# A decimal number as typed or as a file writes it: ASCII digits, a point, an exponent of at
# most three digits (so that "1e999999999" is refused, not computed); never "nan" or "inf",
# which float() and Decimal() accept.
DECIMAL = re.compile(r"[-+]?([0-9]{1,60}(\.[0-9]{0,60})?|\.[0-9]{1,60})([eE][-+]?[0-9]{1,3})?")


def is_decimal(text: str) -> bool:
    """Is `text` a decimal number as `DECIMAL` writes it (nothing around it)?"""
    return DECIMAL.fullmatch(text) is not None

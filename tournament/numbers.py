"""The one way the project writes a number in a language: "30,000" and "+38.3" in English,
"30 000" and "+38,3" in French (a narrow no-break space between thousands, as the desk's
QLocale writes them). Tournament points carry a real minus sign ("−30.1"); zero has no sign.

The standings' columns (`tournament.standings_spec`), the printed documents' numbers
(`tournament.wording`) and the live page all write through here, so a total reads the same
on the screen, on paper and on a phone. The command line writes its numbers for scripts as
much as for people (`plain`: "-5.0", as Python writes them). Pure: no Qt, no storage.
"""

from __future__ import annotations

from decimal import ROUND_HALF_UP, Decimal

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

"""Players' names: a first name and a last name, how they are shown, and splitting one `name`.

The EMA results file has a first-name and a last-name column, so a player has both. A file
or an older tournament that gives one `name` is split only where the split is certain:

- "Tanaka, Aiko": the part before the comma is the last name;
- "Anna Berg": two words, first then last;
- "TANAKA Aiko", "José María GARCÍA PÉREZ": a run of words in capitals at the start or the
  end is the last name (the way many tournament lists write it);
- "Anna van der Berg", "José María de la Fuente": the name particles and what follows them
  are the last name;
- "Cher": one word is a last name.

Anything else ("José María García Pérez", "Mary Ann Smith") is ambiguous: `split_name`
returns its best guess with `sure=False` and every way to read it, and the caller asks (the
import preview) or keeps the guess marked for checking (a form, the file upgrade).

How a name is shown is a tournament setting (`NameStyle`): as it was entered (the default:
"Anna Berg" stays "Anna Berg"), "First LAST" or "LAST First".
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

# Words that open a family name: "Anna van der Berg" -> Anna / van der Berg.
PARTICLES = frozenset({
    "van", "von", "der", "den", "de", "del", "della", "dei", "di", "da", "do", "dos", "das",
    "du", "des", "le", "la", "les", "ten", "ter", "te", "zu", "zur", "af", "av", "bin", "ibn",
    "al", "el", "y", "st.", "st", "mac", "o'",
})


class NameStyle(enum.StrEnum):
    """How a player's name is shown on every screen, list and document."""

    AS_ENTERED = "as_entered"  # as typed in the form or the file ("Anna Berg")
    FIRST_LAST = "first_last"  # "Anna BERG"
    LAST_FIRST = "last_first"  # "BERG Anna"

    @property
    def text(self) -> str:
        return {NameStyle.AS_ENTERED: "as entered", NameStyle.FIRST_LAST: "First LAST",
                NameStyle.LAST_FIRST: "LAST First"}[self]


@dataclass(frozen=True, slots=True)
class NameSplit:
    """A name read as (first, last). `sure` is False when another reading is as likely;
    `choices` lists every reading, the one given first."""

    first: str
    last: str
    sure: bool
    choices: tuple[tuple[str, str], ...] = ()


def tidy(text: str) -> str:
    return " ".join(text.split())


def _capitals(word: str) -> bool:
    """A word written in capitals: "TANAKA", "GARCÍA", "O'BRIEN" (two letters at least, so
    an initial "J." is not one)."""
    letters = [c for c in word if c.isalpha()]
    return len(letters) >= 2 and all(c.isupper() for c in letters)


def name_choices(name: str) -> tuple[tuple[str, str], ...]:
    """Every way to read a name as (first, last): the words cut once, first name first
    ("José | María García Pérez", ...), then last name first ("José María García | Pérez" read
    as LAST First)."""
    words = tidy(name).replace(",", " ").split()
    if len(words) < 2:
        return (("", " ".join(words)),)
    out = [(" ".join(words[:k]), " ".join(words[k:])) for k in range(1, len(words))]
    out += [(" ".join(words[k:]), " ".join(words[:k])) for k in range(1, len(words))]
    return tuple(dict.fromkeys(out))


def split_name(name: str) -> NameSplit:
    """(first, last) of one name, and whether that split is certain (see the module doc)."""
    name = tidy(name)
    if "," in name:
        last, _, first = name.partition(",")
        first, last = tidy(first.replace(",", " ")), tidy(last)
        if last and first:
            return NameSplit(first, last, True, ((first, last),))
        name = last or first
    words = name.split(" ") if name else []
    if not words:
        return NameSplit("", "", True, (("", ""),))
    if len(words) == 1:
        return NameSplit("", words[0], True, (("", words[0]),))
    choices = name_choices(name)
    caps = [_capitals(w) for w in words]
    if not all(caps) and any(caps):
        # A run of capitals at one end (and nowhere else) is the family name.
        n = len(words)
        lead = next(i for i in range(n + 1) if i == n or not caps[i])
        trail = next(i for i in range(n + 1) if i == n or not caps[n - 1 - i])
        if lead and not any(caps[lead:]):
            first, last = " ".join(words[lead:]), " ".join(words[:lead])
            return NameSplit(first, last, True, _first(choices, (first, last)))
        if trail and not any(caps[:n - trail]):
            first, last = " ".join(words[:n - trail]), " ".join(words[n - trail:])
            return NameSplit(first, last, True, _first(choices, (first, last)))
    if len(words) == 2:
        return NameSplit(words[0], words[1], True, choices)
    for i in range(1, len(words) - 1):
        if words[i].casefold() in PARTICLES:
            first, last = " ".join(words[:i]), " ".join(words[i:])
            return NameSplit(first, last, True, _first(choices, (first, last)))
    # Three words or more, no capitals, no particle: the last word as the family name is
    # only a guess ("José María García Pérez" has two).
    first, last = " ".join(words[:-1]), words[-1]
    return NameSplit(first, last, False, _first(choices, (first, last)))


def _first(choices: tuple[tuple[str, str], ...],
           pick: tuple[str, str]) -> tuple[tuple[str, str], ...]:
    return (pick,) + tuple(c for c in choices if c != pick)


def joined(first: str, last: str) -> str:
    """"First Last", as typed (either part may be empty)."""
    return tidy(f"{first} {last}")


def display_name(first: str, last: str, entered: str, style: NameStyle) -> str:
    """The name shown for a player under the tournament's `NameStyle`."""
    if style is NameStyle.FIRST_LAST:
        return tidy(f"{first} {last.upper()}") or entered
    if style is NameStyle.LAST_FIRST:
        return tidy(f"{last.upper()} {first}") or entered
    return entered or joined(first, last)


def same_words(a: str, b: str) -> bool:
    """Do two names have the same words, spelt alike, in any order, commas aside? ("Tanaka,
    Aiko" and "Aiko Tanaka" do; "WEBER Jonas" and "Jonas Weber" do not.) Used to keep the
    name as entered when only its split changes."""
    def words(text: str) -> list[str]:
        return sorted(text.replace(",", " ").split())
    return words(a) == words(b)

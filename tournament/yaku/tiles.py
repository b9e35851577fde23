"""Tiles in mpsz notation: parsing, the checks the `mahjong` package leaves out, and waits.

Notation: digits followed by their suit letter, ``123m456p789s11z``; m, p, s are the three
suits, z the honours 1z-7z (East, South, West, North, white, green, red dragon); ``0m``, ``0p``
and ``0s`` are the red fives. Tiles inside a group may come in any order (``067s`` = ``607s``).

The package's own string parser accepts impossible input silently (a fifth copy of a tile, a
``0`` read as a tile with index -4 when red fives are off), so every hand is read and counted
here first: `tile_count_problems` checks there is no fifth copy, at most one red five per
suit (and none without red fives in the ruleset), 14 tiles counting melds, and the winning
tile in the hand.
"""

from __future__ import annotations

import enum
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

SUITS = "mpsz"
HONOUR_NAMES = ("East", "South", "West", "North", "White dragon", "Green dragon", "Red dragon")
FIVES = (4, 13, 22)  # 34-format kinds of 5m, 5p, 5s


@dataclass(frozen=True, slots=True, order=True)
class Tile:
    """One tile: `kind` in 34-format (0-8 man, 9-17 pin, 18-26 sou, 27-33 honours)."""

    kind: int
    red: bool = False

    @property
    def suit(self) -> str:
        return SUITS[self.kind // 9]

    @property
    def rank(self) -> int:
        return self.kind % 9 + 1

    @property
    def is_honour(self) -> bool:
        return self.kind >= 27

    def __str__(self) -> str:
        return f"{0 if self.red else self.rank}{self.suit}"

    @property
    def label(self) -> str:
        """For messages: "red 5m", "East (1z)"."""
        if self.is_honour:
            return f"{HONOUR_NAMES[self.kind - 27]} ({self})"
        return f"red 5{self.suit}" if self.red else str(self)


def tile(text: str) -> Tile:
    """One tile from its mpsz name; raises ValueError (for code and tests, not user input)."""
    tiles, problems = parse_tiles(text)
    if problems or len(tiles) != 1:
        raise ValueError(f"not one tile: {text!r}")
    return tiles[0]


def parse_tiles(text: str) -> tuple[list[Tile], list[str]]:
    """Tiles from mpsz text, in the order written, and every problem as a sentence."""
    tiles: list[Tile] = []
    problems: list[str] = []
    digits = ""
    for ch in text.replace(" ", ""):
        if ch in "0123456789":  # (str.isdigit() also says yes to "²" and "٢")
            digits += ch
            continue
        suit = ch.lower()
        if suit not in SUITS:
            problems.append(f"'{ch}' is not a digit or a suit letter (m, p, s, z) in {text!r}")
            digits = ""
            continue
        if not digits:
            problems.append(f"'{ch}' has no digits before it in {text!r}")
            continue
        for d in digits:
            rank = int(d)
            if suit == "z":
                if not 1 <= rank <= 7:
                    problems.append(f"{d}z is not a tile: honours are 1z-7z (East, South, "
                                    "West, North, white, green, red)")
                    continue
                tiles.append(Tile(27 + rank - 1))
            elif rank == 0:
                tiles.append(Tile(SUITS.index(suit) * 9 + 4, red=True))
            else:
                tiles.append(Tile(SUITS.index(suit) * 9 + rank - 1))
        digits = ""
    if digits:
        problems.append(f"'{digits}' at the end of {text!r} has no suit letter (m, p, s, z)")
    if not text.strip():
        problems.append("no tiles given")
    return tiles, problems


def to_mpsz(tiles: Iterable[Tile]) -> str:
    """Short mpsz text of tiles, grouped by suit in m, p, s, z order: "123m055p"."""
    by_suit: dict[str, list[Tile]] = {s: [] for s in SUITS}
    for t in tiles:
        by_suit[t.suit].append(t)
    out = ""
    for suit in SUITS:
        group = sorted(by_suit[suit], key=lambda t: (t.rank, not t.red))
        if group:
            out += "".join("0" if t.red else str(t.rank) for t in group) + suit
    return out


class MeldKind(enum.StrEnum):
    CHI = "chi"
    PON = "pon"
    KAN = "kan"  # open kong (called, or added to a pung)
    ANKAN = "ankan"  # concealed kong: the hand stays closed

    @property
    def opened(self) -> bool:
        return self is not MeldKind.ANKAN

    @property
    def size(self) -> int:
        return 4 if self in (MeldKind.KAN, MeldKind.ANKAN) else 3


@dataclass(frozen=True, slots=True)
class Meld:
    kind: MeldKind
    tiles: tuple[Tile, ...]

    def __str__(self) -> str:
        return f"{self.kind.value}:{to_mpsz(self.tiles)}"


def parse_meld(text: str) -> tuple[Meld | None, list[str]]:
    """``KIND:TILES`` (``pon:777z``, ``chi:213m``, ``kan:5555p``, ``ankan:9999s``)."""
    kind_text, sep, tiles_text = text.partition(":")
    kinds = ", ".join(k.value for k in MeldKind)
    if not sep:
        return None, [f"meld {text!r}: write KIND:TILES, KIND one of {kinds} "
                      "(e.g. pon:777z)"]
    try:
        kind = MeldKind(kind_text.strip().lower())
    except ValueError:
        return None, [f"meld {text!r}: unknown kind '{kind_text}', expected one of {kinds}"]
    tiles, problems = parse_tiles(tiles_text)
    if problems:
        return None, [f"meld {text!r}: {p}" for p in problems]
    if len(tiles) != kind.size:
        return None, [f"meld {text!r}: a {kind.value} has {kind.size} tiles, not {len(tiles)}"]
    kinds_34 = sorted(t.kind for t in tiles)
    if kind is MeldKind.CHI:
        first = kinds_34[0]
        if (tiles[0].is_honour or kinds_34 != [first, first + 1, first + 2]
                or first // 9 != (first + 2) // 9):
            return None, [f"meld {text!r}: a chi is three consecutive tiles of one suit"]
    elif len(set(kinds_34)) != 1:
        return None, [f"meld {text!r}: a {kind.value} is {kind.size} identical tiles"]
    return Meld(kind, tuple(tiles)), []


def tile_count_problems(hand: Sequence[Tile], melds: Sequence[Meld],
                        others: Sequence[Tile] = (), *, red_fives: bool,
                        ruleset_name: str = "this") -> list[str]:
    """Impossible tiles: a fifth copy, two red fives of a suit, a red five without red fives,
    a fourth plain five where one of the four is red, not 14 tiles counting melds.

    `others` are other tiles on the table that use up copies (dora indicators).
    """
    problems: list[str] = []
    every = list(hand) + [t for m in melds for t in m.tiles] + list(others)
    counts = Counter(t.kind for t in every)
    for kind, n in sorted(counts.items()):
        if n > 4:
            problems.append(f"{n} copies of {Tile(kind).label} (hand, melds and indicators "
                            "together): there are only four of each tile")
    reds = Counter(t.kind for t in every if t.red)
    if reds and not red_fives:
        names = ", ".join(str(Tile(k, True)) for k in sorted(reds))
        problems.append(f"red five {names}: the {ruleset_name} ruleset plays without red "
                        "fives; write it as an ordinary 5")
    elif red_fives:
        for kind, n in sorted(reds.items()):
            if n > 1:
                problems.append(f"{n} red {Tile(kind)}: there is one red five per suit")
        for kind in FIVES:
            plain = counts[kind] - reds[kind]
            if plain > 3 and counts[kind] <= 4:
                problems.append(f"four plain {Tile(kind)}: with red fives one of the four is "
                                f"red, write it {Tile(kind, True)}")
    if len(melds) > 4:
        problems.append(f"{len(melds)} melds: a hand has at most four sets")
    size = len(hand) + 3 * len(melds)
    if size != 14:
        problems.append(f"the hand has {size} tiles counting each meld as 3 "
                        f"({len(hand)} in the hand, {len(melds)} meld(s)); a winning hand "
                        "has 14")
    return problems


def counts_34(tiles: Iterable[Tile]) -> list[int]:
    counts = [0] * 34
    for t in tiles:
        counts[t.kind] += 1
    return counts


def waits(hand: str | Sequence[Tile], melds: Sequence[Meld] = ()) -> list[str]:
    """The tiles that complete a waiting hand (mpsz names, in tile order).

    `hand` is the concealed part (13 tiles, or 13 - 3 per meld). A tile the hand already holds
    four of is not a wait: there is no fifth copy to win on. Uses the `mahjong` package's
    shanten count, which knows regular hands, seven pairs and thirteen orphans; the wait does
    not look at yaku (004 §3.4.5: furiten holds "even if the hand completed with the previous
    discard is without a yaku").
    """
    from mahjong.shanten import Shanten

    if isinstance(hand, str):
        tiles, problems = parse_tiles(hand)
        if problems:
            raise ValueError("; ".join(problems))
    else:
        tiles = list(hand)
    if len(tiles) + 3 * len(melds) != 13:
        raise ValueError(f"a waiting hand has 13 tiles counting melds, not "
                         f"{len(tiles) + 3 * len(melds)}")
    counts = counts_34(tiles)
    held = counts_34([*tiles, *(t for m in melds for t in m.tiles)])
    out: list[str] = []
    for kind in range(34):
        if held[kind] >= 4:
            continue
        counts[kind] += 1
        # Seven pairs and thirteen orphans exist only without melds.
        complete = Shanten.calculate_shanten(counts, use_chiitoitsu=not melds,
                                             use_kokushi=not melds) == Shanten.AGARI_STATE
        counts[kind] -= 1
        if complete:
            out.append(str(Tile(kind)))
    return out

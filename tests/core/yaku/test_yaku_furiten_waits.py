"""The furiten examples of 004 §3.4.5: `waits` gives exactly the waits the document names."""

from __future__ import annotations

import re

import pytest

from tests.core.yaku.support import DOC_004, requires_rules
from tournament.yaku.tiles import Meld, MeldKind, tile, waits

# 004 writes tiles as "3man", "1sou", "4pin" and the red dragon as "red".
_WORD = re.compile(r"(\d)(man|pin|sou)|(red|green|white)")
_SUIT = {"man": "m", "pin": "p", "sou": "s"}
_DRAGON = {"white": "5z", "green": "6z", "red": "7z"}


def hand_of_example(number: int) -> str:
    text = DOC_004.read_text(encoding="utf-8")
    block = text.split(f"Furitenexample {number}.")[1]
    line = next(line for line in block.splitlines() if _WORD.match(line.strip()))
    out = []
    for rank, suit, dragon in _WORD.findall(line):
        out.append(_DRAGON[dragon] if dragon else f"{rank}{_SUIT[suit]}")
    return "".join(out)


@requires_rules
@pytest.mark.parametrize("number,named", [
    # "The player has a three-sided wait for 3-6-9." (pin: 1pin-8pin are the run)
    (1, ["3p", "6p", "9p"]),
    # "The player is waiting 1-4 circles. A discarded 7 circles does not make the player
    # furiten."
    (2, ["1p", "4p"]),
    # "The player is waiting for three tiles: 4 and 7 circles and red dragon."
    (3, ["4p", "7p", "7z"]),
])
def test_the_furiten_examples_of_004(number, named):
    hand = hand_of_example(number)
    assert len(hand) == 26  # 13 tiles
    assert waits(hand) == named


@requires_rules
def test_the_example_hands_are_read_from_the_document():
    assert hand_of_example(1) == "3m3m1s1s1s1p2p3p4p5p6p7p8p"
    assert hand_of_example(3) == "7z7z4p4p4p5p6p1m2m3m1m2m3m"


def test_waits_with_melds_seven_pairs_and_orphans():
    assert waits("5p", [Meld(MeldKind.PON, (tile("1z"),) * 3)] * 4) == ["5p"]
    assert waits("1133m5577p2288s4z") == ["4z"]
    assert waits("19m19p19s1234567z") == ["1m", "9m", "1p", "9p", "1s", "9s", "1z", "2z",
                                          "3z", "4z", "5z", "6z", "7z"]
    # a tile held four times is no wait: there is no fifth copy to win on
    assert waits("1111m234p567p345s") == []
    assert waits("1112m234p567p789s") == ["2m", "3m"]


def test_waits_refuses_a_hand_that_is_not_thirteen_tiles():
    with pytest.raises(ValueError):
        waits("123m")

"""Builders shared by the yaku tests: the rules documents, and the tile path in one call."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from tournament.model import Wind
from tournament.rules import Ruleset, preset
from tournament.yaku.calculator import HandScore, Situation, read_hand, score_hand
from tournament.yaku.describe import Problem

# The rules documents (000 to 004, listed in the rules README) are the project's rule source,
# kept beside the repository rather than in it: the folder shared/rules/ next to the
# checkout. These tests read them to check the transcriptions in the code.
RULES_DIR = Path(__file__).resolve().parents[4] / "shared" / "rules"
DOC_000 = RULES_DIR / "000_3273844b561d07b0.txt"
DOC_001 = RULES_DIR / "001_3f97329ed93c307d.txt"
DOC_004 = RULES_DIR / "004_689d6443525d1fd8.txt"

# CI has that folder beside the checkout; elsewhere the tests that read the documents are skipped
# rather than failing to collect.
requires_rules = pytest.mark.skipif(not RULES_DIR.is_dir(),
                                    reason="the rules documents are not beside the checkout")

EMA = preset("ema_rcr")


def calc(hand: str, win: str, *melds: str, tsumo: bool = False, seat: str = "S",
         round_wind: str = "E", dora: str = "", ura: str = "", rules: Ruleset = EMA,
         **flags: bool) -> tuple[HandScore | None, list[Problem]]:
    """The tile path, as `python -m tournament calc` runs it; flags as in `Situation`."""
    if flags.get("double_riichi"):
        flags["riichi"] = True
    hand_input, problems = read_hand(
        hand, win, list(melds), dora, ura, situation=Situation(tsumo=tsumo, **flags),
        seat_wind=Wind.from_letter(seat), round_wind=Wind.from_letter(round_wind))
    if hand_input is None:
        return None, problems
    return score_hand(hand_input, rules)


def scored(*args: Any, **kwargs: Any) -> HandScore:
    score, problems = calc(*args, **kwargs)
    assert score is not None, [p.message for p in problems]
    return score


def yaku_han(score: HandScore) -> dict[str, int]:
    return {c.id: c.han for c in score.yaku}

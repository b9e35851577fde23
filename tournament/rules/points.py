"""Hand value: han/fu (or a yakuman multiple) -> base points -> what each payer pays.

The payment tables of the rules document 001_3f97329ed93c307d.txt ("Table des scores") are the
golden data: tests check every cell. Base points are fu x 2^(2 + han), capped at a mangan
(2,000); 5 han mangan, 6-7 haneman, 8-10 baiman, 11+ sanbaiman, yakuman 8,000 per multiple.
Payments are rounded up to the next 100.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, NamedTuple

from tournament.issue_codes import IssueCode
from tournament.rules.ruleset import Ruleset

MANGAN = 2000
HANEMAN = 3000
BAIMAN = 4000
SANBAIMAN = 6000
YAKUMAN = 8000

VALID_FU = (20, 25) + tuple(range(30, 140, 10))


def round_up_100(value: int) -> int:
    return -(-value // 100) * 100


def limit_name(base: int) -> str:
    return {
        MANGAN: "mangan",
        HANEMAN: "haneman",
        BAIMAN: "baiman",
        SANBAIMAN: "sanbaiman",
    }.get(base, "yakuman" if base >= YAKUMAN and base % YAKUMAN == 0 else "")


def base_points(han: int, fu: int, yakuman: int, rules: Ruleset) -> int:
    """Base points of a hand. Assumes a validated combination (see `hand_value_problems`)."""
    if yakuman:
        return YAKUMAN * (yakuman if rules.yakuman_stacking else 1)
    if han >= 13 and rules.counted_yakuman:
        return YAKUMAN
    if han >= 11:
        return SANBAIMAN
    if han >= 8:
        return BAIMAN
    if han >= 6:
        return HANEMAN
    if han >= 5:
        return MANGAN
    base: int = fu * 2 ** (2 + han)
    if base >= MANGAN:
        return MANGAN
    # Kiriage mangan: 4 han 30 fu and 3 han 60 fu (1,920) count as a mangan.
    if rules.kiriage_mangan and base == 1920:
        return MANGAN
    return base


@dataclass(frozen=True, slots=True)
class HandValue:
    """What a hand is worth, before honba and riichi sticks."""

    base: int
    dealer_winner: bool

    @property
    def ron(self) -> int:
        """Paid by the discarder on a ron."""
        return round_up_100(self.base * (6 if self.dealer_winner else 4))

    @property
    def tsumo_from_dealer(self) -> int:
        """Paid by the dealer on a non-dealer's tsumo (the 'upper value' in 001)."""
        return round_up_100(self.base * 2)

    @property
    def tsumo_from_other(self) -> int:
        """Paid by each non-dealer on a tsumo (by everyone on a dealer's tsumo)."""
        return round_up_100(self.base * (2 if self.dealer_winner else 1))

    @property
    def tsumo_total(self) -> int:
        if self.dealer_winner:
            return 3 * self.tsumo_from_other
        return self.tsumo_from_dealer + 2 * self.tsumo_from_other

    @property
    def limit(self) -> str:
        return limit_name(self.base)


def hand_value(han: int, fu: int, yakuman: int, dealer_winner: bool, rules: Ruleset) -> HandValue:
    return HandValue(base_points(han, fu, yakuman, rules), dealer_winner)


class HanFuProblem(NamedTuple):
    code: IssueCode
    field: str  # "han", "fu" or "yakuman"
    message: str
    params: dict[str, Any]  # the values the message names (and `variant` for its wording)


def han_fu_problem(han: int, fu: int, yakuman: int, tsumo: bool,
                   rules: Ruleset) -> HanFuProblem | None:
    """Why a han/fu combination cannot happen, or None.

    Numbers are assumed whole and >= 0.

    The gaps in 001's tables are the impossible cells: no ron at 20 fu (a closed ron gets 30,
    an open pinfu-shaped hand 30 too), no 1 han at 20 fu (a pinfu tsumo also has menzen tsumo),
    no 25 fu (Seven Pairs, 2 han) below 2 han, and no 2 han 25 fu on a tsumo (Seven Pairs won
    by tsumo has menzen tsumo as well).
    """
    if yakuman:
        if yakuman > 1 and not rules.yakuman_stacking:
            return HanFuProblem(
                IssueCode.YAKUMAN_NOT_STACKING, "yakuman",
                f"a {yakuman}-fold yakuman cannot be scored: yakuman do not stack under the "
                f"{rules.name} ruleset (at most one yakuman)",
                {"yakuman": yakuman, "ruleset": rules.name})
        return None
    if han < 1:
        return HanFuProblem(IssueCode.NO_HAN, "han", "a win needs at least 1 han (or a yakuman)",
                            {})
    limit_hand = han >= 5
    if fu == 0 and limit_hand:
        return None  # fu do not matter from 5 han on, and referees often leave them out
    if fu not in VALID_FU:
        return HanFuProblem(
            IssueCode.BAD_FU, "fu",
            f"{fu} fu is not possible: fu are 20, 25 or a multiple of 10 from 30 to 130",
            {"fu": fu})
    if fu == 20 and not tsumo:
        return HanFuProblem(
            IssueCode.IMPOSSIBLE_HAN_FU, "fu",
            "a ron is never 20 fu: a closed ron gets 30 fu and an open hand with no other fu is "
            "raised to 30 (001, fu table)", {"variant": "ron_20_fu"})
    if fu == 20 and han == 1:
        return HanFuProblem(
            IssueCode.IMPOSSIBLE_HAN_FU, "han",
            "1 han 20 fu cannot happen: a 20 fu hand is a pinfu tsumo, which also has menzen "
            "tsumo, so at least 2 han (001)", {"variant": "one_han_20_fu"})
    if fu == 25 and han < 2:
        return HanFuProblem(
            IssueCode.IMPOSSIBLE_HAN_FU, "han",
            "25 fu is Seven Pairs, which is 2 han by itself, so 1 han 25 fu cannot happen",
            {"variant": "one_han_25_fu"})
    if fu == 25 and han == 2 and tsumo:
        return HanFuProblem(
            IssueCode.IMPOSSIBLE_HAN_FU, "han",
            "2 han 25 fu cannot happen on a tsumo: Seven Pairs won by tsumo also has menzen "
            "tsumo, so at least 3 han (001)", {"variant": "two_han_25_fu_tsumo"})
    return None

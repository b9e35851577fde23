"""The Ruleset: every way the supported rule families differ, as one frozen value.

Every difference between presets is a field; code reads fields, never the preset's name.
A tournament starts from a preset (see `presets.py`) and may override any field; the whole
value is stored with the tournament so later changes to preset code never change old results.
Each field carries a plain-words explanation (`describe_field`) for the settings screens.
"""

from __future__ import annotations

import enum
from dataclasses import MISSING, dataclass, field, fields, replace
from typing import Any

from tournament.issue_codes import IssueCode
from tournament.model import AbortiveKind, Issue, Outcome

# The largest yakuman multiple a hand can score when yakuman add up (six: e.g. a big four
# winds, all honours, four concealed pungs single wait... in one hand).
MAX_YAKUMAN = 6


class TieUma(enum.StrEnum):
    SHARE = "share"  # tied players share the uma (and oka) of the places they cover
    SEAT_ORDER = "seat_order"  # ties go to the player seated first (East of the first hand)


class MultipleRon(enum.StrEnum):
    ALL = "all"  # every player who calls ron on the discard is paid
    HEAD_BUMP = "head_bump"  # only the caller nearest the discarder in turn order wins


class MultiRonShare(enum.StrEnum):
    EACH = "each"  # honba: every winner gets the honba bonus from the discarder
    NEAREST = "nearest"  # only the winner nearest the discarder in turn order


class PaoHonba(enum.StrEnum):
    DISCARDER = "discarder"  # the discarder pays the honba of a ron shared with a liable player
    LIABLE = "liable"  # the liable player pays them (Tenhou)


class PaoCovers(enum.StrEnum):
    ONE_YAKUMAN = "one_yakuman"  # the liable player answers for the yakuman fed, once
    WHOLE_HAND = "whole_hand"  # for the whole hand, stacked yakuman included (Tenhou)


class Chombo(enum.StrEnum):
    MANGAN_AT_TABLE = "mangan_at_table"  # offender pays a mangan at the table (004 §3.4.6)
    END_OF_GAME = "end_of_game"  # fixed deduction from the game's points after uma


class GameLength(enum.StrEnum):
    EAST_ONLY = "east_only"
    HANCHAN = "hanchan"


class LeftoverSticks(enum.StrEnum):
    FIRST = "first"  # to the first-placed player (split between tied first places)
    NONE = "none"  # not awarded: they leave the game


class Renhou(enum.StrEnum):
    OFF = "off"  # not a yaku
    MANGAN = "mangan"  # a mangan, or the hand's value without it if higher (001)
    YAKUMAN = "yakuman"


MAX_POINTS = 10_000_000


def _f(default: Any, text: str) -> Any:
    return field(default=default, metadata={"text": text})


@dataclass(frozen=True, slots=True)
class Ruleset:
    name: str = _f("ema_rcr", "Name of the preset this ruleset started from.")
    # Points and final result
    start_points: int = _f(30000, "Points each player starts the game with.")
    return_points: int = _f(
        30000, "Points subtracted from each final score before uma (the 'return' or target)."
    )
    oka: int = _f(0, "Bonus to the first place at the end of the game (points).")
    uma: tuple[int, int, int, int] = _f(
        (15000, 5000, -5000, -15000), "Placement bonus for 1st, 2nd, 3rd and 4th place (points)."
    )
    tie_uma: TieUma = _f(
        TieUma.SHARE,
        "Equal final scores: 'share' gives tied players the average uma of their places; "
        "'seat_order' ranks the player seated first (East of the first hand) higher.",
    )
    points_unit: int = _f(
        1000, "Tournament points are shown in this many raw points (1,000: 52,300 is +22.3)."
    )
    # Payments
    honba_value: int = _f(300, "Bonus per counter on a win: on a ron, all from the discarder; "
                          "on a tsumo, a third from each payer.")
    noten_total: int = _f(3000, "Total noten payment at an exhaustive draw, split between "
                          "noten payers and tenpai receivers.")
    kiriage_mangan: bool = _f(False, "Round 4 han 30 fu and 3 han 60 fu up to a mangan.")
    counted_yakuman: bool = _f(False, "13 han or more counts as a yakuman (otherwise sanbaiman "
                               "is the highest non-yakuman limit).")
    yakuman_stacking: bool = _f(False, "Several yakuman in one hand add up (double yakuman...).")
    renhou: Renhou = _f(Renhou.MANGAN, "Value of Blessing of Man (winning on a discard before "
                        "one's first draw).")
    red_fives: bool = _f(False, "One red five in each suit counts as a dora.")
    open_tanyao: bool = _f(True, "All Simples is allowed with an open hand.")
    two_han_minimum_at_5_honba: bool = _f(
        False, "From 5 counters on, a win needs at least 2 han (002)."
    )
    # Multiple ron
    multiple_ron: MultipleRon = _f(
        MultipleRon.ALL, "On a discard claimed by several players: 'all' pays every winner, "
        "'head_bump' only the one nearest the discarder in turn order."
    )
    triple_ron_abortive: bool = _f(
        False, "Three players calling ron on the same discard is an abortive draw."
    )
    multi_ron_honba: MultiRonShare = _f(
        MultiRonShare.EACH, "On a multiple ron, who gets the honba bonus: 'each' winner or "
        "only the 'nearest' winner to the discarder."
    )
    multi_ron_sticks: MultiRonShare = _f(
        MultiRonShare.NEAREST, "On a multiple ron, who gets the riichi sticks: the 'nearest' "
        "winner to the discarder ('each' splits them evenly)."
    )
    # False by default: a stored ruleset written before this field existed was settled with
    # every stick to the winners as `multi_ron_sticks` says, and must stay so.
    multi_ron_own_stake_back: bool = _f(
        False, "On a multiple ron, a winner who declared riichi in that hand takes back his "
        "own stake; only the other sticks on the table go as 'multi_ron_sticks' says."
    )
    # Default "discarder": a stored ruleset written before this field existed was settled so.
    pao_ron_honba: PaoHonba = _f(
        PaoHonba.DISCARDER, "On a ron shared with a player liable for a yakuman (pao), who "
        "pays the honba: the 'discarder' or the 'liable' player."
    )
    # Default "one_yakuman": a stored ruleset written before this field existed was settled so.
    pao_covers: PaoCovers = _f(
        PaoCovers.ONE_YAKUMAN, "What a player liable for a yakuman (pao) answers for when "
        "yakuman stack: 'one_yakuman' (the rest is paid as usual) or the 'whole_hand'."
    )
    # Draws
    abortive_draws: bool = _f(True, "Abortive draws exist (nine terminals, four winds, "
                              "four kongs, four riichi).")
    nagashi_mangan: bool = _f(False, "Nagashi mangan exists: paid like a mangan tsumo instead "
                              "of noten payments, without honba, sticks stay on the table.")
    # Chombo
    chombo: Chombo = _f(Chombo.MANGAN_AT_TABLE, "How a chombo is punished: a mangan paid at "
                        "the table, or a fixed deduction at the end of the game.")
    chombo_penalty: int = _f(0, "End-of-game chombo deduction in points (when chombo is "
                             "'end_of_game').")
    # Game flow
    game_length: GameLength = _f(GameLength.HANCHAN, "East round only, or East and South rounds.")
    bust_ends_game: bool = _f(False, "A score below zero ends the game at once.")
    west_extension: bool = _f(
        False, "If nobody reaches the goal score after the last hand, play goes on into the "
        "next round wind (South 4 into West 1; West 4 always ends it)."
    )
    agari_yame: bool = _f(
        False, "In the last hand, a dealer who keeps the deal (win or tenpai) and is first "
        "(with the goal score when the extension is on) ends the game."
    )
    goal_points: int = _f(30000, "Score that ends an extended game (with the West extension).")
    leftover_sticks: LeftoverSticks = _f(
        LeftoverSticks.FIRST, "Riichi sticks left on the table at the end of the game."
    )

    # ---------------------------------------------------------------------------------------
    def outcomes(self) -> tuple[Outcome, ...]:
        """The outcomes a referee can enter under this ruleset, in the order a form lists
        them: nagashi mangan only where it is played, abortive draws where one exists."""
        out = [Outcome.RON, Outcome.TSUMO, Outcome.EXHAUSTIVE_DRAW]
        if self.abortive_kinds():
            out.append(Outcome.ABORTIVE_DRAW)
        if self.nagashi_mangan:
            out.append(Outcome.NAGASHI_MANGAN)
        out.append(Outcome.CHOMBO)
        return tuple(out)

    def abortive_kinds(self) -> tuple[AbortiveKind, ...]:
        """The abortive draws of this ruleset (004 §3.4.3), the triple ron where it is one."""
        kinds: list[AbortiveKind] = []
        if self.abortive_draws:
            kinds += [AbortiveKind.NINE_TERMINALS, AbortiveKind.FOUR_WINDS,
                      AbortiveKind.FOUR_KONGS, AbortiveKind.FOUR_RIICHI]
        if self.triple_ron_abortive:
            kinds.append(AbortiveKind.TRIPLE_RON)
        return tuple(kinds)

    def yakuman_multiples(self) -> tuple[int, ...]:
        """The yakuman multiples a win can score: 1 only, unless yakuman add up."""
        return tuple(range(1, MAX_YAKUMAN + 1)) if self.yakuman_stacking else (1,)

    @property
    def max_ron_winners(self) -> int:
        if self.multiple_ron is MultipleRon.HEAD_BUMP:
            return 3  # a head bump settles any number of calls: only the nearest is paid
        return 2 if self.triple_ron_abortive else 3

    @property
    def last_round_wind(self) -> int:
        return 0 if self.game_length is GameLength.EAST_ONLY else 1

    def problems(self) -> list[Issue]:
        """Problems with a ruleset a user put together (overrides), as data."""
        out: list[Issue] = []

        def bad(name: str, message: str, variant: str, **params: Any) -> None:
            out.append(Issue(IssueCode.BAD_RULESET, None, f"ruleset.{name}", message,
                             {"field": name, "variant": variant, **params}))

        if len(self.uma) != 4:
            bad("uma", "uma needs exactly four values, for 1st to 4th place", "uma_count")
        # Points are counted in thousands; ten million is beyond any ruleset, and bounding
        # the numbers keeps every score a number the database and a spreadsheet hold.
        for f in fields(self):
            value = getattr(self, f.name)
            values = value if isinstance(value, tuple) else (value,)
            if any(isinstance(v, int) and not isinstance(v, bool) and abs(v) > MAX_POINTS
                   for v in values):
                bad(f.name, f"{f.name} is not plausible: at most {MAX_POINTS:,} either way",
                    "too_large", max=MAX_POINTS)
                return out
        for name in ("start_points", "return_points", "goal_points", "points_unit"):
            if getattr(self, name) <= 0:
                bad(name, f"{name} must be above zero", "not_positive")
        for name in ("honba_value", "noten_total", "chombo_penalty", "oka"):
            if getattr(self, name) < 0:
                bad(name, f"{name} must not be negative", "negative")
        if self.honba_value % 3:
            bad("honba_value", "the honba value must split in three on a tsumo", "honba_split")
        if self.noten_total % 6:
            bad("noten_total", "the noten total must split evenly between 1, 2 or 3 players",
                "noten_split")
        if any(0 < abs(u) < 100 for u in self.uma):
            bad("uma", "uma is in points: write 15000 for +15, not 15", "uma_in_points")
        if len(self.uma) == 4 and sum(self.uma) != 0:
            bad("uma", f"uma must add up to zero (it adds up to {sum(self.uma)})", "uma_sum",
                total=sum(self.uma))
        expected_oka = 4 * (self.return_points - self.start_points)
        if self.oka != expected_oka:
            bad("oka", f"with {self.start_points} start and {self.return_points} return points "
                f"the oka must be {expected_oka} so that a game's points add up to zero", "oka",
                start=self.start_points, expected=expected_oka,
                **{"return": self.return_points})
        return out

    def with_overrides(self, overrides: dict[str, Any]) -> tuple[Ruleset, list[Issue]]:
        """A copy with some fields changed, converting JSON values; problems as data."""
        issues: list[Issue] = []
        known = {f.name: f for f in fields(self)}
        changes: dict[str, Any] = {}
        for key, raw in overrides.items():
            if key not in known:
                issues.append(Issue(IssueCode.BAD_RULESET, None, f"ruleset.{key}",
                                    f"unknown ruleset field '{key}'"))
                continue
            value, message = _convert(getattr(self, key), raw)
            if message:
                issues.append(Issue(IssueCode.BAD_RULESET, None, f"ruleset.{key}", message))
            else:
                changes[key] = value
        result = replace(self, **changes)
        return result, issues + (result.problems() if not issues else [])

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {}
        for f in fields(self):
            value = getattr(self, f.name)
            if isinstance(value, enum.Enum):
                value = value.value
            elif isinstance(value, tuple):
                value = list(value)
            out[f.name] = value
        return out

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> tuple[Ruleset, list[Issue]]:
        return cls().with_overrides(data)


def describe_field(name: str) -> str:
    for f in fields(Ruleset):
        if f.name == name:
            return str(f.metadata.get("text", ""))
    raise KeyError(name)


def field_names() -> list[str]:
    return [f.name for f in fields(Ruleset)]


def _convert(current: Any, raw: Any) -> tuple[Any, str]:
    """Turn a JSON value into the type of the field whose current value is `current`."""
    if isinstance(current, bool):
        if isinstance(raw, bool):
            return raw, ""
        return None, f"expected true or false, got {raw!r}"
    if isinstance(current, int):
        if isinstance(raw, bool) or not isinstance(raw, int):
            return None, f"expected a whole number, got {raw!r}"
        return raw, ""
    if isinstance(current, enum.Enum):
        enum_type = type(current)
        try:
            return enum_type(raw), ""
        except ValueError:
            allowed = ", ".join(m.value for m in enum_type)
            return None, f"expected one of {allowed}, got {raw!r}"
    if isinstance(current, tuple):
        if (isinstance(raw, list | tuple) and len(raw) == len(current)
                and all(isinstance(v, int) and not isinstance(v, bool) for v in raw)):
            return tuple(raw), ""
        return None, f"expected {len(current)} whole numbers, got {raw!r}"
    if isinstance(current, str):
        if isinstance(raw, str):
            return raw, ""
        return None, f"expected text, got {raw!r}"
    return None, f"cannot set this field from {raw!r}"  # pragma: no cover - every type above


assert all(f.default is not MISSING for f in fields(Ruleset))

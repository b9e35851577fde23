"""Value types shared by every part of the core: winds, outcomes, hand records, table state,
the final stage as stored.

Seats are the integers 0-3: the players in the order East, South, West, North of the *first*
hand of a game. They never change during a game; the dealer moves around them.
"""

from __future__ import annotations

import dataclasses
import enum
from collections.abc import Mapping
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any

from tournament.issue_codes import IssueCode

SEATS = (0, 1, 2, 3)
RIICHI_STICK = 1000


class Wind(enum.IntEnum):
    EAST = 0
    SOUTH = 1
    WEST = 2
    NORTH = 3

    @property
    def letter(self) -> str:
        return "ESWN"[self.value]

    @property
    def label(self) -> str:
        return self.name.capitalize()

    @classmethod
    def from_letter(cls, letter: str) -> Wind:
        return cls("ESWN".index(letter.upper()))


class Outcome(enum.StrEnum):
    RON = "ron"
    TSUMO = "tsumo"
    EXHAUSTIVE_DRAW = "exhaustive_draw"
    ABORTIVE_DRAW = "abortive_draw"
    NAGASHI_MANGAN = "nagashi_mangan"
    CHOMBO = "chombo"

    @property
    def is_win(self) -> bool:
        return self in (Outcome.RON, Outcome.TSUMO)

    @property
    def is_draw(self) -> bool:
        return self in (Outcome.EXHAUSTIVE_DRAW, Outcome.ABORTIVE_DRAW, Outcome.NAGASHI_MANGAN)


class AbortiveKind(enum.StrEnum):
    NINE_TERMINALS = "nine_terminals"
    FOUR_WINDS = "four_winds"
    FOUR_KONGS = "four_kongs"
    FOUR_RIICHI = "four_riichi"
    TRIPLE_RON = "triple_ron"


@dataclass(frozen=True, slots=True)
class Issue:
    """One problem found in input: machine-readable code, where, and a sentence for people.

    `hand` is the 0-based index of the hand record (None for problems with the whole game);
    `field` is a path inside the record such as ``wins[0].fu``. `message` is English (the
    command line prints it); `params` hold the values it names (seats, numbers, the ruleset),
    so a front end can say the same in another language from `code` and `params` alone.
    """

    code: IssueCode
    hand: int | None
    field: str
    message: str
    params: Mapping[str, Any] = dataclasses.field(default_factory=dict, compare=False,
                                                  hash=False)

    @property
    def where(self) -> str:
        if self.hand is None:
            return self.field or "game"
        return f"hands[{self.hand}]" + (f".{self.field}" if self.field else "")

    def __str__(self) -> str:
        return f"{self.where}: {self.message} [{self.code}]"


@dataclass(frozen=True, slots=True)
class Win:
    """One winner of a hand. `han` includes dora; `yakuman` is the multiple (0 = none)."""

    winner: int
    han: int = 0
    fu: int = 0
    yakuman: int = 0
    loser: int | None = None
    pao: int | None = None
    # Optional detail a referee may give (the yaku path): when present it is checked.
    yaku: tuple[str, ...] | None = None
    dora: int = 0
    red_fives: int = 0
    ura_dora: int = 0
    open_hand: bool | None = None


@dataclass(frozen=True, slots=True)
class HandRecord:
    """What a referee reports about one hand (or one chombo). Its JSON form: docs/formats.md."""

    outcome: Outcome
    riichi: tuple[int, ...] = ()
    wins: tuple[Win, ...] = ()
    tenpai: tuple[int, ...] = ()
    abortive_kind: AbortiveKind | None = None
    nagashi_mangan_seats: tuple[int, ...] = ()
    offender: int | None = None
    # "Time is up: this is the last hand": the game ends once this hand is settled.
    last_hand: bool = False
    note: str = ""


class EndReason(enum.StrEnum):
    """Why a game ended (`TableState.end_code`): the code a front end words in its language;
    `TableState.end_reason` keeps the English sentence for the command line."""

    BUST = "bust"  # a score went below zero (bust_ends_game)
    TIME_CALLED = "time_called"  # the hand was marked as the last one (time is up)
    DEALER_TOP = "dealer_top"  # agari-yame: the dealer stopped in first place
    GOAL_SCORE = "goal_score"  # the extension ended with a player at the goal score
    LAST_EXTRA_HAND = "last_extra_hand"
    LAST_HAND = "last_hand"  # the last hand of the game length was played
    PAPER_TOTALS = "paper_totals"  # the final scores came from the score slip


@dataclass(frozen=True, slots=True)
class TableState:
    """Everything about a game at the start of a hand, derived by replaying the hand log."""

    scores: tuple[int, int, int, int]
    round_wind: Wind = Wind.EAST
    hand_number: int = 1  # 1-4 within the round wind: "South 2"
    honba: int = 0
    sticks: int = 0  # riichi sticks (1,000 each) lying on the table
    ended: bool = False
    end_reason: str = ""  # in English, for the command line
    end_code: EndReason | None = None  # why it ended, for a front end to word
    hands_played: int = 0  # records applied, chombos included
    chombos: tuple[int, int, int, int] = (0, 0, 0, 0)  # chombo count per seat in this game

    @property
    def dealer(self) -> int:
        return (self.hand_number - 1) % 4

    @property
    def label(self) -> str:
        """Short form used in the replay JSON: "E1", "S4", "W1"."""
        return f"{self.round_wind.letter}{self.hand_number}"

    @property
    def title(self) -> str:
        """Long form for people: "South 2, 1 honba"."""
        counters = f", {self.honba} honba" if self.honba else ""
        return f"{self.round_wind.label} {self.hand_number}{counters}"

    def seat_wind(self, seat: int) -> Wind:
        return Wind((seat - self.dealer) % 4)


@dataclass(frozen=True, slots=True)
class Payment:
    """One transfer of points, for showing a referee what will be paid before OK."""

    payer: int | None  # None = from the table (riichi sticks)
    payee: int | None  # None = to the table (a riichi stake)
    amount: int
    reason: str


@dataclass(frozen=True, slots=True)
class HandResult:
    """A settled hand: the state before, the state after, and every payment made."""

    index: int
    record: HandRecord
    before: TableState
    after: TableState
    deltas: tuple[int, int, int, int]
    payments: tuple[Payment, ...] = ()
    # Winners actually paid (a head bump can drop some of the recorded winners).
    paid_winners: tuple[int, ...] = ()


@dataclass(frozen=True, slots=True)
class FinalResult:
    """The end of a game in tournament terms. Points are in raw points (divide by 1,000 to show)."""

    scores: tuple[int, int, int, int]  # after leftover sticks
    places: tuple[int, int, int, int]  # 1-4, tied players share a place when the ruleset says so
    points: tuple[int | float, ...]  # score - return + uma + oka + end-of-game penalties (raw)
    uma: tuple[int | float, ...] = (0, 0, 0, 0)
    oka: tuple[int | float, ...] = (0, 0, 0, 0)
    penalties: tuple[int, ...] = (0, 0, 0, 0)
    leftover_sticks: int = 0  # sticks on the table when the game ended


@dataclass(frozen=True, slots=True)
class GameRecord:
    """A whole game as the JSON record format describes it."""

    hands: tuple[HandRecord, ...]
    players: tuple[str, ...] = ("A", "B", "C", "D")
    ruleset: str | None = None
    ruleset_overrides: dict[str, object] = field(default_factory=dict)


# -- the final stage as stored (tournament.final_stage computes with it) --------------------

class Carry(enum.StrEnum):
    KEPT = "kept"
    HALVED = "halved"
    RESET = "reset"

    @property
    def factor(self) -> Fraction:
        return {Carry.KEPT: Fraction(1), Carry.HALVED: Fraction(1, 2),
                Carry.RESET: Fraction(0)}[self]

    @property
    def text(self) -> str:
        return {Carry.KEPT: "qualifying points kept",
                Carry.HALVED: "qualifying points halved",
                Carry.RESET: "qualifying points reset to zero"}[self]


class FinalSeating(enum.StrEnum):
    SNAKE = "snake"
    BLOCKS = "blocks"
    MANUAL = "manual"

    @property
    def text(self) -> str:
        return {FinalSeating.SNAKE: "seated by rank, snake (1-4-5-8)",
                FinalSeating.BLOCKS: "seated by rank, top table (1-2-3-4)",
                FinalSeating.MANUAL: "seated by the organiser"}[self]


@dataclass(frozen=True, slots=True)
class FinalStage:
    """A final, as stored: after which round, how big, how the points carry over, how it is
    seated, how many rounds, who (in seed order: their qualifying order)."""

    after_round: int  # K: the last qualifying round
    size: int  # N
    carry: Carry
    seating: FinalSeating
    rounds: int = 1  # F: final rounds K+1..K+F
    finalists: tuple[int, ...] = ()  # player ids, seed order
    planned_rounds: int = 0  # the tournament's rounds before the final was started
    started_at: str = ""
    started_by: str = ""

    @property
    def first_round(self) -> int:
        return self.after_round + 1

    @property
    def last_round(self) -> int:
        return self.after_round + self.rounds

    @property
    def final_rounds(self) -> tuple[int, ...]:
        return tuple(range(self.first_round, self.last_round + 1))

    def is_final_round(self, round: int) -> bool:
        return self.first_round <= round <= self.last_round

    @property
    def tables(self) -> int:
        return self.size // 4

    @property
    def title(self) -> str:
        """"Final of the top 8 (qualifying points halved)"."""
        return f"Final of the top {self.size} ({self.carry.text})"

    def round_name(self, round: int) -> str:
        """"Final" or "Final, game 2" for a final round; "Round 3" otherwise."""
        if not self.is_final_round(round):
            return f"Round {round}"
        return "Final" if self.rounds == 1 else f"Final, game {round - self.after_round}"

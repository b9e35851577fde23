"""What an online log is read into (`OnlineLog`, its `LogHand`s), what `compare` finds, and
the readers' limits and room names."""

from __future__ import annotations

from dataclasses import dataclass

from tournament.model import (
    HandRecord,
    Wind,
)
from tournament.rules.ruleset import Ruleset
from tournament.scoring.game import Replay

# A whole hanchan is 20-60 KB of XML or JSON; a West extension with long hands stays far
# below a megabyte. Anything larger is refused before it is parsed or decompressed further.
MAX_LOG_BYTES = 4_000_000
# A game that never ends is not a log: Tenhou's longest games (West 4 with many repeats)
# stay well below this many hands.
MAX_HANDS = 200

ROOM_TENHOU = "tenhou"
ROOM_MAHJONG_SOUL = "mahjong_soul"
ROOM_UNKNOWN = "unknown"


class LogProblem(Exception):
    """A log that cannot be read: the message is one line for the user."""


@dataclass(frozen=True, slots=True)
class LogHand:
    """One hand of a log: our record of it and what the log says happened to the scores."""

    record: HandRecord
    round_wind: int  # 0 East, 1 South...
    hand_number: int  # 1-4
    honba: int
    sticks: int  # on the table when the hand started
    start_scores: tuple[int, int, int, int]
    log_deltas: tuple[int, int, int, int]  # each seat's change, riichi stakes included
    log_sticks_after: int | None  # sticks on the table after the hand, when the log says
    summary: str  # the log's own words for the result, for a preview

    @property
    def label(self) -> str:
        return f"{Wind(self.round_wind).letter}{self.hand_number}"


@dataclass(frozen=True, slots=True)
class OnlineLog:
    fmt: str  # "mjlog" or "tenhou6"
    room: str  # ROOM_TENHOU, ROOM_MAHJONG_SOUL or ROOM_UNKNOWN
    room_text: str  # the log's own description of the room
    names: tuple[str, str, str, str]
    hands: tuple[LogHand, ...]
    east_only: bool
    red_fives: bool
    open_tanyao: bool
    start_points: int
    kiriage_seen: bool = False
    triple_ron_seen: bool = False  # a hand with three winners (a room that pays them)
    triple_ron_abortive_seen: bool = False  # a triple ron recorded as an abortive draw
    # The room's final result (mjlog's owari, tenhou.net/6's sc), after leftover sticks. None:
    # the log has none, and if our rules do not end the game after its last hand either, the
    # game was cut short or the file is an excerpt (`Comparison.unfinished`).
    final_scores: tuple[int, int, int, int] | None = None
    # The game ends after the last hand of its length (East 4, or South 4) with nobody at
    # 30,000: a room without the extension into the next wind (a Mahjong Soul friendly or
    # tournament room may be set so).
    ends_short_of_goal: bool = False
    csrule: tuple[str, ...] = ()  # a Tenhou lobby's own rules (GO csrule), when it has them


@dataclass(frozen=True, slots=True)
class Difference:
    hand: int | None  # None for the game's end
    message: str


@dataclass(frozen=True, slots=True)
class Comparison:
    log: OnlineLog
    rules: Ruleset
    result: Replay
    differences: tuple[Difference, ...]
    notes: tuple[str, ...]  # how the room's rules were read, how the log's game ends
    # The log has no final result and our rules do not end its game after its last hand: every
    # hand is read, and the game is an unfinished one (recorded as an unfinished table).
    unfinished: bool = False

    @property
    def agrees(self) -> bool:
        return not self.differences and self.result.ok

"""What the table view needs from the rest of the app, as a narrow protocol.

`TableController` is everything the table view and its dialogs ask about one table and every
change they make to it. The tournament service (SQLite, one worker thread) will be adapted to
it; until then `MemoryTableController` keeps the hand log in memory and derives everything by
replaying it through the scoring core, the same way the service does (STYLE.md habit 6). Tests
and the demo use it.

The log is append-only: amending a hand adds a new entry and marks the old one amended;
voiding marks an entry voided. Undo and redo work on actions (record, amend, void, time up,
totals), not on log rows.
"""

from __future__ import annotations

import enum
from collections.abc import Callable
from dataclasses import dataclass, replace
from datetime import datetime
from typing import Protocol, runtime_checkable

from tournament.model import RIICHI_STICK, HandRecord, HandResult, Issue, TableState
from tournament.rules import Ruleset
from tournament.scoring import initial_state, replay, validate_hand


class EntryStatus(enum.StrEnum):
    IN_EFFECT = "in_effect"
    AMENDED = "amended"  # replaced by a later entry (its `amended_by`)
    VOIDED = "voided"
    # Taken back by an undo. The in-memory controller forgets undone actions; a store that
    # keeps them in its log (the service does) reports them with this status.
    UNDONE = "undone"


@dataclass(frozen=True, slots=True)
class LogEntry:
    """One row of a table's append-only hand log."""

    number: int  # 1-based, in the order entries were made; never reused
    position: int  # index in `hands()` while in effect; where it stood when taken out of effect
    hand: HandRecord
    status: EntryStatus
    recorded_by: str
    recorded_at: datetime
    amends: int | None = None  # for an amendment: the number of the entry it replaced
    amended_by: int | None = None  # for an amended entry: the number of its replacement
    reason: str = ""  # why it was amended or voided
    changed_by: str = ""
    changed_at: datetime | None = None

    @property
    def in_effect(self) -> bool:
        return self.status is EntryStatus.IN_EFFECT


@dataclass(frozen=True, slots=True)
class TableTotals:
    """A table scored on paper: final scores, chombo counts and sticks left on the table."""

    scores: tuple[int, int, int, int]
    chombos: tuple[int, int, int, int] = (0, 0, 0, 0)
    leftover_sticks: int = 0


@runtime_checkable
class TableController(Protocol):
    """One table of a tournament, as the table view sees it. Seats are 0-3 as in the core."""

    def players(self) -> list[str]:
        """The four names, East to North of the first hand."""

    def rules(self) -> Ruleset: ...

    def hands(self) -> list[HandRecord]:
        """The hands in effect, in order (amendments applied, voided hands left out)."""

    def log(self) -> list[LogEntry]:
        """Every entry ever made, voided and amended ones included, by `number`."""

    def state(self) -> TableState:
        """The table now: after the last hand in effect (or the paper totals)."""

    def results(self) -> list[HandResult]:
        """One settled result per hand in `hands()`."""

    def time_up(self) -> bool:
        """Time has been called: the next hand recorded is the last one."""

    def totals(self) -> TableTotals | None:
        """The paper totals, when the table was scored on paper."""

    def record(self, hand: HandRecord) -> list[Issue]:
        """Add a hand after the last one. Nothing changes when issues come back."""

    def amend(self, index: int, hand: HandRecord, reason: str) -> list[Issue]:
        """Replace hand `index`; the later hands must still replay without problems."""

    def void(self, index: int, reason: str) -> list[Issue]:
        """Take hand `index` out of effect; the later hands must still replay."""

    def record_totals(self, totals: TableTotals) -> list[Issue]:
        """Score a table on paper (no hands recorded); new totals replace earlier ones."""

    def mark_time_up(self) -> None: ...

    def can_undo(self) -> bool: ...

    def can_redo(self) -> bool: ...

    def undo(self) -> bool:
        """Take back the last action; False when there is none."""

    def redo(self) -> bool: ...

    def subscribe(self, callback: Callable[[], None]) -> Callable[[], None]:
        """Call `callback` after every change (on the GUI thread); returns an unsubscribe."""


# --- the in-memory controller --------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class _Action:
    kind: str  # "record", "amend", "void", "time_up", "totals"
    who: str
    when: datetime
    hand: HandRecord | None = None
    index: int | None = None
    reason: str = ""
    totals: TableTotals | None = None


def totals_issues(totals: TableTotals, rules: Ruleset) -> list[Issue]:
    """Problems with paper totals: whole hundreds, chombo counts, and the sum of the table.

    The scores plus the sticks left on the table must make the points the table started with.
    (This belongs in the core next to `validate_hand`; it lives here until it moves.)
    """
    issues: list[Issue] = []
    for seat, score in enumerate(totals.scores):
        if score % 100:
            issues.append(Issue("not_hundreds", None, f"scores[{seat}]",
                                f"seat {seat}: scores are whole hundreds, got {score:,}"))
    for seat, count in enumerate(totals.chombos):
        if count < 0:
            issues.append(Issue("negative_number", None, f"chombos[{seat}]",
                                f"seat {seat}: a chombo count cannot be negative"))
    if totals.leftover_sticks < 0:
        issues.append(Issue("negative_number", None, "leftover_sticks",
                            "the sticks left on the table cannot be negative"))
    expected = 4 * rules.start_points
    total = sum(totals.scores) + totals.leftover_sticks * RIICHI_STICK
    if total != expected:
        diff = expected - total
        issues.append(Issue(
            "totals_do_not_add_up", None, "scores",
            f"the scores ({sum(totals.scores):,}) and the sticks on the table "
            f"({totals.leftover_sticks * RIICHI_STICK:,}) make {total:,}; they must make "
            f"{expected:,} (4 x {rules.start_points:,}): "
            f"{abs(diff):,} {'missing' if diff > 0 else 'too many'}"))
    return issues


class MemoryTableController:
    """A `TableController` that keeps its actions in a list and replays them on every change."""

    def __init__(self, players: list[str] | tuple[str, ...], rules: Ruleset,
                 referee: str = "referee", clock: Callable[[], datetime] = datetime.now):
        if len(players) != 4:
            raise ValueError("a table has four players")
        self._players = list(players)
        self._rules = rules
        self._referee = referee
        self._clock = clock
        self._actions: list[_Action] = []
        self._redo: list[_Action] = []
        self._listeners: list[Callable[[], None]] = []
        self._rebuild()

    # --- queries ---------------------------------------------------------------------------
    def players(self) -> list[str]:
        return list(self._players)

    def rules(self) -> Ruleset:
        return self._rules

    def hands(self) -> list[HandRecord]:
        return list(self._hands)

    def log(self) -> list[LogEntry]:
        return list(self._log)

    def state(self) -> TableState:
        return self._state

    def results(self) -> list[HandResult]:
        return list(self._results)

    def time_up(self) -> bool:
        return self._time_up

    def totals(self) -> TableTotals | None:
        return self._totals

    def can_undo(self) -> bool:
        return bool(self._actions)

    def can_redo(self) -> bool:
        return bool(self._redo)

    # --- changes ---------------------------------------------------------------------------
    def record(self, hand: HandRecord) -> list[Issue]:
        if self._totals is not None:
            return [Issue("scored_on_paper", None, "outcome",
                          "this table was scored on paper: undo the totals to enter hands")]
        issues = validate_hand(hand, self._state, self._rules, len(self._hands))
        if issues:
            return issues
        return self._apply(_Action("record", self._referee, self._clock(), hand=hand))

    def amend(self, index: int, hand: HandRecord, reason: str) -> list[Issue]:
        problem = self._check_change(index, reason)
        if problem:
            return problem
        hands = list(self._hands)
        hands[index] = hand
        issues = list(replay(hands, self._rules).issues)
        if issues:
            return issues
        return self._apply(_Action("amend", self._referee, self._clock(), hand=hand,
                                   index=index, reason=reason.strip()))

    def void(self, index: int, reason: str) -> list[Issue]:
        problem = self._check_change(index, reason)
        if problem:
            return problem
        hands = list(self._hands)
        del hands[index]
        issues = list(replay(hands, self._rules).issues)
        if issues:
            return issues
        return self._apply(_Action("void", self._referee, self._clock(), index=index,
                                   reason=reason.strip()))

    def record_totals(self, totals: TableTotals) -> list[Issue]:
        if self._hands:
            # As the service does: one table is scored one way, never both at once.
            return [Issue("table_has_hands", None, "scores",
                          f"this table is recorded hand by hand ({len(self._hands)} hands); "
                          f"void or undo them first")]
        issues = totals_issues(totals, self._rules)
        if issues:
            return issues
        return self._apply(_Action("totals", self._referee, self._clock(), totals=totals))

    def mark_time_up(self) -> None:
        if not self._time_up:
            self._apply(_Action("time_up", self._referee, self._clock()))

    def undo(self) -> bool:
        if not self._actions:
            return False
        self._redo.append(self._actions.pop())
        self._changed()
        return True

    def redo(self) -> bool:
        if not self._redo:
            return False
        self._actions.append(self._redo.pop())
        self._changed()
        return True

    def subscribe(self, callback: Callable[[], None]) -> Callable[[], None]:
        self._listeners.append(callback)

        def unsubscribe() -> None:
            if callback in self._listeners:
                self._listeners.remove(callback)

        return unsubscribe

    # --- internals -------------------------------------------------------------------------
    def _check_change(self, index: int, reason: str) -> list[Issue]:
        if not 0 <= index < len(self._hands):
            return [Issue("no_such_hand", index, "", f"there is no hand {index + 1}")]
        if not reason.strip():
            return [Issue("missing_reason", index, "reason",
                          "say why the hand is changed: the reason is kept in the log")]
        return []

    def _apply(self, action: _Action) -> list[Issue]:
        self._actions.append(action)
        self._redo.clear()
        self._changed()
        return []

    def _changed(self) -> None:
        self._rebuild()
        for listener in list(self._listeners):
            listener()

    def _rebuild(self) -> None:
        entries: dict[int, LogEntry] = {}
        in_effect: list[int] = []  # entry numbers, in hand order
        time_up = False
        totals: TableTotals | None = None
        for action in self._actions:
            if action.kind == "record":
                assert action.hand is not None
                number = len(entries) + 1
                entries[number] = LogEntry(number, len(in_effect), action.hand,
                                           EntryStatus.IN_EFFECT, action.who, action.when)
                in_effect.append(number)
            elif action.kind == "amend":
                assert action.hand is not None and action.index is not None
                old = in_effect[action.index]
                number = len(entries) + 1
                # Where it stood when replaced (a void before it may have moved it up).
                entries[old] = replace(entries[old], status=EntryStatus.AMENDED,
                                       position=action.index,
                                       amended_by=number, reason=action.reason,
                                       changed_by=action.who, changed_at=action.when)
                entries[number] = LogEntry(number, action.index, action.hand,
                                           EntryStatus.IN_EFFECT, action.who, action.when,
                                           amends=old)
                in_effect[action.index] = number
            elif action.kind == "void":
                assert action.index is not None
                old = in_effect.pop(action.index)
                entries[old] = replace(entries[old], status=EntryStatus.VOIDED,
                                       position=action.index, reason=action.reason,
                                       changed_by=action.who, changed_at=action.when)
            elif action.kind == "time_up":
                time_up = True
            elif action.kind == "totals":
                totals = action.totals
        for position, number in enumerate(in_effect):
            entries[number] = replace(entries[number], position=position)
        self._log = [entries[n] for n in sorted(entries)]
        self._hands = [entries[n].hand for n in in_effect]
        self._time_up = time_up
        self._totals = totals
        result = replay(self._hands, self._rules)
        # Every change was checked by replaying before it was applied, so this holds; an undo
        # only takes back a whole action, which brings back an earlier valid log.
        assert result.ok, result.issues
        self._results = list(result.results)
        state = result.state if self._hands else initial_state(self._rules)
        if totals is not None:
            state = replace(state, scores=totals.scores, sticks=totals.leftover_sticks,
                            chombos=totals.chombos, ended=True,
                            end_reason="the table was scored on paper")
        self._state = state

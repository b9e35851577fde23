"""A table's hand log and the one fold that turns it into the table's game.

The log is append-only (STYLE.md habit 6): a hand is recorded, then perhaps amended, voided,
undone or redone, and every one of those is a new entry carrying who, when and why. Nothing
is ever rewritten. What the table looks like now is derived by folding the log, here and
nowhere else: which hands are in effect (amendments applied, voided hands out), or the final
scores of a table scored on paper, replayed through the scoring core, and for every entry its
state and where it stands in the game. The service folds each table once and extends the
fold when a hand is appended; the GUI, the command line, printing and export read the result.

Entry kinds:
- `hand`: a hand record (the core's JSON form) appended to the game;
- `amend`: target = hand index; the corrected record replaces that hand;
- `void`: target = hand index; that hand no longer counts;
- `totals`: {"scores": [4], "chombos": [4]} from the paper score slip (replaces earlier totals);
- `undo`: takes back the last change in effect (target = its seq);
- `redo`: puts back the last change undone, while nothing new was recorded since.
"""

from __future__ import annotations

import enum
import json
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

from tournament.games.record_json import parse_hand
from tournament.issue_codes import IssueCode
from tournament.model import (
    EndReason,
    FinalResult,
    HandRecord,
    HandResult,
    Issue,
    Outcome,
    TableState,
    Wind,
)
from tournament.rules.ruleset import Ruleset
from tournament.scoring.final import final_result
from tournament.scoring.game import Replay, replay
from tournament.scoring.totals import leftover_sticks, totals_issues, totals_state

if TYPE_CHECKING:
    from tournament.games.tally import GameDigest


class LogKind(enum.StrEnum):
    """What one hand log entry does."""

    HAND = "hand"
    AMEND = "amend"
    VOID = "void"
    TOTALS = "totals"
    UNDO = "undo"
    REDO = "redo"

    @property
    def is_change(self) -> bool:
        """Entries that change the game (and so can be undone)."""
        return self in (LogKind.HAND, LogKind.AMEND, LogKind.VOID, LogKind.TOTALS)


@dataclass(frozen=True, slots=True)
class LogEntry:
    """One entry as stored. `payload_json` is the stored text; read it through the fold."""

    table_id: int
    seq: int  # 1, 2, ... per table
    kind: LogKind
    target: int | None = None
    payload_json: str | None = None
    who: str = ""
    at: str = ""  # ISO 8601, UTC
    why: str = ""

    @property
    def payload(self) -> Any:
        return None if self.payload_json is None else json.loads(self.payload_json)


class EntryState(enum.StrEnum):
    APPLIED = "applied"  # in effect
    UNDONE = "undone"  # taken back by an undo (and not redone)
    REPLACED = "replaced"  # a later amend (or new totals) replaced it
    VOIDED = "voided"  # a later void took the hand out of the game


class TableMode(enum.StrEnum):
    EMPTY = "empty"
    HANDS = "hands"  # hand by hand
    TOTALS = "totals"  # only the final scores from the paper score slip


@dataclass(frozen=True, slots=True)
class Totals:
    """Final scores typed from a score slip, before leftover riichi sticks are handed out."""

    scores: tuple[int, int, int, int]
    chombos: tuple[int, int, int, int]
    sticks: int  # riichi sticks left on the table
    seq: int


@dataclass(frozen=True, slots=True)
class LogLine:
    """One log entry with what the fold says of it."""

    entry: LogEntry
    state: EntryState
    record: HandRecord | None = None  # hand and amend entries
    totals: Totals | None = None  # totals entries
    # Hand and amend entries: the hand's index in the game. In effect: where it is now;
    # replaced: where its replacement stands; voided: where it stood when voided; undone:
    # where it was made.
    position: int | None = None
    replaces: int | None = None  # an amend: the seq of the entry it replaced
    replaced_by: int | None = None  # the seq of the amend that replaced it
    changed_by: LogEntry | None = None  # the amend, void or undo that took it out of effect

    @property
    def in_effect(self) -> bool:
        return self.state is EntryState.APPLIED


@dataclass(frozen=True, slots=True)
class TableGame:
    """A table's log folded: the hands in effect (or paper totals) and their replay."""

    lines: tuple[LogLine, ...]
    hands: tuple[HandRecord, ...]  # in effect, in order
    hand_seqs: tuple[int, ...]  # the entry each hand in effect comes from
    undo_stack: tuple[LogEntry, ...]  # changes in effect, oldest first (undo takes the last)
    redo_stack: tuple[LogEntry, ...]  # changes redo can put back, the next one last
    totals: Totals | None
    replay: Replay
    issues: tuple[Issue, ...] = ()  # a log that does not fold (a file edited by other means)

    @property
    def mode(self) -> TableMode:
        if self.totals is not None:
            return TableMode.TOTALS
        return TableMode.HANDS if self.hands else TableMode.EMPTY

    @property
    def state(self) -> TableState:
        return self.replay.state

    @property
    def results(self) -> tuple[HandResult, ...]:
        return self.replay.results

    @property
    def final(self) -> FinalResult | None:
        return self.replay.final

    @property
    def provisional(self) -> FinalResult:
        """The result if the game ended now."""
        return self.replay.final or final_result(self.replay.state, self.replay.rules)

    @property
    def can_undo(self) -> bool:
        return bool(self.undo_stack)

    @property
    def can_redo(self) -> bool:
        return bool(self.redo_stack)

    @property
    def entries(self) -> tuple[LogEntry, ...]:
        return tuple(line.entry for line in self.lines)

    def appended(self, entry: LogEntry, record: HandRecord, result: HandResult) -> TableGame:
        """This game with one more hand: `record`, already validated and settled into
        `result` on this game's state, written as `entry`. The same as folding the log
        with the entry added, without replaying the earlier hands."""
        assert entry.kind is LogKind.HAND and self.totals is None and not self.issues
        assert result.index == len(self.hands) and result.before == self.state
        after = result.after
        rules = self.replay.rules
        game = Replay(rules, self.replay.results + (result,), after, (),
                      final_result(after, rules) if after.ended else None)
        line = LogLine(entry, EntryState.APPLIED, record=record, position=len(self.hands))
        return replace(self, lines=self.lines + (line,), hands=self.hands + (record,),
                       hand_seqs=self.hand_seqs + (entry.seq,),
                       undo_stack=self.undo_stack + (entry,), redo_stack=(), replay=game)


@dataclass(frozen=True, slots=True)
class TableSummary:
    """What the rest of the tournament needs from a table's game, kept with its log.

    The service writes it in the same transaction as each log entry, so that opening a file,
    ranking players and listing tables never replays every hand; only a table that is looked
    at (or changed) is folded. `seq` says which log it summarises: a summary whose `seq` is
    not the log's last entry is stale and is folded again (`python -m tournament check`
    folds them all and compares).
    """

    seq: int  # the last log entry folded (0: an empty log)
    mode: TableMode
    hands: int  # hands in effect
    state: TableState  # before the next hand (after the last one)
    result: FinalResult  # the game's result, or the provisional one while in play
    finished: bool
    problems: bool = False  # the log did not fold cleanly (a file edited by other means)
    # What the statistics and the chombo list read, so that neither replays every table:
    # kept in their stored (JSON) form and read when asked (`stats_digest`, `chombo_marks`),
    # so that an open which only ranks players does not build them.
    digest: Any = None  # `tally.GameDigest.to_json()`; None: not recorded hand by hand
    chombos: Any = None  # the chombo marks' JSON form; None: no chombo

    @classmethod
    def of(cls, game: TableGame) -> TableSummary:
        seq = max((line.entry.seq for line in game.lines), default=0)
        digest = None
        if game.mode is TableMode.HANDS:
            # Imported here: a command that reads the stored summaries, or records a table's
            # totals, never needs it (nor the yaku catalogue it reads).
            from tournament.games.tally import digest_game

            digest = digest_game(game.results, game.replay.rules).to_json()
        marks = chombo_marks(game)
        return cls(seq, game.mode, len(game.hands), game.state, game.provisional,
                   game.final is not None, bool(game.issues), digest,
                   [mark.to_json() for mark in marks] if marks else None)

    def stats_digest(self) -> GameDigest | None:
        """The game's hands counted for the statistics (None: not recorded hand by hand).
        ValueError/TypeError if the stored digest is not one."""
        from tournament.games.tally import GameDigest

        return None if self.digest is None else GameDigest.from_json(self.digest)

    def chombo_marks(self) -> tuple[ChomboMark, ...]:
        """The game's chombos, in the order the chombo list shows them. ValueError/TypeError
        if the stored marks are not marks."""
        if self.chombos is None:
            return ()
        if type(self.chombos) is not list:
            raise TypeError("the chombos are not a list")
        return tuple(ChomboMark.from_json(item) for item in self.chombos)

    def to_json(self) -> list[Any]:
        """A compact list (read back by `from_json`): one is read per table at every open."""
        st, r = self.state, self.result
        return [self.seq, self.mode.value, self.hands, self.finished, self.problems,
                list(st.scores), int(st.round_wind), st.hand_number, st.honba, st.sticks,
                st.ended, st.end_reason, st.hands_played, list(st.chombos),
                list(r.scores), list(r.places), list(r.points), list(r.uma), list(r.oka),
                list(r.penalties), r.leftover_sticks,
                None if st.end_code is None else st.end_code.value, self.digest, self.chombos]

    @classmethod
    def from_json(cls, data: Any) -> TableSummary:
        """A stored summary (ValueError/TypeError/KeyError if it is not one; one stored by an
        older version, without the end's code or without the statistics' digest, is not one
        either: its table is folded again and its summary rewritten at the next open). The
        digest and the chombo marks are checked when they are read."""
        (seq, mode, hands, finished, problems, scores, wind, number, honba, sticks, ended,
         reason, played, chombos, final, places, points, uma, oka, penalties,
         leftover, end_code, digest, marks) = data
        # One type check over every number (one is read per table at every open).
        fours = (scores, chombos, final, places, penalties, points, uma, oka)
        if any(type(four) is not list or len(four) != 4 for four in fours):
            raise TypeError("a score list is not four numbers")
        whole = {*map(type, (seq, hands, number, honba, sticks, played, leftover, *scores,
                             *chombos, *final, *places, *penalties))}
        if whole != {int} or not {*map(type, (*points, *uma, *oka))} <= {int, float}:
            raise TypeError("a stored number is not a number")
        state = TableState(scores=tuple(scores), round_wind=Wind(wind), hand_number=number,
                           honba=honba, sticks=sticks, ended=bool(ended),
                           end_reason=str(reason), hands_played=played, chombos=tuple(chombos),
                           end_code=None if end_code is None else EndReason(end_code))
        result = FinalResult(scores=tuple(final), places=tuple(places),
                             points=tuple(points), uma=tuple(uma), oka=tuple(oka),
                             penalties=tuple(penalties), leftover_sticks=leftover)
        return cls(seq, TableMode(mode), hands, state, result, bool(finished), bool(problems),
                   digest, marks)


@dataclass(frozen=True, slots=True)
class ChomboMark:
    """One chombo of a game, as the chombo list shows it."""

    index: int | None  # the chombo record's index in the game; None: from the score slip
    offender: int  # seat
    paid: int  # what the offender paid at the table (0 from a score slip)
    who: str  # the entry it comes from (the hand, its amendment, or the score slip)
    at: str
    note: str = ""
    state: TableState | None = None  # the hand it happened in (None: from the score slip)

    def to_json(self) -> list[Any]:
        st = self.state
        return [self.index, self.offender, self.paid, self.who, self.at, self.note,
                None if st is None else [
                    list(st.scores), int(st.round_wind), st.hand_number, st.honba, st.sticks,
                    st.ended, st.end_reason, st.hands_played, list(st.chombos),
                    None if st.end_code is None else st.end_code.value]]

    @classmethod
    def from_json(cls, data: Any) -> ChomboMark:
        index, offender, paid, who, at, note, st = data
        if (index is not None and type(index) is not int) or type(offender) is not int \
                or type(paid) is not int or not 0 <= offender < 4:
            raise TypeError("a chombo's seat or hand is not a number")
        if not all(type(text) is str for text in (who, at, note)):
            raise TypeError("a chombo's text is not text")
        if (index is None) != (st is None):
            raise ValueError("a chombo hand without its table state, or the reverse")
        state = None
        if st is not None:
            scores, wind, number, honba, sticks, ended, reason, played, chombos, code = st
            if type(scores) is not list or type(chombos) is not list or len(scores) != 4 \
                    or len(chombos) != 4 or {*map(type, (*scores, *chombos, number, honba,
                                                         sticks, played))} != {int}:
                raise TypeError("a chombo's hand is not a table state")
            state = TableState(scores=tuple(scores), round_wind=Wind(wind), hand_number=number,
                               honba=honba, sticks=sticks, ended=bool(ended),
                               end_reason=str(reason), hands_played=played,
                               chombos=tuple(chombos),
                               end_code=None if code is None else EndReason(code))
        return cls(index, offender, paid, who, at, note, state)


def chombo_marks(game: TableGame) -> tuple[ChomboMark, ...]:
    """Every chombo of a game: the chombo hands in effect (with the offender and
    what they paid at the table), then those the score slip counts, one mark each."""
    entries = {line.entry.seq: line.entry for line in game.lines}
    out = []
    for result, seq in zip(game.results, game.hand_seqs, strict=False):
        record = result.record
        if record.outcome is not Outcome.CHOMBO or record.offender is None:
            continue
        entry = entries[seq]
        out.append(ChomboMark(result.index, record.offender, -result.deltas[record.offender],
                              entry.who, entry.at, record.note, result.before))
    if game.totals is not None:
        entry = entries[game.totals.seq]
        for seat, count in enumerate(game.totals.chombos):
            out += [ChomboMark(None, seat, 0, entry.who, entry.at)] * count
    return tuple(out)


Parse = Callable[[LogEntry], HandRecord | None]


class RecordCache:
    """Reads hand records out of log entries, memoised by the stored text: identical hands
    are common, and a HandRecord is frozen, so one instance can stand for all of them."""

    def __init__(self) -> None:
        self._records: dict[str, HandRecord] = {}

    def __call__(self, entry: LogEntry) -> HandRecord | None:
        text = entry.payload_json
        if text is None:
            return None
        record = self._records.get(text)
        if record is None:
            try:
                record, _ = parse_hand(json.loads(text))
            except ValueError:
                record = None
            if record is not None:
                self._records[text] = record
        return record

    def remember(self, text: str, record: HandRecord) -> None:
        """A record the caller has just written as `text` (so it is never parsed back)."""
        self._records[text] = record


def totals_entry(game: TableGame, round: int, table: int, scores: Sequence[int],
                 chombos: Sequence[int], rules: Ruleset
                 ) -> tuple[list[Issue], dict[str, list[int]] | None]:
    """The four final scores of a paper slip (seat order) and each seat's chombos, as the
    next entry of this table's log: (problems, the entry's payload). Refused: a table
    recorded hand by hand, scores the ruleset does not allow, the same totals again."""
    issues: list[Issue] = []
    if game.hands:
        issues.append(Issue(IssueCode.TABLE_HAS_HANDS, None, "scores",
                            f"round {round} table {table} is recorded hand by hand "
                            f"({len(game.hands)} hands); void or undo them first",
                            {"count": len(game.hands)}))
    issues += totals_issues(scores, chombos, rules)
    if issues:
        return issues, None
    ints = [int(v) for v in scores]
    counts = [int(v) for v in chombos]
    if game.totals is not None and (list(game.totals.scores) == ints
                                    and list(game.totals.chombos) == counts):
        return [Issue(IssueCode.NO_CHANGE, None, "scores", "these final scores are already "
                      "entered", {"variant": "totals"})], None
    return [], {"scores": ints, "chombos": counts}


def _totals(entry: LogEntry, rules: Ruleset) -> Totals | None:
    try:
        payload = entry.payload
        scores = tuple(int(v) for v in payload["scores"])
        chombos = tuple(int(v) for v in payload.get("chombos", (0, 0, 0, 0)))
    except (ValueError, TypeError, KeyError, AttributeError):
        return None
    if len(scores) != 4 or len(chombos) != 4:
        return None
    return Totals((scores[0], scores[1], scores[2], scores[3]),
                  (chombos[0], chombos[1], chombos[2], chombos[3]),
                  leftover_sticks(scores, rules), entry.seq)


def _bad(entry: LogEntry, what: str) -> Issue:
    return Issue(IssueCode.BAD_LOG, entry.target, "", f"log entry {entry.seq} {what}")


def fold(entries: Sequence[LogEntry], rules: Ruleset, parse: Parse | None = None) -> TableGame:
    """Fold a table's log (in seq order) into its game."""
    parse = parse or RecordCache()

    # Pass 1, in log order: which changes are in effect (an undo takes the last one back, a
    # redo puts back the last one undone, a new change forgets what could be redone), where
    # each hand or correction was made, and which undo took each one back.
    undo_stack: list[LogEntry] = []
    redo_stack: list[LogEntry] = []
    made_at: dict[int, int] = {}
    undone_by: dict[int, LogEntry] = {}
    for e in entries:
        if e.kind.is_change:
            if e.kind is LogKind.HAND:
                made_at[e.seq] = sum(1 if a.kind is LogKind.HAND else -1
                                     for a in undo_stack
                                     if a.kind in (LogKind.HAND, LogKind.VOID))
            elif e.kind is LogKind.AMEND:
                made_at[e.seq] = e.target or 0
            undo_stack.append(e)
            redo_stack.clear()
        elif e.kind is LogKind.UNDO and undo_stack:
            taken = undo_stack.pop()
            redo_stack.append(taken)
            undone_by[taken.seq] = e
        elif e.kind is LogKind.REDO and redo_stack:
            back = redo_stack.pop()
            undo_stack.append(back)
            undone_by.pop(back.seq, None)

    # Pass 2, the changes in effect in order: the hands now, corrections, voids, totals.
    states: dict[int, EntryState] = {e.seq: EntryState.APPLIED for e in entries}
    for e in entries:
        if e.seq in undone_by:
            states[e.seq] = EntryState.UNDONE
    records: dict[int, HandRecord] = {}
    hands: list[int] = []  # seqs of the hands in effect, in game order
    replaces: dict[int, int] = {}
    replaced_by: dict[int, int] = {}
    changed_by: dict[int, LogEntry] = {}
    void_at: dict[int, int] = {}
    totals: Totals | None = None
    totals_of: dict[int, Totals] = {}
    issues: list[Issue] = []
    for e in undo_stack:
        if e.kind in (LogKind.HAND, LogKind.AMEND):
            record = parse(e)
            if record is None:
                # Only a file edited by other means gets here; the state after this entry is
                # unknown, so the game stops at the hand before it (the screen says why).
                issues.append(_bad(e, "is not a readable hand record"))
                break
            records[e.seq] = record
            if e.kind is LogKind.HAND:
                hands.append(e.seq)
            elif e.target is not None and 0 <= e.target < len(hands):
                old = hands[e.target]
                states[old] = EntryState.REPLACED
                replaces[e.seq], replaced_by[old], changed_by[old] = old, e.seq, e
                hands[e.target] = e.seq
            else:
                issues.append(_bad(e, "amends a hand that does not exist"))
        elif e.kind is LogKind.VOID:
            if e.target is not None and 0 <= e.target < len(hands):
                old = hands.pop(e.target)
                states[old] = EntryState.VOIDED
                void_at[old], changed_by[old] = e.target, e
            else:
                issues.append(_bad(e, "voids a hand that does not exist"))
        elif e.kind is LogKind.TOTALS:
            found = _totals(e, rules)
            if found is None:
                issues.append(_bad(e, "has unreadable final scores"))
                break
            if totals is not None:
                states[totals.seq] = EntryState.REPLACED
                changed_by[totals.seq] = e
            totals = totals_of[e.seq] = found
    now_at = {seq: i for i, seq in enumerate(hands)}

    def position(seq: int) -> int:
        seen = set()
        while seq in replaced_by and seq not in seen:  # follow corrections to the last one
            seen.add(seq)
            seq = replaced_by[seq]
        if seq in now_at:
            return now_at[seq]
        return void_at.get(seq, made_at.get(seq, 0))

    lines = []
    for e in entries:
        state = states[e.seq]
        record = records.get(e.seq)
        if record is None and e.kind in (LogKind.HAND, LogKind.AMEND) and not issues:
            record = parse(e)  # undone: not folded above, still shown in the log
        by = undone_by.get(e.seq) if state is EntryState.UNDONE else changed_by.get(e.seq)
        lines.append(LogLine(
            e, state, record=record,
            totals=totals_of.get(e.seq) or (_totals(e, rules) if e.kind is LogKind.TOTALS
                                            else None),
            position=(position(e.seq) if e.kind in (LogKind.HAND, LogKind.AMEND) else None),
            replaces=replaces.get(e.seq), replaced_by=replaced_by.get(e.seq), changed_by=by))

    played = tuple(records[s] for s in hands)
    if totals is not None and not played:
        slip = totals_state(totals.scores, totals.chombos, rules)
        result = Replay(rules, (), slip, (), final_result(slip, rules))
    else:
        result = replay(played, rules)
    return TableGame(tuple(lines), played, tuple(hands), tuple(undo_stack), tuple(redo_stack),
                     totals, result, tuple(issues) + result.issues)

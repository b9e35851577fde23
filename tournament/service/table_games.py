"""Tables and their games: record, amend and void hands, undo and redo, paper totals.

Every change is one append to the table's log (`tournament.games.hand_log`), checked first against
the game the log folds to; the new game is the old fold extended by the appended hand (a
recorded hand is validated and settled once) or, for the rarer changes, the log folded again.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING, Any

from tournament.errors import InvalidInput
from tournament.games.hand_log import LogEntry, LogKind, TableGame, TableSummary, fold, totals_entry
from tournament.games.record_json import hand_to_dict, parse_game, parse_hand
from tournament.issue_codes import IssueCode
from tournament.model import GameRecord, HandRecord, HandResult, Issue
from tournament.organisation import TableSeating
from tournament.scoring import replay
from tournament.scoring.settle import settle_hand
from tournament.scoring.validate import validate_hand
from tournament.service.arguments import Role, issue, refuse
from tournament.service.conflicts import table_changed
from tournament.service.game_records import Item, entry_text_problems, game_record_issues
from tournament.service.values import Changes, TableView
from tournament.storage import changes as stored_changes
from tournament.storage import day
from tournament.storage.writer import new_entries

if TYPE_CHECKING:
    from tournament.service.facade import Tournament

HandInput = HandRecord | Mapping[str, Any]


class TablesPart:
    def __init__(self, t: Tournament) -> None:
        self._t = t

    def summary(self, round: int, table: int) -> TableSummary:
        """What a list of tables shows of one (mode, hands, scores, result), without folding
        its log."""
        return self._t._summary(self._t._seating(round, table))

    def view(self, round: int, table: int) -> TableView:
        seating = self._t._seating(round, table)
        return self._t._view(seating, self._t._game(seating))

    # -- checks -----------------------------------------------------------------------------
    def _hand(self, hand: HandInput, index: int) -> HandRecord:
        if isinstance(hand, HandRecord):
            return hand
        if not isinstance(hand, Mapping):
            raise refuse(issue(IssueCode.BAD_TYPE, "", "a hand must be a hand record or an object",
                               index))
        record, issues = parse_hand(dict(hand), index)
        if record is None:
            raise refuse(*issues)
        return record

    def _writable(self, seating: TableSeating) -> None:
        if seating.locked:
            raise refuse(issue(
                IssueCode.TABLE_LOCKED, "table",
                f"round {seating.round} table {seating.table} is approved (locked); unlock it "
                f"with the organiser password to change it", round=seating.round,
                table=seating.table))
        # A referee station writes on the current round's tables until it is approved; on a
        # server its database role is held to the same (storage.grants).
        if self._t.role is Role.REFEREE and (self._t._rounds[seating.round].approved_at
                                          or seating.round != self._t.rounds.current):
            raise refuse(issue(
                IssueCode.NOT_ALLOWED, "role",
                f"round {seating.round} table {seating.table}: a referee station changes "
                f"only the tables of the current round before it is approved; ask the "
                f"organiser", role=self._t.role.value, round=seating.round,
                table=seating.table))

    def check_hand(self, round: int, table: int, hand: HandInput) -> list[Issue]:
        """Every problem with `hand` as the next hand of this table (empty: it can be saved)."""
        try:
            self._next_hand(round, table, hand)
        except InvalidInput as exc:
            return list(exc.issues)
        return []

    def preview_hand(self, round: int, table: int, hand: HandInput) -> HandResult:
        """What the next hand would pay, before OK. Raises InvalidInput like record_hand."""
        return self._next_hand(round, table, hand)[2]

    def _next_hand(self, round: int, table: int,
                   hand: HandInput) -> tuple[TableSeating, HandRecord, HandResult]:
        """The next hand of a table, validated and settled (or InvalidInput)."""
        seating = self._t._seating(round, table)
        self._writable(seating)
        game = self._t._game(seating)
        index = len(game.hands)
        if game.totals is not None:
            raise refuse(issue(IssueCode.TOTALS_ONLY, "outcome",
                               "this table's final scores were entered from the score slip; "
                               "undo them to record hands", index))
        if game.issues:
            raise refuse(*game.issues)
        record = self._hand(hand, index)
        issues = validate_hand(record, game.state, self._t.rules, index)
        if issues:
            raise refuse(*issues)
        return seating, record, settle_hand(game.state, record, self._t.rules, index)

    # -- changes ----------------------------------------------------------------------------
    def record_hand(self, round: int, table: int, hand: HandInput,
                    who: str = "", entry_id: str | None = None,
                    seen: int | None = None) -> tuple[TableView, Changes]:
        """Append a hand to a table's game: one transaction, on disk when this returns.

        `entry_id`: an id the station makes for this entry (e.g. a UUID) and keeps until it
        is confirmed. Retried with the same id after a `ConnectionLost` whose commit may have
        reached the server (`maybe_saved`), the hand is never written twice: if the server
        has it, this returns the table as it is, with nothing changed. Every other change of
        the hand log (amend, void, undo, redo, totals) takes one with the same meaning.

        `seen`: the change counter of the table's screen the hand was entered on
        (`TableView.counter`). If another station changed this table since, the hand is
        refused with `table_changed` ("table 7 changed at station 'Desk 2' (Anna) at 17:42:
        reload and check, ...") even when this object has caught up meanwhile: the
        person entered it looking at the table as it was. Amend, void and totals take one
        too."""
        # A retry of a hand already saved is looked for only when the hand is refused (the
        # station's view lacks it, so its place in the log or its id is taken): one read
        # less for every hand that is new, which is nearly all of them.
        try:
            self._t._check_seen(round, table, seen)
            seating, record, result = self._next_hand(round, table, hand)
            before = self._t._game(seating)

            def appended(written: list[LogEntry]) -> TableGame:
                (entry,) = written
                assert entry.payload_json is not None
                self._t._records.remember(entry.payload_json, record)
                return before.appended(entry, record, result)

            game, changes = self._write_log(
                seating, [(LogKind.HAND, None, hand_to_dict(record), "")], who, appended,
                entry_id=entry_id, seen=seen)
        except InvalidInput:
            saved = self._saved_before(round, table, entry_id)
            if saved is not None:
                return saved
            raise
        return self._set_and_view(seating, before, game), changes

    def _saved_before(self, round: int, table: int,
                      entry_id: str | None) -> tuple[TableView, Changes] | None:
        """A change retried with the `entry_id` it was first sent with, which the tournament
        already has (its commit reached the server although the station lost the connection
        before it heard so): the table as it is now, after catching up, with nothing changed.
        None: not saved before (or no id given), so the change is to be made.

        Checked before the change is validated: a retried correction, void or undo would
        otherwise be refused as no change, or worse, apply to the next hand."""
        if entry_id is None:
            return None
        with self._t._store.reading() as s:
            found = stored_changes.log_entry_with_id(s, entry_id)
        if found is None:
            return None
        self._t._untold |= self._t._read_others()
        return self.view(round, table), Changes()

    def record_game(self, round: int, table: int, game: GameRecord | Mapping[str, Any],
                    who: str = "") -> tuple[TableView, Changes]:
        """Record a whole game record (the core's JSON format), in one transaction.

        The record's players, in seat order, must be the table's seating. A table that
        already has hands accepts a record that starts with exactly those hands (the rest is
        appended). A record that does not, on a table another station entered hands on, is
        refused as `table_changed` (see `_differs`).
        """
        if not isinstance(game, GameRecord):
            parsed, issues = parse_game(dict(game) if isinstance(game, Mapping) else game)
            if issues or parsed is None:
                raise refuse(*(issues or [issue(IssueCode.BAD_TYPE, "game", "not a game record")]))
            game = parsed
        seating = self._t._seating(round, table)
        self._writable(seating)
        issues, items = game_record_issues(
            game, seating, self._t._players, self._t.rules, self._t._game(seating),
            lambda have, at: self._differs(seating, have, at))
        if issues:
            raise refuse(*issues)
        return self._append(seating, items, who)

    def _differs(self, seating: TableSeating, have: int, at: int) -> Issue:
        """A game record that does not start with the hands the table has. When another
        station entered them, that is a conflict (`table_changed`, never "amend": it would
        replace the other station's hand); at this station (or on a file), the record is
        wrong or the hands are, and they are corrected with amend or void."""
        if self._t.on_server:  # (a file has one station: whoever has it open)
            with self._t._store.reading() as s:
                last = day.last_entry_by(s, seating.id)
            if last is not None and last[0] != self._t.station:
                return table_changed(seating.round, seating.table, *last)
        return issue(IssueCode.HANDS_DIFFER, "hands", f"the table already has {have} hands and the "
                     f"record differs from them at hand {at}; use amend or void", at)

    def amend_hand(self, round: int, table: int, index: int, hand: HandInput,
                   reason: str = "", who: str = "", entry_id: str | None = None,
                   seen: int | None = None) -> tuple[TableView, Changes]:
        """Correct hand `index` (0 = first hand). The later hands are replayed; refused, with
        the reason, if one of them becomes impossible. `entry_id` and `seen` as for
        `record_hand`."""
        saved = self._saved_before(round, table, entry_id)
        if saved is not None:
            return saved
        self._t._check_seen(round, table, seen)
        seating, game = self._existing_hand(round, table, index)
        record = self._hand(hand, index)
        if hand_to_dict(record) == hand_to_dict(game.hands[index]):
            raise refuse(issue(IssueCode.NO_CHANGE, "", f"hand {index} is already recorded like "
                               f"this", index, variant="hand", hand_number=index + 1))
        hands = game.hands[:index] + (record,) + game.hands[index + 1:]
        self._check_replay(hands, index, f"after this correction of hand {index}")
        return self._append(seating, [(LogKind.AMEND, index, hand_to_dict(record), reason)],
                            who, entry_id, seen)

    def void_hand(self, round: int, table: int, index: int, reason: str = "",
                  who: str = "", entry_id: str | None = None,
                  seen: int | None = None) -> tuple[TableView, Changes]:
        """Take hand `index` out of the game (it stays in the log, marked voided).
        `entry_id` and `seen` as for `record_hand`."""
        saved = self._saved_before(round, table, entry_id)
        if saved is not None:
            return saved
        self._t._check_seen(round, table, seen)
        seating, game = self._existing_hand(round, table, index)
        hands = game.hands[:index] + game.hands[index + 1:]
        self._check_replay(hands, index, f"without hand {index}", voided=True)
        return self._append(seating, [(LogKind.VOID, index, None, reason)], who, entry_id,
                            seen)

    def undo(self, round: int, table: int, who: str = "", reason: str = "",
             entry_id: str | None = None) -> tuple[TableView, Changes]:
        """Take back the last change of a table (a hand, an amend, a void, totals).
        `entry_id` as for `record_hand`: a retried undo never takes back a second change."""
        saved = self._saved_before(round, table, entry_id)
        if saved is not None:
            return saved
        seating = self._t._seating(round, table)
        self._writable(seating)
        game = self._t._game(seating)
        if not game.undo_stack:
            raise refuse(issue(IssueCode.NOTHING_TO_UNDO, "table",
                               f"round {round} table {table} has nothing to undo",
                               round=round, table=table))
        last = game.undo_stack[-1]
        self._check_after(seating, game, [(LogKind.UNDO, last.seq)])
        return self._append(seating, [(LogKind.UNDO, last.seq, None, reason)], who, entry_id)

    def redo(self, round: int, table: int, who: str = "", reason: str = "",
             entry_id: str | None = None) -> tuple[TableView, Changes]:
        """Put back the last change undone (only while nothing new was recorded since).
        `entry_id` as for `record_hand`."""
        saved = self._saved_before(round, table, entry_id)
        if saved is not None:
            return saved
        seating = self._t._seating(round, table)
        self._writable(seating)
        game = self._t._game(seating)
        if not game.redo_stack:
            raise refuse(issue(IssueCode.NOTHING_TO_REDO, "table",
                               f"round {round} table {table} has nothing to redo",
                               round=round, table=table))
        entry = game.redo_stack[-1]
        self._check_after(seating, game, [(LogKind.REDO, entry.seq)])
        return self._append(seating, [(LogKind.REDO, entry.seq, None, reason)], who,
                            entry_id)

    def _check_after(self, seating: TableSeating, game: TableGame,
                     extra: list[tuple[LogKind, int]]) -> None:
        """An undo/redo restores a state that was valid once; fold it anyway to be sure."""
        after = fold(game.entries + tuple(LogEntry(seating.id, 10**9 + i, k, t)
                                          for i, (k, t) in enumerate(extra)),
                     self._t.rules, self._t._records)
        if after.replay.issues:
            raise refuse(*after.replay.issues)

    def _existing_hand(self, round: int, table: int,
                       index: int) -> tuple[TableSeating, TableGame]:
        seating = self._t._seating(round, table)
        self._writable(seating)
        game = self._t._game(seating)
        if isinstance(index, bool) or not isinstance(index, int) or not (
                0 <= index < len(game.hands)):
            count = len(game.hands)
            raise refuse(issue(IssueCode.NO_SUCH_HAND, "hand",
                               f"round {round} table {table} has no hand {index} (it has "
                               f"{count} hand{'s' if count != 1 else ''}, numbered from 0"
                               f"{f' to {count - 1}' if count > 1 else ''})",
                               round=round, table=table, hand_number=index))
        return seating, game

    def _check_replay(self, hands: tuple[HandRecord, ...], changed: int, what: str,
                      voided: bool = False) -> None:
        """Refuse a changed hand list that no longer replays. Later hands are named by their
        number in the game as recorded (after a void, hand j of the new list was j + 1)."""
        result = replay(hands, self._t.rules)
        if not result.issues:
            return
        issues = []
        for i in result.issues:
            if i.hand is None:
                issues.append(i)
                continue
            recorded = i.hand + 1 if voided and i.hand >= changed else i.hand
            if recorded > changed:
                issues.append(Issue(i.code, recorded, i.field,
                                    f"{what}, hand {recorded} ({result.state.title}) is no "
                                    f"longer possible: {i.message}", i.params))
            else:
                issues.append(i)
        raise refuse(*issues)

    def check_totals(self, round: int, table: int, scores: Sequence[int],
                     chombos: Sequence[int] = (0, 0, 0, 0)) -> list[Issue]:
        """Problems with final scores typed from a score slip (empty: they can be saved)."""
        try:
            self._totals(round, table, scores, chombos)
        except InvalidInput as exc:
            return list(exc.issues)
        return []

    def _totals(self, round: int, table: int, scores: Sequence[int],
                chombos: Sequence[int]) -> tuple[TableSeating, dict[str, Any]]:
        seating = self._t._seating(round, table)
        self._writable(seating)
        issues, payload = totals_entry(self._t._game(seating), round, table, scores, chombos,
                                       self._t.rules)
        if payload is None:
            raise refuse(*issues)
        return seating, payload

    def record_totals(self, round: int, table: int, scores: Sequence[int],
                      chombos: Sequence[int] = (0, 0, 0, 0), who: str = "",
                      reason: str = "", entry_id: str | None = None,
                      seen: int | None = None) -> tuple[TableView, Changes]:
        """"Totals only": the four final scores from the paper slip (seat order, before the
        leftover riichi sticks are handed out) and each seat's chombo count. New totals
        replace earlier ones (both stay in the log). `entry_id` and `seen` as for
        `record_hand`."""
        saved = self._saved_before(round, table, entry_id)
        if saved is not None:
            return saved
        self._t._check_seen(round, table, seen)
        seating, payload = self._totals(round, table, scores, chombos)
        return self._append(seating, [(LogKind.TOTALS, None, payload, reason)], who,
                            entry_id, seen)

    def log_writers(self, round: int, table: int) -> dict[int, tuple[str, str, str]]:
        """Who wrote each entry of a table's log: seq -> (station, person, database user as
        the server names it; "" in a file)."""
        seating = self._t._seating(round, table)
        with self._t._store.reading() as s:
            return day.log_stations(s, seating.id)

    # -- writing ----------------------------------------------------------------------------
    def _write_log(self, seating: TableSeating, items: Sequence[Item], who: str,
                   after: Callable[[list[LogEntry]], TableGame],
                   entry_id: str | None = None,
                   seen: int | None = None) -> tuple[TableGame, Changes]:
        """Append log entries and the table's new summary in one transaction (the log is
        its own audit trail); `after(written)` is the game with them. The standings move, but
        which of their cached views go is decided by the caller, once it knows whether the
        game's result changed (`_set_and_view`). Reasons and the notes of hand records are
        free text: checked here for every entry. `entry_id` goes on the first entry only:
        the ids are unique, and the change is found by it. `seen`: the change counter of the
        screen the change was entered on (see `record_hand`)."""
        problems = entry_text_problems(items, who)
        if problems:
            raise refuse(*problems)
        log = self._t._log(seating.id)
        written = new_entries(seating.id, log[-1].seq + 1 if log else 1, items, who)
        game = after(written)
        summary = TableSummary.of(game)
        changes = self._t._commit_log(seating, written, summary, who, entry_id, seen)
        log.extend(written)
        self._t._set_game(seating, game, summary)  # as written: not summarised twice
        return game, changes | Changes(standings=True)

    def _append(self, seating: TableSeating, items: Sequence[Item], who: str,
                entry_id: str | None = None,
                seen: int | None = None) -> tuple[TableView, Changes]:
        """Write log entries, with this table's log folded again."""
        before = self._t._game(seating)
        log = self._t._log(seating.id)
        game, changes = self._write_log(
            seating, items, who,
            lambda written: fold(log + written, self._t.rules, self._t._records), entry_id, seen)
        return self._set_and_view(seating, before, game), changes

    def _set_and_view(self, seating: TableSeating, before: TableGame,
                      game: TableGame) -> TableView:
        """After `_write_log` (which keeps the game): the standings it moved go, and the
        table's view."""
        if before.final != game.final or before.mode != game.mode:
            self._t.standings._forget()
        else:
            # A hand in a game still in play changes only the provisional standings.
            self._t.standings._forget(provisional_only=True)
        return self._t._view(seating, game)

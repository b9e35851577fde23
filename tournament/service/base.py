"""The state every part of the service reads, and the one way a mutation is written.

`Base` holds the open file and what is read from it once at open: settings, players, rounds,
seating and each table's summary (`tournament.games.hand_log.TableSummary`, kept with its log),
which is all the standings and the lists of tables need. A table's log is read and folded only
when the table itself is looked at or changed; a summary that does not match its log (an older
file, a file changed by other means) is folded again at open and stored. The parts (`t.players`,
`t.tables`, `t.standings`...) are made by `Tournament`, the collection built on `Base`; what
only one part keeps (penalties, clock events, awards, the final stage, announcements) it reads
itself, in the same snapshot (`_load` asks each). What is said of the open file itself (where it
is, read-only or not, copies, entry ids) is `service.open_file.OpenFile`, which `Base` is built
on; how a change is weighed against other stations' is `service.conflicts`.

Every mutation validates first (raising `InvalidInput`, nothing written) and then writes
through `_commit` (the hand log's changes through `_commit_log`): one transaction for the
change and its audit line, the standings cache dropped when the change says the standings
moved, and the `Changes` returned to the caller. Who makes the change and on what it builds
go down to the storage layer as one `storage.changes.Commit`.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import replace
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol, TypeVar

from tournament.clock import utc
from tournament.collector import collector_paused
from tournament.errors import (
    ConnectionLost,
    CorruptFile,
    InvalidInput,
    ReadOnlyFile,
)
from tournament.games.hand_log import (
    LogEntry,
    RecordCache,
    TableGame,
    TableMode,
    TableSummary,
    fold,
)
from tournament.issue_codes import IssueCode
from tournament.organisation import (
    RoundInfo,
    TableSeating,
    TournamentSettings,
)
from tournament.players.roster import Player, name_key
from tournament.rules.ruleset import Ruleset
from tournament.scoring import display_points
from tournament.service.arguments import Role, issue, refuse
from tournament.service.conflicts import (
    EVERYTHING_ELSEWHERE,
    RELOAD,
    changed_elsewhere,
    conflicting,
    organisers_only,
)
from tournament.service.open_file import OpenFile
from tournament.service.values import EVERYTHING, Changes, TableView
from tournament.standings.ranking import GameScore
from tournament.storage import Store, Transaction, closing, repo
from tournament.storage import changes as changes_mod
from tournament.storage.changes import ChangeLine, Commit
from tournament.storage.opening import with_backup_hint
from tournament.storage.signing import Keys
from tournament.words.free_text import check_person

if TYPE_CHECKING:
    from tournament.service.announcements import AnnouncementsPart
    from tournament.service.awards import AwardsPart
    from tournament.service.clock import ClockPart
    from tournament.service.penalties import PenaltiesPart
    from tournament.service.ranking import StandingsPart
    from tournament.service.referee import RefereePart

T = TypeVar("T")
PlayerRef = int | str


class Reader(Protocol):
    """A part that keeps something read from the file (read again by `_load`)."""

    def _read(self, s: Any) -> None: ...


class Base(OpenFile):
    """One open tournament file and the values read from it."""

    # The parts the commit path and `catch_up` tell of what changed (`Tournament` makes them).
    penalties: PenaltiesPart
    clock: ClockPart
    announcements: AnnouncementsPart
    awards: AwardsPart
    referee: RefereePart
    standings: StandingsPart

    def __init__(self, store: Store, *, station: str = "", person: str = "",
                 role: Role = Role.ORGANISER):
        self._store = store
        self.role = role
        # Where changes are made from, and by whom: written with every log entry, audit line
        # and change (several stations on one server tell each other apart by it).
        self.station = station
        self.person = person
        self._records = RecordCache()
        # Where the round clock reads the time when a caller does not pass it (a front end
        # may replace it, e.g. a test's fake time source). Never read inside the clock model.
        self.time_source: Callable[[], datetime] = lambda: datetime.now(UTC)
        self._revision = 0
        # The tournament's change counter as this object last saw it (see `_commit`).
        self._seen = 0
        # The files the last change wrote when it was an approval (its backup; on a server a
        # pg_dump too); empty after any other change, made here or caught up from another
        # station: what is written beside them (export.json_io.write_json_backup) must be
        # the tournament as the approval left it.
        self.last_backups: tuple[Path, ...] = ()
        self._given_id = None
        self._given_intent: str | None = None
        # The organiser's keys (storage.signing), once the organiser password was given:
        # every change made with them is signed.
        self._keys: Keys | None = None
        # Other stations' changes read in while writing one of ours (or while refusing it):
        # not told to the caller of that change, so told by the next `catch_up()`.
        self._untold = Changes()

    def _parts(self) -> tuple[Reader, ...]:
        """The parts that keep something read from the file (`Tournament` has them)."""
        raise NotImplementedError

    def _load(self) -> None:
        """Read everything a station keeps in memory (at open, and again when another
        station changed the players, seating, rounds or settings: `catch_up`)."""
        with collector_paused():  # a bulk of lasting objects (`tournament.collector`)
            self._read_all()

    def _read_all(self) -> None:
        store = self._store
        try:
            # One snapshot on a server (`Store.reading`): the counter says exactly which
            # changes what is read here holds.
            with store.reading() as s:
                self._seen = changes_mod.change_counter(s)
                self._settings: TournamentSettings = repo.read_settings(s)
                players = repo.list_players(s)
                tables = repo.list_tables(s)
                rounds = repo.list_rounds(s)
                summaries, last = repo.read_summaries(s)
                # What the parts keep of the day (penalties, clock, awards, final stage,
                # announcements), read in the same snapshot; the caches they keep dropped.
                for part in self._parts():
                    part._read(s)
        except (LookupError, ValueError, KeyError, TypeError) as exc:
            # (ValueError covers text that is not UTF-8 and JSON that does not parse.)
            store.close()
            raise CorruptFile(with_backup_hint(store.path, f"{store.shown} is damaged "
                                               f"({str(exc)[:200]})")) from None
        except BaseException:
            store.close()
            raise
        self._players: dict[int, Player] = {p.id: p for p in players}
        self._tables: dict[tuple[int, int], TableSeating] = {(t.round, t.table): t
                                                             for t in tables}
        # Backups are recorded relative to the file's folder (older files: absolute paths).
        self._rounds: dict[int, RoundInfo] = {
            r.number: replace(r, backup=store.resolve_backup(r.backup)) for r in rounds}
        self._logs: dict[int, list[LogEntry]] = {}  # read per table, when first needed
        self._games: dict[int, TableGame] = {}  # folded per table, when first needed
        self._summaries: dict[int, TableSummary] = {}
        self._scores: dict[int, GameScore | None] = {}  # per table, from its summary
        stale = []
        empty: TableSummary | None = None
        for seating in self._tables.values():
            summary = summaries.get(seating.id)
            seq = last.get(seating.id, 0)
            if summary is not None and summary.seq == seq:
                self._set_summary(seating, summary)
            elif seq == 0:
                # A table with nothing recorded: its (empty) game needs no summary stored,
                # and every such table has the same one.
                if empty is None:
                    empty = TableSummary.of(fold((), self.rules))
                self._logs[seating.id] = []
                self._set_summary(seating, empty)
            else:
                stale.append(seating)
        if stale:
            self._refold(stale)

    def _refold(self, tables: list[TableSeating]) -> None:
        """Fold tables whose stored summary is missing or stale, and store their summaries
        (one transaction; a file that cannot be written keeps them in memory only)."""
        for seating in tables:
            self._game(seating)

        def write(s: Transaction) -> None:
            for seating in tables:
                s.write.write_summary(seating.id, self._summaries[seating.id])

        if self._store.writable:
            try:
                self._commit(write, Changes())
            except ReadOnlyFile:
                # A station's database role may not write the summary of a table closed to
                # it (approved, locked, of an earlier round): kept in memory, as read-only.
                pass

    def _commit(self, write: Callable[[Transaction], T], changes: Changes, *,
                audit: str | None = None, who: str = "", round: int | None = None,
                table: int | None = None, detail: str | Callable[[T], str] = "",
                at: str | None = None) -> tuple[T, Changes]:
        """Write one change: `write(session)` and its audit line (`audit` names the action;
        None for the hand log, which is its own audit trail) in one transaction. The standings
        cache is dropped when `changes.standings` says so. `who` is a person's name: checked
        here for every change (control characters, 80 characters). `at`: the moment every
        row of it is stamped with (default: now, row by row)."""
        self._may_change(changes, audit, who)
        given = self._given_id
        commit = self._commit_context(given)
        conflict: ChangeLine | None = None
        applied: str | None = None
        try:
            with self._store.transaction() as s:
                # Alone among the changes (a server's other stations wait), so what is read
                # here stays true until the change commits: checked before anything is
                # written, and the change counter is locked last (storage.closing).
                closing.serialise(s.db)
                counter = changes_mod.change_counter(s)
                if counter != commit.seen:
                    conflict = conflicting(changes, changes_mod.changes_since(s, commit.seen))
                if given is not None:
                    applied = changes_mod.applied_digest(s, given)
                if conflict is not None or applied is not None:
                    raise _Refused
                s.write.at = at
                value = write(s)
                if audit is not None:
                    s.write.add_audit(commit, audit, who=who, round_number=round,
                                      table_number=table,
                                      detail=detail(value) if callable(detail) else detail)
                done = changes | (Changes(audit=True) if audit is not None else Changes())
                counter, others = s.write.close_change(
                    commit, done.to_json(), at or repo.now(),
                    lambda lines: conflicting(changes, lines), self._store.announcer())
        except _Refused:
            pass
        except changes_mod.Conflict as exc:
            conflict = exc.line or EVERYTHING_ELSEWHERE
        finally:
            if given is not None:
                self._given_id = None
        if applied is not None:
            assert given is not None
            raise changes_mod.already(given, applied, commit.intent)
        if conflict is not None:
            # Nothing was written: what this station showed is reloaded, and the person
            # checks and enters again.
            self._untold |= self._read_others()
            raise refuse(changed_elsewhere(changes, conflict))
        return value, self._committed(counter, others, changes, audit)

    def _may_change(self, changes: Changes, audit: str | None, who: str) -> None:
        """Refuse a change this station may not make, or whose person's name is wrong."""
        self.last_backups = ()
        self._store.check_writable()
        problems = check_person("who", who)
        if problems:
            raise refuse(*problems)
        if (self._keys is None and organisers_only(changes, audit)
                and self.role is Role.ORGANISER and self._settings.has_password):
            # Every organiser change of a tournament with a password is signed with it
            # (storage.signing): without it, `check` could not tell it from a forgery.
            raise refuse(issue(IssueCode.PASSWORD_NEEDED, "password",
                               "this tournament has an organiser password: every organiser "
                               "change is signed with it, so give it to make this one",
                               action=audit or ""))
        if self.role is Role.REFEREE and organisers_only(changes, audit):
            raise refuse(issue(IssueCode.NOT_ALLOWED, "role", f"a referee station cannot do this "
                               f"({audit or 'this change'}): only the organiser can seat, "
                               f"approve, unlock, change settings, edit players or record "
                               f"penalties", role=self.role.value, action=audit or ""))

    def _commit_log(self, seating: TableSeating, entries: list[LogEntry],
                    summary: TableSummary, who: str, entry_id: str | None,
                    screen_seen: int | None) -> Changes:
        """Write a table's new hand-log entries and its summary as one change
        (`Writer.append_entries`: plain SQL, run side by side with other stations' hand-log
        changes, the change counter locked last). `entry_id` goes on the first entry;
        `screen_seen` as for `_commit_context`. Refused (`table_changed`) when another station
        changed this table since, or wrote on it at the same moment."""
        changes = Changes(tables=((seating.round, seating.table),))
        self._may_change(changes, None, who)
        given = self._given_id
        commit = self._commit_context(given, entry_id, screen_seen)
        with self._refused_elsewhere(changes, given):
            for last in (False, True):
                try:
                    with self._store.appending() as w:
                        counter, others, at = w.append_entries(
                            commit, (seating.id, seating.round, seating.table),
                            entries, summary, changes.to_json(),
                            lambda lines: conflicting(changes, lines),
                            self._store.announcer())
                    break
                except ConnectionLost as exc:
                    # A connection the server closed since its last use (a restart): found
                    # by the change's first statements, nothing of it committed. Once more on
                    # a new one; a server that is gone refuses that one too.
                    if last or not exc.reconnect:
                        raise
        # (On a server the entries carry the server's time.)
        entries[:] = [e if e.at == at else replace(e, at=at) for e in entries]
        return self._committed(counter, others, changes, None)

    def _commit_clock(self, round: int, events: list[dict[str, Any]], who: str) -> Changes:
        """Write round clock events (`Writer.append_clock_event`'s arguments) as one change:
        a referee's change like a hand (on a server through its function, so a station
        writes no ledger, counter or change row itself); the round's events are read again
        after it."""
        changes = Changes(clock=(round,))
        self._may_change(changes, None, who)
        given = self._given_id
        commit = self._commit_context(given)
        with self._refused_elsewhere(changes, given):
            with self._store.appending() as w:
                counter, others = w.append_clock(
                    commit, round, events, changes.to_json(),
                    lambda lines: conflicting(changes, lines), self._store.announcer())
        with self._store.reading() as s:
            self.clock._read_round(s, round)
        return self._committed(counter, others, changes, None)

    @contextmanager
    def _refused_elsewhere(self, changes: Changes, given: str | None) -> Iterator[None]:
        """A hand-log or clock change another station's change refused (`Conflict`):
        nothing was written; what this station showed is read again, and the refusal says
        what changed where. The entry id given for it is spent either way."""
        try:
            yield
        except changes_mod.Conflict as exc:
            self._untold |= self._read_others()
            raise refuse(changed_elsewhere(changes, exc.line or EVERYTHING_ELSEWHERE)) \
                from None
        finally:
            if given is not None:
                self._given_id = None

    def _commit_context(self, given: str | None, log_entry_id: str | None = None,
                        screen_seen: int | None = None) -> Commit:
        """Who makes the change about to be written, and on what it builds: the counter this
        object has seen, or the one of the screen the change was entered on when older (a
        dialog left open while another station recorded on its table)."""
        seen = self._seen if screen_seen is None else min(self._seen, screen_seen)
        return Commit(station=self.station, person=self.person, entry_id=given,
                      log_entry_id=log_entry_id, seen=seen,
                      intent=self._given_intent if given is not None else None,
                      key=self._keys.current if self._keys is not None else None)

    def _committed(self, counter: int, others: list[ChangeLine] | None, changes: Changes,
                   audit: str | None) -> Changes:
        """After change number `counter` committed: other stations' changes read while
        writing it are taken in (told by the next `catch_up`), and its `Changes` returned."""
        behind = counter - 1 != self._seen
        self._seen = counter
        self._revision += 1
        if behind:  # others changed other things meanwhile: read them now
            self._untold |= self._absorb(others)
        if audit is not None:
            changes |= Changes(audit=True)
        if changes.standings:
            self.standings._forget()
        return changes

    # -- other stations' changes ------------------------------------------------------------
    def _check_seen(self, round: int, table: int, seen: int | None) -> None:
        """Refuse (`table_changed`) a change entered on a screen read at change `seen` if
        another station changed this table since (checked before the change is validated
        against the table as it is now; `_commit` checks again as it writes)."""
        if seen is None or seen >= self._seen:
            return
        with self._store.reading() as s:
            others = changes_mod.changes_since(s, seen)
        mine = Changes(tables=((round, table),))
        conflict = conflicting(mine, others)
        if conflict is not None:
            self._untold |= self._read_others()
            raise refuse(changed_elsewhere(mine, conflict))

    def change_counter(self) -> int:
        """The tournament's change counter as stored now (one more for every change, at any
        station). Differs from `seen_counter`: another station changed something."""
        with self._store.reading() as s:
            return changes_mod.change_counter(s)

    @property
    def seen_counter(self) -> int:
        """The change counter as this object last caught up with it."""
        return self._seen

    def catch_up(self) -> Changes:
        """Bring what this object keeps in memory up to the changes other stations made
        since it last looked; returns what they changed (the views to refresh; empty:
        nothing). Tables are read again one by one; a change of the players, seating,
        rounds, settings or final stage (or one too old to be told) reloads everything.

        Also told here: other stations' changes that this object read in while it wrote one
        of its own (that change's `Changes` name only what it did) or refused one
        (`table_changed`)."""
        changed = self._untold | self._read_others()
        self._untold = Changes()
        return changed

    def _read_others(self) -> Changes:
        with self._store.reading() as s:
            counter = changes_mod.change_counter(s)
            if counter == self._seen:
                return Changes()
            others = changes_mod.changes_since(s, self._seen)
        return self._absorb(others)

    def _absorb(self, others: list[ChangeLine] | None) -> Changes:
        self.last_backups = ()
        if others is None:
            self._load()
            return EVERYTHING
        changed = Changes()
        for _, _, _, _, what in others:
            changed |= Changes.from_json(what)
        if others:
            # Seen: the last change read, never the counter read again now. A change another
            # station committed since `others` was read would be counted as seen and never
            # read in (the changes commit one after another, so `others` has no gaps).
            self._seen = max(self._seen, others[-1][0])
        if any(getattr(changed, name) for name in RELOAD):
            self._load()
            return changed | Changes(standings=True)
        # Seen: the changes read, not the counter read again (a change committed between the
        # two reads would count as seen and never be read).
        self._seen = max([self._seen, *(number for number, _, _, _, _ in others)])
        if changed.calls:
            self.referee._forget()
        if changed.penalties or changed.clock or changed.awards or changed.announcements:
            self._read_day(changed)
        for key in changed.tables:
            seating = self._tables.get(key)
            if seating is not None:
                # Read again (its log, folded) when it is next shown or counted.
                self._forget_table(seating.id)
        if changed.tables or changed.penalties:
            self.standings._forget()
            changed |= Changes(standings=True)
        return changed

    def _read_day(self, changed: Changes) -> None:
        """Read again what other stations changed of the day (`_absorb`): penalties, clock,
        awards, announcements. Only then: most changes are hands, which need no read."""
        with self._store.reading() as s:
            if changed.penalties:
                self.penalties._read(s)
            if changed.clock:
                self.clock._read(s)
            if changed.awards:
                self.awards._read(s)
            if changed.announcements:
                self.announcements._read(s)

    def now(self) -> datetime:
        """The time from `time_source`, as the file stores it (UTC, milliseconds)."""
        return utc(self.time_source())
    # -- what every part reads ------------------------------------------------------------------
    @property
    def settings(self) -> TournamentSettings:
        return self._settings

    @property
    def rules(self) -> Ruleset:
        return self._settings.rules

    def display(self, raw: int | float) -> float:
        """Raw points in the ruleset's unit: 22,300 -> 22.3."""
        return display_points(raw, self.rules)

    def _find_player(self, ref: PlayerRef) -> Player | None:
        """By id; or by name: the name shown, as entered, or "First Last" (each unique in a
        tournament); failing those, "Last First" or "Last, First" if only one player has it."""
        if isinstance(ref, int) and not isinstance(ref, bool):
            return self._players.get(ref)
        key = name_key(str(ref))
        for p in self._players.values():
            if name_key(p.name) == key:
                return p
        for p in self._players.values():
            if key in p.keys:
                return p
        found = [p for p in self._players.values() if key in p.other_keys]
        return found[0] if len(found) == 1 else None

    def _seating(self, round: int, table: int) -> TableSeating:
        seating = self._tables.get((round, table))
        if seating is None:
            if not any(k[0] == round for k in self._tables):
                raise refuse(issue(IssueCode.NO_SUCH_ROUND, "round", f"round {round} is not seated",
                                   round=round))
            raise refuse(issue(IssueCode.NO_SUCH_TABLE, "table",
                               f"round {round} has no table {table}",
                               round=round, table=table))
        return seating

    def _log(self, table_id: int) -> list[LogEntry]:
        """A table's log entries (read from the file once)."""
        log = self._logs.get(table_id)
        if log is None:
            with self._store.reading() as s:
                log = self._logs[table_id] = repo.log_entries(s, table_id)
        return log

    def _game(self, seating: TableSeating) -> TableGame:
        """The table's log folded (once; kept until the log changes)."""
        game = self._games.get(seating.id)
        if game is None:
            game = fold(self._log(seating.id), self.rules, self._records)
            self._set_game(seating, game)
        return game

    def _summary(self, seating: TableSeating) -> TableSummary:
        summary = self._summaries.get(seating.id)
        if summary is None:
            self._game(seating)
            summary = self._summaries[seating.id]
        return summary

    def _view(self, seating: TableSeating, game: TableGame) -> TableView:
        state = game.state
        a, b, c, d = (self._players[p] for p in seating.players)
        return TableView(
            round=seating.round, table=seating.table, players=(a, b, c, d), state=state,
            seat_winds=(state.seat_wind(0), state.seat_wind(1), state.seat_wind(2),
                        state.seat_wind(3)),
            mode=game.mode, hands=game.results, log=game.lines, totals=game.totals,
            final=game.final, provisional=game.provisional, locked=seating.locked,
            can_undo=game.can_undo, can_redo=game.can_redo, issues=game.issues,
            counter=self._seen,
            undo_next=game.undo_stack[-1].seq if game.undo_stack else None,
            redo_next=game.redo_stack[-1].seq if game.redo_stack else None)

    def _set_game(self, seating: TableSeating, game: TableGame,
                  summary: TableSummary | None = None) -> None:
        """Keep a table's game and its summary (`summary`: the one just written of it)."""
        self._games[seating.id] = game
        self._set_summary(seating, summary if summary is not None else TableSummary.of(game))

    def _set_summary(self, seating: TableSeating, summary: TableSummary) -> None:
        self._summaries[seating.id] = summary
        self._scores[seating.id] = None if summary.mode is TableMode.EMPTY else GameScore(
            seating.round, seating.table, seating.players, summary.result,
            finished=summary.finished, chombos=summary.state.chombos)

    def _forget_table(self, table_id: int) -> None:
        self._games.pop(table_id, None)
        self._summaries.pop(table_id, None)
        self._scores.pop(table_id, None)
        self._logs.pop(table_id, None)


__all__ = ["Base", "InvalidInput", "PlayerRef"]


class _Refused(Exception):
    """Rolls back a change found to conflict, or applied before, before anything is written."""

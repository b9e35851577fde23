"""Approving a round (its tables locked, a backup written) and taking an approval back,
locking and unlocking a table (with the organiser password), the audit trail, manual backups
and copies."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING

from tournament.errors import ConnectionLost, MaybeSaved, WriteFailed
from tournament.issue_codes import IssueCode
from tournament.model import Issue
from tournament.organisation import AuditEntry, RoundInfo, TableSeating
from tournament.service.arguments import issue, refuse
from tournament.service.values import Changes, TableView
from tournament.storage import Transaction, repo
from tournament.storage.changes import change_counter
from tournament.storage.password import needs_upgrade
from tournament.storage.signing import Keys, new_record
from tournament.words.free_text import check_person, check_text

if TYPE_CHECKING:
    from tournament.service.facade import Tournament


class ApprovalsPart:
    def __init__(self, t: Tournament) -> None:
        self._t = t

    def approve(self, round: int, who: str = "") -> tuple[RoundInfo, Changes]:
        """Approve a round: every table must be finished; all are locked; a backup is written.

        All or nothing: the backup (which holds the approval) is written first, as a part
        file, and gets its name; then the approval is committed (a failed commit removes the
        backup, unless the approval may have been saved). A backup that cannot be written
        (disk full, a folder that cannot be written) refuses the approval with `WriteFailed`
        and changes nothing. Approving a round again after one of its
        tables was unlocked is its own audit line ("reapprove_round", naming the tables)."""
        tables = self._t.rounds.seating(round)
        if not tables:
            raise refuse(issue(IssueCode.NO_SUCH_ROUND, "round", f"round {round} is not seated",
                               round=round))
        unfinished = [t.table for t in tables if not self._t._summary(t).finished]
        if unfinished:
            raise refuse(*[issue(IssueCode.TABLE_UNFINISHED, "table",
                                 f"round {round} table {n} has no final result yet",
                                 round=round, table=n)
                           for n in unfinished])
        info = self._t._rounds.get(round)
        again = info is not None and info.approved_at is not None
        unlocked = [t.table for t in tables if not t.locked]
        if again and not unlocked:
            raise refuse(issue(IssueCode.ALREADY_APPROVED, "round",
                               f"round {round} is already approved (all its tables are "
                               f"locked)"))
        detail = (f"tables {', '.join(map(str, unlocked))} locked again" if again else "")
        return self._approve(round, tables, [t.table for t in tables], repo.now(), who,
                             "reapprove_round" if again else "approve_round", detail)

    def restore(self, round: int, locked: Sequence[int], approved_at: str | None = None,
                approved_by: str = "", who: str = "", backup: bool = True
                ) -> tuple[RoundInfo, Changes]:
        """Mark a round approved as it was in an exported tournament (the JSON import): the
        tables in `locked` locked (each must be finished), the others left unlocked, as after
        an unlock for a correction still in progress. Writes the round's backup like
        `approve`; `backup=False`: none (the import builds its file under a temporary name
        and backs its approved rounds up once the file is in place: `back_up`)."""
        tables = self._t.rounds.seating(round)
        if not tables:
            raise refuse(issue(IssueCode.NO_SUCH_ROUND, "round", f"round {round} is not seated",
                               round=round))
        numbers = {t.table for t in tables}
        issues: list[Issue] = []
        for n in locked:
            if n not in numbers:
                issues.append(issue(IssueCode.NO_SUCH_TABLE, "table",
                                    f"round {round} has no table {n}", round=round, table=n))
            elif self._t._game(self._t._seating(round, n)).final is None:
                issues.append(issue(IssueCode.TABLE_UNFINISHED, "table",
                                    f"round {round} table {n} is locked but has no final "
                                    f"result", round=round, table=n))
        issues += check_text("approved_by", approved_by, 80)
        if approved_at is not None:
            issues += check_text("approved_at", approved_at, 40)
        if issues:
            raise refuse(*issues)
        at = approved_at or repo.now()
        return self._approve(round, tables, sorted(set(locked)), at, approved_by or who,
                             "restore_approval", f"locked: {sorted(set(locked))}", who=who,
                             backup=backup)

    def back_up(self, round: int) -> Path:
        """The backup of an approved round, written now and recorded as the round's (after
        an import: see `restore`). Raises WriteFailed when it cannot be written."""
        info = self._t._rounds[round]
        label = f"round-{round:02d}"
        made = self._t._store.backup(label, self._t._store.backup_target(label))
        name = self._t._store.backup_name(made)
        self._t._commit(lambda s: s.write.set_round_approved(round, info.approved_at,
                                                       info.approved_by, backup=name),
                     Changes(rounds=True))
        self._t._rounds[round] = replace(info, backup=str(made))
        return made

    def _approve(self, round: int, tables: Sequence[TableSeating], lock: Sequence[int], at: str,
                 approved_by: str, action: str, detail: str,
                 who: str | None = None, backup: bool = True) -> tuple[RoundInfo, Changes]:
        who = approved_by if who is None else who
        self._t._store.check_writable()
        problems = check_person("who", who)
        if problems:
            raise refuse(*problems)
        dest = self._t._store.backup_target(f"round-{round:02d}")
        name = self._t._store.backup_name(dest) if backup else None
        ids = [t.id for t in tables if t.table in lock]

        def write(s: Transaction) -> None:
            for table_id in ids:
                s.write.set_table_locked(table_id, True)
            s.write.set_round_approved(round, at, approved_by, backup=name)

        moved = Changes(tables=tuple((round, t.table) for t in tables), rounds=True)
        stamp = repo.now()

        def write_logged(s: Transaction) -> None:
            # The approval as the tournament will hold it (the same rows, stamped alike, and
            # the same links, signed): the backup's ledger is the tournament's.
            commit = self._t._commit_context(None)
            s.write.at = stamp
            write(s)
            s.write.add_audit(commit, action, who=who, round_number=round, detail=detail)
            s.write.close_change(commit, (moved | Changes(audit=True)).to_json(), stamp,
                                 lambda _: None)

        if not backup:
            _, changes = self._t._commit(write, moved, audit=action, who=who, round=round,
                                      detail=detail, at=stamp)
            for t in tables:
                if t.table in lock:
                    self._t._tables[(round, t.table)] = replace(t, locked=True)
            base = self._t._rounds.get(round) or RoundInfo(number=round, tables=len(tables))
            self._t._rounds[round] = replace(base, approved_at=at, approved_by=approved_by)
            return self._t._rounds[round], changes

        # The automatic end-of-round backup holds the approval: made and put in place
        # first, then the approval that names it is committed. So an approved round always
        # names a backup that exists, whatever stops the program in between.
        part = self._t._store.prepare_backup(dest, f"round-{round:02d}", write_logged)
        try:
            self._t._store.finish_backup(part)
        except OSError as exc:
            part.unlink(missing_ok=True)
            raise WriteFailed(f"{dest.parent}: the backup of round {round} could not be put "
                              f"in place ({exc.strerror or exc}); nothing was changed") \
                from None
        try:
            _, changes = self._t._commit(write, moved, audit=action, who=who, round=round,
                                      detail=detail, at=stamp)
        except (MaybeSaved, ConnectionLost) as exc:
            # The approval may be saved, naming this backup: it stays.
            if not isinstance(exc, MaybeSaved) and not exc.maybe_saved:
                dest.unlink(missing_ok=True)
            raise
        except BaseException:
            # Not approved: a backup of an approval that never happened goes.
            dest.unlink(missing_ok=True)
            raise
        for t in tables:
            if t.table in lock:
                self._t._tables[(round, t.table)] = replace(t, locked=True)
        base = self._t._rounds.get(round) or RoundInfo(number=round, tables=len(tables))
        self._t._rounds[round] = replace(base, approved_at=at, approved_by=approved_by,
                                      backup=str(dest))
        # On a server: a pg_dump beside it too, when pg_dump is installed (not required).
        self._t.last_backups = (dest, *self._t._store.dump_beside(dest))
        return self._t._rounds[round], changes

    def lock_table(self, round: int, table: int, who: str = "") -> tuple[TableView, Changes]:
        """Lock one table again after a change (it must be finished)."""
        seating = self._t._seating(round, table)
        if seating.locked:
            raise refuse(issue(IssueCode.ALREADY_LOCKED, "table",
                               f"round {round} table {table} is already locked",
                               round=round, table=table))
        if not self._t._summary(seating).finished:
            raise refuse(issue(IssueCode.TABLE_UNFINISHED, "table",
                               f"round {round} table {table} has no final result yet",
                               round=round, table=table))
        _, changes = self._t._commit(
            lambda s: s.write.set_table_locked(seating.id, True),
            Changes(tables=((round, table),), rounds=True), audit="lock_table", who=who,
            round=round, table=table)
        self._t._tables[(round, table)] = replace(seating, locked=True)
        return self._t.tables.view(round, table), changes

    def unlock_table(self, round: int, table: int, password: str, reason: str,
                     who: str = "") -> tuple[TableView, Changes]:
        """Unlock an approved table to change it: needs the organiser password (if one was
        set) and a reason, both logged. A password hash made with a lower cost than today's
        (or from the text before normalisation) is replaced by a new one in the same step."""
        seating = self._t._seating(round, table)
        issues = []
        if not seating.locked:
            issues.append(issue(IssueCode.NOT_LOCKED, "table",
                                f"round {round} table {table} is not locked",
                                round=round, table=table))
        if not self._t._password_ok(password):
            issues.append(issue(IssueCode.BAD_PASSWORD, "password", "wrong organiser password"))
        if not reason.strip():
            issues.append(issue(IssueCode.REASON_REQUIRED, "reason",
                                "say why an approved table is changed", variant="unlock"))
        issues += check_text("reason", reason)
        if issues:
            raise refuse(*issues)
        upgrade = self._rehash(password)

        def write(s: Transaction) -> None:
            s.write.set_table_locked(seating.id, False)
            upgrade(s)

        _, changes = self._t._commit(
            write, Changes(tables=((round, table),), rounds=True), audit="unlock_table",
            who=who, round=round, table=table, detail=reason.strip())
        upgrade(None)
        self._t._tables[(round, table)] = replace(seating, locked=False)
        return self._t.tables.view(round, table), changes

    def unapprove(self, round: int, password: str, reason: str, who: str = ""
                  ) -> tuple[RoundInfo, Changes]:
        """Take back a round's approval (approved by mistake): every table of the round is
        unlocked and the round is no longer approved, in one transaction, with one organiser
        password and a reason, both in the audit line ("unlock_round", naming the tables).
        Its backup stays on disk and the round keeps naming it; the ledger goes on (a link
        per row changed, as for every change). Approving the round again writes a new one."""
        info = self._t._rounds.get(round)
        tables = self._t.rounds.seating(round)
        issues = []
        if not tables:
            issues.append(issue(IssueCode.NO_SUCH_ROUND, "round", f"round {round} is not seated",
                                round=round))
        elif info is None or info.approved_at is None:
            issues.append(issue(IssueCode.NOT_APPROVED, "round", f"round {round} is not approved",
                                round=round))
        if not self._t._password_ok(password):
            issues.append(issue(IssueCode.BAD_PASSWORD, "password", "wrong organiser password"))
        if not reason.strip():
            issues.append(issue(IssueCode.REASON_REQUIRED, "reason",
                                "say why the round's approval is taken back",
                                variant="unlock_round"))
        issues += check_text("reason", reason)
        if issues:
            raise refuse(*issues)
        assert info is not None
        upgrade = self._rehash(password)
        locked = [t for t in tables if t.locked]
        detail = reason.strip() + (
            f" (tables {', '.join(str(t.table) for t in locked)} unlocked)" if locked else "")

        def write(s: Transaction) -> None:
            for t in locked:
                s.write.set_table_locked(t.id, False)
            s.write.set_round_approved(round, None, "")
            upgrade(s)

        _, changes = self._t._commit(
            write, Changes(tables=tuple((round, t.table) for t in tables), rounds=True),
            audit="unlock_round", who=who, round=round, detail=detail)
        upgrade(None)
        for t in locked:
            self._t._tables[(round, t.table)] = replace(t, locked=False)
        self._t._rounds[round] = replace(info, approved_at=None, approved_by="")
        return self._t._rounds[round], changes

    def _rehash(self, password: str) -> Callable[[Transaction | None], None]:
        """A password hash made with a lower cost than today's (or from the text before
        normalisation, or before records signed the change that set them:
        `password.needs_upgrade`) is replaced in the change that used it: called with the
        change's transaction, it writes the new hash (the old key kept for the changes it
        signed); called with None once that change is saved, the new key signs from then
        on."""
        with self._t._store.reading() as s:
            stored = repo.stored_password(s)
        made: list[tuple[str, Keys]] = []
        if not (stored and needs_upgrade(stored)):
            return lambda _: None

        def upgrade(s: Transaction | None) -> None:
            if s is not None:
                made[:] = [new_record(password, self._t._keys, change_counter(s) + 1)]
                s.write.set_password(made[0][0])
            elif made:
                self._t._keys = made[0][1]

        return upgrade

    def audit(self) -> tuple[AuditEntry, ...]:
        with self._t._store.reading() as s:
            return tuple(repo.audit_entries(s))

    def backups_folder(self) -> Path:
        """Where the round backups are written (and manual ones by default)."""
        return self._t._store.backup_target("round").parent

    def backup(self, dest: Path | str | None = None) -> Path:
        """A consistent copy of the file (SQLite backup API), by default in the backups folder."""
        return self._t._store.backup("manual", Path(dest) if dest is not None else None)

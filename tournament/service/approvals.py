"""Approving a round (its tables locked, a backup written), locking and unlocking a table
(with the organiser password), the audit trail and manual backups."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from tournament.domain import AuditEntry, RoundInfo
from tournament.service.base import Base
from tournament.service.checks import issue, refuse
from tournament.service.values import Changes, TableView
from tournament.storage import Session, repo
from tournament.storage.password import verify_password


class ApprovalsArea(Base):
    def check_password(self, password: str) -> bool:
        with self._store.reading() as s:
            stored = repo.stored_password(s)
        return stored is None or verify_password(password, stored)

    def lock_round(self, round: int, who: str = "") -> tuple[RoundInfo, Changes]:
        """Approve a round: every table must be finished; all are locked; a backup is written."""
        tables = self.seating(round)
        if not tables:
            raise refuse(issue("no_such_round", "round", f"round {round} is not seated",
                               round=round))
        unfinished = [t.table for t in tables if self._game(t).final is None]
        if unfinished:
            raise refuse(*[issue("table_unfinished", "table",
                                 f"round {round} table {n} has no final result yet",
                                 round=round, table=n)
                           for n in unfinished])
        at = repo.now()

        def write(s: Session) -> None:
            for t in tables:
                repo.set_table_locked(s, t.id, True)
            repo.set_round_approved(s, round, at, who)

        _, changes = self._commit(
            write, Changes(tables=tuple((round, t.table) for t in tables), rounds=True),
            audit="approve_round", who=who, round=round)
        for t in tables:
            self._tables[(round, t.table)] = replace(t, locked=True)
        # The automatic end-of-round backup: after the commit, so it holds the approval.
        backup = self._store.backup(f"round-{round:02d}")
        with self._store.transaction() as s:
            repo.set_round_approved(s, round, at, who, backup=str(backup))
        self._rounds[round] = replace(self._rounds[round], approved_at=at, approved_by=who,
                                      backup=str(backup))
        return self._rounds[round], changes

    def lock_table(self, round: int, table: int, who: str = "") -> tuple[TableView, Changes]:
        """Lock one table again after a change (it must be finished)."""
        seating = self._seating(round, table)
        if seating.locked:
            raise refuse(issue("already_locked", "table",
                               f"round {round} table {table} is already locked",
                               round=round, table=table))
        if self._game(seating).final is None:
            raise refuse(issue("table_unfinished", "table",
                               f"round {round} table {table} has no final result yet",
                               round=round, table=table))
        _, changes = self._commit(
            lambda s: repo.set_table_locked(s, seating.id, True),
            Changes(tables=((round, table),), rounds=True), audit="lock_table", who=who,
            round=round, table=table)
        self._tables[(round, table)] = replace(seating, locked=True)
        return self.table_view(round, table), changes

    def unlock_table(self, round: int, table: int, password: str, reason: str,
                     who: str = "") -> tuple[TableView, Changes]:
        """Unlock an approved table to change it: needs the organiser password (if one was
        set) and a reason, both logged."""
        seating = self._seating(round, table)
        issues = []
        if not seating.locked:
            issues.append(issue("not_locked", "table",
                                f"round {round} table {table} is not locked",
                                round=round, table=table))
        if not self.check_password(password):
            issues.append(issue("bad_password", "password", "wrong organiser password"))
        if not reason.strip():
            issues.append(issue("reason_required", "reason",
                                "say why an approved table is changed", variant="unlock"))
        if issues:
            raise refuse(*issues)
        _, changes = self._commit(
            lambda s: repo.set_table_locked(s, seating.id, False),
            Changes(tables=((round, table),), rounds=True), audit="unlock_table", who=who,
            round=round, table=table, detail=reason.strip())
        self._tables[(round, table)] = replace(seating, locked=False)
        return self.table_view(round, table), changes

    def audit(self) -> tuple[AuditEntry, ...]:
        with self._store.reading() as s:
            return tuple(repo.audit_entries(s))

    def backup(self, dest: Path | str | None = None) -> Path:
        """A consistent copy of the file (SQLite backup API), by default in the backups folder."""
        return self._store.backup("manual", Path(dest) if dest is not None else None)

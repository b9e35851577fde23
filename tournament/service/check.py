"""The consistency check (`python -m tournament check FILE`): every table's log folded again
from the file and compared with the summary kept with it, and every fact the results rest on
compared with the ledger's tamper-evident chain (`storage.chain`): an edit made behind the
app's back (sqlite3, psql) is named."""

from __future__ import annotations

from tournament.hand_log import RecordCache, TableSummary, fold
from tournament.issue_codes import IssueCode
from tournament.model import Issue
from tournament.service.base import Base
from tournament.service.checks import Role
from tournament.service.values import Changes
from tournament.storage import Transaction, repo
from tournament.storage.chain import ChainReport, Head, Link
from tournament.storage.opening import with_backup_hint


class CheckArea(Base):
    def check(self, repair: bool = False) -> list[Issue]:
        """SQLite's full integrity check of the file (every index against its table, which
        the quick check at open leaves out), then every table's log folded again, read afresh,
        and compared with its stored summary; every damaged part, difference and log that
        does not fold is an `Issue`. With `repair`, stored summaries that differ are replaced
        by the fold (one transaction); a damaged file is not repaired (restore a backup)."""
        damage = self._store.integrity_problems()
        issues: list[Issue] = []
        if damage:
            more = f"; {len(damage) - 1} more" if len(damage) > 1 else ""
            issues.append(Issue(IssueCode.FILE_DAMAGED, None, "file", with_backup_hint(
                self._store.path, f"{self._store.path} is damaged (integrity check: "
                                  f"{damage[0]}{more})")))
            repair = False
        issues += self.ledger_issues()
        fixed: dict[int, TableSummary] = {}
        records = RecordCache()
        with self._store.reading() as s:
            stored, _ = repo.read_summaries(s)
            for key in sorted(self._tables):
                seating = self._tables[key]
                where = f"round {seating.round} table {seating.table}"
                game = fold(repo.log_entries(s, seating.id), self.rules, records)
                folded = TableSummary.of(game)
                for problem in game.issues:
                    issues.append(Issue(problem.code, problem.hand, where,
                                        f"{where}: {problem.message}", problem.params))
                kept = stored.get(seating.id)
                if kept is None and folded.seq == 0:
                    continue  # nothing recorded: nothing is stored for it
                if kept != folded:
                    what = "has no stored summary" if kept is None else (
                        "its stored summary differs from its log ("
                        + ", ".join(_differences(kept, folded)) + ")")
                    issues.append(Issue(IssueCode.SUMMARY_DIFFERS, None, where, f"{where}: {what}",
                                        {"round": seating.round, "table": seating.table}))
                    fixed[seating.id] = folded
        if repair and fixed:
            def write(s: Transaction) -> None:
                for table_id, summary in fixed.items():
                    repo.write_summary(s, table_id, summary)

            self._commit(write, Changes(standings=True))
            for seating in self._tables.values():
                if seating.id in fixed:
                    self._forget_table(seating.id)
                    self._set_summary(seating, fixed[seating.id])
        return issues


    def verify_ledger(self) -> ChainReport:
        """The ledger's chain checked link by link, its end against the change counter, and
        every fact (hand log, penalties, players, seating, locks, approvals, settings,
        password, final stage, audit trail) against the digest it last recorded. A referee
        station leaves the password out (on a server it may not read it)."""
        with self._store.reading() as s:
            return repo.verify_ledger(s, secrets=self.role is Role.ORGANISER)

    def ledger_issues(self) -> list[Issue]:
        """What `verify_ledger` finds, as problems (field "ledger"; params: the fact's
        ledger item and its name): empty when every fact matches its chain."""
        return [Issue(found.code, None, "ledger", found.message,
                      {"item": found.item, "label": found.label})
                for found in self.verify_ledger().problems]

    def ledger_link(self, head: str) -> Link | None:
        """The link of this ledger whose hash starts with `head` (a fingerprint printed on
        standings, or the hash a backup or an export carries), or None: the ledger no longer
        holds it (rewritten since)."""
        with self._store.reading() as s:
            return repo.ledger_link(s, head)

    def ledger_head(self) -> Head | None:
        """The chain's last link (what backups, exports and printed standings carry)."""
        with self._store.reading() as s:
            return repo.ledger_head(s)


def _differences(kept: TableSummary, folded: TableSummary) -> list[str]:
    out = []
    for name in ("seq", "mode", "hands", "finished", "problems"):
        if getattr(kept, name) != getattr(folded, name):
            out.append(f"{name} {getattr(kept, name)} instead of {getattr(folded, name)}")
    if kept.state != folded.state:
        out.append(f"scores {kept.state.scores} instead of {folded.state.scores}"
                   if kept.state.scores != folded.state.scores else "table state")
    if kept.result != folded.result:
        out.append(f"result {kept.result.points} instead of {folded.result.points}"
                   if kept.result.points != folded.result.points else "result")
    if kept.digest != folded.digest:
        out.append("the hands counted for the statistics")
    if kept.chombos != folded.chombos:
        out.append("its chombos")
    return out or ["summary"]

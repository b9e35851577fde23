"""The consistency check (`python -m tournament check FILE`): every table's log folded again
from the file and compared with the summary kept with it, and every fact the results rest on
compared with the ledger's tamper-evident chain (`storage.chain`): an edit made behind the
app's back (sqlite3, psql) is named."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from tournament.games.hand_log import LogEntry, RecordCache, TableSummary, fold
from tournament.issue_codes import IssueCode
from tournament.model import Issue
from tournament.service.arguments import Role
from tournament.service.values import Changes
from tournament.storage import Store, Transaction, anchor, chain, repo
from tournament.storage.anchor import Since
from tournament.storage.chain import ChainProblem, ChainReport, Head, Link
from tournament.storage.changes import as_db
from tournament.storage.opening import with_backup_hint

if TYPE_CHECKING:
    from tournament.service.facade import Tournament


class LedgerPart:
    def __init__(self, t: Tournament) -> None:
        self._t = t
        # The ledger's last check (`issues`): what `check` says of the signatures.
        self.last: ChainReport | None = None

    def check(self, repair: bool = False) -> list[Issue]:
        """SQLite's full integrity check of the file (every index against its table, which
        the quick check at open leaves out), then every table's log folded again, read afresh,
        and compared with its stored summary; every damaged part, difference and log that
        does not fold is an `Issue`. With `repair`, stored summaries that differ are replaced
        by the fold (one transaction); a damaged file is not repaired (restore a backup)."""
        damage = self._t._store.integrity_problems()
        issues: list[Issue] = []
        if damage:
            more = f"; {len(damage) - 1} more" if len(damage) > 1 else ""
            issues.append(Issue(IssueCode.FILE_DAMAGED, None, "file", with_backup_hint(
                self._t._store.path, f"{self._t._store.path} is damaged (integrity check: "
                                  f"{damage[0]}{more})")))
            repair = False
        ledger = self.issues()
        issues += ledger
        if any(not str(i.params.get("item", "")).startswith("table_states:") for i in ledger):
            # Facts changed behind the app's back are never mended here (restore a backup,
            # or find out who did it); a table's result is, from its log.
            repair = False
        fixed: dict[int, TableSummary] = {}
        records = RecordCache()
        with self._t._store.reading() as s:
            stored, _ = repo.read_summaries(s)
            # Every table's log in one reading (a query per table cost more than its fold).
            logs: dict[int, list[LogEntry]] = {}
            for entry in repo.log_entries(s):
                logs.setdefault(entry.table_id, []).append(entry)
            for key in sorted(self._t._tables):
                seating = self._t._tables[key]
                where = f"round {seating.round} table {seating.table}"
                game = fold(logs.get(seating.id, []), self._t.rules, records)
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
                    s.write.write_summary(table_id, summary)

            self._t._commit(write, Changes(standings=True))
            for seating in self._t._tables.values():
                if seating.id in fixed:
                    self._t._forget_table(seating.id)
                    self._t._set_summary(seating, fixed[seating.id])
        return issues


    def verify(self) -> ChainReport:
        """The ledger's chain checked link by link, its end against the change counter, every
        fact (hand log, each table's result, penalties, players, seating, locks, approvals,
        settings, password, final stage, audit trail) against the digest it last recorded,
        and the organiser's signatures (verified once the organiser password was given:
        `check_password`, `open(password=...)`). A referee station leaves the password out
        (on a server it may not read it)."""
        with self._t._store.reading() as s:
            return repo.verify_ledger(s, secrets=self._t.role is Role.ORGANISER, keys=self._t._keys)

    def issues(self) -> list[Issue]:
        """What `verify` finds, as problems (field "ledger"; params: the fact's
        ledger item and its name): empty when every fact matches its chain."""
        report = self.last = self.verify()
        return [_issue(found) for found in report.problems]

    def quick_check(self) -> list[Issue]:
        """The quick check of what outputs are made from (`chain.quick`: each table's stored
        result, the players, penalties, seating, locks and settings against the ledger's
        last record of each; the whole chain when it is small): empty when they agree. The
        EMA file, printed standings and certificates and the standings web page are not made
        from a tournament that fails it (unless forced)."""
        with self._t._store.reading() as s:
            found = chain.quick(as_db(s))
        return [_issue(p) for p in found]

    def link(self, head: str) -> Link | None:
        """The link of this ledger whose hash starts with `head` (a fingerprint printed on
        standings, or the hash a backup or an export carries), or None: the ledger no longer
        holds it (rewritten since)."""
        with self._t._store.reading() as s:
            return repo.ledger_link(s, head)

    def since(self, head: str | None = None, saved: Path | None = None) -> Since:
        """What changed since an anchor (`storage.anchor`): a head printed or saved earlier
        (`head`: its hash or the start of it) or a whole tournament file (`saved`: a round
        backup, a copy). `Since.held` is None when the ledger no longer holds it."""
        if saved is not None:
            other = Store.open(saved, read_only=True)
            try:
                with self._t._store.reading() as s, other.reading() as o:
                    return anchor.against_file(as_db(s), as_db(o), self._t._keys)
            finally:
                other.close()
        assert head is not None
        with self._t._store.reading() as s:
            return anchor.against_head(as_db(s), head, self._t._keys)

    def head(self) -> Head | None:
        """The chain's last link (what backups, exports and printed standings carry)."""
        with self._t._store.reading() as s:
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


def _issue(found: ChainProblem) -> Issue:
    """A ledger's finding as a problem (field "ledger"; params: the fact's ledger item, its
    name, and the variant its words take, when it has one)."""
    params: dict[str, str] = {"item": found.item, "label": found.label}
    if found.variant:
        params["variant"] = found.variant
    return Issue(found.code, None, "ledger", found.message, params)

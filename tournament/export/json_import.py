"""The import of an exported tournament (`json_io`) into a new tournament file or an empty
server database.

`import_tournament(data, path)` rebuilds a new file through the service's public methods, so
every rule the service enforces is checked again, and the same standings come out. Problems
raise one `InvalidInput` listing each (`Issue.field` says where in the JSON). Nothing is left
half-written: the file is built under a temporary name beside `path` and moved into place only
when complete; the round approvals, which write the automatic end-of-round backups, are
made after the move (they were checked to be possible before it), and a failure there removes
the new file again. Given a server (a `postgresql://` URL), the tournament is built the same
way as a file in a temporary folder, then copied into the server's EMPTY database row for row
(`Tournament.push_to`, one transaction) and the standings compared; the folder goes in every
case.
"""

from __future__ import annotations

import os
import tempfile
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from tournament.clock import ClockEventKind
from tournament.errors import InvalidInput, SavedButIncomplete, StoreError
from tournament.export.json_read import read_export
from tournament.issue_codes import IssueCode
from tournament.model import Issue
from tournament.paths import slug
from tournament.players.roster import PlayerDraft, PlayerStatus
from tournament.rules.ruleset import Ruleset
from tournament.service import Tournament
from tournament.storage.lock import lock_path
from tournament.storage.target import ServerTarget, parse_target

WHO = "import"


def _within(where: str, exc: InvalidInput) -> InvalidInput:
    """The service's issues, placed in the JSON (`rounds[1].tables[0].hands[3]...`)."""
    out = []
    for i in exc.issues:
        field = where if not i.field else f"{where}.{i.field}" if where else i.field
        if i.hand is not None:
            field = f"{where}.hands[{i.hand}]" + (f".{i.field}" if i.field else "")
        out.append(Issue(i.code, None, field, i.message))
    return InvalidInput(out)


@contextmanager
def _at(where: str) -> Iterator[None]:
    try:
        yield
    except InvalidInput as exc:
        raise _within(where, exc) from None


def _remove(path: Path) -> None:
    for p in (path, path.with_name(path.name + "-journal"), path.with_name(path.name + "-wal"),
              path.with_name(path.name + "-shm"), lock_path(path)):
        p.unlink(missing_ok=True)


def import_tournament(data: Any, path: Path | str | ServerTarget) -> Tournament:
    """A new tournament file at `path` (which must not exist), or a new tournament in the
    EMPTY database a server URL names, from exported data; returns it open. Raises
    InvalidInput (every problem, nothing written); for a server also what `push_to` raises
    (FileExists: the database is not empty; ConnectionLost...: nothing written)."""
    where = parse_target(path)
    if isinstance(where, ServerTarget):
        return _import_to_server(data, where)
    path = where.path.absolute()
    parts, issues = read_export(data)
    if issues:
        raise InvalidInput(issues)
    if path.exists():
        raise InvalidInput([Issue(IssueCode.FILE_EXISTS, None, "out", f"{path} already exists; "
                                  f"choose another file name")])
    if not path.parent.is_dir():
        raise InvalidInput([Issue(IssueCode.NO_FOLDER, None, "out",
                                  f"{path.parent}: no such folder",
                                  {"path": str(path.parent)})])
    temp = path.with_name(f".{path.name}.{os.getpid()}.importing")
    _remove(temp)
    try:
        # The whole tournament, approvals and locks included, is in the file before it is
        # linked into place: a stop at any moment leaves no file or the whole one.
        approved = _build(parts, temp)
        # Never overwrite: a file that appeared at `path` meanwhile stays.
        try:
            os.link(temp, path)
        except FileExistsError:
            raise InvalidInput([Issue(IssueCode.FILE_EXISTS, None, "out", f"{path} already exists; "
                                      f"choose another file name")]) from None
        except OSError:
            if path.exists():
                raise
            os.replace(temp, path)
    finally:
        _remove(temp)
    t = Tournament.open(path)
    try:
        # The approved rounds' backups, named after the file in its place.
        for number in approved:
            t.approvals.back_up(number)
    except StoreError as exc:
        t.close()
        raise SavedButIncomplete(f"{path} was imported with its approvals, but the backups "
                                 f"of its approved rounds could not be written ({exc}); "
                                 f"make one with python -m tournament copy") from None
    except BaseException:
        t.close()
        raise
    return t


def _import_to_server(data: Any, target: ServerTarget) -> Tournament:
    """The import as a file in a temporary folder, copied into the empty database (see the
    module docstring). The file's round backups go with the folder: the server's own are
    written at its approvals."""
    with tempfile.TemporaryDirectory(prefix="riichi-tournament-import-") as folder:
        with import_tournament(data, Path(folder) / f"{slug(target.database)}.rtdb") as built:
            built.push_to(target)
            expected = built.standings.get(provisional=True)
    t = Tournament.open(target)
    if t.standings.get(provisional=True) != expected:
        t.close()
        raise SavedButIncomplete(f"{target.shown}: the tournament was written, but its "
                                 f"standings differ from the imported file's; do not use it "
                                 f"(this is a bug: please report it)")
    return t


def _build(parts: dict[str, Any], temp: Path) -> list[int]:
    """Build the tournament at `temp`, approvals and locks included (closed when this
    returns). Returns the approved rounds (their backups are written once the file is in
    place)."""
    settings = parts["settings"]
    rules, problems = Ruleset.from_dict(settings["ruleset"])
    if problems:
        raise _within("settings", InvalidInput(problems))  # (fields read "ruleset.X")
    by_id = {p["id"]: p for p in parts["players"]}
    first = _first_seated(parts)
    drafts = []
    for p in parts["players"]:
        status = p.get("status") or "active"
        try:
            PlayerStatus(status)
        except ValueError:
            raise InvalidInput([Issue(IssueCode.BAD_STATUS, None, f"players[id {p['id']}].status",
                                      f"unknown status '{status}'",
                                      {"value": str(status)})]) from None
        # Everyone starts with their status at the first qualifying round (active if seated
        # in it, else dropped; substitutes stay substitutes), or their final one when there
        # is none; the statuses at each later round are set before its seating, the final
        # ones at the end, each time for every player in one change. (Every player made
        # active, then dropped, then made active again, a change each, made an import of
        # 5,000 players take minutes.)
        if status == "substitute":
            start = PlayerStatus.SUBSTITUTE
        elif first is None:
            start = PlayerStatus(status)
        else:
            start = PlayerStatus.ACTIVE if p["id"] in first else PlayerStatus.DROPPED
        drafts.append(PlayerDraft(
            name=p.get("name") or "", first_name=p.get("first_name") or "",
            last_name=p.get("last_name") or "", ema_number=p.get("ema_number") or None,
            club=p.get("club") or "", country=p.get("country") or "", team=p.get("team") or "",
            status=start,
            ema_ranked=p.get("ema_ranked"), online_name=p.get("online_name") or "",
            name_checked=p.get("name_checked") is not False))
    with _at("settings"):
        t = Tournament.create(
            temp, name=settings.get("name", ""), ruleset=rules,
            overrides=settings.get("overrides") or {}, rounds=settings.get("rounds"),
            players=drafts, venue=settings.get("venue") or "",
            start_date=settings.get("start_date"), end_date=settings.get("end_date"),
            tie_breaks=settings.get("tie_breaks") or (),
            round_minutes=settings.get("round_minutes"), add_substitutes=False,
            city=settings.get("city") or "", host_country=settings.get("host_country") or "",
            mers_weight=settings.get("mers_weight"),
            short_name=settings.get("short_name") or "",
            name_style=settings.get("name_style") or "as_entered")
    try:
        for step in _fill(t, parts, by_id):
            step(t)
        return [r.number for r in t.rounds.all() if r.approved_at is not None]
    finally:
        t.close()


def _first_seated(parts: dict[str, Any]) -> set[int] | None:
    """The players seated in the first qualifying round, or None when no round is."""
    final = parts.get("final")
    for rnd in parts["rounds"]:
        if final is None or rnd["number"] <= final["after_round"]:
            return {pid for table in rnd["tables"] for pid in table["players"]}
    return None


def _fill(t: Tournament, parts: dict[str, Any],
          by_id: dict[int, dict[str, Any]]) -> list[Callable[[Tournament], None]]:
    # Players are created in the order of the file, so the n-th new player is the n-th one.
    created = sorted(t.players.all(), key=lambda p: p.id)
    new_id = {pid: created[i].id for i, pid in enumerate(by_id)}
    penalties = parts["penalties"]

    def add_penalty(i: int, pen: dict[str, Any]) -> None:
        with _at(f"penalties[{i}]"):
            added, _ = t.penalties.add(new_id[pen["player"]], pen.get("kind", "deduction"),
                                     pen.get("points", 0), pen.get("reason") or "",
                                     referee=pen.get("referee") or "", round=pen.get("round"),
                                     table=pen.get("table"))
            withdrawn = pen.get("withdrawn")
            if withdrawn is not None:
                t.penalties.withdraw(added.id, withdrawn.get("reason") or "withdrawn",
                                   who=withdrawn.get("by") or "")

    # Penalties not tied to a round were given before any round was seated (the service
    # gives a penalty the current round otherwise): add them first.
    for i, pen in enumerate(penalties):
        if pen.get("round") is None:
            add_penalty(i, pen)
    locks: list[Callable[[Tournament], None]] = []
    final = parts.get("final")
    for i, rnd in enumerate(parts["rounds"]):
        where = f"rounds[{i}]"
        number = rnd["number"]
        tables = rnd["tables"]
        seated = {pid for table in tables for pid in table["players"]}
        typed = [[new_id[pid] for pid in table["players"]] for table in tables]
        if final is not None and number > final["after_round"]:
            # A round of the final seats the finalists only: nobody else drops out.
            with _at(where):
                if number == final["after_round"] + 1:
                    _start_final(t, final, new_id, typed)
                else:
                    t.rounds.set_seating(number, typed, who=WHO)
        else:
            # A player dropped later was active in this round; one not seated (dropped
            # before, or registered later) must not be active now, or the seating is
            # refused. Everyone's status in one change: one per player made an import of
            # thousands of players take minutes.
            statuses: dict[int | str, PlayerStatus] = {
                new_id[pid]: PlayerStatus.ACTIVE if pid in seated else PlayerStatus.DROPPED
                for pid, p in by_id.items() if p.get("status") != "substitute"}
            with _at("players"):
                t.players.set_statuses(statuses, "import", who=WHO)
            with _at(where):
                t.rounds.set_seating(number, typed, who=WHO)
        for j, table in enumerate(tables):
            tw = f"{where}.tables[{j}]"
            names = [t.players.get(new_id[pid]).name for pid in table["players"]]
            if table.get("totals") is not None:
                totals = table["totals"]
                with _at(f"{tw}.totals"):
                    t.tables.record_totals(number, table["table"], totals.get("scores"),
                                    totals.get("chombos", (0, 0, 0, 0)), who=WHO)
            with _at(tw):
                if table.get("totals") is None and table.get("hands"):
                    t.tables.record_game(number, table["table"],
                                  {"players": names, "hands": table["hands"]}, who=WHO)
        locks += _lock_steps(t, where, rnd)
    with _at("players"):
        final_statuses: dict[int | str, PlayerStatus] = {
            new_id[pid]: PlayerStatus(p.get("status") or "active") for pid, p in by_id.items()}
        t.players.set_statuses(final_statuses, "import", who=WHO)
    for i, pen in enumerate(penalties):
        if pen.get("round") is not None:
            add_penalty(i, pen)
    with _at("players"):
        t.awards.add_flags({new_id[pid]: p.get("flags") or () for pid, p in by_id.items()},
                           who=WHO)
    if parts.get("awards"):
        with _at("awards"):
            t.awards.set_categories(parts["awards"], who=WHO)
    for i, event in enumerate(parts.get("clock") or ()):
        with _at(f"clock[{i}]"):
            _clock_event(t, event)
    return locks


def _start_final(t: Tournament, final: dict[str, Any], new_id: dict[int, int],
                 tables: list[list[int]]) -> None:
    """The final as exported: its first round's tables as they were seated."""
    planned = final.get("planned_rounds")
    if isinstance(planned, int) and planned != t.settings.rounds and planned >= final[
            "after_round"]:
        t.setup.update(rounds=planned, who=WHO)
    t.final.start(final["size"], final.get("carry", "kept"), final.get("seating", "snake"),
                  finalists=[new_id[pid] for pid in final["finalists"]], tables=tables,
                  rounds=final["rounds"], after_round=final["after_round"], who=WHO)


def _clock_event(t: Tournament, event: dict[str, Any]) -> None:
    """One clock event made again through the service, at its own time."""
    try:
        at = datetime.fromisoformat(str(event["at"]).replace("Z", "+00:00"))
    except ValueError:
        raise InvalidInput([Issue(IssueCode.BAD_TIME, None, "at", f"'{event['at']}' is not an ISO "
                                  f"8601 time")]) from None
    if at.tzinfo is None:
        at = at.replace(tzinfo=UTC)
    number, kind = event["round"], event["kind"]
    who = WHO if event.get("who") is None else str(event["who"])
    minutes, warning = event.get("minutes"), event.get("warning")
    if kind == ClockEventKind.SET:
        t.clock.set(number, minutes, warning, at=at, who=who)
    elif kind == ClockEventKind.START:
        t.clock.start(number, at=at, who=who)
    elif kind == ClockEventKind.PAUSE:
        t.clock.pause(number, at=at, who=who)
    elif kind == ClockEventKind.RESUME:
        t.clock.resume(number, at=at, who=who)
    elif kind == ClockEventKind.ADD:
        t.clock.add_time(number, minutes if isinstance(minutes, int) else 0, event.get("table"),
                   note=event.get("note") or "", at=at, who=who)
    elif kind == ClockEventKind.RESET:
        t.clock.reset(number, note=event.get("note") or "", at=at, who=who)
    else:
        raise InvalidInput([Issue(IssueCode.BAD_KIND, None, "kind",
                                  f"unknown clock event '{kind}'")])


def _lock_steps(t: Tournament, where: str,
                rnd: dict[str, Any]) -> list[Callable[[Tournament], None]]:
    """Approval and locks of one round, checked now and made on the finished file.

    A locked table must be finished. An approved round may have tables unlocked again, and
    one of those may be in the middle of a correction (not finished): the approval is
    restored as it was (`Tournament.approvals.restore`), with exactly the tables that were
    locked."""
    number = rnd["number"]
    tables = rnd["tables"]
    issues = []
    approved = bool(rnd.get("approved"))
    locked = [table["table"] for table in tables if table.get("locked")]
    for j, table in enumerate(tables):
        if table.get("locked") and not t.tables.summary(number, table["table"]).finished:
            issues.append(Issue(IssueCode.TABLE_UNFINISHED, None, f"{where}.tables[{j}]",
                                f"round {number} table {table['table']} is locked but its "
                                f"game is not finished",
                                {"round": number, "table": table["table"]}))
    if issues:
        raise InvalidInput(issues)
    if approved:
        by = rnd.get("approved_by") or WHO
        at = rnd.get("approved_at") or None

        def approve(t: Tournament) -> None:
            with _at(where):
                t.approvals.restore(number, locked, approved_at=at, approved_by=by, who=WHO,
                                   backup=False)
        return [approve]

    def lock(n: int) -> Callable[[Tournament], None]:
        def step(t: Tournament) -> None:
            with _at(where):
                t.approvals.lock_table(number, n, who=WHO)
        return step

    return [lock(n) for n in locked]

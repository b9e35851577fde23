"""The whole tournament as JSON, and its import into a new tournament file.

`export_tournament(t)` gives a dict (json.dump it): settings with the full ruleset snapshot,
players with their statuses, each round's seating and approval, each table's effective hand
records (or the final scores typed from a paper slip), and every penalty, withdrawn ones
included. Players are referred to by their `id` in this file. The log of corrections (amended,
voided, undone entries) and the organiser password are not exported: the file describes the
results, and an import has no password.

`import_tournament(data, path)` rebuilds a new file through the service's public methods, so
every rule the service enforces is checked again, and the same standings come out. Problems
raise one `InvalidInput` listing each (`Issue.field` says where in the JSON). Nothing is left
half-written: the file is built under a temporary name beside `path` and moved into place only
when complete; the round approvals, which write the automatic end-of-round backups, are
made after the move (they were checked to be possible before it), and a failure there removes
the new file again.

Format (version 1):

    {"format": "riichi-tournament", "version": 1,
     "settings": {"name", "venue", "start_date", "end_date", "rounds", "tie_breaks",
                  "round_minutes", "preset", "overrides", "ruleset": {...}},
     "players": [{"id", "name", "ema_number", "club", "country", "team", "status"}],
     "rounds": [{"number", "approved", "approved_by", "approved_at",
                 "tables": [{"table", "players": [4 ids, East to North], "locked",
                             "hands": [hand records], "totals": null | {"scores", "chombos"}}]}],
     "penalties": [{"id", "player", "kind", "points", "reason", "referee", "round", "table",
                    "at", "withdrawn": null | {"at", "by", "reason"}}]}
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from tournament.errors import InvalidInput
from tournament.model import Issue
from tournament.players_io import PlayerDraft, PlayerStatus, name_problem
from tournament.record import hand_to_dict
from tournament.rules.ruleset import Ruleset
from tournament.service import TableMode, Tournament
from tournament.storage.lock import lock_path

FORMAT = "riichi-tournament"
VERSION = 1
WHO = "import"


# -- export ----------------------------------------------------------------------------------

def export_tournament(t: Tournament) -> dict[str, Any]:
    """Everything needed to rebuild the tournament, as JSON-ready data."""
    s = t.settings
    rounds = []
    for info in t.rounds():
        tables = []
        for seating in t.seating(info.number):
            view = t.table_view(info.number, seating.table)
            totals = None
            if view.mode is TableMode.TOTALS and view.totals is not None:
                totals = {"scores": list(view.totals.scores),
                          "chombos": list(view.totals.chombos)}
            tables.append({
                "table": seating.table, "players": list(seating.players),
                "locked": seating.locked,
                "hands": [hand_to_dict(h) for h in view.hand_records] if totals is None else [],
                "totals": totals})
        rounds.append({"number": info.number, "approved": info.approved_at is not None,
                       "approved_by": info.approved_by, "approved_at": info.approved_at,
                       "tables": tables})
    return {
        "format": FORMAT,
        "version": VERSION,
        "settings": {
            "name": s.name, "venue": s.venue, "start_date": s.start_date,
            "end_date": s.end_date, "rounds": s.rounds,
            "tie_breaks": [tb.value for tb in s.tie_breaks], "round_minutes": s.round_minutes,
            "preset": s.preset, "overrides": dict(s.overrides), "ruleset": s.rules.to_dict()},
        "players": [{"id": p.id, "name": p.name, "ema_number": p.ema_number, "club": p.club,
                     "country": p.country, "team": p.team, "status": p.status.value}
                    for p in sorted(t.players(), key=lambda p: p.id)],
        "rounds": rounds,
        "penalties": [{
            "id": p.id, "player": p.player_id, "kind": p.kind.value, "points": p.points,
            "reason": p.reason, "referee": p.referee, "round": p.round, "table": p.table,
            "at": p.at,
            "withdrawn": None if p.active else {"at": p.withdrawn_at, "by": p.withdrawn_by,
                                                "reason": p.withdrawn_reason}}
            for p in t.penalties(include_withdrawn=True)],
    }


# -- reading the JSON ------------------------------------------------------------------------

class _Shape:
    """Collects problems with the JSON's shape, each with its path."""

    def __init__(self) -> None:
        self.issues: list[Issue] = []

    def bad(self, field: str, message: str, code: str = "bad_json") -> None:
        self.issues.append(Issue(code, None, field, message))

    def obj(self, value: Any, field: str) -> dict[str, Any]:
        if isinstance(value, dict):
            return value
        self.bad(field, f"{field or 'the file'} must be a JSON object, got {_short(value)}")
        return {}

    def items(self, value: Any, field: str) -> list[Any]:
        if isinstance(value, list):
            return value
        self.bad(field, f"{field} must be a list, got {_short(value)}")
        return []

    def integer(self, data: dict[str, Any], key: str, field: str,
                optional: bool = False) -> int | None:
        value = data.get(key)
        if value is None and optional:
            return None
        if isinstance(value, bool) or not isinstance(value, int):
            self.bad(f"{field}.{key}", f"{field}.{key} must be a whole number, got "
                     f"{_short(value)}")
            return None
        if abs(value) > 10**9:
            self.bad(f"{field}.{key}", f"{field}.{key} is not a plausible number "
                     f"({_short(value)})")
            return None
        return value

    def text(self, data: dict[str, Any], key: str, field: str, optional: bool = True) -> str:
        value = data.get(key)
        if value is None and optional:
            return ""
        if not isinstance(value, str):
            self.bad(f"{field}.{key}", f"{field}.{key} must be text, got {_short(value)}")
            return ""
        return value

    def boolean(self, data: dict[str, Any], key: str, field: str) -> None:
        value = data.get(key)
        if value is not None and not isinstance(value, bool):
            self.bad(f"{field}.{key}", f"{field}.{key} must be true or false, got "
                     f"{_short(value)}")

    def texts(self, data: dict[str, Any], key: str, field: str) -> None:
        value = data.get(key)
        if value is None:
            return
        if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
            self.bad(f"{field}.{key}", f"{field}.{key} must be a list of text, got "
                     f"{_short(value)}")


def _short(value: Any) -> str:
    """A value for a message: its repr, cut short (the input may be hostile)."""
    text = repr(value)
    return text if len(text) <= 60 else text[:57] + "..."


def _read(data: Any) -> tuple[dict[str, Any], list[Issue]]:
    """Check the shape of an exported tournament; returns the parts the import uses."""
    shape = _Shape()
    top = shape.obj(data, "")
    if top.get("format") != FORMAT:
        shape.bad("format", f"not a riichi-tournament export (format is "
                  f"{_short(top.get('format'))}, expected '{FORMAT}')", "not_an_export")
        return {}, shape.issues
    version = top.get("version")
    if not isinstance(version, int) or isinstance(version, bool) or version > VERSION:
        shape.bad("version", f"export version {_short(version)} is not one this program "
                  f"reads (up to {VERSION})", "unsupported_version")
        return {}, shape.issues
    settings = shape.obj(top.get("settings"), "settings")
    shape.text(settings, "name", "settings", optional=False)
    for key in ("venue", "start_date", "end_date", "preset"):
        shape.text(settings, key, "settings")
    shape.integer(settings, "rounds", "settings")
    shape.integer(settings, "round_minutes", "settings", optional=True)
    shape.texts(settings, "tie_breaks", "settings")
    if settings.get("overrides") is not None:
        shape.obj(settings.get("overrides"), "settings.overrides")
    shape.obj(settings.get("ruleset"), "settings.ruleset")
    players = shape.items(top.get("players"), "players")
    ids: set[int] = set()
    for i, raw in enumerate(players):
        p = shape.obj(raw, f"players[{i}]")
        pid = shape.integer(p, "id", f"players[{i}]")
        if pid is not None:
            if pid in ids:
                shape.bad(f"players[{i}].id", f"player id {pid} is used twice")
            ids.add(pid)
        for key in ("name", "club", "country", "team", "status"):
            value = shape.text(p, key, f"players[{i}]", optional=key != "name")
            problem = name_problem(value)
            if problem is not None:
                shape.bad(f"players[{i}].{key}", f"the {key} {problem}", "bad_name")
        if p.get("ema_number") is not None:
            shape.text(p, "ema_number", f"players[{i}]")
    rounds = shape.items(top.get("rounds", []), "rounds")
    numbers: list[int] = []
    for i, raw in enumerate(rounds):
        where = f"rounds[{i}]"
        r = shape.obj(raw, where)
        number = shape.integer(r, "number", where)
        if number is not None:
            numbers.append(number)
        shape.boolean(r, "approved", where)
        shape.text(r, "approved_by", where)
        shape.text(r, "approved_at", where)
        tables = shape.items(r.get("tables"), f"{where}.tables")
        for j, raw_table in enumerate(tables):
            tw = f"{where}.tables[{j}]"
            table = shape.obj(raw_table, tw)
            if shape.integer(table, "table", tw) not in (None, j + 1):
                shape.bad(f"{tw}.table", f"tables are numbered from 1 in order: expected "
                          f"table {j + 1}, got {table.get('table')!r}")
            seats = shape.items(table.get("players"), f"{tw}.players")
            if len(seats) != 4 or not all(isinstance(s, int) and not isinstance(s, bool)
                                          and s in ids for s in seats):
                shape.bad(f"{tw}.players", "a table lists four player ids from 'players', "
                          f"East to North; got {_short(seats)}")
            shape.boolean(table, "locked", tw)
            shape.items(table.get("hands", []), f"{tw}.hands")
            totals = table.get("totals")
            if totals is not None:
                totals = shape.obj(totals, f"{tw}.totals")
                shape.items(totals.get("scores"), f"{tw}.totals.scores")
                if totals.get("chombos") is not None:
                    shape.items(totals.get("chombos"), f"{tw}.totals.chombos")
                if table.get("hands"):
                    shape.bad(f"{tw}", "a table has either hands or totals, not both")
    if numbers != sorted(set(numbers)):
        shape.bad("rounds", "rounds must be listed once each, in order")
    penalties = shape.items(top.get("penalties", []), "penalties")
    for i, raw in enumerate(penalties):
        pen = shape.obj(raw, f"penalties[{i}]")
        player = pen.get("player")
        if isinstance(player, bool) or not isinstance(player, int) or player not in ids:
            shape.bad(f"penalties[{i}].player", f"penalty {i} is for player "
                      f"{_short(player)}, who is not in 'players'")
        shape.integer(pen, "points", f"penalties[{i}]")
        shape.integer(pen, "round", f"penalties[{i}]", optional=True)
        shape.integer(pen, "table", f"penalties[{i}]", optional=True)
        for key in ("kind", "reason", "referee", "at"):
            shape.text(pen, key, f"penalties[{i}]")
        if pen.get("withdrawn") is not None:
            withdrawn = shape.obj(pen.get("withdrawn"), f"penalties[{i}].withdrawn")
            for key in ("at", "by", "reason"):
                shape.text(withdrawn, key, f"penalties[{i}].withdrawn")
    return {"settings": settings, "players": players, "rounds": rounds,
            "penalties": penalties}, shape.issues


# -- import ----------------------------------------------------------------------------------

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


def import_tournament(data: Any, path: Path | str) -> Tournament:
    """A new tournament file at `path` (which must not exist) from exported data; returns it
    open. Raises InvalidInput (every problem, nothing written)."""
    path = Path(path).absolute()
    parts, issues = _read(data)
    if issues:
        raise InvalidInput(issues)
    if path.exists():
        raise InvalidInput([Issue("file_exists", None, "out", f"{path} already exists; "
                                  f"choose another file name")])
    if not path.parent.is_dir():
        raise InvalidInput([Issue("no_folder", None, "out", f"{path.parent}: no such folder")])
    temp = path.with_name(f".{path.name}.{os.getpid()}.importing")
    _remove(temp)
    try:
        locks = _build(parts, temp)
        # Never overwrite: a file that appeared at `path` meanwhile stays.
        try:
            os.link(temp, path)
        except FileExistsError:
            raise InvalidInput([Issue("file_exists", None, "out", f"{path} already exists; "
                                      f"choose another file name")]) from None
        except OSError:
            if path.exists():
                raise
            os.replace(temp, path)
    finally:
        _remove(temp)
    backups_before = _backups(path)
    t = Tournament.open(path)
    try:
        for step in locks:
            step(t)
    except BaseException:
        t.close()
        _remove(path)
        for backup in _backups(path) - backups_before:
            backup.unlink(missing_ok=True)
        raise
    return t


def _backups(path: Path) -> set[Path]:
    from tournament.paths import backups_dir

    folder = backups_dir(path)
    return set(folder.iterdir()) if folder.is_dir() else set()


def _build(parts: dict[str, Any], temp: Path) -> list[Callable[[Tournament], None]]:
    """Build the tournament at `temp` (closed when this returns). Returns the approval and
    lock steps to run on the finished file."""
    settings = parts["settings"]
    rules, problems = Ruleset.from_dict(settings["ruleset"])
    if problems:
        raise _within("settings", InvalidInput(problems))  # (fields read "ruleset.X")
    by_id = {p["id"]: p for p in parts["players"]}
    drafts = []
    for p in parts["players"]:
        status = p.get("status") or "active"
        try:
            PlayerStatus(status)
        except ValueError:
            raise InvalidInput([Issue("bad_status", None, f"players[id {p['id']}].status",
                                      f"unknown status '{status}'")]) from None
        # Everyone starts active (substitutes stay substitutes); the statuses at the time
        # of each round are set before its seating, the final ones at the end.
        drafts.append(PlayerDraft(
            name=p["name"], ema_number=p.get("ema_number") or None, club=p.get("club") or "",
            country=p.get("country") or "", team=p.get("team") or "",
            status=PlayerStatus.SUBSTITUTE if status == "substitute" else PlayerStatus.ACTIVE))
    with _at("settings"):
        t = Tournament.create(
            temp, name=settings.get("name", ""), ruleset=rules,
            overrides=settings.get("overrides") or {}, rounds=settings.get("rounds"),
            players=drafts, venue=settings.get("venue") or "",
            start_date=settings.get("start_date"), end_date=settings.get("end_date"),
            tie_breaks=settings.get("tie_breaks") or (),
            round_minutes=settings.get("round_minutes"), add_substitutes=False)
    try:
        return _fill(t, parts, by_id)
    finally:
        t.close()


def _fill(t: Tournament, parts: dict[str, Any],
          by_id: dict[int, dict[str, Any]]) -> list[Callable[[Tournament], None]]:
    new_id = {pid: t.player(p["name"]).id for pid, p in by_id.items()}
    penalties = parts["penalties"]

    def add_penalty(i: int, pen: dict[str, Any]) -> None:
        with _at(f"penalties[{i}]"):
            added, _ = t.add_penalty(new_id[pen["player"]], pen.get("kind", "deduction"),
                                     pen.get("points", 0), pen.get("reason") or "",
                                     referee=pen.get("referee") or "", round=pen.get("round"),
                                     table=pen.get("table"))
            withdrawn = pen.get("withdrawn")
            if withdrawn is not None:
                t.withdraw_penalty(added.id, withdrawn.get("reason") or "withdrawn",
                                   who=withdrawn.get("by") or "")

    # Penalties not tied to a round were given before any round was seated (the service
    # gives a penalty the current round otherwise): add them first.
    for i, pen in enumerate(penalties):
        if pen.get("round") is None:
            add_penalty(i, pen)
    locks: list[Callable[[Tournament], None]] = []
    for i, rnd in enumerate(parts["rounds"]):
        where = f"rounds[{i}]"
        number = rnd["number"]
        tables = rnd["tables"]
        seated = {pid for table in tables for pid in table["players"]}
        # A player dropped later was active in this round; one not seated (dropped before,
        # or registered later) must not be active now, or the seating is refused.
        for pid, p in by_id.items():
            if p.get("status") == "substitute":
                continue
            want = PlayerStatus.ACTIVE if pid in seated else PlayerStatus.DROPPED
            if t.player(new_id[pid]).status is not want:
                with _at(f"players[id {pid}]"):
                    t.set_player_status(new_id[pid], want, "import", who=WHO)
        with _at(where):
            t.set_seating(number, [[new_id[pid] for pid in table["players"]]
                                   for table in tables], who=WHO)
        for j, table in enumerate(tables):
            tw = f"{where}.tables[{j}]"
            names = [by_id[pid]["name"] for pid in table["players"]]
            if table.get("totals") is not None:
                totals = table["totals"]
                with _at(f"{tw}.totals"):
                    t.record_totals(number, table["table"], totals.get("scores"),
                                    totals.get("chombos", (0, 0, 0, 0)), who=WHO)
            with _at(tw):
                if table.get("totals") is None and table.get("hands"):
                    t.record_game(number, table["table"],
                                  {"players": names, "hands": table["hands"]}, who=WHO)
        locks += _lock_steps(t, where, rnd)
    for pid, p in by_id.items():
        final = PlayerStatus(p.get("status") or "active")
        if t.player(new_id[pid]).status is not final:
            with _at(f"players[id {pid}]"):
                t.set_player_status(new_id[pid], final, "import", who=WHO)
    for i, pen in enumerate(penalties):
        if pen.get("round") is not None:
            add_penalty(i, pen)
    return locks


def _lock_steps(t: Tournament, where: str,
                rnd: dict[str, Any]) -> list[Callable[[Tournament], None]]:
    """Approval and locks of one round, checked now and made on the finished file.

    A locked table must be finished. An approved round may have tables unlocked again, and
    one of those may be in the middle of a correction (not finished): the approval is
    restored as it was (`restore_approval`), with exactly the tables that were locked."""
    number = rnd["number"]
    tables = rnd["tables"]
    issues = []
    approved = bool(rnd.get("approved"))
    locked = [table["table"] for table in tables if table.get("locked")]
    for j, table in enumerate(tables):
        if table.get("locked") and not t.table_view(number, table["table"]).finished:
            issues.append(Issue("table_unfinished", None, f"{where}.tables[{j}]",
                                f"round {number} table {table['table']} is locked but its "
                                f"game is not finished"))
    if issues:
        raise InvalidInput(issues)
    if approved:
        by = rnd.get("approved_by") or WHO
        at = rnd.get("approved_at") or None

        def approve(t: Tournament) -> None:
            with _at(where):
                t.restore_approval(number, locked, approved_at=at, approved_by=by, who=WHO)
        return [approve]

    def lock(n: int) -> Callable[[Tournament], None]:
        def step(t: Tournament) -> None:
            with _at(where):
                t.lock_table(number, n, who=WHO)
        return step

    return [lock(n) for n in locked]

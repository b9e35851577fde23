"""The whole tournament as JSON, and its import into a new tournament file.

`export_tournament(t)` gives a dict (json.dump it): settings with the full ruleset snapshot,
players with their statuses, each round's seating and approval, each table's effective hand
records (or the final scores typed from a paper slip), and every penalty, withdrawn ones
included, the award categories and player flags, the final stage, and every round's clock
events. Players are referred to by their `id` in this file. The log of corrections (amended,
voided, undone entries) and the organiser password are not exported: the file describes the
results, and an import has no password.

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

Format (version 2; version 1 files, which have no first/last names, no EMA settings and none of
the last four parts, are read too: their names are split as a players file's `name` column,
guesses marked for checking):

    {"format": "riichi-tournament", "version": 2,
     "settings": {"name", "venue", "start_date", "end_date", "rounds", "tie_breaks",
                  "round_minutes", "preset", "overrides", "ruleset": {...},
                  "city", "host_country", "mers_weight", "short_name", "name_style"},
     "players": [{"id", "name", "first_name", "last_name", "name_checked", "ema_number",
                  "club", "country", "team", "status", "ema_ranked", "online_name",
                  "flags": [award flags]}],
     "rounds": [{"number", "approved", "approved_by", "approved_at",
                 "tables": [{"table", "players": [4 ids, East to North], "locked",
                             "hands": [hand records], "totals": null | {"scores", "chombos"}}]}],
     "penalties": [{"id", "player", "kind", "points", "reason", "referee", "round", "table",
                    "at", "withdrawn": null | {"at", "by", "reason"}}],
     "awards": [{"kind", "flag", "minimum", "ties", "title"}],
     "final": null | {"after_round", "size", "carry", "seating", "rounds", "planned_rounds",
                      "finalists": [ids, seed order]},
     "clock": [{"round", "kind", "at", "minutes", "warning", "table", "who", "note"}]}

The clock events are those of the seated rounds, in order; the import makes each again
through the service with its own time and author, so the clocks read the same.

`write_json_backup(t)`: on a server, the export written beside the backup an approval made on
the organiser's station, so that the round's results are also kept in a form any program can
read (and `import` can rebuild).
"""

from __future__ import annotations

import json
import os
import tempfile
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from tournament.clock import ClockEventKind
from tournament.errors import InvalidInput, SavedButIncomplete, StoreError
from tournament.export.files import write_text
from tournament.model import Issue
from tournament.paths import slug
from tournament.players_io import PlayerDraft, PlayerStatus, name_problem
from tournament.record import MAX_HANDS, hand_to_dict, too_many_hands
from tournament.rules.ruleset import Ruleset
from tournament.service import TableMode, Tournament
from tournament.storage.lock import lock_path
from tournament.storage.target import ServerTarget, parse_target

FORMAT = "riichi-tournament"
VERSION = 2
WHO = "import"


# -- export ----------------------------------------------------------------------------------

def export_tournament(t: Tournament) -> dict[str, Any]:
    """Everything needed to rebuild the tournament, as JSON-ready data."""
    s = t.settings
    flags = t.player_flags()
    final = t.final_stage()
    head = t.ledger_head()
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
            "preset": s.preset, "overrides": dict(s.overrides), "ruleset": s.rules.to_dict(),
            "city": s.city, "host_country": s.host_country, "mers_weight": s.mers_weight,
            "short_name": s.short_name, "name_style": s.name_style.value},
        "players": [{"id": p.id, "name": p.entered_name or p.name, "first_name": p.first_name,
                     "last_name": p.last_name, "name_checked": p.name_checked,
                     "ema_number": p.ema_number, "club": p.club, "country": p.country,
                     "team": p.team, "status": p.status.value, "ema_ranked": p.ema_ranked,
                     "online_name": p.online_name, "flags": sorted(flags.get(p.id, ()))}
                    for p in sorted(t.players(), key=lambda p: p.id)],
        "rounds": rounds,
        "penalties": [{
            "id": p.id, "player": p.player_id, "kind": p.kind.value, "points": p.points,
            "reason": p.reason, "referee": p.referee, "round": p.round, "table": p.table,
            "at": p.at,
            "withdrawn": None if p.active else {"at": p.withdrawn_at, "by": p.withdrawn_by,
                                                "reason": p.withdrawn_reason}}
            for p in t.penalties(include_withdrawn=True)],
        "awards": [c.to_dict() for c in t.award_categories()],
        "final": None if final is None else {
            "after_round": final.after_round, "size": final.size, "carry": final.carry.value,
            "seating": final.seating.value, "rounds": final.rounds,
            "planned_rounds": final.planned_rounds, "finalists": list(final.finalists)},
        "clock": [{"round": e.round, "kind": e.kind.value,
                   "at": e.at.isoformat(timespec="milliseconds").replace("+00:00", "Z"),
                   "minutes": e.minutes, "warning": e.warning, "table": e.table, "who": e.who,
                   "note": e.note}
                  for info in t.rounds() for e in t.clock_events(info.number)],
        # The ledger's head as the export was made (storage.chain): the file's `check`
        # says the same head while nothing changed since; import starts a new ledger.
        "ledger": None if head is None else head.to_json(),
    }


def json_text(data: dict[str, Any]) -> str:
    """An export as its file holds it (`export --format json`)."""
    return json.dumps(data, ensure_ascii=False, indent=1) + "\n"


def write_json_backup(t: Tournament) -> Path | None:
    """The export (`json_text`) beside the backup of the approval just made on a server:
    "<backup>.json" in `<database>-backups/` on this station, written whole (a temporary
    file, then renamed). Returns its path, or None when there is nothing to write:

    - a tournament file: its round backup is a whole tournament file already;
    - the last change made through `t` was not an approval (`t.last_backups` is emptied by
      every later change, made here or caught up from another station: the JSON would not be
      the tournament as the approval left it);
    - the JSON of that approval is written already.

    For the organiser's station right after `lock_round` (the command line's `approve`; the
    desk calls it from its worker thread with the open tournament). The approval is
    committed and its tournament-file backup written before this runs, so a failure here
    takes nothing back: it raises SavedButIncomplete naming the file and the reason ("the
    approval stands"), and the caller warns and goes on; the command line prints a warning
    on stderr and still exits 0 (the round's backup exists, only its JSON copy is missing).
    """
    if not t.on_server or not t.last_backups:
        return None
    backup = t.last_backups[0]
    out = backup.with_suffix(".json")
    if out.exists():
        return None
    try:
        return write_text(out, json_text(export_tournament(t)))
    except (OSError, StoreError) as exc:
        why = (exc.strerror if isinstance(exc, OSError) else None) or str(exc)
        raise SavedButIncomplete(f"{out}: the JSON export beside the round's backup could not "
                                 f"be written ({why}); the approval stands, and its backup "
                                 f"{backup.name} is written") from None


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
    if not isinstance(version, int) or isinstance(version, bool) or not 1 <= version <= VERSION:
        shape.bad("version", f"export version {_short(version)} is not one this program "
                  f"reads (up to {VERSION})", "unsupported_version")
        return {}, shape.issues
    settings = shape.obj(top.get("settings"), "settings")
    shape.text(settings, "name", "settings", optional=False)
    for key in ("venue", "start_date", "end_date", "preset"):
        shape.text(settings, key, "settings")
    shape.integer(settings, "rounds", "settings")
    for key in ("city", "host_country", "short_name", "name_style"):
        shape.text(settings, key, "settings")
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
        named = any(p.get(k) for k in ("first_name", "last_name"))
        for key in ("name", "first_name", "last_name", "club", "country", "team", "status",
                    "online_name"):
            value = shape.text(p, key, f"players[{i}]", optional=key != "name" or named)
            problem = name_problem(value)
            if problem is not None:
                shape.bad(f"players[{i}].{key}", f"the {key.replace('_', ' ')} {problem}",
                          "bad_name")
        if p.get("ema_number") is not None:
            shape.text(p, "ema_number", f"players[{i}]")
        for key in ("ema_ranked", "name_checked"):
            if p.get(key) is not None and not isinstance(p.get(key), bool):
                shape.bad(f"players[{i}].{key}", f"players[{i}].{key} must be true or false")
        for j, flag in enumerate(shape.items(p.get("flags", []), f"players[{i}].flags")):
            if not isinstance(flag, str):
                shape.bad(f"players[{i}].flags[{j}]", f"a flag is text, got {flag!r}")
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
            hands = shape.items(table.get("hands", []), f"{tw}.hands")
            if len(hands) > MAX_HANDS:
                shape.issues.append(too_many_hands(len(hands), f"{tw}.hands"))
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
    awards = shape.items(top.get("awards", []), "awards")
    final = top.get("final")
    if final is not None:
        final = shape.obj(final, "final")
        for key in ("after_round", "size", "rounds"):
            shape.integer(final, key, "final")
        shape.integer(final, "planned_rounds", "final", optional=True)
        finalists = shape.items(final.get("finalists"), "final.finalists")
        if not all(isinstance(pid, int) and pid in ids for pid in finalists):
            shape.bad("final.finalists", f"finalists are player ids from 'players'; got "
                      f"{finalists!r}")
    clock = shape.items(top.get("clock", []), "clock")
    for i, raw in enumerate(clock):
        event = shape.obj(raw, f"clock[{i}]")
        shape.integer(event, "round", f"clock[{i}]")
        shape.text(event, "kind", f"clock[{i}]", optional=False)
        shape.text(event, "at", f"clock[{i}]", optional=False)
        for key in ("minutes", "warning", "table"):
            number = event.get(key)
            if number is not None and (isinstance(number, bool) or not isinstance(number, int)):
                shape.bad(f"clock[{i}].{key}", f"clock[{i}].{key} must be a whole number")
    return {"settings": settings, "players": players, "rounds": rounds,
            "penalties": penalties, "awards": awards, "final": final,
            "clock": clock}, shape.issues


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


def import_tournament(data: Any, path: Path | str | ServerTarget) -> Tournament:
    """A new tournament file at `path` (which must not exist), or a new tournament in the
    EMPTY database a server URL names, from exported data; returns it open. Raises
    InvalidInput (every problem, nothing written); for a server also what `push_to` raises
    (FileExists: the database is not empty; ConnectionLost...: nothing written)."""
    where = parse_target(path)
    if isinstance(where, ServerTarget):
        return _import_to_server(data, where)
    path = where.path.absolute()
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
        # The whole tournament, approvals and locks included, is in the file before it is
        # linked into place: a stop at any moment leaves no file or the whole one.
        approved = _build(parts, temp)
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
    t = Tournament.open(path)
    try:
        # The approved rounds' backups, named after the file in its place.
        for number in approved:
            t.back_up_round(number)
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
            expected = built.standings(provisional=True)
    t = Tournament.open(target)
    if t.standings(provisional=True) != expected:
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
            name=p.get("name") or "", first_name=p.get("first_name") or "",
            last_name=p.get("last_name") or "", ema_number=p.get("ema_number") or None,
            club=p.get("club") or "", country=p.get("country") or "", team=p.get("team") or "",
            status=PlayerStatus.SUBSTITUTE if status == "substitute" else PlayerStatus.ACTIVE,
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
        return [r.number for r in t.rounds() if r.approved_at is not None]
    finally:
        t.close()


def _fill(t: Tournament, parts: dict[str, Any],
          by_id: dict[int, dict[str, Any]]) -> list[Callable[[Tournament], None]]:
    # Players are created in the order of the file, so the n-th new player is the n-th one.
    created = sorted(t.players(), key=lambda p: p.id)
    new_id = {pid: created[i].id for i, pid in enumerate(by_id)}
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
                    t.set_seating(number, typed, who=WHO)
        else:
            # A player dropped later was active in this round; one not seated (dropped
            # before, or registered later) must not be active now, or the seating is
            # refused.
            for pid, p in by_id.items():
                if p.get("status") == "substitute":
                    continue
                want = PlayerStatus.ACTIVE if pid in seated else PlayerStatus.DROPPED
                if t.player(new_id[pid]).status is not want:
                    with _at(f"players[id {pid}]"):
                        t.set_player_status(new_id[pid], want, "import", who=WHO)
            with _at(where):
                t.set_seating(number, typed, who=WHO)
        for j, table in enumerate(tables):
            tw = f"{where}.tables[{j}]"
            names = [t.player(new_id[pid]).name for pid in table["players"]]
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
    for pid, p in by_id.items():
        for flag in p.get("flags") or ():
            with _at(f"players[id {pid}].flags"):
                t.set_player_flag(new_id[pid], flag, who=WHO)
    if parts.get("awards"):
        with _at("awards"):
            t.set_award_categories(parts["awards"], who=WHO)
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
        t.update_settings(rounds=planned, who=WHO)
    t.start_final(final["size"], final.get("carry", "kept"), final.get("seating", "snake"),
                  finalists=[new_id[pid] for pid in final["finalists"]], tables=tables,
                  rounds=final["rounds"], after_round=final["after_round"], who=WHO)


def _clock_event(t: Tournament, event: dict[str, Any]) -> None:
    """One clock event made again through the service, at its own time."""
    try:
        at = datetime.fromisoformat(str(event["at"]).replace("Z", "+00:00"))
    except ValueError:
        raise InvalidInput([Issue("bad_time", None, "at", f"'{event['at']}' is not an ISO "
                                  f"8601 time")]) from None
    if at.tzinfo is None:
        at = at.replace(tzinfo=UTC)
    number, kind = event["round"], event["kind"]
    who = WHO if event.get("who") is None else str(event["who"])
    minutes, warning = event.get("minutes"), event.get("warning")
    if kind == ClockEventKind.SET:
        t.set_clock(number, minutes, warning, at=at, who=who)
    elif kind == ClockEventKind.START:
        t.start_clock(number, at=at, who=who)
    elif kind == ClockEventKind.PAUSE:
        t.pause_clock(number, at=at, who=who)
    elif kind == ClockEventKind.RESUME:
        t.resume_clock(number, at=at, who=who)
    elif kind == ClockEventKind.ADD:
        t.add_time(number, minutes if isinstance(minutes, int) else 0, event.get("table"),
                   note=event.get("note") or "", at=at, who=who)
    elif kind == ClockEventKind.RESET:
        t.reset_clock(number, note=event.get("note") or "", at=at, who=who)
    else:
        raise InvalidInput([Issue("bad_kind", None, "kind", f"unknown clock event '{kind}'")])


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
        if table.get("locked") and not t.table_summary(number, table["table"]).finished:
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
                t.restore_approval(number, locked, approved_at=at, approved_by=by, who=WHO,
                                   backup=False)
        return [approve]

    def lock(n: int) -> Callable[[Tournament], None]:
        def step(t: Tournament) -> None:
            with _at(where):
                t.lock_table(number, n, who=WHO)
        return step

    return [lock(n) for n in locked]

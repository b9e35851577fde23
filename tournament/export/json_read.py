"""Reading an exported tournament (`json_io`'s format): its shape checked part by part, every
problem an `Issue` whose field is its path in the JSON (hostile input is quoted cut short)."""

from __future__ import annotations

from typing import Any

from tournament.export.json_io import FORMAT, VERSION
from tournament.games.record_json import MAX_HANDS, too_many_hands
from tournament.issue_codes import IssueCode
from tournament.model import Issue
from tournament.players.roster import name_problem


class Shape:
    """Collects problems with the JSON's shape, each with its path."""

    def __init__(self) -> None:
        self.issues: list[Issue] = []

    def bad(self, field: str, message: str, code: IssueCode = IssueCode.BAD_JSON) -> None:
        self.issues.append(Issue(code, None, field, message))

    def obj(self, value: Any, field: str) -> dict[str, Any]:
        if isinstance(value, dict):
            return value
        self.bad(field, f"{field or 'the file'} must be a JSON object, got {short(value)}")
        return {}

    def items(self, value: Any, field: str) -> list[Any]:
        if isinstance(value, list):
            return value
        self.bad(field, f"{field} must be a list, got {short(value)}")
        return []

    def integer(self, data: dict[str, Any], key: str, field: str,
                optional: bool = False) -> int | None:
        value = data.get(key)
        if value is None and optional:
            return None
        if isinstance(value, bool) or not isinstance(value, int):
            self.bad(f"{field}.{key}", f"{field}.{key} must be a whole number, got "
                     f"{short(value)}")
            return None
        if abs(value) > 10**9:
            self.bad(f"{field}.{key}", f"{field}.{key} is not a plausible number "
                     f"({short(value)})")
            return None
        return value

    def text(self, data: dict[str, Any], key: str, field: str, optional: bool = True) -> str:
        value = data.get(key)
        if value is None and optional:
            return ""
        if not isinstance(value, str):
            self.bad(f"{field}.{key}", f"{field}.{key} must be text, got {short(value)}")
            return ""
        return value

    def boolean(self, data: dict[str, Any], key: str, field: str) -> None:
        value = data.get(key)
        if value is not None and not isinstance(value, bool):
            self.bad(f"{field}.{key}", f"{field}.{key} must be true or false, got "
                     f"{short(value)}")

    def texts(self, data: dict[str, Any], key: str, field: str) -> None:
        value = data.get(key)
        if value is None:
            return
        if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
            self.bad(f"{field}.{key}", f"{field}.{key} must be a list of text, got "
                     f"{short(value)}")


def short(value: Any) -> str:
    """A value for a message: its repr, cut short (the input may be hostile)."""
    text = repr(value)
    return text if len(text) <= 60 else text[:57] + "..."


def read_export(data: Any) -> tuple[dict[str, Any], list[Issue]]:
    """Check the shape of an exported tournament; returns the parts the import uses."""
    shape = Shape()
    top = shape.obj(data, "")
    if top.get("format") != FORMAT:
        shape.bad("format", f"not a riichi-tournament export (format is "
                  f"{short(top.get('format'))}, expected '{FORMAT}')", IssueCode.NOT_AN_EXPORT)
        return {}, shape.issues
    version = top.get("version")
    if not isinstance(version, int) or isinstance(version, bool) or not 1 <= version <= VERSION:
        shape.bad("version", f"export version {short(version)} is not one this program "
                  f"reads (up to {VERSION})", IssueCode.UNSUPPORTED_VERSION)
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
                          IssueCode.BAD_NAME)
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
                          f"East to North; got {short(seats)}")
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
                      f"{short(player)}, who is not in 'players'")
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

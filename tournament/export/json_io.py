"""The whole tournament as JSON (`export_tournament`), the file it is written to
(`json_text`), and the copy beside a server's round backup (`write_json_backup`).

The file is read back by `json_read` (its shape, every problem with its path) and rebuilt
into a new tournament by `json_import.import_tournament`: importing this module needs no
storage layer (the desk's export dialog loads it at start).

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
from pathlib import Path
from typing import TYPE_CHECKING, Any

from tournament.errors import SavedButIncomplete, StoreError
from tournament.export.files import write_text
from tournament.games.hand_log import TableMode
from tournament.games.record_json import hand_to_dict

if TYPE_CHECKING:
    from tournament.service import Tournament

FORMAT = "riichi-tournament"
VERSION = 2


# -- export ----------------------------------------------------------------------------------

def export_tournament(t: Tournament) -> dict[str, Any]:
    """Everything needed to rebuild the tournament, as JSON-ready data."""
    s = t.settings
    flags = t.awards.player_flags()
    final = t.final.stage()
    head = t.ledger.head()
    rounds = []
    for info in t.rounds.all():
        tables = []
        for seating in t.rounds.seating(info.number):
            view = t.tables.view(info.number, seating.table)
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
                    for p in sorted(t.players.all(), key=lambda p: p.id)],
        "rounds": rounds,
        "penalties": [{
            "id": p.id, "player": p.player_id, "kind": p.kind.value, "points": p.points,
            "reason": p.reason, "referee": p.referee, "round": p.round, "table": p.table,
            "at": p.at,
            "withdrawn": None if p.active else {"at": p.withdrawn_at, "by": p.withdrawn_by,
                                                "reason": p.withdrawn_reason}}
            for p in t.penalties.all(include_withdrawn=True)],
        "awards": [c.to_dict() for c in t.awards.categories()],
        "final": None if final is None else {
            "after_round": final.after_round, "size": final.size, "carry": final.carry.value,
            "seating": final.seating.value, "rounds": final.rounds,
            "planned_rounds": final.planned_rounds, "finalists": list(final.finalists)},
        "clock": [{"round": e.round, "kind": e.kind.value,
                   "at": e.at.isoformat(timespec="milliseconds").replace("+00:00", "Z"),
                   "minutes": e.minutes, "warning": e.warning, "table": e.table, "who": e.who,
                   "note": e.note}
                  for info in t.rounds.all() for e in t.clock.events(info.number)],
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

    For the organiser's station right after `approvals.approve` (the command line's `approve`; the
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

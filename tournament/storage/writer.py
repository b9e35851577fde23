"""The one writer: every row a change writes, whichever way the tournament was opened.

The desk and the service (through `Store.transaction` and `Store.appending`), the command
line's quick path (sqlite3 alone) and a station on a PostgreSQL server all write through a
`Writer`: plain SQL on the DB-API connection of the change's transaction (`storage.sql.Db`).
It writes the rows (settings, players, seating, locks, approvals, penalties, the audit trail,
the hand log and each table's summary, the round clock, awards, the final stage,
announcements, phone codes), remembers which fact rows it wrote (`touched`, the facts of
`storage.digests`), and ends the change (`storage.closing`): the change counter, the ledger's
links for those facts and for the change, the change's row, its entry id, and its
announcement. A row is never written anywhere else, so a change to what a change writes (the
ledger's, the schema's) is made once, here.

Reads a write needs (a round's id, a row's current values) are plain SQL here too; every
other read is the repository's (`storage.repo`, `storage.day`).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING, Any

from tournament.games.hand_log import LogEntry, TableSummary
from tournament.organisation import (
    Announcement,
    AuditEntry,
    PhoneEntry,
    TableSeating,
    TournamentSettings,
)
from tournament.players.names import NameStyle, display_name
from tournament.players.roster import Player, PlayerDraft, PlayerStatus, complete_draft, name_key
from tournament.standings.inputs import Penalty, PenaltyKind, TieBreak
from tournament.storage import closing
from tournament.storage import values as stored
from tournament.storage.changes import ChangeLine, Commit
from tournament.storage.sql import Db, marks
from tournament.storage.values import dumps, iso, moment

if TYPE_CHECKING:
    # (Annotations only: the statistics and the yaku catalogue the awards import, the
    # ranking the final stage imports and the round clock are not loaded by a command that
    # records a table.)
    from tournament.clock import ClockEvent, ClockEventKind
    from tournament.model import FinalStage
    from tournament.standings.awards import AwardCategory

# The settings' columns a change may write (`update_settings`), and how a value is stored.
_SETTINGS = ("name", "venue", "start_date", "end_date", "ruleset_preset", "ruleset_overrides",
             "ruleset", "rounds", "tie_breaks", "round_minutes", "created_at", "city",
             "host_country", "mers_weight", "short_name", "name_style", "hide_from_round",
             "phone_entry")
_PLAYER = ("name", "name_key", "ema_number", "club", "country", "team", "status", "created_at",
           "first_name", "last_name", "name_checked", "ema_ranked", "online_name")
_PENALTY = ("id", "player_id", "kind", "points", "reason", "referee", "round_number",
            "table_number", "at", "withdrawn_at", "withdrawn_by", "withdrawn_reason")


class Writer:
    """The rows of one change, in the caller's transaction (`db`)."""

    def __init__(self, db: Db, at: str | None = None):
        self.db = db
        # The fact rows written so far and not yet sealed into the ledger: table -> ids.
        self.touched: dict[str, set[Any]] = {}
        # The moment every row of the change is stamped with (None: each when written). A
        # change written twice (an approval into its backup, then into the tournament) is
        # then the same rows, and the same links.
        self.at = at

    def _now(self) -> str:
        return self.at if self.at is not None else stored.now()

    def _touch(self, table: str, *keys: Any) -> None:
        self.touched.setdefault(table, set()).update(keys)

    def _insert(self, table: str, values: dict[str, Any], key: str | None = "id") -> Any:
        """Insert one row; its `key` (the id the database gave it) when asked."""
        names = list(values)
        sql = f"INSERT INTO {table} ({', '.join(names)}) VALUES ({marks(len(names))})"
        if key is None:
            self.db.run(sql, [values[n] for n in names])
            return None
        return self.db.scalar(sql + f" RETURNING {key}", [values[n] for n in names])

    def _update(self, table: str, values: dict[str, Any], where: str, params: Sequence[Any]
                ) -> int:
        if not values:
            return 0
        sets = ", ".join(f"{n} = ?" for n in values)
        return self.db.run(f"UPDATE {table} SET {sets} WHERE {where}",
                           [*values.values(), *params])

    # -- creation -----------------------------------------------------------------------------
    def create(self, settings: TournamentSettings, password_hash: str | None,
               players: Iterable[PlayerDraft], application: str, version: int,
               key: bytes | None = None) -> None:
        """The first rows of a new tournament (the tables exist): what the file is, the
        change counter, its settings and players; then the ledger starts (signed with the
        organiser's `key` when it has a password)."""
        self.db.many("INSERT INTO meta (key, value) VALUES (?, ?)",
                     [("application", application), ("schema_version", str(version))])
        self._insert("change_counter", {"id": 1, "value": 0}, key=None)
        self._insert("settings", {"id": 1, **settings_values(settings),
                                  "password": password_hash}, key=None)
        self.add_players(players)
        self.touched = {}  # sealed whole below
        closing.start_ledger(self.db, "a new tournament", key)

    # -- settings -----------------------------------------------------------------------------
    def update_settings(self, **values: Any) -> None:
        stored: dict[str, Any] = {}
        for key, value in values.items():
            if key == "tie_breaks":
                value = dumps([TieBreak(t).value for t in value])
            elif key == "overrides":
                key, value = "ruleset_overrides", dumps(value)
            elif key == "rules":
                key, value = "ruleset", dumps(value.to_dict())
            elif key == "preset":
                key = "ruleset_preset"
            elif key == "name_style":
                value = NameStyle(value).value
            elif key == "phone_entry":
                value = PhoneEntry(value).value
            if key not in _SETTINGS:
                raise KeyError(f"no setting {key!r}")
            stored[key] = value
        if stored:
            self._update("settings", stored, "id = 1", ())
            self._touch("settings", 1)

    def set_password(self, password: str | None) -> None:
        self._update("settings", {"password": password}, "id = 1", ())
        self._touch("settings", 1)

    # -- players ------------------------------------------------------------------------------
    def add_players(self, drafts: Iterable[PlayerDraft]) -> list[Player]:
        at = self._now()
        out = []
        style = _name_style(self.db)
        for d in (complete_draft(d) for d in drafts):
            values = {"name": d.name, "name_key": name_key(d.name), "ema_number": d.ema_number,
                      "club": d.club, "country": d.country, "team": d.team,
                      "status": d.status.value, "created_at": at, "first_name": d.first_name,
                      "last_name": d.last_name, "name_checked": bool(d.name_checked),
                      "ema_ranked": bool(d.ema_ranked), "online_name": d.online_name}
            pid = int(self._insert("players", values))
            self._touch("players", pid)
            out.append(_player(pid, values, style))
        return out

    def update_player(self, player_id: int, **values: Any) -> Player:
        """Change stored fields of a player; `name` is the name as entered."""
        found = self.db.first(f"SELECT {', '.join(_PLAYER)} FROM players WHERE id = ?",
                              (player_id,))
        if found is None:
            raise LookupError(f"no player {player_id}")
        row = dict(zip(_PLAYER, found, strict=True))
        changed: dict[str, Any] = {}
        for key, value in values.items():
            if key not in _PLAYER or key in ("name_key", "created_at"):
                raise KeyError(f"no player field {key!r}")
            if key == "status":
                value = PlayerStatus(value).value
            elif key in ("name_checked", "ema_ranked"):
                value = bool(value)
            changed[key] = value
            if key == "name":
                changed["name_key"] = name_key(value)
        self._update("players", changed, "id = ?", (player_id,))
        self._touch("players", player_id)
        return _player(player_id, {**row, **changed}, _name_style(self.db))

    # -- rounds, tables, seats ----------------------------------------------------------------
    def _round_id(self, number: int) -> int:
        found = self.db.scalar("SELECT id FROM rounds WHERE number = ?", (number,))
        if found is None:
            found = self._insert("rounds", {"number": number, "approved_by": ""})
            self._touch("rounds", int(found))
        return int(found)

    def _drop_tables(self, table_ids: Sequence[int]) -> None:
        """Remove tables and their seats and summaries (a seating replaced, a round taken
        back): row by row as the ledger sees it, each fact recorded gone."""
        if not table_ids:
            return
        where = f"table_id IN ({marks(len(table_ids))})"
        seats = [int(i) for (i,) in self.db.rows(f"SELECT id FROM seats WHERE {where}",
                                                 table_ids)]
        self.db.run(f"DELETE FROM seats WHERE {where}", table_ids)
        self._touch("seats", *seats)
        summaries = [int(i) for (i,) in self.db.rows(
            f"SELECT table_id FROM table_states WHERE {where}", table_ids)]
        self.db.run(f"DELETE FROM table_states WHERE {where}", table_ids)
        self._touch("table_states", *summaries)
        self.db.run(f"DELETE FROM tables WHERE id IN ({marks(len(table_ids))})", table_ids)
        self._touch("tables", *table_ids)

    def replace_seating(self, round_number: int,
                        tables: Sequence[Sequence[int]]) -> list[TableSeating]:
        """Store a round's seating, replacing one not played yet (the caller checks that)."""
        rid = self._round_id(round_number)
        self._drop_tables([int(i) for (i,) in self.db.rows(
            "SELECT id FROM tables WHERE round_id = ? ORDER BY id", (rid,))])
        out = []
        for number, players in enumerate(tables, start=1):
            table_id = int(self._insert("tables", {"round_id": rid, "number": number,
                                                   "locked": False}))
            self._touch("tables", table_id)
            for seat, pid in enumerate(players):
                seat_id = self._insert("seats", {"table_id": table_id, "round_id": rid,
                                                 "seat": seat, "player_id": pid})
                self._touch("seats", int(seat_id))
            out.append(TableSeating(round=round_number, table=number,
                                    players=tuple(players),  # type: ignore[arg-type]
                                    id=table_id))
        return out

    def delete_round(self, number: int) -> None:
        """Remove a round that was never played (its seating and the round itself): only for
        taking back a final that has not started (the caller checks that no log exists)."""
        rid = self.db.scalar("SELECT id FROM rounds WHERE number = ?", (number,))
        if rid is None:
            return
        self._drop_tables([int(i) for (i,) in self.db.rows(
            "SELECT id FROM tables WHERE round_id = ? ORDER BY id", (rid,))])
        self.db.run("DELETE FROM rounds WHERE id = ?", (rid,))
        self._touch("rounds", int(rid))

    def write_plan(self, seed: int, plan: Any) -> None:
        values = (seed, dumps(plan), self._now())
        if self.db.run("UPDATE seating_plan SET seed = ?, plan = ?, made_at = ? WHERE id = 1",
                       values) == 0:
            self.db.run("INSERT INTO seating_plan (id, seed, plan, made_at) "
                        "VALUES (1, ?, ?, ?)", values)

    def set_table_locked(self, table_id: int, locked: bool) -> None:
        self._update("tables", {"locked": bool(locked)}, "id = ?", (table_id,))
        self._touch("tables", table_id)

    def set_round_approved(self, number: int, at: str | None, who: str,
                           backup: str | None = None) -> None:
        rid = self._round_id(number)
        values: dict[str, Any] = {"approved_at": at, "approved_by": who}
        if backup is not None:
            values["backup"] = backup
        self._update("rounds", values, "id = ?", (rid,))
        self._touch("rounds", rid)

    # -- the hand log -------------------------------------------------------------------------
    def write_summary(self, table_id: int, summary: TableSummary) -> None:
        self.db.run("INSERT INTO table_states (table_id, seq, summary) VALUES (?, ?, ?) "
                    "ON CONFLICT (table_id) DO UPDATE SET seq = excluded.seq, "
                    "summary = excluded.summary",
                    (table_id, summary.seq, dumps(summary.to_json())))
        self._touch("table_states", table_id)

    def append_entries(self, commit: Commit, where: tuple[int, int, int],
                       entries: Sequence[LogEntry], summary: TableSummary, what: str,
                       conflicting: closing.Judge, notify: closing.Notify = None
                       ) -> tuple[int, list[ChangeLine] | None, str]:
        """Write `entries` (of one table: `where` is its id, round and table number) and
        its `summary` as one change (`what`: its `Changes` as JSON), in this transaction.
        `commit.log_entry_id` goes on the first entry. Raises `Conflict` (another station
        wrote this table, the entry id was written meanwhile, or another change since
        `commit.seen` conflicts) or `AlreadySaved` (`commit.entry_id` was applied already);
        the caller's transaction then rolls back. Returns the change's number, the other
        stations' changes since `commit.seen` (None: too many to tell) and the moment
        stored with the entries (a server stamps them with its own time)."""
        return closing.append_entries(self, commit, where, entries, summary, what, conflicting,
                                      notify)

    def append_clock(self, commit: Commit, round_number: int, events: Sequence[dict[str, Any]],
                     what: str, conflicting: closing.Judge, notify: closing.Notify = None
                     ) -> tuple[int, list[ChangeLine] | None]:
        """Round clock events (each the keyword arguments of `append_clock_event`) as one
        change, in this transaction (see `closing.append_clock`)."""
        return closing.append_clock(self, commit, round_number, events, what, conflicting,
                                    notify)

    # -- penalties and the audit trail --------------------------------------------------------
    def add_penalty(self, player_id: int, kind: PenaltyKind, points: int, reason: str,
                    referee: str, round_number: int | None, table_number: int | None
                    ) -> Penalty:
        values = {"player_id": player_id, "kind": kind.value, "points": points,
                  "reason": reason, "referee": referee, "round_number": round_number,
                  "table_number": table_number, "at": self._now(), "withdrawn_at": None,
                  "withdrawn_by": "", "withdrawn_reason": ""}
        pid = int(self._insert("penalties", values))
        self._touch("penalties", pid)
        return _penalty({**values, "id": pid})

    def withdraw_penalty(self, penalty_id: int, who: str, reason: str) -> Penalty:
        changed = self._update("penalties", {"withdrawn_at": self._now(), "withdrawn_by": who,
                                             "withdrawn_reason": reason},
                               "id = ?", (penalty_id,))
        if not changed:
            raise LookupError(f"no penalty {penalty_id}")
        self._touch("penalties", penalty_id)
        row = self.db.first(f"SELECT {', '.join(_PENALTY)} FROM penalties WHERE id = ?",
                            (penalty_id,))
        assert row is not None
        return _penalty(dict(zip(_PENALTY, row, strict=True)))

    def add_audit(self, commit: Commit, action: str, *, who: str = "",
                  round_number: int | None = None, table_number: int | None = None,
                  detail: str = "") -> AuditEntry:
        at = self._now()
        aid = int(self._insert("audit_log", {
            "at": at, "who": who, "action": action, "round_number": round_number,
            "table_number": table_number, "detail": detail, "station": commit.station,
            "person": commit.person}))
        self._touch("audit_log", aid)
        return AuditEntry(id=aid, at=at, who=who, action=action, round=round_number,
                          table=table_number, detail=detail)

    # -- the day: clock, awards, final stage, announcements, phone codes ----------------------
    def append_clock_event(self, round_number: int, kind: ClockEventKind, at: Any, *,
                           minutes: int | None = None, warning: int | None = None,
                           table: int | None = None, who: str = "", note: str = "",
                           commit: Commit | None = None) -> ClockEvent:
        from tournament.clock import ClockEvent

        # As for the hand log, the next seq comes from the database: (round, seq) is unique.
        last = self.db.scalar("SELECT MAX(seq) FROM clock_events WHERE round_number = ?",
                              (round_number,))
        seq = int(last or 0) + 1
        stamp = at if isinstance(at, str) else iso(at)
        self._insert("clock_events", {
            "round_number": round_number, "seq": seq, "kind": kind.value, "at": stamp,
            "minutes": minutes, "warning": warning, "table_number": table, "who": who,
            "note": note, "station": commit.station if commit else "",
            "person": commit.person if commit else ""})
        return ClockEvent(round=round_number, seq=seq, kind=kind, at=moment(stamp),
                          minutes=minutes, warning=warning, table=table, who=who, note=note)

    def replace_award_categories(self, categories: Sequence[AwardCategory]) -> None:
        self.db.run("DELETE FROM award_categories")
        self.db.many("INSERT INTO award_categories (position, kind, flag, minimum, ties, title) "
                     "VALUES (?, ?, ?, ?, ?, ?)",
                     [(i, c.kind.value, c.flag, c.minimum, c.ties.value, c.title)
                      for i, c in enumerate(categories, start=1)])

    def set_player_flag(self, player_id: int, flag: str, on: bool) -> None:
        found = self.db.scalar("SELECT id FROM player_flags WHERE player_id = ? AND flag = ?",
                               (player_id, flag))
        if on and found is None:
            self.db.run("INSERT INTO player_flags (player_id, flag) VALUES (?, ?)",
                        (player_id, flag))
        elif not on and found is not None:
            self.db.run("DELETE FROM player_flags WHERE id = ?", (found,))

    def set_final_stage(self, stage: FinalStage | None) -> None:
        present = self.db.scalar("SELECT id FROM final_stage WHERE id = 1") is not None
        self._touch("final_stage", 1)
        if stage is None:
            if present:
                self.db.run("DELETE FROM final_stage WHERE id = 1")
            return
        values = {"after_round": stage.after_round, "size": stage.size,
                  "carry": stage.carry.value, "seating": stage.seating.value,
                  "rounds": stage.rounds, "finalists": dumps(list(stage.finalists)),
                  "planned_rounds": stage.planned_rounds,
                  "started_at": stage.started_at or self._now(), "started_by": stage.started_by}
        if present:
            self._update("final_stage", values, "id = 1", ())
        else:
            self._insert("final_stage", {"id": 1, **values}, key=None)

    def add_announcement(self, text: str, who: str) -> Announcement:
        at = self._now()
        aid = int(self._insert("announcements", {"at": at, "who": who, "text": text}))
        return Announcement(aid, at, who, text)

    def set_table_code(self, round_number: int, table_number: int, code: str) -> None:
        at = self._now()
        if self.db.run("UPDATE table_codes SET code = ?, issued_at = ? WHERE round_number = ? "
                       "AND table_number = ?", (code, at, round_number, table_number)) == 0:
            self.db.run("INSERT INTO table_codes (round_number, table_number, code, issued_at) "
                        "VALUES (?, ?, ?, ?)", (round_number, table_number, code, at))

    def set_entry_switch(self, round_number: int, table_number: int, on: bool) -> None:
        at = self._now()
        if self.db.run("UPDATE entry_switches SET enabled = ?, at = ? WHERE round_number = ? "
                       "AND table_number = ?", (bool(on), at, round_number, table_number)) == 0:
            self.db.run("INSERT INTO entry_switches (round_number, table_number, enabled, at) "
                        "VALUES (?, ?, ?, ?)", (round_number, table_number, bool(on), at))

    # -- a table's call for a referee --------------------------------------------------------
    def call_referee(self, commit: Commit, round_number: int, table_number: int, reason: str,
                     what: str, conflicting: closing.Judge, notify: closing.Notify = None
                     ) -> closing.CallAnswer:
        """A table's call as one change, unless the table has an open call (answered that
        one) or made `CALLS_PER_TABLE` calls in the last `CALL_WINDOW` seconds (answered how
        long to wait); on a server through its `riichi_call` (see `closing.call_referee`)."""
        return closing.call_referee(self, commit, round_number, table_number, reason, what,
                                    conflicting, notify)

    def close_referee_call(self, commit: Commit, call: int, who: str, what: str,
                           conflicting: closing.Judge, notify: closing.Notify = None
                           ) -> closing.CallAnswer:
        """Close an open call as one change (`closing.close_referee_call`)."""
        return closing.close_referee_call(self, commit, call, who, what, conflicting, notify)

    def insert_referee_call(self, commit: Commit, round_number: int, table_number: int,
                            reason: str, at: str) -> int:
        return int(self._insert("referee_calls", {
            "round_number": round_number, "table_number": table_number, "reason": reason,
            "at": at, "station": commit.station, "person": commit.person, "closed_at": None,
            "closed_by": "", "closed_station": ""}))

    def mark_referee_call_closed(self, commit: Commit, call: int, who: str, at: str) -> bool:
        return self._update("referee_calls", {"closed_at": at, "closed_by": who,
                                              "closed_station": commit.station},
                            "id = ? AND closed_at IS NULL", (call,)) > 0

    # -- the end of a change -----------------------------------------------------------------
    def close_change(self, commit: Commit, what: str, at: str, conflicting: closing.Judge,
                     notify: closing.Notify = None) -> tuple[int, list[ChangeLine] | None]:
        """End the change (see `storage.closing.close_change`): the counter, the ledger's
        links for the fact rows written, the change's row, its entry id, its announcement.
        Returns the change's number and the other stations' changes since `commit.seen`."""
        facts = closing.facts(self)
        return closing.close_change(self.db, commit, what, at, facts, conflicting, notify)

    def seal(self) -> None:
        """Links for the fact rows written outside a change (a backup's copy): the ledger
        stays whole without moving the change counter."""
        if self.touched:
            closing.seal(self.db, self.touched)
        self.touched = {}


# -- values -----------------------------------------------------------------------------------

def new_entries(table_id: int, seq: int, items: Sequence[tuple[Any, int | None, Any, str]],
                who: str) -> list[LogEntry]:
    """The entries (kind, target, payload, why) to append to a table's log whose next
    sequence number is `seq`, as they will be stored (the payload as JSON text, the time
    now)."""
    at = stored.now()
    return [LogEntry(table_id, seq + i, kind, target, None if payload is None else dumps(payload),
                     who, at, why)
            for i, (kind, target, payload, why) in enumerate(items)]


def settings_values(settings: TournamentSettings) -> dict[str, Any]:
    """The settings row's columns (but the id and the password) of `settings`."""
    return {"name": settings.name, "venue": settings.venue,
            "start_date": settings.start_date, "end_date": settings.end_date,
            "ruleset_preset": settings.preset, "ruleset_overrides": dumps(settings.overrides),
            "ruleset": dumps(settings.rules.to_dict()), "rounds": settings.rounds,
            "tie_breaks": dumps([t.value for t in settings.tie_breaks]),
            "round_minutes": settings.round_minutes,
            "created_at": settings.created_at or stored.now(), "city": settings.city,
            "host_country": settings.host_country, "mers_weight": settings.mers_weight,
            "short_name": settings.short_name, "name_style": settings.name_style.value,
            "hide_from_round": settings.hide_from_round,
            "phone_entry": settings.phone_entry.value}


def _name_style(db: Db) -> NameStyle:
    style = db.scalar("SELECT name_style FROM settings WHERE id = 1")
    return NameStyle(style) if style is not None else NameStyle.AS_ENTERED


def _player(pid: int, v: dict[str, Any], style: NameStyle) -> Player:
    return Player(id=pid, name=display_name(v["first_name"], v["last_name"], v["name"], style),
                  ema_number=v["ema_number"], club=v["club"], country=v["country"],
                  team=v["team"], status=PlayerStatus(v["status"]),
                  first_name=v["first_name"], last_name=v["last_name"],
                  ema_ranked=bool(v["ema_ranked"]), name_checked=bool(v["name_checked"]),
                  entered_name=v["name"], online_name=v["online_name"] or "")


def _penalty(v: dict[str, Any]) -> Penalty:
    return Penalty(id=int(v["id"]), player_id=v["player_id"], kind=PenaltyKind(v["kind"]),
                   points=v["points"], reason=v["reason"], referee=v["referee"],
                   round=v["round_number"], table=v["table_number"], at=v["at"],
                   withdrawn_at=v["withdrawn_at"], withdrawn_by=v["withdrawn_by"],
                   withdrawn_reason=v["withdrawn_reason"])


__all__ = ["Writer", "new_entries", "settings_values"]

"""The ledger's arithmetic, without a database: which columns of which tables are facts, the
digest of a fact row, the hash of a link, and how a fact is named in messages.

`storage.chain` reads and writes the ledger through SQLAlchemy; the command line's quick path
(`storage.quick`) writes the same links through sqlite3. Both hash with these functions, so a
link is the same whichever wrote it.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Sequence
from json.encoder import encode_basestring
from typing import Any, Protocol

# The facts: each table's columns that make up a row's content, in a fixed order (fixed
# here, not read from the schema, so a later version adding a column does not change the
# digest of a row it never touched). The password is its own fact, out of the settings, so
# a station that may not read it can still check the rest.
#
# The tables' phone codes and the phone entry switches (`table_codes`, `entry_switches`) are
# not facts: they say who may enter a hand, not what was entered. Every hand a phone enters is
# a hand log fact with its station ("table 3 (phone)"), and issuing codes or switching entry
# is an audit line, a fact; so a code or switch changed behind the app's back cannot change a
# result unseen. Left out, the codes (secrets that are renewed every round) never reach the
# ledger's digests, a backup's chain head or a station's ledger check.
FACTS: dict[str, tuple[str, ...]] = {
    "settings": ("id", "name", "venue", "start_date", "end_date", "ruleset_preset",
                 "ruleset_overrides", "ruleset", "rounds", "tie_breaks", "round_minutes",
                 "created_at", "city", "host_country", "mers_weight", "short_name",
                 "name_style", "hide_from_round", "phone_entry"),
    "password": ("id", "password"),
    "players": ("id", "name", "name_key", "ema_number", "club", "country", "team", "status",
                "first_name", "last_name", "name_checked", "ema_ranked", "online_name"),
    "rounds": ("id", "number", "approved_at", "approved_by", "backup"),
    "tables": ("id", "round_id", "number", "locked"),
    "seats": ("id", "table_id", "round_id", "seat", "player_id"),
    "hand_log": ("id", "table_id", "seq", "kind", "target", "payload", "who", "at", "why",
                 "station", "person", "entry_id", "db_user"),
    # Each table's stored result (schema 11): what the standings and every output are made
    # from, so a summary written behind the app's back is found without folding any log.
    "table_states": ("table_id", "seq", "summary"),
    "penalties": ("id", "player_id", "kind", "points", "reason", "referee", "round_number",
                  "table_number", "at", "withdrawn_at", "withdrawn_by", "withdrawn_reason"),
    "audit_log": ("id", "at", "who", "action", "round_number", "table_number", "detail",
                  "station", "person"),
    "final_stage": ("id", "after_round", "size", "carry", "seating", "rounds", "finalists",
                    "planned_rounds", "started_at", "started_by"),
}
# Columns added to a fact after the ledger began (schema 10: `players.online_name`; schema 11:
# `hand_log.db_user`, set only on a server; schema 12: two settings), each with
# the value every row had before: a row whose added columns still hold it is digested without
# them, so an upgrade leaves every recorded digest as it was, and a value set later is chained
# like any other column. Added columns come last in their fact, in the order they were added.
ADDED: dict[str, tuple[tuple[str, Any], ...]] = {
    "players": (("online_name", ""),), "hand_log": (("db_user", ""),),
    # Schema 12: standings hidden from a round, the phones' way of giving a win's value.
    "settings": (("hide_from_round", None), ("phone_entry", "both"))}
# The database table each fact is read from.
SOURCE = {name: ("settings" if name == "password" else name) for name in FACTS}
# The tables whose rows are facts (what a write must be tracked for).
TRACKED = frozenset(SOURCE.values())

START, CHANGE = "start", "change"


# -- digests ----------------------------------------------------------------------------------

def _value(v: Any) -> Any:
    if isinstance(v, bool):
        return int(v)
    return v


# One encoder for every digest (json.dumps would build one per call: a check hashes tens of
# thousands of rows).
_ENCODE = json.JSONEncoder(ensure_ascii=False, separators=(",", ":"), default=str).encode


def _array(values: Sequence[Any]) -> str:
    """`values` as the JSON array `_ENCODE` writes (booleans as 0/1). Rows of text, whole
    numbers and nulls, nearly every row, are written here with the encoder's own function for
    text (json.encoder.encode_basestring, the same C code), several times faster than the
    encoder's call for a short row; anything else goes to the encoder. The two are compared
    on arbitrary rows in tests/storage/test_digest_encoding.py."""
    parts = []
    for v in values:
        kind = type(v)
        if kind is str:
            parts.append(encode_basestring(v))
        elif kind is int:
            parts.append(int.__repr__(v))
        elif v is None:
            parts.append("null")
        elif kind is bool:
            parts.append("1" if v else "0")
        else:
            return _ENCODE([_value(v) for v in values])
    return "[" + ",".join(parts) + "]"


def digest(values: Sequence[Any]) -> str:
    """SHA-256 of a row's content (its fact columns in order, as a JSON array), the same on
    SQLite and PostgreSQL: booleans as 0/1, text as stored."""
    return hashlib.sha256(_array(values).encode()).hexdigest()


def fact_digest(fact: str, row: Sequence[Any]) -> str:
    """`digest` of a fact row, leaving out the added columns (`ADDED`) at the end that still
    hold the value rows had before they were added."""
    values = list(row)
    for _name, before in reversed(ADDED.get(fact, ())):
        if values[-1] not in (before, None):
            break
        values.pop()
    return digest(values)


def link_hash(prev: str, seq: int, at: str, counter: int, station: str, person: str,
              item: str, label: str, digest_: str) -> str:
    """SHA-256 of a link: the previous link's hash and this link's fields, as a JSON array."""
    return hashlib.sha256(_array((prev, seq, at, counter, station, person, item, label,
                                  digest_)).encode()).hexdigest()


def item_of(fact: str, key: Any) -> str:
    return f"{fact}:{key}"




class Places(Protocol):
    """Round and table numbers, and players' names, as a label needs them."""

    def table(self, table_id: Any) -> tuple[int, int] | None: ...

    def player(self, player_id: Any) -> str: ...

    def round(self, round_id: Any) -> int | None: ...


def minute(at: Any) -> str:
    """"2026-11-21 14:05" of a stored ISO 8601 moment (UTC)."""
    return str(at)[:16].replace("T", " ")


def label(fact: str, row: tuple[Any, ...], places: Places) -> str:
    """The fact as people name it, for messages."""
    v = dict(zip(FACTS[fact], row, strict=True))
    if fact == "hand_log":
        where = places.table(v["table_id"])
        at = f"round {where[0]}, table {where[1]}" if where else f"table id {v['table_id']}"
        return f"hand log of {at}, entry {v['seq']} ({v['kind']})"
    if fact == "audit_log":
        return f"organiser action {v['id']} ({v['action']}, {minute(v['at'])})"
    if fact == "penalties":
        return (f"penalty {v['id']} ({v['kind']} of {places.player(v['player_id'])}, "
                f"{minute(v['at'])})")
    if fact == "players":
        return f"player {v['id']} ({v['name']})"
    if fact == "rounds":
        return f"round {v['number']} (its approval)"
    if fact == "tables":
        number = places.round(v["round_id"])
        return f"round {number}, table {v['number']} (its lock)"
    if fact == "seats":
        where = places.table(v["table_id"])
        at = f"round {where[0]}, table {where[1]}" if where else f"table id {v['table_id']}"
        return f"seating of {at}, seat {v['seat']}"
    if fact == "table_states":
        where = places.table(v["table_id"])
        at = f"round {where[0]}, table {where[1]}" if where else f"table id {v['table_id']}"
        return f"result of {at}"
    if fact == "password":
        return "the organiser password"
    if fact == "final_stage":
        return "the final stage"
    return "the settings (ruleset, rounds, tie-breaks)"

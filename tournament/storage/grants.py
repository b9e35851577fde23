"""Database roles that match the app's roles, on a PostgreSQL server (`python -m tournament
grant --db OWNER_URL --station ROLE [--reader ROLE]`).

Three database users: the **owner** (the organiser's station; it made the tables and keeps
every right, as the table owner it is not bound by row-level security), a **station** role
for the referee stations and a **reader** role for the live page (`serve --db`). What the
station and the reader may do is written once, below (`PRIVILEGES`), for every table of the
schema: a table this map does not name is a test failure, so a new table is never forgotten.

How PostgreSQL itself enforces the referee's limits:
- the station writes no row itself: it may read everything but the organiser password's
  hash (column privileges on `settings` leave out `password`), and it writes a hand (a
  correction, a void, paper totals) or a round clock event only by calling the owner's
  functions (`storage.functions`: `riichi_append`, `riichi_clock`), which check that the
  table is open to it (not locked, of the current round, not approved) while holding the
  write gate, stamp the rows with the server's time and the station's database user, and
  write the ledger's links, the change counter, the change history and the entry id
  themselves. The reader reads what the live page shows (never a phone code) and writes
  nothing.
- the write gate (`gate`) and every other table may not be locked by either role (locking a
  row needs UPDATE): an advisory lock they take stalls nothing, since the app takes none.
- row-level security stays on for the hand log, the summaries and the change history (with
  a policy to read): a role given INSERT by hand gets no row in without a policy.
- the database's defaults end a session that holds a transaction open, waits for a lock or
  runs a statement for more than a few seconds (`DEFAULTS`), so a stalled station frees what
  it holds; temporary tables are taken away (TEMPORARY from PUBLIC), and only the roles given
  here may connect. Large objects and the advisory-lock functions belong to the server's
  administrator: `grant` takes them from PUBLIC when its user may (a superuser), else it says
  what the administrator runs (`ADMIN_SQL`).
- a trigger on `change_counter`: it moves on by one and only by one.
"""

from __future__ import annotations

from dataclasses import dataclass

from sqlalchemy import Connection, text
from sqlalchemy.exc import DBAPIError

from tournament.errors import InvalidInput, StoreError
from tournament.issue_codes import IssueCode
from tournament.model import Issue
from tournament.storage import functions, migrations, server
from tournament.storage.rows import TABLE_NAMES
from tournament.storage.target import ServerTarget

SELECT = "SELECT"


@dataclass(frozen=True)
class Access:
    """What the station and the reader may do with one table."""

    station: tuple[str, ...]
    reader: tuple[str, ...]


# Every table of a tournament's schema: the station and the reader read (the station more),
# and neither writes a row (their changes go through the owner's functions).
PRIVILEGES: dict[str, Access] = {
    "meta": Access((SELECT,), (SELECT,)),
    "alembic_version": Access((SELECT,), (SELECT,)),
    "settings": Access((SELECT,), (SELECT,)),  # but not the password (SECRET_COLUMNS)
    "players": Access((SELECT,), (SELECT,)),
    "rounds": Access((SELECT,), (SELECT,)),
    "tables": Access((SELECT,), (SELECT,)),
    "seats": Access((SELECT,), (SELECT,)),
    "hand_log": Access((SELECT,), (SELECT,)),  # written by riichi_append
    "table_states": Access((SELECT,), (SELECT,)),  # written by riichi_append
    "seating_plan": Access((SELECT,), ()),
    "penalties": Access((SELECT,), (SELECT,)),
    "audit_log": Access((SELECT,), ()),
    "clock_events": Access((SELECT,), (SELECT,)),  # written by riichi_clock
    "award_categories": Access((SELECT,), (SELECT,)),
    "player_flags": Access((SELECT,), (SELECT,)),
    "final_stage": Access((SELECT,), (SELECT,)),
    "announcements": Access((SELECT,), (SELECT,)),
    "change_counter": Access((SELECT,), (SELECT,)),  # moved by the owner's functions
    "changes": Access((SELECT,), (SELECT,)),
    "ledger": Access((SELECT,), ()),  # append-only hash chain, written by the server
    "applied_entries": Access((SELECT,), ()),  # the ids of changes applied
    # The tables' phone codes: the station (`serve --db URL --entry` runs as it) checks the
    # code a phone sends; only the owner issues them. The live page never sees them.
    "table_codes": Access((SELECT,), ()),
    "entry_switches": Access((SELECT,), ()),  # phone entry on/off, set by the owner
    "gate": Access((), ()),  # the write gate: the owner's alone
    # The tables' calls for a referee: a station (and `serve --entry`, a station) reads them
    # and makes or closes them through riichi_call and riichi_call_done; the live page
    # never shows them.
    "referee_calls": Access((SELECT,), ()),
}
# Columns nobody but the owner reads.
SECRET_COLUMNS = {"settings": ("password",)}

# Row-level security: (table, policy, command, USING, WITH CHECK). The owner is not bound
# by it (not FORCEd); the roles may only read, and with no policy to write, a right given
# by hand lets no row in.
_POLICIES = (
    ("hand_log", "riichi_read", "SELECT", "true", None),
    ("table_states", "riichi_read", "SELECT", "true", None),
    ("changes", "riichi_read", "SELECT", "true", None),
)
# Policies of schema 10 and before (the station wrote its rows itself): taken away.
_OLD_POLICIES = (("hand_log", "riichi_append"), ("table_states", "riichi_add"),
                 ("table_states", "riichi_write"), ("changes", "riichi_append"))

# The database's defaults for every session (the app's own connections set their own):
# a session is ended when it sits in an open transaction this long, and a statement or a
# lock wait ends this long after it started, so a stalled station frees what it holds.
DEFAULTS = {"idle_in_transaction_session_timeout": "5s", "lock_timeout": "10s",
            "statement_timeout": "30s"}
# What only the server's administrator (a superuser) may take from PUBLIC in the tournament's
# database: large objects (they are stored whoever asks), and the advisory locks.
ADMIN_FUNCTIONS = (
    "lo_create(oid)", "lo_creat(integer)", "lo_from_bytea(oid, bytea)", "lo_import(text)",
    "lo_import(text, oid)", "lo_put(oid, bigint, bytea)", "lo_open(oid, integer)",
    "lowrite(integer, bytea)", "lo_truncate(integer, integer)",
    "lo_truncate64(integer, bigint)",
    "pg_advisory_lock(bigint)", "pg_advisory_lock_shared(bigint)",
    "pg_advisory_xact_lock(bigint)", "pg_advisory_xact_lock_shared(bigint)",
    "pg_try_advisory_lock(bigint)", "pg_try_advisory_lock_shared(bigint)",
    "pg_try_advisory_xact_lock(bigint)", "pg_try_advisory_xact_lock_shared(bigint)",
    "pg_advisory_lock(integer, integer)", "pg_advisory_lock_shared(integer, integer)",
    "pg_advisory_xact_lock(integer, integer)",
    "pg_advisory_xact_lock_shared(integer, integer)",
    "pg_try_advisory_lock(integer, integer)", "pg_try_advisory_lock_shared(integer, integer)",
)


def admin_sql() -> str:
    """What the server's administrator runs once in the tournament's database (as
    postgres) when `grant` may not do it itself."""
    return "; ".join(f"REVOKE EXECUTE ON FUNCTION pg_catalog.{f} FROM PUBLIC"
                     for f in ADMIN_FUNCTIONS)


def grant(target: ServerTarget, station: str, reader: str | None) -> list[str]:
    """Give the station role (and the reader role) exactly their rights on the tournament
    at `target` (the owner's URL), taking back any others; the same again changes nothing.
    One transaction. Returns notes for the organiser; raises InvalidInput (one issue per
    problem: nothing changed) or a StoreError."""
    engine = server.make_engine(target, "riichi-tournament grant")
    try:
        try:
            with engine.connect() as conn:
                problems = _problems(conn, station, reader)
        except DBAPIError as exc:
            raise server.opening_error(target, exc) from None
        if problems:
            raise InvalidInput(problems)
        version, revision, _ = server.open_checks(target, engine)
        if migrations.needs_upgrade(version, revision):
            raise StoreError(f"{target.shown} has an older schema: open it once at the "
                             f"organiser's station (which upgrades it), then grant")
        try:
            with engine.begin() as conn:
                # One `grant` (or upgrade) at a time: the gate's second row, which no other
                # role may lock.
                conn.execute(text("SELECT id FROM gate WHERE id = 2 FOR UPDATE"))
                return _apply(conn, station, reader)
        except DBAPIError as exc:
            problem = server.write_problem(target, exc, committing=False)
            if problem is None:
                raise
            raise problem from None
    finally:
        engine.dispose()


def _problems(conn: Connection, station: str, reader: str | None) -> list[Issue]:
    me, owner = conn.execute(text(
        "SELECT current_user, pg_get_userbyid(datdba) FROM pg_database "
        "WHERE datname = current_database()")).one()
    issues: list[Issue] = []
    if me != owner:
        issues.append(Issue(IssueCode.NOT_OWNER, None, "db", f"the URL's user '{me}' is not the "
                            f"database's owner ('{owner}'): give the owner's URL (the "
                            f"organiser's)", {"user": me, "owner": owner}))
    foreign = [name for name, of in conn.execute(text(
        "SELECT c.relname, pg_get_userbyid(c.relowner) FROM pg_class c "
        "WHERE c.relnamespace = current_schema()::regnamespace AND c.relkind = 'r' "
        "AND c.relname = ANY(:names)"), {"names": list(PRIVILEGES)}) if of != me]
    if foreign and me == owner:
        issues.append(Issue(IssueCode.NOT_OWNER, None, "db",
                            f"the URL's user '{me}' does not own the "
                            f"tables ({', '.join(sorted(foreign)[:3])}...): give the URL of "
                            f"the user who created the tournament", {"user": me}))
    roles = [("station", station)] + ([("reader", reader)] if reader is not None else [])
    if reader is not None and reader == station:
        issues.append(Issue(IssueCode.SAME_ROLE, None, "reader", f"the station and the reader are "
                            f"two roles: '{reader}' cannot be both", {"role": reader}))
    for field, role in roles:
        found = conn.execute(text(
            "SELECT rolsuper OR rolbypassrls, pg_has_role(rolname, :owner, 'USAGE') "
            "FROM pg_roles WHERE rolname = :r"), {"r": role, "owner": owner}).first()
        if found is None:
            issues.append(Issue(IssueCode.UNKNOWN_ROLE, None, field, f"--{field} {role}: no such "
                                f"database role; create it first (createuser {role})",
                                {"role": role}))
        elif found[0]:
            issues.append(Issue(IssueCode.BAD_ROLE, None, field, f"--{field} {role}: a superuser "
                                f"(or a role that bypasses row security) cannot be limited; "
                                f"give an ordinary role", {"role": role}))
        elif role in (me, owner) or found[1]:
            issues.append(Issue(IssueCode.BAD_ROLE, None, field, f"--{field} {role}: that is the "
                                f"owner (or a member of its role), who may do everything; "
                                f"give a role of its own", {"role": role}))
    return issues


def _apply(conn: Connection, station: str, reader: str | None) -> list[str]:
    quote = conn.dialect.identifier_preparer.quote_identifier
    schema = str(conn.execute(text("SELECT current_schema()")).scalar())
    s = quote(schema)
    database = quote(current_database(conn))
    present = set(conn.execute(text(
        "SELECT relname FROM pg_class WHERE relnamespace = current_schema()::regnamespace "
        "AND relkind = 'r'")).scalars())
    who = {"station": quote(station)}
    if reader is not None:
        who["reader"] = quote(reader)
    # Only the roles given here connect; nobody but the owner makes temporary tables.
    run = [f"REVOKE CONNECT, TEMPORARY ON DATABASE {database} FROM PUBLIC"]
    for role in who.values():
        run += [f"REVOKE TEMPORARY ON DATABASE {database} FROM {role}",
                f"GRANT CONNECT ON DATABASE {database} TO {role}",
                f"GRANT USAGE ON SCHEMA {s} TO {role}"]
    run += [f"ALTER DATABASE {database} SET {name} = '{value}'"
            for name, value in DEFAULTS.items()]
    for table, access in PRIVILEGES.items():
        if table not in present:
            continue  # a table of another version
        t = f"{s}.{quote(table)}"
        run.append(f"REVOKE ALL ON TABLE {t} FROM PUBLIC, {', '.join(who.values())}")
        columns = [str(c) for c in conn.execute(text(
            "SELECT attname FROM pg_attribute WHERE attrelid = CAST(:t AS regclass) "
            "AND attnum > 0 AND NOT attisdropped ORDER BY attnum"), {"t": t}).scalars()]
        for kind, role in who.items():
            for privilege in getattr(access, kind):
                if privilege == SELECT and table in SECRET_COLUMNS:
                    shown = [quote(c) for c in columns if c not in SECRET_COLUMNS[table]]
                    run.append(f"GRANT SELECT ({', '.join(shown)}) ON {t} TO {role}")
                else:
                    run.append(f"GRANT {privilege} ON {t} TO {role}")
    for table in sorted({p[0] for p in _POLICIES} & present):
        run.append(f"ALTER TABLE {s}.{quote(table)} ENABLE ROW LEVEL SECURITY")
    for table, policy in _OLD_POLICIES:
        if table in present:
            run.append(f"DROP POLICY IF EXISTS {policy} ON {s}.{quote(table)}")
    for table, policy, command, using, check in _POLICIES:
        if table not in present:
            continue
        t = f"{s}.{quote(table)}"
        run.append(f"DROP POLICY IF EXISTS {policy} ON {t}")
        clause = f"CREATE POLICY {policy} ON {t} FOR {command}"
        if using is not None:
            clause += f" USING ({using})"
        if check is not None:
            clause += f" WITH CHECK ({check})"
        run.append(clause)
    run += functions.statements(s)
    for kind, names in (("station", functions.STATION), ("reader", functions.READER)):
        if kind in who:
            run += [f"GRANT EXECUTE ON FUNCTION {s}.{f} TO {who[kind]}" for f in names]
    for statement in run:
        conn.exec_driver_sql(statement)
    notes = _admin_notes(conn, station, reader)
    for kind, name in (("station", station), ("reader", reader)):
        if name is not None and conn.execute(text(
                "SELECT has_schema_privilege(:r, current_schema(), 'CREATE')"),
                {"r": name}).scalar():
            notes.append(f"note: the {kind} role '{name}' may create objects in the schema "
                         f"'{schema}' (PostgreSQL before 15 allows everyone); as the "
                         f"server's administrator: REVOKE CREATE ON SCHEMA {schema} FROM "
                         f"PUBLIC")
    return notes


def _admin_notes(conn: Connection, station: str, reader: str | None) -> list[str]:
    """Large objects and advisory locks: taken from PUBLIC when this user may (a
    superuser); else what the administrator runs, said once."""
    superuser = bool(conn.execute(text(
        "SELECT rolsuper FROM pg_roles WHERE rolname = current_user")).scalar())
    if superuser:
        for statement in admin_sql().split("; "):
            conn.exec_driver_sql(statement)
        return []
    roles = [r for r in (station, reader) if r is not None]
    still = conn.execute(text(
        "SELECT bool_or(has_function_privilege(r, 'pg_catalog.lo_from_bytea(oid, bytea)', "
        "'EXECUTE') OR has_function_privilege(r, 'pg_catalog.pg_advisory_lock(bigint)', "
        "'EXECUTE')) FROM unnest(CAST(:roles AS text[])) AS r"), {"roles": roles}).scalar()
    if not still:
        return []
    return [f"note: the station and reader roles may still store large objects and take "
            f"advisory locks (PostgreSQL gives every user those); the app needs neither. As "
            f"the server's administrator, once: sudo -u postgres psql "
            f"{current_database(conn)} -c \"{admin_sql()}\""]


def current_database(conn: Connection) -> str:
    return str(conn.execute(text("SELECT current_database()")).scalar())


def missing_tables() -> list[str]:
    """Tables of the schema that `PRIVILEGES` does not name (a bug: empty)."""
    return [t for t in TABLE_NAMES if t not in PRIVILEGES]

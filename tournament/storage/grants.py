"""Database roles that match the app's roles, on a PostgreSQL server (`python -m tournament
grant --db OWNER_URL --station ROLE [--reader ROLE]`).

Three database users: the **owner** (the organiser's station; it made the tables and keeps
every right, as the table owner it is not bound by row-level security), a **station** role
for the referee stations and a **reader** role for the live page (`serve --db`). What the
station and the reader may do is written once, below (`PRIVILEGES`), for every table of the
schema: a table this map does not name is a test failure, so a new table is never forgotten.

How PostgreSQL itself enforces the referee's limits:
- table and column privileges: the station may read everything but the organiser password's
  hash (column privileges on `settings` leave out `password`), append to the hand log, the
  round clock, the change history, the ledger and the ids of changes applied, and write
  table summaries; it may not update or delete any of them, nor touch players, seating,
  rounds, locks, penalties,
  settings, awards, the final stage, announcements, the tables' phone codes and switches or
  the audit trail; it reads the phone codes (to check a phone's). The reader reads what the
  live page shows (never a phone code) and writes nothing.
- row-level security on `hand_log` and `table_states`: a row may be added (or a summary
  written) only for a table that is not locked, of a round that is not approved and is the
  current one (the highest round). On `changes`: a row only with the number the change
  counter has just been moved to (so the history cannot be filled ahead of the counter).
- a trigger on `change_counter`: it moves on by one and only by one (the station needs
  UPDATE on it to take its row lock, `SELECT ... FOR UPDATE`).
- two SECURITY DEFINER functions, owned by the owner: `riichi_has_password()` (whether a
  password is set, without its hash) and `riichi_prune_changes()` (the pruning of old
  change history that every 50th change does: it deletes only what is older than the
  counter's last `changes.KEEP_CHANGES` changes, whoever calls it).
"""

from __future__ import annotations

from dataclasses import dataclass

from sqlalchemy import Connection, text
from sqlalchemy.exc import DBAPIError

from tournament.errors import InvalidInput, StoreError
from tournament.issue_codes import IssueCode
from tournament.model import Issue
from tournament.storage import migrations, server
from tournament.storage.changes import KEEP_CHANGES
from tournament.storage.rows import TABLE_NAMES
from tournament.storage.target import ServerTarget

SELECT, INSERT, UPDATE = "SELECT", "INSERT", "UPDATE"


@dataclass(frozen=True)
class Access:
    """What the station and the reader may do with one table."""

    station: tuple[str, ...]
    reader: tuple[str, ...]


# Every table of a tournament's schema. Nobody but the owner may UPDATE or DELETE anything
# except the station's two exceptions, limited by columns (`UPDATE_COLUMNS`) and by rows
# (row-level security, the counter's trigger).
PRIVILEGES: dict[str, Access] = {
    "meta": Access((SELECT,), (SELECT,)),
    "alembic_version": Access((SELECT,), (SELECT,)),
    "settings": Access((SELECT,), (SELECT,)),  # but not the password (SECRET_COLUMNS)
    "players": Access((SELECT,), (SELECT,)),
    "rounds": Access((SELECT,), (SELECT,)),
    "tables": Access((SELECT,), (SELECT,)),
    "seats": Access((SELECT,), (SELECT,)),
    "hand_log": Access((SELECT, INSERT), (SELECT,)),  # rows: open tables only (RLS)
    "table_states": Access((SELECT, INSERT, UPDATE), (SELECT,)),  # open tables only (RLS)
    "seating_plan": Access((SELECT,), ()),
    "penalties": Access((SELECT,), (SELECT,)),
    "audit_log": Access((SELECT,), ()),
    "clock_events": Access((SELECT, INSERT), (SELECT,)),
    "award_categories": Access((SELECT,), (SELECT,)),
    "player_flags": Access((SELECT,), (SELECT,)),
    "final_stage": Access((SELECT,), (SELECT,)),
    "announcements": Access((SELECT,), (SELECT,)),
    "change_counter": Access((SELECT, UPDATE), (SELECT,)),  # +1 only (the trigger)
    "changes": Access((SELECT, INSERT), (SELECT,)),  # at the counter's number only (RLS)
    "ledger": Access((SELECT, INSERT), ()),  # append-only hash chain
    "applied_entries": Access((SELECT, INSERT), ()),  # the ids of changes applied
    # The tables' phone codes: the station (`serve --db URL --entry` runs as it) checks the
    # code a phone sends; only the owner issues them. The live page never sees them.
    "table_codes": Access((SELECT,), ()),
    "entry_switches": Access((SELECT,), ()),  # phone entry on/off, set by the owner
}
# Columns nobody but the owner reads.
SECRET_COLUMNS = {"settings": ("password",)}
# The only columns the station may UPDATE, per table.
UPDATE_COLUMNS = {"change_counter": ("value",), "table_states": ("seq", "summary")}

# A table is open to the station when it is not locked, its round is not approved and its
# round is the current one (the highest, as `Base.current_round`). `table_id` is the row's.
_OPEN_TABLE = """EXISTS (SELECT 1 FROM {s}.tables t JOIN {s}.rounds r ON r.id = t.round_id
    WHERE t.id = table_id AND NOT t.locked AND r.approved_at IS NULL
    AND r.number = (SELECT max(number) FROM {s}.rounds))"""

# Row-level security: (table, policy, command, USING, WITH CHECK). The owner is not bound
# by it (not FORCEd), and who may run the command at all is PRIVILEGES' business.
_POLICIES = (
    ("hand_log", "riichi_read", "SELECT", "true", None),
    ("hand_log", "riichi_append", "INSERT", None, _OPEN_TABLE),
    ("table_states", "riichi_read", "SELECT", "true", None),
    ("table_states", "riichi_add", "INSERT", None, _OPEN_TABLE),
    ("table_states", "riichi_write", "UPDATE", _OPEN_TABLE, _OPEN_TABLE),
    ("changes", "riichi_read", "SELECT", "true", None),
    ("changes", "riichi_append", "INSERT", None,
     "counter = (SELECT value FROM {s}.change_counter WHERE id = 1)"),
)

# The functions; their search_path is pinned (a station cannot slip its own objects in).
_FUNCTIONS = (
    """CREATE OR REPLACE FUNCTION {s}.riichi_has_password() RETURNS boolean
    LANGUAGE sql STABLE SECURITY DEFINER SET search_path = pg_catalog, pg_temp
    AS $$ SELECT password IS NOT NULL FROM {s}.settings WHERE id = 1 $$""",
    """CREATE OR REPLACE FUNCTION {s}.riichi_prune_changes() RETURNS integer
    LANGUAGE sql VOLATILE SECURITY DEFINER SET search_path = pg_catalog, pg_temp
    AS $$ WITH gone AS (DELETE FROM {s}.changes WHERE counter <=
            (SELECT value FROM {s}.change_counter WHERE id = 1) - {keep} RETURNING 1)
          SELECT count(*)::integer FROM gone $$""",
    """CREATE OR REPLACE FUNCTION {s}.riichi_counter_step() RETURNS trigger
    LANGUAGE plpgsql SET search_path = pg_catalog, pg_temp
    AS $$ BEGIN
        IF NEW.id IS DISTINCT FROM OLD.id OR NEW.value IS DISTINCT FROM OLD.value + 1 THEN
            RAISE EXCEPTION 'the change counter only moves on by one'
                USING ERRCODE = '42501';
        END IF;
        RETURN NEW;
    END $$""",
    "DROP TRIGGER IF EXISTS riichi_counter_step ON {s}.change_counter",
    """CREATE TRIGGER riichi_counter_step BEFORE UPDATE ON {s}.change_counter
    FOR EACH ROW EXECUTE FUNCTION {s}.riichi_counter_step()""",
    "REVOKE ALL ON FUNCTION {s}.riichi_has_password() FROM PUBLIC",
    "REVOKE ALL ON FUNCTION {s}.riichi_prune_changes() FROM PUBLIC",
    "REVOKE ALL ON FUNCTION {s}.riichi_counter_step() FROM PUBLIC",
)


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
                conn.execute(text("SELECT pg_advisory_xact_lock(:k)"),
                             {"k": server.MIGRATION_LOCK})
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
    present = set(conn.execute(text(
        "SELECT relname FROM pg_class WHERE relnamespace = current_schema()::regnamespace "
        "AND relkind = 'r'")).scalars())
    run = [f"GRANT CONNECT ON DATABASE {quote(current_database(conn))} TO {quote(station)}",
           f"GRANT USAGE ON SCHEMA {s} TO {quote(station)}"]
    who = {"station": quote(station)}
    if reader is not None:
        who["reader"] = quote(reader)
        run += [f"GRANT CONNECT ON DATABASE {quote(current_database(conn))} TO "
                f"{quote(reader)}", f"GRANT USAGE ON SCHEMA {s} TO {quote(reader)}"]
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
                elif privilege == UPDATE:
                    cols = ", ".join(quote(c) for c in UPDATE_COLUMNS[table])
                    run.append(f"GRANT UPDATE ({cols}) ON {t} TO {role}")
                else:
                    run.append(f"GRANT {privilege} ON {t} TO {role}")
                if privilege == INSERT:
                    for column in columns:
                        sequence = conn.execute(text("SELECT pg_get_serial_sequence(:t, :c)"),
                                                {"t": t, "c": column}).scalar()
                        if sequence:
                            run.append(f"GRANT USAGE ON SEQUENCE {sequence} TO {role}")
    for table in sorted({p[0] for p in _POLICIES} & present):
        run.append(f"ALTER TABLE {s}.{quote(table)} ENABLE ROW LEVEL SECURITY")
    for table, policy, command, using, check in _POLICIES:
        if table not in present:
            continue
        t = f"{s}.{quote(table)}"
        run.append(f"DROP POLICY IF EXISTS {policy} ON {t}")
        clause = f"CREATE POLICY {policy} ON {t} FOR {command}"
        if using is not None:
            clause += f" USING ({using.format(s=s)})"
        if check is not None:
            clause += f" WITH CHECK ({check.format(s=s)})"
        run.append(clause)
    run += [f.format(s=s, keep=KEEP_CHANGES) for f in _FUNCTIONS]
    run.append(f"GRANT EXECUTE ON FUNCTION {s}.riichi_has_password() TO "
               f"{', '.join(who.values())}")
    run.append(f"GRANT EXECUTE ON FUNCTION {s}.riichi_prune_changes() TO {who['station']}")
    for statement in run:
        conn.exec_driver_sql(statement)
    notes = []
    for kind, name in (("station", station), ("reader", reader)):
        if name is not None and conn.execute(text(
                "SELECT has_schema_privilege(:r, current_schema(), 'CREATE')"),
                {"r": name}).scalar():
            notes.append(f"note: the {kind} role '{name}' may create objects in the schema "
                         f"'{schema}' (PostgreSQL before 15 allows everyone); as the "
                         f"server's administrator: REVOKE CREATE ON SCHEMA {schema} FROM "
                         f"PUBLIC")
    return notes


def current_database(conn: Connection) -> str:
    return str(conn.execute(text("SELECT current_database()")).scalar())


def missing_tables() -> list[str]:
    """Tables of the schema that `PRIVILEGES` does not name (a bug: empty)."""
    return [t for t in TABLE_NAMES if t not in PRIVILEGES]

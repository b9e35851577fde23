"""A tournament on a PostgreSQL server: the engine, what its errors mean for the person at a
station, and `ServerStore` (the `Store` of a server database).

Several stations use one database at once: there is no file lock; the service orders the
changes through the change counter (see `service.base`), and the database's own constraints
refuse what the service did not see coming. Every message names the server as
`ServerTarget.shown` (never the password).

Connections: a small pool per station, each connection idle for a few seconds checked before
use (a server restart or a dropped network is met at the next change, which then
reconnects; `_ping_when_idle`), TCP keepalives (a
cut cable is noticed within about 25 seconds), a lock wait of at most 10 seconds and a
statement limit of 30 (a change never hangs a station for long: it is refused as "busy").
"""

from __future__ import annotations

import os
import select
import shutil
import subprocess
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from sqlalchemy import Engine, create_engine, event, inspect, text
from sqlalchemy.exc import DBAPIError, DisconnectionError, IntegrityError
from sqlmodel import Session, SQLModel

from tournament.organisation import TournamentSettings
from tournament.players.roster import PlayerDraft
from tournament.storage import backup as backups
from tournament.storage import engine as eng
from tournament.storage import functions, migrations, transfer
from tournament.storage.errors import (
    ConnectionLost,
    CorruptFile,
    FileExists,
    NotATournament,
    ReadOnlyFile,
    ServerBusy,
    StoreError,
    WriteConflict,
    WriteFailed,
)
from tournament.storage.format import downgrade_problem
from tournament.storage.rows import TABLE_NAMES
from tournament.storage.sql import Db, is_disconnect, sqlstate
from tournament.storage.target import ServerTarget, engine_url
from tournament.storage.writer import Writer

# The channel every change is announced on (NOTIFY), with the change counter and what moved.
CHANNEL = "riichi_tournament"
# PostgreSQL drops a NOTIFY payload of 8000 bytes or more.
MAX_PAYLOAD = 7000
LOCK_TIMEOUT_MS = 10_000
STATEMENT_TIMEOUT_MS = 30_000
CONNECT_TIMEOUT = 5  # seconds
# A connection unused for this long (seconds) is checked before use (`_ping_when_idle`).
IDLE_PING = 2.0

# SQLSTATE classes and codes (https://www.postgresql.org/docs/current/errcodes-appendix.html;
# the connection's are `sql.is_disconnect`'s)
_BUSY = ("55P03", "57014", "40P01")  # lock timeout, statement timeout, deadlock
_CONFLICT = ("23505", "40001")  # unique violation, serialization failure


def connect_args(application: str = "riichi-tournament") -> dict[str, Any]:
    return {
        "connect_timeout": CONNECT_TIMEOUT,
        "application_name": application[:60],
        "options": f"-c lock_timeout={LOCK_TIMEOUT_MS} "
                   f"-c statement_timeout={STATEMENT_TIMEOUT_MS} "
                   f"-c idle_in_transaction_session_timeout=60000",
        "keepalives": 1, "keepalives_idle": 10, "keepalives_interval": 5,
        "keepalives_count": 3,
    }


def make_engine(target: ServerTarget, application: str = "riichi-tournament") -> Engine:
    engine = create_engine(engine_url(target), pool_size=2, max_overflow=4, pool_timeout=15,
                           connect_args=connect_args(application))
    _ping_when_idle(engine)
    return engine


def _ping_when_idle(engine: Engine) -> None:
    """Check a connection before use when it has been idle for IDLE_PING seconds or more (a
    server restarted or a network dropped since is then met before the change, which gets a
    new connection). A station recording hand after hand uses its connection again within
    that time and pays no extra round trip per change (on two cores shared by eight
    stations, that round trip was a quarter of a hand's time), unless the server closed
    the connection meanwhile (`_has_news`). A connection lost anyway is met by the change
    itself, and the hand log's changes are sent once more (`ConnectionLost.reconnect`)."""

    @event.listens_for(engine, "checkin")
    def used(dbapi_connection: Any, record: Any) -> None:
        record.info["used"] = time.monotonic()

    @event.listens_for(engine, "checkout")
    def check(dbapi_connection: Any, record: Any, proxy: Any) -> None:
        last = record.info.get("used")
        if (last is not None and time.monotonic() - last < IDLE_PING
                and not _has_news(dbapi_connection)):
            return
        try:
            engine.dialect.do_ping(dbapi_connection)
        except Exception as exc:  # whatever the driver raises: the pool connects again
            raise DisconnectionError(f"the connection failed its check: {exc}") from exc


def _has_news(dbapi_connection: Any) -> bool:
    """Has the server said something on an idle connection (without a round trip: is its
    socket readable)? When it ends a connection (a restart, pg_terminate_backend) it sends
    why and closes it: the connection is checked then, as after a pause."""
    try:
        readable, _, _ = select.select([dbapi_connection.fileno()], [], [], 0)
    except Exception:  # closed already (the driver says so its own way): the check tells
        return True
    return bool(readable)


def _driver_text(exc: BaseException) -> str:
    orig = getattr(exc, "orig", None) or exc
    words = " ".join(str(orig).split())
    return words if len(words) <= 160 else words[:157] + "..."


def opening_error(target: ServerTarget, exc: BaseException) -> StoreError:
    """Why a server database cannot be opened, for people (never the password)."""
    state = sqlstate(exc)
    said = _driver_text(exc)
    said = target.hide(said)
    # At connection time the driver often carries no SQLSTATE: the server's words tell.
    if not state and f'database "{target.database}" does not exist' in said:
        state = "3D000"
    elif not state and ("password authentication failed" in said
                        or "no password supplied" in said
                        or "role" in said and "does not exist" in said):
        state = "28P01"
    if state in ("28P01", "28000"):
        return StoreError(f"{target.shown}: the server refused the user name or password "
                          f"({said})")
    if state == "3D000":
        return StoreError(f"{target.shown}: the server has no database "
                          f"'{target.database}'; create it first (see the documentation's venue "
                          f"guide, \"Running a venue with several stations\")")
    if state == "42501":
        return StoreError(f"{target.shown}: the database user may not read this tournament "
                          f"({said}); the organiser gives the stations' roles their rights "
                          f"(python -m tournament grant, see the documentation's venue guide)")
    if state == "53300":
        return ServerBusy(f"{target.shown}: the server has too many connections; close a "
                          f"station or raise max_connections")
    if not is_disconnect(exc):
        # The server answered and refused (a missing privilege...): not a network matter.
        return StoreError(f"{target.shown} cannot be opened ({said})")
    return unreachable(target.shown, said)


def unreachable(shown: str, said: str = "") -> ConnectionLost:
    """The tournament could not be opened: the server could not be reached, or the
    connection went while the tournament was being read (`said`: the driver's words, if
    any, without the password)."""
    why = f" ({said})" if said else ""
    return ConnectionLost(f"could not reach the tournament server {shown}{why}; check the "
                          f"network and that the server is running")


def write_problem(target: ServerTarget, exc: BaseException, committing: bool) -> StoreError | None:
    """The error to raise for a failed change (None: not a database problem, a bug)."""
    if is_disconnect(exc):
        if committing:
            return ConnectionLost(
                f"the connection to the tournament server {target.shown} was lost while the "
                f"change was being saved: it may or may not have been saved. Check it "
                f"(reload) before entering it again", maybe_saved=True)
        return ConnectionLost(f"the connection to the tournament server {target.shown} was "
                              f"lost; nothing was saved. Check the network; the change can be "
                              f"entered again")
    state = sqlstate(exc)
    if isinstance(exc, IntegrityError) or state in _CONFLICT:
        return WriteConflict(f"another station changed the same thing at the same moment "
                             f"({_driver_text(exc)}); nothing was saved")
    if state in _BUSY:
        return ServerBusy(f"the tournament server {target.shown} is busy (another station's "
                          f"change held what this one needs); nothing was saved: try again")
    if state == "25006" or state.startswith("42501"):
        return ReadOnlyFile(f"{target.shown} cannot be changed from this station (the "
                            f"server refuses writes: {_driver_text(exc)}); nothing was saved")
    if state in ("22007", "22008", "22023"):  # refused by the server's own functions
        return StoreError(f"the tournament server {target.shown} refused the change "
                          f"({_driver_text(exc)}); nothing was saved")
    if state.startswith("53"):
        return WriteFailed(f"the tournament server {target.shown} is out of resources "
                           f"({_driver_text(exc)}); nothing was saved")
    return None


def reading_problem(target: ServerTarget, exc: BaseException) -> StoreError | None:
    if is_disconnect(exc):
        return ConnectionLost(f"the connection to the tournament server {target.shown} was "
                              f"lost; check the network and that the server is running")
    if sqlstate(exc) in _BUSY:
        return ServerBusy(f"the tournament server {target.shown} is busy; try again")
    if sqlstate(exc) == "42501":
        return StoreError(f"{target.shown}: this database user may not read that "
                          f"({_driver_text(exc)}); reading it all (a station, `check`, a "
                          f"season) takes a referee's user (--role referee) or the owner's "
                          f"(the organiser); a reader's user serves the live page only")
    return None


def _tables(engine: Engine) -> set[str]:
    return set(inspect(engine).get_table_names())


def open_checks(target: ServerTarget, engine: Engine) -> tuple[int, str | None, dict[str, str]]:
    """Check that the database holds a tournament this version can read: (its schema
    version, its Alembic revision, its meta table). Raises a StoreError."""
    try:
        with engine.connect() as conn:
            names = set(inspect(conn).get_table_names())
            columns: dict[str, set[str]] = {str(t): set() for t in names}
            for t, c in conn.execute(text(
                    "SELECT table_name, column_name FROM information_schema.columns "
                    "WHERE table_schema = current_schema()")):
                columns.setdefault(str(t), set()).add(str(c))
            meta: dict[str, str] = {}
            revision = None
            if "meta" in names:
                meta = {str(k): str(v) for k, v in
                        conn.execute(text("SELECT key, value FROM meta"))}
                # The live page's reader role may read only what the page shows, not the
                # Alembic stamp: then the meta table's schema version alone is checked.
                if conn.execute(text("SELECT coalesce(has_table_privilege("
                                     "to_regclass('alembic_version'), 'SELECT'), true)")
                                ).scalar():
                    revision = migrations.stored_revision(conn)
    except DBAPIError as exc:
        raise opening_error(target, exc) from None
    if not names:
        raise NotATournament(
            f"{target.shown} is an empty database: create a tournament in it (python -m "
            f"tournament new --db URL ...) or copy one into it (python -m tournament push "
            f"FILE --db URL)")
    if meta.get("application") != eng.APPLICATION_NAME:
        raise NotATournament(f"{target.shown} holds another program's tables, not a "
                             f"riichi-tournament; use an empty database")
    try:
        version = int(meta["schema_version"])
    except (KeyError, ValueError):
        raise CorruptFile(f"{target.shown} is damaged (no schema version)") from None
    migrations.check_version(target.shown, version, revision)
    if revision is not None and revision.isdigit() and int(revision) > version:
        raise CorruptFile(f"{target.shown} is damaged (its schema version says {version} but "
                          f"its revision {revision}: set back behind the app's back)")
    problem = downgrade_problem(version, {t: c for t, c in columns.items() if t in names})
    if problem is not None:
        raise CorruptFile(f"{target.shown} is damaged ({problem})")
    return version, revision, meta


def owns_tables(target: ServerTarget, engine: Engine) -> bool:
    """Does the URL's user own the tournament's tables (or have the owner's rights), so it
    may upgrade them? A station's role does not (storage.grants)."""
    try:
        with engine.connect() as conn:
            value = conn.execute(text(
                "SELECT pg_has_role(current_user, c.relowner, 'USAGE') FROM pg_class c "
                "WHERE c.oid = to_regclass('meta')")).scalar()
    except DBAPIError as exc:
        raise opening_error(target, exc) from None
    return value is None or bool(value)


def upgrade(target: ServerTarget, engine: Engine, version: int, anchor: Path) -> Path | None:
    """Upgrade the database's schema (one station at a time: the write gate's second row,
    locked by a transaction of its own for as long as the upgrade runs; a role that may only
    read cannot take it), after a backup of it as a file in the backups folder. Returns the
    backup (None: another station upgraded it meanwhile)."""
    with engine.connect() as guard:
        # (A schema of version 10 or before has no gate yet: the owner makes it; the
        # upgrade to 11 finds it.)
        guard.execute(text("CREATE TABLE IF NOT EXISTS gate (id INTEGER NOT NULL, "
                           "PRIMARY KEY (id))"))
        guard.execute(text("INSERT INTO gate (id) SELECT 2 WHERE NOT EXISTS "
                           "(SELECT 1 FROM gate WHERE id = 2)"))
        guard.commit()
        guard.execute(text("SELECT id FROM gate WHERE id = 2 FOR UPDATE"))
        try:
            with engine.connect() as conn:
                revision = migrations.stored_revision(conn)
            if not migrations.needs_upgrade(version, revision):
                return None
            label = f"before-format-{migrations.SCHEMA_VERSION}"
            dest = backups.backup_path(anchor, label)
            backup = transfer.to_file(engine, dest, mark=(target.shown, label), reflect=True,
                                      leave_out=("gate",))
            migrations.upgrade(engine, version)
            return backup
        finally:
            guard.rollback()


def create(target: ServerTarget, settings: TournamentSettings, password_hash: str | None,
           players: list[PlayerDraft], application: str, key: bytes | None = None) -> None:
    """Build a tournament in an empty database: one transaction (PostgreSQL's DDL is
    transactional), so a failure leaves the database empty."""
    engine = make_engine(target, application)
    try:
        fill_empty(target, engine, lambda s: build_schema(s, settings, password_hash,
                                                           players, key))
    finally:
        engine.dispose()


def fill_empty(target: ServerTarget, engine: Engine, fill: Callable[[Session], None]) -> None:
    """Run `fill` in one transaction on a database that must be empty (FileExists if not)."""
    try:
        names = _tables(engine)
    except DBAPIError as exc:
        raise opening_error(target, exc) from None
    if names:
        raise FileExists(_not_empty(target, names))
    try:
        with Session(engine) as s, s.begin():
            # Two stations creating at once: the second's first table meets the first's (a
            # unique name in the catalogue), once the first commits: "created meanwhile".
            if _tables_in(s):
                raise FileExists(_not_empty(target, _tables_in(s)))
            fill(s)
    except DBAPIError as exc:
        if isinstance(exc, IntegrityError) or sqlstate(exc) == "42P07":
            raise FileExists(_not_empty(target, {"(created meanwhile)"})) from None
        problem = write_problem(target, exc, committing=False)
        if problem is None:
            raise
        raise problem from None


def _tables_in(s: Session) -> set[str]:
    return set(inspect(s.connection()).get_table_names())


def announcement(payload: str) -> tuple[str, str]:
    """A change's announcement: (CHANNEL, payload), the payload cut to the counter alone when
    too long. PostgreSQL delivers a NOTIFY when its transaction commits (never for one rolled
    back)."""
    if len(payload.encode()) > MAX_PAYLOAD:
        payload = payload.split(" ", 1)[0]  # the counter alone: listeners reload more
    return CHANNEL, payload


def pg_dump(target: ServerTarget, dest: Path) -> tuple[Path | None, str]:
    """A `pg_dump` of the database (custom format) at `dest`, when pg_dump is installed.
    Returns (the file or None, what happened in a few words). Never raises for a missing or
    failing pg_dump: the file backup is the one that counts."""
    program = shutil.which("pg_dump")
    if program is None:
        return None, "pg_dump not installed"
    env = dict(os.environ)
    if target.password:
        env["PGPASSWORD"] = target.password  # never on the command line
    part = dest.with_name(dest.name + ".part")
    args = [program, "--format=custom", "--no-owner", f"--file={part}",
            f"--dbname={target.database}", f"--port={target.port}", f"--host={target.host}",
            "--no-password"]
    if target.user:
        args.append(f"--username={target.user}")
    try:
        dest.parent.mkdir(parents=True, exist_ok=True)
        done = subprocess.run(args, env=env, capture_output=True, text=True, timeout=300)
    except (OSError, subprocess.SubprocessError) as exc:
        part.unlink(missing_ok=True)
        return None, f"pg_dump failed ({exc})"
    if done.returncode != 0:
        part.unlink(missing_ok=True)
        said = " ".join(done.stderr.split())[:200]
        said = target.hide(said)
        return None, f"pg_dump failed ({said})"
    os.replace(part, dest)
    return dest, "pg_dump written"


def _not_empty(target: ServerTarget, names: set[str]) -> str:
    shown = ", ".join(sorted(names)[:5]) + (" ..." if len(names) > 5 else "")
    return (f"{target.shown} is not empty (it has tables: {shown}); a tournament is created "
            f"or copied into an empty database only: create a new one")


def build_schema(s: Session, settings: TournamentSettings | None, password_hash: str | None,
                 players: list[PlayerDraft], key: bytes | None = None) -> None:
    """This version's tables in an empty database, its meta rows, the change counter and the
    Alembic stamp; with `settings`, the settings and players of a new tournament."""
    conn = s.connection()
    # (Not asked table by table whether it exists: the database is new, or seen empty in
    # this transaction: `fill_empty`.)
    SQLModel.metadata.create_all(conn, tables=[SQLModel.metadata.tables[t]
                                               for t in TABLE_NAMES], checkfirst=False)
    migrations.stamp_head(conn)
    db = Db.of(conn)
    if db.server:
        functions.install(db)
    else:
        eng.record_format(db.raw, migrations.SCHEMA_VERSION)
    if settings is None:
        return  # (a copy: its rows, the gate's among them, come from the copied tournament)
    db.many("INSERT INTO gate (id) VALUES (?)", [(1,), (2,)])
    Writer(db).create(settings, password_hash, players, eng.APPLICATION_NAME,
                      migrations.SCHEMA_VERSION, key)


@contextmanager
def listening(target: ServerTarget) -> Iterator[Any]:
    """A psycopg connection (autocommit) that LISTENs on CHANNEL; `conn.notifies(timeout=..)`
    yields the changes announced. Raises ConnectionLost when the server cannot be reached."""
    import psycopg

    url = engine_url(target)
    params: dict[str, Any] = {
        "host": url.host or dict(url.query).get("host"), "port": url.port,
        "dbname": url.database, "user": url.username, "password": url.password,
        "connect_timeout": CONNECT_TIMEOUT, "application_name": "riichi-tournament watcher",
        "keepalives": 1, "keepalives_idle": 10, "keepalives_interval": 5,
        "keepalives_count": 3, "autocommit": True,
    }
    params.update({k: v for k, v in dict(url.query).items() if k != "host"})
    try:
        conn = psycopg.connect(**{k: v for k, v in params.items() if v is not None})
    except psycopg.Error as exc:
        raise opening_error(target, exc) from None
    try:
        try:
            conn.execute(f"LISTEN {CHANNEL}")
        except psycopg.Error as exc:  # dropped as it started: the watcher tries again
            raise lost(target, exc) from None
        yield conn
    finally:
        try:
            conn.close()
        except psycopg.Error:
            pass


def read_counter_direct(conn: Any) -> int:
    """The change counter, on a listening connection (the watcher's fallback poll)."""
    row = conn.execute("SELECT value FROM change_counter WHERE id = 1").fetchone()
    return int(row[0]) if row else 0




class Listener:
    """A connection of its own that LISTENs for the tournament's changes (the watcher's):
    `wait(timeout)` returns the change counters announced within `timeout` seconds (empty:
    none), `counter()` reads the counter (the fallback poll). Raises ConnectionLost."""

    def __init__(self, target: ServerTarget):
        self._target = target
        self._context = listening(target)
        self._conn = self._context.__enter__()

    def wait(self, timeout: float) -> list[int]:
        import psycopg

        found: list[int] = []
        try:
            for note in self._conn.notifies(timeout=timeout, stop_after=1):
                head = note.payload.split(" ", 1)[0]
                found.append(int(head) if head.isdigit() else 0)
        except psycopg.Error as exc:
            raise lost(self._target, exc) from None
        return found

    def counter(self) -> int:
        import psycopg

        try:
            return read_counter_direct(self._conn)
        except psycopg.Error as exc:
            raise lost(self._target, exc) from None

    def close(self) -> None:
        self._context.__exit__(None, None, None)


def lost(target: ServerTarget, exc: BaseException) -> ConnectionLost:
    said = _driver_text(exc)
    said = target.hide(said)
    return ConnectionLost(f"the connection to the tournament server {target.shown} was lost "
                          f"({said})")

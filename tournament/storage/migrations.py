"""The schema's versions, and upgrading an older file or database to this one (Alembic).

The revisions are the scripts in `tournament/storage/revisions/versions/` ("0001".."0010"),
configured here in code (no alembic.ini, no env.py: they work from an installed wheel and
from the standalone app, which ships the scripts as data). Revision "000N" is schema
version N, and `meta.schema_version` keeps saying N: every revision sets it, in its own
transaction, so the number a file carries is the revision it is at.

A file or database made before Alembic carries only `meta.schema_version` (1 to 4): it is
stamped with the revision of that number, then upgraded. One transaction per revision (on
SQLite too: the migration's connection begins its transactions itself, so a step's DDL and
data changes commit or roll back together); a failed upgrade leaves the file at the last
complete version. The caller writes a backup first (`Store`).

A file whose version is above this one's, or whose revision this version does not know (a
newer app, or another branch of the schema), is refused with `NewerFile`.

Version history
  1  first release: settings, players, rounds, tables, seats, hand_log, penalties, audit_log
  2  players: first_name, last_name, name_checked, ema_ranked; country as the EMA's code.
     settings: city, host_country, mers_weight, short_name, name_style (for the EMA file)
  3  table_states: each table's game as its log folds, kept with the log (filled in by the
     service when it first opens the upgraded file); seating_plan: the seating engine's plan
     for the whole tournament (made again at the next seating)
  4  clock_events (the round clock), award_categories and player_flags (awards),
     final_stage (the final of the top N)
  5  announcements (the organiser's messages on the projector and the live page)
  6  station and person on hand_log, audit_log and clock_events; hand_log.entry_id;
     change_counter and changes (several stations on one tournament)
  7  ledger: the tamper-evident chain over the facts the results rest on (storage.chain),
     started at the upgrade
  8  applied_entries: the id of every change given one, so a retry is never applied twice
  9  players: online_name (a player's name in online game rooms, to read their logs)
 ... (each revision's docstring says what it adds)
 12  referee_calls (a table's call for a referee); settings: hide_from_round (standings
     hidden from the players from a round on), phone_entry (yaku, han or both)
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING, Any

from sqlalchemy import Connection, Engine, column, inspect, select, table, update

from tournament.storage.errors import CorruptFile, NewerFile
from tournament.storage.format import SCHEMA_VERSION as SCHEMA_VERSION
from tournament.storage.format import revision_of as revision_of

if TYPE_CHECKING:
    # Alembic is imported when a migration runs (half a second of every command's start
    # otherwise); opening a file of the newest version never needs it.
    from alembic.runtime.migration import MigrationContext
    from alembic.script import ScriptDirectory

# Where the revision scripts are (tests point it at a copy with one more revision).
SCRIPTS = Path(__file__).with_name("revisions")
_SHIPPED = SCRIPTS

# The audit action of the upgrade to version 2 (its detail lists the names to check).
NAMES_SPLIT = "upgrade_names"


@cache
def _scripts(location: Path) -> ScriptDirectory:
    from alembic.config import Config
    from alembic.script import ScriptDirectory

    config = Config()
    config.set_main_option("script_location", str(location))
    return ScriptDirectory.from_config(config)


def scripts() -> ScriptDirectory:
    return _scripts(SCRIPTS)


def head() -> str:
    if SCRIPTS == _SHIPPED:
        # The shipped scripts end at SCHEMA_VERSION ("000N" is version N; a test checks it
        # against Alembic's own reading), so an open needs no Alembic.
        return revision_of(SCHEMA_VERSION)
    found = scripts().get_current_head()
    assert found is not None
    return found


def head_version() -> int:
    return int(head())


def known(revision: str) -> bool:
    if SCRIPTS == _SHIPPED:
        return revision in {revision_of(v) for v in range(1, SCHEMA_VERSION + 1)}
    try:
        return scripts().get_revision(revision) is not None
    except Exception:  # alembic raises its own errors for an unknown or malformed id
        return False


def stored_revision(conn: Connection) -> str | None:
    """The Alembic revision the database records (None: none recorded, an older file)."""
    if not inspect(conn).has_table("alembic_version"):
        return None
    rows: list[Any] = list(conn.execute(select(column("version_num")).select_from(
        table("alembic_version"))).scalars())
    if len(rows) > 1:
        raise NewerFile("the tournament has several schema branches; update the app")
    return str(rows[0]) if rows else None


def check_version(where: str, version: int, revision: str | None = None) -> None:
    """Refuse a newer file (NewerFile) or an impossible version (CorruptFile)."""
    newest = head_version()
    if version > newest or (revision is not None and not known(revision)):
        shown = version if revision is None or not revision.isdigit() else max(version,
                                                                                int(revision))
        raise NewerFile(f"{where} was written by a newer version of riichi-tournament (file "
                        f"format {shown if shown > newest else revision}, this version reads "
                        f"up to {newest}); update the app to open it")
    if version < 1:
        raise CorruptFile(f"{where} has an unknown file format version ({version})")


def needs_upgrade(version: int, revision: str | None) -> bool:
    return (revision or revision_of(version)) != head()


def upgrade(engine: Engine, version: int) -> bool:
    """Bring the database to the newest revision: stamp an older file's version first.
    Returns whether anything was done. One transaction per revision."""
    with _migration_connection(engine) as conn:
        current = stored_revision(conn)
        conn.commit()  # the read's transaction ends: each step below has its own
        if current is None:
            from alembic.runtime.migration import MigrationContext

            current = revision_of(version)
            with conn.begin():
                MigrationContext.configure(conn).stamp(scripts(), current)
        if current == head():
            return False
        _run(conn, current)
    return True


def stamp_head(conn: Connection) -> None:
    """Record a database built at the newest schema (a new tournament) as at its head."""
    from alembic.runtime.migration import MigrationContext

    MigrationContext.configure(conn).stamp(scripts(), head())


def _run(conn: Connection, current: str | None) -> None:
    from alembic.config import Config
    from alembic.runtime.environment import EnvironmentContext

    script = scripts()

    def steps(rev: Any, _context: Any) -> Any:
        return script._upgrade_revs(head(), rev)

    def set_version(ctx: MigrationContext, step: Any, heads: Any, run_args: Any) -> None:
        # Called inside the step's transaction, after it: the number moves with the schema.
        for revision in heads:
            if str(revision).isdigit():
                meta = table("meta", column("key"), column("value"))
                ctx.connection.execute(  # type: ignore[union-attr]
                    update(meta).where(meta.c.key == "schema_version")
                    .values(value=str(int(revision))))

    config = Config()
    config.set_main_option("script_location", str(SCRIPTS))
    # Where to start is what the database records (`current` was stamped there).
    with EnvironmentContext(config, script, fn=steps, destination_rev=head()) as env:
        env.configure(connection=conn, transaction_per_migration=True,
                      on_version_apply=set_version)
        env.run_migrations()


@contextmanager
def _migration_connection(engine: Engine) -> Iterator[Connection]:
    """A connection whose transactions hold DDL too. PostgreSQL's do; Python's sqlite3 runs
    DDL outside any transaction unless told otherwise, so on SQLite a separate engine begins
    its transactions itself (`engine.transactional_engine`)."""
    if engine.dialect.name != "sqlite":
        with engine.connect() as conn:
            yield conn
        return
    from tournament.storage.engine import transactional_engine

    own = transactional_engine(engine)
    try:
        with own.connect() as conn:
            yield conn
    finally:
        own.dispose()

"""Schema version 11: trust that holds against someone who tries.

- `gate`: the write gate, two rows only the owner may lock (an organiser's change takes row 1
  alone, a hand shares it; an upgrade or `grant` takes row 2). It replaces the advisory locks
  that any user of the database could take and hold.
- `applied_entries.digest`: the digest of the change an entry id was given to, so the same id
  sent with another change is refused rather than taken for a retry.
- `hand_log.db_user`: the database user that wrote an entry, set by the server.
- each table's stored result (`table_states`) becomes a fact of the ledger: its rows as they
  are now are linked, and the ledger says that the organiser's signatures start here
  (`storage.signing`).
- on PostgreSQL, the server's own functions through which every hand and clock event is
  written (`storage.functions`).
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

from tournament.storage import chain, functions
from tournament.storage.format import SCHEMA_VERSION
from tournament.storage.signing import SIGNING_STARTS

revision = "0011"
down_revision = "0010"
branch_labels = None
depends_on = None


def upgrade() -> None:
    bind = op.get_bind()
    db = chain.as_db(bind)
    # (On a server the upgrade's own lock made the gate already: `server.upgrade`.)
    bind.execute(sa.text("CREATE TABLE IF NOT EXISTS gate (id INTEGER NOT NULL, "
                         "PRIMARY KEY (id))"))
    bind.execute(sa.text("INSERT INTO gate (id) SELECT 1 WHERE NOT EXISTS "
                         "(SELECT 1 FROM gate WHERE id = 1)"))
    bind.execute(sa.text("INSERT INTO gate (id) SELECT 2 WHERE NOT EXISTS "
                         "(SELECT 1 FROM gate WHERE id = 2)"))
    bind.execute(sa.text("ALTER TABLE applied_entries ADD COLUMN digest VARCHAR"))
    bind.execute(sa.text("ALTER TABLE hand_log ADD COLUMN db_user VARCHAR NOT NULL DEFAULT ''"))
    tables = [int(r[0]) for r in bind.execute(sa.text(
        "SELECT table_id FROM table_states ORDER BY table_id"))]
    chain.seal(db, {"table_states": tables}, change=None)
    chain.append(db, [SIGNING_STARTS(f"upgraded from file format {SCHEMA_VERSION - 1}")],
                 counter=chain.counter_value(db))
    if bind.dialect.name == "postgresql":
        functions.install(db)
    else:
        # A second record of the format, in SQLite's own header: a file whose schema
        # version is set back below it is refused (`engine._check_not_set_back`).
        from tournament.storage.engine import record_format

        record_format(db.raw, int(revision))


def downgrade() -> None:
    raise NotImplementedError("a tournament's schema is never taken back; restore a backup")

"""Schema version 3: a table for each table's summary (`table_states`: each table's game as
its log folds, kept with the log) and one for the seating plan. Both empty: the service folds
each table's log once, on the first open, and keeps the summaries from then on; the next round
seated makes a plan for the rounds still to come."""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0003"
down_revision = "0002"
branch_labels = None
depends_on = None


def upgrade() -> None:
    conn = op.get_bind()
    for ddl in (
        "CREATE TABLE table_states (table_id INTEGER NOT NULL PRIMARY KEY "
        "REFERENCES tables (id), seq INTEGER NOT NULL, summary VARCHAR NOT NULL)",
        "CREATE TABLE seating_plan (id INTEGER NOT NULL PRIMARY KEY, seed INTEGER NOT NULL, "
        "plan VARCHAR NOT NULL, made_at VARCHAR NOT NULL)",
    ):
        conn.execute(sa.text(ddl))


def downgrade() -> None:
    raise NotImplementedError("a tournament's schema is never taken back; restore a backup")

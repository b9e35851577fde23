"""Schema version 6: several stations on one tournament.

- hand_log, audit_log and clock_events record the station each entry was made at and the
  person at it (`station`, `person`; "" for entries made before);
- hand_log.entry_id: an id the station makes for each change (unique when given), so a change
  retried after a lost connection is found instead of written twice;
- change_counter (one row) and changes: every change increments the counter in its own
  transaction and says what it touched, so every station reloads what others changed."""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0006"
down_revision = "0005"
branch_labels = None
depends_on = None


def upgrade() -> None:
    text = sa.String
    for table in ("hand_log", "audit_log", "clock_events"):
        for name in ("station", "person"):
            op.add_column(table, sa.Column(name, text, nullable=False, server_default=""))
    op.add_column("hand_log", sa.Column("entry_id", text))
    op.create_index("ix_hand_log_entry_id", "hand_log", ["entry_id"], unique=True)
    counter = op.create_table(
        "change_counter", sa.Column("id", sa.Integer, primary_key=True),
        sa.Column("value", sa.Integer, nullable=False))
    op.bulk_insert(counter, [{"id": 1, "value": 0}])
    op.create_table(
        "changes", sa.Column("counter", sa.Integer, primary_key=True, autoincrement=False),
        sa.Column("at", text, nullable=False), sa.Column("station", text, nullable=False),
        sa.Column("person", text, nullable=False), sa.Column("what", text, nullable=False))


def downgrade() -> None:
    raise NotImplementedError("a tournament's schema is never taken back; restore a backup")

"""Schema version 9: the tables' own entry from a phone.

- table_codes: the code of each table of a round (round and table numbers, the code, when it
  was issued), which a table's players give to enter their hands from a phone;
- entry_switches: the organiser's switch of phone entry for a round (table 0) or a table.

Self-contained: two new tables, nothing else touched (neither holds ledger facts)."""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0009"
down_revision = "0008"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "table_codes",
        sa.Column("round_number", sa.Integer, primary_key=True, autoincrement=False),
        sa.Column("table_number", sa.Integer, primary_key=True, autoincrement=False),
        sa.Column("code", sa.String, nullable=False),
        sa.Column("issued_at", sa.String, nullable=False))
    op.create_table(
        "entry_switches",
        sa.Column("round_number", sa.Integer, primary_key=True, autoincrement=False),
        sa.Column("table_number", sa.Integer, primary_key=True, autoincrement=False),
        sa.Column("enabled", sa.Boolean, nullable=False),
        sa.Column("at", sa.String, nullable=False))


def downgrade() -> None:
    raise NotImplementedError("a tournament's schema is never taken back; restore a backup")

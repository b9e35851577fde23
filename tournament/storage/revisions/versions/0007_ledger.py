"""Schema version 7: the ledger, a tamper-evident chain over the facts the results rest on
(`tournament.storage.chain`).

The ledger starts here: its first link says the file was upgraded (and when), then one link
records every fact row as it is at the upgrade (hand log, penalties, players, seating,
tables, rounds, settings, password, final stage, audit trail). What was changed behind the
app's back before the upgrade cannot be told any more; from here on, `check` finds it."""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

from tournament.storage import chain

revision = "0007"
down_revision = "0006"
branch_labels = None
depends_on = None


def upgrade() -> None:
    text = sa.String
    op.create_table(
        "ledger", sa.Column("seq", sa.Integer, primary_key=True, autoincrement=False),
        sa.Column("at", text, nullable=False), sa.Column("counter", sa.Integer, nullable=False),
        sa.Column("station", text, nullable=False), sa.Column("person", text, nullable=False),
        sa.Column("item", text, nullable=False), sa.Column("label", text, nullable=False),
        sa.Column("digest", text, nullable=False), sa.Column("prev", text, nullable=False),
        sa.Column("hash", text, nullable=False))
    op.create_index("ix_ledger_item", "ledger", ["item"])
    chain.seal_all(op.get_bind(), "the ledger starts here: the tournament was upgraded from "
                                  "file format 6")


def downgrade() -> None:
    raise NotImplementedError("a tournament's schema is never taken back; restore a backup")

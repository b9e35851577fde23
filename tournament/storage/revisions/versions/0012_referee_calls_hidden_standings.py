"""Schema version 12: the tables call a referee, the organiser hides the last rounds'
standings, and says how a table's phone gives a win's value.

- `referee_calls`: a table's call (round and table numbers, the reason, when, where from and
  by whom) and, once a desk closed it, when and by whom. Not a ledger fact (it changes no
  result), written through the writer as one change; on PostgreSQL a station writes it only
  through the server's functions (`storage.functions`).
- `settings.hide_from_round`: the standings players see stop before this round (NULL:
  nothing hidden); `settings.phone_entry`: "yaku", "han" or "both" ("both" for every
  upgraded file, which is what its phones did). Both are part of the settings, an organiser
  fact of the ledger: a row holding them as an upgrade leaves them (NULL, "both") has the
  digest it had, so every link recorded before still matches (`storage.digests.ADDED`).
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

from tournament.storage import chain, functions

revision = "0012"
down_revision = "0011"
branch_labels = None
depends_on = None


def upgrade() -> None:
    bind = op.get_bind()
    bind.execute(sa.text("ALTER TABLE settings ADD COLUMN hide_from_round INTEGER"))
    bind.execute(sa.text(
        "ALTER TABLE settings ADD COLUMN phone_entry VARCHAR NOT NULL DEFAULT 'both'"))
    op.create_table(
        "referee_calls",
        sa.Column("id", sa.Integer, primary_key=True),
        sa.Column("round_number", sa.Integer, nullable=False),
        sa.Column("table_number", sa.Integer, nullable=False),
        sa.Column("reason", sa.String, nullable=False),
        sa.Column("at", sa.String, nullable=False),
        sa.Column("station", sa.String, nullable=False, server_default=""),
        sa.Column("person", sa.String, nullable=False, server_default=""),
        sa.Column("closed_at", sa.String, nullable=True),
        sa.Column("closed_by", sa.String, nullable=False, server_default=""),
        sa.Column("closed_station", sa.String, nullable=False, server_default=""))
    op.create_index("ix_referee_calls_table", "referee_calls", ["round_number", "table_number"])
    db = chain.as_db(bind)
    if bind.dialect.name == "postgresql":
        functions.install(db)
    else:
        from tournament.storage.engine import record_format

        record_format(db.raw, int(revision))


def downgrade() -> None:
    raise NotImplementedError("a tournament's schema is never taken back; restore a backup")

"""Schema version 8: the ids of the changes applied (`applied_entries`).

Every change a caller gives an id (`--entry-id` on the command line, a dialog's id at the desk)
leaves that id here, in the change's own transaction: a change retried after an answer that
could not say whether it was saved (an I/O error during the commit, a connection lost while
committing) is found and not applied a second time. Self-contained: one new table, nothing
else touched."""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0008"
down_revision = "0007"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "applied_entries", sa.Column("entry_id", sa.String, primary_key=True),
        sa.Column("counter", sa.Integer, nullable=False),
        sa.Column("at", sa.String, nullable=False))


def downgrade() -> None:
    raise NotImplementedError("a tournament's schema is never taken back; restore a backup")

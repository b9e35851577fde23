"""Schema version 5: the announcements table (the organiser's messages on the projector and
the live page), empty, spelled out as it was at version 5."""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0005"
down_revision = "0004"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "announcements", sa.Column("id", sa.Integer, primary_key=True),
        sa.Column("at", sa.String, nullable=False), sa.Column("who", sa.String, nullable=False),
        sa.Column("text", sa.String, nullable=False))


def downgrade() -> None:
    raise NotImplementedError("a tournament's schema is never taken back; restore a backup")

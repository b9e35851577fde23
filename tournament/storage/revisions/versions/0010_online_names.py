"""Schema version 10: a player's name in online game rooms (`players.online_name`).

A table that plays online (Tenhou, Mahjong Soul) brings the game's log, which names the
players by their account names; `online_name` is how a log's name is matched to a player
when it is not the player's own name. Empty for every player of an upgraded file."""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0010"
down_revision = "0009"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.get_bind().execute(sa.text(
        "ALTER TABLE players ADD COLUMN online_name VARCHAR NOT NULL DEFAULT ''"))


def downgrade() -> None:
    raise NotImplementedError("a tournament's schema is never taken back; restore a backup")

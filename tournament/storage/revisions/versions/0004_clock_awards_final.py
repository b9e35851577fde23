"""Schema version 4: clock_events (the round clock), award_categories and player_flags
(awards), final_stage (the final of the top N). The tables are spelled out as they were at
version 4 (not taken from rows.py, which may change later), with the types sqlmodel gives the
`*Row` classes, so an upgraded file and a new one are alike."""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0004"
down_revision = "0003"
branch_labels = None
depends_on = None


def upgrade() -> None:
    text = sa.String
    op.create_table(
        "clock_events", sa.Column("id", sa.Integer, primary_key=True),
        sa.Column("round_number", sa.Integer, nullable=False),
        sa.Column("seq", sa.Integer, nullable=False), sa.Column("kind", text, nullable=False),
        sa.Column("at", text, nullable=False), sa.Column("minutes", sa.Integer),
        sa.Column("warning", sa.Integer), sa.Column("table_number", sa.Integer),
        sa.Column("who", text, nullable=False), sa.Column("note", text, nullable=False),
        sa.UniqueConstraint("round_number", "seq"))
    op.create_table(
        "award_categories", sa.Column("id", sa.Integer, primary_key=True),
        sa.Column("position", sa.Integer, nullable=False),
        sa.Column("kind", text, nullable=False), sa.Column("flag", text, nullable=False),
        sa.Column("minimum", sa.Integer), sa.Column("ties", text, nullable=False),
        sa.Column("title", text, nullable=False))
    op.create_table(
        "player_flags", sa.Column("id", sa.Integer, primary_key=True),
        sa.Column("player_id", sa.Integer, sa.ForeignKey("players.id"), nullable=False),
        sa.Column("flag", text, nullable=False), sa.UniqueConstraint("player_id", "flag"))
    op.create_table(
        "final_stage", sa.Column("id", sa.Integer, primary_key=True),
        sa.Column("after_round", sa.Integer, nullable=False),
        sa.Column("size", sa.Integer, nullable=False), sa.Column("carry", text, nullable=False),
        sa.Column("seating", text, nullable=False),
        sa.Column("rounds", sa.Integer, nullable=False),
        sa.Column("finalists", text, nullable=False),
        sa.Column("planned_rounds", sa.Integer, nullable=False),
        sa.Column("started_at", text, nullable=False),
        sa.Column("started_by", text, nullable=False))


def downgrade() -> None:
    raise NotImplementedError("a tournament's schema is never taken back; restore a backup")

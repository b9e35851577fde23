"""Schema version 1, the first release: settings, players, rounds, tables, seats, hand_log,
penalties, audit_log and meta.

The baseline: a file of version 1 is stamped with this revision without running it; run, it
builds the version-1 tables in an empty database (how the tests prove that every later step
leads to the schema a new tournament gets)."""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0001"
down_revision: str | None = None
branch_labels = None
depends_on = None


def upgrade() -> None:
    text = sa.String
    op.create_table("meta", sa.Column("key", sa.String(64), primary_key=True),
                    sa.Column("value", text, nullable=False))
    op.create_table(
        "settings", sa.Column("id", sa.Integer, primary_key=True),
        sa.Column("name", text, nullable=False), sa.Column("venue", text, nullable=False),
        sa.Column("start_date", text), sa.Column("end_date", text),
        sa.Column("ruleset_preset", text, nullable=False),
        sa.Column("ruleset_overrides", text, nullable=False),
        sa.Column("ruleset", text, nullable=False), sa.Column("rounds", sa.Integer,
                                                              nullable=False),
        sa.Column("tie_breaks", text, nullable=False), sa.Column("round_minutes", sa.Integer),
        sa.Column("password", text), sa.Column("created_at", text, nullable=False))
    op.create_table(
        "players", sa.Column("id", sa.Integer, primary_key=True),
        sa.Column("name", text, nullable=False),
        sa.Column("name_key", text, nullable=False, unique=True),
        sa.Column("ema_number", text, unique=True), sa.Column("club", text, nullable=False),
        sa.Column("country", text, nullable=False), sa.Column("team", text, nullable=False),
        sa.Column("status", text, nullable=False), sa.Column("created_at", text,
                                                             nullable=False))
    op.create_table(
        "rounds", sa.Column("id", sa.Integer, primary_key=True),
        sa.Column("number", sa.Integer, nullable=False, unique=True),
        sa.Column("approved_at", text), sa.Column("approved_by", text, nullable=False),
        sa.Column("backup", text))
    op.create_table(
        "tables", sa.Column("id", sa.Integer, primary_key=True),
        sa.Column("round_id", sa.Integer, sa.ForeignKey("rounds.id"), nullable=False),
        sa.Column("number", sa.Integer, nullable=False),
        sa.Column("locked", sa.Boolean, nullable=False),
        sa.UniqueConstraint("round_id", "number"))
    op.create_table(
        "seats", sa.Column("id", sa.Integer, primary_key=True),
        sa.Column("table_id", sa.Integer, sa.ForeignKey("tables.id"), nullable=False),
        sa.Column("round_id", sa.Integer, sa.ForeignKey("rounds.id"), nullable=False),
        sa.Column("seat", sa.Integer, nullable=False),
        sa.Column("player_id", sa.Integer, sa.ForeignKey("players.id"), nullable=False),
        sa.UniqueConstraint("table_id", "seat"), sa.UniqueConstraint("round_id", "player_id"))
    op.create_table(
        "hand_log", sa.Column("id", sa.Integer, primary_key=True),
        sa.Column("table_id", sa.Integer, sa.ForeignKey("tables.id"), nullable=False),
        sa.Column("seq", sa.Integer, nullable=False), sa.Column("kind", text, nullable=False),
        sa.Column("target", sa.Integer), sa.Column("payload", text),
        sa.Column("who", text, nullable=False), sa.Column("at", text, nullable=False),
        sa.Column("why", text, nullable=False), sa.UniqueConstraint("table_id", "seq"))
    op.create_table(
        "penalties", sa.Column("id", sa.Integer, primary_key=True),
        sa.Column("player_id", sa.Integer, sa.ForeignKey("players.id"), nullable=False),
        sa.Column("kind", text, nullable=False), sa.Column("points", sa.Integer,
                                                           nullable=False),
        sa.Column("reason", text, nullable=False), sa.Column("referee", text, nullable=False),
        sa.Column("round_number", sa.Integer), sa.Column("table_number", sa.Integer),
        sa.Column("at", text, nullable=False), sa.Column("withdrawn_at", text),
        sa.Column("withdrawn_by", text, nullable=False),
        sa.Column("withdrawn_reason", text, nullable=False))
    op.create_table(
        "audit_log", sa.Column("id", sa.Integer, primary_key=True),
        sa.Column("at", text, nullable=False), sa.Column("who", text, nullable=False),
        sa.Column("action", text, nullable=False), sa.Column("round_number", sa.Integer),
        sa.Column("table_number", sa.Integer), sa.Column("detail", text, nullable=False))


def downgrade() -> None:
    raise NotImplementedError("a tournament's schema is never taken back; restore a backup")

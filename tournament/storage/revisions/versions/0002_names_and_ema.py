"""Schema version 2: players get a first and a last name, the "counts in the EMA ranking"
flag and their country as the EMA's code; the settings get what the EMA results file needs
(city, host country, MERS weight, short name) and how names are shown.

Each name is split as `tournament.players.names.split_name` reads it; a split that is only a guess
("José María García Pérez") is kept with `name_checked` false, and the audit line of the
upgrade (action `upgrade_names`) lists those players, and countries that are no known
country, so the organiser is shown what to check. Plain DDL that SQLite and PostgreSQL both
accept."""

from __future__ import annotations

from datetime import UTC, datetime

import sqlalchemy as sa
from alembic import op

from tournament.players.countries import ema_code
from tournament.players.names import split_name

revision = "0002"
down_revision = "0001"
branch_labels = None
depends_on = None

# The audit action of this upgrade (its detail lists the names to check).
NAMES_SPLIT = "upgrade_names"


def upgrade() -> None:
    conn = op.get_bind()
    for ddl in (
        "ALTER TABLE players ADD COLUMN first_name VARCHAR NOT NULL DEFAULT ''",
        "ALTER TABLE players ADD COLUMN last_name VARCHAR NOT NULL DEFAULT ''",
        "ALTER TABLE players ADD COLUMN name_checked BOOLEAN NOT NULL DEFAULT TRUE",
        "ALTER TABLE players ADD COLUMN ema_ranked BOOLEAN NOT NULL DEFAULT TRUE",
        "ALTER TABLE settings ADD COLUMN city VARCHAR NOT NULL DEFAULT ''",
        "ALTER TABLE settings ADD COLUMN host_country VARCHAR NOT NULL DEFAULT ''",
        "ALTER TABLE settings ADD COLUMN mers_weight VARCHAR",
        "ALTER TABLE settings ADD COLUMN short_name VARCHAR NOT NULL DEFAULT ''",
        "ALTER TABLE settings ADD COLUMN name_style VARCHAR NOT NULL DEFAULT 'as_entered'",
    ):
        conn.execute(sa.text(ddl))
    # The tables as this step knows them (not the current *Row classes, which may change).
    players = sa.table("players", sa.column("id"), sa.column("name"), sa.column("country"),
                       sa.column("status"), sa.column("first_name"), sa.column("last_name"),
                       sa.column("name_checked", sa.Boolean),
                       sa.column("ema_ranked", sa.Boolean))
    audit = sa.table("audit_log", sa.column("at"), sa.column("who"), sa.column("action"),
                     sa.column("detail"))
    guessed: list[str] = []
    unknown: list[str] = []
    rows = conn.execute(sa.select(players.c.id, players.c.name, players.c.country,
                                  players.c.status).order_by(players.c.id)).all()
    for pid, name, country, status in rows:
        split = split_name(name)
        code = ema_code(country or "")
        if not split.sure:
            guessed.append(f"'{name}' (read as first name '{split.first}', last name "
                           f"'{split.last}')")
        if code is None:
            unknown.append(f"'{country}' ({name})")
        conn.execute(sa.update(players).where(players.c.id == pid).values(
            first_name=split.first, last_name=split.last, name_checked=split.sure,
            ema_ranked=status != "substitute",
            country=code if code is not None else country))
    if not rows:
        return  # a new database built from the first revision: nothing was upgraded
    detail = "players' names split into first and last name"
    detail += ("; check: " + "; ".join(guessed)) if guessed else "; none to check"
    if unknown:
        detail += "; countries not recognised: " + ", ".join(unknown)
    at = datetime.now(UTC).isoformat(timespec="milliseconds").replace("+00:00", "Z")
    conn.execute(sa.insert(audit).values(at=at, who="upgrade", action=NAMES_SPLIT,
                                         detail=detail))


def downgrade() -> None:
    raise NotImplementedError("a tournament's schema is never taken back; restore a backup")

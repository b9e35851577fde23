"""Where a tournament is kept, for the storage layer: the values and their parsing
(`tournament.target`, re-exported for the storage modules), and the engine's URL."""

from __future__ import annotations

from sqlalchemy.engine import URL

from tournament.target import DEFAULT_PORT as DEFAULT_PORT
from tournament.target import SCHEMES as SCHEMES
from tournament.target import FileTarget as FileTarget
from tournament.target import ServerTarget as ServerTarget
from tournament.target import Target as Target
from tournament.target import is_url as is_url
from tournament.target import parse_target as parse_target
from tournament.target import parse_url as parse_url


def engine_url(target: ServerTarget) -> URL:
    """The SQLAlchemy URL (driver psycopg 3), with the password: for the engine only."""
    query = dict(target.query)
    if target.socket:
        query["host"] = target.host
    return URL.create("postgresql+psycopg", username=target.user, password=target.password,
                      host=None if target.socket else target.host,
                      port=target.port, database=target.database, query=query)

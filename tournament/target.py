"""Where a tournament is kept: a file (SQLite, the default) or a PostgreSQL database.

`parse_target(text)` reads what a person types or a command line gives:

- a path (`cup.rtdb`, `C:\\Cups\\cup.rtdb`, a `Path`): a `FileTarget`;
- a URL `postgresql://user:password@host:port/dbname` (also `postgres://`, and
  `postgresql+psycopg://`): a `ServerTarget`. The password may be left out: the driver then
  takes it from $PGPASSWORD or the user's pgpass file (or the server needs none).
  Query options are passed to the driver as they are (e.g. `?sslmode=require`, or
  `?host=/var/run/postgresql` for a local socket).

A password is never shown: `ServerTarget.shown` (used in every message, log line and `repr`)
writes it as "***". `tournament.storage.target.engine_url` is the SQLAlchemy URL with the real
password, for the engine only: this module is plain values, so the desk's connect dialog reads an
address without loading a database library.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import parse_qsl, unquote, urlsplit

from tournament.errors import InvalidInput
from tournament.issue_codes import IssueCode
from tournament.model import Issue
from tournament.paths import data_dir, slug

SCHEMES = ("postgresql", "postgres", "postgresql+psycopg")
DEFAULT_PORT = 5432
_SCHEME = re.compile(r"^([A-Za-z][A-Za-z0-9+.-]*)://")


@dataclass(frozen=True)
class FileTarget:
    path: Path

    @property
    def shown(self) -> str:
        return str(self.path)

    def __str__(self) -> str:
        return self.shown


# A password this long is replaced wherever it appears in a message (it is not a word).
MASK_EVERYWHERE_FROM = 4


@dataclass(frozen=True)
class ServerTarget:
    host: str
    port: int
    database: str
    user: str | None = None
    password: str | None = field(default=None, repr=False, compare=False)
    query: tuple[tuple[str, str], ...] = ()

    def hide(self, text: str) -> str:
        """`text` (a driver's or a tool's words) without the password. A password of a few
        characters is replaced only where a password is written (`:PASSWORD@`,
        `password=PASSWORD`): replaced everywhere, "p" would turn "port" into "***ort"."""
        secret = self.password
        if not secret:
            return text
        if len(secret) >= MASK_EVERYWHERE_FROM:
            return text.replace(secret, "***")
        quoted = re.escape(secret)
        text = re.sub(rf":{quoted}@", ":***@", text)
        return re.sub(rf"(password\s*=\s*'?){quoted}(?=['\s]|$)", r"\1***", text)

    @property
    def shown(self) -> str:
        """The URL as people see it: never the password."""
        who = ""
        if self.user:
            who = self.user + (":***" if self.password else "") + "@"
        elif self.password:
            who = ":***@"
        pairs = list(self.query)
        if self.socket:
            host = ""
            pairs.insert(0, ("host", self.host))
        else:
            host = (f"[{self.host}]" if ":" in self.host else self.host) + f":{self.port}"
        query = "&".join(f"{k}={v}" for k, v in pairs)
        return f"postgresql://{who}{host}/{self.database}" + (f"?{query}" if query else "")

    @property
    def socket(self) -> bool:
        """Is the host a local socket folder (`?host=/var/run/postgresql`)?"""
        return self.host.startswith("/")

    def __str__(self) -> str:
        return self.shown

    def __repr__(self) -> str:
        return f"ServerTarget({self.shown!r})"

    def with_password(self, password: str | None) -> ServerTarget:
        return ServerTarget(self.host, self.port, self.database, self.user, password,
                            self.query)

    @property
    def anchor(self) -> Path:
        """A local stand-in for the database's file: the organiser station keeps its backups
        beside it, in "<database>-backups" in the data folder (`paths.backups_dir`)."""
        return data_dir(create=False) / f"{slug(self.database)}.postgresql"


Target = FileTarget | ServerTarget


def is_url(text: str) -> bool:
    return bool(_SCHEME.match(text.strip())) and not re.match(r"^[A-Za-z]:[\\/]", text)


def parse_target(text: str | Path | Target) -> Target:
    """A file path or a PostgreSQL URL. Raises InvalidInput (field "db") for a URL that
    cannot be used; the message never shows its password."""
    if isinstance(text, FileTarget | ServerTarget):
        return text
    if isinstance(text, Path):
        return FileTarget(text)
    if not is_url(text):
        return FileTarget(Path(text))
    return parse_url(text)


def _refuse(message: str) -> InvalidInput:
    return InvalidInput([Issue(IssueCode.BAD_URL, None, "db", message)])


def _masked(text: str) -> str:
    """The URL as typed, its password (if any) replaced: for messages about a bad URL."""
    return re.sub(r"(://[^:/@]*):[^@/]*@", r"\1:***@", text.strip())


def parse_url(text: str) -> ServerTarget:
    text = text.strip()
    scheme = _SCHEME.match(text)
    assert scheme is not None
    if scheme.group(1).lower() not in SCHEMES:
        raise _refuse(f"{_masked(text)}: not a PostgreSQL URL (it must start with "
                      f"postgresql://)")
    try:
        parts = urlsplit(text)
        port = parts.port
    except ValueError:
        raise _refuse(f"{_masked(text)}: the port must be a number from 1 to 65535") from None
    database = unquote(parts.path.lstrip("/"))
    query = tuple(parse_qsl(parts.query, keep_blank_values=True))
    host = unquote(parts.hostname or "")
    if not host:
        host = dict(query).get("host", "")
    query = tuple((k, v) for k, v in query if k != "host")
    if not database:
        raise _refuse(f"{_masked(text)}: say which database, as in "
                      f"postgresql://user@host/dbname")
    if "/" in database:
        raise _refuse(f"{_masked(text)}: '{database}' is not a database name")
    if not host:
        raise _refuse(f"{_masked(text)}: say which server, as in postgresql://user@host/dbname")
    return ServerTarget(host=host, port=port or DEFAULT_PORT, database=database,
                        user=unquote(parts.username) if parts.username else None,
                        password=unquote(parts.password) if parts.password is not None
                        else None,
                        query=query)

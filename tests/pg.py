"""A real PostgreSQL server for the tests and benchmarks, started from Debian's binaries.

One server per test session (or benchmark run): `initdb` into a temporary folder, `postgres`
on a free port of 127.0.0.1 (and a socket in the same folder), fsync off (a test server: a
crash loses nothing the tests need). initdb and postgres refuse to run as root, so as root the
server runs as an unprivileged system user made once for it (`rtpg`, no home, no login).

Each test gets a fresh, empty database (`CREATE DATABASE ... TEMPLATE template0`: a few
milliseconds). The server is stopped and its folder removed at the end.

    server = PgServer.start()
    url = server.new_database()      # postgresql://rt@127.0.0.1:PORT/t_1
    server.restart()                 # pg_ctl restart, for the fault tests
    server.stop()
"""

from __future__ import annotations

import itertools
import os
import shutil
import socket
import subprocess
import tempfile
import time
from pathlib import Path

BIN_DIRS = [Path("/usr/lib/postgresql") / v / "bin" for v in ("17", "16", "15", "14", "13")]
SERVICE_USER = "rtpg"
ROLE = "rt"


def binaries() -> Path | None:
    """The folder of initdb/postgres/pg_ctl, or None when PostgreSQL is not installed."""
    for folder in BIN_DIRS:
        if (folder / "initdb").exists() and (folder / "postgres").exists():
            return folder
    found = shutil.which("initdb")
    if found and shutil.which("pg_ctl"):
        return Path(found).parent
    return None


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def _ensure_user() -> None:
    """The unprivileged user the server runs as when we are root (made once)."""
    try:
        import pwd

        pwd.getpwnam(SERVICE_USER)
        return
    except KeyError:
        pass
    subprocess.run(["useradd", "--system", "--no-create-home", "--shell", "/usr/sbin/nologin",
                    SERVICE_USER], check=False, capture_output=True)
    import pwd

    pwd.getpwnam(SERVICE_USER)  # raises if it could not be made


class PgServer:
    def __init__(self, bin_dir: Path, folder: Path, port: int, as_user: str | None):
        self.bin = bin_dir
        self.folder = folder
        self.data = folder / "data"
        self.port = port
        self.as_user = as_user
        self._names = itertools.count(1)

    # -- running the server's programs -------------------------------------------------------
    def _run(self, *args: str, check: bool = True, timeout: float = 120
             ) -> subprocess.CompletedProcess[str]:
        command = [str(a) for a in args]
        if self.as_user is not None:
            command = ["runuser", "-u", self.as_user, "--", *command]
        result = subprocess.run(command, capture_output=True, text=True, timeout=timeout,
                                cwd=self.folder)
        if check and result.returncode != 0:
            raise RuntimeError(f"{' '.join(command)} failed: {result.stderr or result.stdout}")
        return result

    @classmethod
    def start(cls) -> PgServer:
        bin_dir = binaries()
        if bin_dir is None:
            raise RuntimeError("PostgreSQL is not installed (apt-get install postgresql)")
        as_user = None
        if os.geteuid() == 0:
            _ensure_user()
            as_user = SERVICE_USER
        folder = Path(tempfile.mkdtemp(prefix="riichi-pg-"))
        os.chmod(folder, 0o755)
        if as_user is not None:
            shutil.chown(folder, as_user, as_user)
        server = cls(bin_dir, folder, _free_port(), as_user)
        server._run(str(bin_dir / "initdb"), "-D", str(server.data), "-U", ROLE,
                    "--auth=trust", "-E", "UTF8", "--locale=C.UTF-8", "--no-sync")
        server._start_server()
        return server

    def _options(self) -> str:
        return (f"-p {self.port} -k {self.folder} -c listen_addresses=127.0.0.1 "
                f"-c fsync=off -c synchronous_commit=off -c full_page_writes=off "
                f"-c max_connections=200")

    def _start_server(self) -> None:
        # -l: the server's output goes to a file (a pipe would keep our call waiting).
        self._run(str(self.bin / "pg_ctl"), "-D", str(self.data), "-l",
                  str(self.folder / "server.log"), "-o", self._options(), "-w", "-t", "60",
                  "start")
        self.wait_ready()

    def wait_ready(self, timeout: float = 30) -> None:
        deadline = time.monotonic() + timeout
        while True:
            ready = self._run(str(self.bin / "pg_isready"), "-h", "127.0.0.1", "-p",
                              str(self.port), check=False)
            if ready.returncode == 0:
                return
            if time.monotonic() > deadline:
                raise RuntimeError(f"the test server did not start: {self.log()[-2000:]}")
            time.sleep(0.1)

    def log(self) -> str:
        try:
            return (self.folder / "server.log").read_text(errors="replace")
        except OSError:
            return ""

    # -- databases ---------------------------------------------------------------------------
    def url(self, database: str = "postgres", user: str = ROLE,
            password: str | None = None) -> str:
        who = user if password is None else f"{user}:{password}"
        return f"postgresql://{who}@127.0.0.1:{self.port}/{database}"

    def sql(self, statement: str, database: str = "postgres") -> str:
        """Run a statement (or several, `;` between) as the test role, in autocommit; the
        last result's rows as psql -At prints them ("|" between columns). Through psycopg on
        a connection of its own (psql, run as the server's user, took two processes a
        statement: tens of milliseconds, at every test's setup and teardown)."""
        import psycopg

        with psycopg.connect(host="127.0.0.1", port=self.port, user=ROLE, dbname=database,
                             autocommit=True) as conn:
            cursor = conn.execute(statement)  # type: ignore[arg-type]
            rows: list[tuple[object, ...]] = []
            while True:
                if cursor.description is not None:
                    rows = cursor.fetchall()
                if not cursor.nextset():
                    break
        return "\n".join("|".join("" if v is None else str(v) for v in row)
                         for row in rows).strip()

    def new_database(self, prefix: str = "t") -> str:
        """A new empty database; its URL."""
        name = f"{prefix}_{os.getpid()}_{next(self._names)}"
        self.sql(f'CREATE DATABASE "{name}" TEMPLATE template0')
        return self.url(name)

    def drop_database(self, url: str) -> None:
        name = url.rsplit("/", 1)[1]
        self.sql(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')

    def terminate_clients(self, database: str) -> int:
        """pg_terminate_backend on every connection to `database` (a dropped connection)."""
        out = self.sql("SELECT count(pg_terminate_backend(pid)) FROM pg_stat_activity "
                       f"WHERE datname = '{database}' AND pid <> pg_backend_pid()")
        return int(out or 0)

    # -- faults -------------------------------------------------------------------------------
    def restart(self) -> None:
        self._run(str(self.bin / "pg_ctl"), "-D", str(self.data), "-m", "fast", "-w", "-l",
                  str(self.folder / "server.log"), "-o", self._options(), "restart")
        self.wait_ready()

    def stop_server(self) -> None:
        self._run(str(self.bin / "pg_ctl"), "-D", str(self.data), "-m", "fast", "-w", "stop",
                  check=False)

    def stop(self) -> None:
        self.stop_server()
        shutil.rmtree(self.folder, ignore_errors=True)

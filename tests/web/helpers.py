"""A small tournament for the live page's tests, and reading its pages back."""

from __future__ import annotations

import logging
from html.parser import HTMLParser
from pathlib import Path

from tournament.players.roster import PlayerDraft
from tournament.service import Tournament

BOB = "<b>Bob</b>"
# Seven players: the tournament adds "Substitute 1" to make two tables.
NAMES = [BOB, "Anna Berg", "Carl Diaz", "Dora Eck", "Emil Frey", "Fay Gold", "Gus Hahn"]
SUB = "Substitute 1"


def cup(folder: Path, **options: object) -> Tournament:
    """Round 1 seated: table 1 Bob, Anna, Carl, Dora; table 2 Emil, Fay, Gus, the
    substitute. Nothing recorded yet."""
    t = Tournament.create(folder / "cup.rtdb", name="Spring <i>Cup</i>", rounds=3,
                          players=[PlayerDraft(n) for n in NAMES], **options)  # type: ignore[arg-type]
    t.rounds.set_seating(1, [NAMES[:4], NAMES[4:] + [SUB]])
    return t


def finish_table_1(t: Tournament) -> None:
    """Paper totals for table 1: Dora wins, Bob is second (EMA uma +15/+5/-5/-15)."""
    t.tables.record_totals(1, 1, [32000, 18000, 26000, 44000])


class Rows(HTMLParser):
    """The text of each row of a table (by id), cell by cell."""

    def __init__(self, table_id: str):
        super().__init__()
        self.table_id = table_id
        self.depth = 0  # > 0: inside the table
        self.rows: list[list[str]] = []
        self._cell: list[str] | None = None

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag == "table" and (self.depth or dict(attrs).get("id") == self.table_id):
            self.depth += 1
        elif self.depth and tag == "tr":
            self.rows.append([])
        elif self.depth and tag in ("td", "th"):
            self._cell = []
        elif self.depth and self._cell is not None:
            self._cell.append(f"<{tag}>")  # an element inside a cell: markup was not text

    def handle_endtag(self, tag: str) -> None:
        if tag == "table" and self.depth:
            self.depth -= 1
        elif self.depth and tag in ("td", "th") and self._cell is not None:
            self.rows[-1].append(" ".join("".join(self._cell).split()))
            self._cell = None

    def handle_data(self, data: str) -> None:
        if self._cell is not None:
            self._cell.append(data)


def table_rows(html: str, table_id: str) -> list[list[str]]:
    parser = Rows(table_id)
    parser.feed(html)
    return parser.rows


ROOT = Path(__file__).resolve().parents[2]


class Serve:
    """`python -m tournament serve FILE` in a process of its own, on a free port (no FILE:
    the options say where, `--db URL`)."""

    def __init__(self, path: Path | None, *options: str):
        import os
        import subprocess
        import sys

        env = dict(os.environ, PYTHONPATH=str(ROOT), PYTHONUNBUFFERED="1")
        self.process = subprocess.Popen(
            [sys.executable, "-m", "tournament", "serve", *([] if path is None else [str(path)]),
             "--port", "0",
             "--host", "127.0.0.1", *options],
            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env, cwd=ROOT)
        assert self.process.stdout is not None
        self.lines = [self.process.stdout.readline() for _ in range(3)]
        if not self.lines[1].strip().startswith("http://"):
            self.stop()
            raise AssertionError(f"serve did not start: {self.lines} "
                                 f"{self.process.stderr.read() if self.process.stderr else ''}")
        self.url = self.lines[1].strip()

    def stop(self) -> tuple[int, str]:
        """Ctrl+C; the exit code and what it wrote on stderr."""
        import signal

        if self.process.poll() is None:
            self.process.send_signal(signal.SIGINT)
        _, err = self.process.communicate(timeout=20)
        return self.process.returncode, err


class ServeHere:
    """What `python -m tournament serve FILE ...` serves, started in this process
    (`tournament.cli.serve.start_serving`: the same arguments, tournament, app and server,
    on a free port), for the tests of what it serves rather than of the process: no new
    Python to start and no program to import, a few hundredths of a second instead of about
    a second. `stop` returns (0, what the server logged as an error), as `Serve.stop`
    returns the process's exit code and stderr."""

    def __init__(self, path: Path | None, *options: str):
        from tournament.cli import command_args
        from tournament.cli.serve import start_serving

        args, problems = command_args(["serve", *([] if path is None else [str(path)]),
                                       "--port", "0", "--host", "127.0.0.1", *options])
        assert not problems, problems
        self._errors: list[str] = []
        errors = self._errors

        class Kept(logging.Handler):
            def emit(self, record: logging.LogRecord) -> None:
                errors.append(self.format(record))

        self._handler = Kept(logging.ERROR)
        self._handler.setFormatter(logging.Formatter("%(message)s"))
        logging.getLogger("uvicorn.error").addHandler(self._handler)
        try:
            self._serving = start_serving(args)
        except BaseException:
            logging.getLogger("uvicorn.error").removeHandler(self._handler)
            raise
        self.url = self._serving.server.urls[0]

    def stop(self) -> tuple[int, str]:
        try:
            self._serving.stop()
        finally:
            logging.getLogger("uvicorn.error").removeHandler(self._handler)
        return 0, "\n".join(self._errors)


# What the live page's reader role may read (the venue's `grant --reader`): these tables
# whole, and the settings without the organiser password's hash. Nothing else, no writes.
READER_TABLES = ("meta", "players", "rounds", "tables", "seats", "hand_log", "table_states",
                 "penalties", "clock_events", "award_categories", "player_flags",
                 "final_stage", "announcements", "change_counter", "changes")


def reader_role(server, url: str, role: str) -> str:  # type: ignore[no-untyped-def]
    """Make `role` on the test server with exactly the reader's grants on the database of
    `url` (SQL as the superuser, as `grant --reader` would); its URL. Drop it with
    `drop_role`."""
    from tournament.storage.rows import SQLModel

    database = url.rsplit("/", 1)[1]
    columns = ", ".join(c.name for c in SQLModel.metadata.tables["settings"].columns
                        if c.name != "password")
    server.sql(f'CREATE ROLE "{role}" LOGIN')
    for statement in ('REVOKE ALL ON ALL TABLES IN SCHEMA public FROM PUBLIC',
                      f'GRANT USAGE ON SCHEMA public TO "{role}"',
                      f'GRANT SELECT ON {", ".join(READER_TABLES)} TO "{role}"',
                      f'GRANT SELECT ({columns}) ON settings TO "{role}"'):
        server.sql(statement, database)
    return server.url(database, user=role)


def drop_role(server, url: str, role: str) -> None:  # type: ignore[no-untyped-def]
    server.sql(f'DROP OWNED BY "{role}"', url.rsplit("/", 1)[1])
    server.sql(f'DROP ROLE IF EXISTS "{role}"')

"""Commands that put a tournament on a server, against a real PostgreSQL server (tests/pg.py),
and the one-line refusal of a `--db` that is not a server's address."""

from __future__ import annotations

import pytest

from tournament.cli import main


@pytest.mark.parametrize("command", [["push", "cup.rtdb", "--db", "cup2.rtdb"],
                                     ["pull", "--db", "cup2.rtdb", "cup.rtdb"],
                                     ["standings", "--db", "cup2.rtdb"]])
def test_a_db_that_is_not_a_server_s_address_is_refused_in_one_line(command, capsys):
    assert main(command) == 2
    said = capsys.readouterr()
    assert said.err == "--db cup2.rtdb: not a server's address (postgresql://user@host/dbname)\n"

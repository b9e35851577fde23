"""The ledger on a PostgreSQL server (tests/pg.py): what stations write keeps it whole, `pull`
carries it row for row, and an edit made with SQL by the database's owner (who can
write anything) is found by `check --db` and named."""

from __future__ import annotations

import psycopg
import pytest

from tournament.cli import main
from tournament.demo import build_demo_tournament
from tournament.service import Tournament


@pytest.fixture
def venue(pg_url, tmp_path, capsys, monkeypatch):
    """The demo tournament made on a server, with a few changes made there by two
    stations (a referee's hand, the organiser's penalty and approval)."""
    build_demo_tournament(pg_url, password="pw").close()
    referee = Tournament.open(pg_url, role="referee", station="Desk 2", person="Anna")
    referee.tables.record_hand(3, 1, {"outcome": "exhaustive_draw", "tenpai": [0, 2]})
    organiser = Tournament.open(pg_url, station="Desk 1", password="pw")
    organiser.penalties.add("Eva Nowak", "yellow_card", reason="late", round=3)
    referee.close()
    organiser.close()
    capsys.readouterr()
    # check needs no organiser password: it only reads (a replaced hash must not hide).
    monkeypatch.delenv("RIICHI_TOURNAMENT_PASSWORD", raising=False)
    return pg_url


def test_a_server_tournament_passes_check_and_its_pull_too(venue, tmp_path, capsys):
    assert main(["check", "--db", venue]) == 0
    out = capsys.readouterr().out
    assert "ledger: every fact matches" in out
    head = out.split("head ")[1].split()[0]
    copy = tmp_path / "copy.rtdb"
    assert main(["pull", "--db", venue, str(copy)]) == 0
    capsys.readouterr()
    assert main(["check", str(copy)]) == 0
    assert f"head {head} " in capsys.readouterr().out


@pytest.mark.parametrize("statement, named", [
    ("UPDATE hand_log SET payload = replace(payload, '\"han\":2', '\"han\":6') WHERE id = "
     "(SELECT min(id) FROM hand_log WHERE payload LIKE '%\"han\":2%')", "hand log of round "),
    ("UPDATE penalties SET points = -100000 WHERE kind = 'deduction'", "penalty 1 "),
    ("UPDATE tables SET locked = false WHERE id = 1", "round 1, table 1 (its lock)"),
    ("DELETE FROM audit_log WHERE id = (SELECT max(id) FROM audit_log)", "organiser action"),
    ("UPDATE settings SET password = NULL", "the organiser password"),
    ("UPDATE settings SET password = 'x'", "the organiser password"),
    ("DELETE FROM changes WHERE counter = (SELECT max(counter) FROM changes)", None),
])
def test_an_owners_edit_with_sql_is_found_by_check_db(venue, capsys, statement, named):
    with psycopg.connect(venue) as conn:
        assert conn.execute(statement).rowcount > 0
    code = main(["check", "--db", venue])
    out, err = capsys.readouterr()
    if named is None:
        # The change history is what stations catch up from, not a fact the results rest
        # on: it is kept only for a while anyway (the last 500 changes).
        assert code == 0, err
        return
    assert code == 2, out
    assert named in err and "behind the app's back" in err

"""A forged fact `check` always finds, on a tournament file, tried as someone who holds the
file and read the code would: change a fact with sqlite3, then append that fact's link and a
change link chained to the head with the public hashing (`digests.link_hash`), bump the
counter, even add a signature link of their own. Nothing is rewritten, so only the
organiser's signatures (`storage.signing`) can tell: `check` names the fact (exit 2); without
the password it says what it could not verify. And the file's own round backup anchors it
(`check --head`), a schema version set back is refused, and an entry id is kept with its
change."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import pytest

from tests.service.helpers import names
from tournament.cli import main
from tournament.demo import build_demo_tournament
from tournament.players.roster import PlayerDraft
from tournament.service import Tournament
from tournament.storage.digests import FACTS, digest, fact_digest, link_hash

PW = "secret words"
SEATING = [[f"P{i:02d}" for i in range(t * 4 + 1, t * 4 + 5)] for t in range(3)]
SLIP = [41000, 31000, 27000, 21000]


@pytest.fixture(scope="module")
def made(tmp_path_factory) -> Path:
    """Two rounds approved, a penalty, round 3 seated; an organiser password."""
    path = tmp_path_factory.mktemp("trust") / "cup.rtdb"
    build_demo_tournament(path, password=PW).close()
    return path


@pytest.fixture
def cup(made, tmp_path) -> Path:
    path = tmp_path / "cup.rtdb"
    path.write_bytes(made.read_bytes())
    return path


def check(path: Path, capsys, *more: str, password: str | None = None,
          monkeypatch=None) -> tuple[int, str, str]:
    if monkeypatch is not None:
        if password is None:
            monkeypatch.delenv("RIICHI_TOURNAMENT_PASSWORD", raising=False)
        else:
            monkeypatch.setenv("RIICHI_TOURNAMENT_PASSWORD", password)
    code = main(["check", str(path), *more])
    out, err = capsys.readouterr()
    return code, out, err


def forge(path: Path, statement: str, fact: str, key: int, *, signature: bool = False,
          label: str = "forged") -> None:
    """Change a fact with sqlite3, then chain its link and a change link (and perhaps a
    signature link of one's own) to the head, as the app would, and move the counter."""
    conn = sqlite3.connect(path)
    try:
        assert conn.execute(statement).rowcount == 1, statement
        columns = ", ".join(FACTS[fact])
        source = "settings" if fact == "password" else fact
        row = conn.execute(f"SELECT {columns} FROM {source} WHERE "
                           f"{FACTS[fact][0]} = ?", (key,)).fetchone()
        seq, prev = conn.execute("SELECT seq, hash FROM ledger ORDER BY seq DESC "
                                 "LIMIT 1").fetchone()
        counter = conn.execute("SELECT value FROM change_counter").fetchone()[0] + 1
        conn.execute("UPDATE change_counter SET value = ?", (counter,))
        at = "2026-11-28T20:00:00.000Z"
        links = [(f"{fact}:{key}", label, fact_digest(fact, row)),
                 ("change", f"change {counter}", digest([counter]))]
        if signature:
            links.append(("signature", "signed with the organiser password", "ab" * 32))
        chain_links(conn, (seq, prev), links, at=at, counter=counter, station="Desk")
        conn.execute("INSERT INTO changes (counter, at, station, person, what) "
                     "VALUES (?, ?, 'Desk', '', '{}')", (counter, at))
        conn.commit()
    finally:
        conn.close()


def chain_links(conn: sqlite3.Connection, head: tuple[int, str],
                links: list[tuple[str, str, str]], *, at: str, counter: int,
                station: str = "") -> tuple[int, str]:
    """Append `links` (item, label, digest) after `head` (seq, hash) with the public hashing,
    as the app chains them; the new head."""
    seq, prev = head
    for item, name, dig in links:
        seq += 1
        hashed = link_hash(prev, seq, at, counter, station, "", item, name, dig)
        conn.execute("INSERT INTO ledger (seq, at, counter, station, person, item, label, "
                     "digest, prev, hash) VALUES (?, ?, ?, ?, '', ?, ?, ?, ?, ?)",
                     (seq, at, counter, station, item, name, dig, prev, hashed))
        prev = hashed
    return seq, prev


def ids(path: Path) -> dict[str, int]:
    conn = sqlite3.connect(path)
    try:
        return {
            "penalty": conn.execute("SELECT min(id) FROM penalties").fetchone()[0],
            "round2": conn.execute("SELECT id FROM rounds WHERE number = 2").fetchone()[0],
            "r1t1": conn.execute("SELECT t.id FROM tables t JOIN rounds r ON r.id = t.round_id "
                                 "WHERE r.number = 1 AND t.number = 1").fetchone()[0],
        }
    finally:
        conn.close()


def uma(path: Path) -> str:
    conn = sqlite3.connect(path)
    try:
        rules = json.loads(conn.execute("SELECT ruleset FROM settings").fetchone()[0])
    finally:
        conn.close()
    key = next(k for k in rules if "uma" in k)
    rules[key] = [0, 0, 0, 0] if isinstance(rules[key], list) else 0
    return json.dumps(rules)


def forgeries(path: Path) -> dict[str, tuple[str, str, int]]:
    found = ids(path)
    return {
        "zero a penalty": (f"UPDATE penalties SET points = 0 WHERE id = {found['penalty']}",
                           "penalties", found["penalty"]),
        "take back round 2's approval": (f"UPDATE rounds SET approved_at = NULL WHERE id = "
                                         f"{found['round2']}", "rounds", found["round2"]),
        "unlock a table": (f"UPDATE tables SET locked = 0 WHERE id = {found['r1t1']}",
                           "tables", found["r1t1"]),
        "change the uma": (f"UPDATE settings SET ruleset = '{uma(path)}' WHERE id = 1",
                           "settings", 1),
    }


WHAT = ["zero a penalty", "take back round 2's approval", "unlock a table", "change the uma"]


def test_the_untouched_file_passes_with_and_without_the_password(cup, capsys, monkeypatch):
    code, out, err = check(cup, capsys, monkeypatch=monkeypatch)
    assert code == 0, err
    assert "were not verified: the organiser password was not given" in out
    code, out, err = check(cup, capsys, password=PW, monkeypatch=monkeypatch)
    assert code == 0, err
    assert "match the organiser password" in out


@pytest.mark.parametrize("what", WHAT)
def test_a_forged_fact_rechained_without_a_signature_is_found_even_without_the_password(
        cup, capsys, monkeypatch, what):
    statement, fact, key = forgeries(cup)[what]
    forge(cup, statement, fact, key)
    for password in (None, PW):
        code, _, err = check(cup, capsys, password=password, monkeypatch=monkeypatch)
        assert code == 2, (what, password)
        assert "without the organiser password" in err and "unsigned_fact" in err


@pytest.mark.parametrize("what", WHAT)
def test_a_forged_fact_with_a_signature_of_ones_own_is_found_with_the_password(
        cup, capsys, monkeypatch, what):
    statement, fact, key = forgeries(cup)[what]
    forge(cup, statement, fact, key, signature=True)
    # Without the password the signature cannot be checked: said, not passed over (a
    # changed ruleset is found all the same: every table's result differs from its log).
    code, out, err = check(cup, capsys, monkeypatch=monkeypatch)
    if what == "change the uma":
        assert code == 2 and "stored summary differs from its log" in err
    else:
        assert code == 0, err
        assert "were not verified" in out
    code, _, err = check(cup, capsys, password=PW, monkeypatch=monkeypatch)
    assert code == 2
    assert "does not match the organiser password" in err
    assert "changed at change" in err  # the fact itself is named


def test_a_repair_after_a_forged_uma_needs_the_password_and_never_mends_the_forgery(
        cup, capsys, monkeypatch):
    statement, fact, key = forgeries(cup)["change the uma"]
    forge(cup, statement, fact, key, signature=True)
    code, _, err = check(cup, capsys, "--repair", monkeypatch=monkeypatch)
    assert code == 2 and "password_needed" in err
    code, _, err = check(cup, capsys, "--repair", password=PW, monkeypatch=monkeypatch)
    assert code == 2 and "does not match the organiser password" in err


def test_a_hand_added_to_an_approved_table_is_found(cup, capsys, monkeypatch):
    found = ids(cup)
    conn = sqlite3.connect(cup)
    seq = conn.execute("SELECT max(seq) + 1 FROM hand_log WHERE table_id = ?",
                       (found["r1t1"],)).fetchone()[0]
    conn.close()
    forge(cup, f"INSERT INTO hand_log (table_id, seq, kind, target, payload, who, at, why, "
               f"station, person, entry_id, db_user) VALUES ({found['r1t1']}, {seq}, "
               f"'totals', NULL, '{{\"scores\": [{', '.join(map(str, SLIP))}]}}', '', "
               f"'2099-01-01T00:00:00.000Z', '', 'Organiser desk', '', NULL, '')",
          "hand_log", _last_log_id(cup, found["r1t1"]) + 1)
    code, _, err = check(cup, capsys, monkeypatch=monkeypatch)
    assert code == 2
    assert "while its table was locked (approved)" in err
    assert "in the future" in err


def _last_log_id(path: Path, table: int) -> int:
    conn = sqlite3.connect(path)
    try:
        return int(conn.execute("SELECT max(id) FROM hand_log").fetchone()[0])
    finally:
        conn.close()


def test_the_file_holds_against_its_own_round_backup_and_a_forgery_since_is_named(
        made, cup, capsys, monkeypatch):
    with Tournament.open(made, read_only=True) as t:
        backup = t.rounds.all()[1].backup
    assert backup is not None
    code, out, err = check(cup, capsys, "--head", backup, monkeypatch=monkeypatch)
    assert code == 0, err
    assert "ledger: it still holds" in out
    statement, fact, key = forgeries(cup)["unlock a table"]
    forge(cup, statement, fact, key, signature=True)
    code, _, err = check(cup, capsys, "--head", backup, password=PW, monkeypatch=monkeypatch)
    assert code == 2
    assert "unlocked at change" in err or "does not match the organiser password" in err


def test_the_organiser_password_is_set_and_changed_from_the_command_line(
        tmp_path, capsys, monkeypatch):
    path = tmp_path / "cup.rtdb"
    with Tournament.create(path, name="Cup", rounds=2,
                           players=[PlayerDraft(n) for n in names(12)]) as t:
        t.rounds.set_seating(1, SEATING)
    monkeypatch.setenv("RIICHI_TOURNAMENT_PASSWORD", "first")
    assert main(["settings", str(path), "--password"]) == 0
    assert "the organiser password is set" in capsys.readouterr().out
    # Organiser changes now need it, and are signed with it.
    monkeypatch.delenv("RIICHI_TOURNAMENT_PASSWORD")
    assert main(["approve", str(path), "--round", "1"]) == 2
    assert "password" in capsys.readouterr().err
    # Changing it needs the old one.
    monkeypatch.setenv("RIICHI_TOURNAMENT_PASSWORD", "wrong")
    monkeypatch.setenv("RIICHI_TOURNAMENT_NEW_PASSWORD", "second")
    assert main(["settings", str(path), "--password"]) == 2
    monkeypatch.setenv("RIICHI_TOURNAMENT_PASSWORD", "first")
    assert main(["settings", str(path), "--password"]) == 0
    capsys.readouterr()
    monkeypatch.delenv("RIICHI_TOURNAMENT_NEW_PASSWORD")
    monkeypatch.setenv("RIICHI_TOURNAMENT_PASSWORD", "second")
    assert main(["check", str(path)]) == 0, capsys.readouterr().err
    assert "match the organiser password" in capsys.readouterr().out
    # The old password no longer opens it.
    monkeypatch.setenv("RIICHI_TOURNAMENT_PASSWORD", "first")
    assert main(["check", str(path)]) == 2
    capsys.readouterr()


def test_the_demo_takes_a_password(tmp_path, capsys, monkeypatch):
    monkeypatch.setenv("RIICHI_TOURNAMENT_PASSWORD", "demo words")
    path = tmp_path / "demo.rtdb"
    assert main(["demo", str(path), "--password"]) == 0
    capsys.readouterr()
    with Tournament.open(path, read_only=True) as t:
        assert t.settings.has_password
    assert main(["check", str(path)]) == 0
    assert "match the organiser password" in capsys.readouterr().out


@pytest.mark.parametrize("version", [6, 9, 10])
def test_a_schema_version_set_back_is_refused_in_one_line(cup, capsys, version):
    conn = sqlite3.connect(cup)
    if version == 6:
        conn.execute("DROP TABLE ledger")
    conn.execute(f"UPDATE meta SET value = '{version}' WHERE key = 'schema_version'")
    conn.execute(f"UPDATE alembic_version SET version_num = '{version:04d}'")
    conn.commit()
    conn.close()
    for argv in (["check", str(cup)], ["standings", str(cup)]):
        code = main(argv)
        err = capsys.readouterr().err
        assert code == 2, argv
        assert len(err.strip().splitlines()) == 1
        assert "set back" in err


def test_a_lost_ledger_is_refused_not_started_again(cup, capsys):
    conn = sqlite3.connect(cup)
    conn.execute("DROP TABLE ledger")
    conn.commit()
    conn.close()
    assert main(["check", str(cup)]) == 2
    assert "ledger is missing" in capsys.readouterr().err


def test_an_entry_id_given_to_another_change_is_refused(cup, capsys, monkeypatch):
    monkeypatch.setenv("RIICHI_TOURNAMENT_PASSWORD", PW)
    base = ["penalty", str(cup), "--player", "Nora Haas", "--kind", "deduction",
            "--reason", "late", "--round", "3", "--entry-id", "desk-7"]
    assert main([*base, "--points", "-5"]) == 0
    capsys.readouterr()
    assert main([*base, "--points", "-5"]) == 0  # the same change again: already saved
    assert "already saved" in capsys.readouterr().err
    assert main([*base, "--points", "-50"]) == 2  # another change with that id
    assert "was used for another change" in capsys.readouterr().err
    with Tournament.open(cup, read_only=True) as t:
        assert sum(1 for p in t.penalties.all() if p.reason == "late") == 1


def test_outputs_for_the_outside_world_refuse_a_file_that_fails_its_check(
        cup, capsys, tmp_path):
    conn = sqlite3.connect(cup)
    conn.execute("UPDATE penalties SET points = 0 WHERE id = (SELECT min(id) FROM penalties)")
    conn.commit()
    conn.close()
    out = tmp_path / "ema.csv"
    assert main(["export", str(cup), "--format", "ema", "--out", str(out)]) == 2
    assert "fails its check" in capsys.readouterr().err and not out.exists()
    assert main(["export", str(cup), "--format", "ema", "--out", str(out), "--force"]) == 0
    capsys.readouterr()
    assert main(["standings", str(cup)]) == 0
    assert "warning:" in capsys.readouterr().err
    assert main(["log", str(cup)]) == 0
    assert "warning:" in capsys.readouterr().err

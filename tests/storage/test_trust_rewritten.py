"""A forged fact hidden by rewriting the whole ledger, tried as someone who holds the file and
read the code would: change a fact, then build every link again with the public hashing
(`digests.link_hash`), leaving the organiser's signatures out, or moving the link where they
start after the forgery, or taking the mark off the password's record. The app signs the change
that sets the organiser password, and that signature covers every link before it: `check`
finds the rewrite (exit 2), with or without the password; so does the quick check that
standings and the EMA file rest on, also on a ledger too long to check whole. Without a
password, only a head printed or saved earlier tells."""

from __future__ import annotations

import json
import os
import sqlite3
from pathlib import Path

import pytest

from tests.storage.test_trust_file import chain_links, check, forge, forgeries, ids
from tournament.cli import main
from tournament.demo import build_demo_tournament
from tournament.service import Tournament
from tournament.storage import chain
from tournament.storage import password as passwords
from tournament.storage.digests import FACTS, fact_digest, link_hash

PW = "secret words"
UPGRADED = "the organiser's signatures start here (upgraded from file format 10)"


@pytest.fixture(scope="module")
def made(tmp_path_factory) -> dict[str, Path]:
    """The demo (two rounds approved, a penalty, round 3 seated), with an organiser password
    and without one."""
    folder = tmp_path_factory.mktemp("rewritten")
    build_demo_tournament(folder / "with.rtdb", password=PW).close()
    build_demo_tournament(folder / "without.rtdb").close()
    return {"with": folder / "with.rtdb", "without": folder / "without.rtdb"}


@pytest.fixture
def cup(made, tmp_path) -> Path:
    path = tmp_path / "cup.rtdb"
    path.write_bytes(made["with"].read_bytes())
    return path


@pytest.fixture
def quick_only(monkeypatch):
    """The quick check as on a ledger too long to check whole (`chain.QUICK_UP_TO`)."""
    monkeypatch.setattr(chain, "QUICK_UP_TO", 0)


def rechain(path: Path, *, drop: tuple[str, ...] = ("signing", "signature"),
            start_at_end: bool = False, strip_mark: bool = False, forged: bool = True) -> None:
    """Zero the first penalty (unless not `forged`), then write the whole ledger again,
    every link's digest and hash as the app makes them: without the links of `drop`; with
    the link where the signatures start moved to the end, worded as a file upgraded from an
    older format (`start_at_end`); with the mark taken off the password's record
    (`strip_mark`)."""
    conn = sqlite3.connect(path)
    try:
        penalty = conn.execute("SELECT min(id) FROM penalties").fetchone()[0]
        if forged:
            conn.execute("UPDATE penalties SET points = 0 WHERE id = ?", (penalty,))
        if strip_mark:
            record = json.loads(conn.execute("SELECT password FROM settings").fetchone()[0])
            del record["signs"]
            conn.execute("UPDATE settings SET password = ?", (json.dumps(record),))
        rows = {fact: conn.execute(f"SELECT {', '.join(FACTS[fact])} FROM "
                                   f"{'settings' if fact == 'password' else fact} WHERE "
                                   f"{FACTS[fact][0]} = ?", (key,)).fetchone()
                for fact, key in (("penalties", penalty), ("password", 1))}
        links = conn.execute("SELECT at, counter, station, person, item, label, digest "
                             "FROM ledger ORDER BY seq").fetchall()
        kept = []
        for at, counter, station, person, item, label, dig in links:
            if item in drop:
                continue
            fact, _, key = item.partition(":")
            if fact in rows and key == str(rows[fact][0]):
                dig = fact_digest(fact, rows[fact])
            kept.append([at, counter, station, person, item, label, dig])
        if start_at_end:
            last = kept[-1]
            kept.append([last[0], last[1], "", "", "signing", UPGRADED, ""])
        conn.execute("DELETE FROM ledger")
        prev = ""
        for seq, (at, counter, station, person, item, label, dig) in enumerate(kept, start=1):
            hashed = link_hash(prev, seq, at, counter, station, person, item, label, dig)
            conn.execute("INSERT INTO ledger (seq, at, counter, station, person, item, label, "
                         "digest, prev, hash) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                         (seq, at, counter, station, person, item, label, dig, prev, hashed))
            prev = hashed
        conn.commit()
    finally:
        conn.close()


def outputs_refuse(path: Path, capsys, tmp_path: Path, found: str) -> None:
    """The standings warn and the EMA file is refused, naming `found`."""
    assert main(["standings", str(path)]) == 0
    err = capsys.readouterr().err
    assert "warning:" in err and "fails its check" in err and found in err, err
    out = tmp_path / "ema.csv"
    assert main(["export", str(path), "--format", "ema", "--out", str(out)]) == 2
    assert "fails its check" in capsys.readouterr().err and not out.exists()


SET_UNSIGNED = "the organiser password: set at change"


@pytest.mark.parametrize("how", ["signatures left out", "their start moved after the forgery"])
@pytest.mark.parametrize("quick", [False, True], ids=["whole", "quick"])
def test_a_ledger_rewritten_from_its_start_is_found_with_or_without_the_password(
        cup, capsys, monkeypatch, tmp_path, how, quick):
    if quick:
        monkeypatch.setattr(chain, "QUICK_UP_TO", 0)
    rechain(cup, start_at_end=how != "signatures left out")
    for password in (None, PW):
        code, _, err = check(cup, capsys, password=password, monkeypatch=monkeypatch)
        assert code == 2, (how, password)
        assert SET_UNSIGNED in err and "but its change carries no organiser signature" in err
        assert "[unsigned_fact]" in err
    monkeypatch.delenv("RIICHI_TOURNAMENT_PASSWORD")
    outputs_refuse(cup, capsys, tmp_path, SET_UNSIGNED)
    with Tournament.open(cup, read_only=True) as t:
        assert [i.code.value for i in t.ledger.quick_check()] == ["unsigned_fact"]


def test_the_mark_taken_off_the_passwords_record_is_found(cup, capsys, monkeypatch):
    # Left without the start of the signatures: found without the password.
    rechain(cup, strip_mark=True)
    code, _, err = check(cup, capsys, monkeypatch=monkeypatch)
    assert code == 2 and SET_UNSIGNED in err
    # Passed off as a file from before the signatures: only the password tells (the record
    # no longer opens with it); without it, the check says what it cannot tell.
    rechain(cup, drop=("signature",), start_at_end=True)
    conn = sqlite3.connect(cup)
    starts = conn.execute("SELECT label FROM ledger WHERE item = 'signing' ORDER BY seq")
    assert [label for (label,) in starts][-1] == UPGRADED
    conn.close()
    code, out, err = check(cup, capsys, monkeypatch=monkeypatch)
    assert code == 0, err
    assert "set by an older version" in out and "cannot be told from a rewritten one" in out
    code, _, err = check(cup, capsys, password=PW, monkeypatch=monkeypatch)
    assert code == 2 and "[bad_password]" in err


def test_the_mark_on_a_record_is_bound_to_the_password():
    record, _ = passwords.hash_with_key(PW)
    assert passwords.signs(record) and passwords.verify_password(PW, record)
    assert not passwords.needs_upgrade(record)
    data = json.loads(record)
    for changed in ({k: v for k, v in data.items() if k != "signs"},
                    {k: v for k, v in data.items() if k != "text"},
                    {**data, "signs": 0}):
        assert not passwords.verify_password(PW, json.dumps(changed)), changed
        assert passwords.derive_key(PW, json.dumps(changed)) is None
    # A record from before the mark verifies as it is, and does not take one on.
    older = {**data, "hash": passwords._scrypt(
        PW, bytes.fromhex(data["salt"]), data["n"], data["r"], data["p"], 32).hex()}
    del older["signs"]
    assert passwords.verify_password(PW, json.dumps(older))
    assert not passwords.signs(json.dumps(older)) and passwords.needs_upgrade(json.dumps(older))
    assert not passwords.verify_password(PW, json.dumps({**older, "signs": 1}))


def test_without_a_password_only_a_head_from_before_tells(made, tmp_path, capsys, monkeypatch):
    path = tmp_path / "cup.rtdb"
    path.write_bytes(made["without"].read_bytes())
    code, out, _ = check(path, capsys, monkeypatch=monkeypatch)
    assert code == 0
    fingerprint = out.split("head ")[1].split()[0]
    rechain(path)
    assert check(path, capsys, monkeypatch=monkeypatch)[0] == 0
    assert main(["check", str(path), "--head", fingerprint]) == 2
    assert "[ledger_rewritten]" in capsys.readouterr().err
    # The organiser who gives a password to a tournament that has none is told.
    code, _, err = check(path, capsys, password=PW, monkeypatch=monkeypatch)
    assert code == 0 and "this tournament has none" in err


@pytest.mark.usefixtures("quick_only")
@pytest.mark.parametrize("what", ["zero a penalty", "take back round 2's approval",
                                  "unlock a table", "change the uma"])
def test_the_quick_check_of_a_long_ledger_finds_an_unsigned_forgery(
        cup, capsys, monkeypatch, tmp_path, what):
    monkeypatch.delenv("RIICHI_TOURNAMENT_PASSWORD", raising=False)
    statement, fact, key = forgeries(cup)[what]
    forge(cup, statement, fact, key)
    with Tournament.open(cup, read_only=True) as t:
        found = t.ledger.quick_check()
    assert [i.code.value for i in found] == ["unsigned_fact"], found
    assert "changed without the organiser password" in found[0].message
    outputs_refuse(cup, capsys, tmp_path, "without the organiser password")


@pytest.mark.usefixtures("quick_only")
def test_the_quick_check_passes_the_apps_own_changes(cup, capsys, monkeypatch):
    """Referee changes are never signed (hands, a table's result); the organiser's are."""
    monkeypatch.delenv("RIICHI_TOURNAMENT_PASSWORD", raising=False)
    with Tournament.open(cup, read_only=True) as t:
        assert t.ledger.quick_check() == []
    assert main(["record", str(cup), "--round", "3", "--table", "1", "--totals", "40000",
                 "30000", "20000", "10000"]) == 0
    with Tournament.open(cup, password=PW) as t:
        t.penalties.add("Nora Haas", "yellow_card", reason="phone rang", round=3)
        t.approvals.unlock_table(1, 2, PW, reason="recount")
        t.approvals.lock_table(1, 2)
    capsys.readouterr()
    with Tournament.open(cup, read_only=True) as t:
        assert t.ledger.quick_check() == []
    assert main(["standings", str(cup)]) == 0
    assert "warning" not in capsys.readouterr().err
    assert check(cup, capsys, password=PW, monkeypatch=monkeypatch)[0] == 0


def test_a_password_from_before_the_signatures_is_noted_then_renewed(
        made, tmp_path, capsys, monkeypatch):
    """A file from an older version: its password set before the link where the signatures
    start (added by the upgrade), in a change no one signed. Noted, not failed; the next
    unlock with the password renews the record, and the note goes."""
    path = tmp_path / "cup.rtdb"
    path.write_bytes(made["without"].read_bytes())
    conn = sqlite3.connect(path)
    salt = os.urandom(16)
    cost = passwords.COST
    record = {"algorithm": "scrypt", **cost, "dklen": 32, "salt": salt.hex(),
              "hash": passwords._scrypt(PW, salt, cost["n"], cost["r"], cost["p"], 32).hex(),
              "text": "nfc"}
    conn.execute("UPDATE settings SET password = ?", (json.dumps(record),))
    conn.commit()
    conn.close()
    # The ledger as the older version left it: the password sealed with every fact, no
    # signatures; then the upgrade's link where they start.
    rechain(path, drop=("signing", "signature", "password:1"), forged=False)
    _seal_password_then_upgrade(path)
    for password in (None, PW):
        code, out, err = check(path, capsys, password=password, monkeypatch=monkeypatch)
        assert code == 0, err
        assert "set by an older version" in out
    with Tournament.open(path, password=PW) as t:
        t.approvals.unlock_table(1, 1, PW, reason="recount")
        t.approvals.lock_table(1, 1)
    code, out, err = check(path, capsys, password=PW, monkeypatch=monkeypatch)
    assert code == 0, err
    assert "set by an older version" not in out and "match the organiser password" in out
    conn = sqlite3.connect(path)
    assert passwords.signs(conn.execute("SELECT password FROM settings").fetchone()[0])
    conn.close()


def _seal_password_then_upgrade(path: Path) -> None:
    """The password's link, then the link where the signatures start, chained to the head
    (as a file of format 10 was upgraded: its password sealed before)."""
    conn = sqlite3.connect(path)
    try:
        row = conn.execute("SELECT id, password FROM settings").fetchone()
        seq, prev, counter, at = conn.execute(
            "SELECT seq, hash, counter, at FROM ledger ORDER BY seq DESC LIMIT 1").fetchone()
        chain_links(conn, (seq, prev), [("password:1", "the organiser password",
                                         fact_digest("password", row)),
                                        ("signing", UPGRADED, "")], at=at, counter=counter)
        conn.commit()
    finally:
        conn.close()


@pytest.mark.usefixtures("quick_only")
def test_the_quick_check_of_a_long_ledger_finds_a_hand_on_a_locked_table_and_a_lost_password(
        cup, monkeypatch):
    monkeypatch.delenv("RIICHI_TOURNAMENT_PASSWORD", raising=False)
    found = ids(cup)
    conn = sqlite3.connect(cup)
    seq, last = conn.execute("SELECT max(seq) + 1, (SELECT max(id) FROM hand_log) FROM "
                             "hand_log WHERE table_id = ?", (found["r1t1"],)).fetchone()
    conn.close()
    forge(cup, f"INSERT INTO hand_log (table_id, seq, kind, target, payload, who, at, why, "
               f"station, person, entry_id, db_user) VALUES ({found['r1t1']}, {seq}, "
               f"'totals', NULL, '{{\"scores\": [41000, 31000, 27000, 21000]}}', '', "
               f"'2026-11-28T20:00:00.000Z', '', 'Organiser desk', '', NULL, '')",
          "hand_log", last + 1)
    with Tournament.open(cup, read_only=True) as t:
        problems = t.ledger.quick_check()
    assert [i.code.value for i in problems] == ["unsigned_fact"], problems
    assert "while its table was locked (approved)" in problems[0].message
    forge(cup, "UPDATE settings SET password = NULL WHERE id = 1", "password", 1)
    with Tournament.open(cup, read_only=True) as t:
        problems = t.ledger.quick_check()
    messages = sorted(i.message for i in problems)
    assert [i.code.value for i in problems] == ["unsigned_fact"] * 2, problems
    assert "while its table was locked (approved)" in messages[0]  # (the link's own label)
    assert messages[1].startswith("the organiser password: taken away at change")


def test_the_desk_words_a_rewritten_ledger_and_a_lost_password_in_both_languages(
        cup, made, tmp_path):
    """What the desk shows at open (`LedgerPart.issues`, worded by the catalogue): that the
    ledger was rewritten, not that the password was "changed without the password"."""
    from tournament.words.issues import issue_text

    rechain(cup)
    with Tournament.open(cup, read_only=True) as t:
        found = t.ledger.issues()
    assert [i.params.get("variant") for i in found] == ["rewritten"]
    # (In English the desk shows the core's own message, which says more.)
    assert issue_text(found[0], "en").startswith("The organiser password: set at change 0")
    assert "so the ledger before was rewritten" in issue_text(found[0], "en")
    assert issue_text(found[0], "fr") == ("Le mot de passe de l\u2019organisateur a été défini "
                                          "sans sa signature : le registre a été réécrit")
    other = tmp_path / "other.rtdb"
    other.write_bytes(made["with"].read_bytes())
    forge(other, "UPDATE settings SET password = NULL WHERE id = 1", "password", 1)
    with Tournament.open(other, read_only=True) as t:
        worded = [issue_text(i, "fr") for i in t.ledger.issues()
                  if i.params.get("variant") == "taken_away"]
    assert worded == ["Le mot de passe de l\u2019organisateur a été retiré"]

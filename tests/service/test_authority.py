"""The organiser's authority: a penalty that changes an approved round's
standings needs the organiser password, re-approving is logged, the password works from any
keyboard, and its hash is upgraded to today's cost on the next unlock."""

from __future__ import annotations

import json
import sqlite3
import unicodedata

import pytest

from tests.service.helpers import new_tournament, seat_in_order
from tournament.cli import main
from tournament.errors import InvalidInput
from tournament.service import Tournament
from tournament.storage import password as pw


def approved(tmp_path, secret: str | None = "tonpu") -> Tournament:
    t = new_tournament(tmp_path, players=8, rounds=2, password=secret)
    seat_in_order(t, 1, [[1, 2, 3, 4], [5, 6, 7, 8]])
    t.tables.record_totals(1, 1, [40000, 30000, 30000, 20000])
    t.tables.record_totals(1, 2, [30000] * 4)
    t.approvals.approve(1, who="Olga")
    return t


def codes(call) -> list[str]:
    with pytest.raises(InvalidInput) as caught:
        call()
    return [i.code for i in caught.value.issues]


@pytest.mark.parametrize("kind, points", [("deduction", -5000), ("disqualification", 0)])
def test_a_penalty_changing_an_approved_round_needs_the_password(tmp_path, kind, points):
    t = approved(tmp_path)
    assert t.penalties.needs_password(kind, 1)
    for given in (None, "", "wrong"):
        assert codes(lambda given=given: t.penalties.add("P01", kind, points, "x", round=1,
                                                      password=given)) == ["bad_password"]
    assert t.penalties.all() == ()
    penalty, _ = t.penalties.add("P01", kind, points, "slow play", round=1, password="tonpu")
    # withdrawing it changes the approved standings too
    assert codes(lambda: t.penalties.withdraw(penalty.id, "appeal", who="Olga")) == [
        "bad_password"]
    t.penalties.withdraw(penalty.id, "appeal", who="Olga", password="tonpu")
    t.close()


def test_what_does_not_change_approved_standings_needs_no_password(tmp_path):
    t = approved(tmp_path)
    assert not t.penalties.needs_password("yellow_card", 1)
    t.penalties.add("P01", "yellow_card", 0, "phone", round=1)  # no points
    t.penalties.add("P02", "deduction", -1000, "late", round=2)  # round 2 is not approved
    t.close()
    (tmp_path / "open").mkdir()
    t = approved(tmp_path / "open", secret=None)  # no password set: nothing to ask
    t.penalties.add("P01", "deduction", -1000, "late", round=1)
    t.close()


def test_the_penalty_command_takes_the_password_like_unlock(tmp_path, capsys, monkeypatch):
    approved(tmp_path).close()
    path = tmp_path / "cup.rtdb"
    argv = ["penalty", str(path), "--player", "P01", "--points", "-5", "--reason", "slow play",
            "--round", "1"]
    monkeypatch.delenv("RIICHI_TOURNAMENT_PASSWORD", raising=False)
    assert main(argv) == 2 and "needs the organiser password" in capsys.readouterr().err
    monkeypatch.setenv("RIICHI_TOURNAMENT_PASSWORD", "wrong")
    assert main(argv) == 2
    monkeypatch.setenv("RIICHI_TOURNAMENT_PASSWORD", "tonpu\n")  # a line break read along
    assert main(argv) == 0, capsys.readouterr().err
    with Tournament.open(path) as t:
        assert [p.points for p in t.penalties.all()] == [-5000]


def test_reapproving_after_an_unlock_is_logged(tmp_path):
    t = approved(tmp_path)
    assert codes(lambda: t.approvals.approve(1, who="Olga")) == ["already_approved"]
    t.approvals.unlock_table(1, 2, "tonpu", "slip misread", who="Olga")
    t.tables.record_totals(1, 2, [35000, 25000, 30000, 30000], who="Olga", reason="slip misread")
    info, _ = t.approvals.approve(1, who="Olga")
    assert info.approved_by == "Olga" and t.tables.view(1, 2).locked
    actions = [(a.action, a.detail) for a in t.approvals.audit() if a.round == 1]
    assert actions[-2:] == [("unlock_table", "slip misread"),
                            ("reapprove_round", "tables 2 locked again")]
    t.close()


def test_the_password_works_from_any_keyboard(tmp_path):
    decomposed = unicodedata.normalize("NFD", "Café ñandú")
    t = approved(tmp_path, secret=decomposed)
    for typed in ("Café ñandú", decomposed, "Café ñandú\n", "Café ñandú\r\n"):
        assert t.setup.check_password(typed), repr(typed)
    assert not t.setup.check_password("Cafe nandu") and not t.setup.check_password("Café ñandú ")
    t.close()


def test_an_old_hash_is_upgraded_on_the_next_unlock(tmp_path, monkeypatch):
    t = approved(tmp_path)
    t.close()
    # A hash from an older version: a lower cost, made from the text as typed (decomposed).
    monkeypatch.setattr(pw, "COST", {"n": 2**9, "r": 8, "p": 1})
    old = json.loads(pw.hash_password("x"))
    import hashlib
    typed = unicodedata.normalize("NFD", "Ça va")
    salt = bytes(16)
    old.update(salt=salt.hex(), hash=hashlib.scrypt(typed.encode(), salt=salt, n=2**9, r=8,
                                                    p=1, dklen=32).hex())
    del old["text"]
    conn = sqlite3.connect(tmp_path / "cup.rtdb")
    conn.execute("UPDATE settings SET password = ?", (json.dumps(old),))
    conn.commit()
    conn.close()
    monkeypatch.setattr(pw, "COST", {"n": 2**10, "r": 8, "p": 1})
    with Tournament.open(tmp_path / "cup.rtdb") as t:
        assert t.setup.check_password("Ça va")  # typed composed on another keyboard
        t.approvals.unlock_table(1, 1, "Ça va", "recount", who="Olga")
    conn = sqlite3.connect(tmp_path / "cup.rtdb")
    (stored,) = conn.execute("SELECT password FROM settings").fetchone()
    conn.close()
    new = json.loads(stored)
    assert new["n"] == 2**10 and new["text"] == "nfc" and not pw.needs_upgrade(stored)
    assert pw.verify_password("Ça va", stored)

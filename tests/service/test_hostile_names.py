"""Names that are not names: control characters, terminal escape sequences,
bidirectional overrides and overlong text are refused on every way in, legitimate Unicode is
kept, and the command line never prints a raw control character, whatever the file holds."""

from __future__ import annotations

import json
import sqlite3

import pytest

from tests.service.helpers import new_tournament, ron, seat_in_order
from tournament.cli import main
from tournament.errors import InvalidInput
from tournament.export.json_import import import_tournament
from tournament.export.json_io import export_tournament
from tournament.players.roster import PlayerDraft
from tournament.service import Tournament

HOSTILE = {
    "nul": "Anna\x00Berg",
    "ansi": "\x1b[31mRed\x1b[0m Rita",
    "clear": "\x1b[2J\x1b[HEve",
    "bell": "Bell\x07a",
    "carriage_return": "Bob\rAlice",
    "c1_csi": "Csi\x9b31m",
    "rlo": "Anna\u202eBerg",
    "isolate": "x\u2066y",
    "overlong": "A" * 10_000,
    # Half of a UTF-16 surrogate pair: what Python makes of a byte that is not UTF-8 in a
    # command line's arguments; no file can store it (a UnicodeEncodeError: exit 1).
    "surrogate": "Anna\udc80Berg",
}
LEGIT = ["José María García-Pérez", "王小明", "محمد الأحمد", "דוד לוי", "Zoë Ångström",
         "Nguyễn Thị Minh Khai", "Ólafur Þórsson", "Владимир"]
RAW = [chr(c) for c in range(32) if chr(c) not in "\n\t"] + [chr(c) for c in range(0x7f, 0xa0)] \
    + list("\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069")


def run(capsys, *argv):
    code = main([str(a) for a in argv])
    out, err = capsys.readouterr()
    return code, out, err


def cup(tmp_path) -> Tournament:
    t = new_tournament(tmp_path, players=8, rounds=2)
    seat_in_order(t, 1, [[1, 2, 3, 4], [5, 6, 7, 8]])
    return t


def test_legitimate_unicode_names_are_kept(tmp_path):
    t = Tournament.create(tmp_path / "u.rtdb", name="Открытый турнир 大会", rounds=1,
                          venue="Salle des Fêtes, Lyon",
                          players=[PlayerDraft(n, club=n[:20]) for n in LEGIT])
    assert sorted(p.name for p in t.players.all() if not p.is_substitute) == sorted(LEGIT)
    t.close()


@pytest.mark.parametrize("kind", sorted(HOSTILE))
def test_hostile_names_are_refused_on_every_way_in(tmp_path, capsys, kind):
    bad = HOSTILE[kind]
    t = cup(tmp_path)
    before = (t.players.all(), t.settings, t.penalties.all(), t.approvals.audit())
    attempts = {
        "add_players": lambda: t.players.add([PlayerDraft(bad)]),
        "add_players club": lambda: t.players.add([PlayerDraft("Zed", club=bad)]),
        "update_player name": lambda: t.players.update("P01", name=bad),
        "update_player team": lambda: t.players.update("P01", team=bad),
        "penalty reason": lambda: t.penalties.add("P01", "yellow_card", 0, bad),
        "penalty referee": lambda: t.penalties.add("P01", "yellow_card", 0, "late",
                                                 referee=bad),
        "who": lambda: t.tables.record_hand(1, 1, ron(1, 3, 3, 30), who=bad),
        "hand note": lambda: t.tables.record_hand(1, 1, dict(ron(1, 3, 3, 30), note=bad)),
        "status reason": lambda: t.players.set_status("P02", "dropped", reason=bad),
        "tournament name": lambda: t.setup.update(name=bad),
        "venue": lambda: t.setup.update(venue=bad),
    }
    for what, attempt in attempts.items():
        with pytest.raises(InvalidInput) as caught:
            attempt()
        assert any(i.code in ("bad_text", "bad_name") for i in caught.value.issues), what
    assert (t.players.all(), t.settings, t.penalties.all(), t.approvals.audit()) == before
    assert t.tables.view(1, 1).hands == ()
    data = export_tournament(t)
    t.close()

    with pytest.raises(InvalidInput, match="control character|characters long|surrogate"):
        Tournament.create(tmp_path / "new.rtdb", name=bad, rounds=1)
    # the JSON import
    data["players"][0]["name"] = bad
    with pytest.raises(InvalidInput) as caught:
        import_tournament(data, tmp_path / "imported.rtdb")
    assert caught.value.issues[0].field.startswith("players[")
    assert not (tmp_path / "imported.rtdb").exists()
    # a players file given to `new`: refused with its line number
    players = tmp_path / "players.csv"
    # (UTF-7 is the one encoding whose text may hold a lone surrogate)
    encoding = "utf-7" if kind == "surrogate" else "utf-8"
    players.write_text("name\nAnna\n" + bad.replace("\r", "\x0b") + "\n", encoding=encoding)
    code, out, err = run(capsys, "new", tmp_path / "cli.rtdb", "--name", "Cup", "--rounds", 1,
                         "--players", players, "--players-encoding", encoding)
    assert code == 2 and out == "" and "line 3" in err
    assert not (tmp_path / "cli.rtdb").exists()
    assert not any(c in err for c in RAW)


def test_a_lone_surrogate_from_the_command_line_is_refused(tmp_path, capsys):
    # Bytes of a command line that are not UTF-8 reach Python as lone surrogates (`--name
    # $'\xff'`): writing one to the file was a UnicodeEncodeError, exit 1.
    t = cup(tmp_path)
    t.close()
    path = tmp_path / "cup.rtdb"
    for argv in [("player", path, "--player", "P01", "--name", "Anna\udcff"),
                 ("player", path, "--player", "P01", "--online-name", "\udcffpeace"),
                 ("player", path, "--player", "P01", "--club", "\udcff"),
                 ("new", tmp_path / "x.rtdb", "--name", "Cup\udcff", "--rounds", 1),
                 ("penalty", path, "--player", "P01", "--reason", "late\udcff")]:
        code, out, err = run(capsys, *argv)
        assert code == 2 and out == "" and "surrogate" in err, (argv, err)
        assert len(err.splitlines()) == 1 and "internal error" not in err
    assert not (tmp_path / "x.rtdb").exists()
    with Tournament.open(path) as t:
        assert t.players.get("P01").name == "P01" and t.penalties.all() == ()


def smuggle(path, table: str, column: str, value: str, where: str = "id = 1") -> None:
    """A file made by other means: text written straight into the database."""
    conn = sqlite3.connect(path)
    conn.execute(f"UPDATE {table} SET {column} = ? WHERE {where}", (value,))
    conn.commit()
    conn.close()


def test_the_command_line_never_prints_raw_control_characters(tmp_path, capsys):
    t = cup(tmp_path)
    t.tables.record_totals(1, 1, [40000, 30000, 30000, 20000])
    t.penalties.add("P02", "yellow_card", 0, "late", round=1)
    t.close()
    path = tmp_path / "cup.rtdb"
    evil = "\x1b[2J\x1b[31mEvil\u202e\x9b\rX"
    smuggle(path, "players", "name", evil)
    smuggle(path, "settings", "name", "Cup\x1b]0;pwned\x07")
    smuggle(path, "penalties", "reason", "late\x1b[8m")
    for argv in [("standings", path), ("standings", path, "--json"),
                 ("seating", path, "--round", 1), ("seating", path, "--round", 1, "--json"),
                 ("players", path), ("log", path), ("log", path, "--json"),
                 ("export", path, "--format", "json", "--out", tmp_path / "x.json"),
                 ("penalty", path, "--player", "\x1b[2Jnobody", "--reason", "x")]:
        code, out, err = run(capsys, *argv)
        assert code in (0, 2), (argv, err)
        assert not any(c in out + err for c in RAW), argv
    # JSON output stays valid JSON and holds the name exactly (escaped, not altered)
    code, out, _ = run(capsys, "standings", path, "--json")
    names = [r["player"] for r in json.loads(out)["rows"]]
    assert evil in names
    code, out, _ = run(capsys, "standings", path)
    assert "\\u001b[2J\\u001b[31mEvil\\u202e\\u009b\\u000dX" in out

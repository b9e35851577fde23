"""The command line for what the EMA results file needs: `new` with the EMA settings and a
players file in any encoding, `settings`, `player` and `names`."""

from __future__ import annotations

import pytest

from tournament.cli import main
from tournament.service import Tournament


def run(capsys, *argv):
    code = main([str(a) for a in argv])
    out, err = capsys.readouterr()
    return code, out, err


@pytest.fixture
def cup(tmp_path, capsys):
    players = tmp_path / "players.csv"
    players.write_bytes(("first_name,last_name,name,country,ema_number,status\n"
                         "Łukasz,Powęzka,,Polska,19000001,\n"
                         ",,WEBER Jonas,Deutschland,,\n"
                         "Sanne,Bakker,,NL,,\n"
                         "Sam,Sub,,UK,,substitute\n").encode("cp1250"))
    path = tmp_path / "cup.rtdb"
    code, out, err = run(capsys, "new", path, "--name", "Lyon Riichi Open", "--rounds", 2,
                         "--players", players, "--start", "2025-04-12", "--end", "2025-04-13",
                         "--city", "Lyon", "--host-country", "France", "--mers-weight", "1,5",
                         "--short-name", "LRO")
    assert code == 0, err
    assert "3 players + 1 substitutes" in out
    return path


def test_new_takes_the_ema_settings_and_a_cp1250_players_file(cup):
    with Tournament.open(cup) as t:
        s = t.settings
        assert (s.city, s.host_country, s.mers_weight, s.short_name, s.start_date,
                s.end_date) == ("Lyon", "FRA", "1.5", "LRO", "2025-04-12", "2025-04-13")
        assert [(p.first_name, p.last_name, p.country, p.ema_ranked) for p in t.players.all()] == [
            ("Łukasz", "Powęzka", "POL", True), ("Jonas", "WEBER", "GER", True),
            ("Sanne", "Bakker", "NED", True), ("Sam", "Sub", "GBR", False)]


def test_new_refuses_ambiguous_names_naming_the_lines(tmp_path, capsys):
    players = tmp_path / "players.csv"
    players.write_text("name,country\nAnna Berg,DE\nJosé María García Pérez,ES\n"
                       "Bo Ek,Atlantis\n", encoding="utf-8")
    path = tmp_path / "cup.rtdb"
    code, out, err = run(capsys, "new", path, "--name", "C", "--rounds", 1,
                         "--players", players, "--host-country", "Narnia")
    assert code == 2 and out == "" and not path.exists()
    lines = err.splitlines()
    assert lines[0] == (f"{players}: line 3: 'José María García Pérez' can be split into "
                        f"first and last name in several ways: give first_name and "
                        f"last_name columns, or choose the split")
    assert lines[1].startswith(f"{players}: line 4: 'Atlantis' is not a country")
    assert len(lines) == 2  # the file's problems first; the settings once the file is clean
    players.write_text("name,country\nAnna Berg,DE\n", encoding="utf-8")
    code, _, err = run(capsys, "new", path, "--name", "C", "--rounds", 1,
                       "--players", players, "--host-country", "Narnia", "--mers-weight", "0")
    assert code == 2
    assert sorted(line.split(":")[0] for line in err.splitlines()) == ["host_country",
                                                                        "mers_weight"]


def test_players_encoding_option(tmp_path, capsys):
    players = tmp_path / "players.csv"
    players.write_bytes("first_name,last_name\nŁukasz,Powęzka\n".encode("cp1250"))
    path = tmp_path / "cup.rtdb"
    code, _, err = run(capsys, "new", path, "--name", "C", "--rounds", 1,
                       "--players", players, "--players-encoding", "cp1252")
    assert code == 0, err
    with Tournament.open(path) as t:
        assert t.players.all()[0].first_name == "£ukasz"  # as asked


def test_settings_show_and_change(cup, capsys):
    code, out, err = run(capsys, "settings", cup)
    assert code == 0, err
    shown = dict(line.split(":", 1) for line in out.splitlines())
    assert shown["organising country"].strip() == "FRA (France)"
    assert shown["MERS weight"].strip() == "1.5" and shown["short name"].strip() == "LRO"
    code, out, err = run(capsys, "settings", cup, "--city", "Villeurbanne", "--host-country",
                         "SUI", "--mers-weight", "2", "--short-name", "", "--end", "",
                         "--name-style", "last_first")
    assert code == 0, err
    with Tournament.open(cup) as t:
        s = t.settings
        assert (s.city, s.host_country, s.mers_weight, s.short_name, s.end_date,
                s.name_style.value) == ("Villeurbanne", "SUI", "2", "", None, "last_first")
        assert t.players.all()[0].name == "POWĘZKA Łukasz"
        assert t.approvals.audit()[-1].action == "settings"
    before = cup.read_bytes()
    code, out, err = run(capsys, "settings", cup, "--mers-weight", "lots", "--start",
                         "2025-05-01", "--end", "2025-04-01")
    assert code == 2 and out == ""
    assert sorted(line.split(":")[0] for line in err.splitlines()) == ["end_date",
                                                                        "mers_weight"]
    assert cup.read_bytes() == before


def test_player_command_corrects_and_logs(cup, capsys):
    code, out, err = run(capsys, "player", cup, "--player", "Jonas WEBER", "--first", "Jonas",
                         "--last", "Weber", "--ema-number", "05000002", "--country", "DEU",
                         "--status", "dropped", "--ema-ranked", "no", "--reason", "desk",
                         "--who", "Olga")
    assert code == 0, err
    assert out.strip() == ("Jonas Weber: first name 'Jonas', last name 'Weber'; EMA number "
                           "05000002; country GER; dropped; not EMA ranked")
    with Tournament.open(cup) as t:
        entry = t.approvals.audit()[-1]
        assert (entry.action, entry.who) == ("update_player", "Olga")
        assert "last_name 'WEBER' -> 'Weber'" in entry.detail
    code, out, err = run(capsys, "player", cup, "--player", "Nobody")
    assert code == 2 and "no player 'Nobody'" in err
    code, out, err = run(capsys, "player", cup, "--player", "Sanne Bakker", "--country",
                         "Atlantis")
    assert code == 2 and "'Atlantis' is not a country" in err


def test_names_lists_the_guesses_until_confirmed(cup, capsys):
    with Tournament.open(cup) as t:
        from tournament.players.roster import PlayerDraft

        t.players.add([PlayerDraft(name="Mary Ann Smith")])
    code, out, _ = run(capsys, "names", cup)
    assert code == 0
    assert out.strip() == ("Mary Ann Smith: first name 'Mary Ann', last name 'Smith' "
                           "(guessed: check); EMA number -; country -; active; EMA ranked")
    code, out, _ = run(capsys, "player", cup, "--player", "Mary Ann Smith", "--name-ok")
    assert code == 0
    code, out, _ = run(capsys, "names", cup)
    assert out.strip() == "every player's first and last name is confirmed"

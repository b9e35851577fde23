"""Players through the facade: preview, all-or-nothing import, export, corrections."""

from __future__ import annotations

import pytest

from tests.service.helpers import new_tournament
from tournament.errors import InvalidInput
from tournament.players.file_reading import read_csv_text
from tournament.service import Tournament


def test_import_previews_and_adds_all_or_nothing(tmp_path):
    t = new_tournament(tmp_path, players=4, rounds=1)
    bad = tmp_path / "more.csv"
    bad.write_text("name,ema_number,team\nXavier,04290032,Red\np01,,\nYara,123,\n")
    preview = t.players.preview(bad)
    assert [p.name for p in preview.players] == ["Xavier"]
    assert [(p.line, p.code) for p in preview.problems] == [(3, "duplicate_name"),
                                                            (4, "bad_ema_number")]
    with pytest.raises(InvalidInput) as refused:
        t.players.import_(bad)
    assert [i.field for i in refused.value.issues] == ["line 3, name", "line 4, ema_number"]
    assert len(t.players.all()) == 4  # nothing half-imported

    good = tmp_path / "good.csv"
    good.write_text("name,ema_number,team\nXavier,04290032,Red\nYara,,Red\n")
    added, changes = t.players.import_(good, who="Olga")
    assert [p.name for p in added] == ["Xavier", "Yara"] and changes.players
    exported = read_csv_text(t.players.export_csv())
    assert exported.ok and [p.name for p in exported.players][-2:] == ["Xavier", "Yara"]
    t.close()


def test_player_corrections_are_checked(tmp_path):
    t = new_tournament(tmp_path, players=4, rounds=1)
    player, _ = t.players.update("P01", name="Anna Berg", ema_number="04290032", club="Oslo")
    assert (player.name, player.ema_number, player.club) == ("Anna Berg", "04290032", "Oslo")
    assert t.players.get("anna  berg").id == player.id
    with pytest.raises(InvalidInput, match="duplicate"):
        t.players.update("P02", name="ANNA BERG")
    with pytest.raises(InvalidInput, match="not an EMA number"):
        t.players.update("P02", ema_number="42")
    t.close()


def test_every_field_of_a_player_is_corrected_and_logged(tmp_path):
    from tournament.players.roster import PlayerDraft, PlayerStatus

    t = new_tournament(tmp_path, players=4, rounds=1)
    t.players.add([PlayerDraft(name="José María García Pérez", country="Spain"),
                   PlayerDraft(first_name="Anna", last_name="van der Berg", country="NL"),
                   PlayerDraft(name="Sam Sub", status=PlayerStatus.SUBSTITUTE),
                   PlayerDraft(name="Tom Sub", status=PlayerStatus.SUBSTITUTE)])
    jose = t.players.get("José María García Pérez")
    assert (jose.first_name, jose.last_name, jose.name_checked, jose.country) == (
        "José María García", "Pérez", False, "ESP")
    assert [p.name for p in t.players.names_to_check()] == ["José María García Pérez"]
    assert not t.players.get("Sam Sub").ema_ranked

    jose, changes = t.players.update(jose.id, first_name="José María", last_name="García Pérez",
                                    ema_number="10000001", country="España", club="Madrid",
                                    team="Sol", ema_ranked=False, reason="registration desk",
                                    who="Olga")
    assert changes.players and changes.standings
    assert (jose.name, jose.first_name, jose.last_name, jose.name_checked, jose.ema_number,
            jose.country, jose.club, jose.team, jose.ema_ranked) == (
        "José María García Pérez", "José María", "García Pérez", True, "10000001", "ESP",
        "Madrid", "Sol", False)
    assert t.players.names_to_check() == ()
    entry = t.approvals.audit()[-1]
    assert (entry.action, entry.who) == ("update_player", "Olga")
    assert entry.detail.startswith("José María García Pérez: ")
    for part in ("first_name 'José María García' -> 'José María'",
                 "last_name 'Pérez' -> 'García Pérez'", "ema_number (none) -> '10000001'",
                 "ema_ranked yes -> no", "(registration desk)"):
        assert part in entry.detail
    assert "country" not in entry.detail  # ESP already

    # A new spelling of the name replaces the name as entered; a new split keeps it.
    anna, _ = t.players.update("Anna van der Berg", first_name="Anna", last_name="Berg")
    assert (anna.name, anna.entered_name) == ("Anna Berg", "Anna Berg")
    # The status: a substitute who plays as a player counts in the ranking, and back.
    sam, _ = t.players.update("Sam Sub", status="active")
    assert sam.ema_ranked
    tom, _ = t.players.set_status("Tom Sub", "active")
    assert tom.ema_ranked
    tom, _ = t.players.set_status("Tom Sub", "substitute")
    assert not tom.ema_ranked
    # Nothing changed: nothing written.
    count = len(t.approvals.audit())
    assert t.players.update("Tom Sub", club="")[1] == t.players.update("Tom Sub")[1]
    assert len(t.approvals.audit()) == count
    t.close()


def test_corrections_are_refused_with_every_problem(tmp_path):
    t = new_tournament(tmp_path, players=4, rounds=1)
    t.players.update("P01", first_name="Anna", last_name="Berg")
    with pytest.raises(InvalidInput) as refused:
        t.players.update("P02", first_name="ANNA", last_name="berg", country="Atlantis",
                        ema_number="1", status="retired")
    assert sorted(i.code for i in refused.value.issues) == [
        "bad_country", "bad_ema_number", "bad_status", "duplicate_name"]
    with pytest.raises(InvalidInput, match="empty"):
        t.players.update("P02", first_name="", last_name="")
    with pytest.raises(InvalidInput, match="control character"):
        t.players.update("P02", last_name="Berg\x1b[2J")
    assert t.players.get("P02").last_name == "P02"
    t.close()


def test_the_name_style_is_shown_everywhere_and_names_still_found(tmp_path):
    from tournament.players.roster import PlayerDraft

    t = new_tournament(tmp_path, players=0, rounds=1)
    t.players.add([PlayerDraft(name="Tanaka, Aiko"), PlayerDraft(name="Anna Berg"),
                   PlayerDraft(first_name="Bo", last_name="Ek"), PlayerDraft(name="Cher")])
    assert [p.name for p in t.players.all()] == ["Tanaka, Aiko", "Anna Berg", "Bo Ek", "Cher"]
    settings, changes = t.setup.update(name_style="last_first")
    assert changes.players and changes.standings
    assert [p.name for p in t.players.all()] == ["TANAKA Aiko", "BERG Anna", "EK Bo", "CHER"]
    for ref in ("Tanaka, Aiko", "Aiko Tanaka", "TANAKA Aiko", "anna berg", "Berg, Anna"):
        assert t.players.get(ref).first_name in ("Aiko", "Anna")
    t.rounds.set_seating(1, [["Tanaka, Aiko", "Anna Berg", "Bo Ek", "Cher"]])
    t.tables.record_totals(1, 1, [40000, 30000, 30000, 20000])
    assert [r.name for r in t.standings.get().rows][0] == "TANAKA Aiko"
    t.setup.update(name_style="first_last")
    assert t.standings.get().rows[0].name == "Aiko TANAKA"
    t.close()
    with Tournament.open(tmp_path / "cup.rtdb") as again:
        assert [p.name for p in again.players.all()] == ["Aiko TANAKA", "Anna BERG", "Bo EK",
                                                     "CHER"]
    with pytest.raises(InvalidInput, match="name style"):
        Tournament.create(tmp_path / "x.rtdb", name="X", rounds=1, name_style="fancy")


def test_an_ema_number_a_spreadsheet_shortened_is_stored_with_its_zero(tmp_path):
    t = new_tournament(tmp_path, players=4, rounds=1)
    sheet = tmp_path / "from-excel.csv"
    sheet.write_bytes("first_name;last_name;ema_number\r\nJózef;Wójcik;4010023\r\n"
                      .encode("cp1252", errors="replace"))
    added, _ = t.players.import_(sheet)
    assert [p.ema_number for p in added] == ["04010023"]
    assert [p.ema_number for p in t.players.all() if p.id == added[0].id] == ["04010023"]
    player, _ = t.players.update("P01", ema_number="4290032")  # typed as the sheet shows it
    assert player.ema_number == "04290032"
    t.close()

"""Players through the facade: preview, all-or-nothing import, export, corrections."""

from __future__ import annotations

import pytest

from tests.service.helpers import new_tournament
from tournament.errors import InvalidInput
from tournament.players_io import read_csv_text


def test_import_previews_and_adds_all_or_nothing(tmp_path):
    t = new_tournament(tmp_path, players=4, rounds=1)
    bad = tmp_path / "more.csv"
    bad.write_text("name,ema_number,team\nXavier,04290032,Red\np01,,\nYara,123,\n")
    preview = t.preview_players(bad)
    assert [p.name for p in preview.players] == ["Xavier"]
    assert [(p.line, p.code) for p in preview.problems] == [(3, "duplicate_name"),
                                                            (4, "bad_ema_number")]
    with pytest.raises(InvalidInput) as refused:
        t.import_players(bad)
    assert [i.field for i in refused.value.issues] == ["line 3, name", "line 4, ema_number"]
    assert len(t.players()) == 4  # nothing half-imported

    good = tmp_path / "good.csv"
    good.write_text("name,ema_number,team\nXavier,04290032,Red\nYara,,Red\n")
    added, changes = t.import_players(good, who="Olga")
    assert [p.name for p in added] == ["Xavier", "Yara"] and changes.players
    exported = read_csv_text(t.export_players_csv())
    assert exported.ok and [p.name for p in exported.players][-2:] == ["Xavier", "Yara"]
    t.close()


def test_player_corrections_are_checked(tmp_path):
    t = new_tournament(tmp_path, players=4, rounds=1)
    player, _ = t.update_player("P01", name="Anna Berg", ema_number="04290032", club="Oslo")
    assert (player.name, player.ema_number, player.club) == ("Anna Berg", "04290032", "Oslo")
    assert t.player("anna  berg").id == player.id
    with pytest.raises(InvalidInput, match="duplicate"):
        t.update_player("P02", name="ANNA BERG")
    with pytest.raises(InvalidInput, match="not an EMA number"):
        t.update_player("P02", ema_number="42")
    t.close()

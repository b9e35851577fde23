"""Whole tournament as JSON: export -> import gives the same standings; a bad file changes
nothing and says what is wrong."""

from __future__ import annotations

import copy
import json

import pytest

from tournament.errors import InvalidInput
from tournament.export.json_io import FORMAT, VERSION, export_tournament, import_tournament


def _rows(t, round, only_round=False):
    s = t.standings(round, only_round=only_round)
    strip = lambda rows: [  # noqa: E731 - the same row, without the file's own ids
        (r.place, r.name, r.status, r.team, r.games, r.points, r.score, r.placements,
         r.penalties, r.chombos, r.yellow_cards, r.rounds, r.best_game, r.disqualified,
         r.tied) for r in rows]
    return (strip(s.rows), strip(s.substitutes), strip(s.disqualified),
            [(x.place, x.team, x.points) for x in s.teams], s.pending)


def _same_export(a, b):
    """Two exports equal but for timestamps (and ids, which the import renumbers)."""
    a, b = copy.deepcopy(a), copy.deepcopy(b)
    for data in (a, b):
        for r in data["rounds"]:
            r.pop("approved_at")
        for p in data["penalties"]:
            p.pop("at")
            p.pop("id")
            if p["withdrawn"]:
                p["withdrawn"].pop("at")
    return a == b


def _roundtrip(t, tmp_path):
    data = json.loads(json.dumps(export_tournament(t)))  # through real JSON text
    assert data["format"] == FORMAT and data["version"] == VERSION
    return data, import_tournament(data, tmp_path / "copy.rtdb")


def test_demo_roundtrip_gives_identical_standings(demo, tmp_path):
    data, copy_ = _roundtrip(demo, tmp_path)
    with copy_:
        for rnd in (1, 2, 3):
            assert _rows(copy_, rnd) == _rows(demo, rnd)
            assert _rows(copy_, rnd, only_round=True) == _rows(demo, rnd, only_round=True)
        assert _same_export(export_tournament(copy_), data)
        assert [(r.number, r.approved_at is not None) for r in copy_.rounds()] == [
            (1, True), (2, True), (3, False)]
        assert copy_.chombo_list(1) and len(copy_.chombo_list(1)) == len(demo.chombo_list(1))
        assert copy_.settings.rules == demo.settings.rules
        assert copy_.settings.venue == demo.settings.venue


def test_awkward_roundtrip(awkward, tmp_path):
    data, copy_ = _roundtrip(awkward, tmp_path)
    with copy_:
        for rnd in (1, 2):
            assert _rows(copy_, rnd) == _rows(awkward, rnd)
        assert _same_export(export_tournament(copy_), data)
        chen = copy_.player("Chen Wei")
        assert chen.status.value == "dropped"
        withdrawn = [p for p in copy_.penalties(include_withdrawn=True) if not p.active]
        assert [p.reason for p in withdrawn] == ["late"]
        locked = {(s.round, s.table): s.locked for r in (1, 2) for s in copy_.seating(r)}
        assert locked == {(1, 1): True, (1, 2): False, (2, 1): False, (2, 2): False}
        assert copy_.table_view(1, 2).totals.chombos == (0, 1, 0, 0)
        in_play = copy_.table_view(2, 2)
        assert not in_play.finished and len(in_play.hands) == 2
        assert in_play.scores == awkward.table_view(2, 2).scores
    backups = list((tmp_path / "copy-backups").iterdir())
    assert len(backups) == 1 and "round-01" in backups[0].name


def _files(folder):
    return sorted(p.name for p in folder.iterdir())


def test_not_an_export_is_refused(tmp_path):
    with pytest.raises(InvalidInput) as caught:
        import_tournament({"hands": []}, tmp_path / "x.rtdb")
    assert caught.value.issues[0].code == "not_an_export"
    assert _files(tmp_path) == []


def test_a_bad_hand_changes_nothing_and_says_where(demo, tmp_path):
    data = export_tournament(demo)
    data["rounds"][1]["tables"][2]["hands"][3] = {"outcome": "ron", "wins": [
        {"winner": 0, "loser": 0, "han": 2, "fu": 30}]}
    with pytest.raises(InvalidInput) as caught:
        import_tournament(data, tmp_path / "x.rtdb")
    fields = [i.field for i in caught.value.issues]
    assert fields and all(f.startswith("rounds[1].tables[2].hands[3]") for f in fields), fields
    assert _files(tmp_path) == []  # no file, no temporary file, no lock, no backups


def test_shape_problems_are_listed_together(demo, tmp_path):
    data = export_tournament(demo)
    data["players"][0]["id"] = data["players"][1]["id"]
    data["rounds"][0]["tables"][0]["players"] = [1, 2, 3]
    data["penalties"][0]["player"] = 999
    with pytest.raises(InvalidInput) as caught:
        import_tournament(data, tmp_path / "x.rtdb")
    fields = {i.field for i in caught.value.issues}
    assert {"players[1].id", "rounds[0].tables[0].players", "penalties[0].player"} <= fields
    assert _files(tmp_path) == []


def test_a_locked_unfinished_table_is_refused_before_anything_is_written(demo, tmp_path):
    # (An approved round whose tables were all unlocked again and emptied is a state the app
    # can be in, and imports; a locked table without a result is not.)
    data = export_tournament(demo)
    data["rounds"][2]["approved"] = True  # round 3 has no games
    data["rounds"][2]["tables"][0]["locked"] = True
    with pytest.raises(InvalidInput) as caught:
        import_tournament(data, tmp_path / "x.rtdb")
    assert {i.code for i in caught.value.issues} == {"table_unfinished"}
    assert _files(tmp_path) == []


def test_an_existing_file_is_never_replaced(demo, tmp_path):
    target = tmp_path / "x.rtdb"
    target.write_text("mine")
    with pytest.raises(InvalidInput) as caught:
        import_tournament(export_tournament(demo), target)
    assert caught.value.issues[0].code == "file_exists"
    assert target.read_text() == "mine"


def test_newer_version_is_refused(demo, tmp_path):
    data = export_tournament(demo)
    data["version"] = VERSION + 1
    with pytest.raises(InvalidInput) as caught:
        import_tournament(data, tmp_path / "x.rtdb")
    assert caught.value.issues[0].code == "unsupported_version"

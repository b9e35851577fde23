"""Whole tournament as JSON: export -> import gives the same standings; a bad file changes
nothing and says what is wrong."""

from __future__ import annotations

import copy
import json

import pytest

from tournament.errors import InvalidInput
from tournament.export.json_import import import_tournament
from tournament.export.json_io import FORMAT, VERSION, export_tournament


def _rows(t, round, only_round=False):
    s = t.standings.get(round, only_round=only_round)
    strip = lambda rows: [  # noqa: E731 - the same row, without the file's own ids
        (r.place, r.name, r.status, r.team, r.games, r.points, r.score, r.placements,
         r.penalties, r.chombos, r.yellow_cards, r.rounds, r.best_game, r.disqualified,
         r.tied) for r in rows]
    return (strip(s.rows), strip(s.substitutes), strip(s.disqualified),
            [(x.place, x.team, x.points) for x in s.teams], s.pending)


def _same_export(a, b):
    """Two exports equal but for timestamps (and ids, which the import renumbers), and the
    ledger's head (an import starts a ledger of its own)."""
    a, b = copy.deepcopy(a), copy.deepcopy(b)
    for data in (a, b):
        data.pop("ledger")
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
        assert [(r.number, r.approved_at is not None) for r in copy_.rounds.all()] == [
            (1, True), (2, True), (3, False)]
        assert copy_.penalties.chombos(1)
        assert len(copy_.penalties.chombos(1)) == len(demo.penalties.chombos(1))
        assert copy_.settings.rules == demo.settings.rules
        assert copy_.settings.venue == demo.settings.venue


def test_awkward_roundtrip(awkward, tmp_path):
    data, copy_ = _roundtrip(awkward, tmp_path)
    with copy_:
        for rnd in (1, 2):
            assert _rows(copy_, rnd) == _rows(awkward, rnd)
        assert _same_export(export_tournament(copy_), data)
        chen = copy_.players.get("Chen Wei")
        assert chen.status.value == "dropped"
        withdrawn = [p for p in copy_.penalties.all(include_withdrawn=True) if not p.active]
        assert [p.reason for p in withdrawn] == ["late"]
        locked = {(s.round, s.table): s.locked for r in (1, 2) for s in copy_.rounds.seating(r)}
        assert locked == {(1, 1): True, (1, 2): False, (2, 1): False, (2, 2): False}
        assert copy_.tables.view(1, 2).totals.chombos == (0, 1, 0, 0)
        in_play = copy_.tables.view(2, 2)
        assert not in_play.finished and len(in_play.hands) == 2
        assert in_play.scores == awkward.tables.view(2, 2).scores
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


def test_names_ema_fields_and_settings_survive_the_roundtrip(tmp_path):
    from tournament.players.roster import PlayerDraft, PlayerStatus
    from tournament.service import Tournament

    players = [PlayerDraft(first_name="José María", last_name="García Pérez", country="ES",
                           ema_number="10000001"),
               PlayerDraft(name="Mary Ann Smith", country="GB"),  # a guess, to check
               PlayerDraft(name="Tanaka, Aiko", country="JP", online_name="aiko_t"),
               PlayerDraft(name="Sam Sub", status=PlayerStatus.SUBSTITUTE, ema_ranked=True)]
    with Tournament.create(tmp_path / "t.rtdb", name="T", rounds=1, players=players,
                           city="Lyon", host_country="FR", mers_weight="1.5",
                           short_name="TT", name_style="last_first") as t:
        data, copy_ = _roundtrip(t, tmp_path)
        with copy_:
            def fields(x):
                return [(p.name, p.entered_name, p.first_name, p.last_name, p.name_checked,
                         p.country, p.ema_ranked, p.status, p.online_name)
                        for p in x.players.all()]
            assert fields(copy_) == fields(t)
            s, c = t.settings, copy_.settings
            assert (c.city, c.host_country, c.mers_weight, c.short_name, c.name_style) == (
                s.city, s.host_country, s.mers_weight, s.short_name, s.name_style)
    assert data["players"][1] == {
        "id": data["players"][1]["id"], "name": "Mary Ann Smith", "first_name": "Mary Ann",
        "last_name": "Smith", "name_checked": False, "ema_number": None, "club": "",
        "country": "GBR", "team": "", "status": "active", "ema_ranked": True,
        "online_name": "", "flags": []}
    assert data["players"][2]["online_name"] == "aiko_t"


def test_an_export_of_the_previous_version_still_imports(awkward, tmp_path):
    data = json.loads(json.dumps(export_tournament(awkward)))
    # What version 1 wrote: one name per player, the country as typed, no EMA settings.
    data["version"] = 1
    for key in ("city", "host_country", "mers_weight", "short_name", "name_style"):
        data["settings"].pop(key)
    for p in data["players"]:
        for key in ("first_name", "last_name", "name_checked", "ema_ranked"):
            p.pop(key)
    data["players"][1]["country"] = "Netherlands"
    with import_tournament(data, tmp_path / "old.rtdb") as t:
        assert _rows(t, 1) == _rows(awkward, 1)
        anna = t.players.get("Anna van der Berg")
        assert (anna.first_name, anna.last_name, anna.country) == ("Anna", "van der Berg",
                                                                   "NED")
        assert not t.players.get("Substitute 1").ema_ranked
        assert t.settings.city == ""


def test_final_clock_awards_and_flags_roundtrip(tmp_path):
    from datetime import UTC, datetime, timedelta

    from tests.service.test_final import FINAL_TOTALS, qualified

    (tmp_path / "src").mkdir()
    t = qualified(tmp_path / "src")
    t0 = datetime(2026, 11, 21, 14, 0, tzinfo=UTC)
    t.clock.start(2, minutes=60, warning=10, at=t0, who="desk")
    t.clock.add_time(2, 5, table=3, note="late start", at=t0 + timedelta(minutes=3))
    t.clock.pause(2, at=t0 + timedelta(minutes=20))
    t.final.start(8, "halved", "snake", rounds=2, who="organiser")
    t.tables.record_totals(3, 1, FINAL_TOTALS[0])
    t.clock.start(3, minutes=90, at=t0 + timedelta(hours=2))
    t.awards.set_flag("P07", "newcomer")
    t.awards.set_categories(["best_flag:newcomer", "iron_defence:3/share=Wall"])
    data, copy_ = _roundtrip(t, tmp_path)
    with copy_:
        assert data["version"] == VERSION == 2
        assert _same_export(export_tournament(copy_), data)
        stage = copy_.final.stage()
        assert stage is not None and (stage.size, stage.carry, stage.rounds) == (8, "halved", 2)
        assert stage.planned_rounds == 2 and copy_.settings.rounds == 4
        assert _rows(copy_, 3) == _rows(t, 3)
        assert _rows(copy_, 2) == _rows(t, 2)
        later = t0 + timedelta(hours=3)
        assert copy_.clock.state(2, later) == t.clock.state(2, later)
        assert copy_.clock.state(3, later) == t.clock.state(3, later)
        assert [e.who for e in copy_.clock.events(2)] == ["desk", "desk", "", ""]
        assert copy_.awards.flags_of("P07") == {"newcomer"}
        assert [c.spec for c in copy_.awards.categories()] == [
            "best_flag:newcomer", "iron_defence:3/share=Wall"]
    t.close()


def test_a_version_1_export_still_imports(demo, tmp_path):
    data = json.loads(json.dumps(export_tournament(demo)))
    data["version"] = 1
    for key in ("awards", "final", "clock"):
        data.pop(key)
    for p in data["players"]:
        p.pop("flags")
    with import_tournament(data, tmp_path / "old.rtdb") as copy_:
        assert _rows(copy_, 2) == _rows(demo, 2)


def test_the_export_carries_the_ledgers_head(tmp_path):
    """The approval's JSON (and every export) says which ledger head it was made at, so a
    later rewrite of the whole ledger no longer matches it."""
    from tournament.demo import build_demo_tournament

    t = build_demo_tournament(tmp_path / "demo.rtdb")
    head = t.ledger.head()
    data = export_tournament(t)
    assert head is not None
    assert data["ledger"] == {"seq": head.seq, "hash": head.hash, "counter": head.counter,
                              "since": head.since, "fingerprint": head.fingerprint}
    assert len(head.hash) == 64 and head.counter == t.seen_counter
    t.penalties.add("Eva Nowak", "yellow_card", reason="late")
    assert export_tournament(t)["ledger"]["hash"] != head.hash
    t.close()

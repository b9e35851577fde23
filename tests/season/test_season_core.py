"""The season's core (tournament.season): who is who, the scoring rules against hand
computations, the minimum of events, the rating, events that fail their check, the file."""

from __future__ import annotations

import json
import shutil
import sqlite3
from pathlib import Path

import pytest

from tests.season.builders import league
from tournament.errors import InvalidInput
from tournament.season import SeasonFile, compute_season, player_history
from tournament.season.identity import fold
from tournament.season.rating import ranks


def season(folder: Path, club: dict[str, Path], scoring: str = "total", min_events: int = 1,
           same=(), different=(), weights=None) -> SeasonFile:
    sf = SeasonFile(folder / "club.rtseason")
    for key in ("march", "april", "may"):
        assert sf.add_event(str(club[key]), weight=(weights or {}).get(key, 1.0)) == []
    assert sf.set_scoring(scoring, min_events) == []
    for a, b in same:
        assert sf.add_pair(True, a, b) == []
    for a, b in different:
        assert sf.add_pair(False, a, b) == []
    return sf


def row(result, name):
    found = [p for p in result.players if p.player == name]
    assert len(found) == 1, (name, [p.player for p in result.players])
    return found[0]


def names(result):
    return sorted(p.player for p in result.players)


def test_fold_takes_off_case_accents_and_width():
    assert fold("Björn  LUND") == fold("bjorn lund") == "bjorn lund"
    assert fold("Ｃａｒｌ Ｄｉａｚ") == "carl diaz"
    assert fold("Güs") == "gus" and fold("Gus") != fold("Gas")


def test_players_are_known_across_events(tmp_path, club):
    result = compute_season(season(tmp_path, club))
    assert result.problems == []
    assert [(e.event, e.date, e.players, e.games) for e in result.events] == [
        ("March", "2027-03-06", 8, 2), ("April", "2027-04-03", 8, 2), ("May", "2027-05-01", 7, 2)]
    # By folded name: case (ANNA BERG), accents (bjorn lund), width (Ｃａｒｌ Ｄｉａｚ); the
    # name shown is the latest event's.
    assert row(result, "ANNA BERG").events == 2
    assert row(result, "ANNA BERG").ema_number == "10000001"  # from March, by the name
    assert row(result, "bjorn lund").events == 2
    assert row(result, "Carl Diaz").events == 3  # March, April (full width), May
    assert row(result, "Dora Eck").events == 3
    # The substitute is nobody in the season.
    assert not any(p.player.startswith("Substitute") for p in result.players)


def test_an_ema_number_under_two_names_is_a_conflict_until_the_organiser_says(tmp_path, club):
    result = compute_season(season(tmp_path, club))
    conflict = [c.message for c in result.conflicts if "EMA number 10000001" in c.message]
    assert len(conflict) == 1 and "'Anna Berg'" in conflict[0] and "'Anne Borg'" in conflict[0]
    assert row(result, "Anne Borg").events == 1  # not merged: never guessed
    merged = compute_season(season(tmp_path, club, same=[("Anne Borg", "Anna Berg")]))
    assert not any("10000001" in c.message for c in merged.conflicts)
    anne = row(merged, "Anne Borg")  # May is the latest event
    assert anne.events == 3 and "ANNA BERG" not in names(merged)
    assert anne.score == pytest.approx(25 - 25 + 25)


def test_one_name_with_two_ema_numbers_is_two_people_until_said(tmp_path, club):
    result = compute_season(season(tmp_path, club))
    assert any("'emil frey' carries different EMA numbers: 10000005, 10000009" in c.message
               for c in result.conflicts)
    # March's Emil (no number) is given to neither; three rows for now.
    assert names(result).count("Emil Frey") == 3
    settled = compute_season(season(tmp_path, club, same=[("Emil Frey@March", "10000005")],
                                    different=[("10000005", "10000009")]))
    assert not any("emil frey" in c.message for c in settled.conflicts)
    emils = sorted((p.events, p.ema_number, p.score) for p in settled.players
                   if p.player == "Emil Frey")
    assert emils == [(1, "10000009", 7.0), (2, "10000005", 60.0)]


def test_two_people_of_one_event_with_one_folded_name(tmp_path, club):
    result = compute_season(season(tmp_path, club))
    text = [c.message for c in result.conflicts
            if "two players share the name 'gus hahn'" in c.message]
    assert len(text) == 1 and text[0].startswith("May:")
    # March's and April's Gus are one person; May's two stay apart from them.
    assert sorted((p.events, p.score) for p in result.players
                  if fold(p.player) == "gus hahn") == [(1, -25.0), (1, -7.0), (2, -17.0)]
    said = compute_season(season(tmp_path, club, same=[("Gus Hahn@April", "Gus Hahn@May")]))
    assert not any("gus hahn" in c.message for c in said.conflicts)
    assert sorted((p.events, p.score) for p in said.players
                  if fold(p.player) == "gus hahn") == [(1, -25.0), (3, -24.0)]


def test_different_splits_what_the_names_would_merge(tmp_path, club):
    split = compute_season(season(tmp_path, club, different=[("Dora Eck@March",
                                                               "Dora Eck@April")]))
    doras = sorted((p.events, p.score) for p in split.players if p.player == "Dora Eck")
    # May's Dora joins one of them (the first met), never both.
    assert len(doras) == 2 and sum(e for e, _ in doras) == 3
    assert sum(s for _, s in doras) == pytest.approx(-25 - 7 + 30)


def test_total_is_the_sum_of_the_events_totals_times_their_weights(tmp_path, club):
    result = compute_season(season(tmp_path, club))
    assert result.scoring == "total"
    assert row(result, "Dora Eck").score == pytest.approx(-25 - 7 + 30)
    assert row(result, "Carl Diaz").score == pytest.approx(-7 + 7 - 10)
    assert row(result, "bjorn lund").score == pytest.approx(7 + 25)
    # Ida: March counts, May does not (disqualified there, as May's standings say).
    assert (row(result, "Ida Jung").events, row(result, "Ida Jung").score) == (1, -25.0)
    weighted = compute_season(season(tmp_path, club, weights={"may": 2.0}))
    assert row(weighted, "Dora Eck").score == pytest.approx(-25 - 7 + 2 * 30)
    assert row(weighted, "Carl Diaz").score == pytest.approx(-7 + 7 + 2 * -10)
    ranked = [p for p in result.players if p.place is not None]
    assert [p.place for p in ranked] == sorted(p.place for p in ranked)
    assert all(a.score >= b.score for a, b in zip(ranked, ranked[1:], strict=False))


def test_best_n_keeps_the_best_events(tmp_path, club):
    result = compute_season(season(tmp_path, club, scoring="best:2"))
    assert row(result, "Dora Eck").score == pytest.approx(30 - 7)
    assert row(result, "Carl Diaz").score == pytest.approx(7 - 7)
    assert row(result, "Jan Kohl").score == pytest.approx(-30)  # one event: that one


def test_placement_shares_the_average_of_the_places_covered(tmp_path, club):
    result = compute_season(season(tmp_path, club, scoring="placement"))
    # Dora: March 7th of 8 shared with Ida (rank 7.5), April 5th of 8, May 1st of 6.
    dora = (1000 * (8 - 7.5) / 7 + 1000 * (8 - 5) / 7 + 1000.0) / 3
    assert row(result, "Dora Eck").score == pytest.approx(round(dora, 2))
    # Anna: March 1st of 8 shared with Emil (rank 1.5), April 7th.
    anna = (1000 * (8 - 1.5) / 7 + 1000 * (8 - 7) / 7) / 2
    assert row(result, "ANNA BERG").score == pytest.approx(round(anna, 2))
    best = compute_season(season(tmp_path, club, scoring="placement:2"))
    assert row(best, "Dora Eck").score == pytest.approx(
        round((1000 * 3 / 7 + 1000.0) / 2, 2))


def test_the_minimum_of_events_lists_the_others_after_without_a_place(tmp_path, club):
    result = compute_season(season(tmp_path, club, scoring="placement", min_events=2))
    below = [p for p in result.players if p.place is None]
    assert {p.player for p in below} >= {"Jan Kohl", "Ida Jung", "Anne Borg"}
    assert all(p.events < 2 for p in below)
    assert all(p.events >= 2 for p in result.players if p.place is not None)
    first_unranked = next(i for i, p in enumerate(result.players) if p.place is None)
    assert all(p.place is None for p in result.players[first_unranked:])
    assert result.as_json()["players"][-1]["place"] is None


def test_ties_share_a_place_and_the_rule_is_stated(tmp_path):
    from tournament.season.scoring import Counted, places, tie_key

    a = [Counted(0, 10.0, 1.0, 1, 1, 8), Counted(1, -10.0, 1.0, 8, 1, 8)]
    b = [Counted(0, 0.0, 1.0, 4, 1, 8)]
    c = [Counted(0, 0.0, 1.0, 4, 1, 8), Counted(1, 0.0, 1.0, 4, 1, 8)]
    keys = sorted((tie_key("total", 0.0, x) for x in (a, b, c)), reverse=True)
    # Equal at 0: more events first (a and c: 2), then the better best event (a: 10).
    assert keys == [tie_key("total", 0.0, a), tie_key("total", 0.0, c),
                    tie_key("total", 0.0, b)]
    assert places([(1.0, 1, 1.0), (1.0, 1, 1.0), (0.5, 1, 0.5)]) == [1, 1, 3]


def test_the_rule_for_ties_is_in_the_json(tmp_path, club):
    data = compute_season(season(tmp_path, club)).as_json()
    assert "more events" in data["tie_break"]
    assert list(data)[:3] == ["events", "players", "conflicts"]
    assert set(data["players"][0]) >= {"place", "player", "ema_number", "events", "score",
                                       "rating", "games"}
    assert set(data["events"][0]) >= {"event", "date", "players", "games"}


def test_ranks_share_equal_scores():
    assert ranks([32000, 25000, 25000, 18000]) == [1, 2, 2, 4]


def test_the_rating_is_deterministic_and_follows_the_games(tmp_path, club):
    sf = SeasonFile(tmp_path / "league.rtseason")
    assert sf.add_event(str(league(tmp_path / "league.rtdb"))) == []
    first = compute_season(sf).as_json()
    again = compute_season(SeasonFile.load(sf.save())).as_json()
    assert json.dumps(first, sort_keys=True) == json.dumps(again, sort_keys=True)
    by_name = {p["player"]: p for p in first["players"]}
    assert by_name["Top"]["rating"] > max(p["rating"] for n, p in by_name.items() if n != "Top")
    assert by_name["Bottom"]["rating"] < min(p["rating"] for n, p in by_name.items()
                                             if n != "Bottom")
    assert by_name["Top"]["rating"] > 0 > by_name["Bottom"]["rating"]
    assert by_name["Top"]["games"] == 3


def test_the_club_season_is_the_same_twice(tmp_path, club):
    one = compute_season(season(tmp_path, club)).as_json()
    two = compute_season(season(tmp_path, club)).as_json()
    assert one == two


def test_a_players_history(tmp_path, club):
    result = compute_season(season(tmp_path, club))
    history = player_history(result, "dora eck")
    assert history is not None and history.player == "Dora Eck"
    assert [(r.event, r.date, r.place, r.total) for r in history.rows] == [
        ("March", "2027-03-06", 7, -25.0), ("April", "2027-04-03", 5, -7.0),
        ("May", "2027-05-01", 1, 30.0)]
    assert history.rows[-1].rating_after == row(result, "Dora Eck").rating
    ida = player_history(result, "Ida Jung")
    assert ida is not None and [r.place for r in ida.rows] == [7, None]  # May: disqualified
    assert player_history(result, "Nobody Here") is None


def tampered(source: Path, folder: Path) -> Path:
    """A copy of `source` whose stored result of table 2 was changed behind the app's back."""
    copy = folder / f"tampered-{source.name}"
    shutil.copy(source, copy)
    conn = sqlite3.connect(copy)
    table_id, text = conn.execute("SELECT table_id, summary FROM table_states "
                                  "ORDER BY table_id DESC LIMIT 1").fetchone()
    summary = json.loads(text)
    summary[16] = [99000, -33000, -33000, -33000]
    conn.execute("UPDATE table_states SET summary = ? WHERE table_id = ?",
                 (json.dumps(summary), table_id))
    conn.commit()
    conn.close()
    return copy


def test_an_event_that_fails_its_check_is_refused(tmp_path, club):
    bad = tampered(club["march"], tmp_path)
    sf = SeasonFile(tmp_path / "s.rtseason")
    problems = sf.add_event(str(bad))
    assert len(problems) == 1 and "fails its check" in problems[0].message
    # The check's problems are named: the ledger's, and the table's log against its result.
    assert "result of round 1, table 2: changed behind the app's back" in problems[0].message
    assert "round 1 table 2: its stored summary differs from its log" in problems[0].message
    assert sf.events == []
    # Tampered after it was added: left out of the season, and said.
    sf = SeasonFile(tmp_path / "t.rtseason")
    copy = tmp_path / "later.rtdb"
    shutil.copy(club["april"], copy)
    assert sf.add_event(str(copy)) == [] and sf.add_event(str(club["may"])) == []
    shutil.copy(tampered(club["april"], tmp_path), copy)
    result = compute_season(sf)
    assert [e.event for e in result.events] == ["May"]
    assert len(result.problems) == 1 and "later.rtdb fails its check" in str(result.problems[0])


def test_reading_an_event_changes_nothing_in_it(tmp_path, club):
    before = club["march"].read_bytes()
    compute_season(season(tmp_path, club))
    assert club["march"].read_bytes() == before


def test_the_season_file_round_trips_and_refuses_bad_input(tmp_path, club):
    sf = season(tmp_path, club, scoring="best:2", min_events=2,
                same=[('Quote " and \\ back', "Anna Berg")], weights={"april": 1.5})
    sf.save()
    again = SeasonFile.load(sf.path)
    assert (again.events, again.scoring, again.min_events, again.same) == (
        sf.events, "best:2", 2, [('Quote " and \\ back', "Anna Berg")])
    assert again.events[0].source == "march.rtdb" or again.events[0].source.endswith(
        "march.rtdb")
    for text in ("best", "best:0", "placement:x", "sum", "total:3"):
        assert sf.set_scoring(text) and sf.scoring == "best:2"
    assert sf.set_scoring("total", 0) and sf.min_events == 2
    assert sf.add_event(str(club["march"]), "2027-13-01")[0].code == "bad_date"
    assert sf.add_event(str(club["march"]))[0].code == "duplicate_name"
    assert sf.add_event(str(tmp_path / "nowhere.rtdb"))[0].code == "no_file"
    assert sf.add_pair(False, "Anna Berg", 'Quote " and \\ back')  # said same already
    (tmp_path / "broken.rtseason").write_text("format = 1\nscoring = [\n")
    with pytest.raises(InvalidInput, match="not a season file"):
        SeasonFile.load(tmp_path / "broken.rtseason")
    with pytest.raises(InvalidInput, match="no such season file"):
        SeasonFile.load(tmp_path / "none.rtseason")


def test_a_check_passed_is_not_run_again_on_the_same_bytes(tmp_path, club, monkeypatch):
    from tournament.service.consistency import LedgerPart

    runs = []
    check = LedgerPart.check

    def counted(self, repair=False):
        runs.append(self)
        return check(self, repair)

    monkeypatch.setattr(LedgerPart, "check", counted)
    copy = tmp_path / "june.rtdb"
    shutil.copy(club["march"], copy)
    sf = SeasonFile(tmp_path / "s.rtseason")
    assert sf.add_event(str(copy)) == [] and len(runs) == 1
    first = compute_season(sf).as_json()
    assert len(runs) == 1 and compute_season(sf).as_json() == first
    # Changed behind the app's back: other bytes, checked again, refused.
    shutil.copy(tampered(club["march"], tmp_path), copy)
    result = compute_season(sf)
    assert len(runs) == 2 and result.events == [] and "fails its check" in str(
        result.problems[0])
    # Without the data folder's record, every run checks.
    monkeypatch.setenv("RIICHI_TOURNAMENT_DATA", str(tmp_path / "elsewhere"))
    shutil.copy(club["march"], copy)
    compute_season(sf)
    compute_season(sf)
    assert len(runs) == 3  # the first run records it; the second finds it


def test_online_names_match_before_the_names(tmp_path):
    from tests.season.builders import event

    one = event(tmp_path / "one.rtdb", "Online one", "2027-07-01",
                [[("Kim Lee", None, 40000), ("Ola Nor", None, 32000),
                  ("Per Ek", None, 28000), ("Rut Ax", None, 20000)]],
                online={"Kim Lee": "kimchi"})
    two = event(tmp_path / "two.rtdb", "Online two", "2027-08-01",
                [[("Kimberly Lee", None, 20000), ("Ola Nor", None, 40000),
                  ("Per Ek", None, 32000), ("Rut Ax", None, 28000)]],
                online={"Kimberly Lee": "ＫＩＭＣＨＩ"})
    sf = SeasonFile(tmp_path / "online.rtseason")
    assert sf.add_event(str(one)) == [] and sf.add_event(str(two)) == []
    result = compute_season(sf)
    kim = row(result, "Kimberly Lee")
    assert (kim.events, kim.score) == (2, 25.0 - 25.0) and "Kim Lee" not in names(result)
    assert len(result.players) == 4 and result.conflicts == []


def test_a_servers_password_is_never_kept(tmp_path):
    sf = SeasonFile(tmp_path / "s.rtseason")
    assert sf.source_text("postgresql://organiser:s3cret@venue:5432/cup") == \
        "postgresql://organiser@venue:5432/cup"
    assert sf.source_text("postgresql://organiser@venue/cup") == "postgresql://organiser@venue/cup"


def test_a_conflict_is_data_worded_in_either_language(tmp_path, club):
    """Each conflict carries what it is about (its kind, the names or numbers), so the desk
    and the pages word it in their language and put the two names in the merge fields."""
    from tournament.words.issues import issue_text

    result = compute_season(season(tmp_path, club))
    by_kind = {c.params["variant"]: c for c in result.conflicts}
    assert {"ema_names", "name_emas", "shared_name"} <= set(by_kind)
    ema = by_kind["ema_names"]
    assert ema.params["people"] == ["Anna Berg", "Anne Borg"]
    assert issue_text(ema, "fr") == (
        "Le numéro EMA 10000001 est porté par des noms différents (Anna Berg, Anne Borg) : "
        "ils restent séparés tant que vous ne dites pas qu\u2019ils sont une seule personne")
    assert "--same" not in issue_text(ema, "en") and "10000001" in issue_text(ema, "en")
    numbers = by_kind["name_emas"]
    assert numbers.params["people"] == ["10000005", "10000009"]
    assert "\u00ab emil frey \u00bb" in issue_text(numbers, "fr")
    shared = by_kind["shared_name"]
    assert issue_text(shared, "fr").startswith("May : deux joueurs portent le nom")

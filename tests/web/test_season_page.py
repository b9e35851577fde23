"""`serve FILE --season SEASONFILE`: the season table on the live page (`/season`) and as
JSON (`/api/season`, the keys of `season --json`), computed once per change of the
tournament, never per request; a bad season file refused in one line."""

from __future__ import annotations

import json
import shutil
import urllib.request
from datetime import date
from pathlib import Path
from typing import Any

import pytest
from starlette.testclient import TestClient

from tests.season_events import season_file, three_events
from tests.web.helpers import Serve, table_rows
from tournament.cli import main
from tournament.season import SeasonFile, compute_season
from tournament.season.scoring import TIE_BREAK
from tournament.service import Tournament
from tournament.web.app import create_app
from tournament.web.season import SeasonBoard, scoring_words
from tournament.web.source import TournamentSource
from tournament.web.words import say
from tournament.words.document_french import MONTHS as FRENCH_MONTHS
from tournament.words.document_words import MONTHS as ENGLISH_MONTHS

CONTRACT = {"events": {"event", "date", "players", "games"},
            "players": {"place", "player", "ema_number", "events", "score", "rating",
                        "games"}}


@pytest.fixture(scope="module")
def made(tmp_path_factory) -> list[Path]:
    return three_events(tmp_path_factory.mktemp("season-page"))


@pytest.fixture
def season(tmp_path, made) -> tuple[Path, list[Path]]:
    events = [Path(shutil.copy(source, tmp_path / source.name)) for source in made]
    return season_file(tmp_path, events), events


def get(url: str, lang: str = "en") -> tuple[str, str]:
    request = urllib.request.Request(url, headers={"Accept-Language": lang})
    with urllib.request.urlopen(request, timeout=20) as answer:
        return answer.read().decode("utf-8"), answer.headers.get("Content-Type", "")


def season_served(event: Path, board: Any) -> tuple[str, str, dict[str, Any]]:
    """`/season` in English and in French, and `/api/season`, served in-process from
    `event` with `board` (`cli.season.season_board`)."""
    with Tournament.open(event, read_only=True) as t:
        app = create_app(TournamentSource.of(t), check_every=0, season=board)
        with TestClient(app) as client:
            english = client.get("/season", headers={"Accept-Language": "en"}).text
            french = client.get("/season", headers={"Accept-Language": "fr"}).text
            answer = client.get("/api/season").json()
    return english, french, answer


def test_the_live_page_serves_the_season_table(season):
    path, events = season
    expected = compute_season(SeasonFile.load(path)).as_json()
    serve = Serve(events[2], "--season", str(path))
    try:
        answer, kind = get(serve.url + "api/season")
        page, _ = get(serve.url + "season")
        french, _ = get(serve.url + "season", "fr")
        standings, _ = get(serve.url)
    finally:
        code, err = serve.stop()
    assert code == 0 and "warning" not in err
    assert kind.startswith("application/json")
    table = json.loads(answer)
    for key, fields in CONTRACT.items():
        assert table[key], key
        assert all(fields <= set(row) for row in table[key]), key
    assert table["conflicts"] == expected["conflicts"]
    assert [p["player"] for p in table["players"]] == [p["player"] for p in
                                                      expected["players"]]
    assert table["players"] == expected["players"]
    assert table["tie_break"] == expected["tie_break"]
    # The page: one row per player, in the season's order, with its numbers.
    rows = table_rows(page, "season")
    assert rows[0][:2] == ["Place", "Player"]
    first = expected["players"][0]
    assert rows[1][:2] == [str(first["place"]), first["player"]]
    assert rows[1][4] == f"+{first['score']:.2f}".lstrip("+")
    assert [r[1] for r in rows[1:]] == [p["player"] for p in expected["players"]]
    last = expected["players"][-1]
    assert last["score"] < 0 and rows[-1][4] == f"\u2212{-last['score']:.2f}"
    assert "Season table" in page and expected["tie_break"] in page
    # Beside the standings: every page links to it; in French too.
    assert 'href="/season"' in standings and ">Season<" in standings
    assert "Classement de la saison" in french and "Cote" in french
    # The rules in words, in the page's language.
    assert "Scoring: total of every event." in page
    assert "Décompte\u00a0: total de chaque tournoi." in french
    assert say("fr", "season_tie") in french and expected["tie_break"] not in french


def test_the_pages_tie_rule_is_the_cores():
    assert say("en", "season_tie") == TIE_BREAK
    assert scoring_words("placement:4", 2, "en") == (
        "placement points, mean of the best 4 events, at least 2 events to be ranked")
    assert scoring_words("best:3", 1, "fr") == "les 3 meilleurs tournois"


def test_an_event_not_in_the_season_is_served_with_a_warning(season, made):
    path, _ = season
    other = made[0]  # the module's own copy: not the season's
    serve = Serve(other, "--season", str(path))
    code, err = serve.stop()
    assert code == 0 and "is not an event of the season" in err


@pytest.mark.parametrize("what", ["missing", "garbage"])
def test_a_bad_season_file_exits_2_in_one_line(capsys, season, tmp_path, what):
    _, events = season
    bad = tmp_path / "bad.rtseason"
    if what == "garbage":
        bad.write_text("this is = = not a season\n", encoding="utf-8")
    code = main(["serve", str(events[0]), "--port", "0", "--host", "127.0.0.1",
                 "--season", str(bad)])
    out, err = capsys.readouterr()
    assert code == 2 and out == ""
    assert len(err.splitlines()) == 1 and "bad.rtseason" in err
    assert "Traceback" not in err


def test_the_season_is_computed_once_per_change_of_the_tournament(season):
    path, events = season
    computed: list[int] = []

    def compute() -> dict[str, object]:
        computed.append(1)
        return compute_season(SeasonFile.load(path)).as_json()

    board = SeasonBoard(compute, lambda: path.stat().st_mtime_ns)
    with Tournament.open(events[2]) as t:
        app = create_app(TournamentSource.of(t), check_every=0, season=board)
        with TestClient(app) as client:
            first = client.get("/api/season").json()
            for _ in range(5):
                assert client.get("/api/season").json()["players"] == first["players"]
                assert client.get("/season").status_code == 200
            assert board.computed == 1
            t.announcements.announce("Prize-giving at six", who="Desk")  # the tournament changed
            client.get("/api/season")
            client.get("/season")
            assert board.computed == 2
            # The season file changed (another scoring): seen at the next request.
            season_now = SeasonFile.load(path)
            assert season_now.set_scoring("best:1") == []
            season_now.save()
            again = client.get("/api/season").json()
            assert board.computed == 3 and again["scoring"] == "best:1"
            assert client.get("/api/standings").status_code == 200
    assert len(computed) == 3


def test_the_names_to_sort_out_are_worded_in_the_pages_language(tmp_path):
    """A conflict (one EMA number under two names) on the season page: in French on a
    French reader's page, in English on an English one, neither with the command line's
    hint (the page cannot run `--same`)."""
    from tests.season_events import PEOPLE, event
    from tournament.cli.season import season_board

    first = event(tmp_path, 1, PEOPLE, "2027-04-10", {"Anna Berg": "10000001"})
    second = event(tmp_path, 2, ["Anne Borg", *PEOPLE[1:]], "2027-05-08",
                   {"Anne Borg": "10000001"})
    path = season_file(tmp_path, [first, second])
    english, french, answer = season_served(second, season_board(str(path), str(second)))
    assert len(answer["conflicts"]) == 1  # the contract's sentences, as `season --json`
    assert "EMA number 10000001 is carried by different names (Anna Berg, Anne Borg)" in english
    assert ("Le numéro EMA 10000001 est porté par des noms différents (Anna Berg, Anne Borg)"
            in french)
    assert "EMA number" not in french and "--same" not in english + french


def test_an_event_not_counted_is_listed_with_why_in_the_pages_language(tmp_path, made):
    """An event of the season whose file is gone is not counted: the page says which and why,
    in its reader's language, under the events it counts; the events' dates are written as the
    language writes them, not as ISO dates."""
    from tournament.cli.season import season_board

    events = [Path(shutil.copy(source, tmp_path / source.name)) for source in made]
    path = season_file(tmp_path, events)
    board = season_board(str(path), str(events[2]))
    gone = events[0]
    gone.unlink()
    english, french, answer = season_served(events[2], board)
    assert [u["code"] for u in answer["uncounted"]] == ["no_file"]
    assert gone.name not in {e["event"] for e in answer["events"]}
    assert len(answer["events"]) == len(events) - 1
    for page, heading, why in ((english, "Events not counted", "no such file"),
                               (french, "Tournois non comptés",
                                "Le fichier ne peut pas être lu")):
        listed = page.split('id="season-uncounted"', 1)[1].split("</section>", 1)[0]
        assert "hidden" not in listed.split(">", 1)[0]
        assert heading in listed and why in listed and gone.name in listed
    assert f"{gone.name}\u00a0: Le fichier" in french and f"{gone.name}: no such" in english
    shown = compute_season(SeasonFile.load(path)).events[0]
    day = date.fromisoformat(shown.date)
    assert shown.date not in english + french
    assert f"{day.day} {ENGLISH_MONTHS[day.month - 1]} {day.year}" in english
    assert f"{day.day} {FRENCH_MONTHS[day.month - 1]} {day.year}" in french


def test_a_season_with_every_event_counted_lists_none_as_not_counted(tmp_path, made):
    from tournament.cli.season import season_board

    events = [Path(shutil.copy(source, tmp_path / source.name)) for source in made]
    board = season_board(str(season_file(tmp_path, events)), str(events[2]))
    page, _, answer = season_served(events[2], board)
    assert answer["uncounted"] == []
    assert '<section id="season-uncounted" class="notice" hidden>' in page


def test_an_event_that_fails_its_check_is_named_without_what_the_check_found(tmp_path, made):
    """The players' page says that an event fails its check, as it says of the served
    tournament, but not which facts were edited (`check` tells the organiser)."""
    import sqlite3

    from tournament.cli.season import season_board

    events = [Path(shutil.copy(source, tmp_path / source.name)) for source in made]
    board = season_board(str(season_file(tmp_path, events)), str(events[2]))
    with sqlite3.connect(events[0]) as conn:
        conn.execute("UPDATE players SET name = 'Forged Name' WHERE id = 1")
    conn.close()
    english, french, answer = season_served(events[2], board)
    [found] = answer["uncounted"]
    assert found["code"] == "check_failed" and "problems" not in found["params"]
    assert "Forged Name" not in json.dumps(answer) + english + french
    assert f"{events[0].name}: This tournament fails its check" in english
    assert f"{events[0].name}\u00a0: Ce tournoi ne passe pas sa vérification" in french

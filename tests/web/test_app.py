"""The live page's routes through Starlette's TestClient: what each page shows, names with
markup shown as text, only GET, and error pages that give nothing away."""

from __future__ import annotations

import json
from datetime import UTC, datetime, timedelta

import pytest
from starlette.testclient import TestClient

from tests.web.helpers import BOB, SUB, cup, finish_table_1, table_rows
from tournament.web.app import create_app
from tournament.web.live import LiveData
from tournament.web.source import TournamentSource

PAGES = ("/", "/seating", "/tables", "/clock")
APIS = ("/api/standings", "/api/seating", "/api/tables", "/api/clock", "/api/version")


@pytest.fixture
def t(tmp_path):
    t = cup(tmp_path)
    yield t
    t.close()


def client(t, **options) -> TestClient:
    # check_every=0: every request looks at the tournament again.
    return TestClient(create_app(TournamentSource.of(t, **options), check_every=0))


def test_standings_show_place_name_rounds_and_total_with_substitutes_apart(t):
    finish_table_1(t)
    t.tables.record_totals(1, 2, [25000, 25000, 25000, 45000])
    with client(t) as c:
        page = c.get("/")
    assert page.status_code == 200 and page.headers["content-type"].startswith("text/html")
    rows = table_rows(page.text, "standings")
    assert rows[0] == ["Place", "Name", "R1", "Total"]
    # Paper totals, EMA uma +15/+5/-5/-15 (in thousands). Table 1: Dora +14 +15, Bob +2 +5,
    # Carl -4 -5, Anna -12 -15. Table 2: the substitute +15 +15; Emil, Fay and Gus tie for
    # second: -5 each and the uma of 2nd to 4th shared, (5 - 5 - 15) / 3 = -5.
    assert rows[1:] == [
        ["1", "Dora Eck", "+29.0", "+29.0"],
        ["2", BOB, "+7.0", "+7.0"],
        ["3", "Carl Diaz", "\u22129.0", "\u22129.0"],
        ["4=", "Emil Frey", "\u221210.0", "\u221210.0"],
        ["4=", "Fay Gold", "\u221210.0", "\u221210.0"],
        ["4=", "Gus Hahn", "\u221210.0", "\u221210.0"],
        ["7", "Anna Berg", "\u221227.0", "\u221227.0"],
    ]
    main, apart = page.text.split('id="apart"')
    assert SUB not in main and "<h3>Substitutes</h3>" in apart
    assert table_rows(apart.replace("<table ", '<table id="sub" ', 1), "sub") == [
        [SUB, "+30.0", "+30.0"]]
    assert "Standings after round 1" in page.text


def test_the_standings_api_gives_the_specs_columns_and_each_rows_cells(t):
    """The page's script walks the columns the server sends (tournament.standings.spec), as
    the server's template does: the same texts in the same order."""
    finish_table_1(t)
    with client(t) as c:
        answer = c.get("/api/standings").json()["standings"]
        page = c.get("/")
    assert [(col["key"], col["title"], col["kind"]) for col in answer["columns"]] == [
        ("place", "Place", "place"), ("player", "Name", "text"), ("r1", "R1", "points"),
        ("total", "Total", "points")]
    assert [col["key"] for col in answer["apart_columns"]] == ["player", "r1", "total"]
    assert answer["rows"][0]["cells"] == ["1", "Dora Eck", "+29.0", "+29.0"]
    assert [r["cells"] for r in answer["rows"]] == table_rows(page.text, "standings")[1:]


def test_games_in_play_count_only_when_the_organiser_allows_live_scores(t):
    from tests.service.helpers import ron

    t.tables.record_hand(1, 2, ron(0, 1, 3, 30))  # Emil (East) wins 5,800 from Fay
    with client(t) as c:
        counted = table_rows(c.get("/").text, "standings")
        tables = c.get("/api/tables").json()["tables"]
    assert all(r[2] == "" for r in counted[1:])  # no round points: nothing finished
    assert all("score" not in s for table in tables["tables"] for s in table["seats"])
    assert tables["scores"] is False
    with client(t, live_scores=True) as c:
        live = table_rows(c.get("/").text, "standings")
        tables = c.get("/api/tables").json()["tables"]
    assert live[1][:2] == ["1", "Emil Frey *"]
    assert [s["score"] for s in tables["tables"][1]["seats"]] == ["35,800", "24,200",
                                                                  "30,000", "30,000"]
    assert tables["tables"][1]["status"] == "Playing East 1, 1 honba"


def test_markup_in_names_titles_and_announcements_is_text_everywhere(t):
    finish_table_1(t)
    t.announcements.announce("Lunch <script>alert(1)</script> & cake", who="Desk")
    with client(t) as c:
        for path in PAGES:
            html = c.get(path).text
            assert "<b>Bob</b>" not in html and "<script>alert" not in html
            assert "<i>Cup</i>" not in html and "Spring &lt;i&gt;Cup&lt;/i&gt;" in html
            assert "Lunch &lt;script&gt;alert(1)&lt;/script&gt; &amp; cake" in html
            if path != "/clock":
                assert "&lt;b&gt;Bob&lt;/b&gt;" in html, path
        # The JSON carries the text as it is; the page's script sets it as text.
        answer = c.get("/api/standings")
        assert answer.headers["content-type"] == "application/json"
        assert BOB in [r["name"] for r in answer.json()["standings"]["rows"]]
        assert answer.json()["announcements"][0]["text"].startswith("Lunch <script>")
    script = (create_app.__globals__["TEMPLATES"] / "live.js").read_text(encoding="utf-8")
    assert "innerHTML" not in script and "insertAdjacentHTML" not in script


def test_seating_lists_each_table_with_winds_and_a_search_box(t):
    with client(t) as c:
        html = c.get("/seating").text
        data = c.get("/api/seating").json()
    assert 'id="find"' in html and "Seating, round 1" in html
    assert data["seating"]["tables"][1] == {"table": 2, "seats": [
        {"wind": "East", "name": "Emil Frey"}, {"wind": "South", "name": "Fay Gold"},
        {"wind": "West", "name": "Gus Hahn"}, {"wind": "North", "name": SUB}]}
    assert html.index("Table 1") < html.index("&lt;b&gt;Bob&lt;/b&gt;") < html.index("Table 2")


def test_tables_show_progress_and_scores_once_the_round_is_approved(t):
    finish_table_1(t)
    with client(t) as c:
        before = c.get("/api/tables").json()["tables"]
        html = c.get("/tables").text
        assert "Scores are shown once the round is approved." in html
        assert [x["status"] for x in before["tables"]] == ["Finished", "Not started"]
        assert "score" not in before["tables"][0]["seats"][0]
        t.tables.record_totals(1, 2, [25000, 25000, 25000, 45000])
        t.approvals.approve(1)
        after = c.get("/api/tables").json()["tables"]
        html = c.get("/tables").text
    assert after["approved"] and after["scores"]
    assert [(s["name"], s["score"], s["points"]) for s in after["tables"][0]["seats"]] == [
        (BOB, "32,000", "+7.0"), ("Anna Berg", "18,000", "\u221227.0"),
        ("Carl Diaz", "26,000", "\u22129.0"), ("Dora Eck", "44,000", "+29.0")]
    assert '<span class="score">44,000</span>' in html
    assert "Scores are shown once" in html and 'id="scores-note" class="muted" hidden' in html


def test_the_clock_is_read_at_the_moment_it_is_asked(t):
    with client(t) as c:
        assert c.get("/api/clock").json()["clock"]["status"] == "not_started"
        assert "The round has not started." in c.get("/clock").text
        t.clock.start(1, minutes=60, at=datetime.now(UTC) - timedelta(minutes=10))
        first = c.get("/api/clock").json()["clock"]
        html = c.get("/clock").text
    assert first["status"] == "running" and first["round"] == 1
    assert 2990 < first["remaining"] <= 3000
    assert '<p id="remaining" class="remaining">50:00</p>' in html or \
        '<p id="remaining" class="remaining">49:59</p>' in html


def test_every_api_answers_json_with_the_version_and_the_version_follows_changes(t):
    with client(t) as c:
        version = c.get("/api/version").json()["version"]
        for path in APIS[:-1]:
            answer = c.get(path)
            body = answer.json()
            assert answer.status_code == 200 and answer.headers["cache-control"] == "no-cache"
            assert {"version", "title", "round", "announcements"} <= set(body)
            assert body["version"] == version and body["title"] == "Spring <i>Cup</i>"
        assert c.get("/").text.count(f'data-version="{version}"') == 1
        big = c.get("/", headers={"Accept-Encoding": "gzip"})  # over a kilobyte: compressed
        assert big.headers["content-encoding"] == "gzip" and version in big.text
        t.announcements.announce("Round 2 at 14:00")
        newer = c.get("/api/version").json()["version"]
        assert newer != version
        assert c.get("/api/standings").json()["announcements"][0]["text"] == "Round 2 at 14:00"


@pytest.mark.parametrize("method", ["POST", "PUT", "DELETE", "PATCH", "OPTIONS"])
@pytest.mark.parametrize("path", [*PAGES, "/api/standings", "/events", "/nope"])
def test_only_get_is_answered(t, method, path):
    revision = t.revision
    with client(t) as c:
        answer = c.request(method, path, content=b'{"name": "x"}')
    assert answer.status_code == 405
    assert answer.headers["allow"] == "GET, HEAD"
    assert t.revision == revision


@pytest.mark.parametrize("path", ["/nope", "/api/players", "/api/", "/static/x.py",
                                  "/static/../app.py", "/static/%2e%2e/app.py",
                                  "/templates/base.html", "/cup.rtdb", "/..%2f..%2fetc/passwd"])
def test_unknown_pages_say_so_and_give_nothing_away(t, tmp_path, path):
    with client(t) as c:
        answer = c.get(path)
    assert answer.status_code == 404
    assert "There is no such page." in answer.text
    for secret in (str(tmp_path), "cup.rtdb", "Traceback", "sqlite", "tournament/web"):
        assert secret not in answer.text


def test_no_page_names_the_file_or_the_database(t, tmp_path):
    t.clock.start(1, minutes=60)
    with client(t) as c:
        for path in (*PAGES, *APIS, "/static/live.js", "/static/live.css"):
            answer = c.get(path)
            assert answer.status_code == 200, path
            for secret in (str(tmp_path), "cup.rtdb", "sqlite", "rtdb"):
                assert secret not in answer.text, (path, secret)
            assert "content-security-policy" in answer.headers


class Failing:
    """A source that fails as the desk app's worker does while it closes the file."""

    def version(self) -> str:
        raise RuntimeError("/secret/folder/cup.rtdb: the database worker is not running")

    def data(self) -> LiveData:
        raise RuntimeError("/secret/folder/cup.rtdb")


class Broken:
    """A source that answers something that is no LiveData: a bug on the server's side."""

    def version(self) -> str:
        return "1"

    def data(self) -> LiveData:
        return json.loads('{"secret": "/secret/folder/cup.rtdb"}')  # type: ignore[no-any-return]


def test_a_source_that_cannot_answer_gives_a_plain_503_page(caplog):
    with TestClient(create_app(Failing(), check_every=0)) as c:
        for path in ("/", "/api/standings", "/api/version"):
            answer = c.get(path)
            assert answer.status_code == 503
            assert "cannot be read right now" in answer.text
            assert "secret" not in answer.text and "worker" not in answer.text
    # The server's log says what happened, once.
    assert [r.getMessage() for r in caplog.records].count(
        "the live page cannot read the tournament: RuntimeError: /secret/folder/cup.rtdb: "
        "the database worker is not running") == 1


def test_a_server_error_gives_a_plain_500_page():
    with TestClient(create_app(Broken(), check_every=0), raise_server_exceptions=False) as c:
        answer = c.get("/")
    assert answer.status_code == 500
    assert "Something went wrong on the server." in answer.text
    for secret in ("secret", "Traceback", "AttributeError", "line "):
        assert secret not in answer.text


def test_head_is_answered_like_get(t):
    with client(t) as c:
        answer = c.head("/")
    assert answer.status_code == 200 and answer.text == ""


class Flaky:
    """A source that answers, then fails for a while (the desk app busy closing its file)."""

    def __init__(self, t):
        self.inner = TournamentSource.of(t)
        self.failing = False
        self.asked = 0

    def version(self) -> str:
        self.asked += 1
        if self.failing:
            raise RuntimeError("closing")
        return self.inner.version()

    def data(self) -> LiveData:
        return self.inner.data()


def test_a_failing_source_is_asked_once_per_interval_and_the_last_version_kept(t):
    source = Flaky(t)
    with TestClient(create_app(source, check_every=60)) as c:
        version = c.get("/api/version").json()["version"]
        app = c.app
        app.state.live._checked = 0.0  # type: ignore[attr-defined]  # the interval is over
        source.failing = True
        assert c.get("/api/version").status_code == 503
        asked = source.asked
        for _ in range(5):
            assert c.get("/api/version").json()["version"] == version
        assert source.asked == asked

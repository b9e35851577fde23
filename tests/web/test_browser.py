"""The live page in a real browser: Debian's Chromium, headless, driven by Playwright (the
system's browser: none is downloaded). The pages render the right rows, follow a change made
elsewhere without being reloaded, and show names with markup as text.

Skipped only where /usr/bin/chromium is missing (`apt-get install chromium`; CI installs it).
"""

from __future__ import annotations

import threading
import time
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from tests.service.helpers import ron
from tests.web.helpers import BOB, SUB, Serve, cup, finish_table_1
from tournament.service import Tournament
from tournament.web.app import create_app
from tournament.web.server import LiveServer
from tournament.web.source import TournamentSource

CHROMIUM = Path("/usr/bin/chromium")
ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
        "--disable-background-networking", "--disable-component-update", "--disable-sync"]

pytestmark = [
    pytest.mark.skipif(not CHROMIUM.exists(),
                       reason="needs Debian's Chromium at /usr/bin/chromium "
                              "(apt-get install chromium)"),
    pytest.mark.slow,
]


@pytest.fixture(scope="module")
def browser(tmp_path_factory):
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        context = p.chromium.launch_persistent_context(
            str(tmp_path_factory.mktemp("chromium-profile")), executable_path=str(CHROMIUM),
            args=ARGS, headless=True, viewport={"width": 390, "height": 844},
            locale="en-GB")
        yield context
        context.close()


@pytest.fixture
def page(browser):
    page = browser.new_page()
    page.set_default_timeout(10_000)
    yield page
    page.close()


@pytest.fixture
def desk(tmp_path):
    """The desk app's tournament, served in this process as the GUI will serve it."""
    t = cup(tmp_path)
    lock = threading.Lock()  # the desk's changes and the page's reads, one at a time

    def run(fn):
        with lock:
            return fn(t)

    server = LiveServer(create_app(TournamentSource(run)), host="127.0.0.1", port=0)
    server.start()
    yield run, server.urls[0]
    server.stop()
    t.close()


def names_in_order(page) -> list[str]:
    return page.locator("#standings tbody td.name").all_inner_texts()


def test_standings_follow_a_recorded_result_without_a_reload(page, desk):
    from playwright.sync_api import expect

    at_desk, url = desk
    at_desk(finish_table_1)
    page.goto(url)
    rows = page.locator("#standings tbody tr")
    expect(rows).to_have_count(7)
    assert rows.nth(0).inner_text().split("\t") == ["1", "Dora Eck", "+29.0", "+29.0"]
    assert names_in_order(page) == ["Dora Eck", BOB, "Emil Frey", "Fay Gold", "Gus Hahn",
                                    "Carl Diaz", "Anna Berg"]
    page.evaluate("window.stillTheSamePage = true")

    at_desk(lambda t: t.tables.record_totals(1, 2, [25000, 25000, 25000, 45000]))  # the desk
    started = time.monotonic()
    expect(rows.nth(2)).to_contain_text("Carl Diaz")
    print(f"the page showed the change after {time.monotonic() - started:.2f} s")
    assert names_in_order(page) == ["Dora Eck", BOB, "Carl Diaz", "Emil Frey", "Fay Gold",
                                    "Gus Hahn", "Anna Berg"]
    assert rows.nth(3).inner_text().split("\t") == ["4=", "Emil Frey", "\u221210.0",
                                                    "\u221210.0"]
    expect(page.locator("#apart")).to_contain_text(SUB)
    assert page.evaluate("window.stillTheSamePage") is True  # redrawn, not reloaded

    # Bob's name is text, drawn by the server and then by the page's script alike.
    bob = page.locator("#standings td.name", has_text=BOB)
    expect(bob).to_have_count(1)
    assert bob.inner_text() == BOB
    assert page.locator("#standings b, #announcements b, #title i").count() == 0
    at_desk(lambda t: t.announcements.announce(f"{BOB} to the desk, please"))
    expect(page.locator("#announcements li .text")).to_have_text(f"{BOB} to the desk, please")
    assert page.locator("#announcements b").count() == 0
    assert page.title() == "Spring <i>Cup</i>"


def test_find_my_table(page, desk):
    from playwright.sync_api import expect

    _, url = desk
    page.goto(url + "seating")
    cards = page.locator("#seating .card:visible")
    expect(cards).to_have_count(2)
    page.fill("#find", "bob")
    expect(cards).to_have_count(1)
    assert cards.first.get_attribute("data-table") == "1"
    assert page.locator("#seating li.match .name").all_inner_texts() == [BOB]
    page.fill("#find", "  GOLD ")
    expect(cards).to_have_count(1)
    assert cards.first.get_attribute("data-table") == "2"
    page.fill("#find", "nobody")
    expect(cards).to_have_count(0)
    expect(page.locator("#nomatch")).to_have_text("No player called \u201cnobody\u201d this round.")
    page.fill("#find", "")
    expect(cards).to_have_count(2)
    expect(page.locator("#nomatch")).to_be_hidden()


def test_tables_and_clock_follow_the_desk(page, desk):
    from playwright.sync_api import expect

    at_desk, url = desk
    page.goto(url + "tables")
    status = page.locator('#tables .card[data-table="2"] .status')
    expect(status).to_have_text("Not started \u00b7 0 hands")
    at_desk(lambda t: t.tables.record_hand(1, 2, ron(0, 1, 3, 30)))
    expect(status).to_have_text("Playing East 1, 1 honba \u00b7 1 hand")
    assert page.locator("#tables .score").count() == 0  # not approved, no live scores

    at_desk(lambda t: t.clock.start(1, minutes=60,
                                    at=datetime.now(UTC) - timedelta(minutes=10)))
    page.goto(url + "clock")
    remaining = page.locator("#remaining")
    expect(page.locator("#clock-status")).to_have_text("Running")
    first = remaining.inner_text()
    assert first.startswith("49:5") or first == "50:00"
    page.wait_for_timeout(1500)
    assert remaining.inner_text() != first  # it counts down in the browser
    at_desk(lambda t: t.clock.pause(1))
    expect(page.locator("#clock-status")).to_have_text("Paused")
    paused = remaining.inner_text()
    page.wait_for_timeout(1200)
    assert remaining.inner_text() == paused


def test_a_page_served_by_another_process_follows_the_desk_app(page, tmp_path):
    from playwright.sync_api import expect

    t = cup(tmp_path)
    path = t.path
    t.close()
    with Tournament.open(path) as desk:  # the desk app has the file, and its lock
        serve = Serve(path)
        try:
            page.goto(serve.url)
            expect(page.locator("#standings tbody td.name")).to_have_count(7)
            page.evaluate("window.stillTheSamePage = true")
            finish_table_1(desk)
            expect(page.locator("#standings tbody tr").first).to_contain_text("Dora Eck")
            assert page.locator("#standings tbody tr").nth(1).inner_text().split("\t") == [
                "2", BOB, "+7.0", "+7.0"]
            assert page.evaluate("window.stillTheSamePage") is True
            assert page.locator("#standings b").count() == 0
        finally:
            code, err = serve.stop()
    assert code == 0, err


def test_a_page_fetches_its_part_only_when_that_part_changed(page, desk):
    from playwright.sync_api import expect

    at_desk, url = desk
    asked: list[str] = []
    page.on("request", lambda r: asked.append(r.url.split("/", 3)[3]))
    page.goto(url)
    expect(page.locator("#standings tbody tr")).to_have_count(7)
    first = page.evaluate("document.body.dataset.version")
    at_desk(lambda t: t.tables.record_hand(1, 2, ron(1, 2, 1, 30)))  # the tables change only
    deadline = time.monotonic() + 10
    while page.evaluate("document.body.dataset.version") == first:
        assert time.monotonic() < deadline, "the page never took the new version"
        page.wait_for_timeout(50)
    assert "api/standings" not in asked  # the page took the new version, fetched nothing
    at_desk(finish_table_1)  # now the standings change
    expect(page.locator("#standings tbody tr").nth(0)).to_contain_text("Dora Eck")
    assert asked.count("api/standings") == 1


def test_the_exported_standings_page_scrolls_its_table_not_itself_on_a_phone(page, tmp_path):
    """The standings web page (`export --format html`) on a 390-px phone: the table, wider
    than the screen with its round columns, scrolls sideways inside the page; the page
    itself does not (its title and notes stay in view). It scrolled whole: 596 px wide."""
    from tournament.export.formats import ExportFormat

    t = cup(tmp_path)
    spec = ExportFormat.HTML.spec
    out = spec.write(spec.read(t, None, "thousands"), tmp_path / "standings.html")
    t.close()
    page.goto(out.as_uri())
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
    table = page.locator("table.grid").first
    assert table.evaluate("t => t.scrollWidth > t.clientWidth")  # its own scroll

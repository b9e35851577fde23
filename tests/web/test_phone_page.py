"""A table's phone entry page (/table/R/T) in a real browser: Debian's Chromium, headless, at a
phone's size (390x844), driven by Playwright. A whole game is entered by tapping (a ron, a
double ron, a draw, a tsumo on the last hand) and the tournament holds what an independent
calculation of the payments says; the page never scrolls sideways; it speaks French when the
browser asks for it and switches; a save lost on the network is sent again with the same entry
id and stored once.

Skipped only where /usr/bin/chromium is missing (`apt-get install chromium`; CI installs it).
"""

from __future__ import annotations

import json
import threading

import pytest

from tests.web.helpers import BOB, NAMES, SUB, cup
from tests.web.test_browser import ARGS, CHROMIUM  # the same browser, the same switches
from tournament.web.app import create_app
from tournament.web.server import LiveServer
from tournament.web.source import TournamentSource

pytestmark = [
    pytest.mark.skipif(not CHROMIUM.exists(),
                       reason="needs Debian's Chromium at /usr/bin/chromium "
                              "(apt-get install chromium)"),
    pytest.mark.slow,
]

PHONE = {"width": 390, "height": 844}
TABLE_1 = NAMES[:4]  # Bob (East), Anna (South), Carl (West), Dora (North)


@pytest.fixture(scope="module")
def chromium():
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=str(CHROMIUM), args=ARGS, headless=True)
        yield browser
        browser.close()


def phone(chromium, locale: str = "en-GB"):
    """A fresh phone: its own storage, a phone's screen, touch."""
    context = chromium.new_context(viewport=PHONE, locale=locale, has_touch=True,
                                   is_mobile=True, device_scale_factor=2)
    context.set_default_timeout(10_000)
    return context


@pytest.fixture
def venue(tmp_path):
    """Round 1 seated, codes issued, served with table entry on (as the desk serves it: the
    pages and the entry over the same open tournament, one call at a time)."""
    t = cup(tmp_path)
    codes, _ = t.phones.issue_codes(1)
    lock = threading.Lock()

    def run(fn):
        with lock:
            return fn(t)

    server = LiveServer(create_app(TournamentSource(run), entry=run), host="127.0.0.1",
                        port=0)
    server.start()
    yield t, server.urls[0], codes
    server.stop()
    t.close()


def no_sideways_scroll(page) -> None:
    width = page.evaluate("document.documentElement.scrollWidth")
    client = page.evaluate("document.documentElement.clientWidth")
    assert width <= client == 390, (width, client)


def tap(page, selector: str) -> None:
    page.locator(selector).tap()


def seat(group: str, s: int) -> str:
    return f'#form [data-group="{group}"] [data-seat="{s}"]'


def han_fu(page, winner: int, han: int, fu: int | None) -> None:
    tap(page, f'#form [data-winner="{winner}"] [data-part="han"] [data-value="{han}"]')
    if fu is not None:
        tap(page, f'#form [data-winner="{winner}"] [data-part="fu"] [data-value="{fu}"]')


def check_and_save(page, deltas: list[int]) -> None:
    """Check the payments, see them, confirm."""
    from playwright.sync_api import expect

    hands = page.locator("#hands li[data-outcome]").count()
    tap(page, "#check")
    expect(page.locator("#preview")).to_be_visible()
    no_sideways_scroll(page)
    shown = page.locator("#payments tbody td.delta").all_inner_texts()
    assert shown == [f"+{d:,}" if d > 0 else f"\u2212{-d:,}" if d < 0 else "0"
                     for d in deltas]
    tap(page, "#save")
    expect(page.locator("#hands li[data-outcome]")).to_have_count(hands + 1)
    expect(page.locator("#message")).to_contain_text("Saved")


def test_a_whole_game_entered_by_tapping(chromium, venue):
    from playwright.sync_api import expect

    t, url, codes = venue
    start = t.rules.start_points
    context = phone(chromium)
    page = context.new_page()
    # Nothing the page does is blocked by its content security policy (no inline script
    # or style), and no script fails.
    troubles: list[str] = []
    page.on("console", lambda m: troubles.append(m.text) if m.type == "error"
            and not m.text.startswith("Failed to load resource") else None)
    page.on("pageerror", lambda e: troubles.append(str(e)))
    # (The browser asks for /favicon.ico by itself: there is none, 404.)
    page.on("response", lambda r: troubles.append(f"{r.status} {r.url}")
            if r.status >= 400 and not r.url.endswith("/favicon.ico") else None)
    page.goto(f"{url}table/1/1#code={codes[1]}")
    expect(page.locator("#seats li")).to_have_count(4)
    assert page.url == f"{url}table/1/1"  # the code left the address bar
    assert page.locator("#seats .name").all_inner_texts() == TABLE_1
    assert page.locator("#seats b").count() == 0  # "<b>Bob</b>" is text
    expect(page.locator("#where")).to_have_text(
        "East 1 \u00b7 0 honba \u00b7 0 riichi stick(s) on the table")
    no_sideways_scroll(page)

    # East 1: Anna (riichi) wins 3 han 30 fu from Carl: 3,900; her stick comes back to her.
    tap(page, '#outcomes [data-outcome="ron"]')
    tap(page, seat("winners", 1))
    tap(page, seat("loser", 2))
    han_fu(page, 1, 3, 30)
    tap(page, seat("riichi", 1))
    no_sideways_scroll(page)
    check_and_save(page, [0, 3900, -3900, 0])

    # East 2 (Anna deals): a double ron on Dora's discard: Bob 2 han 30 fu (2,000) and Carl
    # 1 han 30 fu (1,000).
    expect(page.locator("#where")).to_contain_text("East 2")
    tap(page, '#outcomes [data-outcome="ron"]')
    tap(page, seat("winners", 0))
    tap(page, seat("winners", 2))
    tap(page, seat("loser", 3))
    han_fu(page, 0, 2, 30)
    han_fu(page, 2, 1, 30)
    check_and_save(page, [2000, 0, 1000, -3000])

    # East 3 (Carl deals): a draw, Carl alone tenpai: 1,000 from each of the others; the
    # dealer stays, one honba.
    expect(page.locator("#where")).to_contain_text("East 3")
    tap(page, '#outcomes [data-outcome="exhaustive_draw"]')
    tap(page, seat("tenpai", 2))
    check_and_save(page, [-1000, -1000, 3000, -1000])

    # East 3, 1 honba, time is up: Dora tsumo 4 han 30 fu, 2,000/3,900 and 100 a player.
    expect(page.locator("#where")).to_have_text(
        "East 3 \u00b7 1 honba \u00b7 0 riichi stick(s) on the table")
    tap(page, '#outcomes [data-outcome="tsumo"]')
    tap(page, seat("winners", 3))
    han_fu(page, 3, 4, 30)
    page.locator("#last-hand").tap()
    check_and_save(page, [-2100, -2100, -4000, 8200])

    final = [start - 1100, start + 800, start - 3900, start + 4200]
    expect(page.locator("#over")).to_be_visible()
    expect(page.locator("#entry")).to_be_hidden()
    rows = page.locator("#final tbody tr")
    assert [rows.nth(i).inner_text().split("\t") for i in range(4)] == [
        ["1st", "Dora Eck", f"{final[3]:,}"], ["2nd", "Anna Berg", f"{final[1]:,}"],
        ["3rd", BOB, f"{final[0]:,}"], ["4th", "Carl Diaz", f"{final[2]:,}"]]
    # Over: no next dealer, no seat wind.
    assert page.locator("#seats .wind").all_inner_texts() == ["", "", "", ""]
    assert page.locator("#seats .dealer").count() == 0
    no_sideways_scroll(page)

    # The tournament holds the game as the phone saw it, written as the table's phone.
    summary = t.tables.summary(1, 1)
    assert summary.finished and summary.hands == 4
    assert tuple(summary.state.scores) == tuple(final)
    stations = [h.station for h in t.phones.table(1, 1).hands]
    assert stations == ["table 1 (phone)"] * 4
    assert troubles == []
    # The other table is untouched, and its code does not open this one.
    assert t.tables.summary(1, 2).hands == 0
    context.close()


def test_french_from_the_browser_and_the_switch(chromium, venue):
    from playwright.sync_api import expect

    _, url, codes = venue
    context = phone(chromium, "fr-FR")
    page = context.new_page()
    page.goto(f"{url}table/1/2#code={codes[2]}")
    expect(page.locator("#seats li")).to_have_count(4)
    expect(page.locator("html")).to_have_attribute("lang", "fr")
    expect(page.locator("#title")).to_have_text("Table 2 \u00b7 tour 1")
    expect(page.locator("#where")).to_have_text(
        "Est 1 \u00b7 0 honba \u00b7 0 b\u00e2ton(s) de riichi sur la table")
    assert page.locator("#seats .name").all_inner_texts() == NAMES[4:] + [SUB]
    assert page.locator("#outcomes [data-outcome]").all_inner_texts() == [
        "Ron", "Tsumo", "Fin de mur", "Annul\u00e9e", "Chombo"]
    tap(page, '#outcomes [data-outcome="ron"]')
    expect(page.locator('[data-group="winners"] legend')).to_contain_text("Qui a gagn\u00e9")
    no_sideways_scroll(page)

    tap(page, "#lang")
    expect(page.locator("html")).to_have_attribute("lang", "en")
    expect(page.locator("#title")).to_have_text("Table 2 \u00b7 round 1")
    expect(page.locator('[data-group="winners"] legend')).to_contain_text("Who won?")
    page.reload()  # the choice is kept
    expect(page.locator("#title")).to_have_text("Table 2 \u00b7 round 1")
    expect(page.locator("#seats li")).to_have_count(4)  # and the code too
    tap(page, "#lang")
    expect(page.locator("#title")).to_have_text("Table 2 \u00b7 tour 1")
    context.close()


def test_a_wrong_code_is_told_and_a_right_one_typed_opens_the_table(chromium, venue):
    from playwright.sync_api import expect

    t, url, codes = venue
    context = phone(chromium)
    page = context.new_page()
    page.goto(f"{url}table/1/1#code={codes[2]}")  # table 2's code
    expect(page.locator("#message")).to_contain_text("This code does not open this table")
    expect(page.locator("#code-box")).to_be_visible()
    expect(page.locator("#state")).to_be_hidden()
    page.locator("#code-input").fill(codes[1].lower())
    tap(page, "#code-open")
    expect(page.locator("#seats li")).to_have_count(4)
    expect(page.locator("#message")).to_be_hidden()
    assert t.tables.summary(1, 1).hands == 0
    context.close()


def test_a_save_lost_on_the_network_is_sent_again_with_the_same_entry_id(chromium, venue):
    from playwright.sync_api import expect

    t, url, codes = venue
    context = phone(chromium)
    page = context.new_page()
    sent: list[dict] = []
    dropped: list[bool] = []

    def hands(route, request):
        sent.append(json.loads(request.post_data or "{}"))
        if not dropped:  # the first save never reaches the server
            dropped.append(True)
            route.abort("internetdisconnected")
        else:
            route.continue_()

    page.route("**/api/table/1/1/hands", hands)
    page.goto(f"{url}table/1/1#code={codes[1]}")
    expect(page.locator("#seats li")).to_have_count(4)
    tap(page, '#outcomes [data-outcome="tsumo"]')
    tap(page, seat("winners", 0))
    han_fu(page, 0, 1, 30)
    tap(page, "#check")
    expect(page.locator("#preview")).to_be_visible()
    tap(page, "#save")
    # Lost: the page says so and keeps the hand on the phone.
    expect(page.locator("#pending")).to_be_visible()
    kept = page.evaluate("localStorage.getItem('riichi-table-pending:1:1')")
    assert kept is not None and json.loads(kept)["entry_id"] == sent[0]["entry_id"]
    # Sent again by itself (a couple of seconds later): stored once.
    expect(page.locator("#hands li[data-outcome]")).to_have_count(1, timeout=15_000)
    expect(page.locator("#pending")).to_be_hidden()
    assert len(sent) == 2 and sent[0] == sent[1]  # the same hand, the same entry id
    assert page.evaluate("localStorage.getItem('riichi-table-pending:1:1')") is None
    assert t.tables.summary(1, 1).hands == 1

    # The same entry sent once more (a reply lost after the server stored it): still one hand.
    again = page.evaluate("""async ([body, code]) => {
        const r = await fetch('/api/table/1/1/hands', {method: 'POST',
            headers: {'X-Table-Code': code, 'Content-Type': 'application/json'},
            body: JSON.stringify(body)});
        return [r.status, (await r.json()).hands.length];
    }""", [sent[0], codes[1]])
    assert again == [200, 1]
    assert t.tables.summary(1, 1).hands == 1
    context.close()


def test_a_hand_saved_at_the_desk_meanwhile_is_a_conflict_the_phone_recovers_from(
        chromium, venue):
    """The desk records a hand while the phone shows its payments: Save is refused (409);
    the page keeps the typed hand, reads the table again, says what the desk saved, checks
    the hand again on the table as it is now, and one tap saves it."""
    from playwright.sync_api import expect

    from tests.service.helpers import ron

    t, url, codes = venue
    context = phone(chromium)
    page = context.new_page()
    page.goto(f"{url}table/1/1#code={codes[1]}")
    expect(page.locator("#seats li")).to_have_count(4)
    tap(page, '#outcomes [data-outcome="chombo"]')
    tap(page, seat("offender", 3))
    tap(page, "#check")
    expect(page.locator("#preview")).to_be_visible()
    t.tables.record_hand(1, 1, ron(0, 1, 3, 30))  # the desk, meanwhile
    tap(page, "#save")
    expect(page.locator("#message")).to_contain_text("saved a hand meanwhile")
    expect(page.locator("#message .meanwhile li")).to_have_text(
        ["1. Ron: <b>Bob</b> from Anna Berg, 3 han 30 fu \u2014 entered at the desk"])
    expect(page.locator("#hands li[data-outcome]")).to_have_count(1)  # the desk's hand
    expect(page.locator("#preview")).to_be_visible()  # the chombo, checked again
    expect(page.locator("#save")).to_be_visible()
    assert t.tables.summary(1, 1).hands == 1
    tap(page, "#save")  # one tap
    expect(page.locator("#hands li[data-outcome]")).to_have_count(2)
    expect(page.locator("#message")).to_contain_text("Saved: hand 2")
    assert [h.outcome for h in t.phones.table(1, 1).hands] == ["ron", "chombo"]
    context.close()


def test_every_refusal_is_told_in_words(chromium, venue):
    from playwright.sync_api import expect

    t, url, codes = venue
    context = phone(chromium)
    page = context.new_page()
    page.goto(f"{url}table/1/1#code={codes[1]}")
    expect(page.locator("#seats li")).to_have_count(4)

    # A hand the rules refuse: the preview lists the problems and offers no save.
    tap(page, '#outcomes [data-outcome="ron"]')
    tap(page, seat("winners", 1))
    tap(page, seat("loser", 2))
    han_fu(page, 1, 1, 20)  # a ron never has 20 fu
    tap(page, "#check")
    expect(page.locator("#preview")).to_be_visible()
    expect(page.locator("#problems li")).not_to_have_count(0)
    expect(page.locator("#save")).to_be_hidden()
    tap(page, "#back")
    han_fu(page, 1, 1, 30)
    tap(page, "#check")
    expect(page.locator("#save")).to_be_visible()

    # The organiser switches the table off meanwhile: 423, said, nothing stored.
    t.phones.switch_entry(1, False, table=1)
    tap(page, "#save")
    expect(page.locator("#message")).to_contain_text("cannot be entered from a phone now")
    assert t.tables.summary(1, 1).hands == 0
    t.phones.switch_entry(1, True, table=1)

    # 413 and 422 from the server itself (faults this page cannot cause: its hand is small
    # and checked first) are told as such, and the hand is not kept to be sent again (what
    # was entered stays on the screen).
    tap(page, '#outcomes [data-outcome="chombo"]')
    tap(page, seat("offender", 0))
    for status, problems, said in (
            (413, [], "too large to send"),
            (422, [{"field": "hand", "code": "bad", "message": "no such yaku"}],
             "no such yaku")):
        page.route("**/api/table/1/1/hands", lambda route, _r, s=status, p=problems:
                   route.fulfill(status=s, content_type="application/json",
                                 body=json.dumps({"problems": p})))
        expect(page.locator(seat("offender", 0))).to_have_attribute("aria-pressed", "true")
        tap(page, "#check")
        tap(page, "#save")
        expect(page.locator("#message")).to_contain_text(said)
        assert page.evaluate("localStorage.getItem('riichi-table-pending:1:1')") is None
        page.unroute("**/api/table/1/1/hands")
    assert t.tables.summary(1, 1).hands == 0

    # Wrong codes, again and again: after ten, the phone is told to wait (429).
    other = context.new_page()
    other.goto(f"{url}table/1/2")
    expect(other.locator("#code-box")).to_be_visible()
    for n in range(11):
        other.locator("#code-input").fill("WRONG9")
        with other.expect_response("**/api/table/1/2") as answer:
            tap(other, "#code-open")
        assert answer.value.status == (403 if n < 10 else 429)
        expect(other.locator("#code-box")).to_be_visible()
    expect(other.locator("#message")).to_contain_text("Too many wrong codes")
    no_sideways_scroll(other)
    context.close()


def test_a_kept_hand_waits_for_a_new_code_and_is_then_saved_once(chromium, venue):
    from playwright.sync_api import expect

    t, url, codes = venue
    context = phone(chromium)
    page = context.new_page()
    page.route("**/api/table/1/1/hands", lambda route, _r: route.abort("internetdisconnected"))
    page.goto(f"{url}table/1/1#code={codes[1]}")
    expect(page.locator("#seats li")).to_have_count(4)
    tap(page, '#outcomes [data-outcome="exhaustive_draw"]')
    tap(page, seat("tenpai", 0))
    tap(page, "#check")
    tap(page, "#save")
    expect(page.locator("#pending")).to_be_visible()
    expect(page.locator("#message")).to_contain_text("No connection to the server")
    # Meanwhile the organiser gives the table a fresh code: the next try is refused (403),
    # the hand stays on the phone, the page asks for the code.
    fresh, _ = t.phones.issue_codes(1, new=True, table=1)
    page.unroute("**/api/table/1/1/hands")
    tap(page, "#resend")
    expect(page.locator("#code-box")).to_be_visible()
    expect(page.locator("#message")).to_contain_text("This code does not open this table")
    expect(page.locator("#pending")).to_be_visible()
    assert page.evaluate("localStorage.getItem('riichi-table-pending:1:1')") is not None
    page.locator("#code-input").fill(fresh[1])
    tap(page, "#code-open")
    # Three requests in a row (the table, its rules, the kept hand): on a loaded machine
    # they took more than the default 5 s once.
    expect(page.locator("#hands li[data-outcome]")).to_have_count(1, timeout=20_000)
    expect(page.locator("#pending")).to_be_hidden()
    assert t.tables.summary(1, 1).hands == 1
    context.close()


def test_a_server_fault_after_the_save_is_told_as_maybe_saved_and_doubles_nothing(
        chromium, tmp_path):
    """A bug on the server after the hand was written (500): the page says neither "no
    connection" nor sends the hand again by itself; it says the hand may or may not be
    saved and shows the table's hands (it is there), and "Send now" sends it under the same
    entry id: still one hand."""
    from playwright.sync_api import expect

    t = cup(tmp_path)
    codes, _ = t.phones.issue_codes(1)
    lock = threading.Lock()
    failed: list[bool] = []

    def run(fn):
        with lock:
            result = fn(t)
        if isinstance(result, tuple) and result[1] is True and not failed:
            failed.append(True)
            raise RuntimeError("a bug after the hand was written")
        return result

    server = LiveServer(create_app(TournamentSource(run), entry=run), host="127.0.0.1",
                        port=0)
    server.start()
    try:
        context = phone(chromium)
        page = context.new_page()
        sent: list[dict] = []
        page.on("request", lambda r: sent.append(json.loads(r.post_data or "{}"))
                if r.method == "POST" and r.url.endswith("/hands") else None)
        page.goto(f"{server.urls[0]}table/1/1#code={codes[1]}")
        expect(page.locator("#seats li")).to_have_count(4)
        tap(page, '#outcomes [data-outcome="chombo"]')
        tap(page, seat("offender", 2))
        tap(page, "#check")
        expect(page.locator("#preview")).to_be_visible()
        tap(page, "#save")
        expect(page.locator("#message")).to_contain_text("may or may not have been saved")
        expect(page.locator("#message")).not_to_contain_text("No connection")
        expect(page.locator("#hands li[data-outcome]")).to_have_count(1)
        expect(page.locator("#pending")).to_be_visible()
        expect(page.locator("#pending-text")).to_contain_text("not saved twice")
        page.wait_for_timeout(4000)  # (a lost connection is tried again after 2 s)
        assert len(sent) == 1 and t.tables.summary(1, 1).hands == 1
        tap(page, "#resend")
        expect(page.locator("#message")).to_contain_text("Saved")
        expect(page.locator("#pending")).to_be_hidden()
        expect(page.locator("#hands li[data-outcome]")).to_have_count(1)
        assert len(sent) == 2 and sent[0] == sent[1]
        assert t.tables.summary(1, 1).hands == 1
        context.close()
    finally:
        server.stop()
        t.close()


def test_a_code_typed_as_the_table_changes_is_one_try_not_two(chromium, venue):
    """The event stream tells of a change while the typed code's answer is still on its way:
    the page asks again after that answer (with no code, once it was wrong), not at the same
    time with the same wrong code, which would spend two of the limit's tries on one tap."""
    from playwright.sync_api import expect

    t, url, codes = venue
    context = phone(chromium)
    page = context.new_page()
    held: list = []
    page.route("**/api/table/1/2", lambda route, request: held.append((route, request)))
    page.goto(f"{url}table/1/2")
    expect(page.locator("#code-box")).to_be_visible()
    page.wait_for_timeout(500)  # (the event stream is open)
    page.locator("#code-input").fill("WRONG9")
    tap(page, "#code-open")
    for _ in range(50):  # the page asks (and the route holds the question)
        if held:
            break
        page.wait_for_timeout(100)
    assert len(held) == 1
    t.announcements.announce("Round 2 starts at 14:00")  # a change: every page is told
    page.wait_for_timeout(2000)
    assert [r.headers.get("x-table-code") for _, r in held] == ["WRONG9"]
    for route, _ in held:
        route.continue_()
    expect(page.locator("#message")).to_contain_text("This code does not open this table")
    page.wait_for_timeout(500)
    assert len(held) == 1
    context.close()

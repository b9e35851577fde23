"""The phone page's second pass in a real browser (Debian's Chromium at 390x844, Playwright):
two phones of one table, the second refused (409) and saving after one tap, each named in
the hand log; nagashi mangan and a pao yakuman; a win given by its yaku, counted by the core,
and an impossible one refused; a failed check that succeeds by itself once the server
answers; a waiting hand that survives a reload and is saved once; a new #code in the same
tab; a referee call seen and closed by the desk; standings hidden from a round on the pages
players see; a French page with French summaries and problems.

Payments are worked out by hand from the rules documents (each test says how), never taken
from the core. Skipped only where /usr/bin/chromium is missing."""

from __future__ import annotations

import json
import threading

import pytest

from tests.web.helpers import BOB, NAMES, cup
from tests.web.test_phone_page import PHONE, chromium, han_fu, no_sideways_scroll, phone, seat, tap
from tournament.web.app import create_app
from tournament.web.server import LiveServer
from tournament.web.source import TournamentSource

pytestmark = [pytest.mark.skipif(not __import__("tests.web.test_browser", fromlist=["CHROMIUM"])
                                 .CHROMIUM.exists(), reason="needs Debian's Chromium"),
              pytest.mark.slow]
assert chromium  # (the module's fixture, shared)


def serve(t):
    lock = threading.Lock()

    def run(fn):
        with lock:
            return fn(t)

    server = LiveServer(create_app(TournamentSource(run), entry=run), host="127.0.0.1", port=0)
    server.start()
    return server


@pytest.fixture
def venue(tmp_path):
    t = cup(tmp_path)
    codes, _ = t.phones.issue_codes(1)
    server = serve(t)
    yield t, server.urls[0], codes
    server.stop()
    t.close()


@pytest.fixture
def tenhou(tmp_path):
    """The same two tables under the Tenhou preset (nagashi mangan is played; 25,000 start)."""
    t = cup(tmp_path, ruleset="tenhou")
    codes, _ = t.phones.issue_codes(1)
    server = serve(t)
    yield t, server.urls[0], codes
    server.stop()
    t.close()


def opened(context, url: str, table: int, code: str):
    from playwright.sync_api import expect

    page = context.new_page()
    page.goto(f"{url}table/1/{table}#code={code}")
    expect(page.locator("#seats li")).to_have_count(4)
    expect(page.locator("#phone-name")).to_be_visible()
    return page


def payments_are(page, deltas: tuple[int, ...]) -> None:
    """The check's payment table shows these changes, once its answer is in (the table is
    filled when the server's answer comes: read at once, it could still be empty or the
    previous check's)."""
    from playwright.sync_api import expect

    expect(page.locator("#payments tbody td.delta")).to_have_text([text(d) for d in deltas])


def text(d: int) -> str:
    return f"+{d:,}" if d > 0 else f"\u2212{-d:,}" if d < 0 else "0"


def test_two_phones_one_table_the_second_is_refused_and_saves_in_one_tap(chromium, venue):
    from playwright.sync_api import expect

    t, url, codes = venue
    one, two = phone(chromium), phone(chromium)
    first, second = opened(one, url, 1, codes[1]), opened(two, url, 1, codes[1])
    expect(first.locator("#phone-name")).to_have_text("This phone: phone 1")
    expect(second.locator("#phone-name")).to_have_text("This phone: phone 2")
    # The second phone is given a name once; it keeps it.
    tap(second, "#rename")
    second.locator("#phone-name-input").fill("Referee Marc")
    tap(second, "#phone-form button")
    expect(second.locator("#phone-name")).to_have_text("This phone: Referee Marc")

    # Both reach "who pays what": phone 1 a chombo of Dora (EMA: a mangan at the table, the
    # non-dealer pays the dealer 4,000 and the others 2,000); Referee Marc a draw, Carl
    # (West) alone tenpai: 1,000 from each of the three others.
    tap(first, '#outcomes [data-outcome="chombo"]')
    tap(first, seat("offender", 3))
    expect(first.locator("#last-hand")).to_have_count(0)  # no "time is up" for a chombo
    tap(first, "#check")
    payments_are(first, (4000, 2000, 2000, -8000))
    tap(second, '#outcomes [data-outcome="exhaustive_draw"]')
    tap(second, seat("tenpai", 2))
    tap(second, "#check")
    payments_are(second, (-1000, -1000, 3000, -1000))
    tap(first, "#save")
    expect(first.locator("#message")).to_contain_text("Saved: hand 1")

    tap(second, "#save")  # refused: phone 1 saved meanwhile
    expect(second.locator("#message")).to_contain_text("Not saved: phone 1 saved a hand")
    expect(second.locator("#message .meanwhile li")).to_have_text(
        ["1. Chombo: Dora Eck \u2014 entered at table 1, phone 1"])
    # The draw, checked again after the chombo (a re-deal: the same dealer, no honba).
    expect(second.locator("#preview")).to_be_visible()
    payments_are(second, (-1000, -1000, 3000, -1000))
    no_sideways_scroll(second)
    tap(second, "#save")
    expect(second.locator("#message")).to_contain_text("Saved: hand 2")
    stations = [(h.station, h.person) for h in t.phones.table(1, 1).hands]
    assert stations == [("table 1 (phone)", "phone 1"), ("table 1 (phone)", "Referee Marc")]
    expect(second.locator("#hands li[data-outcome] .station")).to_have_text(
        ["entered at table 1, Referee Marc", "entered at table 1, phone 1"])
    # A draw is said once ("Draw: tenpai ...", not "Draw Draw").
    expect(second.locator('#hands li[data-outcome="exhaustive_draw"] .hand-head')).to_have_text(
        "2. Draw: tenpai Carl Diaz")
    one.close()
    two.close()


def test_nagashi_mangan_and_a_pao_yakuman_on_the_phone(chromium, tenhou):
    from playwright.sync_api import expect

    t, url, codes = tenhou
    context = phone(chromium)
    page = opened(context, url, 1, codes[1])
    # Nagashi mangan by Carl (West, not the dealer), Bob (East) tenpai: paid like a mangan
    # tsumo instead of noten payments (Tenhou rules: 2,000/4,000): the dealer 4,000, the
    # others 2,000.
    tap(page, '#outcomes [data-outcome="nagashi_mangan"]')
    tap(page, seat("nagashi", 2))
    tap(page, seat("tenpai", 0))
    tap(page, "#check")
    payments_are(page, (-4000, -2000, 8000, -2000))
    tap(page, "#save")
    expect(page.locator("#message")).to_contain_text("Saved: hand 1")
    expect(page.locator('#hands li[data-outcome="nagashi_mangan"] .summary')).to_have_text(
        "Nagashi mangan: Carl Diaz")

    # Big three dragons by tsumo (Anna, South), found by searching, Dora (North) liable for
    # it: the liable player pays the whole yakuman, 32,000 (a non-dealer's yakuman). The
    # dealer stays (Bob tenpai at the nagashi): East 1, 1 honba, which nagashi does not pay,
    # and the honba of this tsumo (300) is Dora's too.
    tap(page, '#outcomes [data-outcome="tsumo"]')
    tap(page, seat("winners", 1))
    tap(page, '#form [data-winner="1"] [data-part="by"] [data-value="yaku"]')
    page.locator('#form [data-winner="1"] [data-part="search"]').fill("dragons")
    tap(page, '#form [data-winner="1"] [data-part="found"] [data-yaku="daisangen"]')
    page.locator('#form [data-winner="1"] [data-part="open"]').check()
    tap(page, '#form [data-group="pao-1"] [data-seat="3"]')
    tap(page, "#check")
    expect(page.locator("#counted li")).to_contain_text("Yakuman")
    payments_are(page, (0, 32300, 0, -32300))
    tap(page, "#save")
    expect(page.locator("#hands li[data-outcome]")).to_have_count(2)
    expect(page.locator('#hands li[data-outcome="tsumo"] .summary')).to_have_text(
        "Tsumo: Anna Berg, Yakuman (Dora Eck liable)")
    hands = t.phones.table(1, 1).hands
    assert hands[1].hand["wins"][0]["pao"] == 3 and hands[1].hand["wins"][0]["yakuman"] == 1
    no_sideways_scroll(page)
    context.close()


def test_a_win_by_its_yaku_is_counted_and_an_impossible_one_refused(chromium, venue):
    from playwright.sync_api import expect

    t, url, codes = venue
    context = phone(chromium)
    page = opened(context, url, 1, codes[1])
    # Anna (South) wins on Carl's discard with riichi, pinfu, tanyao and one dora, 30 fu:
    # 4 han 30 fu to a non-dealer, 7,700 (EMA table); her riichi stick comes back to her.
    tap(page, '#outcomes [data-outcome="ron"]')
    tap(page, seat("winners", 1))
    tap(page, seat("loser", 2))
    win = '#form [data-winner="1"]'
    tap(page, f'{win} [data-part="by"] [data-value="yaku"]')
    for yaku in ("riichi", "pinfu", "tanyao"):
        tap(page, f'{win} [data-part="yaku"] [data-yaku="{yaku}"]')
    # Ticking Riichi ticked her riichi declaration too.
    expect(page.locator(seat("riichi", 1))).to_have_attribute("aria-pressed", "true")
    tap(page, f'{win} [data-part="dora"] [data-step="1"]')
    tap(page, f'{win} [data-part="fu"] [data-value="30"]')
    tap(page, "#check")
    expect(page.locator("#counted li")).to_have_text(
        ["Anna Berg: 4 han 30 fu: Riichi 1 + Pinfu 1 + All Simples 1 + dora 1"])
    payments_are(page, (0, 7700, -7700, 0))
    no_sideways_scroll(page)

    # The hand was open (a called chow): pinfu needs a closed hand; refused, nothing saved.
    tap(page, "#back")
    page.locator(f'{win} [data-part="open"]').check()
    tap(page, "#check")
    expect(page.locator("#problems li")).not_to_have_count(0)
    expect(page.locator("#problems")).to_contain_text("needs a closed hand")
    expect(page.locator("#save")).to_be_hidden()
    assert t.tables.summary(1, 1).hands == 0
    tap(page, "#back")
    page.locator(f'{win} [data-part="open"]').uncheck()
    tap(page, "#check")
    tap(page, "#save")
    expect(page.locator("#message")).to_contain_text("Saved: hand 1")
    stored = t.phones.table(1, 1).hands[0].hand["wins"][0]
    assert (stored["han"], stored["fu"], stored["yaku"], stored["dora"]) == (
        4, 30, ["riichi", "pinfu", "tanyao"], 1)
    context.close()


def test_a_failed_check_succeeds_by_itself_once_the_server_answers(chromium, venue):
    from playwright.sync_api import expect

    t, url, codes = venue
    context = phone(chromium)
    page = opened(context, url, 1, codes[1])
    asked: list[str] = []

    def drop(route, request):
        asked.append(request.url)
        route.abort("internetdisconnected")

    page.route("**/api/table/1/1/check", drop)
    tap(page, '#outcomes [data-outcome="tsumo"]')
    tap(page, seat("winners", 0))
    han_fu(page, 0, 1, 30)
    tap(page, "#check")
    expect(page.locator("#message")).to_contain_text("No connection to the server: trying "
                                                     "again in")
    expect(page.locator("#try-now")).to_be_visible()
    assert len(asked) == 1
    page.unroute("**/api/table/1/1/check")
    # Nobody taps: the page checks again by itself (2 s later) and shows the payments: the
    # dealer's 1 han 30 fu tsumo, 500 all.
    expect(page.locator("#preview")).to_be_visible(timeout=8000)
    payments_are(page, (1500, -500, -500, -500))
    expect(page.locator("#message")).to_be_hidden()
    assert t.tables.summary(1, 1).hands == 0
    context.close()


def test_a_waiting_hand_survives_a_reload_and_is_saved_once(chromium, venue):
    from playwright.sync_api import expect

    t, url, codes = venue
    context = phone(chromium)
    page = opened(context, url, 1, codes[1])
    sent: list[dict] = []

    def drop(route, request):
        sent.append(json.loads(request.post_data or "{}"))
        route.abort("internetdisconnected")

    context.route("**/api/table/1/1/hands", drop)
    tap(page, '#outcomes [data-outcome="tsumo"]')
    tap(page, seat("winners", 0))
    han_fu(page, 0, 2, 30)
    tap(page, "#check")
    tap(page, "#save")
    expect(page.locator("#pending-text")).to_contain_text(
        f"Not saved yet: hand 1: Tsumo: {BOB}, 2 han 30 fu. Kept on this phone; sent again in")
    page.reload()
    expect(page.locator("#seats li")).to_have_count(4)
    expect(page.locator("#pending")).to_be_visible()
    expect(page.locator("#pending-text")).to_contain_text(f"hand 1: Tsumo: {BOB}, 2 han 30 fu")
    assert len({s["entry_id"] for s in sent}) == 1 and len(sent) >= 2  # resent, one entry
    context.unroute("**/api/table/1/1/hands")
    expect(page.locator("#pending")).to_be_hidden(timeout=15_000)
    expect(page.locator("#hands li[data-outcome]")).to_have_count(1)
    assert t.tables.summary(1, 1).hands == 1
    context.close()


def test_a_code_given_in_the_address_of_the_open_tab_opens_the_table(chromium, venue):
    from playwright.sync_api import expect

    _, url, codes = venue
    context = phone(chromium)
    page = context.new_page()
    page.goto(f"{url}table/1/1")
    expect(page.locator("#code-box")).to_be_visible()
    page.evaluate(f"location.hash = '#code={codes[1]}'")  # a scanned QR code, same tab
    expect(page.locator("#seats li")).to_have_count(4)
    assert page.url == f"{url}table/1/1"
    context.close()


def test_a_referee_call_is_seen_and_closed_by_the_desk(chromium, venue):
    from playwright.sync_api import expect

    t, url, codes = venue
    context = phone(chromium)
    page = opened(context, url, 2, codes[2])
    tap(page, "#referee")
    tap(page, '#reasons [data-reason="dispute"]')
    expect(page.locator("#referee-coming")).to_contain_text("A referee is coming (called at ")
    expect(page.locator("#referee")).to_be_hidden()
    (call,) = t.referee.calls()
    assert (call.round, call.table, call.reason, call.station, call.person) == (
        1, 2, "dispute", "table 2 (phone)", "phone 1")
    no_sideways_scroll(page)
    t.referee.close_call(call.id, who="Marc")  # the desk, once the referee went
    expect(page.locator("#referee-coming")).to_be_hidden()
    expect(page.locator("#referee")).to_be_visible()
    context.close()


def test_standings_hidden_from_a_round_on_every_page_players_see(chromium, tmp_path):
    from playwright.sync_api import expect

    from tests.web.helpers import finish_table_1

    t = cup(tmp_path)
    finish_table_1(t)
    t.tables.record_totals(1, 2, [25000, 30000, 35000, 30000])
    t.rounds.set_seating(2, [NAMES[4:] + ["Substitute 1"], NAMES[:4]])
    t.tables.record_totals(2, 1, [45000, 25000, 25000, 25000])
    t.referee.hide_standings(2)
    codes, _ = t.phones.issue_codes(2)
    server = serve(t)
    try:
        url = server.urls[0]
        for locale, heading, note in (
                ("en-GB", "Standings after round 1",
                 "The standings of round 2 on are hidden until the prize-giving."),
                ("fr-FR", "Classement apr\u00e8s le tour 1",
                 "Le classement \u00e0 partir du tour 2 est cach\u00e9 jusqu\u2019\u00e0 la "
                 "remise des prix.")):
            context = phone(chromium, locale)
            page = context.new_page()
            page.goto(url)
            expect(page.locator("html")).to_have_attribute("lang", locale[:2])
            expect(page.locator("#heading")).to_have_text(heading)
            expect(page.locator("#hidden-note")).to_have_text(note)
            # One column of rounds: round 1 only.
            assert page.locator("#standings thead th.round").count() == 1
            api = page.evaluate("fetch('/api/standings').then(r => r.json())")
            assert api["hidden_from"] == 2 and len(api["standings"]["columns"]) == 4
            page.goto(f"{url}tables")
            expect(page.locator("#scores-note")).to_be_visible()
            assert page.locator("#tables .score").count() == 0
            no_sideways_scroll(page)
            context.close()
        # The desk sees everything.
        assert t.standings.get().round == 2
    finally:
        server.stop()
        t.close()


def test_a_french_page_words_its_hands_and_problems_in_french(chromium, venue):
    from playwright.sync_api import expect

    t, url, codes = venue
    context = phone(chromium, "fr-FR")
    page = context.new_page()
    page.goto(f"{url}table/1/2#code={codes[2]}")
    expect(page.locator("#seats li")).to_have_count(4)
    expect(page.locator("html")).to_have_attribute("lang", "fr")
    expect(page.locator("#phone-name")).to_have_text("Ce t\u00e9l\u00e9phone\u00a0: "
                                                      "t\u00e9l\u00e9phone 1")
    # A ron of 1 han 20 fu: refused in French, from the problem's code.
    tap(page, '#outcomes [data-outcome="ron"]')
    tap(page, seat("winners", 1))
    tap(page, seat("loser", 0))
    han_fu(page, 1, 1, 20)
    tap(page, "#check")
    expect(page.locator("#problems")).to_contain_text("Un ron ne fait jamais 20 fu")
    tap(page, "#back")
    han_fu(page, 1, 2, 40)
    tap(page, "#check")
    tap(page, "#save")
    expect(page.locator("#message")).to_contain_text("Enregistr\u00e9e\u00a0: main 1")
    expect(page.locator('#hands li[data-outcome="ron"] .summary')).to_have_text(
        "Ron\u00a0: Fay Gold sur la d\u00e9fausse de Emil Frey, 2 han 40 fu")
    expect(page.locator('#hands li[data-outcome="ron"] .station')).to_have_text(
        "saisie \u00e0 la table 2, t\u00e9l\u00e9phone 1")
    expect(page.locator("#referee")).to_have_text("Appeler un arbitre")
    no_sideways_scroll(page)
    assert page.viewport_size == PHONE
    assert t.tables.summary(1, 2).hands == 1
    context.close()


LINES = """(selector) => {
    // The lines a text is laid out on: where the browser broke it.
    const node = document.querySelector(selector).firstChild;
    const text = node.textContent, lines = [];
    let top = null, start = 0;
    for (let i = 0; i < text.length; i++) {
        const r = document.createRange();
        r.setStart(node, i); r.setEnd(node, i + 1);
        const box = r.getClientRects()[0];
        if (!box) continue;
        if (top === null) top = box.top;
        if (box.top > top + 2) { lines.push(text.slice(start, i)); start = i; top = box.top; }
    }
    lines.push(text.slice(start));
    return lines;
}"""


def between_words(lines: list[str]) -> bool:
    """Is every break between two lines at a space or a hyphen (on either side of it)?"""
    return all(a.endswith((" ", "-")) or b.startswith("-")
               for a, b in zip(lines, lines[1:], strict=False))


def test_long_names_wrap_at_word_boundaries_at_390_px(chromium, venue):
    """A long name is laid out on lines broken between its words (at a space or a hyphen),
    never inside one, even where the standings' round columns leave it little room: a word
    too long for its place widens the table's scrolling box, not the page."""
    from playwright.sync_api import expect

    t, url, codes = venue
    long = "Aiko Wolfeschlegelsteinhausen-Bergerdorff Tanakaminamoto"
    t.players.update("Anna Berg", name=long)
    tables = [NAMES[:3] + [NAMES[4]], [NAMES[3]] + NAMES[5:] + ["Substitute 1"]]
    tables[0][1] = long
    t.tables.record_totals(1, 1, [25000, 30000, 35000, 30000])
    t.tables.record_totals(1, 2, [25000, 30000, 35000, 30000])
    for round in (2, 3):
        t.rounds.set_seating(round, tables)
        t.tables.record_totals(round, 1, [40000, 20000, 30000, 30000])
        t.tables.record_totals(round, 2, [40000, 20000, 30000, 30000])
    context = phone(chromium)
    page = context.new_page()
    page.goto(url)
    row = page.locator("#standings tbody tr", has_text="Wolfeschlegel")
    expect(row).to_have_count(1)
    rows = page.locator("#standings tbody tr").all_inner_texts()
    at = next(i for i, text in enumerate(rows) if "Wolfeschlegel" in text) + 1
    lines = page.evaluate(LINES, f"#standings tbody tr:nth-child({at}) td.name")
    assert "".join(lines) == long and len(lines) > 1, lines
    assert between_words(lines), lines
    no_sideways_scroll(page)
    page.goto(f"{url}table/3/1#code={t.phones.issue_codes(3)[0][1]}")
    expect(page.locator("#seats li")).to_have_count(4)
    lines = page.evaluate(LINES, '#seats li[data-seat="1"] .name')
    assert between_words(lines), lines
    no_sideways_scroll(page)
    del codes
    context.close()

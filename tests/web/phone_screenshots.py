"""Screenshots of the phone's screens at 390 px, in English and French, to look at (not a test):

    python -m tests.web.phone_screenshots OUT_FOLDER

Each screen is reached by tapping, as a player would, on a small tournament served with table
entry (Debian's Chromium, Playwright)."""

from __future__ import annotations

import sys
import tempfile
import threading
from pathlib import Path

from tests.service.helpers import ron
from tests.web.helpers import cup
from tournament.web.app import create_app
from tournament.web.server import LiveServer
from tournament.web.source import TournamentSource

PHONE = {"width": 390, "height": 844}


def main(out: Path) -> None:
    from playwright.sync_api import expect, sync_playwright

    from tests.web.test_browser import ARGS, CHROMIUM

    out.mkdir(parents=True, exist_ok=True)
    folder = Path(tempfile.mkdtemp())
    t = cup(folder, ruleset="tenhou")
    codes, _ = t.phones.issue_codes(1)
    lock = threading.Lock()

    def run(fn):  # type: ignore[no-untyped-def]
        with lock:
            return fn(t)

    server = LiveServer(create_app(TournamentSource(run), entry=run), host="127.0.0.1", port=0)
    server.start()
    url = server.urls[0]
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=str(CHROMIUM), args=ARGS, headless=True)
        for lang, locale in (("en", "en-GB"), ("fr", "fr-FR")):
            table = 1 if lang == "en" else 2
            context = browser.new_context(viewport=PHONE, locale=locale, has_touch=True,
                                          is_mobile=True, device_scale_factor=1)
            page = context.new_page()

            def shot(name: str, page=page, lang=lang) -> None:
                page.screenshot(path=str(out / f"{name}-{lang}.png"), full_page=True)

            page.goto(f"{url}table/1/{table}#code={codes[table]}")
            expect(page.locator("#phone-name")).to_be_visible()
            shot("01-table")
            page.locator('#outcomes [data-outcome="ron"]').tap()
            page.locator('#form [data-group="winners"] [data-seat="1"]').tap()
            page.locator('#form [data-group="loser"] [data-seat="2"]').tap()
            win = '#form [data-winner="1"]'
            page.locator(f'{win} [data-part="by"] [data-value="yaku"]').tap()
            for yaku in ("riichi", "pinfu", "tanyao"):
                page.locator(f'{win} [data-part="yaku"] [data-yaku="{yaku}"]').tap()
            page.locator(f'{win} [data-part="dora"] [data-step="1"]').tap()
            page.locator(f'{win} [data-part="search"]').fill("san")
            page.locator(f'{win} [data-part="fu"] [data-value="30"]').tap()
            shot("02-yaku")
            page.locator("#check").tap()
            expect(page.locator("#preview")).to_be_visible()
            shot("03-preview")
            t.tables.record_hand(1, table, ron(0, 3, 2, 30))  # another phone, meanwhile
            page.locator("#save").tap()
            expect(page.locator("#message .meanwhile")).to_be_visible()
            shot("04-conflict")
            page.locator("#save").tap()
            expect(page.locator("#hands li[data-outcome]")).to_have_count(2)
            context.route(f"**/api/table/1/{table}/hands",
                          lambda route, _r: route.abort("internetdisconnected"))
            page.locator('#outcomes [data-outcome="nagashi_mangan"]').tap()
            page.locator('#form [data-group="nagashi"] [data-seat="2"]').tap()
            page.locator("#check").tap()
            page.locator("#save").tap()
            expect(page.locator("#pending")).to_be_visible()
            shot("05-waiting")
            context.unroute(f"**/api/table/1/{table}/hands")
            page.locator("#resend").tap()
            expect(page.locator("#pending")).to_be_hidden()
            page.locator('#outcomes [data-outcome="tsumo"]').tap()
            page.locator('#form [data-group="winners"] [data-seat="3"]').tap()
            page.locator('#form [data-winner="3"] [data-part="yakuman"] [data-value="1"]').tap()
            page.locator('#form [data-group="pao-3"] [data-seat="0"]').tap()
            shot("06-pao")
            page.locator("#referee").tap()
            shot("07-referee-reasons")
            page.locator('#reasons [data-reason="question"]').tap()
            expect(page.locator("#referee-coming")).to_be_visible()
            shot("08-referee-coming")
            page.goto(url)
            shot("09-standings")
            t.referee.hide_standings(1)
            page.wait_for_timeout(1500)
            page.goto(url)
            shot("10-standings-hidden")
            page.goto(f"{url}tables")
            shot("11-tables-hidden")
            t.referee.hide_standings(None)
            context.close()
        browser.close()
    server.stop()
    t.close()


if __name__ == "__main__":
    main(Path(sys.argv[1] if len(sys.argv) > 1 else "phone-screenshots"))

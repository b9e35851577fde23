"""The live page isolates every name by direction (CSS `unicode-bidi: isolate` on `.name`,
what <bdi> does), so an Arabic name never pulls the score or points beside it to its other
side; and the core lists a round's players for find-your-table in reading order."""

from __future__ import annotations

import re
from html.parser import HTMLParser

from starlette.testclient import TestClient

from tests.export.builders import RTL_NAME, long_names_tournament
from tournament.service.read_models import projector_data
from tournament.web.app import create_app
from tournament.web.source import TournamentSource


class Names(HTMLParser):
    """The text of every element with class "name"."""

    def __init__(self) -> None:
        super().__init__()
        self.names: list[str] = []
        self._open = 0

    def handle_starttag(self, tag, attrs):
        if "name" in (dict(attrs).get("class") or "").split():
            self._open += 1
            self.names.append("")

    def handle_endtag(self, tag):
        if self._open and tag in ("td", "span"):
            self._open -= 1

    def handle_data(self, data):
        if self._open:
            self.names[-1] += data


def test_every_name_on_the_live_pages_is_in_an_isolated_element(tmp_path):
    t = long_names_tournament(tmp_path / "long.rtdb")
    try:
        with TestClient(create_app(TournamentSource.of(t), check_every=0)) as c:
            css = c.get("/static/live.css").text
            rule = re.search(r"\.name\s*\{([^}]*)\}", css)
            assert rule and "unicode-bidi: isolate" in rule.group(1)
            for page in ("/", "/seating", "/tables"):
                parser = Names()
                parser.feed(c.get(page).text)
                shown = [n.strip().rstrip(" *") for n in parser.names]
                assert RTL_NAME in shown, page  # the Arabic name is in a .name element
        t.rounds.seat(3, seed=3)  # being played: find-your-table lists its players
        seats = [s.name for s in projector_data(t).seats]
        assert len(seats) == 16
        assert seats.index("Lukas Berg") + 1 == seats.index("Łukasz Nowak")
        assert seats.index("Łukasz Nowak") < seats.index("Zoltán Kiss")
    finally:
        t.close()

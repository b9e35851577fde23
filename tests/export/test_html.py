"""The static standings page: escaped names, a complete page, the same numbers as the print."""

from __future__ import annotations

from html.parser import HTMLParser

from tests.export.builders import BOB
from tournament.export.documents import standings_web_page
from tournament.export.gather import gather_standings


class _Collect(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.tags: list[str] = []
        self.text: list[str] = []

    def handle_starttag(self, tag, attrs):
        self.tags.append(tag)

    def handle_data(self, data):
        self.text.append(data)


def _parse(page: str) -> _Collect:
    parser = _Collect()
    parser.feed(page)
    return parser


def test_names_are_escaped(awkward):
    page = standings_web_page(gather_standings(awkward, 1))
    assert "&lt;b&gt;Bob&lt;/b&gt;" in page
    assert BOB not in page
    assert "Tags &amp; &lt;Co&gt;" in page
    assert "Awkward &lt;Cup&gt; &amp; Co" in page
    parsed = _parse(page)
    assert "b" not in parsed.tags  # no markup from a player's name
    assert BOB in parsed.text  # ... but a browser shows the name as typed
    assert "script" not in parsed.tags


def test_a_whole_page_with_the_standings(demo):
    page = standings_web_page(gather_standings(demo, 2))
    assert page.startswith("<!DOCTYPE html>")
    assert '<meta charset="utf-8">' in page
    text = " ".join(_parse(page).text)
    assert "Demo Riichi Open: Standings after round 2" in text
    # The leader, Jonas Weber: +53.4 and +38.3 in the rounds, a 2.0 deduction, +89.7.
    assert "Jonas Weber" in text and "+89.7" in text and "\u22122.0" in text
    assert text.index("Jonas Weber") < text.index("Ines Costa") < text.index("Lena Fischer")


def test_sections_for_substitutes_and_disqualified(awkward):
    parsed = _parse(standings_web_page(gather_standings(awkward, 1)))
    assert "Substitutes (not ranked)" in parsed.text and "Disqualified" in parsed.text
    assert parsed.text.count("2=") == 2  # Anna and Aiko share 2nd place


def test_standings_hidden_from_the_players_are_printed_whole_and_marked(demo):
    """The organiser hides the standings from round 2 on: the desk's documents still show
    round 2, with a note that the players do not see it; round 1's say nothing of it."""
    demo.referee.hide_standings(2)
    try:
        text = " ".join(_parse(standings_web_page(gather_standings(demo, 2))).text)
        earlier = " ".join(_parse(standings_web_page(gather_standings(demo, 1))).text)
    finally:
        demo.referee.hide_standings(None)  # (the module's tournament, shared)
    assert "Standings after round 2" in text and "+89.7" in text
    assert "Hidden from players: the standings from round 2 on are revealed at the " \
           "prize-giving." in text
    assert "Hidden from players" not in earlier

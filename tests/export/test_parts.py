"""Documents are built from parts whose words are codes (tournament.words.document_words): every
fixed word of every document comes from a code, the standings grid follows its keyed columns, and
English numbers and dates are written as the command line always wrote them."""

from __future__ import annotations

import html
import re

import pytest

from tests.service.test_final import FINAL_TOTALS, qualified
from tournament.export.documents import standings_columns, standings_grid
from tournament.export.gather import DocumentKind, gather_standings
from tournament.export.parts import Grid, Row, Section, render, texts
from tournament.export.printable import build_document
from tournament.words.document_words import (
    ENGLISH,
    ENGLISH_WORDS,
    Dates,
    Join,
    Num,
    Text,
    Words,
    plural,
)


class Marked(Words):
    """Each code written as ⟦code⟧ followed by its parameters: what is left of a document
    once its codes are taken away is people's text, numbers and punctuation."""

    def template(self, code: str) -> str:
        count = len(set(re.findall(r"%(\d{1,2})", ENGLISH[code])))
        return f"⟦{code}⟧" + "".join(f" %{n}" for n in range(1, count + 1))


def visible(markup: str) -> str:
    markup = re.sub(r"<style>.*?</style>", " ", markup, flags=re.S)
    return html.unescape(re.sub(r"<[^>]*>", " ", markup))


def english_pieces() -> set[str]:
    """The words of every code's English between its parameters (a word or more of
    letters), e.g. "Standings after round", "Total"."""
    pieces = set()
    for template in ENGLISH.values():
        for chunk in re.split(r"%\d{1,2}", template):
            chunk = chunk.strip(" ·,.;:()%–-*#/")
            if re.search(r"[A-Za-z]{3}", chunk):
                pieces.add(chunk)
    return pieces


@pytest.fixture(scope="module")
def final(tmp_path_factory):
    t = qualified(tmp_path_factory.mktemp("final"))
    t.final.start(8, "halved", "snake")
    for table, scores in enumerate(FINAL_TOTALS, start=1):
        t.tables.record_totals(3, table, scores)
    yield t
    t.close()


def test_numbers_and_dates_in_english():
    say = ENGLISH_WORDS.say
    assert say(Num(38.3, 1, signed=True)) == "+38.3"
    assert say(Num(-30.1, 1, signed=True)) == "\u221230.1"
    assert say(Num(-0.04, 1, signed=True)) == "0.0"  # no sign on a zero
    assert say(Num(30000)) == "30,000" and say(Num(-17800)) == "\u221217,800"
    assert say(Num(2.5, 2)) == "2.50"
    assert say(Dates("2026-11-21", "2026-11-22")) == "21\u201322 November 2026"
    assert say(Dates("2026-11-30", "2026-12-01")) == "30 November \u2013 1 December 2026"
    assert say(Dates("2026-12-31", "2027-01-01")) == "31 December 2026 \u2013 1 January 2027"
    assert say(Dates(None)) == "" and not Dates(None)
    assert say(Text("standings.pending", Join(", ", (Text("standings.pending_table", 2, 3),
                                                       Text("standings.pending_table", 3, 1)))
                    )) == "Not counted yet: round 2 table 3, round 3 table 1."
    assert say(Text(plural("award.wins", 1), 1)) == "1 win"
    assert say(Text(plural("award.wins", 7), 7)) == "7 wins"


def test_a_code_without_words_is_refused():
    with pytest.raises(KeyError, match="no-such-code"):
        Text("no-such-code")


def test_a_template_parameter_may_be_markup_and_people_s_text_is_escaped():
    from tournament.export.parts import el

    shown = render(el("p", Text("codes.code", el("span", "<b>K7</b>", css="code"))),
                   ENGLISH_WORDS)
    assert shown == "<p>Code <span class=\"code\">&lt;b&gt;K7&lt;/b&gt;</span></p>"


@pytest.mark.parametrize("which", ["demo", "awkward", "final"])
def test_every_fixed_word_of_every_document_is_a_code(which, demo, awkward, final):
    t = {"demo": demo, "awkward": awkward, "final": final}[which]
    people = {t.settings.name, t.settings.venue}
    for p in t.players.all():
        people |= {p.name, p.club, p.country}
    pieces = english_pieces()
    for kind in DocumentKind:
        document = build_document(t, kind, address="http://192.168.1.20:8080")
        marked = document.worded(Marked())
        text = " ".join([visible(marked.body), *(marked.heading.line,)])
        text = re.sub(r"⟦[^⟧]*⟧", " ", text)
        for name in sorted((p for p in people if p), key=len, reverse=True):
            text = text.replace(name, " ")
        # Yaku names and limits are the game's own terms, printed as recorded.
        stats = t.standings.statistics()
        for p in stats.players:
            for yaku, _ in p.yaku:
                text = text.replace(yaku, " ")
        left = sorted(p for p in pieces
                      if re.search(rf"(?<![\w]){re.escape(p)}(?![\w])", text))
        assert left == [], (kind, left)
        # And the document's codes are all known (Text refuses unknown ones when built).
        assert all(found.code in ENGLISH for found in texts(document.parts))


def test_the_standings_grid_follows_its_columns(final):
    data = gather_standings(final)
    grid = standings_grid(data)
    columns = standings_columns(data)
    assert grid.columns == columns
    keys = [c.key for c in columns]
    assert keys[:4] == ["place", "player", "club", "country"]
    assert keys[4:] == ["r1", "r2", "carried", "r3", "total"] or \
        keys[4:] == ["r1", "r2", "carried", "r3", "penalties", "total"]
    rows = [r for r in grid.rows if isinstance(r, Row)]
    assert len(rows) == len(data.rows + data.substitutes + data.disqualified)
    assert all(list(r.cells) == keys for r in rows)
    # The final's table: the players outside the final under their own section title.
    sections = [r.title for r in grid.rows if isinstance(r, Section)]
    assert Text("standings.outside_final") in sections
    shown = render(grid, ENGLISH_WORDS)
    head = re.search(r"<thead><tr>(.*?)</tr></thead>", shown)
    assert head is not None
    assert re.findall(r"<th[^>]*>([^<]*)</th>", head[1]) == [
        ENGLISH_WORDS.say(c.title) for c in columns]
    assert "<th class=\"num\">Carried</th><th class=\"num\">F1</th>" in shown
    first = data.rows[0]
    cells = re.findall(r"<td[^>]*>([^<]*)</td>", shown.split("<tbody>")[1].split("</tr>")[0])
    assert cells[0] == first.place_text and cells[1] == first.name
    assert cells[-1] == ENGLISH_WORDS.say(Num(first.total, data.decimals, signed=True))
    assert len(cells) == len(keys)


def test_the_standings_page_in_english(awkward):
    document = build_document(awkward, "standings")
    body = document.body
    assert document.heading.title == "Standings after round 2"
    assert body.startswith("<h1>Standings after round 2</h1><p class=\"sub\">Awkward &lt;Cup"
                           "&gt; &amp; Co · 7\u20138 March 2026 · Hall 2, 69001 Lyon")
    assert "<thead><tr><th>Place</th><th>Player</th><th>Club</th><th>Country</th>" in body
    assert re.search(r"<tr><td class=\"section\" colspan=\"\d+\">Substitutes \(not ranked\)"
                     r"</td></tr>", body)
    assert "Points in the ruleset's unit (1.0 = 1,000 points)" in html.unescape(body)
    assert isinstance(standings_grid(gather_standings(awkward)), Grid)

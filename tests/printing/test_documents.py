"""Every printed document for the demo tournament, rendered to PDF offscreen: names, numbers,
page counts, the heading and page numbers on every page, and names printed literally."""

from __future__ import annotations

import math

import pytest

from tests.export.builders import BOB
from tests.printing.conftest import pdf_pages, pdf_size
from tournament.demo import DEMO_PLAYERS
from tournament.export.player_documents import cards_per_page
from tournament.export.printable import build_document
from ui.printing.render import write_pdf

NAMES = [name for name, _, _ in DEMO_PLAYERS]
MINUS = "\u2212"


@pytest.fixture
def render(qapp, tmp_path):
    def render(t, what, round=None, size="A4"):
        path = tmp_path / f"{what}-{round}-{size}.pdf"
        pages = write_pdf(build_document(t, what, round), path, size)
        texts = pdf_pages(path)
        assert len(texts) == pages
        return path, texts
    return render


def _every_page_has_heading_and_number(texts, title):
    for i, text in enumerate(texts, start=1):
        assert text.startswith("Demo Riichi Open · 21–22 November 2026"), text[:80]
        assert title in text
        assert f"page {i} of {len(texts)}" in text


def test_standings(demo, render):
    path, texts = render(demo, "standings", 2)
    assert len(texts) == 1
    _every_page_has_heading_and_number(texts, "EMA RCR · Standings after round 2")
    text = texts[0]
    assert all(name in text for name in NAMES)
    # Jonas Weber, first: +53.4 and +38.3 in the rounds, his deduction in its own column
    # with a real minus sign, +89.7 in total.
    assert f"1 Jonas Weber Riichi Berlin GER +53.4 +38.3 {MINUS}2.0 +89.7" in text
    assert f"8 Marco Bianchi Milano Mahjong ITA {MINUS}19.0 +26.4 +7.4" in text
    assert text.index("Jonas Weber") < text.index("Ines Costa") < text.index("Lena Fischer")
    assert pdf_size(path) == (595, 842)  # A4 portrait, in points


def test_standings_letter_and_pending_tables(demo, render):
    path, texts = render(demo, "standings", 3, size="Letter")
    assert pdf_size(path) == (612, 792)
    assert "Not counted yet: round 3 table 1, round 3 table 2" in texts[0]


def test_seating_by_table(demo, render):
    _, texts = render(demo, "seating-tables", 3)
    assert len(texts) == 1
    _every_page_has_heading_and_number(texts, "Seating, round 3")
    text = texts[0]
    for seating in demo.rounds.seating(3):
        names = [demo.players.get(p).name for p in seating.players]
        block = f"Table {seating.table} East {names[0]}"
        assert block in text
        for wind, name in zip(("South", "West", "North"), names[1:], strict=True):
            assert f"{wind} {name}" in text


def test_seating_by_player(demo, render):
    _, texts = render(demo, "seating-players", 3)
    assert len(texts) == 1
    text = texts[0]
    where = {}
    for seating in demo.rounds.seating(3):
        for wind, pid in zip(("East", "South", "West", "North"), seating.players,
                             strict=True):
            where[demo.players.get(pid).name] = (seating.table, wind)
    for name in sorted(NAMES, key=str.casefold):
        assert name in text
    positions = [text.index(name) for name in sorted(NAMES, key=str.casefold)]
    assert positions == sorted(positions)  # alphabetical
    aiko_table, aiko_wind = where["Aiko Tanaka"]
    assert f"Aiko Tanaka Tokyo Riichi · JPN {aiko_table} {aiko_wind}" in text


def test_score_sheets_one_page_per_table(demo, render):
    for size in ("A4", "Letter"):
        _, texts = render(demo, "score-sheets", 3, size=size)
        assert len(texts) == len(demo.rounds.seating(3)) == 4
        for seating, text in zip(demo.rounds.seating(3), texts, strict=True):
            assert f"Round 3 · Table {seating.table}" in text
            for pid in seating.players:
                assert demo.players.get(pid).name in text
            assert "Final score" in text and "Chombo" in text and "Signature" in text
            assert text.count("30,000") >= 4  # the start row
            assert " 16 " in text  # the last hand row


def test_result_cards(demo, render):
    # Cards never spill onto the next page, on either paper size.
    _, letter = render(demo, "cards", 2, size="Letter")
    _, texts = render(demo, "cards", 2)
    per_page = cards_per_page(2)
    assert len(texts) == len(letter) == math.ceil(16 / per_page)
    _every_page_has_heading_and_number(texts, "Result cards after round 2")
    everything = " ".join(texts)
    assert all(name in everything for name in NAMES)
    jonas = everything[everything.index("Jonas Weber Riichi Berlin"):]
    jonas = jonas[:jonas.index("Total") + 12]
    assert "Place 1 of 16" in jonas
    assert "68,400 +53.4" in jonas and "53,300 +38.3" in jonas
    assert f"Referee penalties {MINUS}2.0 Total +89.7" in jonas


@pytest.mark.parametrize("what", ["standings", "seating-tables", "seating-players",
                                  "score-sheets", "cards"])
def test_names_print_literally(awkward, render, what):
    _, texts = render(awkward, what, 1 if what == "standings" else 2)
    everything = " ".join(texts)
    assert BOB in everything  # the tags are printed, not obeyed
    assert "Awkward <Cup> & Co" in everything
    if what in ("standings", "seating-tables", "seating-players"):
        assert "Tags & <Co>" in everything


def test_ties_substitutes_and_disqualified(awkward, render):
    _, texts = render(awkward, "standings", 1)
    text = texts[0]
    assert "2= Anna van der Berg" in text and "2= Tanaka, Aiko" in text
    assert text.index("Substitutes (not ranked)") < text.index("Substitute 1")
    assert text.index("Disqualified") < text.index("Dario Esposito")
    assert text.index("Chen Wei") < text.index("Substitutes (not ranked)")

"""Documents printed from the desk speak its language: in French their headings, column
titles and notes are French and their numbers are written 30 000 / +38,3 (checked in the
PDF's text with pdftotext); in English the PDF says what the command line's says."""

from __future__ import annotations

import re
import shutil
import subprocess

import pytest

from tests.ui.visible_text import english
from tournament.export.printable import build_document
from tournament.service import Tournament
from ui import i18n
from ui.printing import cli
from ui.printing.render import write_pdf
from ui.printing.words import localize

pytestmark = pytest.mark.skipif(shutil.which("pdftotext") is None,
                                reason="pdftotext (poppler-utils) is not installed")

GROUPED = re.compile(r"\d{1,3}[\u202f\u00a0 ]\d{3}")  # 30 000 (a narrow no-break space)
ENGLISH_GROUPED = re.compile(r"\d,\d{3}")  # 30,000
FRENCH_DECIMAL = re.compile(r"[+\u2212]\d+,\d\b")  # +38,3


@pytest.fixture
def english_after():
    yield
    i18n.install("en")


def pdf_text(path) -> str:
    text = subprocess.run(["pdftotext", "-layout", str(path), "-"], capture_output=True,
                          text=True, check=True).stdout
    return text.replace("\ufb01", "fi").replace("\ufb02", "fl")  # the font's ligatures


def documents(demo_file):
    with Tournament.open(demo_file, read_only=True) as t:
        return {what: build_document(t, what, round) for what, round in (
            ("standings", 2), ("seating-tables", 3), ("seating-players", 3),
            ("score-sheets", 3), ("cards", 2), ("statistics", 2))}


def test_french_pdf_has_french_words_and_numbers(qapp, demo_file, tmp_path, english_after):
    built = documents(demo_file)
    i18n.install("fr")
    texts = {}
    for what, document in built.items():
        out = tmp_path / f"{what}.pdf"
        write_pdf(document, out)
        texts[what] = pdf_text(out)

    standings = texts["standings"]
    assert "Classement après le tour 2" in standings
    for word in ("Place", "Joueur", "Pays", "T1", "T2", "Total", "page 1 sur 1"):
        assert word in standings, word
    assert FRENCH_DECIMAL.search(standings)
    assert "1,0 = 1\u202f000 points" in standings or "1,0 = 1 000 points" in standings
    assert "novembre 2026" in standings
    sheets = texts["score-sheets"]
    assert "Feuilles de score, tour 3" in sheets and "départ" in sheets
    assert GROUPED.search(sheets) and not ENGLISH_GROUPED.search(sheets)
    assert "Score final" in sheets and "Est" in sheets
    assert "Placement, tour 3" in texts["seating-tables"]
    assert "Placement par joueur, tour 3" in texts["seating-players"]
    assert "Fiches de résultats après le tour 2" in texts["cards"]
    # No English heading, column title or note is left on these pages (the judge of the
    # French desk test, on each line of the PDF; people's names are its exceptions).
    assert "Statistiques après le tour 2" in texts["statistics"]
    for what in ("standings", "seating-tables", "seating-players", "score-sheets", "cards",
                 "statistics"):
        left = [line for line in texts[what].splitlines() if english(line)]
        assert left == [], (what, [english(line) for line in left])


def test_english_pdf_is_the_command_lines(qapp, demo_file, tmp_path, english_after):
    built = documents(demo_file)
    i18n.install("en")
    for document in built.values():
        assert localize(document) is document
    desk = tmp_path / "desk.pdf"
    write_pdf(built["score-sheets"], desk)
    command = tmp_path / "command.pdf"
    assert cli.main([str(demo_file), "--what", "score-sheets", "--round", "3",
                     "--out", str(command)]) == 0
    text = pdf_text(desk)
    assert text == pdf_text(command)
    assert "Score sheets, round 3" in text and "30,000" in text and "page 1 of" in text


def test_localize_words_the_codes_and_leaves_people_s_text_alone(qapp, english_after):
    from tournament.export.documents import Document
    from tournament.export.gather import DocumentKind, Heading
    from tournament.export.parts import el
    from tournament.words.document_words import Dates, Join, Num, Text

    i18n.install("fr")
    heading = Heading("Round 1 Open", Dates("2026-11-30", "2026-12-01"), "Lyon",
                      Text("heading.modified", "WRC"), Text("title.standings", 2))
    # People's text that reads like the documents' own words stays as it is: a player
    # called "Player", a club called "Ties broken by: best single game.".
    parts = (el("p", Text("seating.table", 2)), el("td", Text("col.player")),
             el("td", "Player"), el("td", Num(1234.5, 1, signed=True), css="num"),
             el("td", "May Chen · Ties broken by: best single game. & Co"),
             el("p", Text("standings.ties", Join("; ", (Text("tie.firsts"),
                                                         Text("tie.best_game"))))))
    document = Document(DocumentKind.STANDINGS, heading, parts)
    assert document.body.startswith("<p>Table 2</p><td>Player</td><td>Player</td>")
    shown = localize(document)
    assert shown.heading.title == "Classement après le tour 2"
    assert shown.heading.dates == "30 novembre – 1 décembre 2026"
    assert shown.heading.ruleset == "WRC (modifiées)"
    assert shown.heading.tournament == "Round 1 Open"
    assert shown.body == ("<p>Table 2</p><td>Joueur</td><td>Player</td>"
                          "<td class=\"num\">+1\u202f234,5</td>"
                          "<td>May Chen · Ties broken by: best single game. &amp; Co</td>"
                          "<p>Égalités départagées par : plus de premières places; meilleure "
                          "partie.</p>")


def test_a_certificate_printed_from_the_french_desk(qapp, demo_file, tmp_path, english_after):
    with Tournament.open(demo_file, read_only=True) as t:
        document = build_document(t, "certificates", 2)
    i18n.install("fr")
    out = tmp_path / "certificates.pdf"
    write_pdf(document, out)
    first = pdf_text(out).split("\f")[0]
    for word in ("Diplôme", "décerné à", "pour", "l’organisateur"):
        assert word in first, word
    assert "Certificate" not in first and "awarded to" not in first
    # Every certificate in French: the award's title and what it was won with too.
    for page in pdf_text(out).split("\f"):
        left = [line for line in page.splitlines() if english(line)]
        assert left == [], [english(line) for line in left]


@pytest.mark.parametrize("language", ["en", "fr"])
def test_no_column_title_of_a_pdf_is_broken_inside_a_word(qapp, demo_file, tmp_path,
                                                        english_after, language):
    """The statistics PDF's titles read "Partie s", "Chomb o", "Yakuma n": a title goes on
    two lines at a space, never inside a word (ui/printing/render.py), and the win rate is
    no longer "Victoire" beside "Victoires"."""
    from tournament.export.parts import Grid
    from ui.printing.words import desk_words

    built = documents(demo_file)
    i18n.install(language)
    words = desk_words()
    for what in ("statistics", "standings", "cards", "score-sheets"):
        document = built[what]
        out = tmp_path / f"{what}.pdf"
        write_pdf(document, out)
        tokens = set(re.split(r"[\s/()\-·,.:;]+", pdf_text(out)))
        grids = [part for part in document.parts if isinstance(part, Grid)]
        for grid in grids:
            for column in grid.columns:
                title = words.say(column.title)
                for word in re.split(r"[\s/()\-·,.:;]+", title):
                    if len(word) > 1:
                        assert word in tokens, (what, title, word)
    titles = [words.say(c.title) for g in built["statistics"].parts if isinstance(g, Grid)
              for c in g.columns]
    rate = {"en": "Win rate", "fr": "Taux de victoire"}[language]
    assert rate in titles and {"en": "Win", "fr": "Victoire"}[language] not in titles

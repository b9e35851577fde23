"""The printed documents in French read as they did when their French came from Qt's
translations: the demo tournament's documents worded by the core's French
(`tournament.words.document_french`) give, text for text, what the desk printed before
(tests/printing/french_documents/, kept from that version's `localize` output). Only the
ledger's fingerprint, which changes with each build of the demo, is left out."""

from __future__ import annotations

import re
from html.parser import HTMLParser
from pathlib import Path

import pytest

from tournament.export.documents import Document
from tournament.export.printable import build_document
from tournament.words.document_french import FRENCH_WORDS

EXPECTED = Path(__file__).resolve().parent / "french_documents"
DOCUMENTS = (("standings", 2), ("seating-tables", 3), ("seating-players", 3),
             ("score-sheets", 3), ("cards", 2), ("statistics", 2), ("certificates", 2),
             ("table-codes", 3))
FINGERPRINT = re.compile(r"\b[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}\b")


class _Text(HTMLParser):
    """A page's words, one piece a line: the text between tags and the words of the
    attributes people read (an image's alt, a title)."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.lines: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.lines += [f"[{name}] {value}" for name, value in attrs
                       if name in ("alt", "title", "aria-label") and value]

    def handle_data(self, data: str) -> None:
        if data.strip():
            self.lines.append(data.strip())


def document_text(document: Document) -> str:
    """The heading's fields, then every piece of text of the document's HTML."""
    heading = document.heading
    lines = [f"{name}: {getattr(heading, name)}" for name in
             ("tournament", "dates", "venue", "ruleset", "title")]
    html = document.html()
    body = html[html.index("<body>"):]  # the style sheet is not words
    parser = _Text()
    parser.feed(body)
    parser.close()
    text = "\n".join(lines + parser.lines) + "\n"
    return FINGERPRINT.sub("xxxx-xxxx-xxxx", text)


@pytest.mark.parametrize(("what", "round"), DOCUMENTS)
def test_a_french_document_reads_as_before(demo, what, round):
    document = build_document(demo, what, round).worded(FRENCH_WORDS)
    expected = (EXPECTED / f"{what}.txt").read_text(encoding="utf-8")
    assert document_text(document) == expected


def test_the_expected_texts_are_french():
    """The kept texts are the French documents, not English ones (which would make the
    comparison above prove nothing about the French)."""
    standings = (EXPECTED / "standings.txt").read_text(encoding="utf-8")
    assert "title: Classement après le tour 2" in standings
    assert "dates: 21–22 novembre 2026" in standings
    assert "Joueur" in standings and "Player" not in standings
    sheets = (EXPECTED / "score-sheets.txt").read_text(encoding="utf-8")
    assert "Score final" in sheets and "Final score" not in sheets

"""The desk prints the core's words: the documents' French is in the core's catalogue
(tournament/words/document_french.py, checked code by code in tests/core/test_document_words.py),
not in Qt's translations, whose .ts keeps the widgets' text only."""

from __future__ import annotations

import xml.etree.ElementTree as ET

from tournament.words.document_french import FRENCH, FRENCH_WORDS
from tournament.words.document_words import ENGLISH_WORDS, Country, Dates, Num, Text
from ui import i18n, resources
from ui.printing.words import desk_words


def test_the_ts_has_no_document_words():
    tree = ET.parse(resources.path("translations/riichi_tournament_fr.ts"))
    contexts = [context.findtext("name") or "" for context in tree.iter("context")]
    assert contexts and [name for name in contexts if name.startswith("print")] == []


def test_the_desk_words_documents_as_the_core_does(qapp):
    try:
        assert i18n.install("fr")
        words = desk_words()
        assert words is FRENCH_WORDS
        assert [words.say(Text(code)) for code in ("col.player", "final.round")] == \
            [FRENCH["col.player"], "Finale"]
        assert words.say(Num(30000)) == "30\u202f000"
        assert words.say(Dates("2026-11-30")) == "30 novembre 2026"
        assert words.say(Country("Austria")) == "Autriche"
        # The screens name a country as the documents do.
        from ui.text import country_in_language, country_name
        assert country_in_language("Austria") == "Autriche"
        assert country_name("GER") == "Allemagne"
    finally:
        i18n.install("en")
    assert desk_words() is ENGLISH_WORDS

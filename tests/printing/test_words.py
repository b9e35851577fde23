"""The desk words the printed documents by code: every code of the core's catalogue is marked
for the translators with the same English, and has its French (with the same parameters)."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

from tournament.words.document_words import ENGLISH, Dates, Num, Text
from ui import i18n, resources
from ui.printing.words import CONTEXT, CONTEXTS, TEMPLATES, DeskWords


def test_the_desk_marks_every_code_with_the_core_s_english():
    assert TEMPLATES == ENGLISH


def test_every_code_has_its_french():
    tree = ET.parse(resources.path("translations/riichi_tournament_fr.ts"))
    french = {}
    for context in tree.iter("context"):
        name = context.findtext("name")
        for message in context.iter("message"):
            translation = message.find("translation")
            assert translation is not None
            if translation.get("type") != "unfinished" and translation.text:
                french[(name, message.findtext("source"))] = translation.text
    for code, english in ENGLISH.items():
        found = french.get((CONTEXTS.get(code, CONTEXT), english))
        assert found is not None, code
        assert sorted(re.findall(r"%\d{1,2}", found)) == \
            sorted(re.findall(r"%\d{1,2}", english)), code


def test_french_words_numbers_months_and_countries(qapp):
    assert i18n.install("fr")
    try:
        words = DeskWords()
        assert words.say(Text("title.standings", 3)) == "Classement après le tour 3"
        assert words.say(Text("title.score_sheets", Text("title.round_lower", 2))) == \
            "Feuilles de score, tour 2"
        assert words.say(Num(30000)) in ("30\u202f000", "30\u00a0000")
        assert words.say(Num(38.3, 1, signed=True)) == "+38,3"
        assert words.say(Num(-17800)) in ("\u221217\u202f800", "\u221217\u00a0800")
        assert words.say(Dates("2026-11-30", "2026-12-01")) == \
            "30 novembre \u2013 1 d\u00e9cembre 2026"
        # A round of the final is "Finale", the score sheet's results "Fin de partie".
        assert words.say(Text("final.round")) == "Finale"
        assert words.say(Text("sheet.final")) != "Finale"
    finally:
        i18n.install("en")

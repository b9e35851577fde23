"""The catalogue of the printed documents' words (tournament/words/document_words.py and
document_french.py): every code worded in English and in French with the same %1... parameters,
each counted noun with its plural in both, and French that writes numbers, months, countries
and counts as French does."""

from __future__ import annotations

import re

import pytest

from tournament.words.countries import country_in_language
from tournament.words.document_french import FRENCH, FRENCH_WORDS, words_in
from tournament.words.document_words import (
    ENGLISH,
    ENGLISH_WORDS,
    Count,
    Country,
    Dates,
    Num,
    Text,
)

PLACEHOLDER = re.compile(r"%\d{1,2}")


def test_every_code_has_its_words_in_both_languages() -> None:
    assert sorted(ENGLISH.keys() ^ FRENCH.keys()) == []
    assert [code for code, text in FRENCH.items() if not text.strip()] == []


def test_the_languages_have_the_same_placeholders() -> None:
    differ = [code for code in ENGLISH
              if sorted(PLACEHOLDER.findall(ENGLISH[code]))
              != sorted(PLACEHOLDER.findall(FRENCH[code]))]
    assert differ == []


def test_no_sentence_is_left_in_english() -> None:
    # Short words can be the same in both ("Total", "Club", "%1 han %2 fu"); a sentence
    # cannot.
    def words(text: str) -> list[str]:
        return [word for word in text.split() if not PLACEHOLDER.fullmatch(word)]

    assert [code for code in ENGLISH
            if len(words(ENGLISH[code])) >= 4 and FRENCH[code] == ENGLISH[code]] == []


def test_every_plural_has_its_singular() -> None:
    for texts in (ENGLISH, FRENCH):
        assert sorted(code for code in texts
                      if code.endswith(".n") and code.removesuffix(".n") not in texts) == []


@pytest.mark.parametrize(("language", "ones"), [("en", [1]), ("fr", [0, 1])])
def test_each_language_counts_its_own_way(language: str, ones: list[int]) -> None:
    words = words_in(language)
    assert [n for n in range(4) if words.one(n)] == ones
    said = [words.say(Count("count.wins", n)) for n in range(3)]
    assert said == {"en": ["0 wins", "1 win", "2 wins"],
                    "fr": ["0 victoire", "1 victoire", "2 victoires"]}[language]


def test_french_words_numbers_months_and_countries() -> None:
    words = FRENCH_WORDS
    assert words.language == "fr"
    assert words.say(Text("title.standings", 3)) == "Classement après le tour 3"
    assert words.say(Text("title.score_sheets", Text("title.round_lower", 2))) == \
        "Feuilles de score, tour 2"
    assert words.say(Num(30000)) == "30\u202f000"
    assert words.say(Num(38.25, 1, signed=True)) == "+38,3"  # a half away from zero
    assert words.say(Num(-17800)) == "\u221217\u202f800"
    assert [words.month(m) for m in (1, 2, 8, 12)] == ["janvier", "février", "août", "décembre"]
    assert words.say(Dates("2026-11-30", "2026-12-01")) == \
        "30 novembre \u2013 1 d\u00e9cembre 2026"
    assert words.say(Dates("2026-11-21", "2026-11-22")) == "21\u201322 novembre 2026"
    assert words.say(Country("Austria")) == "Autriche"
    assert words.say(Country("Germany")) == "Allemagne"
    # A round of the final is "Finale", the score sheet's results "Fin de partie".
    assert words.say(Text("final.round")) == "Finale"
    assert words.say(Text("sheet.final")) != "Finale"


def test_english_is_the_command_line_s_and_the_fallback() -> None:
    assert words_in("en") is ENGLISH_WORDS
    assert words_in("de") is ENGLISH_WORDS  # a language the catalogue has not
    assert ENGLISH_WORDS.say(Country("Austria")) == "Austria"
    assert ENGLISH_WORDS.say(Dates("2026-11-30", "2026-12-01")) == \
        "30 November \u2013 1 December 2026"


def test_countries_in_a_language() -> None:
    assert country_in_language("Netherlands", "fr") == "Pays-Bas"
    assert country_in_language("Netherlands", "en") == "Netherlands"
    # Not a country's English name, or nothing: as it is.
    assert country_in_language("Riichi Berlin", "fr") == "Riichi Berlin"
    assert country_in_language("", "fr") == ""

"""The pages' catalogue of words (tournament/web/words.py): every key in both languages, with
the same placeholders; the problems the core gives worded in both; the language a page is
answered in."""

from __future__ import annotations

import re

from tournament.web.words import LANGUAGES, WORDS, language

PLACEHOLDER = re.compile(r"\{([a-z_]+)\}")
# Words that are the same in French (mahjong's own terms).
SAME_IN_FRENCH = {".table.outcomes.nagashi_mangan", ".table.double_yakuman"}


def _walk(value, path=""):
    if isinstance(value, dict):
        for key, inner in value.items():
            yield from _walk(inner, f"{path}.{key}")
    elif isinstance(value, list):
        yield path, tuple(value)
    else:
        yield path, value


def test_every_word_is_in_both_languages_with_the_same_placeholders():
    english = dict(_walk(WORDS["en"]))
    for lang in LANGUAGES:
        other = dict(_walk(WORDS[lang]))
        assert other.keys() == english.keys(), (lang, other.keys() ^ english.keys())
        for key, text in english.items():
            if isinstance(text, str):
                assert set(PLACEHOLDER.findall(other[key])) == set(PLACEHOLDER.findall(text)), \
                    (lang, key)
            else:
                assert len(other[key]) == len(text), (lang, key)
    # French is French: no sentence (three words or more) of the page left in English.
    french = dict(_walk(WORDS["fr"]))
    same = [k for k, v in english.items() if isinstance(v, str) and french[k] == v
            and len(PLACEHOLDER.sub("", v).split()) >= 3
            and not k.startswith(".rulesets") and k not in SAME_IN_FRENCH]
    assert same == [], same


def test_the_language_follows_the_switch_then_the_browser():
    assert language(None) == "en"
    assert language("fr-FR,fr;q=0.9,en;q=0.8") == "fr"
    assert language("de-DE,en;q=0.5,fr;q=0.9") == "fr"
    assert language("de-DE,fr;q=0") == "en"
    assert language("fr-CA;q=bad, en") == "en"
    assert language("fr", "en") == "en" and language("en", "fr") == "fr"
    assert language("fr", "xx") == "fr"


def test_the_entry_page_gets_the_cores_words_for_the_problems_that_name_a_seat():
    """The page words a problem itself only when it names a seat (the server words the
    others in its answer): those templates, from the core's catalogue, in both languages."""
    from tournament.words.issues import TEMPLATES, placeholders

    for lang in LANGUAGES:
        sent = WORDS[lang]["issues"]
        naming = {key: text for key, text in TEMPLATES[lang].items()
                  if "seat" in placeholders(text)}
        assert sent == naming and "winner_is_loser" in sent, lang
    assert WORDS["fr"]["issues"]["winner_is_loser"] == (
        "{seat} ne peut pas gagner sur sa propre d\u00e9fausse")

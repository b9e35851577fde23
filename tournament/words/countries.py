"""Countries named in a language: the core writes a country's English name ("Austria", the
ISO 3166 short name pycountry gives), and a document or a screen in French shows
"Autriche". The names come from pycountry's own gettext catalogues of ISO 3166-1, so the
printed documents (`tournament.words.document_french`) and the desk's screens (ui/text.py)
name every country alike."""

from __future__ import annotations

import gettext
from functools import cache


@cache
def _names(language: str) -> gettext.NullTranslations:
    # (pycountry loads here, when a country is first named in another language than English:
    # a command that shows no country starts without it.)
    import pycountry

    return gettext.translation("iso3166-1", pycountry.LOCALES_DIR, languages=[language],
                               fallback=True)


def country_in_language(english_name: str, language: str) -> str:
    """A country's English name in `language` ("Austria", "fr" -> "Autriche"); English, an
    empty text and a text that is not a country's English name are returned as they are."""
    if language == "en" or not english_name:
        return english_name
    return _names(language).gettext(english_name)

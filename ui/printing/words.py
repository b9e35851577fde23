"""The printed documents in the desk's language: the core builds each document from parts
whose words are codes with parameters (`tournament.words.document_words`) and words them in
English or in French (`tournament.words.document_french`: 30 000, +38,3 and "novembre" in
French); the desk prints them in its language, with the same words as the command line's.

`localize(document)` returns the document worded in the desk's language; in English it is
returned as it is, the same bytes as the command line prints. `desk_words()` are those words
for the files the desk exports (the standings web page). People's text (names, clubs,
the tournament's name) is never a code, so it is never looked up.
"""

from __future__ import annotations

from tournament.export.documents import Document
from tournament.words.document_french import words_in
from tournament.words.document_words import ENGLISH_WORDS, Words
from ui.text import language


def desk_words() -> Words:
    """The words of what the desk writes for people (the standings web page): the command
    line's own in English, so the same file either way; the desk's language otherwise (the
    core's catalogue: a language it does not have is English)."""
    return words_in(language())


def localize(document: Document) -> Document:
    """`document` in the desk's language (unchanged in English)."""
    words = desk_words()
    return document if words is ENGLISH_WORDS else document.worded(words)

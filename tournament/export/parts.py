"""The parts a printed document is built from, and the one function that writes them as HTML
in a language.

A document is a tuple of parts: elements (`El`: a heading, a paragraph, a cell, a line
break, with its attributes), tables with keyed columns (`Grid`: each column a key, a title
and whether it holds numbers; each row a cell per key, or a section title across the
columns), fixed markup with no words in it (`Raw`: a non-breaking space, the lines to write
on), and the words themselves: `tournament.words.document_words` values (a `Text` code with its
parameters, numbers, countries, dates) and people's text (a `str`, escaped, never looked up).
`render(parts, words)` writes the HTML: the command line with English words
(`tournament.words.document_words.ENGLISH_WORDS`), the desk with its own, so a document is worded
by its codes in any language and never by reading its English back.
"""

from __future__ import annotations

import html
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field

from tournament.words.document_words import (
    PLACEHOLDER,
    Count,
    Country,
    Dates,
    Join,
    Num,
    Text,
    Words,
)

VOID = frozenset({"br", "img", "meta"})


@dataclass(frozen=True, slots=True)
class Raw:
    """Markup with no words in it, written as it is ("&nbsp;", a line of "_" to write on)."""

    markup: str


@dataclass(frozen=True, slots=True)
class El:
    """An HTML element: `attrs` in the order they are written; a value may be words (the alt
    text of an image)."""

    tag: str
    content: tuple[object, ...] = ()
    attrs: tuple[tuple[str, object], ...] = ()


def el(tag: str, *content: object, css: str = "", **attrs: object) -> El:
    """`el("td", name, css="num", colspan=2)`: `css` is the class; attributes keep their
    order, the class first."""
    pairs: list[tuple[str, object]] = [("class", css)] if css else []
    pairs += [(k.rstrip("_"), v) for k, v in attrs.items()]
    return El(tag, content, tuple(pairs))


BR = El("br")


@dataclass(frozen=True, slots=True)
class Column:
    """A column of a `Grid`: its key, its title (words), whether its cells are numbers
    (aligned right), and the head cell's own attributes (a width, a class)."""

    key: str
    title: object
    numeric: bool = False
    head: tuple[tuple[str, object], ...] = ()


@dataclass(frozen=True, slots=True)
class Cell:
    content: tuple[object, ...] = ()
    attrs: tuple[tuple[str, object], ...] = ()


def cell(*content: object, css: str = "", **attrs: object) -> Cell:
    made = el("td", *content, css=css, **attrs)
    return Cell(made.content, made.attrs)


@dataclass(frozen=True, slots=True)
class Row:
    """A row: a cell per column key (a cell spanning columns leaves their keys out)."""

    cells: dict[str, Cell] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class Section:
    """A title across every column (the substitutes, the disqualified players)."""

    title: object


@dataclass(frozen=True, slots=True)
class Grid:
    """A table of data: keyed columns in a <thead> (repeated on every printed page)."""

    columns: tuple[Column, ...]
    rows: tuple[Row | Section, ...]
    attrs: tuple[tuple[str, object], ...] = ()

    @property
    def keys(self) -> tuple[str, ...]:
        return tuple(c.key for c in self.columns)


def grid_attrs(css: str, cellpadding: int = 3) -> tuple[tuple[str, object], ...]:
    """The attributes of the documents' bordered tables."""
    return (("class", css), ("width", "100%"), ("cellspacing", "0"),
            ("cellpadding", str(cellpadding)), ("border", "1"))


def render(parts: Iterable[object] | object, words: Words) -> str:
    """`parts` as HTML, their words from `words`."""
    return "".join(_html(parts, words))


def _attrs(attrs: tuple[tuple[str, object], ...], words: Words) -> str:
    return "".join(f" {k}=\"{html.escape(words.say(v), quote=True)}\"" for k, v in attrs)


def _html(piece: object, words: Words) -> Iterator[str]:
    if isinstance(piece, str):  # people's text
        yield html.escape(piece, quote=True)
    elif isinstance(piece, Raw):
        yield piece.markup
    elif isinstance(piece, Text):
        yield from _text(piece, words)
    elif isinstance(piece, Join):
        for i, item in enumerate(piece.items):
            if i:
                yield html.escape(piece.separator, quote=False)
            yield from _html(item, words)
    elif isinstance(piece, int | Num | Country | Dates | Count) and not isinstance(piece, bool):
        yield html.escape(words.say(piece), quote=False)
    elif isinstance(piece, El):
        yield f"<{piece.tag}{_attrs(piece.attrs, words)}>"
        if piece.tag not in VOID:
            for part in piece.content:
                yield from _html(part, words)
            yield f"</{piece.tag}>"
    elif isinstance(piece, Grid):
        yield from _grid(piece, words)
    elif isinstance(piece, tuple | list):
        for part in piece:
            yield from _html(part, words)
    else:
        raise TypeError(f"{piece!r} is not a part of a document")


def _text(piece: Text, words: Words) -> Iterator[str]:
    """The template in `words`, its literal words escaped, each %N replaced by its parameter
    written as HTML (a parameter may be an element: the code in bold on a score sheet)."""
    template = words.template(piece.code)
    at = 0
    for match in PLACEHOLDER.finditer(template):
        yield html.escape(template[at:match.start()], quote=False)
        yield from _html(piece.args[int(match[1]) - 1], words)
        at = match.end()
    yield html.escape(template[at:], quote=False)


def _grid(grid: Grid, words: Words) -> Iterator[str]:
    yield f"<table{_attrs(grid.attrs, words)}><thead><tr>"
    for c in grid.columns:
        yield from _html(El("th", (c.title,), c.head), words)
    yield "</tr></thead><tbody>"
    for row in grid.rows:
        if isinstance(row, Section):
            yield from _html(el("tr", el("td", row.title, css="section",
                                         colspan=str(len(grid.columns)))), words)
            continue
        yield "<tr>"
        for c in grid.columns:
            found = row.cells.get(c.key)
            if found is not None:
                yield from _html(El("td", found.content, found.attrs), words)
        yield "</tr>"
    yield "</tbody></table>"


def texts(parts: Iterable[object] | object) -> Iterator[Text]:
    """Every `Text` in `parts`, nested ones included (what a test or a translator checks)."""
    if isinstance(parts, Text):
        yield parts
        for arg in parts.args:
            yield from texts(arg)
    elif isinstance(parts, Join):
        for item in parts.items:
            yield from texts(item)
    elif isinstance(parts, El):
        for _, v in parts.attrs:
            yield from texts(v)
        yield from texts(parts.content)
    elif isinstance(parts, Grid):
        for c in parts.columns:
            yield from texts(c.title)
        for row in parts.rows:
            if isinstance(row, Section):
                yield from texts(row.title)
            else:
                for found in row.cells.values():
                    yield from texts(found.content)
    elif isinstance(parts, tuple | list):
        for part in parts:
            yield from texts(part)

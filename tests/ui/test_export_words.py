"""The desk's export words follow the formats' declaration (`tournament.export.formats`):
every format of the Export menu has its words, and the menu lists exactly those formats: the
standings and the tournament, then the statistics."""

from __future__ import annotations

from tournament.export.formats import DESK_FORMATS, FORMATS, STATISTICS_FORMATS
from ui import main_window
from ui.export_words import WORDS, words


def test_every_desk_format_has_its_words_and_no_words_are_left_over():
    menu = DESK_FORMATS + STATISTICS_FORMATS
    assert {FORMATS[f].title for f in menu} == set(WORDS)
    assert len(WORDS) == len(menu)  # (no two formats share their words)
    for fmt in menu:
        said = words(fmt)
        assert said.title and said.explain and said.menu.endswith("\u2026")
        assert f"*{FORMATS[fmt].suffix}" in said.filter


def test_the_export_menu_walks_the_formats():
    assert [value for value, _ in main_window.EXPORT_ITEMS] == [f.value for f in DESK_FORMATS]
    assert [text for _, text in main_window.EXPORT_ITEMS] == [words(f).menu
                                                              for f in DESK_FORMATS]
    assert main_window.STATISTICS_EXPORT_ITEMS == tuple((f.value, words(f).menu)
                                                        for f in STATISTICS_FORMATS)

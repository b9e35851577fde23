"""Text shown on a terminal (`tournament.words.free_text.terminal_safe`): every control
character but those kept, every bidirectional override and every lone surrogate is written as
a visible \\uXXXX escape; any other text, accents, CJK and right-to-left letters included,
is shown as it is."""

from __future__ import annotations

import unicodedata

from hypothesis import given
from hypothesis import strategies as st

from tournament.words.free_text import BIDI_CONTROLS, terminal_safe


def hidden(ch: str) -> bool:
    return unicodedata.category(ch) in ("Cc", "Cs") or ch in BIDI_CONTROLS


def test_escapes_what_rewrites_a_terminal():
    assert terminal_safe("\x1b[2J name") == "\\u001b[2J name"  # clears the screen
    assert terminal_safe("Anna\u202e") == "Anna\\u202e"  # right-to-left override
    assert terminal_safe("a\ud800b") == "a\\ud800b"  # half a surrogate pair
    assert terminal_safe("one\ntwo\tthree\r") == "one\ntwo\tthree\\u000d"
    assert terminal_safe("one\ntwo", keep="") == "one\\u000atwo"


def test_shows_every_other_text_as_it_is():
    for text in ("José María García", "山田 太郎", "محمد الأحمد", "Zoë\u00a0Ng",
                 "\u200bzero width", "\u2028line separator", ""):
        assert terminal_safe(text) == text


@given(st.text())
def test_nothing_hidden_is_left_and_nothing_else_changes(text):
    shown = terminal_safe(text)
    assert not any(hidden(ch) and ch not in "\n\t" for ch in shown)
    expected = "".join(f"\\u{ord(ch):04x}" if hidden(ch) and ch not in "\n\t" else ch
                       for ch in text)
    assert shown == expected

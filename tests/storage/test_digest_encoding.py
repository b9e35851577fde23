"""A fact's digest and a link's hash are SHA-256 of a JSON array written one way for ever: a
ledger written by an older version, or by the other database, must verify byte for byte. The
quick way of writing a row (`digests._array`) is the encoder's exact output on any row."""

from __future__ import annotations

from datetime import UTC, datetime
from decimal import Decimal

from hypothesis import given
from hypothesis import strategies as st

from tournament.storage import digests

VALUES = st.one_of(
    st.none(), st.booleans(), st.integers(), st.integers(min_value=-2**70, max_value=2**70),
    st.text(), st.text(alphabet=st.characters(max_codepoint=0x40)),  # quotes, controls
    st.floats(allow_nan=True, allow_infinity=True),
    st.datetimes(timezones=st.just(UTC)), st.decimals(allow_nan=False, allow_infinity=False))


def _as_before(values: list[object]) -> str:
    # What the digests were made of before the quick way: the encoder, booleans as 0/1.
    return digests._ENCODE([int(v) if isinstance(v, bool) else v for v in values])


@given(st.lists(VALUES, max_size=12))
def test_a_row_is_written_as_the_encoder_writes_it(values):
    assert digests._array(values) == _as_before(values)


def test_known_digests_are_unchanged():
    # Computed by the version before the quick way (the encoder alone), kept here.
    row = [7, "P\u00e9ter \"the\" \\ \n\u2028 Sz\u0151ke", None, True, False, 0]
    assert digests.digest(row) == (
        "a4c82c88c9e949cd175890970f6307c8c4af5c0e6f57ca429bdee53cb7c97b5c")
    link = ("ab" * 32, 3, "2026-11-21T14:05:00.000Z", 2, "Desk 2", "Olga", "players:4",
            "player 4 (Anna)", "cd" * 32)
    assert digests.link_hash(*link) == (
        "60eaf89e2e7635c49b863fc0652e7e0c333d320e0324db932782a41402b23b9b")


def test_other_values_go_to_the_encoder():
    moment = datetime(2026, 11, 21, 14, 5, tzinfo=UTC)
    assert digests._array([1, moment, Decimal("1.5")]) == _as_before([1, moment, Decimal("1.5")])
    assert digests._array([1.5, float("nan")]) == "[1.5,NaN]"

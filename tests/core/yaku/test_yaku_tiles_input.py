"""Reading mpsz tiles and refusing impossible input before the mahjong package sees it."""

from __future__ import annotations

import pytest

from tests.core.yaku.support import EMA, calc, scored
from tournament.rules import preset
from tournament.yaku.tiles import MeldKind, Tile, parse_meld, parse_tiles, tile, to_mpsz

TENHOU = preset("tenhou")  # the preset with red fives


def messages(*args, **kwargs):
    score, problems = calc(*args, **kwargs)
    assert score is None
    return [p.message for p in problems]


def test_mpsz_reading():
    tiles, problems = parse_tiles("123m456p789s11z")
    assert problems == []
    assert [str(t) for t in tiles] == ["1m", "2m", "3m", "4p", "5p", "6p", "7s", "8s", "9s",
                                       "1z", "1z"]
    assert tile("0p") == Tile(13, red=True) and tile("7z").label == "Red dragon (7z)"
    # tiles inside a group may come in any order: 067s = 607s
    assert sorted(parse_tiles("067s")[0]) == sorted(parse_tiles("607s")[0])
    assert to_mpsz(parse_tiles("7z607s1m")[0]) == "1m067s7z"


@pytest.mark.parametrize("text,fragment", [
    ("123x", "'x' is not a digit or a suit letter"),
    ("123", "has no suit letter"),
    ("m", "has no digits before it"),
    ("8z", "honours are 1z-7z"),
    ("0z", "honours are 1z-7z"),
    ("", "no tiles given"),
])
def test_bad_notation(text, fragment):
    _, problems = parse_tiles(text)
    assert any(fragment in p for p in problems), problems


@pytest.mark.parametrize("text,fragment", [
    ("pon777z", "write KIND:TILES"),
    ("pung:777z", "unknown kind"),
    ("chi:124m", "three consecutive tiles of one suit"),
    ("chi:891m", "three consecutive tiles of one suit"),
    ("chi:123z", "three consecutive tiles of one suit"),
    ("pon:776z", "3 identical tiles"),
    ("kan:777z", "a kan has 4 tiles"),
    ("ankan:99998s", "a ankan has 4 tiles"),
])
def test_bad_melds(text, fragment):
    meld, problems = parse_meld(text)
    assert meld is None and any(fragment in p for p in problems), problems


def test_good_melds():
    meld, _ = parse_meld("chi:312m")
    assert meld.kind is MeldKind.CHI and str(meld) == "chi:123m"
    assert parse_meld("PON:505p")[0] is not None
    assert parse_meld("ankan:9999s")[0].kind.opened is False


def test_a_fifth_copy_is_refused_in_the_hand_melds_or_indicators():
    assert "5 copies of 1m" in messages("11111m456p789s11z", "1m")[0]
    assert "5 copies of East (1z)" in messages("456m678p345s88s", "5s", "pon:111z",
                                               dora="1z,1z")[0]
    found = messages("234456m678p345s88s", "5s", dora="8s,8s,8s")
    assert "5 copies of 8s" in found[0]


def test_fourteen_tiles_counting_melds():
    assert "the hand has 13 tiles" in messages("23456m678p345s88s", "5s")[0]
    assert "the hand has 16 tiles" in messages("23456m678p345s88s", "5s", "pon:777z")[0]
    # a kong counts as 3 of the 14
    assert scored("234m567p345s88s", "5s", "ankan:7777z").han == 1


def test_red_fives_only_where_the_ruleset_has_them():
    found = messages("234406m678p345s88s", "5s", rules=EMA)
    assert found == ["red five 0m: the ema_rcr ruleset plays without red fives; write it as "
                     "an ordinary 5"]
    with_red = scored("234406m678p345s88s", "5s", rules=TENHOU)
    plain = scored("234456m678p345s88s", "5s", rules=TENHOU)
    assert with_red.han == plain.han + 1
    assert "2 red 5m" in messages("234006m678p345s88s", "5s", rules=TENHOU)[0]
    assert "four plain 5m" in messages("555m567p345s88s", "5s", "chi:345m", rules=TENHOU)[0]


def test_the_winning_tile_must_be_in_the_hand():
    found = messages("234456m678p345s88s", "9s")
    assert found == ["the winning tile 9s is not in the hand: the hand lists every tile "
                     "outside the melds, the winning tile included"]
    # a red five is a different tile from a plain five for this purpose
    assert "not in the hand" in messages("234406m678p345s88s", "5m", rules=TENHOU)[0]
    assert scored("234406m678p345s88s", "0m", rules=TENHOU).han >= 1


def test_not_a_win_says_what_the_hand_waits_on():
    found = messages("234456m678p345s89s", "5s")
    assert found[0].startswith("the tiles are not a winning hand")
    found = messages("123456m678p345s89s", "9s")
    assert found[0].endswith("; without it the hand waits on 8s")
    found = messages("123456m678p19s357z", "7z")
    assert found[0].endswith("; without it the hand is not even waiting")


def test_the_package_parser_alone_would_accept_these():
    """Why the checks above exist: mahjong's own parser takes impossible strings silently."""
    from mahjong.tile import TilesConverter

    assert len(TilesConverter.one_line_string_to_136_array("11111m")) == 5
    assert TilesConverter.one_line_string_to_136_array("0m") == [-4]

"""A hand in words (`tournament.words.hands`): both languages word every key with the same
placeholders, and a hand's line reads as the desk's hand log shows it, in English and in
French, a name never taken for a placeholder."""

from __future__ import annotations

import re

import pytest

from tournament.model import AbortiveKind, EndReason, HandRecord, Outcome, Win
from tournament.words import hands

PLAYERS = ("Aiko", "Bruno", "Chiara", "Dario")


def placeholders(text: str) -> set[str]:
    return set(re.findall(r"%[1-9n]", text))


def test_every_key_is_worded_in_both_languages_with_the_same_placeholders():
    assert hands.FRENCH.keys() == hands.ENGLISH.keys()
    for key, english in hands.ENGLISH.items():
        assert placeholders(hands.FRENCH[key]) == placeholders(english), key
        assert hands.FRENCH[key].strip(), key
    assert {f"outcome.{o.value}" for o in Outcome} <= hands.ENGLISH.keys()
    assert {f"abortive.{k.value}" for k in AbortiveKind} <= hands.ENGLISH.keys()
    assert {f"end.{r.value}" for r in EndReason} <= hands.ENGLISH.keys()


@pytest.mark.parametrize(("hand", "paid", "english", "french"), [
    (HandRecord(Outcome.RON, wins=(Win(1, han=3, fu=40, loser=0),)), None,
     "Ron: Bruno from Aiko 3 han 40 fu", "Ron\u00a0: Bruno sur Aiko 3 han 40 fu"),
    (HandRecord(Outcome.RON, wins=(Win(1, han=3, fu=30, loser=2), Win(3, han=2, fu=30, loser=2))),
     (1,), "Ron: Bruno + Dario from Chiara (3 han 30 fu + 2 han 30 fu (head bump: not paid))",
     "Ron\u00a0: Bruno + Dario sur Chiara (3 han 30 fu + 2 han 30 fu "
     "(atamahane : non pay\u00e9))"),
    (HandRecord(Outcome.TSUMO, wins=(Win(2, yakuman=2, pao=0),)), None,
     "Tsumo: Chiara double yakuman (pao Aiko)", "Tsumo\u00a0: Chiara double yakuman (pao Aiko)"),
    (HandRecord(Outcome.TSUMO, wins=(Win(2, han=6),)), None, "Tsumo: Chiara 6 han",
     "Tsumo\u00a0: Chiara 6 han"),
    (HandRecord(Outcome.EXHAUSTIVE_DRAW, tenpai=(0, 1)), None, "Draw: tenpai Aiko, Bruno",
     "Fin de mur\u00a0: tenpai Aiko, Bruno"),
    (HandRecord(Outcome.EXHAUSTIVE_DRAW), None, "Draw: all noten",
     "Fin de mur\u00a0: tous noten"),
    (HandRecord(Outcome.EXHAUSTIVE_DRAW, tenpai=(0, 1, 2, 3)), None, "Draw: all tenpai",
     "Fin de mur\u00a0: tous tenpai"),
    (HandRecord(Outcome.ABORTIVE_DRAW, abortive_kind=AbortiveKind.FOUR_WINDS), None,
     "Abortive draw: four winds", "Main annul\u00e9e\u00a0: quatre vents"),
    (HandRecord(Outcome.NAGASHI_MANGAN, nagashi_mangan_seats=(3,)), None,
     "Nagashi mangan: Dario", "Nagashi mangan\u00a0: Dario"),
    (HandRecord(Outcome.CHOMBO, offender=1), None, "Chombo: Bruno", "Chombo\u00a0: Bruno"),
])
def test_a_hand_in_english_and_in_french(hand, paid, english, french):
    assert hands.hand_summary(hand, PLAYERS, "en", paid) == english
    assert hands.hand_summary(hand, PLAYERS, "fr", paid) == french


def test_a_name_that_looks_like_a_placeholder_stays_as_it_is():
    """Filled in one pass: "%2" in a winner's name was replaced by the next value."""
    hand = HandRecord(Outcome.RON, wins=(Win(1, han=3, fu=30, loser=2),
                                         Win(3, yakuman=3, loser=2)))
    line = hands.hand_summary(hand, ("Aiko", "Bruno %2", "Chiara", "%3 Dario"), "en")
    assert line == "Ron: Bruno %2 + %3 Dario from Chiara (3 han 30 fu + 3\u00d7 yakuman)"


def test_the_name_of_a_player_is_set_as_the_caller_asks():
    hand = HandRecord(Outcome.CHOMBO, offender=0)
    assert hands.hand_summary(hand, PLAYERS, "fr", name=lambda n: f"[{n}]") == (
        "Chombo\u00a0: [Aiko]")


def test_another_language_is_worded_in_english():
    assert hands.outcome_name(Outcome.EXHAUSTIVE_DRAW, "de") == "Draw"
    assert hands.abortive_name("no_such_kind", "fr") == "no_such_kind"


def test_why_a_game_ended_in_both_languages():
    for code in EndReason:
        assert hands.end_reason(code.value, "en", "South 4"), code
    assert hands.end_reason("last_hand", "en", "South 4") == "South 4 was the last hand"
    assert hands.end_reason("last_hand", "fr", "Sud 4") == "Sud 4 \u00e9tait la derni\u00e8re main"
    assert hands.end_reason("dealer_top", "fr") == (
        "le donneur a gard\u00e9 la main en premi\u00e8re place apr\u00e8s la derni\u00e8re main")
    assert hands.end_reason("bust", "en") == "a player's score went below zero"
    assert hands.end_reason("no_such_code", "fr") is None  # (the caller shows the core's)

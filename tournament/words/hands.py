"""A hand in words, in English and in French: what the desk's hand log, its table screen and
its statistics say of a hand ("Ron: Bruno from Aiko 3 han 40 fu", "Fin de mur : tenpai
Aiko, Bruno"), its outcome's name, a win's value, an abortive draw's kind, and why a game
ended.

One catalogue for both languages, keyed by code, beside the problems' words
(`tournament.words.issues`) and the documents' (`tournament.words.document_words`); the
desk words a hand from here in its language (`ui.text`). A test
(tests/core/test_hand_words.py) fails on a key missing in one language or with other
placeholders than in the other. %1, %2, %3 and %n stand for what the sentence names.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from tournament.model import HandRecord, Outcome, Win

ENGLISH: dict[str, str] = {
    "outcome.ron": "Ron",
    "outcome.tsumo": "Tsumo",
    "outcome.exhaustive_draw": "Draw",
    "outcome.abortive_draw": "Abortive draw",
    "outcome.nagashi_mangan": "Nagashi mangan",
    "outcome.chombo": "Chombo",
    "labelled": "%1: %2",
    "yakuman": "yakuman",
    "yakuman.double": "double yakuman",
    "yakuman.n": "%n\u00d7 yakuman",
    "han": "%n han",
    "han_fu": "%1 han %2 fu",
    "pao": "(pao %1)",
    "not_paid": "(head bump: not paid)",
    "from": "from %1",
    "winners_from": "%1 from %2 (%3)",
    "all_noten": "all noten",
    "all_tenpai": "all tenpai",
    "tenpai": "tenpai %1",
    "abortive.nine_terminals": "nine terminals",
    "abortive.four_winds": "four winds",
    "abortive.four_kongs": "four kongs",
    "abortive.four_riichi": "four riichi",
    "abortive.triple_ron": "triple ron",
    # Why a game ended (`TableState.end_code`); %1: the hand that ended it ("South 4").
    "end.bust": "a player's score went below zero",
    "end.time_called": "time was called on this hand",
    "end.dealer_top": "the dealer kept the deal in first place after %1",
    "end.goal_score": "%1 ended with a player at the goal score",
    "end.last_extra_hand": "%1 was the last extra hand",
    "end.last_hand": "%1 was the last hand",
    "end.paper_totals": "final scores entered from the score slip",
    "end.the_last_hand": "the last hand",
}

FRENCH: dict[str, str] = {
    "outcome.ron": "Ron",
    "outcome.tsumo": "Tsumo",
    "outcome.exhaustive_draw": "Fin de mur",
    "outcome.abortive_draw": "Main annul\u00e9e",
    "outcome.nagashi_mangan": "Nagashi mangan",
    "outcome.chombo": "Chombo",
    "labelled": "%1\u00a0: %2",
    "yakuman": "yakuman",
    "yakuman.double": "double yakuman",
    "yakuman.n": "%n\u00d7 yakuman",
    "han": "%n han",
    "han_fu": "%1 han %2 fu",
    "pao": "(pao %1)",
    "not_paid": "(atamahane : non pay\u00e9)",
    "from": "sur %1",
    "winners_from": "%1 sur %2 (%3)",
    "all_noten": "tous noten",
    "all_tenpai": "tous tenpai",
    "tenpai": "tenpai %1",
    "abortive.nine_terminals": "neuf terminales",
    "abortive.four_winds": "quatre vents",
    "abortive.four_kongs": "quatre kongs",
    "abortive.four_riichi": "quatre riichi",
    "abortive.triple_ron": "triple ron",
    "end.bust": "le score d\u2019un joueur est pass\u00e9 sous z\u00e9ro",
    "end.time_called": "le temps a \u00e9t\u00e9 annonc\u00e9 sur cette main",
    "end.dealer_top": "le donneur a gard\u00e9 la main en premi\u00e8re place apr\u00e8s %1",
    "end.goal_score": "%1 s\u2019est termin\u00e9e avec un joueur au score vis\u00e9",
    "end.last_extra_hand": "%1 \u00e9tait la derni\u00e8re main suppl\u00e9mentaire",
    "end.last_hand": "%1 \u00e9tait la derni\u00e8re main",
    "end.paper_totals": "scores finaux saisis depuis la feuille de score",
    "end.the_last_hand": "la derni\u00e8re main",
}

WORDS: dict[str, dict[str, str]] = {"en": ENGLISH, "fr": FRENCH}


_PLACE = re.compile(r"%([1-9n])")


def say(language: str, key: str, *values: object, n: int | None = None) -> str:
    """The words of `key` in `language` (English for another): %1, %2... are `values` in
    order, %n is `n`, filled in one pass (a name holding "%2" stays as it is)."""

    def fill(found: re.Match[str]) -> str:
        if found[1] == "n":
            return str(n)
        return str(values[int(found[1]) - 1])

    return _PLACE.sub(fill, WORDS.get(language, ENGLISH)[key])


def end_reason(code: str, language: str, hand: str | None = None) -> str | None:
    """Why a game ended, from its `EndReason` code, in `language`; `hand`: the hand that
    ended it ("South 4"; None: "the last hand"). None for a code the catalogue has not (the
    caller shows the core's English sentence)."""
    key = f"end.{code}"
    if key not in ENGLISH:
        return None
    return say(language, key, hand if hand is not None else say(language, "end.the_last_hand"))


def outcome_name(outcome: Outcome, language: str) -> str:
    return say(language, f"outcome.{outcome.value}")


def abortive_name(kind: str, language: str) -> str:
    """An abortive draw's kind ("nine_terminals") in words; an unknown kind as it is."""
    key = f"abortive.{kind}"
    return say(language, key) if key in ENGLISH else kind


def yakuman_text(multiple: int, language: str) -> str:
    """"yakuman", "double yakuman", "3× yakuman"."""
    if multiple == 1:
        return say(language, "yakuman")
    if multiple == 2:
        return say(language, "yakuman.double")
    return say(language, "yakuman.n", n=multiple)


def win_value(win: Win, language: str) -> str:
    """"3 han 40 fu", "6 han", "yakuman", "double yakuman"."""
    if win.yakuman:
        return yakuman_text(win.yakuman, language)
    if win.fu == 0:
        return say(language, "han", n=win.han)
    return say(language, "han_fu", win.han, win.fu)


def hand_summary(hand: HandRecord, players: Sequence[str], language: str,
                 paid_winners: Sequence[int] | None = None,
                 name: Callable[[str], str] = str) -> str:
    """One line for a hand log: "Ron: Bruno from Aiko 3 han 40 fu"; a double ron names its
    winners first, "Ron: Bruno + Dario from Chiara (3 han 30 fu + 2 han 30 fu)", so a cut
    line still shows both. `paid_winners`: the winners paid when a head bump leaves others
    out (said "not paid"); `name`: how a player's name is set in the sentence (the desk
    isolates it, so a right-to-left name does not reorder the line)."""

    def who(seat: int) -> str:
        return name(players[seat])

    def seats(found: Sequence[int]) -> str:
        return ", ".join(who(s) for s in found)

    def labelled(label_key: str, text: str) -> str:
        return say(language, "labelled", say(language, label_key), text)

    def extras(win: Win) -> str:
        text = ""
        if win.pao is not None:
            text += " " + say(language, "pao", who(win.pao))
        if paid_winners is not None and win.winner not in paid_winners:
            text += " " + say(language, "not_paid")
        return text

    outcome = hand.outcome
    if outcome is Outcome.RON and len(hand.wins) > 1:
        winners = " + ".join(who(win.winner) for win in hand.wins)
        values = " + ".join(win_value(win, language) + extras(win) for win in hand.wins)
        loser = hand.wins[0].loser
        if loser is None:
            return labelled("outcome.ron", f"{winners} ({values})")
        return labelled("outcome.ron", say(language, "winners_from", winners, who(loser), values))
    if outcome is Outcome.RON:
        parts = []
        for i, win in enumerate(hand.wins):
            text = who(win.winner)
            if i == 0 and win.loser is not None:
                text += " " + say(language, "from", who(win.loser))
            parts.append(text + " " + win_value(win, language) + extras(win))
        return labelled("outcome.ron", " + ".join(parts))
    if outcome is Outcome.TSUMO:
        win = hand.wins[0]
        text = labelled("outcome.tsumo", f"{who(win.winner)} {win_value(win, language)}")
        if win.pao is not None:
            text += " " + say(language, "pao", who(win.pao))
        return text
    if outcome is Outcome.EXHAUSTIVE_DRAW:
        if not hand.tenpai:
            return labelled("outcome.exhaustive_draw", say(language, "all_noten"))
        if len(hand.tenpai) == 4:
            return labelled("outcome.exhaustive_draw", say(language, "all_tenpai"))
        return labelled("outcome.exhaustive_draw",
                        say(language, "tenpai", seats(hand.tenpai)))
    if outcome is Outcome.ABORTIVE_DRAW:
        kind = hand.abortive_kind.value if hand.abortive_kind else ""
        return labelled("outcome.abortive_draw", abortive_name(kind, language))
    if outcome is Outcome.NAGASHI_MANGAN:
        return labelled("outcome.nagashi_mangan", seats(hand.nagashi_mangan_seats))
    assert hand.offender is not None
    return labelled("outcome.chombo", who(hand.offender))

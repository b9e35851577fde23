"""The words and numbers a referee reads: points, seats by name, outcomes, payments.

Everything shown goes through `tr` (QCoreApplication.translate with the empty context, which
is the context pyside6-lupdate gives a bare ``tr("...")`` call) so French .ts files can be
produced with ``pyside6-lupdate ui -ts resources/translations/fr.ts``. Words kept in tables
are marked with QT_TR_NOOP so lupdate finds them too.

The core's problems are worded from their code and params in `ui.issue_words`.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from PySide6.QtCore import QT_TR_NOOP, QCoreApplication

from tournament.model import HandRecord, HandResult, Outcome, Payment, TableState, Win, Wind

MINUS = "\u2212"  # a real minus sign: wider than a hyphen, readable at arm's length


def tr(text: str) -> str:
    return QCoreApplication.translate("", text)


def count(n: int, one: str, many: str) -> str:
    """"1 riichi stick", "2 riichi sticks": `one` and `many` are translated texts with %n."""
    return (one if n == 1 else many).replace("%n", str(n))


def points(value: int) -> str:
    """30000 -> "30,000"; -2000 -> "−2,000"."""
    text = f"{abs(value):,}"
    return MINUS + text if value < 0 else text


def delta(value: int) -> str:
    """A change of score: "+5,200", "−5,200", "0"."""
    if value == 0:
        return "0"
    return ("+" if value > 0 else MINUS) + f"{abs(value):,}"


def signed(value: float) -> str:
    """Tournament points with one decimal and a real sign: "+38.3", "−30.1"."""
    text = f"{abs(value):.1f}"
    if round(value, 1) == 0:
        return text
    return ("+" if value > 0 else MINUS) + text


def place(n: int) -> str:
    """"1st place"."""
    return [tr("1st place"), tr("2nd place"), tr("3rd place"), tr("4th place")][n - 1]


def wind_name(wind: Wind) -> str:
    return [tr("East"), tr("South"), tr("West"), tr("North")][wind]


def round_title(state: TableState) -> str:
    """"South 2, 1 honba" (translatable; `TableState.title` is the core's English form)."""
    title = f"{wind_name(state.round_wind)} {state.hand_number}"
    if state.honba:
        title += ", " + tr("%n honba").replace("%n", str(state.honba))
    return title


def round_short(state: TableState) -> str:
    """"E1 1 honba" for the hand log."""
    text = state.label
    if state.honba:
        text += " " + tr("%n honba").replace("%n", str(state.honba))
    return text


def names(seats: Sequence[int], players: Sequence[str]) -> str:
    return ", ".join(players[s] for s in seats)


def win_value(win: Win) -> str:
    """"3 han 40 fu", "6 han", "yakuman", "double yakuman"."""
    if win.yakuman:
        if win.yakuman == 1:
            return tr("yakuman")
        if win.yakuman == 2:
            return tr("double yakuman")
        return tr("%n× yakuman").replace("%n", str(win.yakuman))
    if win.fu == 0:
        return tr("%n han").replace("%n", str(win.han))
    return tr("%1 han %2 fu").replace("%1", str(win.han)).replace("%2", str(win.fu))


ABORTIVE_NAMES = {
    "nine_terminals": QT_TR_NOOP("nine terminals"),
    "four_winds": QT_TR_NOOP("four winds"),
    "four_kongs": QT_TR_NOOP("four kongs"),
    "four_riichi": QT_TR_NOOP("four riichi"),
    "triple_ron": QT_TR_NOOP("triple ron"),
}

LIMIT_NAMES = {
    "mangan": QT_TR_NOOP("mangan"),
    "haneman": QT_TR_NOOP("haneman"),
    "baiman": QT_TR_NOOP("baiman"),
    "sanbaiman": QT_TR_NOOP("sanbaiman"),
    "yakuman": QT_TR_NOOP("yakuman"),
}


def limit_name(limit: str) -> str:
    return tr(LIMIT_NAMES.get(limit, limit))


def abortive_name(kind: str) -> str:
    return tr(ABORTIVE_NAMES.get(kind, kind))


def outcome_name(outcome: Outcome) -> str:
    return {
        Outcome.RON: tr("Ron"),
        Outcome.TSUMO: tr("Tsumo"),
        Outcome.EXHAUSTIVE_DRAW: tr("Draw"),
        Outcome.ABORTIVE_DRAW: tr("Abortive draw"),
        Outcome.NAGASHI_MANGAN: tr("Nagashi mangan"),
        Outcome.CHOMBO: tr("Chombo"),
    }[outcome]


def hand_summary(hand: HandRecord, players: Sequence[str],
                 paid_winners: Sequence[int] | None = None) -> str:
    """One line for the hand log: "Ron: Bruno from Aiko 3 han 40 fu"."""
    outcome = hand.outcome
    if outcome is Outcome.RON:
        parts = []
        for i, win in enumerate(hand.wins):
            text = players[win.winner]
            if i == 0 and win.loser is not None:
                text += " " + tr("from %1").replace("%1", players[win.loser])
            text += " " + win_value(win)
            if win.pao is not None:
                text += " " + tr("(pao %1)").replace("%1", players[win.pao])
            if paid_winners is not None and win.winner not in paid_winners:
                text += " " + tr("(head bump: not paid)")
            parts.append(text)
        return tr("Ron") + ": " + " + ".join(parts)
    if outcome is Outcome.TSUMO:
        win = hand.wins[0]
        text = tr("Tsumo") + f": {players[win.winner]} {win_value(win)}"
        if win.pao is not None:
            text += " " + tr("(pao %1)").replace("%1", players[win.pao])
        return text
    if outcome is Outcome.EXHAUSTIVE_DRAW:
        if not hand.tenpai:
            return tr("Draw") + ": " + tr("all noten")
        if len(hand.tenpai) == 4:
            return tr("Draw") + ": " + tr("all tenpai")
        return tr("Draw") + ": " + tr("tenpai %1").replace("%1", names(hand.tenpai, players))
    if outcome is Outcome.ABORTIVE_DRAW:
        kind = hand.abortive_kind.value if hand.abortive_kind else ""
        return tr("Abortive draw") + ": " + abortive_name(kind)
    if outcome is Outcome.NAGASHI_MANGAN:
        return tr("Nagashi mangan") + ": " + names(hand.nagashi_mangan_seats, players)
    assert hand.offender is not None
    return tr("Chombo") + ": " + players[hand.offender]


_REASONS = {
    "ron": QT_TR_NOOP("ron"),
    "tsumo": QT_TR_NOOP("tsumo"),
    "pao (liability)": QT_TR_NOOP("pao: liability"),
    "pao (liability, half)": QT_TR_NOOP("pao: liability, half"),
    "noten payment": QT_TR_NOOP("noten"),
    "nagashi mangan": QT_TR_NOOP("nagashi mangan"),
    "chombo": QT_TR_NOOP("chombo"),
}


def payment_line(payment: Payment, players: Sequence[str]) -> str:
    """"Aiko pays Bruno 5,200 (ron)", "Aiko puts 1,000 on the table (riichi)"."""
    amount = points(payment.amount)
    if payment.payee is None:
        assert payment.payer is not None
        return (tr("%1 puts %2 on the table (riichi)")
                .replace("%1", players[payment.payer]).replace("%2", amount))
    if payment.payer is None and payment.reason == "own riichi stake back":
        return (tr("%1 takes back their own riichi stake (%2)")
                .replace("%1", players[payment.payee]).replace("%2", amount))
    if payment.payer is None:
        sticks = re.search(r"\((\d+)\)", payment.reason)
        if sticks:
            return (count(int(sticks.group(1)),
                          tr("%1 takes %2 from the table (%n riichi stick)"),
                          tr("%1 takes %2 from the table (%n riichi sticks)"))
                    .replace("%1", players[payment.payee]).replace("%2", amount))
        return (tr("%1 takes %2 from the table (share of the riichi sticks)")
                .replace("%1", players[payment.payee]).replace("%2", amount))
    reason = tr(_REASONS.get(payment.reason, payment.reason))
    return (tr("%1 pays %2 %3 (%4)").replace("%1", players[payment.payer])
            .replace("%2", players[payment.payee]).replace("%3", amount).replace("%4", reason))


def head_bump_line(result: HandResult, players: Sequence[str]) -> str:
    """On a head bump: who is paid and whose ron is not. Empty when everyone is paid."""
    if result.record.outcome is not Outcome.RON:
        return ""
    dropped = [w.winner for w in result.record.wins if w.winner not in result.paid_winners]
    if not dropped:
        return ""
    return (tr("Head bump: only %1 is paid; %2 gets nothing")
            .replace("%1", names(result.paid_winners, players))
            .replace("%2", names(dropped, players)))


def next_hand_line(result: HandResult) -> str:
    after = result.after
    if after.ended:
        return tr("The game ends: %1").replace("%1", after.end_reason)
    return tr("Next hand: %1").replace("%1", round_title(after))

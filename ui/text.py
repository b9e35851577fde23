"""The words and numbers a referee reads: points, seats by name, outcomes, payments.

Everything shown goes through `tr` (QCoreApplication.translate with the empty context, which
is the context pyside6-lupdate gives a bare ``tr("...")`` call) so French .ts files can be
produced with ``pyside6-lupdate ui -ts resources/translations/fr.ts``. Words kept in tables
are marked with QT_TR_NOOP so lupdate finds them too.

Numbers are written in the desk's language (`set_language`): 30,000 and 38.3 in English,
30 000 and 38,3 in French; `number`, `points`, `delta`, and `signed` are the one place the
GUI turns a number into text.

People's text (names, clubs, reasons) is never read as markup: labels that show it use plain
text (`ui.widgets.labels.PlainLabel`, or `setTextFormat(Qt.TextFormat.PlainText)`); `rich_safe`
makes a text safe for the places Qt reads as markup when it looks like markup (tooltips,
message boxes, form labels), `mnemonic_safe` for button and menu texts, where "&" marks a
shortcut letter; `isolate` keeps a right-to-left name from reordering the sentence around it.

The core's problems are worded from their code and params in `ui.issue_words`.
"""

from __future__ import annotations

import html
import re
from collections.abc import Callable, Iterable, Sequence
from datetime import date, datetime
from functools import cmp_to_key
from typing import TypeVar

from PySide6 import QtGui
from PySide6.QtCore import QCollator, QCoreApplication, QDate, QLocale, Qt

from tournament.model import (
    HandRecord,
    HandResult,
    Outcome,
    Payment,
    TableState,
    Win,
    Wind,
)
from tournament.players import countries
from tournament.standings import spec
from tournament.words import hands, issues
from tournament.words.countries import country_in_language as countries_in_language

# The core's one helper for a name among other words, used by the desk too (re-exported).
from tournament.words.free_text import FSI as FSI
from tournament.words.free_text import PDI as PDI
from tournament.words.free_text import isolate as isolate
from tournament.yaku.catalogue import BY_ID
from tournament.yaku.describe import CountedYaku

T = TypeVar("T")
MINUS = "\u2212"  # a real minus sign: wider than a hyphen, readable at arm's length

# The locale numbers and dates are written in: English unless the desk speaks another
# language (`ui.i18n.install` calls `set_language`). Never the system's "C" locale, which
# writes 30000 without a separator.
LOCALES = {"en": QLocale(QLocale.Language.English, QLocale.Country.UnitedKingdom),
           "fr": QLocale(QLocale.Language.French, QLocale.Country.France)}
_locale = LOCALES["en"]


def QT_TR_NOOP(text: str) -> str:  # noqa: N802 - the name pyside6-lupdate looks for
    """Marks a text for translation where it is defined (a table of words); `tr` translates
    it where it is shown. PySide6's own QT_TR_NOOP is typed as returning `object`."""
    return text


def tr(text: str) -> str:
    return QCoreApplication.translate("", text)


def set_language(language: str) -> QLocale:
    """Write numbers and dates as `language` does ("en", "fr"); also the default locale of
    new widgets (a spin box's group separator). Returns the locale."""
    global _locale
    _locale = LOCALES.get(language, LOCALES["en"])
    QLocale.setDefault(_locale)
    return _locale


def locale() -> QLocale:
    return _locale


def language() -> str:
    """The desk's language for numbers: "en", "fr"."""
    return _locale.name()[:2]


def collator() -> QCollator:
    """Qt's collator (ICU's) for the desk's language: names compared as people read them,
    "Łukasz" after "Lukas", "Małgorzata" beside "Maria"."""
    found = QCollator(_locale)
    found.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
    found.setNumericMode(True)
    return found


def name_order(names: Iterable[T], key: Callable[[T], str] | None = None) -> list[T]:
    """`names` (or things named by `key`) in the desk's alphabetical order."""
    compare = collator().compare
    named: Callable[[T], str] = key or str

    def order(a: T, b: T) -> int:
        return compare(named(a), named(b))

    return sorted(names, key=cmp_to_key(order))


def number(value: int | float, decimals: int = 0) -> str:
    """30000 -> "30,000" (English) or "30 000" (French); no sign handling (see `points`)."""
    if decimals:
        return _locale.toString(float(value), "f", decimals)
    return _locale.toString(int(value))


def date_text(value: str | date | None) -> str:
    """An ISO date as the language writes it briefly: "12/04/2026" (en-GB, fr)."""
    if not value:
        return ""
    day = date.fromisoformat(value) if isinstance(value, str) else value
    return _locale.toString(QDate(day.year, day.month, day.day),
                            QLocale.FormatType.ShortFormat)


def time_text(at: str) -> str:
    """An ISO timestamp (UTC in the log) as the local time of day: "14:05"."""
    try:
        return datetime.fromisoformat(at).astimezone().strftime("%H:%M")
    except ValueError:
        return ""


def country_in_language(english_name: str) -> str:
    """A country's English name ("Austria", as the core writes it) in the desk's language
    ("Autriche"), as the printed documents name it (`tournament.words.countries`); any other
    text is returned as it is."""
    return countries_in_language(english_name, language())


def country_name(code: str) -> str:
    """An EMA country code's name in the desk's language: "GER" -> "Allemagne" in French,
    "Germany" in English; the code itself if unknown."""
    english = countries.country_name(code)
    return english if english == code else country_in_language(english)


# --- people's text: never markup ------------------------------------------------------------



def rich_safe(text: str) -> str:
    """`text` for a place that reads markup when the text looks like it (a tooltip, a message
    box, a form's label): unchanged when Qt would show it as it is, else escaped inside an
    explicit rich-text document, so "<b>x</b>" shows its brackets."""
    if not QtGui.Qt.mightBeRichText(text) and "&" not in text:
        return text
    body = html.escape(text, quote=False).replace("\n", "<br>")
    return f"<qt>{body}</qt>"


def mnemonic_safe(text: str) -> str:
    """A button's or a menu item's text: "&" marks a shortcut letter there, so a name with
    "&" in it is written "&&"."""
    return text.replace("&", "&&")


def counts_as_one(n: int) -> bool:
    """Does the desk's language say `n` with the singular? English: 1 only ("0 wins"); French:
    0 and 1 ("0 victoire, 1 victoire, 2 victoires"). The core's rule
    (`tournament.words.issues.counts_as_one`), which the printed documents count by too."""
    return issues.counts_as_one(language(), n)


def count(n: int, one: str, many: str) -> str:
    """"1 riichi stick", "2 riichi sticks": `one` and `many` are translated texts with %n,
    chosen as the desk's language counts (`counts_as_one`)."""
    return (one if counts_as_one(n) else many).replace("%n", number(n))


def points(value: int) -> str:
    """30000 -> "30,000"; -2000 -> "−2,000" (French: "30 000", "−2 000")."""
    text = number(abs(value))
    return MINUS + text if value < 0 else text


def delta(value: int) -> str:
    """A change of score: "+5,200", "−5,200", "0"."""
    if value == 0:
        return "0"
    return ("+" if value > 0 else MINUS) + number(abs(value))


def signed(value: float, decimals: int = 1) -> str:
    """Tournament points with one decimal and a real sign: "+38.3", "−30.1" ("+38,3"): the
    standings' one formatter (`tournament.standings.spec.signed`) in the desk's language."""
    return spec.signed(value, decimals, language())


def place(n: int) -> str:
    """"1st place"."""
    return [tr("1st place"), tr("2nd place"), tr("3rd place"), tr("4th place")][n - 1]


def wind_name(wind: Wind) -> str:
    return [tr("East"), tr("South"), tr("West"), tr("North")][wind]


def wind_letter(wind: Wind) -> str:
    """The wind's initial in the desk's language: "W" for West in English, "O" (Ouest) in
    French, where `Wind.letter` is the core's English one."""
    return wind_name(wind)[:1]


def wind_counts(counts: Sequence[int]) -> str:
    """How often a player sits in each wind: "E1 S2 W0 N1" ("E1 S2 O0 N1" in French)."""
    return " ".join(f"{wind_letter(Wind(i))}{number(n)}" for i, n in enumerate(counts))


def round_title(state: TableState) -> str:
    """"South 2, 1 honba" (translatable; `TableState.title` is the core's English form)."""
    title = f"{wind_name(state.round_wind)} {state.hand_number}"
    if state.honba:
        title += ", " + tr("%n honba").replace("%n", str(state.honba))
    return title


def round_short(state: TableState) -> str:
    """"E1 1 honba" for the hand log ("O1" in French: the wind's initial in the desk's
    language, where `TableState.label` is the core's English one)."""
    text = f"{wind_letter(state.round_wind)}{state.hand_number}"
    if state.honba:
        text += " " + tr("%n honba").replace("%n", str(state.honba))
    return text


def labelled(label: str, text: str) -> str:
    """"Ron: Bruno from Aiko" ("Ron : ..." in French, which puts a space before a colon)."""
    return tr("%1: %2").replace("%1", label).replace("%2", text)


def names(seats: Sequence[int], players: Sequence[str]) -> str:
    return ", ".join(isolate(players[s]) for s in seats)


def yakuman_text(multiple: int) -> str:
    """"yakuman", "double yakuman", "3× yakuman" (`tournament.words.hands`)."""
    return hands.yakuman_text(multiple, language())


def win_value(win: Win) -> str:
    """"3 han 40 fu", "6 han", "yakuman", "double yakuman" (`tournament.words.hands`)."""
    return hands.win_value(win, language())


def yaku_name(yaku_id: str) -> str:
    """A yaku as the desk names it: its name in the desk's language (the catalogue has the
    English and the French ones), with the romaji when it differs: "Tout Ordinaire ·
    Tan'yao", "All Simples · Tan'yao", "Riichi"."""
    y = BY_ID.get(yaku_id)
    if y is None:
        return yaku_id
    name = y.fr if _locale.name()[:2] == "fr" else y.en
    return name if y.ja.casefold() == name.casefold() else f"{name} \u00b7 {y.ja}"


def yaku_breakdown(yaku: Sequence[CountedYaku], dora_han: int, total: str) -> str:
    """"Riichi 1 + Pinfu 1 + dora 2 = 4" with the desk's yaku names (`yaku_name` without the
    romaji); `total` is what follows "=" ("4", "3 han 40 fu", "yakuman"). A yakuman's yaku
    are listed without han: "Daisangen = yakuman"."""
    parts = [yaku_name(c.id).split(" \u00b7 ")[0] + (f" {c.han}" if c.han else "")
             for c in yaku]
    if dora_han:
        parts.append(f"dora {dora_han}")
    return " + ".join(parts) + f" = {total}"


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
    return hands.abortive_name(kind, language())


def outcome_name(outcome: Outcome) -> str:
    return hands.outcome_name(outcome, language())


def hand_summary(hand: HandRecord, players: Sequence[str],
                 paid_winners: Sequence[int] | None = None) -> str:
    """One line for the hand log, in the desk's language (`tournament.words.hands`): "Ron:
    Bruno from Aiko 3 han 40 fu"; each name isolated (a right-to-left name does not reorder
    the line)."""
    return hands.hand_summary(hand, players, language(), paid_winners, isolate)


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
                .replace("%1", isolate(players[payment.payer])).replace("%2", amount))
    if payment.payer is None and payment.reason == "own riichi stake back":
        return (tr("%1 takes back their own riichi stake (%2)")
                .replace("%1", isolate(players[payment.payee])).replace("%2", amount))
    if payment.payer is None:
        sticks = re.search(r"\((\d+)\)", payment.reason)
        if sticks:
            return (count(int(sticks.group(1)),
                          tr("%1 takes %2 from the table (%n riichi stick)"),
                          tr("%1 takes %2 from the table (%n riichi sticks)"))
                    .replace("%1", isolate(players[payment.payee])).replace("%2", amount))
        return (tr("%1 takes %2 from the table (share of the riichi sticks)")
                .replace("%1", isolate(players[payment.payee])).replace("%2", amount))
    reason = tr(_REASONS.get(payment.reason, payment.reason))
    return (tr("%1 pays %2 %3 (%4)").replace("%1", isolate(players[payment.payer]))
            .replace("%2", isolate(players[payment.payee])).replace("%3", amount)
            .replace("%4", reason))


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


def end_reason(state: TableState, last: TableState | None = None) -> str:
    """Why the game ended, in the desk's language, from the core's `end_code`
    (`tournament.words.hands`); `last` is the state before the hand that ended it (its name:
    "South 4"). The core's English `end_reason` is shown only for a code the words do not
    know."""
    code = state.end_code
    hand = f"{wind_name(last.round_wind)} {last.hand_number}" if last is not None else None
    worded = hands.end_reason(code, language(), hand) if code is not None else None
    return state.end_reason if worded is None else worded


def next_hand_line(result: HandResult) -> str:
    after = result.after
    if after.ended:
        return tr("The game ends: %1").replace("%1", end_reason(after, result.before))
    return tr("Next hand: %1").replace("%1", round_title(after))


def reseat_loss(rounds: Sequence[int]) -> str:
    """What seating rounds again replaces, said before it is done."""
    listed = ", ".join(str(r) for r in rounds)
    return tr("What is lost: the tables drawn for round %1 (and any swaps made by hand); "
              "seating lists and score sheets printed for them no longer match. No game is "
              "lost: these rounds have no hands yet.").replace("%1", listed)

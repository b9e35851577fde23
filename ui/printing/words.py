"""The printed documents in the desk's language: the core builds them in English (the command
line prints them so); printed from the desk, their fixed texts go through `tr` and their
numbers are written as the desk writes them (30 000 and +38,3 in French).

`localize(document)` returns the document with its heading and the text of its HTML
translated. Only the texts the core writes are looked up: a text node that is exactly one
of `TEXTS`, or matches one of `PATTERNS` (a template with %1, %2... standing for numbers or
words), and a node that is only a number is re-written in the desk's locale. People's text
(names, clubs, the tournament's name) never matches a template, so it is left as it is. In
English the document is returned unchanged: the same bytes as the command line prints.
"""

from __future__ import annotations

import html
import re
from dataclasses import replace
from functools import cache

from PySide6.QtCore import QCoreApplication

from tournament.export.documents import Document
from tournament.export.gather import MONTHS, Heading
from ui.text import MINUS, country_in_language, locale, number

CONTEXT = "print"  # the printed words' own context: "Result" is "Issue" on a narrow column


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # noqa: N802 - the name lupdate reads
    """Marks `text` for translation in `context` where it is defined."""
    return text


def tr(text: str) -> str:
    return QCoreApplication.translate(CONTEXT, text)


# Texts the documents write on their own in a cell, a heading or a line.
TEXTS = {
    # Standings.
    "Place": QT_TRANSLATE_NOOP("print", "Place"),
    "Player": QT_TRANSLATE_NOOP("print", "Player"),
    "Club": QT_TRANSLATE_NOOP("print", "Club"),
    "Country": QT_TRANSLATE_NOOP("print", "Country"),
    "Carried": QT_TRANSLATE_NOOP("print", "Carried"),
    "Pen.": QT_TRANSLATE_NOOP("print", "Pen."),
    "Total": QT_TRANSLATE_NOOP("print", "Total"),
    "Substitutes (not ranked)": QT_TRANSLATE_NOOP("print", "Substitutes (not ranked)"),
    "Disqualified": QT_TRANSLATE_NOOP("print", "Disqualified"),
    "Outside the final: qualifying places": QT_TRANSLATE_NOOP(
        "print", "Outside the final: qualifying places"),
    # Seating and score sheets.
    "East": QT_TRANSLATE_NOOP("print", "East"),
    "South": QT_TRANSLATE_NOOP("print", "South"),
    "West": QT_TRANSLATE_NOOP("print", "West"),
    "North": QT_TRANSLATE_NOOP("print", "North"),
    "substitute": QT_TRANSLATE_NOOP("print", "substitute"),
    "Club · country": QT_TRANSLATE_NOOP("print", "Club · country"),
    "Table": QT_TRANSLATE_NOOP("print", "Table"),
    "Wind": QT_TRANSLATE_NOOP("print", "Wind"),
    "Winds are the seats for the first hand: East deals first.": QT_TRANSLATE_NOOP("print",
        "Winds are the seats for the first hand: East deals first."),
    "Hand": QT_TRANSLATE_NOOP("print", "Hand"),
    "Result": QT_TRANSLATE_NOOP("print", "Result"),
    "Winner": QT_TRANSLATE_NOOP("print", "Winner"),
    "From": QT_TRANSLATE_NOOP("print", "From"),
    "Han/fu": QT_TRANSLATE_NOOP("print", "Han/fu"),
    "start": QT_TRANSLATE_NOOP("print", "start"),
    "Hands": QT_TRANSLATE_NOOP("print", "Hands"),
    "Result: R ron, T tsumo, D draw (write the tenpai players), A abortive draw, C chombo. "
    "Scores after each hand.": QT_TRANSLATE_NOOP("print",
        "Result: R ron, T tsumo, D draw (write the tenpai players), A abortive draw, C "
        "chombo. Scores after each hand."),
    "Final": QT_TRANSLATE_NOOP("print", "Final"),
    "Final score": QT_TRANSLATE_NOOP("print", "Final score"),
    "Riichi sticks left": QT_TRANSLATE_NOOP("print", "Riichi sticks left"),
    "Chombo": QT_TRANSLATE_NOOP("print", "Chombo"),
    "Signature": QT_TRANSLATE_NOOP("print", "Signature"),
    # Result cards.
    "Round": QT_TRANSLATE_NOOP("print", "Round"),
    "Opponents": QT_TRANSLATE_NOOP("print", "Opponents"),
    "Points": QT_TRANSLATE_NOOP("print", "Points"),
    "Carried into the final": QT_TRANSLATE_NOOP("print", "Carried into the final"),
    "Referee penalties": QT_TRANSLATE_NOOP("print", "Referee penalties"),
    "Substitute (not ranked)": QT_TRANSLATE_NOOP("print", "Substitute (not ranked)"),
    "Not ranked": QT_TRANSLATE_NOOP("print", "Not ranked"),
    "did not play": QT_TRANSLATE_NOOP("print", "did not play"),
    "No game played yet.": QT_TRANSLATE_NOOP("print", "No game played yet."),
    "No player has been seated yet.": QT_TRANSLATE_NOOP("print", "No player has been seated yet."),
    # Tie-breaks (tournament.standings.TieBreak.text), listed in the standings' notes.
    "more first places": QT_TRANSLATE_NOOP("print", "more first places"),
    "best single game": QT_TRANSLATE_NOOP("print", "best single game"),
    "head-to-head: finished above the other tied players more often at shared tables":
        QT_TRANSLATE_NOOP("print", "head-to-head: finished above the other tied players more "
                                   "often at shared tables"),
    "higher sum of raw scores": QT_TRANSLATE_NOOP("print", "higher sum of raw scores"),
    # Award certificates.
    "Certificate": QT_TRANSLATE_NOOP("print", "Certificate"),
    "awarded to": QT_TRANSLATE_NOOP("print", "awarded to"),
    "for": QT_TRANSLATE_NOOP("print", "for"),
    "the organiser": QT_TRANSLATE_NOOP("print", "the organiser"),
    # Phone entry (score sheets and the table codes).
    "Code": QT_TRANSLATE_NOOP("print", "Code"),
    "No phone entry code for this table (issue them with table-codes).": QT_TRANSLATE_NOOP(
        "print", "No phone entry code for this table (issue them with table-codes)."),
    "Give each table its block (or its score sheet, which carries the same code). The players "
    "scan the QR code, or open the address and type the code, to enter their hands on a "
    "phone. A code opens its own table only, in this round only.": QT_TRANSLATE_NOOP(
        "print", "Give each table its block (or its score sheet, which carries the same "
                 "code). The players scan the QR code, or open the address and type the "
                 "code, to enter their hands on a phone. A code opens its own table only, in "
                 "this round only."),
    "The round is not seated.": QT_TRANSLATE_NOOP("print", "The round is not seated."),
    # The heading's ruleset.
    "(modified)": QT_TRANSLATE_NOOP("print", "(modified)"),
    # Award titles (tournament.awards.AwardCategory.label) and certificates.
    "Award certificates": QT_TRANSLATE_NOOP("print", "Award certificates"),
    "Best placed player": QT_TRANSLATE_NOOP("print", "Best placed player"),
    "Most wins": QT_TRANSLATE_NOOP("print", "Most wins"),
    "Highest hand": QT_TRANSLATE_NOOP("print", "Highest hand"),
    "Most yakuman": QT_TRANSLATE_NOOP("print", "Most yakuman"),
    "Best average placement": QT_TRANSLATE_NOOP("print", "Best average placement"),
    "Iron defence": QT_TRANSLATE_NOOP("print", "Iron defence"),
    "No award has a winner yet.": QT_TRANSLATE_NOOP("print", "No award has a winner yet."),
    # The flags the desk suggests (ui.views.awards_view.SUGGESTED_FLAGS): in a title.
    "newcomer": QT_TRANSLATE_NOOP("print", "newcomer"),
    "woman": QT_TRANSLATE_NOOP("print", "woman"),
    "junior": QT_TRANSLATE_NOOP("print", "junior"),
    "senior": QT_TRANSLATE_NOOP("print", "senior"),
    # Statistics (tournament.export.player_documents.statistics_document).
    "The biggest hands": QT_TRANSLATE_NOOP("print", "The biggest hands"),
    "Han / fu": QT_TRANSLATE_NOOP("print", "Han / fu"),
    "Won by": QT_TRANSLATE_NOOP("print", "Won by"),
    "Players": QT_TRANSLATE_NOOP("print", "Players"),
    "Games": QT_TRANSLATE_NOOP("print", "Games"),
    "Wins (ron/tsumo)": QT_TRANSLATE_NOOP("print", "Wins (ron/tsumo)"),
    "Win": QT_TRANSLATE_NOOP("print", "Win"),
    "Deal-in": QT_TRANSLATE_NOOP("print", "Deal-in"),
    "Riichi (won)": QT_TRANSLATE_NOOP("print", "Riichi (won)"),
    "Avg win": QT_TRANSLATE_NOOP("print", "Avg win"),
    "Largest": QT_TRANSLATE_NOOP("print", "Largest"),
    "Dealer kept": QT_TRANSLATE_NOOP("print", "Dealer kept"),
    "Noten/draws": QT_TRANSLATE_NOOP("print", "Noten/draws"),
    "Yakuman": QT_TRANSLATE_NOOP("print", "Yakuman"),
    "Avg place": QT_TRANSLATE_NOOP("print", "Avg place"),
    "Yaku": QT_TRANSLATE_NOOP("print", "Yaku"),
    "ron": QT_TRANSLATE_NOOP("print", "ron"),
    "tsumo": QT_TRANSLATE_NOOP("print", "tsumo"),
    "exhaustive draw": QT_TRANSLATE_NOOP("print", "exhaustive draw"),
    "abortive draw": QT_TRANSLATE_NOOP("print", "abortive draw"),
    "nagashi mangan": QT_TRANSLATE_NOOP("print", "nagashi mangan"),
    "chombo": QT_TRANSLATE_NOOP("print", "chombo"),
    "yakuman": QT_TRANSLATE_NOOP("print", "yakuman"),
    "Win and deal-in rates are per hand played (a chombo is not a hand); a double ron is one "
    "deal-in. Win values are the rule tables' before honba and riichi sticks (a tsumo: the "
    "three payments together). Dealer kept: hands the dealer kept by winning or by being "
    "tenpai at a draw, of the hands dealt. Noten/draws: exhaustive draws not tenpai.":
        QT_TRANSLATE_NOOP("print", "Win and deal-in rates are per hand played (a chombo is "
                          "not a hand); a double ron is one deal-in. Win values are the rule "
                          "tables' before honba and riichi sticks (a tsumo: the three payments "
                          "together). Dealer kept: hands the dealer kept by winning or by "
                          "being tenpai at a draw, of the hands dealt. Noten/draws: "
                          "exhaustive draws not tenpai."),
    "Counted on the wins recorded with their yaku (by yaku or from the tiles); wins recorded "
    "by han and fu only have none.": QT_TRANSLATE_NOOP(
        "print", "Counted on the wins recorded with their yaku (by yaku or from the tiles); "
        "wins recorded by han and fu only have none."),
}

# Templates: %1, %2... are numbers (re-written in the desk's locale) or words (looked up in
# `TEXTS`). A template matches a whole text node, or a sentence inside one (the standings'
# notes are one paragraph).
PATTERNS = (
    # Titles (tournament.export.gather).
    QT_TRANSLATE_NOOP("print", "Standings after round %1"),
    QT_TRANSLATE_NOOP("print", "Seating, round %1"),
    QT_TRANSLATE_NOOP("print", "Seating by player, round %1"),
    QT_TRANSLATE_NOOP("print", "Score sheets, round %1"),
    QT_TRANSLATE_NOOP("print", "Table codes, round %1"),
    QT_TRANSLATE_NOOP("print", "Result cards after round %1"),
    QT_TRANSLATE_NOOP("print", "Round %1"),
    QT_TRANSLATE_NOOP("print", "Table %1"),
    # Standings.
    QT_TRANSLATE_NOOP("print", "R%1"),
    QT_TRANSLATE_NOOP("print", "Points in the ruleset's unit (1.0 = %1 points); R1, R2… are "
                      "the points of each round, uma included."),
    QT_TRANSLATE_NOOP("print", "Players with equal points share a place (2=)."),
    QT_TRANSLATE_NOOP("print", "Finalists with equal points: the better qualifying place first."),
    QT_TRANSLATE_NOOP("print", "Pen.: referee penalties."),
    QT_TRANSLATE_NOOP("print", "* includes a game still in play."),
    QT_TRANSLATE_NOOP("print", "Not counted yet: %1."),
    QT_TRANSLATE_NOOP("print", "Ties broken by: %1."),
    QT_TRANSLATE_NOOP("print", "round %1 table %2"),
    QT_TRANSLATE_NOOP("print", "Ledger fingerprint: %1 (change %2)."),
    # Score sheets.
    QT_TRANSLATE_NOOP("print", "%1 (round %2) · Table %3"),
    QT_TRANSLATE_NOOP("print", "Round %1 · Table %2"),
    QT_TRANSLATE_NOOP("print", " · start %1 · time limit %2 minutes"),
    QT_TRANSLATE_NOOP("print", " · start %1"),
    QT_TRANSLATE_NOOP("print", "Final scores before the leftover riichi sticks are handed "
                      "out; they add up to 4 × start less 1,000 per stick left. Referee: %1 "
                      "Time: %2"),
    QT_TRANSLATE_NOOP("print", "Enter the hands on a phone: scan the QR code, or open %1 and "
                      "type the code."),
    QT_TRANSLATE_NOOP("print", "Enter the hands on a phone: open %1 on the live page and type "
                      "the code."),
    QT_TRANSLATE_NOOP("print", "(phone entry: %1)"),
    # Result cards.
    QT_TRANSLATE_NOOP("print", "Place %1 of %2"),
    QT_TRANSLATE_NOOP("print", "Statistics from the hand log: %1 of %2 games have hand "
                      "detail (tables scored from the paper slip count for places only)."),
    QT_TRANSLATE_NOOP("print", "%1 hands in %2 games with hand detail: %3 wins (%4 ron, %5 "
                      "tsumo, %6%)"),
    QT_TRANSLATE_NOOP("print", "%1 hands in %2 game with hand detail: %3 wins (%4 ron, %5 "
                      "tsumo, %6%)"),
    QT_TRANSLATE_NOOP("print", ", dealt in %1 (%2%), riichi %3 (%4 won)"),
    QT_TRANSLATE_NOOP("print", "average win %1, largest %2"),
    QT_TRANSLATE_NOOP("print", "No hand detail (scores from the paper slip)"),
    QT_TRANSLATE_NOOP("print", "average place %1"),
    # Award certificates: the core's titles and what each was won with
    # (tournament.awards); a country named in a title is named in the desk's language.
    QT_TRANSLATE_NOOP("print", "Best placed player: %1"),
    QT_TRANSLATE_NOOP("print", "Best placed %1"),
    QT_TRANSLATE_NOOP("print", "place %1 in the standings"),
    QT_TRANSLATE_NOOP("print", "%1 wins"),
    QT_TRANSLATE_NOOP("print", "%1 win"),
    QT_TRANSLATE_NOOP("print", "%1 yakuman"),
    QT_TRANSLATE_NOOP("print", "average placement %1 over %2 games"),
    QT_TRANSLATE_NOOP("print", "average placement %1 over %2 game"),
    QT_TRANSLATE_NOOP("print", "dealt in %1 times in %2 hands (%3%)"),
    QT_TRANSLATE_NOOP("print", "dealt in %1 time in %2 hands (%3%)"),
    QT_TRANSLATE_NOOP("print", "%1 points: %2 (round %3, table %4, %5)"),
    QT_TRANSLATE_NOOP("print", "%1 points: %2"),
    QT_TRANSLATE_NOOP("print", "shared with %1"),
    # Statistics.
    QT_TRANSLATE_NOOP("print", "Statistics after round %1"),
    QT_TRANSLATE_NOOP("print", "Hand detail: %1 of %2 games: tables scored from the paper "
                      "slip count for places only."),
    QT_TRANSLATE_NOOP("print", "%1 hands recorded, %2 hands per finished game; %3 wins, %4 "
                      "riichi, %5 chombos."),
    QT_TRANSLATE_NOOP("print", "%1 hands recorded, %2 hands per finished game; %3 wins, %4 "
                      "riichi, %5 chombo."),
    QT_TRANSLATE_NOOP("print", "Outcomes: %1."),
    QT_TRANSLATE_NOOP("print", "exhaustive draw %1 (%2%)"),
    QT_TRANSLATE_NOOP("print", "abortive draw %1 (%2%)"),
    QT_TRANSLATE_NOOP("print", "%1, %2 han"),
    QT_TRANSLATE_NOOP("print", "%1 han %2 fu"),
    QT_TRANSLATE_NOOP("print", "%1 han"),
    QT_TRANSLATE_NOOP("print", "%1x yakuman"),
    QT_TRANSLATE_NOOP("print", "East %1"),
    QT_TRANSLATE_NOOP("print", "South %1"),
    QT_TRANSLATE_NOOP("print", "West %1"),
    QT_TRANSLATE_NOOP("print", "North %1"),
    QT_TRANSLATE_NOOP("print", "%1, %2 honba"),
)

# Templates whose placeholders are words (a list, a name, blanks to fill in) rather than
# numbers: they match a whole text node, or a sentence bounded by their own words.
WORD_TEMPLATES = frozenset({
    "Best placed player: %1", "Best placed %1", "place %1 in the standings",
    "%1 points: %2 (round %3, table %4, %5)", "%1 points: %2", "shared with %1",
    "Outcomes: %1.", "%1, %2 han", "%1, %2 honba",
    "Not counted yet: %1.", "Ties broken by: %1.", "%1 (round %2) · Table %3",
    "Ledger fingerprint: %1 (change %2).",
    "Enter the hands on a phone: scan the QR code, or open %1 and type the code.",
    "Enter the hands on a phone: open %1 on the live page and type the code.",
    "(phone entry: %1)",
    "Final scores before the leftover riichi sticks are handed out; they add up to 4 × start "
    "less 1,000 per stick left. Referee: %1 Time: %2"})

# An English number as the core writes it: 30,000 / −17,800 / +38.3 / 1.0.
_NUMBER = r"[+\u2212-]?\d+(?:,\d{3})*(?:\.\d+)?"
_ONLY_NUMBER = re.compile(rf"^{_NUMBER}$")


def english() -> bool:
    return locale().name()[:2] == "en"


def localize(document: Document) -> Document:
    """`document` in the desk's language (unchanged in English)."""
    if english():
        return document
    h = document.heading
    markup = document.body
    shown_dates = dates(h.dates)
    if h.dates and shown_dates != h.dates:
        markup = markup.replace(html.escape(h.dates, quote=True), html.escape(shown_dates))
    sheets = tuple(body(sheet.replace(html.escape(h.dates, quote=True), html.escape(shown_dates))
                        if h.dates else sheet) for sheet in document.sheets)
    return replace(document, heading=heading(h), body=body(markup), sheets=sheets)


def heading(h: Heading) -> Heading:
    ruleset = h.ruleset.replace("(modified)", tr(TEXTS["(modified)"]))
    return replace(h, dates=dates(h.dates), ruleset=ruleset, title=text(h.title))


def dates(value: str) -> str:
    """"21–22 November 2026" with the month named in the desk's language."""
    for i, month in enumerate(MONTHS):
        value = re.sub(rf"\b{month}\b", locale().monthName(i + 1), value)
    return value


def body(markup: str) -> str:
    """The HTML with each text node between tags localized."""
    parts = re.split(r"(<[^>]*>)", markup)
    for i, part in enumerate(parts):
        if part and not part.startswith("<"):
            plain = html.unescape(part)
            # A country the core wrote in English in its own element (a certificate).
            named = i and parts[i - 1] == "<span class=\"country\">"
            shown = country(plain) if named else text(plain)
            if shown != plain:
                parts[i] = html.escape(shown, quote=False)
    return "".join(parts)


def local_number(english_number: str) -> str:
    """"30,000" -> "30 000", "+38.3" -> "+38,3", "−17,800" -> "−17 800"."""
    sign = english_number[0] if english_number[0] in "+\u2212-" else ""
    digits = english_number[len(sign):].replace(",", "")
    decimals = len(digits.split(".")[1]) if "." in digits else 0
    shown = number(float(digits), decimals) if decimals else number(int(digits))
    return ("+" if sign == "+" else MINUS if sign else "") + shown


@cache
def _patterns() -> tuple[tuple[re.Pattern[str], str], ...]:
    out = []
    for template in PATTERNS:
        words = template in WORD_TEMPLATES
        regex = ""
        for piece in re.split(r"(%\d)", template):
            if re.fullmatch(r"%\d", piece):
                regex += "(.+?)" if words else f"({_NUMBER})"
            else:
                regex += re.escape(piece)
        if words and re.match(r"%\d", template) or re.search(r"%\d$", template) and words:
            regex = f"^{regex}$"
        else:  # not inside a word or a number
            if template[0].isalnum() or template[0] == "%":
                regex = rf"(?<![\w.,]){regex}"
            if template[-1].isalnum():
                regex = rf"{regex}(?![\w,])"
        out.append((re.compile(regex), template))
    # Longest first: "Seating by player, round %1" before "Round %1".
    return tuple(sorted(out, key=lambda item: -len(item[1])))


def _word(value: str) -> str:
    """A placeholder's value: a number in the desk's locale, a known text translated."""
    value = value.strip()
    if _ONLY_NUMBER.match(value):
        return local_number(value)
    if value in TEXTS:
        return tr(TEXTS[value])
    if "; " in value:  # a list: "more first places; best single game"
        return "; ".join(_word(item) for item in value.split("; "))
    shown = text(value)
    return shown if shown != value else country(value)


def country(english_name: str) -> str:
    """A country the core names in English ("Austria") in the desk's language
    ("Autriche"); any other text as it is."""
    return country_in_language(english_name)


def text(value: str) -> str:
    """One text node (or a heading's title) in the desk's language."""
    stripped = value.strip()
    if not stripped:
        return value
    lead = value[:len(value) - len(value.lstrip())]
    trail = value[len(value.rstrip()):]
    if stripped in TEXTS:
        return lead + tr(TEXTS[stripped]) + trail
    if _ONLY_NUMBER.match(stripped):
        return lead + local_number(stripped) + trail
    out = value
    for regex, template in _patterns():
        def swap(match: re.Match[str], template: str = template) -> str:
            shown = tr(template)
            for n, group in enumerate(match.groups(), start=1):
                shown = shown.replace(f"%{n}", _word(group))
            return shown

        out = regex.sub(swap, out)
    return out

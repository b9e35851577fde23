"""The printed documents in the desk's language: the core builds each document from parts
whose words are codes with parameters (`tournament.words.document_words`); printed from the desk,
each code's words are looked up in the translations (context "print") and its numbers, months and
countries written as the desk writes them (30 000, +38,3 and "novembre" in French).

`localize(document)` returns the document worded in the desk's language; in English it is
returned as it is, the same bytes as the command line prints. `desk_words()` are those words
for the files the desk exports (the standings web page). People's text (names, clubs,
the tournament's name) is never a code, so it is never looked up.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from tournament.export.documents import Document
from tournament.words.document_words import ENGLISH_WORDS, Words
from tournament.words.numbers import number_text
from ui.text import country_in_language, counts_as_one, language, locale

CONTEXT = "print"  # the printed words' own context: "Result" is "Issue" on a narrow column


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # noqa: N802 - the name lupdate reads
    """Marks `text` for translation in `context` where it is defined."""
    return text


# Each code's English (`tournament.words.document_words.ENGLISH`, which a test checks this
# against), marked here for the translators: pyside6-lupdate reads the desk's files only.
TEMPLATES = {
    "heading.modified": QT_TRANSLATE_NOOP("print", "%1 (modified)"),
    "title.standings": QT_TRANSLATE_NOOP("print", "Standings after round %1"),
    "title.standings.final_round": QT_TRANSLATE_NOOP("print", "Standings after %1 (round %2)"),
    "title.standings.final": QT_TRANSLATE_NOOP("print", "Final standings"),
    "title.seating_tables": QT_TRANSLATE_NOOP("print", "Seating, %1"),
    "title.seating_players": QT_TRANSLATE_NOOP("print", "Seating by player, %1"),
    "title.score_sheets": QT_TRANSLATE_NOOP("print", "Score sheets, %1"),
    "title.table_codes": QT_TRANSLATE_NOOP("print", "Table codes, %1"),
    "title.round": QT_TRANSLATE_NOOP("print", "Round %1"),
    "title.round_lower": QT_TRANSLATE_NOOP("print", "round %1"),
    "title.final_round_lower": QT_TRANSLATE_NOOP("print", "%1 (round %2)"),
    "title.cards": QT_TRANSLATE_NOOP("print", "Result cards after round %1"),
    "title.statistics": QT_TRANSLATE_NOOP("print", "Statistics after round %1"),
    "title.certificates": QT_TRANSLATE_NOOP("print", "Award certificates"),
    "title.web": QT_TRANSLATE_NOOP("print", "%1: %2"),
    "web.made_with": QT_TRANSLATE_NOOP("print", "Made with %1."),
    # A round's name: "Final" has other words than the score sheet's "Final" (its results).
    "final.round": QT_TRANSLATE_NOOP("print_round", "Final"),
    "final.game": QT_TRANSLATE_NOOP("print", "Final, game %1"),
    "final.round.lower": QT_TRANSLATE_NOOP("print", "final"),
    "final.game.lower": QT_TRANSLATE_NOOP("print", "final, game %1"),
    "final.title": QT_TRANSLATE_NOOP("print", "Final of the top %1 (%2)"),
    "carry.kept": QT_TRANSLATE_NOOP("print", "qualifying points kept"),
    "carry.halved": QT_TRANSLATE_NOOP("print", "qualifying points halved"),
    "carry.reset": QT_TRANSLATE_NOOP("print", "qualifying points reset to zero"),
    "final_seating.snake": QT_TRANSLATE_NOOP("print", "seated by rank, snake (1-4-5-8)"),
    "final_seating.blocks": QT_TRANSLATE_NOOP("print", "seated by rank, top table (1-2-3-4)"),
    "final_seating.manual": QT_TRANSLATE_NOOP("print", "seated by the organiser"),
    "final.note": QT_TRANSLATE_NOOP("print",
        "%1: the top %2 after round %3 play the final, %4. Carried: the qualifying "
        "points each finalist starts the final with; F1: the final's games. Players "
        "outside the final keep their qualifying places."),
    "final.note.n": QT_TRANSLATE_NOOP("print",
        "%1: the top %2 after round %3 play the final, %4. Carried: the qualifying "
        "points each finalist starts the final with; F1–F%5: the final's games. "
        "Players outside the final keep their qualifying places."),
    "col.place": QT_TRANSLATE_NOOP("print", "Place"),
    "col.player": QT_TRANSLATE_NOOP("print", "Player"),
    "col.club": QT_TRANSLATE_NOOP("print", "Club"),
    "col.country": QT_TRANSLATE_NOOP("print", "Country"),
    "col.carried": QT_TRANSLATE_NOOP("print", "Carried"),
    "col.round": QT_TRANSLATE_NOOP("print", "R%1"),
    "col.final_round": QT_TRANSLATE_NOOP("print", "F%1"),
    "col.penalties": QT_TRANSLATE_NOOP("print", "Pen."),
    "col.total": QT_TRANSLATE_NOOP("print", "Total"),
    "standings.substitutes": QT_TRANSLATE_NOOP("print", "Substitutes (not ranked)"),
    "standings.disqualified": QT_TRANSLATE_NOOP("print", "Disqualified"),
    "standings.outside_final": QT_TRANSLATE_NOOP("print", "Outside the final: qualifying places"),
    "standings.unit": QT_TRANSLATE_NOOP("print",
        "Points in the ruleset's unit (1.0 = %1 points); R1, R2… are the points of "
        "each round, uma included."),
    "standings.shared": QT_TRANSLATE_NOOP("print",
        "Players with equal points share a place (2=)."),
    "standings.finalists": QT_TRANSLATE_NOOP("print",
        "Finalists with equal points: the better qualifying place first."),
    "standings.ties": QT_TRANSLATE_NOOP("print", "Ties broken by: %1."),
    "two_sentences": QT_TRANSLATE_NOOP("print", "%1 %2"),
    "standings.penalties": QT_TRANSLATE_NOOP("print", "Pen.: referee penalties."),
    "standings.provisional": QT_TRANSLATE_NOOP("print", "* includes a game still in play."),
    "standings.pending": QT_TRANSLATE_NOOP("print", "Not counted yet: %1."),
    "standings.pending_table": QT_TRANSLATE_NOOP("print", "round %1 table %2"),
    "standings.ledger": QT_TRANSLATE_NOOP("print", "Ledger fingerprint: %1 (change %2)."),
    "standings.hidden": QT_TRANSLATE_NOOP("print", "Hidden from players: the standings from "
                                          "round %1 on are revealed at the prize-giving."),
    "tie.firsts": QT_TRANSLATE_NOOP("print", "more first places"),
    "tie.best_game": QT_TRANSLATE_NOOP("print", "best single game"),
    "tie.head_to_head": QT_TRANSLATE_NOOP("print",
        "head-to-head: finished above the other tied players more often at shared "
        "tables"),
    "tie.score": QT_TRANSLATE_NOOP("print", "higher sum of raw scores"),
    "wind.0": QT_TRANSLATE_NOOP("print", "East"),
    "wind.1": QT_TRANSLATE_NOOP("print", "South"),
    "wind.2": QT_TRANSLATE_NOOP("print", "West"),
    "wind.3": QT_TRANSLATE_NOOP("print", "North"),
    "seat.substitute": QT_TRANSLATE_NOOP("print", "substitute"),
    "col.club_country": QT_TRANSLATE_NOOP("print", "Club · country"),
    "col.table": QT_TRANSLATE_NOOP("print", "Table"),
    "col.wind": QT_TRANSLATE_NOOP("print", "Wind"),
    "seating.table": QT_TRANSLATE_NOOP("print", "Table %1"),
    "seating.winds": QT_TRANSLATE_NOOP("print",
        "Winds are the seats for the first hand: East deals first."),
    "sheet.title": QT_TRANSLATE_NOOP("print", "Round %1 · Table %2"),
    "sheet.title_named": QT_TRANSLATE_NOOP("print", "%1 (round %2) · Table %3"),
    "sheet.start": QT_TRANSLATE_NOOP("print", " · start %1"),
    "sheet.start_limit": QT_TRANSLATE_NOOP("print", " · start %1 · time limit %2 minutes"),
    "sheet.code": QT_TRANSLATE_NOOP("print", " · Code %1"),
    "sheet.phone_path": QT_TRANSLATE_NOOP("print", " (phone entry: %1)"),
    "sheet.hands": QT_TRANSLATE_NOOP("print", "Hands"),
    "sheet.hand": QT_TRANSLATE_NOOP("print", "Hand"),
    "sheet.result": QT_TRANSLATE_NOOP("print", "Result"),
    "sheet.winner": QT_TRANSLATE_NOOP("print", "Winner"),
    "sheet.from": QT_TRANSLATE_NOOP("print", "From"),
    "sheet.han_fu": QT_TRANSLATE_NOOP("print", "Han/fu"),
    "sheet.start_row": QT_TRANSLATE_NOOP("print", "start"),
    "sheet.result_key": QT_TRANSLATE_NOOP("print",
        "Result: R ron, T tsumo, D draw (write the tenpai players), A abortive draw, C "
        "chombo. Scores after each hand."),
    "sheet.final": QT_TRANSLATE_NOOP("print", "Final"),
    "sheet.final_score": QT_TRANSLATE_NOOP("print", "Final score"),
    "sheet.sticks_left": QT_TRANSLATE_NOOP("print", "Riichi sticks left"),
    "sheet.chombo": QT_TRANSLATE_NOOP("print", "Chombo"),
    "sheet.signature": QT_TRANSLATE_NOOP("print", "Signature"),
    "sheet.final_note": QT_TRANSLATE_NOOP("print",
        "Final scores before the leftover riichi sticks are handed out; they add up to "
        "4 × start less 1,000 per stick left. Referee: %1 Time: %2"),
    "codes.code": QT_TRANSLATE_NOOP("print", "Code %1"),
    "codes.none": QT_TRANSLATE_NOOP("print",
        "No phone entry code for this table (issue them with table-codes)."),
    "codes.scan": QT_TRANSLATE_NOOP("print",
        "Enter the hands on a phone: scan the QR code, or open %1 and type the code."),
    "codes.open": QT_TRANSLATE_NOOP("print",
        "Enter the hands on a phone: open %1 on the live page and type the code."),
    "codes.intro": QT_TRANSLATE_NOOP("print",
        "Give each table its block (or its score sheet, which carries the same code). "
        "The players scan the QR code, or open the address and type the code, to enter "
        "their hands on a phone. A code opens its own table only, in this round only."),
    "codes.not_seated": QT_TRANSLATE_NOOP("print", "The round is not seated."),
    "qr.alt": QT_TRANSLATE_NOOP("print", "QR code"),
    "card.place": QT_TRANSLATE_NOOP("print", "Place %1 of %2"),
    "card.substitute": QT_TRANSLATE_NOOP("print", "Substitute (not ranked)"),
    "card.not_ranked": QT_TRANSLATE_NOOP("print", "Not ranked"),
    "col.round_name": QT_TRANSLATE_NOOP("print", "Round"),
    "col.opponents": QT_TRANSLATE_NOOP("print", "Opponents"),
    "col.score": QT_TRANSLATE_NOOP("print", "Score"),
    "col.points": QT_TRANSLATE_NOOP("print", "Points"),
    "card.did_not_play": QT_TRANSLATE_NOOP("print", "did not play"),
    "card.not_in_final": QT_TRANSLATE_NOOP("print", "not in the final"),
    "card.carried": QT_TRANSLATE_NOOP("print", "Carried into the final"),
    "card.penalties": QT_TRANSLATE_NOOP("print", "Referee penalties"),
    "card.total": QT_TRANSLATE_NOOP("print", "Total"),
    "card.no_game": QT_TRANSLATE_NOOP("print", "No game played yet."),
    "card.no_player": QT_TRANSLATE_NOOP("print", "No player has been seated yet."),
    "card.note": QT_TRANSLATE_NOOP("print",
        "Statistics from the hand log: %1 of %2 games have hand detail (tables scored "
        "from the paper slip count for places only)."),
    "card.hands": QT_TRANSLATE_NOOP("print",
        "%1 in %2 with hand detail: %3 (%4 ron, %5 tsumo, %6%)"),
    "card.dealt": QT_TRANSLATE_NOOP("print", ", dealt in %1 (%2%), riichi %3 (%4 won)"),
    "card.largest": QT_TRANSLATE_NOOP("print", "average win %1, largest %2"),
    "card.chombo": QT_TRANSLATE_NOOP("print", "chombo %1"),
    "card.no_detail": QT_TRANSLATE_NOOP("print", "No hand detail (scores from the paper slip)"),
    "card.average_place": QT_TRANSLATE_NOOP("print", "average place %1"),
    "sentence": QT_TRANSLATE_NOOP("print", "%1."),
    "percent": QT_TRANSLATE_NOOP("print", "%1%"),
    "stats.detail": QT_TRANSLATE_NOOP("print",
        "Hand detail: %1 of %2: tables scored from the paper slip count for places only."),
    "stats.hands": QT_TRANSLATE_NOOP("print", "%1; %2, %3 riichi, %4."),
    "stats.hands_length": QT_TRANSLATE_NOOP("print",
        "%1, %2 hands per finished game; %3, %4 riichi, %5."),
    "count.hands": QT_TRANSLATE_NOOP("print", "%1 hand"),
    "count.hands.n": QT_TRANSLATE_NOOP("print", "%1 hands"),
    "count.hands_recorded": QT_TRANSLATE_NOOP("print", "%1 hand recorded"),
    "count.hands_recorded.n": QT_TRANSLATE_NOOP("print", "%1 hands recorded"),
    "count.games": QT_TRANSLATE_NOOP("print", "%1 game"),
    "count.games.n": QT_TRANSLATE_NOOP("print", "%1 games"),
    "count.wins": QT_TRANSLATE_NOOP("print", "%1 win"),
    "count.wins.n": QT_TRANSLATE_NOOP("print", "%1 wins"),
    "count.chombos": QT_TRANSLATE_NOOP("print", "%1 chombo"),
    "count.chombos.n": QT_TRANSLATE_NOOP("print", "%1 chombos"),
    "stats.outcomes": QT_TRANSLATE_NOOP("print", "Outcomes: %1."),
    "stats.outcome": QT_TRANSLATE_NOOP("print", "%1 %2 (%3%)"),
    "outcome.ron": QT_TRANSLATE_NOOP("print", "ron"),
    "outcome.tsumo": QT_TRANSLATE_NOOP("print", "tsumo"),
    "outcome.exhaustive_draw": QT_TRANSLATE_NOOP("print", "exhaustive draw"),
    "outcome.abortive_draw": QT_TRANSLATE_NOOP("print", "abortive draw"),
    "outcome.nagashi_mangan": QT_TRANSLATE_NOOP("print", "nagashi mangan"),
    "outcome.chombo": QT_TRANSLATE_NOOP("print", "chombo"),
    "stats.biggest": QT_TRANSLATE_NOOP("print", "The biggest hands"),
    "col.number": QT_TRANSLATE_NOOP("print", "#"),
    "col.hand": QT_TRANSLATE_NOOP("print", "Hand"),
    "col.won_by": QT_TRANSLATE_NOOP("print", "Won by"),
    "col.han_fu": QT_TRANSLATE_NOOP("print", "Han / fu"),
    "stats.players": QT_TRANSLATE_NOOP("print", "Players"),
    "col.games": QT_TRANSLATE_NOOP("print", "Games"),
    "col.hands": QT_TRANSLATE_NOOP("print", "Hands"),
    "col.wins": QT_TRANSLATE_NOOP("print", "Wins (ron/tsumo)"),
    "col.win": QT_TRANSLATE_NOOP("print", "Win rate"),
    "col.deal_in": QT_TRANSLATE_NOOP("print", "Deal-in rate"),
    "col.riichi": QT_TRANSLATE_NOOP("print", "Riichi (won)"),
    "col.avg_win": QT_TRANSLATE_NOOP("print", "Avg win"),
    "col.largest": QT_TRANSLATE_NOOP("print", "Largest"),
    "col.dealer_kept": QT_TRANSLATE_NOOP("print", "Dealer kept"),
    "col.noten": QT_TRANSLATE_NOOP("print", "Noten/draws"),
    "col.chombo": QT_TRANSLATE_NOOP("print", "Chombo"),
    "col.yakuman": QT_TRANSLATE_NOOP("print", "Yakuman"),
    "col.avg_place": QT_TRANSLATE_NOOP("print", "Avg place"),
    "col.placements": QT_TRANSLATE_NOOP("print", "1/2/3/4"),
    "stats.yaku": QT_TRANSLATE_NOOP("print", "Yaku"),
    "stats.yaku_note": QT_TRANSLATE_NOOP("print",
        "Counted on the wins recorded with their yaku (by yaku or from the tiles); "
        "wins recorded by han and fu only have none."),
    "stats.note": QT_TRANSLATE_NOOP("print",
        "Win and deal-in rates are per hand played (a chombo is not a hand); a double "
        "ron is one deal-in. Win values are the rule tables' before honba and riichi "
        "sticks (a tsumo: the three payments together). Dealer kept: hands the dealer "
        "kept by winning or by being tenpai at a draw, of the hands dealt. "
        "Noten/draws: exhaustive draws not tenpai."),
    "when.0": QT_TRANSLATE_NOOP("print", "East %1"),
    "when.1": QT_TRANSLATE_NOOP("print", "South %1"),
    "when.2": QT_TRANSLATE_NOOP("print", "West %1"),
    "when.3": QT_TRANSLATE_NOOP("print", "North %1"),
    "when.honba": QT_TRANSLATE_NOOP("print", "%1, %2 honba"),
    "han_fu": QT_TRANSLATE_NOOP("print", "%1 han %2 fu"),
    "han": QT_TRANSLATE_NOOP("print", "%1 han"),
    "limit_han": QT_TRANSLATE_NOOP("print", "%1, %2"),
    "yakuman": QT_TRANSLATE_NOOP("print", "yakuman"),
    "yakuman.n": QT_TRANSLATE_NOOP("print", "%1x yakuman"),
    "cert.certificate": QT_TRANSLATE_NOOP("print", "Certificate"),
    "cert.awarded_to": QT_TRANSLATE_NOOP("print", "awarded to"),
    "cert.for": QT_TRANSLATE_NOOP("print", "for"),
    "cert.organiser": QT_TRANSLATE_NOOP("print", "the organiser"),
    "cert.shared_with": QT_TRANSLATE_NOOP("print", "shared with %1"),
    # The page names the desk's Awards page; the command line's `print certificates` adds a
    # note naming its own command.
    "cert.none_chosen": QT_TRANSLATE_NOOP("print",
        "No award has been chosen yet: choose them on the Awards page."),
    "cert.no_winner": QT_TRANSLATE_NOOP("print", "No award has a winner yet."),
    "award.best_country": QT_TRANSLATE_NOOP("print", "Best placed player of each country"),
    "award.best_club": QT_TRANSLATE_NOOP("print", "Best placed player of each club"),
    "award.best_team": QT_TRANSLATE_NOOP("print", "Best placed player of each team"),
    "award.best_flag": QT_TRANSLATE_NOOP("print", "Best placed %1"),
    "award.most_wins": QT_TRANSLATE_NOOP("print", "Most wins"),
    "award.highest_hand": QT_TRANSLATE_NOOP("print", "Highest hand"),
    "award.most_yakuman": QT_TRANSLATE_NOOP("print", "Most yakuman"),
    "award.best_average_placement": QT_TRANSLATE_NOOP("print", "Best average placement"),
    "award.iron_defence": QT_TRANSLATE_NOOP("print", "Iron defence"),
    "award.best_player": QT_TRANSLATE_NOOP("print", "Best placed player"),
    "award.group": QT_TRANSLATE_NOOP("print", "%1: %2"),
    "award.place": QT_TRANSLATE_NOOP("print", "place %1 in the standings"),
    "award.wins": QT_TRANSLATE_NOOP("print", "%1 win"),
    "award.wins.n": QT_TRANSLATE_NOOP("print", "%1 wins"),
    "award.yakuman": QT_TRANSLATE_NOOP("print", "%1 yakuman"),
    "award.hand": QT_TRANSLATE_NOOP("print", "%1 points: %2"),
    "award.hand_where": QT_TRANSLATE_NOOP("print", "%1 points: %2 (round %3, table %4, %5)"),
    "award.placement": QT_TRANSLATE_NOOP("print", "average placement %1 over %2 game"),
    "award.placement.n": QT_TRANSLATE_NOOP("print", "average placement %1 over %2 games"),
    "award.deal_ins": QT_TRANSLATE_NOOP("print", "dealt in %1 time in %2 hands (%3%)"),
    "award.deal_ins.n": QT_TRANSLATE_NOOP("print", "dealt in %1 times in %2 hands (%3%)"),
    "flag.newcomer": QT_TRANSLATE_NOOP("print", "newcomer"),
    "flag.woman": QT_TRANSLATE_NOOP("print", "woman"),
    "flag.junior": QT_TRANSLATE_NOOP("print", "junior"),
    "flag.senior": QT_TRANSLATE_NOOP("print", "senior"),
}


# Codes whose English is another code's with other words in a language: their own context.
CONTEXTS = {"final.round": "print_round"}


class DeskWords(Words):
    """The documents' words in the desk's language."""

    @property
    def language(self) -> str:
        return language()

    def template(self, code: str) -> str:
        return QCoreApplication.translate(CONTEXTS.get(code, CONTEXT), TEMPLATES[code])

    def digits(self, value: float, decimals: int) -> str:
        # The project's one formatter in the desk's language: the numbers on paper are
        # those on the screen (a half rounded away from zero in both).
        return number_text(value, decimals, language())

    def month(self, month: int) -> str:
        return locale().monthName(month)

    def country(self, name: str) -> str:
        return country_in_language(name)

    def one(self, n: int) -> bool:
        return counts_as_one(n)  # the screens' rule (ui.text): French says "0 victoire"


def english() -> bool:
    return locale().name()[:2] == "en"


def desk_words() -> Words:
    """The words of what the desk writes for people (the standings web page): the command
    line's own in English, so the same file either way; the desk's language otherwise."""
    return ENGLISH_WORDS if english() else DeskWords()


def localize(document: Document) -> Document:
    """`document` in the desk's language (unchanged in English)."""
    words = desk_words()
    return document if words is ENGLISH_WORDS else document.worded(words)

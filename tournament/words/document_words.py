"""Words the core puts on paper, as codes with parameters: `Text("standings.after_round", 2)`
rather than "Standings after round 2".

A printed document is built from parts whose words are `Text` values (a code from `ENGLISH`
and its parameters); a `Words` turns them into a language. `Words` itself writes English, as
the command line prints; `tournament.words.document_french` gives each code its French and
writes numbers, months and countries as French does (the desk prints in its language with it).
Parameters are people's text (a `str`: names, clubs, the tournament's name, printed as they
are), whole numbers written without grouping (`int`: rounds, tables), `Num` (grouped and
signed: 30,000, +38.3), other `Text`s, `Join` (a list), `Country`, `Dates` and `Count` (a
number with its noun: "1 win", "3 wins"; in French "0 victoire" too, as each language counts).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date

from tournament.words.numbers import MINUS, number_text

MONTHS = ("January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December")


@dataclass(frozen=True, slots=True)
class Num:
    """A number written with grouping and `decimals` digits after the point: 30,000, 22.3;
    a negative one with a real minus sign; `signed`: a positive one with "+" (zero has no
    sign)."""

    value: float
    decimals: int = 0
    signed: bool = False


@dataclass(frozen=True, slots=True)
class Country:
    """A country named in English by the core ("Austria"): another language names it its
    own way ("Autriche")."""

    name: str


@dataclass(frozen=True, slots=True)
class Dates:
    """A tournament's dates (ISO), written "21–22 November 2026"; no start: nothing."""

    start: str | None
    end: str | None = None

    def __bool__(self) -> bool:
        return bool(self.start)


@dataclass(frozen=True, slots=True, init=False)
class Text:
    """Words by code: `Text("seating.title", 3)` is `ENGLISH["seating.title"]` with %1 as 3."""

    code: str
    args: tuple[object, ...]  # `Arg`s; a document's part too (tournament.export.parts)

    def __init__(self, code: str, *args: object) -> None:
        if code not in ENGLISH:
            raise KeyError(f"no words for the code '{code}'")
        object.__setattr__(self, "code", code)
        object.__setattr__(self, "args", args)


@dataclass(frozen=True, slots=True)
class Count:
    """A number with its noun: `code`'s words for one ("%1 win"), `code` + ".n"'s for more
    ("%1 wins"), chosen by the language that writes it (`Words.one`: English says "0 wins",
    French "0 victoire"). Every number a sentence counts has its own, so no sentence says
    "1 wins" because another of its numbers is not one."""

    code: str
    n: int

    def __post_init__(self) -> None:
        if self.code not in ENGLISH or self.code + ".n" not in ENGLISH:
            raise KeyError(f"no words for the count '{self.code}'")


@dataclass(frozen=True, slots=True)
class Join:
    """Items written one after the other with `separator` between them (", ", "; ")."""

    separator: str
    items: tuple[object, ...]  # arguments (as `Text.args`), or a document's parts

PLACEHOLDER = re.compile(r"%(\d{1,2})")


class Words:
    """English, as the command line prints. A subclass gives another language by
    overriding `language`, `template`, `digits`, `month`, `country` and `one`."""

    @property
    def language(self) -> str:
        """The language's code, as a web page's `lang` says it: "en"."""
        return "en"

    def template(self, code: str) -> str:
        """The words of `code` with %1, %2... standing for its parameters."""
        return ENGLISH[code]

    def digits(self, value: float, decimals: int) -> str:
        """A number without its sign: 30,000 / 22.3 (the project's one formatter,
        `tournament.words.numbers`: a half rounded away from zero, as on the desk's screens)."""
        return number_text(value, decimals)

    def month(self, month: int) -> str:
        return MONTHS[month - 1]

    def country(self, name: str) -> str:
        return name

    def one(self, n: int) -> bool:
        """Does the language count `n` as one (its words without ".n")? English: 1 only."""
        return n == 1

    def number(self, n: Num) -> str:
        shown = self.digits(abs(n.value), n.decimals)
        if not any(c in "123456789" for c in shown):  # rounds to zero: no sign
            return shown
        if n.value < 0:
            return MINUS + shown
        return "+" + shown if n.signed else shown

    def dates(self, d: Dates) -> str:
        """"21 November 2026", "21–22 November 2026", "30 November – 1 December 2026"."""
        if not d.start:
            return ""
        first = date.fromisoformat(d.start)
        last = date.fromisoformat(d.end) if d.end else first
        if last <= first:
            return f"{first.day} {self.month(first.month)} {first.year}"
        if (first.year, first.month) == (last.year, last.month):
            return f"{first.day}\u2013{last.day} {self.month(last.month)} {last.year}"
        left = f"{first.day} {self.month(first.month)}"
        if first.year != last.year:
            left += f" {first.year}"
        return f"{left} \u2013 {last.day} {self.month(last.month)} {last.year}"

    def say(self, piece: object) -> str:
        """`piece` in this language, as plain text."""
        if isinstance(piece, str):
            return piece
        if isinstance(piece, bool):
            raise TypeError("a bool is not printable words")
        if isinstance(piece, int):
            return str(piece)
        if isinstance(piece, Num):
            return self.number(piece)
        if isinstance(piece, Text):
            args = piece.args

            def fill(m: re.Match[str]) -> str:
                return self.say(args[int(m[1]) - 1])

            return PLACEHOLDER.sub(fill, self.template(piece.code))
        if isinstance(piece, Count):
            code = piece.code if self.one(piece.n) else piece.code + ".n"
            return self.template(code).replace("%1", self.digits(piece.n, 0))
        if isinstance(piece, Join):
            return piece.separator.join(self.say(item) for item in piece.items)
        if isinstance(piece, Country):
            return self.country(piece.name)
        if isinstance(piece, Dates):
            return self.dates(piece)
        raise TypeError(f"{piece!r} is not printable words")


ENGLISH_WORDS = Words()


def plural(code: str, count: int) -> str:
    """`code` for one, `code` + ".n" for any other count (both in `ENGLISH`)."""
    return code if count == 1 else code + ".n"


# Every code the documents use, with its English. Codes are grouped by document; a code ending
# in ".n" is the plural of the one without (`plural`).
ENGLISH: dict[str, str] = {
    # The heading of every page.
    "heading.modified": "%1 (modified)",
    "title.standings": "Standings after round %1",
    "title.standings.final_round": "Standings after %1 (round %2)",
    "title.standings.final": "Final standings",
    "title.seating_tables": "Seating, %1",
    "title.seating_players": "Seating by player, %1",
    "title.score_sheets": "Score sheets, %1",
    "title.table_codes": "Table codes, %1",
    "title.round": "Round %1",
    "title.round_lower": "round %1",
    "title.final_round_lower": "%1 (round %2)",
    "title.cards": "Result cards after round %1",
    "title.statistics": "Statistics after round %1",
    "title.certificates": "Award certificates",
    "title.web": "%1: %2",
    "web.made_with": "Made with %1.",
    # The final stage's rounds and notes (tournament.standings.final_stage).
    "final.round": "Final",
    "final.game": "Final, game %1",
    "final.round.lower": "final",
    "final.game.lower": "final, game %1",
    "final.title": "Final of the top %1 (%2)",
    "carry.kept": "qualifying points kept",
    "carry.halved": "qualifying points halved",
    "carry.reset": "qualifying points reset to zero",
    "final_seating.snake": "seated by rank, snake (1-4-5-8)",
    "final_seating.blocks": "seated by rank, top table (1-2-3-4)",
    "final_seating.manual": "seated by the organiser",
    "final.note": "%1: the top %2 after round %3 play the final, %4. Carried: the qualifying "
                  "points each finalist starts the final with; F1: the final's games. Players "
                  "outside the final keep their qualifying places.",
    "final.note.n": "%1: the top %2 after round %3 play the final, %4. Carried: the qualifying "
                    "points each finalist starts the final with; F1–F%5: the final's games. "
                    "Players outside the final keep their qualifying places.",
    # Standings.
    "col.place": "Place",
    "col.player": "Player",
    "col.club": "Club",
    "col.country": "Country",
    "col.carried": "Carried",
    "col.round": "R%1",
    "col.final_round": "F%1",
    "col.penalties": "Pen.",
    "col.total": "Total",
    "standings.substitutes": "Substitutes (not ranked)",
    "standings.disqualified": "Disqualified",
    "standings.outside_final": "Outside the final: qualifying places",
    "standings.unit": "Points in the ruleset's unit (1.0 = %1 points); R1, R2… are the points "
                      "of each round, uma included.",
    "standings.shared": "Players with equal points share a place (2=).",
    "standings.finalists": "Finalists with equal points: the better qualifying place first.",
    "standings.ties": "Ties broken by: %1.",
    "two_sentences": "%1 %2",
    "standings.penalties": "Pen.: referee penalties.",
    "standings.provisional": "* includes a game still in play.",
    "standings.pending": "Not counted yet: %1.",
    "standings.pending_table": "round %1 table %2",
    "standings.ledger": "Ledger fingerprint: %1 (change %2).",
    "standings.hidden": "Hidden from players: the standings from round %1 on are revealed at "
                        "the prize-giving.",
    # Tie-breaks (tournament.standings.ranking.TieBreak).
    "tie.firsts": "more first places",
    "tie.best_game": "best single game",
    "tie.head_to_head": "head-to-head: finished above the other tied players more often at "
                        "shared tables",
    "tie.score": "higher sum of raw scores",
    # Seating, score sheets and table codes.
    "wind.0": "East",
    "wind.1": "South",
    "wind.2": "West",
    "wind.3": "North",
    "seat.substitute": "substitute",
    "col.club_country": "Club · country",
    "col.table": "Table",
    "col.wind": "Wind",
    "seating.table": "Table %1",
    "seating.winds": "Winds are the seats for the first hand: East deals first.",
    "sheet.title": "Round %1 · Table %2",
    "sheet.title_named": "%1 (round %2) · Table %3",
    "sheet.start": " · start %1",
    "sheet.start_limit": " · start %1 · time limit %2 minutes",
    "sheet.code": " · Code %1",
    "sheet.phone_path": " (phone entry: %1)",
    "sheet.hands": "Hands",
    "sheet.hand": "Hand",
    "sheet.result": "Result",
    "sheet.winner": "Winner",
    "sheet.from": "From",
    "sheet.han_fu": "Han/fu",
    "sheet.start_row": "start",
    "sheet.result_key": "Result: R ron, T tsumo, D draw (write the tenpai players), A abortive "
                        "draw, C chombo. Scores after each hand.",
    "sheet.final": "Final",
    "sheet.final_score": "Final score",
    "sheet.sticks_left": "Riichi sticks left",
    "sheet.chombo": "Chombo",
    "sheet.signature": "Signature",
    "sheet.final_note": "Final scores before the leftover riichi sticks are handed out; they "
                        "add up to 4 × start less 1,000 per stick left. Referee: %1 Time: %2",
    "codes.code": "Code %1",
    "codes.none": "No phone entry code for this table (issue them with table-codes).",
    "codes.scan": "Enter the hands on a phone: scan the QR code, or open %1 and type the code.",
    "codes.open": "Enter the hands on a phone: open %1 on the live page and type the code.",
    "codes.intro": "Give each table its block (or its score sheet, which carries the same "
                   "code). The players scan the QR code, or open the address and type the "
                   "code, to enter their hands on a phone. A code opens its own table only, in "
                   "this round only.",
    "codes.not_seated": "The round is not seated.",
    "qr.alt": "QR code",
    # Result cards.
    "card.place": "Place %1 of %2",
    "card.substitute": "Substitute (not ranked)",
    "card.not_ranked": "Not ranked",
    "col.round_name": "Round",
    "col.opponents": "Opponents",
    "col.score": "Score",
    "col.points": "Points",
    "card.did_not_play": "did not play",
    "card.not_in_final": "not in the final",
    "card.carried": "Carried into the final",
    "card.penalties": "Referee penalties",
    "card.total": "Total",
    "card.no_game": "No game played yet.",
    "card.no_player": "No player has been seated yet.",
    "card.note": "Statistics from the hand log: %1 of %2 games have hand detail (tables scored "
                 "from the paper slip count for places only).",
    "card.hands": "%1 in %2 with hand detail: %3 (%4 ron, %5 tsumo, %6%)",
    "card.dealt": ", dealt in %1 (%2%), riichi %3 (%4 won)",
    "card.largest": "average win %1, largest %2",
    "card.chombo": "chombo %1",
    "card.no_detail": "No hand detail (scores from the paper slip)",
    "card.average_place": "average place %1",
    "sentence": "%1.",
    "percent": "%1%",
    # Statistics.
    "stats.detail": "Hand detail: %1 of %2: tables scored from the paper slip count for "
                    "places only.",
    "stats.hands": "%1; %2, %3 riichi, %4.",
    "stats.hands_length": "%1, %2 hands per finished game; %3, %4 riichi, %5.",
    # Numbers with their nouns (`Count`): one, then more.
    "count.hands": "%1 hand",
    "count.hands.n": "%1 hands",
    "count.hands_recorded": "%1 hand recorded",
    "count.hands_recorded.n": "%1 hands recorded",
    "count.games": "%1 game",
    "count.games.n": "%1 games",
    "count.wins": "%1 win",
    "count.wins.n": "%1 wins",
    "count.chombos": "%1 chombo",
    "count.chombos.n": "%1 chombos",
    "stats.outcomes": "Outcomes: %1.",
    "stats.outcome": "%1 %2 (%3%)",
    "outcome.ron": "ron",
    "outcome.tsumo": "tsumo",
    "outcome.exhaustive_draw": "exhaustive draw",
    "outcome.abortive_draw": "abortive draw",
    "outcome.nagashi_mangan": "nagashi mangan",
    "outcome.chombo": "chombo",
    "stats.biggest": "The biggest hands",
    "col.number": "#",
    "col.hand": "Hand",
    "col.won_by": "Won by",
    "col.han_fu": "Han / fu",
    "stats.players": "Players",
    "col.games": "Games",
    "col.hands": "Hands",
    "col.wins": "Wins (ron/tsumo)",
    "col.win": "Win rate",
    "col.deal_in": "Deal-in rate",
    "col.riichi": "Riichi (won)",
    "col.avg_win": "Avg win",
    "col.largest": "Largest",
    "col.dealer_kept": "Dealer kept",
    "col.noten": "Noten/draws",
    "col.chombo": "Chombo",
    "col.yakuman": "Yakuman",
    "col.avg_place": "Avg place",
    "col.placements": "1/2/3/4",
    "stats.yaku": "Yaku",
    "stats.yaku_note": "Counted on the wins recorded with their yaku (by yaku or from the "
                       "tiles); wins recorded by han and fu only have none.",
    "stats.note": "Win and deal-in rates are per hand played (a chombo is not a hand); a "
                  "double ron is one deal-in. Win values are the rule tables' before honba and "
                  "riichi sticks (a tsumo: the three payments together). Dealer kept: hands the "
                  "dealer kept by winning or by being tenpai at a draw, of the hands dealt. "
                  "Noten/draws: exhaustive draws not tenpai.",
    "when.0": "East %1",
    "when.1": "South %1",
    "when.2": "West %1",
    "when.3": "North %1",
    "when.honba": "%1, %2 honba",
    "han_fu": "%1 han %2 fu",
    "han": "%1 han",
    "limit_han": "%1, %2",
    "yakuman": "yakuman",
    "yakuman.n": "%1x yakuman",
    # Award certificates (tournament.standings.awards).
    "cert.certificate": "Certificate",
    "cert.awarded_to": "awarded to",
    "cert.for": "for",
    "cert.organiser": "the organiser",
    "cert.shared_with": "shared with %1",
    "cert.none_chosen": "No award has been chosen yet: choose them on the Awards page.",
    "cert.no_winner": "No award has a winner yet.",
    "award.best_country": "Best placed player of each country",
    "award.best_club": "Best placed player of each club",
    "award.best_team": "Best placed player of each team",
    "award.best_flag": "Best placed %1",
    "award.most_wins": "Most wins",
    "award.highest_hand": "Highest hand",
    "award.most_yakuman": "Most yakuman",
    "award.best_average_placement": "Best average placement",
    "award.iron_defence": "Iron defence",
    "award.best_player": "Best placed player",
    "award.group": "%1: %2",
    "award.place": "place %1 in the standings",
    "award.wins": "%1 win",
    "award.wins.n": "%1 wins",
    "award.yakuman": "%1 yakuman",
    "award.hand": "%1 points: %2",
    "award.hand_where": "%1 points: %2 (round %3, table %4, %5)",
    "award.placement": "average placement %1 over %2 game",
    "award.placement.n": "average placement %1 over %2 games",
    "award.deal_ins": "dealt in %1 time in %2 hands (%3%)",
    "award.deal_ins.n": "dealt in %1 times in %2 hands (%3%)",
    "flag.newcomer": "newcomer",
    "flag.woman": "woman",
    "flag.junior": "junior",
    "flag.senior": "senior",
}

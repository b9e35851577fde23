"""Plain data for the printed documents, read from the `Tournament` facade.

The HTML builders in `documents` never see the service: they take these frozen values, so the
printer (ui/printing), the static web page and the tests all build pages from the same data.
Points are already in the ruleset's display unit (22.3 for 22,300 raw); game scores stay raw
(41,900), as they are written on a score slip.

Rounds: a document is for a round that exists, i.e. one that is seated. `check_round` says why
a round cannot be printed, as `Issue`s (the command line prints one line each).
"""

from __future__ import annotations

import enum
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from tournament.errors import InvalidInput
from tournament.issue_codes import IssueCode
from tournament.model import FinalStage, Issue, Wind
from tournament.players.countries import country_name
from tournament.players.roster import Player, PlayerStatus
from tournament.scoring.final import display_decimals
from tournament.service.arguments import Role

# The one StandingsData: the screen's and, with a heading and the rest, the documents'
# (re-exported here, where the documents take it from).
from tournament.service.read_models import StandingsData as StandingsData
from tournament.service.read_models import standing_line
from tournament.standings.ranking import Standings
from tournament.standings.stats import PlayerStats, Statistics
from tournament.words.document_words import ENGLISH_WORDS, MONTHS, Dates, Join, Text, Words, plural
from tournament.words.free_text import collation_key

if TYPE_CHECKING:
    # Names only: the facade is built on the storage layer, which a module that lays out a
    # document need not load.
    from tournament.service import Tournament
    from tournament.service.sources import StandingsSource

RULESET_NAMES = {"ema_rcr": "EMA RCR", "ema2016": "EMA 2016", "wrc": "WRC",
                 "tenhou": "Tenhou"}
__all__ = ["MONTHS"]  # re-exported: the months' English names


class DocumentKind(enum.StrEnum):
    """What can be printed (`--what` on the command line)."""

    STANDINGS = "standings"
    SEATING_TABLES = "seating-tables"  # by table, for the wall
    SEATING_PLAYERS = "seating-players"  # alphabetical, for the entrance
    SCORE_SHEETS = "score-sheets"  # one page per table
    CARDS = "cards"  # a personal result card per player
    STATISTICS = "statistics"  # per player and per tournament, from the hand log
    CERTIFICATES = "certificates"  # one page per award winner
    TABLE_CODES = "table-codes"  # each table's phone entry code and its QR code

    @property
    def uses_results(self) -> bool:
        """Documents about results default to the last round played; the others to the last
        round seated."""
        return self in (DocumentKind.STANDINGS, DocumentKind.CARDS, DocumentKind.STATISTICS,
                        DocumentKind.CERTIFICATES)


# -- the heading every page carries ---------------------------------------------------------

@dataclass(frozen=True, slots=True)
class HeadingText:
    """A `Heading` in words: what the renderer draws at the top of every page."""

    tournament: str
    dates: str  # "21–22 November 2026"; "" when the tournament has no dates
    venue: str
    ruleset: str  # "EMA RCR", "WRC (modified)"
    title: str  # what this document is: "Standings after round 2"

    @property
    def line(self) -> str:
        """The running header: tournament, date, ruleset and what the page is."""
        return " · ".join(p for p in (self.tournament, self.dates, self.ruleset, self.title)
                          if p)


@dataclass(frozen=True, slots=True)
class Heading:
    """The heading every page carries, as parts: the tournament's own words as they are,
    the dates, the ruleset and the title as words to write in a language (`in_words`)."""

    tournament: str
    dates: Dates | str  # a str: already written
    venue: str
    ruleset: str | Text  # "EMA RCR", Text("heading.modified", "WRC")
    title: Text | str  # what this document is: Text("title.standings", 2)

    def in_words(self, words: Words = ENGLISH_WORDS) -> HeadingText:
        return HeadingText(self.tournament, words.say(self.dates), self.venue,
                           words.say(self.ruleset), words.say(self.title))

    @property
    def line(self) -> str:
        """The running header in English."""
        return self.in_words().line


def ruleset_name(t: StandingsSource) -> str | Text:
    settings = t.settings
    name = RULESET_NAMES.get(settings.preset, settings.preset)
    return Text("heading.modified", name) if settings.overrides else name


def heading(t: StandingsSource, title: Text) -> Heading:
    s = t.settings
    return Heading(s.name, Dates(s.start_date, s.end_date), s.venue, ruleset_name(t), title)


def final_round_name(final: FinalStage, round: int, lower: bool = False) -> Text:
    """"Final" or "Final, game 2" (`FinalStage.round_name`) as words; `lower` inside a
    sentence ("final, game 2")."""
    tail = ".lower" if lower else ""
    if final.rounds == 1:
        return Text("final.round" + tail)
    return Text("final.game" + tail, round - final.after_round)


def final_title(final: FinalStage) -> Text:
    """"Final of the top 8 (qualifying points halved)" (`FinalStage.title`) as words."""
    return Text("final.title", final.size, Text(f"carry.{final.carry.value}"))


# -- which round -----------------------------------------------------------------------------

def last_played_round(t: StandingsSource) -> int | None:
    """The last round with at least one finished game (None before any)."""
    played = [r.number for r in t.rounds.all()
              if any(t.tables.summary(r.number, s.table).finished
                     for s in t.rounds.seating(r.number))]
    return max(played, default=None)


def default_round(t: StandingsSource, kind: DocumentKind) -> int | None:
    if kind.uses_results:
        return last_played_round(t) or t.rounds.current
    return t.rounds.current


def check_round(t: StandingsSource, round: int | None) -> list[Issue]:
    """Why `round` cannot be printed (empty: it can)."""
    if round is None:
        return [Issue(IssueCode.NO_SUCH_ROUND, None, "round",
                      "no round is seated yet: seat round 1 "
                      "first", {"variant": "none"})]
    if isinstance(round, bool) or not isinstance(round, int) or round < 1:
        return [Issue(IssueCode.BAD_ROUND, None, "round", f"a round is a whole number from 1, got "
                      f"{round!r}", {"variant": "not_a_number"})]
    total = t.settings.rounds
    if round > total:
        return [Issue(IssueCode.NO_SUCH_ROUND, None, "round", f"the tournament has {total} rounds; "
                      f"there is no round {round}",
                      {"variant": "too_high", "rounds": total, "round": round})]
    if not t.rounds.seating(round):
        return [Issue(IssueCode.NO_SUCH_ROUND, None, "round", f"round {round} is not seated yet",
                      {"round": round})]
    return []


def resolve_round(t: StandingsSource, kind: DocumentKind, round: int | None) -> int:
    """The round to print (the default when None). Raises InvalidInput."""
    if round is None:
        round = default_round(t, kind)
    issues = check_round(t, round)
    if issues:
        raise InvalidInput(issues)
    assert round is not None
    return round


# -- numbers ---------------------------------------------------------------------------------

def decimals(t: StandingsSource) -> int:
    """Digits after the point in the tournament's display unit (`display_decimals`)."""
    return display_decimals(t.rules)


# -- standings -------------------------------------------------------------------------------

def standings_title(t: StandingsSource, standings: Standings, round: int) -> Text:
    final = standings.final
    if round == t.settings.rounds and not standings.pending:
        return Text("title.standings.final")
    if final is not None and final.is_final_round(round):
        return Text("title.standings.final_round", final_round_name(final, round, lower=True),
                    round)
    return Text("title.standings", round)


def needed_decimals(values: Sequence[float | None], base: int, most: int = 2) -> int:
    """`base` digits after the point, or more (up to `most`) when a value needs them: a
    halved carry-over of 29.5 is 14.75."""
    for d in range(base, most + 1):
        if all(v is None or abs(round(v, d) - v) < 1e-9 for v in values):
            return d
    return most


def gather_standings(t: StandingsSource, round: int | None = None) -> StandingsData:
    round = resolve_round(t, DocumentKind.STANDINGS, round)
    s = t.standings.get(round)
    if s.tie_breaks:
        tie_rule = Text("standings.ties", Join("; ", tuple(Text(f"tie.{tb.value}")
                                                           for tb in s.tie_breaks)))
    else:
        tie_rule = Text("standings.shared")
    rows = tuple(standing_line(t, r) for r in s.rows)
    substitutes = tuple(standing_line(t, r, "substitute") for r in s.substitutes)
    disqualified = tuple(standing_line(t, r, "disqualified") for r in s.disqualified)
    digits = decimals(t)
    final_from: int | None = None
    final_note: Text | None = None
    final = s.final
    if final is not None:
        final_from = final.first_round
        finalists = Text("standings.finalists")
        tie_rule = finalists if not s.tie_breaks else Text("two_sentences", finalists, tie_rule)
        final_note = Text(plural("final.note", final.rounds), final_title(final), final.size,
                          final.after_round, Text(f"final_seating.{final.seating.value}"),
                          final.rounds)
        lines = rows + substitutes + disqualified
        digits = needed_decimals([v for line in lines for v in (line.carried, line.points,
                                                                 line.penalties)], digits)
    head = t.ledger.head()
    return StandingsData(
        heading=heading(t, standings_title(t, s, round)), round=round, rounds=round,
        decimals=digits, rows=rows, apart=substitutes + disqualified,
        pending=s.pending, final=final, tie_rule=tie_rule, unit=t.rules.points_unit,
        final_from=final_from, final_note=final_note,
        ledger=head.fingerprint if head is not None else "",
        ledger_change=head.counter if head is not None else 0,
        hidden_from=t.settings.hide_from_round)


# -- seating ---------------------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class Seat:
    wind: Wind  # the seat's wind in the first hand
    name: str
    club: str
    country: str
    ema_number: str
    substitute: bool = False


@dataclass(frozen=True, slots=True)
class TableSeats:
    table: int
    seats: tuple[Seat, Seat, Seat, Seat]  # East, South, West, North


@dataclass(frozen=True, slots=True)
class SeatingData:
    heading: Heading
    round: int
    tables: tuple[TableSeats, ...]
    start_points: int  # for the score sheet
    round_minutes: int | None = None
    round_name: Text | None = None  # "Final" for a round of the final stage
    # Phone entry: each table's code (table number -> code; a table without one is left
    # out) and the address its QR code opens ("http://192.168.1.20:8080"; "" when unknown:
    # the sheet then prints the code and the page's path, without a QR code).
    codes: tuple[tuple[int, str], ...] = ()
    address: str = ""

    def code(self, table: int) -> str | None:
        return dict(self.codes).get(table)

    def entry_url(self, table: int) -> str | None:
        """The address of the table's entry page with its code in the fragment (which a
        browser never sends to a server), or None without a code or an address."""
        code = self.code(table)
        if code is None or not self.address:
            return None
        return f"{self.address}{entry_path(self.round, table)}#code={code}"

    @property
    def name(self) -> Text:
        return self.round_name or Text("title.round", self.round)


def entry_path(round: int, table: int) -> str:
    return f"/table/{round}/{table}"


def entry_address(text: str) -> str:
    """The live page's address as the QR codes print it: "192.168.1.20:8080",
    "http://192.168.1.20:8080/" -> "http://192.168.1.20:8080". ValueError for anything that
    is not a host with an optional port (a path, a query, spaces, another scheme)."""
    from urllib.parse import urlsplit

    raw = text.strip()
    if not raw:
        raise ValueError("the address is empty")
    with_scheme = raw if "://" in raw else "http://" + raw
    try:
        parts = urlsplit(with_scheme)
        port = parts.port
    except ValueError:
        raise ValueError(f"'{text}' is no address (host or host:port)") from None
    if (parts.scheme not in ("http", "https") or not parts.hostname or parts.path not in ("", "/")
            or parts.query or parts.fragment or parts.username or parts.password
            or any(c.isspace() for c in raw)):
        raise ValueError(f"'{text}' is no address (host or host:port, e.g. "
                         f"192.168.1.20:8080)")
    host = parts.hostname
    if ":" in host:
        host = f"[{host}]"
    return f"{parts.scheme}://{host}" + (f":{port}" if port is not None else "")


def _seat(wind: Wind, p: Player) -> Seat:
    return Seat(wind, p.name, p.club, p.country, p.ema_number or "",
                p.status is PlayerStatus.SUBSTITUTE)


def gather_seating(t: Tournament, round: int | None = None,
                   kind: DocumentKind = DocumentKind.SEATING_TABLES,
                   address: str = "") -> SeatingData:
    """The round's seating; with the tables' phone entry codes for the score sheets and the
    codes sheet (`address`: what `entry_address` makes of the live page's address)."""
    round = resolve_round(t, kind, round)
    final = t.final.stage()
    name = Text("title.round_lower", round)
    round_name: Text | None = None
    if final is not None and final.is_final_round(round):
        round_name = final_round_name(final, round)
        name = Text("title.final_round_lower", final_round_name(final, round, lower=True),
                    round)
    titles = {DocumentKind.SEATING_TABLES: Text("title.seating_tables", name),
              DocumentKind.SEATING_PLAYERS: Text("title.seating_players", name),
              DocumentKind.SCORE_SHEETS: Text("title.score_sheets", name),
              DocumentKind.TABLE_CODES: Text("title.table_codes", name)}
    tables = tuple(
        TableSeats(s.table, tuple(_seat(Wind(i), t.players.get(pid))  # type: ignore[arg-type]
                                  for i, pid in enumerate(s.players)))
        for s in t.rounds.seating(round))
    codes: tuple[tuple[int, str], ...] = ()
    # The codes are the organiser's to hand out: a referee station prints the sheets without.
    if kind in (DocumentKind.SCORE_SHEETS, DocumentKind.TABLE_CODES) \
            and t.role is Role.ORGANISER:
        codes = tuple(sorted(t.phones.codes(round).items()))
    return SeatingData(heading(t, titles.get(kind, Text("title.round", round))), round, tables,
                       t.rules.start_points, t.settings.round_minutes, round_name, codes,
                       address)


# -- result cards ----------------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class CardGame:
    round: int
    table: int | None  # None: not seated in that round
    wind: Wind | None
    opponents: tuple[str, ...]  # the other three, in seat order
    place: int | None = None  # None: the game is not finished
    score: int | None = None  # raw final score
    points: float | None = None  # display unit
    note: Text | None = None  # why there is no table: "did not play", "not in the final"


@dataclass(frozen=True, slots=True)
class Card:
    name: str
    club: str
    country: str
    ema_number: str
    status: PlayerStatus
    games: tuple[CardGame, ...]  # rounds 1..K
    penalties: float  # referee deductions, display unit (see `StandingLine.penalties`)
    total: float  # display unit
    place: str  # in the standings after round K: "3", "2=", "" (substitute)
    players: int  # how many are ranked
    stats: PlayerStats | None = None  # from the hand log, rounds 1..K
    carried: float | None = None  # a finalist: the qualifying points carried into the final


@dataclass(frozen=True, slots=True)
class CardsData:
    heading: Heading
    round: int
    decimals: int
    cards: tuple[Card, ...]
    detail_games: int = 0  # games with hand detail, of
    games: int = 0  # all games with a result or hands, rounds 1..K


def gather_cards(t: Tournament, round: int | None = None) -> CardsData:
    round = resolve_round(t, DocumentKind.CARDS, round)
    standings = t.standings.get(round)
    rows = {r.player_id: r for r in standings.rows + standings.substitutes
            + standings.disqualified}
    seats: dict[int, dict[int, tuple[int, int]]] = {}  # player -> round -> (table, seat)
    finals = {}
    for r in range(1, round + 1):
        for s in t.rounds.seating(r):
            summary = t.tables.summary(r, s.table)
            finals[(r, s.table)] = summary.result if summary.finished else None
            for i, pid in enumerate(s.players):
                seats.setdefault(pid, {})[r] = (s.table, i)
    stats = t.standings.statistics(round)
    by_player = {p.player_id: p for p in stats.players}
    cards = []
    for player in sorted(t.players.all(), key=lambda p: collation_key(p.name)):
        if player.id not in seats:
            continue  # never seated up to this round: nothing to put on a card
        games = []
        for r in range(1, round + 1):
            where = seats[player.id].get(r)
            if where is None:
                stage = standings.final
                games.append(CardGame(r, None, None, (), note=Text("card.not_in_final")
                                      if stage is not None and stage.is_final_round(r)
                                      else Text("card.did_not_play")))
                continue
            table, seat = where
            seating = next(s for s in t.rounds.seating(r) if s.table == table)
            others = tuple(t.players.get(pid).name for i, pid in enumerate(seating.players)
                           if i != seat)
            final = finals[(r, table)]
            if final is None:
                games.append(CardGame(r, table, Wind(seat), others))
            else:
                games.append(CardGame(r, table, Wind(seat), others, final.places[seat],
                                      final.scores[seat], t.display(final.points[seat])))
        row = rows.get(player.id)
        line = standing_line(t, row) if row is not None else None
        cards.append(Card(
            player.name, player.club, player.country, player.ema_number or "", player.status,
            tuple(games), line.penalties if line else 0.0, line.points if line else 0.0,
            line.place_text if line else "", len(standings.rows), by_player.get(player.id),
            line.carried if line else None))
    digits = decimals(t)
    if standings.final is not None:
        digits = needed_decimals([c.total for c in cards] + [c.carried for c in cards], digits)
    return CardsData(heading(t, Text("title.cards", round)), round, digits,
                     tuple(cards), stats.detail_games, stats.games)


# -- statistics ------------------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class StatisticsData:
    heading: Heading
    round: int
    stats: Statistics
    unit: int  # raw points per 1.0 shown (points by round are already in this unit)


def gather_statistics(t: Tournament, round: int | None = None) -> StatisticsData:
    round = resolve_round(t, DocumentKind.STATISTICS, round)
    return StatisticsData(heading(t, Text("title.statistics", round)), round,
                          t.standings.statistics(round), t.rules.points_unit)


# -- award certificates ----------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class Certificate:
    """One page: one winner of one award."""

    award: str | Text  # "Most wins", "Best placed player: France" (an organiser's title as is)
    player: str
    club: str
    country: str  # in English (a `Country` on paper)
    value: str | Text  # "7 wins", "place 3"
    place: str  # in the standings: "3", "2="
    shared_with: tuple[str, ...] = ()  # the other winners of a shared award


@dataclass(frozen=True, slots=True)
class CertificatesData:
    heading: Heading
    round: int
    tournament: str
    dates: Dates | str
    venue: str
    certificates: tuple[Certificate, ...]
    unawarded: tuple[tuple[str, str], ...] = ()  # (award, why nobody won it)


def gather_certificates(t: Tournament, round: int | None = None) -> CertificatesData:
    """A certificate for each winner of each award the organiser chose, after `round`."""
    round = resolve_round(t, DocumentKind.CERTIFICATES, round)
    certificates = []
    unawarded = []
    for award in t.awards.winners(round):
        if not award.winners:
            unawarded.append((award.title, award.note))
        for w in award.winners:
            others = tuple(o.player for o in award.winners if o.player_id != w.player_id)
            certificates.append(Certificate(award.words or award.title, w.player, w.club,
                                            country_name(w.country) if w.country else "",
                                            award.value_words or award.value, w.place, others))
    h = heading(t, Text("title.certificates"))
    return CertificatesData(h, round, h.tournament, h.dates, h.venue, tuple(certificates),
                            tuple(unawarded))

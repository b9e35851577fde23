"""Read models: what each screen, printed document and command shows, as frozen values.

One source for every front end: the GUI's screens (read on its database worker, shown on the
GUI thread), printing and export (`tournament.export.gather`) and the command line take their
rows from here, so a standings line is the same everywhere. Names, never ids, in everything
shown.
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import combinations
from typing import TYPE_CHECKING, Any

from tournament.games.hand_log import TableMode
from tournament.model import TableState, Wind
from tournament.players.roster import Player, PlayerStatus
from tournament.standings.final_stage import FinalStage
from tournament.standings.ranking import StandingRow
from tournament.words.document_words import Text
from tournament.words.free_text import collation_key

if TYPE_CHECKING:
    from tournament.service.facade import Tournament
    from tournament.service.sources import StandingsSource
    # Names only: the facade is built on the storage layer, and the desk's views import these
    # read models before any tournament is opened.

# --- rounds and tables -----------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class RoundSummary:
    number: int
    tables: int  # 0: not seated yet
    played: int  # tables with hands or totals
    finished: int
    approved: bool

    @property
    def seated(self) -> bool:
        return self.tables > 0


@dataclass(frozen=True, slots=True)
class TableLine:
    round: int
    table: int
    names: tuple[str, str, str, str]  # East to North of the first hand
    player_ids: tuple[int, int, int, int]
    mode: TableMode
    hands: int
    state: TableState | None  # the next hand's state while in play (None: not started/over)
    finished: bool
    locked: bool
    scores: tuple[int, int, int, int]


@dataclass(frozen=True, slots=True)
class Meeting:
    names: tuple[str, str]
    times: int
    rounds: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class SeatingQuality:
    """The seating so far, judged the way players judge it: meeting someone twice, and always
    sitting East (the seat winds of the first hand)."""

    rounds: int
    pairs: int  # distinct pairs of players who have met
    repeats: tuple[Meeting, ...]  # pairs who met more than once, most often first
    wind_spread: int  # worst player: most times in one seat wind minus fewest times
    unbalanced: tuple[tuple[str, tuple[int, int, int, int]], ...]  # worst players' wind counts
    engine: dict[str, object]  # tournament.seating's own report
    # The fewest pairs that must meet more than once with this many players and rounds
    # (`least_repeated_pairs`); as many repeats as this are unavoidable, not a bad draw.
    least_repeats: int = 0
    players: int = 0  # regular players seated

    @property
    def unavoidable(self) -> bool:
        return bool(self.repeats) and len(self.repeats) <= self.least_repeats


@dataclass(frozen=True, slots=True)
class RoundsOverview:
    rounds: tuple[RoundSummary, ...]
    selected: int
    tables: tuple[TableLine, ...]
    quality: SeatingQuality | None
    playing: int  # active players, for the re-seat message


def rounds_overview(t: Tournament, selected: int | None = None,
                    quality: bool = True) -> RoundsOverview:
    """The rounds' progress and the tables of round `selected` (the current round when
    None), with the seating quality report over the rounds up to it unless `quality` is
    False (the desk reads the report apart: at 2,000 players it is most of the read)."""
    infos = {r.number: r for r in t.rounds.all()}
    summaries = []
    for number in range(1, t.settings.rounds + 1):
        info = infos.get(number)
        if info is None:
            summaries.append(RoundSummary(number, 0, 0, 0, False))
            continue
        views = [t.tables.summary(number, s.table) for s in t.rounds.seating(number)]
        summaries.append(RoundSummary(
            number, len(views), sum(v.mode is not TableMode.EMPTY for v in views),
            sum(v.finished for v in views), info.approved_at is not None))
    if selected is None:
        selected = t.rounds.current or 1
    tables = tuple(table_lines(t, selected))
    report = seating_quality(t, selected) if tables and quality else None
    playing = len(t.players.all(PlayerStatus.ACTIVE))
    return RoundsOverview(tuple(summaries), selected, tables, report, playing)


def table_lines(t: Tournament, round: int) -> list[TableLine]:
    out = []
    for seating in t.rounds.seating(round):
        summary = t.tables.summary(round, seating.table)
        state = summary.state
        a, b, c, d = (t.players.get(pid).name for pid in seating.players)
        out.append(TableLine(
            round, seating.table, (a, b, c, d), seating.players, summary.mode, summary.hands,
            None if state.ended or summary.mode is TableMode.EMPTY else state,
            summary.finished, seating.locked, state.scores))
    return out


def seating_quality(t: Tournament, up_to: int) -> SeatingQuality:
    """Repeats and wind balance over the seated rounds 1..up_to. A meeting with a substitute
    is no repeat (as the seating engine counts them)."""
    players = {p.id: p for p in t.players.all()}
    names = {pid: p.name for pid, p in players.items()}
    subs = {pid for pid, p in players.items() if p.status is PlayerStatus.SUBSTITUTE}
    rounds = [[s.players for s in t.rounds.seating(r)] for r in range(1, up_to + 1)
              if t.rounds.seating(r)]
    met: dict[tuple[int, int], list[int]] = {}
    winds: dict[int, list[int]] = {}
    for number, tables in enumerate(rounds, start=1):
        for table in tables:
            for a, b in combinations(sorted(table), 2):
                if a not in subs and b not in subs:
                    met.setdefault((a, b), []).append(number)
            for seat, pid in enumerate(table):
                winds.setdefault(pid, [0, 0, 0, 0])[seat] += 1
    repeats = sorted((Meeting((names[a], names[b]), len(rs), tuple(rs))
                      for (a, b), rs in met.items() if len(rs) > 1),
                     key=lambda m: (-m.times, m.names))
    spreads = {pid: max(c) - min(c) for pid, c in winds.items() if pid not in subs}
    worst = max(spreads.values(), default=0)
    def counts(pid: int) -> tuple[int, int, int, int]:
        east, south, west, north = winds[pid]
        return east, south, west, north

    unbalanced = tuple(sorted((names[pid], counts(pid))
                              for pid, s in spreads.items() if s == worst and worst > 1))[:8]
    seated = {pid for tables in rounds for table in tables for pid in table}
    least = least_repeated_pairs(len(seated), len(rounds)) if not (seated & subs) else 0
    return SeatingQuality(len(rounds), len(met), tuple(repeats), worst, unbalanced,
                          _engine_report(rounds, players, subs), least, len(seated - subs))


def least_repeated_pairs(players: int, rounds: int) -> int:
    """A lower bound of the pairs that meet more than once when `players` (a multiple of
    four, no substitutes) play `rounds` rounds at tables of four: the larger of
    - a pigeonhole count: a table of the second round takes its four players from the first
      round's tables; with two tables two pairs of them met already, with three tables one
      pair, with four or more none can be forced;
    - a counting one: each round brings 6 meetings a table; past the n(n-1)/2 pairs there
      are, the extra meetings fall on pairs that met, at most rounds-1 extra each.
    8 players over 2 rounds: at least 4 pairs meet twice, whatever the draw."""
    if rounds < 2 or players < 4 or players % 4:
        return 0
    tables = players // 4
    forced = {1: 6, 2: 2, 3: 1}.get(tables, 0)
    pigeonhole = tables * forced
    meetings = rounds * tables * 6
    pairs = players * (players - 1) // 2
    counting = -(-max(0, meetings - pairs) // (rounds - 1))
    return max(pigeonhole, counting)


def _engine_report(rounds: list[list[tuple[int, int, int, int]]], players: dict[int, Player],
                   subs: set[int]) -> dict[str, object]:
    """tournament.seating's own report (teammates together, table revisits, and why a
    repeat-free seating is impossible when it is)."""
    # (Imported here: the seating engine is not loaded for the standings.)
    from tournament.seating import Constraints, quality_report

    try:
        constraints = Constraints(teams={pid: p.team for pid, p in players.items() if p.team},
                                  substitutes=frozenset(subs))
        return dict(quality_report(rounds, constraints).to_dict())
    except Exception:  # noqa: BLE001 - a report we cannot read is left out, not fatal
        return {}


def swapped(tables: tuple[TableLine, ...], a: tuple[int, int], b: tuple[int, int]
            ) -> list[list[int]]:
    """The round's seating with the players at (table index, seat) `a` and `b` swapped."""
    seats = [list(line.player_ids) for line in tables]
    (ta, sa), (tb, sb) = a, b
    seats[ta][sa], seats[tb][sb] = seats[tb][sb], seats[ta][sa]
    return seats


# --- standings -------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class StandingLine:
    """One row of the standings, in the ruleset's unit (tournament points, e.g. +22.3): the
    same row on the screen, on paper, in the exports and on the projector."""

    place: int | None  # None: substitutes and disqualified players take no place
    tied: bool  # shares its place
    name: str
    player_id: int
    club: str
    country: str
    ema_number: str
    team: str
    status: PlayerStatus
    group: str  # "ranked", "substitute", "disqualified"
    games: int
    points: float  # the total: the rounds plus the referee penalties
    score: int  # sum of the raw final scores
    rounds: tuple[float | None, ...]  # game points per round (None: no game counted)
    placements: tuple[int, int, int, int]
    chombos: int
    # <= 0: chombos deducted at the end of games (rulesets that pay a chombo that way).
    # Already in the rounds' game points; shown apart, never added again.
    chombo_deductions: float
    penalties: float  # <= 0: referee deductions, outside the rounds' game points
    yellow_cards: int
    provisional: bool  # includes a game still in play
    # The final stage: a finalist's points carried over from the qualifying rounds (None:
    # not a finalist, or no final), and the place after the qualifying rounds (None: no
    # final). A finalist's `penalties` are those of the final rounds (the earlier ones are
    # inside `carried`), so total = carried + the final rounds + penalties.
    carried: float | None = None
    qualifying_place: int | None = None

    @property
    def finalist(self) -> bool:
        return self.carried is not None

    @property
    def place_text(self) -> str:
        """"1", "2=" (tied) or "" (not ranked)."""
        return "" if self.place is None else f"{self.place}{'=' if self.tied else ''}"

    @property
    def total(self) -> float:
        return self.points


@dataclass(frozen=True, slots=True)
class StandingsData:
    """The standings as every front end shows them: the screen's (`standing_lines`) and, with
    what a document adds filled in, the printed and exported ones
    (`tournament.export.gather.gather_standings`)."""

    round: int | None
    rows: tuple[StandingLine, ...]
    apart: tuple[StandingLine, ...]  # substitutes, then disqualified players: no place
    pending: tuple[tuple[int, int], ...]  # (round, table) not counted yet
    rounds: int  # how many per-round columns
    final: FinalStage | None = None  # set: the standings of a final round
    # What a document adds: its heading (tournament.export.gather.Heading, a layer above),
    # the digits after the point, how ties are shown or broken, the raw points per 1.0
    # shown, the final's first round (its columns are F1, F2...; a "Carried" column comes
    # before them) and what the final is, and the ledger's head when these standings were
    # made (storage.chain: its short fingerprint and change number, printed so a later
    # rewrite of the whole ledger no longer matches the paper; "" without a ledger).
    heading: Any = None
    decimals: int = 1
    tie_rule: Text | None = None
    unit: int = 1000
    final_from: int | None = None
    final_note: Text | None = None
    ledger: str = ""
    ledger_change: int = 0
    # The organiser hides the standings from the players from this round on (the printed
    # standings of such a round say so).
    hidden_from: int | None = None

    def round_label(self, round: int) -> Text:
        """"R3", or "F1" for the first final round (as codes, worded by the document)."""
        if self.final_from is not None and round >= self.final_from:
            return Text("col.final_round", round - self.final_from + 1)
        return Text("col.round", round)

    @property
    def substitutes(self) -> tuple[StandingLine, ...]:
        return tuple(line for line in self.apart if line.group == "substitute")

    @property
    def disqualified(self) -> tuple[StandingLine, ...]:
        return tuple(line for line in self.apart if line.group == "disqualified")


def standing_line(t: StandingsSource, row: StandingRow, group: str = "ranked"
                  ) -> StandingLine:
    unit = t.rules.points_unit
    player = t.players.get(row.player_id)
    return StandingLine(
        place=row.place, tied=row.tied, name=row.name, player_id=row.player_id,
        club=player.club, country=player.country, ema_number=player.ema_number or "",
        team=row.team, status=row.status, group=group, games=row.games,
        points=row.points / unit, score=row.score,
        rounds=tuple(None if r is None else r / unit for r in row.rounds),
        placements=row.placements, chombos=row.chombos,
        chombo_deductions=row.chombo_deductions / unit,
        penalties=row.referee_penalties / unit, yellow_cards=row.yellow_cards,
        provisional=row.provisional,
        carried=None if row.carried is None else row.carried / unit,
        qualifying_place=row.qualifying_place)


def standing_lines(t: Tournament, round: int | None = None, *, only_round: bool = False,
                   provisional: bool = True) -> StandingsData:
    standings = t.standings.get(round, only_round=only_round, provisional=provisional)
    rows = tuple(standing_line(t, r) for r in standings.rows)
    apart = tuple(standing_line(t, r, "substitute") for r in standings.substitutes) + tuple(
        standing_line(t, r, "disqualified") for r in standings.disqualified)
    return StandingsData(standings.round, rows, apart, standings.pending,
                         standings.round or 0, standings.final)


@dataclass(frozen=True, slots=True)
class Progress:
    """Each player's place and total after each round played, for the chart. A round is in
    `rounds` once a game of it counts (finished, or in play when `provisional`): a round not
    played yet is not drawn as if nothing had changed."""

    rounds: tuple[int, ...]
    names: tuple[str, ...]  # in the order of the latest standings
    places: dict[str, tuple[int | None, ...]]  # one value per entry of `rounds`
    totals: dict[str, tuple[float | None, ...]]
    players: int = 0  # ranked players (the place axis goes from 1 to this)


def progress(t: Tournament, provisional: bool = True) -> Progress:
    last = t.rounds.current or 0
    unit = t.rules.points_unit
    played: list[int] = []
    places: dict[str, list[int | None]] = {}
    totals: dict[str, list[float | None]] = {}
    names: tuple[str, ...] = ()
    ranked = 0
    for r in range(1, last + 1):
        s = t.standings.get(r, provisional=provisional)
        if not any(len(row.rounds) >= r and row.rounds[r - 1] is not None for row in s.rows):
            continue  # no game of this round counts yet
        played.append(r)
        names = tuple(row.name for row in s.rows)
        ranked = len(s.rows)
        for row in s.rows:
            counted = row.games > 0
            places.setdefault(row.name, [None] * (len(played) - 1)).append(
                row.place if counted else None)
            totals.setdefault(row.name, [None] * (len(played) - 1)).append(
                row.points / unit if counted else None)
        for series in (places, totals):
            for values in series.values():
                values.extend([None] * (len(played) - len(values)))
    return Progress(tuple(played), names, {k: tuple(v) for k, v in places.items()},
                    {k: tuple(v) for k, v in totals.items()}, ranked)


# --- penalties -------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class PenaltyLine:
    kind: str  # "chombo", or a PenaltyKind value
    penalty_id: int | None  # None for a chombo (it lives in the hand log)
    round: int | None
    table: int | None
    player: str
    # In the ruleset's unit, <= 0: what comes off the standings (a referee deduction, an
    # end-of-game chombo deduction). 0 for a chombo paid at the table: see `paid_at_table`.
    points: float
    reason: str
    referee: str
    when: str
    withdrawn: str = ""  # "withdrawn by X: reason"
    paid_at_table: int = 0  # raw points a chombo paid to the other players at the table
    hand: TableState | None = None  # the hand a chombo happened in (None: a score slip)
    note: str = ""  # the referee's note on the chombo hand


def penalty_lines(t: Tournament, round: int | None) -> list[PenaltyLine]:
    unit = t.rules.points_unit
    names = {p.id: p.name for p in t.players.all()}
    out = []
    rounds = [round] if round is not None else [r.number for r in t.rounds.all()]
    for r in rounds:
        for c in t.penalties.chombos(r):
            out.append(PenaltyLine("chombo", None, c.round, c.table, c.player,
                                   0.0 if c.at_table else -c.points / unit,
                                   f"{c.when}: {c.penalty}" + (f" ({c.note})" if c.note else ""),
                                   c.who, c.at, paid_at_table=c.points if c.at_table else 0,
                                   hand=c.state, note=c.note))
    for p in t.penalties.all(round, include_withdrawn=True):
        withdrawn = ""
        if not p.active:
            withdrawn = f"{p.withdrawn_by}: {p.withdrawn_reason}".strip(": ")
        out.append(PenaltyLine(p.kind.value, p.id, p.round, p.table,
                               names.get(p.player_id, "?"), p.points / unit, p.reason,
                               p.referee, p.at, withdrawn))
    return out


# --- players ---------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class PlayersData:
    players: tuple[Player, ...]
    unplayed: tuple[int, ...]


def players_data(t: Tournament) -> PlayersData:
    return PlayersData(tuple(sorted(t.players.all(), key=lambda p: collation_key(p.name))),
                       t.rounds.unplayed())


def player_table(t: Tournament, name: str, round: int) -> tuple[int, int] | None:
    """(table, seat) of a player in a round."""
    pid = t.players.get(name).id
    for s in t.rounds.seating(round):
        if pid in s.players:
            return s.table, s.players.index(pid)
    return None


@dataclass(frozen=True, slots=True)
class SeatLine:
    """Where one player sits in a round, for "find your table"."""

    name: str
    table: int
    wind: Wind  # the seat's wind in the first hand


@dataclass(frozen=True, slots=True)
class ProjectorData:
    """What the projector shows: the standings counted so far, and the seating of the round
    being played (alphabetically, to find one's table)."""

    standings: StandingsData
    counted_round: int | None  # the last round with a finished game (None before any)
    finished: int  # finished games of that round
    tables: int  # tables of that round
    seating_round: int | None  # the round whose tables are shown (None: nothing to find)
    seats: tuple[SeatLine, ...]
    hidden_from: int | None = None  # the organiser hides the standings from this round on


def projector_data(t: Tournament, provisional: bool = False) -> ProjectorData:
    """The standings after the last round with a finished game (games in play counted only
    when `provisional`), and the seating of the current round while it is not over. The
    projector is the players': the rounds whose standings the organiser hides are left out
    (the prize-giving reveals them: `prize_giving`)."""
    counted: int | None = None
    finished = tables = 0
    hidden = t.settings.hide_from_round
    for info in t.rounds.all():
        if hidden is not None and info.number >= hidden:
            break
        views = [t.tables.view(info.number, s.table) for s in t.rounds.seating(info.number)]
        done = sum(v.finished for v in views)
        if done or (provisional and any(v.mode is not TableMode.EMPTY for v in views)):
            counted, finished, tables = info.number, done, len(views)
    standings = standing_lines(t, counted, provisional=provisional) if counted else \
        StandingsData(None, (), (), (), 0)
    current = t.rounds.current
    seats: tuple[SeatLine, ...] = ()
    shown: int | None = None
    if current is not None:
        views = [t.tables.view(current, s.table) for s in t.rounds.seating(current)]
        if views and not all(v.finished for v in views):
            shown = current
            seats = tuple(sorted(
                (SeatLine(t.players.get(pid).name, s.table, Wind(i))
                 for s in t.rounds.seating(current) for i, pid in enumerate(s.players)),
                key=lambda line: collation_key(line.name)))
    return ProjectorData(standings, counted, finished, tables, shown, seats, hidden)


# --- prize-giving ----------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class RevealStep:
    """One key press of the prize-giving: a place, and the players sharing it (revealed
    together)."""

    place: int
    lines: tuple[StandingLine, ...]


@dataclass(frozen=True, slots=True)
class PrizeGiving:
    """The standings revealed from the last place upward, one step per key press.

    `steps` go from the last place revealed to the first; players placed below `top` (when
    the organiser reveals only the top places) are in `shown_at_start`."""

    round: int | None
    title: str
    steps: tuple[RevealStep, ...]
    shown_at_start: tuple[StandingLine, ...] = ()
    final: FinalStage | None = None

    def revealed(self, presses: int) -> tuple[StandingLine, ...]:
        """What is on screen after `presses` key presses, best place first."""
        presses = max(0, min(presses, len(self.steps)))
        shown = [line for step in self.steps[:presses] for line in step.lines]
        shown += self.shown_at_start
        return tuple(sorted(shown, key=lambda line: (line.place or 0, collation_key(line.name))))

    def next_step(self, presses: int) -> RevealStep | None:
        """The step the next key press reveals (None: everything is shown)."""
        return self.steps[presses] if 0 <= presses < len(self.steps) else None

    @property
    def presses(self) -> int:
        return len(self.steps)


def prize_giving(t: Tournament, round: int | None = None, top: int | None = None
                 ) -> PrizeGiving:
    """The ranked players of the standings after `round` (default: the last round), counted
    games only, as reveal steps from the last place up; `top`: reveal only places 1..top one
    by one (the others are shown from the start)."""
    data = standing_lines(t, round, provisional=False)
    groups: dict[int, list[StandingLine]] = {}
    for line in data.rows:
        if line.place is not None:
            groups.setdefault(line.place, []).append(line)
    steps = []
    start: list[StandingLine] = []
    for place in sorted(groups, reverse=True):
        if top is not None and place > top:
            start += groups[place]
        else:
            steps.append(RevealStep(place, tuple(groups[place])))
    last = data.round is not None and data.round == t.settings.rounds and not data.pending
    title = "Final standings" if last else (
        f"Standings after round {data.round}" if data.round else "Standings")
    return PrizeGiving(data.round, title, tuple(steps), tuple(start), data.final)

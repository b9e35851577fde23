"""Standings: game results and penalties -> ranked rows, tie-breaks, teams, substitutes apart.

Pure: no storage, no Qt. Points are raw points (the core's `FinalResult.points`, which already
hold uma, oka and end-of-game chombo deductions) plus referee point penalties; front ends show
them in the ruleset's unit. Sums are exact (`Fraction`): tied players who shared an uma of
thirds stay tied.

Places: players with equal points share a place ("1, 2, 2, 4") unless the tournament lists
tie-breaks, which are applied in order to split a tied group; players still equal after every
tie-break share the place. Substitutes play (their games count for their opponents) but take no
place; disqualified players are listed apart too. Only finished games count, unless the caller
asks for a provisional view (then unfinished games count with their current scores and the rows
say so).
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from fractions import Fraction

from tournament.model import FinalResult, FinalStage
from tournament.players.roster import Player, PlayerStatus

# (Kept by the settings and the storage; given here too, where the standings take them.)
from tournament.standings.inputs import Penalty as Penalty
from tournament.standings.inputs import PenaltyKind as PenaltyKind
from tournament.standings.inputs import TieBreak as TieBreak
from tournament.words.free_text import collation_key


@dataclass(frozen=True, slots=True)
class GameScore:
    """One game's result for the standings: who sat where (East to North) and the result."""

    round: int
    table: int
    players: tuple[int, int, int, int]  # player ids by seat
    result: FinalResult
    finished: bool = True  # False: a provisional result of a game still in play
    chombos: tuple[int, int, int, int] = (0, 0, 0, 0)


Number = int | float


@dataclass(frozen=True, slots=True)
class StandingRow:
    place: int | None  # None for substitutes and disqualified players
    player_id: int
    name: str
    status: PlayerStatus
    team: str
    games: int
    points: Number  # raw: game points (uma, chombo deductions included) + referee penalties
    score: int  # sum of raw final scores
    placements: tuple[int, int, int, int]  # number of 1st, 2nd, 3rd, 4th places
    penalties: Number  # raw, <= 0: referee deductions + end-of-game chombo deductions
    chombos: int
    yellow_cards: int
    rounds: tuple[Number | None, ...]  # game points per round 1..K (None: no counted game)
    best_game: Number | None
    disqualified: bool = False
    provisional: bool = False  # includes a game still in play
    tied: bool = False  # shares its place with another row
    # Raw, <= 0: the part of `penalties` deducted at the end of games for chombos (under
    # rulesets that pay a chombo that way); it is already in the game points of `rounds`.
    chombo_deductions: Number = 0
    # The final stage (tournament.standings.final_stage): a finalist's points carried over from the
    # qualifying rounds (None: no final, or not a finalist), and every row's place after the
    # qualifying rounds (None: no final).
    carried: Number | None = None
    qualifying_place: int | None = None

    @property
    def referee_penalties(self) -> Number:
        """Raw, <= 0: what referees took off (penalties outside the games' points)."""
        return _number(_exact(self.penalties) - _exact(self.chombo_deductions))


@dataclass(frozen=True, slots=True)
class TeamRow:
    place: int
    team: str
    points: Number
    games: int
    members: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Standings:
    round: int | None  # the last round counted (None: no round yet)
    only_round: bool  # True: this round's games only; False: cumulative up to `round`
    rows: tuple[StandingRow, ...]
    substitutes: tuple[StandingRow, ...] = ()
    disqualified: tuple[StandingRow, ...] = ()
    teams: tuple[TeamRow, ...] = ()
    pending: tuple[tuple[int, int], ...] = ()  # (round, table) of games not counted yet
    tie_breaks: tuple[TieBreak, ...] = ()
    final: FinalStage | None = None  # set: these are the standings of a final round

    def row(self, name: str) -> StandingRow:
        for row in self.rows + self.substitutes + self.disqualified:
            if row.name == name:
                return row
        raise KeyError(name)


def exact(value: Number) -> int | Fraction:
    """A number of points as an exact value (see `_exact`)."""
    return _exact(value)


def number(value: int | Fraction) -> Number:
    """An exact value back as an int, or a float when it is not whole."""
    return _number(value)


def _exact(value: Number) -> int | Fraction:
    # FinalResult points are ints, or floats for an uma shared three ways (thirds): the
    # denominator is small, so this recovers the exact value. Ints stay ints: exact sums
    # without Fraction's cost in the common case.
    if isinstance(value, int):
        return value
    return Fraction(value).limit_denominator(1000)


def _number(value: int | Fraction) -> Number:
    if isinstance(value, int):
        return value
    return int(value) if value.denominator == 1 else float(value)


@dataclass(slots=True)
class _Tally:
    player: Player
    points: int | Fraction = 0
    score: int = 0
    games: int = 0
    places: list[int] = field(default_factory=lambda: [0, 0, 0, 0])
    penalties: int | Fraction = 0
    chombo_deductions: int | Fraction = 0
    chombos: int = 0
    yellow: int = 0
    disqualified: bool = False
    provisional: bool = False
    best: int | Fraction | None = None
    rounds: dict[int, int | Fraction] = field(default_factory=dict)
    # (game, place) of every counted game, for head-to-head: the game's index in the list
    # (compute_standings) or its (round, table) (LiveStandings), the same only for one game
    met: list[tuple[object, int]] = field(default_factory=list)


def compute_standings(players: Iterable[Player], games: Iterable[GameScore],
                      penalties: Iterable[Penalty] = (), *, round: int | None = None,
                      only_round: bool = False, tie_breaks: Sequence[TieBreak] = (),
                      provisional: bool = False) -> Standings:
    """Rank players after `round` (None: every round); `only_round`: that round's games only."""
    games = list(games)
    if round is None:
        round = max((g.round for g in games), default=None)

    def counted_round(r: int | None) -> bool:
        if r is None:
            return not only_round
        if round is None:
            return False
        return r == round if only_round else r <= round

    tallies = {p.id: _Tally(p) for p in players}
    pending: list[tuple[int, int]] = []
    tally_of = tallies.get
    for index, game in enumerate(games):
        if not counted_round(game.round):
            continue
        finished = game.finished
        if not finished and not provisional:
            pending.append((game.round, game.table))
            continue
        res, chombos, game_round = game.result, game.chombos, game.round
        for seat, pid in enumerate(game.players):
            t = tally_of(pid)
            if t is None:
                continue
            # (An int is the common case: no call for it, 24,000 seats at 2,000 players.)
            raw_pts, raw_penalty = res.points[seat], res.penalties[seat]
            pts: int | Fraction = raw_pts if type(raw_pts) is int else _exact(raw_pts)
            penalty: int | Fraction = (raw_penalty if type(raw_penalty) is int
                                       else _exact(raw_penalty))
            place = res.places[seat]
            t.points += pts
            t.score += res.scores[seat]
            t.games += 1
            t.places[place - 1] += 1
            t.penalties += penalty
            t.chombo_deductions += penalty
            t.chombos += chombos[seat]
            if t.best is None or pts > t.best:
                t.best = pts
            rounds = t.rounds
            rounds[game_round] = rounds.get(game_round, 0) + pts
            t.met.append((index, place))
            if not finished:
                t.provisional = True
    for pen in penalties:
        t = tallies.get(pen.player_id)
        if t is None or not pen.active or not counted_round(pen.round):
            continue
        _penalise(t, pen)

    return _ranked(tallies.values(), round, only_round, tuple(tie_breaks), tuple(pending))


def _ranked(tallies: Iterable[_Tally], round: int | None, only_round: bool,
            breaks: tuple[TieBreak, ...], pending: tuple[tuple[int, int], ...],
            rows_of: dict[int, tuple[int | None, bool, StandingRow]] | None = None,
            fresh: set[int] | frozenset[int] = frozenset()) -> Standings:
    """The tallies placed and turned into rows. `rows_of` (`LiveStandings`) keeps each
    player's last row with its place: reused while the place is the same and the player is
    not in `fresh` (tallies changed since)."""
    columns = round or 0
    ranked: list[_Tally] = []
    subs: list[_Tally] = []
    dq: list[_Tally] = []
    for t in tallies:
        if t.disqualified:
            dq.append(t)
        elif t.player.status is PlayerStatus.SUBSTITUTE:
            if t.games:
                subs.append(t)
        else:
            ranked.append(t)

    def row(t: _Tally, place: int | None, tied: bool = False) -> StandingRow:
        if rows_of is None:
            return _row(t, place, columns, tied)
        pid = t.player.id
        kept = rows_of.get(pid)
        if kept is not None and pid not in fresh and kept[0] == place and kept[1] == tied:
            return kept[2]
        made = _row(t, place, columns, tied)
        rows_of[pid] = (place, tied, made)
        return made

    rows: list[StandingRow] = []
    position = 1
    for block in _ranked_blocks(ranked, breaks):
        if len(block) == 1:
            rows.append(row(block[0], position))
        else:
            for t in sorted(block, key=lambda t: collation_key(t.player.name)):
                rows.append(row(t, position, tied=True))
        position += len(block)

    def apart(group: list[_Tally]) -> tuple[StandingRow, ...]:
        group = sorted(group, key=lambda t: (-t.points, collation_key(t.player.name)))
        return tuple(row(t, None) for t in group)

    return Standings(round=round, only_round=only_round, rows=tuple(rows),
                     substitutes=apart(subs), disqualified=apart(dq),
                     teams=_teams(ranked + dq), pending=pending, tie_breaks=breaks)


GameKey = tuple[int, int]  # (round, table)


class LiveStandings:
    """Standings kept up to date game by game (the service's cache, `StandingsPart`): each
    player's tally is kept, and a changed game re-tallies only its four players (from their
    own games and penalties), then the places are given again. The result is the one
    `compute_standings` gives for the same games (tests/core/test_live_standings.py compares
    them over random sequences of changes); a change of players, penalties or tie-breaks is
    not handled here: the caller builds a new one (a full recompute).

    `games`: every game by (round, table), in any order; `round` is the last round counted
    (not None: with no round, `compute_standings` is as quick)."""

    def __init__(self, players: Iterable[Player], games: Iterable[GameScore],
                 penalties: Iterable[Penalty] = (), *, round: int, only_round: bool = False,
                 tie_breaks: Sequence[TieBreak] = (), provisional: bool = False):
        self.round = round
        self.only_round = only_round
        self.provisional = provisional
        self.tie_breaks = tuple(tie_breaks)
        self._players = {p.id: p for p in players}
        self._penalties: dict[int, list[Penalty]] = defaultdict(list)
        for pen in penalties:
            if pen.player_id in self._players and pen.active and self._counted(pen.round):
                self._penalties[pen.player_id].append(pen)
        self._games: dict[GameKey, GameScore] = {}
        self._of: dict[int, set[GameKey]] = defaultdict(set)  # player id -> their games
        self._pending: set[GameKey] = set()
        self._rows: dict[int, tuple[int | None, bool, StandingRow]] = {}
        self._tallies: dict[int, _Tally] = {}
        self._result: Standings | None = None
        self._fresh: set[int] = set()  # re-tallied since the last rows were made
        for game in games:
            self._put((game.round, game.table), game)
        self._retally(self._players)

    def _counted(self, r: int | None) -> bool:
        if r is None:
            return not self.only_round
        return r == self.round if self.only_round else r <= self.round

    @property
    def games(self) -> Mapping[GameKey, GameScore]:
        """The games counted (of the rounds this view counts), by (round, table)."""
        return self._games

    def _put(self, key: GameKey, game: GameScore | None) -> set[int]:
        """Set or remove one game; the players whose tallies it touches."""
        touched: set[int] = set()
        old = self._games.pop(key, None)
        self._pending.discard(key)
        if old is not None:
            for pid in old.players:
                self._of[pid].discard(key)
                touched.add(pid)
        if game is not None and self._counted(game.round):
            if not game.finished and not self.provisional:
                self._pending.add(key)
            self._games[key] = game
            for pid in game.players:
                self._of[pid].add(key)
                touched.add(pid)
        return touched

    def update(self, changed: Mapping[GameKey, GameScore | None]) -> None:
        """Games set (a GameScore) or gone (None), by (round, table)."""
        touched: set[int] = set()
        for key, game in changed.items():
            touched |= self._put(key, game)
        touched &= self._players.keys()
        if touched:
            self._retally(touched)

    def _retally(self, pids: Iterable[int]) -> None:
        fresh = self._fresh
        games = self._games
        for pid in pids:
            t = _Tally(self._players[pid])
            for key in sorted(self._of.get(pid, ())):
                game = games[key]
                if not game.finished and not self.provisional:
                    continue
                _add(t, game, game.players.index(pid), key)
            for pen in self._penalties.get(pid, ()):
                _penalise(t, pen)
            self._tallies[pid] = t
            fresh.add(pid)
        self._result = None

    def standings(self) -> Standings:
        if self._result is None:
            self._result = _ranked(self._tallies.values(), self.round, self.only_round,
                                   self.tie_breaks, tuple(sorted(self._pending)),
                                   self._rows, self._fresh)
            self._fresh = set()
        return self._result


def _add(t: _Tally, game: GameScore, seat: int, key: object) -> None:
    """One counted game in a player's tally (what `compute_standings` inlines)."""
    res = game.result
    pts = _exact(res.points[seat])
    penalty = _exact(res.penalties[seat])
    place = res.places[seat]
    t.points += pts
    t.score += res.scores[seat]
    t.games += 1
    t.places[place - 1] += 1
    t.penalties += penalty
    t.chombo_deductions += penalty
    t.chombos += game.chombos[seat]
    if t.best is None or pts > t.best:
        t.best = pts
    t.rounds[game.round] = t.rounds.get(game.round, 0) + pts
    t.met.append((key, place))
    if not game.finished:
        t.provisional = True


def _penalise(t: _Tally, pen: Penalty) -> None:
    t.points += pen.points
    t.penalties += pen.points
    if pen.kind is PenaltyKind.YELLOW_CARD:
        t.yellow += 1
    elif pen.kind is PenaltyKind.DISQUALIFICATION:
        t.disqualified = True


def _row(t: _Tally, place: int | None, columns: int, tied: bool = False) -> StandingRow:
    p = t.player
    return StandingRow(
        place=place, player_id=p.id, name=p.name, status=p.status, team=p.team,
        games=t.games, points=_number(t.points), score=t.score,
        placements=tuple(t.places),  # type: ignore[arg-type]
        penalties=_number(t.penalties), chombos=t.chombos, yellow_cards=t.yellow,
        rounds=tuple(_number(t.rounds[r]) if r in t.rounds else None
                     for r in range(1, columns + 1)),
        best_game=None if t.best is None else _number(t.best),
        disqualified=t.disqualified, provisional=t.provisional, tied=tied and place is not None,
        chombo_deductions=_number(t.chombo_deductions),
    )


def _ranked_blocks(tallies: list[_Tally], breaks: tuple[TieBreak, ...]) -> list[list[_Tally]]:
    """Groups of players sharing a place, best first."""
    by_points: dict[int | Fraction, list[_Tally]] = defaultdict(list)
    for t in tallies:
        by_points[t.points].append(t)
    blocks: list[list[_Tally]] = []
    for points in sorted(by_points, reverse=True):
        blocks += _split(by_points[points], breaks)
    return blocks


def _split(group: list[_Tally], breaks: tuple[TieBreak, ...]) -> list[list[_Tally]]:
    if len(group) == 1 or not breaks:
        return [group]
    rule, rest = breaks[0], breaks[1:]
    keys: dict[int, int | Fraction] = {id(t): _key(rule, t, group) for t in group}
    out: list[list[_Tally]] = []
    for key in sorted(set(keys.values()), reverse=True):
        # Each later tie-break sees only the still-tied subgroup: head-to-head is counted
        # among the players it has to separate.
        out += _split([t for t in group if keys[id(t)] == key], rest)
    return out


def _key(rule: TieBreak, t: _Tally, group: list[_Tally]) -> int | Fraction:
    if rule is TieBreak.FIRSTS:
        return t.places[0]
    if rule is TieBreak.BEST_GAME:
        return t.best if t.best is not None else -10**12
    if rule is TieBreak.SCORE:
        return t.score
    # Head-to-head: over the games this player shared with other members of the tied group,
    # +1 for each of them placed below, -1 for each placed above.
    mine = dict(t.met)
    total = 0
    for other in group:
        if other is t:
            continue
        for game, place in other.met:
            if game in mine:
                total += (place > mine[game]) - (place < mine[game])
    return total


def _teams(tallies: list[_Tally]) -> tuple[TeamRow, ...]:
    teams: dict[str, list[_Tally]] = defaultdict(list)
    for t in tallies:
        if t.player.team:
            teams[t.player.team].append(t)
    if not teams:
        return ()
    totals = {name: sum(t.points for t in members) for name, members in teams.items()}
    order = sorted(teams, key=lambda n: (-totals[n], collation_key(n)))
    rows: list[TeamRow] = []
    for i, name in enumerate(order):
        place = i + 1
        if i and totals[name] == totals[order[i - 1]]:
            place = rows[-1].place
        members = teams[name]
        rows.append(TeamRow(place=place, team=name, points=_number(totals[name]),
                            games=sum(t.games for t in members),
                            members=tuple(sorted((t.player.name for t in members),
                                                 key=collation_key))))
    return tuple(rows)

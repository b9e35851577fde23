"""The EMA ranking's view of a tournament: who is ranked, in which place, with which table
points, and what is missing before the results file can be sent.

Who is in the file: every player who played a counted game and "counts in the EMA ranking"
(`Player.ema_ranked`: on by default for players, off for substitutes, whom the EMA rules ask
beforehand; a substitute who agreed is ranked like everyone else). Disqualified players are
left out. Places come from the standings' own ranking over exactly these players: tied players
share a place ("1, 2, 2, 4") unless the tournament's tie-breaks separate them.

Table points: 4/2/1/0 for the 1st to 4th place of each game; tied players share the points of
the places they cover (2nd and 3rd tied: 1.5 each), summed over the games. The riichi ranking
does not use them; the file carries them as EMA-side tools write them (see export/ema.py).

`ema_readiness` lists, as `Issue`s, every problem that stops the file (an unfinished game, a
missing setting, a player without a country) and every warning that does not (fewer than 16
ranked players from EMA countries, a name whose split is a guess, rounds not played yet).
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, replace
from fractions import Fraction
from typing import TYPE_CHECKING

from tournament.errors import InvalidInput
from tournament.issue_codes import IssueCode
from tournament.model import Issue
from tournament.players.countries import ema_code, is_ema_member
from tournament.players.roster import Player, PlayerStatus
from tournament.service.arguments import issue, refuse
from tournament.service.values import EmaPlace, EmaReadiness
from tournament.standings.ranking import GameScore, Penalty, compute_standings

if TYPE_CHECKING:
    from tournament.organisation import TournamentSettings
    from tournament.service.facade import Tournament

TABLE_POINTS = (4, 2, 1, 0)  # 1st to 4th of a game
# The EMA certifies a tournament for the ranking only with enough players from its member
# countries; the app warns below this number and leaves the decision to the EMA.
MIN_EMA_COUNTRY_PLAYERS = 16


def share_table_points(places: tuple[int, ...]) -> list[Fraction]:
    """Table points of one game by seat; tied seats share the points of the places they
    cover."""
    out: list[Fraction] = [Fraction(0)] * len(places)
    by_place: dict[int, list[int]] = defaultdict(list)
    for seat, place in enumerate(places):
        by_place[place].append(seat)
    for place, seats in by_place.items():
        covered = TABLE_POINTS[place - 1:place - 1 + len(seats)]
        for seat in seats:
            out[seat] = Fraction(sum(covered), len(seats))
    return out


@dataclass(frozen=True, slots=True)
class EmaInputs:
    """What the EMA's view is computed from: plain values, read from an open tournament
    (`EmaPart.inputs`) or straight from the file (the command line's quick path,
    `tournament.cli.quick`), and computed from the same way by the functions below."""

    settings: TournamentSettings
    players: Mapping[int, Player]  # by id, in the file's order
    games: Sequence[GameScore]  # each seated table's result by (round, table), none if empty
    penalties: Sequence[Penalty]
    # The standings' games with no final result after round K: (round, table) each.
    pending: Callable[[int], Sequence[tuple[int, int]]]


def default_round(inputs: EmaInputs) -> int | None:
    """The round the EMA file is for by default: the last round with a finished game."""
    return max((g.round for g in inputs.games if g.finished), default=None)


def ema_round(inputs: EmaInputs, round: int | None) -> int:
    """`round`, or the default round; InvalidInput when there is none or no such round."""
    rounds = inputs.settings.rounds
    if round is None:
        round = default_round(inputs)
        if round is None:
            raise refuse(issue(IssueCode.NO_RESULTS, "round", "no game has been finished yet"))
    if isinstance(round, bool) or not isinstance(round, int) or not 1 <= round <= rounds:
        raise refuse(issue(IssueCode.BAD_ROUND, "round", f"the tournament has "
                           f"{rounds} rounds; there is no round {round}",
                           variant="too_high", rounds=rounds, round=round))
    return round


def ema_ranking(inputs: EmaInputs, round: int | None = None) -> tuple[EmaPlace, ...]:
    """The players of the EMA results file after `round` (default: `default_round`), best
    first. Counts finished games only; `ema_readiness` says whether any is missing."""
    round = ema_round(inputs, round)
    games = [g for g in inputs.games if g.round <= round and g.finished]
    played = {pid for g in games for pid in g.players}
    ranked = [replace(p, status=PlayerStatus.ACTIVE) if p.is_substitute else p
              for p in inputs.players.values() if p.ema_ranked and p.id in played]
    standings = compute_standings(ranked, games, inputs.penalties, round=round,
                                  tie_breaks=inputs.settings.tie_breaks)
    # (A game without a tie adds whole numbers, summed as such: the same sums, sooner.)
    whole: dict[int, int] = defaultdict(int)
    shared: dict[int, Fraction] = defaultdict(Fraction)
    for game in games:
        places = game.result.places
        if len(set(places)) == len(places):
            for pid, place in zip(game.players, places, strict=True):
                whole[pid] += TABLE_POINTS[place - 1]
        else:
            for pid, share in zip(game.players, share_table_points(places), strict=True):
                shared[pid] += share
    return tuple(EmaPlace(place=row.place or 0, player=inputs.players[row.player_id],
                          table_points=whole[row.player_id] + shared[row.player_id],
                          points=row.points)
                 for row in standings.rows if row.games)


def ema_readiness(inputs: EmaInputs, round: int | None = None) -> EmaReadiness:
    """Every problem that stops the EMA results file, and every warning, as `Issue`s
    (`field` names the setting or `players.<name>.<field>`)."""
    return ema_review(inputs, round)[0]


def ema_review(inputs: EmaInputs, round: int | None = None
               ) -> tuple[EmaReadiness, tuple[EmaPlace, ...]]:
    """`ema_readiness`, and the `ema_ranking` it checked (empty without a round): what the
    results file is made of, computed once."""
    problems: list[Issue] = []
    warnings: list[Issue] = []
    s = inputs.settings
    try:
        number = ema_round(inputs, round)
    except InvalidInput as exc:
        return EmaReadiness(None, exc.issues, ()), ()
    for r, table in inputs.pending(number):
        problems.append(issue(IssueCode.UNFINISHED, "round", f"round {r} table {table} has no "
                              f"final result: the EMA file needs every game finished",
                              round=r, table=table))
    if number < s.rounds:
        warnings.append(issue(IssueCode.ROUNDS_LEFT, "round", f"the tournament has {s.rounds} "
                              f"rounds; the file counts rounds 1 to {number}",
                              rounds=s.rounds, round=number))
    if not s.start_date:
        problems.append(issue(IssueCode.NO_DATE, "start_date",
                              "the tournament has no dates (the "
                              "EMA file needs the first and the last day)"))
    for code, field, value, what in (
            (IssueCode.NO_CITY, "city", s.city, "the city the tournament is played in"),
            (IssueCode.NO_HOST_COUNTRY, "host_country", s.host_country,
             "the organising country"),
            (IssueCode.NO_MERS_WEIGHT, "mers_weight", s.mers_weight,
             "the MERS weight the EMA assigned")):
        if not value:
            problems.append(issue(code, field, f"the EMA file needs {what}: "
                                  f"set it in the tournament settings"))
    if s.host_country and not is_ema_code(s.host_country):
        problems.append(issue(IssueCode.BAD_COUNTRY, "host_country", f"the organising country "
                              f"'{s.host_country}' is not a country code the EMA uses",
                              variant="host", value=s.host_country))
    places = ema_ranking(inputs, number)
    for line in places:
        p = line.player
        where = f"players.{p.name}"
        if not p.country:
            problems.append(issue(IssueCode.NO_COUNTRY, f"{where}.country",
                                  f"{p.name} has no country", player=p.name))
        elif not is_ema_code(p.country):
            problems.append(issue(IssueCode.BAD_COUNTRY, f"{where}.country",
                                  f"{p.name}: '{p.country}' is not a country the EMA "
                                  f"knows; correct it", variant="player", player=p.name,
                                  value=p.country))
        if not p.last_name:
            problems.append(issue(IssueCode.NO_LAST_NAME, f"{where}.last_name",
                                  f"{p.name} has no last name", player=p.name))
        elif not p.first_name:
            warnings.append(issue(IssueCode.NO_FIRST_NAME, f"{where}.first_name",
                                  f"{p.name} has no first name", player=p.name))
        if not p.name_checked:
            warnings.append(issue(IssueCode.NAME_TO_CHECK, f"{where}.name",
                                  f"{p.name}: first name '{p.first_name}' and last name "
                                  f"'{p.last_name}' were guessed from one name; check "
                                  f"them", player=p.name, first=p.first_name,
                                  last=p.last_name))
    from_members = sum(1 for line in places if is_ema_member(line.player.country))
    if from_members < MIN_EMA_COUNTRY_PLAYERS:
        warnings.append(issue(IssueCode.FEW_EMA_PLAYERS, "players",
                              f"{from_members} ranked players come from EMA member "
                              f"countries; the EMA ranks tournaments with at least "
                              f"{MIN_EMA_COUNTRY_PLAYERS}", count=from_members,
                              minimum=MIN_EMA_COUNTRY_PLAYERS))
    return EmaReadiness(number, tuple(problems), tuple(warnings)), places


class EmaPart:
    """The open tournament's EMA view: its inputs as the service keeps them, computed by the
    functions above."""

    def __init__(self, t: Tournament) -> None:
        self._t = t

    def inputs(self) -> EmaInputs:
        t = self._t
        return EmaInputs(settings=t._settings, players=t._players,
                         games=t.standings.game_scores(), penalties=t.penalties._list,
                         pending=lambda round: t.standings.get(round).pending)

    def round(self) -> int | None:
        """The round the EMA file is for by default: the last round with a finished game."""
        return default_round(self.inputs())

    def ranking(self, round: int | None = None) -> tuple[EmaPlace, ...]:
        """The players of the EMA results file after `round` (default: `round()`), best
        first (`ema_ranking`)."""
        return ema_ranking(self.inputs(), round)

    def readiness(self, round: int | None = None) -> EmaReadiness:
        """Every problem that stops the EMA results file, and every warning
        (`ema_readiness`)."""
        return ema_readiness(self.inputs(), round)


def is_ema_code(code: str) -> bool:
    """Is this stored country an EMA code (and not text an older file kept)?"""
    return ema_code(code) == code and len(code) == 3

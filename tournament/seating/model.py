"""Value types of the seating engine: players to seat, constraints, schedules and their report.

A table is four player ids in seat order East, South, West, North; a round is a tuple of tables
whose position is the physical table number (table 0 is the first table in the room).
"""

from __future__ import annotations

import math
from collections.abc import Hashable, Mapping
from dataclasses import dataclass, field
from typing import Any

Table = tuple[int, int, int, int]
Round = tuple[Table, ...]
Rounds = tuple[Round, ...]

@dataclass(frozen=True, slots=True)
class SeatingPlayer:
    """One player to seat. Substitutes fill a table; their meetings are not counted."""

    id: int
    team: Hashable | None = None
    club: Hashable | None = None
    country: Hashable | None = None
    substitute: bool = False


@dataclass(frozen=True, slots=True)
class Constraints:
    """Who must not share a table: players mapped to a group, and which groupings apply.

    Teammates are kept apart by default; clubs and countries only when switched on.
    Substitutes are always kept apart from each other (a table should have at most one) and
    pairs involving a substitute never count as a repeat.
    """

    teams: Mapping[int, Hashable] = field(default_factory=dict)
    clubs: Mapping[int, Hashable] = field(default_factory=dict)
    countries: Mapping[int, Hashable] = field(default_factory=dict)
    separate_teams: bool = True
    separate_clubs: bool = False
    separate_countries: bool = False
    substitutes: frozenset[int] = frozenset()

    def active_groupings(self) -> list[tuple[str, Mapping[int, Hashable]]]:
        out: list[tuple[str, Mapping[int, Hashable]]] = []
        if self.separate_teams and self.teams:
            out.append(("team", self.teams))
        if self.separate_clubs and self.clubs:
            out.append(("club", self.clubs))
        if self.separate_countries and self.countries:
            out.append(("country", self.countries))
        return out

    def apart_groups(self) -> list[list[int]]:
        """Groups of player ids of which no two should sit at one table."""
        groups: list[list[int]] = []
        for _, mapping in self.active_groupings():
            by_group: dict[Hashable, list[int]] = {}
            for player, group in mapping.items():
                if group is not None:
                    by_group.setdefault(group, []).append(player)
            groups.extend(sorted(members) for members in by_group.values() if len(members) > 1)
        if len(self.substitutes) > 1:
            groups.append(sorted(self.substitutes))
        return groups

    def apart(self, a: int, b: int) -> bool:
        if a in self.substitutes and b in self.substitutes:
            return True
        for _, mapping in self.active_groupings():
            ga, gb = mapping.get(a), mapping.get(b)
            if ga is not None and ga == gb:
                return True
        return False


def players_and_constraints(
    players: int | Any, constraints: Constraints | None
) -> tuple[list[int], Constraints]:
    """Player ids in order and the constraints merged with the players' own groups."""
    base = constraints or Constraints()
    if isinstance(players, int):
        return list(range(players)), base
    ids: list[int] = []
    teams = dict(base.teams)
    clubs = dict(base.clubs)
    countries = dict(base.countries)
    subs = set(base.substitutes)
    for p in players:
        if isinstance(p, SeatingPlayer):
            ids.append(p.id)
            if p.team is not None:
                teams[p.id] = p.team
            if p.club is not None:
                clubs[p.id] = p.club
            if p.country is not None:
                countries[p.id] = p.country
            if p.substitute:
                subs.add(p.id)
        else:
            ids.append(int(p))
    merged = Constraints(
        teams=teams, clubs=clubs, countries=countries,
        separate_teams=base.separate_teams, separate_clubs=base.separate_clubs,
        separate_countries=base.separate_countries, substitutes=frozenset(subs),
    )
    return ids, merged


@dataclass(frozen=True, slots=True)
class QualityReport:
    """How good a schedule is, for generated and imported schedules alike.

    Meetings count only pairs of regular players (substitutes excluded). `meetings_target` is
    (floor k, ceil k) with k = seats-worth of meetings available / pairs: when more rounds are
    played than can be repeat-free, a fair schedule has every pair meet that often.
    """

    players: int
    rounds: int
    repeat_free: bool
    repeat_free_rounds: int
    repeated_pairs: int
    worst_pair: tuple[int, int] | None
    worst_pair_meetings: int
    max_meetings: int
    meetings_target: tuple[int, int]
    meetings_balanced: bool
    wind_histogram: tuple[tuple[int, tuple[int, int, int, int]], ...]
    wind_balanced: bool
    wind_unbalanced_players: tuple[int, ...]
    table_revisits: int
    teammates_together: int
    clubmates_together: int
    compatriots_together: int
    substitutes_together: int
    unmet_pairs: int
    min_common_opponents: int | None
    elapsed_seconds: float
    repeat_free_limit: int
    best_known: int | None
    shortfall: str | None
    method: str = "manual"
    time_limit_reached: bool = False

    def to_dict(self) -> dict[str, Any]:
        worst = None
        if self.worst_pair is not None:
            worst = {"players": list(self.worst_pair), "meetings": self.worst_pair_meetings}
        return {
            "players": self.players,
            "rounds": self.rounds,
            "repeat_free": self.repeat_free,
            "repeat_free_rounds": self.repeat_free_rounds,
            "repeated_pairs": self.repeated_pairs,
            "worst_pair": worst,
            "max_meetings": self.max_meetings,
            "meetings_target": list(self.meetings_target),
            "meetings_balanced": self.meetings_balanced,
            "wind_histogram": {str(p): list(c) for p, c in self.wind_histogram},
            "wind_balanced": self.wind_balanced,
            "wind_unbalanced_players": list(self.wind_unbalanced_players),
            "table_revisits": self.table_revisits,
            "teammates_together": self.teammates_together,
            "clubmates_together": self.clubmates_together,
            "compatriots_together": self.compatriots_together,
            "substitutes_together": self.substitutes_together,
            "unmet_pairs": self.unmet_pairs,
            "min_common_opponents": self.min_common_opponents,
            "elapsed_seconds": round(self.elapsed_seconds, 3),
            "repeat_free_limit": self.repeat_free_limit,
            "best_known": self.best_known,
            "shortfall": self.shortfall,
            "method": self.method,
            "time_limit_reached": self.time_limit_reached,
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> QualityReport:
        """The report `to_dict` wrote (elapsed seconds come back rounded to milliseconds).
        Raises ValueError when `data` is not such a report."""
        try:
            worst = data["worst_pair"]
            worst_pair = None
            worst_meetings = 0
            if worst is not None:
                a, b = worst["players"]
                worst_pair, worst_meetings = (int(a), int(b)), int(worst["meetings"])
            lo, hi = data["meetings_target"]
            histogram = tuple(sorted(
                (int(p), _four_ints(c)) for p, c in data["wind_histogram"].items()))
            return cls(
                players=int(data["players"]),
                rounds=int(data["rounds"]),
                repeat_free=bool(data["repeat_free"]),
                repeat_free_rounds=int(data["repeat_free_rounds"]),
                repeated_pairs=int(data["repeated_pairs"]),
                worst_pair=worst_pair,
                worst_pair_meetings=worst_meetings,
                max_meetings=int(data["max_meetings"]),
                meetings_target=(int(lo), int(hi)),
                meetings_balanced=bool(data["meetings_balanced"]),
                wind_histogram=histogram,
                wind_balanced=bool(data["wind_balanced"]),
                wind_unbalanced_players=tuple(int(p) for p in data["wind_unbalanced_players"]),
                table_revisits=int(data["table_revisits"]),
                teammates_together=int(data["teammates_together"]),
                clubmates_together=int(data["clubmates_together"]),
                compatriots_together=int(data["compatriots_together"]),
                substitutes_together=int(data["substitutes_together"]),
                unmet_pairs=int(data["unmet_pairs"]),
                min_common_opponents=_optional_int(data["min_common_opponents"]),
                elapsed_seconds=float(data["elapsed_seconds"]),
                repeat_free_limit=int(data["repeat_free_limit"]),
                best_known=_optional_int(data["best_known"]),
                shortfall=None if data["shortfall"] is None else str(data["shortfall"]),
                method=str(data["method"]),
                time_limit_reached=bool(data["time_limit_reached"]),
            )
        except (KeyError, TypeError, ValueError, AttributeError) as exc:
            raise ValueError(f"not a seating quality report ({exc!r})") from None


def _four_ints(values: Any) -> tuple[int, int, int, int]:
    a, b, c, d = values
    return int(a), int(b), int(c), int(d)


def _optional_int(value: Any) -> int | None:
    return None if value is None else int(value)


@dataclass(frozen=True, slots=True)
class Schedule:
    """A plan of rounds (player ids, seat order East to North, tables in room order) and how
    good it is. `to_json`/`from_json` store it as plain JSON data, e.g. in a tournament file,
    so that later rounds can follow it without planning again."""

    rounds: Rounds
    report: QualityReport

    def to_json(self) -> dict[str, Any]:
        """{"rounds": [[[p, p, p, p], ...], ...], "report": {...}}: lists, numbers, strings."""
        return {
            "rounds": [[list(t) for t in rnd] for rnd in self.rounds],
            "report": self.report.to_dict(),
        }

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Schedule:
        """The schedule `to_json` wrote. Raises ValueError when `data` is not one (tables of
        four player ids, each player at most once a round)."""
        try:
            raw_rounds = data["rounds"]
            report_data = data["report"]
        except (KeyError, TypeError) as exc:
            raise ValueError(f"not a seating plan ({exc!r})") from None
        if not isinstance(raw_rounds, list):
            raise ValueError("not a seating plan: 'rounds' is not a list")
        rounds = []
        for r, rnd in enumerate(raw_rounds):
            if not isinstance(rnd, list):
                raise ValueError(f"round {r + 1} of the plan is not a list of tables")
            tables = []
            for table in rnd:
                if (not isinstance(table, list) or len(table) != 4
                        or not all(isinstance(p, int) and not isinstance(p, bool)
                                   for p in table)):
                    raise ValueError(f"round {r + 1} of the plan has a table that is not four "
                                     f"player ids: {table!r}")
                tables.append((table[0], table[1], table[2], table[3]))
            seated = [p for t in tables for p in t]
            if len(set(seated)) != len(seated):
                raise ValueError(f"round {r + 1} of the plan seats a player twice")
            rounds.append(tuple(tables))
        if not isinstance(report_data, Mapping):
            raise ValueError("not a seating plan: 'report' is not an object")
        return cls(tuple(rounds), QualityReport.from_dict(report_data))


@dataclass(frozen=True, slots=True)
class ManualProblem:
    """A problem in a typed or imported schedule: 1-based line number (0: whole text)."""

    line: int
    message: str

    def __str__(self) -> str:
        return f"line {self.line}: {self.message}" if self.line else self.message


def repeat_free_limit(n: int) -> int:
    """floor((n-1)/3): a player meets three new opponents a round."""
    return max(0, (n - 1) // 3)


def best_known(n: int) -> int | None:
    """Most repeat-free rounds known to be possible for n players at tables of four.

    16 and 20 players: 5 (the 20-player bound of 6 is impossible); multiples of 4 from 24 to
    100 reach floor((n-1)/3), except n = 0 mod 12 which reaches n/3 - 1 (social golfer
    literature, as summarised in the seating issue). n = 4 mod 12 reaches the bound for every
    n (resolvable (n,4,1) designs exist for all n = 4 mod 12: Hanani, Ray-Chaudhuri, Wilson
    1972). 4, 8 and 12 players have a single repeat-free round: with only two or three tables,
    any second round seats two players from one earlier table together (pigeonhole).
    """
    if n % 4 or n < 4:
        return None
    if n <= 12:
        return 1
    if n in (16, 20):
        return 5
    if 24 <= n <= 100:
        return n // 3 - 1 if n % 12 == 0 else (n - 1) // 3
    if n % 12 == 4:
        return (n - 1) // 3
    return None


def meetings_target(n_counted: int, seats_pairs: int) -> tuple[int, int]:
    """(floor k, ceil k) for k = pair meetings available / pairs."""
    pairs = n_counted * (n_counted - 1) // 2
    if pairs == 0:
        return (0, 0)
    return (seats_pairs // pairs, math.ceil(seats_pairs / pairs))

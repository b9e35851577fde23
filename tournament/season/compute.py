"""A season computed: its events read (each checked first), its people matched, scored,
placed and rated; one person's history. Nothing is stored: every run starts from the events.

Numbers shown: `score` and `rating` rounded to 2 decimals (`DECIMALS`), in the JSON and the
text alike; events' totals in their ruleset's display unit, as their standings show them.
"""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import dataclass, field
from typing import Any, NamedTuple

from tournament.model import Issue
from tournament.season.events import EventData, read_event
from tournament.season.file import SeasonFile, parse_scoring
from tournament.season.identity import fold, match_players
from tournament.season.rating import RatedGame, Ratings
from tournament.season.scoring import TIE_BREAK, Counted, places, season_score, tie_key

DECIMALS = 2
RATING_TEXT = ("openskill Plackett-Luce over every game in date order (event date, round, "
               "table), players ranked by final score; shown as mu - 3*sigma")


@dataclass(frozen=True, slots=True)
class SeasonEventRow:
    event: str  # the tournament's name
    date: str
    players: int  # its players in the season (substitutes left out)
    games: int  # its finished games
    source: str = ""  # as the season file names it
    weight: float = 1.0


@dataclass(frozen=True, slots=True)
class SeasonPlayer:
    place: int | None  # None: fewer events than the season's minimum, or none counted
    player: str  # the name in the person's latest event
    ema_number: str | None
    events: int  # events counted (a place in the event)
    score: float | None  # rounded to DECIMALS; None without a counted event
    rating: float  # mu - 3*sigma, rounded to DECIMALS
    games: int  # games rated
    tied: bool = False


class HistoryRow(NamedTuple):
    event: str
    date: str
    place: int | None  # None: no place in that event (disqualified)
    total: float  # the event's final total (display unit)
    rating_after: float  # after that event's games, rounded to DECIMALS


@dataclass(frozen=True, slots=True)
class PlayerHistory:
    player: str
    ema_number: str | None
    rows: list[HistoryRow]

    def as_json(self) -> dict[str, Any]:
        return {"player": self.player, "ema_number": self.ema_number,
                "events": [row._asdict() for row in self.rows]}


@dataclass(slots=True)
class SeasonResult:
    events: list[SeasonEventRow]
    players: list[SeasonPlayer]
    conflicts: list[Issue]  # IDENTITY_CONFLICT (`season.identity`)
    problems: list[Issue]
    scoring: str
    tie_break: str
    min_events: int = 1
    # Each player's history and the names they are found by (`player_history`).
    histories: list[PlayerHistory] = field(default_factory=list)
    aliases: list[frozenset[str]] = field(default_factory=list)

    def as_json(self) -> dict[str, Any]:
        """The `season --json` contract (docs/season.md): events, players (sorted by place,
        the unranked after), conflicts; then scoring, min_events, tie_break, rating."""
        return {
            "events": [{"event": e.event, "date": e.date, "players": e.players,
                        "games": e.games, "source": e.source, "weight": e.weight}
                       for e in self.events],
            "players": [{"place": p.place, "player": p.player, "ema_number": p.ema_number,
                         "events": p.events, "score": p.score, "rating": p.rating,
                         "games": p.games, "tied": p.tied} for p in self.players],
            "conflicts": [c.message for c in self.conflicts],
            "scoring": self.scoring,
            "min_events": self.min_events,
            "tie_break": self.tie_break,
            "rating": RATING_TEXT,
        }


def _rounded(value: float) -> float:
    return round(value, DECIMALS) + 0.0  # (+ 0.0: never "-0.0")


def compute_season(sf: SeasonFile) -> SeasonResult:
    """The season of `sf`. Raises nothing for a bad event: it is left out and its problems
    are in `problems` (as are names of `same`/`different` that match no player)."""
    order = sorted(range(len(sf.events)), key=lambda i: (sf.events[i].date, i))
    season_events = [sf.events[i] for i in order]
    events: list[EventData] = []
    kept = []
    problems: list[Issue] = []
    for event in season_events:
        data, found = read_event(sf.where(event), shown=event.source)
        problems += found
        if data is not None:
            events.append(data)
            kept.append(event)
    matching = match_players(events, sf.same, sf.different)
    problems += matching.problems
    kind, n = parse_scoring(sf.scoring) or ("total", None)
    person: dict[tuple[int, int], int] = {}
    for index, group in enumerate(matching.groups):
        for node in group:
            person[node] = index
    info = {(i, p.id): p for i, e in enumerate(events) for p in e.players}

    # The rating, event by event (date order), game by game (round, table).
    ratings = Ratings()
    after: dict[tuple[int, int], float] = {}  # (person, event) -> rating after the event
    for i, data in enumerate(events):
        for game in sorted(data.games, key=lambda g: (g.round, g.table)):
            who: list[Hashable] = [person.get((i, pid), ("substitute", i, pid))
                                   for pid in game.players]
            ratings.play(RatedGame(tuple(who), game.scores))
        for p in data.players:
            if (i, p.id) in person:
                k = person[(i, p.id)]
                after[(k, i)] = ratings.value(k)

    rows = []
    histories = []
    aliases = []
    for k, group in enumerate(matching.groups):
        counted = [Counted(i, info[(i, pid)].total, kept[i].weight, place,
                           info[(i, pid)].shared, events[i].ranked)
                   for i, pid in group if (place := info[(i, pid)].place) is not None]
        latest = info[group[-1]]
        ema = next((info[node].ema_number for node in reversed(group)
                    if info[node].ema_number), None)
        score = season_score(kind, n, counted)
        rows.append((k, latest.name, ema, counted, score))
        histories.append(PlayerHistory(latest.name, ema, [
            HistoryRow(events[i].name, kept[i].date, info[(i, pid)].place,
                       info[(i, pid)].total, _rounded(after[(k, i)])) for i, pid in group]))
        aliases.append(frozenset(x for i, pid in group for x in (
            fold(info[(i, pid)].name), fold(info[(i, pid)].online_name),
            fold(info[(i, pid)].ema_number)) if x))

    ranked = [r for r in rows if r[4] is not None and len(r[3]) >= sf.min_events]
    others = [r for r in rows if not (r[4] is not None and len(r[3]) >= sf.min_events)]
    ranked.sort(key=lambda r: (tuple(-x for x in tie_key(kind, r[4] or 0.0, r[3])),
                               fold(r[1]), r[0]))
    keys = [tie_key(kind, r[4] or 0.0, r[3]) for r in ranked]
    shared = places(keys)
    others.sort(key=lambda r: (-len(r[3]), -(r[4] if r[4] is not None else float("-inf")),
                               fold(r[1]), r[0]))
    players = []
    for j, (k, name, ema, counted, score) in enumerate(ranked):
        tied = shared.count(shared[j]) > 1
        players.append(SeasonPlayer(shared[j], name, ema, len(counted), _rounded(score or 0.0),
                                    _rounded(ratings.value(k)), ratings.games.get(k, 0),
                                    tied))
    for k, name, ema, counted, score in others:
        players.append(SeasonPlayer(None, name, ema, len(counted),
                                    None if score is None else _rounded(score),
                                    _rounded(ratings.value(k)), ratings.games.get(k, 0)))
    position = {r[0]: j for j, r in enumerate(rows)}
    by_place = [position[r[0]] for r in ranked + others]
    return SeasonResult(
        events=[SeasonEventRow(e.name, kept[i].date, sum(1 for p in e.players
                                                          if not p.substitute),
                               len(e.games), kept[i].source, kept[i].weight)
                for i, e in enumerate(events)],
        players=players, conflicts=list(matching.conflicts), problems=problems,
        scoring=sf.scoring, tie_break=TIE_BREAK, min_events=sf.min_events,
        histories=[histories[j] for j in by_place], aliases=[aliases[j] for j in by_place])


def player_history(result_or_sf: SeasonResult | SeasonFile, name: str) -> PlayerHistory | None:
    """One person's history (each event's place and total, the rating after it), found by
    the name shown, any name, online name or EMA number they carry in an event; None when
    no one (or more than one person) is found."""
    result = (result_or_sf if isinstance(result_or_sf, SeasonResult)
              else compute_season(result_or_sf))
    wanted = fold(name)
    shown = [j for j, p in enumerate(result.players) if fold(p.player) == wanted]
    found = shown or [j for j, names in enumerate(result.aliases) if wanted in names]
    return result.histories[found[0]] if len(found) == 1 else None

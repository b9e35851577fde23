"""The season's scoring rules, per person, from their events' results.

- `total`: the sum of each event's final total (the event's own standings total: uma and
  penalties included), each times its event's weight;
- `best:N`: the sum of the best N of those weighted totals;
- `placement[:N]`: each event gives 1000·(P−rank)/(P−1), P the players its standings place
  and rank the place, players sharing a place sharing the average of the places they cover
  (two tied for 2nd of 8 each have rank 2.5); the season score is the mean of the best N
  such scores (of all when N is left out). The EMA ranking's per-event score; weights are not
  used by this rule.

Only events in which the person has a place count (a substitute's or a disqualified
player's event does not). Players with fewer counted events than the season's minimum are
listed after the ranked ones, without a place.

Ties: equal scores are split by more counted events, then the better best single event (its
weighted total, or its placement score); players still equal share the place ("1, 2, 2, 4").
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

TIE_BREAK = ("equal season scores: more events counted first, then the better best single "
             "event; players still equal share the place")


@dataclass(frozen=True, slots=True)
class Counted:
    """One event of a person, as the scoring rules see it."""

    event: int  # index in the season
    total: float  # the event's final total, display unit
    weight: float
    place: int  # in the event
    shared: int  # players sharing that place
    ranked: int  # players the event's standings place

    @property
    def weighted(self) -> float:
        return self.total * self.weight

    @property
    def placement(self) -> float:
        """1000·(P−rank)/(P−1); rank the average of the places a shared place covers."""
        if self.ranked <= 1:
            return 1000.0
        rank = self.place + (self.shared - 1) / 2
        return 1000.0 * (self.ranked - rank) / (self.ranked - 1)


def event_score(kind: str, c: Counted) -> float:
    return c.placement if kind == "placement" else c.weighted


def season_score(kind: str, n: int | None, counted: Sequence[Counted]) -> float | None:
    """The person's season score under (kind, n); None without a counted event."""
    if not counted:
        return None
    scores = sorted((event_score(kind, c) for c in counted), reverse=True)
    if kind == "total":
        return sum(scores)
    if kind == "best":
        return sum(scores[:n])
    best = scores[:n] if n is not None else scores
    return sum(best) / len(best)


def tie_key(kind: str, score: float, counted: Sequence[Counted]) -> tuple[float, int, float]:
    """Higher is better: (score, events counted, best event). Scores are compared rounded
    to 6 decimals (sums of decimal points in floats)."""
    best = max((event_score(kind, c) for c in counted), default=0.0)
    return round(score, 6), len(counted), round(best, 6)


def places(keys: Sequence[tuple[float, int, float]]) -> list[int]:
    """The place of each key, keys sorted best first; equal keys share the place."""
    out: list[int] = []
    for i, key in enumerate(keys):
        out.append(out[-1] if i and keys[i - 1] == key else i + 1)
    return out

"""Invariants every seating output must satisfy, shared by the seating tests."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence


def assert_partitions(rounds: Sequence[Sequence[Sequence[int]]], players: Iterable[int]) -> None:
    """Each round seats every player exactly once, at tables of exactly four seats."""
    expected = sorted(players)
    for r, rnd in enumerate(rounds):
        assert all(len(table) == 4 for table in rnd), f"round {r}: a table without four seats"
        seated = sorted(p for table in rnd for p in table)
        assert seated == expected, f"round {r}: not a partition of the players"


def pair_meetings(rounds: Sequence[Sequence[Sequence[int]]]) -> Counter[tuple[int, int]]:
    meet: Counter[tuple[int, int]] = Counter()
    for rnd in rounds:
        for table in rnd:
            for i, a in enumerate(table):
                for b in table[i + 1:]:
                    meet[(a, b) if a < b else (b, a)] += 1
    return meet


def wind_counts(rounds: Sequence[Sequence[Sequence[int]]]) -> dict[int, list[int]]:
    counts: dict[int, list[int]] = {}
    for rnd in rounds:
        for table in rnd:
            for seat, p in enumerate(table):
                counts.setdefault(p, [0, 0, 0, 0])[seat] += 1
    return counts


def assert_winds_balanced(rounds: Sequence[Sequence[Sequence[int]]]) -> None:
    for p, counts in wind_counts(rounds).items():
        played = sum(counts)
        assert min(counts) >= played // 4 and max(counts) <= -(-played // 4), (p, counts)

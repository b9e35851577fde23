"""Substitutes the app adds are named in the caller's language: "Substitute 1" by default,
"Remplaçant 1" from a French desk (at creation and when a round's seating adds one)."""

from __future__ import annotations

from tests.service.helpers import new_tournament
from tournament.players.roster import PlayerStatus


def _subs(t):
    return sorted(p.name for p in t.players.all() if p.status is PlayerStatus.SUBSTITUTE)


def test_substitutes_are_named_substitute_by_default(tmp_path):
    t = new_tournament(tmp_path, players=5, rounds=2)
    try:
        assert _subs(t) == ["Substitute 1", "Substitute 2", "Substitute 3"]
    finally:
        t.close()


def test_substitutes_are_named_in_the_callers_language(tmp_path):
    t = new_tournament(tmp_path, players=6, rounds=3, substitute_name="Remplaçant")
    try:
        assert _subs(t) == ["Remplaçant 1", "Remplaçant 2"]
        # One more player leaves: the seating adds a third, worded the same way, after
        # the numbers already taken.
        first = next(p for p in t.players.all() if p.status is PlayerStatus.ACTIVE)
        t.players.update(first.id, status="dropped")
        t.rounds.seat(1, seed=3, substitute_name="Remplaçant")
        assert _subs(t) == ["Remplaçant 1", "Remplaçant 2", "Remplaçant 3"]
    finally:
        t.close()

"""The made-up games of the demo are valid, finished games under every preset."""

from __future__ import annotations

import random

import pytest

from tournament.demo import realistic_game
from tournament.model import Outcome
from tournament.rules import PRESETS
from tournament.scoring import replay


@pytest.mark.parametrize("name", sorted(PRESETS))
def test_realistic_games_are_valid_and_finish(name):
    rules = PRESETS[name]
    rng = random.Random(7)
    outcomes = []
    for _ in range(40):
        hands = realistic_game(rng, rules)
        result = replay(hands, rules)
        assert result.ok and result.final is not None
        outcomes += [h.outcome for h in hands]
    # Mostly wins, some draws: like a real tournament day.
    wins = sum(o.is_win for o in outcomes) / len(outcomes)
    assert 0.55 < wins < 0.85
    assert Outcome.EXHAUSTIVE_DRAW in outcomes


def test_realistic_games_are_reproducible():
    rules = PRESETS["ema_rcr"]
    assert realistic_game(random.Random(1), rules) == realistic_game(random.Random(1), rules)

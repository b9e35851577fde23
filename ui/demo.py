"""A table with a few hands already played, on an in-memory controller: the demo the app
opens until the tournament store lands, and the scene of the screenshots."""

from __future__ import annotations

from tournament.record import parse_hand
from tournament.rules import Ruleset, preset
from ui.controllers import MemoryTableController

PLAYERS = ("Aiko", "Bruno", "Chiara", "Dario")

DEMO_HANDS = (
    {"outcome": "ron", "riichi": [0], "wins": [{"winner": 0, "loser": 2, "han": 3, "fu": 30}]},
    {"outcome": "exhaustive_draw", "riichi": [1], "tenpai": [1]},
    {"outcome": "tsumo", "riichi": [], "wins": [{"winner": 3, "han": 2, "fu": 40}]},
    {"outcome": "ron", "riichi": [2],
     "wins": [{"winner": 2, "loser": 0, "han": 4, "fu": 40}]},
)


def demo_controller(rules: Ruleset | None = None, hands: int = len(DEMO_HANDS)
                    ) -> MemoryTableController:
    controller = MemoryTableController(PLAYERS, rules or preset("ema_rcr"))
    for data in DEMO_HANDS[:hands]:
        record, issues = parse_hand(data)
        assert record is not None and not issues, issues
        problems = controller.record(record)
        assert not problems, problems
    return controller

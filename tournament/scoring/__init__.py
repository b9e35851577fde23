"""Scoring: hand value, settling a hand, table progression, validation, final placement."""

from tournament.rules.points import HandValue, base_points, han_fu_problem, hand_value
from tournament.scoring.final import display_points, final_result, placements
from tournament.scoring.game import Replay, replay, replay_to_json, resolve_rules
from tournament.scoring.settle import initial_state, settle_hand
from tournament.scoring.validate import validate_hand

__all__ = [
    "HandValue", "Replay", "base_points", "display_points", "final_result", "han_fu_problem",
    "hand_value", "initial_state", "placements", "replay", "replay_to_json", "resolve_rules",
    "settle_hand", "validate_hand",
]

"""Rulesets: the frozen `Ruleset` value and the named presets."""

from tournament.rules.presets import DEFAULT_PRESET, PRESETS, preset
from tournament.rules.ruleset import (
    Chombo,
    GameLength,
    LeftoverSticks,
    MultipleRon,
    MultiRonShare,
    Renhou,
    Ruleset,
    TieUma,
    describe_field,
    field_names,
)

__all__ = [
    "DEFAULT_PRESET", "PRESETS", "preset", "Chombo", "GameLength", "LeftoverSticks",
    "MultipleRon", "MultiRonShare", "Renhou", "Ruleset", "TieUma", "describe_field",
    "field_names",
]

"""riichi-tournament core: scoring, rules, seating, storage and standings, with no Qt import."""

__version__ = "0.1.0"

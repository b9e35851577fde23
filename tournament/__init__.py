"""riichi-tournament core: scoring, rules, seating, storage and standings, with no Qt import."""

# The app's version, in this one place: pyproject.toml reads it (dynamic version), the
# standalone build names its files after it and `riichi-tournament-cli --version` prints it.
__version__ = "0.1.0"

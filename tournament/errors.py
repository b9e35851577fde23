"""Exceptions of the core. Problems with user input are returned as `Issue` data, not raised;
these are for callers that bypassed validation and for programming errors."""

from __future__ import annotations

from collections.abc import Iterable

from tournament.model import Issue


class TournamentError(Exception):
    """Base class of every error the core raises on purpose."""


class InvalidInput(TournamentError):
    """Raised by APIs that validate first and were given input with problems."""

    def __init__(self, issues: Iterable[Issue]):
        self.issues = tuple(issues)
        super().__init__("; ".join(str(i) for i in self.issues) or "invalid input")


class UnknownRuleset(TournamentError):
    """A ruleset name that is not one of the presets."""

"""Settings other than the ruleset (which is fixed once the tournament exists), and the
organiser password."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from tournament.domain import TournamentSettings
from tournament.model import Issue
from tournament.service.base import Base
from tournament.service.checks import check_date, check_minutes, check_rounds, issue, refuse
from tournament.service.checks import tie_breaks as check_tie_breaks
from tournament.service.values import Changes
from tournament.standings import TieBreak
from tournament.storage import repo
from tournament.text import check_text


class SettingsArea(Base):
    def update_settings(self, *, name: str | None = None, venue: str | None = None,
                        start_date: str | None = None, end_date: str | None = None,
                        rounds: int | None = None,
                        tie_breaks: Sequence[TieBreak | str] | None = None,
                        round_minutes: int | None = None,
                        who: str = "") -> tuple[TournamentSettings, Changes]:
        """Change settings other than the ruleset (fixed once the tournament exists)."""
        issues: list[Issue] = []
        values: dict[str, Any] = {}
        if name is not None:
            problems = check_text("name", name, what="tournament's name")
            issues += problems
            if not problems and not name.strip():
                issues.append(issue("empty_name", "name", "the tournament needs a name"))
            values["name"] = name.strip() if not problems else name
        if venue is not None:
            problems = check_text("venue", venue)
            issues += problems
            values["venue"] = venue.strip() if not problems else venue
        for key, value in (("start_date", start_date), ("end_date", end_date)):
            if value is not None:
                issues += check_date(key, value)
                values[key] = value or None
        if rounds is not None:
            issues += check_rounds(rounds)
            seated = max(self._rounds, default=0)
            if isinstance(rounds, int) and rounds < seated:
                issues.append(issue("rounds_in_use", "rounds",
                                    f"round {seated} is already seated: the tournament "
                                    f"cannot have fewer rounds"))
            values["rounds"] = rounds
        if tie_breaks is not None:
            breaks, problems = check_tie_breaks(tie_breaks)
            issues += problems
            values["tie_breaks"] = breaks
        if round_minutes is not None:
            issues += check_minutes(round_minutes)
            values["round_minutes"] = round_minutes or None
        if issues:
            raise refuse(*issues)
        _, changes = self._commit(lambda s: repo.update_settings(s, **values),
                                  Changes(settings=True, standings="tie_breaks" in values),
                                  audit="settings", who=who,
                                  detail=", ".join(f"{k}={v}" for k, v in values.items()))
        self._settings = replace(self._settings, **values)
        return self._settings, changes

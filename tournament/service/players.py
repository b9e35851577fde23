"""Players: import (all or nothing), add, correct details, drop out or reinstate."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import replace
from pathlib import Path
from typing import Any

from tournament.model import Issue
from tournament.players_io import (
    Player,
    PlayerDraft,
    PlayerImport,
    PlayerStatus,
    check_player,
    clean_name,
    name_problem,
    players_to_csv,
    read_players_file,
)
from tournament.service.base import Base, PlayerRef
from tournament.service.checks import check_drafts, issue, refuse
from tournament.service.values import Changes
from tournament.storage import repo
from tournament.text import check_text


class PlayersArea(Base):
    def preview_players(self, source: Path | str) -> PlayerImport:
        """What importing a CSV/XLSX file would add, and every problem line by line."""
        return read_players_file(source, self._players.values())

    def import_players(self, source: Path | str | PlayerImport,
                       who: str = "") -> tuple[tuple[Player, ...], Changes]:
        """Add every player of a file, or none (InvalidInput lists each bad line)."""
        preview = source if isinstance(source, PlayerImport) else self.preview_players(source)
        if not preview.ok:
            raise refuse(*preview.issues())
        return self.add_players(preview.players, who=who)

    def add_players(self, drafts: Iterable[PlayerDraft],
                    who: str = "") -> tuple[tuple[Player, ...], Changes]:
        drafts = list(drafts)
        issues = check_drafts(drafts, self._players.values())
        if issues:
            raise refuse(*issues)
        drafts = [replace(d, name=clean_name(d.name)) for d in drafts]
        added, changes = self._commit(
            lambda s: repo.add_players(s, drafts), Changes(players=True, standings=True),
            audit="add_players", who=who, detail=lambda new: ", ".join(p.name for p in new))
        for p in added:
            self._players[p.id] = p
        return tuple(added), changes

    def update_player(self, ref: PlayerRef, *, name: str | None = None,
                      ema_number: str | None = None, club: str | None = None,
                      country: str | None = None, team: str | None = None,
                      who: str = "") -> tuple[Player, Changes]:
        """Correct a player's details (ema_number "" removes it)."""
        player = self.player(ref)
        values: dict[str, Any] = {}
        issues: list[Issue] = []
        for key, value in (("name", name), ("ema_number", ema_number), ("club", club),
                           ("country", country), ("team", team)):
            if value is not None and not isinstance(value, str):
                issues.append(issue("bad_type", key, f"the {key.replace('_', ' ')} must be "
                                    f"text"))
        if issues:
            raise refuse(*issues)
        if name is not None:
            values["name"] = clean_name(name)  # checked with the EMA number below
        if ema_number is not None:
            values["ema_number"] = ema_number.strip() or None
        for key, value in (("club", club), ("country", country), ("team", team)):
            if value is not None:
                problem = name_problem(value)
                if problem is not None:
                    issues.append(issue("bad_text", key, f"the {key} {problem}"))
                values[key] = value.strip()
        # The name as typed: the check refuses control characters before tidying spaces.
        draft = PlayerDraft(name=name if name is not None else player.name,
                            ema_number=values.get("ema_number", player.ema_number))
        issues += check_player(draft, self._players.values(), ignore_id=player.id)
        if issues:
            raise refuse(*issues)
        updated, changes = self._commit(
            lambda s: repo.update_player(s, player.id, **values),
            Changes(players=True, standings=True), audit="update_player", who=who,
            detail=f"{player.name}: {values}")
        self._players[player.id] = updated
        return updated, changes

    def set_player_status(self, ref: PlayerRef, status: PlayerStatus | str, reason: str = "",
                          who: str = "") -> tuple[Player, Changes]:
        """Drop a player (not seated again; keeps the games played), reinstate, or make a
        substitute."""
        player = self.player(ref)
        try:
            status = PlayerStatus(status)
        except ValueError:
            raise refuse(issue("bad_status", "status", f"unknown status '{status}' (active, "
                               f"dropped or substitute)")) from None
        problems = check_text("reason", reason)
        if problems:
            raise refuse(*problems)
        new = status
        updated, changes = self._commit(
            lambda s: repo.update_player(s, player.id, status=new),
            Changes(players=True, standings=True), audit="player_status", who=who,
            detail=f"{player.name}: {player.status.value} -> {new.value}"
                   + (f" ({reason})" if reason else ""))
        self._players[player.id] = updated
        return updated, changes

    def export_players_csv(self) -> str:
        return players_to_csv(self._players.values())

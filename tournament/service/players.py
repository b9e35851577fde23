"""Players: import (all or nothing), add, correct details, drop out or reinstate, and the
names whose split into first and last name is still a guess."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Any

from tournament.issue_codes import IssueCode
from tournament.model import Issue
from tournament.players.countries import ema_code
from tournament.players.file_reading import read_players_file
from tournament.players.names import joined, same_words, split_name
from tournament.players.roster import (
    Player,
    PlayerDraft,
    PlayerImport,
    PlayerStatus,
    check_player,
    clean_name,
    ema_number_text,
    fold_name,
    name_problem,
    name_problem_params,
    players_to_csv,
)
from tournament.service.arguments import check_drafts, issue, refuse
from tournament.service.base import PlayerRef
from tournament.service.values import Changes
from tournament.storage import Transaction
from tournament.words.free_text import check_text

if TYPE_CHECKING:
    from tournament.service.facade import Tournament


class PlayersPart:
    def __init__(self, t: Tournament) -> None:
        self._t = t

    def all(self, status: PlayerStatus | None = None) -> tuple[Player, ...]:
        return tuple(p for p in self._t._players.values() if status is None or p.status is status)

    def get(self, ref: PlayerRef) -> Player:
        """A player by id or by name (case and spacing ignored). Raises InvalidInput."""
        player = self._t._find_player(ref)
        if player is None:
            raise refuse(issue(IssueCode.UNKNOWN_PLAYER, "player", f"no player '{ref}'",
                               player=str(ref)))
        return player

    def preview(self, source: Path | str, encoding: str | None = None) -> PlayerImport:
        """What importing a CSV/XLSX file would add, every problem line by line, and the
        names to split. `encoding` reads a CSV file in that encoding instead of the one
        detected (the preview says which was used)."""
        return read_players_file(source, self._t._players.values(), encoding)

    def import_(self, source: Path | str | PlayerImport,
                who: str = "") -> tuple[tuple[Player, ...], Changes]:
        """Add every player of a file, or none (InvalidInput lists each bad line, and each
        name still to split)."""
        preview = source if isinstance(source, PlayerImport) else self.preview(source)
        if not preview.ok:
            raise refuse(*preview.issues())
        return self.add(preview.players, who=who)

    def add(self, drafts: Iterable[PlayerDraft],
            who: str = "") -> tuple[tuple[Player, ...], Changes]:
        """Add players. A draft with only a `name` that can be split several ways is added
        with the likeliest split, marked for checking (see `names_to_check`)."""
        complete, issues = check_drafts(list(drafts), self._t._players.values())
        if issues:
            raise refuse(*issues)
        added, changes = self._t._commit(
            lambda s: s.write.add_players(complete), Changes(players=True, standings=True),
            audit="add_players", who=who, detail=lambda new: ", ".join(p.name for p in new))
        for p in added:
            self._t._players[p.id] = p
        return tuple(added), changes

    def update(self, ref: PlayerRef, *, name: str | None = None,
               first_name: str | None = None, last_name: str | None = None,
               ema_number: str | None = None, club: str | None = None,
               country: str | None = None, team: str | None = None,
               status: PlayerStatus | str | None = None,
               ema_ranked: bool | None = None, name_checked: bool | None = None,
               online_name: str | None = None,
               reason: str = "", who: str = "") -> tuple[Player, Changes]:
        """Correct a player's details; every change is written to the audit log.

        `first_name`/`last_name` set the two parts of the name (the split is then checked);
        `name` alone re-enters the whole name (split again, marked for checking when the split
        is a guess); `name_checked=True` accepts a guessed split as it is. `ema_number` ""
        removes it; `country` takes any spelling the players file takes and stores the EMA's
        code; `status` as `set_status`; `ema_ranked`: counts in the EMA ranking
        (default on for players, off for substitutes: changing the status to or from
        substitute changes it too unless it is given); `online_name`: the name in online game
        rooms ("" removes it), unique among the players with case and width folded."""
        player = self.get(ref)
        issues: list[Issue] = []
        for key, value in (("name", name), ("first_name", first_name),
                           ("last_name", last_name), ("ema_number", ema_number),
                           ("club", club), ("country", country), ("team", team),
                           ("online_name", online_name), ("reason", reason)):
            if value is not None and not isinstance(value, str):
                issues.append(issue(IssueCode.BAD_TYPE, key, f"the {key.replace('_', ' ')} must be "
                                    f"text"))
        if issues:
            raise refuse(*issues)
        # The names as typed: control characters are refused before spaces are tidied.
        for key, value in (("name", name), ("first_name", first_name),
                           ("last_name", last_name), ("club", club), ("team", team),
                           ("online_name", online_name)):
            problem = name_problem(value) if value is not None and (
                key != "online_name" or value.strip()) else None
            if problem is not None:
                issues.append(issue(IssueCode.BAD_TEXT, key,
                                    f"the {key.replace('_', ' ')} {problem}",
                                    **name_problem_params(value or "")))
        issues += check_text("reason", reason)
        first, last = player.first_name, player.last_name
        entered, checked = player.entered_name, player.name_checked
        if first_name is not None or last_name is not None:
            first = clean_name(first_name) if first_name is not None else first
            last = clean_name(last_name) if last_name is not None else last
            if name is not None:
                entered = clean_name(name)
            elif not same_words(entered, joined(first, last)):
                entered = joined(first, last)
            checked = True
        elif name is not None:
            entered = clean_name(name)
            split = split_name(entered)
            first, last, checked = split.first, split.last, split.sure
        if name_checked is not None:
            checked = bool(name_checked)
        values: dict[str, Any] = {"name": entered, "first_name": first, "last_name": last,
                                  "name_checked": checked}
        if ema_number is not None:
            values["ema_number"] = ema_number_text(ema_number) or None
        for key, value in (("club", club), ("team", team), ("online_name", online_name)):
            if value is not None:
                values[key] = clean_name(value)
        if values.get("online_name"):
            folded = fold_name(values["online_name"])
            clash = next((p for p in self._t._players.values() if p.id != player.id
                          and p.online_name and fold_name(p.online_name) == folded), None)
            if clash is not None:
                issues.append(issue(IssueCode.ONLINE_NAME_TAKEN, "online_name",
                                    f"{clash.name} already has the online name "
                                    f"'{clash.online_name}', the same as "
                                    f"'{values['online_name']}' for {player.name} (case and "
                                    f"width aside): a log could not tell them apart",
                                    player=clash.name, name=player.name,
                                    value=values["online_name"], variant="registered"))
        if status is not None:
            try:
                values["status"] = PlayerStatus(status)
            except ValueError:
                issues.append(issue(IssueCode.BAD_STATUS, "status", f"unknown status '{status}' "
                                    f"(active, dropped or substitute)", value=str(status)))
        if ema_ranked is not None:
            values["ema_ranked"] = bool(ema_ranked)
        elif "status" in values and values["status"] is not player.status and (
                PlayerStatus.SUBSTITUTE in (values["status"], player.status)):
            values["ema_ranked"] = values["status"] is not PlayerStatus.SUBSTITUTE
        draft = PlayerDraft(name=entered, first_name=first, last_name=last,
                            ema_number=values.get("ema_number", player.ema_number),
                            country=country if country is not None else player.country)
        # (a name refused above as text is not refused again as each part of the name)
        refused = {i.field for i in issues} & {"name", "first_name", "last_name"}
        issues += [i for i in check_player(draft, self._t._players.values(), ignore_id=player.id)
                   if not (refused and i.code is IssueCode.BAD_NAME)]
        if country is not None and not issues:
            values["country"] = ema_code(country) or ""
        if not first and not last:
            issues.append(issue(IssueCode.EMPTY_NAME, "name", "the name is empty",
                                variant="player"))
        if issues:
            raise refuse(*issues)
        changed = {k: v for k, v in values.items() if _stored(player, k) != v}
        if not changed:
            return player, Changes()
        old = {k: _stored(player, k) for k in changed}
        detail = f"{player.name}: " + ", ".join(
            f"{k} {_shown(old[k])} -> {_shown(v)}" for k, v in changed.items()) + (
            f" ({reason})" if reason else "")
        updated, changes = self._t._commit(
            lambda s: s.write.update_player(player.id, **changed),
            Changes(players=True, standings=True), audit="update_player", who=who,
            detail=detail)
        self._t._players[player.id] = updated
        return updated, changes

    def set_status(self, ref: PlayerRef, status: PlayerStatus | str, reason: str = "",
                   who: str = "") -> tuple[Player, Changes]:
        """Drop a player (not seated again; keeps the games played), reinstate, or make a
        substitute (who then no longer counts in the EMA ranking unless set again)."""
        player = self.get(ref)
        try:
            new = PlayerStatus(status)
        except ValueError:
            raise refuse(issue(IssueCode.BAD_STATUS, "status",
                               f"unknown status '{status}' (active, "
                               f"dropped or substitute)", value=str(status)[:100])) from None
        problems = check_text("reason", reason)
        if problems:
            raise refuse(*problems)
        values: dict[str, Any] = {"status": new}
        if new is not player.status and PlayerStatus.SUBSTITUTE in (new, player.status):
            values["ema_ranked"] = new is not PlayerStatus.SUBSTITUTE
        updated, changes = self._t._commit(
            lambda s: s.write.update_player(player.id, **values),
            Changes(players=True, standings=True), audit="player_status", who=who,
            detail=f"{player.name}: {player.status.value} -> {new.value}"
                   + (f" ({reason})" if reason else ""))
        self._t._players[player.id] = updated
        return updated, changes

    def set_statuses(self, statuses: Mapping[PlayerRef, PlayerStatus | str],
                     reason: str = "", who: str = "") -> tuple[tuple[Player, ...],
                                                                     Changes]:
        """`set_status` for many players as one change (one transaction, one audit
        line): the import sets everyone's status round by round, and a change per player
        made an import of 5,000 players take minutes. Players whose status is already the
        one given are left as they are; returns those changed."""
        issues: list[Issue] = []
        wanted: dict[int, tuple[Player, PlayerStatus]] = {}
        for ref, status in statuses.items():
            player = self.get(ref)
            try:
                wanted[player.id] = (player, PlayerStatus(status))
            except ValueError:
                issues.append(issue(IssueCode.BAD_STATUS, "status",
                                    f"unknown status '{str(status)[:100]}' (active, dropped "
                                    f"or substitute) for {player.name}",
                                    value=str(status)[:100]))
        issues += check_text("reason", reason)
        if issues:
            raise refuse(*issues)
        changing: list[tuple[Player, dict[str, Any]]] = []
        for player, new in wanted.values():
            if new is player.status:
                continue
            values: dict[str, Any] = {"status": new}
            if PlayerStatus.SUBSTITUTE in (new, player.status):
                values["ema_ranked"] = new is not PlayerStatus.SUBSTITUTE
            changing.append((player, values))
        if not changing:
            return (), Changes()

        def write(s: Transaction) -> list[Player]:
            return [s.write.update_player(player.id, **values) for player, values in changing]

        updated, changes = self._t._commit(
            write, Changes(players=True, standings=True), audit="player_status", who=who,
            detail="; ".join(f"{p.name}: {p.status.value} -> {v['status'].value}"
                             for p, v in changing) + (f" ({reason})" if reason else ""))
        for player in updated:
            self._t._players[player.id] = player
        return tuple(updated), changes

    def names_to_check(self) -> tuple[Player, ...]:
        """Players whose single name was split into first and last name by a guess (an
        import of a form, an older file upgraded): the organiser confirms or corrects each
        with `update` (first_name/last_name, or name_checked=True)."""
        return tuple(p for p in self._t._players.values() if not p.name_checked)

    def export_csv(self) -> str:
        return players_to_csv(self._t._players.values())


def _stored(player: Player, key: str) -> Any:
    return player.entered_name if key == "name" else getattr(player, key)


def _shown(value: Any) -> str:
    if isinstance(value, PlayerStatus):
        return value.value
    if isinstance(value, bool):
        return "yes" if value else "no"
    return repr(value) if value else "(none)"

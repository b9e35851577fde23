"""Awards: the organiser's categories and the players' flags (both stored in the file), and
the winners (`tournament.standings.awards`)."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import TYPE_CHECKING, Any

from tournament.issue_codes import IssueCode
from tournament.model import Issue
from tournament.players.roster import Player
from tournament.service.arguments import issue, refuse
from tournament.service.base import PlayerRef
from tournament.service.values import Changes
from tournament.standings.awards import (
    AwardCategory,
    AwardResult,
    category_from_dict,
    compute_awards,
    flag_name,
)
from tournament.storage import Transaction, day

if TYPE_CHECKING:
    from tournament.service.facade import Tournament

CategoryInput = AwardCategory | str | Mapping[str, Any]


class AwardsPart:
    def __init__(self, t: Tournament) -> None:
        self._t = t
        self._categories: tuple[AwardCategory, ...] = ()
        self._flags: dict[int, frozenset[str]] = {}

    def _read(self, s: Any) -> None:
        self._categories = tuple(day.award_categories(s))
        self._flags = day.player_flags(s)

    def categories(self) -> tuple[AwardCategory, ...]:
        return self._categories

    def check_categories(self, categories: Iterable[CategoryInput]
                         ) -> tuple[tuple[AwardCategory, ...], list[Issue]]:
        """Categories from their text form (`iron_defence:40/share`), objects or values,
        with every problem (`awards[i]` says which)."""
        out: list[AwardCategory] = []
        issues: list[Issue] = []
        seen: dict[str, int] = {}
        for i, item in enumerate(categories):
            where = f"awards[{i}]"
            if isinstance(item, AwardCategory):
                category: AwardCategory | None = item
            else:
                category, problems = category_from_dict(
                    dict(item) if isinstance(item, Mapping) else item, where)
                issues += problems
            if category is None:
                continue
            key = category.spec.split("=")[0].split("/")[0]
            if key in seen:
                issues.append(issue(IssueCode.DUPLICATE_AWARD, where, f"{key} is listed twice "
                                    f"(awards {seen[key] + 1} and {i + 1})"))
                continue
            seen[key] = i
            out.append(category)
        return tuple(out), issues

    def set_categories(self, categories: Iterable[CategoryInput],
                       who: str = "") -> tuple[tuple[AwardCategory, ...], Changes]:
        """Replace the award categories (in the order given; empty: no awards)."""
        chosen, issues = self.check_categories(categories)
        if issues:
            raise refuse(*issues)
        _, changes = self._t._commit(
            lambda s: s.write.replace_award_categories(chosen), Changes(awards=True),
            audit="awards", who=who, detail=", ".join(c.spec for c in chosen) or "none")
        self._categories = chosen
        return chosen, changes

    def player_flags(self) -> dict[int, frozenset[str]]:
        """Player id -> the flags the organiser gave that player."""
        return dict(self._flags)

    def flags_of(self, player: PlayerRef) -> frozenset[str]:
        return self._flags.get(self._t.players.get(player).id, frozenset())

    def known_flags(self) -> tuple[str, ...]:
        """Every flag some player has, and every flag an award asks for, sorted."""
        names = {f for flags in self._flags.values() for f in flags}
        names |= {c.flag for c in self._categories if c.flag}
        return tuple(sorted(names))

    def set_flag(self, player: PlayerRef, flag: str, on: bool = True,
                 who: str = "") -> tuple[frozenset[str], Changes]:
        """Give a player a flag (`newcomer`, `woman`...) or take it away (`on=False`).
        Returns the player's flags."""
        issues: list[Issue] = []
        found: Player | None = self._t._find_player(player)
        if found is None:
            issues.append(issue(IssueCode.UNKNOWN_PLAYER, "player", f"no player '{player}'",
                                player=str(player)))
        name, problem = flag_name(flag)
        if problem:
            issues.append(issue(IssueCode.BAD_FLAG, "flag", problem))
        if issues:
            raise refuse(*issues)
        assert found is not None
        have = self._flags.get(found.id, frozenset())
        if (name in have) == on:
            raise refuse(issue(IssueCode.NO_CHANGE, "flag", f"{found.name} "
                               f"{'already has' if on else 'does not have'} the flag "
                               f"'{name}'"))
        pid = found.id

        def write(s: Transaction) -> None:
            s.write.set_player_flag(pid, name, on)

        _, changes = self._t._commit(write, Changes(players=True, awards=True),
                                  audit="player_flag", who=who,
                                  detail=f"{found.name}: {'+' if on else '-'}{name}")
        now = have | {name} if on else have - {name}
        if now:
            self._flags[pid] = frozenset(now)
        else:
            self._flags.pop(pid, None)
        return frozenset(now), changes

    def add_flags(self, flags: Mapping[PlayerRef, Iterable[str]],
                  who: str = "") -> Changes:
        """Give each player the flags listed for them, as one change (one transaction, one
        audit line): the import gives every player their flags, and a change per flag made
        an import of 5,000 players take minutes. Refused as `set_flag` refuses: an
        unknown player, a flag that is no flag, a flag the player already has."""
        issues: list[Issue] = []
        adding: list[tuple[Player, str]] = []
        for ref, given in flags.items():
            found = self._t._find_player(ref)
            if found is None:
                issues.append(issue(IssueCode.UNKNOWN_PLAYER, "player",
                                    f"no player '{str(ref)[:80]}'", player=str(ref)[:80]))
                continue
            have = set(self._flags.get(found.id, frozenset()))
            for flag in given:
                name, problem = flag_name(flag)
                if problem:
                    issues.append(issue(IssueCode.BAD_FLAG, "flag", f"{found.name}: {problem}"))
                elif name in have:
                    issues.append(issue(IssueCode.NO_CHANGE, "flag", f"{found.name} already "
                                        f"has the flag '{name}'"))
                else:
                    have.add(name)
                    adding.append((found, name))
        if issues:
            raise refuse(*issues)
        if not adding:
            return Changes()

        def write(s: Transaction) -> None:
            for player, name in adding:
                s.write.set_player_flag(player.id, name, True)

        _, changes = self._t._commit(write, Changes(players=True, awards=True),
                                  audit="player_flag", who=who,
                                  detail=", ".join(f"{p.name}: +{name}" for p, name in adding))
        for player, name in adding:
            self._flags[player.id] = self._flags.get(player.id, frozenset()) | {name}
        return changes

    def winners(self, round: int | None = None,
                categories: Sequence[AwardCategory] | None = None) -> tuple[AwardResult, ...]:
        """The winners of each award category (the stored ones unless given), from the
        standings and statistics after `round` (None: the last round seated)."""
        if round is None:
            round = self._t.rounds.current
        if round is None:
            rows: tuple[Any, ...] = ()
        else:
            rows = self._t.standings.get(round).rows
        return compute_awards(self._categories if categories is None else categories,
                              rows, self._t._players, self._t.standings.statistics(round),
                              self._flags)

"""Settings other than the ruleset (which is fixed once the tournament exists), and the
organiser password."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from tournament.issue_codes import IssueCode
from tournament.model import Issue
from tournament.organisation import PhoneEntry, TournamentSettings
from tournament.players.names import NameStyle, display_name
from tournament.service import arguments
from tournament.service.arguments import check_date, check_minutes, check_rounds, issue, refuse
from tournament.service.arguments import tie_breaks as check_tie_breaks
from tournament.service.values import Changes
from tournament.standings.ranking import TieBreak
from tournament.storage import Transaction
from tournament.storage.changes import change_counter
from tournament.storage.password import normalise
from tournament.storage.signing import Keys, new_record
from tournament.words.free_text import check_text

if TYPE_CHECKING:
    from tournament.service.facade import Tournament

_UNSET: Any = object()


class SetupPart:
    def __init__(self, t: Tournament) -> None:
        self._t = t

    def check_password(self, password: str) -> bool:
        """Is this the organiser password (True when the tournament has none)?"""
        return self._t._password_ok(password)

    def forget_password(self) -> None:
        """Drop the organiser password given (`check_password`): the next organiser change
        of a tournament with one needs it again (`serve`'s control channel gives it for one
        command at a time)."""
        self._t._keys = None

    @property
    def signing(self) -> bool:
        """Are this object's changes signed (the organiser password was given)?"""
        return self._t._keys is not None

    def update(self, *, name: str | None = None, venue: str | None = None,
               start_date: str | None = None, end_date: str | None = None,
               rounds: int | None = None,
               tie_breaks: Sequence[TieBreak | str] | None = None,
               round_minutes: int | None = None, city: str | None = None,
               host_country: str | None = None, mers_weight: Any = _UNSET,
               short_name: str | None = None,
               name_style: NameStyle | str | None = None,
               phone_entry: PhoneEntry | str | None = None,
               who: str = "") -> tuple[TournamentSettings, Changes]:
        """Change settings other than the ruleset (fixed once the tournament exists).

        `host_country` takes any spelling `tournament.players.countries` knows and stores the EMA's
        code; `mers_weight` a number or decimal text ("1.5"; None or "" removes it);
        `name_style` how players' names are shown everywhere (as entered, "First LAST",
        "LAST First"); `phone_entry` how a table's phone gives a win's value: by its yaku
        ("yaku": the core counts the han), by han and fu ("han"), or either ("both")."""
        issues: list[Issue] = []
        values: dict[str, Any] = {}
        if name is not None:
            problems = check_text("name", name, what="tournament's name")
            issues += problems
            if not problems and not name.strip():
                issues.append(issue(IssueCode.EMPTY_NAME, "name", "the tournament needs a name",
                                    variant="tournament"))
            values["name"] = name.strip() if not problems else name
        for key, text, what in (("venue", venue, "venue"), ("city", city, "city"),
                                ("short_name", short_name, "short name")):
            if text is not None:
                problems = check_text(key, text, what=what)
                issues += problems
                values[key] = " ".join(text.split()) if not problems else text
        for key, value in (("start_date", start_date), ("end_date", end_date)):
            if value is not None:
                issues += check_date(key, value)
                values[key] = value or None
        issues += arguments.check_period(values.get("start_date", self._t._settings.start_date),
                                      values.get("end_date", self._t._settings.end_date))
        if host_country is not None:
            values["host_country"], problems = arguments.host_country(host_country)
            issues += problems
        if mers_weight is not _UNSET:
            values["mers_weight"], problems = arguments.mers_weight(mers_weight)
            issues += problems
        if name_style is not None:
            values["name_style"], problems = arguments.name_style(name_style)
            issues += problems
        if phone_entry is not None:
            try:
                values["phone_entry"] = PhoneEntry(phone_entry)
            except ValueError:
                issues.append(issue(IssueCode.BAD_PHONE_ENTRY, "phone_entry", f"phone entry: "
                                    f"yaku, han or both, not {str(phone_entry)[:40]!r}"))
        if rounds is not None:
            issues += check_rounds(rounds)
            seated = max(self._t._rounds, default=0)
            if isinstance(rounds, int) and rounds < seated:
                issues.append(issue(IssueCode.ROUNDS_IN_USE, "rounds",
                                    f"round {seated} is already seated: the tournament "
                                    f"cannot have fewer rounds"))
            if self._t.final.stage() is not None and rounds != self._t._settings.rounds:
                issues.append(issue(IssueCode.FINAL_STARTED, "rounds",
                                    "the final has started: the rounds are the qualifying "
                                    "rounds and the final's (take the final back to change "
                                    "them)"))
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
        restyle = "name_style" in values and values["name_style"] != self._t._settings.name_style
        _, changes = self._t._commit(lambda s: s.write.update_settings(**values),
                                  Changes(settings=True,
                                          standings="tie_breaks" in values or restyle,
                                          players=restyle),
                                  audit="settings", who=who,
                                  detail=", ".join(f"{k}={v}" for k, v in values.items()))
        self._t._settings = replace(self._t._settings, **values)
        if restyle:
            style = self._t._settings.name_style
            self._t._players = {pid: replace(p, name=display_name(p.first_name, p.last_name,
                                                               p.entered_name, style))
                             for pid, p in self._t._players.items()}
        return self._t._settings, changes

    def set_password(self, password: str, old: str | None = None, who: str = ""
                     ) -> Changes:
        """Set the organiser password, or change it (`old`: the current one, needed when
        there is one). Every organiser change is signed with it from then on
        (`storage.signing`); the change that sets it is signed too: a first password with
        itself, a new one with the old, whose key is kept for the changes it signed. A
        password is never taken away."""
        issues: list[Issue] = []
        if not isinstance(password, str) or not normalise(password):
            issues.append(issue(IssueCode.EMPTY_PASSWORD, "password",
                                "the organiser password cannot be empty"))
        had = self._t._settings.has_password
        if had and not self._t._password_ok(old or ""):
            issues.append(issue(IssueCode.BAD_PASSWORD, "old_password",
                                "the current organiser password is wrong: it is needed to "
                                "change it"))
        if issues:
            raise refuse(*issues)
        before = self._t._keys
        made: list[tuple[str, Keys]] = []
        if not had:
            # The first password signs the change that sets it.
            made.append(new_record(password, None, 0))
            self._t._keys = made[0][1]

        def write(s: Transaction) -> None:
            if had:  # the old key is kept for the changes up to this one
                made.append(new_record(password, before, change_counter(s) + 1))
            s.write.set_password(made[0][0])

        try:
            _, changes = self._t._commit(write, Changes(settings=True),
                                      audit="change_password" if had else "set_password",
                                      who=who)
        except BaseException:
            self._t._keys = before
            raise
        self._t._keys = made[0][1]
        self._t._settings = replace(self._t._settings, has_password=True)
        return changes

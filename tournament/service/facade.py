"""`Tournament`: the one facade every front end (GUI, command line, printing, export, tests)
goes through: the open file and the state every part reads (`Base`), and its parts, one
module each (`t.tables`, `t.players`, `t.standings`...), made here and read in `_load`."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from pathlib import Path
from typing import Any

from tournament.errors import ConnectionLost
from tournament.issue_codes import IssueCode
from tournament.model import Issue
from tournament.organisation import TournamentSettings
from tournament.players.names import NameStyle
from tournament.players.roster import PlayerDraft
from tournament.rules.presets import DEFAULT_PRESET, PRESETS
from tournament.rules.ruleset import Ruleset
from tournament.service import arguments
from tournament.service.announcements import AnnouncementsPart
from tournament.service.approvals import ApprovalsPart
from tournament.service.arguments import (
    SUBSTITUTE,
    Role,
    check_date,
    check_drafts,
    check_minutes,
    check_rounds,
    issue,
    refuse,
    substitute_drafts,
)
from tournament.service.arguments import tie_breaks as check_tie_breaks
from tournament.service.awards import AwardsPart
from tournament.service.base import Base, Reader
from tournament.service.clock import ClockPart
from tournament.service.consistency import LedgerPart
from tournament.service.ema import EmaPart
from tournament.service.final import FinalPart
from tournament.service.online import OnlinePart
from tournament.service.penalties import PenaltiesPart
from tournament.service.phone import PhonesPart
from tournament.service.players import PlayersPart
from tournament.service.ranking import StandingsPart
from tournament.service.referee import RefereePart
from tournament.service.seating import RoundsPart
from tournament.service.settings import SetupPart
from tournament.service.table_games import TablesPart
from tournament.standings.ranking import TieBreak
from tournament.storage import Store
from tournament.storage.password import normalise
from tournament.storage.signing import new_record
from tournament.storage.target import Target
from tournament.words.free_text import check_text


class Tournament(Base):
    """One open tournament file. Create with `Tournament.create` or `Tournament.open`.

    Reads are cheap: the whole tournament is loaded once and each table's game is the fold
    of its hand log, kept per table and re-derived only when that table's log changes.

    The parts: what a caller does is asked of one part of it, `t.players`, `t.rounds`
    (seating), `t.tables` (the hand log), `t.approvals`, `t.setup` (settings, password),
    `t.online` (online game logs), `t.penalties`, `t.clock`, `t.awards`, `t.final`,
    `t.referee`, `t.phones`, `t.announcements`, `t.standings` (and statistics), `t.ema`,
    `t.ledger` (checks of the file); the tournament itself is the open file (`path`,
    `read_only`, `copy_to`, `entry`...), `settings`, `rules`, `display`, `now`, `catch_up`.

    Errors: queries and checks return problems as `Issue` data (`tables.check_hand`,
    `tables.check_totals`, `players.preview`...). A mutation validates first and, if anything is
    wrong, raises one `InvalidInput` whose `.issues` say what and where (`Issue.field` names the
    argument or the field of the hand record) and changes nothing. A mutation that succeeds
    returns the new state and a `Changes` value saying which views to refresh. Opening problems
    raise a `StoreError` subclass (`NotATournament`, `CorruptFile`, `FileInUse`...) with a
    message for people.

    Points: the core works in raw points (52,300 at the end of a game is 22,300 above the
    30,000 return); `display(raw)` gives the ruleset's unit (22.3). Penalty points are raw
    here; the command line converts from the display unit.

    Unfinished games: standings count a game once it is finished (its last hand ended it, or
    its final scores were entered from the score slip). `standings.get(provisional=True)` also
    counts games in play at their current scores, and marks the rows that include one.
    """

    def __init__(self, store: Store, *, station: str = "", person: str = "",
                 role: Role = Role.ORGANISER):
        super().__init__(store, station=station, person=person, role=role)
        # The parts, each with the state only it keeps (read by `_load`, in the same snapshot
        # as everything else); one part asks another through this object.
        self.players = PlayersPart(self)
        self.rounds = RoundsPart(self)
        self.tables = TablesPart(self)
        self.approvals = ApprovalsPart(self)
        self.setup = SetupPart(self)
        self.online = OnlinePart(self)
        self.penalties = PenaltiesPart(self)
        self.clock = ClockPart(self)
        self.awards = AwardsPart(self)
        self.final = FinalPart(self)
        self.referee = RefereePart(self)
        self.phones = PhonesPart(self)
        self.announcements = AnnouncementsPart(self)
        self.standings = StandingsPart(self)
        self.ema = EmaPart(self)
        self.ledger = LedgerPart(self)
        self._load()

    def _parts(self) -> tuple[Reader, ...]:
        return (self.penalties, self.clock, self.awards, self.final, self.announcements,
                self.referee, self.standings)

    @classmethod
    def open(cls, path: Path | str | Target, *, read_only: bool = False,
             reader: bool = False, role: Role | str = Role.ORGANISER, station: str = "",
             person: str = "", password: str | None = None) -> Tournament:
        """Open a tournament file, or a tournament on a PostgreSQL server when `path` is its
        URL (postgresql://user:password@host:port/dbname; messages never show the
        password). Raises a `StoreError` (a message for people) if it cannot.

        The file opens read-only (`read_only` says why; changes raise `ReadOnlyFile`) when
        asked, when it or its folder cannot be written (a read-only disk), and when it is a
        backup (to go on from a backup, `copy_to` a new name and open that). `notes` says
        what the opening found worth telling (changes recovered from a write-ahead log).
        `reader`: only to read it beside the program that has it open (no lock is taken;
        every change raises `ReadOnlyFile`). The file is read as it is at this moment: to see
        later changes, open it again when `data_version()` changes.

        Several stations on one server: `station` (e.g. "Desk 2") and `person` (who sits at
        it) are written with every log entry, audit line and change. `role`: "organiser"
        (everything; on a server, the organiser password is needed when the tournament has
        one: InvalidInput `bad_password` otherwise) or "referee" (enters, corrects and voids
        hands and enters paper totals on tables not approved; every other change is refused
        with `not_allowed`). A file opened without these is the organiser's, as always."""
        checked = arguments.check_role(role)
        problems = check_text("station", station) + check_text("person", person)
        if isinstance(checked, Issue) or problems:
            raise refuse(*([checked] if isinstance(checked, Issue) else []), *problems)
        store = Store.open(path, read_only=read_only, reader=reader,
                           application=f"riichi-tournament {station}".strip())
        try:
            t = cls(store, station=station, person=person, role=checked)
            # On a server the organiser opens only with the password; a file's organiser
            # may give it to sign the changes (and must give the right one).
            wrong = checked is Role.ORGANISER and not reader and not read_only \
                and (store.server is not None or password is not None) \
                and not t._password_ok(password)
        except ConnectionLost:
            store.close()
            raise store.unreachable() from None
        if wrong:
            t.close()
            raise refuse(issue(IssueCode.BAD_PASSWORD, "password", "the organiser password is "
                               "wrong (a referee station opens without it)"))
        return t

    @classmethod
    def create(cls, path: Path | str | Target, *, name: str,
               ruleset: str | Ruleset = DEFAULT_PRESET,
               overrides: Mapping[str, Any] | None = None, rounds: int,
               players: Iterable[PlayerDraft] = (), venue: str = "",
               start_date: str | None = None, end_date: str | None = None,
               tie_breaks: Sequence[TieBreak | str] = (), round_minutes: int | None = None,
               password: str | None = None, add_substitutes: bool = True, city: str = "",
               host_country: str = "", mers_weight: Any = None, short_name: str = "",
               name_style: NameStyle | str = NameStyle.AS_ENTERED,
               substitute_name: str = SUBSTITUTE) -> Tournament:
        """A new tournament file, or a new tournament in an empty database on a server (a
        URL). Problems with the arguments raise `InvalidInput`.

        The ruleset is a preset name (or a Ruleset) plus overrides; its full value is stored,
        so a later change of preset code never changes this tournament's results. When the
        player count is not a multiple of four, substitutes "Substitute 1".. are added
        (`substitute_name` words them in another language: "Remplaçant 1"..).
        `city`, `host_country`, `mers_weight` and `short_name` are for the EMA results file
        (see `setup.update`); all may be set later.
        """
        settings, drafts = cls.check_new(
            name=name, ruleset=ruleset, overrides=overrides, rounds=rounds, players=players,
            venue=venue, start_date=start_date, end_date=end_date, tie_breaks=tie_breaks,
            round_minutes=round_minutes, password=password, add_substitutes=add_substitutes,
            city=city, host_country=host_country, mers_weight=mers_weight,
            short_name=short_name, name_style=name_style, substitute_name=substitute_name)
        record, keys = new_record(password, None, 0) if password else (None, None)
        store = Store.create(path, settings, password_hash=record, players=drafts,
                             key=keys.current if keys is not None else None)
        t = cls(store)
        t._keys = keys
        return t

    @staticmethod
    def check_new(*, name: str, ruleset: str | Ruleset = DEFAULT_PRESET,
                  overrides: Mapping[str, Any] | None = None, rounds: int,
                  players: Iterable[PlayerDraft] = (), venue: str = "",
                  start_date: str | None = None, end_date: str | None = None,
                  tie_breaks: Sequence[TieBreak | str] = (), round_minutes: int | None = None,
                  password: str | None = None, add_substitutes: bool = True, city: str = "",
                  host_country: str = "", mers_weight: Any = None, short_name: str = "",
                  name_style: NameStyle | str = NameStyle.AS_ENTERED,
                  substitute_name: str = SUBSTITUTE
                  ) -> tuple[TournamentSettings, list[PlayerDraft]]:
        """The settings and players of a new tournament, or InvalidInput with every problem."""
        issues: list[Issue] = []
        issues += check_text("name", name, what="tournament's name")
        issues += check_text("venue", venue)
        if isinstance(name, str) and not name.strip():
            issues.append(issue(IssueCode.EMPTY_NAME, "name", "the tournament needs a name",
                                variant="tournament"))
        if overrides is not None and not isinstance(overrides, Mapping):
            issues.append(issue(IssueCode.BAD_RULESET, "overrides",
                                f"the ruleset overrides must be "
                                f"an object of field: value, got {overrides!r}"[:300]))
            overrides = {}
        overrides = dict(overrides or {})
        rules: Ruleset | None
        if isinstance(ruleset, Ruleset):
            preset_name = ruleset.name
            rules, problems = ruleset.with_overrides(overrides)
            issues += problems
        elif isinstance(ruleset, str) and ruleset in PRESETS:
            preset_name = ruleset
            rules, problems = PRESETS[ruleset].with_overrides(overrides)
            issues += problems
        else:
            preset_name, rules = str(ruleset)[:80], None
            issues.append(issue(IssueCode.UNKNOWN_RULESET, "ruleset", f"unknown ruleset "
                                f"'{str(ruleset)[:80]}'; the presets are {', '.join(PRESETS)}"))
        issues += check_rounds(rounds)
        breaks, problems = check_tie_breaks(tie_breaks)
        issues += problems
        issues += check_minutes(round_minutes)
        for key, value in (("start_date", start_date), ("end_date", end_date)):
            issues += check_date(key, value)
        issues += arguments.check_period(start_date, end_date)
        host, problems = arguments.host_country(host_country)
        issues += problems
        weight, problems = arguments.mers_weight(mers_weight)
        issues += problems
        style, problems = arguments.name_style(name_style)
        issues += problems
        for key, text, what in (("city", city, "city"), ("short_name", short_name,
                                                          "short name")):
            issues += check_text(key, text, what=what)
        if password is not None and not isinstance(password, str):
            issues.append(issue(IssueCode.BAD_TYPE, "password", "the password must be text"))
        elif password is not None and not normalise(password):
            issues.append(issue(IssueCode.EMPTY_PASSWORD, "password",
                                "the organiser password cannot be empty (leave it out to "
                                "have none)"))
        drafts, problems = check_drafts(list(players), ())
        issues += problems
        if issues:
            raise refuse(*issues)
        assert rules is not None
        if add_substitutes and drafts:
            drafts += check_drafts(substitute_drafts((-len(drafts)) % 4, drafts,
                                                    substitute_name), ())[0]
        assert isinstance(name, str) and isinstance(venue, str)
        settings = TournamentSettings(
            name=name.strip(), rules=rules, preset=preset_name, overrides=overrides,
            rounds=rounds, start_date=start_date, end_date=end_date,
            venue=" ".join(venue.split()), tie_breaks=breaks, round_minutes=round_minutes,
            has_password=password is not None, city=" ".join(city.split()),
            host_country=host, mers_weight=weight, short_name=" ".join(short_name.split()),
            name_style=style)
        return settings, drafts

    def __enter__(self) -> Tournament:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

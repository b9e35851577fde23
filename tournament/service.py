"""The `Tournament` facade: every front end (GUI, command line, tests) goes through it.

Qt-free. One instance has one tournament file open (the file is locked against a second app
instance). Reads are cheap: the whole tournament is loaded once and each table's game is
derived by replaying its hand log through the scoring core, cached per table and re-derived
only when that table's log changes.

Errors: queries and checks return problems as `Issue` data (`check_hand`, `check_totals`,
`preview_players`...). A mutation validates first and, if anything is wrong, raises one
`InvalidInput` whose `.issues` say what and where (`Issue.field` names the argument or the
field of the hand record) and changes nothing. A mutation that succeeds returns the new state
and a `Changes` value saying which views to refresh. Opening problems raise a `StoreError`
subclass (`NotATournament`, `CorruptFile`, `FileInUse`...) with a message for people.

Points: the core works in raw points (52,300 at the end of a game is 22,300 above the 30,000
return); `display(raw)` gives the ruleset's unit (22.3). Penalty points are raw here; the
command line converts from the display unit.

Unfinished games: standings count a game once it is finished (its last hand ended it, or its
final scores were entered from the score slip). `standings(provisional=True)` also counts games
in play at their current scores, and marks the rows that include one.
"""

from __future__ import annotations

import enum
import json
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, replace
from datetime import date
from pathlib import Path
from typing import Any

from tournament.errors import InvalidInput
from tournament.model import (
    FinalResult,
    GameRecord,
    HandRecord,
    HandResult,
    Issue,
    Outcome,
    TableState,
    Wind,
)
from tournament.players_io import (
    Player,
    PlayerDraft,
    PlayerImport,
    PlayerStatus,
    check_player,
    check_rows,
    clean_name,
    name_key,
    players_to_csv,
    read_players_file,
)
from tournament.record import hand_to_dict, parse_game, parse_hand
from tournament.rules.presets import DEFAULT_PRESET, PRESETS
from tournament.rules.ruleset import Chombo, Ruleset
from tournament.scoring import display_points, final_result, replay
from tournament.scoring.game import Replay, resolve_rules
from tournament.scoring.settle import settle_hand
from tournament.scoring.totals import leftover_sticks, totals_issues, totals_state
from tournament.scoring.validate import validate_hand
from tournament.seating import SeatingPlayer, generate, reseat
from tournament.standings import (
    GameScore,
    Penalty,
    PenaltyKind,
    Standings,
    TieBreak,
    compute_standings,
)
from tournament.storage import (
    AuditEntry,
    CorruptFile,
    LogEntry,
    LogKind,
    RoundInfo,
    Store,
    TableSeating,
    TournamentSettings,
    repo,
)
from tournament.storage.password import hash_password, verify_password

__all__ = [
    "Changes", "ChomboEntry", "EntryState", "InvalidInput", "LogLine", "TableMode",
    "TableView", "Totals", "Tournament",
]

PlayerRef = int | str
HandInput = HandRecord | Mapping[str, Any]


# -- values the facade returns ---------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class Changes:
    """What a mutation changed, so a front end refreshes only those views."""

    tables: tuple[tuple[int, int], ...] = ()  # (round, table) whose game or lock changed
    standings: bool = False
    players: bool = False
    seating: tuple[int, ...] = ()  # rounds whose seating changed
    penalties: bool = False
    rounds: bool = False  # approval / lock state of rounds
    settings: bool = False
    audit: bool = False

    def __or__(self, other: Changes) -> Changes:
        return Changes(
            tables=tuple(dict.fromkeys(self.tables + other.tables)),
            standings=self.standings or other.standings,
            players=self.players or other.players,
            seating=tuple(dict.fromkeys(self.seating + other.seating)),
            penalties=self.penalties or other.penalties,
            rounds=self.rounds or other.rounds,
            settings=self.settings or other.settings,
            audit=self.audit or other.audit,
        )


class EntryState(enum.StrEnum):
    APPLIED = "applied"  # in effect
    UNDONE = "undone"  # taken back by an undo (and not redone)
    REPLACED = "replaced"  # a later amend (or new totals) replaced it
    VOIDED = "voided"  # a later void took the hand out of the game


class TableMode(enum.StrEnum):
    EMPTY = "empty"
    HANDS = "hands"  # hand by hand
    TOTALS = "totals"  # only the final scores from the paper score slip


@dataclass(frozen=True, slots=True)
class LogLine:
    entry: LogEntry
    state: EntryState


@dataclass(frozen=True, slots=True)
class Totals:
    """Final scores typed from a score slip, before leftover riichi sticks are handed out."""

    scores: tuple[int, int, int, int]
    chombos: tuple[int, int, int, int]
    sticks: int  # riichi sticks left on the table
    seq: int


@dataclass(frozen=True, slots=True)
class TableView:
    """Everything a table's screen shows, derived from its hand log."""

    round: int
    table: int
    players: tuple[Player, Player, Player, Player]  # seat order East..North of the first hand
    state: TableState  # before the next hand (after the last one)
    seat_winds: tuple[Wind, Wind, Wind, Wind]  # each seat's wind in the next hand
    mode: TableMode
    hands: tuple[HandResult, ...]  # the effective hands, with their payments
    log: tuple[LogLine, ...]  # every log entry, voided, replaced and undone ones included
    totals: Totals | None
    final: FinalResult | None  # None while the game is in play
    provisional: FinalResult  # the result if the game ended now
    locked: bool
    can_undo: bool
    can_redo: bool
    issues: tuple[Issue, ...] = ()  # replay problems: only for a file edited by other means

    @property
    def finished(self) -> bool:
        return self.final is not None

    @property
    def scores(self) -> tuple[int, int, int, int]:
        return self.state.scores

    @property
    def hand_records(self) -> tuple[HandRecord, ...]:
        return tuple(r.record for r in self.hands)


@dataclass(frozen=True, slots=True)
class ChomboEntry:
    """One chombo, for the rules report."""

    round: int
    table: int
    player_id: int
    player: str
    hand: int | None  # index of the chombo record in the game; None: from a score slip
    when: str  # "East 3, 1 honba" or "score slip"
    penalty: str  # how it was paid under the ruleset
    points: int  # raw points it cost
    who: str = ""
    at: str = ""
    note: str = ""


# -- the derived game of a table --------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class _Game:
    entries: tuple[LogEntry, ...]
    hands: tuple[HandRecord, ...]
    hand_seqs: tuple[int, ...]
    active: tuple[LogEntry, ...]  # change entries in effect, oldest first (undo takes the last)
    redo: tuple[LogEntry, ...]  # entries redo can put back, the next one last
    states: dict[int, EntryState]
    totals: Totals | None
    replay: Replay
    issues: tuple[Issue, ...] = ()

    @property
    def final(self) -> FinalResult | None:
        return self.replay.final

    @property
    def mode(self) -> TableMode:
        if self.totals is not None:
            return TableMode.TOTALS
        return TableMode.HANDS if self.hands else TableMode.EMPTY


def _totals_game(totals: Totals, rules: Ruleset) -> Replay:
    state = totals_state(totals.scores, totals.chombos, rules)
    return Replay(rules, (), state, (), final_result(state, rules))


def _derive(entries: Sequence[LogEntry], rules: Ruleset,
            parse: Callable[[LogEntry], HandRecord | None]) -> _Game:
    """Fold a table's log into its effective hands (or totals) and replay them."""
    active: list[LogEntry] = []
    redo: list[LogEntry] = []
    for e in entries:
        if e.kind.is_change:
            active.append(e)
            redo.clear()
        elif e.kind is LogKind.UNDO and active:
            redo.append(active.pop())
        elif e.kind is LogKind.REDO and redo:
            active.append(redo.pop())
    states = {e.seq: EntryState.APPLIED for e in entries}
    in_effect = {e.seq for e in active}
    for e in entries:
        if e.kind.is_change and e.seq not in in_effect:
            states[e.seq] = EntryState.UNDONE
    hands: list[tuple[HandRecord, int]] = []
    totals: Totals | None = None
    issues: list[Issue] = []
    for e in active:
        if e.kind in (LogKind.HAND, LogKind.AMEND):
            record = parse(e)
            if record is None:
                # Only a file edited by other means gets here; the state after this entry is
                # unknown, so the game stops at the hand before it (the view shows why).
                issues.append(Issue("bad_log", e.target, "", f"log entry {e.seq} is not a "
                                    f"readable hand record"))
                break
            if e.kind is LogKind.HAND:
                hands.append((record, e.seq))
            elif e.target is not None and 0 <= e.target < len(hands):
                states[hands[e.target][1]] = EntryState.REPLACED
                hands[e.target] = (record, e.seq)
            else:
                issues.append(Issue("bad_log", e.target, "", f"log entry {e.seq} amends a "
                                    f"hand that does not exist"))
        elif e.kind is LogKind.VOID:
            if e.target is not None and 0 <= e.target < len(hands):
                states[hands.pop(e.target)[1]] = EntryState.VOIDED
            else:
                issues.append(Issue("bad_log", e.target, "", f"log entry {e.seq} voids a "
                                    f"hand that does not exist"))
        elif e.kind is LogKind.TOTALS:
            if totals is not None:
                states[totals.seq] = EntryState.REPLACED
            scores = tuple(e.payload["scores"])
            chombos = tuple(e.payload.get("chombos", (0, 0, 0, 0)))
            totals = Totals(scores, chombos, leftover_sticks(scores, rules), e.seq)
    records = tuple(h for h, _ in hands)
    if totals is not None and not records:
        result = _totals_game(totals, rules)
    else:
        result = replay(records, rules)
    return _Game(tuple(entries), records, tuple(s for _, s in hands), tuple(active),
                 tuple(redo), states, totals, result, tuple(issues) + result.issues)


def _issue(code: str, field: str, message: str, hand: int | None = None) -> Issue:
    return Issue(code, hand, field, message)


def _refuse(*issues: Issue) -> InvalidInput:
    return InvalidInput(issues)


# -- seating draw ------------------------------------------------------------------------------

def _draw_round(history: list[list[tuple[int, ...]]], players: Sequence[SeatingPlayer],
                rounds: int, seed: int, time_limit: float) -> list[tuple[int, int, int, int]]:
    """Tables of four (East to North) for the seating engine's players 0..n-1.

    `history` has the earlier seated rounds in the same ids (players who no longer play have
    ids from n up). The engine plans every round still to come, so that the whole tournament
    stays as repeat-free as it can be, and this round is the first of that plan; with the same
    players and seed, the later rounds come out as planned.
    """
    total = max(rounds, len(history) + 1)
    # While the earlier rounds are exactly the engine's plan (nobody dropped out, no hand
    # swaps), follow the plan: it balances the winds over the whole tournament. Otherwise
    # plan the remaining rounds around what was played.
    schedule = generate(players, total, seed=seed, time_limit=time_limit)
    if [list(r) for r in schedule.rounds[:len(history)]] != [list(r) for r in history]:
        schedule = reseat(history, len(history), players, seed=seed, time_limit=time_limit,
                          total_rounds=total)
    return [(t[0], t[1], t[2], t[3]) for t in schedule.rounds[len(history)]]


# -- the facade --------------------------------------------------------------------------------

class Tournament:
    """One open tournament file. Create with `Tournament.create` or `Tournament.open`."""

    def __init__(self, store: Store):
        self._store = store
        try:
            with store.reading() as s:
                self._settings = repo.read_settings(s)
                players = repo.list_players(s)
                tables = repo.list_tables(s)
                rounds = repo.list_rounds(s)
                entries = repo.log_entries(s)
                self._penalties: list[Penalty] = repo.list_penalties(s)
        except (LookupError, ValueError, KeyError) as exc:
            store.close()
            raise CorruptFile(f"{store.path} is damaged ({exc}); restore a backup") from None
        except BaseException:
            store.close()
            raise
        self._players: dict[int, Player] = {p.id: p for p in players}
        self._tables: dict[tuple[int, int], TableSeating] = {(t.round, t.table): t
                                                             for t in tables}
        self._rounds: dict[int, RoundInfo] = {r.number: r for r in rounds}
        self._logs: dict[int, list[LogEntry]] = {}
        for e in entries:
            self._logs.setdefault(e.table_id, []).append(e)
        self._hands: dict[str, HandRecord] = {}
        self._games: dict[int, _Game] = {}
        self._scores: dict[int, GameScore | None] = {}  # per table, derived with its game
        self._standings: dict[tuple[Any, ...], Standings] = {}

    # -- lifecycle ------------------------------------------------------------------------------
    @classmethod
    def open(cls, path: Path | str) -> Tournament:
        """Open a tournament file. Raises a `StoreError` (a message for people) if it cannot."""
        return cls(Store.open(path))

    @classmethod
    def create(cls, path: Path | str, *, name: str, ruleset: str | Ruleset = DEFAULT_PRESET,
               overrides: Mapping[str, Any] | None = None, rounds: int,
               players: Iterable[PlayerDraft] = (), venue: str = "",
               start_date: str | None = None, end_date: str | None = None,
               tie_breaks: Sequence[TieBreak | str] = (), round_minutes: int | None = None,
               password: str | None = None, add_substitutes: bool = True) -> Tournament:
        """A new tournament file. Problems with the arguments raise `InvalidInput`.

        The ruleset is a preset name (or a Ruleset) plus overrides; its full value is stored,
        so a later change of preset code never changes this tournament's results. When the
        player count is not a multiple of four, substitutes "Substitute 1".. are added.
        """
        issues: list[Issue] = []
        if not name.strip():
            issues.append(_issue("empty_name", "name", "the tournament needs a name"))
        overrides = dict(overrides or {})
        rules: Ruleset | None
        if isinstance(ruleset, Ruleset):
            preset_name = ruleset.name
            rules, problems = ruleset.with_overrides(overrides)
            issues += problems
        elif ruleset in PRESETS:
            preset_name = ruleset
            rules, problems = PRESETS[ruleset].with_overrides(overrides)
            issues += problems
        else:
            preset_name, rules = str(ruleset), None
            issues.append(_issue("unknown_ruleset", "ruleset", f"unknown ruleset '{ruleset}'; "
                                 f"the presets are {', '.join(PRESETS)}"))
        issues += _check_rounds(rounds)
        breaks, problems = _tie_breaks(tie_breaks)
        issues += problems
        issues += _check_minutes(round_minutes)
        for key, value in (("start_date", start_date), ("end_date", end_date)):
            issues += _check_date(key, value)
        if password is not None and not password:
            issues.append(_issue("empty_password", "password",
                                 "the organiser password cannot be empty (leave it out to "
                                 "have none)"))
        drafts = list(players)
        issues += _check_drafts(drafts, ())
        if issues:
            raise _refuse(*issues)
        assert rules is not None
        if add_substitutes and drafts:
            drafts += _substitute_drafts((-len(drafts)) % 4, drafts)
        settings = TournamentSettings(
            name=name.strip(), rules=rules, preset=preset_name, overrides=overrides,
            rounds=rounds, start_date=start_date, end_date=end_date, venue=venue.strip(),
            tie_breaks=breaks, round_minutes=round_minutes,
            has_password=password is not None)
        store = Store.create(path, settings,
                             password_hash=hash_password(password) if password else None,
                             players=drafts)
        return cls(store)

    def close(self) -> None:
        self._store.close()

    def __enter__(self) -> Tournament:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    @property
    def path(self) -> Path:
        return self._store.path

    @property
    def migration_backup(self) -> Path | None:
        """The backup written before this open upgraded the file's format (None: no upgrade)."""
        return self._store.migration_backup

    # -- settings -------------------------------------------------------------------------------
    @property
    def settings(self) -> TournamentSettings:
        return self._settings

    @property
    def rules(self) -> Ruleset:
        return self._settings.rules

    def display(self, raw: int | float) -> float:
        """Raw points in the ruleset's unit: 22,300 -> 22.3."""
        return display_points(raw, self.rules)

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
            if not name.strip():
                issues.append(_issue("empty_name", "name", "the tournament needs a name"))
            values["name"] = name.strip()
        if venue is not None:
            values["venue"] = venue.strip()
        for key, value in (("start_date", start_date), ("end_date", end_date)):
            if value is not None:
                issues += _check_date(key, value)
                values[key] = value or None
        if rounds is not None:
            issues += _check_rounds(rounds)
            seated = max(self._rounds, default=0)
            if isinstance(rounds, int) and rounds < seated:
                issues.append(_issue("rounds_in_use", "rounds",
                                     f"round {seated} is already seated: the tournament "
                                     f"cannot have fewer rounds"))
            values["rounds"] = rounds
        if tie_breaks is not None:
            breaks, problems = _tie_breaks(tie_breaks)
            issues += problems
            values["tie_breaks"] = breaks
        if round_minutes is not None:
            issues += _check_minutes(round_minutes)
            values["round_minutes"] = round_minutes or None
        if issues:
            raise _refuse(*issues)
        with self._store.transaction() as s:
            repo.update_settings(s, **values)
            repo.add_audit(s, "settings", who=who,
                           detail=", ".join(f"{k}={v}" for k, v in values.items()))
        self._settings = replace(self._settings, **values)
        self._standings.clear()
        return self._settings, Changes(settings=True, standings="tie_breaks" in values,
                                       audit=True)

    def check_password(self, password: str) -> bool:
        with self._store.reading() as s:
            stored = repo.stored_password(s)
        return stored is None or verify_password(password, stored)

    # -- players --------------------------------------------------------------------------------
    def players(self, status: PlayerStatus | None = None) -> tuple[Player, ...]:
        return tuple(p for p in self._players.values() if status is None or p.status is status)

    def player(self, ref: PlayerRef) -> Player:
        """A player by id or by name (case and spacing ignored). Raises InvalidInput."""
        player = self._find_player(ref)
        if player is None:
            raise _refuse(_issue("unknown_player", "player", f"no player '{ref}'"))
        return player

    def _find_player(self, ref: PlayerRef) -> Player | None:
        if isinstance(ref, int) and not isinstance(ref, bool):
            return self._players.get(ref)
        key = name_key(str(ref))
        for p in self._players.values():
            if name_key(p.name) == key:
                return p
        return None

    def preview_players(self, source: Path | str) -> PlayerImport:
        """What importing a CSV/XLSX file would add, and every problem line by line."""
        return read_players_file(source, self._players.values())

    def import_players(self, source: Path | str | PlayerImport,
                       who: str = "") -> tuple[tuple[Player, ...], Changes]:
        """Add every player of a file, or none (InvalidInput lists each bad line)."""
        preview = source if isinstance(source, PlayerImport) else self.preview_players(source)
        if not preview.ok:
            raise _refuse(*preview.issues())
        return self.add_players(preview.players, who=who)

    def add_players(self, drafts: Iterable[PlayerDraft],
                    who: str = "") -> tuple[tuple[Player, ...], Changes]:
        drafts = list(drafts)
        issues = _check_drafts(drafts, self._players.values())
        if issues:
            raise _refuse(*issues)
        drafts = [replace(d, name=clean_name(d.name)) for d in drafts]
        with self._store.transaction() as s:
            added = repo.add_players(s, drafts)
            repo.add_audit(s, "add_players", who=who,
                           detail=", ".join(p.name for p in added))
        for p in added:
            self._players[p.id] = p
        self._standings.clear()
        return tuple(added), Changes(players=True, standings=True, audit=True)

    def update_player(self, ref: PlayerRef, *, name: str | None = None,
                      ema_number: str | None = None, club: str | None = None,
                      country: str | None = None, team: str | None = None,
                      who: str = "") -> tuple[Player, Changes]:
        """Correct a player's details (ema_number "" removes it)."""
        player = self.player(ref)
        values: dict[str, Any] = {}
        if name is not None:
            values["name"] = clean_name(name)
        if ema_number is not None:
            values["ema_number"] = ema_number.strip() or None
        for key, value in (("club", club), ("country", country), ("team", team)):
            if value is not None:
                values[key] = value.strip()
        draft = PlayerDraft(name=values.get("name", player.name),
                            ema_number=values.get("ema_number", player.ema_number))
        issues = check_player(draft, self._players.values(), ignore_id=player.id)
        if issues:
            raise _refuse(*issues)
        with self._store.transaction() as s:
            updated = repo.update_player(s, player.id, **values)
            repo.add_audit(s, "update_player", who=who, detail=f"{player.name}: {values}")
        self._players[player.id] = updated
        self._standings.clear()
        return updated, Changes(players=True, standings=True, audit=True)

    def set_player_status(self, ref: PlayerRef, status: PlayerStatus | str, reason: str = "",
                          who: str = "") -> tuple[Player, Changes]:
        """Drop a player (not seated again; keeps the games played), reinstate, or make a
        substitute."""
        player = self.player(ref)
        try:
            status = PlayerStatus(status)
        except ValueError:
            raise _refuse(_issue("bad_status", "status", f"unknown status '{status}' (active, "
                                 f"dropped or substitute)")) from None
        with self._store.transaction() as s:
            updated = repo.update_player(s, player.id, status=status)
            repo.add_audit(s, "player_status", who=who,
                           detail=f"{player.name}: {player.status.value} -> {status.value}"
                           + (f" ({reason})" if reason else ""))
        self._players[player.id] = updated
        self._standings.clear()
        return updated, Changes(players=True, standings=True, audit=True)

    def export_players_csv(self) -> str:
        return players_to_csv(self._players.values())

    # -- rounds and seating ------------------------------------------------------------------
    def rounds(self) -> tuple[RoundInfo, ...]:
        return tuple(self._rounds[n] for n in sorted(self._rounds))

    @property
    def current_round(self) -> int | None:
        """The highest seated round (None before the first seating)."""
        return max(self._rounds, default=None)

    def seating(self, round: int) -> tuple[TableSeating, ...]:
        return tuple(self._tables[k] for k in sorted(self._tables) if k[0] == round)

    def _disqualified(self) -> set[int]:
        return {p.player_id for p in self._penalties
                if p.active and p.kind is PenaltyKind.DISQUALIFICATION}

    def _check_reseat(self, round: int) -> list[Issue]:
        issues = _check_rounds(round, self._settings.rounds, field="round")
        tables = self.seating(round)
        if any(t.locked for t in tables):
            issues.append(_issue("round_locked", "round",
                                 f"round {round} is approved (locked); its seating cannot "
                                 f"change"))
        elif any(self._logs.get(t.id) for t in tables):
            issues.append(_issue("round_played", "round",
                                 f"round {round} already has recorded games; its seating "
                                 f"cannot change"))
        return issues

    def seat_round(self, round: int, seed: int = 0, who: str = "",
                   time_limit: float = 10.0) -> tuple[tuple[TableSeating, ...], Changes]:
        """Seat a round with the seating engine and store it (replacing one not played yet).

        Seated: active players, and as many substitutes as make the count a multiple of four
        (new "Substitute N" players are added when there are not enough). The engine keeps
        teammates apart, avoids pairs who met in earlier rounds (planning the rounds still to
        come) and balances seat winds; `time_limit` bounds its search in seconds.
        """
        issues = self._check_reseat(round)
        dq = self._disqualified()
        active = [p for p in self._players.values()
                  if p.status is PlayerStatus.ACTIVE and p.id not in dq]
        if not active:
            issues.append(_issue("no_players", "players", "there are no active players to "
                                 "seat"))
        if issues:
            raise _refuse(*issues)
        need = (-len(active)) % 4
        subs = [p for p in self._players.values()
                if p.status is PlayerStatus.SUBSTITUTE and p.id not in dq][:need]
        new_subs = _substitute_drafts(need - len(subs), list(self._players.values()))
        # Engine ids: 0..n-1 for everyone seated now (substitutes still to be added last),
        # then the players of earlier rounds who no longer play.
        known = active + subs
        engine_id = {p.id: i for i, p in enumerate(known)}
        count = len(known) + len(new_subs)
        next_id = count
        history: list[list[tuple[int, ...]]] = []
        for earlier in sorted(r for r in self._rounds if r < round):
            seated_round = []
            for t in self.seating(earlier):
                ids = []
                for pid in t.players:
                    if pid not in engine_id:
                        engine_id[pid] = next_id
                        next_id += 1
                    ids.append(engine_id[pid])
                seated_round.append(tuple(ids))
            history.append(seated_round)
        seating_players = [
            SeatingPlayer(id=i, team=(p.team or None),
                          substitute=p.status is PlayerStatus.SUBSTITUTE)
            for i, p in enumerate(known)
        ] + [SeatingPlayer(id=len(known) + i, substitute=True) for i in range(len(new_subs))]
        # The search runs before the transaction: the file is not held while it thinks.
        draw = _draw_round(history, seating_players, self._settings.rounds, seed, time_limit)
        with self._store.transaction() as s:
            added = repo.add_players(s, new_subs)
            participants = [p.id for p in known + added]
            tables = [tuple(participants[i] for i in table) for table in draw]
            seated = repo.replace_seating(s, round, tables)
            repo.add_audit(s, "seat_round", who=who, round_number=round,
                           detail=f"seated by the seating engine with seed {seed}"
                           + (f"; added {', '.join(p.name for p in added)}" if added else ""))
        for p in added:
            self._players[p.id] = p
        self._store_seating(round, seated)
        return tuple(seated), Changes(seating=(round,), players=bool(added), standings=True,
                                      rounds=True, audit=True)

    def set_seating(self, round: int, tables: Sequence[Sequence[PlayerRef]],
                    who: str = "") -> tuple[tuple[TableSeating, ...], Changes]:
        """Store a seating typed in: one list of four players (East to North) per table.

        Every active player must be seated exactly once; substitutes may be seated.
        """
        issues = self._check_reseat(round)
        dq = self._disqualified()
        ids: list[list[int]] = []
        seen: dict[int, str] = {}
        if not tables:
            issues.append(_issue("no_tables", "tables", "give at least one table"))
        for t, table in enumerate(tables):
            row: list[int] = []
            if len(table) != 4:
                issues.append(_issue("table_size", f"tables[{t}]",
                                     f"table {t + 1} has {len(table)} players; a table seats "
                                     f"four"))
            for s_, ref in enumerate(table):
                where = f"tables[{t}][{s_}]"
                p = self._find_player(ref)
                if p is None:
                    issues.append(_issue("unknown_player", where, f"no player '{ref}'"))
                    continue
                if p.id in seen:
                    issues.append(_issue("seated_twice", where, f"{p.name} is seated twice "
                                         f"({seen[p.id]} and table {t + 1})"))
                    continue
                if p.status is PlayerStatus.DROPPED or p.id in dq:
                    issues.append(_issue("player_not_playing", where,
                                         f"{p.name} has dropped out or is disqualified"))
                seen[p.id] = f"table {t + 1}"
                row.append(p.id)
            ids.append(row)
        missing = [p.name for p in self._players.values()
                   if p.status is PlayerStatus.ACTIVE and p.id not in dq and p.id not in seen]
        if missing and tables:
            issues.append(_issue("player_not_seated", "tables",
                                 f"not seated: {', '.join(missing)}"))
        if issues:
            raise _refuse(*issues)
        with self._store.transaction() as s:
            seated = repo.replace_seating(s, round, ids)
            repo.add_audit(s, "set_seating", who=who, round_number=round, detail="typed in")
        self._store_seating(round, seated)
        return tuple(seated), Changes(seating=(round,), standings=True, rounds=True,
                                      audit=True)

    def _store_seating(self, round: int, seated: Sequence[TableSeating]) -> None:
        for key in [k for k in self._tables if k[0] == round]:
            self._games.pop(self._tables[key].id, None)
            self._scores.pop(self._tables[key].id, None)
            del self._tables[key]
        for t in seated:
            self._tables[(round, t.table)] = t
        info = self._rounds.get(round, RoundInfo(number=round, tables=0))
        self._rounds[round] = replace(info, tables=len(seated))
        self._standings.clear()

    # -- tables and their games -----------------------------------------------------------------
    def _seating(self, round: int, table: int) -> TableSeating:
        seating = self._tables.get((round, table))
        if seating is None:
            if not any(k[0] == round for k in self._tables):
                raise _refuse(_issue("no_such_round", "round", f"round {round} is not seated"))
            raise _refuse(_issue("no_such_table", "table",
                                 f"round {round} has no table {table}"))
        return seating

    def _parse_entry(self, e: LogEntry) -> HandRecord | None:
        # Memoised by the stored text: identical hands are common (HandRecord is frozen, so
        # sharing one is safe), and a file with 12,000 hands opens in well under a second.
        text = e.payload_json
        if text is None:
            return None
        record = self._hands.get(text)
        if record is None:
            try:
                record, _ = parse_hand(json.loads(text))
            except ValueError:
                record = None
            if record is not None:
                self._hands[text] = record
        return record

    def _game(self, seating: TableSeating) -> _Game:
        game = self._games.get(seating.id)
        if game is None:
            game = _derive(self._logs.get(seating.id, ()), self.rules, self._parse_entry)
            self._games[seating.id] = game
            self._scores[seating.id] = None if game.mode is TableMode.EMPTY else GameScore(
                seating.round, seating.table, seating.players,
                game.final or final_result(game.replay.state, self.rules),
                finished=game.final is not None, chombos=game.replay.state.chombos)
        return game

    def table_view(self, round: int, table: int) -> TableView:
        seating = self._seating(round, table)
        return self._view(seating, self._game(seating))

    def _view(self, seating: TableSeating, game: _Game) -> TableView:
        state = game.replay.state
        log = tuple(LogLine(e, game.states[e.seq]) for e in game.entries)
        return TableView(
            round=seating.round, table=seating.table,
            players=tuple(self._players[p] for p in seating.players),  # type: ignore[arg-type]
            state=state,
            seat_winds=tuple(state.seat_wind(s) for s in range(4)),  # type: ignore[arg-type]
            mode=game.mode, hands=game.replay.results, log=log, totals=game.totals,
            final=game.final, provisional=game.final or final_result(state, self.rules),
            locked=seating.locked, can_undo=bool(game.active), can_redo=bool(game.redo),
            issues=game.issues)

    def _hand(self, hand: HandInput, index: int) -> HandRecord:
        if isinstance(hand, HandRecord):
            return hand
        if not isinstance(hand, Mapping):
            raise _refuse(_issue("bad_type", "", "a hand must be a hand record or an object",
                                 index))
        record, issues = parse_hand(dict(hand), index)
        if record is None:
            raise _refuse(*issues)
        return record

    def _writable(self, seating: TableSeating) -> None:
        if seating.locked:
            raise _refuse(_issue(
                "table_locked", "table",
                f"round {seating.round} table {seating.table} is approved (locked); unlock it "
                f"with the organiser password to change it"))

    def check_hand(self, round: int, table: int, hand: HandInput) -> list[Issue]:
        """Every problem with `hand` as the next hand of this table (empty: it can be saved)."""
        try:
            self._next_hand(round, table, hand)
        except InvalidInput as exc:
            return list(exc.issues)
        return []

    def preview_hand(self, round: int, table: int, hand: HandInput) -> HandResult:
        """What the next hand would pay, before OK. Raises InvalidInput like record_hand."""
        seating, game, record = self._next_hand(round, table, hand)
        return settle_hand(game.replay.state, record, self.rules, len(game.hands))

    def _next_hand(self, round: int, table: int,
                   hand: HandInput) -> tuple[TableSeating, _Game, HandRecord]:
        seating = self._seating(round, table)
        self._writable(seating)
        game = self._game(seating)
        index = len(game.hands)
        if game.totals is not None:
            raise _refuse(_issue("totals_only", "outcome",
                                 "this table's final scores were entered from the score slip; "
                                 "undo them to record hands", index))
        record = self._hand(hand, index)
        issues = validate_hand(record, game.replay.state, self.rules, index)
        if issues:
            raise _refuse(*issues)
        return seating, game, record

    def record_hand(self, round: int, table: int, hand: HandInput,
                    who: str = "") -> tuple[TableView, Changes]:
        """Append a hand to a table's game: one transaction, on disk when this returns."""
        seating, _, record = self._next_hand(round, table, hand)
        return self._append(seating, [(LogKind.HAND, None, hand_to_dict(record), "")], who)

    def record_game(self, round: int, table: int, game: GameRecord | Mapping[str, Any],
                    who: str = "") -> tuple[TableView, Changes]:
        """Record a whole game record (the core's JSON format), in one transaction.

        The record's players, in seat order, must be the table's seating. A table that
        already has hands accepts a record that starts with exactly those hands (the rest is
        appended).
        """
        if not isinstance(game, GameRecord):
            parsed, issues = parse_game(dict(game) if isinstance(game, Mapping) else game)
            if issues or parsed is None:
                raise _refuse(*(issues or [_issue("bad_type", "game",
                                                  "not a game record")]))
            game = parsed
        seating = self._seating(round, table)
        self._writable(seating)
        current = self._game(seating)
        issues = []
        for seat, (name, pid) in enumerate(zip(game.players, seating.players, strict=True)):
            if name_key(name) != name_key(self._players[pid].name):
                issues.append(_issue("wrong_player", f"players[{seat}]",
                                     f"seat {seat} ({Wind(seat).label}) of round {round} "
                                     f"table {table} is {self._players[pid].name}, not {name}"))
        if game.ruleset is not None or game.ruleset_overrides:
            resolved = resolve_rules(game)
            if resolved.rules is None:
                issues += resolved.issues
            elif resolved.rules != self.rules:
                diff = [k for k, v in resolved.rules.to_dict().items()
                        if self.rules.to_dict()[k] != v and k != "name"]
                issues.append(_issue("ruleset_mismatch", "ruleset",
                                     f"the record is for the {resolved.rules.name} ruleset, but "
                                     f"this tournament plays {self.rules.name}"
                                     + (f" (differs in {', '.join(diff)})" if diff else "")))
        if current.totals is not None:
            issues.append(_issue("totals_only", "hands", "this table's final scores were "
                                 "entered from the score slip; undo them to record hands"))
        have = [hand_to_dict(h) for h in current.hands]
        new = [hand_to_dict(h) for h in game.hands]
        for i, old in enumerate(have):
            if i >= len(new) or new[i] != old:
                issues.append(_issue("hands_differ", "hands",
                                     f"the table already has {len(have)} hands and the record "
                                     f"differs from them at hand {i}; use amend or void", i))
                break
        if not issues:
            result = replay(game.hands, self.rules)
            issues += result.issues
            if len(new) == len(have):
                issues.append(_issue("nothing_new", "hands",
                                     "every hand of the record is already recorded"))
        if issues:
            raise _refuse(*issues)
        return self._append(seating, [(LogKind.HAND, None, h, "") for h in new[len(have):]],
                            who)

    def amend_hand(self, round: int, table: int, index: int, hand: HandInput,
                   reason: str = "", who: str = "") -> tuple[TableView, Changes]:
        """Correct hand `index` (0 = first hand). The later hands are replayed; refused, with
        the reason, if one of them becomes impossible."""
        seating, game = self._existing_hand(round, table, index)
        record = self._hand(hand, index)
        if hand_to_dict(record) == hand_to_dict(game.hands[index]):
            raise _refuse(_issue("no_change", "", f"hand {index} is already recorded like "
                                 f"this", index))
        hands = game.hands[:index] + (record,) + game.hands[index + 1:]
        self._check_replay(hands, index, f"after this correction of hand {index}")
        return self._append(seating, [(LogKind.AMEND, index, hand_to_dict(record), reason)],
                            who)

    def void_hand(self, round: int, table: int, index: int, reason: str = "",
                  who: str = "") -> tuple[TableView, Changes]:
        """Take hand `index` out of the game (it stays in the log, marked voided)."""
        seating, game = self._existing_hand(round, table, index)
        hands = game.hands[:index] + game.hands[index + 1:]
        self._check_replay(hands, index, f"without hand {index}", voided=True)
        return self._append(seating, [(LogKind.VOID, index, None, reason)], who)

    def undo(self, round: int, table: int, who: str = "",
             reason: str = "") -> tuple[TableView, Changes]:
        """Take back the last change of a table (a hand, an amend, a void, totals)."""
        seating = self._seating(round, table)
        self._writable(seating)
        game = self._game(seating)
        if not game.active:
            raise _refuse(_issue("nothing_to_undo", "table",
                                 f"round {round} table {table} has nothing to undo"))
        last = game.active[-1]
        self._check_after(seating, game, [(LogKind.UNDO, last.seq)])
        return self._append(seating, [(LogKind.UNDO, last.seq, None, reason)], who)

    def redo(self, round: int, table: int, who: str = "",
             reason: str = "") -> tuple[TableView, Changes]:
        """Put back the last change undone (only while nothing new was recorded since)."""
        seating = self._seating(round, table)
        self._writable(seating)
        game = self._game(seating)
        if not game.redo:
            raise _refuse(_issue("nothing_to_redo", "table",
                                 f"round {round} table {table} has nothing to redo"))
        entry = game.redo[-1]
        self._check_after(seating, game, [(LogKind.REDO, entry.seq)])
        return self._append(seating, [(LogKind.REDO, entry.seq, None, reason)], who)

    def _check_after(self, seating: TableSeating, game: _Game,
                     extra: list[tuple[LogKind, int]]) -> None:
        """An undo/redo restores a state that was valid once; replay it anyway to be sure."""
        fake = list(game.entries) + [LogEntry(seating.id, 10**9 + i, k, t)
                                     for i, (k, t) in enumerate(extra)]
        after = _derive(fake, self.rules, self._parse_entry)
        if after.replay.issues:
            raise _refuse(*after.replay.issues)

    def _existing_hand(self, round: int, table: int, index: int) -> tuple[TableSeating, _Game]:
        seating = self._seating(round, table)
        self._writable(seating)
        game = self._game(seating)
        if isinstance(index, bool) or not isinstance(index, int) or not (
                0 <= index < len(game.hands)):
            count = len(game.hands)
            raise _refuse(_issue("no_such_hand", "hand",
                                 f"round {round} table {table} has no hand {index} (it has "
                                 f"{count} hand{'s' if count != 1 else ''}, numbered from 0"
                                 f"{f' to {count - 1}' if count > 1 else ''})"))
        return seating, game

    def _check_replay(self, hands: tuple[HandRecord, ...], changed: int, what: str,
                      voided: bool = False) -> None:
        """Refuse a changed hand list that no longer replays. Later hands are named by their
        number in the game as recorded (after a void, hand j of the new list was j + 1)."""
        result = replay(hands, self.rules)
        if not result.issues:
            return
        issues = []
        for i in result.issues:
            if i.hand is None:
                issues.append(i)
                continue
            recorded = i.hand + 1 if voided and i.hand >= changed else i.hand
            if recorded > changed:
                issues.append(Issue(i.code, recorded, i.field,
                                    f"{what}, hand {recorded} ({result.state.title}) is no "
                                    f"longer possible: {i.message}"))
            else:
                issues.append(i)
        raise _refuse(*issues)

    def check_totals(self, round: int, table: int, scores: Sequence[int],
                     chombos: Sequence[int] = (0, 0, 0, 0)) -> list[Issue]:
        """Problems with final scores typed from a score slip (empty: they can be saved)."""
        try:
            self._totals(round, table, scores, chombos)
        except InvalidInput as exc:
            return list(exc.issues)
        return []

    def _totals(self, round: int, table: int, scores: Sequence[int],
                chombos: Sequence[int]) -> tuple[TableSeating, dict[str, Any]]:
        seating = self._seating(round, table)
        self._writable(seating)
        game = self._game(seating)
        issues: list[Issue] = []
        if game.hands:
            issues.append(_issue("table_has_hands", "scores",
                                 f"round {round} table {table} is recorded hand by hand "
                                 f"({len(game.hands)} hands); void or undo them first"))
        issues += totals_issues(scores, chombos, self.rules)
        ints = [int(v) for v in scores] if not issues else None
        counts = [int(v) for v in chombos] if not issues else None
        if issues:
            raise _refuse(*issues)
        assert ints is not None and counts is not None
        payload = {"scores": ints, "chombos": counts}
        if game.totals is not None and (list(game.totals.scores) == ints
                                        and list(game.totals.chombos) == counts):
            raise _refuse(_issue("no_change", "scores", "these final scores are already "
                                 "entered"))
        return seating, payload

    def record_totals(self, round: int, table: int, scores: Sequence[int],
                      chombos: Sequence[int] = (0, 0, 0, 0), who: str = "",
                      reason: str = "") -> tuple[TableView, Changes]:
        """"Totals only": the four final scores from the paper slip (seat order, before the
        leftover riichi sticks are handed out) and each seat's chombo count. New totals
        replace earlier ones (both stay in the log)."""
        seating, payload = self._totals(round, table, scores, chombos)
        return self._append(seating, [(LogKind.TOTALS, None, payload, reason)], who)

    def _append(self, seating: TableSeating,
                items: Sequence[tuple[LogKind, int | None, Any, str]],
                who: str) -> tuple[TableView, Changes]:
        """Write log entries (kind, target, payload, why) in one transaction, then refresh
        this table's cache."""
        with self._store.transaction() as s:
            written = [repo.append_log(s, seating.id, kind, target=target, payload=payload,
                                       who=who, why=why)
                       for kind, target, payload, why in items]
        self._logs.setdefault(seating.id, []).extend(written)
        before = self._games.pop(seating.id, None)
        view = self.table_view(seating.round, seating.table)
        if before is None or before.final != view.final:
            self._standings.clear()
        else:
            # A hand in a game still in play changes only the provisional standings.
            for key in [k for k in self._standings if k[2]]:
                del self._standings[key]
        return view, Changes(tables=((seating.round, seating.table),), standings=True)

    # -- penalties ------------------------------------------------------------------------------
    def penalties(self, round: int | None = None,
                  include_withdrawn: bool = False) -> tuple[Penalty, ...]:
        return tuple(p for p in self._penalties
                     if (round is None or p.round == round)
                     and (include_withdrawn or p.active))

    def add_penalty(self, player: PlayerRef, kind: PenaltyKind | str = PenaltyKind.DEDUCTION,
                    points: int = 0, reason: str = "", referee: str = "",
                    round: int | None = None, table: int | None = None,
                    ) -> tuple[Penalty, Changes]:
        """A referee penalty: a yellow card (no points), a deduction (raw points, negative)
        or a disqualification. `round` defaults to the current round."""
        issues: list[Issue] = []
        found = self._find_player(player)
        if found is None:
            issues.append(_issue("unknown_player", "player", f"no player '{player}'"))
        try:
            kind = PenaltyKind(kind)
        except ValueError:
            issues.append(_issue("bad_kind", "kind", f"unknown penalty '{kind}' (yellow_card, "
                                 f"deduction or disqualification)"))
            kind = PenaltyKind.DEDUCTION
        if isinstance(points, bool) or not isinstance(points, int):
            issues.append(_issue("not_an_integer", "points",
                                 f"points must be a whole number of raw points, got {points!r}"))
            points = 0
        elif points > 0:
            issues.append(_issue("positive_penalty", "points",
                                 "a penalty takes points off: give a negative number"))
        elif kind is PenaltyKind.DEDUCTION and points == 0:
            issues.append(_issue("no_points", "points",
                                 "a point deduction needs points (a negative number); a "
                                 "warning without points is a yellow card"))
        elif kind is PenaltyKind.YELLOW_CARD and points:
            issues.append(_issue("points_on_yellow_card", "points",
                                 "a yellow card carries no points; record a deduction"))
        if not reason.strip():
            issues.append(_issue("reason_required", "reason", "say why the penalty is given"))
        if round is None:
            round = self.current_round
        if round is not None:
            issues += _check_rounds(round, self._settings.rounds, field="round")
        if table is not None:
            seating = self._tables.get((round, table)) if round is not None else None
            if seating is None:
                issues.append(_issue("no_such_table", "table",
                                     f"round {round} has no table {table}"))
            elif found is not None and found.id not in seating.players:
                issues.append(_issue("not_at_table", "table",
                                     f"{found.name} does not sit at round {round} table "
                                     f"{table}"))
        if issues:
            raise _refuse(*issues)
        assert found is not None
        with self._store.transaction() as s:
            penalty = repo.add_penalty(s, found.id, kind, points, reason.strip(), referee,
                                       round, table)
            repo.add_audit(s, "penalty", who=referee, round_number=round, table_number=table,
                           detail=f"{found.name}: {kind.value} {points} ({reason.strip()})")
        self._penalties.append(penalty)
        self._standings.clear()
        return penalty, Changes(penalties=True, standings=True, audit=True)

    def withdraw_penalty(self, penalty_id: int, reason: str,
                         who: str = "") -> tuple[Penalty, Changes]:
        """Withdraw a penalty (an appeal): it stays in the file, marked with who/when/why."""
        current = next((p for p in self._penalties if p.id == penalty_id), None)
        issues = []
        if current is None:
            issues.append(_issue("no_such_penalty", "penalty", f"no penalty {penalty_id}"))
        elif not current.active:
            issues.append(_issue("already_withdrawn", "penalty",
                                 f"penalty {penalty_id} is already withdrawn"))
        if not reason.strip():
            issues.append(_issue("reason_required", "reason", "say why it is withdrawn"))
        if issues:
            raise _refuse(*issues)
        with self._store.transaction() as s:
            updated = repo.withdraw_penalty(s, penalty_id, who, reason.strip())
            repo.add_audit(s, "withdraw_penalty", who=who, detail=f"{penalty_id}: {reason}")
        self._penalties = [updated if p.id == penalty_id else p for p in self._penalties]
        self._standings.clear()
        return updated, Changes(penalties=True, standings=True, audit=True)

    def chombo_list(self, round: int) -> tuple[ChomboEntry, ...]:
        """Every chombo of a round, table by table, for the rules report."""
        rules = self.rules
        out: list[ChomboEntry] = []
        for seating in self.seating(round):
            game = self._game(seating)
            entries = {e.seq: e for e in game.entries}
            for result, seq in zip(game.replay.results, game.hand_seqs, strict=False):
                record = result.record
                if record.outcome is not Outcome.CHOMBO or record.offender is None:
                    continue
                if rules.chombo is Chombo.END_OF_GAME:
                    penalty, cost = (f"{rules.chombo_penalty:,} off at the end of the game",
                                     rules.chombo_penalty)
                else:
                    cost = -result.deltas[record.offender]
                    penalty = f"mangan paid at the table ({cost:,})"
                pid = seating.players[record.offender]
                entry = entries[seq]
                out.append(ChomboEntry(round, seating.table, pid, self._players[pid].name,
                                       result.index, result.before.title, penalty, cost,
                                       entry.who, entry.at, record.note))
            if game.totals is not None:
                entry = entries[game.totals.seq]
                for seat, count in enumerate(game.totals.chombos):
                    pid = seating.players[seat]
                    for _ in range(count):
                        end = rules.chombo is Chombo.END_OF_GAME
                        out.append(ChomboEntry(
                            round, seating.table, pid, self._players[pid].name, None,
                            "score slip",
                            f"{rules.chombo_penalty:,} off at the end of the game" if end
                            else "mangan paid at the table (in the slip's scores)",
                            rules.chombo_penalty if end else 0, entry.who, entry.at))
        return tuple(out)

    # -- approval and locks ---------------------------------------------------------------------
    def lock_round(self, round: int, who: str = "") -> tuple[RoundInfo, Changes]:
        """Approve a round: every table must be finished; all are locked; a backup is written."""
        tables = self.seating(round)
        if not tables:
            raise _refuse(_issue("no_such_round", "round", f"round {round} is not seated"))
        unfinished = [t.table for t in tables if self._game(t).final is None]
        if unfinished:
            raise _refuse(*[_issue("table_unfinished", "table",
                                   f"round {round} table {n} has no final result yet")
                            for n in unfinished])
        at = repo.now()
        with self._store.transaction() as s:
            for t in tables:
                repo.set_table_locked(s, t.id, True)
            repo.set_round_approved(s, round, at, who)
            repo.add_audit(s, "approve_round", who=who, round_number=round)
        for t in tables:
            self._tables[(round, t.table)] = replace(t, locked=True)
        # The automatic end-of-round backup: after the commit, so it holds the approval.
        backup = self._store.backup(f"round-{round:02d}")
        with self._store.transaction() as s:
            repo.set_round_approved(s, round, at, who, backup=str(backup))
        self._rounds[round] = replace(self._rounds[round], approved_at=at, approved_by=who,
                                      backup=str(backup))
        return self._rounds[round], Changes(tables=tuple((round, t.table) for t in tables),
                                            rounds=True, audit=True)

    def lock_table(self, round: int, table: int, who: str = "") -> tuple[TableView, Changes]:
        """Lock one table again after a change (it must be finished)."""
        seating = self._seating(round, table)
        if seating.locked:
            raise _refuse(_issue("already_locked", "table",
                                 f"round {round} table {table} is already locked"))
        if self._game(seating).final is None:
            raise _refuse(_issue("table_unfinished", "table",
                                 f"round {round} table {table} has no final result yet"))
        with self._store.transaction() as s:
            repo.set_table_locked(s, seating.id, True)
            repo.add_audit(s, "lock_table", who=who, round_number=round, table_number=table)
        self._tables[(round, table)] = replace(seating, locked=True)
        return self.table_view(round, table), Changes(tables=((round, table),), rounds=True,
                                                      audit=True)

    def unlock_table(self, round: int, table: int, password: str, reason: str,
                     who: str = "") -> tuple[TableView, Changes]:
        """Unlock an approved table to change it: needs the organiser password (if one was
        set) and a reason, both logged."""
        seating = self._seating(round, table)
        issues = []
        if not seating.locked:
            issues.append(_issue("not_locked", "table",
                                 f"round {round} table {table} is not locked"))
        if not self.check_password(password):
            issues.append(_issue("bad_password", "password", "wrong organiser password"))
        if not reason.strip():
            issues.append(_issue("reason_required", "reason",
                                 "say why an approved table is changed"))
        if issues:
            raise _refuse(*issues)
        with self._store.transaction() as s:
            repo.set_table_locked(s, seating.id, False)
            repo.add_audit(s, "unlock_table", who=who, round_number=round, table_number=table,
                           detail=reason.strip())
        self._tables[(round, table)] = replace(seating, locked=False)
        return self.table_view(round, table), Changes(tables=((round, table),), rounds=True,
                                                      audit=True)

    def audit(self) -> tuple[AuditEntry, ...]:
        with self._store.reading() as s:
            return tuple(repo.audit_entries(s))

    def backup(self, dest: Path | str | None = None) -> Path:
        """A consistent copy of the file (SQLite backup API), by default in the backups folder."""
        return self._store.backup("manual", Path(dest) if dest is not None else None)

    # -- standings ------------------------------------------------------------------------------
    def game_scores(self, round: int | None = None) -> list[GameScore]:
        """Each seated table's result (provisional for a game in play; empty tables left out)."""
        out = []
        for key in sorted(self._tables):
            if round is not None and key[0] != round:
                continue
            seating = self._tables[key]
            self._game(seating)
            score = self._scores[seating.id]
            if score is not None:
                out.append(score)
        return out

    def standings(self, round: int | None = None, *, only_round: bool = False,
                  provisional: bool = False) -> Standings:
        """Ranked rows after `round` (default: the last seated round), cumulative, or that
        round only. Cached until the next change."""
        if round is None:
            round = self.current_round
        key = (round, only_round, provisional)
        cached = self._standings.get(key)
        if cached is not None:
            return cached
        result = compute_standings(self._players.values(), self.game_scores(), self._penalties,
                                   round=round, only_round=only_round,
                                   tie_breaks=self._settings.tie_breaks,
                                   provisional=provisional)
        empty = tuple((r, t) for (r, t), seating in sorted(self._tables.items())
                      if round is not None and (r == round if only_round else r <= round)
                      and self._game(seating).mode is TableMode.EMPTY)
        if empty:
            result = replace(result, pending=tuple(sorted(result.pending + empty)))
        self._standings[key] = result
        return result


# -- argument checks (problems as data) ---------------------------------------------------------

def _check_rounds(value: Any, maximum: int | None = None, field: str = "rounds") -> list[Issue]:
    if isinstance(value, bool) or not isinstance(value, int) or value < 1:
        return [_issue("bad_round", field, f"{field} must be a whole number from 1, got "
                       f"{value!r}")]
    if maximum is not None and value > maximum:
        return [_issue("bad_round", field, f"the tournament has {maximum} rounds; there is no "
                       f"round {value}")]
    return []


def _check_minutes(value: Any) -> list[Issue]:
    if value is None:
        return []
    if isinstance(value, bool) or not isinstance(value, int) or value < 0:
        return [_issue("bad_time_limit", "round_minutes",
                       f"the time limit is a whole number of minutes, got {value!r}")]
    return []


def _check_date(key: str, value: str | None) -> list[Issue]:
    if not value:
        return []
    try:
        date.fromisoformat(value)
    except (TypeError, ValueError):
        return [_issue("bad_date", key, f"'{value}' is not a date (YYYY-MM-DD)")]
    return []


def _tie_breaks(values: Sequence[TieBreak | str]) -> tuple[tuple[TieBreak, ...], list[Issue]]:
    out: list[TieBreak] = []
    issues = []
    for i, value in enumerate(values):
        try:
            tb = TieBreak(value)
        except ValueError:
            issues.append(_issue("bad_tie_break", f"tie_breaks[{i}]",
                                 f"unknown tie-break '{value}' (one of "
                                 f"{', '.join(t.value for t in TieBreak)})"))
            continue
        if tb in out:
            issues.append(_issue("bad_tie_break", f"tie_breaks[{i}]",
                                 f"the tie-break '{tb.value}' is listed twice"))
        out.append(tb)
    return tuple(out), issues


def _check_drafts(drafts: Sequence[PlayerDraft], existing: Iterable[Player]) -> list[Issue]:
    rows = [(i, [d.name, d.ema_number, d.club, d.country, d.team, d.status.value])
            for i, d in enumerate(drafts)]
    result = check_rows(["name", "ema_number", "club", "country", "team", "status"], rows,
                        existing)
    return [Issue(p.code, None, f"players[{p.line}].{p.column}", p.message)
            for p in result.problems]


def _substitute_drafts(count: int, existing: Sequence[Player | PlayerDraft]) -> list[PlayerDraft]:
    taken = {name_key(p.name) for p in existing}
    out: list[PlayerDraft] = []
    n = 1
    while len(out) < count:
        name = f"Substitute {n}"
        if name_key(name) not in taken:
            out.append(PlayerDraft(name=name, status=PlayerStatus.SUBSTITUTE))
        n += 1
    return out

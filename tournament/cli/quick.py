"""`record --totals` and `record GAME.json` on a tournament file without the service: the
command's quick path.

The ordinary path opens the file through the service (SQLAlchemy, sqlmodel, Alembic, and
every table's result read at open) to change one table. Here `storage.quick` opens it with
sqlite3 and reads only that table; the validation is the service's (`TablesPart._totals`, and
`service.game_records` for a game record): the same core checks, and any problem, or
anything out of the ordinary in the file, sends the command the ordinary way, which refuses
with its own messages (exit 2, nothing changed) or does the change. What is written is what
`Tournament.tables.record_totals` or `record_game` writes: the log entries, the table's summary,
the change counter and its `changes` row, the entry id and the ledger's links
(tests/service/test_cli_quick.py compares the two files row for row).

`standings` and `export --format ema` read the quick way: the rows the service reads at open
(`_read_results`), through the same repository reads, computed by the same functions
(`compute_standings`; `export.ema.results_of` over `service.ema.EmaInputs`). Whatever the
ordinary way would refuse or see to first goes the ordinary way, which words it
(tests/service/test_cli_quick.py and test_cli_quick_export.py compare both ways' output).
`print --what standings` reads the same way: `export.gather.gather_standings` makes the
document's data from the quick read as from the service (`_Printed` gives the reads it makes,
`service.sources.StandingsSource`; tests/service/test_cli_quick_print.py compares the two).
"""

from __future__ import annotations

import argparse
import sqlite3
import sys
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, TypeVar

from tournament.collector import collector_paused
from tournament.games.hand_log import LogKind, TableGame, TableSummary, fold, totals_entry
from tournament.model import FinalResult, GameRecord, Issue, TableState
from tournament.rules.ruleset import Ruleset
from tournament.scoring.final import display_points
from tournament.words.free_text import check_person, check_text

if TYPE_CHECKING:
    from tournament.export.ema import EmaResults
    from tournament.organisation import RoundInfo, TableSeating, TournamentSettings
    from tournament.players.roster import Player
    from tournament.service.game_records import Item
    from tournament.service.read_models import StandingsData
    from tournament.standings.ranking import GameScore, Penalty, Standings
    from tournament.storage.chain import Head
    from tournament.storage.sql import Db

# Off: every command goes the ordinary way (the tests compare the two paths with it).
ENABLED = True

T = TypeVar("T")


def table_line(round: int, table: int, names: Sequence[str], final: FinalResult | None,
               state: TableState, hands: int, rules: Ruleset) -> str:
    """The line a change to a table prints: its players' scores, and each one's points
    (in the ruleset's display unit) once the game is finished."""
    if final is not None:
        parts = [f"{n} {s:,} ({display_points(p, rules):+g})" for n, s, p in
                 zip(names, final.scores, final.points, strict=True)]
        return f"round {round} table {table}: finished; " + ", ".join(parts)
    parts = [f"{n} {s:,}" for n, s in zip(names, state.scores, strict=True)]
    return (f"round {round} table {table}: {hands} hands, next {state.title}; "
            + ", ".join(parts))


def _storable(*numbers: int | None) -> bool:
    """Can sqlite3 bind these numbers? A round or table past 64 bits (a typing slip, a
    fuzzer) would raise OverflowError there; the ordinary way refuses it in words."""
    return all(n is None or -(2 ** 63) <= n < 2 ** 63 for n in numbers)


def record_table(args: argparse.Namespace) -> int | None:
    """Record a table's final scores (`--totals`) or a game record (GAME.json) the quick
    way; the exit code, or None when the command is to go the ordinary way (nothing was
    written)."""
    from tournament.cli import EXIT_OK, changed, station_options
    from tournament.storage.quick import NotQuick, QuickFile

    if not ENABLED or (args.totals is None) == (args.game is None) or args.game == "-" \
            or args.source or args.player or args.accept_differences \
            or check_person("who", args.who) or not _storable(args.round, args.table):
        return None
    record = None
    if args.game is not None:
        from tournament.cli.replay import load_json
        from tournament.games.record_json import parse_game

        data, error = load_json(args.game)
        if error or not isinstance(data, dict):
            return None  # (the ordinary way says what is wrong with it)
        record, issues = parse_game(data)
        if issues or record is None:
            return None
    # Where the change is made from (`--station`, else the computer's name), written with
    # it as `Tournament.open` would; a referee's rights are the service's to check.
    options = station_options()
    station, person = str(options.get("station", "")), str(options.get("person", ""))
    if options.get("role", "organiser") != "organiser" or check_text("station", station) \
            or check_text("person", person):
        return None
    opened = QuickFile.open(args.file)
    if opened is None:
        return None
    with opened as f:
        try:
            with f.transaction() as db:
                done = _write_table(db, args, record, station, person)
        except (NotQuick, LookupError, ValueError, KeyError, TypeError):
            return None  # (nothing written: the ordinary way says what is wrong)
        if done is None:
            return None
        changed(args)
        names, game, rules, earlier = done
        line = table_line(args.round, args.table, names, game.final, game.state,
                          len(game.results), rules)
    warning = None
    if f.checkpoint_failed is not None and f.wal_pending():
        from tournament.storage.opening import checkpoint_failure

        warning = checkpoint_failure(f.path, f.checkpoint_failed)
    print(line)
    if earlier is not None:
        from tournament.cli.recording import replaced

        print(replaced(earlier), file=sys.stderr)
    if warning is not None:
        print(f"warning: {warning}", file=sys.stderr)
    return EXIT_OK


class _Differs(Exception):
    """A game record whose hands differ from the table's: the ordinary way words it (on a
    server it may be another station's change)."""


def _differs(have: int, at: int) -> Issue:
    raise _Differs


def _write_table(db: Db, args: argparse.Namespace, record: GameRecord | None, station: str,
                 person: str
                 ) -> tuple[list[str], TableGame, Ruleset, tuple[int, ...] | None] | None:
    """Inside the transaction: the service's checks (`TablesPart._totals`, or
    `game_record_issues` for a game record; None: a problem, or a file the ordinary path must
    see to), then the change `TablesPart._write_log` writes, through the same writer."""
    from tournament.cli import entry_intent
    from tournament.service.changed import Changes
    from tournament.storage import changes, repo
    from tournament.storage.writer import Writer, new_entries

    if repo.stale_summaries(db):
        return None  # (the ordinary open folds and stores them first)
    rules = repo.rules(db)
    found = repo.list_tables(db, args.round, args.table)
    if len(found) != 1 or found[0].locked or len(found[0].players) != 4:
        return None
    seating = found[0]
    log = repo.log_entries(db, seating.id)
    game = fold(log, rules)
    players = {p.id: p for p in repo.list_players(db, list(seating.players))}
    items: list[Item]
    if record is None:
        _, payload = totals_entry(game, args.round, args.table, args.totals, args.chombos,
                                  rules)
        if payload is None:
            return None  # refused the ordinary way, in its words
        items = [(LogKind.TOTALS, None, payload, "")]
    else:
        # (Imported for a game record only: the settings and the ranking it reads are not
        # needed to record a table's totals.)
        from tournament.service.game_records import entry_text_problems, game_record_issues

        try:
            issues, items = game_record_issues(record, seating, players, rules, game,
                                               _differs)
        except _Differs:
            return None
        if issues or entry_text_problems(items, args.who):
            return None  # refused the ordinary way, in its words
    entry = getattr(args, "entry_id", None)
    if entry is not None and changes.entry_applied(db, entry):
        return None  # the ordinary path notes that it is saved already
    written = new_entries(seating.id, log[-1].seq + 1 if log else 1, items, args.who)
    after = fold([*log, *written], rules)
    seen = changes.change_counter(db)
    intent = changes.entry_digest(entry_intent()) if entry is not None else None
    Writer(db).append_entries(
        changes.Commit(station=station, person=person, entry_id=entry, seen=seen,
                       intent=intent),
        (seating.id, seating.round, seating.table), written, TableSummary.of(after),
        Changes(tables=((seating.round, seating.table),)).to_json(), lambda _: None)
    earlier = (game.totals.scores if game.totals is not None and record is None else None)
    return [players[p].name for p in seating.players], after, rules, earlier


@dataclass(frozen=True, slots=True)
class _Results:
    """What the service reads at open for the standings and the EMA view, read the quick way:
    the same rows through the same repository reads, each table's game from its stored
    summary (`Base._load`, `Base._set_summary`)."""

    settings: TournamentSettings
    players: list[Player]
    penalties: list[Penalty]
    games: list[GameScore]  # by (round, table), as `StandingsPart.game_scores`
    empty: list[tuple[int, int]]  # (round, table) of the tables with nothing recorded
    round_infos: list[RoundInfo]  # the rounds seated
    seated: list[TableSeating]  # by (round, table)
    summaries: dict[int, TableSummary]  # by table id (none for a table with nothing recorded)

    @property
    def last(self) -> int | None:
        """The highest seated round (`RoundsPart.current`; None before the first seating)."""
        return max((r.number for r in self.round_infos), default=None)

    def standings(self, round: int | None, only_round: bool = False,
                  provisional: bool = False) -> Standings:
        """`StandingsPart._computed` before a final stage: `compute_standings`, then the
        empty tables of the rounds counted among the pending ones."""
        from dataclasses import replace

        from tournament.standings.ranking import compute_standings

        standings = compute_standings(self.players, self.games, self.penalties, round=round,
                                      only_round=only_round,
                                      tie_breaks=self.settings.tie_breaks,
                                      provisional=provisional)
        empty = tuple((r, t) for r, t in self.empty if round is not None
                      and (r == round if only_round else r <= round))
        if empty:
            standings = replace(standings,
                                pending=tuple(sorted(standings.pending + empty)))
        return standings


def _read_results(db: Db) -> _Results | None:
    """Inside a read: the tournament's results, or None for a file the ordinary open must
    see to first (a stale or unreadable summary: it folds the table again) and for a final
    stage (its standings are the service's)."""
    from tournament.games.hand_log import TableMode
    from tournament.standings.ranking import GameScore
    from tournament.storage import day, repo

    if repo.stale_summaries(db) or day.final_stage(db) is not None:
        return None
    settings = repo.read_settings(db)
    round_infos = repo.list_rounds(db)
    players, penalties = repo.list_players(db), repo.list_penalties(db)
    seated = sorted(repo.list_tables(db), key=lambda s: (s.round, s.table))
    summaries, last = repo.read_summaries(db)
    if set(last) - set(summaries):
        return None
    games, empty = [], []
    for seating in seated:
        number, table, seats = seating.round, seating.table, seating.players
        summary = summaries.get(seating.id)
        if summary is None or summary.mode is TableMode.EMPTY:
            empty.append((number, table))
            continue
        if len(seats) != 4:
            return None
        games.append(GameScore(number, table, (seats[0], seats[1], seats[2], seats[3]),
                               summary.result, finished=summary.finished,
                               chombos=summary.state.chombos))
    return _Results(settings, players, penalties, games, empty, round_infos, seated, summaries)


def _quick_read(args: argparse.Namespace, then: Callable[[Db, _Results], T | None]
                ) -> tuple[_Results, T] | None:
    """The tournament's results read the quick way (`_read_results`), and what `then` makes
    of them in the same read (the quick check, say); None, nothing written, when the
    command is to go the ordinary way: the quick way turned off, a file out of the ordinary,
    a database error, or None from `then`. (Its callers pause the collector around it and
    what they compute from it: `tournament.collector`.)"""
    from tournament.storage.quick import NotQuick, QuickFile

    if not ENABLED or not _storable(args.round):
        return None
    opened = QuickFile.open(args.file)
    if opened is None:
        return None
    with opened as f:
        try:
            with f.reading() as db:
                read = _read_results(db)
                made = None if read is None else then(db, read)
        except (NotQuick, sqlite3.Error, LookupError, ValueError, KeyError, TypeError):
            return None
    return None if read is None or made is None else (read, made)


def quick_standings(args: argparse.Namespace
                    ) -> tuple[Standings, str, Ruleset, list[Any]] | None:
    """`standings` read the quick way: (the standings, the tournament's name, its rules, the
    problems of its quick check: `chain.quick`), or None when the command is to go the
    ordinary way. The same inputs as the service's
    (`StandingsPart._computed`: players, each table's kept result, penalties, tie-breaks) and
    the same computation (`compute_standings`); a final stage goes the ordinary way."""
    from tournament.service.arguments import check_rounds
    from tournament.storage import chain

    def checked(db: Db, read: _Results) -> list[Any] | None:
        if args.round is not None and check_rounds(args.round, read.settings.rounds,
                                                   field="round"):
            return None  # refused the ordinary way, in its words
        return list(chain.quick(db))

    with collector_paused():
        found = _quick_read(args, checked)
        if found is None:
            return None
        read, problems = found
        round = args.round if args.round is not None else read.last
        standings = read.standings(round, only_round=args.only_round,
                                   provisional=args.provisional)
    return standings, read.settings.name, read.settings.rules, problems


def quick_ema(args: argparse.Namespace) -> EmaResults | None:
    """`export --format ema` read the quick way: the file's data, made by
    `export.ema.results_of` from the inputs the service's `EmaPart.inputs` gives (the
    standings' pending games as `StandingsPart.get` has them), or None when the command is to
    go the ordinary way, which words every refusal: a file out of the ordinary, a final stage,
    a tournament that fails its quick check (unless `--force`), a file the EMA's readiness
    refuses."""
    from tournament.errors import InvalidInput
    from tournament.export.ema import results_of
    from tournament.service.ema import EmaInputs
    from tournament.storage import chain

    def checked(db: Db, read: _Results) -> bool | None:
        # (Forced: the ordinary way does not run the check either.)
        if not args.force and chain.quick(db):
            return None  # refused the ordinary way, in its words
        return True

    with collector_paused():
        found = _quick_read(args, checked)
        if found is None:
            return None
        read = found[0]
        inputs = EmaInputs(settings=read.settings, players={p.id: p for p in read.players},
                           games=read.games, penalties=read.penalties,
                           pending=lambda round: read.standings(round).pending)
        try:
            return results_of(inputs, args.round, score_unit=args.score_unit)
        except InvalidInput:
            return None  # refused the ordinary way, in its words


def quick_printed_standings(args: argparse.Namespace) -> StandingsData | None:
    """`print --what standings` read the quick way: the document's data, made by
    `export.gather.gather_standings` from the quick read (`_Printed`), or None when the
    command is to go the ordinary way, which words every refusal: a file out of the ordinary,
    a final stage, a tournament that fails its quick check (unless `--force`), a round that
    cannot be printed."""
    from tournament.errors import InvalidInput
    from tournament.export.gather import gather_standings
    from tournament.storage import chain, repo

    def checked(db: Db, read: _Results) -> tuple[Head] | None:
        # (Forced: the ordinary way does not run the check either.)
        if not args.force and chain.quick(db):
            return None  # refused the ordinary way, in its words
        head = repo.ledger_head(db)
        return None if head is None else (head,)

    with collector_paused():
        found = _quick_read(args, checked)
        if found is None:
            return None
        read, (head,) = found
        try:
            return gather_standings(_Printed(read, head), args.round)
        except InvalidInput:
            return None  # refused the ordinary way, in its words


class _Printed:
    """What a standings document is read from (`service.sources.StandingsSource`), from the
    quick read: the settings, rounds, seating, summaries, players and standings as the service
    has them after its open, and the ledger's head read in the same snapshot."""

    def __init__(self, read: _Results, head: Head):
        self._read = read
        self._head = head
        self.players = _Players(read)
        self.rounds = _Rounds(read)
        self.tables = _Tables(read)
        self.standings = _Standings(read)
        self.ledger = self

    @property
    def settings(self) -> TournamentSettings:
        return self._read.settings

    @property
    def rules(self) -> Ruleset:
        return self._read.settings.rules

    def head(self) -> Head | None:
        return self._head


class _Players:
    def __init__(self, read: _Results):
        self._by_id = {p.id: p for p in read.players}

    def get(self, ref: int) -> Player:
        return self._by_id[ref]


class _Rounds:
    def __init__(self, read: _Results):
        self._read = read

    def all(self) -> list[RoundInfo]:
        return self._read.round_infos

    def seating(self, round: int) -> list[TableSeating]:
        return [s for s in self._read.seated if s.round == round]

    @property
    def current(self) -> int | None:
        return self._read.last


class _Tables:
    """Each table's summary as the service keeps it (`Base._read_all`): the stored one, or
    the empty game's for a table with nothing recorded."""

    def __init__(self, read: _Results):
        self._read = read
        self._at = {(s.round, s.table): s.id for s in read.seated}
        self._empty: TableSummary | None = None

    def summary(self, round: int, table: int) -> TableSummary:
        found = self._read.summaries.get(self._at[round, table])
        if found is not None:
            return found
        if self._empty is None:
            self._empty = TableSummary.of(fold((), self._read.settings.rules))
        return self._empty


class _Standings:
    def __init__(self, read: _Results):
        self._read = read

    def get(self, round: int | None = None, *, only_round: bool = False,
            provisional: bool = False) -> Standings:
        if round is None:
            round = self._read.last
        return self._read.standings(round, only_round=only_round, provisional=provisional)


__all__ = ["ENABLED", "quick_ema", "quick_printed_standings", "quick_standings",
           "record_table", "table_line"]

"""`record --totals` on a tournament file without the service: the command's quick path.

The ordinary path opens the file through the service (SQLAlchemy, sqlmodel, Alembic, and
every table's result read at open) to change one table. Here `storage.quick` opens it with
sqlite3 and reads only that table; the validation is the service's (`Tables._totals`):
the same core checks, and any problem, or anything out of the ordinary in the file, sends
the command the ordinary way, which refuses with its own messages (exit 2, nothing changed)
or does the change. What is written is what `Tournament.record_totals` writes: the log
entry, the table's summary, the change counter and its `changes` row, the entry id and the
ledger's links (tests/service/test_cli_quick.py compares the two files row for row).
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from typing import TYPE_CHECKING

from tournament.hand_log import LogKind, TableGame, TableSummary, fold
from tournament.model import FinalResult, TableState
from tournament.rules.ruleset import Ruleset
from tournament.scoring.final import display_points
from tournament.scoring.totals import totals_issues
from tournament.text import check_person, check_text

if TYPE_CHECKING:
    from tournament.standings import Standings
    from tournament.storage.quick import QuickFile

# Off: every command goes the ordinary way (the tests compare the two paths with it).
ENABLED = True


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


def record_totals(args: argparse.Namespace) -> int | None:
    """Record a table's final scores the quick way; the exit code, or None when the command
    is to go the ordinary way (nothing was written)."""
    from tournament.cli import EXIT_OK, changed, station_options
    from tournament.storage.quick import NotQuick, QuickFile

    if not ENABLED or args.totals is None or args.game is not None or args.source \
            or args.player or args.accept_differences or check_person("who", args.who) \
            or not _storable(args.round, args.table):
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
            with f.transaction():
                done = _write_totals(f, args, station, person)
        except NotQuick:
            return None
        if done is None:
            return None
        changed(args)
        names, game, rules = done
        line = table_line(args.round, args.table, names, game.final, game.state,
                          len(game.results), rules)
    warning = None
    if f.checkpoint_failed is not None and f.wal_pending():
        from tournament.storage.opening import checkpoint_failure

        warning = checkpoint_failure(f.path, f.checkpoint_failed)
    print(line)
    if warning is not None:
        print(f"warning: {warning}", file=sys.stderr)
    return EXIT_OK


def _write_totals(f: QuickFile, args: argparse.Namespace, station: str, person: str
                  ) -> tuple[list[str], TableGame, Ruleset] | None:
    """Inside the transaction: the checks of `Tables._totals` (None: a problem, or a
    file the ordinary path must see to), then the writes of `Tables._write_log`."""
    if f.stale_summaries():
        return None  # (the ordinary open folds and stores them first)
    rules = f.rules()
    found = f.table(args.round, args.table)
    if found is None:
        return None
    table_id, locked, players = found
    if locked or len(players) != 4:
        return None
    log = f.log(table_id)
    game = fold(log, rules)
    if game.hands or totals_issues(args.totals, args.chombos, rules):
        return None
    scores = [int(v) for v in args.totals]
    chombos = [int(v) for v in args.chombos]
    if game.totals is not None and (list(game.totals.scores) == scores
                                    and list(game.totals.chombos) == chombos):
        return None  # "already entered": the ordinary path says so
    entry = getattr(args, "entry_id", None)
    if entry is not None and f.entry_applied(entry):
        return None  # the ordinary path notes that it is saved already
    counter = f.counter()
    if counter is None:
        return None
    change = counter + 1
    if entry is not None:
        f.mark_entry_applied(entry, change)
    row_id, written = f.append_log(table_id, LogKind.TOTALS,
                                   payload={"scores": scores, "chombos": chombos}, who=args.who,
                                   station=station, person=person)
    after = fold([*log, written], rules)
    f.write_summary(table_id, TableSummary.of(after))
    # `Changes(tables=((round, table),)).to_json()`: what `_commit` records.
    f.record_change(change, json.dumps({"tables": [[args.round, args.table]]},
                                       separators=(",", ":")), station, person)
    f.seal({"hand_log": [row_id]}, change=change, station=station, person=person)
    return f.names(players), after, rules



def quick_standings(args: argparse.Namespace) -> tuple[Standings, str, Ruleset] | None:
    """`standings` read the quick way: (the standings, the tournament's name, its rules), or
    None when the command is to go the ordinary way. The same inputs as the service's
    (`Ranking._computed`: players, each table's kept result, penalties, tie-breaks) and
    the same computation (`compute_standings`); a final stage goes the ordinary way."""
    from dataclasses import replace

    from tournament.hand_log import TableMode
    from tournament.service.checks import check_rounds
    from tournament.standings import GameScore, compute_standings
    from tournament.storage.quick import NotQuick, QuickFile

    if not ENABLED or not _storable(args.round):
        return None
    opened = QuickFile.open(args.file)
    if opened is None:
        return None
    with opened as f:
        try:
            with f.reading():
                if f.stale_summaries() or f.has_final_stage():
                    return None
                name, rules, tie_breaks, rounds = f.settings()
                if args.round is not None and check_rounds(args.round, rounds, field="round"):
                    return None  # refused the ordinary way, in its words
                round = args.round if args.round is not None else max(f.round_numbers(),
                                                                      default=None)
                players, penalties, tables = f.players(), f.penalties(), f.tables()
        except NotQuick:
            return None
    games, empty = [], []
    for number, table, seats, summary in tables:
        if summary is None or summary.mode is TableMode.EMPTY:
            if round is not None and (number == round if args.only_round else number <= round):
                empty.append((number, table))
            continue
        if len(seats) != 4:
            return None
        games.append(GameScore(number, table, (seats[0], seats[1], seats[2], seats[3]),
                               summary.result, finished=summary.finished,
                               chombos=summary.state.chombos))
    standings = compute_standings(players, games, penalties, round=round,
                                  only_round=args.only_round, tie_breaks=tie_breaks,
                                  provisional=args.provisional)
    if empty:
        standings = replace(standings, pending=tuple(sorted(standings.pending + tuple(empty))))
    return standings, name, rules


__all__ = ["ENABLED", "quick_standings", "record_totals", "table_line"]

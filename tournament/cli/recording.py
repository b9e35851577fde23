"""Commands that change a table's game: record (a game record, final scores, an online log),
record-logs, amend, void, undo, redo. `record --totals` and `record GAME.json` on a file go
the quick way when they can (`cli.quick`)."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from tournament.cli import EXIT_OK, changed, fail, open_tournament
from tournament.cli.options import IntermixedParser, command, where, who
from tournament.cli.quick import record_table, table_line
from tournament.cli.replay import load_json

if TYPE_CHECKING:
    from tournament.online_logs import Comparison
    from tournament.service import Tournament


def online_log_options(parser: argparse.ArgumentParser, required: bool = False) -> None:
    """The options of the commands that record a game from its online log."""
    parser.add_argument("--from", dest="source", choices=["tenhou"],
                        help="the game is an online log: a Tenhou mjlog (XML, plain or gzip) "
                             "or a tenhou.net/6 JSON log (Tenhou, Mahjong Soul converted)")
    parser.add_argument("--player", action="append", default=[], metavar="LOGNAME=PLAYER",
                        help="the player a name of the log is (repeatable; otherwise by "
                             "online name or name, case and width folded)")
    parser.add_argument("--accept-differences", action="store_true",
                        help="record our settlement even where the room paid otherwise "
                             "(each difference is said, and noted on its hand)")


def _log_names(pairs: list[str]) -> tuple[dict[str, str], list[str]]:
    names: dict[str, str] = {}
    problems = []
    for pair in pairs:
        log_name, sep, player = pair.partition("=")
        if not sep or not log_name.strip() or not player.strip():
            problems.append(f"--player {pair!r}: write LOGNAME=PLAYER")
        else:
            names[log_name.strip()] = player.strip()
    return names, problems



def register(sub: Any) -> None:
    p = command(sub, "record", run_record,
                "record a table's game from a game record, or its final scores (--totals)")
    p.__class__ = IntermixedParser
    where(p)
    p.add_argument("game", nargs="?", metavar="GAME.json",
                   help="a game record; its players in seat order must match the seating "
                        "(or, with --from tenhou, the game's online log)")
    p.add_argument("--totals", nargs=4, type=int, metavar=("S1", "S2", "S3", "S4"),
                   help="final scores from the score slip, East to North, raw points")
    p.add_argument("--chombos", nargs=4, type=int, default=[0, 0, 0, 0],
                   metavar=("C1", "C2", "C3", "C4"), help="chombo count per seat (--totals)")
    online_log_options(p)
    who(p)

    p = command(sub, "record-logs", run_record_logs,
                "record an online round seated by the lobby: its tables are made from the "
                "games' logs (players by online name or name) and each game recorded")
    p.__class__ = IntermixedParser
    where(p, table=False)
    p.add_argument("logs", nargs="+", metavar="LOG",
                   help="the round's game logs (Tenhou mjlog or tenhou.net/6 JSON), one per "
                        "table: table 1 from the first")
    online_log_options(p, required=False)
    who(p)

    p = command(sub, "amend", run_amend, "correct one recorded hand (later hands are replayed)")
    where(p)
    p.add_argument("--hand", type=int, required=True, metavar="H", help="hand index, from 0")
    p.add_argument("hand_file", metavar="HAND.json",
                   help="the hand as it should have been (a hand of a game record)")
    p.add_argument("--reason", default="", help="why (kept in the log)")
    who(p)

    p = command(sub, "void", run_void, "void one recorded hand (it stays in the log)")
    where(p)
    p.add_argument("--hand", type=int, required=True, metavar="H", help="hand index, from 0")
    p.add_argument("--reason", default="", help="why (kept in the log)")
    who(p)

    p = command(sub, "undo", run_undo, "take back the last change of a table")
    where(p)
    p.add_argument("--reason", default="", help="why (kept in the log)")
    who(p)

    p = command(sub, "redo", run_redo, "put back the last change undone")
    where(p)
    who(p)


def _summary(t: Tournament, round: int, table: int) -> str:
    view = t.tables.view(round, table)
    return table_line(round, table, [p.name for p in view.players], view.final, view.state,
                      len(view.hands), t.rules)


def run_record(args: argparse.Namespace) -> int:
    if (args.game is None) == (args.totals is None):
        return fail(["give either a GAME.json game record or --totals S1 S2 S3 S4"])
    if args.source:
        return _record_log(args)
    if args.player or args.accept_differences:
        return fail(["--player and --accept-differences go with --from (an online log)"])
    # A file in the plain state: sqlite3 alone, one table read (`cli.quick`); anything
    # else, a problem included, goes the ordinary way below.
    done = record_table(args)
    if done is not None:
        return done
    with open_tournament(args.file) as t:
        if args.totals is not None:
            earlier = t.tables.view(args.round, args.table).totals
            t.tables.record_totals(args.round, args.table, args.totals, args.chombos, who=args.who)
            if earlier is not None:
                print(replaced(earlier.scores), file=sys.stderr)
        else:
            data, error = load_json(args.game)
            if error:
                return fail([error])
            t.tables.record_game(args.round, args.table, data, who=args.who)
        changed(args)
        print(_summary(t, args.round, args.table))
    return EXIT_OK


def replaced(scores: Sequence[int]) -> str:
    """What `record --totals` says when the table had totals already (both stay in its
    log; `undo` puts the earlier ones back)."""
    return (f"note: these totals replace the ones entered before ({', '.join(map(str, scores))}"
            f"); both stay in the table's log, and `undo` puts the earlier ones back")


def _record_log(args: argparse.Namespace) -> int:
    from tournament.cli.replay import read_log_file

    if args.totals is not None:
        return fail(["--from reads a game's log: leave out --totals"])
    names, problems = _log_names(args.player)
    log, error = read_log_file(args.game)
    if error or problems:
        return fail(([error] if error else []) + problems)
    with open_tournament(args.file) as t:
        _, _, comparison = t.online.record_log(
            args.round, args.table, log, names, accept_differences=args.accept_differences,
            source=args.game, who=args.who)
        changed(args)
        print(_summary(t, args.round, args.table))
        for d in comparison.differences:
            print(f"recorded our settlement; {args.game}: {d.message}", file=sys.stderr)
        if comparison.unfinished:
            print(unfinished_line(args.game, comparison, args.round, args.table),
                  file=sys.stderr)
    return EXIT_OK


def unfinished_line(source: str, comparison: Comparison, round: int, table: int) -> str:
    """What is said of a log recorded without its game's end: the table is an unfinished
    one, as a table still playing, until the referee ends its game the usual way."""
    from tournament.online_logs import unfinished_note

    last = len(comparison.log.hands) - 1
    return (f"note: {source}: {unfinished_note(comparison.log)}; round {round} table "
            f"{table} is recorded as an unfinished table (no final result; its round cannot "
            f"be approved until it has one): if time was called on its last hand, amend hand "
            f"{last} with \"last_hand\": true to end the game there")


def run_record_logs(args: argparse.Namespace) -> int:
    from tournament.cli.replay import read_log_file

    names, problems = _log_names(args.player)
    logs = []
    for path in args.logs:
        log, error = read_log_file(path)
        if error:
            problems.append(error)
        else:
            logs.append((path, log))
    if problems:
        return fail(problems)
    with open_tournament(args.file) as t:
        t.online.record_round(args.round, logs, names,
                              accept_differences=args.accept_differences, who=args.who)
        changed(args)
        for number, (path, log) in enumerate(logs, start=1):
            print(_summary(t, args.round, number))
            comparison = t.online.compare(log)
            if comparison.unfinished:
                print(unfinished_line(path, comparison, args.round, number), file=sys.stderr)
    return EXIT_OK


def run_amend(args: argparse.Namespace) -> int:
    data, error = load_json(args.hand_file)
    if error:
        return fail([error])
    with open_tournament(args.file) as t:
        t.tables.amend_hand(args.round, args.table, args.hand, data, reason=args.reason,
                            who=args.who)
        changed(args)
        print(_summary(t, args.round, args.table))
    return EXIT_OK


def run_void(args: argparse.Namespace) -> int:
    with open_tournament(args.file) as t:
        t.tables.void_hand(args.round, args.table, args.hand, reason=args.reason, who=args.who)
        changed(args)
        print(_summary(t, args.round, args.table))
    return EXIT_OK


def run_undo(args: argparse.Namespace) -> int:
    with open_tournament(args.file) as t:
        t.tables.undo(args.round, args.table, who=args.who, reason=args.reason)
        changed(args)
        print(_summary(t, args.round, args.table))
    return EXIT_OK


def run_redo(args: argparse.Namespace) -> int:
    with open_tournament(args.file) as t:
        t.tables.redo(args.round, args.table, who=args.who)
        changed(args)
        print(_summary(t, args.round, args.table))
    return EXIT_OK




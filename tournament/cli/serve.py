"""`serve` and `announce`: the live page for players from the command line.

    python -m tournament serve FILE|--db URL [--port 8080] [--host 0.0.0.0] [--live-scores]
        [--entry] [--forwarded-allow-ips IPS] [--season SEASONFILE]
    python -m tournament table-codes FILE|--db URL --round R [--new] [--table T] [--json]
    python -m tournament announce FILE TEXT [--who NAME]
    python -m tournament referee-calls FILE|--db URL [--done ID] [--json]
    python -m tournament hide-standings FILE|--db URL --from-round R | --off

`serve` opens the file read-only, without its lock, so it runs beside the desk app that has
the file open (or alone); it reads the file again whenever it changes, prints the addresses
to open, and serves until Ctrl+C. `serve --db URL` opens a tournament on a server once,
read-only, and catches up with each change as the server announces it (the database's
reader role is enough: it reads only what the page shows). The web server is only imported
when `serve` runs, so the other commands start as fast as before. `--entry` adds table
entry (`tournament.web.entry`): each table's phone enters its hands with the table's code.
Errors: exit code 2, one line per problem on stderr.
"""

from __future__ import annotations

import argparse
import json
import os
import signal
import sys
import time
from collections.abc import Callable
from typing import Any

from tournament.cli import EXIT_OK, changed, fail, guarded, open_tournament
from tournament.cli.season import season_board


def register(sub: Any) -> None:
    p = sub.add_parser(
        "serve", help="serve the live page for players (standings, seating, tables, clock)",
        description="Serve read-only pages for the players' phones on the venue's network: "
                    "standings, this round's seating (find my table), each table's progress, "
                    "the round clock and the announcements. They update by themselves. The "
                    "file is opened read-only: the desk app may have it open. Nothing can be "
                    "changed from the pages. Stop with Ctrl+C.")
    p.add_argument("file", metavar="FILE", help="the tournament file")
    p.add_argument("--port", type=int, default=8080,
                   help="the port to listen on (default 8080; 0: any free port)")
    p.add_argument("--host", default="0.0.0.0",
                   help="the address to listen on (default 0.0.0.0: every network of this "
                        "computer; 127.0.0.1: this computer only)")
    p.add_argument("--live-scores", action="store_true",
                   help="show games in play at their current scores (standings and tables); "
                        "by default players see scores once a round is approved, and "
                        "finished games in the standings")
    p.add_argument("--entry", action="store_true",
                   help="table entry: each table's players enter their hands from a phone "
                        "(/table/R/T, with the table's code: see table-codes). The file is "
                        "then opened for writing (the desk app cannot have it open); on a "
                        "server, give the referee stations' database user")
    p.add_argument("--force", action="store_true",
                   help="show the standings even from a tournament that fails its check "
                        "(changed behind the app's back); by default the standings page "
                        "says why it shows none")
    p.add_argument("--forwarded-allow-ips", default="", metavar="IPS",
                   help="behind a reverse proxy: the proxy's addresses or networks, "
                        "comma-separated (127.0.0.1, 10.0.0.0/8; * for any), whose "
                        "X-Forwarded-For header says the phone's address. By default no "
                        "proxy header is believed: a phone's address is its connection's")
    p.add_argument("--season", metavar="SEASONFILE",
                   help="show the season table of this club's season (a season file, "
                        "see the season command) on its own page beside the standings, "
                        "/season, and as JSON at /api/season (the keys of season --json); "
                        "computed again when the tournament or the season's files change")
    p.set_defaults(handler=guarded(run_serve))

    p = sub.add_parser(
        "table-codes", help="print (and issue) each table's code for entering its hands "
                            "from a phone",
        description="Print one code per table of a round: the table's players give it to "
                    "enter their hands from a phone (serve --entry, /table/R/T). Tables "
                    "without a code get one (random, new for each round, stored); --new "
                    "issues fresh ones (the old ones stop working at once). Organiser only. "
                    "While serve FILE --entry holds the file, the command reaches it.")
    p.add_argument("file", metavar="FILE", help="the tournament file")
    p.add_argument("--round", type=int, required=True, metavar="R", help="the round")
    p.add_argument("--table", type=int, metavar="T", help="only this table")
    p.add_argument("--new", action="store_true",
                   help="issue fresh codes (every table's, or --table's) in place of the old")
    p.add_argument("--json", action="store_true",
                   help='print {"round": R, "tables": [{"table": T, "code": "...", '
                        '"path": "/table/R/T"}]}')
    p.add_argument("--who", default="cli", help="who issues the codes (for the log)")
    p.set_defaults(handler=guarded(run_table_codes))

    p = sub.add_parser(
        "phone-entry", help="switch the tables' entry from their phones on or off, or show "
                            "which tables entered by phone",
        description="Without --on/--off: for each table of the round, whether it has a "
                    "code, whether its phone may enter, and how many hand log entries it "
                    "made. With --on or --off: switch phone entry for the round, or --table T "
                    "only "
                    "(organiser only). A table may enter when neither is off. While serve FILE "
                    "--entry holds the file, the command reaches it (the other tables' phones "
                    "go on).")
    p.add_argument("file", metavar="FILE", help="the tournament file")
    switch = p.add_mutually_exclusive_group()
    switch.add_argument("--on", dest="switch", action="store_const", const="on",
                        help="switch phone entry on")
    switch.add_argument("--off", dest="switch", action="store_const", const="off",
                        help="switch phone entry off")
    p.add_argument("--round", type=int, required=True, metavar="R", help="the round")
    p.add_argument("--table", type=int, metavar="T", help="only this table (with --on/--off)")
    p.add_argument("--json", action="store_true",
                   help='print {"round": R, "tables": [{"table", "code", "on", "hands", '
                        '"last_at"}]}')
    p.add_argument("--who", default="cli", help="who switches it (for the log)")
    p.set_defaults(handler=guarded(run_phone_entry))

    p = sub.add_parser(
        "referee-calls", help="list the tables' open calls for a referee, or close one",
        description="List the open calls for a referee, oldest first (made from the "
                    "tables' phones, or at a desk), or close one with --done ID once the "
                    "referee went. While serve FILE --entry holds the file, the command "
                    "reaches it.")
    p.add_argument("file", metavar="FILE", help="the tournament file")
    p.add_argument("--done", type=int, metavar="ID", help="close the open call ID")
    p.add_argument("--json", action="store_true",
                   help='print [{"call", "round", "table", "reason", "at"}, ...]: the open '
                        "calls (after --done, the ones still open)")
    p.add_argument("--who", default="cli", help="who closes it (for the log)")
    p.set_defaults(handler=guarded(run_referee_calls))

    p = sub.add_parser(
        "hide-standings", help="hide the standings from the players from a round on (the "
                               "last rounds, revealed at the prize-giving), or show them",
        description="From round R on, the live page, /api/standings, the projector and the "
                    "phones show the standings after round R-1 at most, and say so; the "
                    "desk, the prints and the exports still show everything, marked hidden "
                    "from players. --off shows them all again. Organiser only (with the "
                    "organiser password when the tournament has one). While serve FILE "
                    "--entry holds the file, the command reaches it.")
    p.add_argument("file", metavar="FILE", help="the tournament file")
    hide = p.add_mutually_exclusive_group(required=True)
    hide.add_argument("--from-round", type=int, metavar="R",
                      help="hide the standings after round R-1 and later")
    hide.add_argument("--off", action="store_true", help="show every round's standings again")
    p.add_argument("--who", default="cli", help="who changes it (for the log)")
    p.set_defaults(handler=guarded(run_hide_standings))

    p = sub.add_parser("announce", help="add an announcement for the players",
                       description="Add a message for the players, shown on the projector "
                                   "and the live page (newest first). Plain text, at most "
                                   "500 characters; line breaks are kept.")
    p.add_argument("file", metavar="FILE", help="the tournament file")
    p.add_argument("text", metavar="TEXT", help="the message")
    p.add_argument("--who", default="cli", help="who announces (for the log)")
    p.set_defaults(handler=guarded(run_announce))


def run_announce(args: argparse.Namespace) -> int:
    with open_tournament(args.file) as t:
        made, _ = t.announcements.announce(args.text, who=args.who)
        print(f"announcement {made.id}: {made.text}")
    return EXIT_OK


def run_table_codes(args: argparse.Namespace) -> int:
    from tournament.errors import AlreadySaved, FileInUse

    problems = []
    if args.round < 1:
        problems.append(f"--round: {args.round} is no round (1 or more)")
    if args.table is not None and args.table < 1:
        problems.append(f"--table: {args.table} is no table (1 or more)")
    if problems:
        return fail(problems)
    try:
        t = open_tournament(args.file)
    except FileInUse:
        done = _through_serve(args, "table-codes")
        if done is None:
            raise
        _print_codes(args, {line["table"]: line["code"] for line in done["tables"]})
        return EXIT_OK
    except AlreadySaved as exc:
        # The same command again (its --entry-id): the codes it issued are printed again.
        print(f"note: {exc}", file=sys.stderr)
        t = open_tournament(args.file, read_only=True)
        with t:
            codes = t.phones.codes(args.round)
            if args.table is not None:
                codes = {args.table: codes[args.table]} if args.table in codes else {}
        _print_codes(args, codes)
        return EXIT_OK
    with t:
        codes, made = t.phones.issue_codes(args.round, new=args.new, table=args.table,
                                          who=args.who)
        if made.audit:
            changed(args)
    if args.table is not None:
        codes = {args.table: codes[args.table]}
    _print_codes(args, codes)
    return EXIT_OK


def run_phone_entry(args: argparse.Namespace) -> int:
    from tournament.errors import AlreadySaved, FileInUse

    problems = []
    if args.round < 1:
        problems.append(f"--round: {args.round} is no round (1 or more)")
    if args.table is not None and (args.table < 1 or args.switch is None):
        problems.append(f"--table: {args.table} is no table (1 or more)" if args.table < 1
                        else "--table goes with --on or --off")
    if problems:
        return fail(problems)
    try:
        t = open_tournament(args.file, read_only=args.switch is None)
    except FileInUse:
        done = _through_serve(args, "phone-entry")
        if done is None:
            raise
        tables = done["tables"]
        if not tables:
            return fail([f"round {args.round} is not seated"])
        return _print_phone_entry(args, tables)
    except AlreadySaved as exc:
        print(f"note: {exc}", file=sys.stderr)
        t = open_tournament(args.file, read_only=True)
    with t:
        if args.switch is not None and t.read_only is None:
            t.phones.switch_entry(args.round, args.switch == "on", table=args.table,
                                 who=args.who)
            changed(args)
        lines = t.phones.entry(args.round)
        if not lines:
            return fail([f"round {args.round} is not seated"])
    tables = [{"table": line.table, "code": line.code, "on": line.on, "hands": line.hands,
               "last_at": line.last_at} for line in lines]
    return _print_phone_entry(args, tables)


def run_referee_calls(args: argparse.Namespace) -> int:
    from tournament.errors import AlreadySaved, FileInUse

    if args.done is not None and args.done < 1:
        return fail([f"--done: {args.done} is no call (1 or more)"])
    try:
        t = open_tournament(args.file, read_only=args.done is None)
    except FileInUse:
        done = _through_serve(args, "referee-calls")
        if done is None:
            raise
        return _print_calls(args, done["calls"])
    except AlreadySaved as exc:
        print(f"note: {exc}", file=sys.stderr)
        t = open_tournament(args.file, read_only=True)
    with t:
        if args.done is not None and t.read_only is None:
            t.referee.close_call(args.done, who=args.who)
            changed(args)
            print(f"call {args.done} closed", file=sys.stderr)
        calls = [c.to_json() for c in t.referee.calls()]
    return _print_calls(args, calls)


def _print_calls(args: argparse.Namespace, calls: list[dict[str, Any]]) -> int:
    if args.json:
        json.dump(calls, sys.stdout, ensure_ascii=False, indent=2)
        sys.stdout.write("\n")
        return EXIT_OK
    if not calls:
        print("no open call for a referee")
    for c in calls:
        print(f"call {c['call']}: round {c['round']} table {c['table']}, {c['reason']}, "
              f"since {str(c['at'])[:19].replace('T', ' ')} UTC")
    return EXIT_OK


def run_hide_standings(args: argparse.Namespace) -> int:
    from tournament.errors import FileInUse

    if args.from_round is not None and args.from_round < 1:
        return fail([f"--from-round: {args.from_round} is no round (1 or more)"])
    try:
        t = open_tournament(args.file)
    except FileInUse:
        done = _through_serve(args, "hide-standings")
        if done is None:
            raise
        _print_hidden(done["hidden_from"])
        return EXIT_OK
    with t:
        made = t.referee.hide_standings(None if args.off else args.from_round, who=args.who)
        if made.settings:
            changed(args)
        _print_hidden(t.settings.hide_from_round)
    return EXIT_OK


def _print_hidden(hidden_from: int | None) -> None:
    if hidden_from is None:
        print("the players see every round's standings")
    else:
        print(f"the players see the standings up to round {hidden_from - 1} at most (hidden "
              f"from round {hidden_from} on)")


def _print_phone_entry(args: argparse.Namespace, tables: list[dict[str, Any]]) -> int:
    if args.json:
        json.dump({"round": args.round, "tables": tables}, sys.stdout, indent=2)
        sys.stdout.write("\n")
        return EXIT_OK
    for line in tables:
        print(f"round {args.round} table {line['table']}: phone entry "
              f"{'on' if line['on'] else 'off'}, "
              f"{'code issued' if line['code'] else 'no code yet'}, "
              f"{line['hands']} entr{'y' if line['hands'] == 1 else 'ies'} by phone"
              + (f" (last {line['last_at']})" if line["last_at"] else ""))
    return EXIT_OK


def _through_serve(args: argparse.Namespace, command: str) -> dict[str, Any] | None:
    """The command run by the `serve FILE --entry` holding the file (tournament.web.
    control), or None when no `serve` holds it. The organiser password goes with it when
    one is set in the environment, or when `serve` asks for it and a terminal can answer;
    the command's entry id too, applied there as on the file."""
    from pathlib import Path

    from tournament.cli import PASSWORD_ENV, entry_intent, organiser_password
    from tournament.errors import InvalidInput
    from tournament.issue_codes import IssueCode
    from tournament.model import Issue
    from tournament.storage.target import ServerTarget, parse_target
    from tournament.web.control import ControlRefused, find_control, send

    if isinstance(parse_target(args.file), ServerTarget):
        return None
    reach = find_control(Path(args.file))
    if reach is None:
        return None
    body: dict[str, Any] = {
        "command": command, "round": getattr(args, "round", None),
        "table": getattr(args, "table", None), "who": args.who,
        "new": bool(getattr(args, "new", False)), "switch": getattr(args, "switch", None),
        "done": getattr(args, "done", None),
        "from_round": getattr(args, "from_round", None), "off": bool(getattr(args, "off", 0)),
        "entry_id": getattr(args, "entry_id", None),
        "intent": json.loads(json.dumps(entry_intent(), default=str)),
        "password": os.environ.get(PASSWORD_ENV)}
    for _ in range(2):
        try:
            done = send(reach, body)
            break
        except ControlRefused as refused:
            if refused.codes == [IssueCode.PASSWORD_NEEDED] and body["password"] is None:
                body["password"] = organiser_password("Organiser password: ") or None
                if body["password"] is not None:
                    continue
            raise InvalidInput([Issue(_code(p.get("code")), None, str(p.get("field") or ""),
                                      str(p.get("message")))
                                for p in refused.problems]) from None
        except OSError as exc:
            raise InvalidInput([Issue(IssueCode.STORE_ERROR, None, "", (
                f"{args.file} is held by a running serve (process {reach.pid}) that does not "
                f"answer on its control port ({exc}); nothing was changed"))]) from None
    if done.get("already"):
        print(f"note: the change with entry id {body['entry_id']} is already in the file; "
              f"nothing was done again", file=sys.stderr)
    elif done.get("changed"):
        changed(args)
    print(f"note: done by the serve holding {args.file} (process {reach.pid})",
          file=sys.stderr)
    return done


def _code(text: object) -> Any:
    from tournament.issue_codes import IssueCode

    try:
        return IssueCode(str(text))
    except ValueError:
        return IssueCode.FAILED


def _print_codes(args: argparse.Namespace, codes: dict[int, str]) -> None:
    tables = [{"table": table, "code": code, "path": f"/table/{args.round}/{table}"}
              for table, code in sorted(codes.items())]
    if args.json:
        json.dump({"round": args.round, "tables": tables}, sys.stdout, ensure_ascii=False,
                  indent=2)
        sys.stdout.write("\n")
        return
    for line in tables:
        print(f"round {args.round} table {line['table']}: {line['code']}  {line['path']}")


def run_serve(args: argparse.Namespace) -> int:
    from tournament.web.server import forwarded_allow_ips_problem

    problems = []
    if not 0 <= args.port <= 65535:
        problems.append(f"--port: {args.port} is no port number (0 to 65535)")
    if args.forwarded_allow_ips:
        wrong = forwarded_allow_ips_problem(args.forwarded_allow_ips)
        if wrong is not None:
            problems.append(f"--forwarded-allow-ips: {wrong}")
    if problems:
        return fail(problems)
    try:
        serving = start_serving(args)
    except OSError as exc:
        return fail([exc])

    def interrupt(_signum: int, _frame: Any) -> None:
        raise KeyboardInterrupt

    # Ctrl+C and a plain kill both stop it, also when it was started with SIGINT ignored
    # (a shell's background job, nohup): the signal would otherwise never reach it. The
    # handlers are in place before "Press Ctrl+C" is printed, so a signal sent on reading
    # it is never lost.
    previous = {sig: signal.signal(sig, interrupt) for sig in (signal.SIGINT, signal.SIGTERM)}
    try:
        _announce_and_wait(args, serving)
    except KeyboardInterrupt:
        pass
    finally:
        for sig, handler in previous.items():
            signal.signal(sig, handler)
        serving.stop()
    print("Live page stopped.", file=sys.stderr)
    return EXIT_OK


class Serving:
    """A live page being served (`start_serving`): its server, what it reads (`source`), the
    table entry's `run` (None without --entry) and the organiser's control port (None but
    for table entry on a file). `stop` stops the server and closes what it opened."""

    def __init__(self, server: Any, source: Any, entry: Any, control: Any,
                 close: Callable[[], None]):
        self.server, self.source, self.entry, self.control = server, source, entry, control
        self._close = close

    def stop(self) -> None:
        try:
            self.server.stop()
        finally:
            self._close()


def start_serving(args: argparse.Namespace) -> Serving:
    """The live page of the command's arguments, started and listening (what `serve` does
    before it waits for Ctrl+C). Raises what opening the tournament raises (`StoreError`,
    `InvalidInput`: nothing left open), and OSError when a port cannot be opened."""
    from tournament.web.app import create_app
    from tournament.web.server import LiveServer
    from tournament.web.source import open_source

    # The season first: a season file that cannot be read is refused before anything opens.
    season = season_board(args.season, args.file) if args.season else None
    if args.entry:
        source, entry, writer = _entry_source(args)
    else:
        source, entry, writer = (open_source(args.file, live_scores=args.live_scores,
                                             force=args.force), None, None)
    control = None

    def close() -> None:
        if control is not None:
            control.stop()
        closing = getattr(source, "close", None)  # (a TournamentSource is the writer's)
        if closing is not None:
            closing()
        if writer is not None:
            writer.close()

    if entry is not None and not writer.on_server:
        # A file held by this process: `phone-entry` and `table-codes` reach it here
        # (tournament.web.control) instead of stopping every table's phones.
        from pathlib import Path

        from tournament.web.control import Control

        control = Control(entry, Path(args.file))
        try:
            control.start()
        except OSError as exc:
            control = None
            close()
            raise OSError(f"the organiser's control port could not be opened: {exc}"
                          ) from None

    server = LiveServer(create_app(source, entry=entry, season=season), host=args.host,
                        port=args.port,
                        forwarded_allow_ips=args.forwarded_allow_ips)
    try:
        server.start()
    except OSError:
        close()
        raise
    return Serving(server, source, entry, control, close)


def _announce_and_wait(args: argparse.Namespace, serving: Serving) -> None:
    source, server, entry, control = (serving.source, serving.server, serving.entry,
                                      serving.control)
    shown = source.data()
    title = shown.title
    print(f"Live page of {title}; open:", flush=True)
    for address in server.urls:
        print(f"  {address}", flush=True)
    if entry is not None:
        print("Table entry is on: each table enters its hands at /table/ROUND/TABLE with "
              "its code (python -m tournament table-codes ... --round N).", flush=True)
    if control is not None:
        print("While it runs, table-codes and phone-entry on this file reach it (a table's "
              "phone switched off or given a new code, the others go on).", flush=True)
    print("Press Ctrl+C to stop.", flush=True)
    if shown.standings.get("withheld"):
        print(f"warning: {args.file} fails its check (it was changed behind the app's back): "
              f"the live page shows no standings (`check` says more; --force shows them)",
              file=sys.stderr, flush=True)
    while server.running:
        time.sleep(0.5)


def _entry_source(args: argparse.Namespace) -> tuple[Any, Any, Any]:
    """The live page's source, the table entry's `run`, and the tournament it writes to.

    A file is opened for writing (with its lock, as the desk opens it) and the pages read
    that same open tournament: a hand from a phone is on them at once. On a server, the
    pages read as before (caught up with each change the server announces) and the hands
    are written by a second connection, as a referee station (the station role's user: it
    reads the codes and appends hands; it needs no organiser password)."""
    from tournament.errors import StoreError
    from tournament.service import Tournament
    from tournament.storage.target import ServerTarget, parse_target
    from tournament.web.entry import serial_run
    from tournament.web.source import ServerSource, TournamentSource

    target = parse_target(args.file)
    if isinstance(target, ServerTarget):
        writer = Tournament.open(target, role="referee", station="table entry")
        try:
            source: Any = ServerSource(target, live_scores=args.live_scores)
        except BaseException:
            writer.close()
            raise
    else:
        writer = open_tournament(target)
        source = None
    try:
        # Refused now rather than at each phone: a file that cannot be written (a backup, a
        # read-only disk), a database user that may not read the codes (the reader's).
        if writer.read_only:
            raise StoreError(f"{writer.where} is read-only ({writer.read_only}): table entry "
                             f"needs a tournament that can be changed")
        try:
            writer.phones.check_code(1, 1, "-")
        except StoreError as exc:
            raise StoreError(f"table entry needs the referee stations' database user (it "
                             f"reads the tables' codes and writes hands): {exc}") from None
    except BaseException:
        if source is not None:
            source.close()
        writer.close()
        raise
    run = serial_run(writer)
    if source is None:
        source = TournamentSource(run, live_scores=args.live_scores, force=args.force)
    return source, run, writer

"""Moving a tournament between a file and a PostgreSQL server (several stations):

    python -m tournament push FILE --db URL     (the file into an EMPTY database)
    python -m tournament pull --db URL FILE     (the database into a new file)
    python -m tournament grant --db OWNER_URL --station ROLE [--reader ROLE]
                                                (the database roles of the stations)

Both copy every row as stored (hand logs with corrections, audit trail, password hash,
clock, final stage...), then open the copy and compare its standings with the original's:
they must be identical, or the command says so (exit 2). A file with an organiser password is
pushed only with it ($RIICHI_TOURNAMENT_PASSWORD, else asked), checked before anything is
copied. The URL's password is never
printed. Errors: exit code 2, one line on stderr, nothing changed.
"""

from __future__ import annotations

import argparse
import os
import sys
from typing import Any

from tournament.cli import (
    EXIT_OK,
    PASSWORD_ENV,
    fail,
    guarded,
    open_tournament,
    organiser_password,
    server_target,
)
from tournament.service import Tournament


def register(sub: Any) -> None:
    p = sub.add_parser("push", help="copy a tournament file into an empty PostgreSQL database",
                       description="copy a tournament file into an empty PostgreSQL database "
                                   "(refused if the database has tables)")
    p.add_argument("file", metavar="FILE", help="the tournament file")
    p.add_argument("--db", required=True, metavar="URL",
                   help="the empty database: postgresql://user:password@host:port/dbname")
    p.set_defaults(handler=guarded(run_push))
    p = sub.add_parser("pull", help="copy a tournament from a PostgreSQL database into a new "
                                    "file",
                       description="copy a tournament from a PostgreSQL database into a new "
                                   "file (which must not exist)")
    p.add_argument("--db", required=True, metavar="URL", help="the tournament's database")
    p.add_argument("file", metavar="FILE", help="the new tournament file (must not exist)")
    p.set_defaults(handler=guarded(run_pull))
    p = sub.add_parser("grant", help="give the referee stations' and the live page's database "
                                     "roles exactly their rights on a PostgreSQL tournament",
                       description="give the referee stations' database role (--station) and "
                                   "the live page's (--reader) exactly their rights on the "
                                   "tournament, and take back any others; the roles must "
                                   "exist (createuser). Run it again at any time: nothing "
                                   "more is given")
    p.add_argument("--db", required=True, metavar="OWNER_URL",
                   help="the tournament's database, as its owner (the organiser's user): "
                        "postgresql://user:password@host:port/dbname")
    p.add_argument("--station", required=True, metavar="ROLE",
                   help="the database role of the referee stations")
    p.add_argument("--reader", metavar="ROLE",
                   help="the database role of the live page (serve --db)")
    p.set_defaults(handler=guarded(run_grant))


def _same_standings(a: Tournament, b: Tournament) -> bool:
    return a.standings.get(provisional=True) == b.standings.get(provisional=True)


def run_push(args: argparse.Namespace) -> int:
    target, problems = server_target(args.db)
    if target is None:
        return fail(problems)
    with open_tournament(args.file) as t:
        # On the server the organiser opens it only with its password: asked for now, and
        # checked before anything is copied (a wrong one leaves the database empty).
        password = None
        if t.settings.has_password:
            if PASSWORD_ENV not in os.environ and not sys.stdin.isatty():
                return fail([f"{args.file} has an organiser password: give it in "
                              f"${PASSWORD_ENV} (or run push in a terminal, to be asked); "
                              f"nothing was copied"])
            password = organiser_password("Organiser password: ")
        counts = t.push_to(target, password)
        with Tournament.open(target, password=password) as copy:
            if not _same_standings(t, copy):
                return fail([f"{target.shown}: the copy's standings differ from "
                             f"{args.file}'s; do not use it (this is a bug: please report "
                             f"it)"])
    print(f"{args.file} -> {target.shown}: {counts.get('players', 0)} players, "
          f"{counts.get('hand_log', 0)} log entries, {counts.get('audit_log', 0)} audit lines; "
          f"standings identical")
    return EXIT_OK


def run_pull(args: argparse.Namespace) -> int:
    target, problems = server_target(args.db)
    if target is None:
        return fail(problems)
    with Tournament.open(target, read_only=True) as t:
        out = t.copy_to(args.file)
        with Tournament.open(out, read_only=True) as copy:
            if not _same_standings(t, copy):
                return fail([f"{out}: the copy's standings differ from {target.shown}'s; do "
                             f"not use it (this is a bug: please report it)"])
    print(f"{target.shown} -> {out}: standings identical")
    return EXIT_OK


def run_grant(args: argparse.Namespace) -> int:
    target, problems = server_target(args.db)
    if target is None:
        return fail(problems)
    from tournament.storage.grants import grant

    notes = grant(target, args.station, args.reader)
    for note in notes:
        print(note, file=sys.stderr)
    reader = f"; the live page's role '{args.reader}' reads what the page shows" \
        if args.reader else ""
    print(f"{target.shown}: the referee stations' role '{args.station}' may record, amend, "
          f"void, undo, redo, enter totals on the current round's open tables and run the "
          f"clock{reader}; everything else stays with the database's owner")
    return EXIT_OK

"""`serve` and `announce`: the live page for players from the command line.

    python -m tournament serve FILE [--port 8080] [--host 0.0.0.0] [--live-scores]
    python -m tournament announce FILE TEXT [--who NAME]

`serve` opens the file read-only, without its lock, so it runs beside the desk app that has
the file open (or alone); it reads the file again whenever it changes, prints the addresses
to open, and serves until Ctrl+C. `serve --db URL` opens a tournament on a server once,
read-only, and catches up with each change as the server announces it (the database's
reader role is enough: it reads only what the page shows). The web server is only imported
when `serve` runs, so the other commands start as fast as before. Errors: exit code 2, one
line per problem on stderr.
"""

from __future__ import annotations

import argparse
import signal
import sys
import time
from typing import Any

from tournament.cli import EXIT_OK, fail, guarded, open_tournament


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
    p.set_defaults(handler=guarded(run_serve))

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
        made, _ = t.announce(args.text, who=args.who)
        print(f"announcement {made.id}: {made.text}")
    return EXIT_OK


def run_serve(args: argparse.Namespace) -> int:
    if not 0 <= args.port <= 65535:
        return fail([f"--port: {args.port} is no port number (0 to 65535)"])
    from tournament.web.app import create_app
    from tournament.web.server import LiveServer
    from tournament.web.source import open_source

    source = open_source(args.file, live_scores=args.live_scores)
    server = LiveServer(create_app(source), host=args.host, port=args.port)
    try:
        server.start()
    except OSError as exc:
        source.close()
        return fail([exc])
    title = source.data().title
    print(f"Live page of {title}; open:", flush=True)
    for address in server.urls:
        print(f"  {address}", flush=True)
    print("Press Ctrl+C to stop.", flush=True)

    def interrupt(_signum: int, _frame: Any) -> None:
        raise KeyboardInterrupt

    previous = signal.signal(signal.SIGTERM, interrupt)
    try:
        while server.running:
            time.sleep(0.5)
    except KeyboardInterrupt:
        pass
    finally:
        signal.signal(signal.SIGTERM, previous)
        server.stop()
        source.close()
    print("Live page stopped.", file=sys.stderr)
    return EXIT_OK

"""`demo FILE`: write the demo tournament to a new file, to try the other commands (or the
app) on a real-looking tournament without typing one in.

    python -m tournament demo FILE

The same tournament as the app's "demo" (tournament/demo.py): 16 players, 4 rounds, rounds 1
and 2 played, round 3 seated. FILE must not exist. Errors: exit code 2, one line on stderr.
"""

from __future__ import annotations

import argparse
from typing import Any

from tournament.cli import EXIT_OK, PASSWORD_ENV, guarded, organiser_password


def register(sub: Any) -> None:
    p = sub.add_parser("demo", help="write the demo tournament to a new file",
                       description="Write the demo tournament (16 players, 4 rounds, rounds "
                       "1 and 2 played, round 3 seated) to a new file.")
    p.add_argument("file", metavar="FILE", help="the new tournament file (must not exist)")
    p.add_argument("--password", action="store_true",
                   help=f"give it an organiser password (from ${PASSWORD_ENV}, else asked)")
    p.set_defaults(handler=guarded(run_demo))


def run_demo(args: argparse.Namespace) -> int:
    from tournament.demo import build_demo_tournament

    password = organiser_password("Organiser password: ") if args.password else None
    with build_demo_tournament(args.file, password=password) as t:
        print(f"{t.path}: {t.settings.name}, {t.rules.name} ruleset, {t.settings.rounds} "
              f"rounds, {len(t.players.all())} players")
    return EXIT_OK

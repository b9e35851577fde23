"""`python -m tournament check FILE [--repair]`: every table's log folded again and compared
with the summary kept with it (the standings are computed from those summaries)."""

from __future__ import annotations

import argparse
from typing import Any

from tournament.cli import EXIT_OK, fail, guarded, station_options


def register(sub: Any) -> None:
    text = ("replay every table's hand log and compare it with the results stored with it "
            "(the standings are computed from those)")
    p = sub.add_parser("check", help=text, description=text)
    p.add_argument("file", metavar="FILE", help="the tournament file")
    p.add_argument("--repair", action="store_true",
                   help="replace the stored summaries that differ by the replay")
    p.set_defaults(handler=guarded(run_check))


def run_check(args: argparse.Namespace) -> int:
    from tournament.service import Tournament

    with Tournament.open(args.file, **station_options(args.file)) as t:
        tables = sum(len(t.seating(r.number)) for r in t.rounds())
        problems = t.check(repair=args.repair)
    if problems and (not args.repair or any(p.code == "file_damaged" for p in problems)):
        return fail(problems)
    if problems:
        print(f"{args.file}: {len(problems)} table(s) repaired from their logs:")
        for problem in problems:
            print(f"  {problem.message}")
    else:
        print(f"{args.file}: {tables} tables checked; every stored result agrees with its "
              f"hand log")
    return EXIT_OK

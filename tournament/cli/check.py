"""`python -m tournament check FILE [--repair]`: every table's log folded again and compared
with the summary kept with it (the standings are computed from those summaries)."""

from __future__ import annotations

import argparse
from typing import Any

from tournament.cli import EXIT_OK, fail, guarded, station_options


def register(sub: Any) -> None:
    text = ("replay every table's hand log and compare it with the results stored with it "
            "(the standings are computed from those), and check every fact the results rest "
            "on against the ledger's tamper-evident chain")
    p = sub.add_parser("check", help=text, description=text)
    p.add_argument("file", metavar="FILE", help="the tournament file")
    p.add_argument("--repair", action="store_true",
                   help="replace the stored summaries that differ by the replay")
    p.set_defaults(handler=guarded(run_check))


def run_check(args: argparse.Namespace) -> int:
    from tournament.service import Tournament

    # Only read unless repairing: a check needs no organiser password (an attacker who
    # replaced its hash must not keep the check from saying so) and writes nothing.
    with Tournament.open(args.file, read_only=not args.repair,
                         **station_options(args.file)) as t:
        tables = sum(len(t.seating(r.number)) for r in t.rounds())
        problems = t.check(repair=args.repair)
        head = t.ledger_head()
    # What the ledger finds is never repaired: the facts were changed behind the app's back
    # (restore a backup, or find out who did it).
    if problems and (not args.repair or any(p.code == "file_damaged" or p.field == "ledger"
                                            for p in problems)):
        return fail(problems)
    if problems:
        print(f"{args.file}: {len(problems)} table(s) repaired from their logs:")
        for problem in problems:
            print(f"  {problem.message}")
    else:
        print(f"{args.file}: {tables} tables checked; every stored result agrees with its "
              f"hand log")
    if head is not None:
        print(f"ledger: every fact matches its chain of {head.seq} links, which holds since "
              f"{head.since[:16].replace('T', ' ')} UTC ({head.start}); head "
              f"{head.fingerprint} at change {head.counter}")
    return EXIT_OK

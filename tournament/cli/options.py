"""What the parsers of the tournament file commands share: a command that takes FILE, the
round and table options, `--who`, `--json`, and a parser that lets an optional positional come
after options. Light on purpose: a command module imports it before anything else."""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable
from typing import Any

from tournament.cli import Parser, guarded


class IntermixedParser(Parser):
    """Lets an optional positional come after options: `record FILE --round K --table T
    GAME.json`. Plain argparse gives GAME.json's slot away (empty) when it reads FILE."""

    _inside = False

    def parse_known_args(self, args: Any = None, namespace: Any = None) -> Any:
        if self._inside:  # parse_known_intermixed_args calls back into this method
            return super().parse_known_args(args, namespace)
        self._inside = True
        try:
            return self.parse_known_intermixed_args(args, namespace)
        finally:
            self._inside = False



def command(sub: Any, name: str, run: Callable[[argparse.Namespace], int], help: str,
            file_help: str = "the tournament file") -> argparse.ArgumentParser:
    """A command on a tournament FILE, its refusals handled by `guarded`."""
    parser: argparse.ArgumentParser = sub.add_parser(name, help=help, description=help)
    parser.add_argument("file", metavar="FILE", help=file_help)
    parser.set_defaults(handler=guarded(run))
    return parser


def where(parser: argparse.ArgumentParser, table: bool = True) -> None:
    parser.add_argument("--round", type=int, required=True, metavar="K",
                        help="the round, from 1")
    if table:
        parser.add_argument("--table", type=int, required=True, metavar="T",
                            help="the table, from 1")


def who(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--who", default="cli", help="who makes the change (for the log)")


def json_option(p: argparse.ArgumentParser, help: str) -> None:
    p.add_argument("--json", action="store_true", help=help)



def print_json(value: Any) -> None:
    json.dump(value, sys.stdout, ensure_ascii=False, indent=2)
    sys.stdout.write("\n")


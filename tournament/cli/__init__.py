"""Headless command line: `python -m tournament COMMAND ...`.

One module per command family; each has `register(subparsers)` that adds its commands and sets
`handler(args) -> exit code`. Exit codes: 0 success, 2 bad input (one line per problem on
stderr, nothing on stdout, no file changed).
"""

from __future__ import annotations

import argparse
import importlib
import sys
from collections.abc import Callable, Sequence
from typing import Any

# Command modules, in the order their commands are listed in --help.
COMMAND_MODULES = ("replay", "calc", "store", "export", "schedule", "stats", "stage", "demo",
                   "check", "serve")

EXIT_OK = 0
EXIT_BAD_INPUT = 2


def build_parser(prog: str = "python -m tournament",
                 more: Sequence[Callable[[Any], None]] = ()) -> argparse.ArgumentParser:
    """The commands of COMMAND_MODULES, then those that each of `more` registers (the
    console command `riichi-tournament-cli` adds the GUI's `print` this way)."""
    from tournament import __version__

    parser = argparse.ArgumentParser(
        prog=prog,
        description="riichi-tournament headless commands (no window is opened).",
    )
    parser.add_argument("--version", action="version", version=f"riichi-tournament {__version__}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", required=True)
    for name in COMMAND_MODULES:
        module = importlib.import_module(f"tournament.cli.{name}")
        module.register(sub)
    for register in more:
        register(sub)
    return parser


def fail(lines: Sequence[object]) -> int:
    """Print one line per problem on stderr and return the bad-input exit code."""
    for line in lines:
        print(str(line), file=sys.stderr)
    return EXIT_BAD_INPUT


def guarded(run: Callable[[argparse.Namespace], int]) -> Callable[[argparse.Namespace], int]:
    """A command handler whose refusals (`InvalidInput`, other `TournamentError`s, files that
    cannot be read or written) become exit code 2 with one line per problem."""
    from tournament.errors import InvalidInput, TournamentError

    def handle(args: argparse.Namespace) -> int:
        try:
            return run(args)
        except InvalidInput as exc:
            return fail(exc.issues)
        except TournamentError as exc:
            return fail([exc])
        except OSError as exc:
            name = exc.filename or getattr(args, "out", None) or getattr(args, "file", "")
            return fail([f"{name}: {exc.strerror or exc}"])
    return handle


def main(argv: Sequence[str] | None = None, prog: str = "python -m tournament",
         more: Sequence[Callable[[Any], None]] = ()) -> int:
    parser = build_parser(prog, more)
    args = parser.parse_args(argv)
    code: int = args.handler(args)
    return code

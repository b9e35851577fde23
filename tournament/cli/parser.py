"""The parser of the command line: the commands of `cli.commands` (only the module of the one
being run is imported), `--db` in place of FILE, `--entry-id` on every change command, an
example at the end of each command's help, and errors that never repeat a password."""

from __future__ import annotations

import argparse
import importlib
import re
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any, NoReturn

from tournament.cli.commands import (
    _MODULE_OF,
    CHANGE_COMMANDS,
    COMMAND_MODULES,
    COMMANDS,
    EXAMPLES,
)
from tournament.cli.masking import _masked_url, masked

if TYPE_CHECKING:
    from tournament.storage.target import ServerTarget

# Negative numbers are values, not options: "--points -5", "-1e15", "-.5" (ASCII digits: "-٢"
# is no number).
_NEGATIVE_NUMBER = re.compile(r"^-([0-9]+\.?[0-9]*|\.[0-9]+)([eE][-+]?[0-9]+)?$")


def build_parser(prog: str = "python -m tournament",
                 more: Sequence[Callable[[Any], None]] = (),
                 argv: Sequence[str] | None = None) -> argparse.ArgumentParser:
    """The commands of COMMAND_MODULES, then those that each of `more` registers (the
    console command `riichi-tournament-cli` adds the GUI's `print` this way).

    Without `argv`, every module registers its commands. With the arguments about to be
    parsed, only the module of the command they name is imported and registers its commands,
    and the others are left out (a command's own parser is all its parsing reads), so a
    command pays only for its own imports and parsers. With no command named (`--help`, the
    version, nothing), the commands are listed from COMMANDS (name and help line, all that the
    top-level help shows). Arguments that name no command of COMMANDS (a command of `more`, a
    typo: the unknown command's message lists them all) register everything."""
    chosen: str | None = None
    if argv is not None:
        first = next((a for a in argv if not a.startswith("-")), None)
        if first is None or first in _MODULE_OF:
            chosen = _MODULE_OF.get(first or "", "")
        # else: not one of ours (a command of `more`, a typo): everything, as without argv
    from tournament import __version__

    parser = Parser(
        prog=prog,
        description="riichi-tournament headless commands (no window is opened). Exit codes: "
                    "0 done, 2 refused (nothing changed), 3 done but not confirmed, 1 a bug.",
    )
    parser.add_argument("--version", action="version", version=f"riichi-tournament {__version__}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", required=True)
    for name in COMMAND_MODULES:
        if chosen is None or chosen == name:
            module = importlib.import_module(f"tournament.cli.{name}")
            module.register(sub)
        elif not chosen:  # (a command named: the others' entries would never be read)
            for command, of, help in COMMANDS:
                if of == name:
                    sub.add_parser(command, help=help)
    for register in more:
        register(sub)
    for command, p in sub.choices.items():
        if command in EXAMPLES and not p.epilog:
            p.epilog = f"Example: {prog} {EXAMPLES[command]}"
    for p in [parser, *sub.choices.values()]:
        p._negative_number_matcher = _NEGATIVE_NUMBER
    for p in sub.choices.values():
        if _takes_db(p):
            p.set_defaults(db_in_place_of_file=True)
            p.add_argument("--db", metavar="URL", help="a tournament on a PostgreSQL server "
                           "(postgresql://user:password@host:port/dbname) in place of FILE")
            p.add_argument("--station", metavar="NAME", help="this station's name, written "
                           "with every change (default: the computer's name)")
            p.add_argument("--role", choices=("organiser", "referee"), default="organiser",
                           help="organiser (default; on a server, the organiser password "
                                "from $RIICHI_TOURNAMENT_PASSWORD) or referee (hands only)")
            p.add_argument("--person", metavar="NAME", default="",
                           help="who is at this station (written with every change)")
    for name, p in sub.choices.items():
        if name in CHANGE_COMMANDS and "--entry-id" not in p._option_string_actions:
            p.add_argument("--entry-id", metavar="ID", type=_entry_id, help="the id of this "
                           "change (default: a new one, printed when the change may or may "
                           "not have been saved): given again, a change already saved is "
                           "not applied a second time")
    return parser


class Parser(argparse.ArgumentParser):
    """The parser (and its commands'): its "unrecognized arguments: ..." and other errors
    are one line (exit 2), repeating what was typed, never a password in it; a command's
    example ends its help. Every `type=int` argument is read by `whole_argument`."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        # argparse looks a type up in this registry before calling it: `type=int` of every
        # command (its subcommands' parsers are made of this class too) reads ASCII digits.
        self.register("type", int, whole_argument)

    def error(self, message: str) -> NoReturn:
        # One line per problem, as every refusal of the command line (argparse would put its
        # usage first, several lines): `--help` shows the usage.
        self.exit(2, f"{self.prog}: error: {masked(message)}; see --help\n")

    def format_help(self) -> str:
        # The example is a command line to copy: printed as it is, never wrapped.
        epilog, self.epilog = self.epilog, None
        try:
            text = super().format_help()
        finally:
            self.epilog = epilog
        return f"{text}\n{epilog}\n" if epilog else text


def whole_argument(text: str) -> int:
    """A whole number given on the command line: ASCII digits with an optional sign, at
    most `numbers.MAX_DIGITS` of them. int() alone reads "٢" as 2 and " 1_0" as 10, and
    "²" passes str.isdigit() but not int(); each is refused here, in one line."""
    from tournament.words.numbers import whole_problem

    why = whole_problem(text)
    if why is not None:
        shown = text if len(text) <= 40 else text[:37] + "..."
        raise argparse.ArgumentTypeError(f"'{shown}' {why}")
    return int(text)


def _entry_id(text: str) -> str:
    if not re.fullmatch(r"[A-Za-z0-9._:-]{1,80}", text):
        raise argparse.ArgumentTypeError(f"'{text}': letters, digits and . _ : - only, at "
                                         f"most 80")
    return text


def _file_argument(p: argparse.ArgumentParser) -> argparse.Action | None:
    return next((a for a in p._actions if a.dest == "file" and not a.option_strings), None)


def _takes_db(p: argparse.ArgumentParser) -> bool:
    """Does the command read or write a tournament FILE (and so also take `--db URL`)? Not
    when it has a `--db` of its own (push, pull)."""
    return _file_argument(p) is not None and "--db" not in p._option_string_actions


def _with_db(parser: argparse.ArgumentParser, argv: list[str]) -> tuple[list[str], str | None]:
    """`COMMAND ... --db URL ...` becomes `COMMAND URL ...`: the URL takes FILE's place, so
    every command reads it where it reads FILE (`Tournament.open` takes either)."""
    if not argv:
        return argv, None
    sub = next(a for a in parser._actions if isinstance(a, argparse._SubParsersAction))
    command = sub.choices.get(argv[0])
    if command is None or not command.get_default("db_in_place_of_file"):
        return argv, None
    rest, url = list(argv[1:]), None
    for i, token in enumerate(rest):
        if token == "--":
            break
        if token == "--db" and i + 1 < len(rest):
            url = rest[i + 1]
            del rest[i:i + 2]
            break
        if token.startswith("--db="):
            url = token[len("--db="):]
            del rest[i]
            break
    if url is None:
        return argv, None
    return [argv[0], url, *rest], url


def _check_db(args: argparse.Namespace, url: str | None) -> list[str]:
    """The one problem with where the tournament is, if any (FILE and --db, or a URL as
    FILE)."""
    file = getattr(args, "file", None)
    if url is None and not (isinstance(file, str) and "://" in file):
        return []  # (and the storage layer is not imported: calc, replay, schedule)
    from tournament.storage.target import is_url

    if url is not None:
        target, problems = server_target(url)
        if target is not None:
            # A target, not the text: printed, it never shows the password.
            args.file = target
        return problems
    if isinstance(file, str) and is_url(file):
        return [f"{_masked_url(file)}: a server's address is given as --db URL, not as FILE"]
    return []


# The commands that make a tournament file, and the argument naming it.
_MAKES_A_TOURNAMENT = {"new": "file", "demo": "file", "pull": "file", "copy": "out",
                       "import": "out"}


def _tournament_to_stdout(args: argparse.Namespace) -> list[str]:
    """'-' means standard output (`export --out -`); a tournament is a database file, which
    cannot go there, and a file called "-" would only surprise."""
    where = _MAKES_A_TOURNAMENT.get(getattr(args, "command", None) or "")
    if where is None or getattr(args, where, None) != "-":
        return []
    return [f"{args.command}: '-' (standard output) cannot hold a tournament, which is a "
            f"database file: give the new file's name (./- for a file called -)"]


def server_target(url: str) -> tuple[ServerTarget | None, list[str]]:
    """The server a `--db URL` names; or None and one line per problem with the URL (never
    showing its password)."""
    from tournament.errors import InvalidInput
    from tournament.storage.target import is_url, parse_url

    if not is_url(url):
        return None, [f"--db {_masked_url(url)}: not a server's address "
                      f"(postgresql://user@host/dbname)"]
    try:
        return parse_url(url), []
    except InvalidInput as exc:
        return None, [str(i) for i in exc.issues]

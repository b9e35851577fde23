"""Headless command line: `python -m tournament COMMAND ...`.

One module per command family; each has `register(subparsers)` that adds its commands and sets
`handler(args) -> exit code`.

Exit codes, the same for every command (README, "Errors"):
- 0: done;
- 2: refused, and nothing changed (bad input, a file that cannot be opened or written, an
  output that would destroy something): one line per problem on stderr, nothing on stdout;
- 3: done (the change is saved in the file), but not confirmed: what came after the save
  failed, e.g. printing the confirmation into a closed pipe; or the change may or may not
  have been saved (a disk that failed during the commit, a server lost while committing).
  Never retry blindly: `log FILE` shows what the file holds, and the same command given the
  entry id the message prints (`--entry-id ID`) is never applied twice;
- 1: a bug. One line on stderr says so; the traceback goes to a log file it names.
A command that only reads (READ_COMMANDS) whose output stops being read (`... | head`) ends
with 0 and says nothing.

Everything printed goes through a filter that writes control characters and bidirectional
overrides as visible \\uXXXX escapes, so text from a file made by other means (a player called
"\\x1b[2J...") can never recolour or rewrite the terminal.
"""

from __future__ import annotations

import argparse
import importlib
import io
import os
import re
import sys
import traceback
from collections.abc import Callable, Sequence
from datetime import UTC, datetime
from pathlib import Path
from typing import IO, TYPE_CHECKING, Any, NoReturn

if TYPE_CHECKING:
    from tournament.service import Tournament
    from tournament.storage.target import ServerTarget

# Command modules, in the order their commands are listed in --help.
COMMAND_MODULES = ("replay", "calc", "store", "export", "schedule", "stats", "stage", "demo",
                   "check", "serve", "venue")

# Each command, its module and its line in --help, in the order the modules register them:
# the parser imports only the module of the command it runs, and for `--help` none of them
# (the storage layer alone costs more than a second to import). tests/cli/test_startup.py
# checks this list against what the modules register.
LOG_HELP = ("print what the file holds, in time order: every hand log entry (hands, "
            "corrections, voids, undos, totals) and every organiser action (approvals, "
            "unlocks, penalties, settings)")
AUDIT_HELP = "another name for `log`: the same command, the same output"
COMMANDS: tuple[tuple[str, str, str], ...] = (
    ("replay", "replay", "settle every hand of a game record and print the result as JSON"),
    ("calc", "calc", "score a winning hand from its tiles and print yaku, han, fu and points"),
    ("new", "store", "create a tournament file"),
    ("settings", "store", "show or change the tournament's settings (dates, venue, and what "
                          "the EMA results file needs)"),
    ("seat", "store", "draw and store the seating of a round"),
    ("seating", "store", "print the seating of a round"),
    ("record", "store", "record a table's game from a game record, or its final scores "
                        "(--totals)"),
    ("record-logs", "store", "record an online round seated by the lobby: its tables are "
                             "made from the games' logs (players by online name or name) "
                             "and each game recorded"),
    ("amend", "store", "correct one recorded hand (later hands are replayed)"),
    ("void", "store", "void one recorded hand (it stays in the log)"),
    ("undo", "store", "take back the last change of a table"),
    ("redo", "store", "put back the last change undone"),
    ("penalty", "store", "give a referee penalty (a deduction or a disqualification in an "
                         "approved round needs the organiser password, from "
                         "$RIICHI_TOURNAMENT_PASSWORD, else asked)"),
    ("standings", "store", "print the standings"),
    ("approve", "store", "approve a round: lock its tables and write a backup"),
    ("unlock", "store", "unlock an approved table (organiser password from "
                        "$RIICHI_TOURNAMENT_PASSWORD, else asked)"),
    ("unlock-round", "store", "take back a round's approval made by mistake: every table "
                              "unlocked, the round no longer approved (organiser password "
                              "from $RIICHI_TOURNAMENT_PASSWORD, else asked)"),
    ("players", "store", "print the players as CSV (the import format)"),
    ("player", "store", "show or correct one player: names, EMA number, country, club, team, "
                        "status, whether they count in the EMA ranking"),
    ("names", "store", "list the players whose first and last name were guessed from one "
                       "name (after an import or a file upgrade), to check"),
    ("log", "store", LOG_HELP),
    ("audit", "store", AUDIT_HELP),
    ("copy", "store", "save a copy of a tournament under a new name (SQLite's backup API: "
                      "every saved change, one self-contained file); also turns a backup into "
                      "a tournament you can go on with"),
    ("export", "export", "write the standings, the EMA results file or the whole tournament "
                         "to a file"),
    ("import", "export", "make a new tournament file, or a tournament in an empty PostgreSQL "
                         "database (--db), from an exported JSON"),
    ("schedule", "schedule", "generate a seating schedule and its quality report as JSON"),
    ("stats", "stats", "print statistics from the hand log"),
    ("awards", "stats", "print the award winners, or choose the awards"),
    ("player-flag", "stats", "give a player a flag for the awards (newcomer, woman...), or "
                             "list the flags"),
    ("clock", "stage", "show or run a round's clock"),
    ("final", "stage", "start, seat, show or take back the final of the top N"),
    ("demo", "demo", "write the demo tournament to a new file"),
    ("check", "check", "replay every table's hand log and compare it with the results stored "
                       "with it (the standings are computed from those), and check every fact "
                       "the results rest on against the ledger's tamper-evident chain"),
    ("serve", "serve", "serve the live page for players (standings, seating, tables, clock)"),
    ("table-codes", "serve", "print (and issue) each table's code for entering its hands from "
                             "a phone"),
    ("phone-entry", "serve", "switch the tables' entry from their phones on or off, or show "
                             "which tables entered by phone"),
    ("announce", "serve", "add an announcement for the players"),
    ("push", "venue", "copy a tournament file into an empty PostgreSQL database"),
    ("pull", "venue", "copy a tournament from a PostgreSQL database into a new file"),
    ("grant", "venue", "give the referee stations' and the live page's database roles "
                       "exactly their rights on a PostgreSQL tournament"),
)
_MODULE_OF = {name: module for name, module, _ in COMMANDS}
# One example per command, shown at the end of its --help ("Example: python -m tournament
# ..."); tests/service/test_cli_conventions.py parses each of them.
EXAMPLES: dict[str, str] = {
    "replay": "replay game.json",
    "calc": "calc 234456m678p345s88s --win 5s --ron --riichi --seat-wind S --round-wind E",
    "new": "new cup.rtdb --name \"Spring Cup 2026\" --rounds 6 --players players.csv",
    "settings": "settings cup.rtdb --venue \"Town Hall\" --start 2026-05-02",
    "seat": "seat cup.rtdb --round 1",
    "seating": "seating cup.rtdb --round 1 --json",
    "record": "record cup.rtdb --round 1 --table 3 --totals 42000 31000 18000 9000",
    "record-logs": "record-logs cup.rtdb --round 2 --from tenhou t1.mjlog t2.mjlog",
    "amend": "amend cup.rtdb --round 1 --table 3 --hand 4 hand.json --reason \"wrong fu\"",
    "void": "void cup.rtdb --round 1 --table 3 --hand 4 --reason \"entered twice\"",
    "undo": "undo cup.rtdb --round 1 --table 3",
    "redo": "redo cup.rtdb --round 1 --table 3",
    "penalty": "penalty cup.rtdb --player \"Anna Berg\" --points -5 --reason \"late\"",
    "standings": "standings cup.rtdb --round 3 --json",
    "approve": "approve cup.rtdb --round 1",
    "unlock": "unlock cup.rtdb --round 1 --table 3 --reason \"slip misread\"",
    "unlock-round": "unlock-round cup.rtdb --round 2 --reason \"approved too early\"",
    "players": "players cup.rtdb --json",
    "player": "player cup.rtdb --player \"Anna Berg\" --club \"Riichi Oslo\"",
    "names": "names cup.rtdb --json",
    "log": "log cup.rtdb --round 1 --json",
    "audit": "audit cup.rtdb --round 1",
    "copy": "copy cup.rtdb cup-saturday.rtdb",
    "export": "export cup.rtdb --format csv --out -",
    "import": "import cup.json --out cup-again.rtdb",
    "schedule": "schedule --players 40 --rounds 6 --seed 1",
    "stats": "stats cup.rtdb --player \"Anna Berg\" --json",
    "awards": "awards cup.rtdb --set best_country,most_wins",
    "player-flag": "player-flag cup.rtdb --player \"Anna Berg\" --flag newcomer",
    "clock": "clock cup.rtdb --round 1 --start --minutes 90",
    "final": "final cup.rtdb --size 8 --carry halved --dry-run",
    "demo": "demo demo.rtdb",
    "check": "check cup.rtdb --json",
    "serve": "serve cup.rtdb --port 8080",
    "table-codes": "table-codes cup.rtdb --round 1",
    "phone-entry": "phone-entry cup.rtdb --round 1 --on",
    "announce": "announce cup.rtdb \"Lunch until 13:30\"",
    "push": "push cup.rtdb --db postgresql://organiser@venue-server/cup",
    "pull": "pull cup-home.rtdb --db postgresql://organiser@venue-server/cup",
    "grant": "grant --db postgresql://owner@venue-server/cup --station cup_station",
}
# The commands that change a tournament: each takes `--entry-id ID` (the id its change is
# stored with; a change whose id is already in the file is not applied again).
CHANGE_COMMANDS = frozenset({
    "settings", "seat", "record", "record-logs", "amend", "void", "undo", "redo", "penalty",
    "approve", "unlock", "unlock-round", "player", "awards", "player-flag", "clock", "final",
    "announce", "table-codes", "phone-entry"})

# The commands that only read (a tournament, a game record, a schedule) and write nothing but
# their output: when whoever reads that output stops early (`... | head -1`), they end
# quietly with exit 0, as `cat` and `grep` do in a pipeline (the reader got what it asked for,
# and nothing was changed). Every other command still says that its output could not be
# written, and whether its change was saved.
READ_COMMANDS = frozenset({
    "replay", "calc", "seating", "standings", "players", "names", "log", "audit", "schedule",
    "stats", "check", "export"})

EXIT_OK = 0
EXIT_BUG = 1
EXIT_BAD_INPUT = 2
EXIT_NOT_CONFIRMED = 3
# Where the commands take the organiser password from (else they ask for it).
PASSWORD_ENV = "RIICHI_TOURNAMENT_PASSWORD"

# Negative numbers are values, not options: "--points -5", "-1e15", "-.5".
_NEGATIVE_NUMBER = re.compile(r"^-(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$")


def build_parser(prog: str = "python -m tournament",
                 more: Sequence[Callable[[Any], None]] = (),
                 argv: Sequence[str] | None = None) -> argparse.ArgumentParser:
    """The commands of COMMAND_MODULES, then those that each of `more` registers (the
    console command `riichi-tournament-cli` adds the GUI's `print` this way).

    Without `argv`, every module registers its commands. With the arguments about to be
    parsed, only the module of the command they name is imported and registers its commands;
    the others are listed from COMMANDS (name and help line, all that `--help` and an unknown
    command's message show), so a command pays only for its own imports. Arguments that name
    no command of COMMANDS (a command of `more`, say) register everything."""
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
        else:
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
    repeat what was typed, never a password in it; a command's example ends its help."""

    def error(self, message: str) -> NoReturn:
        super().error(masked(message))

    def format_help(self) -> str:
        # The example is a command line to copy: printed as it is, never wrapped.
        epilog, self.epilog = self.epilog, None
        try:
            text = super().format_help()
        finally:
            self.epilog = epilog
        return f"{text}\n{epilog}\n" if epilog else text


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


# "user:password@" in a URL, with its scheme or without (as someone may type a --db URL);
# the password is group 2.
_URL_PASSWORD = re.compile(r"(://[^:/@\s'\"]*|(?:^|(?<=[\s=,'\"(]))[^:/@\s'\"]+)"
                           r":(?!//)([^@\s'\"]*)@")
# `new --password` is a flag (the password comes from the environment or is asked), but a
# password typed after it, or given as --password=..., is never repeated.
_PASSWORD_VALUE = re.compile(r"(--password[= ])[^\s'\"-][^\s'\"]*")


def _masked_url(text: str) -> str:
    return _URL_PASSWORD.sub(r"\1:***@", text)


def masked(text: str, secrets: Sequence[str] = ()) -> str:
    """`text` (a command line, a message, a traceback) without any password: those of URLs
    (`postgresql://user:***@host/db`), and wherever they appear the organiser's and the
    database's from the environment and `secrets` (e.g. a command line's URL passwords)."""
    text = _PASSWORD_VALUE.sub(r"\1***", _masked_url(text))
    found = [os.environ.get(PASSWORD_ENV), os.environ.get("PGPASSWORD"), *secrets]
    for secret in sorted({s for s in found if s}, key=len, reverse=True):
        if len(secret) >= 3:  # (shorter: it would blank out ordinary words)
            text = text.replace(secret, "***")
    return text


def argv_secrets(argv: Sequence[str]) -> list[str]:
    """The passwords a command line holds: of its URLs (as typed and decoded), and the
    values of password options."""
    from urllib.parse import unquote

    found: list[str] = []
    for i, token in enumerate(argv):
        name, sep, value = token.partition("=")
        if name == "--password":
            found.append(value if sep else _value_after(argv, i))
        for match in _URL_PASSWORD.finditer(token):
            found += [match.group(2), unquote(match.group(2))]
    return [s for s in found if s]


def _value_after(argv: Sequence[str], i: int) -> str:
    after = argv[i + 1] if i + 1 < len(argv) else ""
    return "" if after.startswith("-") else after


def masked_argv(argv: Sequence[str]) -> str:
    """A command line as the error log keeps it: no password of a URL, of the
    environment, or given as an option's value."""
    secrets = argv_secrets(argv)
    shown: list[str] = []
    hide = False
    for i, token in enumerate(argv):
        if hide:
            shown.append("***")
            hide = False
            continue
        name, sep, _ = token.partition("=")
        if name == "--password":
            shown.append(f"{name}=***" if sep else token)
            hide = not sep and _value_after(argv, i) != ""
            continue
        shown.append(masked(token, secrets))
    return " ".join(shown)


def fail(lines: Sequence[object]) -> int:
    """Print one line per problem on stderr and return the bad-input exit code."""
    for line in lines:
        # (A URL's password, should a message ever hold one, is never shown.)
        print(_masked_url(str(line)), file=sys.stderr)
    return EXIT_BAD_INPUT


def changed(args: argparse.Namespace) -> None:
    """Mark that this command has saved its change: a failure from here on is exit 3 ("done
    but not confirmed"), never exit 2 ("nothing changed")."""
    args.changed = True


def _log_target(args: argparse.Namespace) -> tuple[object, object]:
    target = getattr(args, "file", None) or getattr(args, "out", None) or "the file"
    # A server (a target: shown without its password) is named to `log` as --db URL.
    return target, f"--db {target}" if "://" in str(target) else target


def not_confirmed(args: argparse.Namespace, why: object) -> int:
    target, named = _log_target(args)
    _say(f"{target}: the change was saved, but {why}; run `python -m tournament log "
         f"{named}` to see what the file holds before trying again")
    return EXIT_NOT_CONFIRMED


def maybe_saved(args: argparse.Namespace, what: object) -> int:
    """Exit 3 for a change whose fate is unknown (`what` says why, ending "may or may not
    have been saved"): how to see what is stored, and how to retry it safely."""
    _, named = _log_target(args)
    text = str(what)
    # What the message says after these words (a server's "reload") is the desk's advice:
    # here the command line's takes its place.
    phrase = "may or may not have been saved"
    if phrase in text:
        text = text[:text.index(phrase) + len(phrase)]
    text = text.rstrip(". ")
    entry = getattr(args, "entry_id", None)
    retry = (f"; to try again safely, run the same command with --entry-id {entry} (a change "
             f"already saved is not applied twice)" if entry else "")
    _say(f"{text}; `python -m tournament log {named}` shows what is stored{retry}")
    return EXIT_NOT_CONFIRMED


# How this command's station opens a tournament (`--station`, `--role`, `--person`).
_STATION: dict[str, Any] = {}
# The entry id of this command's change (change commands only), and the tournaments it
# opened with their revision just after the open: one that moved has saved a change.
_ENTRY: dict[str, str] = {}
_OPENED: list[tuple[Tournament, int]] = []


def station_options(where: object = None) -> dict[str, Any]:
    """The keyword arguments of `Tournament.open` for this command's station: its name,
    role and person, and on a server the organiser password (from the environment)."""
    options = dict(_STATION)
    if where is not None and options.get("role", "organiser") == "organiser":
        from tournament.storage.target import ServerTarget

        if isinstance(where, ServerTarget):
            options["password"] = os.environ.get("RIICHI_TOURNAMENT_PASSWORD")
    return options


def organiser_password(prompt: str) -> str:
    """The organiser password: from $RIICHI_TOURNAMENT_PASSWORD, else asked (without
    echo) when a terminal can answer, else ""."""
    import getpass

    value = os.environ.get(PASSWORD_ENV)
    if value is not None:
        return value
    if not sys.stdin.isatty():
        return ""
    return getpass.getpass(prompt)


def _set_station(args: argparse.Namespace) -> None:
    import socket

    _STATION.clear()
    if getattr(args, "db_in_place_of_file", False):
        _STATION.update(station=args.station or socket.gethostname()[:80],
                        role=args.role, person=args.person)


def _set_entry(args: argparse.Namespace) -> None:
    import uuid

    _ENTRY.clear()
    _OPENED.clear()
    if getattr(args, "command", None) in CHANGE_COMMANDS:
        if not getattr(args, "entry_id", None):
            args.entry_id = uuid.uuid4().hex
        _ENTRY["id"] = args.entry_id


def open_tournament(path: Any, *, read_only: bool = False) -> Tournament:
    """Open a tournament for a command; what the opening has to say (a recovered log, a
    read-only file) goes to stderr as "note: ..." lines. A change command's change is given
    its entry id; one already applied raises `AlreadySaved` (nothing is done again)."""
    from tournament.errors import AlreadySaved
    from tournament.service import Tournament

    t = Tournament.open(path, read_only=read_only, **station_options(path))
    for note in t.notes:
        print(f"note: {note}", file=sys.stderr)
    entry = _ENTRY.get("id")
    if entry is not None and not read_only:
        try:
            if t.entry_applied(entry):
                raise AlreadySaved(entry)
        except BaseException:
            t.close()
            raise
        t.give_entry_id(entry)
    _OPENED.append((t, t.revision))
    return t


def _saved(args: argparse.Namespace) -> bool:
    """Has this command saved a change (said so, or a tournament it opened moved on)?"""
    return bool(getattr(args, "changed", False)) or any(t.revision > at for t, at in _OPENED)


def _reader_left(args: argparse.Namespace) -> bool:
    """Did the output of a command that only reads stop being read (a closed pipe), so that
    it ends quietly? Never once a change is saved (`check --repair` changes the file)."""
    return (getattr(args, "command", None) in READ_COMMANDS and not _saved(args)
            and not getattr(args, "repair", False))


def guarded(run: Callable[[argparse.Namespace], int]) -> Callable[[argparse.Namespace], int]:
    """A command handler whose refusals (`InvalidInput`, other `TournamentError`s, files that
    cannot be read or written) become exit code 2 with one line per problem, or exit 3 once
    the command has saved its change."""
    from tournament.errors import (
        AlreadySaved,
        ConnectionLost,
        InvalidInput,
        MaybeSaved,
        SavedButIncomplete,
        TournamentError,
    )

    def handle(args: argparse.Namespace) -> int:
        try:
            code = run(args)
            for t, _ in _OPENED:
                warning = t.checkpoint_warning()
                if warning is not None:
                    print(f"warning: {warning}", file=sys.stderr)
            return code
        except AlreadySaved as exc:
            print(f"note: {exc}", file=sys.stderr)
            return EXIT_OK
        except (MaybeSaved, ConnectionLost) as exc:
            if isinstance(exc, MaybeSaved) or exc.maybe_saved:
                return maybe_saved(args, exc)
            return _refused(args, exc)
        except SavedButIncomplete as exc:
            return not_confirmed(args, exc)
        except InvalidInput as exc:
            return fail(exc.issues)
        except TournamentError as exc:
            return _refused(args, exc)
        except OSError as exc:
            if _saved(args):
                return not_confirmed(args, _os_error(exc, "the confirmation could not be "
                                                          "printed"))
            if isinstance(exc, BrokenPipeError):
                if _reader_left(args):
                    _silence(sys.stdout)
                    return EXIT_OK
                return fail([f"the output could not be written ({exc.strerror}); nothing was "
                             f"changed"])
            name = exc.filename or getattr(args, "out", None) or getattr(args, "file", "")
            if str(name).endswith(".part") and getattr(args, "out", None):
                name = args.out  # (the output's own part file: the output is what failed)
            advice = _DISK_ADVICE.get(exc.errno or 0, "")
            return fail([f"{name}: {exc.strerror or exc}{advice}"])
        except Exception as exc:
            # A database error no layer named (a disk that failed while reading, say): told
            # as what it is, never as a bug.
            from tournament.storage.engine import named_failure

            where = getattr(args, "file", None) or getattr(args, "out", None) or "the file"
            problem = named_failure(str(where), exc)
            if problem is None:
                raise
            return _refused(args, problem)
    return handle


def _refused(args: argparse.Namespace, exc: BaseException) -> int:
    """A refusal (exit 2), unless this command already saved its change: then what failed
    after it is exit 3."""
    if _saved(args):
        return not_confirmed(args, f"then {exc}")
    return fail([exc])


# What to do about a disk that failed (EIO, ENOSPC, EROFS, EDQUOT).
_DISK_ADVICE = {
    5: "; nothing was written: check that the disk or USB stick is still connected, then "
       "try again",
    28: "; nothing was written: free some space on the disk, then try again",
    30: "; nothing was written: the disk is read-only; choose another folder",
    122: "; nothing was written: the disk quota is used up; free some space, then try again",
}


def _os_error(exc: OSError, what: str) -> str:
    return f"{what} ({exc.strerror or exc})"


def main(argv: Sequence[str] | None = None, prog: str = "python -m tournament",
         more: Sequence[Callable[[Any], None]] = ()) -> int:
    """Run one command; returns its exit code (0, 1, 2 or 3: see the module docstring).
    `prog` and `more` as for `build_parser` (the console command adds `print`)."""
    out, err = sys.stdout, sys.stderr
    sys.stdout, sys.stderr = _SafeText(out), _SafeText(err)
    args: argparse.Namespace | None = None
    try:
        given = list(sys.argv[1:] if argv is None else argv)
        parser = build_parser(prog, more, given)
        given, url = _with_db(parser, given)
        args = parser.parse_args(given)
        problems = _check_db(args, url) or _tournament_to_stdout(args)
        if problems:
            return fail(problems)
        _set_station(args)
        _set_entry(args)
        code: int = args.handler(args)
        sys.stdout.flush()  # a closed pipe shows here, not at exit
        return code
    except SystemExit:
        raise
    except BrokenPipeError as exc:
        _silence(out)
        if args is not None and _reader_left(args):
            return EXIT_OK
        if args is not None and _saved(args):
            return not_confirmed(args, _os_error(exc, "the confirmation could not be printed"))
        _say(f"the output could not be written ({exc.strerror}); nothing was changed")
        return EXIT_BAD_INPUT
    except Exception as exc:
        if args is not None and _saved(args) and isinstance(exc, OSError):
            return not_confirmed(args, _os_error(exc, "the confirmation could not be printed"))
        log = log_bug(argv, exc)
        saved = args is not None and _saved(args)
        said = masked(str(exc), argv_secrets(sys.argv[1:] if argv is None else argv))
        _say(f"internal error ({type(exc).__name__}: {said[:200]}): this is a bug in "
             f"riichi-tournament; please report it"
             + (f" with {log}" if log else "")
             + ("; the change was saved before it happened" if saved else ""))
        return EXIT_BUG
    finally:
        sys.stdout, sys.stderr = out, err


def _say(line: str) -> None:
    try:
        print(line, file=sys.stderr)
    except (OSError, ValueError):
        pass


def _silence(stream: IO[str]) -> None:
    """Point a broken stdout at the null device, so that the interpreter's own flush at exit
    does not fail again."""
    try:
        fd = stream.fileno()
    except (OSError, ValueError, io.UnsupportedOperation):
        return
    try:
        null = os.open(os.devnull, os.O_WRONLY)
        os.dup2(null, fd)
        os.close(null)
    except OSError:
        pass


def log_bug(argv: Sequence[str] | None, exc: BaseException) -> Path | None:
    """Append the traceback to the error log; its path (None when it cannot be written)."""
    from tournament.paths import log_dir

    try:
        folder = log_dir()
        folder.mkdir(parents=True, exist_ok=True)
        log = folder / "errors.log"
        with log.open("a", encoding="utf-8") as handle:
            # Never a password: of a --db URL, of the environment, of an option.
            given = list(argv) if argv is not None else sys.argv[1:]
            handle.write(f"--- {datetime.now(UTC):%Y-%m-%d %H:%M:%S} UTC  python -m "
                         f"tournament {masked_argv(given)}\n")
            handle.write(masked("".join(traceback.format_exception(exc)),
                                argv_secrets(given)))
        return log
    except OSError:
        return None


class _SafeText(io.TextIOBase):
    """A text stream that writes control characters as visible escapes (see the docstring)."""

    def __init__(self, inner: IO[str]):
        self._inner = inner

    def write(self, text: str) -> int:
        from tournament.text import terminal_safe

        self._inner.write(terminal_safe(text))
        return len(text)

    def flush(self) -> None:
        self._inner.flush()

    def fileno(self) -> int:
        return self._inner.fileno()

    def isatty(self) -> bool:
        return self._inner.isatty()

    def writable(self) -> bool:
        return True

    @property
    def encoding(self) -> str:  # type: ignore[override]
        return getattr(self._inner, "encoding", "utf-8")

    def __getattr__(self, name: str) -> Any:
        return getattr(self._inner, name)

"""Headless command line: `python -m tournament COMMAND ...`.

One module per command family; each has `register(subparsers)` that adds its commands and sets
`handler(args) -> exit code`. `commands` lists them (what --help shows without importing them),
`parser` builds the parser, `masking` keeps passwords out of everything shown; this module
runs a command (`main`) and turns what it raises into exit codes (`guarded`).

Exit codes, the same for every command (docs/errors.md):
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
import io
import os
import sys
import traceback
from collections.abc import Callable, Sequence
from datetime import UTC, datetime
from pathlib import Path
from typing import IO, TYPE_CHECKING, Any

if TYPE_CHECKING:
    from tournament.service import Tournament

from tournament.cli.commands import (
    AUDIT_HELP,
    CHANGE_COMMANDS,
    COMMAND_MODULES,
    COMMANDS,
    EXAMPLES,
    LOG_HELP,
    READ_COMMANDS,
)
from tournament.cli.masking import PASSWORD_ENV, _masked_url, argv_secrets, masked, masked_argv
from tournament.cli.parser import (
    Parser,
    _check_db,
    _tournament_to_stdout,
    _with_db,
    build_parser,
    server_target,
)

EXIT_OK = 0
EXIT_BUG = 1
EXIT_BAD_INPUT = 2
EXIT_NOT_CONFIRMED = 3


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
_INTENT: dict[str, Any] = {}  # what the change asks for (the entry id is kept with it)
_COMMAND: dict[str, str] = {}  # the command being run
_TYPED: dict[str, str] = {}  # the organiser password typed at the terminal (asked once)
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


def _sign(t: Tournament) -> None:
    """A change command on a tournament with an organiser password: its change is signed
    with it (`storage.signing`). Taken from the environment, else asked at a terminal; an
    organiser's change without it is refused (`password_needed`), a referee's (a hand, the
    clock) is made unsigned, as a referee station's."""
    from tournament.errors import InvalidInput
    from tournament.issue_codes import IssueCode
    from tournament.model import Issue

    if t.setup.signing or t.read_only or not t.settings.has_password \
            or t.role.value != "organiser":
        return
    referee = _COMMAND.get("name") in _REFEREE_COMMANDS
    if referee and os.environ.get(PASSWORD_ENV) is None:
        return
    password = organiser_password("Organiser password: ")
    if not password:
        raise InvalidInput([Issue(IssueCode.PASSWORD_NEEDED, None, "password", (
            f"this change needs the organiser password: every organiser change of this "
            f"tournament is signed with it; set ${PASSWORD_ENV} or run the command at a "
            f"terminal"))])
    if not t.setup.check_password(password) and _COMMAND.get("name") not in _OWN_PASSWORD:
        raise InvalidInput([Issue(IssueCode.BAD_PASSWORD, None, "password",
                                  "wrong organiser password")])


def entry_intent() -> dict[str, Any]:
    """What this command's change asks for (kept with its entry id: `open_tournament`)."""
    return dict(_INTENT)


def untrusted(problems: Sequence[Any], where: object) -> str | None:
    """The one line that says a tournament fails its quick check (None: it passes)."""
    if not problems:
        return None
    first = str(getattr(problems[0], "message", problems[0]))
    more = f" and {len(problems) - 1} more" if len(problems) > 1 else ""
    return (f"{where} fails its check ({first}{more}): it was changed behind the app's back; "
            f"`check` says more")


def organiser_password(prompt: str) -> str:
    """The organiser password: from $RIICHI_TOURNAMENT_PASSWORD, else asked (without
    echo) when a terminal can answer, else ""."""
    import getpass

    value = os.environ.get(PASSWORD_ENV)
    if value is not None:
        return value
    if "typed" in _TYPED:  # asked once a command
        return _TYPED["typed"]
    if not sys.stdin.isatty():
        return ""
    _TYPED["typed"] = getpass.getpass(prompt)
    return _TYPED["typed"]


def _set_station(args: argparse.Namespace) -> None:
    from tournament.storage.lock import host_name

    _STATION.clear()
    if getattr(args, "db_in_place_of_file", False):
        _STATION.update(station=args.station or host_name()[:80],
                        role=args.role, person=args.person)


# What is not part of what a change command asks for (its entry id's intent): where and by
# whom it is made, and how its outcome is printed.
_NOT_INTENT = frozenset({"entry_id", "handler", "file", "db", "db_in_place_of_file", "station",
                         "person", "role", "changed", "who", "json"})
# The change commands a referee station also makes (the hand log, the clock): no organiser
# password needed.
_REFEREE_COMMANDS = frozenset({"record", "record-logs", "amend", "void", "undo", "redo",
                               "clock", "referee-calls"})
# Commands that check the organiser password themselves, with their other problems.
_OWN_PASSWORD = frozenset({"unlock", "unlock-round", "penalty"})


def _set_entry(args: argparse.Namespace) -> None:
    _ENTRY.clear()
    _OPENED.clear()
    _TYPED.clear()
    _COMMAND.clear()
    if getattr(args, "command", None) in CHANGE_COMMANDS:
        if not getattr(args, "entry_id", None):
            # 128 random bits in hex, as a random UUID's, without loading `uuid` (and the
            # `platform` it imports) at every change command's start.
            args.entry_id = os.urandom(16).hex()
        _ENTRY["id"] = args.entry_id
        _INTENT.clear()
        _COMMAND["name"] = str(args.command)
        _INTENT.update({k: v for k, v in vars(args).items()
                        if k not in _NOT_INTENT and not callable(v)})


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
            if t.entry_applied(entry, _INTENT):
                raise AlreadySaved(entry)
            _sign(t)
        except BaseException:
            t.close()
            raise
        t.give_entry_id(entry, _INTENT)
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


def _parse(parser: argparse.ArgumentParser, given: list[str], url: str | None
           ) -> argparse.Namespace:
    """The arguments, or exit 2 in one line. With `--db URL` (put in FILE's place by
    `_with_db`), a word left over is a FILE given as well: said so, not "unrecognized"."""
    if url is None:
        return parser.parse_args(given)
    args, extra = parser.parse_known_args(given)
    stray = [token for token in extra if not token.startswith("-")]
    if stray:
        raise SystemExit(fail([f"{parser.prog} {given[0]}: error: the tournament is given "
                               f"twice, as --db URL and as '{stray[0]}': give FILE or "
                               f"--db URL, not both; see --help"]))
    return args if not extra else parser.parse_args(given)


def command_args(given: Sequence[str], prog: str = "python -m tournament",
                 more: Sequence[Callable[[Any], None]] = ()
                 ) -> tuple[argparse.Namespace, list[str]]:
    """A command's arguments as `main` reads them (`--db URL` in FILE's place), and what is
    wrong with them (empty: nothing). A malformed command line exits 2 (SystemExit), as
    argparse does."""
    parser = build_parser(prog, more, list(given))
    words, url = _with_db(parser, list(given))
    args = _parse(parser, words, url)
    return args, list(_check_db(args, url) or _tournament_to_stdout(args))


def main(argv: Sequence[str] | None = None, prog: str = "python -m tournament",
         more: Sequence[Callable[[Any], None]] = ()) -> int:
    """Run one command; returns its exit code (0, 1, 2 or 3: see the module docstring).
    `prog` and `more` as for `build_parser` (the console command adds `print`)."""
    out, err = sys.stdout, sys.stderr
    sys.stdout, sys.stderr = _SafeText(out), _SafeText(err)
    args: argparse.Namespace | None = None
    try:
        given = list(sys.argv[1:] if argv is None else argv)
        args, problems = command_args(given, prog, more)
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
    """Append the traceback to the error log; its path (None when it cannot be written, for
    whatever reason: telling of a bug must not fail in turn)."""
    try:
        from tournament.paths import log_dir

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
    except Exception:  # a folder that cannot be made, a broken installation
        return None


class _SafeText(io.TextIOBase):
    """A text stream that writes control characters as visible escapes (see the docstring)."""

    def __init__(self, inner: IO[str]):
        self._inner = inner

    def write(self, text: str) -> int:
        from tournament.words.free_text import terminal_safe

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


# What the command modules and the console command import from here (defined in the modules
# `commands`, `masking` and `parser`, or above).
__all__ = [
    "AUDIT_HELP", "CHANGE_COMMANDS", "COMMANDS", "COMMAND_MODULES", "EXAMPLES", "EXIT_BAD_INPUT",
    "EXIT_BUG", "EXIT_NOT_CONFIRMED", "EXIT_OK", "LOG_HELP", "PASSWORD_ENV", "READ_COMMANDS",
    "Parser", "argv_secrets", "build_parser", "changed", "fail", "guarded", "log_bug", "main",
    "masked", "masked_argv", "maybe_saved", "not_confirmed", "open_tournament",
    "organiser_password", "server_target", "station_options",
]

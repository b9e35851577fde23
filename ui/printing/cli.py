"""`riichi-tournament print FILE --what ... --round K --out FILE.pdf`: render a document to
PDF without opening a window (like `inkscape --export-filename` or `libreoffice --headless
--convert-to pdf`). It lives with the GUI because the page layout is Qt's.

`main(argv)` takes the arguments after `print` (a leading "print" is accepted too). Exit
codes, as for `python -m tournament`: 0 written; 2 refused (a missing or unreadable file, a
round that does not exist, an unknown --what or page size, an --out that is the tournament
itself by any path, one of its backups or files, another tournament file, a folder or not a
regular file), one line per problem on stderr and no PDF written; 1 a bug (one line on
stderr, the traceback in the error log).
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, NoReturn

from tournament.errors import InvalidInput, TournamentError
from tournament.export.gather import DocumentKind
from tournament.service.outputs import check_output_path
from tournament.words.free_text import terminal_safe

if TYPE_CHECKING:
    from tournament.export.documents import Document

EXIT_OK = 0
EXIT_BUG = 1
EXIT_BAD_INPUT = 2
PROG = "riichi-tournament print"


class _Refused(Exception):
    pass


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        # One line per problem, like the core's commands (argparse would add the usage).
        raise _Refused(f"{self.prog}: {message}")


# What is posted or handed out (the standings, the certificates): never printed from a
# tournament that fails its check, unless forced.
OUTSIDE = frozenset({"standings", "certificates"})


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(
        prog=PROG, description="Render a tournament document to PDF without opening a "
        "window.")
    parser.add_argument("file", metavar="FILE", help="the tournament file")
    parser.add_argument("--what", required=True, choices=[k.value for k in DocumentKind],
                        help="standings; seating by table (for the wall) or by player (for "
                             "the entrance); score sheets (one page per table); result cards; "
                             "statistics; certificates; table codes (phone entry)")
    parser.add_argument("--round", type=int, metavar="K",
                        help="the round (default: the last played for standings and cards, "
                             "the last seated for seating and score sheets)")
    parser.add_argument("--out", required=True, metavar="FILE.pdf", help="the PDF to write "
                        "(replaced if it exists, unless it is a tournament file or one of its "
                        "backups)")
    parser.add_argument("--address", metavar="HOST[:PORT]",
                        help="the live page's address the phones open (what serve prints, "
                             "e.g. 192.168.1.20:8080): score sheets and table codes print a QR "
                             "code of http://HOST:PORT/table/R/T#code=CODE; without it, the "
                             "code alone")
    parser.add_argument("--force", action="store_true",
                        help="print the standings or certificates even from a tournament "
                             "that fails its check (changed behind the app's back)")
    parser.add_argument("--page-size", default="A4", type=str.casefold,
                        choices=["a4", "letter"], metavar="A4|Letter",
                        help="paper size (default A4)")
    return parser


def _fail(lines: Sequence[object]) -> int:
    for line in lines:
        print(terminal_safe(str(line)), file=sys.stderr)
    return EXIT_BAD_INPUT


def main(argv: Sequence[str] | None = None) -> int:
    try:
        return _main(argv)
    except Exception as exc:  # a bug: one line for the user, the traceback in the log
        from tournament.cli import log_bug

        log = log_bug(["print", *(sys.argv[1:] if argv is None else argv)], exc)
        print(f"internal error ({type(exc).__name__}: {str(exc)[:200]}): this is a bug in "
              f"riichi-tournament; please report it" + (f" with {log}" if log else ""),
              file=sys.stderr)
        return EXIT_BUG


def _main(argv: Sequence[str] | None = None) -> int:
    args_list = list(sys.argv[1:] if argv is None else argv)
    if args_list[:1] == ["print"]:
        args_list = args_list[1:]
    try:
        args = build_parser().parse_args(args_list)
    except _Refused as exc:
        return _fail([exc])
    except SystemExit as exc:  # --help
        return int(exc.code or 0)
    out = Path(args.out)
    address = ""
    if args.address is not None:
        from tournament.export.gather import entry_address

        try:
            address = entry_address(args.address)
        except ValueError as exc:
            return _fail([f"--address: {exc}"])
    problems = check_output_path(args.file, out)
    if problems:
        return _fail([p.message for p in problems])
    if not Path(args.file).exists():
        return _fail([f"{args.file}: no such file"])

    # The document is made before Qt is loaded: a module imported after PySide6 has its
    # source read by PySide6's import hook (its `__feature__` check), about 0.15 s for the
    # service's modules.
    made = _document(args, address)
    if isinstance(made, int):
        return made
    document, unchosen = made

    from PySide6.QtGui import QGuiApplication

    if QGuiApplication.instance() is None:
        # Headless: no display is needed (or opened) to lay out and write a PDF.
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
        app = QGuiApplication([PROG])  # noqa: F841 (kept alive until the PDF is written)

    from ui.printing.render import write_pdf

    try:
        pages = write_pdf(document, out, args.page_size)
    except OSError as exc:
        return _fail([f"{out}: {exc.strerror or exc}"])
    if unchosen:
        print(terminal_safe(f"note: no award has been chosen yet: choose them with "
                            f"'awards {args.file} --set ...'"), file=sys.stderr)
    print(terminal_safe(f"{out}: {document.heading.title}, {pages} "
                        f"page{'s' if pages != 1 else ''}"))
    return EXIT_OK


def _document(args: argparse.Namespace, address: str) -> tuple[Document, bool] | int:
    """The document to print, and whether it is certificates with no award chosen; or the
    exit code of a refusal (said on stderr). The standings are read the quick way when the
    file allows (`tournament.cli.quick.quick_printed_standings`: sqlite3 alone, no open of
    the whole tournament), else, and every other document, through the service."""
    from tournament.export import documents

    if args.what == "standings":
        from tournament.cli.quick import quick_printed_standings

        data = quick_printed_standings(args)
        if data is not None:
            return documents.standings_document(data), False

    from tournament.export.printable import build_document
    from tournament.service import Tournament

    try:
        with Tournament.open(args.file) as t:
            if args.what in OUTSIDE and not args.force:
                from tournament.cli import untrusted

                problem = untrusted(t.ledger.quick_check(), args.file)
                if problem is not None:
                    return _fail([f"{problem}; nothing was printed (--force prints it "
                                  f"anyway)"])
            document = build_document(t, args.what, args.round, address)
            unchosen = args.what == "certificates" and not t.awards.winners(args.round)
    except InvalidInput as exc:
        return _fail(exc.issues)
    except TournamentError as exc:
        return _fail([exc])
    return document, unchosen


if __name__ == "__main__":
    sys.exit(main())

"""`export` and `import`: a tournament's results as files, without Qt.

    python -m tournament export FILE --format csv|xlsx|ema|html|json|stats-csv|stats-json
                                --out PATH [--round K]
    python -m tournament import TOURNAMENT.json --out FILE | --db URL

csv/xlsx: the standings as a spreadsheet; ema: the EMA ranking results file (19 columns A-S,
CSV, or the EMA's workbook layout when PATH ends in .xlsx; warnings on stderr); html: a static
standings page for a club website; json: the whole tournament, which `import` turns back into
a new tournament file with the same standings; stats-csv: each player's statistics from the
hand log (one row each); stats-json: the `stats --json` document (players and tournament);
`import --db URL` puts it in an empty PostgreSQL database instead of a file. The printed
documents (PDF) are the GUI's: `riichi-tournament print`.
Errors: exit code 2, one line per problem on stderr, no file written. An output that is the
tournament itself (by any path), one of its backups or files, another tournament file, a
folder or not a regular file is refused (`storage.outputs.check_output_path`).
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from pathlib import Path
from typing import TYPE_CHECKING, Any

from tournament.cli import (
    EXIT_OK,
    changed,
    fail,
    guarded,
    open_tournament,
    server_target,
    untrusted,
)
from tournament.cli.quick import quick_ema
from tournament.errors import InvalidInput
from tournament.export import ema
from tournament.export.formats import FORMATS, ExportFormat, FormatSpec
from tournament.issue_codes import IssueCode
from tournament.model import Issue
from tournament.storage.outputs import check_output_path
from tournament.target import ServerTarget

if TYPE_CHECKING:
    from tournament.service import Tournament

def register(sub: Any) -> None:
    p = sub.add_parser("export", help="write the standings, the EMA results file or the "
                       "whole tournament to a file",
                       description="Write the standings (csv, xlsx, html), the EMA ranking "
                       "results file (ema: CSV, or XLSX when --out ends in .xlsx), "
                       "the whole tournament (json) or the statistics (stats-csv: a row per "
                       "player; stats-json: the document of stats --json) to a file.")
    p.add_argument("file", metavar="FILE", help="the tournament file")
    p.add_argument("--format", required=True, choices=[f.value for f in FORMATS],
                   help="what to write (see above)")
    p.add_argument("--out", required=True, metavar="PATH", help="the file to write "
                   "(replaced if it exists, unless it is a tournament file or one of its "
                   "backups); '-': standard output (the same bytes; xlsx only into a pipe or "
                   "a file, never onto a terminal; ema as CSV)")
    p.add_argument("--round", type=int, metavar="K",
                   help="standings after round K (default: the last round played); "
                   "stats-csv, stats-json: rounds 1..K (default: every round)")
    p.add_argument("--force", action="store_true",
                   help="write the EMA file or the standings web page even from a "
                        "tournament that fails its check (changed behind the app's back)")
    p.add_argument("--score-unit", choices=ema.SCORE_UNITS, default="raw",
                   help="ema: the score in raw points (37300, the default: what the EMA "
                        "reads) or in thousands (37.3)")
    p.set_defaults(handler=guarded(run_export))

    p = sub.add_parser("import", help="make a new tournament file, or a tournament in an "
                       "empty PostgreSQL database (--db), from an exported JSON",
                       description="Make a new tournament file (--out), or a tournament in an "
                       "empty PostgreSQL database (--db), from `export --format json`: same "
                       "settings, players, seating, hands, penalties and approvals.")
    p.add_argument("json_file", metavar="TOURNAMENT.json", help="an exported tournament "
                   "('-' for stdin)")
    p.add_argument("--out", metavar="FILE", help="the new tournament file (must not exist)")
    p.add_argument("--db", metavar="URL", help="in place of --out: an EMPTY database on a "
                   "PostgreSQL server (postgresql://user:password@host:port/dbname)")
    p.set_defaults(handler=guarded(run_import))


def run_export(args: argparse.Namespace) -> int:
    if args.out == "-":
        return _export_to_stdout(args)
    out = Path(args.out)
    problems = check_output_path(args.file, out)
    if problems:
        return fail([p.message for p in problems])
    line = _quick_write(args, out)
    if line is not None:
        print(line)
        return EXIT_OK
    with open_tournament(args.file) as t:
        print(_write(t, args, out))
    return EXIT_OK


def _export_to_stdout(args: argparse.Namespace) -> int:
    """`--out -`: the bytes the file would hold, on standard output (a CSV keeps its byte
    order mark, as the file does; the EMA file is its CSV). On a terminal, text goes through
    the filter every printed line goes through, and a workbook is refused: its bytes would
    only scramble the screen."""
    if args.format == "xlsx" and sys.stdout.isatty():
        return fail(["--out -: an xlsx workbook is binary and is not written to a terminal; "
                     "redirect it (> standings.xlsx), pipe it, or give --out FILE"])
    with tempfile.TemporaryDirectory() as folder:
        out = Path(folder) / ("export.xlsx" if args.format == "xlsx" else "export.txt")
        if _quick_write(args, out) is None:
            with open_tournament(args.file) as t:
                _write(t, args, out)
        data = out.read_bytes()
    sys.stdout.flush()
    if sys.stdout.isatty():
        sys.stdout.write(data.decode("utf-8-sig"))
    else:
        sys.stdout.buffer.write(data)
    return EXIT_OK


# What goes to the outside world (the EMA's ranking, a published page): never made from a
# tournament that fails its check, unless forced.
_OUTSIDE = frozenset({ExportFormat.EMA, ExportFormat.HTML})


def _write(t: Tournament, args: argparse.Namespace, out: Path) -> str:
    """Write the export to `out` (`export.formats`); the line that says what was written."""
    spec = FORMATS[ExportFormat(args.format)]
    if ExportFormat(args.format) in _OUTSIDE and not args.force:
        problem = untrusted(t.ledger.quick_check(), args.file)
        if problem is not None:
            raise InvalidInput([Issue(IssueCode.CHECK_FAILED, None, "file",
                                      f"{problem}; nothing was written (--force writes it "
                                      f"anyway)")])
    data = spec.read(t, args.round, args.score_unit)
    _written(spec, data, out)
    return spec.said(t, data, out)


def _quick_write(args: argparse.Namespace, out: Path) -> str | None:
    """The EMA file read the quick way (`cli.quick.quick_ema`: sqlite3 alone) and written as
    `_write` writes it; the line that says so, or None (nothing written) when the command is
    to go the ordinary way. The standings formats (csv, xlsx, html) go the ordinary way: their
    heading, ledger fingerprint and lines are read from the service (`export.gather`)."""
    if ExportFormat(args.format) is not ExportFormat.EMA:
        return None
    data = quick_ema(args)
    if data is None:
        return None
    _written(FORMATS[ExportFormat.EMA], data, out)
    return ema.said(data, out)


def _written(spec: FormatSpec, data: Any, out: Path) -> None:
    """Write the file, then its warnings on stderr."""
    spec.write(data, out)
    for warning in spec.warnings(data):
        print(f"warning: {warning}", file=sys.stderr)


def run_import(args: argparse.Namespace) -> int:
    if (args.out is None) == (args.db is None):
        return fail(["give --out FILE (a new tournament file) or --db URL (an empty database "
                     "on a server), one of the two"])
    where: str | ServerTarget = args.out
    if args.db is not None:
        target, problems = server_target(args.db)
        if target is None:
            return fail(problems)
        # (args.file: what a message after the change names; a target never shows the
        # password)
        where = args.file = target
    from tournament.cli.replay import load_json
    from tournament.export import json_import

    data, error = load_json(args.json_file)
    if error:
        return fail([error])
    with json_import.import_tournament(data, where) as t:
        changed(args)
        s = t.standings.get()
        print(f"{t.where}: {t.settings.name}, {len(t.players.all())} players, "
              f"{len(t.rounds.all())} rounds seated, {len(s.rows)} ranked")
    return EXIT_OK

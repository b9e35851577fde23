"""`riichi-tournament-cli`: the headless tools as one console command.

    riichi-tournament-cli COMMAND ...   every command of `python -m tournament` (see --help)
    riichi-tournament-cli print ...     a document to PDF, as `riichi-tournament print`

`riichi-tournament` is a GUI program (on Windows it has no console, so what it prints is never
shown); this one is for terminals and scripts, in a pip install and in the standalone app. It
lives in ui/ because `print` lays its pages out with Qt; the other commands never load Qt.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence
from typing import Any

PROG = "riichi-tournament-cli"


def _register_print(sub: Any) -> None:
    # Listed in --help only: `print` is dispatched before parsing, to the GUI's own command.
    sub.add_parser("print", add_help=False,
                   help="render a document (standings, seating, score sheets, result cards) "
                        "to PDF; see print --help")


def main(argv: Sequence[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    if args[:1] == ["print"]:
        from ui.printing import cli as printing

        return printing.main(args[1:])
    from tournament import cli

    return cli.main(args, prog=PROG, more=(_register_print,))


if __name__ == "__main__":
    sys.exit(main())

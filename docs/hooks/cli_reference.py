"""MkDocs hook: the command-line reference page, written at build time from the parser itself.

Every command of `python -m tournament` (the table in `tournament/cli/commands.py`, registered
by the modules of `tournament/cli/`) and the GUI's `print` get their usage, each option with
its help, and the example their `--help` ends with. The page is built in memory and never
committed, so it cannot fall behind the commands: a new option is in the next build.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

PAGE = "cli-reference.md"
ROOT = Path(__file__).resolve().parents[2]


def on_files(files: Any, config: Any) -> Any:
    from mkdocs.structure.files import File

    files.append(File.generated(config, PAGE, content=reference()))
    return files


def reference() -> str:
    """The whole page, as markdown."""
    if str(ROOT) not in sys.path:
        sys.path.insert(0, str(ROOT))  # the checkout being documented, not another install
    from tournament.cli.commands import COMMANDS, EXAMPLES
    from tournament.cli.parser import build_parser
    from ui.printing.cli import build_parser as build_print_parser

    parser = build_parser()
    sub = next(a for a in parser._actions if isinstance(a, argparse._SubParsersAction))
    lines = [
        "# Command reference",
        "",
        "Generated from the command line's own parser when this site is built: each command's",
        "usage, every option with its help line, and the example its `--help` ends with. What",
        "the commands are for, and the conventions they all keep, are in",
        "[Command line](cli.md); exit codes in [Errors and exit codes](errors.md).",
        "",
        "Every command below is run as `python -m tournament COMMAND ...`, or",
        "`riichi-tournament-cli COMMAND ...` (the console command installed with the app and in",
        "the standalone folder).",
        "",
        "## Commands",
        "",
        "| command | what it does |",
        "|---|---|",
    ]
    for name, _module, summary in COMMANDS:
        lines.append(f"| [`{name}`](#{_anchor(name)}) | {_cell(summary)} |")
    lines.append("| [`print`](#print) | render a document to PDF (`riichi-tournament print`, "
                 "`riichi-tournament-cli print`) |")
    lines.append("")
    for name, _module, summary in COMMANDS:
        lines += _command(name, summary, sub.choices[name], EXAMPLES.get(name))
    printing = build_print_parser()
    lines += _command("print", printing.description or "", printing,
                      "print cup.rtdb --what standings --out standings.pdf",
                      runner="riichi-tournament")
    return "\n".join(lines) + "\n"


def _command(name: str, summary: str, p: argparse.ArgumentParser, example: str | None,
             runner: str = "python -m tournament") -> list[str]:
    usage = p.format_usage().removeprefix("usage: ").strip()
    usage = " ".join(usage.split())  # argparse wraps at the terminal's width
    out = [f"## {name}", "", summary[:1].upper() + summary[1:].rstrip(".") + ".", "",
           "```text", usage, "```", ""]
    if p.description and p.description != summary:
        out += [p.description, ""]
    rows = [a for a in p._actions if not isinstance(a, argparse._HelpAction)]
    if rows:
        out += ["| argument | what it is |", "|---|---|"]
        formatter = p._get_formatter()
        for action in rows:
            text = formatter._expand_help(action) if action.help else ""
            if action.choices is not None and not action.option_strings:
                text = f"{text} (one of: {', '.join(map(str, action.choices))})".strip()
            elif action.choices is not None and action.metavar is not None:
                text += f" (one of: {', '.join(map(str, action.choices))})"
            out.append(f"| `{_cell(_invocation(action, formatter))}` | {_cell(text)} |")
        out.append("")
    if example:
        out += ["Example:", "", "```sh", f"{runner} {example}", "```", ""]
    return out


def _invocation(action: argparse.Action, formatter: argparse.HelpFormatter) -> str:
    """`--totals S1 S2 S3 S4`, `--json`, `FILE`: as the command's --help writes it."""
    return formatter._format_action_invocation(action)


def _cell(text: str) -> str:
    """Text for one cell of a markdown table: on one line, its bars escaped."""
    return " ".join(text.split()).replace("|", "\\|")


def _anchor(name: str) -> str:
    return name.lower()

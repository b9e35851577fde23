"""Commands on the results: penalty, standings (as text or JSON), approve, unlock, unlock-round."""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from fractions import Fraction
from typing import TYPE_CHECKING, Any

from tournament.cli import (
    EXIT_OK,
    PASSWORD_ENV,
    changed,
    fail,
    open_tournament,
    organiser_password,
    untrusted,
)
from tournament.cli.options import command, where, who
from tournament.cli.quick import quick_standings
from tournament.scoring.final import display_points
from tournament.standings import spec
from tournament.standings.ranking import PenaltyKind
from tournament.words.numbers import is_decimal

if TYPE_CHECKING:
    from tournament.rules.ruleset import Ruleset
    from tournament.standings.ranking import Standings


def register(sub: Any) -> None:
    p = command(sub, "penalty", run_penalty, "give a referee penalty (a deduction or a "
                "disqualification in an approved round needs the organiser password, from "
                f"${PASSWORD_ENV}, else asked)")
    p.add_argument("--player", required=True, metavar="NAME", help="the player penalised")
    p.add_argument("--points", type=str, default="0", metavar="P",
                   help="points in the display unit, negative (e.g. -5 = -5,000)")
    p.add_argument("--reason", required=True, help="why (shown with the penalty)")
    p.add_argument("--kind", choices=[k.value for k in PenaltyKind], default=None,
                   help="default: deduction with --points, else yellow_card")
    p.add_argument("--round", type=int, metavar="K", help="default: the current round")
    p.add_argument("--table", type=int, metavar="T", help="the table it was given at")
    p.add_argument("--referee", default="", help="the referee who gave it")
    p = command(sub, "standings", run_standings, "print the standings")
    p.add_argument("--round", type=int, metavar="K", help="after round K (default: the last)")
    p.add_argument("--only-round", action="store_true", help="round K's games only")
    p.add_argument("--provisional", action="store_true", help="count games still in play")
    p.add_argument("--json", action="store_true", help="print them as JSON (keys in the "
                   "documentation, docs/cli.md)")

    p = command(sub, "approve", run_approve,
                "approve a round: lock its tables and write a backup")
    where(p, table=False)
    who(p)

    p = command(sub, "unlock", run_unlock, "unlock an approved table "
                f"(organiser password from ${PASSWORD_ENV}, else asked)")
    where(p)
    p.add_argument("--reason", required=True, help="why (kept in the log)")
    who(p)

    p = command(sub, "unlock-round", run_unlock_round, "take back a round's approval made by "
                "mistake: every table unlocked, the round no longer approved (organiser "
                f"password from ${PASSWORD_ENV}, else asked)")
    where(p, table=False)
    p.add_argument("--reason", required=True, help="why (kept in the log)")
    who(p)


def run_standings(args: argparse.Namespace) -> int:
    # A file in the plain state: read with sqlite3 alone (`cli.quick`); anything else, a
    # problem included, the ordinary way below.
    done = quick_standings(args)
    if done is not None:
        standings, name, rules, problems = done
        _warn(problems, args.file)
        print_standings(standings, name, rules, as_json=args.json)
        return EXIT_OK
    with open_tournament(args.file) as t:
        _warn(t.ledger.quick_check(), args.file)
        standings = t.standings.get(args.round, only_round=args.only_round,
                                provisional=args.provisional)
        print_standings(standings, t.settings.name, t.rules, as_json=args.json)
    return EXIT_OK


def _warn(problems: Any, where: object) -> None:
    """A tournament that fails its quick check: said on stderr, one line (what is printed
    may not be the tournament's)."""
    line = untrusted(problems, where)
    if line is not None:
        print(f"warning: {line}", file=sys.stderr)


def print_standings(s: Standings, name: str, rules: Ruleset, as_json: bool) -> None:
    """`standings` as text, or as JSON (`--json`)."""
    if as_json:
        json.dump(standings_json(s, rules), sys.stdout, ensure_ascii=False, indent=2)
        sys.stdout.write("\n")
    else:
        _print_standings(s, name, rules)


def run_approve(args: argparse.Namespace) -> int:
    """On a server, the backup's pg_dump and JSON export are named after it. A JSON that
    cannot be written is a warning, not a failure (exit 0): the approval and its backup file
    are saved (`json_io.write_json_backup`); a missing pg_dump is a note."""
    from tournament.errors import SavedButIncomplete
    from tournament.export.json_io import write_json_backup

    with open_tournament(args.file) as t:
        noted = len(t.notes)
        info, _ = t.approvals.approve(args.round, who=args.who)
        changed(args)
        beside = [str(p) for p in t.last_backups[1:]]
        warning = None
        try:
            written = write_json_backup(t)
        except SavedButIncomplete as exc:
            written, warning = None, str(exc)
        if written is not None:
            beside.append(str(written))
        print(f"round {info.number} approved: {info.tables} tables locked; backup {info.backup}"
              + (f"; beside it {', '.join(beside)}" if beside else ""))
        for note in t.notes[noted:]:
            print(f"note: {note}", file=sys.stderr)
        if warning is not None:
            print(f"warning: {warning}", file=sys.stderr)
    return EXIT_OK


def run_unlock(args: argparse.Namespace) -> int:
    with open_tournament(args.file) as t:
        password = organiser_password("Organiser password: ") if t.settings.has_password else ""
        t.approvals.unlock_table(args.round, args.table, password, args.reason, who=args.who)
        changed(args)
        print(f"round {args.round} table {args.table} unlocked")
    return EXIT_OK


def run_unlock_round(args: argparse.Namespace) -> int:
    with open_tournament(args.file) as t:
        password = organiser_password("Organiser password: ") if t.settings.has_password else ""
        locked = [s.table for s in t.rounds.seating(args.round) if s.locked]
        t.approvals.unapprove(args.round, password, args.reason, who=args.who)
        changed(args)
        print(f"round {args.round} is no longer approved: tables "
              f"{', '.join(map(str, locked)) or 'none'} unlocked")
    return EXIT_OK


# -- standings output ---------------------------------------------------------------------------
# Both outputs walk the command line's columns in `tournament.standings.spec`.

def standings_json(s: Standings, rules: Ruleset) -> dict[str, Any]:
    """The `standings --json` format (docs/cli.md): points in the ruleset's display unit."""
    def shown(raw: float) -> float:
        return display_points(raw, rules)

    def rows(lines: Sequence[Any], columns: list[spec.Column]) -> list[dict[str, Any]]:
        return [{c.key: spec.command_value(c, line, shown) for c in columns} for line in lines]

    players = spec.command_row_columns()
    return {
        "round": s.round,
        "rows": rows(s.rows, players),
        "substitutes": rows(s.substitutes, players),
        "disqualified": rows(s.disqualified, players),
        "teams": rows(s.teams, spec.command_team_columns()),
        "pending": [{"round": r, "table": n} for r, n in s.pending],
        # Added later, so at the end (docs/cli.md, "Command-line conventions": new keys go last).
        "only_round": s.only_round,
        "unit": rules.points_unit,
        "tie_breaks": [tb.value for tb in s.tie_breaks],
    }


def _text_formats(layout: list[tuple[spec.Column, int]], names: int) -> list[str | None]:
    """Each column's format: padded to its width, numbers to the right; None for a flag,
    written only where it is set."""
    return [None if column.kind is spec.Kind.FLAG else
            f"{{:{'>' if column.kind.numeric else '<'}"
            f"{names if width == spec.NAME_WIDTH else width}}}"
            for column, width in layout]


def _text_line(formats: list[str | None], cells: Sequence[str]) -> str:
    """The cells in their columns' formats, two spaces apart."""
    return "  ".join([cell if form is None else form.format(cell)
                      for form, cell in zip(formats, cells, strict=True)
                      if form is not None or cell])


def _print_standings(s: Standings, name: str, rules: Ruleset) -> None:
    def shown(raw: float) -> float:
        return display_points(raw, rules)

    def print_lines(layout: list[tuple[spec.Column, int]], lines: Sequence[Any]) -> None:
        formats = _text_formats(layout, names)
        for line in lines:
            print(_text_line(formats, [spec.command_text(c, line, shown) for c, _ in layout]))

    scope = "round" if s.only_round else "after round"
    print(f"{name}: standings {scope} {s.round}" if s.round else
          f"{name}: no round seated yet")
    players = spec.command_text_columns()
    name_column = next(c for c, width in players if width == spec.NAME_WIDTH)
    names = max((len(spec.command_text(name_column, r))
                 for r in s.rows + s.substitutes + s.disqualified),
                default=len(name_column.title))
    print(_text_line(_text_formats(players, names),
                     [c.title if c.kind is not spec.Kind.FLAG else "" for c, _ in players]))
    print_lines(players, s.rows)
    for title, rows in (("substitutes (not ranked)", s.substitutes),
                        ("disqualified", s.disqualified)):
        if rows:
            print(title)
            print_lines(players, rows)
    if s.teams:
        print("teams")
        print_lines(spec.command_team_text_columns(), s.teams)
    if s.pending:
        print("not counted yet: " + ", ".join(f"round {r} table {n}" for r, n in s.pending))


def run_penalty(args: argparse.Namespace) -> int:
    # (ASCII digits, an exponent of at most three digits: "1e999999999" is refused, not
    # computed, and "٢" is no number, though Fraction reads it)
    if not is_decimal(args.points.strip()):
        return fail([f"--points: '{args.points}' is not a number"])
    shown = Fraction(args.points.strip())
    with open_tournament(args.file) as t:
        raw = shown * t.rules.points_unit
        if raw.denominator != 1:
            return fail([f"--points {args.points} is not a whole number of points"])
        kind = args.kind or (PenaltyKind.DEDUCTION if raw else PenaltyKind.YELLOW_CARD)
        password = None
        if t.penalties.needs_password(kind, args.round):
            password = organiser_password("Organiser password (the round is approved): ")
        penalty, _ = t.penalties.add(args.player, kind, int(raw), args.reason,
                                   referee=args.referee, round=args.round, table=args.table,
                                   password=password)
        changed(args)
        print(f"penalty {penalty.id}: {t.players.get(penalty.player_id).name}, "
              f"{penalty.kind.value} {t.display(penalty.points):+g}, round {penalty.round}")
    return EXIT_OK

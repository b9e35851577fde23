"""Tournament file commands: new, settings, seat, seating. The other file commands are in
`tables` (record, record-logs, amend, void, undo, redo), `results` (penalty, standings,
approve, unlock, unlock-round), `players` (players, player, names) and `history` (log or audit,
copy). All go through the `Tournament` facade.

Points on the command line are in the ruleset's display unit (thousands for every preset):
`penalty --points -5` takes 5,000 raw points off; `standings` prints 37.3 for 37,300.
Hand numbers (`--hand H`) count from 0, like `hands[H]` in a game record and in error messages.
Errors: exit code 2, one line per problem on stderr, and the file is unchanged; exit code 3
when the change was saved but what came after failed (see `tournament.cli`).
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import TYPE_CHECKING, Any

from tournament import strict_json
from tournament.cli import EXIT_OK, PASSWORD_ENV, changed, fail, open_tournament, organiser_password
from tournament.cli.masking import NEW_PASSWORD_ENV
from tournament.cli.options import command, json_option, print_json, where, who
from tournament.errors import InvalidInput
from tournament.issue_codes import IssueCode
from tournament.model import Issue
from tournament.organisation import PhoneEntry
from tournament.players.countries import country_name
from tournament.players.file_reading import ENCODINGS, read_players_file
from tournament.players.names import NameStyle
from tournament.rules.presets import DEFAULT_PRESET, PRESETS
from tournament.standings.ranking import TieBreak

if TYPE_CHECKING:
    from tournament.organisation import TournamentSettings
    from tournament.service import Tournament


def register(sub: Any) -> None:
    p = command(sub, "new", run_new, "create a tournament file", "the new file (must not exist)")
    p.add_argument("--name", required=True, help="the tournament's full name")
    p.add_argument("--ruleset", default=DEFAULT_PRESET, choices=sorted(PRESETS),
                   help=f"the rules it is played by (default: {DEFAULT_PRESET})")
    p.add_argument("--override", action="append", default=[], metavar="FIELD=VALUE",
                   help="change one ruleset field, e.g. chombo=end_of_game (repeatable)")
    p.add_argument("--rounds", type=int, required=True, help="how many rounds are played")
    p.add_argument("--players", metavar="FILE.csv|.xlsx",
                   help="players file: header row with first_name and last_name (or name) "
                        "columns and optional ema_number, country, club, team, status, "
                        "ema_ranked")
    p.add_argument("--players-encoding", metavar="ENCODING",
                   help="read a CSV players file in this encoding (default: detected; e.g. "
                        + ", ".join(ENCODINGS[:6]) + ")")
    p.add_argument("--venue", default="", help="where it is played")
    p.add_argument("--start", metavar="YYYY-MM-DD", help="first day")
    p.add_argument("--end", metavar="YYYY-MM-DD", help="last day")
    ema_settings(p, new=True)
    p.add_argument("--tie-break", action="append", default=[],
                   choices=[t.value for t in TieBreak],
                   help="tie-break, in order (repeatable); default: tied players share a place")
    p.add_argument("--round-minutes", type=int, help="time limit per round")
    p.add_argument("--password", action="store_true",
                   help=f"set an organiser password (from ${PASSWORD_ENV}, else asked)")

    p = command(sub, "settings", run_settings, "show or change the tournament's settings (dates, "
                "venue, and what the EMA results file needs)")
    p.add_argument("--name", help="the tournament's full name")
    p.add_argument("--venue", help="where it is played ('' removes it)")
    p.add_argument("--start", metavar="YYYY-MM-DD", help="first day ('' removes it)")
    p.add_argument("--end", metavar="YYYY-MM-DD", help="last day ('' removes it)")
    ema_settings(p, new=False)
    p.add_argument("--phone-entry", choices=[m.value for m in PhoneEntry],
                   help="how a table's phone gives a win's value: by its yaku and dora (yaku: "
                        "the core counts the han), by han and fu (han), or either (both, the "
                        "default)")
    json_option(p, "print the settings (after the change, if any) as JSON: name, short_name, "
                "venue, city, host_country, start_date, end_date, rounds, mers_weight, "
                "name_style, ruleset, phone_entry, hide_standings_from")
    p.add_argument("--password", action="store_true",
                   help=f"set the organiser password (from ${PASSWORD_ENV}, else asked), or "
                        f"change it: the current one from ${PASSWORD_ENV} (else asked), the "
                        f"new one from ${NEW_PASSWORD_ENV} (else asked twice)")
    who(p)

    p = command(sub, "seat", run_seat, "draw and store the seating of a round")
    where(p, table=False)
    p.add_argument("--seed", type=int, default=None,
                   help="the engine's seed (default: follow the tournament's plan, made with "
                        "seed 0 at the first seating)")
    who(p)

    p = command(sub, "seating", run_seating, "print the seating of a round")
    where(p, table=False)
    p.add_argument("--json", action="store_true", help="print it as JSON: {\"round\", "
                   "\"tables\": [{\"table\", \"players\"}]}")


def ema_settings(p: argparse.ArgumentParser, new: bool) -> None:
    empty = "" if new else " ('' removes it)"
    p.add_argument("--city", help="the city it is played in (EMA file)" + empty)
    p.add_argument("--host-country", metavar="CODE",
                   help="the organising country: name, ISO or EMA code (EMA file)")
    p.add_argument("--mers-weight", metavar="N",
                   help="the MERS weight the EMA assigned, e.g. 1.5 (EMA file)" + empty)
    p.add_argument("--short-name", metavar="TEXT",
                   help="a short title (EMA file; default: the name)" + empty)
    p.add_argument("--name-style", choices=[s.value for s in NameStyle],
                   help="how players' names are shown: as entered (default), "
                        "first_last ('Anna BERG'), last_first ('BERG Anna')")



# -- commands -------------------------------------------------------------------------------

def _override_value(text: str) -> Any:
    """A value as JSON (a number, a list...), else as text: JSON that `strict_json` refuses
    (NaN, 1e400, a repeated key) stays text, which the ruleset then refuses by its field."""
    try:
        return strict_json.loads(text, 8)
    except strict_json.JsonRefused:
        return text


def run_new(args: argparse.Namespace) -> int:
    overrides: dict[str, Any] = {}
    problems: list[object] = []
    for item in args.override:
        key, sep, value = item.partition("=")
        if not sep or not key.strip():
            problems.append(f"--override {item}: expected FIELD=VALUE")
            continue
        overrides[key.strip()] = _override_value(value.strip())
    drafts: tuple[Any, ...] = ()
    ignored: list[str] = []
    if args.players:
        preview = read_players_file(args.players, encoding=args.players_encoding)
        problems += [f"{args.players}: {m}" for m in preview.messages()]
        drafts = preview.players
        ignored = [_shown_column(c) for c in preview.ignored_columns]
    if problems:
        return fail(problems)
    from tournament.service import Tournament

    password = organiser_password("Organiser password: ") if args.password else None
    with Tournament.create(args.file, name=args.name, ruleset=args.ruleset, overrides=overrides,
                           rounds=args.rounds, players=drafts, venue=args.venue,
                           start_date=args.start, end_date=args.end, tie_breaks=args.tie_break,
                           round_minutes=args.round_minutes, password=password,
                           city=args.city or "", host_country=args.host_country or "",
                           mers_weight=args.mers_weight, short_name=args.short_name or "",
                           name_style=args.name_style or NameStyle.AS_ENTERED) as t:
        changed(args)
        subs = [p.name for p in t.players.all() if p.is_substitute]
        print(f"{t.path}: {t.settings.name}, {t.rules.name} ruleset, {t.settings.rounds} "
              f"rounds, {len(t.players.all()) - len(subs)} players"
              + (f" + {len(subs)} substitutes" if subs else ""))
    if ignored:
        print(f"note: {args.players}: columns not used: {', '.join(ignored)}", file=sys.stderr)
    return EXIT_OK


def _shown_column(header: object) -> str:
    """A players file's header as a note shows it: printable, cut short."""
    text = "".join(c if c.isprintable() else "?" for c in str(header).strip())
    return text if len(text) <= 40 else text[:39] + "…"


def run_settings(args: argparse.Namespace) -> int:
    changes: dict[str, Any] = {}
    for key, option in (("name", "name"), ("venue", "venue"), ("start_date", "start"),
                        ("end_date", "end"), ("city", "city"), ("host_country", "host_country"),
                        ("mers_weight", "mers_weight"), ("short_name", "short_name"),
                        ("name_style", "name_style"), ("phone_entry", "phone_entry")):
        value = getattr(args, option)
        if value is not None:
            changes[key] = value
    with open_tournament(args.file) as t:
        if changes:
            t.setup.update(**changes, who=args.who)
        if args.password:
            _set_password(t, args.who)
        if args.json:
            print_json(settings_json(t.settings))
        else:
            _print_settings(t.settings)
    return EXIT_OK


def _set_password(t: Any, who: str) -> None:
    """`settings --password`: a first organiser password, or a new one (the current one
    needed)."""
    import getpass
    import os
    import sys

    if not t.settings.has_password:
        t.setup.set_password(organiser_password("New organiser password: "), who=who)
        print("the organiser password is set: every organiser change is signed with it")
        return
    old = organiser_password("Current organiser password: ")
    new = os.environ.get(NEW_PASSWORD_ENV)
    if new is None:
        if not sys.stdin.isatty():
            new = ""
        else:
            new = getpass.getpass("New organiser password: ")
            if getpass.getpass("The new password again: ") != new:
                raise InvalidInput([Issue(IssueCode.BAD_PASSWORD, None, "password",
                                          "the two new passwords differ; nothing was changed")])
    t.setup.set_password(new, old=old, who=who)
    print("the organiser password is changed: every organiser change is signed with it")


def settings_json(s: TournamentSettings) -> dict[str, Any]:
    """The `settings --json` format (docs/cli.md, "Command-line conventions")."""
    return {"name": s.name, "short_name": s.short_name, "venue": s.venue, "city": s.city,
            "host_country": s.host_country, "start_date": s.start_date,
            "end_date": s.end_date, "rounds": s.rounds, "mers_weight": s.mers_weight,
            "name_style": s.name_style.value, "ruleset": s.preset,
            "phone_entry": s.phone_entry.value, "hide_standings_from": s.hide_from_round}


_PHONE_ENTRY = {"yaku": "by yaku (the core counts the han)", "han": "by han and fu",
                "both": "by yaku, or by han and fu"}


def _print_settings(s: TournamentSettings) -> None:
    host = f"{s.host_country} ({country_name(s.host_country)})" if s.host_country else ""
    for label, value in (("name", s.name), ("short name", s.short_name), ("venue", s.venue),
                         ("city", s.city), ("organising country", host),
                         ("first day", s.start_date or ""), ("last day", s.end_date or ""),
                         ("rounds", str(s.rounds)), ("MERS weight", s.mers_weight or ""),
                         ("names shown", s.name_style.text),
                         ("phone entry", _PHONE_ENTRY[s.phone_entry.value]),
                         ("standings hidden", f"from round {s.hide_from_round}"
                          if s.hide_from_round is not None else "")):
        print(f"{label + ':':<20} {value or '-'}")


def run_seat(args: argparse.Namespace) -> int:
    with open_tournament(args.file) as t:
        tables, _ = t.rounds.seat(args.round, seed=args.seed, who=args.who)
        changed(args)
        _print_seating(t, args.round, as_json=False)
    return EXIT_OK


def run_seating(args: argparse.Namespace) -> int:
    with open_tournament(args.file) as t:
        if not t.rounds.seating(args.round):
            return fail([f"round {args.round} is not seated"])
        _print_seating(t, args.round, as_json=args.json)
    return EXIT_OK


def _print_seating(t: Tournament, round: int, as_json: bool) -> None:
    tables: list[dict[str, Any]] = [
        {"table": s.table, "players": [t.players.get(p).name for p in s.players]}
        for s in t.rounds.seating(round)]
    if as_json:
        json.dump({"round": round, "tables": tables}, sys.stdout, ensure_ascii=False, indent=2)
        sys.stdout.write("\n")
        return
    for table in tables:
        seats = ", ".join(f"{w} {n}" for w, n in zip("ESWN", table["players"], strict=True))
        print(f"round {round} table {table['table']}: {seats}")



"""Tournament file commands: new, settings, seat, seating, record, amend, void, undo, redo,
penalty, standings, approve, unlock, unlock-round, players, player, names, log (or audit),
copy. All go through the `Tournament` facade.

Points on the command line are in the ruleset's display unit (thousands for every preset):
`penalty --points -5` takes 5,000 raw points off; `standings` prints 37.3 for 37,300.
Hand numbers (`--hand H`) count from 0, like `hands[H]` in a game record and in error messages.
Errors: exit code 2, one line per problem on stderr, and the file is unchanged; exit code 3
when the change was saved but what came after failed (see `tournament.cli`).
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from collections.abc import Callable
from fractions import Fraction
from typing import Any

from tournament.cli import (
    AUDIT_HELP,
    EXIT_OK,
    LOG_HELP,
    PASSWORD_ENV,
    Parser,
    changed,
    fail,
    guarded,
    open_tournament,
    organiser_password,
)
from tournament.cli.replay import load_json
from tournament.countries import country_name
from tournament.domain import TournamentSettings
from tournament.names import NameStyle
from tournament.players_files import ENCODINGS, read_players_file
from tournament.players_io import Player, PlayerStatus, yes_no
from tournament.rules.presets import DEFAULT_PRESET, PRESETS
from tournament.service import Tournament
from tournament.standings import PenaltyKind, StandingRow, Standings, TieBreak


class _IntermixedParser(Parser):
    """Lets an optional positional come after options: `record FILE --round K --table T
    GAME.json`. Plain argparse gives GAME.json's slot away (empty) when it reads FILE."""

    _inside = False

    def parse_known_args(self, args: Any = None, namespace: Any = None) -> Any:
        if self._inside:  # parse_known_intermixed_args calls back into this method
            return super().parse_known_args(args, namespace)
        self._inside = True
        try:
            return self.parse_known_intermixed_args(args, namespace)
        finally:
            self._inside = False


def online_log_options(parser: argparse.ArgumentParser, required: bool = False) -> None:
    """The options of the commands that record a game from its online log."""
    parser.add_argument("--from", dest="source", choices=["tenhou"],
                        help="the game is an online log: a Tenhou mjlog (XML, plain or gzip) "
                             "or a tenhou.net/6 JSON log (Tenhou, Mahjong Soul converted)")
    parser.add_argument("--player", action="append", default=[], metavar="LOGNAME=PLAYER",
                        help="the player a name of the log is (repeatable; otherwise by "
                             "online name or name, case and width folded)")
    parser.add_argument("--accept-differences", action="store_true",
                        help="record our settlement even where the room paid otherwise "
                             "(each difference is said, and noted on its hand)")


def _log_names(pairs: list[str]) -> tuple[dict[str, str], list[str]]:
    names: dict[str, str] = {}
    problems = []
    for pair in pairs:
        log_name, sep, player = pair.partition("=")
        if not sep or not log_name.strip() or not player.strip():
            problems.append(f"--player {pair!r}: write LOGNAME=PLAYER")
        else:
            names[log_name.strip()] = player.strip()
    return names, problems


def register(sub: Any) -> None:
    def command(name: str, run: Callable[[argparse.Namespace], int], help: str,
                file_help: str = "the tournament file") -> argparse.ArgumentParser:
        parser: argparse.ArgumentParser = sub.add_parser(name, help=help, description=help)
        parser.add_argument("file", metavar="FILE", help=file_help)
        parser.set_defaults(handler=guarded(run))
        return parser

    def where(parser: argparse.ArgumentParser, table: bool = True) -> None:
        parser.add_argument("--round", type=int, required=True, metavar="K",
                            help="the round, from 1")
        if table:
            parser.add_argument("--table", type=int, required=True, metavar="T",
                                help="the table, from 1")

    def who(parser: argparse.ArgumentParser) -> None:
        parser.add_argument("--who", default="cli", help="who makes the change (for the log)")

    p = command("new", run_new, "create a tournament file", "the new file (must not exist)")
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

    p = command("settings", run_settings, "show or change the tournament's settings (dates, "
                "venue, and what the EMA results file needs)")
    p.add_argument("--name", help="the tournament's full name")
    p.add_argument("--venue", help="where it is played ('' removes it)")
    p.add_argument("--start", metavar="YYYY-MM-DD", help="first day ('' removes it)")
    p.add_argument("--end", metavar="YYYY-MM-DD", help="last day ('' removes it)")
    ema_settings(p, new=False)
    json_option(p, "print the settings (after the change, if any) as JSON: name, short_name, "
                "venue, city, host_country, start_date, end_date, rounds, mers_weight, "
                "name_style, ruleset")
    who(p)

    p = command("seat", run_seat, "draw and store the seating of a round")
    where(p, table=False)
    p.add_argument("--seed", type=int, default=None,
                   help="the engine's seed (default: follow the tournament's plan, made with "
                        "seed 0 at the first seating)")
    who(p)

    p = command("seating", run_seating, "print the seating of a round")
    where(p, table=False)
    p.add_argument("--json", action="store_true", help="print it as JSON: {\"round\", "
                   "\"tables\": [{\"table\", \"players\"}]}")

    p = command("record", run_record,
                "record a table's game from a game record, or its final scores (--totals)")
    p.__class__ = _IntermixedParser
    where(p)
    p.add_argument("game", nargs="?", metavar="GAME.json",
                   help="a game record; its players in seat order must match the seating "
                        "(or, with --from tenhou, the game's online log)")
    p.add_argument("--totals", nargs=4, type=int, metavar=("S1", "S2", "S3", "S4"),
                   help="final scores from the score slip, East to North, raw points")
    p.add_argument("--chombos", nargs=4, type=int, default=[0, 0, 0, 0],
                   metavar=("C1", "C2", "C3", "C4"), help="chombo count per seat (--totals)")
    online_log_options(p)
    who(p)

    p = command("record-logs", run_record_logs,
                "record an online round seated by the lobby: its tables are made from the "
                "games' logs (players by online name or name) and each game recorded")
    p.__class__ = _IntermixedParser
    where(p, table=False)
    p.add_argument("logs", nargs="+", metavar="LOG",
                   help="the round's game logs (Tenhou mjlog or tenhou.net/6 JSON), one per "
                        "table: table 1 from the first")
    online_log_options(p, required=False)
    who(p)

    p = command("amend", run_amend, "correct one recorded hand (later hands are replayed)")
    where(p)
    p.add_argument("--hand", type=int, required=True, metavar="H", help="hand index, from 0")
    p.add_argument("hand_file", metavar="HAND.json",
                   help="the hand as it should have been (a hand of a game record)")
    p.add_argument("--reason", default="", help="why (kept in the log)")
    who(p)

    p = command("void", run_void, "void one recorded hand (it stays in the log)")
    where(p)
    p.add_argument("--hand", type=int, required=True, metavar="H", help="hand index, from 0")
    p.add_argument("--reason", default="", help="why (kept in the log)")
    who(p)

    p = command("undo", run_undo, "take back the last change of a table")
    where(p)
    p.add_argument("--reason", default="", help="why (kept in the log)")
    who(p)

    p = command("redo", run_redo, "put back the last change undone")
    where(p)
    who(p)

    p = command("penalty", run_penalty, "give a referee penalty (a deduction or a "
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

    p = command("standings", run_standings, "print the standings")
    p.add_argument("--round", type=int, metavar="K", help="after round K (default: the last)")
    p.add_argument("--only-round", action="store_true", help="round K's games only")
    p.add_argument("--provisional", action="store_true", help="count games still in play")
    p.add_argument("--json", action="store_true", help="print them as JSON (keys in README, "
                   "\"Command line\")")

    p = command("approve", run_approve,
                "approve a round: lock its tables and write a backup")
    where(p, table=False)
    who(p)

    p = command("unlock", run_unlock, "unlock an approved table "
                f"(organiser password from ${PASSWORD_ENV}, else asked)")
    where(p)
    p.add_argument("--reason", required=True, help="why (kept in the log)")
    who(p)

    p = command("unlock-round", run_unlock_round, "take back a round's approval made by "
                "mistake: every table unlocked, the round no longer approved (organiser "
                f"password from ${PASSWORD_ENV}, else asked)")
    where(p, table=False)
    p.add_argument("--reason", required=True, help="why (kept in the log)")
    who(p)

    p = command("players", run_players, "print the players as CSV (the import format)")
    json_option(p, "print them as JSON in place of CSV: a list of players, each with "
                + ", ".join(PLAYER_KEYS))

    p = command("player", run_player, "show or correct one player: names, EMA number, "
                "country, club, team, status, whether they count in the EMA ranking")
    p.add_argument("--player", required=True, metavar="NAME", help="the player (as shown, "
                   "as entered, or 'First Last')")
    p.add_argument("--first", metavar="TEXT", help="first name")
    p.add_argument("--last", metavar="TEXT", help="last name")
    p.add_argument("--name", metavar="TEXT", help="the whole name as entered (split again "
                   "unless --first/--last are given too)")
    p.add_argument("--ema-number", metavar="NNNNNNNN", help="eight digits ('' removes it)")
    p.add_argument("--country", help="name, ISO code or EMA code (stored as the EMA's code)")
    p.add_argument("--club", help="their club ('' removes it)")
    p.add_argument("--team", help="their team ('' removes it)")
    p.add_argument("--status", choices=[s.value for s in PlayerStatus],
                   help="active, dropped (out of the later rounds) or substitute (not ranked)")
    p.add_argument("--ema-ranked", choices=("yes", "no"),
                   help="counts in the EMA ranking (default yes, no for substitutes)")
    p.add_argument("--name-ok", action="store_true",
                   help="the split of the name into first and last name is right as it is")
    p.add_argument("--online-name", metavar="TEXT", help="the player's name in online game "
                   "rooms (Tenhou, Mahjong Soul), to read their logs ('' removes it)")
    p.add_argument("--reason", default="", help="why (kept in the audit log)")
    json_option(p, "print the player (after the change, if any) as JSON, with the keys of "
                "`players --json`")
    who(p)

    p = command("names", run_names, "list the players whose first and last name were "
                "guessed from one name (after an import or a file upgrade), to check")
    json_option(p, "print them as JSON: a list with the keys of `players --json` (empty when "
                "every name is confirmed)")

    # `audit` is the older name of `log`, kept so that scripts written for it go on
    # working: the same command, the same output.
    for name, text in (("log", LOG_HELP), ("audit", AUDIT_HELP)):
        p = command(name, run_log, text)
        p.add_argument("--round", type=int, metavar="K", help="round K only")
        p.add_argument("--json", action="store_true", help="print it as JSON: a list of "
                       "{\"at\", \"who\", \"round\", \"table\", \"action\", \"detail\"}, "
                       "hand log entries with \"state\" too")

    p = command("copy", run_copy, "save a copy of a tournament under a new name (SQLite's "
                "backup API: every saved change, one self-contained file); also turns a "
                "backup into a tournament you can go on with",
                "the tournament file (or a backup)")
    p.add_argument("out", metavar="OUT", help="the new file (must not exist)")


def json_option(p: argparse.ArgumentParser, help: str) -> None:
    p.add_argument("--json", action="store_true", help=help)


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
    try:
        return json.loads(text)
    except json.JSONDecodeError:
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
    if args.players:
        preview = read_players_file(args.players, encoding=args.players_encoding)
        problems += [f"{args.players}: {m}" for m in preview.messages()]
        drafts = preview.players
    if problems:
        return fail(problems)
    password = organiser_password("Organiser password: ") if args.password else None
    with Tournament.create(args.file, name=args.name, ruleset=args.ruleset, overrides=overrides,
                           rounds=args.rounds, players=drafts, venue=args.venue,
                           start_date=args.start, end_date=args.end, tie_breaks=args.tie_break,
                           round_minutes=args.round_minutes, password=password,
                           city=args.city or "", host_country=args.host_country or "",
                           mers_weight=args.mers_weight, short_name=args.short_name or "",
                           name_style=args.name_style or NameStyle.AS_ENTERED) as t:
        changed(args)
        subs = [p.name for p in t.players() if p.is_substitute]
        print(f"{t.path}: {t.settings.name}, {t.rules.name} ruleset, {t.settings.rounds} "
              f"rounds, {len(t.players()) - len(subs)} players"
              + (f" + {len(subs)} substitutes" if subs else ""))
    return EXIT_OK


def run_settings(args: argparse.Namespace) -> int:
    changes: dict[str, Any] = {}
    for key, option in (("name", "name"), ("venue", "venue"), ("start_date", "start"),
                        ("end_date", "end"), ("city", "city"), ("host_country", "host_country"),
                        ("mers_weight", "mers_weight"), ("short_name", "short_name"),
                        ("name_style", "name_style")):
        value = getattr(args, option)
        if value is not None:
            changes[key] = value
    with open_tournament(args.file) as t:
        if changes:
            t.update_settings(**changes, who=args.who)
        if args.json:
            print_json(settings_json(t.settings))
        else:
            _print_settings(t.settings)
    return EXIT_OK


def print_json(value: Any) -> None:
    json.dump(value, sys.stdout, ensure_ascii=False, indent=2)
    sys.stdout.write("\n")


def settings_json(s: TournamentSettings) -> dict[str, Any]:
    """The `settings --json` format (README, "Command line")."""
    return {"name": s.name, "short_name": s.short_name, "venue": s.venue, "city": s.city,
            "host_country": s.host_country, "start_date": s.start_date,
            "end_date": s.end_date, "rounds": s.rounds, "mers_weight": s.mers_weight,
            "name_style": s.name_style.value, "ruleset": s.preset}


def _print_settings(s: TournamentSettings) -> None:
    host = f"{s.host_country} ({country_name(s.host_country)})" if s.host_country else ""
    for label, value in (("name", s.name), ("short name", s.short_name), ("venue", s.venue),
                         ("city", s.city), ("organising country", host),
                         ("first day", s.start_date or ""), ("last day", s.end_date or ""),
                         ("rounds", str(s.rounds)), ("MERS weight", s.mers_weight or ""),
                         ("names shown", s.name_style.text)):
        print(f"{label + ':':<20} {value or '-'}")


def run_seat(args: argparse.Namespace) -> int:
    with open_tournament(args.file) as t:
        tables, _ = t.seat_round(args.round, seed=args.seed, who=args.who)
        changed(args)
        _print_seating(t, args.round, as_json=False)
    return EXIT_OK


def run_seating(args: argparse.Namespace) -> int:
    with open_tournament(args.file) as t:
        if not t.seating(args.round):
            return fail([f"round {args.round} is not seated"])
        _print_seating(t, args.round, as_json=args.json)
    return EXIT_OK


def _print_seating(t: Tournament, round: int, as_json: bool) -> None:
    tables: list[dict[str, Any]] = [
        {"table": s.table, "players": [t.player(p).name for p in s.players]}
        for s in t.seating(round)]
    if as_json:
        json.dump({"round": round, "tables": tables}, sys.stdout, ensure_ascii=False, indent=2)
        sys.stdout.write("\n")
        return
    for table in tables:
        seats = ", ".join(f"{w} {n}" for w, n in zip("ESWN", table["players"], strict=True))
        print(f"round {round} table {table['table']}: {seats}")


def _summary(t: Tournament, round: int, table: int) -> str:
    view = t.table_view(round, table)
    names = [p.name for p in view.players]
    if view.final is not None:
        parts = [f"{n} {s:,} ({t.display(pts):+g})" for n, s, pts in
                 zip(names, view.final.scores, view.final.points, strict=True)]
        return f"round {round} table {table}: finished; " + ", ".join(parts)
    parts = [f"{n} {s:,}" for n, s in zip(names, view.scores, strict=True)]
    return (f"round {round} table {table}: {len(view.hands)} hands, next {view.state.title}; "
            + ", ".join(parts))


def run_record(args: argparse.Namespace) -> int:
    if (args.game is None) == (args.totals is None):
        return fail(["give either a GAME.json game record or --totals S1 S2 S3 S4"])
    if args.source:
        return _record_log(args)
    if args.player or args.accept_differences:
        return fail(["--player and --accept-differences go with --from (an online log)"])
    with open_tournament(args.file) as t:
        if args.totals is not None:
            t.record_totals(args.round, args.table, args.totals, args.chombos, who=args.who)
        else:
            data, error = load_json(args.game)
            if error:
                return fail([error])
            t.record_game(args.round, args.table, data, who=args.who)
        changed(args)
        print(_summary(t, args.round, args.table))
    return EXIT_OK


def _record_log(args: argparse.Namespace) -> int:
    from tournament.cli.replay import read_log_file

    if args.totals is not None:
        return fail(["--from reads a game's log: leave out --totals"])
    names, problems = _log_names(args.player)
    log, error = read_log_file(args.game)
    if error or problems:
        return fail(([error] if error else []) + problems)
    with open_tournament(args.file) as t:
        _, _, comparison = t.record_online_log(
            args.round, args.table, log, names, accept_differences=args.accept_differences,
            source=args.game, who=args.who)
        changed(args)
        print(_summary(t, args.round, args.table))
        for d in comparison.differences:
            print(f"recorded our settlement; {args.game}: {d.message}", file=sys.stderr)
    return EXIT_OK


def run_record_logs(args: argparse.Namespace) -> int:
    from tournament.cli.replay import read_log_file

    names, problems = _log_names(args.player)
    logs = []
    for path in args.logs:
        log, error = read_log_file(path)
        if error:
            problems.append(error)
        else:
            logs.append((path, log))
    if problems:
        return fail(problems)
    with open_tournament(args.file) as t:
        t.record_online_round(args.round, logs, names,
                              accept_differences=args.accept_differences, who=args.who)
        changed(args)
        for number in range(1, len(logs) + 1):
            print(_summary(t, args.round, number))
    return EXIT_OK


def run_amend(args: argparse.Namespace) -> int:
    data, error = load_json(args.hand_file)
    if error:
        return fail([error])
    with open_tournament(args.file) as t:
        t.amend_hand(args.round, args.table, args.hand, data, reason=args.reason, who=args.who)
        changed(args)
        print(_summary(t, args.round, args.table))
    return EXIT_OK


def run_void(args: argparse.Namespace) -> int:
    with open_tournament(args.file) as t:
        t.void_hand(args.round, args.table, args.hand, reason=args.reason, who=args.who)
        changed(args)
        print(_summary(t, args.round, args.table))
    return EXIT_OK


def run_undo(args: argparse.Namespace) -> int:
    with open_tournament(args.file) as t:
        t.undo(args.round, args.table, who=args.who, reason=args.reason)
        changed(args)
        print(_summary(t, args.round, args.table))
    return EXIT_OK


def run_redo(args: argparse.Namespace) -> int:
    with open_tournament(args.file) as t:
        t.redo(args.round, args.table, who=args.who)
        changed(args)
        print(_summary(t, args.round, args.table))
    return EXIT_OK


# A number as typed on the command line: digits, a decimal point, an exponent of at most three
# digits (so that "1e999999999" is refused, not computed).
_NUMBER = re.compile(r"^[-+]?(\d{1,60}(\.\d{0,60})?|\.\d{1,60})([eE][-+]?\d{1,3})?$")


def run_penalty(args: argparse.Namespace) -> int:
    if not _NUMBER.match(args.points.strip()):
        return fail([f"--points: '{args.points}' is not a number"])
    shown = Fraction(args.points.strip())
    with open_tournament(args.file) as t:
        raw = shown * t.rules.points_unit
        if raw.denominator != 1:
            return fail([f"--points {args.points} is not a whole number of points"])
        kind = args.kind or (PenaltyKind.DEDUCTION if raw else PenaltyKind.YELLOW_CARD)
        password = None
        if t.penalty_needs_password(kind, args.round):
            password = organiser_password("Organiser password (the round is approved): ")
        penalty, _ = t.add_penalty(args.player, kind, int(raw), args.reason,
                                   referee=args.referee, round=args.round, table=args.table,
                                   password=password)
        changed(args)
        print(f"penalty {penalty.id}: {t.player(penalty.player_id).name}, "
              f"{penalty.kind.value} {t.display(penalty.points):+g}, round {penalty.round}")
    return EXIT_OK


def run_standings(args: argparse.Namespace) -> int:
    with open_tournament(args.file) as t:
        standings = t.standings(args.round, only_round=args.only_round,
                                provisional=args.provisional)
        if args.json:
            json.dump(standings_json(t, standings), sys.stdout, ensure_ascii=False, indent=2)
            sys.stdout.write("\n")
        else:
            _print_standings(t, standings)
    return EXIT_OK


def run_approve(args: argparse.Namespace) -> int:
    """On a server, the backup's pg_dump and JSON export are named after it. A JSON that
    cannot be written is a warning, not a failure (exit 0): the approval and its backup file
    are saved (`json_io.write_json_backup`); a missing pg_dump is a note."""
    from tournament.errors import SavedButIncomplete
    from tournament.export.json_io import write_json_backup

    with open_tournament(args.file) as t:
        noted = len(t.notes)
        info, _ = t.lock_round(args.round, who=args.who)
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
        t.unlock_table(args.round, args.table, password, args.reason, who=args.who)
        changed(args)
        print(f"round {args.round} table {args.table} unlocked")
    return EXIT_OK


def run_unlock_round(args: argparse.Namespace) -> int:
    with open_tournament(args.file) as t:
        password = organiser_password("Organiser password: ") if t.settings.has_password else ""
        locked = [s.table for s in t.seating(args.round) if s.locked]
        t.unlock_round(args.round, password, args.reason, who=args.who)
        changed(args)
        print(f"round {args.round} is no longer approved: tables "
              f"{', '.join(map(str, locked)) or 'none'} unlocked")
    return EXIT_OK


def run_players(args: argparse.Namespace) -> int:
    with open_tournament(args.file) as t:
        if args.json:
            print_json([player_json(p) for p in t.players()])
        else:
            sys.stdout.write(t.export_players_csv())
    return EXIT_OK


# The keys of a player in `players --json`, `player --json` and `names --json`.
PLAYER_KEYS = ("id", "name", "entered_name", "first_name", "last_name", "name_checked",
               "ema_number", "country", "club", "team", "status", "ema_ranked", "online_name")


def player_json(p: Player) -> dict[str, Any]:
    return {key: p.status.value if key == "status" else getattr(p, key) for key in PLAYER_KEYS}


def run_player(args: argparse.Namespace) -> int:
    with open_tournament(args.file) as t:
        player = t.player(args.player)
        changes: dict[str, Any] = {}
        for key, option in (("first_name", "first"), ("last_name", "last"), ("name", "name"),
                            ("ema_number", "ema_number"), ("country", "country"),
                            ("club", "club"), ("team", "team"), ("status", "status"),
                            ("online_name", "online_name")):
            value = getattr(args, option)
            if value is not None:
                changes[key] = value
        if args.ema_ranked is not None:
            changes["ema_ranked"] = yes_no(args.ema_ranked)
        if args.name_ok:
            changes["name_checked"] = True
        if changes:
            player, _ = t.update_player(player.id, **changes, reason=args.reason, who=args.who)
        if args.json:
            print_json(player_json(player))
        else:
            print(_player_line(player))
    return EXIT_OK


def _player_line(p: Player) -> str:
    parts = [f"{p.name}: first name '{p.first_name}', last name '{p.last_name}'"
             + ("" if p.name_checked else " (guessed: check)"),
             f"EMA number {p.ema_number or '-'}", f"country {p.country or '-'}"]
    parts += [f"{label} {value}" for label, value in (("club", p.club), ("team", p.team),
                                                      ("online name", p.online_name))
              if value]
    parts += [p.status.value, "EMA ranked" if p.ema_ranked else "not EMA ranked"]
    return "; ".join(parts)


def run_names(args: argparse.Namespace) -> int:
    with open_tournament(args.file) as t:
        unchecked = t.names_to_check()
        if args.json:
            print_json([player_json(p) for p in unchecked])
            return EXIT_OK
        for p in unchecked:
            print(_player_line(p))
        if not unchecked:
            print("every player's first and last name is confirmed")
    return EXIT_OK


# -- standings output ---------------------------------------------------------------------------

def _row_json(t: Tournament, row: StandingRow) -> dict[str, Any]:
    return {
        "place": row.place,
        "player": row.name,
        "points": t.display(row.points),
        "games": row.games,
        "score": row.score,
        "placements": list(row.placements),
        "penalties": t.display(row.penalties),
        "chombos": row.chombos,
        "yellow_cards": row.yellow_cards,
        "rounds": [None if r is None else t.display(r) for r in row.rounds],
        "team": row.team,
        "status": row.status.value,
        "provisional": row.provisional,
    }


def standings_json(t: Tournament, s: Standings) -> dict[str, Any]:
    """The `standings --json` format (README): points in the ruleset's display unit."""
    return {
        "round": s.round,
        "only_round": s.only_round,
        "unit": t.rules.points_unit,
        "tie_breaks": [tb.value for tb in s.tie_breaks],
        "rows": [_row_json(t, r) for r in s.rows],
        "substitutes": [_row_json(t, r) for r in s.substitutes],
        "disqualified": [_row_json(t, r) for r in s.disqualified],
        "teams": [{"place": r.place, "team": r.team, "points": t.display(r.points),
                   "games": r.games, "members": list(r.members)} for r in s.teams],
        "pending": [{"round": r, "table": n} for r, n in s.pending],
    }


def _print_standings(t: Tournament, s: Standings) -> None:
    scope = "round" if s.only_round else "after round"
    print(f"{t.settings.name}: standings {scope} {s.round}" if s.round else
          f"{t.settings.name}: no round seated yet")
    width = max((len(r.name) for r in s.rows + s.substitutes + s.disqualified), default=6)

    def line(place: str, r: StandingRow) -> str:
        return (f"{place:>4}  {r.name:<{width}}  {t.display(r.points):>8.1f}  {r.games:>5}  "
                f"{'/'.join(map(str, r.placements)):>9}  {t.display(r.penalties):>7.1f}"
                + ("  provisional" if r.provisional else ""))

    print(f"{'':>4}  {'player':<{width}}  {'points':>8}  {'games':>5}  {'1/2/3/4':>9}  "
          f"{'penalty':>7}")
    for r in s.rows:
        print(line(f"{r.place}{'=' if r.tied else ''}", r))
    for title, rows in (("substitutes (not ranked)", s.substitutes),
                        ("disqualified", s.disqualified)):
        if rows:
            print(title)
            for r in rows:
                print(line("-", r))
    if s.teams:
        print("teams")
        for team in s.teams:
            print(f"{team.place:>4}  {team.team:<{width}}  {t.display(team.points):>8.1f}")
    if s.pending:
        print("not counted yet: " + ", ".join(f"round {r} table {n}" for r, n in s.pending))


# -- log and copy -------------------------------------------------------------------------------

def history(t: Tournament, round: int | None = None) -> list[dict[str, Any]]:
    """Every hand log entry and every organiser action, in time order (the `log` format)."""
    out: list[dict[str, Any]] = []
    for entry in t.audit():
        if round is not None and entry.round != round:
            continue
        out.append({"at": entry.at, "who": entry.who, "round": entry.round,
                    "table": entry.table, "action": entry.action, "detail": entry.detail})
    for info in t.rounds():
        if round is not None and info.number != round:
            continue
        for seating in t.seating(info.number):
            for line in t.table_view(info.number, seating.table).log:
                e = line.entry
                what = e.kind.value if e.target is None else f"{e.kind.value} hand {e.target}"
                detail = e.payload_json or ""
                if e.why:
                    detail = f"{detail} ({e.why})" if detail else e.why
                out.append({"at": e.at, "who": e.who, "round": info.number,
                            "table": seating.table, "action": what,
                            "detail": detail, "state": line.state.value})
    out.sort(key=lambda item: item["at"])
    return out


def run_log(args: argparse.Namespace) -> int:
    with open_tournament(args.file) as t:
        if args.round is not None and not 1 <= args.round <= t.settings.rounds:
            return fail([f"round: the tournament has {t.settings.rounds} rounds; there is no "
                         f"round {args.round}"])
        items = history(t, args.round)
        if args.json:
            json.dump(items, sys.stdout, ensure_ascii=False, indent=1)
            sys.stdout.write("\n")
            return EXIT_OK
        for item in items:
            where = " ".join(f"{k} {item[k]}" for k in ("round", "table")
                             if item[k] is not None)
            state = f" [{item['state']}]" if item.get("state", "applied") != "applied" else ""
            print(f"{item['at']}  {item['who'] or '-'}  {where + '  ' if where else ''}"
                  f"{item['action']}{state}{'  ' + item['detail'] if item['detail'] else ''}")
    return EXIT_OK


def run_copy(args: argparse.Namespace) -> int:
    with open_tournament(args.file, read_only=True) as t:
        out = t.copy_to(args.out)
        changed(args)
        print(f"{out}: a copy of {t.path.name} ({t.settings.name}), {len(t.players())} "
              f"players, {len(t.rounds())} rounds seated")
    return EXIT_OK

"""Commands on the players: players (CSV or JSON), player (show or correct one), names (those
whose split into first and last name was guessed)."""

from __future__ import annotations

import argparse
import sys
from typing import TYPE_CHECKING, Any

from tournament.cli import EXIT_OK, open_tournament
from tournament.cli.options import command, json_option, print_json, who
from tournament.players.roster import PlayerStatus, yes_no

if TYPE_CHECKING:
    from tournament.players.roster import Player


def register(sub: Any) -> None:
    p = command(sub, "players", run_players, "print the players as CSV (the import format)")
    json_option(p, "print them as JSON in place of CSV: a list of players, each with "
                + ", ".join(PLAYER_KEYS))

    p = command(sub, "player", run_player, "show or correct one player: names, EMA number, "
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

    p = command(sub, "names", run_names, "list the players whose first and last name were "
                "guessed from one name (after an import or a file upgrade), to check")
    json_option(p, "print them as JSON: a list with the keys of `players --json` (empty when "
                "every name is confirmed)")

    # `audit` is the older name of `log`, kept so that scripts written for it go on
    # working: the same command, the same output.


def run_players(args: argparse.Namespace) -> int:
    with open_tournament(args.file) as t:
        if args.json:
            print_json([player_json(p) for p in t.players.all()])
        else:
            sys.stdout.write(t.players.export_csv())
    return EXIT_OK


# The keys of a player in `players --json`, `player --json` and `names --json`.
PLAYER_KEYS = ("id", "name", "entered_name", "first_name", "last_name", "name_checked",
               "ema_number", "country", "club", "team", "status", "ema_ranked", "online_name")


def player_json(p: Player) -> dict[str, Any]:
    return {key: p.status.value if key == "status" else getattr(p, key) for key in PLAYER_KEYS}


def run_player(args: argparse.Namespace) -> int:
    with open_tournament(args.file) as t:
        player = t.players.get(args.player)
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
            player, _ = t.players.update(player.id, **changes, reason=args.reason, who=args.who)
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
        unchecked = t.players.names_to_check()
        if args.json:
            print_json([player_json(p) for p in unchecked])
            return EXIT_OK
        for p in unchecked:
            print(_player_line(p))
        if not unchecked:
            print("every player's first and last name is confirmed")
    return EXIT_OK

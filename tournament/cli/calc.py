"""`python -m tournament calc HAND --win TILE (--ron|--tsumo) ...`: score a hand from its tiles.

Prints JSON ``{"yaku": [{"name", "han"}], "han", "fu", "fu_breakdown", "yakuman", "points"}``:
`han` is yaku plus dora (0 for a yakuman), `yakuman` the multiple counted under the ruleset,
`points` what the winner receives before honba and riichi sticks (on a ron what the discarder
pays, on a tsumo the three payments added up). A hand that is not a win, has no yaku or holds
impossible tiles exits 2 with one line per problem on stderr and nothing on stdout.
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from tournament.cli import EXIT_OK, fail
from tournament.model import Wind
from tournament.rules.presets import DEFAULT_PRESET, PRESETS
from tournament.yaku.calculator import Situation, read_hand, score_hand

_WINDS = ("E", "S", "W", "N")

_FLAGS = (
    ("riichi", "the winner declared riichi"),
    ("double-riichi", "riichi declared on the first discard (implies --riichi)"),
    ("ippatsu", "won within the uninterrupted set of turns after riichi"),
    ("haitei", "won by self-draw on the last tile of the wall"),
    ("houtei", "won on the discard after the last tile of the wall"),
    ("rinshan", "won on the replacement tile of the winner's kong"),
    ("chankan", "won by robbing a kong"),
    ("tenhou", "the dealer won on the initial tiles (Blessing of Heaven)"),
    ("chiihou", "won by self-draw in the first uninterrupted turns (Blessing of Earth)"),
    ("renhou", "won on a discard before the first draw (Blessing of Man)"),
)


def register(sub: Any) -> None:
    parser = sub.add_parser(
        "calc", help="score a winning hand from its tiles and print yaku, han, fu and points",
        description="Score a winning hand given in mpsz notation (1-9 with m/p/s, honours "
        "1z-7z = East South West North white green red, red fives 0m/0p/0s) under a "
        "ruleset, and print its yaku, han, fu (with breakdown), yakuman and points as JSON.")
    parser.add_argument("hand", metavar="HAND",
                        help="every tile outside the declared melds, the winning tile "
                        "included (e.g. 234456m678p345s88s)")
    parser.add_argument("--win", required=True, metavar="TILE", help="the winning tile")
    how = parser.add_mutually_exclusive_group(required=True)
    how.add_argument("--ron", action="store_true", help="won on a discard")
    how.add_argument("--tsumo", action="store_true", help="won by self-draw")
    parser.add_argument("--meld", action="append", default=[], metavar="KIND:TILES",
                        help="a declared meld, repeatable; KIND is chi, pon, kan (open kong) "
                        "or ankan (concealed kong), e.g. --meld pon:777z --meld ankan:9999s")
    for name, text in _FLAGS:
        parser.add_argument(f"--{name}", action="store_true", help=text)
    parser.add_argument("--dora-indicators", default="", metavar="T,T,...",
                        help="dora indicator tiles (kan dora included)")
    parser.add_argument("--ura-dora-indicators", default="", metavar="T,T,...",
                        help="ura dora indicator tiles (only with riichi)")
    parser.add_argument("--seat-wind", required=True, type=str.upper, choices=_WINDS,
                        help="the winner's seat wind (E = the dealer)")
    parser.add_argument("--round-wind", required=True, type=str.upper, choices=_WINDS,
                        help="the prevailing wind")
    parser.add_argument("--ruleset", choices=sorted(PRESETS), default=DEFAULT_PRESET,
                        help=f"ruleset preset (default {DEFAULT_PRESET})")
    parser.set_defaults(handler=run)


def run(args: argparse.Namespace) -> int:
    rules = PRESETS[args.ruleset]
    situation = Situation(
        tsumo=args.tsumo, riichi=args.riichi or args.double_riichi,
        double_riichi=args.double_riichi, ippatsu=args.ippatsu, haitei=args.haitei,
        houtei=args.houtei, rinshan=args.rinshan, chankan=args.chankan, tenhou=args.tenhou,
        chiihou=args.chiihou, renhou=args.renhou)
    hand, problems = read_hand(
        args.hand, args.win, args.meld, args.dora_indicators, args.ura_dora_indicators,
        situation=situation, seat_wind=Wind.from_letter(args.seat_wind),
        round_wind=Wind.from_letter(args.round_wind))
    if hand is None:
        return fail([p.message for p in problems])
    score, problems = score_hand(hand, rules)
    if score is None:
        return fail([p.message for p in problems])
    json.dump(score.to_json(), sys.stdout, indent=2)
    sys.stdout.write("\n")
    return EXIT_OK

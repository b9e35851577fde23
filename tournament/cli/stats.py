"""`stats`, `awards`, `player-flag`: what the hand log tells, and the prizes.

    python -m tournament stats FILE [--player NAME] [--round K] [--json]
    python -m tournament awards FILE [--round K] [--json]
    python -m tournament awards FILE --set SPEC[,SPEC...]
    python -m tournament player-flag FILE [--player NAME --flag FLAG [--remove]]

`stats --json` prints {"players": [...], "tournament": {...}} (docs/statistics.md lists the
keys; rates are fractions, null when there is nothing to divide): the document `export --format
stats-json` writes (`tournament.export.formats`). Award specs are `KIND[:ARG][/TIES]
[=TITLE]` (tournament/standings/awards.py). Errors: exit code 2, one line per problem on stderr.
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from tournament.cli import EXIT_OK, fail, guarded, open_tournament
from tournament.export.formats import statistics_document
from tournament.service import Tournament
from tournament.standings.awards import AwardKind, AwardResult
from tournament.standings.stats import PlayerStats, Statistics
from tournament.words.free_text import collation_key


def register(sub: Any) -> None:
    p = sub.add_parser("stats", help="print statistics from the hand log",
                       description="Per player (wins, deal-ins, riichi, win values, dealer "
                       "keeps, noten, chombo, yaku, placements) and per tournament (hands, "
                       "outcomes, the biggest hands, game length), from the tables recorded "
                       "hand by hand; tables scored from the paper slip count for placements "
                       "only.")
    p.add_argument("file", metavar="FILE", help="the tournament file")
    p.add_argument("--player", metavar="NAME", help="one player only")
    p.add_argument("--round", type=int, metavar="K", help="rounds 1..K only (default: all)")
    p.add_argument("--json", action="store_true", help="print them as JSON (keys in the "
                   "documentation, docs/statistics.md)")
    p.set_defaults(handler=guarded(run_stats))

    p = sub.add_parser("awards", help="print the award winners, or choose the awards",
                       description="Print the winners of the organiser's award categories, "
                       "or choose them with --set (in order; --set '' for none). A category: "
                       "KIND[:ARG][/TIES][=TITLE], KIND one of "
                       + ", ".join(k.value for k in AwardKind) + "; ARG a flag for "
                       "best_flag, a minimum of games (best_average_placement) or hands "
                       "(iron_defence); TIES standings (default) or share.")
    p.add_argument("file", metavar="FILE", help="the tournament file")
    p.add_argument("--set", metavar="SPEC[,SPEC...]", dest="categories",
                   help="e.g. best_country,best_flag:newcomer,most_wins,iron_defence:40/share")
    p.add_argument("--round", type=int, metavar="K", help="after round K (default: the last)")
    p.add_argument("--json", action="store_true", help="print the winners as JSON")
    p.add_argument("--who", default="cli", help="who makes the change (for the log)")
    p.set_defaults(handler=guarded(run_awards))

    p = sub.add_parser("player-flag", help="give a player a flag for the awards (newcomer, "
                       "woman...), or list the flags",
                       description="Give a player a flag (--flag newcomer), take it away "
                       "(--remove), or list every player's flags (no --player).")
    p.add_argument("file", metavar="FILE", help="the tournament file")
    p.add_argument("--player", metavar="NAME", help="the player to flag (without it: list "
                   "every player's flags)")
    p.add_argument("--flag", metavar="FLAG", help="the flag to give or take away, e.g. "
                   "newcomer, woman")
    p.add_argument("--remove", action="store_true", help="take the flag away")
    p.add_argument("--json", action="store_true", help="list (or, after a change, the "
                   "player's flags) as JSON: [{\"player\", \"flags\"}], by name")
    p.add_argument("--who", default="cli", help="who makes the change (for the log)")
    p.set_defaults(handler=guarded(run_player_flag))


# -- stats ----------------------------------------------------------------------------------

def _rate(value: float | None) -> str:
    return "-" if value is None else f"{value * 100:.1f}%"


def _number(value: float | int | None, digits: int = 0) -> str:
    return "-" if value is None else f"{value:,.{digits}f}"


def run_stats(args: argparse.Namespace) -> int:
    with open_tournament(args.file) as t:
        stats = t.standings.statistics(args.round)
        players: tuple[PlayerStats, ...] | list[PlayerStats] = stats.players
        if args.player is not None:
            players = [t.standings.player_statistics(args.player, args.round)]
        if args.json:
            # (the document of `export --format stats-json` and the desk's statistics JSON)
            sys.stdout.write(statistics_document(stats, players))
        elif args.player is not None:
            _print_player(players[0], stats)
        else:
            _print_all(t, stats)
    return EXIT_OK


def _summary(stats: Statistics) -> list[str]:
    lines = [stats.detail_text + " (paper-slip tables count for placements only)"]
    if stats.hands:
        length = stats.average_game_length
        lines.append(f"{stats.hands} hands, {stats.chombos} chombo; "
                     f"{_number(length, 1)} hands per finished game")
        lines.append("outcomes: " + ", ".join(f"{o.value} {n}" for o, n in stats.outcomes))
    return lines


def _print_all(t: Tournament, stats: Statistics) -> None:
    rounds = f"rounds 1-{max(stats.rounds)}" if stats.rounds else "no game yet"
    print(f"{t.settings.name}: statistics, {rounds}")
    for line in _summary(stats):
        print(line)
    width = max((len(p.player) for p in stats.players), default=6)
    print(f"{'player':<{width}}  {'games':>5}  {'hands':>5}  {'wins':>4}  {'win':>6}  "
          f"{'deal-in':>7}  {'riichi':>6}  {'avg win':>7}  {'largest':>7}  {'avg place':>9}")
    for p in stats.players:
        print(f"{p.player:<{width}}  {p.games:>5}  {p.hands:>5}  {p.wins:>4}  "
              f"{_rate(p.win_rate):>6}  {_rate(p.deal_in_rate):>7}  {p.riichi:>6}  "
              f"{_number(p.average_win):>7}  {_number(p.largest_win):>7}  "
              f"{_number(p.average_placement, 2):>9}")
    if stats.biggest:
        print("biggest hands")
        for w in stats.biggest:
            print(f"  {w.points:>7,}  {w.player}, round {w.round} table {w.table}, {w.when}: "
                  f"{w.outcome.value} {w.han_fu}")


def _print_player(p: PlayerStats, stats: Statistics) -> None:
    print(f"{p.player}: {p.games} finished game{'s' if p.games != 1 else ''}, "
          f"{p.hand_games} with hand detail (the tournament: {stats.detail_text.lower()})")
    rows = [
        ("hands", str(p.hands)),
        ("wins", f"{p.wins} (ron {p.ron_wins}, tsumo {p.tsumo_wins}), win rate "
                 f"{_rate(p.win_rate)}, tsumo share {_rate(p.tsumo_share)}"),
        ("deal-ins", f"{p.deal_ins}, deal-in rate {_rate(p.deal_in_rate)}"),
        ("riichi", f"{p.riichi}, won {p.riichi_wins} ({_rate(p.riichi_success)}), riichi "
                   f"rate {_rate(p.riichi_rate)}"),
        ("win value", f"average {_number(p.average_win)}, largest {_number(p.largest_win)}"
                      + (f" ({p.largest.han_fu}, round {p.largest.round} table "
                         f"{p.largest.table}, {p.largest.when})" if p.largest else "")
                      + f", average han {_number(p.average_han, 2)}"),
        ("dealer", f"kept {p.dealer_keeps} of {p.dealer_hands} hands dealt"),
        ("draws", f"noten at {p.noten} of {p.draws} exhaustive draws"),
        ("chombo", str(p.chombo)),
        ("yakuman", str(p.yakuman)),
        ("placements", f"{'/'.join(map(str, p.placements))}, average "
                       f"{_number(p.average_placement, 2)}"),
        ("points by round", ", ".join(f"R{r} {v:+.1f}" for r, v in p.points_by_round) or "-"),
        ("yaku", ", ".join(f"{name} {n}" for name, n in p.yaku) or "-"),
    ]
    for label, value in rows:
        print(f"  {label:<16} {value}")


# -- awards ---------------------------------------------------------------------------------

def award_json(a: AwardResult) -> dict[str, Any]:
    return {"title": a.title, "kind": a.category.kind.value, "spec": a.category.spec,
            "group": a.group, "value": a.value, "shared": a.shared, "note": a.note,
            "winners": [{"player": w.player, "place": w.place, "club": w.club,
                         "country": w.country} for w in a.winners]}


def run_awards(args: argparse.Namespace) -> int:
    with open_tournament(args.file) as t:
        if args.categories is not None:
            specs = [s.strip() for s in args.categories.split(",") if s.strip()]
            t.awards.set_categories(specs, who=args.who)
        results = t.awards.winners(args.round)
        if args.json:
            json.dump({"categories": [c.spec for c in t.awards.categories()],
                       "awards": [award_json(a) for a in results]}, sys.stdout,
                      ensure_ascii=False, indent=2)
            sys.stdout.write("\n")
            return EXIT_OK
        if not t.awards.categories():
            print("no award chosen (awards FILE --set most_wins,iron_defence,...)")
        for a in results:
            if a.winners:
                names = ", ".join(f"{w.player} ({w.place})" for w in a.winners)
                print(f"{a.title}: {names}: {a.value}" + (" (shared)" if a.shared else ""))
            else:
                print(f"{a.title}: no winner ({a.note})")
    return EXIT_OK


def run_player_flag(args: argparse.Namespace) -> int:
    with open_tournament(args.file) as t:
        if args.player is None and args.flag is None:
            names = {p.id: p.name for p in t.players.all()}
            flags = t.awards.player_flags()
            listed = [(names[pid], sorted(flags[pid]))
                      for pid in sorted(flags, key=lambda i: collation_key(names[i]))]
            _print_flags(listed, args.json)
            return EXIT_OK
        if args.player is None or args.flag is None:
            return fail(["give both --player NAME and --flag FLAG (or neither, to list)"])
        now, _ = t.awards.set_flag(args.player, args.flag, on=not args.remove, who=args.who)
        _print_flags([(t.players.get(args.player).name, sorted(now))], args.json)
    return EXIT_OK


def _print_flags(listed: list[tuple[str, list[str]]], as_json: bool) -> None:
    if as_json:
        json.dump([{"player": name, "flags": flags} for name, flags in listed], sys.stdout,
                  ensure_ascii=False, indent=2)
        sys.stdout.write("\n")
        return
    for name, flags in listed:
        print(f"{name}: {', '.join(flags) or 'no flags'}")

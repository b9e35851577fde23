"""`clock` and `final`: the round clock and the final stage from the command line.

    python -m tournament clock FILE --round K [--start [--minutes M] [--warning W] | --pause |
        --resume | --add MIN [--table T] [--note TEXT] | --set [--minutes M] [--warning W] |
        --reset] [--json]
    python -m tournament final FILE [--json]                      (show the final)
    python -m tournament final FILE --size N [--carry kept|halved|reset]
        [--seating snake|blocks|manual] [--rounds F] [--after-round K]
        [--finalist NAME ...] [--table "A,B,C,D" ...] [--dry-run]
    python -m tournament final FILE --seat-round K [--table "A,B,C,D" ...]
    python -m tournament final FILE --cancel [--reason TEXT]

Times are the computer's clock (UTC in the file). Errors: exit code 2, one line per problem
on stderr, and the file is unchanged.
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from tournament.cli import EXIT_OK, fail, guarded, open_tournament
from tournament.clock import RoundClock, clock_json, format_remaining
from tournament.service import Tournament
from tournament.standings.final_stage import Carry, FinalSeating, FinalStage


def register(sub: Any) -> None:
    p = sub.add_parser("clock", help="show or run a round's clock",
                       description="Show a round's clock (each table's time left), or start, "
                       "pause, resume it, add minutes to the room or to one table, change the "
                       "length or the warning, reset it. Every action is stored in the file "
                       "with its time, so the clock survives a restart.")
    p.add_argument("file", metavar="FILE", help="the tournament file")
    p.add_argument("--round", type=int, required=True, metavar="K", help="the round")
    action = p.add_mutually_exclusive_group()
    action.add_argument("--start", action="store_true", help="start the clock")
    action.add_argument("--pause", action="store_true", help="pause it (every table)")
    action.add_argument("--resume", action="store_true", help="go on after a pause")
    action.add_argument("--add", type=int, metavar="MIN",
                        help="minutes to add (negative: take off), to the room or --table T")
    action.add_argument("--set", action="store_true", help="change --minutes or --warning")
    action.add_argument("--reset", action="store_true", help="back to before the start")
    p.add_argument("--minutes", type=int, metavar="M", help="the round's length (--start, "
                   "--set; default: the tournament's round minutes)")
    p.add_argument("--warning", type=int, metavar="W", help="minutes left when the warning "
                   "shows (--start, --set; default 15)")
    p.add_argument("--table", type=int, metavar="T", help="--add: this table only")
    p.add_argument("--note", default="", help="why (a late start, a referee call)")
    p.add_argument("--json", action="store_true", help="print the clock as JSON (the live "
                   "page's format)")
    p.add_argument("--who", default="cli", help="who makes the change (for the log)")
    p.set_defaults(handler=guarded(run_clock))

    p = sub.add_parser("final", help="start, seat, show or take back the final of the top N",
                       description="After the qualifying rounds, start a final of the top N "
                       "(--size 4, 8, 16...) with the qualifying points kept, halved or reset, "
                       "seated by rank (snake: 1-4-5-8 at table 1 for 8; blocks: 1-2-3-4) or "
                       "as typed (--table, repeatable). Without an action: show the final.")
    p.add_argument("file", metavar="FILE", help="the tournament file")
    action = p.add_mutually_exclusive_group()
    action.add_argument("--size", type=int, metavar="N", help="start a final of N players")
    action.add_argument("--seat-round", type=int, metavar="K",
                        help="seat a later round of the final (by the final standings)")
    action.add_argument("--cancel", action="store_true",
                        help="take back a final none of whose games has been recorded")
    p.add_argument("--carry", choices=[c.value for c in Carry], default=Carry.KEPT.value,
                   help="the qualifying points the finalists take with them (default: kept)")
    p.add_argument("--seating", choices=[s.value for s in FinalSeating],
                   default=FinalSeating.SNAKE.value,
                   help="how the finalists are seated by rank (default: snake); manual: "
                        "as --table says")
    p.add_argument("--rounds", type=int, default=1, metavar="F", help="final rounds (games)")
    p.add_argument("--after-round", type=int, metavar="K",
                   help="the last qualifying round (default: the last seated)")
    p.add_argument("--finalist", action="append", metavar="NAME",
                   help="name the finalists (repeatable; default: the qualifying top N)")
    p.add_argument("--table", action="append", metavar="A,B,C,D",
                   help="a table typed in, East to North (repeatable)")
    p.add_argument("--dry-run", action="store_true", help="show the final without starting it")
    p.add_argument("--reason", default="", help="--cancel: why")
    p.add_argument("--json", action="store_true", help="print the final as JSON")
    p.add_argument("--who", default="cli", help="who makes the change (for the log)")
    p.set_defaults(handler=guarded(run_final))


# -- clock ----------------------------------------------------------------------------------

def _clock_lines(clock: RoundClock) -> list[str]:
    state = {"not_started": "not started", "running": "running", "paused": "paused"}[
        clock.status.value]
    head = f"round {clock.round}: {state}, {format_remaining(clock.remaining)} left"
    if clock.time_up:
        head = f"round {clock.round}: time is up ({format_remaining(clock.remaining)})"
    elif clock.ends_at is not None:
        head += f", ends at {clock.ends_at.strftime('%H:%M:%S')} UTC"
    head += (f"; {clock.minutes} minutes" + (f" {clock.added_minutes:+d}" if clock.added_minutes
                                             else "")
             + f", warning at {clock.warning_minutes} minutes left")
    if clock.warning:
        head += "; WARNING"
    lines = [head]
    for t in clock.tables:
        flags = [f"{t.added_minutes:+d} min"] if t.added_minutes else []
        if t.finished:
            flags.append("finished")
        elif t.last_hand:
            flags.append("LAST HAND")
        elif t.warning:
            flags.append("warning")
        lines.append(f"  table {t.table}: {format_remaining(t.remaining)}"
                     + (f" ({', '.join(flags)})" if flags else ""))
    return lines


def run_clock(args: argparse.Namespace) -> int:
    with open_tournament(args.file) as t:
        if (args.minutes is not None or args.warning is not None) and not (args.start
                                                                           or args.set):
            return fail(["--minutes and --warning go with --start or --set"])
        if args.table is not None and args.add is None:
            return fail(["--table goes with --add"])
        if args.start:
            clock, _ = t.clock.start(args.round, args.minutes, args.warning, who=args.who)
        elif args.pause:
            clock, _ = t.clock.pause(args.round, who=args.who)
        elif args.resume:
            clock, _ = t.clock.resume(args.round, who=args.who)
        elif args.add is not None:
            clock, _ = t.clock.add_time(args.round, args.add, args.table, note=args.note,
                                  who=args.who)
        elif args.set:
            clock, _ = t.clock.set(args.round, args.minutes, args.warning, who=args.who)
        elif args.reset:
            clock, _ = t.clock.reset(args.round, note=args.note, who=args.who)
        else:
            clock = t.clock.state(args.round)
        if args.json:
            json.dump(clock_json(clock), sys.stdout, indent=2)
            sys.stdout.write("\n")
        else:
            print("\n".join(_clock_lines(clock)))
    return EXIT_OK


# -- final ----------------------------------------------------------------------------------

def _tables(texts: list[str] | None) -> list[list[str]] | None:
    if texts is None:
        return None
    return [[name.strip() for name in text.split(",")] for text in texts]


def final_json(t: Tournament, stage: FinalStage | None,
               tables: list[list[str]] | None = None) -> dict[str, Any]:
    if stage is None:
        return {"final": None}
    names = {p.id: p.name for p in t.players.all()}
    seated = tables if tables is not None else [
        [names[p] for p in s.players] for s in t.rounds.seating(stage.first_round)]
    return {"final": {"after_round": stage.after_round, "size": stage.size,
                      "carry": stage.carry.value, "seating": stage.seating.value,
                      "rounds": list(stage.final_rounds),
                      "finalists": [names[p] for p in stage.finalists],
                      "tables": [{"table": i, "players": ps}
                                 for i, ps in enumerate(seated, start=1)]}}


def _print_final(data: dict[str, Any], started: bool) -> None:
    final = data["final"]
    if final is None:
        print("no final started")
        return
    rounds = final["rounds"]
    where = (f"round {rounds[0]}" if len(rounds) == 1 else
             f"rounds {rounds[0]}-{rounds[-1]}")
    print(f"final of the top {final['size']} after round {final['after_round']} ({where}), "
          f"qualifying points {final['carry']}, seating {final['seating']}"
          + ("" if started else " (not started)"))
    for seed, name in enumerate(final["finalists"], start=1):
        print(f"  {seed}. {name}")
    for table in final["tables"]:
        seats = ", ".join(f"{w} {n}" for w, n in zip("ESWN", table["players"], strict=True))
        print(f"  table {table['table']}: {seats}")


def run_final(args: argparse.Namespace) -> int:
    with open_tournament(args.file) as t:
        if args.cancel:
            t.final.cancel(args.reason, who=args.who)
            print(f"final taken back; the tournament has {t.settings.rounds} rounds")
            return EXIT_OK
        if args.seat_round is not None:
            seated, _ = t.final.seat_round(args.seat_round, _tables(args.table), who=args.who)
            for s in seated:
                seats = ", ".join(f"{w} {t.players.get(p).name}"
                                  for w, p in zip("ESWN", s.players, strict=True))
                print(f"round {args.seat_round} table {s.table}: {seats}")
            return EXIT_OK
        if args.size is None:
            if args.dry_run or args.finalist or args.table:
                return fail(["give --size N to start a final"])
            data = final_json(t, t.final.stage())
            started = True
        else:
            kwargs: dict[str, Any] = dict(finalists=args.finalist, tables=_tables(args.table),
                                          rounds=args.rounds, after_round=args.after_round)
            if args.dry_run:
                plan = t.final.preview(args.size, args.carry, args.seating, **kwargs)
            else:
                plan, _ = t.final.start(args.size, args.carry, args.seating, who=args.who,
                                        **kwargs)
            names = {p.id: p.name for p in t.players.all()}
            data = final_json(t, plan.stage, [[names[p] for p in table]
                                              for table in plan.tables])
            started = not args.dry_run
        if args.json:
            json.dump(data, sys.stdout, ensure_ascii=False, indent=2)
            sys.stdout.write("\n")
        else:
            _print_final(data, started)
    return EXIT_OK

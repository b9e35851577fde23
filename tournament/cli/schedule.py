"""`python -m tournament schedule --players N --rounds R ...`: a seating schedule as JSON.

Standalone (no tournament file): players are ids 0..N-1, substitutes (if any) N..N+K-1; each
table lists its players in seat order East, South, West, North.
"""

from __future__ import annotations

import argparse
import csv
import io
import json
import math
import sys
from pathlib import Path
from typing import Any

from tournament.cli import EXIT_OK, fail
from tournament.seating import DEFAULT_STEPS, Constraints, SeatingPlayer, as_json, generate
from tournament.words.numbers import is_decimal, whole_problem


def register(sub: Any) -> None:
    parser = sub.add_parser(
        "schedule", help="generate a seating schedule and its quality report as JSON",
        description="Seat N players at tables of four for R rounds, so that no two players "
        "meet twice where mathematics allows, teammates never share a table, and everyone "
        "sits East, South, West and North equally often. Prints "
        '{"rounds": [[[p, p, p, p], ...], ...], "report": {...}} with tables in seat order '
        "East, South, West, North.")
    # Numbers are read as text and checked here, so that every problem is reported as one
    # line and nothing reaches stdout.
    parser.add_argument("--players", metavar="N", help="number of players (ids 0..N-1)")
    parser.add_argument("--rounds", metavar="R", help="number of rounds")
    parser.add_argument("--seed", metavar="S", default="0",
                        help="random seed; the same seed gives the same schedule (default 0)")
    parser.add_argument("--time-limit", metavar="SEC", default="10",
                        help="safety net: stop searching after this many seconds, keeping the "
                        "best schedule so far (default 10; the step budget normally ends the "
                        "search long before)")
    parser.add_argument("--steps", metavar="N",
                        help="search budget in steps (default "
                        f"{DEFAULT_STEPS:,}); the schedule depends only on the players, "
                        "rounds, teams, seed and steps, never on the machine's speed")
    parser.add_argument("--teams", metavar="teams.csv",
                        help="CSV with a header 'player,team': teammates never share a table")
    parser.add_argument("--substitutes", metavar="K", default="0",
                        help="add K substitutes (ids N..N+K-1) so that N+K fills tables of "
                        "four; their meetings do not count and they never share a table")
    parser.set_defaults(handler=run)


def _int(value: str | None, name: str, problems: list[str], minimum: int) -> int | None:
    if value is None:
        problems.append(f"--{name} is required")
        return None
    why = whole_problem(value)
    if why is not None:
        problems.append(f"--{name}: {value[:40]!r} {why}")
        return None
    number = int(value)
    if number < minimum:
        problems.append(f"--{name} must be at least {minimum} (got {number})")
        return None
    return number


def read_teams(path: str, players: int) -> tuple[dict[int, str], list[str]]:
    """Player id -> team from a CSV with a `player,team` header, and its problems."""
    try:
        text = sys.stdin.read() if path == "-" else Path(path).read_text(encoding="utf-8-sig")
    except OSError as exc:
        return {}, [f"{path}: cannot read the file ({exc.strerror or exc})"]
    except UnicodeDecodeError:
        return {}, [f"{path}: not a UTF-8 text file"]
    problems: list[str] = []
    teams: dict[int, str] = {}
    reader = csv.reader(io.StringIO(text))
    header: list[str] | None = None
    for row in reader:
        line = reader.line_num
        cells = [c.strip() for c in row]
        if not any(cells):
            continue
        if header is None:
            header = [c.lower() for c in cells]
            if "player" not in header or "team" not in header:
                return {}, [f"{path}: line {line}: the header must name 'player' and 'team'"]
            continue
        player_col, team_col = header.index("player"), header.index("team")
        if len(cells) <= max(player_col, team_col):
            problems.append(f"{path}: line {line}: too few columns")
            continue
        raw, team = cells[player_col], cells[team_col]
        why = whole_problem(raw)
        if why is not None:
            problems.append(f"{path}: line {line}: player {raw[:40]!r} {why}")
            continue
        player = int(raw)
        if not 0 <= player < players:
            problems.append(f"{path}: line {line}: player {player} is not one of the ids "
                            f"0..{players - 1}")
        elif player in teams:
            problems.append(f"{path}: line {line}: player {player} is listed twice")
        elif not team:
            problems.append(f"{path}: line {line}: player {player} has an empty team")
        else:
            teams[player] = team
    if header is None:
        problems.append(f"{path}: empty file (expected a header 'player,team')")
    return teams, problems


def run(args: argparse.Namespace) -> int:
    problems: list[str] = []
    players = _int(args.players, "players", problems, 1)
    rounds = _int(args.rounds, "rounds", problems, 1)
    seed = _int(args.seed, "seed", problems, -(2 ** 63))
    substitutes = _int(args.substitutes, "substitutes", problems, 0)
    steps = None if args.steps is None else _int(args.steps, "steps", problems, 0)
    # (float() also reads "inf", "nan" and "٢")
    time_limit = float(args.time_limit) if is_decimal(args.time_limit) else 0.0
    if not is_decimal(args.time_limit) or not math.isfinite(time_limit):
        problems.append(f"--time-limit: {args.time_limit[:40]!r} is not a number of seconds")
    elif not time_limit > 0:
        problems.append("--time-limit must be more than 0 seconds")
    if players is not None and substitutes is not None:
        total = players + substitutes
        if total < 4:
            problems.append(f"{total} players cannot fill a table of four")
        elif total % 4:
            missing = 4 - total % 4
            if substitutes:
                problems.append(f"{players} players and {substitutes} substitutes do not fill "
                                f"tables of four (use --substitutes {substitutes + missing})")
            else:
                problems.append(f"{players} players do not fill tables of four: add "
                                f"--substitutes {missing}")
    teams: dict[int, str] = {}
    if args.teams is not None and players is not None:
        teams, team_problems = read_teams(args.teams, players)
        problems.extend(team_problems)
    if problems:
        return fail(problems)
    assert players is not None and rounds is not None and seed is not None
    assert substitutes is not None
    seated = [SeatingPlayer(i) for i in range(players)]
    seated += [SeatingPlayer(players + i, substitute=True) for i in range(substitutes)]
    schedule = generate(seated, rounds, Constraints(teams=teams), seed=seed,
                        time_limit=time_limit, steps=steps)
    json.dump(as_json(schedule), sys.stdout)
    sys.stdout.write("\n")
    return EXIT_OK

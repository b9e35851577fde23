"""`python -m tournament replay GAME.json [--ruleset NAME]`: settle a game record, print JSON.

`replay LOG --from tenhou` does the same for an online game's log (Tenhou mjlog or tenhou.net/6
JSON, `tournament.online_logs`) and sets our payments beside the log's."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

from tournament import strict_json
from tournament.cli import EXIT_OK, fail
from tournament.model import Issue
from tournament.record import hands_past_limit, parse_game
from tournament.rules.presets import PRESETS
from tournament.scoring.game import replay, replay_to_json, resolve_rules


def register(sub: Any) -> None:
    parser = sub.add_parser(
        "replay", help="settle every hand of a game record and print the result as JSON",
        description="Settle every hand of a JSON game record (format in docs/formats.md) and print "
        "each hand's payments, the table state and the final result as JSON.")
    parser.add_argument("game", metavar="GAME.json", help="the game record ('-' for stdin)")
    parser.add_argument("--ruleset", choices=sorted(PRESETS),
                        help="ruleset preset (default: the record's, else ema_rcr; for a log, "
                        "the room's rules read from the log)")
    parser.add_argument("--from", dest="source", choices=["tenhou"],
                        help="GAME is an online game log: a Tenhou mjlog (XML, plain or "
                        "gzip) or a tenhou.net/6 JSON log (Tenhou, or Mahjong Soul converted)")
    parser.add_argument("--accept-differences", action="store_true",
                        help="with --from: print our settlement even where the log's "
                        "payments differ (each difference is said on stderr)")
    parser.set_defaults(handler=run)


# Records and exports nest a few levels deep; anything deeper is refused before it reaches code
# that walks it.
MAX_JSON_DEPTH = 32
# A tournament of 500 players and 20 rounds exports to about 20 MB; a file past this size is
# refused before it is read (a game holds at most record.MAX_HANDS hands).
MAX_JSON_BYTES = 64 * 2**20


def parse_json(text: str, name: str) -> tuple[Any, str | None]:
    """JSON text read by `tournament.strict_json` (no repeated key, which JSON readers
    disagree on: the last one would silently win; no NaN or infinity; no lone surrogate;
    nesting at most MAX_JSON_DEPTH), or the one line saying why not."""
    try:
        # First read plainly (quick): a game past what a game can hold is refused before
        # the slower checks walk its 100,000 hands. What the plain reading cannot read,
        # the strict one below says in words.
        issue = hands_past_limit(json.loads(text))
    except (ValueError, RecursionError):
        issue = None
    if issue is not None:
        return None, f"{name}: {issue.field}: {issue.message}"
    try:
        return strict_json.loads(text, MAX_JSON_DEPTH), None
    except strict_json.JsonRefused as exc:
        return None, f"{name}: {exc}"


def load_json(path: str) -> tuple[Any, str | None]:
    try:
        if path != "-" and Path(path).stat().st_size > MAX_JSON_BYTES:
            size = -(-Path(path).stat().st_size // 2**20)
            return None, (f"{path}: the file is {size:,} MB; a game record or a tournament "
                          f"file is at most {MAX_JSON_BYTES // 2**20} MB")
        text = (sys.stdin.read(MAX_JSON_BYTES + 1) if path == "-"
                else Path(path).read_text(encoding="utf-8"))
        if len(text) > MAX_JSON_BYTES:
            return None, (f"{path}: more than {MAX_JSON_BYTES // 2**20} MB; a game record or a "
                          f"tournament file is at most {MAX_JSON_BYTES // 2**20} MB")
    except OSError as exc:
        return None, f"{path}: cannot read the file ({exc.strerror or exc})"
    except UnicodeDecodeError:
        return None, f"{path}: not a UTF-8 text file"
    return parse_json(text, path)


def read_log_file(path: str) -> tuple[Any, str | None]:
    """An online game log from a file ('-': stdin), read up to its size cap."""
    from tournament.online_logs import LogProblem, read_log_file

    try:
        return read_log_file(path), None
    except LogProblem as exc:
        return None, str(exc)


def compare_log_file(path: str, ruleset: str | None) -> tuple[Any, list[str]]:
    """Read a log and settle it: the comparison, or the lines saying why not."""
    from tournament.online_logs import LogProblem, compare, room_rules

    log, error = read_log_file(path)
    if error:
        return None, [error]
    try:
        rules, notes = room_rules(log, PRESETS[ruleset] if ruleset else None)
    except LogProblem as exc:
        return None, [f"{path}: {exc}"]
    return compare(log, rules, notes), []


def run_log(args: argparse.Namespace) -> int:
    comparison, errors = compare_log_file(args.game, args.ruleset)
    if comparison is None:
        return fail(errors)
    lines = [f"{args.game}: {d.message}" for d in comparison.differences]
    if not comparison.result.ok or (lines and not args.accept_differences):
        return fail(lines)
    # With the log's notes: how its room's rules were read, and how its game ends ("ended":
    # false, with the note, for a log that has no final result).
    json.dump({**replay_to_json(comparison.result), "notes": list(comparison.notes)},
              sys.stdout, indent=2)
    sys.stdout.write("\n")
    for line in lines:
        print(f"differs from the log: {line}", file=sys.stderr)
    return EXIT_OK


def run(args: argparse.Namespace) -> int:
    if args.source:
        return run_log(args)
    if args.accept_differences:
        return fail(["--accept-differences goes with --from (an online game log)"])
    data, error = load_json(args.game)
    if error:
        return fail([error])
    game, issues = parse_game(data)
    if game is None:
        return fail(issues)
    resolved = resolve_rules(game, args.ruleset)
    if resolved.rules is None:
        return fail(resolved.issues + issues)
    result = replay(game.hands, resolved.rules)
    problems: list[Issue] = issues + list(result.issues)
    if problems:
        problems.sort(key=lambda issue: -1 if issue.hand is None else issue.hand)
        return fail(problems)
    json.dump(replay_to_json(result), sys.stdout, indent=2)
    sys.stdout.write("\n")
    return EXIT_OK

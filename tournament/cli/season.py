"""`python -m tournament season SEASONFILE ...`: a club's season (tournament.season,
docs/season.md). Changes to the season file (`--add`, `--db`, `--remove`, `--scoring`,
`--min-events`, `--same`, `--different`) are all checked before any is made: one problem and
none is made, the file is left as it was (exit 2). Then, or when nothing is to change, the
season is shown: a table, `--json`, one `--player`'s history, or `--export` to a file."""

from __future__ import annotations

import argparse
import json
import os
import sys
from pathlib import Path
from typing import Any

from tournament.cli import EXIT_NOT_CONFIRMED, EXIT_OK, fail, guarded

HELP = ("a club's season: its events (tournament files or servers, read and never changed), "
        "a season table by its scoring rule, and a rating over every game")


def register(sub: Any) -> None:
    p = sub.add_parser("season", help=HELP, description=HELP)
    p.add_argument("season_file", metavar="SEASONFILE",
                   help="the season file (e.g. club-2027.rtseason; made by the first --add)")
    p.add_argument("--add", metavar="FILE", action="append", default=[],
                   help="add a tournament file to the season (its check must pass)")
    p.add_argument("--db", metavar="URL", action="append", default=[],
                   help="add a tournament on a PostgreSQL server (postgresql://user@host/db; "
                        "the password is not kept: PGPASSWORD or ~/.pgpass)")
    p.add_argument("--date", metavar="D", help="the date of the event added (YYYY-MM-DD; "
                   "default: the event's start date)")
    p.add_argument("--weight", metavar="W", help="the weight of the event added (default 1; "
                   "total and best:N multiply its totals by it)")
    p.add_argument("--remove", metavar="EVENT", action="append", default=[],
                   help="take an event out of the season (as the season file names it)")
    p.add_argument("--scoring", metavar="RULE",
                   help="total, best:N or placement[:N] (docs/season.md)")
    p.add_argument("--min-events", metavar="K", type=int,
                   help="events a player needs to be ranked (default 1)")
    p.add_argument("--same", metavar="A=B", action="append", default=[],
                   help="the players called A and B are one person (NAME, online name or "
                        "EMA number; NAME@EVENT to name one event's)")
    p.add_argument("--different", metavar="A=B", action="append", default=[],
                   help="the players called A and B are two people")
    p.add_argument("--json", action="store_true",
                   help="print the season as JSON: events, players (place, player, "
                        "ema_number, events, score, rating, games), conflicts")
    p.add_argument("--player", metavar="NAME",
                   help="one player's history: each event's place and total, and the "
                        "rating after it")
    p.add_argument("--export", choices=("csv", "xlsx", "html"),
                   help="write the season table to --out")
    p.add_argument("--out", metavar="PATH", help="the file --export writes")
    p.set_defaults(handler=guarded(run_season))


def _weight(text: str | None) -> tuple[float, list[str]]:
    from tournament.words.numbers import is_decimal

    if text is None:
        return 1.0, []
    if not is_decimal(text.strip()):
        return 1.0, [f"--weight '{text}': not a number"]
    return float(text.strip()), []


def _changes(args: argparse.Namespace) -> bool:
    return bool(args.add or args.db or args.remove or args.scoring is not None
                or args.min_events is not None or args.same or args.different)


def run_season(args: argparse.Namespace) -> int:
    from tournament.season import SeasonFile, compute_season, player_history
    from tournament.season.file import pair_problem

    path = Path(args.season_file)
    problems: list[Any] = []
    if (args.date is not None or args.weight is not None) and \
            len(args.add) + len(args.db) != 1:
        problems.append("--date and --weight go with one --add FILE or --db URL")
    if args.export is not None and not args.out:
        problems.append("--export needs --out PATH")
    if args.out and args.export is None:
        problems.append("--out goes with --export csv|xlsx|html")
    weight, bad = _weight(args.weight)
    problems += bad
    if problems:
        return fail(problems)
    adding = bool(args.add or args.db)
    if path.exists() or not adding:
        season = SeasonFile.load(path)  # (InvalidInput: exit 2, one line)
    else:
        season = SeasonFile.create(path)
    said = []
    for source in [*args.add, *args.db]:
        found = season.add_event(source, args.date, weight)
        problems += found
        if not found:
            said.append(f"added {season.events[-1].source} ({season.events[-1].date})")
    for source in args.remove:
        found = season.remove_event(source)
        problems += found
        if not found:
            said.append(f"removed {source}")
    if args.scoring is not None or args.min_events is not None:
        found = season.set_scoring(args.scoring if args.scoring is not None
                                   else season.scoring, args.min_events)
        problems += found
        if not found:
            said.append(f"scoring {season.scoring}, at least {season.min_events} event(s) "
                        f"to be ranked")
    for option, texts in (("same", args.same), ("different", args.different)):
        for text in texts:
            pair, bad_pair = pair_problem(text, option)
            problems += bad_pair
            if pair is not None:
                found = season.add_pair(option == "same", *pair)
                problems += found
                if not found:
                    said.append(f"{option}: {pair[0]} = {pair[1]}")
    if problems:
        return fail(problems)
    result = compute_season(season)
    own = [p for p in result.problems if p.field in ("same", "different")]
    if own or (result.problems and not _changes(args)):
        # A --same or --different that names no player, or names it wrong: refused, the
        # season file left as it was. Only showing, an event that fails its check is refused
        # too; a change (taking that event out, say) is made, the event named in a warning.
        return fail(own or result.problems)
    if _changes(args):
        season.save()
        try:
            for line in said:
                print(f"{season.path.name}: {line}",
                      file=sys.stderr if _shown(args) else sys.stdout)
            for problem in result.problems:
                print(f"warning: {problem}", file=sys.stderr)
            if not _shown(args):
                sys.stdout.flush()
                return EXIT_OK
            code = _show(args, season, result, player_history)
            sys.stdout.flush()
            return code
        except OSError as exc:
            # Saved: never "nothing changed" (exit 2), whatever failed after it.
            print(f"{season.path}: the change was saved, but {exc.strerror or exc}; "
                  f"`season {season.path}` shows what the season holds", file=sys.stderr)
            return EXIT_NOT_CONFIRMED
    return _show(args, season, result, player_history)


def _shown(args: argparse.Namespace) -> bool:
    return bool(args.json or args.player or args.export)


def _show(args: argparse.Namespace, season: Any, result: Any, player_history: Any) -> int:
    from tournament.season.output import history_text, season_text, write_season

    if args.player is not None:
        history = player_history(result, args.player)
        if history is None:
            from tournament.season.identity import fold

            many = sum(1 for p in result.players if fold(p.player) == fold(args.player))
            return fail([f"--player '{args.player}': {many} players of the season are "
                         f"called so; give the EMA number of the one meant" if many > 1 else
                         f"--player '{args.player}': no player of the season is called so"])
        if args.json:
            _print_json(history.as_json())
        else:
            sys.stdout.write(history_text(history))
        return EXIT_OK
    if args.export is not None:
        problems = _out_problems(season, Path(args.out))
        if problems:
            return fail(problems)
        written = write_season(result, args.export, args.out, season.path.stem)
        print(f"season written to {written}")
        return EXIT_OK
    if args.json:
        _print_json(result.as_json())
    else:
        sys.stdout.write(season_text(result, season))
    return EXIT_OK


def _out_problems(season: Any, out: Path) -> list[Any]:
    """Never the season file, nor one of its events, nor a folder or a tournament."""
    from tournament.storage.outputs import check_output_path

    if out.exists() and out.resolve() == season.path.resolve():
        return [f"--out {out}: that is the season file"]
    for event in season.events:
        where = season.where(event)
        if "://" not in where and out.exists() and Path(where).exists() \
                and out.resolve() == Path(where).resolve():
            return [f"--out {out}: that is an event of the season"]
    return list(check_output_path(None, out))


def _print_json(value: Any) -> None:
    json.dump(value, sys.stdout, ensure_ascii=False, indent=2)
    sys.stdout.write("\n")


def season_board(where: str, served: str) -> Any:
    """The live page's season table (`tournament.web.season.SeasonBoard`) over the season
    file `where`: read now (a bad file raises InvalidInput: exit 2, one line), and again,
    with its events, whenever it or one of its events' files changed (their sizes and
    times: `stamp`) or the served tournament changed."""
    from tournament.errors import InvalidInput
    from tournament.issue_codes import IssueCode
    from tournament.model import Issue
    from tournament.season import SeasonFile, compute_season
    from tournament.web.season import SeasonBoard

    path = Path(where)
    if not path.is_file():
        raise InvalidInput([Issue(IssueCode.FAILED, None, "season",
                                  f"--season: {where} is not a season file (no such file)")])
    season = SeasonFile.load(path)
    if season.find(served) is None:  # (a path from here, or a URL, as the season writes it)
        print(f"warning: {served} is not an event of the season {where} (add it: python -m "
              f"tournament season {where} --add {served})", file=sys.stderr)
    sources = [season.where(event) for event in season.events]

    def stamp() -> tuple[object, ...]:
        seen: list[object] = []
        for name in (str(path), *sources):
            try:
                info = os.stat(name)
            except OSError:
                seen.append((name, None))
            else:
                seen.append((name, info.st_mtime_ns, info.st_size))
        return tuple(seen)

    def compute() -> dict[str, Any]:
        fresh = SeasonFile.load(path)
        sources[:] = [fresh.where(event) for event in fresh.events]
        result = compute_season(fresh)
        table: dict[str, Any] = result.as_json()
        # The conflicts as data too, for the page to word them in its reader's language.
        table["conflict_words"] = [{"message": c.message, "params": dict(c.params)}
                                   for c in result.conflicts]
        # The events that are not counted (their file gone, a failed check), with why; not
        # what a failed check found (which facts were edited: the organiser's to read with
        # `check`, not the players' page's, which says as much of the served tournament).
        table["uncounted"] = [_public(p) for p in result.problems if p.field == "event"]
        return table

    return SeasonBoard(compute, stamp)


def _public(problem: Any) -> dict[str, Any]:
    """An event's problem as the live page may show it: its code, its sentence and its
    parameters, without the check's findings."""
    from tournament.model import Issue
    from tournament.words.issues import event_problem_text, issue_text

    shown = Issue(problem.code, problem.hand, problem.field, problem.message,
                  {k: v for k, v in problem.params.items() if k != "problems"})
    if "problems" in problem.params:  # (the core's sentence names the findings too)
        shown = Issue(shown.code, shown.hand, shown.field,
                      event_problem_text(shown, issue_text(shown, "en")), shown.params)
    return {"code": shown.code.value, "message": shown.message, "params": dict(shown.params)}

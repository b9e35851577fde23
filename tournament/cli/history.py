"""Commands on what the file holds over time: log (or audit, its older name) and copy."""

from __future__ import annotations

import argparse
import json
import sys
from typing import TYPE_CHECKING, Any

from tournament.cli import (
    AUDIT_HELP,
    EXIT_OK,
    LOG_HELP,
    changed,
    fail,
    open_tournament,
    untrusted,
)
from tournament.cli.options import command

if TYPE_CHECKING:
    from tournament.service import Tournament


def register(sub: Any) -> None:
    for name, text in (("log", LOG_HELP), ("audit", AUDIT_HELP)):
        p = command(sub, name, run_log, text)
        p.add_argument("--round", type=int, metavar="K", help="round K only")
        p.add_argument("--json", action="store_true", help="print it as JSON: a list of "
                       "{\"at\", \"who\", \"round\", \"table\", \"action\", \"detail\", "
                       "\"state\"} (state: null for an organiser action)")

    p = command(sub, "copy", run_copy, "save a copy of a tournament under a new name (SQLite's "
                "backup API: every saved change, one self-contained file); also turns a "
                "backup into a tournament you can go on with",
                "the tournament file (or a backup)")
    p.add_argument("out", metavar="OUT", help="the new file (must not exist)")


# Who wrote a hand-log entry (station, person, database user): shown by `log`, not a key of
# its JSON.
BY = "_by"


def _by(station: str, person: str, user: str) -> str:
    """"  (at Desk 2, Anna; database user riichi_station)" for a hand-log entry."""
    parts = ", ".join(p for p in (station, person) if p)
    if user:
        parts += f"{'; ' if parts else ''}database user {user}"
    return f"  ({'at ' if station else ''}{parts})" if parts else ""


def history(t: Tournament, round: int | None = None) -> list[dict[str, Any]]:
    """Every hand log entry and every organiser action, in time order (the `log` format)."""
    out: list[dict[str, Any]] = []
    for entry in t.approvals.audit():
        if round is not None and entry.round != round:
            continue
        # (An organiser action has no state: it is never undone, only followed by another.)
        out.append({"at": entry.at, "who": entry.who, "round": entry.round,
                    "table": entry.table, "action": entry.action, "detail": entry.detail,
                    "state": None})
    for info in t.rounds.all():
        if round is not None and info.number != round:
            continue
        for seating in t.rounds.seating(info.number):
            writers = t.tables.log_writers(info.number, seating.table)
            for line in t.tables.view(info.number, seating.table).log:
                e = line.entry
                what = e.kind.value if e.target is None else f"{e.kind.value} hand {e.target}"
                detail = e.payload_json or ""
                if e.why:
                    detail = f"{detail} ({e.why})" if detail else e.why
                out.append({"at": e.at, "who": e.who, "round": info.number,
                            "table": seating.table, "action": what,
                            "detail": detail, "state": line.state.value,
                            BY: writers.get(e.seq, ("", "", ""))})
    out.sort(key=lambda item: item["at"])
    return out


def run_log(args: argparse.Namespace) -> int:
    with open_tournament(args.file) as t:
        problem = untrusted(t.ledger.quick_check(), args.file)
        if problem is not None:
            print(f"warning: {problem}", file=sys.stderr)
        if args.round is not None and not 1 <= args.round <= t.settings.rounds:
            return fail([f"round: the tournament has {t.settings.rounds} rounds; there is no "
                         f"round {args.round}"])
        items = history(t, args.round)
        if args.json:
            json.dump([{k: v for k, v in item.items() if k != BY} for item in items],
                      sys.stdout, ensure_ascii=False, indent=1)
            sys.stdout.write("\n")
            return EXIT_OK
        for item in items:
            where = " ".join(f"{k} {item[k]}" for k in ("round", "table")
                             if item[k] is not None)
            state = f" [{item['state']}]" if item.get("state") not in (None, "applied") else ""
            print(f"{item['at']}  {item['who'] or '-'}  {where + '  ' if where else ''}"
                  f"{item['action']}{state}{'  ' + item['detail'] if item['detail'] else ''}"
                  f"{_by(*item.get(BY, ('', '', '')))}")
    return EXIT_OK


def run_copy(args: argparse.Namespace) -> int:
    with open_tournament(args.file, read_only=True) as t:
        out = t.copy_to(args.out)
        changed(args)
        print(f"{out}: a copy of {t.path.name} ({t.settings.name}), {len(t.players.all())} "
              f"players, {len(t.rounds.all())} rounds seated")
    return EXIT_OK

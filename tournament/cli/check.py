"""`python -m tournament check FILE [--repair] [--head HEAD]`: every table's log folded again
and compared with the summary kept with it (the standings are computed from those
summaries), every fact against the ledger's chain, and with `--head` the ledger against a
head printed or saved earlier (a rewrite of the whole ledger no longer holds it)."""

from __future__ import annotations

import argparse
import json
import os
import re
import sys
from pathlib import Path
from typing import Any

from tournament.cli import (
    EXIT_OK,
    PASSWORD_ENV,
    changed,
    fail,
    guarded,
    organiser_password,
    station_options,
)
from tournament.issue_codes import IssueCode


def register(sub: Any) -> None:
    text = ("replay every table's hand log and compare it with the results stored with it "
            "(the standings are computed from those), and check every fact the results rest "
            "on against the ledger's tamper-evident chain")
    p = sub.add_parser("check", help=text, description=text)
    p.add_argument("file", metavar="FILE", help="the tournament file")
    p.add_argument("--repair", action="store_true",
                   help="replace the stored summaries that differ by the replay")
    p.add_argument("--head", metavar="HEAD",
                   help="a head of the ledger printed or saved earlier: the fingerprint on "
                        "printed standings (3f2a-9c1d-0e4b), a whole hash, or a round "
                        "backup or JSON export (its head is read from it); the ledger must "
                        "still hold it")
    p.add_argument("--json", action="store_true",
                   help="print the outcome as JSON: tables, repaired (the messages of the "
                        "tables repaired), ledger (seq, hash, counter, since, fingerprint, "
                        "start; null without a ledger), held (the link --head names: head, "
                        "seq, counter, at; else null); a check that fails prints no JSON and "
                        "exits 2 as without --json")
    p.set_defaults(handler=guarded(run_check))


def _head(value: str) -> tuple[str | None, str]:
    """(the hash or its start, what to call it) of --head; (None, why) when it is none."""
    path = Path(value)
    if path.is_file():
        if path.suffix.lower() == ".json":
            from tournament import strict_json

            try:
                # An export read as any JSON from outside is (duplicate keys, NaN, depth).
                data = strict_json.loads(path.read_text(encoding="utf-8"), max_depth=64)
                found = data["ledger"]["hash"]
            except (OSError, ValueError, KeyError, TypeError):
                return None, f"{path} is not an export that carries the ledger's head"
            return (str(found), f"the head in {path.name}") if isinstance(found, str) \
                else (None, f"{path} is not an export that carries the ledger's head")
        from tournament.errors import StoreError
        from tournament.service import Tournament

        try:
            with Tournament.open(path, read_only=True) as saved:
                head = saved.ledger.head()
        except StoreError as exc:
            return None, str(exc)
        if head is None:
            return None, f"{path} has no ledger"
        # A whole file: compared fact by fact (`storage.anchor`), its path kept.
        return f"file:{path}", f"the head of {path.name} ({head.fingerprint})"
    text = value.strip().lower().replace("-", "")
    if not re.fullmatch(r"[0-9a-f]{12,64}", text):
        return None, (f"'{value}' is neither a fingerprint (like 3f2a-9c1d-0e4b), a hash nor "
                      f"a backup or export file")
    return text, f"head {value.strip()}"


def _unlock(t: Any, notes: list[str]) -> Any:
    """The organiser password for the signatures (from the environment, else asked at a
    terminal): None when given and right, or not given (a note says so); the problem when it
    does not open the tournament."""
    from tournament.model import Issue

    if not t.settings.has_password and os.environ.get(PASSWORD_ENV):
        notes.append("an organiser password was given, but this tournament has none: if it "
                     "had one, it was taken away behind the app's back (and its ledger "
                     "rewritten), or this is another tournament")
    if not t.settings.has_password or t.role.value != "organiser" or t.setup.signing:
        return None
    password = organiser_password("Organiser password (to check the signatures): ")
    if not password:
        return None
    if not t.setup.check_password(password):
        return Issue(IssueCode.BAD_PASSWORD, None, "password", (
            "the organiser password given does not open this tournament's signatures: it is "
            "not the organiser password, or the password was replaced behind the app's back; "
            "nothing could be verified"))
    return None


def _signature_notes(t: Any, report: Any) -> list[str]:
    """What the check of the signatures could not say."""
    if report is None:
        return []
    notes = list(report.notes)
    if report.unverified:
        notes.append(f"the organiser's {report.unverified} signed change(s) since "
                     f"{str(report.since)[:16].replace('T', ' ')} UTC were not verified: the "
                     f"organiser password was not given (${PASSWORD_ENV}, or typed at a "
                     f"terminal)")
    return notes


def _not_repaired(problem: Any) -> bool:
    """What `--repair` never mends: a damaged file, and the ledger's findings (facts changed
    behind the app's back: restore a backup, or find out who did it), but a table's stored
    result, which is made again from its log."""
    return problem.code == IssueCode.FILE_DAMAGED or (
        problem.field == "ledger"
        and not str(problem.params.get("item", "")).startswith("table_states:"))


def _print_since(since: Any) -> None:
    """What changed since the head (the organiser's facts each, hands and results counted)."""
    counted: dict[str, int] = {}
    shown = []
    for item, what in since.changed:
        kind = item.split(":", 1)[0]
        if kind in ("hand_log", "table_states"):
            counted[kind] = counted.get(kind, 0) + 1
        else:
            shown.append(what)
    print(f"since then: {len(since.changed)} change(s) of facts"
          + (f", {counted.get('hand_log', 0)} hand log entries and "
             f"{counted.get('table_states', 0)} table results among them" if counted else ""))
    for what in shown:
        print(f"  {what}")
    if since.unverified:
        print(f"note: {since.unverified} signed change(s) since then were not verified (no "
              f"organiser password given)", file=sys.stderr)


def run_check(args: argparse.Namespace) -> int:
    from tournament.model import Issue
    from tournament.service import Tournament

    wanted, called = _head(args.head) if args.head is not None else (None, "")
    if args.head is not None and wanted is None:
        return fail([Issue(IssueCode.BAD_HEAD, None, "head", called)])
    # On a server, only read unless repairing: a check there needs no organiser password
    # (an attacker who replaced its hash must not keep the check from saying so). A file is
    # opened as every command opens it (a file of an older format is upgraded first).
    from tournament.storage.target import ServerTarget

    notes: list[str] = []
    with Tournament.open(args.file, read_only=isinstance(args.file, ServerTarget)
                         and not args.repair, **station_options(args.file)) as t:
        tables = sum(len(t.rounds.seating(r.number)) for r in t.rounds.all())
        signed = _unlock(t, notes)
        if signed is not None:
            return fail([signed])
        if args.repair and t.settings.has_password and not t.setup.signing:
            return fail([Issue(IssueCode.PASSWORD_NEEDED, None, "password", (
                "this tournament has an organiser password: --repair writes the stored "
                f"results again only with it (${PASSWORD_ENV}, or typed at a terminal), "
                "after its signatures were checked; nothing was repaired"))])
        problems = t.ledger.check(repair=args.repair)
        head = t.ledger.head()
        since = None
        if wanted is not None:
            since = (t.ledger.since(saved=Path(wanted[5:])) if wanted.startswith("file:")
                     else t.ledger.since(wanted))
        held = since.held if since is not None else None
        report = t.ledger.last.signatures if t.ledger.last is not None else None
    if wanted is not None and held is None:
        # Rewritten since that head was printed or saved: every hash of the ledger is new.
        problems = [*problems, Issue(IssueCode.LEDGER_REWRITTEN, None, "ledger", (
            f"the ledger no longer holds {called}: it was rewritten behind the app's back "
            f"since that head was printed or saved"))]
    elif since is not None:
        # Held, but a fact of a round approved then changed without the organiser.
        problems = [*problems, *(Issue(code, None, "ledger", text)
                                 for code, text in since.problems)]
    # What the ledger finds is never repaired: the facts were changed behind the app's back
    # (restore a backup, or find out who did it).
    if problems and (not args.repair or any(_not_repaired(p) for p in problems)):
        return fail(problems)
    if problems:
        # Repaired and saved: should printing it fail (a closed pipe), exit 3 says so. (A
        # table's result the ledger no longer matched is one of the tables repaired.)
        changed(args)
        problems = [p for p in problems if p.field != "ledger"]
    if args.json:
        json.dump({
            "tables": tables,
            "repaired": [p.message for p in problems],
            "ledger": None if head is None else {**head.to_json(), "start": head.start},
            "held": None if held is None else {"head": called, "seq": held.seq,
                                               "counter": held.counter, "at": held.at},
        }, sys.stdout, ensure_ascii=False, indent=2)
        sys.stdout.write("\n")
        return EXIT_OK
    for note in notes:
        print(f"note: {note}", file=sys.stderr)
    if problems:
        print(f"{args.file}: {len(problems)} table(s) repaired from their logs:")
        for problem in problems:
            print(f"  {problem.message}")
    else:
        print(f"{args.file}: {tables} tables checked; every stored result agrees with its "
              f"hand log")
    for note in _signature_notes(t, report):
        print(f"signatures: {note}")
    if report is not None and report.signed and not report.unverified:
        print(f"signatures: the organiser's {report.signed} signed change(s) since "
              f"{str(report.since)[:16].replace('T', ' ')} UTC match the organiser password")
    if head is not None:
        print(f"ledger: every fact matches its chain of {head.seq} links, which holds since "
              f"{head.since[:16].replace('T', ' ')} UTC ({head.start}); head "
              f"{head.fingerprint} at change {head.counter}")
    if held is not None:
        print(f"ledger: it still holds {called} (link {held.seq}, change {held.counter}, "
              f"{held.at[:16].replace('T', ' ')} UTC)")
    if since is not None and since.changed:
        _print_since(since)
    return EXIT_OK

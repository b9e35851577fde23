"""Entering a hand: a draft as a form has it so far -> the record, its payments, the problems.

A hand entry form (the desk's hand dialog) is filled in a piece at a time. At every change it
hands the core a `HandDraft` (typed values, `None` for what is not chosen yet) and gets back
one `EntryCheck`: what is still to be chosen (code `choose`, or `missing_reason` for a
correction), every problem the scoring core finds, and, once there is none, the `HandRecord`
and its settled `HandResult` on the table's state, for the payments preview. The form only
builds the draft and puts each problem next to the field it names (`Issue.field` is a path
in the record: `wins[0].fu`, `riichi`...). The service checks the record again when it is
submitted (the table may have changed meanwhile); nothing here writes.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from tournament.issue_codes import IssueCode
from tournament.model import (
    AbortiveKind,
    HandRecord,
    HandResult,
    Issue,
    Outcome,
    TableState,
    Win,
)
from tournament.rules.points import han_fu_problem
from tournament.rules.ruleset import Ruleset
from tournament.scoring.settle import settle_hand
from tournament.scoring.validate import validate_hand

# Problems that say something is still to be filled in (shown as hints, not errors).
HINT_CODES = frozenset({"choose", "missing_reason"})


@dataclass(frozen=True, slots=True)
class WinDraft:
    """One winner as the form has it: who (None until chosen), the win's value (None while
    its input is incomplete) and the liable seat of a yakuman. `value` is a `Win` whose value
    fields count (han, fu, yakuman and the optional yaku detail); its seats are set from the
    draft."""

    winner: int | None
    value: Win | None
    pao: int | None = None


@dataclass(frozen=True, slots=True)
class HandDraft:
    outcome: Outcome
    riichi: tuple[int, ...] = ()
    loser: int | None = None  # a ron's discarder: one for every winner
    wins: tuple[WinDraft, ...] = ()
    tenpai: tuple[int, ...] = ()
    abortive_kind: AbortiveKind | None = None
    nagashi_mangan_seats: tuple[int, ...] = ()
    offender: int | None = None
    last_hand: bool = False
    note: str = ""
    reason: str | None = None  # a correction's reason; None: the form does not ask for one


@dataclass(frozen=True, slots=True)
class EntryCheck:
    record: HandRecord | None  # None while anything is missing or wrong
    # The record settled on the table's state: the preview (also while only a correction's
    # reason is missing).
    result: HandResult | None
    issues: tuple[Issue, ...]

    @property
    def hints(self) -> tuple[Issue, ...]:
        return tuple(i for i in self.issues if i.code in HINT_CODES)

    @property
    def errors(self) -> tuple[Issue, ...]:
        return tuple(i for i in self.issues if i.code not in HINT_CODES)


def _choose(index: int, field: str, what: str, message: str) -> Issue:
    return Issue(IssueCode.CHOOSE, index, field, message, {"variant": what})


def check_entry(draft: HandDraft, state: TableState, rules: Ruleset,
                index: int) -> EntryCheck:
    """Check a draft as hand `index` of a table now at `state`."""
    outcome = draft.outcome
    hints: list[Issue] = []
    early: list[Issue] = []  # problems worth showing while the form is incomplete
    if outcome is Outcome.RON and draft.loser is None:
        hints.append(_choose(index, "wins[0].loser", "discarder",
                             "choose who discarded the winning tile"))
    if outcome.is_win:
        tsumo = outcome is Outcome.TSUMO
        for i, win in enumerate(draft.wins):
            if win.winner is None:
                hints.append(_choose(index, f"wins[{i}].winner", "winner", "choose the winner"))
            if win.value is None:
                hints.append(_choose(index, f"wins[{i}]", "value",
                                     "finish this winner's hand"))
            else:
                v = win.value
                problem = han_fu_problem(v.han, v.fu, v.yakuman, tsumo, rules)
                if problem is not None:
                    early.append(Issue(problem.code, index, f"wins[{i}].{problem.field}",
                                       problem.message, problem.params))
    if outcome is Outcome.ABORTIVE_DRAW and draft.abortive_kind is None:
        hints.append(_choose(index, "abortive_kind", "abortive_kind",
                             "choose which abortive draw it was"))
    if outcome is Outcome.CHOMBO and draft.offender is None:
        hints.append(_choose(index, "offender", "offender",
                             "choose who committed the chombo"))
    if hints:
        return EntryCheck(None, None, tuple(hints + early))

    record = to_record(draft)
    issues = validate_hand(record, state, rules, index)
    if issues:
        return EntryCheck(None, None, tuple(issues))
    result = settle_hand(state, record, rules, index)
    if draft.reason is not None and not draft.reason.strip():
        # A correction without its reason cannot be saved, but what it would pay is shown
        # meanwhile: the referee sees the effect of the new han/fu before writing why.
        return EntryCheck(None, result, (Issue(
            IssueCode.MISSING_REASON, index, "reason",
            "say why the hand is corrected: the reason is kept in the log"),))
    return EntryCheck(record, result, ())


def to_record(draft: HandDraft) -> HandRecord:
    """The record a complete draft describes (fields that do not belong to its outcome are
    left out, as the record format wants)."""
    outcome = draft.outcome
    wins: tuple[Win, ...] = ()
    if outcome.is_win:
        loser = draft.loser if outcome is Outcome.RON else None
        wins = tuple(
            replace(w.value, winner=w.winner, loser=loser,
                    pao=w.pao if w.value.yakuman else None)
            for w in draft.wins if w.value is not None and w.winner is not None)
    draws = outcome in (Outcome.EXHAUSTIVE_DRAW, Outcome.NAGASHI_MANGAN)
    return HandRecord(
        outcome=outcome,
        riichi=() if outcome is Outcome.CHOMBO else tuple(sorted(draft.riichi)),
        wins=wins,
        tenpai=tuple(sorted(draft.tenpai)) if draws else (),
        abortive_kind=draft.abortive_kind if outcome is Outcome.ABORTIVE_DRAW else None,
        nagashi_mangan_seats=(tuple(sorted(draft.nagashi_mangan_seats))
                              if outcome is Outcome.NAGASHI_MANGAN else ()),
        offender=draft.offender if outcome is Outcome.CHOMBO else None,
        last_hand=draft.last_hand and outcome is not Outcome.CHOMBO,
        note=draft.note.strip(),
    )


def to_draft(record: HandRecord, reason: str | None = None) -> HandDraft:
    """A recorded hand as a draft (a correction starts from it)."""
    return HandDraft(
        outcome=record.outcome, riichi=record.riichi,
        loser=record.wins[0].loser if record.wins else None,
        wins=tuple(WinDraft(w.winner, w, w.pao) for w in record.wins),
        tenpai=record.tenpai, abortive_kind=record.abortive_kind,
        nagashi_mangan_seats=record.nagashi_mangan_seats, offender=record.offender,
        last_hand=record.last_hand, note=record.note, reason=reason)

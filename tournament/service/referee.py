"""A table calls a referee; the organiser hides the last rounds' standings from the players.

Referee calls: a table (from its phone, or a desk for it) calls with a reason (question,
dispute, time, other); the call stays open until a desk closes it, once the referee went.
A call changes no result, so it is no ledger fact; like the round clock's events it is its
own trail (when, from where, who closed it and when), written through the writer as one
change (`Changes.calls`), and on a server only through its functions, so a referee
station or a phone writes no row itself. One open call per table (a second call of the table
is answered the open one) and at most `CALLS_PER_TABLE` calls of a table in `CALL_WINDOW`
seconds: the same rules in the writer and in the server's function, so they hold whichever
program writes.

Hidden standings: from round R on, the players' screens (the live page, `/api/standings`, the
projector's standings, the phones) show the standings after round R-1 at most, and say so;
the desk, the prints and the exports see everything. An organiser setting, part of the
settings (a ledger fact, signed with the organiser password when there is one).
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

from tournament.issue_codes import IssueCode
from tournament.model import Issue
from tournament.organisation import CALL_WINDOW, CALLS_PER_TABLE, REFEREE_REASONS, RefereeCall
from tournament.service.arguments import issue, refuse
from tournament.service.conflicts import conflicting
from tournament.service.values import Changes
from tournament.storage import day

if TYPE_CHECKING:
    from tournament.service.facade import Tournament


class RefereePart:
    def __init__(self, t: Tournament) -> None:
        self._t = t
        # The open referee calls, read when first asked (the live page's reader never asks:
        # its database role may not read them) and again after a change of them.
        self._open: tuple[RefereeCall, ...] | None = None

    def _read(self, s: Any) -> None:
        self._open = None

    def _forget(self) -> None:
        self._open = None

    # -- calls ------------------------------------------------------------------------------
    def calls(self, *, open_only: bool = True) -> tuple[RefereeCall, ...]:
        """The tables' calls, oldest first: the open ones (what a desk shows), or every one."""
        if not open_only:
            with self._t._store.reading() as s:
                return tuple(day.referee_calls(s, open_only=False))
        if self._open is None:
            with self._t._store.reading() as s:
                self._open = tuple(day.referee_calls(s))
        return self._open

    def open_call(self, round: int, table: int) -> RefereeCall | None:
        """The table's open call (None: none)."""
        return next((c for c in self.calls() if (c.round, c.table) == (round, table)),
                    None)

    def call(self, round: int, table: int, reason: str, *, who: str = ""
             ) -> tuple[RefereeCall, bool, Changes]:
        """A call for a referee at a table of the current round. Returns the call, whether
        it was made now (False: the table's open call, which answers it), and what changed.
        Refused (InvalidInput, nothing written): a reason that is not one of
        `REFEREE_REASONS` (`bad_reason`), no such table, a round that is not the current one,
        `too_many_calls` (`params["wait"]`: the seconds until the table may call again)."""
        if reason not in REFEREE_REASONS:
            raise refuse(issue(IssueCode.BAD_REASON, "reason", f"reason: one of "
                               f"{', '.join(REFEREE_REASONS)}, not {str(reason)[:40]!r}",
                               reasons=", ".join(REFEREE_REASONS)))
        self._t._seating(round, table)
        if round != self._t.rounds.current:
            raise refuse(_not_current(round, table, self._t.rounds.current))
        changes = Changes(calls=True)
        self._t._may_change(changes, None, who)
        given = self._t._given_id
        commit = self._t._commit_context(given)
        with self._t._refused_elsewhere(changes, given):
            with self._t._store.appending() as w:
                answer = w.call_referee(commit, round, table, reason, changes.to_json(),
                                        lambda lines: conflicting(changes, lines),
                                        self._t._store.announcer())
        self._open = None
        if answer.refused == "too_many_calls":
            minutes = max(1, round_up(answer.wait, 60))
            raise refuse(issue(IssueCode.TOO_MANY_CALLS, "table", f"table {table} called a "
                               f"referee {CALLS_PER_TABLE} times in the last "
                               f"{CALL_WINDOW // 60} minutes: call again in {minutes} "
                               f"minute(s), or go to the desk", round=round, table=table,
                               wait=answer.wait, most=CALLS_PER_TABLE,
                               minutes=CALL_WINDOW // 60))
        if answer.refused:  # (the round moved on since it was read)
            raise refuse(_not_current(round, table, self._t.rounds.current))
        if answer.made:
            done = self._t._committed(answer.counter, answer.others, changes, None)
        else:
            done = Changes()
        assert answer.call is not None
        call = next((c for c in self.calls() if c.id == answer.call), None)
        if call is None:  # (closed meanwhile by another station: read it whole)
            call = next(c for c in self.calls(open_only=False) if c.id == answer.call)
        return call, answer.made, done

    def close_call(self, call: int, *, who: str = "") -> Changes:
        """Close an open call (the referee went). Refused (`no_such_call`) when there is no
        open call with this number; any station may close one."""
        if isinstance(call, bool) or not isinstance(call, int):
            raise refuse(_no_such_call(call))
        changes = Changes(calls=True)
        self._t._may_change(changes, None, who)
        given = self._t._given_id
        commit = self._t._commit_context(given)
        with self._t._refused_elsewhere(changes, given):
            with self._t._store.appending() as w:
                answer = w.close_referee_call(commit, call, who.strip(), changes.to_json(),
                                              lambda lines: conflicting(changes, lines),
                                              self._t._store.announcer())
        self._open = None
        if not answer.made:
            raise refuse(_no_such_call(call))
        return self._t._committed(answer.counter, answer.others, changes, None)

    # -- standings hidden from the players --------------------------------------------------
    def hide_standings(self, from_round: int | None, *, who: str = "") -> Changes:
        """Hide the standings from the players from round `from_round` on (None: show them
        all again). Organiser only, an audit line; signed like every organiser change."""
        if from_round is not None and (isinstance(from_round, bool)
                                       or not isinstance(from_round, int)
                                       or not 1 <= from_round <= self._t._settings.rounds):
            raise refuse(issue(IssueCode.BAD_ROUND, "from_round", f"--from-round: a round from 1 "
                               f"to {self._t._settings.rounds}, not {from_round!r}",
                               rounds=self._t._settings.rounds))
        if from_round == self._t._settings.hide_from_round:
            return Changes()
        _, changes = self._t._commit(
            lambda s: s.write.update_settings(hide_from_round=from_round),
            Changes(settings=True, standings=True),
            audit="hide_standings" if from_round is not None else "show_standings", who=who,
            detail=(f"standings hidden from the players from round {from_round}"
                    if from_round is not None else "standings shown to the players"))
        self._t._settings = replace(self._t._settings, hide_from_round=from_round)
        return changes

    def players_round(self) -> int | None:
        """The last round whose standings the players may see (None: every round; 0: none
        yet, the first round being hidden)."""
        hidden = self._t._settings.hide_from_round
        return None if hidden is None else hidden - 1


def round_up(value: int, step: int) -> int:
    return -(-value // step)


def _not_current(round: int, table: int, current: int | None) -> Issue:
    return issue(IssueCode.NOT_CURRENT_ROUND, "round", f"round {round} is not the current round "
                 f"({current}): a referee is called from a table that plays", round=round,
                 table=table)


def _no_such_call(call: object) -> Issue:
    return issue(IssueCode.NO_SUCH_CALL, "call", f"there is no open referee call {call!r}"[:120],
                 call=str(call)[:20])


__all__ = ["RefereePart"]

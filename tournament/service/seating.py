"""Rounds and seating: seat a round with the seating engine, or store one typed in.

The engine plans the whole tournament once, when the first round is seated, and the plan is
stored; each later round is the plan's next one while the rounds played are the plan's and
the same players are there, which takes no search at all. A drop-out, a late arrival or a
round changed by hand makes the engine plan the rounds still to come again around the rounds
played, and that plan is stored in turn (`tournament.seating.plan.seat_next`). Players are
the engine's ids as they are the file's, so a stored plan stays readable.

Seating with the engine is three steps, so that a front end can keep the file free while the
engine thinks: `draw` reads what the engine needs (on the database worker) and
returns a `SeatingDraw`, pure data; `SeatingDraw.run()` is the search (CPU only, no file: any
thread); `store_draw` writes the tables and the plan, refusing them if the players or the
earlier rounds changed meanwhile. `seat` and `reseat` do the three in a row.

Which seed a seating uses is decided here, not by the front ends: the first seating plans
with seed 0 (unless one is given) and every later round follows that plan; seating a round
again, or re-seating the rounds still to come after a change of players, plans anew with a new
seed.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

from tournament.issue_codes import IssueCode
from tournament.model import Issue
from tournament.organisation import RoundInfo, TableSeating
from tournament.players.roster import Player, PlayerDraft, PlayerStatus
from tournament.seating import Schedule, SeatingPlayer, seat_next
from tournament.service.arguments import (
    SUBSTITUTE,
    check_rounds,
    issue,
    refuse,
    substitute_drafts,
)
from tournament.service.base import PlayerRef
from tournament.service.values import Changes
from tournament.storage import Transaction, repo

if TYPE_CHECKING:
    from tournament.service.facade import Tournament

Table4 = tuple[int, int, int, int]
Tables = tuple[tuple[int, ...], ...]  # one round: its tables, each East to North


@dataclass(frozen=True, slots=True)
class SeatingDraw:
    """Everything the seating engine needs to seat some rounds: pure data, any thread.

    Players are their tournament ids; the substitutes still to be added (`new_substitutes`)
    have the ids of `placeholders` until `store_draw` adds them.
    """

    rounds: tuple[int, ...]  # the rounds to seat, in order
    seed: int
    total_rounds: int
    players: tuple[SeatingPlayer, ...]
    history: tuple[Tables, ...]  # earlier seated rounds
    # Rounds between the first and the last to seat that stay as they are.
    fixed: tuple[tuple[int, Tables], ...]
    plan: Mapping[str, Any] | None  # the stored plan to follow (None: plan anew)
    new_substitutes: tuple[PlayerDraft, ...]
    placeholders: tuple[int, ...]
    basis: tuple[object, ...]  # what the draw was read from (store_draw checks it)
    time_limit: float = 10.0

    def run(self) -> SeatingResult:
        """Each round's tables (East to North), each round seeing the ones drawn before it,
        and the plan to store when one was made."""
        history = [list(r) for r in self.history]
        fixed = dict(self.fixed)
        plan = None
        if self.plan is not None:
            try:
                plan = Schedule.from_json(self.plan)
            except ValueError:
                plan = None  # an unreadable plan is made again
        made = None
        out = []
        for number in range(self.rounds[0], self.rounds[-1] + 1):
            if number in fixed:
                history.append(list(fixed[number]))
                continue
            step = seat_next(plan, history, self.players, self.total_rounds, seed=self.seed,
                             time_limit=self.time_limit)
            if step.replanned:
                made = step.plan
            plan = step.plan
            drawn = tuple((t[0], t[1], t[2], t[3]) for t in step.round)
            out.append(drawn)
            history.append(list(drawn))
        return SeatingResult(tuple(out), None if made is None else made.to_json())


@dataclass(frozen=True, slots=True)
class SeatingResult:
    tables: tuple[tuple[Table4, ...], ...]  # per round of the draw
    plan: dict[str, Any] | None  # a new plan to store (None: the stored one was followed)


class RoundsPart:
    def __init__(self, t: Tournament) -> None:
        self._t = t

    def all(self) -> tuple[RoundInfo, ...]:
        return tuple(self._t._rounds[n] for n in sorted(self._t._rounds))

    @property
    def current(self) -> int | None:
        """The highest seated round (None before the first seating)."""
        return max(self._t._rounds, default=None)

    def seating(self, round: int) -> tuple[TableSeating, ...]:
        return tuple(self._t._tables[k] for k in sorted(self._t._tables) if k[0] == round)

    def _check_reseat(self, round: int) -> list[Issue]:
        issues = check_rounds(round, self._t._settings.rounds, field="round")
        tables = self.seating(round)
        if any(t.locked for t in tables):
            issues.append(issue(IssueCode.ROUND_LOCKED, "round",
                                f"round {round} is approved (locked); its seating cannot "
                                f"change", round=round))
        elif any(self._t._summary(t).seq for t in tables):
            issues.append(issue(IssueCode.ROUND_PLAYED, "round",
                                f"round {round} already has recorded games; its seating "
                                f"cannot change", round=round))
        return issues

    def unplayed(self) -> tuple[int, ...]:
        """Seated rounds with no game recorded and no table locked: the ones a late arrival
        or a drop-out re-seats (not the rounds of a final, which seat the finalists only)."""
        return tuple(info.number for info in self.all()
                     if all(not self._t._summary(t).seq and not t.locked
                            for t in self.seating(info.number))
                     and not self._t.final.is_final_round(info.number))

    def _basis(self) -> tuple[object, ...]:
        seated = tuple(sorted((k, t.players) for k, t in self._t._tables.items()))
        people = tuple(sorted((p.id, p.status.value, p.team) for p in self._t._players.values()))
        return seated, people, tuple(sorted(self._t.penalties.disqualified()))

    def draw(self, rounds: Sequence[int], seed: int | None = None,
             time_limit: float = 10.0, substitute_name: str = SUBSTITUTE
             ) -> SeatingDraw:
        """What the engine needs to seat `rounds` (in order). Raises InvalidInput.

        Seated: active players, and as many substitutes as make the count a multiple of
        four (new "Substitute N" players are added when there are not enough;
        `substitute_name` words them in another language). The engine
        keeps teammates apart, avoids pairs who met in earlier rounds (planning the rounds
        still to come) and balances seat winds; `time_limit` bounds its search in seconds.
        """
        rounds = tuple(sorted(set(rounds)))
        issues: list[Issue] = []
        if not rounds:
            issues.append(issue(IssueCode.NO_ROUND, "round", "say which round to seat"))
        for number in rounds:
            issues += self._check_reseat(number)
            if self._t.final.is_final_round(number):
                issues.append(issue(IssueCode.FINAL_ROUND, "round",
                                    f"round {number} is a round of the final: it is seated "
                                    f"by rank (seat_final_round) or typed in"))
        dq = self._t.penalties.disqualified()
        active = [p for p in self._t._players.values()
                  if p.status is PlayerStatus.ACTIVE and p.id not in dq]
        if not active:
            issues.append(issue(IssueCode.NO_PLAYERS, "players", "there are no active players to "
                                "seat"))
        if issues:
            raise refuse(*issues)
        stored = self._stored_plan()
        # Seating one round again (nothing played at it yet) draws anew; otherwise the stored
        # plan is followed, or adapted to who plays now (seat_next).
        again = len(rounds) == 1 and bool(self.seating(rounds[0]))
        if seed is None:
            seed = random.randrange(1, 2**31) if again else (
                stored[0] if stored is not None else 0)
        if again or stored is None or stored[0] != seed:
            stored = None  # plan anew, with this seed
        need = (-len(active)) % 4
        subs = [p for p in self._t._players.values()
                if p.status is PlayerStatus.SUBSTITUTE and p.id not in dq][:need]
        new_subs = substitute_drafts(need - len(subs), list(self._t._players.values()),
                                     substitute_name)
        top = max(self._t._players, default=0)
        placeholders = tuple(top + 1 + i for i in range(len(new_subs)))
        known: list[Player] = active + subs
        players = tuple(
            SeatingPlayer(id=p.id, team=(p.team or None),
                          substitute=p.status is PlayerStatus.SUBSTITUTE)
            for p in known
        ) + tuple(SeatingPlayer(id=pid, substitute=True) for pid in placeholders)
        seated: dict[int, Tables] = {
            earlier: tuple(t.players for t in self.seating(earlier))
            for earlier in sorted(r for r in self._t._rounds if r < rounds[-1] and r not in rounds)}
        history = tuple(seated[r] for r in sorted(seated) if r < rounds[0])
        fixed = tuple((r, seated[r]) for r in sorted(seated) if r > rounds[0])
        return SeatingDraw(rounds, seed, self._t._settings.rounds, players, history, fixed,
                           None if stored is None else stored[1], tuple(new_subs),
                           placeholders, self._basis(), time_limit)

    def _stored_plan(self) -> tuple[int, Any] | None:
        with self._t._store.reading() as s:
            return repo.read_plan(s)

    def store_draw(self, draw: SeatingDraw, result: SeatingResult,
                   who: str = "") -> tuple[tuple[TableSeating, ...], Changes]:
        """Store the engine's tables for `draw.rounds` and the plan it made (one transaction),
        unless the players or the earlier rounds changed since the draw was read."""
        issues: list[Issue] = []
        for number in draw.rounds:
            issues += self._check_reseat(number)
        if not issues and self._basis() != draw.basis:
            issues.append(issue(IssueCode.SEATING_CHANGED, "round",
                                "the players or the seating changed while the tables were "
                                "drawn; seat the round again"))
        if len(result.tables) != len(draw.rounds):
            issues.append(issue(IssueCode.BAD_DRAW, "round", "the draw does not cover every round"))
        if issues:
            raise refuse(*issues)

        def write(s: Transaction) -> tuple[list[Player], dict[int, list[TableSeating]]]:
            added = s.write.add_players(draw.new_substitutes)
            real = dict(zip(draw.placeholders, (p.id for p in added), strict=True))
            seated = {}
            for number, round_tables in zip(draw.rounds, result.tables, strict=True):
                ids = [tuple(real.get(pid, pid) for pid in table) for table in round_tables]
                seated[number] = s.write.replace_seating(number, ids)
            if result.plan is not None:
                plan = dict(result.plan)
                plan["rounds"] = [[[real.get(pid, pid) for pid in table] for table in rnd]
                                  for rnd in plan["rounds"]]
                s.write.write_plan(draw.seed, plan)
            return added, seated

        rounds = ", ".join(map(str, draw.rounds))
        (added, seated), changes = self._t._commit(
            write, Changes(seating=draw.rounds, players=bool(draw.new_substitutes),
                           standings=True, rounds=True),
            audit="seat_round", who=who, round=draw.rounds[0] if len(draw.rounds) == 1 else None,
            detail=lambda result_: (
                ("seated by the seating engine with seed " if result.plan is not None else
                 "seated from the stored plan (seed ") + f"{draw.seed}"
                + ("" if result.plan is not None else ")")
                + (f" (rounds {rounds})" if len(draw.rounds) > 1 else "")
                + (f"; added {', '.join(p.name for p in result_[0])}" if result_[0] else "")))
        for p in added:
            self._t._players[p.id] = p
        for number, round_seating in seated.items():
            self._store_seating(number, round_seating)
        return tuple(t for number in draw.rounds for t in seated[number]), changes

    def seat(self, round: int, seed: int | None = None, who: str = "",
             time_limit: float = 10.0, substitute_name: str = SUBSTITUTE
             ) -> tuple[tuple[TableSeating, ...], Changes]:
        """Seat a round with the seating engine and store it (replacing one not played yet).
        See `draw` for who is seated and which seed is used."""
        draw = self.draw((round,), seed, time_limit, substitute_name)
        return self.store_draw(draw, draw.run(), who)

    def reseat(self, rounds: Sequence[int], seed: int | None = None, who: str = "",
               time_limit: float = 10.0, substitute_name: str = SUBSTITUTE
               ) -> tuple[tuple[int, ...], Changes]:
        """Seat each of `rounds` again, in order (each sees the ones before it), after a
        change of who plays: the stored plan is adapted to the players there are now; in one
        transaction."""
        draw = self.draw(rounds, seed, time_limit, substitute_name)
        self.store_draw(draw, draw.run(), who)
        return draw.rounds, Changes(seating=draw.rounds, standings=True, rounds=True,
                                    players=bool(draw.new_substitutes), audit=True)

    def set_seating(self, round: int, tables: Sequence[Sequence[PlayerRef]],
                    who: str = "") -> tuple[tuple[TableSeating, ...], Changes]:
        """Store a seating typed in: one list of four players (East to North) per table.

        Every active player must be seated exactly once; substitutes may be seated.
        """
        issues = self._check_reseat(round)
        dq = self._t.penalties.disqualified()
        ids: list[list[int]] = []
        seen: dict[int, str] = {}
        if not tables:
            issues.append(issue(IssueCode.NO_TABLES, "tables", "give at least one table"))
        for t, table in enumerate(tables):
            row: list[int] = []
            if len(table) != 4:
                issues.append(issue(IssueCode.TABLE_SIZE, f"tables[{t}]",
                                    f"table {t + 1} has {len(table)} players; a table seats "
                                    f"four", table=t + 1, count=len(table)))
            for s_, ref in enumerate(table):
                where = f"tables[{t}][{s_}]"
                p = self._t._find_player(ref)
                if p is None:
                    issues.append(issue(IssueCode.UNKNOWN_PLAYER, where, f"no player '{ref}'",
                                        player=str(ref)))
                    continue
                if p.id in seen:
                    issues.append(issue(IssueCode.SEATED_TWICE, where, f"{p.name} is seated twice "
                                        f"({seen[p.id]} and table {t + 1})", player=p.name))
                    continue
                if p.status is PlayerStatus.DROPPED or p.id in dq:
                    issues.append(issue(IssueCode.PLAYER_NOT_PLAYING, where,
                                        f"{p.name} has dropped out or is disqualified",
                                        player=p.name))
                seen[p.id] = f"table {t + 1}"
                row.append(p.id)
            ids.append(row)
        final = self._t.final.stage() if self._t.final.is_final_round(round) else None
        if final is not None:
            # A round of the final seats the finalists, and only them.
            finalists = set(final.finalists) - dq
            issues += [issue(IssueCode.NOT_A_FINALIST, "tables",
                             f"{self._t._players[pid].name} is not "
                             f"in the final") for pid in seen if pid not in finalists]
            missing = [self._t._players[pid].name for pid in final.finalists
                       if pid in finalists and pid not in seen]
        else:
            missing = [p.name for p in self._t._players.values()
                       if p.status is PlayerStatus.ACTIVE and p.id not in dq
                       and p.id not in seen]
        if missing and tables:
            issues.append(issue(IssueCode.PLAYER_NOT_SEATED, "tables",
                                f"not seated: {', '.join(missing)}",
                                players=", ".join(missing)))
        if issues:
            raise refuse(*issues)
        seated, changes = self._t._commit(
            lambda s: s.write.replace_seating(round, ids),
            Changes(seating=(round,), standings=True, rounds=True),
            audit="set_seating", who=who, round=round, detail="typed in")
        self._store_seating(round, seated)
        return tuple(seated), changes

    def _store_seating(self, round: int, seated: Sequence[TableSeating]) -> None:
        for key in [k for k in self._t._tables if k[0] == round]:
            self._t._forget_table(self._t._tables[key].id)
            del self._t._tables[key]
        for t in seated:
            self._t._tables[(round, t.table)] = t
        info = self._t._rounds.get(round, RoundInfo(number=round, tables=0))
        self._t._rounds[round] = replace(info, tables=len(seated))
        self._t.standings._forget()

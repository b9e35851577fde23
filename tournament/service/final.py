"""The final stage (`tournament.standings.final_stage`): start a final of the top N after the
qualifying rounds, seat its rounds by rank, take it back while it has not started.

Starting a final is one transaction: the stage is stored, the tournament's rounds become the
qualifying rounds plus the final rounds, and the first final round is seated. The qualifying
standings never change; the standings of a final round are the final's (`StandingsPart`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from tournament.clock import ClockEvent, ClockEventKind
from tournament.issue_codes import IssueCode
from tournament.model import Issue
from tournament.organisation import TableSeating
from tournament.players.roster import PlayerStatus
from tournament.service.arguments import issue, refuse
from tournament.service.base import PlayerRef
from tournament.service.values import Changes, FinalPlan
from tournament.standings.final_stage import (
    Carry,
    FinalSeating,
    FinalStage,
    choose_finalists,
    seat_by_rank,
)
from tournament.storage import Transaction, day, repo

if TYPE_CHECKING:
    from tournament.service.facade import Tournament

Table4 = tuple[int, int, int, int]
MAX_FINAL_ROUNDS = 10


class FinalPart:
    def __init__(self, t: Tournament) -> None:
        self._t = t
        self._stage: FinalStage | None = None

    def _read(self, s: Any) -> None:
        self._stage = day.final_stage(s)

    def stage(self) -> FinalStage | None:
        return self._stage

    def is_final_round(self, round: int) -> bool:
        return self._stage is not None and self._stage.is_final_round(round)

    def preview(self, size: int, carry: Carry | str = Carry.KEPT,
                seating: FinalSeating | str = FinalSeating.SNAKE, *,
                finalists: Sequence[PlayerRef] | None = None,
                tables: Sequence[Sequence[PlayerRef]] | None = None,
                rounds: int = 1, after_round: int | None = None) -> FinalPlan:
        """The final `start` would start, or InvalidInput with every problem.

        `after_round`: the last qualifying round (default: the last seated round); every
        game up to it must be finished and no later round seated. `finalists`: by default
        the qualifying top `size` (see `tournament.standings.final_stage` for when they must be
        named); named, they are seeded in their qualifying order. `tables`: the first final round
        typed in (required for a manual seating; with snake or blocks it replaces the
        computed seating, as an import does)."""
        issues: list[Issue] = []
        if self._stage is not None:
            raise refuse(issue(IssueCode.FINAL_STARTED, "final", "the final has already been "
                               "started (take it back first to start another)"))
        k = self._t.rounds.current if after_round is None else after_round
        if k is None or isinstance(k, bool) or not isinstance(k, int) or k < 1 \
                or not self._t.rounds.seating(k):
            raise refuse(issue(IssueCode.NO_QUALIFYING_ROUND, "after_round",
                               "the final comes after the qualifying rounds: seat and play "
                               "them first" if k is None else f"round {k} is not seated"))
        later = sorted(r for r in self._t._rounds if r > k)
        if later:
            issues.append(issue(IssueCode.ROUNDS_AFTER, "after_round",
                                f"round {later[0]} is already seated after round {k}"))
        unfinished = [f"round {r} table {t}" for (r, t), s in sorted(self._t._tables.items())
                      if r <= k and self._t._game(s).final is None]
        if unfinished:
            issues.append(issue(IssueCode.QUALIFYING_UNFINISHED, "after_round",
                                "every qualifying game must be finished first; not yet: "
                                + ", ".join(unfinished[:8])
                                + (" ..." if len(unfinished) > 8 else "")))
        if isinstance(size, bool) or not isinstance(size, int) or size < 4 or size % 4:
            raise refuse(*issues, issue(IssueCode.BAD_SIZE, "size", f"a final is a whole number of "
                                        f"tables: 4, 8, 16 players..., got {size!r}"))
        try:
            carry = Carry(carry)
        except ValueError:
            issues.append(issue(IssueCode.BAD_CARRY, "carry",
                                f"unknown carry-over '{carry}' (kept, "
                                f"halved or reset)"))
            carry = Carry.KEPT
        try:
            method = FinalSeating(seating)
        except ValueError:
            issues.append(issue(IssueCode.BAD_SEATING, "seating", f"unknown seating '{seating}' "
                                f"(snake, blocks or manual)"))
            method = FinalSeating.SNAKE
        if isinstance(rounds, bool) or not isinstance(rounds, int) or not (
                1 <= rounds <= MAX_FINAL_ROUNDS):
            issues.append(issue(IssueCode.BAD_ROUNDS, "rounds", f"a final has 1 to "
                                f"{MAX_FINAL_ROUNDS} rounds, got {rounds!r}",
                                most=MAX_FINAL_ROUNDS))
            rounds = 1
        if issues:
            raise refuse(*issues)
        qualifying = self._t.standings.get(k)
        order = {r.player_id: i for i, r in enumerate(qualifying.rows)}
        if finalists is None:
            chosen, problems = choose_finalists(qualifying.rows, size)
            issues += problems
        else:
            ids: list[int] = []
            for i, ref in enumerate(finalists):
                p = self._t._find_player(ref)
                if p is None:
                    issues.append(issue(IssueCode.UNKNOWN_PLAYER, f"finalists[{i}]",
                                        f"no player '{ref}'", player=str(ref)))
                elif p.id in ids:
                    issues.append(issue(IssueCode.FINALIST_TWICE, f"finalists[{i}]",
                                        f"{p.name} is named twice"))
                elif p.id not in order:
                    issues.append(issue(IssueCode.NOT_RANKED, f"finalists[{i}]",
                                        f"{p.name} has no place in the standings after round "
                                        f"{k} (a substitute or disqualified)"))
                elif p.status is PlayerStatus.DROPPED:
                    issues.append(issue(IssueCode.FINALIST_DROPPED, f"finalists[{i}]",
                                        f"{p.name} has dropped out"))
                else:
                    ids.append(p.id)
            if len(finalists) != size:
                issues.append(issue(IssueCode.FINALIST_COUNT, "finalists",
                                    f"a final of {size} needs "
                                    f"{size} finalists, {len(finalists)} are named",
                                    size=size))
            chosen = tuple(sorted(ids, key=lambda pid: order[pid]))
        if issues:
            raise refuse(*issues)
        stage = FinalStage(after_round=k, size=size, carry=carry, seating=method,
                           rounds=rounds, finalists=chosen, planned_rounds=self._t._settings.rounds)
        if tables is None and method is FinalSeating.MANUAL:
            raise refuse(issue(IssueCode.TABLES_REQUIRED, "tables", "a manual seating needs the "
                               "tables: four finalists each, East to North"))
        seated = (self._typed_tables(tables, set(chosen)) if tables is not None
                  else tuple(seat_by_rank(chosen, method)))
        return FinalPlan(stage, seated)

    def _typed_tables(self, tables: Sequence[Sequence[PlayerRef]],
                      players: set[int]) -> tuple[Table4, ...]:
        """Tables typed in for a final round: every one of `players` exactly once."""
        issues: list[Issue] = []
        out: list[Table4] = []
        seen: set[int] = set()
        for t, table in enumerate(tables):
            row: list[int] = []
            if len(table) != 4:
                issues.append(issue(IssueCode.TABLE_SIZE, f"tables[{t}]", f"table {t + 1} has "
                                    f"{len(table)} players; a table seats four",
                                    table=t + 1, count=len(table)))
            for i, ref in enumerate(table):
                where = f"tables[{t}][{i}]"
                p = self._t._find_player(ref)
                if p is None:
                    issues.append(issue(IssueCode.UNKNOWN_PLAYER, where, f"no player '{ref}'",
                                        player=str(ref)))
                elif p.id not in players:
                    issues.append(issue(IssueCode.NOT_A_FINALIST, where, f"{p.name} is not in the "
                                        f"final"))
                elif p.id in seen:
                    issues.append(issue(IssueCode.SEATED_TWICE, where, f"{p.name} is seated twice",
                                        player=p.name))
                else:
                    seen.add(p.id)
                    row.append(p.id)
            if len(row) == 4:
                out.append((row[0], row[1], row[2], row[3]))
        missing = [self._t._players[pid].name for pid in players if pid not in seen]
        if missing:
            issues.append(issue(IssueCode.PLAYER_NOT_SEATED, "tables",
                                f"not seated: {', '.join(sorted(missing))}",
                                players=", ".join(sorted(missing))))
        if issues:
            raise refuse(*issues)
        return tuple(out)

    def start(self, size: int, carry: Carry | str = Carry.KEPT,
              seating: FinalSeating | str = FinalSeating.SNAKE, *,
              finalists: Sequence[PlayerRef] | None = None,
              tables: Sequence[Sequence[PlayerRef]] | None = None,
              rounds: int = 1, after_round: int | None = None,
              who: str = "") -> tuple[FinalPlan, Changes]:
        """Start the final (see `preview` for the arguments): one transaction that
        stores it, makes the tournament's rounds the qualifying plus the final rounds, and
        seats the first final round."""
        plan = self.preview(size, carry, seating, finalists=finalists, tables=tables,
                                  rounds=rounds, after_round=after_round)
        stage = replace(plan.stage, started_by=who, started_at=repo.now())

        def write(s: Transaction) -> list[TableSeating]:
            s.write.set_final_stage(stage)
            s.write.update_settings(rounds=stage.last_round)
            return s.write.replace_seating(stage.first_round, plan.tables)

        seated, changes = self._t._commit(
            write, Changes(final=True, seating=(stage.first_round,), standings=True,
                           rounds=True, settings=True),
            audit="start_final", who=who, round=stage.first_round,
            detail=f"{stage.title}, {stage.seating.text}, {stage.rounds} round(s) after "
                   f"round {stage.after_round}")
        self._stage = stage
        self._t._settings = replace(self._t._settings, rounds=stage.last_round)
        self._t.rounds._store_seating(stage.first_round, seated)
        return FinalPlan(stage, plan.tables), changes

    def seat_round(self, round: int, tables: Sequence[Sequence[PlayerRef]] | None = None,
                   who: str = "") -> tuple[tuple[TableSeating, ...], Changes]:
        """Seat a later final round: by the final standings after the round before it (the
        stage's method), or as typed in (`tables`, required for a manual seating)."""
        stage = self._stage
        if stage is None or not stage.is_final_round(round) or round == stage.first_round:
            raise refuse(issue(IssueCode.NOT_A_FINAL_ROUND, "round",
                               f"round {round} is not a later "
                               "round of the final", round=round))
        issues = self._t.rounds._check_reseat(round)
        if not self._t.rounds.seating(round - 1) or any(
                self._t._game(s).final is None for s in self._t.rounds.seating(round - 1)):
            issues.append(issue(IssueCode.PREVIOUS_UNFINISHED, "round",
                                f"round {round - 1} must be "
                                f"finished first", previous=round - 1))
        if tables is None and stage.seating is FinalSeating.MANUAL:
            issues.append(issue(IssueCode.TABLES_REQUIRED, "tables", "a manual seating needs the "
                                "tables"))
        if issues:
            raise refuse(*issues)
        standing = self._t.standings.get(round - 1)
        playing = [r.player_id for r in standing.rows if r.player_id in set(stage.finalists)]
        seated_tables = (self._typed_tables(tables, set(playing)) if tables is not None
                         else tuple(seat_by_rank(playing, stage.seating)))
        seated, changes = self._t._commit(
            lambda s: s.write.replace_seating(round, seated_tables),
            Changes(final=True, seating=(round,), standings=True, rounds=True),
            audit="seat_final_round", who=who, round=round, detail=stage.seating.text)
        self._t.rounds._store_seating(round, seated)
        return tuple(seated), changes

    def cancel(self, reason: str = "", who: str = "") -> tuple[None, Changes]:
        """Take back a final none of whose games has started: its rounds' seating goes and
        the tournament has its rounds from before the final again. The clocks of the final
        rounds are reset (their events stay in the file)."""
        stage = self._stage
        if stage is None:
            raise refuse(issue(IssueCode.NO_FINAL, "final", "no final has been started"))
        # (A table's summary says whether anything is in its log, read or not: paper totals
        # entered elsewhere included.)
        played = [f"round {r} table {t}" for (r, t), s in sorted(self._t._tables.items())
                  if stage.is_final_round(r) and (self._t._summary(s).seq or s.locked)]
        if played:
            raise refuse(issue(IssueCode.FINAL_PLAYED, "final", "the final has recorded games ("
                               + ", ".join(played) + "); it cannot be taken back"))
        restore = max(stage.planned_rounds, stage.after_round)
        clocks = [r for r in stage.final_rounds if self._t.clock.events(r)]
        at = self._t.now()

        def write(s: Transaction) -> list[ClockEvent]:
            for r in stage.final_rounds:
                s.write.delete_round(r)
            s.write.set_final_stage(None)
            s.write.update_settings(rounds=restore)
            return [s.write.append_clock_event(r, ClockEventKind.RESET, at, who=who,
                                            note="final taken back") for r in clocks]

        resets, changes = self._t._commit(
            write, Changes(final=True, seating=stage.final_rounds, standings=True, rounds=True,
                           settings=True, clock=tuple(clocks)),
            audit="cancel_final", who=who, detail=reason.strip() or stage.title)
        for event in resets:
            self._t.clock._add(event)
        for r in stage.final_rounds:
            for key in [k for k in self._t._tables if k[0] == r]:
                self._t._forget_table(self._t._tables[key].id)
                del self._t._tables[key]
            self._t._rounds.pop(r, None)
        self._stage = None
        self._t._settings = replace(self._t._settings, rounds=restore)
        self._t.standings._forget()
        return None, changes

"""Rounds and seating: seat a round with the seating engine, or store one typed in.

Seating with the engine is three steps, so that a front end can keep the file free while the
engine thinks: `seating_draw` reads what the engine needs (on the database worker) and
returns a `SeatingDraw`, pure data; `SeatingDraw.run()` is the search (CPU only, no file: any
thread); `store_draw` writes the result, refusing it if the players or the earlier rounds
changed meanwhile. `seat_round` and `reseat_rounds` do the three in a row.

Which seed a seating uses is decided here, not by the front ends: a round seated for the
first time follows the tournament's plan (seed 0 unless given: one seed for every round keeps
the winds balanced over the whole tournament); seating a round again, or re-seating the rounds
still to come after a change of players, draws with a new seed.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, replace

from tournament.domain import RoundInfo, TableSeating
from tournament.model import Issue
from tournament.players_io import Player, PlayerDraft, PlayerStatus
from tournament.seating import SeatingPlayer, generate, reseat
from tournament.service.base import Base, PlayerRef
from tournament.service.checks import check_rounds, issue, refuse, substitute_drafts
from tournament.service.values import Changes
from tournament.storage import Session, repo

Table4 = tuple[int, int, int, int]


@dataclass(frozen=True, slots=True)
class SeatingDraw:
    """Everything the seating engine needs to seat some rounds: pure data, any thread.

    Engine ids: 0..len(known)-1 for the players seated now (in `known`, tournament player
    ids), then the new substitutes still to be added, then players of earlier rounds who no
    longer play (they appear only in `history`).
    """

    rounds: tuple[int, ...]  # the rounds to seat, in order
    seed: int
    total_rounds: int
    players: tuple[SeatingPlayer, ...]
    history: tuple[tuple[tuple[int, ...], ...], ...]  # earlier seated rounds, engine ids
    # Rounds between the first and the last to seat that stay as they are (engine ids).
    fixed: tuple[tuple[int, tuple[tuple[int, ...], ...]], ...]
    known: tuple[int, ...]
    new_substitutes: tuple[PlayerDraft, ...]
    basis: tuple[object, ...]  # what the draw was read from (store_draw checks it)
    time_limit: float = 10.0

    def run(self) -> tuple[tuple[Table4, ...], ...]:
        """Each round's tables (engine ids, East to North), each round seeing the ones
        drawn before it."""
        history = [list(r) for r in self.history]
        fixed = dict(self.fixed)
        out = []
        for number in range(self.rounds[0], self.rounds[-1] + 1):
            if number in fixed:
                history.append(list(fixed[number]))
                continue
            drawn = _draw_round(history, self.players, self.total_rounds, self.seed,
                                self.time_limit)
            out.append(tuple(drawn))
            history.append([tuple(t) for t in drawn])
        return tuple(out)


def _draw_round(history: list[list[tuple[int, ...]]], players: Sequence[SeatingPlayer],
                rounds: int, seed: int, time_limit: float) -> list[Table4]:
    """One round's tables for the seating engine's players 0..n-1, after `history`.

    The engine plans every round still to come, so that the whole tournament stays as
    repeat-free as it can be, and this round is the first of that plan; with the same
    players and seed, the later rounds come out as planned.
    """
    total = max(rounds, len(history) + 1)
    # While the earlier rounds are exactly the engine's plan (nobody dropped out, no hand
    # swaps), follow the plan: it balances the winds over the whole tournament. Otherwise
    # plan the remaining rounds around what was played.
    schedule = generate(list(players), total, seed=seed, time_limit=time_limit)
    if [list(r) for r in schedule.rounds[:len(history)]] != [list(r) for r in history]:
        schedule = reseat(history, len(history), list(players), seed=seed,
                          time_limit=time_limit, total_rounds=total)
    return [(t[0], t[1], t[2], t[3]) for t in schedule.rounds[len(history)]]


class SeatingArea(Base):
    def _check_reseat(self, round: int) -> list[Issue]:
        issues = check_rounds(round, self._settings.rounds, field="round")
        tables = self.seating(round)
        if any(t.locked for t in tables):
            issues.append(issue("round_locked", "round",
                                f"round {round} is approved (locked); its seating cannot "
                                f"change", round=round))
        elif any(self._logs.get(t.id) for t in tables):
            issues.append(issue("round_played", "round",
                                f"round {round} already has recorded games; its seating "
                                f"cannot change", round=round))
        return issues

    def unplayed_rounds(self) -> tuple[int, ...]:
        """Seated rounds with no game recorded and no table locked: the ones a late arrival
        or a drop-out re-seats."""
        return tuple(info.number for info in self.rounds()
                     if all(not self._logs.get(t.id) and not t.locked
                            for t in self.seating(info.number)))

    def _basis(self) -> tuple[object, ...]:
        seated = tuple(sorted((k, t.players) for k, t in self._tables.items()))
        people = tuple(sorted((p.id, p.status.value, p.team) for p in self._players.values()))
        return seated, people, tuple(sorted(self._disqualified()))

    def seating_draw(self, rounds: Sequence[int], seed: int | None = None,
                     time_limit: float = 10.0) -> SeatingDraw:
        """What the engine needs to seat `rounds` (in order). Raises InvalidInput.

        Seated: active players, and as many substitutes as make the count a multiple of
        four (new "Substitute N" players are added when there are not enough). The engine
        keeps teammates apart, avoids pairs who met in earlier rounds (planning the rounds
        still to come) and balances seat winds; `time_limit` bounds its search in seconds.
        """
        rounds = tuple(sorted(set(rounds)))
        issues: list[Issue] = []
        if not rounds:
            issues.append(issue("no_round", "round", "say which round to seat"))
        for number in rounds:
            issues += self._check_reseat(number)
        dq = self._disqualified()
        active = [p for p in self._players.values()
                  if p.status is PlayerStatus.ACTIVE and p.id not in dq]
        if not active:
            issues.append(issue("no_players", "players", "there are no active players to "
                                "seat"))
        if issues:
            raise refuse(*issues)
        if seed is None:
            again = any(self.seating(number) for number in rounds) or len(rounds) > 1
            seed = random.randrange(1, 2**31) if again else 0
        need = (-len(active)) % 4
        subs = [p for p in self._players.values()
                if p.status is PlayerStatus.SUBSTITUTE and p.id not in dq][:need]
        new_subs = substitute_drafts(need - len(subs), list(self._players.values()))
        known: list[Player] = active + subs
        engine_id = {p.id: i for i, p in enumerate(known)}
        next_id = len(known) + len(new_subs)
        seated: dict[int, tuple[tuple[int, ...], ...]] = {}
        for earlier in sorted(r for r in self._rounds if r < rounds[-1] and r not in rounds):
            seated_round = []
            for t in self.seating(earlier):
                ids = []
                for pid in t.players:
                    if pid not in engine_id:
                        engine_id[pid] = next_id
                        next_id += 1
                    ids.append(engine_id[pid])
                seated_round.append(tuple(ids))
            seated[earlier] = tuple(seated_round)
        history = tuple(seated[r] for r in sorted(seated) if r < rounds[0])
        fixed = tuple((r, seated[r]) for r in sorted(seated) if r > rounds[0])
        players = tuple(
            SeatingPlayer(id=i, team=(p.team or None),
                          substitute=p.status is PlayerStatus.SUBSTITUTE)
            for i, p in enumerate(known)
        ) + tuple(SeatingPlayer(id=len(known) + i, substitute=True)
                  for i in range(len(new_subs)))
        return SeatingDraw(rounds, seed, self._settings.rounds, players, history, fixed,
                           tuple(p.id for p in known), tuple(new_subs), self._basis(),
                           time_limit)

    def store_draw(self, draw: SeatingDraw, tables: Sequence[Sequence[Table4]],
                   who: str = "") -> tuple[tuple[TableSeating, ...], Changes]:
        """Store the engine's tables for `draw.rounds` (one transaction), unless the players
        or the earlier rounds changed since the draw was read."""
        issues: list[Issue] = []
        for number in draw.rounds:
            issues += self._check_reseat(number)
        if not issues and self._basis() != draw.basis:
            issues.append(issue("seating_changed", "round",
                                "the players or the seating changed while the tables were "
                                "drawn; seat the round again"))
        if len(tables) != len(draw.rounds):
            issues.append(issue("bad_draw", "round", "the draw does not cover every round"))
        if issues:
            raise refuse(*issues)

        def write(s: Session) -> tuple[list[Player], dict[int, list[TableSeating]]]:
            added = repo.add_players(s, draw.new_substitutes)
            participants = list(draw.known) + [p.id for p in added]
            seated = {}
            for number, round_tables in zip(draw.rounds, tables, strict=True):
                ids = [tuple(participants[i] for i in table) for table in round_tables]
                seated[number] = repo.replace_seating(s, number, ids)
            return added, seated

        rounds = ", ".join(map(str, draw.rounds))
        (added, seated), changes = self._commit(
            write, Changes(seating=draw.rounds, players=bool(draw.new_substitutes),
                           standings=True, rounds=True),
            audit="seat_round", who=who, round=draw.rounds[0] if len(draw.rounds) == 1 else None,
            detail=lambda result: (
                f"seated by the seating engine with seed {draw.seed}"
                + (f" (rounds {rounds})" if len(draw.rounds) > 1 else "")
                + (f"; added {', '.join(p.name for p in result[0])}" if result[0] else "")))
        for p in added:
            self._players[p.id] = p
        for number, round_seating in seated.items():
            self._store_seating(number, round_seating)
        return tuple(t for number in draw.rounds for t in seated[number]), changes

    def seat_round(self, round: int, seed: int | None = None, who: str = "",
                   time_limit: float = 10.0) -> tuple[tuple[TableSeating, ...], Changes]:
        """Seat a round with the seating engine and store it (replacing one not played yet).
        See `seating_draw` for who is seated and which seed is used."""
        draw = self.seating_draw((round,), seed, time_limit)
        return self.store_draw(draw, draw.run(), who)

    def reseat_rounds(self, rounds: Sequence[int], seed: int | None = None, who: str = "",
                      time_limit: float = 10.0) -> tuple[tuple[int, ...], Changes]:
        """Seat each of `rounds` again, in order (each sees the ones before it), with one
        new seed; in one transaction."""
        draw = self.seating_draw(rounds, seed, time_limit)
        self.store_draw(draw, draw.run(), who)
        return draw.rounds, Changes(seating=draw.rounds, standings=True, rounds=True,
                                    players=bool(draw.new_substitutes), audit=True)

    def set_seating(self, round: int, tables: Sequence[Sequence[PlayerRef]],
                    who: str = "") -> tuple[tuple[TableSeating, ...], Changes]:
        """Store a seating typed in: one list of four players (East to North) per table.

        Every active player must be seated exactly once; substitutes may be seated.
        """
        issues = self._check_reseat(round)
        dq = self._disqualified()
        ids: list[list[int]] = []
        seen: dict[int, str] = {}
        if not tables:
            issues.append(issue("no_tables", "tables", "give at least one table"))
        for t, table in enumerate(tables):
            row: list[int] = []
            if len(table) != 4:
                issues.append(issue("table_size", f"tables[{t}]",
                                    f"table {t + 1} has {len(table)} players; a table seats "
                                    f"four", table=t + 1, count=len(table)))
            for s_, ref in enumerate(table):
                where = f"tables[{t}][{s_}]"
                p = self._find_player(ref)
                if p is None:
                    issues.append(issue("unknown_player", where, f"no player '{ref}'",
                                        player=str(ref)))
                    continue
                if p.id in seen:
                    issues.append(issue("seated_twice", where, f"{p.name} is seated twice "
                                        f"({seen[p.id]} and table {t + 1})", player=p.name))
                    continue
                if p.status is PlayerStatus.DROPPED or p.id in dq:
                    issues.append(issue("player_not_playing", where,
                                        f"{p.name} has dropped out or is disqualified",
                                        player=p.name))
                seen[p.id] = f"table {t + 1}"
                row.append(p.id)
            ids.append(row)
        missing = [p.name for p in self._players.values()
                   if p.status is PlayerStatus.ACTIVE and p.id not in dq and p.id not in seen]
        if missing and tables:
            issues.append(issue("player_not_seated", "tables",
                                f"not seated: {', '.join(missing)}",
                                players=", ".join(missing)))
        if issues:
            raise refuse(*issues)
        seated, changes = self._commit(
            lambda s: repo.replace_seating(s, round, ids),
            Changes(seating=(round,), standings=True, rounds=True),
            audit="set_seating", who=who, round=round, detail="typed in")
        self._store_seating(round, seated)
        return tuple(seated), changes

    def _store_seating(self, round: int, seated: Sequence[TableSeating]) -> None:
        for key in [k for k in self._tables if k[0] == round]:
            self._forget_table(self._tables[key].id)
            del self._tables[key]
        for t in seated:
            self._tables[(round, t.table)] = t
        info = self._rounds.get(round, RoundInfo(number=round, tables=0))
        self._rounds[round] = replace(info, tables=len(seated))
        self._standings.clear()

"""Referee penalties (yellow cards, deductions, disqualifications), their withdrawal on
appeal, and the list of chombos for the rules report."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tournament.games.hand_log import ChomboMark, chombo_marks
from tournament.issue_codes import IssueCode
from tournament.model import Issue
from tournament.rules.ruleset import Chombo
from tournament.service.arguments import check_rounds, issue, refuse
from tournament.service.base import PlayerRef
from tournament.service.values import Changes, ChomboEntry
from tournament.standings.ranking import Penalty, PenaltyKind
from tournament.storage import repo
from tournament.words.free_text import check_person, check_text

if TYPE_CHECKING:
    from tournament.service.facade import Tournament


class PenaltiesPart:
    def __init__(self, t: Tournament) -> None:
        self._t = t
        self._list: list[Penalty] = []

    def disqualified(self) -> set[int]:
        """The players disqualified (an active disqualification)."""
        return {p.player_id for p in self._list
                if p.active and p.kind is PenaltyKind.DISQUALIFICATION}

    def _read(self, s: Any) -> None:
        self._list = repo.list_penalties(s)

    def all(self, round: int | None = None,
            include_withdrawn: bool = False) -> tuple[Penalty, ...]:
        return tuple(p for p in self._list
                     if (round is None or p.round == round)
                     and (include_withdrawn or p.active))

    def needs_password(self, kind: PenaltyKind | str, round: int | None = None) -> bool:
        """Does this penalty (or its withdrawal) need the organiser password? Yes when it
        changes the standings of an approved round (a deduction or a disqualification; a
        yellow card moves no points) and the tournament has a password."""
        if round is None:
            round = self._t.rounds.current
        info = self._t._rounds.get(round) if round is not None else None
        return (self._t._settings.has_password and info is not None
                and info.approved_at is not None and kind != PenaltyKind.YELLOW_CARD)

    def largest(self) -> int:
        """The largest deduction one penalty can take, in raw points: 1,000 in the ruleset's
        display unit (1,000,000 raw points for every preset)."""
        return 1000 * self._t.rules.points_unit

    def add(self, player: PlayerRef, kind: PenaltyKind | str = PenaltyKind.DEDUCTION,
            points: int = 0, reason: str = "", referee: str = "",
            round: int | None = None, table: int | None = None,
            password: str | None = None) -> tuple[Penalty, Changes]:
        """A referee penalty: a yellow card (no points), a deduction (raw points, negative)
        or a disqualification. `round` defaults to the current round.

        A deduction or disqualification in an approved round changes approved standings: it
        needs the organiser password (`bad_password` otherwise), like unlocking a table."""
        issues: list[Issue] = []
        found = self._t._find_player(player)
        if found is None:
            issues.append(issue(IssueCode.UNKNOWN_PLAYER, "player", f"no player '{player}'",
                                player=str(player)))
        try:
            kind = PenaltyKind(kind)
        except ValueError:
            issues.append(issue(IssueCode.BAD_KIND, "kind",
                                f"unknown penalty '{kind}' (yellow_card, "
                                f"deduction or disqualification)", value=str(kind)))
            kind = PenaltyKind.DEDUCTION
        if isinstance(points, bool) or not isinstance(points, int):
            issues.append(issue(IssueCode.NOT_AN_INTEGER, "points",
                                f"points must be a whole number of raw points, got {points!r}",
                                value=repr(points)))
            points = 0
        elif points > 0:
            issues.append(issue(IssueCode.POSITIVE_PENALTY, "points",
                                "a penalty takes points off: give a negative number"))
        elif -points > self.largest():
            got = f"{self._t.display(points):g}" if -points < 10**15 else "far more"
            issues.append(issue(IssueCode.PENALTY_TOO_LARGE, "points",
                                f"a penalty takes at most {self._t.display(self.largest()):g} "
                                f"points ({self.largest():,} raw points); got {got}"))
        elif kind is PenaltyKind.DEDUCTION and points == 0:
            issues.append(issue(IssueCode.NO_POINTS, "points",
                                "a point deduction needs points (a negative number); a "
                                "warning without points is a yellow card"))
        elif kind is PenaltyKind.YELLOW_CARD and points:
            issues.append(issue(IssueCode.POINTS_ON_YELLOW_CARD, "points",
                                "a yellow card carries no points; record a deduction"))
        if isinstance(reason, str) and not reason.strip():
            issues.append(issue(IssueCode.REASON_REQUIRED, "reason", "say why the penalty is given",
                                variant="penalty"))
        issues += check_text("reason", reason)
        issues += check_person("referee", referee)
        if round is None:
            round = self._t.rounds.current
        if round is not None:
            issues += check_rounds(round, self._t._settings.rounds, field="round")
        if table is not None:
            seating = self._t._tables.get((round, table)) if round is not None else None
            if seating is None:
                issues.append(issue(IssueCode.NO_SUCH_TABLE, "table",
                                    f"round {round} has no table {table}", round=round,
                                    table=table))
            elif found is not None and found.id not in seating.players:
                issues.append(issue(IssueCode.NOT_AT_TABLE, "table",
                                    f"{found.name} does not sit at round {round} table "
                                    f"{table}", player=found.name, round=round, table=table))
        if not issues and self.needs_password(kind, round) and \
                not self._t._password_ok(password):
            issues.append(issue(IssueCode.BAD_PASSWORD, "password",
                                f"round {round} is approved: a {kind.value} changes its "
                                f"standings and needs the organiser password", round=round))
        if issues:
            raise refuse(*issues)
        assert found is not None
        why, at_round, pen_kind, pts = reason.strip(), round, kind, points
        penalty, changes = self._t._commit(
            lambda s: s.write.add_penalty(found.id, pen_kind, pts, why, referee, at_round,
                                       table),
            Changes(penalties=True, standings=True), audit="penalty", who=referee,
            round=round, table=table,
            detail=f"{found.name}: {kind.value} {points} ({why})")
        self._list.append(penalty)
        return penalty, changes

    def withdraw(self, penalty_id: int, reason: str, who: str = "",
                 password: str | None = None) -> tuple[Penalty, Changes]:
        """Withdraw a penalty (an appeal): it stays in the file, marked with who/when/why.
        Withdrawing a deduction or disqualification of an approved round needs the organiser
        password, like giving it."""
        current = next((p for p in self._list if p.id == penalty_id), None)
        issues: list[Issue] = []
        if current is None:
            issues.append(issue(IssueCode.NO_SUCH_PENALTY, "penalty", f"no penalty {penalty_id}",
                                penalty=penalty_id))
        elif not current.active:
            issues.append(issue(IssueCode.ALREADY_WITHDRAWN, "penalty",
                                f"penalty {penalty_id} is already withdrawn", penalty=penalty_id))
        if isinstance(reason, str) and not reason.strip():
            issues.append(issue(IssueCode.REASON_REQUIRED, "reason", "say why it is withdrawn",
                                variant="withdraw"))
        issues += check_text("reason", reason)
        if (not issues and current is not None
                and self.needs_password(current.kind, current.round)
                and not self._t._password_ok(password)):
            issues.append(issue(IssueCode.BAD_PASSWORD, "password",
                                f"round {current.round} is approved: withdrawing a "
                                f"{current.kind.value} changes its standings and needs the "
                                f"organiser password", round=current.round))
        if issues:
            raise refuse(*issues)
        updated, changes = self._t._commit(
            lambda s: s.write.withdraw_penalty(penalty_id, who, reason.strip()),
            Changes(penalties=True, standings=True), audit="withdraw_penalty", who=who,
            detail=f"{penalty_id}: {reason}")
        self._list = [updated if p.id == penalty_id else p for p in self._list]
        return updated, changes

    def chombos(self, round: int) -> tuple[ChomboEntry, ...]:
        """Every chombo of a round, table by table, for the rules report: read from the
        tables' stored summaries (a table whose marks cannot be read is folded)."""
        out: list[ChomboEntry] = []
        for seating in self._t.rounds.seating(round):
            try:
                marks = self._t._summary(seating).chombo_marks()
            except (ValueError, TypeError):
                marks = chombo_marks(self._t._game(seating))
            out += self._chombos(seating.round, seating.table, seating.players, marks)
        return tuple(out)

    def _chombos(self, round: int, table: int, players: tuple[int, int, int, int],
                 marks: tuple[ChomboMark, ...]) -> list[ChomboEntry]:
        rules = self._t.rules
        end = rules.chombo is Chombo.END_OF_GAME
        out = []
        for mark in marks:
            pid = players[mark.offender]
            name = self._t._players[pid].name
            if mark.index is None or mark.state is None:  # counted on the score slip
                out.append(ChomboEntry(
                    round, table, pid, name, None, "score slip",
                    f"{rules.chombo_penalty:,} off at the end of the game" if end
                    else "mangan paid at the table (in the slip's scores)",
                    rules.chombo_penalty if end else 0, mark.who, mark.at, at_table=not end))
                continue
            if end:
                penalty = f"{rules.chombo_penalty:,} off at the end of the game"
                cost = rules.chombo_penalty
            else:
                cost = mark.paid
                penalty = f"mangan paid at the table ({cost:,})"
            out.append(ChomboEntry(round, table, pid, name, mark.index, mark.state.title,
                                   penalty, cost, mark.who, mark.at, mark.note,
                                   at_table=not end, state=mark.state))
        return out

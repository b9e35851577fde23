"""Online games: a table's game recorded from its Tenhou or Mahjong Soul log.

The log (read by `tournament.online_logs`) names the players by their room names: they are
matched to the tournament's players by a mapping the caller gives (log name -> player), by a
player's `online_name`, or by the player's own name, with case and width folded. The hands are
settled under the tournament's ruleset and compared with what the room paid; a game whose
payments differ is refused unless the caller accepts the differences (our settlement is then
recorded, and each differing hand carries a note saying what the room paid).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import TYPE_CHECKING

from tournament.issue_codes import IssueCode
from tournament.model import GameRecord, Issue, Wind
from tournament.players.names import joined
from tournament.players.roster import Player, PlayerStatus, fold_name
from tournament.service.arguments import issue, refuse
from tournament.service.base import PlayerRef
from tournament.service.values import Changes, TableView

if TYPE_CHECKING:
    # (imported where a log is compared: every other command opens the tournament without
    # the online logs' readers)
    from tournament.online_logs import Comparison, OnlineLog
    from tournament.service.facade import Tournament

# What a differing hand's note says (the hand log's notes are short).
_NOTE_LIMIT = 200


class OnlinePart:
    def __init__(self, t: Tournament) -> None:
        self._t = t

    def compare(self, log: OnlineLog) -> Comparison:
        """The log's hands settled under this tournament's ruleset, beside the room's."""
        from tournament.online_logs import compare

        return compare(log, self._t.rules,
                       [f"settled under this tournament's ruleset ({self._t.rules.name})"])

    def _log_candidates(self, log: OnlineLog, names: Mapping[str, PlayerRef] | None = None
                        ) -> tuple[list[list[Player]], list[Issue]]:
        """For each seat of the log, the players its name is: by `names`, else by online
        name, else by name (one: found; none; several: the log cannot tell which)."""
        issues: list[Issue] = []
        chosen: dict[str, Player] = {}
        for log_name, ref in (names or {}).items():
            player = self._t._find_player(ref)
            if player is None:
                issues.append(issue(IssueCode.UNKNOWN_PLAYER, "player", f"no player '{ref}' (given "
                                    f"for the log name '{log_name}')", player=str(ref)))
            elif fold_name(log_name) not in {fold_name(n) for n in log.names}:
                issues.append(issue(IssueCode.NOT_IN_LOG, "player", f"the log has no player "
                                    f"'{log_name}'", name=log_name))
            else:
                chosen[fold_name(log_name)] = player
        out: list[list[Player]] = []
        for log_name in log.names:
            key = fold_name(log_name)
            if key in chosen:
                out.append([chosen[key]])
                continue
            by_online = [p for p in self._t._players.values()
                         if p.online_name and fold_name(p.online_name) == key]
            by_name = [p for p in self._t._players.values()
                       if key in {fold_name(p.name), fold_name(p.entered_name or p.name),
                                  fold_name(joined(p.first_name, p.last_name))}]
            out.append(by_online or by_name)
        return out, issues

    def _seat_issues(self, source: str, seat: int, log_name: str, found: list[Player],
                     hint: str = "") -> list[Issue]:
        """Why a seat of the log is no one player: nobody has its name, or several do (two
        online names or names that are one with case and width folded: "Mpeace" and
        "ＭＰＥＡＣＥ")."""
        if not found:
            return [issue(IssueCode.LOG_PLAYER_UNKNOWN, "players",
                          f"{source}: {Wind(seat).label} in the log, '{log_name}', is no player "
                          f"of the tournament{hint}", name=log_name)]
        if len(found) > 1:
            shown = ", ".join(p.name for p in found)
            return [issue(IssueCode.LOG_PLAYER_UNKNOWN, "players",
                          f"{source}: {Wind(seat).label} in the log, '{log_name}', may be any of "
                          f"{shown} (their online names or names are one, case and width "
                          f"aside); give --player '{log_name}=NAME'", name=log_name,
                          players=shown, variant="several")]
        return []

    def _difference_issues(self, comparison: Comparison, source: str) -> list[Issue]:
        return [issue(IssueCode.LOG_DIFFERS, "log", f"{source}: {d.message}") for d in
                comparison.differences]

    def _log_record(self, comparison: Comparison, players: Sequence[Player]) -> GameRecord:
        hands = []
        differing = {d.hand: d.message for d in comparison.differences if d.hand is not None}
        for i, hand in enumerate(comparison.log.hands):
            record = hand.record
            if i in differing:
                record = replace(record, note=("the online room paid "
                                               + ", ".join(f"{v:+,}" for v in hand.log_deltas)
                                               )[:_NOTE_LIMIT])
            hands.append(record)
        return GameRecord(hands=tuple(hands), players=tuple(p.name for p in players))

    def record_log(self, round: int, table: int, log: OnlineLog,
                   names: Mapping[str, PlayerRef] | None = None,
                   accept_differences: bool = False, source: str = "the log",
                   who: str = "") -> tuple[TableView, Changes, Comparison]:
        """Record a seated table's game from its online log.

        The log's four players must be the table's (refused naming who is missing). When the
        room seated them in another wind order than the table's, the table is seated as the
        log says while its round has no game recorded; after that, such a log is refused."""
        seating = self._t._seating(round, table)
        candidates, issues = self._log_candidates(log, names)
        players = [found[0] if len(found) == 1 else None for found in candidates]
        at_table = set(seating.players)
        for seat, (log_name, player) in enumerate(zip(log.names, players, strict=True)):
            if player is None:
                issues += self._seat_issues(source, seat, log_name, candidates[seat],
                                            f" (give --player '{log_name}=NAME' or the "
                                            f"player's online name)")
            elif player.id not in at_table:
                issues.append(issue(IssueCode.LOG_PLAYER_ELSEWHERE, "players",
                                    f"{source}: {Wind(seat).label} in the log, '{log_name}', is "
                                    f"{player.name}, who does not play round {round} table "
                                    f"{table}", player=player.name))
        found = {p.id for p in players if p is not None}
        missing = [self._t._players[pid].name for pid in seating.players if pid not in found]
        if missing:
            issues.append(issue(IssueCode.LOG_PLAYERS_MISSING, "players",
                                f"{source}: not in the log: {', '.join(missing)} (round {round} "
                                f"table {table})", players=", ".join(missing)))
        comparison = self.compare(log)
        if not comparison.result.ok:
            issues += [issue(IssueCode.LOG_DIFFERS, "log", f"{source}: {d.message}")
                       for d in comparison.differences]
        elif comparison.differences and not accept_differences:
            issues += self._difference_issues(comparison, source)
        if issues:
            raise refuse(*issues)
        ordered = [p for p in players if p is not None]
        if tuple(p.id for p in ordered) != seating.players:
            reseat = self._t.rounds._check_reseat(round)
            if reseat:
                shown = ", ".join(p.name for p in ordered)
                raise refuse(issue(IssueCode.LOG_SEAT_ORDER, "players",
                                   f"{source}: the room seated East to North {shown}; round "
                                   f"{round} table {table} is seated otherwise and its round "
                                   f"can no longer be seated again"), *reseat)
            tables = [list(t.players) for t in self._t.rounds.seating(round)]
            tables[table - 1] = [p.id for p in ordered]
            self._t.rounds.set_seating(round, tables, who=who)
        view, changes = self._t.tables.record_game(
            round, table, self._log_record(comparison, ordered), who=who)
        return view, changes, comparison

    def record_round(self, round: int, logs: Sequence[tuple[str, OnlineLog]],
                     names: Mapping[str, PlayerRef] | None = None,
                     accept_differences: bool = False,
                     who: str = "") -> tuple[list[TableView], Changes]:
        """A round played in an online lobby that seated it: the round's tables are made
        from the logs (table 1 from the first log...) and each game recorded. Every player
        must be in exactly one log; everything is checked before anything is written."""
        issues: list[Issue] = self._t.rounds._check_reseat(round)
        seen: dict[int, str] = {}
        tables: list[list[int]] = []
        comparisons: list[Comparison] = []
        for source, log in logs:
            candidates, problems = self._log_candidates(log, names)
            issues += problems
            row: list[int] = []
            for seat, (log_name, found) in enumerate(zip(log.names, candidates, strict=True)):
                player = found[0] if len(found) == 1 else None
                if player is None:
                    issues += self._seat_issues(source, seat, log_name, found)
                elif player.id in seen:
                    issues.append(issue(IssueCode.LOG_PLAYER_TWICE, "players",
                                        f"{source}: {player.name} ('{log_name}') is also in "
                                        f"{seen[player.id]}", player=player.name))
                else:
                    seen[player.id] = source
                    row.append(player.id)
            tables.append(row)
            comparison = self.compare(log)
            comparisons.append(comparison)
            if not comparison.result.ok or (comparison.differences and not accept_differences):
                issues += self._difference_issues(comparison, source)
        if not logs:
            issues.append(issue(IssueCode.NO_LOGS, "logs", "give at least one log"))
        dq = self._t.penalties.disqualified()
        absent = [p.name for p in self._t._players.values()
                  if p.status is PlayerStatus.ACTIVE and p.id not in dq and p.id not in seen]
        if absent and logs:
            issues.append(issue(IssueCode.LOG_PLAYERS_MISSING, "players",
                                f"in no log: {', '.join(absent)}", players=", ".join(absent)))
        if issues:
            raise refuse(*issues)
        self._t.rounds.set_seating(round, tables, who=who)
        views: list[TableView] = []
        changes = Changes()
        for number, (comparison, row) in enumerate(zip(comparisons, tables, strict=True),
                                                   start=1):
            ordered = [self._t._players[pid] for pid in row]
            view, changes = self._t.tables.record_game(
                round, number, self._log_record(comparison, ordered), who=who)
            views.append(view)
        return views, changes

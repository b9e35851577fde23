"""The statistics and the chombo list are read from the tables' stored summaries (each
table's hands counted when they were recorded), never by replaying every log: on a tournament
with every kind of hand and every correction, what they give after the file is opened again
is what a replay of every table's log gives."""

from __future__ import annotations

import json
import random
import sqlite3
from pathlib import Path

from tests.service.helpers import chombo, draw, new_tournament, ron, tsumo
from tournament.demo import build_demo_tournament, realistic_game
from tournament.games.hand_log import TableMode
from tournament.model import Outcome
from tournament.rules.ruleset import Chombo
from tournament.service import Tournament
from tournament.service.values import ChomboEntry
from tournament.standings.stats import GameInput, Statistics, compute_statistics

DOUBLE_RON = {"outcome": "ron", "riichi": [1], "wins": [
    {"winner": 0, "loser": 2, "han": 3, "fu": 40},
    {"winner": 1, "loser": 2, "han": 2, "fu": 30}]}
YAKU_TSUMO = {"outcome": "tsumo", "riichi": [3], "wins": [
    {"winner": 3, "han": 3, "fu": 30, "yaku": ["Riichi", "Menzen tsumo", "Tanyao"]}]}


def build_varied(folder: Path, ruleset: str = "ema_rcr") -> Tournament:
    """24 players, 3 rounds: realistic games, chombos, draws, double ron, yaku, amended,
    voided, undone and redone hands, score slips with chombos, a game in play, an empty
    table."""
    t = new_tournament(folder, players=24, rounds=3, ruleset=ruleset)
    rng = random.Random(28)
    for r in (1, 2, 3):
        tables, _ = t.rounds.seat(r, seed=r)
        for seating in tables:
            n = seating.table
            if r == 3 and n == 6:
                continue  # nothing recorded yet
            if (r, n) in ((1, 6), (2, 3)):
                t.tables.record_totals(r, n, (40000, 32000, 28000, 20000),
                                chombos=(0, 1, 0, 2) if r == 1 else (0, 0, 0, 0), who="slip")
                continue
            special = [chombo(n % 4), DOUBLE_RON, YAKU_TSUMO, draw((0, 2), riichi=(0,)),
                       ron(2, 3, 1, 30), tsumo(1, 2, 30)]
            for hand in special[: 2 + (n + r) % 5]:
                t.tables.record_hand(r, n, hand, who=f"referee {n}")
            if r == 3 and n == 5:
                continue  # a game still in play
            for record in realistic_game(rng, t.rules):
                if t.tables.view(r, n).state.ended:
                    break
                t.tables.record_hand(r, n, record, who="referee")
            if n % 3 == 0:
                t.tables.void_hand(r, n, 1, reason="recorded at the wrong table", who="desk")
            if n % 2 == 0:
                t.tables.amend_hand(r, n, 0, chombo((n + 1) % 4), reason="wrong offender",
                             who="head referee")
            if n == 4:
                t.tables.undo(r, n, who="desk")
                t.tables.redo(r, n, who="desk")
            if n == 5:
                t.tables.undo(r, n, who="desk")
    return t


def replayed_statistics(t: Tournament, round: int | None) -> Statistics:
    """The statistics from every table's log replayed (what the tables' views give)."""
    games = []
    for r in range(1, (round or len(t.rounds.all())) + 1):
        for seating in t.rounds.seating(r):
            view = t.tables.view(r, seating.table)
            if view.mode is TableMode.EMPTY:
                continue
            games.append(GameInput(r, seating.table, seating.players,
                                   view.hands if view.mode is TableMode.HANDS else (),
                                   view.final, detail=view.mode is TableMode.HANDS))
    standings = t.standings.get(round)
    order = [row.player_id for row in standings.rows + standings.substitutes
             + standings.disqualified]
    return compute_statistics(games, {p.id: p.name for p in t.players.all()}, t.rules, order,
                              up_to_round=round)


def replayed_chombos(t: Tournament, round: int) -> list[ChomboEntry]:
    """Every chombo of a round from the tables' replayed logs."""
    rules = t.rules
    end = rules.chombo is Chombo.END_OF_GAME
    out = []
    for seating in t.rounds.seating(round):
        view = t.tables.view(round, seating.table)
        entries = {line.entry.seq: line.entry for line in view.log}
        seqs = [line.entry.seq for line in view.log if line.in_effect and line.record]
        for result in view.hands:
            record = result.record
            if record.outcome is not Outcome.CHOMBO or record.offender is None:
                continue
            line = next(x for x in view.log if x.in_effect and x.record is not None
                        and x.position == result.index)
            entry = entries[line.entry.seq]
            pid = seating.players[record.offender]
            cost = rules.chombo_penalty if end else -result.deltas[record.offender]
            penalty = (f"{rules.chombo_penalty:,} off at the end of the game" if end
                       else f"mangan paid at the table ({cost:,})")
            out.append(ChomboEntry(round, seating.table, pid, t.players.get(pid).name, result.index,
                                   result.before.title, penalty, cost, entry.who, entry.at,
                                   record.note, at_table=not end, state=result.before))
        assert len(seqs) == len(view.hands) or view.totals is not None
        if view.totals is not None:
            entry = entries[view.totals.seq]
            for seat, count in enumerate(view.totals.chombos):
                pid = seating.players[seat]
                out += [ChomboEntry(
                    round, seating.table, pid, t.players.get(pid).name, None, "score slip",
                    f"{rules.chombo_penalty:,} off at the end of the game" if end
                    else "mangan paid at the table (in the slip's scores)",
                    rules.chombo_penalty if end else 0, entry.who, entry.at,
                    at_table=not end)] * count
    return out


def check_against_replay(path: Path, folded: frozenset[int] = frozenset()) -> None:
    """`folded`: the tables (ids) whose summary cannot give them, so are replayed."""
    with Tournament.open(path) as t:  # summaries read from the file, nothing folded yet
        from_summaries = {r: t.standings.statistics(r) for r in (None, 1, 2, 3)}
        chombos = {r: t.penalties.chombos(r) for r in (1, 2, 3)}
        assert set(t._games) == folded  # no other log was replayed to give them
    with Tournament.open(path) as t:
        for r, stats in from_summaries.items():
            assert stats == replayed_statistics(t, r)
        for r, found in chombos.items():
            assert list(found) == replayed_chombos(t, r)


def test_the_statistics_from_summaries_are_those_of_a_replay(tmp_path):
    t = build_varied(tmp_path)
    path = t.path
    stats = t.standings.statistics()
    t.close()
    # The tournament has what it is meant to cover.
    counts = stats.outcome_counts
    assert counts["chombo"] >= 10 and counts["exhaustive_draw"] > 0
    assert counts.get("abortive_draw", 0) + counts["ron"] + counts["tsumo"] > 100
    assert stats.games == 3 * 6 - 1 and stats.detail_games == 3 * 6 - 3
    assert stats.finished_games < stats.games
    assert any(p.yaku for p in stats.players)
    check_against_replay(path)


def test_end_of_game_chombos_from_summaries(tmp_path):
    t = build_varied(tmp_path, ruleset="wrc")
    assert t.rules.chombo is Chombo.END_OF_GAME
    path = t.path
    t.close()
    check_against_replay(path)


def test_the_demo_tournament_from_summaries(tmp_path):
    build_demo_tournament(tmp_path / "demo.rtdb").close()
    with Tournament.open(tmp_path / "demo.rtdb") as t:
        stats = t.standings.statistics()
        assert stats.chombos == 1 and len(t.penalties.chombos(1)) == 1
    check_against_replay(tmp_path / "demo.rtdb")


def test_a_damaged_digest_is_replaced_by_a_fold(tmp_path):
    """A summary whose statistics or chombos cannot be read (a file edited by other means)
    still gives the replay's figures: that table is folded."""
    t = build_varied(tmp_path)
    path = t.path
    t.close()
    with sqlite3.connect(path) as db:
        rows = db.execute("SELECT table_id, summary FROM table_states").fetchall()
        damaged = set()
        for table_id, text in rows:
            summary = json.loads(text)
            if summary[-2] is None or summary[-1] is None:
                continue
            summary[-2][2] = [["rain", 1]]  # an outcome that is not one
            summary[-1][0][1] = 7  # a seat that is not one
            db.execute("UPDATE table_states SET summary = ? WHERE table_id = ?",
                       (json.dumps(summary), table_id))
            damaged.add(table_id)
    assert len(damaged) >= 3
    check_against_replay(path, frozenset(damaged))


def test_the_round_clock_reads_finished_tables_from_summaries(tmp_path):
    """The desk's round clock (read at every open, on the worker the statistics page waits
    on) tells finished games from the stored summaries, as a replay would."""
    t = build_varied(tmp_path)
    path = t.path
    t.close()
    with Tournament.open(path) as t:
        clocks = {r: t.clock.state(r) for r in (1, 2, 3)}
        assert not t._games
        for r, clock in clocks.items():
            finished = {c.table: c.finished for c in clock.tables}
            assert finished == {s.table: t.tables.view(r, s.table).final is not None
                                for s in t.rounds.seating(r)}
        assert not all(c.finished for c in clocks[3].tables)

"""Realistic made-up games, for the demo tournament and for benchmarks.

The hands follow the rough frequencies of real riichi play (about 45% ron, 25% tsumo, 20%
exhaustive draws; mostly 1-4 han at 30-40 fu; riichi in about one hand in five per player), so
the demo looks like a real tournament day. Every game is checked by the core as it is built.
"""

from __future__ import annotations

import random
from pathlib import Path
from typing import TYPE_CHECKING, Any

from tournament.games.record_json import parse_hand
from tournament.model import HandRecord, TableState
from tournament.rules.ruleset import Ruleset
from tournament.scoring.settle import initial_state, settle_hand
from tournament.scoring.validate import validate_hand

if TYPE_CHECKING:
    from tournament.service import Tournament

# (han, fu, weight) for ordinary wins; limits and yakuman are rarer.
_RON_VALUES = [(1, 30, 14), (1, 40, 10), (2, 30, 12), (2, 40, 8), (2, 25, 4), (3, 30, 8),
               (3, 40, 6), (3, 25, 2), (4, 30, 4), (4, 40, 2), (1, 50, 2), (2, 50, 1),
               (5, 0, 4), (6, 0, 2), (7, 0, 1), (8, 0, 1), (11, 0, 0.2)]
_TSUMO_VALUES = [(2, 20, 8), (1, 30, 8), (1, 40, 5), (2, 30, 8), (2, 40, 5), (3, 20, 4),
                 (3, 25, 2), (3, 30, 6), (3, 40, 3), (4, 30, 3), (4, 20, 2), (5, 0, 4),
                 (6, 0, 2), (8, 0, 1), (11, 0, 0.2)]


def _pick(rng: random.Random, values: list[tuple[int, int, float]]) -> dict[str, int]:
    han, fu, _ = rng.choices(values, weights=[w for _, _, w in values])[0]
    if rng.random() < 0.004:
        return {"han": 0, "fu": 0, "yakuman": 1}
    return {"han": han, "fu": fu}


def realistic_hand(rng: random.Random, state: TableState, rules: Ruleset) -> dict[str, Any]:
    """One hand record (JSON form) that fits `state` under `rules`."""
    roll = rng.random()
    riichi = [s for s in range(4) if rng.random() < 0.18]
    if roll < 0.45:
        loser = rng.randrange(4)
        winners = [rng.choice([s for s in range(4) if s != loser])]
        if rng.random() < 0.03:
            winners.append(rng.choice([s for s in range(4) if s not in (loser, winners[0])]))
        wins = [{"winner": w, "loser": loser, **_pick(rng, _RON_VALUES)} for w in winners]
        return {"outcome": "ron", "riichi": riichi, "wins": wins}
    if roll < 0.70:
        winner = rng.randrange(4)
        return {"outcome": "tsumo", "riichi": riichi,
                "wins": [{"winner": winner, **_pick(rng, _TSUMO_VALUES)}]}
    if roll < 0.98 or not rules.abortive_draws:
        tenpai = sorted(set(riichi) | {s for s in range(4) if rng.random() < 0.35})
        return {"outcome": "exhaustive_draw", "riichi": riichi, "tenpai": tenpai}
    return {"outcome": "abortive_draw", "riichi": [],
            "abortive_kind": rng.choice(["nine_terminals", "four_winds"])}


def realistic_game(rng: random.Random, rules: Ruleset, max_hands: int = 30) -> list[HandRecord]:
    """Hands of one finished game. If the game runs long, time is called on the last hand."""
    state = initial_state(rules)
    hands: list[HandRecord] = []
    while not state.ended:
        data = realistic_hand(rng, state, rules)
        if len(hands) == max_hands - 1:
            data["last_hand"] = True
        record, issues = parse_hand(data, len(hands))
        if record is None or issues or validate_hand(record, state, rules, len(hands)):
            continue  # e.g. 2 han minimum at 5 counters: draw another hand
        hands.append(record)
        state = settle_hand(state, record, rules, len(hands) - 1).after
    return hands


# --- the demo tournament --------------------------------------------------------------------

DEMO_PLAYERS = (
    ("Aiko Tanaka", "JP", "Tokyo Riichi"), ("Bruno Marchal", "FR", "Mahjong Paris"),
    ("Chiara Rossi", "IT", "Milano Mahjong"), ("Dieter Krause", "DE", "Riichi Berlin"),
    ("Eva Nowak", "PL", "Kraków Tiles"), ("Finn Olsen", "DK", "København MJ"),
    ("Greta Lindqvist", "SE", "Stockholm Riichi"), ("Hugo Lefèvre", "FR", "Mahjong Paris"),
    ("Ines Costa", "PT", "Lisboa Mahjong"), ("Jonas Weber", "DE", "Riichi Berlin"),
    ("Kaito Mori", "JP", "Tokyo Riichi"), ("Lena Fischer", "AT", "Wien Mahjong"),
    ("Marco Bianchi", "IT", "Milano Mahjong"), ("Nora Haas", "CH", "Zürich Riichi"),
    ("Oskar Berg", "NO", "Oslo Mahjong"), ("Paula Vidal", "ES", "Barcelona Riichi"),
)


def build_demo_tournament(path: Path | str, seed: int = 2026,
                          password: str | None = None) -> Tournament:
    """A ready-made tournament for newcomers: 16 players, 4 rounds, rounds 1 and 2 played with
    realistic hands (one chombo among them), one referee penalty, round 3 seated, two players
    flagged as newcomers and a few award categories chosen.

    `password`: an organiser password for it (none by default). Returns the open
    `Tournament` (the caller closes it).
    """
    from tournament.players.roster import PlayerDraft
    from tournament.service import Tournament as Service

    rng = random.Random(seed)
    drafts = [PlayerDraft(name=name, ema_number=f"{(i * 7919) % 10**8:08d}", club=club,
                          country=country) for i, (name, country, club) in
              enumerate(DEMO_PLAYERS)]
    tournament = Service.create(path, name="Demo Riichi Open", ruleset="ema_rcr", rounds=4,
                                   players=drafts, venue="Salle des Fêtes, Lyon",
                                   start_date="2026-11-21", end_date="2026-11-22",
                                   round_minutes=90, city="Lyon", host_country="FRA",
                                   mers_weight="2", short_name="Demo Open",
                                   password=password)
    rules = tournament.rules
    chombo_done = False
    for round_number in (1, 2):
        tables = tournament.rounds.seat(round_number, seed=seed)[0]
        for table in tables:
            hands = realistic_game(rng, rules)
            if not chombo_done:
                # One chombo early in the first game: a riichi declared on a hand that was
                # not waiting, found at an exhaustive draw (004 §3.4.6).
                record, _ = parse_hand({"outcome": "chombo", "offender": 2})
                assert record is not None
                hands.insert(1, record)
                chombo_done = True
            for hand in hands:
                tournament.tables.record_hand(round_number, table.table, hand, who="demo referee")
        tournament.approvals.approve(round_number, who="demo organiser")
    tournament.penalties.add("Jonas Weber", "deduction", points=-2 * rules.points_unit,
                           reason="slow play after two warnings", referee="Head referee",
                           round=2, password=password)
    tournament.rounds.seat(3, seed=seed)
    for name in ("Eva Nowak", "Nora Haas"):
        tournament.awards.set_flag(name, "newcomer", who="demo organiser")
    tournament.awards.set_categories(["best_country", "best_flag:newcomer", "most_wins",
                                     "highest_hand", "iron_defence"], who="demo organiser")
    return tournament

"""Statistics from the hand log (tournament/standings/stats.py), every figure checked on a game
worked out by hand (ema_rcr), plus a paper-totals table that counts for placements only and a game
in play that counts for hands only."""

from __future__ import annotations

import pytest

from tournament.games.record_json import parse_hand
from tournament.games.tally import yaku_id
from tournament.model import Outcome
from tournament.rules import preset
from tournament.scoring import final_result, replay
from tournament.scoring.totals import totals_state
from tournament.standings.stats import (
    CSV_COLUMNS,
    GameInput,
    compute_statistics,
    csv_row,
    statistics_json,
)

RULES = preset("ema_rcr")
A, B, C, D = 1, 2, 3, 4  # player ids; seats 0..3 (East..North of the first hand)
NAMES = {A: "Anna", B: "Bert", C: "Cleo", D: "Dan", 5: "Eve", 6: "Finn", 7: "Gus", 8: "Hana"}

# The game, hand by hand (ema_rcr: 30,000 start, honba 300, multiple ron paid to each winner,
# a riichi winner of a multiple ron takes back his own stake, chombo a mangan at the table):
GAME = [
    # H0 E1 (dealer A): B riichi, ron on C, 3 han 30 fu (riichi, pinfu, tanyao):
    # non-dealer 30 x 2^5 = 960 x 4 = 3,840 -> 3,900. B +3,900 (+ own stick back), C -3,900.
    # Scores A 30,000 B 33,900 C 26,100 D 30,000. The dealer lost: E2.
    {"outcome": "ron", "riichi": [1], "wins": [
        {"winner": 1, "loser": 2, "han": 3, "fu": 30, "yaku": ["riichi", "pinfu", "tanyao"]}]},
    # H1 E2 (dealer B): B tsumo 2 han 20 fu (menzen tsumo, pinfu): 20 x 2^4 = 320 x 2 = 640
    # -> 700 from each, 2,100 in all. B 36,000, A 29,300, C 25,400, D 29,300. B keeps: E2-1.
    {"outcome": "tsumo", "riichi": [], "wins": [
        {"winner": 1, "han": 2, "fu": 20, "yaku": ["Menzen Tsumo", "Pinfu"]}]},
    # H2 E2-1: exhaustive draw, D riichi, B and D tenpai: A and C pay 750 to each of B and D.
    # A 27,800, B 37,500, C 23,900, D 29,800 (after his stake); 1 stick on the table.
    # The dealer B is tenpai: he keeps the deal (E2-2).
    {"outcome": "exhaustive_draw", "riichi": [3], "tenpai": [1, 3]},
    # H3 E2-2: double ron on A's discard, D riichi again: C 2 han 40 fu = 40 x 2^4 = 640 x 4
    # = 2,560 -> 2,600 + 600 honba; D mangan (5 han) 8,000 + 600. D takes his own stake back;
    # the 1 stick left goes to the winner nearest A in turn order: C.
    # A -11,800 -> 16,000; C +3,200 +1,000 -> 28,100; D +8,600 -> 38,400. One deal-in for A.
    # The dealer B did not win: E3.
    {"outcome": "ron", "riichi": [3], "wins": [
        {"winner": 2, "loser": 0, "han": 2, "fu": 40},
        {"winner": 3, "loser": 0, "han": 5, "fu": 0}]},
    # H4 E3 (dealer C): chombo by D, a mangan at the table: 4,000 to the dealer C, 2,000 to
    # A and B. A 18,000, B 39,500, C 32,100, D 30,400. Not a hand; no counter, same dealer.
    {"outcome": "chombo", "offender": 3},
    # H5 E3: abortive draw (nine terminals): nothing paid, the dealer stays by rule, E3-1.
    {"outcome": "abortive_draw", "riichi": [], "abortive_kind": "nine_terminals"},
    # H6 E3-1, time called: A riichi, tsumo 4 han 30 fu (riichi, menzen tsumo, tanyao,
    # iipeikou): 30 x 2^6 = 1,920: dealer C pays 3,840 -> 3,900, B and D 2,000; + 100 honba
    # each; A takes his own stick. A +8,200 -> 26,200; B 37,400; C 28,100; D 28,300. Game over.
    {"outcome": "tsumo", "riichi": [0], "last_hand": True, "wins": [
        {"winner": 0, "han": 4, "fu": 30,
         "yaku": ["riichi", "menzen_tsumo", "tanyao", "iipeikou"]}]},
]
# Final: B 37,400 1st (+7.4 + 15 = +22.4), D 28,300 2nd (-1.7 + 5 = +3.3), C 28,100 3rd
# (-1.9 - 5 = -6.9), A 26,200 4th (-3.8 - 15 = -18.8).


def hand_game(round: int = 1, table: int = 1, players=(A, B, C, D), hands=GAME) -> GameInput:
    records = []
    for i, data in enumerate(hands):
        record, issues = parse_hand(data, i)
        assert record is not None and not issues, issues
        records.append(record)
    result = replay(records, RULES)
    assert result.ok, result.issues
    return GameInput(round, table, players, result.results, result.final)


def paper_game(round: int, table: int, players, scores) -> GameInput:
    state = totals_state(tuple(scores), (0, 0, 0, 0), RULES)
    return GameInput(round, table, players, (), final_result(state, RULES), detail=False)


@pytest.fixture(scope="module")
def game():
    g = hand_game()
    assert g.final is not None
    assert g.final.scores == (26200, 37400, 28100, 28300)  # the working above
    return g


@pytest.fixture(scope="module")
def stats(game):
    return compute_statistics([game], NAMES, RULES, order=[B, D, C, A])


def test_hands_count_every_settled_record_but_the_chombo(stats):
    # H0, H1, H2, H3, H5 (abortive draw), H6: six hands; H4 is a chombo.
    assert [p.hands for p in stats.players] == [6, 6, 6, 6]
    assert stats.hands == 6 and stats.chombos == 1


def test_players_come_in_the_order_asked(stats):
    assert [p.player for p in stats.players] == ["Bert", "Dan", "Cleo", "Anna"]


def test_wins_ron_and_tsumo(stats):
    # A: H6 tsumo. B: H0 ron, H1 tsumo. C: H3 ron. D: H3 ron (both winners of a double ron).
    got = {p.player: (p.wins, p.ron_wins, p.tsumo_wins) for p in stats.players}
    assert got == {"Anna": (1, 0, 1), "Bert": (2, 1, 1), "Cleo": (1, 1, 0), "Dan": (1, 1, 0)}
    assert stats.wins == 5


def test_deal_ins_count_a_double_ron_once(stats):
    # C dealt in at H0; A at H3 (two winners, one deal-in).
    got = {p.player: p.deal_ins for p in stats.players}
    assert got == {"Anna": 1, "Bert": 0, "Cleo": 1, "Dan": 0}


def test_rates_are_fractions(stats):
    anna, bert = stats.by_name("Anna"), stats.by_name("Bert")
    assert anna.win_rate == pytest.approx(1 / 6)
    assert anna.deal_in_rate == pytest.approx(1 / 6)
    assert bert.win_rate == pytest.approx(2 / 6)
    assert bert.deal_in_rate == 0
    # tsumo share: A 1 of 1, B 1 of 2, C 0 of 1
    assert anna.tsumo_share == 1 and bert.tsumo_share == 0.5
    assert stats.by_name("Cleo").tsumo_share == 0


def test_riichi_declarations_and_success(stats):
    # A: H6 (won). B: H0 (won). D: H2 (draw), H3 (won the double ron). C: none.
    got = {p.player: (p.riichi, p.riichi_wins) for p in stats.players}
    assert got == {"Anna": (1, 1), "Bert": (1, 1), "Cleo": (0, 0), "Dan": (2, 1)}
    assert stats.by_name("Dan").riichi_success == 0.5
    assert stats.by_name("Dan").riichi_rate == pytest.approx(2 / 6)
    assert stats.by_name("Cleo").riichi_success is None  # no riichi: no rate
    assert stats.riichi == 4


def test_win_values_before_honba_and_sticks(stats):
    # A: 7,900 (1,920 -> 3,900 from the dealer + 2 x 2,000), honba and his stick not counted.
    # B: 3,900 (H0) and 2,100 (H1): average 3,000, largest 3,900.
    # C: 2,600 (H3, the 600 honba not counted). D: 8,000 (mangan).
    anna, bert = stats.by_name("Anna"), stats.by_name("Bert")
    cleo, dan = stats.by_name("Cleo"), stats.by_name("Dan")
    assert (anna.average_win, anna.largest_win) == (7900, 7900)
    assert (bert.average_win, bert.largest_win, bert.win_points) == (3000, 3900, 6000)
    assert (cleo.largest_win, dan.largest_win) == (2600, 8000)
    largest = bert.largest
    assert largest is not None
    assert (largest.han, largest.fu, largest.round, largest.table, largest.hand) == (3, 30, 1, 1,
                                                                                     0)
    assert largest.when == "East 1" and largest.loser == "Cleo"
    assert dan.largest is not None and dan.largest.limit == "mangan"
    assert dan.largest.han_fu == "mangan, 5 han"
    # Average han of the wins that are not yakuman: B (3 + 2) / 2.
    assert bert.average_han == 2.5 and dan.average_han == 5


def test_no_win_means_no_value():
    only_paper = compute_statistics([paper_game(1, 1, (A, B, C, D),
                                                [40000, 30000, 30000, 20000])], NAMES, RULES)
    anna = only_paper.by_name("Anna")
    assert anna.average_win is None and anna.largest_win is None and anna.largest is None
    assert anna.win_rate is None and anna.deal_in_rate is None  # no hand: no rate


def test_dealer_keeps(stats):
    # A dealt H0 (lost it). B dealt H1 (won: kept), H2 (tenpai at the draw: kept), H3 (lost).
    # C dealt H5 (abortive draw: the deal stays by rule, not a keep) and H6 (lost); H4 is a
    # chombo, not a hand.
    got = {p.player: (p.dealer_hands, p.dealer_keeps) for p in stats.players}
    assert got == {"Anna": (1, 0), "Bert": (3, 2), "Cleo": (2, 0), "Dan": (0, 0)}
    assert stats.by_name("Bert").dealer_keep_rate == pytest.approx(2 / 3)


def test_noten_at_draws(stats):
    # One exhaustive draw (H2): B and D tenpai, A and C noten. The abortive draw is not one.
    got = {p.player: (p.draws, p.noten) for p in stats.players}
    assert got == {"Anna": (1, 1), "Bert": (1, 0), "Cleo": (1, 1), "Dan": (1, 0)}


def test_chombo(stats):
    got = {p.player: p.chombo for p in stats.players}
    assert got == {"Anna": 0, "Bert": 0, "Cleo": 0, "Dan": 1}


def test_yaku_counted_from_wins_entered_by_yaku(stats):
    # B: H0 riichi, pinfu, tanyao; H1 "Menzen Tsumo", "Pinfu" (names resolved to ids).
    # A: H6 riichi, menzen_tsumo, tanyao, iipeikou. C and D: entered by han/fu: no yaku.
    assert stats.by_name("Bert").yaku_counts == {"pinfu": 2, "riichi": 1, "tanyao": 1,
                                                 "menzen_tsumo": 1}
    assert stats.by_name("Bert").yaku[0] == ("pinfu", 2)  # most frequent first
    assert stats.by_name("Anna").yaku_counts == {"riichi": 1, "menzen_tsumo": 1, "tanyao": 1,
                                                 "iipeikou": 1}
    assert stats.by_name("Cleo").yaku_counts == {} == stats.by_name("Dan").yaku_counts
    assert yaku_id("All Simples") == "tanyao" and yaku_id("made up") == "made up"


def test_yakuman_and_counted_yakuman():
    # A dealer yakuman ron (seat 0 on seat 1) and, where 13 han count as a yakuman, a 13 han
    # tsumo: both are yakuman; a sanbaiman is not.
    counted, problems = RULES.with_overrides({"counted_yakuman": True})
    assert counted is not None and not problems
    hands = [{"outcome": "ron", "riichi": [], "wins": [
                 {"winner": 0, "loser": 1, "han": 0, "fu": 0, "yakuman": 1}]},
             {"outcome": "tsumo", "riichi": [], "wins": [{"winner": 2, "han": 13, "fu": 0}]},
             {"outcome": "tsumo", "riichi": [], "last_hand": True,
              "wins": [{"winner": 3, "han": 11, "fu": 0}]}]
    records = [parse_hand(h, i)[0] for i, h in enumerate(hands)]
    result = replay(records, counted)
    assert result.ok, result.issues
    stats = compute_statistics([GameInput(1, 1, (A, B, C, D), result.results, result.final)],
                               NAMES, counted)
    got = {p.player: p.yakuman for p in stats.players}
    assert got == {"Anna": 1, "Bert": 0, "Cleo": 1, "Dan": 0}
    # Values: dealer yakuman ron 48,000; the 13 han tsumo after the dealer's win (dealer
    # still seat 0): non-dealer yakuman tsumo 16,000 + 2 x 8,000 = 32,000; then (dealer
    # seat 1) the sanbaiman non-dealer tsumo 12,000 + 2 x 6,000 = 24,000.
    assert stats.by_name("Anna").largest_win == 48000
    assert stats.by_name("Cleo").largest_win == 32000
    assert stats.by_name("Dan").largest_win == 24000
    assert stats.by_name("Cleo").average_han is None  # the only win is a yakuman
    assert stats.by_name("Dan").average_han == 11


def test_placements_and_points_per_round(stats):
    got = {p.player: (p.placements, p.average_placement, p.points_by_round)
           for p in stats.players}
    assert got == {"Anna": ((0, 0, 0, 1), 4.0, ((1, -18.8),)),
                   "Bert": ((1, 0, 0, 0), 1.0, ((1, 22.4),)),
                   "Cleo": ((0, 0, 1, 0), 3.0, ((1, -6.9),)),
                   "Dan": ((0, 1, 0, 0), 2.0, ((1, 3.3),))}


def test_tournament_figures(stats):
    assert stats.outcome_counts == {"ron": 2, "tsumo": 2, "exhaustive_draw": 1,
                                    "abortive_draw": 1, "chombo": 1}
    # Biggest: D 8,000, A 7,900, B 3,900, C 2,600, B 2,100.
    assert [(w.player, w.points) for w in stats.biggest] == [
        ("Dan", 8000), ("Anna", 7900), ("Bert", 3900), ("Cleo", 2600), ("Bert", 2100)]
    assert stats.average_game_length == 6.0
    assert (stats.games, stats.detail_games) == (1, 1)
    assert stats.detail_text == "Hand detail: 1 of 1 game"


def test_paper_totals_count_for_placements_only_and_games_in_play_for_hands_only(game):
    # Round 1: the hand-worked game at table 1; table 2 from a paper slip (Eve 41,000 1st,
    # Finn 31,000 2nd, Gus 27,000 3rd, Hana 21,000 4th). Round 2: Anna, Eve, Bert, Finn
    # at a game still in play: two hands (Eve ron on Anna 1 han 30 fu; a draw, nobody
    # tenpai).
    paper = paper_game(1, 2, (5, 6, 7, 8), [41000, 31000, 27000, 21000])
    in_play = hand_game(2, 1, (A, 5, B, 6), [
        {"outcome": "ron", "riichi": [], "wins": [{"winner": 1, "loser": 0, "han": 1,
                                                   "fu": 30}]},
        {"outcome": "exhaustive_draw", "riichi": [], "tenpai": []}])
    assert in_play.final is None
    stats = compute_statistics([game, paper, in_play], NAMES, RULES)
    eve, hana, anna = stats.by_name("Eve"), stats.by_name("Hana"), stats.by_name("Anna")
    # Placements: the paper table counts; the game in play does not.
    assert (eve.games, eve.placements, eve.average_placement) == (1, (1, 0, 0, 0), 1.0)
    assert (hana.games, hana.placements, hana.points_by_round) == (1, (0, 0, 0, 1),
                                                                   ((1, -24.0),))
    assert (anna.games, anna.placements) == (1, (0, 0, 0, 1))
    # Hands: only the tables with hand detail, the game in play included.
    assert (hana.hands, hana.hand_games, hana.wins, hana.win_rate) == (0, 0, 0, None)
    assert (eve.hands, eve.hand_games, eve.wins, eve.ron_wins) == (2, 1, 1, 1)
    assert (anna.hands, anna.hand_games, anna.deal_ins) == (8, 2, 2)
    assert anna.deal_in_rate == pytest.approx(2 / 8)
    assert (anna.draws, anna.noten) == (2, 2)
    # Tournament: 3 games, 2 with hand detail; 2 finished; the average length counts the
    # finished game with detail only (6 hands); hands: 6 + 2.
    assert (stats.games, stats.detail_games, stats.finished_games) == (3, 2, 2)
    assert stats.detail_text == "Hand detail: 2 of 3 games"
    assert stats.hands == 8 and stats.average_game_length == 6.0
    # No order asked: everyone who sat at a game, by name.
    assert [p.player for p in stats.players] == ["Anna", "Bert", "Cleo", "Dan", "Eve", "Finn",
                                                 "Gus", "Hana"]
    assert stats.rounds == (1, 2)
    # Up to round 1: the game in play is left out.
    first = compute_statistics([game, paper, in_play], NAMES, RULES, up_to_round=1)
    assert first.by_name("Anna").hands == 6 and first.hands == 6
    with pytest.raises(KeyError):
        first.by_name("Nobody")


def test_json_has_the_contract_keys(stats):
    data = statistics_json(stats)
    assert set(data) == {"players", "tournament"}
    contract = {"player", "games", "hands", "wins", "ron_wins", "tsumo_wins", "deal_ins",
                "riichi", "riichi_wins", "chombo", "win_rate", "deal_in_rate", "average_win",
                "largest_win", "placements", "average_placement", "yaku"}
    for p in data["players"]:
        assert contract <= set(p)
    dan = next(p for p in data["players"] if p["player"] == "Dan")
    assert dan["placements"] == [0, 1, 0, 0] and dan["largest_win"] == 8000
    assert dan["riichi"] == 2 and dan["chombo"] == 1 and dan["yaku"] == {}
    assert data["tournament"]["outcomes"]["ron"] == 2
    assert data["tournament"]["hands"] == 6


def test_csv_row_follows_the_columns(stats):
    row = csv_row(stats.by_name("Cleo"))
    assert len(row) == len(CSV_COLUMNS)
    cells = dict(zip(CSV_COLUMNS, row, strict=True))
    assert cells["player"] == "Cleo" and cells["third"] == 1 and cells["riichi_success"] == ""
    assert cells["deal_ins"] == 1


def test_outcome_order_is_the_enum_order(stats):
    assert [o for o, _ in stats.outcomes] == [o for o in Outcome if o in dict(stats.outcomes)]

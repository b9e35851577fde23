"""Online game logs read, settled by our core and compared with the payments the log records.

Real games: tests/data/online_logs (public Tenhou and Mahjong Soul logs, sources in its
README). Hand-built
logs: every outcome, in the tenhou.net/6 format (Tenhou's and Mahjong Soul's rooms) and in
Tenhou's mjlog XML; each expected payment below is worked out by hand in its comment.
"""

from __future__ import annotations

import gzip
import json
from dataclasses import replace
from pathlib import Path

import pytest

from tests.online_log_edits import (
    cut_mjlog,
    cut_tenhou6,
    east_only_header,
    mjlog_text,
    without_hand,
)
from tournament.model import AbortiveKind, Outcome
from tournament.online_logs import (
    MAX_LOG_BYTES,
    ROOM_MAHJONG_SOUL,
    ROOM_TENHOU,
    LogProblem,
    compare,
    read_log,
    room_rules,
)
from tournament.players_io import fold_name
from tournament.rules.presets import PRESETS

DATA = Path(__file__).parent.parent / "data" / "online_logs"
REAL_LOGS = sorted(p for p in DATA.iterdir() if p.suffix in (".mjlog", ".xml", ".json"))
# Logs whose room's rules differ from ours on purpose (see the README there).
DIFFERING = {"2009082713gm-00e1-0000-8820f355.mjlog"}
REFUSED = {"tenhou-sanma2.xml"}


def settle(data: bytes | str, ruleset: str | None = None):
    raw = data.encode() if isinstance(data, str) else data
    log = read_log(raw, "log")
    rules, notes = room_rules(log, PRESETS[ruleset] if ruleset else None)
    return compare(log, rules, notes)


# --------------------------------------------------------------------------- real logs

@pytest.mark.parametrize("path", [p for p in REAL_LOGS if p.name not in DIFFERING | REFUSED],
                         ids=lambda p: p.name)
def test_real_logs_agree_hand_by_hand_and_at_the_end(path):
    comparison = settle(path.read_bytes())
    assert comparison.differences == ()
    assert comparison.result.ok
    log = comparison.log
    assert len(comparison.result.results) == len(log.hands)
    for result, hand in zip(comparison.result.results, log.hands, strict=True):
        assert result.deltas == hand.log_deltas
    assert comparison.result.ended_after_hand == len(log.hands) - 1
    if log.final_scores is not None:  # mjlog's owari, tenhou.net/6's sc: the room's own
        assert comparison.result.final is not None
        assert comparison.result.final.scores == log.final_scores


def test_the_real_logs_cover_the_outcomes():
    seen: set[object] = set()
    for path in REAL_LOGS:
        if path.name in REFUSED:
            continue
        log = read_log(path.read_bytes(), path.name)
        seen.add("east_only" if log.east_only else "hanchan")
        for hand in log.hands:
            record = hand.record
            seen.add(record.outcome)
            seen.add(record.abortive_kind)
            if len(record.wins) == 2:
                seen.add("double_ron")
            if any(w.pao is not None for w in record.wins):
                seen.add("pao_ron" if record.outcome is Outcome.RON else "pao_tsumo")
            if hand.round_wind == 2:
                seen.add("west")
    assert {Outcome.RON, Outcome.TSUMO, Outcome.EXHAUSTIVE_DRAW, Outcome.NAGASHI_MANGAN,
            AbortiveKind.NINE_TERMINALS, AbortiveKind.TRIPLE_RON, "double_ron", "pao_ron",
            "pao_tsumo", "west", "east_only", "hanchan"} <= seen


def test_a_real_mahjong_soul_triple_ron_pays_its_honba_to_the_winner_nearest_the_discarder():
    # Mahjong Soul game 220930-8a7c1e7f, S3 2 honba: seat 2 deals in to seats 3 (3 han 40
    # fu, 5,200), 0 (mangan, 8,000) and 1 (1 han 30 fu, 1,000). The record's own payments:
    # seat 3, next after the discarder, alone takes the 600 honba; no abortive draw.
    comparison = settle((DATA / "mjs-220930-8a7c1e7f.json").read_bytes())
    log = comparison.log
    assert log.room == ROOM_MAHJONG_SOUL and len(log.hands) == 13
    hand = log.hands[11]
    assert (hand.label, hand.honba) == ("S3", 2)
    assert [(w.winner, w.loser) for w in hand.record.wins] == [(3, 2), (0, 2), (1, 2)]
    assert comparison.result.results[11].deltas == (8000, 1000, -14800, 5800)
    assert comparison.differences == ()
    # Settled with the honba to every winner, this hand would differ by 600 for seats 0, 1.
    each, _ = PRESETS["tenhou"].with_overrides({"multi_ron_honba": "each",
                                                "triple_ron_abortive": False})
    assert [d.hand for d in compare(log, each).differences] == [11]


def test_a_real_mahjong_soul_game_ends_with_the_rooms_scores_and_points():
    # A Jade room game converted by tensoul-py-ng (names and game id blanked by the source):
    # the final scores and points in "sc" are the room's own (its uma 15/5/-5/-15, no oka).
    path = DATA / "mjs-sample_tenhou.json"
    comparison = settle(path.read_bytes())
    assert comparison.log.room == ROOM_MAHJONG_SOUL and comparison.differences == ()
    sc = json.loads(path.read_text(encoding="utf-8"))["sc"]
    final = comparison.result.final
    assert final is not None
    assert list(final.scores) == sc[0::2]
    assert [p / 1000 for p in final.points] == sc[1::2]


def test_a_real_mahjong_soul_league_game_ends_after_south_4_with_nobody_at_30000():
    # Mahjong Soul game 260915-9cb4dafb, a league's room "四麻 半庄" (East-South): after
    # South 4 the top has 26,200 and the game ends there. The room plays no West extension,
    # and the log shows it: it is settled so (under `tenhou`, the game would go into West).
    path = DATA / "mjs-260915-9cb4dafb.json"
    comparison = settle(path.read_bytes())
    assert comparison.log.room == ROOM_MAHJONG_SOUL and not comparison.log.east_only
    assert comparison.log.ends_short_of_goal and not comparison.rules.west_extension
    assert comparison.differences == ()
    assert comparison.result.final is not None
    assert comparison.result.final.scores == (24400, 24900, 24500, 26200)
    assert [d.hand for d in settle(path.read_bytes(), "tenhou").differences] == [None]


@pytest.mark.parametrize(("disp", "east_only"), [
    ("四麻 半庄", False), ("Gold Room South", False), ("玉の間南喰赤", False),
    ("四麻 东风", True), ("Silver Room East", True), ("友人戦東喰赤", True)])
def test_the_game_length_is_read_from_the_rooms_words(disp, east_only):
    # A one-hand game (a yakuman busts seat 3 in East 1): only the room's words tell its length.
    game = log6(hand6(0, 0, 0, S, ["和了", [48000, 0, 0, -48000],
                                   [0, 3, 0, "役満48000点", "国士無双(役満)"]]), disp=disp)
    comparison = settle(game)
    assert comparison.log.east_only is east_only
    assert comparison.differences == ()


def test_a_game_ending_after_east_4_with_nobody_at_30000_has_no_extension():
    # 友人戦東喰赤 (a friendly East-only room): four all-noten draws, 0 to 3 honba, and the
    # game ends after East 4 with everyone at 25,000: that room plays no South extension.
    hands = [hand6(r, r, 0, S, ["流局", [0, 0, 0, 0]]) for r in range(4)]
    comparison = settle(log6(*hands, disp="友人戦東喰赤"))
    assert not comparison.rules.west_extension
    assert any("no extension" in note for note in comparison.notes)
    assert comparison.differences == ()
    assert comparison.result.ended_after_hand == 3


def test_a_tenhou_lobby_game_is_settled_under_the_lobbys_own_rules():
    # ARML's Tenhou lobby (csrule 4120DF0F, 00000001): 30,000 to start and to return, no
    # nagashi mangan, kiriage, no bust end, no abortive draws, no triple ron draw, neither a
    # win nor tenpai of the last dealer in first place ends the game, the West extension on;
    # uma 15/5/-5/-15; leftover sticks to nobody. The dealer wins South 4 in first place and
    # the game goes on, as the lobby's rules say (under `tenhou` it would end there).
    data = (DATA / "ij-2023083107gm-000b-18940-79affd70.json").read_bytes()
    comparison = settle(data)
    rules = comparison.rules
    assert (rules.start_points, rules.return_points, rules.goal_points, rules.oka) == (
        30000, 30000, 30000, 0)
    assert rules.kiriage_mangan and not rules.nagashi_mangan and not rules.bust_ends_game
    assert not rules.abortive_draws and not rules.triple_ron_abortive and not rules.agari_yame
    assert rules.west_extension and rules.uma == (15000, 5000, -5000, -15000)
    assert rules.leftover_sticks.value == "none"
    assert comparison.differences == ()
    assert [d.hand for d in settle(data, "tenhou").differences][:1] == [12]


def test_a_tenhou_lobby_mjlog_gives_its_rules_in_the_go_tag():
    # A 2023 lobby game: GO csrule 0FE0BF0B, 0000001F: head bump on a multiple ron, kiriage,
    # no nagashi mangan, leftover sticks to the first, no counted yakuman, 30,000 points.
    comparison = settle((DATA / "tenhou-newattr2023.xml").read_bytes())
    rules = comparison.rules
    assert rules.multiple_ron.value == "head_bump" and rules.kiriage_mangan
    assert not rules.nagashi_mangan and not rules.counted_yakuman
    assert rules.leftover_sticks.value == "first" and rules.start_points == 30000
    assert comparison.differences == ()


def test_a_lobby_rule_that_cannot_be_followed_is_one_line():
    data = json.loads(log6(hand6(0, 0, 0, S, ["和了", [48000, 0, 0, -48000],
                                               [0, 3, 0, "役満48000点", "国士無双(役満)"]])))
    data["csrule"] = ["zz", "", "", "", "0", "-5", "x"]
    log = read_log(json.dumps(data).encode(), "log")
    with pytest.raises(LogProblem, match="room rules cannot be followed: start_points"):
        room_rules(log)


def test_a_2009_game_played_on_after_the_dealers_tenpai_is_a_difference():
    # In 2009 Tenhou played on when the dealer was tenpai and first in the last hand; since
    # mid-2010 (2015060814gm-0029 ends so, after W3) such a game ends, as under `tenhou`.
    comparison = settle((DATA / "2009082713gm-00e1-0000-8820f355.mjlog").read_bytes())
    assert [d.hand for d in comparison.differences] == [4]
    assert "already ended" in comparison.differences[0].message


def test_pao_ron_the_liable_player_pays_the_honba():
    # E2 1 honba: seat 0 wins a yakuman (32,000) on seat 1's discard, seat 2 liable: each
    # pays 16,000, and Tenhou has the liable seat 2 pay the 300 honba.
    log = read_log((DATA / "2010060416gm-0061-0000-2d91fbe3.mjlog").read_bytes())
    hand = log.hands[5]
    assert hand.record.wins[0].pao == 2 and hand.honba == 1
    assert hand.log_deltas == (32300, -16000, -16300, 0)
    under_preset = compare(log, PRESETS["tenhou"]).differences
    assert [d.hand for d in under_preset if d.hand is not None] == [5]


def test_a_chip_room_rounds_4_han_30_fu_up_to_a_mangan():
    # tenhou-chip.xml: E1, the dealer's 4 han 30 fu tsumo is paid 4,000 all (not 3,900):
    # the room plays kiriage mangan, which the log shows and the rules read then follow.
    comparison = settle((DATA / "tenhou-chip.xml").read_bytes())
    assert comparison.log.kiriage_seen and comparison.rules.kiriage_mangan
    assert comparison.result.results[0].deltas == (12000, -4000, -4000, -4000)
    assert comparison.differences == ()
    assert not compare(comparison.log, PRESETS["tenhou"]).agrees


def test_tenhou_json_and_mjlog_of_one_game_read_the_same_hands():
    # The same game from Tenhou in both formats (mjlog2json's test data).
    xml = read_log((DATA / "m2j-2019103023gm-00a9-0000-f90e0fe9.xml").read_bytes())
    js = read_log((DATA / "m2j-2019103023gm-00a9-0000-f90e0fe9.json").read_bytes())
    assert js.fmt == "tenhou6" and xml.fmt == "mjlog"
    assert [h.record for h in js.hands] == [h.record for h in xml.hands]
    assert [h.log_deltas for h in js.hands] == [h.log_deltas for h in xml.hands]
    assert js.final_scores == xml.final_scores and js.names == xml.names


def test_pao_on_a_double_yakuman_tsumo_the_liable_player_pays_it_all():
    # E4 3 honba: Big Three Dragons + All Honours by tsumo (non-dealer, 64,000), seat 2 fed
    # the third dragon: seat 2 pays 64,000 and the 900 honba (pao_covers = whole_hand).
    comparison = settle((DATA / "m2j-2019103023gm-00a9-0000-f90e0fe9.json").read_bytes())
    assert comparison.rules.pao_covers.value == "whole_hand"
    assert comparison.result.results[6].deltas == (64900, 0, -64900, 0)
    assert not compare(comparison.log, PRESETS["tenhou"]).agrees


def test_gzip_and_plain_xml_read_the_same():
    raw = (DATA / "2015070614gm-00a9-0000-a76c73b1.mjlog").read_bytes()
    assert raw[:2] == b"\x1f\x8b"
    assert read_log(raw) == read_log(gzip.decompress(raw))


def test_names_are_url_decoded_and_the_room_read():
    log = read_log((DATA / "2009082817gm-00ab-0000-997dbe26.mjlog").read_bytes())
    assert log.room == ROOM_TENHOU and not log.red_fives and not log.east_only
    assert all(log.names) and not any("%" in n for n in log.names)
    east = read_log((DATA / "2010060416gm-0061-0000-2d91fbe3.mjlog").read_bytes())
    assert east.east_only and east.red_fives and east.start_points == 25000


def test_a_three_player_game_is_refused():
    with pytest.raises(LogProblem, match="three-player"):
        read_log((DATA / "tenhou-sanma2.xml").read_bytes())


# --------------------------------------------------------------------------- tenhou.net/6 built

NAMES = ["Aoki", "Berg", "Cruz", "Dupont"]


def hand6(rnd, honba, sticks, scores, result, discards=None):
    """A tenhou.net/6 hand: the tiles do not matter here, only riichi discards ("r23")."""
    piles = discards or {}
    entry = [[rnd, honba, sticks], list(scores), [11], []]
    for seat in range(4):
        entry += [[], [], list(piles.get(seat, []))]
    entry.append(result)
    return entry


def log6(*hands, disp="般南喰赤", title=None, names=NAMES):
    data = {"title": title or ["", ""], "name": names, "rule": {"disp": disp, "aka": 1},
            "log": list(hands)}
    return json.dumps(data, ensure_ascii=False)


def hand_deltas(comparison):
    return [r.deltas for r in comparison.result.results]


def per_hand(comparison):
    return [d for d in comparison.differences if d.hand is not None]


S = [25000] * 4


def test_ron_with_a_riichi_declared_on_the_winning_discard_has_no_stake():
    # Seat 1 declares riichi with its last discard and seat 2 rons it: the riichi was never
    # accepted, so seat 1 pays only the ron (2 han 30 fu non-dealer: 2,000).
    game = log6(hand6(0, 0, 0, S, ["和了", [0, -2000, 2000, 0],
                                   [2, 1, 2, "30符2飜2000点", "平和(1飜)", "ドラ(1飜)"]],
                      {1: [11, "r23"]}),
                hand6(1, 0, 0, [25000, 23000, 27000, 25000], ["全員不聴"]))
    comparison = settle(game)
    first = comparison.log.hands[0].record
    assert first.riichi == () and first.wins[0].loser == 1
    assert hand_deltas(comparison)[0] == (0, -2000, 2000, 0)
    assert per_hand(comparison) == []


def test_an_accepted_riichi_pays_its_stake_and_the_winner_takes_it():
    # Seat 1's riichi passed (another discard after it); seat 2 rons seat 3: 3 han 30 fu
    # 3,900 + the stick. Seat 1 is down 1,000.
    game = log6(hand6(0, 0, 0, S, ["和了", [0, 0, 4900, -3900],
                                   [2, 3, 2, "30符3飜3900点", "役牌 中(1飜)", "ドラ(2飜)"]],
                      {1: ["r23", 60]}),
                hand6(1, 0, 0, [25000, 24000, 29900, 21100], ["全員不聴"]))
    comparison = settle(game)
    assert comparison.log.hands[0].record.riichi == (1,)
    assert hand_deltas(comparison)[0] == (0, -1000, 4900, -3900)
    assert per_hand(comparison) == []


def test_tenhou_double_ron_honba_and_sticks_to_the_winner_nearest_the_discarder():
    # E1: only seat 2 (riichi) tenpai: noten 3,000 -> +3,000 / -1,000 each, stake -1,000.
    # E2 1 honba, 1 stick: seat 3 deals in to seat 0 (3 han 30 fu, 3,900) and dealer seat 1
    # (2 han 30 fu, 2,900). Seat 0 sits next after seat 3, so takes 300 honba and the stick.
    game = log6(
        hand6(0, 0, 0, S, ["流局", [-1000, -1000, 3000, -1000]], {2: ["r31", 60]}),
        hand6(1, 1, 1, [24000, 24000, 27000, 24000],
              ["和了", [5200, 0, 0, -5200], [0, 3, 0, "30符3飜3900点", "役牌 白(1飜)",
                                             "ドラ(2飜)"],
               [0, 2900, 0, -2900], [1, 3, 1, "30符2飜2900点", "断幺九(1飜)", "ドラ(1飜)"]]),
        hand6(1, 2, 0, [29200, 26900, 27000, 16900], ["全員不聴"]))
    comparison = settle(game)
    assert hand_deltas(comparison)[:2] == [(-1000, -1000, 2000, -1000),
                                           (5200, 2900, 0, -7100)]
    assert per_hand(comparison) == []


def test_mahjong_soul_pays_a_triple_ron_and_its_honba_to_the_winner_nearest_the_discarder():
    # 玉の間 (Mahjong Soul's Jade room): E1 1 honba after an all-noten draw (dealer noten ->
    # E2). Seat 0 deals in to seats 1, 2 and 3 (1 han 30 fu, 1,000 each; dealer seat 1:
    # 1,500). Only seat 1, the winner nearest the discarder, takes the 300 honba (as the real
    # game 220930-8a7c1e7f below pays it). The dealer won: E2 again, 2 honba.
    game = log6(
        hand6(0, 0, 0, S, ["流局", [0, 0, 0, 0]]),
        hand6(1, 1, 0, S, ["和了",
                           [-1800, 1800, 0, 0], [1, 0, 1, "30符1飜1500点", "役牌 白(1飜)"],
                           [-1000, 0, 1000, 0], [2, 0, 2, "30符1飜1000点", "断幺九(1飜)"],
                           [-1000, 0, 0, 1000], [3, 0, 3, "30符1飜1000点", "断幺九(1飜)"]]),
        hand6(1, 2, 0, [21200, 26800, 26000, 26000], ["流局", [0, 0, 0, 0]]),
        disp="玉の間南喰赤")
    comparison = settle(game)
    assert comparison.log.room == ROOM_MAHJONG_SOUL
    assert not comparison.rules.triple_ron_abortive
    assert hand_deltas(comparison)[1] == (-3800, 1800, 1000, 1000)
    assert per_hand(comparison) == []
    # The same log read as a Tenhou room: a triple ron is an abortive draw there.
    tenhou = settle(game, "tenhou")
    assert [d.hand for d in per_hand(tenhou)] == [1]


def test_mahjong_soul_double_yakuman_tsumo_from_its_written_value():
    # Mahjong Soul's converters write each yakuman as "(役満)"; the value says double:
    # a non-dealer's 16,000-32,000 tsumo.
    game = log6(hand6(0, 0, 0, S, ["和了", [-32000, 64000, -16000, -16000],
                                   [1, 1, 1, "役満16000-32000点", "四暗刻単騎(役満)"]]),
                hand6(1, 0, 0, [-7000, 89000, 9000, 9000], ["全員不聴"]),
                disp="玉の間南喰赤")
    comparison = settle(game)
    assert comparison.log.hands[0].record.wins[0].yakuman == 2
    assert hand_deltas(comparison)[0] == (-32000, 64000, -16000, -16000)
    # Seat 0 is below zero: the game ends at once, so the log's next hand is not settled.
    assert comparison.result.ended_after_hand == 0
    assert [d.hand for d in comparison.differences] == [1]


def test_a_log_converted_from_mahjong_soul_with_its_final_scores():
    # As tensoul writes it: the room in the rule's description, the game id as "ref", the
    # final scores ("sc") in points with the game's points after them. The dealer's yakuman
    # ron busts seat 3: the game ends, as the room's final scores say.
    data = json.loads(log6(hand6(0, 0, 0, S, ["和了", [48000, 0, 0, -48000],
                                               [0, 3, 0, "役満48000点", "国士無双(役満)"]]),
                           disp="", title=["", "2024/1/1"]))
    data["ref"] = "240101-0123abcd-4567-89ef-0123-456789abcdef"
    data["sc"] = [73000, 63.0, 25000, 5.0, 25000, -15.0, -23000, -53.0]
    comparison = settle(json.dumps(data))
    assert comparison.log.room == ROOM_MAHJONG_SOUL
    assert comparison.log.final_scores == (73000, 25000, 25000, -23000)
    assert comparison.differences == ()
    data["sc"][0] = 72000
    assert [d.hand for d in settle(json.dumps(data)).differences] == [None]


def test_a_mahjong_soul_friendly_room_with_kiriage_and_a_triple_ron_draw():
    # 友人戦 (a friendly room) with kiriage mangan: tensoul writes "30符4飜8000点" for a
    # 4 han 30 fu ron paid 8,000; and a triple ron written as an abortive draw (三家和):
    # the log shows both rules, and they are followed.
    game = log6(hand6(0, 0, 0, S, ["和了", [0, 8000, 0, -8000],
                                   [1, 3, 1, "30符4飜8000点", "断幺九(1飜)", "ドラ(3飜)"]]),
                hand6(1, 0, 0, [25000, 33000, 25000, 17000], ["三家和"]),
                hand6(1, 1, 0, [25000, 33000, 25000, 17000], ["流局", [0, 0, 0, 0]]),
                disp="友人戦南喰赤")
    comparison = settle(game)
    assert comparison.rules.kiriage_mangan and comparison.rules.triple_ron_abortive
    assert comparison.log.hands[1].record.abortive_kind is AbortiveKind.TRIPLE_RON
    assert hand_deltas(comparison)[0] == (0, 8000, 0, -8000)
    assert per_hand(comparison) == []


def test_a_mahjong_soul_log_converted_with_english_words():
    # tensoul set to English writes "Mangan 2000-4000点", "Haneman 18000点" and "Ryuukyoku"
    # (as in logs that players share from it). E1: seat 2 tsumo mangan
    # (dealer seat 0 pays 4,000). E2: dealer seat 1 rons seat 3 for a haneman (18,000). E2
    # 1 honba: an exhaustive draw, only seat 1 tenpai.
    game = log6(
        hand6(0, 0, 0, S, ["和了", [-4000, -2000, 8000, -2000],
                           [2, 2, 2, "Mangan 2000-4000点", "Half Flush(2飜)",
                            "White Dragon(1飜)", "Red Five(1飜)"]]),
        hand6(1, 0, 0, [21000, 23000, 33000, 23000],
              ["和了", [0, 18000, 0, -18000],
               [1, 3, 1, "Haneman 18000点", "Full Flush(6飜)"]]),
        hand6(1, 1, 0, [21000, 41000, 33000, 5000], ["Ryuukyoku", [-1000, 3000, -1000, -1000]]),
        disp="Gold Room South")
    comparison = settle(game)
    assert [h.record.outcome for h in comparison.log.hands] == [
        Outcome.TSUMO, Outcome.RON, Outcome.EXHAUSTIVE_DRAW]
    assert comparison.log.hands[1].record.wins[0].han == 6
    assert per_hand(comparison) == []


def test_pao_daisangen_tsumo_the_liable_player_pays_it_all():
    # Seat 2 tsumo Big Three Dragons (non-dealer, 32,000); seat 1 fed the third dragon pung.
    game = log6(hand6(0, 0, 0, S, ["和了", [0, -32000, 32000, 0],
                                   [2, 2, 1, "役満8000-16000点", "大三元(役満)"]]),
                hand6(1, 0, 0, [25000, -7000, 57000, 25000], ["全員不聴"]))
    comparison = settle(game)
    assert comparison.log.hands[0].record.wins[0].pao == 1
    assert hand_deltas(comparison)[0] == (0, -32000, 32000, 0)
    assert comparison.result.ended_after_hand == 0  # seat 1 is below zero


def test_pao_daisuushii_ron_split_and_the_honba_on_the_liable_player():
    # E1 1 honba (after an all-tenpai draw): seat 2 rons Big Four Winds on seat 3; seat 1
    # liable: 16,000 each, and on Tenhou the liable seat 1 also pays the 300 honba.
    game = log6(
        hand6(0, 0, 0, S, ["全員聴牌"]),
        hand6(0, 1, 0, S, ["和了", [0, -16300, 32300, -16000],
                           [2, 3, 1, "役満32000点", "大四喜(役満)"]]),
        hand6(1, 0, 0, [25000, 8700, 57300, 9000], ["全員不聴"]))
    comparison = settle(game)
    assert hand_deltas(comparison)[1] == (0, -16300, 32300, -16000)
    assert per_hand(comparison) == []


def test_nagashi_mangan_paid_like_a_mangan_tsumo():
    # Seat 1 (non-dealer) nagashi mangan: 4,000 from the dealer, 2,000 from the others.
    game = log6(hand6(0, 0, 0, S, ["流し満貫", [-4000, 8000, -2000, -2000]]),
                hand6(1, 1, 0, [21000, 33000, 23000, 23000], ["全員不聴"]))
    comparison = settle(game)
    record = comparison.log.hands[0].record
    assert record.outcome is Outcome.NAGASHI_MANGAN and record.nagashi_mangan_seats == (1,)
    assert hand_deltas(comparison)[0] == (-4000, 8000, -2000, -2000)
    assert per_hand(comparison) == []


@pytest.mark.parametrize(("words", "kind"), [
    ("九種九牌", AbortiveKind.NINE_TERMINALS), ("四風連打", AbortiveKind.FOUR_WINDS),
    ("四槓散了", AbortiveKind.FOUR_KONGS), ("三家和了", AbortiveKind.TRIPLE_RON),
    ("四家立直", AbortiveKind.FOUR_RIICHI)])
def test_each_abortive_draw_pays_nothing_and_the_dealer_stays(words, kind):
    piles = {s: [11, "r23"] for s in range(4)} if kind is AbortiveKind.FOUR_RIICHI else {}
    after = [24000] * 4 if piles else S
    game = log6(hand6(0, 0, 0, S, [words], piles),
                hand6(0, 1, 4 if piles else 0, after, ["全員聴牌"]))
    comparison = settle(game)
    assert comparison.log.hands[0].record.abortive_kind is kind
    assert hand_deltas(comparison)[0] == ((-1000,) * 4 if piles else (0, 0, 0, 0))
    assert per_hand(comparison) == []


def test_an_east_only_game_ends_after_east_4():
    # 般東喰赤: East only. Four all-noten draws pass the deal (honba 0 to 3); nobody has
    # 30,000 after East 4, so the game goes into South. South 1, 4 honba: seat 1 rons the
    # dealer for 4 han 30 fu (7,700 + 1,200) and reaches 33,900: the game ends.
    hands = [hand6(r, r, 0, S, ["全員不聴"]) for r in range(4)]
    hands.append(hand6(4, 4, 0, S, ["和了", [-8900, 8900, 0, 0],
                                     [1, 0, 1, "30符4飜7700点", "混一色(3飜)", "ドラ(1飜)"]]))
    comparison = settle(log6(*hands, disp="般東喰赤"))
    assert comparison.log.east_only
    assert comparison.differences == ()
    assert hand_deltas(comparison)[4] == (-8900, 8900, 0, 0)
    assert comparison.result.ended_after_hand == 4
    # The same hands in an East-South room go on after South 1.
    assert settle(log6(*hands, disp="般南喰赤")).result.ended_after_hand is None


def test_a_game_ending_on_a_bust():
    # The dealer's haneman ron (18,000) on seat 3 who had 15,000 after an earlier loss.
    game = log6(
        hand6(0, 0, 0, S, ["和了", [12000, 0, 0, -12000],
                           [0, 3, 0, "満貫12000点", "混一色(3飜)", "ドラ(2飜)"]]),
        hand6(0, 1, 0, [37000, 25000, 25000, 13000],
              ["和了", [18300, 0, 0, -18300], [0, 3, 0, "跳満18000点", "清一色(6飜)"]]))
    comparison = settle(game)
    assert comparison.differences == ()
    assert comparison.result.final is not None
    assert comparison.result.state.end_code == "bust"


def test_a_difference_is_named_by_hand():
    # The log says 2,600 for what is 2,000 (2 han 30 fu non-dealer).
    game = log6(hand6(0, 0, 0, S, ["和了", [0, -2600, 2600, 0],
                                   [2, 1, 2, "30符2飜2600点", "平和(1飜)", "ドラ(1飜)"]]),
                hand6(1, 0, 0, [25000, 22400, 27600, 25000], ["全員不聴"]))
    differences = per_hand(settle(game))
    assert len(differences) == 1 and differences[0].hand == 0
    assert "2,600" in differences[0].message and "2,000" in differences[0].message


# --------------------------------------------------------------------------- mjlog XML built

XML_HEAD = ('<mjloggm ver="2.3"><GO type="169" lobby="0"/>'
            '<UN n0="%41%6F%6B%69" n1="B" n2="C" n3="%EF%BC%A4"/><TAIKYOKU oya="0"/>')


def init(seed, ten, oya):
    return f'<INIT seed="{seed},0,0,0" ten="{ten}" oya="{oya}"/>'


def test_mjlog_riichi_step_1_then_ron_is_no_stake_and_step_2_is():
    xml = (XML_HEAD + init("0,0,0", "250,250,250,250", 0)
           + '<REACH who="2" step="1"/><REACH who="2" ten="250,250,240,250" step="2"/>'
           + '<REACH who="1" step="1"/>'
           + '<AGARI ba="0,1" ten="30,2000,0" yaku="7,1,52,1" who="3" fromWho="1" '
             'sc="250,0,250,-20,240,0,250,30"/>'
           + init("1,0,0", "250,230,240,280", 1)
           + '<RYUUKYOKU ba="0,0" sc="250,0,230,0,240,0,280,0" '
             'owari="250,0.0,230,-27.0,240,-16.0,280,43.0"/></mjloggm>')
    comparison = settle(xml)
    first = comparison.log.hands[0].record
    assert first.riichi == (2,)
    assert hand_deltas(comparison)[0] == (0, -2000, -1000, 3000)
    assert comparison.log.names[0] == "Aoki" and fold_name(comparison.log.names[3]) == "d"
    assert per_hand(comparison) == []


@pytest.mark.parametrize(("kind", "abortive"), [
    ("yao9", AbortiveKind.NINE_TERMINALS), ("kaze4", AbortiveKind.FOUR_WINDS),
    ("kan4", AbortiveKind.FOUR_KONGS), ("ron3", AbortiveKind.TRIPLE_RON)])
def test_mjlog_abortive_draws(kind, abortive):
    xml = (XML_HEAD + init("0,0,0", "250,250,250,250", 0)
           + f'<RYUUKYOKU type="{kind}" ba="0,0" sc="250,0,250,0,250,0,250,0"/>'
           + '<INIT seed="0,1,0,0,0,0" ten="250,250,250,250" oya="0"/>'
           + '<RYUUKYOKU ba="1,0" sc="250,0,250,0,250,0,250,0"/></mjloggm>')
    comparison = settle(xml)
    assert comparison.log.hands[0].record.abortive_kind is abortive
    assert per_hand(comparison) == []


def test_mjlog_four_riichi_takes_all_four_stakes():
    reach = "".join(f'<REACH who="{s}" step="1"/><REACH who="{s}" step="2"/>' for s in range(4))
    xml = (XML_HEAD + init("0,0,0", "250,250,250,250", 0) + reach
           + '<RYUUKYOKU type="reach4" ba="0,4" sc="240,0,240,0,240,0,240,0"/>'
           + '<INIT seed="0,1,4,0,0,0" ten="240,240,240,240" oya="0"/>'
           + '<RYUUKYOKU ba="1,4" sc="240,0,240,0,240,0,240,0"/></mjloggm>')
    comparison = settle(xml)
    assert comparison.log.hands[0].record.riichi == (0, 1, 2, 3)
    assert hand_deltas(comparison)[0] == (-1000,) * 4
    assert per_hand(comparison) == []


# --------------------------------------------------------------------------- hostile input

@pytest.mark.parametrize(("data", "words"), [
    (b"", "not a Tenhou log"),
    (b"<mjloggm><INIT", "not valid XML"),
    (b'<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 '
     b'"&lol;&lol;&lol;&lol;">]><mjloggm>&lol2;</mjloggm>', "DOCTYPE"),
    (b"<html><body/></html>", "not a Tenhou mjlog"),
    (b'{"log": [}', "not valid JSON"),
    (b'{"name": ["a","b","c","d"], "log": "x"}', "no 'log' list"),
    (b'{"name": ["a","b","c"], "log": []}', "four player names"),
    (b'{"name": ["a","b","c",""], "log": []}', "three-player"),
    (b'{"name": ["a","b","c","d"], "log": [[1,2]]}', "not a hand"),
    (b"\x1f\x8b\x08\x00garbage", "gzip"),
    (b"\xff\xfe<\x00", "UTF-8"),
    (b"[" * 100_000 + b"]" * 100_000, "not a Tenhou log"),
    (b'{"a":' * 50 + b"1" + b"}" * 50, "nests"),
])
def test_malformed_logs_are_one_line_each(data, words):
    with pytest.raises(LogProblem, match=words) as caught:
        read_log(data, "game.log")
    assert "\n" not in str(caught.value) and str(caught.value).startswith("game.log")


def test_a_huge_file_and_a_gzip_bomb_are_refused_before_parsing():
    with pytest.raises(LogProblem, match="too large"):
        read_log(b" " * (MAX_LOG_BYTES + 1))
    bomb = gzip.compress(b" " * (MAX_LOG_BYTES * 3))
    assert len(bomb) < MAX_LOG_BYTES // 100
    with pytest.raises(LogProblem, match="unpacks to more than"):
        read_log(bomb)


def test_impossible_hands_are_refused():
    # A tsumo paid by a pao seat that is the winner; a ron with no yaku.
    bad_pao = log6(hand6(0, 0, 0, S, ["和了", [0, 0, 0, 0], [2, 2, 2, "役満abc点"]]))
    with pytest.raises(LogProblem, match="cannot read the win|yakuman"):
        read_log(bad_pao.encode())
    own = log6(hand6(0, 0, 0, S, ["和了", [0, 0, 0, 0], [2, 1, 3, "30符1飜1000点"]]))
    comparison = settle(own)  # seat 3 liable for a hand that is no yakuman
    assert not comparison.result.ok
    xml = (XML_HEAD + init("0,0,0", "250,250,250,250", 0)
           + '<AGARI ba="0,0" ten="30,0,0" who="1" fromWho="1" sc="250,0,250,0,250,0,250,0"/>'
           + "</mjloggm>")
    with pytest.raises(LogProblem, match="no yaku"):
        read_log(xml.encode())


def test_fold_name_folds_case_and_width():
    assert fold_name("ＡＢＣ") == fold_name("abc") == fold_name(" ABC ")


def test_damaged_logs_are_refused_or_read_never_a_crash():
    # Real logs damaged at random (fixed seed): bytes changed, cut out or added, JSON values
    # replaced deep inside. Each is read and settled, or refused with a LogProblem.
    import random

    rng = random.Random(26)
    files = [p for p in DATA.iterdir() if p.suffix != ".md"]
    odd_values = [None, -1, 99, "r", "和了", [], {}, 1.5, True, "30符", [0, 0, 0, 0], 10**30]
    outcomes = {"read": 0, "refused": 0}
    for _ in range(300):
        path = rng.choice(files)
        raw = path.read_bytes()
        if raw[:2] == b"\x1f\x8b":
            raw = gzip.decompress(raw)
        if path.suffix == ".json":
            data = json.loads(raw)
            node = data["log"]
            while isinstance(node, list) and node and rng.random() < 0.8:
                index = rng.randrange(len(node))
                if not isinstance(node[index], list) or rng.random() < 0.25:
                    node[index] = rng.choice(odd_values)
                    break
                node = node[index]
            damaged = json.dumps(data, ensure_ascii=False).encode()
        else:
            buffer = bytearray(raw)
            for _ in range(rng.randint(1, 5)):
                at = rng.randrange(len(buffer))
                roll = rng.random()
                if roll < 0.4:
                    buffer[at] = rng.choice(b'0123456789,"<>/= -')
                elif roll < 0.7:
                    del buffer[at:at + rng.randint(1, 50)]
                else:
                    buffer[at:at] = rng.choice([b"-1", b"99", b",", b'" x="1'])
            damaged = bytes(buffer)
        try:
            log = read_log(damaged, "damaged")
            compare(log, *room_rules(log))
            outcomes["read"] += 1
        except LogProblem as problem:
            assert "\n" not in str(problem)
            outcomes["refused"] += 1
    assert outcomes["read"] and outcomes["refused"]


# --------------------------------------------------------------------------- numbers in logs

def _owari_log(owari: str) -> bytes:
    return (XML_HEAD + init("0,0,0", "250,250,250,250", 0)
            + f'<RYUUKYOKU ba="0,0" sc="250,0,250,0,250,0,250,0" owari="{owari}"/>'
            + "</mjloggm>").encode()


@pytest.mark.parametrize("value", ["nan", "inf", "-inf", "Infinity", "1e400", "NaN", "٢٥",
                                   "25_0", "9" * 5000])
def test_an_mjlog_owari_that_is_no_finite_number_is_one_line(value):
    # float() read "nan", "inf" and "1e400" (infinity); int() of them then failed: exit 1.
    with pytest.raises(LogProblem, match="owari is not a list of numbers") as caught:
        read_log(_owari_log(f"250,0.0,250,{value},250,0.0,250,0.0"), "game.mjlog")
    assert "\n" not in str(caught.value)


def test_an_mjlog_owari_of_plain_decimals_is_read():
    log = read_log(_owari_log("250,0.0,250,-5.5,250,0.0,250,5.5"))
    assert log.final_scores == (25000, 25000, 25000, 25000)


def _sc_log(sc: str) -> bytes:
    game = log6(hand6(0, 0, 0, S, ["全員不聴"]))
    return (game[:-1] + f', "sc": {sc}}}').encode()


@pytest.mark.parametrize("value", ["NaN", "Infinity", "-Infinity", "1e400", "1" + "0" * 400])
def test_a_tenhou6_sc_that_is_no_finite_number_is_one_line(value):
    with pytest.raises(LogProblem) as caught:
        read_log(_sc_log(f"[250, 0, 250, {value}, 250, 0, 250, 0]"), "game.json")
    assert "\n" not in str(caught.value) and str(caught.value).startswith("game.json")


@pytest.mark.parametrize("seat", ["²", "٢", "２", "+1", " 1", "1 ", "01", "-0", ""])
def test_an_mjlog_seat_is_one_ascii_digit_from_0_to_3(seat):
    # "²".isdigit() is True and int("²") fails; int("٢") and int("２") are 2.
    xml = (XML_HEAD + init("0,0,0", "250,250,250,250", 0)
           + f'<AGARI ba="0,0" ten="30,1000,0" yaku="7,1" who="{seat}" fromWho="2" '
             'sc="250,0,250,0,250,0,250,0"/></mjloggm>')
    with pytest.raises(LogProblem, match="not a seat from 0 to 3") as caught:
        read_log(xml.encode(), "game.mjlog")
    assert "\n" not in str(caught.value)


@pytest.mark.parametrize("attribute", ['ten="30,٢000,0"', 'ten="30,1_000,0"',
                                       f'ten="30,{"9" * 5000},0"', 'ten="30,1e3,0"'])
def test_mjlog_numbers_are_ascii_digits_of_bounded_length(attribute):
    xml = (XML_HEAD + init("0,0,0", "250,250,250,250", 0)
           + f'<AGARI ba="0,0" {attribute} yaku="7,1" who="1" fromWho="2" '
             'sc="250,0,250,0,250,0,250,0"/></mjloggm>')
    with pytest.raises(LogProblem, match="not a list of numbers") as caught:
        read_log(xml.encode(), "game.mjlog")
    assert "\n" not in str(caught.value)


@pytest.mark.parametrize(("words", "yaku"), [
    ("30符" + "9" * 5000 + "飜1000点", ["平和(1飜)"]),
    ("30符1飜" + "9" * 5000 + "点", ["平和(1飜)"]),
    ("満貫" + "9" * 5000 + "点", ["平和(1飜)"]),
    ("満貫8000点", ["平和(" + "9" * 5000 + "飜)"]),
])
def test_a_win_or_yaku_with_a_5000_digit_number_is_refused_in_words(words, yaku):
    # int() refuses past 4,300 digits with a ValueError: that was exit 1, "a bug".
    game = log6(hand6(0, 0, 0, S, ["和了", [0, -8000, 8000, 0], [2, 1, 2, words, *yaku]]))
    with pytest.raises(LogProblem, match="5,000 digits") as caught:
        read_log(game.encode(), "game.json")
    assert "\n" not in str(caught.value)


def test_a_win_written_in_other_digits_is_not_read_as_ascii():
    # "٣٠符٢飜" (Arabic-Indic) is not "30符2飜": the win cannot be read, said in one line.
    game = log6(hand6(0, 0, 0, S, ["和了", [0, -2000, 2000, 0],
                                   [2, 1, 2, "٣٠符٢飜٢٠٠٠点", "平和(1飜)"]]))
    with pytest.raises(LogProblem, match="cannot read the win"):
        read_log(game.encode(), "game.json")


# --------------------------------------------------------------------------- gzip members

def test_a_gzip_log_of_two_members_is_read_whole():
    # Two members unpack to their texts joined (as gzip and Python's gzip module read them);
    # only the first was read, and half a log was refused as cut short, or worse, read.
    raw = (DATA / "2015070614gm-00a9-0000-a76c73b1.mjlog").read_bytes()
    text = gzip.decompress(raw) if raw[:2] == b"\x1f\x8b" else raw
    cut = text.index(b"<INIT", len(text) // 2)
    two = gzip.compress(text[:cut]) + gzip.compress(text[cut:])
    assert gzip.decompress(two) == text
    whole = read_log(text)
    assert read_log(two).hands == whole.hands and read_log(two).names == whole.names
    assert read_log(two + b"\0" * 8).hands == whole.hands  # zeros after it are padding


def test_gzip_members_share_one_size_limit_and_other_data_is_refused():
    half = gzip.compress(b" " * (MAX_LOG_BYTES // 2 + 1))
    with pytest.raises(LogProblem, match="unpacks to more than"):
        read_log(half + half)
    with pytest.raises(LogProblem, match="followed by other data"):
        read_log(gzip.compress(b"<mjloggm/>") + b"<mjloggm/>")
    with pytest.raises(LogProblem, match="members"):
        read_log(gzip.compress(b"") * 5000)


def test_a_tenhou6_log_with_a_repeated_key_is_one_line():
    game = log6(hand6(0, 0, 0, S, ["全員不聴"]))
    twice = game.replace('"name": ', '"name": ["W", "X", "Y", "Z"], "name": ', 1)
    with pytest.raises(LogProblem, match="the key 'name' appears twice"):
        read_log(twice.encode(), "game.json")


# --------------------------------------------------------------------------- cut short, mislabelled

WHOLE = "2015070614gm-00a9-0000-a76c73b1.mjlog"  # a whole East-South game (16 hands)
CUT_NOTE = ("the log has no final result: the game was cut short after hand 6 (S1), or the "
            "file is an excerpt")
HEADER_NOTE = ("the log's header says an East-only game, but its hands go on into South: read "
               "as the hands say")


def assert_same_hands(part, whole):
    """Every hand of `part` is read and settled exactly as the same hand of `whole`."""
    kept = len(part.log.hands)
    assert part.log.hands[:-1] == whole.log.hands[:kept - 1]
    # (the sticks left after the last hand kept are told by the next hand, which is gone)
    assert part.log.hands[-1] == replace(whole.log.hands[kept - 1], log_sticks_after=None)
    for ours, theirs in zip(part.result.results, whole.result.results, strict=False):
        assert (ours.before, ours.deltas, ours.after) == (theirs.before, theirs.deltas,
                                                          theirs.after)


def test_an_mjlog_without_its_final_result_is_an_unfinished_game():
    # The real game cut after its seventh hand (S1), its owari gone: every hand is read as
    # in the whole log, and the game has not ended (no final result, no uma: the rules'
    # README, "The default ruleset", ends a game early only when time is called).
    whole = settle(mjlog_text(WHOLE))
    cut = settle(cut_mjlog(mjlog_text(WHOLE), 7))
    assert len(cut.log.hands) == 7 and cut.log.hands[-1].label == "S1"
    assert cut.log.final_scores is None
    assert_same_hands(cut, whole)
    assert cut.result.ok and cut.differences == ()
    assert cut.unfinished and CUT_NOTE in cut.notes
    assert not cut.result.state.ended and cut.result.final is None
    assert cut.result.state.scores == whole.result.results[6].after.scores == (
        30200, 20400, 33200, 16200)
    assert not whole.unfinished and whole.result.state.ended


def test_a_log_whose_hands_end_the_game_needs_no_final_result():
    # The whole game without its owari: our rules end it after its last hand all the same.
    comparison = settle(cut_mjlog(mjlog_text(WHOLE)))
    assert not comparison.unfinished and comparison.differences == ()
    assert comparison.result.ended_after_hand == 15
    assert not any("no final result" in note for note in comparison.notes)


@pytest.mark.parametrize(("name", "last"), [
    ("m2j-2023053016gm-0029-0000-e54b3b98.json", "E4"),
    ("m2j-2019021004gm-00a9-0000-e2f6516d.json", "S2"),
    ("ij-2023080418gm-0089-0000-488dbbeb.json", "E3")])
def test_a_tenhou6_log_without_its_final_result_is_an_unfinished_game(name, last):
    # Real tenhou.net/6 logs cut after six hands, their "sc" (the final result) gone. The
    # last hand kept is read from its own result (less the riichi stakes), not from the next
    # hand's scores: it must still be what the whole log makes of it.
    whole = settle((DATA / name).read_bytes())
    cut = settle(cut_tenhou6(name, 6))
    assert cut.log.hands[-1].label == last
    assert_same_hands(cut, whole)
    assert cut.differences == () and cut.unfinished and not cut.result.state.ended
    assert (f"the log has no final result: the game was cut short after hand 5 ({last}), or "
            "the file is an excerpt") in cut.notes
    assert cut.result.state.scores == whole.result.results[5].after.scores


def test_a_cut_log_that_keeps_a_final_result_still_differs():
    # The room's owari moved onto the seventh hand: the log says the game ended there, our
    # rules that it goes on. That is a difference, as before, not an unfinished game.
    comparison = settle(cut_mjlog(mjlog_text(WHOLE), 7, owari=True))
    assert not comparison.unfinished
    assert [d.message for d in comparison.differences] == [
        "the log's game ends after hand 6 (S1); under our rules it goes on"]


def test_a_cut_log_whose_hands_do_not_follow_each_other_is_still_refused():
    # Hand 3 (E3) taken out of the cut log: the hands no longer follow one another.
    comparison = settle(without_hand(cut_mjlog(mjlog_text(WHOLE), 7), 3))
    assert [d.hand for d in comparison.differences][:2] == [3, 3]
    assert "the log plays E4" in comparison.differences[0].message


@pytest.mark.parametrize(("name", "hands", "last"), [
    # East 4 ends with seat 1 at 46,300 (East only: the end); seat 3 busts in S2.
    ("2009082817gm-00ab-0000-997dbe26.mjlog", 7, "S2"),
    # Nobody at 30,000 after East 4, so East only plays into South, and the dealer's win in
    # S1 in first place would end it there; the hands go on to S3, where seat 1 busts.
    ("2018061303gm-00a9-0000-5a8850e9.mjlog", 13, "S3")])
def test_an_east_only_header_whose_hands_go_on_into_south_is_read_as_the_hands_say(
        name, hands, last):
    whole = settle(mjlog_text(name))
    flipped = settle(east_only_header(mjlog_text(name)))
    assert flipped.log.east_only and flipped.log.room_text.startswith("Tenhou (East only")
    assert flipped.rules.game_length.value == "hanchan" and HEADER_NOTE in flipped.notes
    assert len(flipped.log.hands) == hands and flipped.log.hands[-1].label == last
    assert_same_hands(flipped, whole)
    assert flipped.differences == () and flipped.result.ok
    assert flipped.result.state.end_code.value == "bust"
    assert flipped.result.ended_after_hand == hands - 1
    assert flipped.result.final is not None
    assert flipped.result.final.scores == flipped.log.final_scores
    # Under the header's length the South hands cannot follow.
    east, _ = PRESETS["tenhou"].with_overrides({"game_length": "east_only"})
    assert any("no hand can follow" in d.message for d in compare(flipped.log, east).differences)
    assert HEADER_NOTE not in whole.notes


def test_a_tenhou6_east_only_rule_whose_hands_go_on_into_south_is_read_as_the_hands_say():
    data = json.loads((DATA / "m2j-2023053016gm-0029-0000-e54b3b98.json").read_text("utf-8"))
    data["rule"]["disp"] = data["rule"]["disp"].replace("南", "東")  # 特南喰赤 -> 特東喰赤
    flipped = settle(json.dumps(data, ensure_ascii=False))
    assert flipped.log.east_only and HEADER_NOTE in flipped.notes
    assert flipped.differences == () and flipped.result.ended_after_hand == 11


def test_a_true_east_only_game_that_plays_into_south_has_no_header_note():
    # East only, nobody at 30,000 after East 4: the game goes into South as an East-only
    # game does, and ends there (2018061303's hands up to S1, where its dealer wins first).
    text = cut_mjlog(east_only_header(mjlog_text("2018061303gm-00a9-0000-5a8850e9.mjlog")), 7)
    comparison = settle(text)
    assert comparison.log.hands[-1].label == "S1"
    assert comparison.rules.game_length.value == "east_only"
    assert HEADER_NOTE not in comparison.notes and comparison.differences == ()
    assert comparison.result.ended_after_hand == 6 and not comparison.unfinished


def test_an_east_south_header_whose_hands_stop_in_east_is_judged_as_before():
    # A proper end in East (a bust in E3): no note, no difference.
    bust = settle((DATA / "tenhou-bug3.xml").read_bytes())
    assert not bust.log.east_only and bust.differences == () and HEADER_NOTE not in bust.notes
    # No proper end (the real game's owari moved onto East 4's last hand): a difference.
    stopped = settle(cut_mjlog(mjlog_text(WHOLE), 6, owari=True))
    assert stopped.log.hands[-1].label == "E4"
    assert [d.message for d in stopped.differences] == [
        "the log's game ends after hand 5 (E4); under our rules it goes on"]
    assert stopped.rules.game_length.value == "hanchan" and HEADER_NOTE not in stopped.notes

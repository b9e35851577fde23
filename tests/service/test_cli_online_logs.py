"""`replay LOG --from tenhou`, `record ... LOG --from tenhou` and `record-logs`: an online
game's log settled by our core, compared with the room's payments, recorded on a table."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path
from urllib.parse import quote

import pytest

from tests.online_log_edits import (
    cut_mjlog,
    east_only_header,
    mjlog_text,
    with_names,
    without_hand,
)
from tournament.cli import main
from tournament.errors import InvalidInput
from tournament.games.record_json import hand_to_dict
from tournament.online_logs import compare, read_log, room_rules
from tournament.players.roster import PlayerDraft
from tournament.scoring import replay_to_json
from tournament.service import Tournament

DATA = Path(__file__).parent.parent / "data" / "online_logs"
S = [25000] * 4


def run(capsys, *argv):
    code = main([str(a) for a in argv])
    out, err = capsys.readouterr()
    return code, out, err


def hand6(rnd, honba, sticks, scores, result):
    entry = [[rnd, honba, sticks], list(scores), [11], []]
    for _ in range(4):
        entry += [[], [], []]
    return entry + [result]


# A one-hand game: the dealer's yakuman ron (48,000) busts seat 3; the game ends at once.
KOKUSHI = ["和了", [48000, 0, 0, -48000], [0, 3, 0, "役満48000点", "国士無双(役満)"]]


def write_log(path: Path, names, result=KOKUSHI, disp="般南喰赤") -> Path:
    data = {"title": ["", ""], "name": list(names), "rule": {"disp": disp, "aka": 1},
            "log": [hand6(0, 0, 0, S, result)]}
    path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    return path


# --------------------------------------------------------------------------- replay

def test_replay_from_tenhou_prints_the_replay_json(capsys):
    path = DATA / "2015070614gm-00a9-0000-a76c73b1.mjlog"
    code, out, err = run(capsys, "replay", path, "--from", "tenhou")
    assert code == 0 and err == ""
    log = read_log(path.read_bytes())
    comparison = compare(log, *room_rules(log))
    expected = replay_to_json(comparison.result)
    assert json.loads(out) == {**expected, "notes": list(comparison.notes)}
    assert set(expected) == {"hands", "ended", "ended_after_hand", "final"}
    assert set(expected["hands"][0]) == {"round", "dealer", "honba", "sticks_before", "deltas",
                                         "scores_after", "sticks_after"}
    assert expected["ended"] and expected["ended_after_hand"] == len(log.hands) - 1


def test_replay_lists_each_differing_hand_and_exits_2(capsys, tmp_path):
    # The room's payment is said to be 50,000 where a dealer's yakuman is 48,000.
    bad = ["和了", [50000, 0, 0, -50000], [0, 3, 0, "役満48000点", "国士無双(役満)"]]
    path = write_log(tmp_path / "game.json", ["A", "B", "C", "D"], bad)
    code, out, err = run(capsys, "replay", path, "--from", "tenhou")
    assert code == 2 and out == ""
    lines = err.strip().splitlines()
    assert len(lines) == 1 and "hand 0" in lines[0] and "50,000" in lines[0]
    code, out, err = run(capsys, "replay", path, "--from", "tenhou", "--accept-differences")
    assert code == 0
    assert json.loads(out)["hands"][0]["deltas"] == [48000, 0, 0, -48000]
    assert "differs from the log" in err and "hand 0" in err


def test_replay_ruleset_option_settles_under_that_preset(capsys):
    # An East-only Tenhou game under ema_rcr (30,000 to start, no bust...): it differs.
    path = DATA / "2010060416gm-0061-0000-2d91fbe3.mjlog"
    code, out, err = run(capsys, "replay", path, "--from", "tenhou", "--ruleset", "ema_rcr")
    assert code == 2 and out == "" and "30,000" in err


@pytest.mark.parametrize("content, needle", [
    (b"<mjloggm><INIT", "not valid XML"),
    (b'{"name": 3}', "no 'log' list"),
    (b"\x1f\x8b\x08broken", "gzip"),
])
def test_replay_bad_log_one_line_exit_2(capsys, tmp_path, content, needle):
    path = tmp_path / "bad.log"
    path.write_bytes(content)
    code, out, err = run(capsys, "replay", path, "--from", "tenhou")
    assert code == 2 and out == "" and needle in err and len(err.strip().splitlines()) == 1


def test_replay_a_missing_log_and_a_misplaced_option(capsys, tmp_path):
    code, _, err = run(capsys, "replay", tmp_path / "none.mjlog", "--from", "tenhou")
    assert code == 2 and "cannot read" in err
    code, _, err = run(capsys, "replay", tmp_path / "x.json", "--accept-differences")
    assert code == 2 and "--from" in err


CUT_NOTE = ("the log has no final result: the game was cut short after hand 6 (S1), or the "
            "file is an excerpt")


def test_replay_from_tenhou_of_a_log_without_its_final_result(capsys, tmp_path):
    # A real game cut after its seventh hand (S1), its owari gone: printed as a game that has
    # not ended, every hand as the whole log's, with the note saying why.
    whole_path = DATA / "2015070614gm-00a9-0000-a76c73b1.mjlog"
    cut_path = tmp_path / "cut.xml"
    cut_path.write_text(cut_mjlog(mjlog_text(whole_path.name), 7), encoding="utf-8")
    code, out, err = run(capsys, "replay", cut_path, "--from", "tenhou")
    assert code == 0 and err == ""
    cut = json.loads(out)
    assert cut["ended"] is False and cut["ended_after_hand"] is None and cut["final"] is None
    assert CUT_NOTE in cut["notes"]
    code, out, _ = run(capsys, "replay", whole_path, "--from", "tenhou")
    whole = json.loads(out)
    assert code == 0 and whole["ended"] is True and CUT_NOTE not in whole["notes"]
    assert cut["hands"] == whole["hands"][:7]
    assert cut["hands"][-1]["scores_after"] == [30200, 20400, 33200, 16200]


def test_replay_from_tenhou_of_an_east_only_header_with_south_hands(capsys, tmp_path):
    path = tmp_path / "flipped.xml"
    path.write_text(east_only_header(mjlog_text("2009082817gm-00ab-0000-997dbe26.mjlog")),
                    encoding="utf-8")
    code, out, err = run(capsys, "replay", path, "--from", "tenhou")
    assert code == 0 and err == ""
    result = json.loads(out)
    assert result["ended"] is True and result["hands"][-1]["round"] == "S2"
    assert ("the log's header says an East-only game, but its hands go on into South: read as "
            "the hands say") in result["notes"]


# --------------------------------------------------------------------------- record

NAMES = ["Anna Berg", "Bo Chen", "Carla Diaz", "Dan Eve"]


@pytest.fixture
def cup(tmp_path, capsys) -> Path:
    players = tmp_path / "players.csv"
    rows = [f"{n},{o}" for n, o in zip(
        NAMES + ["Eli Fox", "Fay Gold", "Gil Hart", "Hu Ito"],
        ["", "ＢＯＣＨＥＮ", "", "", "eli_f", "", "", ""], strict=True)]
    players.write_text("name,online_name\n" + "\n".join(rows) + "\n", encoding="utf-8")
    path = tmp_path / "cup.rtdb"
    assert run(capsys, "new", path, "--name", "Cup", "--rounds", "2", "--ruleset", "tenhou",
               "--players", players)[0] == 0
    with Tournament.open(path) as t:
        t.rounds.set_seating(1, [NAMES, ["Eli Fox", "Fay Gold", "Gil Hart", "Hu Ito"]])
    return path


def hands(path: Path) -> int:
    conn = sqlite3.connect(path)
    try:
        return int(conn.execute("SELECT count(*) FROM hand_log").fetchone()[0])
    finally:
        conn.close()


def test_record_a_log_by_names_and_online_names(cup, capsys, tmp_path):
    # "anna berg" by her name folded; "bochen" by Bo Chen's online name (full width in the
    # file); "Carla" by --player; Dan Eve by name.
    log = write_log(tmp_path / "g.json", ["anna berg", "bochen", "Carla", "DAN EVE"])
    code, out, err = run(capsys, "record", cup, "--round", "1", "--table", "1", log,
                         "--from", "tenhou", "--player", "Carla=Carla Diaz")
    assert code == 0, err
    assert "finished" in out and "73,000" in out
    with Tournament.open(cup) as t:
        view = t.tables.view(1, 1)
        assert view.final is not None and view.final.scores == (73000, 25000, 25000, -23000)


def test_record_refuses_a_log_of_other_players_naming_who_is_missing(cup, capsys, tmp_path):
    log = write_log(tmp_path / "g.json", ["Anna Berg", "Bo Chen", "Carla Diaz", "Eli Fox"])
    before = hands(cup)
    code, out, err = run(capsys, "record", cup, "--round", "1", "--table", "1", log,
                         "--from", "tenhou")
    assert code == 2 and out == ""
    assert "not in the log: Dan Eve" in err and "Eli Fox, who does not play" in err
    stranger = write_log(tmp_path / "s.json", ["Anna Berg", "Bo Chen", "Carla Diaz", "Zed"])
    code, _, err = run(capsys, "record", cup, "--round", "1", "--table", "1", stranger,
                       "--from", "tenhou")
    assert code == 2 and "'Zed', is no player of the tournament" in err
    assert hands(cup) == before


def test_record_refuses_a_log_whose_payments_differ_unless_accepted(cup, capsys, tmp_path):
    bad = ["和了", [50000, 0, 0, -50000], [0, 3, 0, "役満48000点", "国士無双(役満)"]]
    log = write_log(tmp_path / "g.json", NAMES, bad)
    code, _, err = run(capsys, "record", cup, "--round", "1", "--table", "1", log,
                       "--from", "tenhou")
    assert code == 2 and "50,000" in err and hands(cup) == 0
    code, out, err = run(capsys, "record", cup, "--round", "1", "--table", "1", log,
                         "--from", "tenhou", "--accept-differences")
    assert code == 0 and "recorded our settlement" in err
    with Tournament.open(cup) as t:
        view = t.tables.view(1, 1)
        assert view.final.scores == (73000, 25000, 25000, -23000)
        assert "the online room paid +50,000" in view.hands[0].record.note


def test_record_seats_the_table_as_the_room_did_while_the_round_is_unplayed(cup, capsys,
                                                                            tmp_path):
    log = write_log(tmp_path / "g.json", ["Dan Eve", "Anna Berg", "Bo Chen", "Carla Diaz"])
    code, _, err = run(capsys, "record", cup, "--round", "1", "--table", "1", log,
                       "--from", "tenhou")
    assert code == 0, err
    with Tournament.open(cup) as t:
        assert [t.players.get(p).name for p in t.rounds.seating(1)[0].players] == [
            "Dan Eve", "Anna Berg", "Bo Chen", "Carla Diaz"]
    # Now the round is played: the other table's log in another order is refused.
    other = write_log(tmp_path / "h.json", ["Fay Gold", "Eli Fox", "Gil Hart", "Hu Ito"])
    code, _, err = run(capsys, "record", cup, "--round", "1", "--table", "2", other,
                       "--from", "tenhou")
    assert code == 2 and "seated otherwise" in err


def test_record_logs_makes_the_round_from_the_logs(cup, capsys, tmp_path):
    first = write_log(tmp_path / "1.json", ["Dan Eve", "Anna Berg", "bochen", "Carla Diaz"])
    second = write_log(tmp_path / "2.json", ["Hu Ito", "ELI_F", "Fay Gold", "Gil Hart"])
    code, out, err = run(capsys, "record-logs", cup, "--round", "2", first, second)
    assert code == 0, err
    assert out.count("finished") == 2
    with Tournament.open(cup) as t:
        assert [t.players.get(p).name for p in t.rounds.seating(2)[1].players] == [
            "Hu Ito", "Eli Fox", "Fay Gold", "Gil Hart"]


def test_record_logs_records_a_log_without_its_final_result_as_an_unfinished_table(
        cup, capsys, tmp_path):
    # Table 1's log: a real game cut after its seventh hand (S1), its owari gone, its players
    # renamed to the table's. Table 2's game ends in its first hand.
    cut = tmp_path / "1.xml"
    cut.write_text(with_names(cut_mjlog(mjlog_text(
        "2015070614gm-00a9-0000-a76c73b1.mjlog"), 7), NAMES), encoding="utf-8")
    second = write_log(tmp_path / "2.json", ["Eli Fox", "Fay Gold", "Gil Hart", "Hu Ito"])
    code, out, err = run(capsys, "record-logs", cup, "--round", "2", cut, second)
    assert code == 0, err
    lines = out.splitlines()
    # (the whole log's hand 7 is S1 again, at 3 honba, from these scores)
    assert lines[0] == ("round 2 table 1: 7 hands, next South 1, 3 honba; Anna Berg 30,200, "
                        "Bo Chen 20,400, Carla Diaz 33,200, Dan Eve 16,200")
    assert "finished" in lines[1]
    assert f"note: {cut}: {CUT_NOTE}; round 2 table 1 is recorded as an unfinished table" in err
    assert 'amend hand 6 with "last_hand": true' in err
    with Tournament.open(cup) as t:
        view = t.tables.view(2, 1)
        assert len(view.hands) == 7 and not view.state.ended and view.final is None
        assert view.state.scores == (30200, 20400, 33200, 16200)
        with pytest.raises(InvalidInput, match="round 2 table 1 has no final result yet"):
            t.approvals.approve(2)
        last = hand_to_dict(view.hands[6].record)
    # The organiser's way to end a game cut short by time (the rules' README, "The default
    # ruleset": "a time limit can end it after the current hand"): its last hand marked so.
    # Then the ordinary end: places 3, 2, 1, 4; uma 20/10/-10/-20 and 20,000 oka to the top
    # (the tenhou preset): 30,200 -> +0.2 + 10 = +10.2; 20,400 -> -9.6 - 10 = -19.6;
    # 33,200 -> +3.2 + 20 + 20 = +43.2; 16,200 -> -13.8 - 20 = -33.8.
    hand_file = tmp_path / "hand.json"
    hand_file.write_text(json.dumps({**last, "last_hand": True}), encoding="utf-8")
    code, out, err = run(capsys, "amend", cup, "--round", "2", "--table", "1", "--hand", "6",
                         hand_file)
    assert code == 0, err
    with Tournament.open(cup) as t:
        final = t.tables.view(2, 1).final
        assert final is not None and final.scores == (30200, 20400, 33200, 16200)
        assert final.places == (2, 3, 1, 4)
        assert final.points == (10200, -19600, 43200, -33800)


def test_record_from_tenhou_says_a_table_is_recorded_unfinished(cup, capsys, tmp_path):
    cut = tmp_path / "cut.xml"
    cut.write_text(with_names(cut_mjlog(mjlog_text(
        "2015070614gm-00a9-0000-a76c73b1.mjlog"), 7), NAMES), encoding="utf-8")
    code, out, err = run(capsys, "record", cup, "--round", "1", "--table", "1", cut,
                         "--from", "tenhou")
    assert code == 0, err
    assert out.startswith("round 1 table 1: 7 hands, next South 1, 3 honba;")
    assert f"note: {cut}: {CUT_NOTE}; round 1 table 1 is recorded as an unfinished table" in err
    with Tournament.open(cup) as t:
        assert t.tables.view(1, 1).final is None and len(t.tables.view(1, 1).hands) == 7


def test_record_logs_still_refuses_a_cut_log_whose_hands_do_not_follow(cup, capsys, tmp_path):
    # The same cut log with its hand 3 taken out: refused, nothing written.
    broken = tmp_path / "1.xml"
    broken.write_text(with_names(without_hand(cut_mjlog(mjlog_text(
        "2015070614gm-00a9-0000-a76c73b1.mjlog"), 7), 3), NAMES), encoding="utf-8")
    second = write_log(tmp_path / "2.json", ["Eli Fox", "Fay Gold", "Gil Hart", "Hu Ito"])
    before = hands(cup)
    code, out, err = run(capsys, "record-logs", cup, "--round", "2", broken, second)
    assert code == 2 and out == "" and "hand 3: the log plays E4" in err
    assert hands(cup) == before


def test_record_logs_refuses_a_player_in_two_logs_or_in_none(cup, capsys, tmp_path):
    first = write_log(tmp_path / "1.json", ["Dan Eve", "Anna Berg", "Bo Chen", "Carla Diaz"])
    twice = write_log(tmp_path / "2.json", ["Hu Ito", "Eli Fox", "Fay Gold", "Dan Eve"])
    before = hands(cup)
    code, out, err = run(capsys, "record-logs", cup, "--round", "2", first, twice)
    assert code == 2 and out == ""
    assert "Dan Eve ('Dan Eve') is also in" in err and "in no log: Gil Hart" in err
    code, _, err = run(capsys, "record-logs", cup, "--round", "2", first)
    assert code == 2 and "in no log: Eli Fox, Fay Gold, Gil Hart, Hu Ito" in err
    assert hands(cup) == before
    with Tournament.open(cup) as t:
        assert not t.rounds.seating(2)


# --------------------------------------------------------------------------- hostile numbers

def write_mjlog(path: Path, names, owari: str) -> Path:
    """A one-hand mjlog (everyone noten, then the end) whose owari is `owari`."""
    un = " ".join(f'n{i}="{quote(n)}"' for i, n in enumerate(names))
    path.write_text(f'<mjloggm ver="2.3"><GO type="169" lobby="0"/><UN {un}/>'
                    '<TAIKYOKU oya="0"/><INIT seed="0,0,0,0,0,0" ten="250,250,250,250" oya="0"/>'
                    f'<RYUUKYOKU ba="0,0" sc="250,0,250,0,250,0,250,0" owari="{owari}"/>'
                    "</mjloggm>", encoding="utf-8")
    return path


def write_log_with_sc(path: Path, names, sc: str) -> Path:
    text = write_log(path, names).read_text(encoding="utf-8")
    path.write_text(text[:-1] + f', "sc": {sc}}}', encoding="utf-8")
    return path


@pytest.mark.parametrize("value", ["nan", "inf", "Infinity", "1e400"])
def test_a_log_whose_final_scores_are_no_number_is_one_line_on_every_command(
        cup, capsys, tmp_path, value):
    # An mjlog's owari and a tenhou.net/6 log's sc holding NaN or an infinity were exit 1.
    json_value = {"nan": "NaN", "inf": "Infinity"}.get(value, value)
    logs = [write_mjlog(tmp_path / "g.mjlog", NAMES, f"250,0.0,250,{value},250,0.0,250,0.0"),
            write_log_with_sc(tmp_path / "g.json", NAMES,
                              f"[250, 0, 250, {json_value}, 250, 0, 250, 0]")]
    before = hands(cup)
    for log in logs:
        for argv in (["replay", log, "--from", "tenhou"],
                     ["record", cup, "--round", "1", "--table", "1", log, "--from", "tenhou"],
                     ["record-logs", cup, "--round", "2", log]):
            code, out, err = run(capsys, *argv)
            assert code == 2 and out == "", (argv, code, err)
            assert len(err.strip().splitlines()) == 1 and str(log) in err, (argv, err)
            assert "internal error" not in err
    assert hands(cup) == before


# --------------------------------------------------------------------------- online names

def test_two_online_names_that_fold_to_one_are_refused_at_every_way_in(cup, capsys, tmp_path):
    # "Mpeace" and "ＭＰＥＡＣＥ" are one name to a log (case and width folded): a second
    # player with it was accepted, and the log's player was then "no player" at all.
    players = tmp_path / "twins.csv"
    players.write_text("name,online_name\nAnna Berg,Mpeace\nBo Chen,x\nCarla Diaz,ＭＰＥＡＣＥ\n"
                       "Dan Eve,\n", encoding="utf-8")
    code, out, err = run(capsys, "new", tmp_path / "new.rtdb", "--name", "Cup", "--rounds", "1",
                         "--players", players)
    assert code == 2 and out == "" and len(err.splitlines()) == 1
    assert ("line 4: Anna Berg (line 2) already has the online name 'Mpeace', the same as "
            "'ＭＰＥＡＣＥ' for Carla Diaz") in err
    assert not (tmp_path / "new.rtdb").exists()
    # the JSON import
    exported = tmp_path / "cup.json"
    assert run(capsys, "export", cup, "--format", "json", "--out", exported)[0] == 0
    data = json.loads(exported.read_text(encoding="utf-8"))
    data["players"][0]["online_name"] = "bochen"  # Bo Chen's is "ＢＯＣＨＥＮ"
    exported.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    code, out, err = run(capsys, "import", exported, "--out", tmp_path / "imported.rtdb")
    assert code == 2 and out == "" and len(err.splitlines()) == 1
    assert "Bo Chen" in err and "Anna Berg" in err and "ＢＯＣＨＥＮ" in err
    assert not (tmp_path / "imported.rtdb").exists()
    # `player --online-name` and the service's add_players
    code, out, err = run(capsys, "player", cup, "--player", "Eli Fox", "--online-name",
                         "BoChen")
    assert code == 2 and len(err.splitlines()) == 1
    assert "Bo Chen already has the online name 'ＢＯＣＨＥＮ', the same as 'BoChen' for " \
           "Eli Fox" in err
    with Tournament.open(cup) as t:
        with pytest.raises(InvalidInput, match="Bo Chen already has the online name"):
            t.players.add([PlayerDraft("Zoe Zu", online_name=" bochen ")])
        assert t.players.get("Eli Fox").online_name == "eli_f"


def test_a_log_name_that_is_several_players_says_so(cup, capsys, tmp_path):
    # A file from before the refusal above may hold two such online names; two names that
    # fold to one ("Anna Berg" and "ＡＮＮＡ ＢＥＲＧ") are two players to the tournament.
    conn = sqlite3.connect(cup)
    conn.execute("UPDATE players SET online_name = 'bochen' WHERE name = 'Eli Fox'")
    conn.commit()
    conn.close()
    with Tournament.open(cup) as t:
        t.players.add([PlayerDraft("ＡＮＮＡ ＢＥＲＧ"), PlayerDraft("Ivo Jung"),
                       PlayerDraft("Jo Kim"), PlayerDraft("Kai Lu")])
    log = write_log(tmp_path / "g.json", ["Anna Berg", "BOCHEN", "Carla Diaz", "Dan Eve"])
    before = hands(cup)
    code, out, err = run(capsys, "record", cup, "--round", "1", "--table", "1", log,
                         "--from", "tenhou")
    assert code == 2 and out == ""
    assert (f"{log}: East in the log, 'Anna Berg', may be any of Anna Berg, ＡＮＮＡ ＢＥＲＧ "
            "(their online names or names are one, case and width aside); give --player "
            "'Anna Berg=NAME'") in err
    assert "South in the log, 'BOCHEN', may be any of Bo Chen, Eli Fox" in err
    assert "is no player" not in err
    code, _, err = run(capsys, "record-logs", cup, "--round", "2", log)
    assert code == 2 and "'BOCHEN', may be any of Bo Chen, Eli Fox" in err
    assert hands(cup) == before
    # --player settles it
    code, _, err = run(capsys, "record", cup, "--round", "1", "--table", "1", log,
                       "--from", "tenhou", "--player", "Anna Berg=Anna Berg",
                       "--player", "BOCHEN=Bo Chen")
    assert code == 0, err

"""Awards through the service: categories and player flags stored in the file, winners from a
hand-worked tournament (the game of tests/core/test_stats.py at table 1, a paper slip at
table 2), with each tie rule."""

from __future__ import annotations

import pytest

from tests.core.test_stats import GAME
from tournament.errors import InvalidInput
from tournament.players.roster import PlayerDraft
from tournament.service import Tournament

PLAYERS = [PlayerDraft("Anna", country="FR", club="Tiles"), PlayerDraft("Bert", country="DE",
                                                                        club="Tiles"),
           PlayerDraft("Cleo", country="France"), PlayerDraft("Dan", country="DE"),
           PlayerDraft("Eve", country="NL"), PlayerDraft("Finn"),
           PlayerDraft("Gus", country="fr"), PlayerDraft("Hana", country="NL")]
# Standings after round 1: Eve 41,000 -> +26.0; Bert +22.4; Finn 31,000 -> +6.0; Dan +3.3;
# Cleo -6.9; Gus 27,000 -> -8.0; Anna -18.8; Hana 21,000 -> -24.0.
ORDER = ["Eve", "Bert", "Finn", "Dan", "Cleo", "Gus", "Anna", "Hana"]


@pytest.fixture
def cup(tmp_path):
    t = Tournament.create(tmp_path / "cup.rtdb", name="Cup", rounds=1, players=PLAYERS)
    t.rounds.set_seating(1, [["Anna", "Bert", "Cleo", "Dan"], ["Eve", "Finn", "Gus", "Hana"]])
    t.tables.record_game(1, 1, {"players": ["Anna", "Bert", "Cleo", "Dan"], "hands": GAME})
    t.tables.record_totals(1, 2, [41000, 31000, 27000, 21000])
    assert [r.name for r in t.standings.get().rows] == ORDER
    yield t
    if not t._store.closed:
        t.close()


def winners(t, *specs):
    t.awards.set_categories(specs)
    return [(a.title, [w.player for w in a.winners], a.value or a.note) for a in t.awards.winners()]


def test_best_placed_per_group_and_flag(cup):
    cup.awards.set_flag("Dan", "newcomer")
    cup.awards.set_flag("hana", "New comer")  # another flag: "new_comer"
    cup.awards.set_flag("Hana", "newcomer")
    # Countries by ISO code: FR, France and fr are one; groups in the order of their best.
    assert winners(cup, "best_country", "best_club", "best_flag:newcomer",
                   "best_flag:woman=Best woman") == [
        ("Best placed player: Netherlands", ["Eve"], "place 1 in the standings"),
        ("Best placed player: Germany", ["Bert"], "place 2 in the standings"),
        ("Best placed player: France", ["Cleo"], "place 5 in the standings"),
        ("Best placed player: Tiles", ["Bert"], "place 2 in the standings"),
        ("Best placed newcomer", ["Dan"], "place 4 in the standings"),
        ("Best woman", [], "no ranked player has the flag 'woman'")]


def test_statistics_awards_and_tie_rules(cup):
    assert winners(cup, "most_wins", "highest_hand", "most_yakuman") == [
        ("Most wins", ["Bert"], "2 wins"),
        ("Highest hand", ["Dan"], "8,000 points: mangan, 5 han (round 1, table 1, East 2, "
                                  "2 honba)"),
        ("Most yakuman", [], "no yakuman was recorded")]
    # Average placement: everyone has 1 game (the default minimum: the most games); Eve
    # (paper slip) and Bert both average 1.0: the standings give it to Eve, or both share.
    # Iron defence: default minimum ceil(6 / 2) = 3 hands: Anna, Bert, Cleo, Dan; Bert and
    # Dan never dealt in: Bert is placed better; or both share.
    assert winners(cup, "best_average_placement", "iron_defence",
                   "best_average_placement:1/share=Steady", "iron_defence:3/share=Wall") == [
        ("Best average placement", ["Eve"], "average placement 1.00 over 1 game"),
        ("Iron defence", ["Bert"], "dealt in 0 times in 6 hands (0.0%)"),
        ("Steady", ["Eve", "Bert"], "average placement 1.00 over 1 game"),
        ("Wall", ["Bert", "Dan"], "dealt in 0 times in 6 hands (0.0%)")]
    assert winners(cup, "iron_defence:7") == [
        ("Iron defence", [], "no ranked player has played 7 hands")]


def test_categories_and_flags_are_stored(cup):
    chosen, changes = cup.awards.set_categories(["most_wins", {"kind": "iron_defence",
                                                              "minimum": 40, "ties": "share"}])
    assert changes.awards and changes.audit
    assert [c.spec for c in chosen] == ["most_wins", "iron_defence:40/share"]
    flags, changes = cup.awards.set_flag("Eve", "woman")
    assert flags == {"woman"} and changes.players and changes.awards
    path = cup.path
    cup.close()
    t = Tournament.open(path)
    assert [c.spec for c in t.awards.categories()] == ["most_wins", "iron_defence:40/share"]
    assert t.awards.flags_of("Eve") == {"woman"} and t.awards.known_flags() == ("woman",)
    t.awards.set_flag("Eve", "woman", on=False)
    assert t.awards.player_flags() == {}
    t.close()


def test_refusals_change_nothing(cup):
    def codes(call, *args, **kw):
        with pytest.raises(InvalidInput) as exc:
            call(*args, **kw)
        return [i.code for i in exc.value.issues]

    assert codes(cup.awards.set_categories, ["most_wins", "bogus", "most_wins",
                                            "iron_defence:x", "best_flag"]) == [
        "unknown_award", "duplicate_award", "bad_minimum", "bad_flag"]
    assert cup.awards.categories() == ()
    assert codes(cup.awards.set_flag, "Nobody", "woman") == ["unknown_player"]
    assert codes(cup.awards.set_flag, "Eve", "a;b") == ["bad_flag"]
    assert codes(cup.awards.set_flag, "Eve", "woman", on=False) == ["no_change"]
    assert cup.awards.player_flags() == {}

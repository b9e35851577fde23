"""A small tournament with the awkward cases: a name with markup, a "Last, First" name, a
tie at a table, substitutes, paper totals, every kind of penalty (one withdrawn), a
disqualified and a dropped player, an approved round with one table unlocked again, and a
game still in play."""

from __future__ import annotations

from pathlib import Path

from tournament.players.roster import PlayerDraft
from tournament.service import Tournament

BOB = "<b>Bob</b>"
PLAYERS = (
    PlayerDraft(BOB, ema_number="12345678", club="Tags & <Co>", country="GB"),
    PlayerDraft("Anna van der Berg", ema_number="04000001", club="Amsterdam", country="NL"),
    PlayerDraft("Tanaka, Aiko", club="Tokyo", country="Japan"),
    PlayerDraft("Chen Wei", club="Lyon", country="FR"),
    PlayerDraft("Dario Esposito", club="Napoli", country="IT"),
    PlayerDraft("Eva Nowak", ema_number="09000002", club="Kraków Tiles", country="PL"),
)


def awkward_tournament(path: Path) -> Tournament:
    t = Tournament.create(path, name="Awkward <Cup> & Co", rounds=3, players=PLAYERS,
                          venue="Hall 2, 69001 Lyon", start_date="2026-03-07",
                          end_date="2026-03-08", city="Lyon", host_country="France",
                          mers_weight="1.5")
    # 6 players + Substitute 1, Substitute 2
    t.rounds.set_seating(1, [[BOB, "Anna van der Berg", "Tanaka, Aiko", "Chen Wei"],
                      ["Dario Esposito", "Eva Nowak", "Substitute 1", "Substitute 2"]])
    t.tables.record_totals(1, 1, [40000, 30000, 30000, 20000])  # Anna and Aiko tie for 2nd
    t.tables.record_totals(1, 2, [35000, 25000, 30000, 29000], [0, 1, 0, 0])  # a stick left
    t.penalties.add(BOB, "yellow_card", 0, "phone at the table", round=1)
    pen, _ = t.penalties.add("Chen Wei", "deduction", -1000, "late", round=1, table=1)
    t.penalties.withdraw(pen.id, "the bus was late")
    t.penalties.add("Dario Esposito", "disqualification", 0, "cheating", round=1)
    t.approvals.approve(1, who="organiser")
    t.approvals.unlock_table(1, 2, "", "score slip checked again", who="organiser")
    t.rounds.seat(2, seed=7)  # Dario is out: Substitute 3 is added
    t.tables.record_totals(2, 1, [45000, 25000, 30000, 20000])
    # Table 2 is still playing: two hands so far.
    t.tables.record_hand(2, 2, {"outcome": "exhaustive_draw", "riichi": [1], "tenpai": [1]})
    t.tables.record_hand(2, 2, {"outcome": "ron", "riichi": [], "wins": [
        {"winner": 2, "loser": 0, "han": 3, "fu": 30}]})
    t.players.set_status("Chen Wei", "dropped", "went home")
    return t


# Names at the length limit and in other scripts and orders: a 60- and an 80-character name
# (tournament.words.free_text.MAX_NAME), an Arabic one, and Polish, Czech and Hungarian letters
# whose alphabetical place differs from their code points (Łukasz after Lukas, not after Zoltán).
NAME_60 = "Aleksandra Katarzyna Wiśniewska Brzęczyszczykiewicz von Hohen"[:60].rstrip()
NAME_80 = ("Maximiliano Alejandro Fernández de Córdoba y Montenegro Villalobos de la Cruz "
           "Santos")[:80]
RTL_NAME = "محمد الأحمد"
LONG_NAMES = (NAME_60, NAME_80, RTL_NAME, "Łukasz Nowak", "Lukas Berg", "Zoltán Kiss",
              "Małgorzata Lis", "Maria Rossi", "Jiří Novák", "Tomasz Wójcik", "Anna Berg",
              "Chen Wei", "Eva Nowak", "Ines Costa", "Jonas Weber", "Aiko Tanaka")
LONG_COUNTRIES = ("PL", "ES", "EG", "PL", "AT", "HU", "PL", "IT", "CZ", "DE", "NL", "FR",
                  "BE", "PT", "CH", "JP")


def long_names_tournament(path: Path) -> Tournament:
    """16 players with the names above, two rounds played by totals (4 tables each), and
    awards for each country (12 countries: 12 certificates) and for newcomers."""
    assert len(NAME_60) == 60 and len(NAME_80) == 80
    t = Tournament.create(path, name="Long Names Open", rounds=3, players=[
        PlayerDraft(n, club="Klub Mahjonga Kraków Północ" if i % 2 else "",
                    country=LONG_COUNTRIES[i]) for i, n in enumerate(LONG_NAMES)])
    t.rounds.seat(1, seed=1)
    for table in range(1, 5):
        t.tables.record_totals(1, table, [40000, 30000, 20000, 10000])
    t.rounds.seat(2, seed=2)
    for table in range(1, 5):
        t.tables.record_totals(2, table, [45000, 25000, 31000, 19000])
    t.awards.set_categories(["best_country", "best_flag:newcomer"])
    for n in LONG_NAMES[:3]:
        t.awards.set_flag(n, "newcomer")
    return t

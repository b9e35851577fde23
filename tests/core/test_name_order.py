"""Names in reading order without Qt (`tournament.words.free_text.collation_key`), and a name among
other words isolated by direction (`tournament.words.free_text.isolate`)."""

from __future__ import annotations

import random

from tournament.words.free_text import FSI, PDI, collation_key, isolate


def test_letters_with_their_marks_sort_beside_the_plain_letters():
    names = ["Zoltán Kiss", "Łukasz Nowak", "Lukas Berg", "Maria Rossi", "Małgorzata Lis",
             "Ángel Ruiz", "anna Berg", "Øystein Berg", "Oscar Wilde", "Ōta Ken",
             "Þórir Jónsson", "Thomas Tell", "Straße Anna", "Strasse Bea"]
    shuffled = names[:]
    random.Random(3).shuffle(shuffled)
    assert sorted(shuffled, key=collation_key) == [
        "Ángel Ruiz", "anna Berg", "Lukas Berg", "Łukasz Nowak", "Małgorzata Lis",
        "Maria Rossi", "Oscar Wilde", "Ōta Ken", "Øystein Berg", "Straße Anna",
        "Strasse Bea", "Thomas Tell", "Þórir Jónsson", "Zoltán Kiss"]


def test_plain_before_marked_and_shorter_before_longer_when_the_letters_agree():
    assert sorted(["Łukas", "Lukas", "Lukasz"], key=collation_key) == ["Lukas", "Łukas", "Lukasz"]
    assert sorted(["LUKAS", "lukas"], key=collation_key) == ["lukas", "LUKAS"]
    assert collation_key("Anna  Berg") < collation_key("Anna Bergström")


def test_a_right_to_left_name_is_isolated_and_a_left_to_right_one_is_not():
    arabic = "محمد الأحمد"
    assert isolate(arabic) == FSI + arabic + PDI
    assert isolate("Łukasz Nowak") == "Łukasz Nowak"
    assert isolate("Bob (שלום)") == FSI + "Bob (שלום)" + PDI

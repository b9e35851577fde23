"""First and last names: splitting one name only where that is certain, and how names are
shown."""

from __future__ import annotations

import pytest

from tournament.players.names import NameStyle, display_name, name_choices, same_words, split_name


@pytest.mark.parametrize("name, first, last", [
    ("Anna Berg", "Anna", "Berg"),
    ("  Anna   Berg ", "Anna", "Berg"),
    ("TANAKA Aiko", "Aiko", "TANAKA"),
    ("Aiko TANAKA", "Aiko", "TANAKA"),
    ("Tanaka, Aiko", "Aiko", "Tanaka"),
    ("García Pérez, José María", "José María", "García Pérez"),
    ("José María GARCÍA PÉREZ", "José María", "GARCÍA PÉREZ"),
    ("GARCÍA PÉREZ José María", "José María", "GARCÍA PÉREZ"),
    ("Anna van der Berg", "Anna", "van der Berg"),
    ("Jean-Luc de la Fontaine", "Jean-Luc", "de la Fontaine"),
    ("José María de la Fuente", "José María", "de la Fuente"),
    ("J. R. R. TOLKIEN", "J. R. R.", "TOLKIEN"),
    ("Cher", "", "Cher"),
    ("Łukasz Powęzka", "Łukasz", "Powęzka"),
    ("山田 太郎", "山田", "太郎"),
])
def test_certain_splits(name, first, last):
    split = split_name(name)
    assert (split.first, split.last, split.sure) == (first, last, True)
    assert split.choices[0] == (first, last)


@pytest.mark.parametrize("name", ["José María García Pérez", "Mary Ann Smith",
                                  "Anna Maria Berg Olsen", "JOSÉ MARÍA GARCÍA PÉREZ",
                                  "Anna BERG OLSEN Maria"])
def test_ambiguous_names_are_a_guess_with_every_choice(name):
    split = split_name(name)
    assert not split.sure
    words = name.split()
    assert len(split.choices) == 2 * (len(words) - 1)
    assert split.choices[0] == (split.first, split.last)
    assert all(same_words(name, f"{first} {last}") for first, last in split.choices)


def test_the_choices_for_the_issues_example():
    choices = name_choices("José María García Pérez")
    assert choices[:3] == (("José", "María García Pérez"), ("José María", "García Pérez"),
                           ("José María García", "Pérez"))
    assert ("José María", "García Pérez") in split_name("José María García Pérez").choices


@pytest.mark.parametrize("style, shown", [
    (NameStyle.AS_ENTERED, "Tanaka, Aiko"),
    (NameStyle.FIRST_LAST, "Aiko TANAKA"),
    (NameStyle.LAST_FIRST, "TANAKA Aiko"),
])
def test_display_styles(style, shown):
    assert display_name("Aiko", "Tanaka", "Tanaka, Aiko", style) == shown


def test_display_without_first_name_or_entered_name():
    assert display_name("", "Cher", "Cher", NameStyle.LAST_FIRST) == "CHER"
    assert display_name("Anna", "van der Berg", "", NameStyle.AS_ENTERED) == "Anna van der Berg"
    assert display_name("Anna", "van der Berg", "", NameStyle.FIRST_LAST) == "Anna VAN DER BERG"
